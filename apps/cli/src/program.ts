import { readFileSync } from "node:fs";
import { Command, CommanderError } from "commander";
import { registerGraphsCommand } from "./commands/graphs.js";
import { registerIndexCommand } from "./commands/index-command.js";
import { registerLearnCommand } from "./commands/learn.js";
import { registerMcpCommand } from "./commands/mcp.js";
import { registerRunCommands } from "./commands/run.js";
import { registerRunsCommand } from "./commands/runs.js";
import { registerServeCommand } from "./commands/serve.js";
import { registerToolsCommand } from "./commands/tools.js";
import { registerWorkerCommand } from "./commands/worker.js";
import { createCommandContext, exitOnClosedOutput } from "./context.js";
import { printError } from "./output.js";
import { EXIT } from "./exit-codes.js";

// Keep in step with commands/eval.ts (loaded only when "eval" is on the command line).
const EVAL_DESCRIPTION = "Measure the planner: retrieval, requirements, plans (node/edge F1), prompt tokens, pipeline metrics (see bench/ for the full suite)";

/**
 * The command tree. Commands import their heavy dependencies (DuckDB, Vega, the MCP SDK, the
 * planner, the executor, LLM SDKs) inside their actions, so `--help` and `tools list` start fast.
 * `eval` (and its dependencies) is registered for real only when the command line names it.
 */
/** The CLI package's own version (package.json sits one folder above both src/ and dist/). */
function ownVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

export async function createProgram(argv: readonly string[] = process.argv): Promise<Command> {
  const program = new Command("modular-planner")
    .description("Turn a question into a verified plan over a tool catalog, and run it. Offline by default.")
    .option("-c, --config <file>", "config file (default: modular-planner.config.{json,yaml,ts} in the current folder)")
    .option("--json", "machine-readable output on stdout")
    .version(ownVersion(), "-V, --version", "print the version of @modular-planner/cli")
    .showHelpAfterError()
    .exitOverride();
  const context = createCommandContext(program);
  registerRunCommands(program, context);
  registerRunsCommand(program, context);
  registerGraphsCommand(program, context);
  registerToolsCommand(program, context);
  registerIndexCommand(program, context);
  registerLearnCommand(program, context);
  if (argv.slice(2).includes("eval")) {
    const { registerEvalCommand } = await import("./commands/eval.js");
    registerEvalCommand(program, context);
  } else program.command("eval").description(EVAL_DESCRIPTION);
  registerServeCommand(program, context);
  registerWorkerCommand(program, context);
  registerMcpCommand(program, context);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  // A closed pipe (`runs list | head -1`) surfaces as an 'error' event on stdout: end quietly, no stack trace.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") exitOnClosedOutput();
    printError(error, false);
    process.exit(EXIT.failed);
  });
  const program = await createProgram(argv);
  try {
    await program.parseAsync(argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    throw error;
  }
}
