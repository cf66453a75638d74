import { SPECIFICATION_VERSION, type GenerateObjectOptions, type GenerateObjectResult, type LlmClient, type LlmMessage } from "@modular-planner/core";
import { generateObjectWithRetries, strictSchemaFor, type RetryPolicy } from "@modular-planner/llm-shared";
import Anthropic from "@anthropic-ai/sdk";

export interface AnthropicLlmClientOptions {
  /** Default `ANTHROPIC_API_KEY`. */
  apiKey?: string;
  /** Default `ANTHROPIC_BASE_URL`, then the SDK's (https://api.anthropic.com). No `/v1` suffix. */
  baseURL?: string;
  /** Default `ANTHROPIC_MODEL`, then `claude-3-5-haiku-latest`. */
  model?: string;
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
  /** Strategy id (default `anthropic:<model>`). */
  id?: string;
}

export interface AnthropicLlmClient extends LlmClient {
  readonly model: string;
  readonly baseURL: string;
}

/**
 * An `LlmClient` over @anthropic-ai/sdk. Structured output is a forced tool call: one tool named
 * after the contract whose `input_schema` is the contract's strict JSON Schema, and
 * `tool_choice: { type: "tool", name }`; the tool call's `input` is the answer.
 */
export function createAnthropicLlmClient(options: AnthropicLlmClientOptions = {}): AnthropicLlmClient {
  const env = typeof process === "undefined" ? {} : process.env;
  const model = options.model ?? env.ANTHROPIC_MODEL ?? "claude-3-5-haiku-latest";
  const timeoutMs = options.timeoutMs ?? 60_000;
  const sdk = new Anthropic({
    apiKey: options.apiKey ?? env.ANTHROPIC_API_KEY ?? "not-set",
    baseURL: options.baseURL ?? env.ANTHROPIC_BASE_URL ?? undefined,
    maxRetries: 0,
    timeout: timeoutMs + 1_000,
  });
  const policy: Partial<RetryPolicy> = {
    ...options.retry,
    timeoutMs,
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
    requestHint: `Check ANTHROPIC_API_KEY, the model name ("${model}") and the baseURL (${sdk.baseURL}, without /v1).`,
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `anthropic:${model}`,
    model,
    baseURL: sdk.baseURL,
    generateObject<T>(call: GenerateObjectOptions<T>): Promise<GenerateObjectResult<T>> {
      const schema = strictSchemaFor(call.schema, call.schemaName);
      const toolName = toolNameFor(call.schemaName);
      return generateObjectWithRetries(
        call,
        async ({ messages, signal, temperature }) => {
          const { system, turns } = toAnthropicMessages(messages);
          const response = await sdk.messages.create(
            {
              model,
              max_tokens: options.maxTokens ?? 1024,
              temperature: temperature ?? options.temperature ?? 0,
              ...(system ? { system } : {}),
              messages: turns,
              tools: [{ name: toolName, description: `Answer with the ${call.schemaName} object.`, input_schema: schema as Anthropic.Tool.InputSchema }],
              tool_choice: { type: "tool", name: toolName },
            },
            { signal, timeout: timeoutMs + 1_000 },
          );
          const tool = response.content.find((block) => block.type === "tool_use" && block.name === toolName);
          const text =
            tool && tool.type === "tool_use"
              ? JSON.stringify(tool.input)
              : response.content.map((block) => (block.type === "text" ? block.text : "")).join("");
          return { text, usage: { inputTokens: response.usage?.input_tokens ?? 0, outputTokens: response.usage?.output_tokens ?? 0 } };
        },
        policy,
      );
    },
  };
}

/** Tool names allow `[a-zA-Z0-9_-]{1,64}`. */
function toolNameFor(schemaName: string): string {
  return schemaName.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64) || "answer";
}

/** System messages go to `system`; the rest alternate user/assistant, same-role neighbours merged, starting with user. */
function toAnthropicMessages(messages: readonly LlmMessage[]): { system: string; turns: Anthropic.MessageParam[] } {
  const system = messages.filter((message) => message.role === "system").map((message) => message.content).join("\n\n");
  const turns: Anthropic.MessageParam[] = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    const last = turns[turns.length - 1];
    if (last && last.role === message.role) last.content = `${String(last.content)}\n\n${message.content}`;
    else turns.push({ role: message.role, content: message.content });
  }
  if (turns[0]?.role !== "user") turns.unshift({ role: "user", content: "Answer." });
  return { system, turns };
}
