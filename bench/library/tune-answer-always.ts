/**
 * Chooses the planner's `answerAlways.minMeanScore` (issue #20, item 5) on TRAINING data only: the
 * inner split the library bench's `--tune` uses (20% of each training part by sha256("tune:" + id);
 * UltraTool's training part is the 80% not held out, seal-tools' is queries-dev). Test files and the
 * held-out 20% are never read. For each threshold on a grid, the planner as shipped (pattern
 * decomposition, semantic resolver) plans every inner request with `answerAlways: { minMeanScore }`;
 * node F1 is compared with the top-2 of one retrieval, chained. The choice: the lowest threshold at
 * which answer-always is at least the baseline on every inner split (else the one with the best worst
 * margin). A lower threshold keeps more of the planner's own plans.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx library/tune-answer-always.ts [--datasets <dir>]
 */
import { join, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { createToolCatalog } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { datasetToolToMetadata, mean, nodeF1, planGraph, readDatasetQueries, readDatasetTools, type DatasetQuery } from "@modular-planner/eval";
import { isHeldOut } from "@modular-planner/plan-library";
import { createModularPlanner } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { createToolIndex } from "@modular-planner/retrieval";
import { createRulesVerifier } from "@modular-planner/verifier-rules";

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({ options: { datasets: { type: "string" } } });
const datasets = resolve(args.datasets ?? process.env.DATASETS_DIR ?? join(here, "../../../shared/datasets"));
const grid = Array.from({ length: 13 }, (_, step) => Number((step * 0.05).toFixed(2)));
const registry = await loadRegistry();

const splits: { label: string; tools: ReturnType<typeof datasetToolToMetadata>[]; check: DatasetQuery[] }[] = [];
for (const [dataset, file, heldOut] of [["ultratool", "queries.jsonl", true], ["seal-tools", "queries-dev.jsonl", false]] as const) {
  const { tools } = await readDatasetTools(join(datasets, dataset, "catalog.jsonl"));
  let train = await readDatasetQueries(join(datasets, dataset, file));
  if (heldOut) train = train.filter((query) => !isHeldOut(query.id));
  splits.push({ label: `${dataset} training, inner 20%`, tools: tools.map(datasetToolToMetadata), check: train.filter((query) => isHeldOut(`tune:${query.id}`)) });
}

const results: { split: string; baseline: number; byThreshold: Map<number, number> }[] = [];
for (const split of splits) {
  const index = await createToolIndex({ tools: split.tools, cacheDir: false });
  const topTwo = async (text: string) => (await index.search(text, { k: 2 })).map((hit) => hit.tool.name);
  const baseline = mean(await Promise.all(split.check.map(async (query) => nodeF1(await topTwo(query.query), query.gold_tools).f1)));
  const byThreshold = new Map<number, number>();
  for (const minMeanScore of grid) {
    const planner = createModularPlanner({
      catalog: createToolCatalog(split.tools),
      capabilityMap: registry.capabilityMap,
      templates: [],
      requirements: createDeterministicExtractor(),
      verifiers: [createRulesVerifier()],
      decomposer: createPatternDecomposer(),
      resolver: createSemanticResolver({ cacheDir: false }),
      narrowing: false,
      answerAlways: { minMeanScore },
    });
    const scores: number[] = [];
    for (const query of split.check) {
      // A planner that still throws (the fallback plan itself failed) scores the bench's safety net, the top-2 chain.
      const tools = await planner.plan({ id: query.id, text: query.query }).then((result) => planGraph(result.plan).tools, async () => topTwo(query.query));
      scores.push(nodeF1(tools, query.gold_tools).f1);
    }
    byThreshold.set(minMeanScore, mean(scores));
    process.stderr.write(`${split.label}: minMeanScore ${minMeanScore} → ${mean(scores).toFixed(3)} (baseline ${baseline.toFixed(3)})\n`);
  }
  results.push({ split: split.label, baseline, byThreshold });
}

const margin = (threshold: number) => Math.min(...results.map((result) => result.byThreshold.get(threshold)! - result.baseline));
const floorKept = grid.filter((threshold) => margin(threshold) >= 0);
const chosen = floorKept.length ? floorKept[0]! : [...grid].sort((a, b) => margin(b) - margin(a))[0]!;
console.log(`| minMeanScore | ${results.map((result) => `${result.split}: answer-always node F1 (top-2 baseline ${result.baseline.toFixed(3)})`).join(" | ")} |`);
console.log(`|---|${results.map(() => "---").join("|")}|`);
for (const threshold of grid) console.log(`| ${threshold.toFixed(2)}${threshold === chosen ? " (chosen)" : ""} | ${results.map((result) => result.byThreshold.get(threshold)!.toFixed(3)).join(" | ")} |`);
console.log(`\nchosen minMeanScore: ${chosen} (${floorKept.length ? "lowest threshold at least the baseline on every inner split" : "no threshold reaches the baseline everywhere: best worst margin"})`);
