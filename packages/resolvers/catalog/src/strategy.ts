import { SPECIFICATION_VERSION, type Resolver, type StrategyPackage } from "@modular-planner/core";
import { z } from "zod";
import { createCatalogResolver, type CatalogResolverOptions } from "./catalog-resolver.js";

const OptionsSchema = z
  .object({
    minScore: z.number().min(0).max(1).optional(),
    topK: z.number().int().positive().optional(),
    verbClasses: z.record(z.string(), z.array(z.string())).optional(),
  })
  .strict();

/** `resolver: "catalog"`: verb and capability matching over the catalog, offline. */
export const strategy: StrategyPackage<CatalogResolverOptions, Resolver> = {
  kind: "resolver",
  specificationVersion: SPECIFICATION_VERSION,
  optionsSchema: OptionsSchema,
  create: (options) => createCatalogResolver(options),
};
