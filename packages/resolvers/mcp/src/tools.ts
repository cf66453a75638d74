import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { ToolMetadataSchema, type Effect, type ToolMetadata } from "@modular-planner/core";
import { sanitizeDescription } from "./sanitize.js";

/** `server.tool`, made safe for the core tool-name pattern. */
export function qualifiedToolName(server: string, tool: string): string {
  const safeServer = server.replace(/[^A-Za-z0-9_-]/g, "_");
  return `${/^[A-Za-z]/.test(safeServer) ? "" : "s_"}${safeServer}.${tool.replace(/[^A-Za-z0-9_.:-]/g, "_")}`;
}

/**
 * Effects from MCP tool annotations. Per the MCP spec, `readOnlyHint` defaults to false and
 * `destructiveHint` to true, so an unannotated tool is treated as possibly destructive (risky).
 */
export function effectsFromAnnotations(annotations: Tool["annotations"]): Effect[] {
  const effects: Effect[] = [];
  if (annotations?.readOnlyHint) effects.push("read");
  else effects.push(annotations?.destructiveHint === false ? "write" : "delete");
  if (annotations?.openWorldHint) effects.push("network");
  return effects;
}

export interface McpToolMapping {
  metadata: ToolMetadata;
  /** Name of the tool on its server. */
  remoteName: string;
  server: string;
  /** Instruction-like fragments removed from the description. */
  removed: string[];
}

export function mcpToolToMetadata(server: string, tool: Tool, options: { descriptionLimit?: number } = {}): McpToolMapping {
  const description = sanitizeDescription(tool.description ?? tool.annotations?.title ?? "", options.descriptionLimit);
  const schema = (tool.inputSchema ?? { type: "object" }) as Record<string, unknown>;
  const properties = Object.fromEntries(
    Object.entries((schema.properties as Record<string, Record<string, unknown>> | undefined) ?? {}).map(([name, property]) => [
      name,
      typeof property.description === "string" ? { ...property, description: sanitizeDescription(property.description, 200).text } : property,
    ]),
  );
  const metadata = ToolMetadataSchema.parse({
    name: qualifiedToolName(server, tool.name),
    description: description.text,
    capabilities: [],
    params: { ...schema, type: "object", properties, required: ((schema.required as string[] | undefined) ?? []).filter((name) => name in properties) },
    inputs: [],
    outputs: tool.outputSchema ? ["json"] : ["any"],
    effects: effectsFromAnnotations(tool.annotations),
    aliases: [],
    group: server,
    source: { kind: "mcp", server },
  });
  return { metadata, remoteName: tool.name, server, removed: description.removed };
}
