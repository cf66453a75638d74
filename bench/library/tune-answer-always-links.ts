/**
 * Chooses the planner's `answerAlways.linkSteps` (issue #20, item 5: edges as well as nodes) on
 * TRAINING data only: UltraTool's training part (the 80% not held out by the library bench) and
 * seal-tools queries-dev. Test files and the held-out 20% are never read. The planner as shipped
 * (pattern decomposition, semantic resolver, no library, answer-always with its default gate) plans
 * every training request with `linkSteps` off and on; node F1 (all requests) and edge F1 (requests
 * with gold links) are compared with the top-2 of one retrieval, chained.
 *
 * The rule: the setting with the best worst edge-F1 margin over the training datasets (answer-always
 * minus the baseline), provided its worst node-F1 margin is not lower; ties to off (the plan's own
 * links). It is cross-validated: 5 folds by sha256(id), the rule applied on 4 folds and scored on the
 * fifth. The final setting is the rule applied to all training requests. It also prints, per dataset,
 * why answer-always has fewer right links than the chain: how many requests keep the planner's own
 * plan, and how many of those have a tool step linked to nothing before it (fewer links than steps − 1).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx library/tune-answer-always-links.ts [--datasets <dir>]
 */
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { edgeF1, mean, nodeF1, planGraph, type DatasetQuery } from "@modular-planner/eval";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { createToolIndex } from "@modular-planner/retrieval";
import { datasetsFolder, FOLDS, foldOf, loadTrainingSplits, trainingPlanner } from "./training.js";

const datasets = datasetsFolder();
const settings = [false, true] as const;

interface Scores {
  node: number[];
  /** Edge F1 per request; undefined where the request has no gold links. */
  edge: (number | undefined)[];
}
interface Split {
  label: string;
  queries: DatasetQuery[];
  baseline: Scores;
  bySetting: Map<boolean, Scores>;
  own: number;
  ownUnlinked: number;
}

const links = (tools: string[]) => tools.slice(1).map((tool, index) => [tools[index]!, tool] as [string, string]);
const scoreOf = (query: DatasetQuery, graph: { tools: string[]; links: [string, string][] }) => ({
  node: nodeF1(graph.tools, query.gold_tools).f1,
  edge: (query.gold_links ?? []).length ? edgeF1(graph.links, query.gold_links as [string, string][]).f1 : undefined,
});

const splits: Split[] = [];
for (const { dataset, tools, queries } of await loadTrainingSplits(datasets)) {
  const index = await createToolIndex({ tools, cacheDir: false });
  const topTwo = async (text: string) => {
    const names = (await index.search(text, { k: 2 })).map((hit) => hit.tool.name);
    return { tools: names, links: links(names) };
  };
  const baseline: Scores = { node: [], edge: [] };
  for (const query of queries) {
    const scored = scoreOf(query, await topTwo(query.query));
    baseline.node.push(scored.node);
    baseline.edge.push(scored.edge);
  }
  const bySetting = new Map<boolean, Scores>();
  let own = 0;
  let ownUnlinked = 0;
  for (const linkSteps of settings) {
    const planner = await trainingPlanner(tools, {
      decomposer: createPatternDecomposer(),
      resolver: createSemanticResolver({ cacheDir: false }),
      answerAlways: { linkSteps },
    });
    const scores: Scores = { node: [], edge: [] };
    for (const query of queries) {
      // A planner that still throws (the fallback plan itself failed) scores the bench's safety net, the top-2 chain.
      const graph = await planner.plan({ id: query.id, text: query.query }).then(
        (result) => {
          const planned = planGraph(result.plan);
          if (!linkSteps && !result.trace.some((entry) => entry.stage === "answer-always")) {
            own += 1;
            if (planned.tools.length > 1 && planned.links.length < planned.tools.length - 1) ownUnlinked += 1;
          }
          return planned;
        },
        async () => topTwo(query.query),
      );
      const scored = scoreOf(query, graph);
      scores.node.push(scored.node);
      scores.edge.push(scored.edge);
    }
    bySetting.set(linkSteps, scores);
    process.stderr.write(`${dataset}: linkSteps ${linkSteps} done\n`);
  }
  splits.push({ label: `${dataset} training (${queries.length})`, queries, baseline, bySetting, own, ownUnlinked });
}

