import { ModularPlannerError } from "@modular-planner/core";
import type { Redis, RedisOptions } from "ioredis";
import type { CliConfig } from "../config.js";

/** Redis is not reachable (or went away): what the queue needs, and what to do. */
export class QueueUnavailableError extends ModularPlannerError {
  constructor(url: string, cause: unknown) {
    super("store-failed", `The run queue's Redis at ${maskUrl(url)} is not reachable: ${cause instanceof Error ? cause.message : String(cause)}`, {
      hint: "Start Redis (or fix --queue / queue.url / MODULAR_PLANNER_QUEUE), then try again; runs already queued wait in Redis until a worker takes them.",
      cause,
    });
    this.name = "QueueUnavailableError";
  }
}

/** The URL with its password replaced by `***`, for messages and logs. */
export function maskUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(an invalid URL)";
  }
}

/** The queue's Redis URL: `--queue`, else `queue.url` in the config, else MODULAR_PLANNER_QUEUE. */
export function queueUrlOf(config: CliConfig, flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const url = flag ?? config.queue.url ?? env.MODULAR_PLANNER_QUEUE;
  if (url === undefined) return undefined;
  if (!/^rediss?:\/\//.test(url))
    throw new ModularPlannerError("configuration-invalid", `The queue URL must start with redis:// or rediss:// (got "${maskUrl(url)}")`, {
      hint: "Pass --queue redis://host:6379 (or set queue.url, MODULAR_PLANNER_QUEUE).",
      details: { input: true },
    });
  return url;
}

/** Runs need one store every process reads and writes: a queue with `store.kind: jsonl` is refused. */
export function assertSharedStore(config: CliConfig): void {
  if (config.store.kind === "jsonl") {
    throw new ModularPlannerError("configuration-invalid", "Runs on a queue need a store that serve and every worker share; store.kind is jsonl", {
      hint: 'Set store: { kind: "postgres", url: "postgres://…" } (several machines), or the default SQLite file when serve and the workers share one folder on one machine.',
      details: { input: true },
    });
  }
}

/** Prefix of the keys this queue keeps beside BullMQ's (event streams, approvals, cancels). */
export const keysOf = (config: CliConfig) => {
  const base = `mp:${config.queue.name}`;
  return {
    events: (runId: string) => `${base}:run:${runId}:events`,
    approval: (runId: string, stepId: string) => `${base}:run:${runId}:approval:${stepId}`,
    pending: (runId: string) => `${base}:run:${runId}:pending`,
    attempt: (runId: string) => `${base}:run:${runId}:attempt`,
    cancelChannel: `${base}:cancel`,
  };
};

/**
 * A Redis connection. `worker`: commands wait for a reconnection instead of failing after a few
 * retries (BullMQ's workers need this; a run's events are kept until Redis is back).
 */
export async function connectRedis(url: string, options: { worker?: boolean; name?: string } = {}): Promise<Redis> {
  const { Redis: RedisClient } = await import("ioredis");
  const settings: RedisOptions = {
    ...(options.worker ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 2 }),
    ...(options.name ? { connectionName: options.name } : {}),
    lazyConnect: true,
    // Reconnect every second at most; the caller reports the outage (see onOutage).
    retryStrategy: (times) => Math.min(times * 200, 1000),
  };
  const client = new RedisClient(url, settings);
  // Errors are reported by whoever uses the connection (onOutage); unhandled 'error' events would only print stacks.
  client.on("error", () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    throw new QueueUnavailableError(url, error);
  }
  return client;
}

/**
 * Calls `report` once when the connection is lost and once when it is back, with a line saying so:
 * an outage is never silent.
 */
export function onOutage(client: Redis, url: string, report: (line: string) => void): void {
  let down = false;
  client.on("error", (error: Error) => {
    if (down) return;
    down = true;
    report(
      `Redis at ${maskUrl(url)} is unreachable (${error.message}): retrying every second; runs in progress keep their events until it is back, and a job whose lock expires meanwhile goes to another worker.`,
    );
  });
  client.on("ready", () => {
    if (!down) return;
    down = false;
    report(`Redis at ${maskUrl(url)} is back.`);
  });
}
