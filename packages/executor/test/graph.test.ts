import { PlanSchema, topologicalOrder, type Plan, type PlanStepInput } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createExecutor } from "../src/index.js";
import { baseTools, catalogOf, createFakeExecutor } from "./fakes.js";

const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "p", goal: "g", steps });
const step = (id: string, dependsOn: string[] = [], params: Record<string, unknown> = {}): PlanStepInput => ({ id, tool: "load", params: params as never, satisfies: ["x"], dependsOn });
const coreError = (bad: Plan) => {
  try {
    topologicalOrder(bad.steps);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("core accepted the plan");
};

describe("malformed plan graphs fail the run before any step, with core's PlanGraphError message", () => {
  const cases: [string, Plan][] = [
    ["a cycle", plan([step("a", ["c"]), step("b", ["a"]), step("c", ["b"]), step("free")])],
    ["a self-reference through params", plan([step("a", [], { table: { ref: "a" } })])],
    ["a dangling reference", plan([step("a"), step("b", ["ghost"])])],
    ["duplicate ids", plan([step("a"), step("a")])],
  ];
  for (const [label, bad] of cases) {
    it(label, async () => {
      const fake = createFakeExecutor();
      const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools) }).run(bad);
      expect(result.status).toBe("failed");
      expect(result.failed).toEqual([{ stepId: "(plan)", error: coreError(bad), requiresReplan: false }]);
      expect(fake.calls).toEqual([]);
    });
  }

  it("a well-formed diamond with a reference and a dependsOn to the same step runs", async () => {
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools) }).run(plan([step("a"), step("b", ["a"]), step("c", ["a"], { x: { ref: "a" } }), step("d", ["b", "c"])]));
    expect(result.status).toBe("succeeded");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["a", "b", "c", "d"]);
  });
});
