#!/usr/bin/env node
// Converts ../shared/datasets/yaaaf/planner_dataset.csv (read at run time, never committed) into
// YAML plans in a gitignored cache: .cache/examples/yaaaf/ at the repository root by default.
//   node --conditions=@modular-planner/source --import tsx packages/examples/scripts/import-yaaaf.ts [--dataset DIR] [--out DIR] [--raw]
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { importYaaaf } from "../src/yaaaf.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "../../..");
const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const datasetDir = resolve(argument("--dataset") ?? process.env.DATASETS_YAAAF ?? join(root, "../shared/datasets/yaaaf"));
const outDir = resolve(argument("--out") ?? join(root, ".cache/examples/yaaaf"));

try {
  const report = importYaaaf({ datasetDir, outDir, raw: process.argv.includes("--raw") });
  console.log(
    `YAAAF: ${report.rows} rows, ${report.written} plans written to ${report.outDir}, ${report.failed.length} failed, ${report.onlyMappedAgents} use only agents mapped to registry tools.`,
  );
  for (const failure of report.failed.slice(0, 10)) console.log(`  row ${failure.row}: ${failure.reason}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
