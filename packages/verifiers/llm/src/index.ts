export { createLlmJudgeVerifier, formatPlanForJudge, type LlmJudgeVerifier, type LlmJudgeVerifierOptions } from "./judge.js";
export { strategy } from "./strategy.js";
