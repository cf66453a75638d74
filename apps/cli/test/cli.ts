import { spawn, spawnSync, type ChildProcess } from "node:child_process";
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
export function cliAsync(
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd,
      env: { ...process.env, CI: "true", ...options.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
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

export interface StartedServe {
  child: ChildProcess;
  /** `http://<host>:<port>` the server listens on. */
  base: string;
  port: number;
  /** Its start-up lines. */
  stdout: string;
  readonly stderr: string;
}

/**
 * Starts the built CLI's `serve --port 0 …` in `cwd` (environment: `env`, default this process's with
 * CI=true); resolves once it printed its start-up lines (the last is `CORS: …`), rejects when it exits
 * first or does not start within `timeoutMs`. The caller stops `child`.
 */
export function startServe(args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs?: number }): Promise<StartedServe> {
  const child = spawn(process.execPath, [BIN, "serve", "--port", "0", ...args], {
    cwd: options.cwd,
    env: options.env ?? { ...process.env, CI: "true" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<StartedServe>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`serve did not start: ${stderr}`));
    }, options.timeoutMs ?? 60_000);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited ${code}: ${stderr}`));
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /Listening on (http:\/\/[^\s]+:(\d+))/.exec(stdout);
      if (match && /^CORS: /m.test(stdout)) {
        clearTimeout(timer);
        resolve({
          child,
          base: match[1]!,
          port: Number(match[2]),
          stdout,
          get stderr() {
            return stderr;
          },
        });
      }
    });
  });
}
