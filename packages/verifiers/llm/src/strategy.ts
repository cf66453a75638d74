import { SPECIFICATION_VERSION, type StrategyPackage, type Verifier } from "@modular-planner/core";
import { z } from "zod";
import { createLlmJudgeVerifier } from "./judge.js";

const OptionsSchema = z.object({ id: z.string().min(1).optional(), onError: z.enum(["warn", "throw"]).optional() }).strict();

/** `strategies.verifiers: [..., "llm-judge"]` (or `judge: true`): an LLM adds warnings, never overrides the rules (needs the config's `llm`). */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, Verifier> = {
  kind: "verifier",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: async (options, context) => createLlmJudgeVerifier({ ...options, llm: await context.llm() }),
};
