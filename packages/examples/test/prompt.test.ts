import { DatasetSchemaSchema } from "@modular-planner/core";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { createModularPlanner } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { startScriptedOpenAIServer } from "@modular-planner/testkit";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { describe, expect, it } from "vitest";
import { createExampleRetriever, loadShippedExamples } from "../src/index.js";

const registry = await loadRegistry();
const dataset = DatasetSchemaSchema.parse({
  name: "sales",
  source: "sales.csv",
  columns: [
    { name: "date", type: "date" },
    { name: "revenue", type: "number" },
    { name: "region", type: "string" },
  ],
});

describe("the top-3 examples in the adapt-plan prompt", () => {
  it("sends the three examples the retriever ranks first for the goal, and no other", async () => {
    const retriever = createExampleRetriever({ examples: loadShippedExamples(), catalog: registry.catalog });
    const goal = "monthly revenue trend";
    const top = retriever.search(goal, 3);
    expect(top.map((example) => example.id)).toContain("monthly-revenue-trend");
    const p = (name: string, value: unknown) => ({ name, value_json: JSON.stringify(value) });
    const server = await startScriptedOpenAIServer([
      {
        kind: "json",
        value: {
          changes: [
            {
              op: "add",
              step_id: "parse",
              tool: "parse_datetime",
              params: [p("table", { ref: "load" }), p("column", "date")],
              satisfies: ["time:date"],
              depends_on: [],
            },
            {
              op: "add",
              step_id: "monthly",
              tool: "aggregate",
              params: [
                p("table", { ref: "parse" }),
                p("metrics", [{ column: "revenue", aggregation: "sum" }]),
                p("time_column", "date"),
                p("time_grain", "month"),
              ],
              satisfies: ["metrics:revenue", "time:date", "analysis:trend"],
              depends_on: [],
            },
            {
              op: "add",
              step_id: "chart",
              tool: "plot_line",
              params: [p("table", { ref: "monthly" }), p("x", "date"), p("y", "revenue")],
              satisfies: ["outputs:chart", "analysis:trend"],
              depends_on: [],
            },
            { op: "add", step_id: "table", tool: "save_table", params: [p("table", { ref: "monthly" })], satisfies: ["outputs:table"], depends_on: [] },
          ],
          rationale: "like the monthly-revenue-trend example",
        },
        inputTokens: 500,
        outputTokens: 90,
      },
    ]);
    try {
      const llm = createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "test", model: "small" });
      const planner = createModularPlanner({
        ...registry,
        templates: [],
        requirements: createDeterministicExtractor(),
        verifiers: [createRulesVerifier()],
        llm,
        adaptation: "llm",
        examples: retriever,
      });
      const result = await planner.plan({ text: goal, dataset });
      expect(result.report.ok).toBe(true);
      expect(result.plan.steps.map((step) => step.tool)).toEqual(["load_data", "parse_datetime", "aggregate", "plot_line", "save_table"]);
      expect(server.requests).toHaveLength(1);
      expect(result.usage).toEqual({ inputTokens: 500, outputTokens: 90 });
      const user = (server.requests[0]!.body.messages as { role: string; content: string }[]).find((message) => message.role === "user")!.content;
      const examplesSection = user.slice(user.indexOf("Similar example plans:"), user.indexOf("Errors to fix:"));
      for (const example of top) expect(examplesSection).toContain(`- "${example.goal}": `);
      expect(examplesSection).toContain("load=load_data → parse=parse_datetime(load) → monthly=aggregate(parse) → chart=plot_line(monthly)");
      const others = retriever.examples.filter((example) => !top.some((hit) => hit.id === example.id));
      for (const other of others) expect(examplesSection).not.toContain(other.goal);
      expect(examplesSection.trim().split("\n")).toHaveLength(1 + 3);
    } finally {
      await server.close();
    }
  });
});
