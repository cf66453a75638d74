import type { PlanResult } from "../types.js";
import { applyAnswer } from "./answer.js";
import { decomposeRoot, narrowForDecomposer } from "./decompose.js";
import { buildPlanSteps, verifyAndFinish } from "./finish.js";
import { askFirstQuestion, resolveLeaves } from "./resolve.js";
import { intentPathSettings, startRun, type IntentPathOptions } from "./run.js";
import { readValuesWithLlm } from "./values.js";

export type { IntentPathOptions, IntentPathRun, IntentPathSettings } from "./run.js";
export { IntentNodeStateSchema, checkGraphState, nodeState, type IntentNodeState, type IntentNodeStatePatch } from "./state.js";

/**
 * Goals without a dataset (tool catalogs such as MCP servers), as a pipeline of stages sharing one
 * run state. The IntentGraph is built as it goes and saved (when the planner has a store) after every
 * decomposition and resolution: settings → start (new graph, or the stored one checked against the
 * state schema) → narrow the tools for the decomposer → apply the answer (resume) → decompose the
 * root → resolve the leaves (fold transforms, refine coarse intents within the depth budget) → ask
 * the first open question → LLM values → steps (ask-user steps for unstated required values) → verify.
 */
export async function planFromIntents(options: IntentPathOptions): Promise<PlanResult> {
  const settings = intentPathSettings(options.planner);
  const run = await startRun(options, settings);
  await narrowForDecomposer(run);
  if (options.resume?.answer !== undefined) run.graph = applyAnswer(run.graph, options.resume.answer, options.trace, settings.catalog);
  await decomposeRoot(run);
  await resolveLeaves(run);
  await askFirstQuestion(run);
  await readValuesWithLlm(run);
  return verifyAndFinish(run, await buildPlanSteps(run));
}
