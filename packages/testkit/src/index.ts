export { abortedSignal, itHasStrategyIdentity } from "./conformance/common.js";
export { describeDecomposerConformance, type DecomposerConformanceOptions } from "./conformance/decomposer.js";
export {
  describePlanLibraryConformance,
  describePlanLibraryStoreConformance,
  samplePlanLibraryEntries,
  type PlanLibraryConformanceOptions,
  type PlanLibraryStoreConformanceOptions,
} from "./conformance/plan-library.js";
export { describeResolverConformance, type ResolverConformanceOptions } from "./conformance/resolver.js";
export { describeVerifierConformance, type VerifierConformanceOptions } from "./conformance/verifier.js";
export { describeEmbedderConformance, type EmbedderConformanceOptions } from "./conformance/embedder.js";
export { bruteForceTopK, describeVectorIndexConformance, randomUnitVectors, type VectorIndexConformanceOptions } from "./conformance/vector-index.js";
export { describeLlmClientConformance, type LlmClientConformanceOptions, type ScriptedAnswer, type ScriptedBackend } from "./conformance/llm-client.js";
export { describeToolExecutorConformance, type ToolExecutorCase, type ToolExecutorConformanceOptions } from "./conformance/tool-executor.js";
export * from "./wire/index.js";
export {
  describeIntentGraphStoreConformance,
  describeRunStoreConformance,
  sampleIntentGraph,
  sampleRunEvents,
  type IntentGraphStoreConformanceOptions,
  type RunStoreConformanceOptions,
  type StoreConformanceOptions,
} from "./conformance/stores.js";
