export { createLlmJudgeVerifier, type LlmJudgeVerifier, type LlmJudgeVerifierOptions } from "./judge.js";
export { strategy } from "./strategy.js";
