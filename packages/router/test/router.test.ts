import { describe, expect, it } from "vitest";
import { createDeterministicClassifier, createRouter, emptySession, recordTurn, scoreRoutes, DEFAULT_ROUTES } from "../src/index.js";

const router = createRouter({ classifier: createDeterministicClassifier() });
const loaded = { ...emptySession("r"), facts: ["data_loaded"] };

describe("routes and constraints", () => {
  it("routes a chartable analysis to AnalystThenVisual with justification, summary, assumptions", async () => {
    const d = await router.route({ text: "top 5 products by revenue", session: loaded });
    expect(d).toMatchObject({ action: "plan", route: "AnalystThenVisual", intent: "ranking", template: "ranking" });
    expect(d.justification).toMatch(/^AnalystThenVisual scored \d/);
    expect(d.user_summary).toBe("I will answer from the data with a table and a chart (ranking, template ranking).");
    expect(d.assumptions).toContain("top_n = 5");
    expect(d.scores.map((s) => s.route)).toEqual(DEFAULT_ROUTES.map((r) => r.id));
  });
  it("require_viz_when_chartable=false with low latency prefers SimpleAnalyst", async () => {
    const d = await router.route({
      text: "top 5 products by revenue",
      session: loaded,
      constraints: { require_viz_when_chartable: false, prefer_low_latency: true },
    });
    expect(d.route).toBe("SimpleAnalyst");
  });
  it("max_steps and timebox_seconds make routes ineligible", async () => {
    const d = await router.route({ text: "monthly revenue trend", session: loaded, constraints: { max_steps: 5 } });
    expect(d.route).toBe("SimpleAnalyst");
    expect(d.scores.find((s) => s.route === "AnalystThenVisual")).toMatchObject({
      eligible: false,
      reasons: expect.arrayContaining(["6 steps > max_steps 5"]),
    });
    const t = await router.route({ text: "monthly revenue trend", session: loaded, constraints: { timebox_seconds: 5 } });
    expect(t.action).toBe("refuse");
  });
  it("allow_web gates WebSearch; DeepResearch needs allow_web and allow_deep_research", async () => {
    const off = await router.route({ text: "google current EUR USD exchange rate" });
    expect(off).toMatchObject({ action: "refuse", intent: "web_search" });
    expect(off.risks.join(" ")).toContain("allow_web is off");
    const on = await router.route({ text: "google current EUR USD exchange rate", constraints: { allow_web: true } });
    expect(on).toMatchObject({ action: "plan", route: "WebSearch" });
    const deep = await router.route({ text: "deep dive, investigate thoroughly", constraints: { allow_web: true, allow_deep_research: true } });
    expect(deep.route).toBe("DeepResearch");
  });
  it("identical inputs give identical output", async () => {
    const a = await router.route({ text: "compare revenue north vs south", session: loaded, constraints: { cost_sensitivity: 0.3 } });
    const b = await router.route({ text: "compare revenue north vs south", session: loaded, constraints: { cost_sensitivity: 0.3 } });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
  it("ties break by the configured route order", () => {
    const twin = { ...DEFAULT_ROUTES[0]!, id: "Twin" };
    const s1 = scoreRoutes([DEFAULT_ROUTES[0]!, twin], "ranking", false, { require_viz_when_chartable: false });
    expect(s1[0]!.score).toBe(s1[1]!.score);
    const r1 = createRouter({
      classifier: createDeterministicClassifier(),
      routes: [DEFAULT_ROUTES[0]!, twin],
      constraints: { require_viz_when_chartable: false },
    });
    const r2 = createRouter({
      classifier: createDeterministicClassifier(),
      routes: [twin, DEFAULT_ROUTES[0]!],
      constraints: { require_viz_when_chartable: false },
    });
    return Promise.all([r1.route({ text: "top 3 products" }), r2.route({ text: "top 3 products" })]).then(([a, b]) => {
      expect(a.route).toBe("SimpleAnalyst");
      expect(b.route).toBe("Twin");
    });
  });
  it("custom route lists and custom allow_* switches work", async () => {
    const r = createRouter({
      classifier: createDeterministicClassifier(),
      routes: [{ id: "SqlWriter", intents: ["ranking"], steps: 2, seconds: 1, cost: 1, visual: false, requires: ["allow_sql_writes"], summary: "write SQL" }],
    });
    expect((await r.route({ text: "top 3 products" })).action).toBe("refuse");
    expect((await r.route({ text: "top 3 products", constraints: { allow_sql_writes: true } })).route).toBe("SqlWriter");
  });
});

describe("gates", () => {
  it("a jump ahead of a gate is one concise fork, never run", async () => {
    const d = await router.route({ text: "run the risk assessment", session: loaded });
    expect(d.action).toBe("fork");
    expect(d.fork).toEqual({
      question: "risk needs step tpr first: finish step tpr with defaults, or continue step tpr yourself?",
      options: ["Finish step tpr with defaults", "Continue step tpr"],
      step: "tpr",
      blockedIntent: "risk",
      missing: ["step:tpr:completed"],
    });
    expect(d.user_summary).toBe(d.fork!.question);
    expect(d.scores).toEqual([]);
  });
  it("a started prerequisite offers 'continue' first", async () => {
    const d = await router.route({ text: "risk map", session: { ...loaded, facts: ["data_loaded", "step:tpr:started"] } });
    expect(d.fork?.options[0]).toBe("Continue step tpr");
  });
  it("with no data the fork names the loading step", async () => {
    const d = await router.route({ text: "compute tpr" });
    expect(d.fork).toMatchObject({ step: "load_data", missing: ["data_loaded"] });
  });
  it("runs once the prerequisites hold", async () => {
    const d = await router.route({ text: "risk map", session: { ...loaded, facts: ["data_loaded", "step:tpr:completed"] } });
    expect(d).toMatchObject({ action: "plan", intent: "risk" });
  });
});

describe("clarify", () => {
  it("returns exactly one question and the options considered", async () => {
    const d = await router.route({ text: "show me the top regions and also the trend", session: loaded });
    expect(d.action).toBe("clarify");
    expect(d.route).toBe("Clarify");
    expect(d.clarification).toEqual({ question: "Do you want a trend over time or a top-N ranking?", options: ["a trend over time", "a top-N ranking"] });
    expect(d.user_summary.match(/\?/g)).toHaveLength(1);
  });
  it("a declined clarification falls back once to the generic data-analysis route for data requests", async () => {
    const d = await router.route({ text: "revenue", session: loaded, clarification: "declined" });
    expect(d).toMatchObject({ action: "plan", route: "SimpleAnalyst", intent: "data_analysis", template: null });
    expect(d.assumptions[0]).toMatch(/generic data-analysis route \(once per session\)/);
    expect(d.record).toEqual(["last_intent:data_analysis", "clarify:fallback_used"]);
    const after = recordTurn(loaded, { user: "revenue", addFacts: d.record });
    const again = await router.route({ text: "revenue", session: after, clarification: "declined" });
    expect(again.action).toBe("refuse");
  });
  it("no fallback for a request that is not about data", async () => {
    const d = await router.route({ text: "hmm", clarification: "declined" });
    expect(d.action).toBe("refuse");
    expect(d.risks).toContain("The request is not about the data, so there is no safe generic fallback.");
  });
  it("columnFallback plans the generic route for a cue-less request naming a column, and still asks otherwise", async () => {
    const columns = [{ name: "revenue", aliases: ["sales"] }, { name: "channel" }];
    const withColumns = createRouter({ classifier: createDeterministicClassifier({ columns }), columnFallback: true });
    const d = await withColumns.route({ text: "total sales" });
    expect(d).toMatchObject({ action: "plan", route: "SimpleAnalyst", intent: "data_analysis" });
    expect(d.assumptions[0]).toBe("No analysis cue in the request; it names revenue, so the generic data-analysis route answers.");
    expect(d.record).toEqual(["last_intent:data_analysis"]);
    expect((await withColumns.route({ text: "bonjour tout le monde" })).action).toBe("clarify");
    expect((await createRouter({ classifier: createDeterministicClassifier({ columns }) }).route({ text: "total sales" })).action).toBe("clarify");
  });
});
