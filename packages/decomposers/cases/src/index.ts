export { createCasesDecomposer, planFromCases, type CasePlan, type CasePlanOptions, type CasesDecomposerOptions, type ToolSearch } from "./cases.js";
export { createCaseResolver, type CaseResolverOptions } from "./case-resolver.js";
export { createLibraryResolver, type LibraryResolverOptions } from "./library-resolver.js";
export { strategy } from "./strategy.js";
