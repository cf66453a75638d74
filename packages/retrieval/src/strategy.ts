import { SPECIFICATION_VERSION, type Embedder, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createHashedEmbedder, type HashedEmbedderOptions } from "./hashed-embedder.js";
import { createOpenAICompatibleEmbedder } from "./openai-embedder.js";

const HashedOptionsSchema = z
  .object({
    dimensions: z.number().int().positive().optional(),
    charNgrams: z.array(z.number().int().positive()).optional(),
    wordWeight: z.number().min(0).optional(),
    bigramWeight: z.number().min(0).optional(),
    charWeight: z.number().min(0).optional(),
  })
  .strict();

/** `embedder: "hashed"` (the default): offline feature hashing, fitted on the tool documents. */
export const hashedEmbedderStrategy: StrategyPackage<HashedEmbedderOptions, Embedder> = {
  kind: "embedder",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: HashedOptionsSchema,
  create: (options) => createHashedEmbedder(options),
};

const OpenAICompatibleOptionsSchema = z
  .object({
    baseURL: z.string().url(),
    model: z.string().min(1),
    dimensions: z.number().int().positive(),
    apiKey: z.string().optional(),
    sendDimensions: z.boolean().optional(),
    batchSize: z.number().int().positive().optional(),
    queryPrefix: z.string().optional(),
    normalize: z.boolean().optional(),
  })
  .strict();

/** `embedder: { use: "openai-compatible", options: { baseURL, model, dimensions } }`: an `/embeddings` endpoint. */
export const openAICompatibleEmbedderStrategy: StrategyPackage<z.infer<typeof OpenAICompatibleOptionsSchema>, Embedder> = {
  kind: "embedder",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OpenAICompatibleOptionsSchema,
  create: (options) => createOpenAICompatibleEmbedder(options),
};
