import type { ScriptedAnswer } from "@modular-planner/testkit";
import { APICallError } from "ai";
import { MockLanguageModelV3 } from "ai/test";

type CallOptions = MockLanguageModelV3["doGenerateCalls"][number];

/** A scripted answer, or a function answering from the call (the prompt the model received). */
export type ModelScriptEntry = ScriptedAnswer | ((call: CallOptions) => ScriptedAnswer);

/**
 * The AI SDK's own mock model replaying the testkit's scripted answers: `json` and `text` become the
 * model's text, `status` an `APICallError` as a provider would throw it (with `retry-after`), and
 * `delayMs` waits, honouring the call's abort signal.
 */
export function scriptedModel(script: ModelScriptEntry[] | ((call: CallOptions) => ScriptedAnswer)): MockLanguageModelV3 {
  const queue = typeof script === "function" ? [] : [...script];
  return new MockLanguageModelV3({
    provider: "scripted",
    modelId: "mock-1",
    doGenerate: async (call) => {
      const entry = typeof script === "function" ? script : queue.shift();
      if (!entry) throw new Error("scripted model: no answer left in the script");
      const answer = typeof entry === "function" ? entry(call) : entry;
      if (answer.delayMs) await wait(answer.delayMs, call.abortSignal);
      if (answer.kind === "status") {
        throw new APICallError({
          message: answer.message ?? `HTTP ${answer.status}`,
          url: "http://scripted.invalid/v1/chat",
          requestBodyValues: {},
          statusCode: answer.status,
          ...(answer.retryAfterSeconds === undefined ? {} : { responseHeaders: { "retry-after": String(answer.retryAfterSeconds) } }),
          isRetryable: answer.status === 429 || answer.status >= 500,
        });
      }
      const text = answer.kind === "json" ? JSON.stringify(answer.value) : answer.text;
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: {
          inputTokens: { total: answer.inputTokens ?? 0, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
          outputTokens: { total: answer.outputTokens ?? 0, text: undefined, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason ?? new Error("aborted"));
      },
      { once: true },
    );
  });
}

/** The text of every message the model received, joined (system, user and assistant turns). */
export function promptText(call: CallOptions): string {
  return call.prompt
    .map((message) => (typeof message.content === "string" ? message.content : message.content.map((part) => ("text" in part ? part.text : "")).join("")))
    .join("\n");
}
