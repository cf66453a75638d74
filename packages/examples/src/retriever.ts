import type { Plan, ToolCatalog } from "@modular-planner/core";
import type { ExampleRetriever, PlanExample } from "@modular-planner/planner";
import { createBm25Index, type Bm25Options } from "@modular-planner/retrieval";

export interface ExampleRetrieverOptions {
  examples: readonly Plan[];
  /** Examples naming a tool the catalog lacks are dropped (and listed in `dropped`). Without a catalog all are kept. */
  catalog?: ToolCatalog;
  bm25?: Bm25Options;
}

export interface DroppedExample {
  id: string;
  /** The tools it names that the catalog does not have. */
  unavailable: string[];
}

export interface PlanExampleRetriever extends ExampleRetriever {
  /** Examples kept (every tool available). */
  readonly examples: readonly Plan[];
  readonly dropped: readonly DroppedExample[];
  search(goal: string, k?: number): PlanExample[];
}

/** The text an example is indexed by: its goal and its steps' descriptions. */
export function exampleText(plan: Plan): string {
  return [plan.goal, ...plan.steps.map((step) => step.description)].join("\n");
}

/**
 * BM25 over example plans (goal + step descriptions), for the top examples of the LLM planner's
 * prompt. Examples naming tools outside the catalog are dropped first: an example the planner
 * cannot follow would only mislead the model.
 */
export function createExampleRetriever(options: ExampleRetrieverOptions): PlanExampleRetriever {
  const kept: Plan[] = [];
  const dropped: DroppedExample[] = [];
  for (const plan of options.examples) {
    const unavailable = options.catalog ? [...new Set(plan.steps.map((step) => step.tool).filter((tool) => !options.catalog!.has(tool)))] : [];
    if (unavailable.length > 0) dropped.push({ id: plan.id, unavailable });
    else kept.push(plan);
  }
  const index = createBm25Index(kept.map(exampleText), options.bm25);
  return {
    examples: kept,
    dropped,
    search(goal, k = 3) {
      return index.search(goal, k).map((hit) => {
        const plan = kept[hit.index]!;
        return { id: plan.id, goal: plan.goal, plan, score: Number(hit.score.toFixed(4)) };
      });
    },
  };
}
