import { DatasetSchemaSchema } from "@modular-planner/core";
import { emptyRequirementSet } from "@modular-planner/kit";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { describe, expect, it } from "vitest";
import { ClarificationNeededError, createModularPlanner, humanPrompt, planFromYaml, planToMermaid, planToYaml } from "../src/index.js";

const registry = await loadRegistry();
const dataset = DatasetSchemaSchema.parse({
  name: "sales",
  source: "sales.csv",
  columns: [
    { name: "date", type: "date" },
    { name: "revenue", type: "number" },
    { name: "region", type: "string" },
    { name: "product_category", type: "string", aliases: ["product type"] },
  ],
});
const planner = createModularPlanner({ ...registry, requirements: createDeterministicExtractor(), verifiers: [createRulesVerifier()] });

describe("the design walkthrough, offline", () => {
  it("plans parse_datetime → aggregate → plot_line → table, all covered, nothing unasked", async () => {
    const result = await planner.plan({ text: "get revenue totals by region and product type over time", dataset });
    const steps = result.plan.steps;
    expect(steps.map((step) => step.tool)).toEqual(["load_data", "parse_datetime", "aggregate", "plot_line", "save_table"]);
    const aggregate = steps.find((step) => step.tool === "aggregate")!;
    expect(aggregate.params).toMatchObject({
      table: { ref: "parse" },
      group_by: ["region", "product_category"],
      metrics: [{ column: "revenue", aggregation: "sum" }],
      time_column: "date",
    });
    expect(steps.find((step) => step.tool === "plot_line")!.params).toMatchObject({
      table: { ref: "aggregate" },
      x: "date",
      y: "revenue",
      color: "product_category",
    });
    expect(result.report.ok).toBe(true);
    expect(Object.values(result.report.coverage).every((covering) => covering.length > 0)).toBe(true);
    expect(steps.some((step) => ["detect_anomalies", "plot_histogram"].includes(step.tool))).toBe(false);
    expect(result.template).toBe("time_series_grouped");
    expect(result.tools.length).toBeLessThanOrEqual(12);
    expect(result.trace.map((entry) => entry.stage)).toEqual(expect.arrayContaining(["requirements", "template", "narrow", "instantiate", "verify#1"]));
  });

  it('with no matching template, builds the plan by rules from the load step ("total revenue")', async () => {
    const result = await planner.plan({ text: "total revenue", dataset });
    expect(result.template).toBeUndefined();
    const steps = result.plan.steps;
    expect(steps.map((step) => step.tool)).toEqual(["load_data", "aggregate", "save_table"]);
    expect(steps[1]!.params).toMatchObject({ table: { ref: "load" }, metrics: [{ column: "revenue", aggregation: "sum" }] });
    expect(result.report.ok).toBe(true);
    expect(result.report.removedSteps).not.toContain("load");
  });

  it("adds steps by rules for requirements the template does not cover (a filter and a top-N)", async () => {
    const result = await planner.plan({ text: "top 2 regions by total revenue where product_category is Furniture", dataset });
    const tools = result.plan.steps.map((step) => step.tool);
    expect(tools).toContain("filter_rows");
    expect(tools).toContain("top_n");
    const filter = result.plan.steps.find((step) => step.tool === "filter_rows")!;
    expect(filter.params).toMatchObject({ column: "product_category", operator: "=", value: "furniture" });
    const aggregate = result.plan.steps.find((step) => step.tool === "aggregate")!;
    expect(aggregate.params.table).toEqual({ ref: filter.id });
    expect(result.report.ok).toBe(true);
  });

  it("asks instead of guessing when a column does not exist", async () => {
    await expect(planner.plan({ text: "total revenue by weather", dataset })).rejects.toBeInstanceOf(ClarificationNeededError);
    await expect(planner.plan({ text: "total revenue by weather", dataset })).rejects.toThrow('I could not match "weather" to a column of sales');
  });

  it("removes unjustified template steps and reports them", async () => {
    const result = await planner.plan({ text: "chart revenue by region", dataset });
    expect(result.plan.steps.map((step) => step.tool)).not.toContain("save_table");
    expect(result.report.removedSteps).toContain("table");
  });
});

describe("plan formats", () => {
  it("round-trips through the YAML asset workflow and renders Mermaid", async () => {
    const { plan } = await planner.plan({ text: "get revenue totals by region and product type over time", dataset });
    const yaml = planToYaml(plan, registry.catalog);
    expect(yaml).toContain("assets:");
    expect(planFromYaml(yaml)).toEqual(plan);
    expect(planToMermaid(plan)).toContain("parse --> aggregate");
  });

  it("writes human-friendly ask-user prompts", () => {
    expect(humanPrompt("perPage")).toBe("How many items per page? (e.g. 10, 25, 50)");
    expect(humanPrompt("start_date")).toBe("Which start date should be used? (YYYY-MM-DD)");
    // A name that says nothing by itself is asked by its description, and never with another kind's template (issue #25).
    expect(humanPrompt("to", { type: "string", description: "Recipient e-mail address" }, "send_email")).toBe(
      "What recipient e-mail address should the email use? (e.g. name@example.com)",
    );
    expect(humanPrompt("to", { type: "string", description: "Arrival city" }, "search_flights")).toBe("What arrival city should the flight search use?");
    expect(humanPrompt("date", { type: "string", format: "date" }, "search_flights")).toBe("Which date should the flight search use? (YYYY-MM-DD)");
    expect(humanPrompt("to")).toBe('What "to" value should be used?');
    expect(humanPrompt("until")).toBe("Up to which date? (YYYY-MM-DD)");
    expect(humanPrompt("to", { type: "string", format: "date" })).toBe("Up to which date? (YYYY-MM-DD)");
    expect(humanPrompt("bins", { type: "integer" })).toBe("How many bins?");
    expect(humanPrompt("threshold", { type: "number" })).toBe("What threshold should be used? (a number)");
    expect(emptyRequirementSet().version).toBe("1");
  });
});
