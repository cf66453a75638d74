/**
 * Load on `serve`: N concurrent `POST /plan` on samples/sales.csv (ten different questions in turn,
 * so that no answer is merely repeated) against the built CLI's `serve` on a free loopback port,
 * after three sequential requests (the first warms the server: modules, registry, schema). Reports the
 * statuses, throughput, p50/p95/max latency and the server's peak RSS (VmHWM, Linux).
 *
 *   pnpm build && cd bench && node --import tsx serve-load/run.ts [--concurrency 100] [--baseline <bin.js>] [-- serve flags]
 *
 * `--baseline <bin.js>` also measures another build of the CLI (e.g. one built from an older
 * commit) in the same run, so both see the same machine load.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../../apps/cli/dist/bin.js");
if (!existsSync(bin)) throw new Error(`${bin} is missing: run pnpm build first`);
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const concurrency = Number(argument("--concurrency") ?? 100);
const baseline = argument("--baseline") ? resolve(argument("--baseline")!) : undefined;
if (baseline !== undefined && !existsSync(baseline)) throw new Error(`--baseline ${baseline} does not exist`);
const dash = process.argv.indexOf("--");
const serveFlags = dash > 0 ? process.argv.slice(dash + 1) : [];

const QUESTIONS = [
  "get revenue totals by region and product type over time",
  "total revenue by region",
  "average units by channel",
  "monthly revenue trend",
  "top 3 product categories by revenue",
  "revenue by channel as a pie chart",
  "how many sales per region",
  "total units by product category and region",
  "maximum revenue per month in the North region",
  "weekly units trend for online sales",
];

interface Reply {
  status: number;
  ms: number;
}

function post(port: number, body: string): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolvePromise) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/plan",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
        agent: false,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolvePromise({ status: response.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    req.on("error", () => resolvePromise({ status: 0, ms: performance.now() - started }));
    req.end(body);
  });
}

async function start(binary: string, cwd: string): Promise<{ child: ChildProcess; port: number }> {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "true" };
  delete env.MODULAR_PLANNER_TOKEN;
  const child = spawn(process.execPath, [binary, "serve", "--port", "0", ...serveFlags], { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const port = await new Promise<number>((resolvePromise, reject) => {
    child.on("exit", (code) => reject(new Error(`serve exited ${code}: ${stderr}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Listening on http:\/\/[^\s]+:(\d+)/.exec(stdout);
      if (match) resolvePromise(Number(match[1]));
    });
  });
  return { child, port };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const peakRss = (pid: number) => {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

async function measure(binary: string) {
  const cwd = await mkdtemp(join(tmpdir(), "mp-bench-serve-"));
  await copyFile(join(here, "../../samples/sales.csv"), join(cwd, "sales.csv"));
  const { child, port } = await start(binary, cwd);
  try {
    const body = (i: number) => JSON.stringify({ question: QUESTIONS[i % QUESTIONS.length], data: "sales.csv" });
    const single: number[] = [];
    for (let i = 0; i < 3; i++) {
      const reply = await post(port, body(0));
      if (reply.status !== 200) throw new Error(`warm-up /plan answered ${reply.status}`);
      single.push(reply.ms);
    }
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: concurrency }, (_, i) => post(port, body(i))));
    const wall = performance.now() - started;
    const ok = replies
      .filter((reply) => reply.status === 200)
      .map((reply) => reply.ms)
      .sort((a, b) => a - b);
    const statuses: Record<string, number> = {};
    for (const reply of replies) statuses[reply.status] = (statuses[reply.status] ?? 0) + 1;
    const rss = peakRss(child.pid!);
    const outLeft = existsSync(join(cwd, "out")) ? readdirCount(join(cwd, "out")) : 0;
    return { binary, single: single.slice(1), wall, ok, statuses, rss, outLeft };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    await rm(cwd, { recursive: true, force: true });
  }
}

const readdirCount = (path: string) => readdirSync(path).length;

const load = loadavg()
  .map((value) => value.toFixed(2))
  .join(" ");
const results = [await measure(bin), ...(baseline ? [await measure(baseline)] : [])];
const rows = results.map((result) => {
  const all = result.ok;
  const statuses = Object.entries(result.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(", ");
  return `| ${result.binary === bin ? "this build" : `baseline ${result.binary}`} | ${concurrency} | ${statuses} | ${((all.length / result.wall) * 1000).toFixed(1)} | ${all.length ? percentile(all, 50).toFixed(0) : "-"} | ${all.length ? percentile(all, 95).toFixed(0) : "-"} | ${all.length ? all.at(-1)!.toFixed(0) : "-"} | ${(result.single.reduce((a, b) => a + b, 0) / result.single.length).toFixed(0)} | ${result.rss.toFixed(0)} | ${result.outLeft} |`;
});
console.log(
  [
    `Load average before the run (1/5/15 min): ${load}; serve flags: ${serveFlags.length ? serveFlags.join(" ") : "(defaults)"}.`,
    "",
    "| server | concurrent /plan | statuses | answered/s | p50 ms | p95 ms | max ms | one /plan alone, warm, ms | peak RSS MiB | folders left in out/ |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n"),
);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/serve-load.json"), JSON.stringify({ date: new Date().toISOString(), concurrency, load, serveFlags, results }, null, 2));
