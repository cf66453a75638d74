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
   * When no strategy is confident: `best` returns the answer with the highest top score (its scores
   * stay below the threshold, so callers can tell), `empty` returns []. Default `best`.
   */
  fallback?: "best" | "empty";
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
  const fallback = options.fallback ?? "best";
  const history = new Map<string, CompositeAttempt[]>();

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `composite(${options.strategies.map((strategy) => strategy.id).join(",")})`,
    attempts: (intentId) => [...(history.get(intentId) ?? [])],
    async resolve(intent, context) {
      const attempts: CompositeAttempt[] = [];
      let best: { resolutions: Resolution[]; attempt: CompositeAttempt } | undefined;
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
        if (top && (!best || top.score > best.attempt.topScore)) best = { resolutions, attempt };
      }
      history.set(intent.id, attempts);
      if (history.size > 1000) history.delete(history.keys().next().value!);
      const trail = attempts.map(describeAttempt).join("; ");
      if (winner) {
        const note = `[composite: ${attempts.at(-1)!.strategy} ≥ ${threshold}; tried ${trail}]`;
        return winner.map((resolution) => ({ ...resolution, reason: `${resolution.reason} ${note}` }));
      }
      if (fallback === "empty" || !best) return [];
      const note = `[composite: no strategy reached ${threshold}, best was ${best.attempt.strategy}; tried ${trail}]`;
      return best.resolutions.map((resolution) => ({ ...resolution, reason: `${resolution.reason} ${note}` }));
    },
  };
}
