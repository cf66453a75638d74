export { createPatternDecomposer, type PatternDecomposerOptions } from "./pattern-decomposer.js";
export { strategy } from "./strategy.js";
