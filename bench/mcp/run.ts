/**
 * MCP resolution quality on the LiveMCPBench catalog (527 real MCP tools from 70 servers) with
 * 50 requests written by hand for this project (bench/mcp/requests.jsonl, gold = server/tool).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx mcp/run.ts
 *
 * Tools go through the same mapping as discovered MCP tools (server-qualified names, sanitised
 * descriptions, input schemas), then through createMcpResolver (hybrid retrieval) and, for the
 * baselines, the tool index in BM25-only and dense-only modes. Then the same rankers over two public
 * catalogs served as if from MCP servers (catalog-only proxies, issue #20): metatool queries-multi and
 * every UltraTool gold step. LiveMCPBench's public tasks are not available here.
 */
import { datasetsDir } from "../datasets.js";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolMetadata } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { mean, ndcgAtK, recallAtK, reciprocalRank } from "@modular-planner/eval";
import { createMcpResolver, mcpToolToMetadata, qualifiedToolName } from "@modular-planner/resolver-mcp";
import { createToolIndex } from "@modular-planner/retrieval";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = datasetsDir();
const rows = readFileSync(join(datasets, "livemcpbench/catalog.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));
const seen = new Set<string>();
const tools = rows.flatMap((row: { name: string; description?: string; parameters?: object; group?: string }) => {
  const name = qualifiedToolName(row.group ?? "unknown", row.name);
  if (seen.has(name)) return [];
  seen.add(name);
  return [
    mcpToolToMetadata(row.group ?? "unknown", { name: row.name, description: row.description, inputSchema: (row.parameters ?? { type: "object" }) as never })
      .metadata,
  ];
});
const requests = readFileSync(join(here, "requests.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { id: string; query: string; gold: string[] });
const goldOf = (request: { gold: string[] }) => request.gold.map((entry) => qualifiedToolName(entry.split("/")[0]!, entry.split("/").slice(1).join("/")));

type Ranker = (query: string) => Promise<string[]>;
const rankersFor = async (tools: ToolMetadata[]): Promise<Record<string, Ranker>> => {
  const catalog = createToolCatalog(tools);
  const index = await createToolIndex({ tools, cacheDir: false });
  const resolve = (resolver: ReturnType<typeof createMcpResolver>) => async (query: string) =>
    (await resolver.resolve({ id: "q", text: query, capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false }, { catalog, topK: 10 })).map(
      (r) => r.tool,
    );
  return {
    "BM25 only": async (query) => (await index.search(query, { k: 10, mode: "lexical" })).map((hit) => hit.tool.name),
    "offline embedder only": async (query) => (await index.search(query, { k: 10, mode: "dense" })).map((hit) => hit.tool.name),
    "createMcpResolver before: confidence order alone, minScore 0.05": resolve(
      createMcpResolver({ tools: () => tools, topK: 10, fuseWithBm25: false, minScore: 0.05 }),
    ),
    "createMcpResolver, rank fusion with BM25, minScore 0.05": resolve(createMcpResolver({ tools: () => tools, topK: 10, minScore: 0.05, fuseWithBm25: true })),
    "createMcpResolver, rank fusion with BM25, minScore 0": resolve(createMcpResolver({ tools: () => tools, topK: 10, fuseWithBm25: true })),
    "createMcpResolver (default now: confidence order, minScore 0)": resolve(createMcpResolver({ tools: () => tools, topK: 10 })),
  };
};

// Catalog-only proxies (issue #20): public catalogs served as if from MCP servers (each tool's group is
// its server), their requests ranked by the same resolvers. Not MCP requests: LiveMCPBench's public
// tasks are not available here.
interface Proxy {
  label: string;
  tools: ToolMetadata[];
  requests: { query: string; gold: string[] }[];
}
const proxyOf = (dataset: string, file: string, label: string, unit: "query" | "step"): Proxy => {
  const catalogRows = readFileSync(join(datasets, dataset, "catalog.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { name: string; description?: string; parameters?: object; group?: string });
  const server = (row: { group?: string }) => (row.group ?? dataset).replace(/[^A-Za-z0-9_-]+/g, "-");
  const serverOf = new Map(catalogRows.map((row) => [row.name, server(row)]));
  const taken = new Set<string>();
  const proxyTools = catalogRows.flatMap((row) => {
    const name = qualifiedToolName(server(row), row.name);
    if (taken.has(name)) return [];
    taken.add(name);
    return [
      mcpToolToMetadata(server(row), { name: row.name, description: row.description, inputSchema: (row.parameters ?? { type: "object" }) as never }).metadata,
    ];
  });
  const qualify = (tool: string) => qualifiedToolName(serverOf.get(tool) ?? dataset, tool);
  const queries = readFileSync(join(datasets, dataset, file), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { query: string; gold_tools: string[]; steps?: string[] });
  const proxyRequests =
    unit === "query"
      ? queries.map((query) => ({ query: query.query, gold: [...new Set(query.gold_tools.map(qualify))] }))
      : queries.flatMap((query) =>
          query.steps && query.steps.length === query.gold_tools.length
            ? query.steps.map((step, position) => ({ query: step, gold: [qualify(query.gold_tools[position]!)] }))
            : [],
        );
  return { label, tools: proxyTools, requests: proxyRequests };
};
const suites: Proxy[] = [
  { label: "LiveMCPBench catalog, the repository's requests", tools, requests: requests.map((request) => ({ query: request.query, gold: goldOf(request) })) },
  proxyOf("metatool", "queries-multi.jsonl", "proxy: metatool queries-multi (catalog as MCP servers)", "query"),
  proxyOf("ultratool", "queries.jsonl", "proxy: ultratool, each gold step (catalog as MCP servers)", "step"),
];

const results = [];
for (const suite of suites)
  for (const [label, rank] of Object.entries(await rankersFor(suite.tools))) {
    const metrics = { r1: [] as number[], r5: [] as number[], r10: [] as number[], ndcg: [] as number[], mrr: [] as number[] };
    for (const request of suite.requests) {
      const ranked = await rank(request.query);
      const gold = request.gold;
      metrics.r1.push(recallAtK(ranked, gold, 1));
      metrics.r5.push(recallAtK(ranked, gold, 5));
      metrics.r10.push(recallAtK(ranked, gold, 10));
      metrics.ndcg.push(ndcgAtK(ranked, gold, 10));
      metrics.mrr.push(reciprocalRank(ranked, gold));
    }
    results.push({
      suite: suite.label,
      requests: suite.requests.length,
      tools: suite.tools.length,
      label,
      recallAt1: mean(metrics.r1),
      recallAt5: mean(metrics.r5),
      recallAt10: mean(metrics.r10),
      ndcgAt10: mean(metrics.ndcg),
      mrr: mean(metrics.mrr),
    });
  }

const f = (value: number) => value.toFixed(3);
const table = [
  `| requests | ranking | requests | tools | Recall@1 | Recall@5 | Recall@10 | NDCG@10 | MRR |`,
  `|---|---|---|---|---|---|---|---|---|`,
  ...results.map(
    (r) =>
      `| ${r.suite} | ${r.label} | ${r.requests} | ${r.tools} | ${f(r.recallAt1)} | ${f(r.recallAt5)} | ${f(r.recallAt10)} | ${f(r.ndcgAt10)} | ${f(r.mrr)} |`,
  ),
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/mcp.json"), JSON.stringify({ date: new Date().toISOString(), results }, null, 2));
