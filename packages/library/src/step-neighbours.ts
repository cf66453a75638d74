import type { PlanLibrary } from "@modular-planner/core";
import { createBm25Index } from "@modular-planner/retrieval";
import type { ScoredTool } from "./chain.js";

export interface StepNeighbourOptions {
  /** Most similar solved steps that vote. Default 10 (chosen on an inner split of UltraTool's training part). */
  neighbours?: number;
  /** Names of the catalog's tools: steps served by a tool outside it do not vote (they were solved over another catalog). */
  catalog?: ReadonlySet<string> | undefined;
}

/**
 * Tools voted by the most similar solved *steps* of the library (BM25 over every passed entry's step
 * texts, each labelled with the tool that served it), weighted by similarity; best first. Unlike the
 * usage-aware tool documents (capped per tool), every step counts, so a popular tool's many phrasings
 * are all found. Built from the library's entries when called; create it again after adding entries.
 */
export function createStepNeighbours(library: PlanLibrary, options: StepNeighbourOptions = {}): (step: string) => ScoredTool[] {
  const neighbours = options.neighbours ?? 10;
  const texts: string[] = [];
  const tools: string[] = [];
  for (const entry of library.entries()) {
    if (entry.outcome !== "passed" || entry.steps.length !== entry.tools.length) continue;
    entry.steps.forEach((step, position) => {
      if (options.catalog && !options.catalog.has(entry.tools[position]!)) return;
      texts.push(step);
      tools.push(entry.tools[position]!);
    });
  }
  const index = createBm25Index(texts);
  return (step) => {
    const votes = new Map<string, number>();
    for (const hit of index.search(step, neighbours)) votes.set(tools[hit.index]!, (votes.get(tools[hit.index]!) ?? 0) + hit.score);
    return [...votes].map(([tool, score]) => ({ tool, score })).sort((a, b) => b.score - a.score || (a.tool < b.tool ? -1 : 1));
  };
}

export interface StepEvidenceOptions {
  /** Weight of the neighbours' votes against the retrieval scores (both normalised to their best). Default 1. */
  voteWeight?: number;
  /** Candidates kept. Default 5. */
  k?: number;
}

/**
 * One step's candidates from two kinds of evidence: retrieval over tool documents and the votes of
 * similar solved steps, each normalised to its best and summed (votes × `voteWeight`); best first.
 * The layers `bestChain` takes.
 */
export function combineStepEvidence(retrieved: readonly ScoredTool[], votes: readonly ScoredTool[], options: StepEvidenceOptions = {}): ScoredTool[] {
  const weight = options.voteWeight ?? 1;
  const combined = new Map<string, number>();
  const bestRetrieved = Math.max(...retrieved.map((item) => item.score), Number.MIN_VALUE);
  const bestVote = Math.max(...votes.map((item) => item.score), Number.MIN_VALUE);
  for (const item of retrieved) combined.set(item.tool, item.score / bestRetrieved);
  if (weight > 0) for (const item of votes) combined.set(item.tool, (combined.get(item.tool) ?? 0) + (weight * item.score) / bestVote);
  return [...combined]
    .map(([tool, score]) => ({ tool, score }))
    .sort((a, b) => b.score - a.score || (a.tool < b.tool ? -1 : 1))
    .slice(0, options.k ?? 5);
}
