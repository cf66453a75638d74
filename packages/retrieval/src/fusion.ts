/**
 * Fusion of a lexical and a dense ranking over the same documents.
 *
 * - `weighted` (default): each list min-max normalised over the candidate pool (lexical by its best
 *   score, dense between the pool's floor and its best), then `alpha·lexical + (1−alpha)·dense`.
 *   It keeps score magnitudes, which RRF throws away; docs/benchmarks/retrieval.md has the comparison.
 * - `rrf`: reciprocal rank fusion, `Σ 1/(rrfK + rank)`.
 */
export type FusionOptions = { method: "weighted"; alpha?: number } | { method: "rrf"; rrfK?: number; lexicalWeight?: number; denseWeight?: number };

export const DEFAULT_FUSION: FusionOptions = { method: "weighted", alpha: 0.6 };

export interface FusionInput {
  /** Lexical scores of the candidates that matched (position → score). */
  lexical: ReadonlyMap<number, number>;
  /** Dense scores of every document, by position. */
  dense: Float64Array | undefined;
  /** Candidate positions (union of both top lists). */
  pool: readonly number[];
  /** Positions in dense rank order (best first), for RRF and the dense floor. */
  denseOrder: readonly number[];
  lexicalOrder: readonly number[];
}

export function fuse(input: FusionInput, options: FusionOptions = DEFAULT_FUSION): Map<number, number> {
  const fused = new Map<number, number>();
  if (options.method === "rrf") {
    const k = options.rrfK ?? 60;
    const lexicalWeight = options.lexicalWeight ?? 1;
    const denseWeight = options.denseWeight ?? 1;
    input.lexicalOrder.forEach((position, rank) => fused.set(position, (fused.get(position) ?? 0) + lexicalWeight / (k + rank + 1)));
    input.denseOrder.forEach((position, rank) => fused.set(position, (fused.get(position) ?? 0) + denseWeight / (k + rank + 1)));
    return fused;
  }
  const alpha = options.alpha ?? 0.6;
  let lexicalMax = 0;
  for (const score of input.lexical.values()) if (score > lexicalMax) lexicalMax = score;
  let denseMax = 0;
  let denseFloor = 0;
  if (input.dense && input.denseOrder.length > 0) {
    denseMax = input.dense[input.denseOrder[0]!]!;
    denseFloor = Math.max(0, Math.min(denseMax, input.dense[input.denseOrder[input.denseOrder.length - 1]!]!));
  }
  const denseRange = denseMax - denseFloor;
  for (const position of input.pool) {
    const lexical = lexicalMax > 0 ? (input.lexical.get(position) ?? 0) / lexicalMax : 0;
    let dense = 0;
    if (input.dense && denseRange > 0) dense = Math.min(1, Math.max(0, (input.dense[position]! - denseFloor) / denseRange));
    else if (input.dense && denseMax > 0 && input.dense[position]! >= denseMax) dense = 1;
    const weightLexical = input.dense ? alpha : 1;
    fused.set(position, weightLexical * lexical + (1 - weightLexical) * dense);
  }
  return fused;
}
