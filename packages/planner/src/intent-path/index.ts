import type { PlanResult } from "../types.js";
import { applyAnswer } from "./answer.js";
import { answerAlwaysSettings, linkConsecutiveSteps, planFromRetrieval, unsureReason, wouldAsk } from "./answer-always.js";
import { decomposeRoot, narrowForDecomposer } from "./decompose.js";
import { chooseChain } from "./chain.js";
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
 * root → resolve the leaves (fold transforms, refine coarse intents within the depth budget) → choose
 * the chain's tools together (`chain`) → ask
 * the first open question → LLM values → steps (ask-user steps for unstated required values) → verify.
 * With `answerAlways` (not on resume), an unsure decomposition or a question is answered by the top-k
 * tools of one retrieval over the request instead, and a plan it keeps has its tool steps linked in
 * order where they state no link (`linkSteps`; see answer-always.ts).
 */
export async function planFromIntents(options: IntentPathOptions): Promise<PlanResult> {
  const settings = intentPathSettings(options.planner);
  const floor = options.resume ? undefined : answerAlwaysSettings(options.planner);
  const run = await startRun(options, settings);
  try {
    await narrowForDecomposer(run);
    if (options.resume?.answer !== undefined) run.graph = applyAnswer(run.graph, options.resume.answer, options.trace, settings.catalog);
    await decomposeRoot(run);
    await resolveLeaves(run);
    chooseChain(run);
    const unsure = floor && unsureReason(run, floor);
    if (floor && unsure) {
      // When even the fallback plan fails, the planner's own path goes on (and may ask).
      const answered = await planFromRetrieval(run, floor, unsure).catch((error: unknown) => {
        if (wouldAsk(error)) return undefined;
        throw error;
      });
      if (answered) return answered;
    }
    await askFirstQuestion(run);
    await readValuesWithLlm(run);
    const built = await buildPlanSteps(run);
    if (floor?.linkSteps) {
      const added = linkConsecutiveSteps(built);
      if (added.length)
        options.trace.push({
          stage: "answer-always-links",
          durationMs: 0,
          decision: added.join(", "),
          reason: "answer-always: tool steps with no stated dependency on an earlier tool step follow the one before them",
        });
    }
    return await verifyAndFinish(run, built);
  } catch (error) {
    if (!floor || !wouldAsk(error)) throw error;
    // The fallback's own failure is not more useful than the question it replaces: the original error stands.
    const answered = await planFromRetrieval(run, floor, `the planner would ask: ${error.message}`).catch(() => undefined);
    if (answered) return answered;
    throw error;
  }
}
