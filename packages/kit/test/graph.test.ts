import { describe, expect, it } from "vitest";
import { PlanGraphError } from "@modular-planner/core";
import { criticalPath, dependantsOf, findCycles, findDanglingReferences, stepDependencies, topologicalLevels, topologicalOrder } from "../src/index.js";

const step = (id: string, dependsOn: string[] = [], params: Record<string, unknown> = {}) => ({ id, dependsOn, params: params as never });

describe("plan-graph helpers", () => {
  const diamond = [step("a"), step("b", [], { table: { ref: "a" } }), step("c", ["a"]), step("d", ["b"], { other: { ref: "c", path: "rows" } })];

  it("collects dependencies from dependsOn and from nested param references", () => {
    expect(stepDependencies(step("x", ["a"], { list: [{ ref: "b" }], nested: { deep: { ref: "c", path: "x" } } })).sort()).toEqual(["a", "b", "c"]);
    // An object with other keys is a literal, not a reference.
    expect(stepDependencies(step("x", [], { filter: { ref: "a", value: 3 } }))).toEqual([]);
  });

  it("orders a diamond topologically and groups parallel levels", () => {
    expect(topologicalLevels(diamond)).toEqual([["a"], ["b", "c"], ["d"]]);
    const order = topologicalOrder(diamond);
    expect(order.indexOf("a")).toBeLessThan(order.indexOf("b"));
    expect(order.indexOf("c")).toBeLessThan(order.indexOf("d"));
  });

  it("detects cycles and names them", () => {
    const cyclic = [step("a", ["c"]), step("b", ["a"]), step("c", ["b"]), step("d")];
    expect(findCycles(cyclic)).toEqual([["a", "c", "b"]]);
    expect(() => topologicalOrder(cyclic)).toThrow(PlanGraphError);
    expect(() => topologicalOrder(cyclic)).toThrow(/cycle: a → c → b → a/);
    expect(findCycles([step("self", ["self"])])).toEqual([["self"]]);
    expect(findCycles(diamond)).toEqual([]);
  });

  it("finds dangling references in dependsOn and params", () => {
    const plan = [step("a", ["ghost"]), step("b", [], { input: { ref: "phantom" } })];
    expect(findDanglingReferences(plan)).toEqual([
      { stepId: "a", missing: "ghost" },
      { stepId: "b", missing: "phantom" },
    ]);
    expect(() => topologicalOrder(plan)).toThrow("Dangling references: a → ghost, b → phantom");
  });

  it("rejects duplicate ids", () => {
    expect(() => topologicalOrder([step("a"), step("a")])).toThrow("Duplicate step ids: a");
  });

  it("computes the critical path with weights", () => {
    const weights: Record<string, number> = { a: 1, b: 5, c: 2, d: 1 };
    expect(criticalPath(diamond, (s) => weights[s.id]!)).toEqual({ path: ["a", "b", "d"], length: 7 });
    expect(criticalPath(diamond)).toEqual({ path: ["a", "b", "d"], length: 3 });
    expect(criticalPath([])).toEqual({ path: [], length: 0 });
  });

  it("finds transitive dependants", () => {
    expect([...dependantsOf(diamond, ["b"])]).toEqual(["d"]);
    expect([...dependantsOf(diamond, ["a"])].sort()).toEqual(["b", "c", "d"]);
  });
});

describe("findUnjustifiedSteps", () => {
  it("keeps support steps that justified steps depend on and flags the rest", async () => {
    const { findUnjustifiedSteps } = await import("../src/index.js");
    const steps = [
      { ...step("load"), satisfies: [] },
      { ...step("parse", [], { table: { ref: "load" } }), satisfies: [] },
      { ...step("agg", ["parse"]), satisfies: ["group_by:region"] },
      { ...step("detect_anomalies", ["load"]), satisfies: [] },
    ];
    expect(findUnjustifiedSteps(steps)).toEqual(["detect_anomalies"]);
  });
});
