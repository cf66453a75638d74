import { type Plan } from "@modular-planner/core";
import { emptyRequirementSet, ZERO_USAGE } from "@modular-planner/kit";
import type { RunResult } from "@modular-planner/executor";
import type { PlanResult } from "@modular-planner/planner";
import { describe, expect, it } from "vitest";
import { renderReport } from "../src/report.js";

const plan: Plan = {
  version: "1",
  id: "p1",
  goal: "total revenue by region",
  requirements: emptyRequirementSet(),
  steps: [
    { id: "load", kind: "tool", tool: "load_data", description: "", params: { path: "sales.csv" }, satisfies: [], dependsOn: [], checks: [] },
    {
      id: "analyze",
      kind: "tool",
      tool: "run_analysis",
      description: "",
      params: { table: { ref: "load" }, sql: "SELECT 1" },
      satisfies: ["metrics:revenue"],
      dependsOn: ["load"],
      checks: [],
    },
    {
      id: "save",
      kind: "tool",
      tool: "save_table",
      description: "",
      params: { table: { ref: "analyze" } },
      satisfies: ["outputs:table"],
      dependsOn: ["analyze"],
      checks: [],
    },
  ],
};
const planned: PlanResult = {
  plan,
  requirements: plan.requirements,
  template: undefined,
  intents: [],
  tools: [],
  report: { ok: true, issues: [], removedSteps: [], coverage: { "metrics:revenue": ["analyze"] } },
  usage: ZERO_USAGE,
  trace: [],
};

describe("renderReport", () => {
  it("says a failed run failed, and draws the failed and unrun steps", async () => {
    const run: RunResult = {
      runId: "r1",
      status: "failed",
      plan,
      artifacts: {},
      finished: ["load"],
      failed: [{ stepId: "analyze", error: "run_analysis failed: no such column", requiresReplan: false }],
      skipped: [],
      repairs: [],
      approvals: [],
      replans: 0,
      durationMs: 5,
    };
    const html = await renderReport({ question: "total revenue by <region>", dataPath: "sales.csv", planned, run, files: [] });
    expect(html).toContain('<p id="headline" class="headline">The run failed: step analyze failed: run_analysis failed: no such column.</p>');
    expect(html).toContain('<h1 id="question">total revenue by &lt;region&gt;</h1>');
    expect(html).toContain('data-step="analyze" data-status="failed"');
    expect(html).toContain('data-step="save" data-status="not-run"');
    expect(html).not.toContain('id="answer-table"');
    expect(html.match(/<g class="plan-node"/g)).toHaveLength(3);
  });

  it("puts the headline, then the answer table, before every collapsed section", async () => {
    const run: RunResult = {
      runId: "r2",
      status: "succeeded",
      plan,
      artifacts: {
        analyze: {
          id: "analyze-table",
          stepId: "analyze",
          type: "table",
          columns: [
            { name: "region", type: "string", aliases: [] },
            { name: "revenue", type: "number", aliases: [] },
          ],
          rowCount: 2,
          value: [
            { region: "East", revenue: 10 },
            { region: "West", revenue: 30 },
          ],
          metadata: {},
        },
      },
      finished: ["load", "analyze", "save"],
      failed: [],
      skipped: [],
      repairs: [],
      approvals: [],
      replans: 0,
      durationMs: 5,
    };
    const answer = {
      columns: ["region", "revenue"],
      rows: [
        ["East", 10],
        ["West", 30],
      ],
      rowCount: 2,
      truncated: false,
      cap: 200,
      text: "",
      stepId: "analyze",
    };
    const html = await renderReport({ question: "revenue by region", dataPath: "sales.csv", planned, run, files: [], answer });
    expect(html).toContain(">West has the highest revenue (30) and East the lowest (10), of 2 region values.</p>");
    const order = ['id="headline"', 'id="answer-table"', 'class="plan-graph"', "<details"].map((marker) => html.indexOf(marker));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('<td class="num" data-v="30">30</td>');
  });

  it("keeps an anomaly's unusual rows visible and marked in the answer table", async () => {
    const rows = Array.from({ length: 12 }, (_, index) => [
      `2024-01-${String(index + 1).padStart(2, "0")}`,
      index === 11 ? 900 : 100 + index,
      index === 11 ? 8.2 : 0.1,
      index === 11,
    ]);
    const run: RunResult = {
      runId: "r3",
      status: "succeeded",
      plan,
      artifacts: {},
      finished: ["load", "analyze", "save"],
      failed: [],
      skipped: [],
      repairs: [],
      approvals: [],
      replans: 0,
      durationMs: 5,
    };
    const answer = { columns: ["date", "revenue", "anomaly_score", "unusual"], rows, rowCount: 12, truncated: false, cap: 200, text: "", stepId: "analyze" };
    const spec = {
      version: "1",
      mode: "aggregate",
      select: [],
      measures: [{ aggregate: "sum", column: "revenue", as: "revenue" }],
      groupBy: [{ column: "date", bin: "day", as: "date" }],
      filters: [],
      filterLogic: "and",
      orderBy: [],
      limit: null,
      anomaly: true,
      chart: null,
      title: "",
    } as const;
    const html = await renderReport({
      question: "unusual days",
      dataPath: "sales.csv",
      planned,
      run,
      files: [],
      answer,
      analysis: { spec: structuredClone(spec) as never, assumptions: [], notApplied: ["the colour"] },
    });
    expect(html).toContain("Total revenue: 1 of the 12 days is unusual: 2024-01-12 (900,");
    expect(html).toContain('<tr class="flag"><td>2024-01-12</td>');
    expect(html.match(/<tr hidden>/g)).toHaveLength(1);
    expect(html).toContain('<p class="note warning" id="not-applied">Not applied: the colour.</p>');
  });
});
