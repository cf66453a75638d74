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

/**
 * Appends an event only if the key `once` (when given) was not sent for the run before, and releases
 * `release`; the sent keys live in a set beside the stream. Atomic, so two attempts never both send.
 */
const PUBLISH_ONCE = `
if ARGV[1] ~= "" and redis.call("SADD", KEYS[2], ARGV[1]) == 0 then return 0 end
if ARGV[2] ~= "" then redis.call("SREM", KEYS[2], ARGV[2]) end
redis.call("XADD", KEYS[1], "*", "event", ARGV[3])
redis.call("EXPIRE", KEYS[2], 691200)
return 1`;

/**
 * What a client must see once per run, whatever the attempts (an approval answered, a worker that
 * stopped): the run's start, each step's approval request and answer, and a step's start until its
 * finish is sent (a step cut short by a pause or a handoff starts again in the next attempt).
 */
function onceKeys(event: RunEvent): { once: string; release: string } {
  const step = (event as { stepId?: string }).stepId ?? "";
  switch (event.type) {
    case "run-start":
      return { once: "run-start", release: "" };
    case "tool-approval-request":
      return { once: `approval-request:${step}`, release: "" };
    case "tool-approval-response":
      return { once: `approval-response:${step}`, release: "" };
    case "plan-step-start":
      return { once: `step-start:${step}`, release: "" };
    case "plan-step-finish":
      return { once: "", release: `step-start:${step}` };
    default:
      return { once: "", release: "" };
  }
}

/**
 * Appends a queued run's event to its stream so that a client sees each event once across the
 * run's attempts (see onceKeys); resolves false when it was sent already.
 */
export async function publishEventOnce(redis: Redis, key: string, event: RunEvent): Promise<boolean> {
  const { once, release } = onceKeys(event);
  return (await redis.eval(PUBLISH_ONCE, 2, key, `${key}:sent`, once, release, JSON.stringify(event))) === 1;
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
        reply = (await redis.xread(
          "COUNT",
          500,
          "BLOCK",
          options.blockMs ?? 250,
          "STREAMS",
          ...keys,
          ...keys.map((key) => followed.get(key)!.lastId),
        )) as typeof reply;
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
