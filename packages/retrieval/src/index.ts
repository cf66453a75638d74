export { pathSpans, STOP_WORDS, splitIdentifier, stem, type TextSpan, tokenize, type TokenizeOptions, withoutPaths } from "./text.js";
export { toolDocumentText, type ToolDocumentOptions } from "./documents.js";
export { createBm25Index, type Bm25Hit, type Bm25Index, type Bm25Options } from "./bm25.js";
export { createHashedEmbedder, type HashedEmbedder, type HashedEmbedderOptions } from "./hashed-embedder.js";
export { createOpenAICompatibleEmbedder, type OpenAICompatibleEmbedderOptions } from "./openai-embedder.js";
export { hashedEmbedderStrategy, openAICompatibleEmbedderStrategy } from "./strategy.js";
export { FLAT_INDEX_MAGIC, FLAT_INDEX_VERSION, createFlatVectorIndex, type FlatVectorIndex } from "./flat-index.js";
export { DEFAULT_FUSION, fuse, type FusionInput, type FusionOptions } from "./fusion.js";
export {
  createToolIndex,
  toolIndexCachePath,
  type SearchMode,
  type ToolIndex,
  type ToolIndexCacheInfo,
  type ToolIndexOptions,
  type ToolSearchOptions,
  type ToolSearchResult,
} from "./tool-index.js";
export { narrowTools, type NarrowReason, type NarrowToolsOptions, type NarrowedTool } from "./narrow.js";
export { requirementQueries } from "./requirement-queries.js";
export {
  coerceToSchema,
  mapParamsToSchema,
  parameterNameSimilarity,
  type MapParamsOptions,
  type ParamCoercion,
  type ParamMapping,
  type ParamRename,
  type ParamsSchemaLike,
} from "./param-mapper.js";
export { descriptionExamples, extractParamValues, normalizeValue, type ExtractValuesOptions, type ExtractedValue, type ValueSource } from "./param-values.js";
export { findDates, formatDateMention, type DateMention } from "./dates.js";
