/**
 * Plan quality of the offline intent path on public benchmarks: the pattern decomposer's abstention
 * (share of requests it answers) and, where it answers, TaskBench node F1 / edge F1 of the tools
 * resolved from its sub-intents, next to resolving the gold `steps` directly (the upper bound the
 * decomposition is compared with), with the semantic (hybrid) resolver over each dataset's catalog.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx decomposition/run.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createToolCatalog, type SubIntent } from "@modular-planner/core";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { datasetToolToMetadata, edgeF1, mean, nodeF1, readDatasetCatalog, readDatasetQueries } from "@modular-planner/eval";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = resolve(process.env.DATASETS ?? join(here, "../../../shared/datasets"));
const splits = [
  { label: "ultratool", dataset: "ultratool", queries: "queries.jsonl", limit: 1000 },
  { label: "seal-tools queries-dev", dataset: "seal-tools", queries: "queries-dev.jsonl", limit: 700 },
];
const intent = (id: string, text: string, dependsOn: string[] = []): SubIntent => ({ id, text, capability: null, params: {}, dependsOn, satisfies: [], askUser: false });
const m = (values: number[]) => (values.length ? mean(values) : Number.NaN);
const chainLinks = (tools: string[]) => tools.slice(1).map((tool, index) => [tools[index]!, tool] as [string, string]);
const rows = [];
for (const split of splits) {
  const seen = new Set<string>();
  const tools = (await readDatasetCatalog(join(datasets, split.dataset, "catalog.jsonl"))).filter((tool) => !seen.has(tool.name) && seen.add(tool.name)).map(datasetToolToMetadata);
  const catalog = createToolCatalog(tools);
  const resolver = createSemanticResolver({ cacheDir: false });
  const decomposer = createPatternDecomposer();
  const queries = (await readDatasetQueries(join(datasets, split.dataset, split.queries))).slice(0, split.limit);
  const top = async (item: SubIntent) => (await resolver.resolve(item, { catalog, topK: 1 }))[0]?.tool;
  const answered = { node: [] as number[], edge: [] as number[], goldNode: [] as number[], goldEdge: [] as number[] };
  const all = { goldNode: [] as number[], goldEdge: [] as number[] };
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
}
const f = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : "—");
console.log(
  [
    "| split | requests | pattern answers | node F1 (pattern, answered) | edge F1 (pattern, answered) | node F1 (gold steps, same requests) | edge F1 (gold steps, same requests) | node F1 (gold steps, all) | edge F1 (gold steps, all) |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.split} | ${r.queries} | ${(r.answered * 100).toFixed(1)}% | ${f(r.nodeF1)} | ${f(r.edgeF1)} | ${f(r.goldNodeF1Answered)} | ${f(r.goldEdgeF1Answered)} | ${f(r.goldNodeF1All)} | ${f(r.goldEdgeF1All)} |`),
    "",
    "Edges are the sequential links between consecutive resolved tools, scored only on requests that have `gold_links`; \"—\" where the dataset has no gold `steps` (seal-tools) or no request qualifies.",
  ].join("\n"),
);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/decomposition.json"), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
