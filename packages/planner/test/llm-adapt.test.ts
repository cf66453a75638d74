import { ConfigurationError, DatasetSchemaSchema, PlanSchema, type PlanChanges, type PlanTemplate } from "@modular-planner/core";
import { emptyRequirementSet } from "@modular-planner/kit";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { startScriptedOpenAIServer, type ScriptedWireServer } from "@modular-planner/testkit";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { afterEach, describe, expect, it } from "vitest";
import { PlanningError, applyPlanChanges, createModularPlanner, type ExampleRetriever, type ModularPlannerOptions } from "../src/index.js";

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
const GOAL = "get revenue totals by region and product type over time";

type Change = PlanChanges["changes"][number];
const p = (name: string, value: unknown) => ({ name, value_json: JSON.stringify(value) });
const add = (step_id: string, tool: string, params: { name: string; value_json: string }[], satisfies: string[], depends_on: string[] = []): Change => ({
  op: "add",
  step_id,
  tool,
  params,
  satisfies,
  depends_on,
});

/** First answer: the whole pipeline, but the aggregation does not cite product_category, plus a step with a tool that does not exist. */
const firstAnswer: PlanChanges = {
  changes: [
    add("parse", "parse_datetime", [p("table", { ref: "load" }), p("column", "date")], ["time:date"]),
    add(
      "aggregate",
      "aggregate",
      [
        p("table", { ref: "parse" }),
        p("group_by", ["region", "product_category"]),
        p("metrics", [{ column: "revenue", aggregation: "sum" }]),
        p("time_column", "date"),
      ],
      ["metrics:revenue", "group_by:region", "time:date", "analysis:total", "analysis:trend"],
    ),
    add("smooth", "smooth_series", [p("table", { ref: "aggregate" })], ["analysis:trend"]),
    add(
      "plot",
      "plot_line",
      [p("table", { ref: "aggregate" }), p("x", "date"), p("y", "revenue"), p("color", "product_category")],
      ["outputs:chart", "analysis:trend"],
    ),
    add("table", "save_table", [p("table", { ref: "aggregate" })], ["outputs:table"]),
  ],
  rationale: "template pipeline",
};
/** Second answer: cites the missing group. */
const secondAnswer: PlanChanges = {
  changes: [
    {
      op: "modify",
      step_id: "aggregate",
      tool: null,
      params: [],
      satisfies: ["metrics:revenue", "group_by:region", "group_by:product_category", "time:date", "analysis:total", "analysis:trend"],
      depends_on: [],
    },
  ],
  rationale: "cover product_category",
};

const examples: ExampleRetriever = {
  search: (_goal, k = 3) =>
    [
      {
        id: "ex-trend",
        goal: "monthly revenue trend per store",
        score: 3,
        plan: PlanSchema.parse({
          id: "ex-trend",
          goal: "monthly revenue trend per store",
          steps: [
            { id: "load", tool: "load_data" },
            { id: "agg", tool: "aggregate", params: { table: { ref: "load" } } },
            { id: "chart", tool: "plot_line", params: { table: { ref: "agg" } } },
          ],
        }),
      },
      {
        id: "ex-bar",
        goal: "compare units sold by channel",
        score: 2,
        plan: PlanSchema.parse({
          id: "ex-bar",
          goal: "compare units sold by channel",
          steps: [
            { id: "load", tool: "load_data" },
            { id: "bar", tool: "plot_bar", params: { table: { ref: "load" } } },
          ],
        }),
      },
      {
        id: "ex-top",
        goal: "top 5 products by profit",
        score: 1,
        plan: PlanSchema.parse({
          id: "ex-top",
          goal: "top 5 products by profit",
          steps: [
            { id: "load", tool: "load_data" },
            { id: "top", tool: "top_n", params: { table: { ref: "load" } } },
          ],
        }),
      },
      { id: "ex-extra", goal: "a fourth example that must not be sent", score: 0.5, plan: PlanSchema.parse({ id: "ex-extra", goal: "x", steps: [] }) },
    ].slice(0, k),
};

let server: ScriptedWireServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function plannerWith(baseURL: string, overrides: Partial<ModularPlannerOptions> = {}) {
  const llm = createOpenAILlmClient({ baseURL, apiKey: "test", model: "small", retry: { baseDelayMs: 5, maxDelayMs: 20 } });
  return createModularPlanner({ ...registry, requirements: createDeterministicExtractor(), verifiers: [createRulesVerifier()], llm, ...overrides });
}

const userMessage = (index: number) =>
  (server!.requests[index]!.body.messages as { role: string; content: string }[]).find((message) => message.role === "user")!.content;

