import { SPECIFICATION_VERSION, type GenerateObjectOptions, type GenerateObjectResult, type LlmClient, type LlmMessage } from "@modular-planner/core";
import {
  generateObjectWithRetries,
  providerRetryPolicy,
  resolveProviderSettings,
  strictSchemaFor,
  type ProviderClientOptions,
} from "@modular-planner/llm-shared";
import OpenAI from "openai";

/**
 * How structured output is requested:
 * - `openai-strict`: `response_format: { type: "json_schema", json_schema: { strict: true, schema } }` (OpenAI, and servers that implement it).
 * - `vllm-guided`: vLLM guided decoding, the schema in the request body (`guided_json`, or `structured_outputs: { json }`).
 * - `json`: `response_format: { type: "json_object" }` plus the schema in the prompt, validated (Ollama, llama.cpp server).
 */
export type OpenAIStructuredMode = "openai-strict" | "vllm-guided" | "json";

export interface OpenAILlmClientOptions extends ProviderClientOptions {
  /** Default `openai-strict`. */
  mode?: OpenAIStructuredMode;
  /** vLLM field for `vllm-guided`: `guided_json` (vLLM < 0.10.2) or `structured_outputs` (newer). Default `structured_outputs`. */
  vllmField?: "guided_json" | "structured_outputs";
  /** Sent as `guided_decoding_backend` with `vllmField: "guided_json"` (default `xgrammar`; `null` to omit). */
  vllmBackend?: string | null;
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
  // A placeholder key is sent when none is set: local servers (vLLM, Ollama) need none.
  const settings = resolveProviderSettings(options, { name: "openai", envPrefix: "OPENAI", defaultModel: "gpt-4o-mini", missingKey: "not-needed" });
  const { model, timeoutMs } = settings;
  const mode = options.mode ?? "openai-strict";
  const vllmField = options.vllmField ?? "structured_outputs";
  const sdk = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    maxRetries: 0,
    timeout: timeoutMs + 1_000,
    defaultHeaders: options.headers,
  });
  const policy = providerRetryPolicy(
    options,
    settings,
    `Check OPENAI_API_KEY, the model name ("${model}") and the baseURL (${sdk.baseURL}); for local servers the baseURL ends in /v1.`,
  );

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: settings.id,
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
            temperature: temperature ?? settings.temperature,
            max_tokens: settings.maxTokens,
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
          const completion = await sdk.chat.completions.create(body as unknown as OpenAI.Chat.ChatCompletionCreateParamsNonStreaming, {
            signal,
            timeout: timeoutMs + 1_000,
          });
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
function forOpenAIStrict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forOpenAIStrict);
  if (schema === null || typeof schema !== "object") return schema;
  return Object.fromEntries(
    Object.entries(schema as Record<string, unknown>)
      .filter(([key, value]) => !(OPENAI_STRICT_UNSUPPORTED.has(key) && typeof value === "number"))
      .map(([key, value]) => [key, forOpenAIStrict(value)]),
  );
}
