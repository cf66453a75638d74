import { ModularPlannerError, PlanSchema, type Plan, type PlanStepInput, type RunStore } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createExecutor, createInMemoryRunStore } from "../src/index.js";
import { baseTools, catalogOf, createFakeExecutor } from "./fakes.js";

const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "p", goal: "g", steps });
const step = (id: string, tool: string, params: Record<string, unknown> = {}, extra: Partial<PlanStepInput> = {}): PlanStepInput => ({
  id,
  tool,
  params: params as never,
  satisfies: ["x"],
  ...extra,
});
const chain = plan([
  step("load", "load"),
  step("a", "transform", { table: { ref: "load" } }),
  step("b", "transform", { table: { ref: "a" } }),
  step("c", "transform", { table: { ref: "b" } }),
]);

/** An in-memory store whose writes start failing after `okWrites` events (like a full disk). */
function failingStore(options: { okEvents?: number; failCreate?: boolean; failStatus?: boolean }): RunStore {
  const inner = createInMemoryRunStore();
  let events = 0;
  return {
    ...inner,
    createRun: async (record) => {
      if (options.failCreate) throw new Error("SQLITE_CANTOPEN");
      return inner.createRun(record);
    },
    appendEvent: async (runId, event) => {
      events += 1;
      if (options.okEvents !== undefined && events > options.okEvents) throw new Error("disk I/O error");
      return inner.appendEvent(runId, event);
    },
    updateRunStatus: async (runId, status) => {
      if (options.failStatus) throw new Error("database is locked");
      return inner.updateRunStatus(runId, status);
    },
  };
}

describe("a run store that fails", () => {
  it("mid-run: the run stops, starts nothing more and says the store failed (no unhandled rejection)", async () => {
    const fake = createFakeExecutor();
    // run-start, load start, load finish, a start; then the store fails.
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools), store: failingStore({ okEvents: 4 }) }).run(chain, {
      runId: "r",
    });
    expect(result.status).toBe("failed");
    expect(result.finished).toEqual(["load"]);
    expect(result.failed.at(-1)).toEqual({ stepId: "(store)", error: 'The run store failed, so run "r" was stopped: disk I/O error', requiresReplan: false });
    expect(fake.calls.map((call) => call.stepId)).not.toContain("b");
    expect(fake.calls.map((call) => call.stepId)).not.toContain("c");
  });

  it("on createRun: run() rejects with a store-failed error before any step runs", async () => {
    const fake = createFakeExecutor();
    const error = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools), store: failingStore({ failCreate: true }) })
      .run(chain, { runId: "r" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect((error as ModularPlannerError).code).toBe("store-failed");
    expect((error as Error).message).toBe('The run store failed, so run "r" was stopped: SQLITE_CANTOPEN');
    expect(fake.calls).toEqual([]);
  });

  it("on the final status: the work is done but the result says the record is incomplete", async () => {
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools), store: failingStore({ failStatus: true }) }).run(chain, {
      runId: "r",
    });
    expect(result.finished).toEqual(["load", "a", "b", "c"]);
    expect(result.status).toBe("failed");
    expect(result.failed).toEqual([{ stepId: "(store)", error: 'The run store failed, so run "r" was stopped: database is locked', requiresReplan: false }]);
  });
});

describe("an event listener that throws", () => {
  it("does not stop the run; Node warns once", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const fake = createFakeExecutor();
      const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools) }).run(chain, {
        onEvent: () => {
          throw new Error("render failed");
        },
      });
      expect(result.status).toBe("succeeded");
      await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
      expect(warnings.filter((message) => message.includes("render failed"))).toEqual([
        'An onEvent listener threw on "run-start" (run ' + result.runId + "); the run goes on: render failed",
      ]);
    } finally {
      process.off("warning", onWarning);
    }
  });
});

describe("a run store that throws synchronously", () => {
  it("is handled like one that rejects", async () => {
    const inner = createInMemoryRunStore();
    let events = 0;
    const store: RunStore = {
      ...inner,
      appendEvent: ((runId: string, event: Parameters<RunStore["appendEvent"]>[1]) => {
        events += 1;
        if (events > 2) throw new Error("not a promise store");
        return inner.appendEvent(runId, event);
      }) as RunStore["appendEvent"],
    };
    const fake = createFakeExecutor();
    const result = await createExecutor({ executors: [fake.executor], catalog: catalogOf(baseTools), store }).run(chain, { runId: "r" });
    expect(result.status).toBe("failed");
    expect(result.failed.at(-1)!.error).toBe('The run store failed, so run "r" was stopped: not a promise store');
  });
});