describe("LLM plan adaptation through the openai SDK and the scripted wire server", () => {
  it("sends the error payload of round one in the second request and returns the fixed plan", async () => {
    server = await startScriptedOpenAIServer([
      { kind: "json", value: firstAnswer, inputTokens: 400, outputTokens: 120 },
      { kind: "json", value: secondAnswer, inputTokens: 450, outputTokens: 40 },
    ]);
    // No template: the skeleton is a bare load step, so the LLM has to build the plan.
    const planner = plannerWith(server.baseURL, { templates: [], adaptation: "llm", examples });
    const result = await planner.plan({ text: GOAL, dataset });

    expect(result.plan.steps.map((step) => step.tool)).toEqual(["load_data", "parse_datetime", "aggregate", "plot_line", "save_table"]);
    expect(result.plan.steps.find((step) => step.id === "aggregate")!.satisfies).toContain("group_by:product_category");
    expect(result.report.ok).toBe(true);
    expect(result.usage).toEqual({ inputTokens: 850, outputTokens: 160 });
    expect(server.requests).toHaveLength(2);

    const first = userMessage(0);
    expect(first).toContain(`Goal: ${GOAL}`);
    expect(first).toContain("- group_by:product_category");
    expect(first).toContain('{"id":"load","tool":"load_data"');
    expect(first).toMatch(/Missing coverage: .*group_by=\[region, product_category\]/);
    expect(first).toContain("- aggregate(table*, ");
    expect(first).toContain("- load_data(path*");
    // The top 3 examples, not the fourth.
    expect(first).toContain('- "monthly revenue trend per store": load=load_data → agg=aggregate(load) → chart=plot_line(agg)');
    expect(first).toContain("compare units sold by channel");
    expect(first).toContain("top 5 products by profit");
    expect(first).not.toContain("a fourth example");

    const second = userMessage(1);
    expect(second).toContain("Missing coverage: group_by=[product_category]");
    expect(second).not.toContain("group_by=[region");
    expect(second).toContain('Rejected change "add smooth": unknown tool "smooth_series"');
    expect(second).toContain('{"id":"aggregate","tool":"aggregate"');

    const adaptations = result.trace.filter((entry) => entry.stage.startsWith("adapt#"));
    expect(adaptations.map((entry) => entry.stage)).toEqual(["adapt#1", "adapt#2"]);
    expect(adaptations.every((entry) => entry.reason.startsWith("llm openai"))).toBe(true);
    expect(adaptations[0]!.decision).toContain('rejected: Rejected change "add smooth"');
    expect(result.trace.find((entry) => entry.stage === "examples")!.decision).toBe("ex-trend, ex-bar, ex-top");
  });

  it("throws PlanningError with the last report when the LLM never fixes the plan", async () => {
    server = await startScriptedOpenAIServer(() => ({
      kind: "json",
      value: { changes: [add("parse", "parse_datetime", [p("table", { ref: "load" }), p("column", "date")], ["time:date"])], rationale: "parse first" },
      inputTokens: 100,
      outputTokens: 10,
    }));
    const planner = plannerWith(server.baseURL, { templates: [], adaptation: "llm", maxAdaptations: 3 });
    const error = await planner.plan({ text: GOAL, dataset }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PlanningError);
    const report = (error as PlanningError).report;
    expect(report.ok).toBe(false);
    expect(report.issues.some((issue) => issue.code === "missing-coverage" && issue.requirement === "outputs:chart")).toBe(true);
    expect((error as Error).message).toContain("after 3 adaptations");
    expect(server.requests).toHaveLength(3);
    expect((error as PlanningError).details.usage).toEqual({ inputTokens: 300, outputTokens: 30 });
    // Round three was told its own "add parse" of round two was refused (the step already existed).
    expect(userMessage(1)).not.toContain("Rejected change");
    expect(userMessage(2)).toContain('Rejected change "add parse": step "parse" already exists');
  });

  it("rules first: the LLM is not asked when the template plan verifies, and only acts when no rule applies", async () => {
    server = await startScriptedOpenAIServer([
      {
        kind: "json",
        value: { changes: [{ op: "remove", step_id: "smooth", tool: null, params: [], satisfies: [], depends_on: [] }], rationale: "unknown tool" },
        inputTokens: 300,
        outputTokens: 20,
      },
    ]);
    const clean = await plannerWith(server.baseURL).plan({ text: GOAL, dataset });
    expect(clean.report.ok).toBe(true);
    expect(clean.usage).toEqual({ inputTokens: 0, outputTokens: 0 });
    expect(server.requests).toHaveLength(0);

    // A template step with a tool the catalog lacks: no rule removes it, the LLM does.
    const base = registry.templates.find((template) => template.id === "time_series_grouped")!;
    const broken: PlanTemplate = {
      ...base,
      steps: [...base.steps, { ...base.steps.at(-2)!, id: "smooth", tool: "smooth_series", params: { table: { ref: "aggregate" } } }],
    };
    const result = await plannerWith(server.baseURL, { templates: [broken] }).plan({ text: GOAL, dataset });
    expect(result.plan.steps.map((step) => step.id)).not.toContain("smooth");
    expect(result.report.ok).toBe(true);
    expect(server.requests).toHaveLength(1);
    expect(userMessage(0)).toContain('unknown-tool (smooth): Step "smooth" uses unknown tool "smooth_series"');
    const adapt = result.trace.find((entry) => entry.stage === "adapt#1")!;
    expect(adapt.reason).toMatch(/^llm openai.*\(no rule applies\)/);
    expect(adapt.decision).toBe("removed smooth");
    expect(result.usage).toEqual({ inputTokens: 300, outputTokens: 20 });
  });

  it("refuses an LLM adaptation mode without an LLM", async () => {
    const planner = createModularPlanner({
      ...registry,
      templates: [],
      requirements: createDeterministicExtractor(),
      verifiers: [createRulesVerifier()],
      adaptation: "llm",
    });
    await expect(planner.plan({ text: GOAL, dataset })).rejects.toBeInstanceOf(ConfigurationError);
  });
});

