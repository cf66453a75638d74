import { createPromptBuilder } from "@modular-planner/llm-shared";
import { startScriptedOpenAIServer } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createOpenAILlmClient } from "../src/index.js";

describe("a shipped prompt through the openai client", () => {
  it("sends the rendered judge-plan prompt with its strict contract and returns a typed object", async () => {
    const prompt = createPromptBuilder().render("judge-plan", { goal: "Revenue by month", requirements: '{"metrics":[]}', plan: "load -> chart" });
    const server = await startScriptedOpenAIServer([{ kind: "json", value: { overall: "ok", warnings: [] }, inputTokens: 120, outputTokens: 9 }]);
    try {
      const client = createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "k", model: "small", mode: "vllm-guided" });
      const result = await client.generateObject({ ...prompt, step: "judge-plan" });
      const overall: "ok" | "concerns" = result.object.overall;
      expect(overall).toBe("ok");
      expect(result.usage).toEqual({ inputTokens: 120, outputTokens: 9 });
      const body = server.requests[0]!.body;
      expect(body.messages).toEqual(prompt.messages);
      expect(JSON.stringify(body.messages).length).toBeLessThan(1_500);
      expect(body.structured_outputs.json.additionalProperties).toBe(false);
      expect(body.structured_outputs.json.required).toEqual(["overall", "warnings"]);
    } finally {
      await server.close();
    }
  });
});
