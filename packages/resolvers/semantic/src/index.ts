export { createSemanticResolver, type SemanticResolverOptions } from "./semantic-resolver.js";
export { strategy } from "./strategy.js";
