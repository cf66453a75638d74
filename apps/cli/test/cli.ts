import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const BIN = fileURLToPath(new URL("../dist/bin.js", import.meta.url));

/** Runs the built CLI as a subprocess (the way users run it). */
export function cli(args: string[], options: { cwd?: string; env?: Record<string, string> } = {}) {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd,
    encoding: "utf8",
    env: { ...process.env, CI: "true", ...options.env },
    timeout: 120_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Same as `cli`, without blocking the event loop (the test's own servers keep answering). */
export function cliAsync(args: string[], options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: options.cwd, env: { ...process.env, CI: "true", ...options.env }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill("SIGKILL"), options.timeoutMs ?? 120_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}
