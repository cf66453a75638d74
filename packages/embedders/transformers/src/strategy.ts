import { SPECIFICATION_VERSION, type StrategyPackage } from "@modular-planner/core";
import { isAbsolute, resolve } from "node:path";
import { z } from "zod";
import { createTransformersEmbedder, type TransformersEmbedder } from "./index.js";

const OptionsSchema = z
  .object({
    model: z.string().min(1).optional(),
    localModelPath: z.string().min(1).optional(),
    allowRemoteModels: z.boolean().optional(),
    cacheDir: z.string().min(1).optional(),
    batchSize: z.number().int().positive().optional(),
    queryInstruction: z.string().optional(),
    pooling: z.enum(["cls", "mean"]).optional(),
    normalize: z.boolean().optional(),
    dimensions: z.number().int().positive().optional(),
    dtype: z.enum(["auto", "fp32", "fp16", "q8", "int8", "uint8", "q4", "bnb4", "q4f16"]).optional(),
  })
  .strict();

/** `embedder: { use: "transformers", options: { model, localModelPath } }`; relative folders resolve from the config's folder. */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, TransformersEmbedder> = {
  kind: "embedder",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  // Loads the model at once: a host reads `dimensions` before embedding, and a missing model should fail here, naming its folder.
  async create(options, context) {
    const inConfigDir = (path: string | undefined) => (path === undefined || isAbsolute(path) ? path : resolve(context.configDir, path));
    const embedder = createTransformersEmbedder({ ...options, localModelPath: inConfigDir(options.localModelPath), cacheDir: inConfigDir(options.cacheDir) });
    await embedder.load();
    return embedder;
  },
};
