import { IntentClassificationSchema } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createDeterministicClassifier, emptySession, recordTurn } from "../src/index.js";

const columns = [{ name: "revenue", aliases: ["sales", "turnover"] }, { name: "region", aliases: ["area"] }, { name: "units" }];
const classifier = createDeterministicClassifier({ columns });

function contract(c: Awaited<ReturnType<typeof classifier.classify>>) {
  const { template: _t, candidates: _c, options: _o, followUp: _f, ...core } = c;
  return core;
}

describe("deterministic classifier", () => {
  it("answers in the core IntentClassification contract and selects a template", async () => {
    const c = await classifier.classify({ text: "top 5 regions by revenue" });
    expect(IntentClassificationSchema.parse(contract(c))).toBeTruthy();
    expect(c).toMatchObject({ intent: "ranking", template: "ranking", action: "plan", gating: { satisfied: true, missing: [] } });
    expect(c.entities).toEqual(
      expect.arrayContaining([
        { name: "top_n", value: "5" },
        { name: "column", value: "revenue" },
        { name: "column", value: "region" },
      ]),
    );
  });
  it("tolerates typos and expands abbreviations", async () => {
    expect((await classifier.classify({ text: "revenu trnd per month" })).intent).toBe("time_series");
    expect((await classifier.classify({ text: "anomolies in sales" })).intent).toBe("anomaly");
    expect((await classifier.classify({ text: "rev by wk" })).intent).toBe("time_series");
    expect((await classifier.classify({ text: "avg order value per channel" })).intent).toBe("comparative");
    expect((await classifier.classify({ text: "top10 customers" })).entities).toContainEqual({ name: "top_n", value: "10" });
  });
  it("does not read everyday words as typos ('last' is not 'least')", async () => {
    expect((await classifier.classify({ text: "how did sales evolve over the last year" })).intent).toBe("time_series");
  });
  it("upgrades a trend with a non-time grouping to time_series_grouped", async () => {
    const c = await classifier.classify({ text: "revenue over time by region" });
    expect(c).toMatchObject({ intent: "time_series_grouped", template: "time_series_grouped" });
  });
  it("uses session memory for follow-ups", async () => {
    let s = emptySession("s1");
    s = recordTurn(s, { user: "monthly revenue trend", intent: "time_series", addFacts: ["data_loaded"] });
    const c = await classifier.classify({ text: "now by region", session: s });
    expect(c).toMatchObject({ intent: "time_series_grouped", followUp: true, action: "plan" });
    const without = await classifier.classify({ text: "now by region" });
    expect(without.followUp).toBe(false);
  });
  it("'next step' continues the workflow from the session facts", async () => {
    const s = { ...emptySession("s2"), facts: ["data_loaded"] };
    expect((await classifier.classify({ text: "next step", session: s })).intent).toBe("tpr");
  });
  it("asks when there is no cue or two analyses compete", async () => {
    const none = await classifier.classify({ text: "hmm" });
    expect(none.action).toBe("clarify");
    expect(none.clarifying_question).toMatch(/\?$/);
    expect(none.options.length).toBeGreaterThan(1);
    const both = await classifier.classify({ text: "show me the top regions and also the trend" });
    expect(both).toMatchObject({ action: "clarify", options: ["a trend over time", "a top-N ranking"] });
    expect(both.clarifying_question).toBe("Do you want a trend over time or a top-N ranking?");
  });
  it("drops intents whose template is not in the registry", async () => {
    const only = createDeterministicClassifier({ templates: [{ id: "ranking" }] });
    expect((await only.classify({ text: "histogram of revenue" })).action).toBe("clarify");
    expect((await only.classify({ text: "top 3 products" })).intent).toBe("ranking");
  });
  it("reports unmet gates in the contract's gating field", async () => {
    const c = await classifier.classify({ text: "run the risk assessment", session: { ...emptySession("g"), facts: ["data_loaded"] } });
    expect(c).toMatchObject({ intent: "risk", action: "fork", gating: { satisfied: false, missing: ["step:tpr:completed"] } });
  });
  it("weak cues of a non-data intent do not count when the request names a column (online as a channel value)", async () => {
    const withChannel = createDeterministicClassifier({ columns: [...columns, { name: "channel" }] });
    expect((await withChannel.classify({ text: "total revenue by region where channel is online" })).intent).toBe("comparative");
    expect((await withChannel.classify({ text: "look up online who is the CEO of Acme" })).intent).toBe("web_search");
  });
});