/** Mean node and edge F1 of the requests in the given folds (edge over those with gold links). */
const within = (split: Split, scores: Scores, folds: (fold: number) => boolean) => {
  const inFolds = split.queries.map((_query, position) => position).filter((position) => folds(foldOf(split.queries[position]!.id)));
  const edges = inFolds.map((position) => scores.edge[position]).filter((value): value is number => value !== undefined);
  return { node: mean(inFolds.map((position) => scores.node[position]!)), edge: edges.length ? mean(edges) : 0, linked: edges.length };
};
const margins = (setting: boolean, folds: (fold: number) => boolean) =>
  splits.map((split) => {
    const answer = within(split, split.bySetting.get(setting)!, folds);
    const baseline = within(split, split.baseline, folds);
    return { node: answer.node - baseline.node, edge: answer.edge - baseline.edge };
  });
const worst = (setting: boolean, folds: (fold: number) => boolean, metric: "node" | "edge") =>
  Math.min(...margins(setting, folds).map((margin) => margin[metric]));
/** The rule: best worst edge margin, node margin not lower; ties to off. */
const choose = (folds: (fold: number) => boolean) =>
  worst(true, folds, "edge") > worst(false, folds, "edge") + 1e-12 && worst(true, folds, "node") >= worst(false, folds, "node") - 1e-12;

const outOfFold = splits.map(() => ({ chosen: [] as boolean[], node: 0, edge: 0, baseNode: 0, baseEdge: 0, linked: 0 }));
for (let fold = 0; fold < FOLDS; fold += 1) {
  const setting = choose((other) => other !== fold);
  splits.forEach((split, position) => {
    const tally = outOfFold[position]!;
    tally.chosen.push(setting);
    split.queries.forEach((query, index) => {
      if (foldOf(query.id) !== fold) return;
      const scores = split.bySetting.get(setting)!;
      tally.node += scores.node[index]!;
      tally.baseNode += split.baseline.node[index]!;
      if (scores.edge[index] === undefined) return;
      tally.edge += scores.edge[index]!;
      tally.baseEdge += split.baseline.edge[index]!;
      tally.linked += 1;
    });
  });
}
const all = () => true;
const chosen = choose(all);
const pair = (value: { node: number; edge: number }) => `${value.node.toFixed(4)} / ${value.edge.toFixed(4)}`;
console.log(
  "| linkSteps | " +
    splits.map((split) => `${split.label}: answer-always node F1 / edge F1 (top-2 baseline ${pair(within(split, split.baseline, all))})`).join(" | ") +
    " |",
);
console.log(`|---|${splits.map(() => "---").join("|")}|`);
for (const setting of settings)
  console.log(
    `| ${setting ? "on" : "off"}${setting === chosen ? " (chosen)" : ""} | ${splits.map((split) => pair(within(split, split.bySetting.get(setting)!, all))).join(" | ")} |`,
  );
console.log("");
console.log(
  `Why: ${splits.map((split) => `${split.label}: the planner keeps its own plan for ${split.own} requests, ${split.ownUnlinked} of them with a tool step linked to nothing before it (requests with gold links: ${within(split, split.baseline, all).linked})`).join("; ")}`,
);
console.log(
  `5-fold cross-validation of the rule: ${splits
    .map((split, position) => {
      const tally = outOfFold[position]!;
      return `${split.label}: out-of-fold answer-always ${(tally.node / split.queries.length).toFixed(4)} / ${(tally.edge / Math.max(tally.linked, 1)).toFixed(4)} vs baseline ${(tally.baseNode / split.queries.length).toFixed(4)} / ${(tally.baseEdge / Math.max(tally.linked, 1)).toFixed(4)}`;
    })
    .join("; ")}; chosen per fold: ${outOfFold[0]!.chosen.map((setting) => (setting ? "on" : "off")).join(", ")}`,
);
console.log(`chosen linkSteps: ${chosen}`);
