export { createSemanticResolver, type SemanticResolverOptions } from "./semantic-resolver.js";
