import type { PlanLibrary } from "@modular-planner/core";
import { contentHash } from "@modular-planner/kit";

export interface ToolUsageDocuments {
  /** Keys caches built from these texts (library hash + options). */
  hash: string;
  /** Extra searchable text per tool name (only tools the library saw). */
  texts: ReadonlyMap<string, string>;
}

export interface ToolUsageDocumentOptions {
  /** At most this many usage texts per tool, so a popular tool does not swallow every query. Default 12 (the library's own cap). */
  cap?: number;
}

/** Usage-aware additions to tool documents: the step texts and requests each tool served in the library. */
export function toolUsageDocuments(library: PlanLibrary, tools: readonly string[], options: ToolUsageDocumentOptions = {}): ToolUsageDocuments {
  const cap = options.cap ?? 12;
  const texts = new Map<string, string>();
  for (const tool of tools) {
    const usage = library.usage(tool).slice(0, cap);
    if (usage.length > 0) texts.set(tool, usage.join(" . "));
  }
  return { hash: contentHash({ library: library.hash, cap }), texts };
}
