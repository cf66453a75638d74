/** Retrieval and plan metrics. Gold tool lists are treated as sets (binary relevance). */

const unique = (values: readonly string[]) => [...new Set(values)];

/** Share of the gold items found in the top k. 0 when there is no gold. */
export function recallAtK(ranked: readonly string[], gold: readonly string[], k: number): number {
  const wanted = new Set(gold);
  if (wanted.size === 0) return 0;
  let found = 0;
  for (const item of new Set(ranked.slice(0, k))) if (wanted.has(item)) found++;
  return found / wanted.size;
}

/** NDCG@k with binary gains: DCG = Σ 1/log2(rank+1) over gold hits; ideal puts min(k, |gold|) hits first. */
export function ndcgAtK(ranked: readonly string[], gold: readonly string[], k: number): number {
  const wanted = new Set(gold);
  if (wanted.size === 0) return 0;
  let dcg = 0;
  const seen = new Set<string>();
  ranked.slice(0, k).forEach((item, index) => {
    if (wanted.has(item) && !seen.has(item)) dcg += 1 / Math.log2(index + 2);
    seen.add(item);
  });
  let ideal = 0;
  for (let index = 0; index < Math.min(k, wanted.size); index++) ideal += 1 / Math.log2(index + 2);
  return dcg / ideal;
}

/** 1 / rank of the first gold item (0 when none is ranked). */
export function reciprocalRank(ranked: readonly string[], gold: readonly string[]): number {
  const wanted = new Set(gold);
  const index = ranked.findIndex((item) => wanted.has(item));
  return index < 0 ? 0 : 1 / (index + 1);
}

export interface PrecisionRecallF1 {
  precision: number;
  recall: number;
  f1: number;
}

function f1Of(predicted: Set<string>, gold: Set<string>): PrecisionRecallF1 {
  if (predicted.size === 0 && gold.size === 0) return { precision: 1, recall: 1, f1: 1 };
  let hits = 0;
  for (const item of predicted) if (gold.has(item)) hits++;
  const precision = predicted.size ? hits / predicted.size : 0;
  const recall = gold.size ? hits / gold.size : 0;
  return { precision, recall, f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0 };
}

/** TaskBench node F1: the tools of a plan against the gold tools, as sets of names. */
export function nodeF1(predictedTools: readonly string[], goldTools: readonly string[]): PrecisionRecallF1 {
  return f1Of(new Set(unique(predictedTools)), new Set(unique(goldTools)));
}

/** TaskBench edge F1: plan dependencies `[source, target]` against gold links, as sets of pairs. */
export function edgeF1(predictedLinks: readonly (readonly [string, string])[], goldLinks: readonly (readonly [string, string])[]): PrecisionRecallF1 {
  const key = ([source, target]: readonly [string, string]) => `${source}\u0000${target}`;
  return f1Of(new Set(predictedLinks.map(key)), new Set(goldLinks.map(key)));
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile (p in 0–100): the smallest value with at least p% of the values at or below it. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  if (!(p >= 0 && p <= 100)) throw new RangeError(`percentile: p must be within 0–100, received ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
