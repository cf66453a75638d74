import type { IntentNode, Resolution } from "@modular-planner/core";
import { leaves } from "@modular-planner/intent-graph";
import { stateOf, type IntentPathRun } from "./run.js";
import { withNodeState } from "./state.js";

/**
 * Stage 5b (with the `chain` option, not on resume): the tools of the plan's steps (two or more) chosen together.
 * Every leaf that resolved to a catalog tool, or waits on a choose-tool question, gives its candidates
 * (the resolutions of this run) as one layer; `chain.choose` (a Viterbi over a transition prior)
 * picks one tool per layer; a leaf whose pick differs from its own best takes it, and a choose-tool
 * question is answered by the pick when the prior `knows` that tool. The trace names every change.
 */
export function chooseChain(run: IntentPathRun): void {
  const prior = run.options.planner.chain;
  if (!prior || run.options.resume) return;
  const { catalog } = run.settings;
  const steps: { leaf: IntentNode; resolutions: Resolution[] }[] = [];
  for (const leaf of leaves(run.graph)) {
    const state = stateOf(run, leaf);
    const open = leaf.status === "needs-clarification" && state.question === "choose-tool";
    const resolved = leaf.status === "resolved" && typeof state.tool === "string" && state.askUser !== true && !state.transform;
    const resolutions = (run.resolved.get(leaf.id)?.resolutions ?? []).filter((resolution) => catalog.get(resolution.tool));
    if ((open || resolved) && resolutions.length > 0) steps.push({ leaf, resolutions });
  }
  // One step has no transition to weigh: the start prior alone would overrule the resolver.
  if (steps.length < 2) return;
  const chain = prior.choose(steps.map(({ resolutions }) => resolutions.map((resolution) => ({ tool: resolution.tool, score: resolution.score }))));
  const changes: string[] = [];
  steps.forEach(({ leaf, resolutions }, position) => {
    const pick = resolutions.find((resolution) => resolution.tool === chain[position]);
    if (!pick || (leaf.status === "resolved" && stateOf(run, leaf).tool === pick.tool)) return;
    // A question is answered only by a prior that has seen the tool it picks: a pick from no experience is a guess.
    if (leaf.status !== "resolved" && prior.knows?.(pick.tool) !== true) return;
    changes.push(`${leaf.id}: ${pick.tool}`);
    run.graph = withNodeState(run.graph, leaf.id, "resolved", {
      tool: pick.tool,
      score: pick.score,
      reason: `${pick.reason}; chosen with the steps before and after it (transition prior)`,
      params: pick.params,
      alternatives: resolutions
        .filter((resolution) => resolution !== pick)
        .slice(0, 2)
        .map((resolution) => ({ tool: resolution.tool, score: resolution.score })),
      question: null,
      clarification: null,
      candidates: null,
      answer: null,
    });
  });
  run.options.trace.push({
    stage: "chain",
    durationMs: 0,
    decision: changes.length ? changes.join(", ") : "kept",
    reason: `${steps.length} step(s) chosen together: ${chain.join(" → ")}`,
  });
}
