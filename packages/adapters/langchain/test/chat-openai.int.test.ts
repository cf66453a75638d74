// The adapter over a real LangChain provider integration (ChatOpenAI) talking HTTP to the testkit's
// scripted OpenAI-compatible server: what survives LangChain's error handling (status, retry-after),
// timeouts and cancellation through the model's signal.
import { ChatOpenAI } from "@langchain/openai";
import { describeLlmClientConformance, startScriptedOpenAIServer } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { createLangChainLlmClient } from "../src/index.js";

const chatOpenAI = (baseURL: string) => new ChatOpenAI({ apiKey: "test-key", model: "gpt-4o-mini", configuration: { baseURL }, maxRetries: 0 });

describeLlmClientConformance({
  name: "langchain over ChatOpenAI (json mode, scripted OpenAI server)",
  startServer: startScriptedOpenAIServer,
  createClient: (baseURL, settings) => createLangChainLlmClient({ model: chatOpenAI(baseURL), mode: "json", baseDelayMs: 5, ...settings }),
});

// Structured mode: ChatOpenAI's withStructuredOutput sends a json_schema response_format and parses the
// reply itself. The suite's wire form is not run here: two of its cases answer code-fenced or non-JSON text,
// which a json_schema request never gets from OpenAI, and which ChatOpenAI's parser rejects before the
// adapter sees the raw reply (the adapter then re-asks with the parser's message instead of the answer).
describe("langchain over ChatOpenAI (structured mode, scripted OpenAI server)", () => {
  const City = z.object({ city: z.string(), population: z.number().int() }).strict();
  const messages = [{ role: "user" as const, content: "Largest city of Portugal?" }];

  it("sends the contract as a json_schema response format and returns the typed answer with usage", async () => {
    const server = await startScriptedOpenAIServer([{ kind: "json", value: { city: "Lisbon", population: 545_000 }, inputTokens: 20, outputTokens: 8 }]);
    try {
      const client = createLangChainLlmClient({ model: chatOpenAI(server.baseURL) });
      expect(client.mode).toBe("structured");
      const result = await client.generateObject({ schema: City, schemaName: "city", messages });
      expect(result).toMatchObject({ object: { city: "Lisbon", population: 545_000 }, attempts: 1, usage: { inputTokens: 20, outputTokens: 8 } });
      const format = server.requests[0]!.body.response_format;
      expect(format.type).toBe("json_schema");
      expect(format.json_schema.name).toBe("city");
      expect(format.json_schema.schema.required).toEqual(["city", "population"]);
    } finally {
      await server.close();
    }
  });

  it("re-asks an answer the contract rejects with the validation errors, and a non-JSON reply too", async () => {
    const server = await startScriptedOpenAIServer([
      { kind: "json", value: { city: "Lisbon", population: "many" } },
      { kind: "text", text: "Lisbon, I think" },
      { kind: "json", value: { city: "Lisbon", population: 545_000 } },
    ]);
    try {
      const result = await createLangChainLlmClient({ model: chatOpenAI(server.baseURL), baseDelayMs: 5 }).generateObject({
        schema: City,
        schemaName: "city",
        messages,
      });
      expect(result.attempts).toBe(3);
      expect(result.object.population).toBe(545_000);
      expect(JSON.stringify(server.requests[1]!.body)).toContain('\\"path\\":\\"population\\"');
      expect(JSON.stringify(server.requests[2]!.body)).toContain("not valid JSON");
    } finally {
      await server.close();
    }
  });
});
