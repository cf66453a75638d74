/**
 * Retrieval benchmark: BM25 alone, the offline hashed embedder alone, and hybrid (the default
 * fusion) on the shared datasets, plus top-10 search latency with the flat index at 4,076 tools.
 *
 *   node --conditions=@modular-planner/source --import tsx bench/retrieval/run.ts [--datasets <dir>]
 *
 * Writes bench/results/retrieval.json and prints Markdown tables.
 */
import { datasetsDir } from "../datasets.js";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { cpus, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  datasetToolToMetadata,
  median,
  readDatasetCatalog,
  readDatasetQueries,
  retrievalEvalTable,
  runRetrievalEval,
  type RetrievalEvalRow,
} from "@modular-planner/eval";
import { DEFAULT_FUSION, createHashedEmbedder, createToolIndex } from "@modular-planner/retrieval";

const here = dirname(fileURLToPath(import.meta.url));
const argIndex = process.argv.indexOf("--datasets");
const datasets = datasetsDir(argIndex > 0 ? process.argv[argIndex + 1]! : undefined);

const splits: { label: string; dataset: string; queries: string; unit: "query" | "steps"; role: "tuning" | "reported" }[] = [
  { label: "seal-tools queries-dev (tuning split)", dataset: "seal-tools", queries: "queries-dev.jsonl", unit: "query", role: "tuning" },
  { label: "seal-tools queries-test-in-domain", dataset: "seal-tools", queries: "queries-test-in-domain.jsonl", unit: "query", role: "reported" },
  { label: "metatool queries-multi", dataset: "metatool", queries: "queries-multi.jsonl", unit: "query", role: "reported" },
  { label: "ultratool, each step vs its gold tool", dataset: "ultratool", queries: "queries.jsonl", unit: "steps", role: "reported" },
  { label: "ultratool, whole request vs all gold tools", dataset: "ultratool", queries: "queries.jsonl", unit: "query", role: "reported" },
];

const rows: RetrievalEvalRow[] = [];
const verdicts: { split: string; bm25: number; hybrid: number; beats: boolean }[] = [];
for (const split of splits) {
  const started = performance.now();
  const result = await runRetrievalEval({
    catalogPath: join(datasets, split.dataset, "catalog.jsonl"),
    queriesPath: join(datasets, split.dataset, split.queries),
    unit: split.unit,
    label: split.label,
  });
  rows.push(...result.rows);
  const bm25 = result.rows.find((row) => row.mode === "bm25")!.ndcgAt10;
  const hybrid = result.rows.find((row) => row.mode === "hybrid")!.ndcgAt10;
  if (split.role === "reported") verdicts.push({ split: split.label, bm25, hybrid, beats: hybrid > bm25 });
  console.error(`${split.label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// Latency and build/cache cost at 4,076 tools (seal-tools), flat index, default hybrid.
const sealTools = (await readDatasetCatalog(join(datasets, "seal-tools/catalog.jsonl"))).map(datasetToolToMetadata);
// 200 queries spread evenly over the split (its records run from short single-tool requests to long multi-tool ones).
const allSealQueries = (await readDatasetQueries(join(datasets, "seal-tools/queries-test-in-domain.jsonl"))).map((query) => query.query);
const sealQueries = Array.from({ length: 200 }, (_, i) => allSealQueries[Math.floor((i * allSealQueries.length) / 200)]!);
const cacheDir = await mkdtemp(join(tmpdir(), "mp-bench-retrieval-"));
let coldMs = 0;
let warmMs = 0;
let index;
try {
  let started = performance.now();
  await createToolIndex({ tools: sealTools, embedder: createHashedEmbedder(), cacheDir });
  coldMs = performance.now() - started;
  started = performance.now();
  index = await createToolIndex({ tools: sealTools, embedder: createHashedEmbedder(), cacheDir });
  warmMs = performance.now() - started;
  if (index.cache.status !== "hit") throw new Error(`expected a warm cache hit, got ${index.cache.status}`);
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
const latency: Record<string, { medianMs: number; p95Ms: number }> = {};
for (const mode of ["lexical", "dense", "hybrid"] as const) {
  for (const query of sealQueries.slice(0, 20)) await index.search(query, { k: 10, mode });
  const times: number[] = [];
  for (const query of sealQueries) {
    const started = performance.now();
    await index.search(query, { k: 10, mode });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  latency[mode] = { medianMs: median(times), p95Ms: times[Math.floor(times.length * 0.95)]! };
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? "cpu"}, Node ${process.version}, ${process.platform}`;
const output = {
  date: new Date().toISOString(),
  machine,
  fusion: DEFAULT_FUSION,
  embedder: createHashedEmbedder().id,
  rows,
  verdicts,
  latency: { tools: sealTools.length, queries: sealQueries.length, ...latency },
  toolIndexBuild: { tools: sealTools.length, coldMs, warmMs },
};
const resultsDir = join(here, "../results");
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, "retrieval.json"), `${JSON.stringify(output, null, 2)}\n`);

const f = (value: number) => value.toFixed(2);
console.log(`Retrieval benchmark, ${output.date}, ${machine}`);
console.log(`Embedder ${output.embedder}; fusion ${JSON.stringify(DEFAULT_FUSION)}\n`);
console.log(retrievalEvalTable(rows));
console.log("\n| split | BM25 NDCG@10 | hybrid NDCG@10 | hybrid beats BM25 |\n|---|---|---|---|");
for (const verdict of verdicts)
  console.log(`| ${verdict.split} | ${verdict.bm25.toFixed(3)} | ${verdict.hybrid.toFixed(3)} | ${verdict.beats ? "yes" : "NO"} |`);
console.log(`\n| top-10 search, ${sealTools.length} tools, flat index, ${sealQueries.length} queries | median ms | p95 ms |\n|---|---|---|`);
for (const [mode, value] of Object.entries(latency)) console.log(`| ${mode} | ${f(value.medianMs)} | ${f(value.p95Ms)} |`);
console.log(`\nTool index at ${sealTools.length} tools: cold build (embed + save) ${f(coldMs)} ms, warm start (cache hit, no embedding) ${f(warmMs)} ms.`);
if (verdicts.some((verdict) => !verdict.beats)) process.exitCode = 1;
