export {
  createModularPlanner,
  type ModularPlanner,
  type ModularPlannerOptions,
  type ModularPlannerSettings,
  type PlanResult,
  type RequirementSource,
  type TraceEntry,
} from "./planner.js";
export { EMPTY_CAPABILITY_MAP, catalogFromTools } from "./defaults.js";
export { ClarificationNeededError, PlanningError } from "./errors.js";
export type { Adaptation } from "./adapt.js";
export { humanPrompt } from "./ask-user.js";
export { describeParamValues, planFromJson, planFromYaml, planToJson, planToMermaid, planToYaml } from "./format.js";
export {
  applyPlanChanges,
  formatExamplesForPrompt,
  formatRequirementsForPrompt,
  formatStepsForPrompt,
  formatToolsForPrompt,
  type AppliedChanges,
  type PlanChange,
} from "./llm-adapt.js";
export type { ExampleRetriever, PlanExample } from "./types.js";
export { MissingCapabilityError, type MissingCapability, type MissingChoice, type NearMiss } from "./missing.js";
export type { AnswerAlwaysOptions, DiscoveryHint, IntentPlanningOptions, RefinementOptions, ResumeInput, ToolChainPrior } from "./intent-options.js";
export { splitClauses, type ClausePart } from "./refine.js";
export {
  IntentNodeStateSchema,
  checkGraphState,
  nodeState,
  type IntentNodeState,
  type IntentNodeStatePatch,
  type IntentPathOptions,
} from "./intent-path/index.js";
