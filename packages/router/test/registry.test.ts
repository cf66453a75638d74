import { loadRegistry } from "@modular-planner/registry";
import { describe, expect, it } from "vitest";
import { DEFAULT_INTENTS, DEFAULT_ROUTES, createDeterministicClassifier, createRouter, emptySession, unmetToolGates } from "../src/index.js";

describe("with the embedded registry", () => {
  it("every template-backed intent names a registry template, and each template is reachable", async () => {
    const registry = await loadRegistry();
    const ids = registry.templates.map((t) => t.id).sort();
    const backed = [...DEFAULT_INTENTS.filter((d) => d.template !== null).map((d) => d.template!), "time_series_grouped"].sort();
    expect(backed).toEqual(ids);
    const classifier = createDeterministicClassifier({ templates: registry.templates });
    const asks: Record<string, string> = {
      time_series: "monthly revenue trend",
      time_series_grouped: "revenue over time by region",
      comparative: "compare revenue north vs south",
      distribution: "histogram of revenue",
      anomaly: "find outliers in units",
      correlation: "is revenue correlated with discount",
      ranking: "top 5 products by revenue",
    };
    for (const id of ids) expect((await classifier.classify({ text: asks[id]! })).template, id).toBe(id);
  });
  it("unmetToolGates reads ToolMetadata.gates", async () => {
    const registry = await loadRegistry();
    const tools = [...registry.tools, { name: "risk_score", gates: ["data_loaded", "step:tpr:completed"] }];
    expect(unmetToolGates(tools, ["data_loaded"])).toContainEqual({ tool: "risk_score", missing: ["step:tpr:completed"] });
    expect(unmetToolGates(tools, ["data_loaded", "step:tpr:completed"]).find((t) => t.tool === "risk_score")).toBeUndefined();
  });
  it("a route with gates is ineligible until they hold", async () => {
    const routes = DEFAULT_ROUTES.map((r) => (r.id === "AnalystThenVisual" ? { ...r, gates: ["chart_engine_ready"] } : r));
    const router = createRouter({ classifier: createDeterministicClassifier(), routes });
    const s = { ...emptySession("x"), facts: ["data_loaded"] };
    const a = await router.route({ text: "top 5 products", session: s });
    expect(a.route).toBe("SimpleAnalyst");
    expect(a.scores.find((x) => x.route === "AnalystThenVisual")?.reasons).toContain("gate chart_engine_ready unmet");
    const b = await router.route({ text: "top 5 products", session: { ...s, facts: ["data_loaded", "chart_engine_ready"] } });
    expect(b.route).toBe("AnalystThenVisual");
  });
});
