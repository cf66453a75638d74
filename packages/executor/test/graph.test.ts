import { PlanSchema, type Plan, type PlanStepInput } from "@modular-planner/core";
import { topologicalOrder } from "@modular-planner/kit";
import { describe, expect, it } from "vitest";
import { createExecutor } from "../src/index.js";
import { baseTools, catalogOf, createFakeExecutor } from "./fakes.js";

const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "p", goal: "g", steps });
const step = (id: string, dependsOn: string[] = [], params: Record<string, unknown> = {}): PlanStepInput => ({
  id,
  tool: "load",
  params: params as never,
  satisfies: ["x"],
  dependsOn,
});
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
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools) }).run(
      plan([step("a"), step("b", ["a"]), step("c", ["a"], { x: { ref: "a" } }), step("d", ["b", "c"])]),
    );
    expect(result.status).toBe("succeeded");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("the scheduler's step graph", () => {
  it("a plan listed out of dependency order (no cycle) runs in dependency order", async () => {
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools), concurrency: 1 }).run(
      plan([step("d", ["b", "c"]), step("b", ["a"]), step("c", ["a"]), step("a")]),
    );
    expect(result.status).toBe("succeeded");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["a", "b", "c", "d"]);
  });

  it("a dependency listed twice and also referenced is waited for once, and its dependant runs once", async () => {
    const fake = createFakeExecutor({ hold: new Set(["a"]) });
    const running = createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools), concurrency: 4 }).run(
      plan([step("a"), step("b", ["a", "a"], { x: { ref: "a" } })]),
    );
    await fake.waitUntilHeld("a");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["a"]); // b waits for a
    fake.release("a");
    const result = await running;
    expect(result.status).toBe("succeeded");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["a", "b"]);
  });

  it("step ids that are Object.prototype names are ordinary keys of artifacts and inputs", async () => {
    const seen: string[][] = [];
    const fake = createFakeExecutor();
    const executor = {
      ...fake.executor,
      execute: (input: Parameters<typeof fake.executor.execute>[0]) => {
        seen.push(Object.keys(input.inputs));
        return fake.executor.execute(input);
      },
    };
    const result = await createExecutor({ executors: [executor], catalog: catalogOf(baseTools) }).run(
      plan([step("constructor"), step("__proto__", ["constructor"]), step("toString", ["__proto__", "constructor"])]),
    );
    expect(result.status).toBe("succeeded");
    expect(Object.keys(result.artifacts).sort()).toEqual(["__proto__", "constructor", "toString"]);
    const protoKey = "__proto__"; // an own key of the artifacts, not the prototype
    expect(result.artifacts[protoKey]!.stepId).toBe("__proto__");
    expect(seen).toEqual([[], ["constructor"], ["__proto__", "constructor"]]);
  });
});

describe("starting many ready steps at once", () => {
  it("a tool that throws synchronously fails only its own step; the other 199 of the burst finish and the sink is skipped", async () => {
    const fake = createFakeExecutor();
    const executor = {
      ...fake.executor,
      execute: (input: Parameters<typeof fake.executor.execute>[0]) => {
        if (input.step.id === "w70") throw new Error("w70 broke");
        return fake.executor.execute(input);
      },
    };
    const wide = plan([
      step("root"),
      ...Array.from({ length: 200 }, (_, i) => step(`w${i}`, ["root"])),
      step(
        "sink",
        Array.from({ length: 200 }, (_, i) => `w${i}`),
      ),
    ]);
    const result = await createExecutor({ executors: [executor], catalog: catalogOf(baseTools), concurrency: 1000 }).run(wide);
    expect(result.failed).toEqual([{ stepId: "w70", error: "w70 broke", requiresReplan: false }]);
    expect(result.finished).toHaveLength(200); // root and 199 middle steps
    expect(result.skipped).toEqual([{ stepId: "sink", reason: "depends on w70, which did not finish" }]);
    expect(Object.keys(result.artifacts).sort()).toEqual(
      wide.steps
        .filter((s) => s.id !== "w70" && s.id !== "sink")
        .map((s) => s.id)
        .sort(),
    );
  });
});
