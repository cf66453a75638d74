import { LLM_CONTRACT_SCHEMAS } from "@modular-planner/core";
import { toStrictJsonSchema } from "@modular-planner/kit";
import { startScriptedAnthropicServer } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createAnthropicLlmClient } from "../src/index.js";

const judgement = { overall: "concerns", warnings: [{ step_id: "chart", message: "no time axis" }] };
const { $schema: _ignored, ...expectedSchema } = toStrictJsonSchema(LLM_CONTRACT_SCHEMAS.plan_judgement);

describe("createAnthropicLlmClient requests", () => {
  it("forces one tool whose input_schema is the strict contract, with the system prompt apart", async () => {
    const server = await startScriptedAnthropicServer([
      { kind: "json", value: { overall: "maybe", warnings: [] }, inputTokens: 9, outputTokens: 4 },
      { kind: "json", value: judgement, inputTokens: 12, outputTokens: 6 },
    ]);
    try {
      const client = createAnthropicLlmClient({ baseURL: server.baseURL, apiKey: "ak-test", model: "claude-test" });
      expect(client.id).toBe("anthropic:claude-test");
      const result = await client.generateObject({
        schema: LLM_CONTRACT_SCHEMAS.plan_judgement,
        schemaName: "plan_judgement",
        step: "judge-plan",
        messages: [
          { role: "system", content: "You review plans." },
          { role: "user", content: "Plan: load, chart" },
        ],
      });
      expect(result.object).toEqual(judgement);
      expect(result.usage).toEqual({ inputTokens: 21, outputTokens: 10 });
      const [first, second] = server.requests;
      expect(first!.path).toBe("/v1/messages");
      expect(first!.headers["x-api-key"]).toBe("ak-test");
      expect(first!.body.model).toBe("claude-test");
      expect(first!.body.system).toBe("You review plans.");
      expect(first!.body.messages).toEqual([{ role: "user", content: "Plan: load, chart" }]);
      expect(first!.body.tool_choice).toEqual({ type: "tool", name: "plan_judgement" });
      expect(first!.body.tools).toHaveLength(1);
      expect(first!.body.tools[0].name).toBe("plan_judgement");
      expect(first!.body.tools[0].input_schema).toEqual(expectedSchema);
      expect(first!.body.tools[0].input_schema.additionalProperties).toBe(false);
      // The repair turn: the bad answer as the assistant, the errors as the user, roles alternating.
      expect(second!.body.messages.map((message: { role: string }) => message.role)).toEqual(["user", "assistant", "user"]);
      expect(second!.body.messages[1].content).toContain('"overall":"maybe"');
      expect(second!.body.messages[2].content).toContain('"path":"overall"');
    } finally {
      await server.close();
    }
  });

  it("reads a text answer when the model did not call the tool", async () => {
    const server = await startScriptedAnthropicServer([{ kind: "text", text: JSON.stringify(judgement) }]);
    try {
      const client = createAnthropicLlmClient({ baseURL: server.baseURL, apiKey: "k" });
      const result = await client.generateObject({
        schema: LLM_CONTRACT_SCHEMAS.plan_judgement,
        schemaName: "plan_judgement",
        messages: [{ role: "user", content: "?" }],
      });
      expect(result.object).toEqual(judgement);
    } finally {
      await server.close();
    }
  });
});
