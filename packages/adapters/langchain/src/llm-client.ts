import type { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, HumanMessage, SystemMessage, type BaseMessage } from "@langchain/core/messages";
import {
  SPECIFICATION_VERSION,
  type GenerateObjectOptions,
  type GenerateObjectResult,
  type LlmClient,
  type LlmMessage,
  type Usage,
} from "@modular-planner/core";
import { ZERO_USAGE } from "@modular-planner/kit";
import { generateObjectWithRetries, strictSchemaFor, type ProviderResponse, type RetryPolicy } from "@modular-planner/llm-shared";

/**
 * How the answer is asked for:
 * - `structured`: `model.withStructuredOutput(jsonSchema, { name, includeRaw: true })` (the provider's
 *   tool calling or JSON mode, chosen by the LangChain integration);
 * - `json`: the JSON Schema in the system prompt, the reply's text parsed (any chat model);
 * - `auto` (default): `structured` when the model implements `bindTools`, else `json`.
 * Either way the answer is validated with the contract's zod schema and re-asked with the errors.
 */
export type LangChainStructuredMode = "auto" | "structured" | "json";

export interface LangChainLlmClientOptions extends Partial<Omit<RetryPolicy, "requestHint">> {
  /** Any LangChain chat model (`ChatOpenAI`, `ChatAnthropic`, `ChatOllama`, `FakeListChatModel`, …). */
  model: BaseChatModel;
  mode?: LangChainStructuredMode;
  /** Strategy id (default `langchain:<model type>[:<model name>]`). */
  id?: string;
  /** Shown with `llm-request-failed` errors. */
  requestHint?: string;
}

export interface LangChainLlmClient extends LlmClient {
  readonly mode: "structured" | "json";
}

/**
 * An `LlmClient` over a LangChain chat model, so the planner's LLM strategies (requirements
 * extraction, LLM decomposers, the judge, LLM adaptation) run on any model LangChain supports.
 * Retries, timeouts and cancellation are the shared loop of `@modular-planner/llm-shared`; give the
 * model `maxRetries: 0` so a failing request is not retried twice.
 */
export function createLangChainLlmClient(options: LangChainLlmClientOptions): LangChainLlmClient {
  const { model, id, requestHint, mode: requested = "auto", ...policy } = options;
  if (!model || typeof model.invoke !== "function") throw new TypeError("createLangChainLlmClient: `model` must be a LangChain chat model (BaseChatModel).");
  const mode = requested === "auto" ? (typeof (model as { bindTools?: unknown }).bindTools === "function" ? "structured" : "json") : requested;
  const modelName = (model as { model?: unknown }).model ?? (model as { modelName?: unknown }).modelName;
  const clientId = id ?? `langchain:${model._llmType()}${typeof modelName === "string" && modelName ? `:${modelName}` : ""}`;
  const retryPolicy: Partial<RetryPolicy> = {
    ...policy,
    requestHint: requestHint ?? `Check the chat model's API key, the model name and the baseURL it is configured with (${clientId}).`,
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: clientId,
    mode,
    generateObject<T>(call: GenerateObjectOptions<T>): Promise<GenerateObjectResult<T>> {
      const schema = strictSchemaFor(call.schema, call.schemaName);
      return generateObjectWithRetries(
        call,
        async ({ messages, signal }): Promise<ProviderResponse> => {
          if (mode === "json") {
            const reply = await model.invoke(toLangChainMessages(withSchemaInstruction(messages, call.schemaName, schema)), { signal });
            return { text: messageText(reply), usage: usageOf(reply) };
          }
          const structured = model.withStructuredOutput({ ...schema, title: call.schemaName }, { name: call.schemaName, includeRaw: true });
          let answer: unknown;
          try {
            answer = await structured.invoke(toLangChainMessages(messages), { signal });
          } catch (error) {
            // A reply that is not JSON is an invalid answer (re-asked with the error), not a failed request.
            if (isParsingFailure(error)) return { text: parsingFailureText(error), usage: { ...ZERO_USAGE } };
            throw error;
          }
          return structuredAnswer(answer);
        },
        retryPolicy,
      );
    },
  };
}

/** `{ raw, parsed }` from `includeRaw: true`; some models (the fakes) return the parsed object alone. */
function structuredAnswer(answer: unknown): ProviderResponse {
  if (answer && typeof answer === "object" && "raw" in answer && "parsed" in answer) {
    const { raw, parsed } = answer as { raw: BaseMessage; parsed: unknown };
    const usage = usageOf(raw);
    if (parsed !== null && parsed !== undefined) return { text: JSON.stringify(parsed), usage };
    const call = (raw as AIMessage).tool_calls?.[0];
    return { text: call ? JSON.stringify(call.args) : messageText(raw), usage };
  }
  return { text: typeof answer === "string" ? answer : JSON.stringify(answer), usage: { ...ZERO_USAGE } };
}

function isParsingFailure(error: unknown): boolean {
  const value = error as { name?: string; lc_error_code?: string } | null;
  return value?.name === "OutputParserException" || value?.lc_error_code === "OUTPUT_PARSING_FAILURE" || error instanceof SyntaxError;
}

function parsingFailureText(error: unknown): string {
  const output = (error as { llmOutput?: unknown }).llmOutput;
  return typeof output === "string" ? output : (error as Error).message;
}

function toLangChainMessages(messages: readonly LlmMessage[]): BaseMessage[] {
  return messages.map((message) =>
    message.role === "system"
      ? new SystemMessage(message.content)
      : message.role === "assistant"
        ? new AIMessage(message.content)
        : new HumanMessage(message.content),
  );
}

/** JSON mode has no constrained decoding: the contract goes into the system prompt. */
function withSchemaInstruction(messages: LlmMessage[], name: string, schema: unknown): LlmMessage[] {
  const instruction = `Answer with one JSON object for the contract "${name}", matching this JSON Schema:\n${JSON.stringify(schema)}`;
  const [first, ...rest] = messages;
  if (first?.role === "system") return [{ role: "system", content: `${first.content}\n\n${instruction}` }, ...rest];
  return [{ role: "system", content: instruction }, ...messages];
}

function messageText(message: BaseMessage): string {
  const content = message.content;
  if (typeof content === "string") return content;
  return content
    .map((part) =>
      typeof part === "string" ? part : part.type === "text" && typeof (part as { text?: unknown }).text === "string" ? (part as { text: string }).text : "",
    )
    .join("");
}

function usageOf(message: BaseMessage | undefined): Usage {
  const usage = (message as AIMessage | undefined)?.usage_metadata;
  return { inputTokens: usage?.input_tokens ?? 0, outputTokens: usage?.output_tokens ?? 0 };
}
