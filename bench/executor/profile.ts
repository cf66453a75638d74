/**
 * Profiles the executor's per-step overhead on the wide fan-out (1,000 steps, concurrency 1,000).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx --cpu-prof --cpu-prof-dir=/tmp/prof executor/profile.ts [repeats] [waitMs]
 *
 * Prints wall and CPU time per run (CPU time is the executor's own overhead, steadier than wall
 * time on a shared machine) and the critical path (3 × waitMs).
 */
import { createExecutor } from "@modular-planner/executor";
import { createWaiter, fanOut, waitCatalog } from "./dags.js";

const repeats = Number(process.argv[2] ?? 10);
const waitMs = Number(process.argv[3] ?? 5);
const catalog = waitCatalog;
const waiter = createWaiter(waitMs);
const n = 1000;
const plan = fanOut(n);
const executor = createExecutor({ executors: [waiter], catalog, concurrency: n });
const walls: number[] = [];
const cpus: number[] = [];
for (let index = 0; index < repeats; index += 1) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await executor.run(plan);
  if (result.status !== "succeeded") throw new Error(result.status);
  const used = process.cpuUsage(cpu);
  cpus.push((used.user + used.system) / 1000);
  walls.push(performance.now() - started);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(
  `fan-out ${n}: wall ms per run ${walls.map((w) => w.toFixed(0)).join(", ")}; median wall ${median(walls).toFixed(1)} ms (min ${Math.min(...walls).toFixed(1)}), median CPU ${median(cpus).toFixed(1)} ms (min ${Math.min(...cpus).toFixed(1)}); critical path ${3 * waitMs} ms`,
);
