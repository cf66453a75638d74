import { RegistryError } from "@modular-planner/core";
import { isNode, LineCounter, parseDocument, type Document } from "yaml";

/** A registry file: its display path (`registry/tools/plot.yaml`) and text. */
export interface RegistrySource {
  file: string;
  content: string;
}

export interface ParsedSource {
  file: string;
  value: unknown;
  /** The 1-based line of the node at `path`, or of its closest existing ancestor. */
  lineOf(path: readonly (string | number)[]): number | undefined;
}

export function parseSource(source: RegistrySource): ParsedSource {
  const lineCounter = new LineCounter();
  const document: Document = parseDocument(source.content, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const [error] = document.errors;
  if (error) {
    const line = lineCounter.linePos(error.pos[0]).line;
    throw new RegistryError({ file: source.file, line, message: `YAML syntax error: ${error.message.split("\n")[0]}` });
  }
  return {
    file: source.file,
    value: document.toJS(),
    lineOf(path) {
      for (let length = path.length; length >= 0; length--) {
        const node = length === 0 ? document.contents : document.getIn(path.slice(0, length), true);
        if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
      }
      return undefined;
    },
  };
}
