export { createPatternDecomposer, type PatternDecomposerOptions } from "./pattern-decomposer.js";
