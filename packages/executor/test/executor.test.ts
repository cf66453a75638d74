import { PlanSchema, ToolExecutionError, type Plan, type PlanStepInput, type RunEvent } from "@modular-planner/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createExecutor, createInMemoryApprovalQueue, createInMemoryRunStore, summarizeRun } from "../src/index.js";
import { baseTools, catalogOf, createFakeExecutor } from "./fakes.js";

const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "p", goal: "g", steps });
const catalog = catalogOf(baseTools);
const step = (id: string, tool: string, params: Record<string, unknown> = {}, extra: Partial<PlanStepInput> = {}): PlanStepInput => ({
  id,
  tool,
  params: params as never,
  satisfies: ["x"],
  ...extra,
});

describe("scheduling", () => {
  it("runs independent steps in parallel up to the concurrency limit and wires references", async () => {
    const fake = createFakeExecutor({ hold: new Set(["a", "b", "c"]) });
    const executor = createExecutor({ executors: [fake.executor], catalog, concurrency: 2 });
    const diamond = plan([
      step("load", "load"),
      step("a", "transform", { table: { ref: "load" } }),
      step("b", "transform", { table: { ref: "load" } }),
      step("c", "transform", { table: { ref: "load" } }),
      step("d", "transform", { table: { ref: "a" } }, { dependsOn: ["b", "c"] }),
    ]);
    const running = executor.run(diamond);
    await fake.waitUntilHeld("a");
    await fake.waitUntilHeld("b");
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load", "a", "b"]); // c waits for a free slot
    fake.release("a");
    await fake.waitUntilHeld("c");
    fake.release("b");
    fake.release("c");
    const result = await running;
    expect(result.status).toBe("succeeded");
    expect(fake.maxInFlight).toBe(2);
    expect((fake.calls.find((call) => call.stepId === "d")!.params.table as { stepId: string }).stepId).toBe("a");
  });

  it("cancellation stops running steps and starts no new ones", async () => {
    const fake = createFakeExecutor({ hold: new Set(["a"]) });
    const controller = new AbortController();
    const running = createExecutor({ executors: [fake.executor], catalog }).run(
      plan([step("load", "load"), step("a", "transform", { table: { ref: "load" } }), step("b", "transform", { table: { ref: "a" } })]),
      { signal: controller.signal },
    );
    await fake.waitUntilHeld("a");
    controller.abort();
    const result = await running;
    expect(result.status).toBe("cancelled");
    expect(result.finished).toEqual(["load"]);
    expect(fake.calls.map((call) => call.stepId)).not.toContain("b");
    expect(result.skipped.map((s) => s.stepId)).toEqual(["b"]);
  });

  it("drain: the running step finishes, no further step starts (no event for it), and the run ends cancelled; a later attempt reusing the finished steps completes it", async () => {
    const fake = createFakeExecutor({ hold: new Set(["a"]) });
    const store = createInMemoryRunStore();
    const drain = new AbortController();
    const chain = plan([
      step("load", "load"),
      step("a", "transform", { table: { ref: "load" } }),
      step("b", "transform", { table: { ref: "a" } }),
      step("c", "transform", { table: { ref: "load" } }, { dependsOn: ["a"] }),
    ]);
    const running = createExecutor({ executors: [fake.executor], catalog, store }).run(chain, { runId: "drained", drain: drain.signal });
    await fake.waitUntilHeld("a");
    drain.abort();
    fake.release("a");
    const result = await running;
    expect(result.status).toBe("cancelled");
    expect(result.finished).toEqual(["load", "a"]);
    expect(result.skipped).toEqual([]);
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load", "a"]);
    const events = (await store.loadRun("drained"))!.events;
    expect(events.filter((event) => event.type === "plan-step-start").map((event) => (event as { stepId: string }).stepId)).toEqual(["load", "a"]);
    expect(events.at(-1)).toMatchObject({
      type: "run-finish",
      status: "cancelled",
      summary: "2 finished, 0 failed, 0 skipped, the rest not started (drained)",
    });
    const again = await createExecutor({ executors: [fake.executor], catalog }).run(chain, { reuse: { load: result.artifacts.load!, a: result.artifacts.a! } });
    expect(again.status).toBe("succeeded");
    expect(
      fake.calls
        .slice(2)
        .map((call) => call.stepId)
        .sort(),
    ).toEqual(["b", "c"]);
  });

  it("drain when every step has already ended changes nothing: the run ends as usual", async () => {
    const fake = createFakeExecutor();
    const drain = new AbortController();
    const result = await createExecutor({ executors: [fake.executor], catalog }).run(plan([step("load", "load")]), {
      drain: drain.signal,
      onEvent: (event) => (event.type === "plan-step-finish" ? drain.abort() : undefined),
    });
    expect(result.status).toBe("succeeded");
  });

  it("steps finishing in one turn are all in the result, in the order they finished, and a reference to any of them resolves", async () => {
    // 40 steps whose tools return at once finish in one turn of the event loop: their records are
    // written in a batch later, and the reference in "pick" must still see "w17"'s artifact.
    const fake = createFakeExecutor();
    const wide = plan([
      step("load", "load"),
      ...Array.from({ length: 40 }, (_, i) => step(`w${i}`, "transform", { table: { ref: "load" } })),
      step("pick", "transform", { table: { ref: "w17" } }),
    ]);
    const result = await createExecutor({ executors: [fake.executor], catalog, concurrency: 50 }).run(wide);
    expect(result.status).toBe("succeeded");
    const order = fake.calls.map((call) => call.stepId);
    expect(result.finished).toEqual(order); // the fake's tools finish in call order
    expect(Object.keys(result.artifacts)).toEqual(order);
    expect((fake.calls.find((call) => call.stepId === "pick")!.params.table as { stepId: string }).stepId).toBe("w17");
  });

  it("reuse: steps finished in an earlier attempt are not run again, and their dependants read the reused artifacts", async () => {
    const fake = createFakeExecutor();
    const store = createInMemoryRunStore();
    const chain = plan([step("load", "load"), step("a", "transform", { table: { ref: "load" } }), step("b", "transform", { table: { ref: "a" } })]);
    const first = await createExecutor({ executors: [fake.executor], catalog }).run(chain);
    const calls = fake.calls.length;
    const result = await createExecutor({ executors: [fake.executor], catalog, store }).run(chain, {
      runId: "again",
      reuse: { load: first.artifacts.load!, a: first.artifacts.a!, gone: first.artifacts.a! },
    });
    expect(result.status).toBe("succeeded");
    expect(fake.calls.slice(calls).map((call) => call.stepId)).toEqual(["b"]);
    expect((fake.calls.at(-1)!.params.table as { stepId: string }).stepId).toBe("a");
    expect(result.finished).toEqual(["load", "a", "b"]);
    expect(result.artifacts.load).toBe(first.artifacts.load);
    // A reused step has no event of its own in the record; a step id not in the plan is ignored.
    const events = (await store.loadRun("again"))!.events;
    expect(events.filter((event) => event.type === "plan-step-start").map((event) => (event as { stepId: string }).stepId)).toEqual(["b"]);
    expect(Object.keys(result.artifacts)).not.toContain("gone");
  });

  it("a step over its timeout fails with a timeout error", async () => {
    const fake = createFakeExecutor({ hold: new Set(["a"]) });
    const result = await createExecutor({ executors: [fake.executor], catalog, stepTimeoutMs: 50 }).run(
      plan([step("load", "load"), step("a", "transform", { table: { ref: "load" } })]),
    );
    expect(result.failed).toEqual([{ stepId: "a", error: 'Step "a" (transform) exceeded 50 ms', requiresReplan: false }]);
    expect(result.status).toBe("partial");
  });
});

