export { DEFAULT_NOUN_CLASSES, DEFAULT_VERB_CLASSES, createCatalogResolver, type CatalogResolverOptions } from "./catalog-resolver.js";
// The parameter mapper lives in @modular-planner/retrieval; re-exported for resolver users.
export { mapParamsToSchema, type ParamMapping } from "@modular-planner/retrieval";
export { strategy } from "./strategy.js";
