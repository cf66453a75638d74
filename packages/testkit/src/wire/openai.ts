import { answerText, startWireServer, type ScriptedWireServer, type WireScript } from "./server.js";

let counter = 0;

/**
 * A real HTTP server on 127.0.0.1 (port 0) speaking OpenAI's `POST /v1/chat/completions`
 * (and `POST /v1/embeddings`, deterministic vectors) that replays `script`.
 * Give `server.baseURL` (`<url>/v1`) to the openai SDK.
 */
export function startScriptedOpenAIServer(script: WireScript): Promise<ScriptedWireServer> {
  return startWireServer(script, {
    baseURLSuffix: "/v1",
    errorBody: (status, message) => ({ error: { message, type: status === 429 ? "rate_limit_exceeded" : "scripted_error", code: String(status) } }),
    routes: {
      "/v1/chat/completions": (answer, request) => {
        const inputTokens = answer.inputTokens ?? 0;
        const outputTokens = answer.outputTokens ?? 0;
        return {
          id: `chatcmpl-scripted-${++counter}`,
          object: "chat.completion",
          created: Math.floor(Date.now() / 1000),
          model: String(request.body?.model ?? "scripted"),
          choices: [{ index: 0, message: { role: "assistant", content: answerText(answer), refusal: null }, finish_reason: "stop", logprobs: null }],
          usage: { prompt_tokens: inputTokens, completion_tokens: outputTokens, total_tokens: inputTokens + outputTokens },
        };
      },
      "/v1/embeddings": (answer, request) => {
        const inputs: string[] = Array.isArray(request.body?.input) ? request.body.input : [String(request.body?.input ?? "")];
        const value = answer.kind === "json" && Array.isArray(answer.value) ? (answer.value as number[][]) : undefined;
        return {
          object: "list",
          model: String(request.body?.model ?? "scripted"),
          data: inputs.map((text, index) => ({ object: "embedding", index, embedding: value?.[index] ?? hashVector(text) })),
          usage: { prompt_tokens: answer.inputTokens ?? 0, total_tokens: answer.inputTokens ?? 0 },
        };
      },
    },
  });
}

function hashVector(text: string, dimensions = 8): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (let index = 0; index < text.length; index++) vector[index % dimensions]! += text.charCodeAt(index);
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}
