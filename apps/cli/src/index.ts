export { createProgram, main } from "./program.js";
export { CliConfigSchema, loadConfig, CONFIG_FILE_NAMES, type CliConfig } from "./config.js";
export { EXIT, type ExitCode } from "./exit-codes.js";
