import { Command, CommanderError } from "commander";
import { registerEvalCommand } from "./commands/eval.js";
import { registerIndexCommand } from "./commands/index-command.js";
import { registerRunCommands } from "./commands/run.js";
import { registerServeCommand } from "./commands/serve.js";
import { registerToolsCommand } from "./commands/tools.js";
import { createCommandContext } from "./context.js";
import { EXIT } from "./exit-codes.js";

export function createProgram(): Command {
  const program = new Command("modular-planner")
    .description("Turn a question into a verified plan over a tool catalog, and run it. Offline by default.")
    .option("-c, --config <file>", "config file (default: modular-planner.config.{json,yaml,ts} in the current folder)")
    .option("--json", "machine-readable output on stdout")
    .showHelpAfterError()
    .exitOverride();
  const context = createCommandContext(program);
  registerRunCommands(program, context);
  registerToolsCommand(program, context);
  registerIndexCommand(program, context);
  registerEvalCommand(program, context);
  registerServeCommand(program, context);
  return program;
}

export async function main(argv: string[]): Promise<void> {
  const program = createProgram();
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
