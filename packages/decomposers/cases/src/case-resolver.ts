import { SPECIFICATION_VERSION, type Resolver } from "@modular-planner/core";

export interface CaseResolverOptions {
  /** Resolves every intent whose capability does not name a catalog tool, and ranks the alternatives. */
  resolver: Resolver;
  /** Score of the named tool (default 1); the other candidates are scaled below `scale` (default 0.8) so they never tie with it. */
  scale?: number;
  /** Strategy id (default `cases-resolver`). */
  id?: string;
}

/**
 * Keeps the tool the cases decomposer chose: an intent whose `capability` is the exact name of a
 * catalog tool resolves to that tool first (score 1), with the wrapped resolver's other candidates
 * after it (scaled down) as alternatives. Any other intent goes to the wrapped resolver unchanged.
 * The chain was already chosen with the library's transition priors (Viterbi) when it was decomposed.
 */
export function createCaseResolver(options: CaseResolverOptions): Resolver {
  const scale = options.scale ?? 0.8;
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "cases-resolver",
    async resolve(intent, context) {
      const named = intent.capability ? context.catalog.get(intent.capability) : undefined;
      if (!named) return options.resolver.resolve(intent, context);
      const others = await options.resolver.resolve({ ...intent, capability: null }, context);
      const first = others.find((resolution) => resolution.tool === named.name);
      const rest = others.filter((resolution) => resolution.tool !== named.name).map((resolution) => ({ ...resolution, score: resolution.score * scale }));
      const pinned = {
        intentId: intent.id,
        tool: named.name,
        score: 1,
        reason: `chosen from similar solved requests (plan library)${first ? `; ${first.reason}` : ""}`,
        strategy: this.id,
        params: first?.params ?? {},
      };
      return [pinned, ...rest].slice(0, context.topK ?? Number.POSITIVE_INFINITY);
    },
  };
}
