import type { RunEvent } from "@modular-planner/core";
import type { Redis } from "ioredis";

/** How a queued run ended, as its worker publishes it after its last event. */
export interface RunOutcome {
  status: "finished" | "failed";
  /** The run's summary (RunSummary, redacted) when it finished. */
  summary?: unknown;
  /** The error, as printed, when it failed. */
  error?: string;
}

/** Events of ended runs stay this long, for clients that follow a run late. */
const KEEP_SECONDS = 24 * 3600;

/** Appends a run's event to its stream (`<prefix>:run:<id>:events`). */
export async function publishEvent(redis: Redis, key: string, event: RunEvent): Promise<void> {
  await redis.xadd(key, "*", "event", JSON.stringify(event));
}

/** Appends the run's end to its stream, which then expires after a day. */
export async function publishEnd(redis: Redis, key: string, outcome: RunOutcome): Promise<void> {
  await redis.multi().xadd(key, "*", "end", JSON.stringify(outcome)).expire(key, KEEP_SECONDS).exec();
}

export interface FollowHandlers {
  onEvent(event: RunEvent): void;
  onEnd(outcome: RunOutcome): void;
}

/**
 * Follows many runs' streams on one blocking connection (XREAD over every stream followed, from the
 * start): each event reaches `onEvent` once, in order, wherever the run executes; a stream is dropped
 * after its end. A run added while a read is blocked is read at the next round (within `blockMs`).
 */
export function createStreamFollower(redis: Redis, options: { blockMs?: number; onError?: (error: Error) => void } = {}) {
  const followed = new Map<string, { lastId: string; handlers: FollowHandlers }>();
  let stopped = false;
  let reporting = false;
  const loop = async () => {
    while (!stopped) {
      if (followed.size === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const keys = [...followed.keys()];
      let reply: [string, [string, string[]][]][] | null;
      try {
        reply = (await redis.xread("COUNT", 500, "BLOCK", options.blockMs ?? 250, "STREAMS", ...keys, ...keys.map((key) => followed.get(key)!.lastId))) as typeof reply;
        reporting = false;
      } catch (error) {
        if (stopped) return;
        if (!reporting) options.onError?.(error as Error);
        reporting = true;
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      for (const [key, entries] of reply ?? []) {
        const entry = followed.get(key);
        if (!entry) continue;
        for (const [id, fields] of entries) {
          entry.lastId = id;
          const [field, value] = fields as [string, string];
          if (field === "event") entry.handlers.onEvent(JSON.parse(value) as RunEvent);
          else if (field === "end") {
            followed.delete(key);
            entry.handlers.onEnd(JSON.parse(value) as RunOutcome);
            break;
          }
        }
      }
    }
  };
  const running = loop();
  return {
    follow(key: string, handlers: FollowHandlers) {
      followed.set(key, { lastId: "0", handlers });
    },
    unfollow(key: string) {
      followed.delete(key);
    },
    async close() {
      stopped = true;
      redis.disconnect();
      await running.catch(() => undefined);
    },
  };
}