describe("applyPlanChanges", () => {
  const requirements = { ...emptyRequirementSet(), metrics: [{ column: "revenue", aggregation: "sum" as const }], outputs: ["chart" as const] };
  const steps = PlanSchema.parse({
    id: "p",
    goal: "g",
    steps: [
      { id: "load", tool: "load_data", params: { path: "sales.csv" } },
      { id: "plot", tool: "plot_bar", params: { table: { ref: "load" }, x: "region", y: "revenue" }, satisfies: ["outputs:chart"] },
    ],
  }).steps;
  const context = { catalog: registry.catalog, requirements };

  it("rejects unknown tools and steps, bad JSON, duplicate ids and references to missing steps", () => {
    const result = applyPlanChanges(
      steps,
      [
        add("x", "no_such_tool", [], ["metrics:revenue"]),
        { op: "remove", step_id: "ghost", tool: null, params: [], satisfies: [], depends_on: [] },
        { op: "modify", step_id: "ghost", tool: null, params: [], satisfies: [], depends_on: [] },
        add("load", "load_data", [], []),
        add("bad", "aggregate", [{ name: "table", value_json: "{ref: load}" }], ["metrics:revenue"]),
        add("dangling", "aggregate", [p("table", { ref: "nowhere" })], ["metrics:revenue"]),
      ],
      context,
    );
    expect(result.steps).toEqual(steps);
    expect(result.changes).toEqual([]);
    expect(result.rejected).toEqual([
      'Rejected change "add x": unknown tool "no_such_tool"; use one of the listed tools',
      'Rejected change "remove ghost": no step "ghost" in the plan (steps: load, plot)',
      'Rejected change "modify ghost": no step "ghost" in the plan (steps: load, plot)',
      'Rejected change "add load": step "load" already exists; use modify or another id',
      expect.stringMatching(/^Rejected change "add bad": param "table" is not JSON/),
      'Rejected change "add dangling": refers to unknown step "nowhere"',
    ]);
  });

  it("orders an added step after its inputs and before the steps rewired to it, modifies params and drops unknown requirement ids", () => {
    const result = applyPlanChanges(
      steps,
      [
        add(
          "agg",
          "aggregate",
          [p("table", { ref: "load" }), p("metrics", [{ column: "revenue", aggregation: "sum" }]), p("group_by", ["region"])],
          ["metrics:revenue", "group_by:weather"],
        ),
        { op: "modify", step_id: "plot", tool: null, params: [p("table", { ref: "agg" }), { name: "y", value_json: "null" }], satisfies: [], depends_on: [] },
      ],
      context,
    );
    expect(result.steps.map((step) => step.id)).toEqual(["load", "agg", "plot"]);
    expect(result.steps[1]!.satisfies).toEqual(["metrics:revenue"]);
    expect(result.steps[2]!.params).toEqual({ table: { ref: "agg" }, x: "region" });
    expect(result.steps[2]!.satisfies).toEqual(["outputs:chart"]);
    expect(result.changes).toEqual(["added agg (aggregate) for metrics:revenue", "modified plot"]);
    expect(result.rejected).toEqual(['Ignored requirement ids in "add agg": group_by:weather (not in the request)']);
  });
});
