import { SPECIFICATION_VERSION, type PlanLibrary, type Resolution, type Resolver } from "@modular-planner/core";
import { combineStepEvidence, createStepNeighbours } from "@modular-planner/plan-library";
import type { ToolSearch } from "./cases.js";

export interface LibraryResolverOptions {
  library: PlanLibrary;
  /** Search over the catalog, usage-aware when the index carries the library's step texts. */
  search: ToolSearch;
  /** Gives the candidates' parameter mappings, and resolves an intent on which the search and the library have nothing. */
  resolver: Resolver;
  /** Names of the catalog's tools: only steps served by one of them vote. */
  catalog?: ReadonlySet<string> | undefined;
  /** Weight of the similar solved steps' votes against the search (both normalised to their best). Default 1 (`combineStepEvidence`'s). */
  voteWeight?: number;
  /** Similar solved steps that vote. Default 10 (`createStepNeighbours`'s). */
  neighbours?: number;
  /**
   * Weight added to the tool an intent's `capability` names (the cases decomposer's choice). Default 3
   * (chosen on an inner split of UltraTool's training part, cases first: planner step accuracy 0.536 at 1 with
   * the chain prior at 0.25, 0.571 at 3 with it at 0.1).
   */
  capabilityWeight?: number;
  /** Strategy id (default `library-resolver`). */
  id?: string;
}

/**
 * Resolves an intent with the plan library's evidence: the search's hits for its text plus the votes
 * of the library's most similar solved steps (`combineStepEvidence`), plus `capabilityWeight` for a
 * tool the intent already names. Scores are the combined evidence over its maximum (in [0, 1]). An
 * intent the library has no experience with (no votes, no named tool) is resolved by the wrapped
 * resolver alone. With the planner's `chain` option
 * (`createChainPrior(library)`) the steps' candidates are then chosen together along learned
 * transitions. The step neighbours are built on first use and again when the library's size changes.
 */
export function createLibraryResolver(options: LibraryResolverOptions): Resolver {
  const voteWeight = options.voteWeight ?? 1;
  const capabilityWeight = options.capabilityWeight ?? 3;
  let neighbours: { size: number; vote: (step: string) => { tool: string; score: number }[] } | undefined;
  const votesFor = (text: string) => {
    if (neighbours?.size !== options.library.size) {
      neighbours = {
        size: options.library.size,
        vote: createStepNeighbours(options.library, {
          catalog: options.catalog,
          ...(options.neighbours === undefined ? {} : { neighbours: options.neighbours }),
        }),
      };
    }
    return neighbours.vote(text);
  };
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "library-resolver",
    async resolve(intent, context) {
      const k = context.topK ?? 5;
      const hits = (await options.search(intent.text, 10)).filter((hit) => context.catalog.get(hit.tool));
      const votes = voteWeight > 0 ? votesFor(intent.text).filter((vote) => context.catalog.get(vote.tool)) : [];
      const named = intent.capability ? context.catalog.get(intent.capability)?.name : undefined;
      // Without the library's experience (no similar solved step votes, no named tool), the search's hits,
      // normalised to their best, would say nothing about how well the best fits: the wrapped resolver's
      // own (absolute) scores answer, so the planner's thresholds (clarify, answer-always) keep working.
      if (votes.length === 0 && !named) return options.resolver.resolve(intent, context);
      const combined = combineStepEvidence(hits, votes, { voteWeight, k: Math.max(k, 10) });
      if (named && capabilityWeight > 0) {
        const present = combined.find((item) => item.tool === named);
        if (present) present.score += capabilityWeight;
        else combined.push({ tool: named, score: capabilityWeight });
        combined.sort((a, b) => b.score - a.score || (a.tool < b.tool ? -1 : 1));
      }
      const scale = 1 + voteWeight + (named ? capabilityWeight : 0);
      // The wrapped resolver maps each candidate's parameters (and adds its reason).
      const base = new Map((await options.resolver.resolve({ ...intent, capability: null }, context)).map((resolution) => [resolution.tool, resolution]));
      const voted = new Set(votes.map((vote) => vote.tool));
      return combined.slice(0, k).map((item): Resolution => {
        const why = [
          hits.some((hit) => hit.tool === item.tool) ? "usage-aware search" : "",
          voted.has(item.tool) ? "similar solved steps" : "",
          item.tool === named ? "chosen from similar solved requests" : "",
        ]
          .filter(Boolean)
          .join(" + ");
        return {
          intentId: intent.id,
          tool: item.tool,
          score: Math.min(1, item.score / scale),
          reason: `plan library: ${why}${base.get(item.tool) ? `; ${base.get(item.tool)!.reason}` : ""}`,
          strategy: this.id,
          params: base.get(item.tool)?.params ?? {},
        };
      });
    },
  };
}
