import type { DecompositionOutput } from "@modular-planner/core";
import type { WireAnswer } from "./server.js";

/** One intent of an LLM decomposer's answer, in the wire form (snake_case), as a scripted model returns it. */
export type DecompositionIntent = DecompositionOutput["intents"][number];

/** An intent with no capability, parameters, dependencies or ask; `extra` sets any of them. */
export function decompositionIntent(id: string, text: string, extra: Partial<DecompositionIntent> = {}): DecompositionIntent {
  return { id, text, capability: null, params: [], depends_on: [], ask_user: false, ...extra };
}

/**
 * A scripted model's answer to a decomposition prompt: the intents, a confidence (default 0.8), a
 * rationale counting the steps, and the usage (default 100 input and 20 output tokens).
 */
export function decompositionAnswer(
  intents: DecompositionIntent[],
  options: { confidence?: number; inputTokens?: number; outputTokens?: number } = {},
): WireAnswer {
  return {
    kind: "json",
    value: { intents, confidence: options.confidence ?? 0.8, rationale: `${intents.length} steps` },
    inputTokens: options.inputTokens ?? 100,
    outputTokens: options.outputTokens ?? 20,
  };
}
