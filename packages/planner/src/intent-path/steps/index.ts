import type { IntentGraph, PlanStep } from "@modular-planner/core";
import { leafDependencies, leaves } from "@modular-planner/intent-graph";
import type { ClarificationNeededError } from "../../errors.js";
import type { CheckedValue } from "../../llm-values.js";
import type { ModularPlannerOptions, TraceEntry } from "../../types.js";
import { nodeState } from "../state.js";
import { createStepBuild } from "./context.js";
import { askUserStep, toolStep, transformStep } from "./leaf-steps.js";

export interface BuiltSteps {
  steps: PlanStep[];
  graph: IntentGraph;
  /** Step id → the leaf it serves. */
  owner: Map<string, string>;
  /** A question that must be answered before the plan can be built (values, or a transform no tool can do). */
  stop?: ClarificationNeededError;
}

/**
 * Plan steps from the graph's leaves, in order; transforms fold into the preceding call or become
 * data-toolset steps. Input parameters are wired to the step producing their artifact; values the
 * intent states are read from its text; the rest are asked (ask-user steps, or a question now when the
 * tool takes an artifact the verifier would not let an ask-user value feed).
 */
export function buildSteps(
  graph: IntentGraph,
  options: ModularPlannerOptions,
  trace: TraceEntry[],
  llmValues: ReadonlyMap<string, CheckedValue[]> = new Map(),
): BuiltSteps {
  const build = createStepBuild(graph, options, trace, llmValues);
  for (const leaf of leaves(build.graph)) {
    if (!leaf.intent || leaf.status === "dropped") continue;
    const dependencies = leafDependencies(build.graph, leaf.id)
      .map((id) => build.stepOfLeaf.get(id))
      .filter((id): id is string => Boolean(id));
    const place = { dependencies, source: dependencies.at(-1) ?? build.previous, satisfies: [`intent:${leaf.id}`] };
    const state = nodeState(leaf, build.graph.id);
    const stop =
      state.transform && state.askUser !== true
        ? transformStep(build, leaf, state.transform, place)
        : state.askUser === true
          ? askUserStep(build, leaf, state, place)
          : toolStep(build, leaf, state, place);
    if (stop) return { steps: build.steps, graph: build.graph, owner: build.owner, stop };
  }
  return { steps: build.steps, graph: build.graph, owner: build.owner };
}