describe("checks and repairs", () => {
  it("a failed check fails the step naming the check", async () => {
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog }).run(
      plan([step("load", "load", {}, { checks: [{ type: "row_count", operator: ">", value: 5 }] })]),
    );
    expect(result.failed[0]!.error).toBe('Step "load" failed its row_count check: row_count > 5 failed (rows: 3)');
  });

  it("repairs column casing and missing defaults with provenance", async () => {
    const fake = createFakeExecutor();
    const events: RunEvent[] = [];
    const result = await createExecutor({ executors: [fake.executor], catalog }).run(
      plan([step("load", "load"), step("a", "transform", { table: { ref: "load" }, column: "revenue" })]),
      { onEvent: (event) => events.push(event) },
    );
    expect(result.status).toBe("succeeded");
    expect(result.repairs).toEqual([
      { stepId: "a", param: "limit", kind: "default-value", reason: "missing parameter with a schema default", before: null, after: 10 },
      { stepId: "a", param: "column", kind: "column-name", reason: "column revenue not in the data; closest: Revenue", before: "revenue", after: "Revenue" },
    ]);
    expect(fake.calls.find((call) => call.stepId === "a")!.params.column).toBe("Revenue");
    expect(events.filter((event) => event.type === "repair-applied")).toHaveLength(2);
  });

  it("never repairs a metric: the step fails and the planner is asked to replan, keeping finished work", async () => {
    const fake = createFakeExecutor();
    const requests: string[] = [];
    const executor = createExecutor({
      executors: [fake.executor],
      catalog,
      replan: async ({ failedStepId, error, completed }) => {
        requests.push(`${failedStepId}: ${error.message} | kept ${Object.keys(completed).join(",")}`);
        return plan([step("load", "load"), step("a", "transform", { table: { ref: "load" }, metric: "Revenue" })]);
      },
    });
    const result = await executor.run(plan([step("load", "load"), step("a", "transform", { table: { ref: "load" }, metric: "profit" })]));
    expect(requests).toEqual(['a: Step "a" (transform): metric names "profit", not in the data (columns: date, Revenue, region) | kept load']);
    expect(result.status).toBe("succeeded");
    expect(result.replans).toBe(1);
    expect(fake.calls.filter((call) => call.stepId === "load")).toHaveLength(1); // not re-run
  });

  it("caps replans", async () => {
    const fake = createFakeExecutor({ fail: (id) => (id === "a" ? new ToolExecutionError("boom", { requiresReplan: true }) : undefined) });
    let asked = 0;
    const broken = plan([step("load", "load"), step("a", "transform", { table: { ref: "load" } })]);
    const result = await createExecutor({
      executors: [fake.executor],
      catalog,
      maxReplans: 2,
      replan: async () => {
        asked++;
        return broken;
      },
    }).run(broken);
    expect(asked).toBe(2);
    expect(result.replans).toBe(2);
    expect(result.failed.map((f) => f.stepId)).toEqual(["a"]);
  });
});

