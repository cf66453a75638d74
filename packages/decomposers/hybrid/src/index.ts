export { createHybridDecomposer, type HybridDecomposer, type HybridDecomposerOptions, type HybridDecompositionResult, type HybridStrategy } from "./hybrid.js";
export { strategy } from "./strategy.js";
