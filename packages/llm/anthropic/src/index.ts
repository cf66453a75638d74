import { SPECIFICATION_VERSION, type GenerateObjectOptions, type GenerateObjectResult, type LlmClient, type LlmMessage } from "@modular-planner/core";
import {
  generateObjectWithRetries,
  providerRetryPolicy,
  resolveProviderSettings,
  strictSchemaFor,
  type ProviderClientOptions,
} from "@modular-planner/llm-shared";
import Anthropic from "@anthropic-ai/sdk";

/** `apiKey`, `baseURL` and `model` default to `ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL` (no `/v1` suffix) and `ANTHROPIC_MODEL`, then `claude-3-5-haiku-latest`. */
export type AnthropicLlmClientOptions = ProviderClientOptions;

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
  const settings = resolveProviderSettings(options, {
    name: "anthropic",
    envPrefix: "ANTHROPIC",
    defaultModel: "claude-3-5-haiku-latest",
    missingKey: "not-set",
  });
  const { model, timeoutMs } = settings;
  const sdk = new Anthropic({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 0, timeout: timeoutMs + 1_000 });
  const policy = providerRetryPolicy(options, settings, `Check ANTHROPIC_API_KEY, the model name ("${model}") and the baseURL (${sdk.baseURL}, without /v1).`);

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: settings.id,
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
              max_tokens: settings.maxTokens,
              temperature: temperature ?? settings.temperature,
              ...(system ? { system } : {}),
              messages: turns,
              tools: [{ name: toolName, description: `Answer with the ${call.schemaName} object.`, input_schema: schema as Anthropic.Tool.InputSchema }],
              tool_choice: { type: "tool", name: toolName },
            },
            { signal, timeout: timeoutMs + 1_000 },
          );
          const tool = response.content.find((block) => block.type === "tool_use" && block.name === toolName);
          const text =
            tool && tool.type === "tool_use" ? JSON.stringify(tool.input) : response.content.map((block) => (block.type === "text" ? block.text : "")).join("");
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
  const system = messages
    .filter((message) => message.role === "system")
    .map((message) => message.content)
    .join("\n\n");
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
