import { join } from "node:path";
import { SPECIFICATION_VERSION, type Resolver, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createSemanticResolver } from "./semantic-resolver.js";

const OptionsSchema = z
  .object({
    topK: z.number().int().positive().optional(),
    minScore: z.number().min(0).max(1).optional(),
    /** `false` keeps vectors in memory only. Default: `tool-index` in the host's cache folder. */
    cacheDir: z.union([z.string().min(1), z.literal(false)]).optional(),
  })
  .strict();

/** `resolver: "semantic"`: hybrid retrieval (BM25 + the offline hashed embedder). */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, Resolver> = {
  kind: "resolver",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options, context) => createSemanticResolver({ ...options, cacheDir: options.cacheDir ?? join(context.cacheDir, "tool-index") }),
};
