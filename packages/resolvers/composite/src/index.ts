export { createCompositeResolver, type CompositeAttempt, type CompositeResolver, type CompositeResolverOptions } from "./composite-resolver.js";
export { strategy } from "./strategy.js";
