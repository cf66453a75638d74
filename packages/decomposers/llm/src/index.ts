export {
  createGroundedDecomposer,
  createIntentFirstDecomposer,
  DecompositionOutputError,
  renderTools,
  validateDecomposition,
  type GroundedDecomposerOptions,
  type LlmDecomposerOptions,
} from "./decomposer.js";
export { groundedStrategy, intentFirstStrategy } from "./strategy.js";
