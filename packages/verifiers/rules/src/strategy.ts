import { SPECIFICATION_VERSION, type StrategyPackage, type Verifier } from "@modular-planner/core";
import { z } from "zod";
import { createRulesVerifier, type RulesVerifierOptions } from "./rules-verifier.js";

const OptionsSchema = z.object({ aggregationCapabilities: z.array(z.string().min(1)).optional() }).strict();

/** `strategies.verifiers: ["rules"]`: the deterministic gate (coverage, justification, references, types). */
export const strategy: StrategyPackage<RulesVerifierOptions, Verifier> = {
  kind: "verifier",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options) => createRulesVerifier(options),
};
