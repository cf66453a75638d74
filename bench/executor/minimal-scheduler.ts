/**
 * A minimal scheduler with the executor's `createExecutor(options).run(plan)` shape, for
 * `phases.ts`: it starts each step when its `dependsOn` have finished, and nothing else (no
 * validation, parameters, checks, approvals, events or records). It is the lower bound a
 * scheduler written in JavaScript reaches on the same tools in the same process, not something
 * to run plans with.
 */
import type { Artifact, Plan, ToolExecutor } from "@modular-planner/core";

export function createExecutor({ executors }: { executors: readonly ToolExecutor[] }) {
  const executor = executors[0]!;
  return {
    run(plan: Plan): Promise<{ status: "succeeded" }> {
      return new Promise((resolve) => {
        const steps = plan.steps;
        const index = new Map(steps.map((step, position) => [step.id, position]));
        const waiting = new Int32Array(steps.length);
        const dependants: number[][] = steps.map(() => []);
        steps.forEach((step, position) => {
          waiting[position] = step.dependsOn.length;
          for (const id of step.dependsOn) dependants[index.get(id)!]!.push(position);
        });
        let left = steps.length;
        const signal = new AbortController().signal;
        class Step {
          constructor(readonly position: number) {}
          done(_artifact: Artifact) {
            left -= 1;
            for (const dependant of dependants[this.position]!) if (--waiting[dependant]! === 0) start(dependant);
            if (left === 0) resolve({ status: "succeeded" });
          }
          failed() {}
        }
        const start = (position: number) => {
          const step = new Step(position);
          const request = { step: steps[position]!, params: {}, inputs: {}, signal } as unknown as Parameters<ToolExecutor["execute"]>[0];
          Promise.resolve(executor.execute(request)).then(step.done.bind(step), step.failed.bind(step));
        };
        steps.forEach((_, position) => waiting[position] === 0 && start(position));
      });
    },
  };
}
