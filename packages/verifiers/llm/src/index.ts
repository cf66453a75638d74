export { createLlmJudgeVerifier, formatPlanForJudge, type LlmJudgeVerifier, type LlmJudgeVerifierOptions } from "./judge.js";
