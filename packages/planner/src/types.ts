import type { PromptBuilder } from "@modular-planner/llm-shared";
import type {
  CapabilityMap,
  DatasetSchema,
  Decomposer,
  Embedder,
  GoalInput,
  IntentGraph,
  LlmClient,
  Plan,
  PlanTemplate,
  RequirementSet,
  Resolution,
  Resolver,
  SubIntent,
  ToolCatalog,
  Usage,
  VerificationReport,
  Verifier,
} from "@modular-planner/core";
import type { NarrowedTool } from "@modular-planner/retrieval";
import type { IntentPlanningOptions, ResumeInput } from "./intent-options.js";

/** Anything that turns a question into a requirement set (the deterministic or LLM extractor). */
export interface RequirementSource {
  readonly id: string;
  extract(
    question: string,
    dataset: DatasetSchema,
  ):
    | Promise<{ requirements: RequirementSet; confidence: number; unresolved: string[]; notes: string[] }>
    | { requirements: RequirementSet; confidence: number; unresolved: string[]; notes: string[] };
}

export interface ModularPlannerOptions extends IntentPlanningOptions {
  catalog: ToolCatalog;
  capabilityMap: CapabilityMap;
  templates: readonly PlanTemplate[];
  requirements: RequirementSource;
  verifiers: readonly Verifier[];
  /** For goals without a dataset (tool catalogs such as MCP servers): decomposition then resolution. */
  decomposer?: Decomposer;
  resolver?: Resolver;
  narrowing?: { cap?: number; safetyTools?: string[]; cacheDir?: string | false; embedder?: Embedder | null } | false;
  maxAdaptations?: number;
  /** Below this requirement-extraction confidence the planner asks instead of planning. Default 0.3. */
  minConfidence?: number;
  /** Below this resolution score an intent counts as having no fitting tool. Default 0.1 (resolver scores are absolute confidences). */
  minResolutionScore?: number;
  /**
   * LLM plan adaptation (adapt-plan prompt, JSON changes). Without it the rules adapt (offline).
   * Its token usage lands in `PlanResult.usage`.
   */
  llm?: LlmClient;
  /**
   * Who adapts a plan that fails verification. `rules-then-llm` (default with `llm`): the rules
   * first (cheap, deterministic), the LLM only in a round where no rule applies. `llm`: the LLM
   * every round. `rules` (the only choice without `llm`).
   */
  adaptation?: "rules" | "llm" | "rules-then-llm";
  /** Example plans; the top 3 for the goal go into the adapt-plan prompt (e.g. `createExampleRetriever` of `@modular-planner/examples`). */
  examples?: ExampleRetriever;
  /** Prompt files for the LLM steps (default: the shipped `templates/prompts`). */
  prompts?: PromptBuilder;
}

/**
 * What `createModularPlanner` takes: {@link ModularPlannerOptions} with everything but the tools
 * optional. `tools` (plain objects, validated with `ToolMetadataSchema`) or `catalog` is required.
 * Omitted: an empty capability map and templates, the deterministic requirement extractor, the
 * rules verifier; with `tools`, also the pattern decomposer and the catalog resolver.
 */
export type ModularPlannerSettings = Omit<ModularPlannerOptions, "catalog" | "capabilityMap" | "templates" | "requirements" | "verifiers"> &
  Partial<Pick<ModularPlannerOptions, "catalog" | "capabilityMap" | "templates" | "requirements" | "verifiers">> & {
    /** Plain tool objects (`{ name, description, params?, … }`), parsed with `ToolMetadataSchema`; instead of `catalog`. */
    tools?: readonly unknown[];
  };

/** An example plan returned by an {@link ExampleRetriever}. */
export interface PlanExample {
  id: string;
  goal: string;
  plan: Plan;
  score: number;
}

/** Finds example plans similar to a goal (best first). */
export interface ExampleRetriever {
  search(goal: string, k?: number): readonly PlanExample[] | Promise<readonly PlanExample[]>;
}

export interface TraceEntry {
  stage: string;
  durationMs: number;
  decision: string;
  reason: string;
}

export interface PlanResult {
  plan: Plan;
  requirements: RequirementSet | undefined;
  template: string | undefined;
  intents: { intent: SubIntent; resolutions: Resolution[] }[];
  tools: NarrowedTool[];
  report: VerificationReport;
  usage: Usage;
  trace: TraceEntry[];
  /** The IntentGraph built on the intent path (goals without a dataset); saved to `options.store` when set. */
  graph?: IntentGraph;
}

export interface ModularPlanner {
  /** `context.resume` continues a stored IntentGraph (the goal argument is then ignored). */
  plan(goal: (Omit<GoalInput, "id"> & { id?: string }) | string, context?: { signal?: AbortSignal; resume?: ResumeInput }): Promise<PlanResult>;
  /**
   * Continues a stored IntentGraph (intent path; needs `options.store`): applies `answer` to the
   * question a `ClarificationNeededError` carried, keeps finished nodes, plans the rest.
   */
  resume(graphId: string, input?: { answer?: string; signal?: AbortSignal }): Promise<PlanResult>;
  /** Verifies any plan (e.g. one edited by hand) against the catalog and capability map. */
  verify(plan: Plan, requirements?: RequirementSet): Promise<VerificationReport>;
}

/** Runs one stage of planning and records it in the trace (timing, decision, reason). */
export type Timed = <T>(stage: string, work: () => Promise<T> | T, describe: (value: T) => [string, string]) => Promise<T>;

/** Verifies a plan with every configured verifier and merges the reports. */
export type VerifyPlan = (plan: Plan, requirements?: RequirementSet) => Promise<VerificationReport>;
