// Runtime helpers shared by the packages of Modular Planner; the contracts they work on are in @modular-planner/core.
export { canonicalJson, contentHash, createToolCatalog } from "./catalog.js";
export { formatError, isModularPlannerError } from "./errors.js";
export {
  criticalPath,
  dependantsOf,
  findCycles,
  findDanglingReferences,
  findDuplicateStepIds,
  findUnjustifiedSteps,
  stepDependencies,
  topologicalLevels,
  topologicalOrder,
  type CriticalPath,
  type DanglingReference,
} from "./graph.js";
export { createGroupCommit, type GroupCommit } from "./group-commit.js";
export {
  assertStrictJsonSchema,
  createJsonSchemaValidator,
  findStrictnessViolations,
  formatAjvErrors,
  getAjv,
  parseContract,
  toStrictJsonSchema,
  zodIssues,
  type JsonSchema,
  type JsonSchemaValidation,
} from "./json-schema.js";
export { isStepReference } from "./plan.js";
export { emptyRequirementSet, listRequirementItems, requirementLabelOf } from "./requirements.js";
export { editDistance } from "./text.js";
export { chooseTimeGrain } from "./time-grain.js";
export { addUsage, ZERO_USAGE } from "./usage.js";
export { formatAdaptationPayload, mergeVerificationReports } from "./verification.js";
