/** The synthetic DAGs and the waiting tool shared by the executor benchmark (run.ts) and its profiler (profile.ts). */
import { PlanSchema, SPECIFICATION_VERSION, ToolMetadataSchema, type Plan, type PlanStepInput } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";

export const waitCatalog = createToolCatalog([ToolMetadataSchema.parse({ name: "wait", description: "waits", outputs: ["json"] })]);

/** A ToolExecutor whose every step waits `waitMs` (none at 0) and returns an empty JSON artifact. */
export function createWaiter(waitMs: number) {
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "wait",
    canExecute: () => true,
    execute: async ({ step }: { step: { id: string } }) => {
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      return { id: `${step.id}-o`, stepId: step.id, type: "json" as const, value: null, metadata: {} };
    },
  };
}

export const plan = (steps: PlanStepInput[]): Plan =>
  PlanSchema.parse({ id: "bench", goal: "bench", steps: steps.map((step) => ({ ...step, tool: "wait", satisfies: ["x"] })) });
export const chain = (n: number) => plan(Array.from({ length: n }, (_, i) => ({ id: `s${i}`, tool: "wait", dependsOn: i ? [`s${i - 1}`] : [] })));
/** A root, n − 2 steps depending on it, and a sink depending on all of them (width n − 2). */
export const fanOut = (n: number) =>
  plan([
    { id: "root", tool: "wait" },
    ...Array.from({ length: n - 2 }, (_, i) => ({ id: `w${i}`, tool: "wait", dependsOn: ["root"] })),
    { id: "sink", tool: "wait", dependsOn: Array.from({ length: n - 2 }, (_, i) => `w${i}`) },
  ]);
export const diamonds = (layers: number, width: number) =>
  plan(
    Array.from({ length: layers }, (_, layer) => [
      { id: `j${layer}`, tool: "wait", dependsOn: layer ? Array.from({ length: width }, (_, i) => `l${layer - 1}_${i}`) : [] },
      ...Array.from({ length: width }, (_, i) => ({ id: `l${layer}_${i}`, tool: "wait", dependsOn: [`j${layer}`] })),
    ]).flat(),
  );
