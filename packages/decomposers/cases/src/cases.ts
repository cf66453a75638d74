import { CancelledError, SPECIFICATION_VERSION, type Decomposer, type PlanLibrary, type SubIntent } from "@modular-planner/core";
import { bestChain, chainLinks, createStepNeighbours, type ScoredTool } from "@modular-planner/plan-library";
import { clauseEvidence, orderByClauses, requestClauses } from "./clauses.js";

/** Searches the tool catalog (e.g. a usage-aware tool index): best first. */
export type ToolSearch = (text: string, k: number) => Promise<readonly ScoredTool[]> | readonly ScoredTool[];

export interface CasePlanOptions {
  library: PlanLibrary;
  /** Tool search over the catalog the plan must use (substitution and the request's own evidence). */
  search: ToolSearch;
  /** Names of the catalog's tools; a case tool outside it is substituted. Absent: no substitution. */
  catalog?: ReadonlySet<string> | undefined;
  /** Similar solved requests consulted. Default 8. */
  neighbours?: number;
  /** Weight of the request's own retrieval against the neighbours' votes. Default 0.5. */
  retrievalWeight?: number;
  /** Weight of the transition prior in the chain (Viterbi). Default: `bestChain`'s (0.25). */
  priorWeight?: number;
  /**
   * Abstain unless at least one of the request's top-3 retrieved tools was used by a library
   * chain: with none, the library has no experience with what is asked. Default true.
   */
  requireKnownTools?: boolean;
  /**
   * The request's own clauses as evidence (`requestClauses`): each clause's search hits plus
   * `stepVotes`, and each tool scored by its best clause, times `clauseWeight`. Default 0.25 (chosen
   * on an inner split of UltraTool's training part: step accuracy 0.548 at 0, 0.570 at 0.25, 0.564 at
   * 0.5, with `orderByClauses`); 0 turns it off.
   */
  clauseWeight?: number;
  /** Votes of the library's most similar solved steps for a text (`createStepNeighbours(library)`), used on the clauses. */
  stepVotes?: ((step: string) => readonly ScoredTool[]) | undefined;
  /** Order the chosen tools by the clause of the request where each one's evidence is strongest (`orderByClauses`). Default true (chosen with `clauseWeight`). */
  orderByClauses?: boolean;
}

export interface CasePlan {
  /** Tools in call order. */
  tools: string[];
  links: [string, string][];
  /** Step texts aligned with `tools`. */
  steps: string[];
  /** In [0, 1]: how well the nearest case matches the request (the share of the request's IDF mass it covers). */
  confidence: number;
  /** The nearest case's id, and what was substituted or dropped. */
  rationale: string;
}

/**
 * Case-based planning. Tools are scored by the neighbours' similarity-weighted votes (scaled by how
 * well the nearest case covers the request) plus the request's own retrieval hits; case tools the
 * catalog lacks are substituted by searching their step text; the chain length is the neighbours'
 * weighted vote; the order is the Viterbi path over the neighbours' positions and the library's
 * transition priors, then where in the request's clauses each tool's evidence is strongest
 * (`orderByClauses`); links follow learned edges. Returns undefined (abstains) when the library has
 * no similar request, when most of the nearest case's tools are not in the catalog (it was solved
 * over another catalog), or when no tool among the request's top-3 retrieval hits was ever used in
 * the library (nothing in its experience matches what is asked).
 */
