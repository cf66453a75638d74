export { createRulesVerifier, isReadablePrompt, type RulesVerifierOptions } from "./rules-verifier.js";
export { createCompositeVerifier } from "./composite.js";
export { strategy } from "./strategy.js";
