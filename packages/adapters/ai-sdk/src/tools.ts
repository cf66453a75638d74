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
import { asSchema, type Schema, type Tool, type ToolSet } from "ai";

/** Catalog fields the AI SDK tool does not carry (capabilities, effects, aliases…), per tool name. */
export type ToolMetadataOverrides = Partial<Omit<ToolMetadataInput, "name" | "params" | "source">>;

export interface AISdkToolsOptions {
  /** Per tool name: fields merged over what the AI SDK tool says (`effects: ["write"]`, `capabilities`, `aliases`). */
  metadata?: Record<string, ToolMetadataOverrides>;
  /** Strategy id of the executor (default `ai-sdk-tools`). */
  id?: string;
}

export interface AISdkTools {
  /** One core `ToolMetadata` per AI SDK tool, in the tool set's order. */
  tools: ToolMetadata[];
  /** The same tools as a catalog (lookup by name, content hash). */
  catalog: ToolCatalog;
  /** Runs a plan step by calling the AI SDK tool's `execute` with the step's parameters. */
  executor: ToolExecutor;
}

interface Entry {
  tool: Tool;
  input: Schema<unknown>;
}

/**
 * An AI SDK tool as core tool metadata: the name is the tool set's key, the parameters are the
 * JSON Schema of `inputSchema` (zod 3/4 schemas through the AI SDK's own conversion, `jsonSchema(...)`
 * as given), `outputSchema` kept for wiring later steps. A tool with `needsApproval` gets the risky
 * effect `write` so the executor holds it for approval; otherwise `compute`, unless overridden.
 */
export async function aiSdkToolToMetadata(name: string, tool: Tool, overrides: ToolMetadataOverrides = {}): Promise<ToolMetadata> {
  const params = withoutDialect(await asSchema(tool.inputSchema).jsonSchema);
  if (params.type !== "object") {
    throw new ConfigurationError(`AI SDK tool "${name}": inputSchema must describe an object (got ${JSON.stringify(params.type ?? "no type")})`, {
      setting: `tools.${name}.inputSchema`,
      hint: "Wrap the input in an object, e.g. z.object({ text: z.string() }).",
    });
  }
  const outputSchema = tool.outputSchema === undefined ? undefined : withoutDialect(await asSchema(tool.outputSchema).jsonSchema);
  const candidate = {
    name,
    description: tool.description ?? tool.title ?? "",
    params: { ...params, properties: params.properties ?? {}, required: params.required ?? [] },
    outputs: outputSchema ? ["json"] : ["any"],
    effects: tool.needsApproval ? ["write"] : ["compute"],
    ...(outputSchema ? { outputSchema } : {}),
    ...overrides,
    source: { kind: "runtime" as const },
  };
  const parsed = ToolMetadataSchema.safeParse(candidate);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(tool)"}: ${issue.message}`).join("; ");
    throw new ConfigurationError(`AI SDK tool "${name}" cannot be planned with: ${issues}`, {
      setting: `tools.${name}`,
      hint: "Tool names start with a letter and use letters, digits, _ . : or -; overrides must be valid ToolMetadata fields.",
    });
  }
  return parsed.data;
}

/**
 * AI SDK tools (`tool({ description, inputSchema, execute })`, the object you pass to `generateText({ tools })`)
 * as a catalog the planner plans over and a `ToolExecutor` that runs them. Every tool needs `execute`:
 * provider-executed tools and tools without it cannot run in a plan and are refused here.
 */
