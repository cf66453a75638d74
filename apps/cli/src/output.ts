import { formatError, isModularPlannerError } from "@modular-planner/core";

/** Progress on a TTY (one updating line), plain lines otherwise, nothing but JSON with `--json`. */
export interface Reporter {
  progress(message: string): void;
  info(message: string): void;
  done(): void;
}

export function createReporter(options: { json: boolean; stream?: NodeJS.WriteStream }): Reporter {
  const stream = options.stream ?? process.stderr;
  const tty = Boolean(stream.isTTY) && !options.json && !process.env.CI;
  let active = false;
  return {
    progress(message) {
      if (options.json) return;
      if (tty) {
        stream.write(`\r\x1b[2K${message}`);
        active = true;
      } else stream.write(`${message}\n`);
    },
    info(message) {
      if (options.json) return;
      if (active) stream.write("\n");
      active = false;
      stream.write(`${message}\n`);
    },
    done() {
      if (active) stream.write("\n");
      active = false;
    },
  };
}

/** Prints an error for a person (name, message, hint) or as JSON; never a bare stack trace. */
export function printError(error: unknown, json: boolean): void {
  if (json) {
    const payload = isModularPlannerError(error)
      ? { error: { name: error.name, code: error.code, message: error.message, hint: error.hint } }
      : { error: { name: (error as Error)?.name ?? "Error", message: (error as Error)?.message ?? String(error) } };
    process.stdout.write(`${JSON.stringify(payload)}\n`);
  } else {
    process.stderr.write(`${formatError(error)}\n`);
  }
  if (process.env.MODULAR_PLANNER_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
}
