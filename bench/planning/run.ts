/**
 * Offline planning latency: the full planner (deterministic requirements, template, narrowing,
 * rules verification and adaptation) on the sample datasets, warm tool index, with and without
 * tool narrowing (the baseline without it shows narrowing's cost).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx planning/run.ts
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DatasetSchemaSchema } from "@modular-planner/core";
import { percentile } from "@modular-planner/eval";
import { createModularPlanner } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createRulesVerifier } from "@modular-planner/verifier-rules";

const here = dirname(fileURLToPath(import.meta.url));
const schema = (name: string) => DatasetSchemaSchema.parse(JSON.parse(readFileSync(join(here, `../../samples/${name}.schema.json`), "utf8")));
const questions: [string, string][] = [
  ["get revenue totals by region and product type over time", "sales"],
  ["total revenue by region", "sales"],
  ["average units by channel", "sales"],
  ["top 2 regions by total revenue", "sales"],
  ["monthly revenue trend", "sales"],
  ["distribution of revenue", "sales"],
  ["total revenue by region where channel is online", "sales"],
  ["correlation between units and revenue", "sales"],
  ["show anomalies in daily revenue", "sales"],
  ["daily sessions by page over time", "web_traffic"],
  ["average bounce rate by source", "web_traffic"],
  ["weekly conversions trend", "web_traffic"],
  ["average resolution time by priority", "support_tickets"],
  ["how many tickets per category", "support_tickets"],
  ["top 3 agents by average satisfaction", "support_tickets"],
];
const registry = await loadRegistry();
const rows = [];
for (const [label, narrowing] of [
  ["with narrowing (default)", { cap: 10, cacheDir: false as const }],
  ["without narrowing (baseline)", false as const],
] as const) {
  const planner = createModularPlanner({ ...registry, requirements: createDeterministicExtractor(), verifiers: [createRulesVerifier()], narrowing });
  for (const [text, dataset] of questions) await planner.plan({ text, dataset: schema(dataset) }); // warm-up: builds the tool index once
  const times: number[] = [];
  let ok = 0;
  for (let round = 0; round < 20; round++) {
    for (const [text, dataset] of questions) {
      const started = performance.now();
      const result = await planner.plan({ text, dataset: schema(dataset) });
      times.push(performance.now() - started);
      if (result.report.ok) ok += 1;
    }
  }
  rows.push({ label, plans: times.length, verified: ok / times.length, p50: percentile(times, 50), p95: percentile(times, 95) });
}
const table = [
  "| planner | plans | verified | p50 ms | p95 ms |",
  "|---|---|---|---|---|",
  ...rows.map((row) => `| ${row.label} | ${row.plans} | ${(row.verified * 100).toFixed(0)}% | ${row.p50.toFixed(2)} | ${row.p95.toFixed(2)} |`),
  "",
  `Narrowing costs ${(rows[0]!.p50 - rows[1]!.p50).toFixed(2)} ms at p50 and ${(rows[0]!.p95 - rows[1]!.p95).toFixed(2)} ms at p95 over the baseline (${questions.length} questions × 20 rounds each, after one warm-up round; nearest-rank percentiles).`,
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/planning.json"), JSON.stringify({ date: new Date().toISOString(), questions: questions.length, rows }, null, 2));
