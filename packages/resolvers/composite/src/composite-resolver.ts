import { SPECIFICATION_VERSION, type Resolution, type Resolver } from "@modular-planner/core";

export interface CompositeAttempt {
  strategy: string;
  /** Top score of the strategy's answer (0 when it returned nothing or failed). */
  topScore: number;
  topTool: string | undefined;
  count: number;
  accepted: boolean;
  error?: string;
}

export interface CompositeResolverOptions {
  /** Tried in order. */
  strategies: readonly Resolver[];
  /** The first answer whose top score reaches this wins. Default 0.5. */
  threshold?: number;
  /**
   * When no strategy is confident: `fuse` ranks the tools of every answer by reciprocal rank (a tool
   * two strategies place high beats one only a single strategy tops: their scores are on different
   * scales, so the higher top score alone is no evidence); `best` returns the answer with the highest
   * top score; `empty` returns []. Scores stay below the threshold either way, so callers can tell.
   * With one answer, `fuse` and `best` agree. Default `fuse`.
   */
  fallback?: "fuse" | "best" | "empty";
  id?: string;
  /** Called after every attempt (tracing). */
  onAttempt?: (intentId: string, attempt: CompositeAttempt) => void;
}

export interface CompositeResolver extends Resolver {
  /** The attempts of the last resolution of an intent, in order. */
  attempts(intentId: string): CompositeAttempt[];
}

const describeAttempt = (attempt: CompositeAttempt) =>
  attempt.error ? `${attempt.strategy} failed (${attempt.error})` : `${attempt.strategy} ${attempt.topTool ?? "none"} ${attempt.topScore}`;

/**
 * Ordered fallbacks: tries each strategy in turn and returns the first answer whose top score is at
 * least `threshold`. Every attempt is recorded (`attempts(intentId)`, `onAttempt`) and summarised in
 * the reasons of the returned resolutions. A strategy that throws is recorded and skipped.
 */
export function createCompositeResolver(options: CompositeResolverOptions): CompositeResolver {
  if (options.strategies.length === 0) throw new RangeError("createCompositeResolver: at least one strategy is required");
  const threshold = options.threshold ?? 0.5;
  if (!(threshold >= 0 && threshold <= 1)) throw new RangeError(`createCompositeResolver: threshold must be in [0, 1], received ${threshold}`);
  const fallback = options.fallback ?? "fuse";
  const history = new Map<string, CompositeAttempt[]>();

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `composite(${options.strategies.map((strategy) => strategy.id).join(",")})`,
    attempts: (intentId) => [...(history.get(intentId) ?? [])],
    async resolve(intent, context) {
      const attempts: CompositeAttempt[] = [];
      const answers: { resolutions: Resolution[]; attempt: CompositeAttempt }[] = [];
      let winner: Resolution[] | undefined;
      for (const strategy of options.strategies) {
        if (context.signal?.aborted) throw context.signal.reason ?? new Error("The operation was aborted");
        let resolutions: Resolution[] = [];
        let error: string | undefined;
        try {
          resolutions = await strategy.resolve(intent, context);
        } catch (caught) {
          error = caught instanceof Error ? caught.message : String(caught);
        }
        const top = resolutions[0];
        const attempt: CompositeAttempt = {
          strategy: strategy.id,
          topScore: top?.score ?? 0,
          topTool: top?.tool,
          count: resolutions.length,
          accepted: !error && top !== undefined && top.score >= threshold,
          ...(error ? { error } : {}),
        };
        attempts.push(attempt);
        options.onAttempt?.(intent.id, attempt);
        if (attempt.accepted) {
          winner = resolutions;
          break;
        }
        if (top) answers.push({ resolutions, attempt });
      }
      history.set(intent.id, attempts);
      if (history.size > 1000) history.delete(history.keys().next().value!);
      const trail = attempts.map(describeAttempt).join("; ");
      if (winner) {
        const note = `[composite: ${attempts.at(-1)!.strategy} ≥ ${threshold}; tried ${trail}]`;
        return winner.map((resolution) => ({ ...resolution, reason: `${resolution.reason} ${note}` }));
      }
      // (The first of the answers with the highest top score.)
      const best = answers.reduce<(typeof answers)[number] | undefined>(
        (found, answer) => (!found || answer.attempt.topScore > found.attempt.topScore ? answer : found),
        undefined,
      );
      if (fallback === "empty" || !best) return [];
      if (fallback === "fuse" && answers.length > 1) {
        const note = `[composite: no strategy reached ${threshold}, rankings fused (reciprocal rank); tried ${trail}]`;
        const limit = context.topK ?? Math.max(...answers.map((answer) => answer.resolutions.length));
        return fuseRankings(answers.map((answer) => answer.resolutions))
          .slice(0, limit)
          .map((resolution) => ({ ...resolution, reason: `${resolution.reason} ${note}` }));
      }
      const note = `[composite: no strategy reached ${threshold}, best was ${best.attempt.strategy}; tried ${trail}]`;
      return best.resolutions.map((resolution) => ({ ...resolution, reason: `${resolution.reason} ${note}` }));
    },
  };
}

/** Rank constant of reciprocal-rank fusion (Cormack et al. 2009): a tool at rank r adds 1 / (K + r). */
const RRF_K = 60;

/**
 * Tools of several rankings ordered by their summed reciprocal ranks (ties: the higher own score, then
 * the name). Each keeps the resolution with its highest score; scores are capped so that they never
 * rise down the list (callers read the first as the most likely).
 */
function fuseRankings(rankings: readonly Resolution[][]): Resolution[] {
  const fused = new Map<string, { resolution: Resolution; rrf: number }>();
  for (const ranking of rankings) {
    ranking.forEach((resolution, index) => {
      const seen = fused.get(resolution.tool);
      const rrf = 1 / (RRF_K + index + 1);
      if (!seen) fused.set(resolution.tool, { resolution, rrf });
      else {
        seen.rrf += rrf;
        if (resolution.score > seen.resolution.score) seen.resolution = resolution;
      }
    });
  }
  const ordered = [...fused.values()].sort(
    (a, b) =>
      b.rrf - a.rrf || b.resolution.score - a.resolution.score || (a.resolution.tool < b.resolution.tool ? -1 : a.resolution.tool > b.resolution.tool ? 1 : 0),
  );
  let ceiling = Number.POSITIVE_INFINITY;
  return ordered.map(({ resolution }) => {
    ceiling = Math.min(ceiling, resolution.score);
    return { ...resolution, score: ceiling };
  });
}
