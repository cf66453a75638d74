import { createAnthropicLlmClient } from "@modular-planner/llm-anthropic";
import { loadRegistry } from "@modular-planner/registry";
import { startScriptedAnthropicServer } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createGroundedDecomposer } from "../src/index.js";

const registry = await loadRegistry();
const narrowed = registry.tools.filter((tool) => ["load_data", "top_n"].includes(tool.name));

describe("grounded decomposer through the Anthropic SDK", () => {
  it("answers through the forced sub_intents tool call and sends only the narrowed tools", async () => {
    const server = await startScriptedAnthropicServer([
      {
        kind: "json",
        value: {
          intents: [
            { id: "load", text: "load sales.csv", capability: "load_data", params: [{ name: "path", value: "sales.csv" }], depends_on: [], ask_user: false },
            { id: "best", text: "keep the 3 best regions", capability: "top_n", params: [{ name: "n", value: "3" }], depends_on: ["load"], ask_user: false },
          ],
          confidence: 0.7,
          rationale: "load then rank",
        },
        inputTokens: 150,
        outputTokens: 30,
      },
    ]);
    try {
      const llm = createAnthropicLlmClient({ baseURL: server.baseURL, apiKey: "ak", model: "claude-test" });
      const result = await createGroundedDecomposer({ llm }).decompose({ id: "g", text: "top 3 regions in sales.csv", facts: [] }, { tools: narrowed });
      expect(result.intents.map((intent) => [intent.capability, intent.params, intent.dependsOn])).toEqual([
        ["load_data", { path: "sales.csv" }, []],
        ["top_n", { n: "3" }, ["load"]],
      ]);
      expect(result.usage).toEqual({ inputTokens: 150, outputTokens: 30 });
      const body = server.requests[0]!.body;
      expect(body.tool_choice).toEqual({ type: "tool", name: "sub_intents" });
      const prompt = JSON.stringify({ system: body.system, messages: body.messages });
      const others = registry.tools.map((tool) => tool.name).filter((name) => !["load_data", "top_n", "ask_user"].includes(name));
      expect(others.filter((name) => prompt.includes(name))).toEqual([]);
      expect(prompt).toContain("- top_n: Keep the N rows");
    } finally {
      await server.close();
    }
  });
});
