import { basename, dirname } from "node:path";
import { createToolIndex, type FusionOptions, type ToolIndexOptions } from "@modular-planner/retrieval";
import { datasetToolToMetadata, readDatasetCatalog, readDatasetQueries, type DatasetQuery } from "./datasets.js";
import { mean, median, ndcgAtK, recallAtK, reciprocalRank } from "./metrics.js";

export type RetrievalEvalMode = "bm25" | "dense" | "hybrid";
export const RETRIEVAL_EVAL_MODES: readonly RetrievalEvalMode[] = ["bm25", "dense", "hybrid"];

export interface RetrievalEvalOptions {
  catalogPath: string;
  queriesPath: string;
  /** One mode, several, or all three (default). */
  mode?: RetrievalEvalMode | readonly RetrievalEvalMode[];
  /**
   * `query` (default): each request against all its gold tools. `steps`: each of a request's
   * `steps` against its own gold tool (step i ↔ gold_tools[i]), for requests whose counts match.
   */
  unit?: "query" | "steps";
  /** Embedder for dense and hybrid (default: the offline hashed embedder). */
  embedder?: ToolIndexOptions["embedder"];
  fusion?: FusionOptions;
  /** Vector cache folder; default false (no disk cache). */
  cacheDir?: string | false;
  /** Evaluate only the first n queries. */
  limit?: number;
  /** Label of the split in the table; default `<dataset folder>/<queries file>`. */
  label?: string;
}

export interface RetrievalEvalRow {
  split: string;
  mode: RetrievalEvalMode;
  queries: number;
  tools: number;
  recallAt1: number;
  recallAt5: number;
  recallAt10: number;
  ndcgAt10: number;
  mrr: number;
  /** Median milliseconds per top-10 search. */
  medianLatencyMs: number;
}

export interface RetrievalEvalResult {
  rows: RetrievalEvalRow[];
  markdown: string;
  /** Catalog names that appeared more than once (the first is kept). */
  duplicateTools: string[];
}

interface EvalItem {
  text: string;
  gold: string[];
}

/** Turns dataset requests into retrieval items (whole requests, or each step against its own tool). */
export function retrievalItems(queries: readonly DatasetQuery[], unit: "query" | "steps"): EvalItem[] {
  const items: EvalItem[] = [];
  for (const query of queries) {
    if (unit === "query") {
      if (query.gold_tools.length > 0) items.push({ text: query.query, gold: [...new Set(query.gold_tools)] });
      continue;
    }
    if (!query.steps || query.steps.length !== query.gold_tools.length) continue;
    query.steps.forEach((step, index) => items.push({ text: step, gold: [query.gold_tools[index]!] }));
  }
  return items;
}

const MODE_TO_SEARCH = { bm25: "lexical", dense: "dense", hybrid: "hybrid" } as const;

/**
 * Runs a retrieval evaluation on a dataset in the shared format and returns one row per mode plus
 * a Markdown table. Every mode searches the same index, built once.
 */
export async function runRetrievalEval(options: RetrievalEvalOptions): Promise<RetrievalEvalResult> {
  const modes = options.mode === undefined ? RETRIEVAL_EVAL_MODES : typeof options.mode === "string" ? [options.mode] : options.mode;
  const catalog = await readDatasetCatalog(options.catalogPath);
  const queries = await readDatasetQueries(options.queriesPath);
  const seen = new Set<string>();
  const duplicateTools: string[] = [];
  const tools = catalog.filter((tool) => {
    if (seen.has(tool.name)) {
      duplicateTools.push(tool.name);
      return false;
    }
    seen.add(tool.name);
    return true;
  });
  const needsDense = modes.some((mode) => mode !== "bm25");
  const index = await createToolIndex({
    tools: tools.map(datasetToolToMetadata),
    embedder: needsDense ? options.embedder : null,
    cacheDir: options.cacheDir ?? false,
    ...(options.fusion ? { fusion: options.fusion } : {}),
  });
  let items = retrievalItems(queries, options.unit ?? "query");
  if (options.limit !== undefined) items = items.slice(0, options.limit);
  const split =
    options.label ??
    `${basename(dirname(options.queriesPath))}/${basename(options.queriesPath).replace(/\.jsonl$/, "")}${options.unit === "steps" ? " (steps)" : ""}`;

  const rows: RetrievalEvalRow[] = [];
  for (const mode of modes) {
    const r1: number[] = [];
    const r5: number[] = [];
    const r10: number[] = [];
    const ndcg: number[] = [];
    const rr: number[] = [];
    const latencies: number[] = [];
    for (const item of items) {
      const started = performance.now();
      const results = await index.search(item.text, { k: 10, mode: MODE_TO_SEARCH[mode] });
      latencies.push(performance.now() - started);
      const ranked = results.map((result) => result.tool.name);
      r1.push(recallAtK(ranked, item.gold, 1));
      r5.push(recallAtK(ranked, item.gold, 5));
      r10.push(recallAtK(ranked, item.gold, 10));
      ndcg.push(ndcgAtK(ranked, item.gold, 10));
      rr.push(reciprocalRank(ranked, item.gold));
    }
    rows.push({
      split,
      mode,
      queries: items.length,
      tools: tools.length,
      recallAt1: mean(r1),
      recallAt5: mean(r5),
      recallAt10: mean(r10),
      ndcgAt10: mean(ndcg),
      mrr: mean(rr),
      medianLatencyMs: median(latencies),
    });
  }
  return { rows, markdown: retrievalEvalTable(rows), duplicateTools };
}

/** The Markdown table of evaluation rows (three decimals). */
export function retrievalEvalTable(rows: readonly RetrievalEvalRow[]): string {
  const f = (value: number) => value.toFixed(3);
  const lines = [
    "| split | mode | queries | tools | Recall@1 | Recall@5 | Recall@10 | NDCG@10 | MRR | median ms |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.split} | ${row.mode} | ${row.queries} | ${row.tools.toLocaleString("en-US")} | ${f(row.recallAt1)} | ${f(row.recallAt5)} | ${f(row.recallAt10)} | ${f(row.ndcgAt10)} | ${f(row.mrr)} | ${row.medianLatencyMs.toFixed(2)} |`,
    ),
  ];
  return lines.join("\n");
}
