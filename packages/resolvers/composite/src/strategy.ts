import { SPECIFICATION_VERSION, type Resolver, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createCompositeResolver } from "./composite-resolver.js";

const OptionsSchema = z
  .object({
    /** The resolvers tried in order, each as a config value: a built-in name or `{ use, options }`. */
    strategies: z.array(z.unknown()).min(1),
    threshold: z.number().min(0).max(1).optional(),
    fallback: z.enum(["fuse", "best", "empty"]).optional(),
  })
  .strict();

/** `resolver: "composite"` (catalog, then semantic, threshold 0.5); its parts are loaded by the host. */
export const strategy: StrategyPackage<z.infer<typeof OptionsSchema>, Resolver> = {
  kind: "resolver",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  async create(options, context) {
    const strategies = await Promise.all(options.strategies.map(async (value) => (await context.load("resolver", value)) as Resolver));
    return createCompositeResolver({
      strategies,
      ...(options.threshold !== undefined ? { threshold: options.threshold } : {}),
      ...(options.fallback ? { fallback: options.fallback } : {}),
    });
  },
};
