import { SPECIFICATION_VERSION, type GenerateObjectOptions, type GenerateObjectResult, type LlmClient, type LlmMessage } from "@modular-planner/core";
import { DEFAULT_RETRY_POLICY, generateObjectWithRetries, strictSchemaFor, type RetryPolicy } from "@modular-planner/llm-shared";
import { APICallError, generateText, jsonSchema, NoObjectGeneratedError, Output, type LanguageModel, type ModelMessage } from "ai";

export interface AISdkLlmClientOptions {
  /** Any AI SDK language model: `openai("gpt-4o-mini")`, `anthropic(...)`, `ollama(...)`, a gateway id string, a mock. */
  model: LanguageModel;
  /** Strategy id (default `ai-sdk:<provider>:<modelId>`). */
  id?: string;
  /** Per-request timeout in ms (default 60 000). */
  timeoutMs?: number;
  /** Answers requested before an invalid answer is an error (default 3). */
  maxAttempts?: number;
  /** Retries on 429, 5xx and connection errors (default 4). The AI SDK's own retries are off, so they are not doubled. */
  maxRetries?: number;
  /** Default 0. */
  temperature?: number;
  /** Default 1024. */
  maxOutputTokens?: number;
  /** Backoff tuning (tests use small values). */
  retry?: Partial<Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs" | "maxRetryAfterMs">>;
  /** Passed to every call (`providerOptions` of `generateText`), e.g. `{ openai: { strictJsonSchema: true } }`. */
  providerOptions?: Parameters<typeof generateText>[0]["providerOptions"];
}

export interface AISdkLlmClient extends LlmClient {
  readonly model: LanguageModel;
}

/**
 * An `LlmClient` over any AI SDK language model. Structured output goes through `generateText` with
 * `Output.object` (the AI SDK 6 form of `generateObject`): the contract's strict JSON Schema is sent
 * as the response format, so each provider constrains decoding its own way. Parsing, zod validation
 * and the repair turn are the shared loop of every provider client in this repository (llm-shared),
 * so an invalid answer is retried with its validation errors instead of ending the call.
 */
export function createAISdkLlmClient(options: AISdkLlmClientOptions): AISdkLlmClient {
  const { model } = options;
  const name = typeof model === "string" ? model : `${model.provider}:${model.modelId}`;
  const policy: Partial<RetryPolicy> = {
    ...options.retry,
    timeoutMs: options.timeoutMs ?? DEFAULT_RETRY_POLICY.timeoutMs,
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    requestHint: `Check the provider's API key, the model id ("${name}") and the provider's baseURL.`,
  };
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `ai-sdk:${name}`,
    model,
    generateObject<T>(call: GenerateObjectOptions<T>): Promise<GenerateObjectResult<T>> {
      const schema = jsonSchema(strictSchemaFor(call.schema, call.schemaName) as Parameters<typeof jsonSchema>[0]);
      return generateObjectWithRetries(
        call,
        async ({ messages, signal, temperature }) => {
          const { system, rest } = splitSystem(messages);
          try {
            const result = await generateText({
              model,
              ...(system ? { system } : {}),
              messages: rest,
              // No `validate` on the schema: validation is the shared loop's, which sends the errors back.
              output: Output.object({ schema, name: call.schemaName }),
              temperature: temperature ?? options.temperature ?? 0,
              maxOutputTokens: options.maxOutputTokens ?? 1024,
              maxRetries: 0,
              abortSignal: signal,
              ...(options.providerOptions ? { providerOptions: options.providerOptions } : {}),
            });
            return { text: result.text, usage: usageOf(result.usage) };
          } catch (error) {
            // Text that is not JSON (code fences, prose) goes to the shared parser, which is more tolerant.
            if (NoObjectGeneratedError.isInstance(error)) return { text: error.text ?? "", usage: usageOf(error.usage) };
            throw withHttpFields(error);
          }
        },
        policy,
      );
    },
  };
}

/** The AI SDK takes system text as `system`, not as messages (it warns about system messages in `messages`). */
function splitSystem(messages: LlmMessage[]): { system: string | undefined; rest: ModelMessage[] } {
  const system = messages.filter((message) => message.role === "system").map((message) => message.content);
  const rest = messages.filter((message) => message.role !== "system") as ModelMessage[];
  return { system: system.length > 0 ? system.join("\n\n") : undefined, rest };
}

function usageOf(usage: { inputTokens?: number | undefined; outputTokens?: number | undefined } | undefined) {
  return { inputTokens: usage?.inputTokens ?? 0, outputTokens: usage?.outputTokens ?? 0 };
}

/**
 * The shared retry loop reads `status` and `headers` (the openai and Anthropic SDKs' names); the
 * AI SDK's `APICallError` names them `statusCode` and `responseHeaders`.
 */
function withHttpFields(error: unknown): unknown {
  if (!APICallError.isInstance(error)) return error;
  return Object.assign(error, { status: error.statusCode, headers: error.responseHeaders });
}
