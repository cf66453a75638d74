/**
 * The web console's page weight and time to first render: the built CLI's `serve` on a free loopback
 * port (samples/sales.csv as the data root), the page fetched over HTTP for its bytes (raw and
 * gzip-compressed, as a proxy would send them), then opened five times in the system Chromium
 * (headless, puppeteer-core, a fresh browser context each time) for first contentful paint and the
 * time until the page is usable (its data-file list filled from the API). Baseline: the static
 * report.html of a run of the same data, opened from disk the same way.
 *
 *   pnpm exec turbo run build --filter=@modular-planner/cli... && cd bench && node --import tsx console/run.ts
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import puppeteer from "puppeteer-core";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../../apps/cli/dist/bin.js");
if (!existsSync(bin)) throw new Error(`${bin} is missing: run pnpm exec turbo run build --filter=@modular-planner/cli... first`);
const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
if (!chromium) throw new Error("No Chromium: install Debian's chromium (apt-get install -y chromium) or set CHROMIUM_PATH");
const RUNS = 5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const cwd = await mkdtemp(join(tmpdir(), "mp-bench-console-"));
const data = join(cwd, "data");
await mkdir(data);
await copyFile(join(here, "../../samples/sales.csv"), join(data, "sales.csv"));
const load = loadavg()[0]!;

const server = spawn(process.execPath, [bin, "serve", "--port", "0", "--data-root", data], {
  cwd,
  env: { ...process.env, CI: "true" },
  stdio: ["ignore", "pipe", "pipe"],
});
const base = await new Promise<string>((resolve, reject) => {
  let out = "";
  server.stdout!.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    const match = /Listening on (http:\/\/[^\s]+)/.exec(out);
    if (match && /^CORS: /m.test(out)) resolve(match[1]!);
  });
  server.on("exit", (code) => reject(new Error(`serve exited ${code}`)));
});

try {
  // Page weight: every file the page loads (it loads nothing else: its policy allows only these).
  const files = ["/", "/console.js", "/console.css"];
  const weights = await Promise.all(files.map(async (path) => Buffer.from(await (await fetch(`${base}${path}`)).arrayBuffer())));
  const raw = weights.reduce((total, body) => total + body.length, 0);
  const gzip = weights.reduce((total, body) => total + gzipSync(body).length, 0);
  // The chart bundle (vega, vega-lite, vega-interpreter): fetched by the page only when a run has a chart.
  const chartBundle = Buffer.from(await (await fetch(`${base}/chart.js`)).arrayBuffer());
  const chartRaw = chartBundle.length;
  const chartGzip = gzipSync(chartBundle).length;

  // The baseline: report.html of a run over the same data.
  const run = spawnSync(process.execPath, [bin, "--json", "run", "total revenue by region", "--data", join(data, "sales.csv")], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
  });
  if (run.status !== 0) throw new Error(`run failed: ${run.stderr}`);
  const report = (JSON.parse(run.stdout) as { report: string }).report;
  const reportBytes = (await readFile(report)).length;
  const reportGzip = gzipSync(await readFile(report)).length;

  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-data-dir=${join(cwd, "profile")}`,
    ],
  });
  /** First contentful paint, and the time until `ready` holds, from navigation start (ms). */
  const open = async (url: string, ready: string) => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(ready);
    const timing = await page.evaluate(
      `(() => ({ paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN, ready: performance.now() }))()`,
    );
    await context.close();
    return timing as { paint: number; ready: number };
  };
  const consoleRuns: { paint: number; ready: number }[] = [];
  const reportRuns: { paint: number; ready: number }[] = [];
  /** Loading the chart bundle in the opened page (a fresh context: nothing cached), as the page does when a chart is shown (ms). */
  const chartLoads: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    consoleRuns.push(await open(`${base}/`, `document.querySelectorAll("#data option").length > 0`));
    reportRuns.push(await open(`file://${report}`, `document.readyState === "complete"`));
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.goto(`${base}/`, { waitUntil: "load" });
    chartLoads.push(
      (await page.evaluate(`(async () => { const start = performance.now(); await import("/chart.js"); return performance.now() - start; })()`)) as number,
    );
    await context.close();
  }
  await browser.close();

  const row = (name: string, bytes: number, gzipped: number, runs: { paint: number; ready: number }[], readyWhat: string) => {
    const paints = runs.map((entry) => entry.paint);
    const readies = runs.map((entry) => entry.ready);
    return `| ${name} | ${(bytes / 1024).toFixed(1)} | ${(gzipped / 1024).toFixed(1)} | ${RUNS} | ${median(paints).toFixed(0)} (${Math.min(...paints).toFixed(0)}–${Math.max(...paints).toFixed(0)}) | ${median(readies).toFixed(0)} (${Math.min(...readies).toFixed(0)}–${Math.max(...readies).toFixed(0)}) ${readyWhat} |`;
  };
  console.log(
    [
      `Load average at the start: ${load.toFixed(2)}.`,
      "",
      "| page | KiB | KiB gzip | opens | first contentful paint, median ms (min–max) | usable, median ms (min–max) |",
      "|---|---|---|---|---|---|",
      row("console (/, console.js, console.css over HTTP)", raw, gzip, consoleRuns, "(data files listed)"),
      row("baseline: report.html of one run (file://)", reportBytes, reportGzip, reportRuns, "(load event)"),
      "",
      `Chart bundle (/chart.js, loaded only when a run has a chart): ${(chartRaw / 1024).toFixed(1)} KiB, ${(chartGzip / 1024).toFixed(1)} KiB gzip; loaded and evaluated in the page in ${median(chartLoads).toFixed(0)} ms median (${Math.min(...chartLoads).toFixed(0)}–${Math.max(...chartLoads).toFixed(0)}, ${RUNS} fresh contexts).`,
    ].join("\n"),
  );
  await mkdir(join(here, "../results"), { recursive: true });
  await writeFile(
    join(here, "../results/console.json"),
    JSON.stringify(
      { date: new Date().toISOString(), load, raw, gzip, chartRaw, chartGzip, chartLoads, reportBytes, reportGzip, consoleRuns, reportRuns },
      null,
      2,
    ),
  );
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(cwd, { recursive: true, force: true });
}
