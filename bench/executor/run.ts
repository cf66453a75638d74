/**
 * Executor scheduling: synthetic DAGs (chain, wide fan-out, diamonds) of tools that wait a fixed
 * time. Reports wall time / critical-path time (1.0 is the physical limit) at concurrency ≥ the
 * DAG's width, and the same plan run sequentially (concurrency 1) as the baseline, in the same run.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx executor/run.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { PlanSchema, SPECIFICATION_VERSION, ToolMetadataSchema, createToolCatalog, criticalPath, type Plan, type PlanStepInput } from "@modular-planner/core";
import { createExecutor } from "@modular-planner/executor";

const here = dirname(fileURLToPath(import.meta.url));
const WAIT_MS = 5;
const catalog = createToolCatalog([ToolMetadataSchema.parse({ name: "wait", description: "waits", outputs: ["json"] })]);
const waiter = {
  specificationVersion: SPECIFICATION_VERSION,
  id: "wait",
  canExecute: () => true,
  execute: async ({ step }: { step: { id: string } }) => {
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    return { id: `${step.id}-o`, stepId: step.id, type: "json", value: null, metadata: {} };
  },
};
const plan = (steps: PlanStepInput[]): Plan => PlanSchema.parse({ id: "bench", goal: "bench", steps: steps.map((step) => ({ ...step, tool: "wait", satisfies: ["x"] })) });
const chain = (n: number) => plan(Array.from({ length: n }, (_, i) => ({ id: `s${i}`, tool: "wait", dependsOn: i ? [`s${i - 1}`] : [] })));
const fanOut = (n: number) => plan([{ id: "root", tool: "wait" }, ...Array.from({ length: n - 2 }, (_, i) => ({ id: `w${i}`, tool: "wait", dependsOn: ["root"] })), { id: "sink", tool: "wait", dependsOn: Array.from({ length: n - 2 }, (_, i) => `w${i}`) }]);
const diamonds = (layers: number, width: number) =>
  plan(
    Array.from({ length: layers }, (_, layer) => [
      { id: `j${layer}`, tool: "wait", dependsOn: layer ? Array.from({ length: width }, (_, i) => `l${layer - 1}_${i}`) : [] },
      ...Array.from({ length: width }, (_, i) => ({ id: `l${layer}_${i}`, tool: "wait", dependsOn: [`j${layer}`] })),
    ]).flat(),
  );
const cases: { label: string; plan: Plan; width: number }[] = [
  { label: "chain, 10 steps", plan: chain(10), width: 1 },
  { label: "chain, 100 steps", plan: chain(100), width: 1 },
  { label: "fan-out, 10 steps", plan: fanOut(10), width: 8 },
  { label: "fan-out, 100 steps", plan: fanOut(100), width: 98 },
  { label: "fan-out, 1,000 steps", plan: fanOut(1000), width: 998 },
  { label: "diamonds, 10 layers × 9 (100 steps)", plan: diamonds(10, 9), width: 9 },
  { label: "diamonds, 20 layers × 49 (1,000 steps)", plan: diamonds(20, 49), width: 49 },
];
await createExecutor({ executors: [waiter], catalog, concurrency: 4 }).run(diamonds(5, 4)); // warm-up (JIT)
const rows = [];
for (const { label, plan: dag, width } of cases) {
  const critical = criticalPath(dag.steps, () => WAIT_MS).length;
  const time = async (concurrency: number) => {
    const started = performance.now();
    const result = await createExecutor({ executors: [waiter], catalog, concurrency }).run(dag);
    if (result.status !== "succeeded") throw new Error(`${label}: ${result.status}`);
    return performance.now() - started;
  };
  const parallel = await time(Math.max(width, 1));
  const sequential = dag.steps.length <= 200 ? await time(1) : undefined;
  rows.push({ label, steps: dag.steps.length, width, critical, parallel, ratio: parallel / critical, sequential });
}
const table = [
  `Each step waits ${WAIT_MS} ms; concurrency = the DAG's width; the sequential baseline runs the same plan with concurrency 1 (skipped above 200 steps: it is steps × ${WAIT_MS} ms by construction).`,
  "",
  "| DAG | steps | width | critical path ms | parallel wall ms | wall / critical path | sequential wall ms |",
  "|---|---|---|---|---|---|---|",
  ...rows.map((row) => `| ${row.label} | ${row.steps} | ${row.width} | ${row.critical} | ${row.parallel.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.sequential === undefined ? "—" : row.sequential.toFixed(0)} |`),
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/executor.json"), JSON.stringify({ date: new Date().toISOString(), waitMs: WAIT_MS, rows }, null, 2));
