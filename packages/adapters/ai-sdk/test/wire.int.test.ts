import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { describeLlmClientConformance, startScriptedOpenAIServer } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createAISdkLlmClient } from "../src/index.js";

// The full wire form of the suite (retry-after, timeouts, cancellation, the bodies sent) through a real
// AI SDK provider making HTTP requests to the testkit's scripted OpenAI-compatible server.
describeLlmClientConformance({
  name: "ai-sdk over @ai-sdk/openai-compatible (scripted wire server)",
  startServer: (script) => startScriptedOpenAIServer(script),
  createClient: (baseURL, settings) =>
    createAISdkLlmClient({
      model: createOpenAICompatible({ name: "scripted", baseURL, apiKey: "test-key", supportsStructuredOutputs: true }).chatModel("test-model"),
      ...settings,
      retry: { baseDelayMs: 5, maxDelayMs: 20 },
    }),
});

describe("the request an AI SDK provider sends for a contract", () => {
  it("is a strict json_schema response format named after the contract, the system prompt first", async () => {
    const server = await startScriptedOpenAIServer([{ kind: "json", value: { city: "Lisbon", population: 545_000 } }]);
    try {
      const model = createOpenAICompatible({ name: "scripted", baseURL: server.baseURL, apiKey: "k", supportsStructuredOutputs: true }).chatModel("test-model");
      const City = z.object({ city: z.string(), population: z.number().int() }).strict();
      await createAISdkLlmClient({ model }).generateObject({
        schema: City,
        schemaName: "city",
        messages: [
          { role: "system", content: "Facts only." },
          { role: "user", content: "Largest city of Portugal?" },
        ],
      });
      const body = server.requests[0]!.body;
      expect(body.response_format).toMatchObject({
        type: "json_schema",
        json_schema: { name: "city", schema: { type: "object", additionalProperties: false, required: ["city", "population"] } },
      });
      expect(body.messages[0]).toEqual({ role: "system", content: "Facts only." });
      expect(body.temperature).toBe(0);
    } finally {
      await server.close();
    }
  });
});
