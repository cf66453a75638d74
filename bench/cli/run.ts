/**
 * Time from command to report for the walkthrough question through the built CLI (median of 5),
 * next to the CLI's cold start (`--help`, `tools list`: commands load their heavy dependencies lazily).
 *
 *   pnpm build && cd bench && node --conditions=@modular-planner/source --import tsx cli/run.ts
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "@modular-planner/eval";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../../apps/cli/dist/bin.js");
if (!existsSync(bin)) throw new Error(`${bin} is missing: run pnpm build first`);
const data = join(here, "../../samples/sales.csv");
const cwd = await mkdtemp(join(tmpdir(), "mp-bench-cli-"));
const time = (args: string[]) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return performance.now() - started;
};
time(["index"]); // the tool-index cache is warm, as after a first run
const cold = Array.from({ length: 5 }, () => time(["--help"]));
const list = Array.from({ length: 5 }, () => time(["tools", "list"]));
const runs = Array.from({ length: 5 }, () => time(["run", "get revenue totals by region and product type over time", "--data", data]));
await rm(cwd, { recursive: true, force: true });
const table = [
  "| command | runs | median ms | min ms | max ms |",
  "|---|---|---|---|---|",
  `| modular-planner --help (cold start, baseline) | 5 | ${median(cold).toFixed(0)} | ${Math.min(...cold).toFixed(0)} | ${Math.max(...cold).toFixed(0)} |`,
  `| modular-planner tools list (cold start) | 5 | ${median(list).toFixed(0)} | ${Math.min(...list).toFixed(0)} | ${Math.max(...list).toFixed(0)} |`,
  `| modular-planner run "<walkthrough>" --data samples/sales.csv (command to report.html) | 5 | ${median(runs).toFixed(0)} | ${Math.min(...runs).toFixed(0)} | ${Math.max(...runs).toFixed(0)} |`,
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/cli.json"), JSON.stringify({ date: new Date().toISOString(), cold, list, runs }, null, 2));
