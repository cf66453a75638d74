export * from "./workspace.js";
export * from "./imports.js";
export * from "./checks.js";
export * from "./packed.js";
