import { SPECIFICATION_VERSION, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createDeterministicExtractor, type RequirementExtractor } from "./deterministic.js";
import { createLlmRequirementExtractor } from "./llm.js";

const DeterministicOptionsSchema = z.object({}).strict();
const LlmOptionsSchema = z
  .object({
    /** Compare the LLM's answer with the deterministic extractor's (default true). */
    crossCheck: z.boolean().optional(),
    maxAttempts: z.number().int().positive().optional(),
  })
  .strict();

/** `strategies.requirements: "deterministic"`: closed-label extraction without an LLM. */
export const deterministicRequirementsStrategy: StrategyPackage<Record<string, never>, RequirementExtractor> = {
  kind: "requirements",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: DeterministicOptionsSchema,
  create: () => createDeterministicExtractor(),
};

/** `strategies.requirements: "llm"`: the LLM extracts, labels outside the set are re-asked (needs the config's `llm`). */
export const llmRequirementsStrategy: StrategyPackage<z.infer<typeof LlmOptionsSchema>, RequirementExtractor> = {
  kind: "requirements",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: LlmOptionsSchema,
  create: async (options, context) =>
    createLlmRequirementExtractor({
      llm: await context.llm(),
      ...(options.crossCheck === false ? { crossCheck: false } : {}),
      ...(options.maxAttempts !== undefined ? { maxAttempts: options.maxAttempts } : {}),
    }),
};
