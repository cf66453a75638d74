/**
 * MCP resolution quality on the LiveMCPBench catalog (527 real MCP tools from 70 servers) with
 * 50 requests written by hand for this project (bench/mcp/requests.jsonl, gold = server/tool).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx mcp/run.ts
 *
 * Tools go through the same mapping as discovered MCP tools (server-qualified names, sanitised
 * descriptions, input schemas), then through createMcpResolver (hybrid retrieval) and, for the
 * baselines, the tool index in BM25-only and dense-only modes.
 */
import { datasetsDir } from "../datasets.js";
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createToolCatalog } from "@modular-planner/kit";
import { mean, ndcgAtK, recallAtK, reciprocalRank } from "@modular-planner/eval";
import { createMcpResolver, mcpToolToMetadata, qualifiedToolName } from "@modular-planner/resolver-mcp";
import { createToolIndex } from "@modular-planner/retrieval";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = datasetsDir();
const rows = readFileSync(join(datasets, "livemcpbench/catalog.jsonl"), "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line));
const seen = new Set<string>();
const tools = rows.flatMap((row: { name: string; description?: string; parameters?: object; group?: string }) => {
  const name = qualifiedToolName(row.group ?? "unknown", row.name);
  if (seen.has(name)) return [];
  seen.add(name);
  return [mcpToolToMetadata(row.group ?? "unknown", { name: row.name, description: row.description, inputSchema: (row.parameters ?? { type: "object" }) as never }).metadata];
});
const requests = readFileSync(join(here, "requests.jsonl"), "utf8").split("\n").filter(Boolean).map((line) => JSON.parse(line) as { id: string; query: string; gold: string[] });
const goldOf = (request: { gold: string[] }) => request.gold.map((entry) => qualifiedToolName(entry.split("/")[0]!, entry.split("/").slice(1).join("/")));

const catalog = createToolCatalog(tools);
const index = await createToolIndex({ tools, cacheDir: false });
const resolver = createMcpResolver({ tools: () => tools, topK: 10 });

type Ranker = (query: string) => Promise<string[]>;
const rankers: Record<string, Ranker> = {
  "BM25 only": async (query) => (await index.search(query, { k: 10, mode: "lexical" })).map((hit) => hit.tool.name),
  "offline embedder only": async (query) => (await index.search(query, { k: 10, mode: "dense" })).map((hit) => hit.tool.name),
  "createMcpResolver (hybrid, default)": async (query) =>
    (await resolver.resolve({ id: "q", text: query, capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false }, { catalog, topK: 10 })).map((r) => r.tool),
};

const results = [];
for (const [label, rank] of Object.entries(rankers)) {
  const metrics = { r1: [] as number[], r5: [] as number[], r10: [] as number[], ndcg: [] as number[], mrr: [] as number[] };
  for (const request of requests) {
    const ranked = await rank(request.query);
    const gold = goldOf(request);
    metrics.r1.push(recallAtK(ranked, gold, 1));
    metrics.r5.push(recallAtK(ranked, gold, 5));
    metrics.r10.push(recallAtK(ranked, gold, 10));
    metrics.ndcg.push(ndcgAtK(ranked, gold, 10));
    metrics.mrr.push(reciprocalRank(ranked, gold));
  }
  results.push({ label, recallAt1: mean(metrics.r1), recallAt5: mean(metrics.r5), recallAt10: mean(metrics.r10), ndcgAt10: mean(metrics.ndcg), mrr: mean(metrics.mrr) });
}

const f = (value: number) => value.toFixed(3);
const table = [
  `| ranking | requests | tools | Recall@1 | Recall@5 | Recall@10 | NDCG@10 | MRR |`,
  `|---|---|---|---|---|---|---|---|`,
  ...results.map((r) => `| ${r.label} | ${requests.length} | ${tools.length} | ${f(r.recallAt1)} | ${f(r.recallAt5)} | ${f(r.recallAt10)} | ${f(r.ndcgAt10)} | ${f(r.mrr)} |`),
].join("\n");
console.log(table);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/mcp.json"), JSON.stringify({ date: new Date().toISOString(), requests: requests.length, tools: tools.length, results }, null, 2));
