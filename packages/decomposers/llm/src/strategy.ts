import { SPECIFICATION_VERSION, type Decomposer, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createGroundedDecomposer, createIntentFirstDecomposer } from "./decomposer.js";

const IntentFirstOptionsSchema = z.object({ id: z.string().min(1).optional() }).strict();
const GroundedOptionsSchema = z.object({ id: z.string().min(1).optional(), maxTools: z.number().int().positive().optional() }).strict();

/** `strategies.decomposer: "intent-first"`: the LLM splits the goal without seeing tools (needs the config's `llm`). */
export const intentFirstStrategy: StrategyPackage<z.infer<typeof IntentFirstOptionsSchema>, Decomposer> = {
  kind: "decomposer",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: IntentFirstOptionsSchema,
  create: async (options, context) => createIntentFirstDecomposer({ ...options, llm: await context.llm() }),
};

/** `strategies.decomposer: "grounded"`: the LLM splits the goal seeing the narrowed tools (needs the config's `llm`). */
export const groundedStrategy: StrategyPackage<z.infer<typeof GroundedOptionsSchema>, Decomposer> = {
  kind: "decomposer",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: GroundedOptionsSchema,
  create: async (options, context) => createGroundedDecomposer({ ...options, llm: await context.llm() }),
};
