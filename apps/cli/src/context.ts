import type { Command } from "commander";
import { isModularPlannerError } from "@modular-planner/kit";
import { loadConfig, type CliConfig } from "./config.js";
import { EXIT, type ExitCode } from "./exit-codes.js";
import { createReporter, printError, type Reporter } from "./output.js";

export interface HandlerInput {
  config: CliConfig;
  configPath: string | undefined;
  json: boolean;
  reporter: Reporter;
}

export interface CommandContext {
  handle(action: (input: HandlerInput) => Promise<ExitCode>): Promise<void>;
  out(line: string): void;
  err(line: string): void;
}

const INPUT_ERROR_CODES = new Set(["registry-invalid", "configuration-invalid", "llm-not-configured", "contract-invalid", "tool-not-found"]);

/** Maps an error to a documented exit code. */
export function exitCodeFor(error: unknown): ExitCode {
  if (isModularPlannerError(error)) {
    if (error.code === "cancelled" || error.code === "timeout") return EXIT.cancelled;
    if (error.code === "clarification-needed") return EXIT.clarification;
    if (error.details?.refused === true) return EXIT.refused;
    if (INPUT_ERROR_CODES.has(error.code) || error.details?.input === true) return EXIT.input;
    return EXIT.failed;
  }
  if ((error as { name?: string })?.name === "DatasetError") return EXIT.input;
  return EXIT.failed;
}

/** Ends the process quietly when stdout was closed by its reader (EPIPE), as `ls | head -1` does. */
export function exitOnClosedOutput(): never {
  process.exit(process.exitCode ?? EXIT.ok);
}

export function createCommandContext(program: Command): CommandContext {
  return {
    async handle(action) {
      const options = program.opts<{ config?: string; json?: boolean }>();
      const json = Boolean(options.json);
      try {
        const { config, path } = await loadConfig(options.config ? { path: options.config } : {});
        process.exitCode = await action({ config, configPath: path, json, reporter: createReporter({ json }) });
      } catch (error) {
        // The reader of stdout went away (`runs list | head -1`): nothing to say, and no one to say it to.
        if ((error as NodeJS.ErrnoException)?.code === "EPIPE") return exitOnClosedOutput();
        // An error may quote the question: the secrets typed on the command line are removed, as from every other output.
        const { redactorFor } = await import("./redact.js");
        const redactor = await redactorFor(process.argv.slice(2).join("\n"));
        printError(error, json, (text) => (redactor.active ? (json ? JSON.stringify(redactor.json(JSON.parse(text) as unknown)) : redactor.text(text)) : text));
        process.exitCode = exitCodeFor(error);
      }
    },
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  };
}
