export {
  DatasetError,
  DatasetQuerySchema,
  DatasetToolSchema,
  datasetToolToMetadata,
  parseJsonl,
  readDatasetCatalog,
  readDatasetQueries,
  resolveDatasetPaths,
  type DatasetQuery,
  type DatasetTool,
} from "./datasets.js";
export { edgeF1, mean, median, ndcgAtK, nodeF1, recallAtK, reciprocalRank, type PrecisionRecallF1 } from "./metrics.js";
export {
  RETRIEVAL_EVAL_MODES,
  retrievalEvalTable,
  retrievalItems,
  runRetrievalEval,
  type RetrievalEvalMode,
  type RetrievalEvalOptions,
  type RetrievalEvalResult,
  type RetrievalEvalRow,
} from "./retrieval-eval.js";
