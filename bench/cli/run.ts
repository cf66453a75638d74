/**
 * Time from command to report for the walkthrough question through the built CLI (median of 5),
 * next to the CLI's cold start (`--help`, `tools list`: commands load their heavy dependencies lazily).
 *
 *   pnpm build && cd bench && node --conditions=@modular-planner/source --import tsx cli/run.ts
 *
 * `--baseline <bin.js>` also times another build of the CLI (e.g. one built from an older commit),
 * interleaved with this one so both see the same machine load.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "@modular-planner/eval";

const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../../apps/cli/dist/bin.js");
if (!existsSync(bin)) throw new Error(`${bin} is missing: run pnpm build first`);
const data = join(here, "../../samples/sales.csv");
const cwd = await mkdtemp(join(tmpdir(), "mp-bench-cli-"));
const baselineAt = process.argv.indexOf("--baseline");
const baseline = baselineAt > 0 && process.argv[baselineAt + 1] ? resolve(process.argv[baselineAt + 1]!) : undefined;
if (baseline !== undefined && !existsSync(baseline)) throw new Error(`--baseline ${baseline} does not exist`);
const time = (args: string[], binary = bin) => {
  const started = performance.now();
  const result = spawnSync(process.execPath, [binary, ...args], { cwd, encoding: "utf8", env: { ...process.env, CI: "true" } });
  if (result.status !== 0) throw new Error(`${args.join(" ")} failed: ${result.stderr}`);
  return performance.now() - started;
};
time(["index"]); // the tool-index cache is warm, as after a first run
const cold: number[] = [];
const list: number[] = [];
const baseCold: number[] = [];
const baseList: number[] = [];
for (let i = 0; i < 5; i++) {
  cold.push(time(["--help"]));
  if (baseline) baseCold.push(time(["--help"], baseline));
  list.push(time(["tools", "list"]));
  if (baseline) baseList.push(time(["tools", "list"], baseline));
}
const runs = Array.from({ length: 5 }, () => time(["run", "get revenue totals by region and product type over time", "--data", data]));
await rm(cwd, { recursive: true, force: true });
const table = [
  "| command | runs | median ms | min ms | max ms |",
  "|---|---|---|---|---|",
  `| modular-planner --help (cold start) | 5 | ${median(cold).toFixed(0)} | ${Math.min(...cold).toFixed(0)} | ${Math.max(...cold).toFixed(0)} |`,
  `| modular-planner tools list (cold start) | 5 | ${median(list).toFixed(0)} | ${Math.min(...list).toFixed(0)} | ${Math.max(...list).toFixed(0)} |`,
  `| modular-planner run "<walkthrough>" --data samples/sales.csv (command to report.html) | 5 | ${median(runs).toFixed(0)} | ${Math.min(...runs).toFixed(0)} | ${Math.max(...runs).toFixed(0)} |`,
  ...(baseline
    ? [
        `| baseline ${baseline}: --help | 5 | ${median(baseCold).toFixed(0)} | ${Math.min(...baseCold).toFixed(0)} | ${Math.max(...baseCold).toFixed(0)} |`,
        `| baseline ${baseline}: tools list | 5 | ${median(baseList).toFixed(0)} | ${Math.min(...baseList).toFixed(0)} | ${Math.max(...baseList).toFixed(0)} |`,
      ]
    : []),
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(
  join(here, "../results/cli.json"),
  JSON.stringify({ date: new Date().toISOString(), cold, list, runs, ...(baseline ? { baseline, baseCold, baseList } : {}) }, null, 2),
);
