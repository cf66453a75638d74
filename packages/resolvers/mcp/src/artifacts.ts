import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ToolExecutionError, type Artifact, type JsonValue } from "@modular-planner/core";

/**
 * Maps an MCP tool result to an artifact: structured content → `json`; text only → `text`;
 * images → `image` (base64 kept in `value`); embedded resources and resource links → `json`.
 * `isError` becomes a `ToolExecutionError` that asks for a replan.
 */
export function callResultToArtifact(result: CallToolResult, context: { stepId: string; tool: string; server: string }): Artifact {
  const content = result.content ?? [];
  const texts = content.filter((item) => item.type === "text").map((item) => (item as { text: string }).text);
  if (result.isError) {
    throw new ToolExecutionError(`MCP tool ${context.tool} returned an error: ${texts.join(" ").slice(0, 500) || "(no message)"}`, {
      stepId: context.stepId,
      tool: context.tool,
      requiresReplan: true,
      hint: "Check the parameters against the tool's input schema, or choose another tool.",
    });
  }
  const images = content.filter((item) => item.type === "image") as { data: string; mimeType: string }[];
  const resources = content.filter((item) => item.type === "resource" || item.type === "resource_link");
  const metadata: Record<string, JsonValue> = { server: context.server, contentTypes: [...new Set(content.map((item) => item.type))] };
  const base = { id: `${context.stepId}-result`, stepId: context.stepId, metadata };
  if (result.structuredContent)
    return { ...base, type: "json", value: result.structuredContent as JsonValue, metadata: { ...metadata, text: texts.join("\n") } };
  if (images.length > 0 && texts.length === 0) {
    return { ...base, type: "image", mimeType: images[0]!.mimeType, value: images.map((image) => ({ mimeType: image.mimeType, data: image.data })) };
  }
  if (resources.length > 0 && texts.length === 0) return { ...base, type: "json", value: JSON.parse(JSON.stringify(resources)) as JsonValue };
  const text = texts.join("\n");
  return {
    ...base,
    type: "text",
    value: text,
    sizeBytes: Buffer.byteLength(text),
    metadata: { ...metadata, images: images.length, resources: resources.length },
  };
}
