import { SPECIFICATION_VERSION, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createDeterministicClassifier, type ColumnHint, type IntentClassifier } from "./classifier.js";
import { createLlmIntentClassifier, type CapabilityHint } from "./llm-classifier.js";

/** What the host knows only per request: the data's columns, the registry's templates and capabilities. */
export interface ClassifierHints {
  columns: readonly ColumnHint[];
  templates: readonly { id: string }[];
  capabilities: readonly CapabilityHint[];
}

/** A classifier strategy builds a classifier per request, from that request's hints. */
export type ClassifierFactory = (hints: ClassifierHints) => IntentClassifier;

const DeterministicOptionsSchema = z.object({ clarifyBelow: z.number().min(0).max(1).optional() }).strict();
const LlmOptionsSchema = z.object({ clarifyBelow: z.number().min(0).max(1).optional(), maxLabelRetries: z.number().int().min(0).optional() }).strict();

/** `strategies.classifier: "deterministic"`: intent cues and column matching, offline. */
export const deterministicClassifierStrategy: StrategyPackage<z.infer<typeof DeterministicOptionsSchema>, ClassifierFactory> = {
  kind: "classifier",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: DeterministicOptionsSchema,
  create: (options) => (hints) => createDeterministicClassifier({ columns: hints.columns, templates: hints.templates, ...options }),
};

/** `strategies.classifier: "llm"`: the LLM classifies, the deterministic classifier is its fallback (needs the config's `llm`). */
export const llmClassifierStrategy: StrategyPackage<z.infer<typeof LlmOptionsSchema>, ClassifierFactory> = {
  kind: "classifier",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: LlmOptionsSchema,
  async create(options, context) {
    const llm = await context.llm();
    return (hints) => createLlmIntentClassifier({ llm, columns: hints.columns, templates: hints.templates, capabilities: hints.capabilities, ...options });
  },
};
