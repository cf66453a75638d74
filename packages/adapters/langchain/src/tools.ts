import { ToolInputParsingException, type StructuredToolInterface } from "@langchain/core/tools";
import { toJsonSchema } from "@langchain/core/utils/json_schema";
import {
  CancelledError,
  ConfigurationError,
  SPECIFICATION_VERSION,
  ToolExecutionError,
  ToolMetadataSchema,
  type Artifact,
  type JsonValue,
  type ToolCatalog,
  type ToolExecutor,
  type ToolMetadata,
  type ToolMetadataInput,
} from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";

/** What the planner may know about a LangChain tool beyond its name, description and schema. */
export type LangChainToolOverrides = Partial<Omit<ToolMetadataInput, "name">>;

export interface LangChainToolsOptions {
  /** Per tool name: capabilities, effects, outputs, aliases… merged over what the tool itself says. */
  overrides?: Record<string, LangChainToolOverrides>;
  /** Executor id (default `langchain`). */
  id?: string;
}

export interface LangChainToolset {
  /** Catalog entries, one per tool, in the order given. */
  tools: ToolMetadata[];
  catalog: ToolCatalog;
  /** Runs the catalog's tools through `tool.invoke`. */
  executor: ToolExecutor;
}

/**
 * A LangChain tool (`tool(fn, { name, description, schema })` or a `StructuredTool`) as a catalog
 * entry: its schema (zod 3/4 or JSON Schema) becomes `params` as JSON Schema. A tool the core schema
 * refuses (a name with spaces, a non-object schema) throws a `ConfigurationError` naming it.
 */
export function toolMetadataFromLangChain(tool: StructuredToolInterface, overrides: LangChainToolOverrides = {}): ToolMetadata {
  const label = `LangChain tool "${String(tool?.name)}"`;
  let params: unknown;
  try {
    params = paramsOf(tool.schema);
  } catch (error) {
    throw new ConfigurationError(`${label}: its schema cannot be turned into JSON Schema: ${(error as Error).message}`, {
      setting: "tools",
      hint: "Give the tool a zod object schema (z.object({...})) or a JSON Schema object; transforms and effects have no JSON Schema.",
      cause: error,
    });
  }
  const parsed = ToolMetadataSchema.safeParse({
    name: tool.name,
    description: tool.description,
    params,
    source: { kind: "runtime", server: "langchain" },
    ...overrides,
  });
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");
    throw new ConfigurationError(`${label} is not a valid catalog entry: ${issues}`, {
      setting: "tools",
      hint: "Tool names are letters, digits, _ . : or - starting with a letter; parameters are one JSON Schema object. Fix the tool, or pass overrides for it.",
    });
  }
  return parsed.data;
}

/** JSON Schema of the tool's input, without `$schema` and with `type`, `properties` and `required` present. */
function paramsOf(schema: unknown): Record<string, unknown> {
  const json = toJsonSchema(schema as Parameters<typeof toJsonSchema>[0]) as Record<string, unknown>;
  const { $schema: _ignored, ...rest } = json;
  return { ...rest, properties: rest.properties ?? {}, required: rest.required ?? [] };
}

/**
 * A ToolExecutor over LangChain tools: `execute` calls `tool.invoke(params, { signal })`. Results
 * become artifacts: an object, array, number or boolean → `json`; a string holding a JSON object
 * or array (LangChain tools often serialise their results) → `json`; other strings → `text`.
 * Input the tool's schema rejects fails with a `ToolExecutionError` asking for a replan.
 */
export function createLangChainToolExecutor(tools: readonly StructuredToolInterface[], options: { id?: string } = {}): ToolExecutor {
  const byName = new Map<string, StructuredToolInterface>();
  for (const tool of tools) {
    if (byName.has(tool.name))
      throw new ConfigurationError(`Two LangChain tools are named "${tool.name}"`, { setting: "tools", hint: "Give every tool a distinct name." });
    byName.set(tool.name, tool);
  }
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "langchain",
    canExecute: (metadata) => byName.has(metadata.name),
    async execute({ step, tool: metadata, params, signal }) {
      const tool = byName.get(metadata.name);
      if (!tool) {
        throw new ToolExecutionError(`No LangChain tool is named "${metadata.name}"`, {
          stepId: step.id,
          tool: metadata.name,
          requiresReplan: true,
          hint: "Pass the tool to createLangChainToolExecutor, or plan with another tool.",
        });
      }
      if (signal.aborted) throw new CancelledError(`Step "${step.id}": tool ${metadata.name} was cancelled before it started`);
      let result: unknown;
      try {
        result = await tool.invoke(params, { signal });
      } catch (error) {
        if (signal.aborted) throw new CancelledError(`Step "${step.id}": tool ${metadata.name} was cancelled`, { cause: error });
        const invalidInput = error instanceof ToolInputParsingException || (error as Error)?.constructor?.name === "ToolInputParsingException";
        throw new ToolExecutionError(`LangChain tool ${metadata.name} failed: ${(error as Error)?.message ?? String(error)}`, {
          stepId: step.id,
          tool: metadata.name,
          requiresReplan: invalidInput,
          hint: invalidInput
            ? "The parameters do not match the tool's schema: check them against it, or choose another tool."
            : "The tool threw; see the cause.",
          cause: error,
        });
      }
      return resultToArtifact(result, step.id, metadata.name);
    },
  };
}

function resultToArtifact(result: unknown, stepId: string, tool: string): Artifact {
  const base = { id: `${stepId}-result`, stepId, metadata: { tool, source: "langchain" } as Record<string, JsonValue> };
  // A tool called with plain arguments returns its content; a ToolMessage (tool-call input) carries it in `content`.
  const content = isToolMessage(result) ? result.content : result;
  if (typeof content === "string") {
    const json = parseJsonContainer(content);
    if (json !== undefined) return { ...base, type: "json", value: json };
    return { ...base, type: "text", value: content, sizeBytes: Buffer.byteLength(content) };
  }
  if (content === undefined || content === null) return { ...base, type: "json", value: null };
  return { ...base, type: "json", value: JSON.parse(JSON.stringify(content)) as JsonValue };
}

function isToolMessage(value: unknown): value is { content: unknown } {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "tool" && "content" in value;
}

function parseJsonContainer(text: string): JsonValue | undefined {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as JsonValue;
  } catch {
    return undefined;
  }
}

/** LangChain tools as catalog entries, their catalog, and the executor that runs them. */
export function createLangChainToolset(tools: readonly StructuredToolInterface[], options: LangChainToolsOptions = {}): LangChainToolset {
  const executor = createLangChainToolExecutor(tools, { id: options.id });
  const known = new Set(tools.map((tool) => tool.name));
  for (const name of Object.keys(options.overrides ?? {})) {
    if (!known.has(name))
      throw new ConfigurationError(`overrides names "${name}", which is not one of the tools (${[...known].join(", ")})`, {
        setting: "overrides",
        hint: "Key overrides by tool name.",
      });
  }
  const metadata = tools.map((tool) => toolMetadataFromLangChain(tool, options.overrides?.[tool.name]));
  return { tools: metadata, catalog: createToolCatalog(metadata), executor };
}
