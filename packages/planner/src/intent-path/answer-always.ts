import type { PlanStep, Resolution, SubIntentInput } from "@modular-planner/core";
import { stepDependencies } from "@modular-planner/kit";
import { addSubIntents, childrenOf, createIntentGraph, leaves } from "@modular-planner/intent-graph";
import { ClarificationNeededError, PlanningError } from "../errors.js";
import type { AnswerAlwaysOptions } from "../intent-options.js";
import type { ModularPlannerOptions, PlanResult } from "../types.js";
import { buildPlanSteps, verifyAndFinish } from "./finish.js";
import type { BuiltSteps } from "./steps/index.js";
import { stateOf, type IntentPathRun } from "./run.js";
import { stateData, withNodeState } from "./state.js";
import { readValuesWithLlm } from "./values.js";

export interface AnswerAlwaysSettings {
  topK: number;
  minMeanScore: number;
  minStepScore: number;
  linkSteps: boolean;
}

/** Chosen on training data only by bench/library/tune-answer-always.ts (docs/benchmarks.md, "Answer always without a library"). */
export const DEFAULT_MIN_STEP_SCORE = 0.35;

/** The answer-always settings, or undefined when the planner may ask (the default). */
export function answerAlwaysSettings(options: ModularPlannerOptions): AnswerAlwaysSettings | undefined {
  if (!options.answerAlways) return undefined;
  const given: AnswerAlwaysOptions = options.answerAlways === true ? {} : options.answerAlways;
  return {
    topK: Math.max(1, given.topK ?? 2),
    minMeanScore: given.minMeanScore ?? 0,
    minStepScore: given.minStepScore ?? DEFAULT_MIN_STEP_SCORE,
    linkSteps: given.linkSteps ?? true,
  };
}

/** Errors that mean "the planner would ask" (or could not verify its plan): answer-always answers instead. */
export const wouldAsk = (error: unknown): error is ClarificationNeededError | PlanningError =>
  error instanceof ClarificationNeededError || error instanceof PlanningError;

/** Clauses of two words or more between punctuation, "and" and "then": how many things a request asks for, roughly. */
export const clauseCount = (text: string) => text.split(/(?:[,.;:!?]|\band\b|\bthen\b)+/i).filter((clause) => clause.trim().split(/\s+/).length >= 2).length;

/**
 * Why the decomposition is unsure after resolution (undefined when it is not): a leaf waits on a
 * question, no leaf resolved to a tool, the plan has fewer tool steps than the fallback's `topK` for a
 * request of several clauses, or the best resolution score of the weakest tool leaf is below
 * `minStepScore` (or their mean below `minMeanScore`): a plan is only as good as its weakest step, and
 * when one intent matched the catalog weakly one retrieval over the whole request is the better bet.
 */
export function unsureReason(run: IntentPathRun, settings: AnswerAlwaysSettings): string | undefined {
  const open = leaves(run.graph).filter((leaf) => leaf.intent && leaf.status !== "dropped");
  const waiting = open.find((leaf) => leaf.status === "needs-clarification");
  if (waiting) return `${waiting.id} ("${waiting.text}") would need an answer`;
  const scores = open
    .map((leaf) => stateOf(run, leaf))
    .filter((state) => typeof state.tool === "string" && state.askUser !== true && !state.transform)
    .map((state) => (typeof state.score === "number" ? state.score : 0));
  if (scores.length === 0) return "no intent resolved to a tool";
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  if (mean < settings.minMeanScore) return `mean best resolution score ${mean.toFixed(3)} of ${scores.length} step(s) is below ${settings.minMeanScore}`;
  const weakest = Math.min(...scores);
  if (weakest < settings.minStepScore)
    return `the weakest of ${scores.length} step(s) resolved with best score ${weakest.toFixed(3)}, below ${settings.minStepScore}`;
  // A request of several clauses asks for several things: a plan of fewer tool steps than the fallback
  // chains answers at most part of it, where the fallback's top-k covers more of what was asked.
  const clauses = clauseCount(run.graph.goal.text);
  if (scores.length < settings.topK && clauses > 1)
    return `${scores.length} tool step(s) for a request of ${clauses} clauses, fewer than the ${settings.topK} of the fallback`;
  return undefined;
}

/**
 * The fallback plan: the top-k tools of one retrieval over the whole request (the planner's tool
 * index), chained; each tool is an intent of the root (the request's text, the tool pinned) so its step
 * cites `intent:<id>` and its values are read from the request as on the normal path. Returns undefined
 * when the planner has no tool index or the retrieval finds nothing.
 */
export async function planFromRetrieval(run: IntentPathRun, settings: AnswerAlwaysSettings, why: string): Promise<PlanResult | undefined> {
  const { toolIndex, trace } = run.options;
  if (!toolIndex) return undefined;
  const text = run.graph.goal.text;
  const hits = (await (await toolIndex()).search(text, { k: settings.topK })).filter((hit) => run.settings.catalog.get(hit.tool.name));
  if (hits.length === 0) return undefined;
  const intents: SubIntentInput[] = hits.map((hit, position) => ({
    id: `i${position + 1}`,
    text,
    capability: hit.tool.name,
    dependsOn: position > 0 ? [`i${position}`] : [],
  }));
  let graph = createIntentGraph(run.graph.goal, { id: run.graph.id });
  graph = addSubIntents(graph, graph.rootId, intents, {
    parentData: stateData({ decomposer: "answer-always", confidence: 0, rationale: `top-${settings.topK} of one retrieval over the request: ${why}` }),
  });
  const reason = `top-${settings.topK} of one retrieval over the request (answer-always: ${why})`;
  const resolved: IntentPathRun["resolved"] = new Map();
  childrenOf(graph, graph.rootId).forEach((child, position) => {
    const hit = hits[position]!;
    graph = withNodeState(graph, child.id, "resolved", { tool: hit.tool.name, score: hit.score, reason, params: {} });
    const resolution: Resolution = { intentId: child.id, tool: hit.tool.name, score: hit.score, reason, strategy: "answer-always", params: {} };
    resolved.set(child.id, { intent: child.intent!, resolutions: [resolution] });
  });
  // A run of its own: when this plan fails, the caller still has the original run as it was.
  const store = run.settings.store;
  const attempt: IntentPathRun = {
    ...run,
    graph,
    resolved,
    llmValues: new Map(),
    save: async () => {
      if (store) await store.saveGraph(attempt.graph);
    },
  };
  trace.push({ stage: "answer-always", durationMs: 0, decision: hits.map((hit) => hit.tool.name).join(" → "), reason });
  await readValuesWithLlm(attempt);
  return verifyAndFinish(attempt, await buildPlanSteps(attempt));
}

/**
 * Answer-always keeps the planner's own plan: a tool step that depends on no earlier tool step is
 * linked to the tool step before it, so the plan states the order in which it answers the request,
 * as the fallback chain does (steps that already depend on a tool step keep their links). Steps only
 * ever depend on earlier ones, so this adds no cycle. Returns the links added, as `from → to` step ids.
 */
export function linkConsecutiveSteps(built: BuiltSteps): string[] {
  const added: string[] = [];
  const tools = new Set<string>();
  let previous: PlanStep | undefined;
  built.steps = built.steps.map((step) => {
    if (step.kind !== "tool") return step;
    const linked = previous && !stepDependencies(step).some((id) => tools.has(id)) ? { ...step, dependsOn: [...step.dependsOn, previous.id] } : step;
    if (linked !== step) added.push(`${previous!.id} → ${step.id}`);
    tools.add(step.id);
    previous = linked;
    return linked;
  });
  return added;
}
