export {
  createDeterministicClassifier,
  type ClassifyInput,
  type ColumnHint,
  type DeterministicClassifierOptions,
  type IntentClassifier,
  type RouterClassification,
} from "./classifier.js";
export { createLlmIntentClassifier, type CapabilityHint, type LlmClassifierOptions } from "./llm-classifier.js";
export { DEFAULT_INTENTS, TIME_WORDS, type IntentCue, type IntentDefinition } from "./intents.js";
export { DEFAULT_ABBREVIATIONS, editDistance, tokenize } from "./text.js";
export {
  DEFAULT_CONSTRAINTS,
  DEFAULT_ROUTES,
  createRouter,
  scoreRoutes,
  unmetToolGates,
  type Fork,
  type RouteConstraints,
  type RouteDecision,
  type RouteDefinition,
  type RouteRequest,
  type RouteScore,
  type Router,
  type RouterOptions,
} from "./router.js";
export {
  DEFAULT_GUARDRAIL_POLICY,
  findSecrets,
  redactSecrets,
  scanText,
  type GuardrailCategory,
  type GuardrailDecision,
  type GuardrailFinding,
  type GuardrailPolicy,
} from "./guardrails.js";
export { validateAnswer, type AnswerToValidate, type OutputIssue } from "./validate.js";
export { createInMemorySessionStore, emptySession, recordTurn, type RecordTurnInput } from "./session.js";
export { evaluateRouting, type LabelledRequest, type RoutingEvaluation } from "./evaluate.js";
export { deterministicClassifierStrategy, llmClassifierStrategy, type ClassifierFactory, type ClassifierHints } from "./strategy.js";
