/**
 * Runs as jobs on a queue against runs in one process: the same burst of POST /runs (questions on
 * samples/sales.csv in turn) with every data tool call slowed by a simulated latency
 * (MODULAR_PLANNER_SIMULATED_TOOL_MS, as a warehouse or an API would take), sent to
 *   - `serve` alone, every run in its process (--max-runs as large as the burst, so none is refused),
 *   - `serve --queue` with 1, 2 and 4 `worker` processes (--concurrency each).
 * Each run is timed from its POST to the end of its event stream (GET /runs/:id). Reports throughput
 * and p50/p95 time to finish. Redis: a throwaway redis-server on a free loopback port. Store: the
 * default SQLite file in the run's folder (one machine), or PostgreSQL with --postgres (POSTGRES_URL).
 *
 *   pnpm build && cd bench && node --import tsx queue/run.ts [--runs 200] [--tool-ms 200] [--worker-concurrency 8] [--workers 1,2,4] [--no-baseline] [--postgres]
 *
 * Each setup's row is also printed to stderr as soon as it is measured; the table and
 * results/queue.json come at the end.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../../apps/cli/dist/bin.js");
if (!existsSync(bin)) throw new Error(`${bin} is missing: run pnpm build first`);
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const runs = Number(argument("--runs") ?? 200);
const toolMs = Number(argument("--tool-ms") ?? 200);
const workerConcurrency = Number(argument("--worker-concurrency") ?? 8);
const postgres = process.argv.includes("--postgres") ? process.env.POSTGRES_URL : undefined;
if (process.argv.includes("--postgres") && !postgres) throw new Error("--postgres needs POSTGRES_URL");
const workerCounts = (argument("--workers") ?? "1,2,4").split(",").map(Number);

const QUESTIONS = [
  "total revenue by region",
  "average units by channel",
  "monthly revenue trend",
  "top 3 product categories by revenue",
  "how many sales per region",
  "total units by product category and region",
];

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });

/** Spawns the CLI and resolves once stdout matches `ready`. */
function startCli(args: string[], cwd: string, ready: RegExp, env: NodeJS.ProcessEnv = {}): Promise<{ child: ChildProcess; stdout: string }> {
  const child = spawn(process.execPath, [bin, ...args], {
    cwd,
    env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: "", MODULAR_PLANNER_SIMULATED_TOOL_MS: String(toolMs), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`${args[0]} exited ${code}: ${stderr}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (ready.test(stdout)) resolve({ child, stdout });
    });
  });
}

function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve(child);
    });
  });
}

/** POST /runs, then follows GET /runs/:id to its end; the time from the POST to the end, and how the run ended. */
async function oneRun(base: string, question: string): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  const response = await fetch(`${base}/runs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ question, data: "sales.csv" }),
  });
  if (response.status !== 202) return { ms: performance.now() - started, outcome: `http ${response.status}` };
  const { runId } = (await response.json()) as { runId: string };
  // A dropped connection is followed again: the stream replays the run's events from the start.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const stream = await fetch(`${base}/runs/${runId}`);
      let last = "";
      for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) last = (last + Buffer.from(chunk).toString()).slice(-2000);
      const status = /"type":"run-finish","status":"(\w+)"/.exec(last)?.[1];
      if (status) return { ms: performance.now() - started, outcome: status };
    } catch {
      // followed again below
    }
  }
  return { ms: performance.now() - started, outcome: "no run-finish" };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
};

