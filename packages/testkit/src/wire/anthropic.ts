import { startWireServer, type ScriptedWireServer, type WireScript } from "./server.js";

let counter = 0;

/**
 * A real HTTP server on 127.0.0.1 (port 0) speaking Anthropic's `POST /v1/messages` that replays
 * `script`. A `json` answer whose value is an object comes back as a `tool_use` block for the
 * forced tool (`tool_choice.name` of the request); a `text` answer (or a non-object value) as a text block.
 * Give `server.baseURL` (`<url>`) to @anthropic-ai/sdk.
 */
export function startScriptedAnthropicServer(script: WireScript): Promise<ScriptedWireServer> {
  return startWireServer(script, {
    baseURLSuffix: "",
    errorBody: (status, message) => ({
      type: "error",
      error: { type: status === 429 ? "rate_limit_error" : status >= 500 ? "api_error" : "invalid_request_error", message },
    }),
    routes: {
      "/v1/messages": (answer, request) => {
        const toolName: string | undefined = request.body?.tool_choice?.name ?? request.body?.tools?.[0]?.name;
        const isObject = answer.kind === "json" && answer.value !== null && typeof answer.value === "object" && !Array.isArray(answer.value);
        const content =
          isObject && toolName
            ? [{ type: "tool_use", id: `toolu_scripted_${++counter}`, name: toolName, input: (answer as { value: unknown }).value }]
            : [{ type: "text", text: answer.kind === "json" ? JSON.stringify(answer.value) : answer.text }];
        return {
          id: `msg_scripted_${++counter}`,
          type: "message",
          role: "assistant",
          model: String(request.body?.model ?? "scripted"),
          content,
          stop_reason: isObject && toolName ? "tool_use" : "end_turn",
          stop_sequence: null,
          usage: { input_tokens: answer.inputTokens ?? 0, output_tokens: answer.outputTokens ?? 0 },
        };
      },
    },
  });
}
