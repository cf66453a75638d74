import { describeLlmClientConformance, startScriptedAnthropicServer } from "@modular-planner/testkit";
import { createAnthropicLlmClient } from "../src/index.js";

describeLlmClientConformance({
  name: "anthropic through @anthropic-ai/sdk (forced tool call)",
  startServer: (script) => startScriptedAnthropicServer(script),
  createClient: (baseURL, settings) =>
    createAnthropicLlmClient({ baseURL, apiKey: "test-key", model: "test-model", ...settings, retry: { baseDelayMs: 5, maxDelayMs: 20 } }),
});
