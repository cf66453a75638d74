export { assembleRegistry, buildRegistry, checkRegistry, withTools, type Registry, type RegistryCheck } from "./registry.js";
export { defaultRegistryRoot, loadRegistry, readRegistrySources } from "./load.js";
export type { RegistrySource } from "./yaml-source.js";
