// The CLI run in the test's own process (its modules, its environment), for tests that read `--json` output.
import { vi } from "vitest";
import { main } from "../src/index.js";

/** Runs `modular-planner --json <args>` in this process; returns the exit code and the last JSON line it printed. */
export async function jsonRun(args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  let stdout = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
  process.exitCode = 0;
  try {
    await main(["node", "modular-planner", "--json", ...args]);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { code, json: JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, unknown> };
}
