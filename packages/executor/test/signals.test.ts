import { PlanSchema, SPECIFICATION_VERSION, ToolMetadataSchema, type Plan, type ToolExecutor } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { describe, expect, it } from "vitest";
import { createExecutor } from "../src/index.js";

const catalog = createToolCatalog([ToolMetadataSchema.parse({ name: "work", description: "work", outputs: ["json"] })]);
const fanOut = (width: number): Plan =>
  PlanSchema.parse({
    id: "p",
    goal: "g",
    steps: [{ id: "root" }, ...Array.from({ length: width }, (_, i) => ({ id: `w${i}`, dependsOn: ["root"] }))].map((step) => ({
      ...step,
      tool: "work",
      satisfies: ["x"],
    })),
  });

/** A tool that finishes `root` at once and holds every other step until aborted (or forever when `ignoreSignal`). */
function holdingTool(options: { ignoreSignal?: boolean } = {}) {
  const signals: AbortSignal[] = [];
  let started = 0;
  const executor: ToolExecutor = {
    specificationVersion: SPECIFICATION_VERSION,
    id: "holding",
    canExecute: () => true,
    async execute({ step, signal }) {
      if (step.id !== "root") {
        signals.push(signal);
        started += 1;
        await new Promise((_, reject) => {
          if (!options.ignoreSignal) signal.addEventListener("abort", () => reject(signal.reason), { once: true });
        });
      }
      return { id: `${step.id}-o`, stepId: step.id, type: "json", value: null, metadata: {} };
    },
  };
  return {
    executor,
    signals,
    get started() {
      return started;
    },
  };
}

const until = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 1));
};

describe("cancellation and timeouts reach every running step", () => {
  it("cancelling a 300-wide fan-out aborts the signal every running tool received", async () => {
    const tool = holdingTool();
    const controller = new AbortController();
    const running = createExecutor({ executors: [tool.executor], catalog, concurrency: 300 }).run(fanOut(300), { signal: controller.signal });
    await until(() => tool.started === 300);
    controller.abort();
    const result = await running;
    expect(result.status).toBe("cancelled");
    expect(tool.signals.every((signal) => signal.aborted)).toBe(true);
    expect(result.failed).toHaveLength(300);
    expect(result.finished).toEqual(["root"]);
  });

  it("300 running tools listening on the run's signal raise no listener-leak warning", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on("warning", onWarning);
    try {
      const tool = holdingTool();
      const controller = new AbortController();
      const running = createExecutor({ executors: [tool.executor], catalog, concurrency: 300 }).run(fanOut(300), { signal: controller.signal });
      await until(() => tool.started === 300);
      controller.abort();
      await running;
      await new Promise((resolve) => setImmediate(resolve)); // process warnings are emitted on the next tick
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings.filter((warning) => warning.startsWith("MaxListenersExceededWarning"))).toEqual([]);
  });

  it("a tool that ignores its signal cannot hold a cancelled run", async () => {
    const tool = holdingTool({ ignoreSignal: true });
    const controller = new AbortController();
    const running = createExecutor({ executors: [tool.executor], catalog, concurrency: 4 }).run(fanOut(8), { signal: controller.signal });
    await until(() => tool.started === 4);
    controller.abort();
    const result = await running;
    expect(result.status).toBe("cancelled");
    expect(result.failed.map((failure) => failure.stepId).sort()).toEqual(["w0", "w1", "w2", "w3"]);
    expect(result.skipped.map((skip) => skip.stepId).sort()).toEqual(["w4", "w5", "w6", "w7"]);
  });

  it("a step timeout ends a tool that ignores its signal, and the tool's own signal is aborted", async () => {
    const tool = holdingTool({ ignoreSignal: true });
    const result = await createExecutor({ executors: [tool.executor], catalog, stepTimeoutMs: 30 }).run(fanOut(2));
    expect(result.failed).toEqual([
      { stepId: "w0", error: 'Step "w0" (work) exceeded 30 ms', requiresReplan: false },
      { stepId: "w1", error: 'Step "w1" (work) exceeded 30 ms', requiresReplan: false },
    ]);
    expect(tool.signals.map((signal) => signal.aborted)).toEqual([true, true]);
  });

  it("a run timeout (the timebox) cancels what is running", async () => {
    const tool = holdingTool({ ignoreSignal: true });
    const result = await createExecutor({ executors: [tool.executor], catalog, runTimeoutMs: 30 }).run(fanOut(2));
    expect(result.status).toBe("cancelled");
    expect(result.failed.map((failure) => failure.error)).toEqual(["The run exceeded its timebox of 30 ms", "The run exceeded its timebox of 30 ms"]);
  });
});
