import { createHash } from "node:crypto";
import type { ToolCatalog, ToolMetadata } from "@modular-planner/core";

/** Canonical JSON: object keys sorted, so equal content always hashes equal. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function contentHash(value: unknown): string {
  return createHash("sha256").update(canonicalJson(value)).digest("hex");
}

export function createToolCatalog(tools: readonly ToolMetadata[]): ToolCatalog {
  const byName = new Map<string, ToolMetadata>();
  for (const tool of tools) {
    byName.set(tool.name, tool);
    for (const alias of tool.aliases) if (!byName.has(alias)) byName.set(alias, tool);
  }
  const sorted = [...tools].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const hash = contentHash(sorted);
  return {
    tools,
    hash,
    get: (name) => byName.get(name),
    has: (name) => byName.has(name),
  };
}
