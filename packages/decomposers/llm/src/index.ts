export {
  createGroundedDecomposer,
  createIntentFirstDecomposer,
  DecompositionOutputError,
  renderTools,
  validateDecomposition,
  type GroundedDecomposerOptions,
  type LlmDecomposerOptions,
} from "./decomposer.js";
