export {
  startWireServer,
  type RecordedRequest,
  type ScriptedWireServer,
  type WireAnswer,
  type WireDialect,
  type WireScript,
  type WireScriptEntry,
} from "./server.js";
export { startScriptedOpenAIServer } from "./openai.js";
export { startScriptedAnthropicServer } from "./anthropic.js";
export { decompositionAnswer, decompositionIntent, type DecompositionIntent } from "./decomposition.js";
