import { PlanSchema, type Plan, type PlanStepInput, type RequirementSet } from "@modular-planner/core";
import { emptyRequirementSet } from "@modular-planner/kit";
import { createOpenAILlmClient } from "@modular-planner/llm-openai";
import { loadRegistry } from "@modular-planner/registry";
import { describeVerifierConformance, startScriptedOpenAIServer, type RecordedRequest, type WireAnswer } from "@modular-planner/testkit";
import { createCompositeVerifier, createRulesVerifier } from "@modular-planner/verifier-rules";
import { afterAll, describe, expect, it } from "vitest";
import { createLlmJudgeVerifier } from "../src/index.js";

const registry = await loadRegistry();
const requirements: RequirementSet = {
  ...emptyRequirementSet(),
  metrics: [{ column: "revenue", aggregation: "sum" }],
  group_by: ["region"],
  analysis: ["compare"],
  outputs: ["chart"],
};
const context = { catalog: registry.catalog, capabilityMap: registry.capabilityMap, requirements };
const load: PlanStepInput = { id: "load", tool: "load_data", params: { path: "sales.csv" } };
const aggregate: PlanStepInput = {
  id: "aggregate",
  tool: "aggregate",
  params: { table: { ref: "load" }, group_by: ["region"], metrics: [{ column: "revenue", aggregation: "sum" }] },
  satisfies: ["metrics:revenue", "group_by:region", "analysis:compare"],
};
const bar: PlanStepInput = { id: "plot", tool: "plot_bar", params: { table: { ref: "aggregate" }, x: "region", y: "revenue" }, satisfies: ["outputs:chart"] };
const plan = (id: string, steps: PlanStepInput[]): Plan => PlanSchema.parse({ id, goal: "compare revenue by region", requirements, steps });

const good = plan("good", [load, aggregate, bar]);
const goodReordered = plan("good-reordered", [bar, aggregate, load]);
/** Passes the rules (every requirement cited) but the chart plots the wrong column: what a judge is for. */
const wrongColumn = plan("wrong-column", [load, aggregate, { ...bar, params: { table: { ref: "aggregate" }, x: "region", y: "units" } }]);
/** Fails the rules: nothing covers the chart. */
const noChart = plan("no-chart", [load, aggregate]);

/** The scripted judge: concerned about any plan that plots "units", fine with the rest. */
const judge = (request: RecordedRequest): WireAnswer => {
  const user = (request.body.messages as { role: string; content: string }[]).find((message) => message.role === "user")!.content;
  return user.includes('"y":"units"')
    ? {
        kind: "json",
        value: { overall: "concerns", warnings: [{ step_id: "plot", message: "The chart shows units, the request asks for revenue." }] },
        inputTokens: 200,
        outputTokens: 30,
      }
    : { kind: "json", value: { overall: "ok", warnings: [] }, inputTokens: 180, outputTokens: 8 };
};
const server = await startScriptedOpenAIServer(judge);
afterAll(() => server.close());
const llm = createOpenAILlmClient({ baseURL: server.baseURL, apiKey: "test", model: "judge", retry: { baseDelayMs: 5, maxDelayMs: 20 } });

describeVerifierConformance({
  name: "llm judge through the openai SDK",
  create: () => createLlmJudgeVerifier({ llm }),
  context,
  validPlans: [good, goodReordered],
  defectivePlans: [{ plan: wrongColumn, code: "judge-warning", label: "plots units instead of revenue" }],
  warnsOnly: true,
});

describe("createLlmJudgeVerifier", () => {
  it("turns the judgement into warnings on the named step and sends the judge-plan prompt", async () => {
    const verifier = createLlmJudgeVerifier({ llm });
    const before = server.requests.length;
    const report = await verifier.verify(wrongColumn, context);
    expect(report.ok).toBe(true);
    expect(report.issues).toEqual([
      { code: "judge-warning", severity: "warning", source: "llm-judge", stepId: "plot", message: "The chart shows units, the request asks for revenue." },
    ]);
    const body = server.requests[before]!.body;
    expect(body.response_format.json_schema.name).toBe("plan_judgement");
    const user = (body.messages as { role: string; content: string }[])[1]!.content;
    expect(user).toContain("Goal: compare revenue by region");
    expect(user).toContain("- group_by:region");
    expect(user).toContain('plot: plot_bar {"table":{"ref":"aggregate"},"x":"region","y":"units"} <- aggregate; satisfies outputs:chart');
    expect(verifier.usage()).toEqual({ inputTokens: 200, outputTokens: 30 });
  });

  it("never lifts a deterministic failure: composed with the rules, a rules failure stays a failure when the judge says ok", async () => {
    const composite = createCompositeVerifier([createRulesVerifier(), createLlmJudgeVerifier({ llm })]);
    const failing = await composite.verify(noChart, context);
    expect(failing.ok).toBe(false);
    expect(failing.issues.some((issue) => issue.code === "missing-coverage" && issue.requirement === "outputs:chart" && issue.severity === "error")).toBe(true);
    expect(failing.issues.filter((issue) => issue.source === "llm-judge")).toEqual([]);

    // And a judge's concern never fails a plan the rules accept.
    const warned = await composite.verify(wrongColumn, context);
    expect(warned.ok).toBe(true);
    expect(warned.issues.filter((issue) => issue.severity === "error")).toEqual([]);
    expect(warned.issues.map((issue) => issue.code)).toContain("judge-warning");
  });

  it("keeps a warning when the judge names a step that is not in the plan, and when it has unnamed concerns", async () => {
    const other = await startScriptedOpenAIServer([
      { kind: "json", value: { overall: "concerns", warnings: [{ step_id: "ghost", message: "Missing a sort." }] } },
      { kind: "json", value: { overall: "concerns", warnings: [] } },
    ]);
    try {
      const verifier = createLlmJudgeVerifier({ llm: createOpenAILlmClient({ baseURL: other.baseURL, apiKey: "t", model: "m" }) });
      expect((await verifier.verify(good, context)).issues).toEqual([
        { code: "judge-warning", severity: "warning", source: "llm-judge", message: 'Missing a sort. (step "ghost", not in the plan)' },
      ]);
      expect((await verifier.verify(good, context)).issues[0]!.message).toBe("The judge has concerns about this plan but named none.");
    } finally {
      await other.close();
    }
  });

  it("warns (or throws with onError: throw) when the judge cannot answer", async () => {
    const broken = await startScriptedOpenAIServer(() => ({ kind: "status", status: 401, message: "bad key" }));
    try {
      const client = createOpenAILlmClient({ baseURL: broken.baseURL, apiKey: "t", model: "m" });
      const report = await createLlmJudgeVerifier({ llm: client }).verify(good, context);
      expect(report.ok).toBe(true);
      expect(report.issues).toHaveLength(1);
      expect(report.issues[0]!.severity).toBe("warning");
      expect(report.issues[0]!.message).toMatch(/^The LLM judge could not review the plan: .*401/);
      await expect(createLlmJudgeVerifier({ llm: client, onError: "throw" }).verify(good, context)).rejects.toThrow(/401/);
    } finally {
      await broken.close();
    }
  });
});
