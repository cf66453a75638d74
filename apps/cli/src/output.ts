import { formatError, isModularPlannerError } from "@modular-planner/kit";

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

/** A failed system call of Node (`ENOSPC`, `EACCES`…), with its code and the path or call it was about. */
export function isSystemError(error: unknown): error is NodeJS.ErrnoException & { code: string } {
  return error instanceof Error && typeof (error as NodeJS.ErrnoException).code === "string" && /^E[A-Z]+$/.test((error as NodeJS.ErrnoException).code!);
}

/**
 * A system error in words, with what to do: a full disk says so (not a raw `ENOSPC`). Undefined
 * for codes without a better sentence than Node's own.
 */
export function describeSystemError(error: unknown): { name: string; code: string; message: string; hint: string } | undefined {
  if (!isSystemError(error)) return undefined;
  const where = error.path ? ` (${error.path})` : error.syscall ? ` (${error.syscall})` : "";
  const known: Record<string, [string, string]> = {
    ENOSPC: [
      `No space left on the device${where}`,
      "Free some disk space, or point output.dir and store.path of the config to another disk, and run again. A run that stopped here is marked interrupted by the next command.",
    ],
    EDQUOT: [`Disk quota exceeded${where}`, "Free some space within your quota, or point output.dir and store.path of the config to another disk."],
    EROFS: [`The file system is read-only${where}`, "Run from a writable folder, or point output.dir and store.path of the config to one."],
    EACCES: [`Permission denied${where}`, "Check the permissions of the file or folder, or run from a folder you can write to."],
    EPERM: [`Operation not permitted${where}`, "Check the permissions of the file or folder."],
    EMFILE: ["Too many open files", "Raise the limit (ulimit -n) or lower limits.concurrency in the config."],
  };
  const entry = known[error.code];
  return entry ? { name: "SystemError", code: error.code, message: entry[0], hint: entry[1] } : undefined;
}

/**
 * Prints an error for a person (name, message, hint) or as JSON; never a bare stack trace. `clean`
 * removes secrets the command line typed (an error may quote the question).
 */
export function printError(error: unknown, json: boolean, clean: (text: string) => string = (text) => text): void {
  const system = describeSystemError(error);
  if (json) {
    const payload = isModularPlannerError(error)
      ? { error: { name: error.name, code: error.code, message: error.message, hint: error.hint } }
      : system
        ? { error: system }
        : { error: { name: (error as Error)?.name ?? "Error", message: (error as Error)?.message ?? String(error) } };
    // stdout itself may be what failed (a full disk): then the error goes to stderr.
    const text = `${clean(JSON.stringify(payload))}\n`;
    try {
      process.stdout.write(text);
    } catch {
      process.stderr.write(text);
    }
  } else {
    process.stderr.write(`${clean(system ? `${system.name}: ${system.message}\nHint: ${system.hint}` : formatError(error))}\n`);
  }
  if (process.env.MODULAR_PLANNER_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
}