describe("approvals", () => {
  it("holds a risky step until approved; a denial skips it and its dependants", async () => {
    const fake = createFakeExecutor();
    const queue = createInMemoryApprovalQueue();
    const running = createExecutor({ executors: [fake.executor], catalog, approvals: queue }).run(
      plan([
        step("load", "load"),
        step("w", "write", { table: { ref: "load" } }),
        step("after", "transform", { table: { ref: "load" } }, { dependsOn: ["w"] }),
      ]),
    );
    while (queue.pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    expect(fake.calls.map((call) => call.stepId)).toEqual(["load"]);
    queue.deny("w");
    const result = await running;
    expect(result.skipped).toEqual([
      { stepId: "w", reason: "approval denied" },
      { stepId: "after", reason: "depends on w, which did not finish" },
    ]);
    expect(result.approvals).toEqual([{ stepId: "w", decision: "denied" }]);
  });

  it("property: no risky step ever runs without approval", async () => {
    const effects = ["read", "compute", "write", "delete", "filesystem", "system", "network"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ effect: fc.constantFrom(...effects), parent: fc.nat() }), { minLength: 1, maxLength: 12 }),
        fc.array(fc.constantFrom(...effects), { maxLength: 3 }),
        fc.boolean(),
        async (shape, allowed, approveAll) => {
          const tools = shape.map((entry, index) => ({ name: `t${index}`, description: "t", effects: [entry.effect], outputs: ["table"] }));
          const steps = shape.map((entry, index) =>
            step(`s${index}`, `t${index}`, {}, { dependsOn: index > 0 && entry.parent % 2 === 0 ? [`s${entry.parent % index}`] : [] }),
          );
          const fake = createFakeExecutor();
          const approved = new Set<string>();
          const queue = createInMemoryApprovalQueue({
            decide: (request) => {
              if (!approveAll) return "denied";
              approved.add(request.step.id);
              return "approved";
            },
          });
          await createExecutor({ executors: [fake.executor], catalog: catalogOf(tools), approvals: queue, effectPolicy: { allowed } }).run(plan(steps));
          for (const call of fake.calls) {
            const effect = shape[Number(call.stepId.slice(1))]!.effect;
            const risky = ["write", "delete", "filesystem", "system"].includes(effect) && !allowed.includes(effect);
            if (risky) expect(approved.has(call.stepId)).toBe(true);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("run records", () => {
  it("persists every event so a run can be inspected afterwards", async () => {
    const store = createInMemoryRunStore();
    const fake = createFakeExecutor({ fail: (id) => (id === "b" ? new Error("disk full") : undefined) });
    const result = await createExecutor({ executors: [fake.executor], catalog, store }).run(
      plan([step("load", "load"), step("b", "transform", { table: { ref: "load" } })]),
      { runId: "r1" },
    );
    const record = await store.loadRun("r1");
    expect(record?.status).toBe(result.status);
    expect(summarizeRun(record!)).toEqual({ finished: ["load"], failed: ["b"], running: [] });
    expect(record!.events.map((event) => event.type)).toEqual([
      "run-start",
      "plan-step-start",
      "plan-step-finish",
      "plan-step-start",
      "repair-applied",
      "plan-step-finish",
      "run-finish",
    ]);
  });
});

describe("parameters that are not column names", () => {
  it("does not check a time grain against the data's columns", async () => {
    const tools = [
      ...baseTools,
      {
        name: "bucket",
        description: "b",
        inputs: ["table"],
        outputs: ["table"],
        params: {
          type: "object" as const,
          properties: { table: { type: "object" as const, "x-role": "input" as const }, grain: { type: "string" as const, "x-role": "time_grain" as const } },
          required: [],
        },
      },
    ];
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(tools) }).run(
      plan([step("load", "load"), step("b", "bucket", { table: { ref: "load" }, grain: "unknown" })]),
    );
    expect(result.status).toBe("succeeded");
  });
});

describe("schemas from other sources", () => {
  it("validates parameters of a tool whose schema declares draft-07", async () => {
    const tools = [
      {
        name: "remote",
        description: "r",
        outputs: ["table"],
        params: {
          type: "object" as const,
          $schema: "http://json-schema.org/draft-07/schema#",
          properties: { n: { type: "integer" as const } },
          required: ["n"],
        },
      },
    ];
    const fake = createFakeExecutor();
    const executor = createExecutor({ executors: [fake.executor], catalog: catalogOf(tools) });
    expect((await executor.run(plan([step("ok", "remote", { n: 2 })]))).status).toBe("succeeded");
    expect((await executor.run(plan([step("bad", "remote", { n: "two" })]))).failed[0]!.error).toContain("must be integer");
  });
});

describe("parameters", () => {
  it("empty parameters still fail a tool whose schema requires one (no shortcut past validation)", async () => {
    const fake = createFakeExecutor();
    const strict = catalogOf([
      {
        name: "needs-path",
        description: "needs a path",
        outputs: ["table"],
        effects: ["read"],
        params: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
      },
    ]);
    const result = await createExecutor({ executors: [fake.executor], catalog: strict }).run(plan([step("a", "needs-path")]));
    expect(result.failed).toEqual([{ stepId: "a", error: expect.stringContaining('Step "a" (needs-path) has invalid parameters'), requiresReplan: true }]);
    expect(fake.calls).toEqual([]);
  });
});
