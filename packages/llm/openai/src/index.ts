import { SPECIFICATION_VERSION, type GenerateObjectOptions, type GenerateObjectResult, type LlmClient, type LlmMessage } from "@modular-planner/core";
import { generateObjectWithRetries, strictSchemaFor, type RetryPolicy } from "@modular-planner/llm-shared";
import OpenAI from "openai";

/**
 * How structured output is requested:
 * - `openai-strict`: `response_format: { type: "json_schema", json_schema: { strict: true, schema } }` (OpenAI, and servers that implement it).
 * - `vllm-guided`: vLLM guided decoding, the schema in the request body (`guided_json`, or `structured_outputs: { json }`).
 * - `json`: `response_format: { type: "json_object" }` plus the schema in the prompt, validated (Ollama, llama.cpp server).
 */
export type OpenAIStructuredMode = "openai-strict" | "vllm-guided" | "json";

export interface OpenAILlmClientOptions {
  /** Default `OPENAI_API_KEY`; a placeholder is sent when absent (local servers need none). */
  apiKey?: string;
  /** Default `OPENAI_BASE_URL`, then the SDK's (https://api.openai.com/v1). */
  baseURL?: string;
  /** Default `OPENAI_MODEL`, then `gpt-4o-mini`. */
  model?: string;
  /** Default `openai-strict`. */
  mode?: OpenAIStructuredMode;
  /** vLLM field for `vllm-guided`: `guided_json` (vLLM < 0.10.2) or `structured_outputs` (newer). Default `structured_outputs`. */
  vllmField?: "guided_json" | "structured_outputs";
  /** Sent as `guided_decoding_backend` with `vllmField: "guided_json"` (default `xgrammar`; `null` to omit). */
  vllmBackend?: string | null;
  /** Per-request timeout in ms (default 60 000). */
  timeoutMs?: number;
  /** Answers requested before an invalid answer is an error (default 3). */
  maxAttempts?: number;
  /** HTTP retries on 429/5xx/connection errors (default 4). The SDK's own retries are off. */
  maxRetries?: number;
  /** Default 0. */
  temperature?: number;
  /** Default 1024. */
  maxTokens?: number;
  /** Backoff tuning (tests use small values). */
  retry?: Partial<Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs" | "maxRetryAfterMs">>;
  /** Strategy id (default `openai:<model>`). */
  id?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
}

export interface OpenAILlmClient extends LlmClient {
  readonly model: string;
  readonly mode: OpenAIStructuredMode;
  readonly baseURL: string;
}

/** An `LlmClient` over the openai SDK (v6) for OpenAI and OpenAI-compatible servers (vLLM, Ollama, llama.cpp). */
export function createOpenAILlmClient(options: OpenAILlmClientOptions = {}): OpenAILlmClient {
  const env = typeof process === "undefined" ? {} : process.env;
  const model = options.model ?? env.OPENAI_MODEL ?? "gpt-4o-mini";
  const mode = options.mode ?? "openai-strict";
  const vllmField = options.vllmField ?? "structured_outputs";
  const timeoutMs = options.timeoutMs ?? 60_000;
  const sdk = new OpenAI({
    apiKey: options.apiKey ?? env.OPENAI_API_KEY ?? "not-needed",
    baseURL: options.baseURL ?? env.OPENAI_BASE_URL ?? undefined,
    maxRetries: 0,
    timeout: timeoutMs + 1_000,
    defaultHeaders: options.headers,
  });
  const policy: Partial<RetryPolicy> = {
    ...options.retry,
    timeoutMs,
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    requestHint: `Check OPENAI_API_KEY, the model name ("${model}") and the baseURL (${sdk.baseURL}); for local servers the baseURL ends in /v1.`,
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `openai:${model}`,
    model,
    mode,
    baseURL: sdk.baseURL,
    generateObject<T>(call: GenerateObjectOptions<T>): Promise<GenerateObjectResult<T>> {
      const schema = strictSchemaFor(call.schema, call.schemaName);
      return generateObjectWithRetries(
        call,
        async ({ messages, signal, temperature }) => {
          const body: Record<string, unknown> = {
            model,
            messages: mode === "json" ? withSchemaInstruction(messages, call.schemaName, schema) : messages,
            temperature: temperature ?? options.temperature ?? 0,
            max_tokens: options.maxTokens ?? 1024,
          };
          if (mode === "openai-strict") {
            body.response_format = { type: "json_schema", json_schema: { name: call.schemaName, strict: true, schema: forOpenAIStrict(schema) } };
          } else if (mode === "json") {
            body.response_format = { type: "json_object" };
          } else if (vllmField === "guided_json") {
            body.guided_json = schema;
            if (options.vllmBackend !== null) body.guided_decoding_backend = options.vllmBackend ?? "xgrammar";
          } else {
            body.structured_outputs = { json: schema };
          }
          const completion = await sdk.chat.completions.create(body as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, { signal, timeout: timeoutMs + 1_000 });
          const message = completion.choices[0]?.message;
          const text = message?.content ?? (message?.refusal ? `(refusal) ${message.refusal}` : "");
          return { text, usage: { inputTokens: completion.usage?.prompt_tokens ?? 0, outputTokens: completion.usage?.completion_tokens ?? 0 } };
        },
        policy,
      );
    },
  };
}

/** JSON mode has no constrained decoding: the contract goes into the system prompt. */
function withSchemaInstruction(messages: LlmMessage[], name: string, schema: unknown): LlmMessage[] {
  const instruction = `Answer with one JSON object for the contract "${name}", matching this JSON Schema:\n${JSON.stringify(schema)}`;
  const [first, ...rest] = messages;
  if (first?.role === "system") return [{ role: "system", content: `${first.content}\n\n${instruction}` }, ...rest];
  return [{ role: "system", content: instruction }, ...messages];
}

/** Keywords OpenAI's strict mode does not list as supported; zod validation still enforces them. */
const OPENAI_STRICT_UNSUPPORTED = new Set(["minLength", "maxLength"]);

/** The strict schema without string-length keywords (a strict-mode request naming one may be refused). */
export function forOpenAIStrict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forOpenAIStrict);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema as Record<string, unknown>)
      .filter(([key, value]) => !(OPENAI_STRICT_UNSUPPORTED.has(key) && typeof value === "number"))
      .map(([key, value]) => [key, forOpenAIStrict(value)]),
  );
}
