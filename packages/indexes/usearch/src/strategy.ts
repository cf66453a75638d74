import { SPECIFICATION_VERSION, type StrategyPackage, type VectorIndex } from "@modular-planner/core";
import { z } from "zod";
import { createUsearchIndex } from "./index.js";

const OptionsSchema = z
  .object({
    mode: z.enum(["exact", "hnsw"]).optional(),
    connectivity: z.number().int().positive().optional(),
    expansionAdd: z.number().int().positive().optional(),
    expansionSearch: z.number().int().positive().optional(),
  })
  .strict();

/** `index: { use: "usearch", options: { mode } }`: a vector-index strategy is a factory of indexes by dimensions. */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, (dimensions: number) => VectorIndex> = {
  kind: "vector-index",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options) => (dimensions) => createUsearchIndex({ ...options, dimensions }),
};
