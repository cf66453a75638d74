import { describeLlmClientConformance, startScriptedOpenAIServer } from "@modular-planner/testkit";
import { createOpenAILlmClient } from "../src/index.js";

for (const mode of ["openai-strict", "vllm-guided", "json"] as const) {
  describeLlmClientConformance({
    name: `openai (${mode}) through the openai SDK`,
    startServer: (script) => startScriptedOpenAIServer(script),
    createClient: (baseURL, settings) =>
      createOpenAILlmClient({ baseURL, apiKey: "test-key", model: "test-model", mode, ...settings, retry: { baseDelayMs: 5, maxDelayMs: 20 } }),
  });
}
