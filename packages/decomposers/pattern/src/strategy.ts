import { SPECIFICATION_VERSION, type Decomposer, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createPatternDecomposer, type PatternDecomposerOptions } from "./pattern-decomposer.js";

const OptionsSchema = z
  .object({
    maxClauses: z.number().int().positive().optional(),
    verbs: z.array(z.string().min(1)).min(1).optional(),
  })
  .strict();

/** `strategies.decomposer: "pattern"`: regex decomposition of common phrasings, offline. */
export const strategy: StrategyPackage<PatternDecomposerOptions, Decomposer> = {
  kind: "decomposer",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options) => createPatternDecomposer(options),
};
