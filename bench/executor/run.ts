/**
 * Executor scheduling: synthetic DAGs (chain, wide fan-out, diamonds) of tools that wait a fixed
 * time. Reports wall time / critical-path time at concurrency ≥ the DAG's width, and the same plan
 * run sequentially (concurrency 1) as the baseline, in the same run.
 *
 * The critical-path time is given two ways. Nominal: the waits along the longest chain added up
 * (steps × WAIT_MS). Measured: the same chain of waits run one after another with no executor, in
 * the same process, alternating with the executor's runs. Only the measured one has its physical
 * limit at 1.0: a Node timer fires after its delay plus up to about a millisecond (libuv's clock
 * has millisecond resolution), so even a bare chain of waits is over its nominal sum.
 *
 * Each figure is the median of several runs after warm-up runs of the same DAG (the first, cold
 * run is reported too); the executor's CPU time is reported next to wall time (wall time also
 * counts time the machine gave to other processes). The floor row runs the same waits with a bare
 * Promise.all (no executor). A second table runs the 1,000-step fan-out with each run store.
 *
 * It measures the built packages (what users install), so build first:
 *
 *   pnpm exec turbo run build && cd bench && node --import tsx executor/run.ts
 *
 * With an argument, only the DAGs whose label contains it run, with the floor row, and no result
 * file is written: `node --import tsx executor/run.ts "fan-out, 1,000"`.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plan, RunStore } from "@modular-planner/core";
import { criticalPath } from "@modular-planner/kit";
import { createExecutor, createInMemoryRunStore, createJsonlRunStore } from "@modular-planner/executor";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { chain, createWaiter, diamonds, fanOut, waitCatalog } from "./dags.js";

const here = dirname(fileURLToPath(import.meta.url));
const WAIT_MS = 5;
/** Parallel runs: at least 7, and up to 61 while they take less than 2 s in all (the short DAGs get more samples, for a steadier median). */
const PARALLEL_RUNS = { min: 7, max: 61, budgetMs: 2000 };
/** Warm-up runs before measuring: at least 3, and up to 30 within 1 s (so the JIT has compiled the hot paths). */
const WARM_UPS = { min: 3, max: 30, budgetMs: 1000 };
const SEQUENTIAL_RUNS = 3;
const catalog = waitCatalog;
const waiter = createWaiter(WAIT_MS);
const only = process.argv[2];
const allCases: { label: string; plan: Plan; width: number }[] = [
  { label: "chain, 10 steps", plan: chain(10), width: 1 },
  { label: "chain, 100 steps", plan: chain(100), width: 1 },
  { label: "fan-out, 10 steps", plan: fanOut(10), width: 8 },
  { label: "fan-out, 100 steps", plan: fanOut(100), width: 98 },
  { label: "fan-out, 1,000 steps", plan: fanOut(1000), width: 998 },
  { label: "diamonds, 10 layers × 9 (100 steps)", plan: diamonds(10, 9), width: 9 },
  { label: "diamonds, 20 layers × 49 (1,000 steps)", plan: diamonds(20, 49), width: 49 },
];
const cases = only ? allCases.filter((entry) => entry.label.includes(only)) : allCases;
if (cases.length === 0) {
  console.error(`No DAG's label contains "${only}". Labels: ${allCases.map((entry) => entry.label).join("; ")}`);
  process.exit(2);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const wait = () => new Promise((resolve) => setTimeout(resolve, WAIT_MS));
/** The critical path's waits one after another, no executor: its wall milliseconds. */
async function bareChain(steps: number) {
  const started = performance.now();
  for (let index = 0; index < steps; index += 1) await wait();
  return performance.now() - started;
}
/**
 * Runs `dag` `runs` times after `warmUps` runs; median wall and CPU milliseconds, and the first
 * run's wall. With `chainSteps`, each run is followed by the bare critical path (`bareChain`), so
 * both are measured under the same conditions.
 */
type Runs = number | { min: number; max: number; budgetMs: number };
async function measure(label: string, dag: Plan, concurrency: number, runs: Runs, store?: () => RunStore, warmUps: Runs = 1, chainSteps = 0) {
  const once = async () => {
    // The CPU-time reads (a system call each) stay outside the wall-time window.
    const cpu = process.cpuUsage();
    const started = performance.now();
    const result = await createExecutor({ executors: [waiter], catalog, concurrency, store: store?.() }).run(dag);
    const wall = performance.now() - started;
    const used = process.cpuUsage(cpu);
    if (result.status !== "succeeded") throw new Error(`${label}: ${result.status}`);
    return { wall, cpu: (used.user + used.system) / 1000, chain: chainSteps ? await bareChain(chainSteps) : 0 };
  };
  const repeat = async (count: Runs) => {
    const { min, max, budgetMs } = typeof count === "number" ? { min: count, max: count, budgetMs: 0 } : count;
    const started = performance.now();
    const samples = [];
    while (samples.length < min || (samples.length < max && performance.now() - started < budgetMs)) samples.push(await once());
    return samples;
  };
  const cold = (await once()).wall;
  await repeat(typeof warmUps === "number" ? warmUps - 1 : warmUps);
  const samples = await repeat(runs);
  return {
    cold,
    runs: samples.length,
    wall: median(samples.map((sample) => sample.wall)),
    best: Math.min(...samples.map((sample) => sample.wall)),
    cpu: median(samples.map((sample) => sample.cpu)),
    walls: samples.map((sample) => sample.wall),
    chain: median(samples.map((sample) => sample.chain)),
  };
}

await createExecutor({ executors: [waiter], catalog, concurrency: 4 }).run(diamonds(5, 4)); // warm-up (JIT)
const rows = [];
for (const { label, plan: dag, width } of cases) {
  const critical = criticalPath(dag.steps, () => WAIT_MS).length;
  const parallel = await measure(label, dag, Math.max(width, 1), PARALLEL_RUNS, undefined, WARM_UPS, critical / WAIT_MS);
  const sequential = dag.steps.length <= 200 ? await measure(label, dag, 1, SEQUENTIAL_RUNS) : undefined;
  rows.push({
    label,
    runs: parallel.runs,
    steps: dag.steps.length,
    width,
    critical,
    measuredCritical: parallel.chain,
    cold: parallel.cold,
    parallel: parallel.wall,
    best: parallel.best,
    bestRatio: parallel.best / critical,
    parallelCpu: parallel.cpu,
    parallelWalls: parallel.walls,
    ratio: parallel.wall / critical,
    measuredRatio: parallel.wall / parallel.chain,
    sequential: sequential?.wall,
  });
}

// The floor: the fan-out's waits with no executor (root, then Promise.all of 998 waits, then sink).
const floorWalls: number[] = [];
for (let index = 0; index < WARM_UPS.max + PARALLEL_RUNS.max; index += 1) {
  const started = performance.now();
  await wait();
  await Promise.all(Array.from({ length: 998 }, () => wait()));
  await wait();
  if (index >= WARM_UPS.max) floorWalls.push(performance.now() - started);
}
const floor = median(floorWalls);
const floorBest = Math.min(...floorWalls);

const dagTable = [
  `Each step waits ${WAIT_MS} ms; concurrency = the DAG's width; the sequential baseline runs the same plan with concurrency 1 (skipped above 200 steps: it is steps × ${WAIT_MS} ms by construction). Parallel: median of ${PARALLEL_RUNS.min}–${PARALLEL_RUNS.max} runs (as many as fit in ${PARALLEL_RUNS.budgetMs / 1000} s; the runs column) after ${WARM_UPS.min}–${WARM_UPS.max} warm-up runs of the same DAG (as many as fit in ${WARM_UPS.budgetMs / 1000} s, so the JIT has compiled the hot paths; the first, cold run in its own column; "best" is the fastest run, the least disturbed by other processes); sequential: median of ${SEQUENTIAL_RUNS} after one. No run store, no event listener, the built packages. CPU is the process's median user + system time during a run.`,
  "",
  `Critical path, nominal: the waits along the longest chain added up. Critical path, measured: that chain of waits run one after another with no executor, after each of the executor's runs (median). Its ratio is the one whose physical limit is 1.0: a Node timer fires up to about a millisecond late, so a bare chain of ${WAIT_MS} ms waits already exceeds its nominal sum.`,
  "",
  "| DAG | runs | steps | width | critical path ms, nominal | critical path ms, measured | first run wall ms | parallel wall ms | wall / critical path, measured | wall / critical path, nominal | best wall / nominal | CPU ms | sequential wall ms |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (row) =>
      `| ${row.label} | ${row.runs} | ${row.steps} | ${row.width} | ${row.critical} | ${row.measuredCritical.toFixed(1)} | ${row.cold.toFixed(0)} | ${row.parallel.toFixed(1)} | ${row.measuredRatio.toFixed(2)} | ${row.ratio.toFixed(2)} | ${row.bestRatio.toFixed(2)} | ${row.parallelCpu.toFixed(1)} | ${row.sequential === undefined ? "—" : row.sequential.toFixed(0)} |`,
  ),
  `| floor: the 1,000-step fan-out's waits in a bare Promise.all, no executor | ${floorWalls.length} | 1000 | 998 | ${3 * WAIT_MS} | — | — | ${floor.toFixed(1)} | — | ${(floor / (3 * WAIT_MS)).toFixed(2)} | ${(floorBest / (3 * WAIT_MS)).toFixed(2)} | — | — |`,
].join("\n");
if (only) {
  console.log(dagTable);
  process.exit(0);
}

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
  dagTable,
  "",
  `Run stores on the 1,000-step fan-out (critical path ${3 * WAIT_MS} ms; every event persisted: about 2,000 per run; median of 3 runs after one warm-up run):`,
  "",
  "| run store | wall ms | wall / critical path | CPU ms |",
  "|---|---|---|---|",
  ...storeRows.map((row) => `| ${row.label} | ${row.wall.toFixed(0)} | ${row.ratio.toFixed(2)} | ${row.cpu.toFixed(0)} |`),
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(
  join(here, "../results/executor.json"),
  JSON.stringify({ date: new Date().toISOString(), waitMs: WAIT_MS, rows, floor: { walls: floorWalls, median: floor }, stores: storeRows }, null, 2),
);
