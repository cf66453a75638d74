// Real processes for the queue tests: `worker` children of the built CLI, a run's server-sent events
// followed as they come, and a redis-server of a test's own (to stop it mid-run).
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { BIN } from "./cli.js";

export interface StartedWorker {
  child: ChildProcess;
  readonly stderr: string;
  /** Resolves once the worker's stderr matches `pattern`. */
  waitForLog(pattern: RegExp): Promise<void>;
}

/** Starts `worker --queue <url>` in `cwd`; resolves once it printed `Worker <pid>: taking runs…`. */
export function startWorker(url: string, options: { cwd: string; env?: NodeJS.ProcessEnv; concurrency?: number; args?: string[] }): Promise<StartedWorker> {
  const child = spawn(process.execPath, [BIN, "worker", "--queue", url, "--concurrency", String(options.concurrency ?? 2), ...(options.args ?? [])], {
    cwd: options.cwd,
    env: { ...process.env, CI: "true", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  const waiters: { pattern: RegExp; resolve: () => void }[] = [];
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const waiter of [...waiters])
      if (waiter.pattern.test(stderr)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
  });
  const worker: StartedWorker = {
    child,
    get stderr() {
      return stderr;
    },
    waitForLog: (pattern) => (pattern.test(stderr) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ pattern, resolve }))),
  };
  return new Promise((resolve, reject) => {
    child.on("exit", (code) => reject(new Error(`worker exited ${code} before it started: ${stderr}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/^Worker \d+: taking runs/m.test(stdout)) resolve(worker);
    });
  });
}

export interface SseEvent {
  type: string;
  stepId?: string;
  status?: string;
  decision?: string;
  [key: string]: unknown;
}

/** Follows GET /runs/:id as server-sent events: every event so far in `events`, `waitFor` a matching one, `ended` once the stream closes. */
export function followRun(base: string, runId: string) {
  const events: SseEvent[] = [];
  const waiters: { match: (event: SseEvent) => boolean; resolve: (event: SseEvent) => void }[] = [];
  const ended = (async () => {
    const response = await fetch(`${base}/runs/${runId}`);
    const decoder = new TextDecoder();
    let buffer = "";
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split("\n").find((line) => line.startsWith("data: "));
        if (!data) continue;
        const event = JSON.parse(data.slice(6)) as SseEvent;
        events.push(event);
        for (const waiter of [...waiters])
          if (waiter.match(event)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(event);
          }
      }
    }
  })().catch(() => undefined); // the server went away: the test's own assertions say what is missing
  return {
    events,
    ended,
    waitFor: (match: (event: SseEvent) => boolean) => {
      const found = events.find(match);
      return found ? Promise.resolve(found) : new Promise<SseEvent>((resolve) => waiters.push({ match, resolve }));
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** A redis-server of the test's own on `port` (no persistence), to stop mid-run; fails with a hint when the binary is missing. */
export function startOwnRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--bind", "127.0.0.1", "--port", String(port), "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("error", (error) =>
      reject(new Error(`redis-server could not be started (install the redis-server Debian package; npm test uses it too): ${error.message}`)),
    );
    child.once("exit", (code) => reject(new Error(`redis-server exited ${code}: ${output}`)));
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) resolve(child);
    });
  });
}
