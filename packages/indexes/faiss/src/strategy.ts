import { SPECIFICATION_VERSION, type StrategyPackage, type VectorIndex } from "@modular-planner/core";
import { z } from "zod";
import { createFaissIndex } from "./index.js";

const OptionsSchema = z
  .object({
    kind: z.enum(["flat", "hnsw"]).optional(),
    hnswM: z.number().int().positive().optional(),
  })
  .strict();

/** `index: { use: "faiss", options: { kind } }`: a vector-index strategy is a factory of indexes by dimensions. */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, (dimensions: number) => VectorIndex> = {
  kind: "vector-index",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options) => (dimensions) => createFaissIndex({ ...options, dimensions }),
};
