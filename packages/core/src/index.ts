export * from "./errors.js";
export * from "./json.js";
export type * from "./catalog.js";
export * from "./strategies.js";
export type * from "./strategy-package.js";
export * from "./schemas/tool.js";
export * from "./schemas/requirements.js";
export * from "./schemas/dataset.js";
export * from "./schemas/goal.js";
export * from "./schemas/intent.js";
export * from "./schemas/plan.js";
export * from "./schemas/plan-library.js";
export * from "./schemas/resolution.js";
export * from "./schemas/verification.js";
export * from "./schemas/artifact.js";
export * from "./schemas/events.js";
export * from "./schemas/registry.js";
export * from "./schemas/llm-contracts.js";

import { RequirementSetSchema } from "./schemas/requirements.js";
import {
  AnalysisReadingSchema,
  DecompositionOutputSchema,
  IntentClassificationSchema,
  ParamValuesOutputSchema,
  PlanChangesSchema,
  PlanJudgementSchema,
} from "./schemas/llm-contracts.js";

/** The zod schema of each prompt contract, by name (front matter `contract:` in templates/prompts). */
export const LLM_CONTRACT_SCHEMAS = {
  requirement_set: RequirementSetSchema,
  sub_intents: DecompositionOutputSchema,
  intent_classification: IntentClassificationSchema,
  plan_changes: PlanChangesSchema,
  plan_judgement: PlanJudgementSchema,
  param_values: ParamValuesOutputSchema,
  analysis_reading: AnalysisReadingSchema,
} as const;
export type LlmContractName = keyof typeof LLM_CONTRACT_SCHEMAS;
