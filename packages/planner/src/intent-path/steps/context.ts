import type { IntentGraph, PlanStep, ToolCatalog } from "@modular-planner/core";
import type { CheckedValue } from "../../llm-values.js";
import type { ModularPlannerOptions, TraceEntry } from "../../types.js";

/** The state of one pass building plan steps from the graph's leaves, shared by its helpers. */
export interface StepBuild {
  graph: IntentGraph;
  readonly catalog: ToolCatalog;
  readonly options: ModularPlannerOptions;
  readonly trace: TraceEntry[];
  readonly llmValues: ReadonlyMap<string, CheckedValue[]>;
  readonly steps: PlanStep[];
  /** Step id → the leaf it serves (verification failures are reported on the leaf). */
  readonly owner: Map<string, string>;
  /** Leaf id → its step (dependencies between leaves become dependencies between steps). */
  readonly stepOfLeaf: Map<string, string>;
  readonly graphContext: { graphId?: string };
  /** The last step built: where a transform folds, and the default input source. */
  previous: string | undefined;
}

export function createStepBuild(
  graph: IntentGraph,
  options: ModularPlannerOptions,
  trace: TraceEntry[],
  llmValues: ReadonlyMap<string, CheckedValue[]>,
): StepBuild {
  return {
    graph,
    catalog: options.catalog,
    options,
    trace,
    llmValues,
    steps: [],
    owner: new Map(),
    stepOfLeaf: new Map(),
    graphContext: options.store ? { graphId: graph.id } : {},
    previous: undefined,
  };
}

/** A step id from `base` (safe characters), numbered when taken. */
export function uniqueId(build: StepBuild, base: string): string {
  let id = base.replace(/[^A-Za-z0-9_.:-]/g, "_");
  for (let n = 2; build.steps.some((step) => step.id === id); n++) id = `${base}_${n}`;
  return id;
}
