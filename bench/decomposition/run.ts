/**
 * Plan quality of the offline intent path on public benchmarks: the pattern decomposer's abstention
 * (share of requests it answers) and, where it answers, TaskBench node F1 / edge F1 of the tools
 * resolved from its sub-intents, next to resolving the gold `steps` directly (the upper bound the
 * decomposition is compared with), with the semantic (hybrid) resolver over each dataset's catalog.
 *
 * The second table runs the planner's intent path itself (pattern decomposer, semantic resolver,
 * no verifier, no narrowing) with refinement off and on (issue #11): the share of requests that end
 * in a clarification (a question or a missing-capability report), and node / edge F1 of the planned
 * tools, over all requests (a clarification counts as an empty plan) and over the planned ones.
 * Edges are the plan's own dependencies between tool steps (ask-user steps left out).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx decomposition/run.ts
 */
import { datasetsDir } from "../datasets.js";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plan, SubIntent } from "@modular-planner/core";
import { createToolCatalog, stepDependencies } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { datasetToolToMetadata, edgeF1, mean, nodeF1, readDatasetCatalog, readDatasetQueries } from "@modular-planner/eval";
import { ClarificationNeededError, createModularPlanner } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = datasetsDir();
const splits = [
  { label: "ultratool", dataset: "ultratool", queries: "queries.jsonl", limit: 1000 },
  { label: "seal-tools queries-dev", dataset: "seal-tools", queries: "queries-dev.jsonl", limit: 700 },
];
const intent = (id: string, text: string, dependsOn: string[] = []): SubIntent => ({
  id,
  text,
  capability: null,
  params: {},
  dependsOn,
  satisfies: [],
  askUser: false,
});
const m = (values: number[]) => (values.length ? mean(values) : Number.NaN);
const chainLinks = (tools: string[]) => tools.slice(1).map((tool, index) => [tools[index]!, tool] as [string, string]);
const registry = await loadRegistry();
/** The plan's dependencies between tool steps, as `[source tool, target tool]`. */
const planLinks = (plan: Plan): [string, string][] => {
  const byId = new Map(plan.steps.map((step) => [step.id, step]));
  return plan.steps.flatMap((step) =>
    step.kind !== "tool"
      ? []
      : stepDependencies(step).flatMap((id) => (byId.get(id)?.kind === "tool" ? [[byId.get(id)!.tool, step.tool] as [string, string]] : [])),
  );
};
const rows = [];
const refinementRows: {
  split: string;
  refinement: boolean;
  queries: number;
  patternNode: number;
  patternCount: number;
  patternClarified: number;
  clarified: number;
  failed: number;
  nodeAll: number;
  edgeAll: number;
  node: number;
  edge: number;
  steps: number;
}[] = [];
for (const split of splits) {
  const seen = new Set<string>();
  const tools = (await readDatasetCatalog(join(datasets, split.dataset, "catalog.jsonl")))
    .filter((tool) => !seen.has(tool.name) && seen.add(tool.name))
    .map(datasetToolToMetadata);
  const catalog = createToolCatalog(tools);
  const resolver = createSemanticResolver({ cacheDir: false });
  const decomposer = createPatternDecomposer();
  const queries = (await readDatasetQueries(join(datasets, split.dataset, split.queries))).slice(0, split.limit);
  const top = async (item: SubIntent) => (await resolver.resolve(item, { catalog, topK: 1 }))[0]?.tool;
  const answered = { node: [] as number[], edge: [] as number[], goldNode: [] as number[], goldEdge: [] as number[] };
  const all = { goldNode: [] as number[], goldEdge: [] as number[] };
  const patternAnswered = new Set<string>();
  for (const query of queries) {
    const goldLinks = (query.gold_links ?? []) as [string, string][];
    const steps = query.steps ?? [];
    // Gold steps exist only in some datasets (ultratool); edge F1 only where gold links exist.
    const fromSteps = (await Promise.all(steps.map((step, index) => top(intent(`g${index}`, step))))).filter((tool): tool is string => Boolean(tool));
    const goldNode = steps.length > 0 ? nodeF1(fromSteps, query.gold_tools).f1 : undefined;
    const goldEdge = steps.length > 0 && goldLinks.length > 0 ? edgeF1(chainLinks(fromSteps), goldLinks).f1 : undefined;
    if (goldNode !== undefined) all.goldNode.push(goldNode);
    if (goldEdge !== undefined) all.goldEdge.push(goldEdge);
    const decomposition = await decomposer.decompose({ id: query.id, text: query.query, facts: [] }, {});
    if (decomposition.confidence === 0 || decomposition.intents.length === 0) continue;
    patternAnswered.add(query.id);
    const predicted = (await Promise.all(decomposition.intents.map(top))).filter((tool): tool is string => Boolean(tool));
    answered.node.push(nodeF1(predicted, query.gold_tools).f1);
    if (goldLinks.length > 0) answered.edge.push(edgeF1(chainLinks(predicted), goldLinks).f1);
    if (goldNode !== undefined) answered.goldNode.push(goldNode);
    if (goldEdge !== undefined) answered.goldEdge.push(goldEdge);
  }
  rows.push({
    split: split.label,
    queries: queries.length,
    answered: answered.node.length / queries.length,
    nodeF1: m(answered.node),
    edgeF1: m(answered.edge),
    goldNodeF1Answered: m(answered.goldNode),
    goldEdgeF1Answered: m(answered.goldEdge),
    goldNodeF1All: m(all.goldNode),
    goldEdgeF1All: m(all.goldEdge),
  });
  for (const refinement of [false, true] as const) {
    const planner = createModularPlanner({
      catalog,
      capabilityMap: registry.capabilityMap,
      templates: [],
      requirements: createDeterministicExtractor(),
      verifiers: [],
      decomposer,
      resolver,
      narrowing: false,
      ...(refinement ? {} : { refinement: false }),
    });
    const result = {
      answeredByPattern: [] as number[],
      patternClarified: 0,
      clarified: 0,
      failed: 0,
      nodeAll: [] as number[],
      edgeAll: [] as number[],
      node: [] as number[],
      edge: [] as number[],
      steps: [] as number[],
    };
    for (const query of queries) {
      const goldLinks = (query.gold_links ?? []) as [string, string][];
      let plan: Plan | undefined;
      try {
        plan = (await planner.plan({ id: query.id, text: query.query })).plan;
      } catch (error) {
        if (error instanceof ClarificationNeededError) result.clarified++;
        else result.failed++;
      }
      const tools = plan ? plan.steps.filter((step) => step.kind === "tool").map((step) => step.tool) : [];
      const node = nodeF1(tools, query.gold_tools).f1;
      const edge = plan && goldLinks.length > 0 ? edgeF1(planLinks(plan), goldLinks).f1 : goldLinks.length > 0 ? 0 : undefined;
      result.nodeAll.push(node);
      if (patternAnswered.has(query.id)) {
        result.answeredByPattern.push(node);
        if (!plan) result.patternClarified++;
      }
      if (edge !== undefined) result.edgeAll.push(edge);
      if (plan) {
        result.node.push(node);
        result.steps.push(tools.length);
        if (edge !== undefined) result.edge.push(edge);
      }
    }
    refinementRows.push({
      split: split.label,
      refinement,
      queries: queries.length,
      patternNode: m(result.answeredByPattern),
      patternCount: result.answeredByPattern.length,
      patternClarified: result.patternClarified / Math.max(1, result.answeredByPattern.length),
      clarified: result.clarified / queries.length,
      failed: result.failed / queries.length,
      nodeAll: m(result.nodeAll),
      edgeAll: m(result.edgeAll),
      node: m(result.node),
      edge: m(result.edge),
      steps: m(result.steps),
    });
  }
}
const f = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : "—");
console.log(
  [
    "| split | requests | pattern answers | node F1 (pattern, answered) | edge F1 (pattern, answered) | node F1 (gold steps, same requests) | edge F1 (gold steps, same requests) | node F1 (gold steps, all) | edge F1 (gold steps, all) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.split} | ${r.queries} | ${(r.answered * 100).toFixed(1)}% | ${f(r.nodeF1)} | ${f(r.edgeF1)} | ${f(r.goldNodeF1Answered)} | ${f(r.goldEdgeF1Answered)} | ${f(r.goldNodeF1All)} | ${f(r.goldEdgeF1All)} |`,
    ),
    "",
    'Edges are the sequential links between consecutive resolved tools, scored only on requests that have `gold_links`; "—" where the dataset has no gold `steps` (seal-tools) or no request qualifies.',
    "",
    "Refinement off vs on (the planner's intent path: pattern decomposer, semantic resolver, defaults `clarifyBelow` 0.15, `minResolutionScore` 0.1, depth budget 3):",
    "",
    "| split | refinement | requests | ends in a clarification | node F1 (all requests) | edge F1 (all, with gold links) | node F1 (planned) | edge F1 (planned) | tool steps per plan | requests the pattern decomposer answers: node F1 (clarified) |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...refinementRows.map(
      (r) =>
        `| ${r.split} | ${r.refinement ? "on" : "off"} | ${r.queries} | ${(r.clarified * 100).toFixed(1)}%${r.failed ? ` (+${(r.failed * 100).toFixed(1)}% errors)` : ""} | ${f(r.nodeAll)} | ${f(r.edgeAll)} | ${f(r.node)} | ${f(r.edge)} | ${f(r.steps)} | ${r.patternCount}: ${f(r.patternNode)} (${(r.patternClarified * 100).toFixed(1)}%) |`,
    ),
    "",
    'A clarification counts as an empty plan in the "all requests" columns. With refinement on, a goal the pattern decomposer abstains on is checked as one coarse intent and split by the granularity check; the last column compares the two modes on the requests the decomposer does answer (its sub-intents refined or not). Edges are the plan\'s own dependencies between tool steps (`DependsOn` and parameter references), scored on requests with `gold_links`.',
  ].join("\n"),
);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/decomposition.json"), JSON.stringify({ date: new Date().toISOString(), rows, refinement: refinementRows }, null, 2));
