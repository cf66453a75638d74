export {
  DatasetError,
  DatasetQuerySchema,
  DatasetToolSchema,
  datasetToolToMetadata,
  parseJsonl,
  readDatasetCatalog,
  readDatasetQueries,
  readDatasetTools,
  resolveDatasetPaths,
  type DatasetQuery,
  type DatasetTool,
} from "./datasets.js";
export { edgeF1, mean, median, ndcgAtK, nodeF1, percentile, recallAtK, reciprocalRank, type PrecisionRecallF1 } from "./metrics.js";
export {
  RETRIEVAL_EVAL_MODES,
  retrievalEvalTable,
  runRetrievalEval,
  type RetrievalEvalMode,
  type RetrievalEvalOptions,
  type RetrievalEvalResult,
  type RetrievalEvalRow,
} from "./retrieval-eval.js";
export {
  PROMPT_ECONOMY_ENCODINGS,
  catalogSubsets,
  formatToolsForPrompt,
  runPromptEconomy,
  type PromptEconomyEncoding,
  type PromptEconomyOptions,
  type PromptEconomyResult,
  type PromptEconomyRow,
} from "./prompt-economy.js";
export { LabelledQuestionSchema, createSchemaLoader, readLabelledQuestions, type LabelledQuestion, type LoadedQuestion } from "./questions.js";
export {
  REQUIREMENT_FIELDS,
  runRequirementsEval,
  type RequirementExtractorLike,
  type RequirementField,
  type RequirementsEvalOptions,
  type RequirementsEvalResult,
} from "./requirements-eval.js";
export {
  datasetSplitTable,
  planGraph,
  questionSuiteTable,
  runPipelineEval,
  type DatasetSplitRow,
  type PipelineConfiguration,
  type PipelineDatasetSplit,
  type PipelineEvalOptions,
  type PipelineEvalResult,
  type QuestionSuiteRow,
} from "./pipeline-eval.js";
export { loadLlmStrategies, type LlmStrategies } from "./llm.js";
