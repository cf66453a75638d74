import type { ToolMetadata } from "@modular-planner/core";
import { splitIdentifier } from "./text.js";

export interface ToolDocumentOptions {
  /** How many times the split tool name is repeated (a cheap field boost). Default 2. */
  nameWeight?: number;
  /** Include parameter names and descriptions. Default true. */
  includeParams?: boolean;
}

/**
 * The searchable text of a tool: its name split into words (`getWildlifeSpecies` → "get wildlife
 * species"), aliases, description, capabilities, group and parameter names with their descriptions.
 */
export function toolDocumentText(tool: ToolMetadata, options: ToolDocumentOptions = {}): string {
  const nameWeight = options.nameWeight ?? 2;
  const name = splitIdentifier(tool.name).join(" ");
  const parts: string[] = [];
  for (let i = 0; i < nameWeight; i++) parts.push(name);
  for (const alias of tool.aliases ?? []) parts.push(splitIdentifier(alias).join(" "));
  if (tool.description) parts.push(tool.description);
  for (const capability of tool.capabilities ?? []) parts.push(splitIdentifier(capability).join(" "));
  if (tool.group) parts.push(splitIdentifier(tool.group).join(" "));
  if (options.includeParams ?? true) {
    for (const [param, schema] of Object.entries(tool.params?.properties ?? {})) {
      parts.push(splitIdentifier(param).join(" "));
      if (typeof schema?.description === "string") parts.push(schema.description);
    }
  }
  return parts.join(" . ");
}
