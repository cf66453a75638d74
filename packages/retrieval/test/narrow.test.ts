import { type RequirementSet } from "@modular-planner/core";
import { emptyRequirementSet } from "@modular-planner/kit";
import { describe, expect, it } from "vitest";
import { createToolIndex, narrowTools, requirementQueries } from "../src/index.js";
import { SAMPLE_TOOLS, tool } from "./helpers.js";

const many = [
  ...SAMPLE_TOOLS,
  ...Array.from({ length: 20 }, (_, i) => tool({ name: `chart_variant_${i}`, description: `Chart variant number ${i} of a chart.` })),
];

describe("narrowTools", () => {
  it("keeps template tools, fills with retrieved tools to the cap, appends safety tools within the overflow", async () => {
    const index = await createToolIndex({ tools: many, cacheDir: false });
    const narrowed = await narrowTools({ index, queries: ["chart"], templateTools: ["load_data"], safetyTools: ["ask_user"], cap: 5, maxOverflow: 2 });
    expect(narrowed[0]).toMatchObject({ reason: "template", tool: { name: "load_data" } });
    expect(narrowed.filter((item) => item.reason === "retrieval")).toHaveLength(4);
    expect(narrowed.at(-1)).toMatchObject({ reason: "safety", tool: { name: "ask_user" } });
    expect(narrowed).toHaveLength(6);
    const retrievedScores = narrowed.filter((item) => item.reason === "retrieval").map((item) => item.score);
    expect(retrievedScores).toEqual([...retrievedScores].sort((a, b) => b - a));
    expect(retrievedScores.every((score) => score > 0)).toBe(true);
  });

  it("drops the lowest-scoring retrieved tools first when safety tools exceed the overflow", async () => {
    const index = await createToolIndex({ tools: many, cacheDir: false });
    const full = await narrowTools({ index, queries: ["chart"], cap: 4 });
    const narrowed = await narrowTools({ index, queries: ["chart"], safetyTools: ["ask_user", "load_data", "create_issue"], cap: 4, maxOverflow: 1 });
    expect(narrowed).toHaveLength(5);
    const retrieved = narrowed.filter((item) => item.reason === "retrieval").map((item) => item.tool.name);
    expect(retrieved).toEqual(full.slice(0, 2).map((item) => item.tool.name));
    expect(narrowed.filter((item) => item.reason === "safety").map((item) => item.tool.name)).toEqual(["ask_user", "load_data", "create_issue"]);
  });

  it("never lists a tool twice and never drops template tools", async () => {
    const index = await createToolIndex({ tools: many, cacheDir: false });
    const template = ["plot_bar", "plot_line", "load_data"];
    const narrowed = await narrowTools({
      index,
      queries: ["bar chart", "line chart"],
      templateTools: template,
      safetyTools: ["plot_bar", "ask_user"],
      cap: 2,
      maxOverflow: 0,
    });
    expect(narrowed.map((item) => item.tool.name)).toEqual(template);
    expect(narrowed.every((item) => item.reason === "template")).toBe(true);
  });

  it("errors clearly on unknown tool names", async () => {
    const index = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir: false });
    await expect(narrowTools({ index, queries: [], safetyTools: ["nope"] })).rejects.toThrow('narrowTools: safety tool "nope" is not in the index\'s catalog');
  });
});

describe("requirementQueries", () => {
  it("builds one query per requirement item plus the combination", () => {
    const requirements: RequirementSet = {
      ...emptyRequirementSet(),
      metrics: [{ column: "revenue", aggregation: "sum" }],
      group_by: ["region"],
      time: { column: "date", grain: "month" },
      analysis: ["trend"],
      outputs: ["chart"],
    };
    const queries = requirementQueries(requirements, "Revenue by region per month");
    expect(queries).toEqual([
      "aggregate sum of metric revenue",
      "group rows by region and aggregate",
      "parse dates in time column date and bucket by month",
      "trend of a metric over time line chart",
      "plot chart",
      "Revenue by region per month ; aggregate sum of metric revenue ; group rows by region and aggregate ; parse dates in time column date and bucket by month ; trend of a metric over time line chart ; plot chart",
    ]);
  });

  it("gives just the goal, or nothing, for empty requirements", () => {
    expect(requirementQueries(emptyRequirementSet(), "hello")).toEqual(["hello"]);
    expect(requirementQueries(emptyRequirementSet())).toEqual([]);
  });
});
