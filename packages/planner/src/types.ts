import type { CapabilityMap, DatasetSchema, Decomposer, Embedder, GoalInput, Plan, PlanTemplate, RequirementSet, Resolution, Resolver, SubIntent, ToolCatalog, Usage, VerificationReport, Verifier } from "@modular-planner/core";
import type { NarrowedTool } from "@modular-planner/retrieval";

/** Anything that turns a question into a requirement set (the deterministic or LLM extractor). */
export interface RequirementSource {
  readonly id: string;
  extract(question: string, dataset: DatasetSchema): Promise<{ requirements: RequirementSet; confidence: number; unresolved: string[]; notes: string[] }> | { requirements: RequirementSet; confidence: number; unresolved: string[]; notes: string[] };
}

export interface ModularPlannerOptions {
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
}

export interface ModularPlanner {
  plan(goal: (Omit<GoalInput, "id"> & { id?: string }) | string, context?: { signal?: AbortSignal }): Promise<PlanResult>;
  /** Verifies any plan (e.g. one edited by hand) against the catalog and capability map. */
  verify(plan: Plan, requirements?: RequirementSet): Promise<VerificationReport>;
}

/** Runs one stage of planning and records it in the trace (timing, decision, reason). */
export type Timed = <T>(stage: string, work: () => Promise<T> | T, describe: (value: T) => [string, string]) => Promise<T>;

/** Verifies a plan with every configured verifier and merges the reports. */
export type VerifyPlan = (plan: Plan, requirements?: RequirementSet) => Promise<VerificationReport>;
