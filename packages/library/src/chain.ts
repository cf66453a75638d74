import type { PlanLibrary } from "@modular-planner/core";

export interface ScoredTool {
  tool: string;
  /** Retrieval score (any positive scale; normalised per step). */
  score: number;
}

export interface ChainOptions {
  /** Weight of the log transition prior against the log retrieval score. Default 0.25 (chosen on an inner split of UltraTool's training part). */
  priorWeight?: number;
}

/**
 * The most likely tool chain over the steps (Viterbi): each step's retrieval scores, normalised to
 * its best, combined in log space with P(tool | previous tool) from the library. A step without
 * candidates is skipped. Consecutive repeats of one tool are allowed (the library decides).
 */
export function bestChain(steps: readonly (readonly ScoredTool[])[], library: PlanLibrary, options: ChainOptions = {}): string[] {
  const weight = options.priorWeight ?? 0.25;
  const layers = steps.filter((candidates) => candidates.length > 0);
  if (layers.length === 0) return [];
  const local = (candidates: readonly ScoredTool[]) => {
    const best = Math.max(...candidates.map((candidate) => candidate.score), Number.MIN_VALUE);
    return candidates.map((candidate) => Math.log(Math.max(candidate.score / best, 1e-6)));
  };
  let scores = layers[0]!.map((candidate, index) => local(layers[0]!)[index]! + weight * Math.log(library.transition(null, candidate.tool)));
  const back: number[][] = [];
  for (let layer = 1; layer < layers.length; layer++) {
    const previous = layers[layer - 1]!;
    const current = layers[layer]!;
    const own = local(current);
    const next: number[] = [];
    const pointers: number[] = [];
    current.forEach((candidate, index) => {
      let best = -Infinity;
      let pointer = 0;
      previous.forEach((before, from) => {
        const value = scores[from]! + weight * Math.log(library.transition(before.tool, candidate.tool));
        if (value > best) [best, pointer] = [value, from];
      });
      next.push(best + own[index]!);
      pointers.push(pointer);
    });
    back.push(pointers);
    scores = next;
  }
  let position = scores.indexOf(Math.max(...scores));
  const chain = [layers[layers.length - 1]![position]!.tool];
  for (let layer = layers.length - 1; layer > 0; layer--) {
    position = back[layer - 1]![position]!;
    chain.unshift(layers[layer - 1]![position]!.tool);
  }
  return chain;
}

/** Links of a chain along learned edges: consecutive tools are linked unless the library says they rarely are. */
export function chainLinks(chain: readonly string[], library: PlanLibrary): [string, string][] {
  const links: [string, string][] = [];
  for (let index = 1; index < chain.length; index++) {
    const [from, to] = [chain[index - 1]!, chain[index]!];
    if (library.linkRate(from, to) >= 0.5) links.push([from, to]);
  }
  return links;
}

/** A planner's chain stage (`@modular-planner/planner` option `chain`): the Viterbi over its steps' candidates and the learned edges. */
export interface ChainPrior {
  choose(layers: readonly (readonly ScoredTool[])[]): string[];
  linked(from: string, to: string): boolean;
  /** The library has a passed chain using the tool. */
  knows(tool: string): boolean;
}

/**
 * `bestChain` and `chainLinks` over one library, in the shape the planner's `chain` option takes. The
 * prior weighs less than in `bestChain` (default 0.1): a planner's candidates already carry the
 * library's evidence (chosen on an inner split of UltraTool's training part: step accuracy 0.569 at
 * 0.25, 0.571 at 0.1, with the library resolver and cases first).
 */
export function createChainPrior(library: PlanLibrary, options: ChainOptions = {}): ChainPrior {
  const settings = { priorWeight: options.priorWeight ?? 0.1 };
  return {
    choose: (layers) => bestChain(layers, library, settings),
    linked: (from, to) => library.linkRate(from, to) >= 0.5,
    knows: (tool) => library.toolCount(tool) > 0,
  };
}
