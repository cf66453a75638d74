/**
 * Chooses the planner's `answerAlways.minStepScore` (issue #20, items 1 and 5) on TRAINING data only:
 * UltraTool's training part (the 80% not held out by the library bench) and seal-tools queries-dev.
 * Test files and the held-out 20% are never read. For each threshold on a grid, the planner as shipped
 * (pattern decomposition, semantic resolver, no library) plans every training request with
 * `answerAlways: { minStepScore, minMeanScore: 0 }`; node F1 is compared with the top-2 of one
 * retrieval, chained (the fallback itself, so a request that falls back scores exactly the baseline).
 *
 * The rule: the threshold with the best worst margin over the training datasets (answer-always minus
 * the baseline; ties to the lower threshold, which keeps more of the planner's own plans). It is
 * cross-validated: 5 folds by sha256(id), the rule applied on 4 folds and scored on the fifth, so the
 * out-of-fold figures say what the rule gives on requests it was not chosen on. The final threshold is
 * the rule applied to all training requests. The previous gate (mean score 0.35) is scored beside it.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx library/tune-answer-always.ts [--datasets <dir>]
 */
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { mean, nodeF1, planGraph, type DatasetQuery } from "@modular-planner/eval";
import type { AnswerAlwaysOptions } from "@modular-planner/planner";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { createToolIndex } from "@modular-planner/retrieval";
import { datasetsFolder, FOLDS, foldOf, loadTrainingSplits, trainingPlanner } from "./training.js";

const datasets = datasetsFolder();
const grid = Array.from({ length: 13 }, (_, step) => Number((step * 0.05).toFixed(2)));

interface Split {
  label: string;
  queries: DatasetQuery[];
  baseline: number[];
  /** Per threshold, each request's node F1. */
  byThreshold: Map<number, number[]>;
  previous: number[];
}
const splits: Split[] = [];
for (const { dataset, tools, queries } of await loadTrainingSplits(datasets)) {
  const index = await createToolIndex({ tools, cacheDir: false });
  const topTwo = async (text: string) => (await index.search(text, { k: 2 })).map((hit) => hit.tool.name);
  const baseline: number[] = [];
  for (const query of queries) baseline.push(nodeF1(await topTwo(query.query), query.gold_tools).f1);
  const planAll = async (answerAlways: AnswerAlwaysOptions) => {
    const planner = await trainingPlanner(tools, {
      decomposer: createPatternDecomposer(),
      resolver: createSemanticResolver({ cacheDir: false }),
      answerAlways,
    });
    const scores: number[] = [];
    for (const query of queries) {
      // A planner that still throws (the fallback plan itself failed) scores the bench's safety net, the top-2 chain.
      const planned = await planner.plan({ id: query.id, text: query.query }).then(
        (result) => planGraph(result.plan).tools,
        async () => topTwo(query.query),
      );
      scores.push(nodeF1(planned, query.gold_tools).f1);
    }
    return scores;
  };
  const byThreshold = new Map<number, number[]>();
  for (const minStepScore of grid) {
    byThreshold.set(minStepScore, await planAll({ minStepScore, minMeanScore: 0 }));
    process.stderr.write(
      `${dataset}: minStepScore ${minStepScore} → ${mean(byThreshold.get(minStepScore)!).toFixed(4)} (baseline ${mean(baseline).toFixed(4)})\n`,
    );
  }
  splits.push({
    label: `${dataset} training (${queries.length})`,
    queries,
    baseline,
    byThreshold,
    previous: await planAll({ minStepScore: 0, minMeanScore: 0.35 }),
  });
}

const within = (split: Split, values: number[], folds: (fold: number) => boolean) =>
  mean(values.filter((_, position) => folds(foldOf(split.queries[position]!.id))));
const margin = (split: Split, threshold: number, folds: (fold: number) => boolean) =>
  within(split, split.byThreshold.get(threshold)!, folds) - within(split, split.baseline, folds);
/** The rule: best worst margin over the datasets on the given folds; ties to the lower threshold. */
const choose = (folds: (fold: number) => boolean) =>
  grid.reduce(
    (best, threshold) =>
      Math.min(...splits.map((split) => margin(split, threshold, folds))) > Math.min(...splits.map((split) => margin(split, best, folds))) + 1e-12
        ? threshold
        : best,
    grid[0]!,
  );

const outOfFold = splits.map(() => ({ chosen: [] as number[], answer: 0, baseline: 0 }));
for (let fold = 0; fold < FOLDS; fold += 1) {
  const threshold = choose((other) => other !== fold);
  splits.forEach((split, position) => {
    outOfFold[position]!.chosen.push(threshold);
    split.queries.forEach((query, index) => {
      if (foldOf(query.id) !== fold) return;
      outOfFold[position]!.answer += split.byThreshold.get(threshold)![index]!;
      outOfFold[position]!.baseline += split.baseline[index]!;
    });
  });
}
const chosen = choose(() => true);
const all = () => true;
console.log(
  `| minStepScore | ${splits.map((split) => `${split.label}: answer-always node F1 (top-2 baseline ${mean(split.baseline).toFixed(4)})`).join(" | ")} |`,
);
console.log(`|---|${splits.map(() => "---").join("|")}|`);
for (const threshold of grid)
  console.log(
    `| ${threshold.toFixed(2)}${threshold === chosen ? " (chosen)" : ""} | ${splits.map((split) => `${within(split, split.byThreshold.get(threshold)!, all).toFixed(4)} (${margin(split, threshold, all) >= 0 ? "+" : ""}${margin(split, threshold, all).toFixed(4)})`).join(" | ")} |`,
  );
console.log(
  `| previous gate: minMeanScore 0.35 | ${splits.map((split) => `${mean(split.previous).toFixed(4)} (${mean(split.previous) - mean(split.baseline) >= 0 ? "+" : ""}${(mean(split.previous) - mean(split.baseline)).toFixed(4)})`).join(" | ")} |`,
);
console.log("");
console.log(
  `5-fold cross-validation of the rule (best worst margin): ${splits.map((split, position) => `${split.label}: out-of-fold answer-always ${(outOfFold[position]!.answer / split.queries.length).toFixed(4)} vs baseline ${(outOfFold[position]!.baseline / split.queries.length).toFixed(4)}`).join("; ")}; thresholds chosen per fold: ${outOfFold[0]!.chosen.join(", ")}`,
);
console.log(`chosen minStepScore: ${chosen}`);
