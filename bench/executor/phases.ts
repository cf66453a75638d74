/**
 * Where a 1,000-step fan-out's wall time goes, for one or more executor builds whose runs
 * alternate in one process (so they see the same machine). A waiting tool notes the time of
 * each tool call and each timer fire, which splits a run into phases:
 *
 * - setup: `run()` called → the root's tool called (the plan graph checked, the run set up);
 * - startMids: the root's timer fired → the last of the 998 middle tools called;
 * - completions: the first middle timer fired → the last one fired (each fire is handled,
 *   microtasks included, before the next);
 * - toSink: the last middle timer fired → the sink's tool called (its 998 inputs gathered);
 * - end: the sink's timer fired → `run()` resolved.
 *
 * Each column is a build: a path to a module exporting `createExecutor` (a built executor, which
 * must sit in packages/executor/dist/ to resolve its imports, or `executor/minimal-scheduler.ts`,
 * the lower bound). Medians after 30 warm-up rounds.
 *
 *   cd bench && node --import tsx executor/phases.ts 400 ../packages/executor/dist/index.js executor/minimal-scheduler.ts
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { SPECIFICATION_VERSION, type Plan } from "@modular-planner/core";
import type { ExecutorOptions, RunResult } from "@modular-planner/executor";
import { fanOut, waitCatalog } from "./dags.js";

const WAIT_MS = 5;
const WARM_UPS = 30;
const rounds = Number(process.argv[2]);
const paths = process.argv.slice(3);
if (!(rounds > WARM_UPS) || paths.length === 0) {
  console.error(`Usage: node --import tsx executor/phases.ts <rounds, more than ${WARM_UPS}> <module.js|ts> [more modules]`);
  process.exit(2);
}

let marks: Record<string, number> = {};
let calls = 0;
let fires = 0;
/** The benchmark's waiting tool (as in dags.ts), noting when it is called and when its timer fires. */
const waiter = {
  specificationVersion: SPECIFICATION_VERSION,
  id: "wait",
  canExecute: () => true,
  execute: async ({ step }: { step: { id: string } }) => {
    const called = performance.now();
    if (step.id === "root") marks.rootCall = called;
    else if (step.id === "sink") marks.sinkCall = called;
    else if (++calls === 998) marks.lastMidCall = called;
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS));
    const fired = performance.now();
    if (step.id === "root") marks.rootFire = fired;
    else if (step.id === "sink") marks.sinkFire = fired;
    else {
      fires += 1;
      if (fires === 1) marks.firstMidFire = fired;
      if (fires === 998) marks.lastMidFire = fired;
    }
    return { id: `${step.id}-o`, stepId: step.id, type: "json" as const, value: null, metadata: {} };
  },
};

type Create = (options: ExecutorOptions) => { run(plan: Plan): Promise<Pick<RunResult, "status">> };
const creates = await Promise.all(paths.map(async (path) => ((await import(pathToFileURL(resolve(path)).href)) as { createExecutor: Create }).createExecutor));
const plan = fanOut(1000);
const rows: Record<string, number>[][] = paths.map(() => []);
for (let round = 0; round < rounds; round += 1) {
  // Rotate which build goes first, so none always runs right after another.
  for (const which of paths.map((_, offset) => (offset + round) % paths.length)) {
    marks = {};
    calls = 0;
    fires = 0;
    const started = performance.now();
    const result = await creates[which]!({ executors: [waiter], catalog: waitCatalog, concurrency: 998 }).run(plan);
    const ended = performance.now();
    if (result.status !== "succeeded") throw new Error(`${paths[which]}: ${result.status}`);
    if (round < WARM_UPS) continue;
    rows[which]!.push({
      setup: marks.rootCall! - started,
      startMids: marks.lastMidCall! - marks.rootFire!,
      completions: marks.lastMidFire! - marks.firstMidFire!,
      toSink: marks.sinkCall! - marks.lastMidFire!,
      end: ended - marks.sinkFire!,
      wall: ended - started,
    });
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`median ms over ${rounds - WARM_UPS} rounds | ${paths.join(" | ")}`);
for (const phase of Object.keys(rows[0]![0]!))
  console.log(
    phase.padEnd(12),
    ...rows.map((samples) =>
      median(samples.map((sample) => sample[phase]!))
        .toFixed(3)
        .padStart(9),
    ),
  );
