/**
 * Chooses when the library planner lets the cases decomposer go first (issue #20), on TRAINING data
 * only: the inner split the library bench's `--tune` uses (20% of each training part by
 * sha256("tune:" + id); the library is learned from the other 80%). The planner: the cases decomposer
 * first when its confidence (the nearest case's coverage of the request) is at least `min`, else the
 * pattern decomposer first and the cases below it; the library resolver and the chain prior. For each
 * `min` on a grid, answer-always node F1 and step accuracy on UltraTool's and seal-tools' inner splits.
 * The choice: the best mean node F1 over the two splits.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx library/tune-cases-first.ts [--datasets <dir>]
 */
import { createCasesDecomposer, createLibraryResolver } from "@modular-planner/decomposer-cases";
import { createHybridDecomposer } from "@modular-planner/decomposer-hybrid";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { mean, nodeF1, planGraph } from "@modular-planner/eval";
import { createChainPrior, createPlanLibrary, entriesFromLabelledRequests, isHeldOut, toolUsageDocuments } from "@modular-planner/plan-library";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { createToolIndex } from "@modular-planner/retrieval";
import { datasetsFolder, loadTrainingSplits, trainingPlanner } from "./training.js";

const datasets = datasetsFolder();
const grid = [0, 0.1, 0.2, 0.3, 0.5, Number.POSITIVE_INFINITY];
const stepAccuracy = (tools: readonly string[], gold: readonly string[]) => gold.filter((tool, position) => tools[position] === tool).length / gold.length;

const results = new Map<number, { split: string; node: number; step: number }[]>();
for (const { dataset, tools, queries: train } of await loadTrainingSplits(datasets)) {
  const inner = (query: { id: string }) => isHeldOut(`tune:${query.id}`);
  const check = train.filter(inner);
  const library = createPlanLibrary();
  library.add(
    entriesFromLabelledRequests(
      train.filter((query) => !inner(query)),
      { origin: dataset },
    ),
  );
  const names = new Set(tools.map((tool) => tool.name));
  const aware = await createToolIndex({ tools, cacheDir: false, extraText: toolUsageDocuments(library, [...names]) });
  const search = async (text: string, k: number) => (await aware.search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score }));
  const plain = await createToolIndex({ tools, cacheDir: false });
  for (const min of grid) {
    const cases = createCasesDecomposer({ library, search, catalog: names });
    // Pattern first, cases below it (any confidence), as without a minimum.
    const patternFirst = createHybridDecomposer({ pattern: createPatternDecomposer(), cases });
    const decomposer = Number.isFinite(min)
      ? createHybridDecomposer({ pattern: cases, threshold: Math.max(min, Number.MIN_VALUE), cases: patternFirst })
      : patternFirst;
    const planner = await trainingPlanner(tools, {
      decomposer,
      resolver: createLibraryResolver({ library, search, resolver: createSemanticResolver({ cacheDir: false }), catalog: names }),
      chain: createChainPrior(library),
      answerAlways: true,
    });
    const node: number[] = [];
    const step: number[] = [];
    for (const query of check) {
      const planned = await planner.plan({ id: query.id, text: query.query }).then(
        (result) => planGraph(result.plan).tools,
        async () => (await plain.search(query.query, { k: 2 })).map((hit) => hit.tool.name),
      );
      node.push(nodeF1(planned, query.gold_tools).f1);
      step.push(stepAccuracy(planned, query.gold_tools));
    }
    (results.get(min) ?? results.set(min, []).get(min)!).push({
      split: `${dataset} training, inner 20% (${check.length})`,
      node: mean(node),
      step: mean(step),
    });
    process.stderr.write(`${dataset}: cases first from confidence ${min}: node F1 ${mean(node).toFixed(3)}, step accuracy ${mean(step).toFixed(3)}\n`);
  }
}
const splits = results.get(grid[0]!)!.map((row) => row.split);
const meanNode = (min: number) => mean(results.get(min)!.map((row) => row.node));
const chosen = [...grid].sort((a, b) => meanNode(b) - meanNode(a) || a - b)[0]!;
console.log(`| cases first from confidence | ${splits.map((split) => `${split}: node F1 / step accuracy`).join(" | ")} | mean node F1 |`);
console.log(`|---|${splits.map(() => "---").join("|")}|---|`);
for (const min of grid)
  console.log(
    `| ${Number.isFinite(min) ? min.toFixed(2) : "never (pattern first, then cases)"}${min === chosen ? " (chosen)" : ""} | ${results
      .get(min)!
      .map((row) => `${row.node.toFixed(3)} / ${row.step.toFixed(3)}`)
      .join(" | ")} | ${meanNode(min).toFixed(3)} |`,
  );
