/**
 * Compares two builds of the executor on the 1,000-step fan-out, alternating their runs in one
 * process. Separate processes on a shared machine differ by up to half a millisecond on an 18 ms
 * run, which hides most single changes. Alternating runs see the same machine.
 *
 *   pnpm exec turbo run build --filter=@modular-planner/executor
 *   cp packages/executor/dist/index.js /tmp/executor-a.js      # then change, rebuild, and:
 *   cp /tmp/executor-a.js packages/executor/dist/a.js           # both must sit in dist/ to resolve imports
 *   cd bench && node --import tsx executor/ab.ts ../packages/executor/dist/a.js ../packages/executor/dist/index.js [runs] [waitMs]
 *
 * Prints each build's median and trimmed mean wall time (the first 30 runs of each are warm-up).
 * Two copies of the same build differed by 0.26 ms (median) over 100 runs and by 0.00 ms over 300:
 * use 300 runs or more.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { createExecutor as CreateExecutor } from "@modular-planner/executor";
import { createWaiter, fanOut, waitCatalog } from "./dags.js";

const [pathA, pathB] = [process.argv[2], process.argv[3]];
if (!pathA || !pathB) {
  console.error("Usage: node --import tsx executor/ab.ts <executor-a.js> <executor-b.js> [runs] [waitMs]");
  process.exit(2);
}
const runs = Number(process.argv[4] ?? 300);
const waitMs = Number(process.argv[5] ?? 5);
const load = async (path: string) => ((await import(pathToFileURL(resolve(path)).href)) as { createExecutor: typeof CreateExecutor }).createExecutor;
const [createA, createB] = [await load(pathA), await load(pathB)];
const plan = fanOut(1000);
const waiter = createWaiter(waitMs);
const executors = [createA, createB].map((create) => create({ executors: [waiter], catalog: waitCatalog, concurrency: 1000 }));
const walls: [number[], number[]] = [[], []];
for (let index = 0; index < runs; index += 1) {
  // Alternate which build goes first, so neither always runs right after the other.
  for (const which of index % 2 === 0 ? [0, 1] : [1, 0]) {
    const started = performance.now();
    const result = await executors[which]!.run(plan);
    if (result.status !== "succeeded") throw new Error(`build ${which === 0 ? "A" : "B"}: ${result.status}`);
    walls[which]!.push(performance.now() - started);
  }
}
const measured = (values: number[]) => values.slice(30).sort((a, b) => a - b);
const median = (values: number[]) => measured(values)[Math.floor(measured(values).length / 2)]!;
const trimmedMean = (values: number[]) => {
  const kept = measured(values).slice(0, Math.floor(measured(values).length * 0.9));
  return kept.reduce((sum, value) => sum + value, 0) / kept.length;
};
const [a, b] = walls;
console.log(`A ${pathA}: median ${median(a).toFixed(2)} ms, trimmed mean ${trimmedMean(a).toFixed(2)} ms`);
console.log(`B ${pathB}: median ${median(b).toFixed(2)} ms, trimmed mean ${trimmedMean(b).toFixed(2)} ms`);
console.log(
  `B − A: ${(median(b) - median(a)).toFixed(2)} ms (median), ${(trimmedMean(b) - trimmedMean(a)).toFixed(2)} ms (trimmed mean); critical path ${3 * waitMs} ms nominal`,
);
