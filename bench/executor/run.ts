/**
 * Executor scheduling: synthetic DAGs (chain, wide fan-out, diamonds) of tools that wait a fixed
 * time. Reports wall time / critical-path time (1.0 is the physical limit) at concurrency ≥ the
 * DAG's width, and the same plan run sequentially (concurrency 1) as the baseline, in the same run.
 * Each figure is the median of several runs after warm-up runs of the same DAG (the first, cold
 * run is reported too); the executor's CPU time is reported next to wall time (wall time also
 * counts time the machine gave to other processes). The floor row runs the same waits with a bare
 * Promise.all (no executor). A second table runs the 1,000-step fan-out with each run store.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx executor/run.ts
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { criticalPath, type Plan, type RunStore } from "@modular-planner/core";
import { createExecutor, createInMemoryRunStore, createJsonlRunStore } from "@modular-planner/executor";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { chain, createWaiter, diamonds, fanOut, waitCatalog } from "./dags.js";

const here = dirname(fileURLToPath(import.meta.url));
const WAIT_MS = 5;
const PARALLEL_RUNS = 7;
const WARM_UPS = 3;
const SEQUENTIAL_RUNS = 3;
const catalog = waitCatalog;
const waiter = createWaiter(WAIT_MS);
const cases: { label: string; plan: Plan; width: number }[] = [
  { label: "chain, 10 steps", plan: chain(10), width: 1 },
  { label: "chain, 100 steps", plan: chain(100), width: 1 },
  { label: "fan-out, 10 steps", plan: fanOut(10), width: 8 },
  { label: "fan-out, 100 steps", plan: fanOut(100), width: 98 },
  { label: "fan-out, 1,000 steps", plan: fanOut(1000), width: 998 },
  { label: "diamonds, 10 layers × 9 (100 steps)", plan: diamonds(10, 9), width: 9 },
  { label: "diamonds, 20 layers × 49 (1,000 steps)", plan: diamonds(20, 49), width: 49 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/** Runs `dag` `runs` times after `warmUps` runs; median wall and CPU milliseconds, and the first run's wall. */
async function measure(label: string, dag: Plan, concurrency: number, runs: number, store?: () => RunStore, warmUps = 1) {
  const once = async () => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await createExecutor({ executors: [waiter], catalog, concurrency, store: store?.() }).run(dag);
    const used = process.cpuUsage(cpu);
    if (result.status !== "succeeded") throw new Error(`${label}: ${result.status}`);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
  };
  const cold = (await once()).wall;
  for (let index = 1; index < warmUps; index += 1) await once();
  const samples = [];
  for (let index = 0; index < runs; index += 1) samples.push(await once());
  return { cold, wall: median(samples.map((sample) => sample.wall)), best: Math.min(...samples.map((sample) => sample.wall)), cpu: median(samples.map((sample) => sample.cpu)), walls: samples.map((sample) => sample.wall) };
}

await createExecutor({ executors: [waiter], catalog, concurrency: 4 }).run(diamonds(5, 4)); // warm-up (JIT)
const rows = [];
for (const { label, plan: dag, width } of cases) {
  const critical = criticalPath(dag.steps, () => WAIT_MS).length;
  const parallel = await measure(label, dag, Math.max(width, 1), PARALLEL_RUNS, undefined, WARM_UPS);
  const sequential = dag.steps.length <= 200 ? await measure(label, dag, 1, SEQUENTIAL_RUNS) : undefined;
  rows.push({ label, steps: dag.steps.length, width, critical, cold: parallel.cold, parallel: parallel.wall, best: parallel.best, bestRatio: parallel.best / critical, parallelCpu: parallel.cpu, parallelWalls: parallel.walls, ratio: parallel.wall / critical, sequential: sequential?.wall });
}

// The floor: the fan-out's waits with no executor (root, then Promise.all of 998 waits, then sink).
const wait = () => new Promise((resolve) => setTimeout(resolve, WAIT_MS));
const floorWalls: number[] = [];
for (let index = 0; index < WARM_UPS + PARALLEL_RUNS; index += 1) {
  const started = performance.now();
  await wait();
  await Promise.all(Array.from({ length: 998 }, () => wait()));
  await wait();
  if (index >= WARM_UPS) floorWalls.push(performance.now() - started);
}
const floor = median(floorWalls);
const floorBest = Math.min(...floorWalls);

const folder = await mkdtemp(join(tmpdir(), "mp-bench-executor-"));
const storeRows = [];
const wide = fanOut(1000);
const stores: { label: string; open: (index: number) => RunStore }[] = [
  { label: "none", open: () => undefined as unknown as RunStore },
  { label: "in-memory", open: () => createInMemoryRunStore() },
  { label: "SQLite (WAL, synchronous=NORMAL)", open: (index) => createSqliteStore({ path: join(folder, `normal-${index}.db`) }).runs },
  { label: "SQLite (WAL, synchronous=FULL)", open: (index) => createSqliteStore({ path: join(folder, `full-${index}.db`), synchronous: "FULL" }).runs },
  { label: "JSON lines (fsync per group commit)", open: (index) => createJsonlRunStore({ path: join(folder, `runs-${index}.jsonl`) }) },
];
for (const { label, open } of stores) {
  let index = 0;
  const result = await measure(label, wide, 998, 3, label === "none" ? undefined : () => open(index++));
  storeRows.push({ label, wall: result.wall, cpu: result.cpu, ratio: result.wall / (3 * WAIT_MS) });
}
await rm(folder, { recursive: true, force: true });

const table = [
  `Each step waits ${WAIT_MS} ms; concurrency = the DAG's width; the sequential baseline runs the same plan with concurrency 1 (skipped above 200 steps: it is steps × ${WAIT_MS} ms by construction). Parallel: median of ${PARALLEL_RUNS} runs after ${WARM_UPS} warm-up runs of the same DAG (the first, cold run in its own column; "best" is the fastest of the ${PARALLEL_RUNS}, the least disturbed by other processes); sequential: median of ${SEQUENTIAL_RUNS} after one. No run store, no event listener. CPU is the process's median user + system time during a run.`,
  "",
  "| DAG | steps | width | critical path ms | first run wall ms | parallel wall ms | wall / critical path | best wall / critical path | CPU ms | sequential wall ms |",
  "|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map((row) => `| ${row.label} | ${row.steps} | ${row.width} | ${row.critical} | ${row.cold.toFixed(0)} | ${row.parallel.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.bestRatio.toFixed(2)} | ${row.parallelCpu.toFixed(0)} | ${row.sequential === undefined ? "—" : row.sequential.toFixed(0)} |`),
  `| floor: the 1,000-step fan-out's waits in a bare Promise.all, no executor | 1000 | 998 | ${3 * WAIT_MS} | — | ${floor.toFixed(0)} | ${(floor / (3 * WAIT_MS)).toFixed(2)} | ${(floorBest / (3 * WAIT_MS)).toFixed(2)} | — | — |`,
  "",
  `Run stores on the 1,000-step fan-out (critical path ${3 * WAIT_MS} ms; every event persisted: about 2,000 per run; median of 3 runs after one warm-up run):`,
  "",
  "| run store | wall ms | wall / critical path | CPU ms |",
  "|---|---|---|---|",
  ...storeRows.map((row) => `| ${row.label} | ${row.wall.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.cpu.toFixed(0)} |`),
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/executor.json"), JSON.stringify({ date: new Date().toISOString(), waitMs: WAIT_MS, rows, floor: { walls: floorWalls, median: floor }, stores: storeRows }, null, 2));