async function measure(label: string, workers: number | undefined, redisUrl: string) {
  const cwd = await mkdtemp(join(tmpdir(), "mp-bench-queue-"));
  await copyFile(join(here, "../../samples/sales.csv"), join(cwd, "sales.csv"));
  const queueName = `bench-${Date.now()}`;
  await writeFile(
    join(cwd, "modular-planner.config.json"),
    JSON.stringify({
      queue: { name: queueName },
      ...(postgres ? { store: { kind: "postgres", url: postgres, schema: `bench_${queueName.replace(/-/g, "_")}` } } : {}),
    }),
  );
  const flags = ["--port", "0", "--max-runs", String(runs), "--max-queue", String(runs * 2), "--request-timeout", "600000", "--receive-timeout", "600000"];
  const children: ChildProcess[] = [];
  try {
    const served = await startCli(["serve", ...flags, ...(workers ? ["--queue", redisUrl] : [])], cwd, /^CORS: /m);
    children.push(served.child);
    const base = `http://127.0.0.1:${/Listening on http:\/\/[^\s]+:(\d+)/.exec(served.stdout)![1]}`;
    for (let i = 0; i < (workers ?? 0); i++)
      children.push((await startCli(["worker", "--queue", redisUrl, "--concurrency", String(workerConcurrency)], cwd, /^Worker \d+: taking runs/m)).child);
    // Warm-up: modules, registry, schema (on serve, and on one worker when there are workers).
    const warm = await oneRun(base, QUESTIONS[0]!);
    if (warm.outcome !== "succeeded") throw new Error(`warm-up run ended ${warm.outcome}`);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: runs }, (_, i) => oneRun(base, QUESTIONS[i % QUESTIONS.length]!)));
    const wall = performance.now() - started;
    const outcomes: Record<string, number> = {};
    for (const result of results) outcomes[result.outcome] = (outcomes[result.outcome] ?? 0) + 1;
    const times = results
      .filter((result) => result.outcome === "succeeded")
      .map((result) => result.ms)
      .sort((a, b) => a - b);
    return {
      label,
      workers: workers ?? 0,
      wall,
      outcomes,
      succeeded: times.length,
      p50: times.length ? percentile(times, 50) : NaN,
      p95: times.length ? percentile(times, 95) : NaN,
    };
  } finally {
    for (const child of children.reverse()) await stop(child);
    await rm(cwd, { recursive: true, force: true });
  }
}

const port = await freePort();
const redis = await startRedis(port);
const redisUrl = `redis://127.0.0.1:${port}`;
const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(" ");
const measured: Awaited<ReturnType<typeof measure>>[] = [];
try {
  const report = (row: Awaited<ReturnType<typeof measure>>) => {
    measured.push(row);
    console.error(`${row.label}: ${JSON.stringify(row)}`);
  };
  if (!process.argv.includes("--no-baseline")) report(await measure("serve alone (runs in its process)", undefined, redisUrl));
  for (const workers of workerCounts) report(await measure(`serve --queue + ${workers} worker${workers > 1 ? "s" : ""}`, workers, redisUrl));
} finally {
  await stop(redis);
}
console.log(
  [
    `${runs} runs at once, every data tool call +${toolMs} ms (MODULAR_PLANNER_SIMULATED_TOOL_MS); workers --concurrency ${workerConcurrency}; store ${postgres ? "PostgreSQL" : "SQLite file"}; ${cpus().length} CPUs, load average before (1/5/15 min): ${load}.`,
    "",
    "| setup | runs | outcomes | wall s | runs finished/s | p50 s to finish | p95 s to finish |",
    "|---|---|---|---|---|---|---|",
    ...measured.map(
      (row) =>
        `| ${row.label} | ${runs} | ${Object.entries(row.outcomes)
          .map(([outcome, count]) => `${count}× ${outcome}`)
          .join(
            ", ",
          )} | ${(row.wall / 1000).toFixed(1)} | ${((row.succeeded / row.wall) * 1000).toFixed(2)} | ${(row.p50 / 1000).toFixed(1)} | ${(row.p95 / 1000).toFixed(1)} |`,
    ),
  ].join("\n"),
);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(
  join(here, "../results/queue.json"),
  JSON.stringify(
    { date: new Date().toISOString(), runs, toolMs, workerConcurrency, store: postgres ? "postgres" : "sqlite", cpus: cpus().length, load, measured },
    null,
    2,
  ),
);
