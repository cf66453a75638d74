import { GoalSchema, type SubIntent, type SubIntentInput } from "@modular-planner/core";
import { addUsage } from "@modular-planner/kit";
import { addSubIntents, childrenOf, getNode } from "@modular-planner/intent-graph";
import { narrowTools } from "@modular-planner/retrieval";
import { ClarificationNeededError } from "../errors.js";
import { partsToIntents, splitClauses } from "../refine.js";
import type { IntentPathRun } from "./run.js";
import { stateData, withNodeState } from "./state.js";

/** Stage 2: narrow the catalog with the goal text; grounded decomposers see only these tools. */
export async function narrowForDecomposer(run: IntentPathRun): Promise<void> {
  const { planner, toolIndex, timed } = run.options;
  const narrowing = planner.narrowing;
  if (narrowing === false || !toolIndex) return;
  const catalog = run.settings.catalog;
  run.tools = await timed(
    "narrow",
    async () =>
      narrowTools({
        index: await toolIndex(),
        queries: [run.graph.goal.text],
        safetyTools: (narrowing?.safetyTools || ["ask_user"]).filter((name) => catalog.get(name)),
        cap: narrowing?.cap || 10,
      }),
    (value) => [value.map((tool) => tool.tool.name).join(", "), `${value.length} tools for the decomposer`],
  );
}

const decomposeContext = (run: IntentPathRun) => ({
  ...(run.tools.length ? { tools: run.tools.map((tool) => tool.tool) } : {}),
  ...(run.options.signal ? { signal: run.options.signal } : {}),
});

/**
 * Stage 4: decompose the root, once (a resumed graph keeps its decomposition). When the decomposer
 * abstains, the goal becomes one intent for the granularity check to refine, or (refinement off) a question.
 */
export async function decomposeRoot(run: IntentPathRun): Promise<void> {
  const { decomposer, refinement } = run.settings;
  const root = getNode(run.graph, run.graph.rootId)!;
  if (!(root.status === "pending" || (root.status === "needs-clarification" && childrenOf(run.graph, root.id).length === 0))) return;
  const stated = { ...run.graph.goal, text: root.text || run.graph.goal.text };
  const decomposition = await run.options.timed(
    "decompose",
    () => decomposer.decompose(stated, decomposeContext(run)),
    (value) => [value.intents.map((intent) => intent.text).join(" | "), `${decomposer.id}; confidence ${value.confidence}; ${value.rationale}`],
  );
  if (decomposition.usage) run.usage = addUsage(run.usage, decomposition.usage);
  let intents: SubIntentInput[] = decomposition.intents;
  if (intents.length === 0 || decomposition.confidence === 0) {
    if (!refinement) {
      run.graph = withNodeState(run.graph, root.id, "needs-clarification", { decomposer: decomposer.id, rationale: decomposition.rationale });
      await run.save();
      throw new ClarificationNeededError(
        decomposition.clarification ?? { question: `Could you split "${stated.text}" into simpler steps?`, options: [], reason: decomposition.rationale },
        { ...run.graphContext, nodeId: root.id },
      );
    }
    intents = [{ id: "i1", text: stated.text }];
    run.options.trace.push({
      stage: "refine:root",
      durationMs: 0,
      decision: "the goal as one intent",
      reason: `${decomposer.id} abstained (${decomposition.rationale}); the granularity check refines the goal instead`,
    });
  }
  run.graph = addSubIntents(run.graph, root.id, intents, {
    parentData: stateData({ decomposer: decomposer.id, confidence: decomposition.confidence, rationale: decomposition.rationale }),
  });
  await run.save();
}

/** Parts of a coarse intent: the decomposer's split of its text, else its clauses. */
export async function proposeParts(run: IntentPathRun, intent: SubIntent): Promise<{ intents: SubIntentInput[]; source: string }> {
  const { decomposer } = run.settings;
  const again = await decomposer.decompose(GoalSchema.parse({ id: `${run.graph.goal.id}:${intent.id}`, text: intent.text }), decomposeContext(run));
  if (again.usage) run.usage = addUsage(run.usage, again.usage);
  if (again.confidence > 0 && again.intents.length >= 2) return { intents: again.intents, source: decomposer.id };
  const clauses = splitClauses(intent.text);
  return { intents: clauses.length >= 2 ? partsToIntents(clauses) : [], source: "clauses" };
}
