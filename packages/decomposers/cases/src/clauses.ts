import { combineStepEvidence, type ScoredTool } from "@modular-planner/plan-library";
import type { ToolSearch } from "./cases.js";

/**
 * The request cut at punctuation and at "and" / "then" into clauses of two words or more: a rough,
 * over-split segmentation (it does not try to find the steps, only where in the request each tool's
 * evidence lies).
 */
export function requestClauses(text: string): string[] {
  return text
    .split(/(?:[,.;:!?]|\band\b|\bthen\b)+/i)
    .map((clause) => clause.trim())
    .filter((clause) => clause.split(/\s+/).length >= 2);
}

/**
 * Each clause's evidence per tool, in [0, 1]: its search hits and the votes of similar solved steps
 * (`combineStepEvidence`: each normalised to the clause's best, averaged).
 */
export async function clauseEvidence(
  clauses: readonly string[],
  search: ToolSearch | undefined,
  stepVotes: ((step: string) => readonly ScoredTool[]) | undefined,
): Promise<Map<string, number>[]> {
  const sources = (search ? 1 : 0) + (stepVotes ? 1 : 0);
  return Promise.all(
    clauses.map(async (clause) => {
      const combined = combineStepEvidence(search ? await search(clause, 20) : [], stepVotes ? stepVotes(clause) : [], { k: 50 });
      return new Map(combined.map((item) => [item.tool, item.score / Math.max(sources, 1)]));
    }),
  );
}

/**
 * Orders a chain by where in the request each tool's evidence is strongest (the first clause with its
 * highest score), and says which clause that is; a tool with no clause evidence keeps its place
 * relative to the others (clause undefined).
 */
export function orderByClauses(chain: readonly string[], evidence: readonly Map<string, number>[]): { tool: string; clause: number | undefined }[] {
  const placed = chain.map((tool, position) => {
    let best = 0;
    let clause: number | undefined;
    evidence.forEach((scores, index) => {
      const value = scores.get(tool) ?? 0;
      if (value > best) [best, clause] = [value, index];
    });
    return { tool, clause, at: clause ?? (position / Math.max(chain.length, 1)) * evidence.length, position };
  });
  if (evidence.length < 2) return placed.map(({ tool, clause }) => ({ tool, clause }));
  return placed.sort((a, b) => a.at - b.at || a.position - b.position).map(({ tool, clause }) => ({ tool, clause }));
}
