import { BaseChatModel } from "@langchain/core/language_models/chat_models";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import type { ChatResult } from "@langchain/core/outputs";
import type { ScriptedAnswer } from "@modular-planner/testkit";

/**
 * A LangChain chat model answering from a script (the testkit's answers): JSON or text replies
 * with token usage, or an error carrying an HTTP `status` and `retry-after` header as provider
 * integrations throw them. It records the messages of every call in `calls` (and in `log`, when given). `maxRetries: 0` keeps
 * LangChain's own retries out of the way, as the adapter's README advises.
 */
export class ScriptedChatModel extends BaseChatModel {
  readonly calls: BaseMessage[][] = [];
  private readonly script: ScriptedAnswer[];

  private readonly log: unknown[] | undefined;

  constructor(script: ScriptedAnswer[], log?: unknown[]) {
    super({ maxRetries: 0 });
    this.script = [...script];
    this.log = log;
  }

  _llmType(): string {
    return "scripted";
  }

  async _generate(messages: BaseMessage[], options: this["ParsedCallOptions"]): Promise<ChatResult> {
    this.calls.push(messages);
    this.log?.push(messages.map((message) => ({ type: message.type, content: message.content })));
    const answer = this.script.shift();
    if (!answer) throw new Error("ScriptedChatModel: the script has no answer left");
    if (answer.delayMs) await waitFor(answer.delayMs, options.signal);
    if (answer.kind === "status") {
      const headers = answer.retryAfterSeconds === undefined ? {} : { "retry-after": String(answer.retryAfterSeconds) };
      throw Object.assign(new Error(answer.message ?? `HTTP ${answer.status}`), { status: answer.status, headers });
    }
    const text = answer.kind === "json" ? JSON.stringify(answer.value) : answer.text;
    const inputTokens = answer.inputTokens ?? 0;
    const outputTokens = answer.outputTokens ?? 0;
    const usage_metadata = { input_tokens: inputTokens, output_tokens: outputTokens, total_tokens: inputTokens + outputTokens };
    // Bound to a tool (withStructuredOutput), a JSON answer comes back as a call of that tool, as providers do.
    const tool = (options as { tools?: { function?: { name?: string } }[] }).tools?.[0]?.function?.name;
    if (tool && answer.kind === "json") {
      const message = new AIMessage({
        content: "",
        tool_calls: [{ id: `call-${this.calls.length}`, name: tool, args: answer.value as Record<string, unknown> }],
        usage_metadata,
      });
      return { generations: [{ message, text: "" }] };
    }
    const message = new AIMessage({ content: text, usage_metadata });
    return { generations: [{ message, text }] };
  }
}

function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(new Error("aborted"));
      },
      { once: true },
    );
  });
}

/** The scripted model with tool calling: `withStructuredOutput` works on it (LangChain's default, through `bindTools`). */
export class ScriptedToolCallingChatModel extends ScriptedChatModel {
  override bindTools(tools: unknown[]) {
    return this.withConfig({ tools } as Partial<this["ParsedCallOptions"]>);
  }
}