export async function planFromCases(request: string, options: CasePlanOptions): Promise<CasePlan | undefined> {
  const matches = options.library.similar(request, options.neighbours ?? 8);
  if (matches.length === 0) return undefined;
  // A case whose tools are mostly absent from this catalog was solved over another catalog: not applicable.
  const nearest = matches[0]!.entry.tools;
  if (options.catalog && nearest.filter((tool) => options.catalog!.has(tool)).length * 2 < nearest.length) return undefined;
  const top = matches[0]!.score;
  // The neighbours' votes count as much as the nearest case matches the request (its BM25 coverage).
  const caseWeight = matches[0]!.coverage;
  const retrievalWeight = options.retrievalWeight ?? 0.5;
  const notes: string[] = [];

  // Tool evidence from the neighbours (similarity-weighted, substituted into the catalog) and the request itself.
  const votes = new Map<string, number>();
  const stepTextOf = new Map<string, string>();
  const lengths = new Map<number, number>();
  for (const { entry, score } of matches) {
    const weight = score / top;
    lengths.set(entry.tools.length, (lengths.get(entry.tools.length) ?? 0) + weight);
    for (const [position, tool] of entry.tools.entries()) {
      const step = entry.steps.length === entry.tools.length ? entry.steps[position]! : entry.request;
      let name = tool;
      if (options.catalog && !options.catalog.has(tool)) {
        const substitute = (await options.search(step, 1))[0]?.tool;
        if (!substitute) continue;
        if (entry === matches[0]!.entry) notes.push(`${tool} → ${substitute}`);
        name = substitute;
      }
      votes.set(name, (votes.get(name) ?? 0) + weight);
      if (!stepTextOf.has(name)) stepTextOf.set(name, step);
    }
  }
  const hits = await options.search(request, 10);
  if ((options.requireKnownTools ?? true) && !hits.slice(0, 3).some((hit) => options.library.toolCount(hit.tool) > 0)) return undefined;
  const bestHit = hits[0]?.score ?? 1;
  const evidence = new Map<string, number>();
  const voteTotal = matches.reduce((sum, match) => sum + match.score / top, 0);
  for (const [tool, vote] of votes) evidence.set(tool, (caseWeight * vote) / voteTotal);
  for (const hit of hits) evidence.set(hit.tool, (evidence.get(hit.tool) ?? 0) + (retrievalWeight * hit.score) / bestHit);

  const clauseWeight = options.clauseWeight ?? 0.25;
  const ordered = options.orderByClauses ?? true;
  const clauseTexts = clauseWeight > 0 || ordered ? requestClauses(request) : [];
  const clauses = await clauseEvidence(clauseTexts, options.search, options.stepVotes);
  if (clauseWeight > 0) {
    const best = new Map<string, number>();
    for (const scores of clauses) for (const [tool, value] of scores) best.set(tool, Math.max(best.get(tool) ?? 0, value));
    for (const [tool, value] of best) evidence.set(tool, (evidence.get(tool) ?? 0) + clauseWeight * value);
  }

  const length = [...lengths.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const chosen = [...evidence.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, length);
  const dropped = matches[0]!.entry.tools.filter((tool) => (options.catalog?.has(tool) ?? true) && !chosen.some(([name]) => name === tool));
  if (dropped.length) notes.push(`dropped ${dropped.join(", ")}`);
  // Order: each position may take any chosen tool; the neighbours' positions and the priors decide.
  const positionVotes = (tool: string, position: number) =>
    matches.reduce((sum, { entry, score }) => sum + (entry.tools[position] === tool ? score / top : 0), 0);
  const layers: ScoredTool[][] = chosen.map((_, position) =>
    chosen.map(([tool, value]) => ({ tool, score: value * 0.1 + positionVotes(tool, position) + 1e-3 })),
  );
  const viterbi = orderWithoutRepeats(layers, options);
  const placed = ordered ? orderByClauses(viterbi, clauses) : viterbi.map((tool) => ({ tool, clause: undefined }));
  const tools = placed.map(({ tool }) => tool);
  // A step reads the request's own clause when that clause is its tool's alone (its values are this
  // request's, not the case's); a request of one clause, or a clause two tools share, keeps the case's step texts.
  const ownClause = (clause: number) => ordered && clauseTexts.length > 1 && placed.filter((item) => item.clause === clause).length === 1;
  return {
    tools,
    links: chainLinks(tools, options.library),
    steps: placed.map(({ tool, clause }) => (clause !== undefined && ownClause(clause) ? clauseTexts[clause]! : (stepTextOf.get(tool) ?? request))),
    confidence: matches[0]!.coverage,
    rationale: `nearest case ${matches[0]!.entry.id} (${matches[0]!.entry.tools.join(" → ")})${notes.length ? `; ${notes.join("; ")}` : ""}`,
  };
}

/** The Viterbi chain, then any repeated tool replaced by the best unused one (each chosen tool appears once). */
function orderWithoutRepeats(layers: ScoredTool[][], options: CasePlanOptions): string[] {
  const chain = bestChain(layers, options.library, options.priorWeight === undefined ? {} : { priorWeight: options.priorWeight });
  const used = new Set<string>();
  return chain.map((tool, position) => {
    if (!used.has(tool)) {
      used.add(tool);
      return tool;
    }
    const replacement = [...layers[position]!]
      .sort((a, b) => b.score - a.score)
      .find((candidate) => !used.has(candidate.tool) && !chain.slice(position + 1).includes(candidate.tool))!;
    used.add(replacement.tool);
    return replacement.tool;
  });
}

export interface CasesDecomposerOptions extends CasePlanOptions {
  /** Below this confidence the decomposer abstains (confidence 0). Default 0. */
  minConfidence?: number;
  /** Strategy id (default `cases`). */
  id?: string;
}

/**
 * A decomposer that plans from similar solved requests. Each sub-intent carries the step text of the
 * case and, as `capability`, the chosen tool's name (resolvers add it to their query); `dependsOn`
 * follows the learned links. With no similar case it abstains (confidence 0), never guesses.
 */
export function createCasesDecomposer(options: CasesDecomposerOptions): Decomposer {
  // The library's similar solved steps vote on the request's clauses: built on first use, again when the library grows.
  let neighbours: { size: number; vote: (step: string) => ScoredTool[] } | undefined;
  const stepVotes =
    options.stepVotes ??
    ((step: string) => {
      if (neighbours?.size !== options.library.size)
        neighbours = { size: options.library.size, vote: createStepNeighbours(options.library, { catalog: options.catalog }) };
      return neighbours.vote(step);
    });
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "cases",
    async decompose(goal, context) {
      if (context.signal?.aborted) throw new CancelledError("Decomposition was cancelled");
      const plan = await planFromCases(goal.text, { ...options, stepVotes });
      if (!plan || plan.tools.length === 0 || plan.confidence < (options.minConfidence ?? 0)) {
        return {
          intents: [],
          confidence: 0,
          rationale: `${options.id ?? "cases"}: no similar solved request in the library (${options.library.size} entries)`,
        };
      }
      const idOf = (position: number) => `i${position + 1}`;
      const intents: SubIntent[] = plan.tools.map((tool, position) => ({
        id: idOf(position),
        text: plan.steps[position]!,
        capability: tool,
        params: {},
        dependsOn: plan.links.filter(([, target]) => target === tool).map(([source]) => idOf(plan.tools.indexOf(source))),
        satisfies: [],
        askUser: false,
      }));
      return { intents, confidence: plan.confidence, rationale: `${options.id ?? "cases"}: ${plan.rationale}` };
    },
  };
}