export async function createAISdkTools(toolSet: ToolSet, options: AISdkToolsOptions = {}): Promise<AISdkTools> {
  const withoutExecute = Object.entries(toolSet)
    .filter(([, tool]) => typeof tool.execute !== "function")
    .map(([name]) => name);
  if (withoutExecute.length > 0) {
    throw new ConfigurationError(`AI SDK tools without an execute function cannot run in a plan: ${withoutExecute.join(", ")}`, {
      setting: "tools",
      hint: "Give each tool an execute function, or leave provider-executed and client-side tools out of the set passed to the planner.",
    });
  }
  for (const name of Object.keys(options.metadata ?? {})) {
    if (!(name in toolSet))
      throw new ConfigurationError(`metadata names "${name}", which is not in the tool set`, {
        setting: `metadata.${name}`,
        hint: `Known tools: ${Object.keys(toolSet).join(", ")}.`,
      });
  }
  const entries = new Map<string, Entry>();
  const tools: ToolMetadata[] = [];
  for (const [name, tool] of Object.entries(toolSet)) {
    tools.push(await aiSdkToolToMetadata(name, tool, options.metadata?.[name]));
    entries.set(name, { tool, input: asSchema(tool.inputSchema) });
  }
  const executor: ToolExecutor = {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "ai-sdk-tools",
    canExecute: (tool) => tool.source?.kind === "runtime" && entries.has(tool.name),
    async execute({ step, tool, params, signal }) {
      const entry = entries.get(tool.name);
      if (!entry)
        throw new ToolExecutionError(`No AI SDK tool named "${tool.name}" in this tool set`, {
          stepId: step.id,
          tool: tool.name,
          hint: "Plan over the catalog of the same createAISdkTools call.",
        });
      if (signal.aborted) throw new CancelledError(`Step "${step.id}": cancelled before ${tool.name} ran`);
      const input = await validateInput(entry.input, params, step.id, tool.name);
      let output: unknown;
      try {
        if (signal.aborted) throw signal.reason;
        output = await untilAborted(settle(entry.tool.execute!(input, { toolCallId: step.id, messages: [], abortSignal: signal })), signal);
      } catch (error) {
        if (signal.aborted) throw new CancelledError(`Step "${step.id}": ${tool.name} was cancelled`, { cause: error });
        throw new ToolExecutionError(`AI SDK tool ${tool.name} failed: ${error instanceof Error ? error.message : String(error)}`, {
          stepId: step.id,
          tool: tool.name,
          cause: error,
          hint: "The tool's execute function threw; check its parameters in the plan.",
        });
      }
      return toArtifact(output, { stepId: step.id, tool, hasOutputSchema: entry.tool.outputSchema !== undefined });
    },
  };
  return { tools, catalog: createToolCatalog(tools), executor };
}

/** The AI SDK validates (and for zod, transforms) a tool's input before `execute`; so does a plan step. */
async function validateInput(schema: Schema<unknown>, params: Record<string, unknown>, stepId: string, tool: string): Promise<unknown> {
  if (!schema.validate) return params;
  const result = await schema.validate(params);
  if (result.success) return result.value;
  throw new ToolExecutionError(`AI SDK tool ${tool}: the parameters do not match its inputSchema: ${result.error.message}`, {
    stepId,
    tool,
    requiresReplan: true,
    hint: "The plan gave this tool parameters its inputSchema refuses; revise the step's parameters.",
  });
}

/** `execute` may return a value, a promise, or an async iterable of preliminary results (the last is the result). */
async function settle(output: unknown): Promise<unknown> {
  const value = await output;
  if (value !== null && typeof value === "object" && Symbol.asyncIterator in value) {
    let last: unknown;
    for await (const item of value as AsyncIterable<unknown>) last = item;
    return last;
  }
  return value;
}

/** A tool that ignores its abort signal still ends the step when the signal fires. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

function toArtifact(output: unknown, context: { stepId: string; tool: ToolMetadata; hasOutputSchema: boolean }): Artifact {
  const base = { id: `${context.stepId}-result`, stepId: context.stepId, metadata: { tool: context.tool.name } };
  if (typeof output === "string" && !context.hasOutputSchema) return { ...base, type: "text", value: output, sizeBytes: Buffer.byteLength(output) };
  let text: string | undefined;
  try {
    text = JSON.stringify(output);
  } catch (error) {
    throw new ToolExecutionError(
      `AI SDK tool ${context.tool.name} returned a value that is not JSON: ${error instanceof Error ? error.message : String(error)}`,
      {
        stepId: context.stepId,
        tool: context.tool.name,
        hint: "Return plain JSON data (objects, arrays, strings, numbers) from execute.",
      },
    );
  }
  const value = text === undefined ? null : (JSON.parse(text) as JsonValue);
  return { ...base, type: "json", value, sizeBytes: Buffer.byteLength(text ?? "null") };
}

/** Drops `$schema`: the catalog holds plain schema objects, and the dialect key trips some validators. */
function withoutDialect(schema: object): Record<string, unknown> & { type?: unknown; properties?: Record<string, unknown>; required?: string[] } {
  const { $schema: _dialect, ...rest } = schema as Record<string, unknown>;
  return rest as Record<string, unknown> & { type?: unknown; properties?: Record<string, unknown>; required?: string[] };
}
