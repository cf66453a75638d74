export { createDeterministicExtractor, type ExtractionResult, type RequirementExtractor } from "./deterministic.js";
export {
  checkRequirementLabels,
  createLlmRequirementExtractor,
  renderColumns,
  RequirementLabelError,
  type InvalidLabel,
  type LlmExtractionResult,
  type LlmRequirementExtractor,
  type LlmRequirementExtractorOptions,
} from "./llm.js";
export { findColumnMentions, type ColumnMention } from "./columns.js";
export { editDistance } from "./text.js";
/** The time-grain policy for unknown grains, applied at execution (re-exported from core). */
export { chooseTimeGrain } from "@modular-planner/kit";
export { deterministicRequirementsStrategy, llmRequirementsStrategy } from "./strategy.js";
