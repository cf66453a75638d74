import { SPECIFICATION_VERSION, SessionStateSchemaLike, type SessionState, type SessionStore } from "./types.js";
import { randomUUID } from "node:crypto";
import { createClient } from "redis";

export interface RedisSessionStoreOptions {
  /** e.g. `redis://127.0.0.1:6390`. */
  url: string;
  /** Key prefix; default `mp:session:`. */
  keyPrefix?: string;
  /** Expire sessions after this many seconds of inactivity; default: never. */
  ttlSeconds?: number;
  /** Connection timeout in milliseconds; default 5000. */
  connectTimeoutMs?: number;
  /** How long `update` waits for another turn's lock on the session; default 10000 ms. */
  lockWaitMs?: number;
  /** A lock expires after this long (a crashed holder never blocks the session for good); default 30000 ms. */
  lockTtlMs?: number;
}

/**
 * Writes the session only while the caller still holds its lock, then frees the lock: a turn whose
 * lock expired meanwhile (it took longer than lockTtlMs) writes nothing rather than overwrite a later turn.
 * KEYS: session, lock. ARGV: value, lock token, ttl seconds or "".
 */
const WRITE_IF_LOCKED = `if redis.call("get", KEYS[2]) ~= ARGV[2] then return 0 end
if ARGV[3] ~= "" then redis.call("set", KEYS[1], ARGV[1], "EX", ARGV[3]) else redis.call("set", KEYS[1], ARGV[1]) end
redis.call("del", KEYS[2])
return 1`;
/** Frees the lock only when it is still the caller's. KEYS: lock. ARGV: lock token. */
const UNLOCK = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) end
return 0`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RedisSessionStore extends SessionStore {
  readonly specificationVersion: typeof SPECIFICATION_VERSION;
  readonly id: string;
}

/**
 * Session memory in Redis (one JSON string per session), shared by several planner instances.
 * `update` takes a lock key (`SET NX PX`, `lock:<prefix><id>`) and writes through a script that
 * checks the lock is still its own, so concurrent turns from any instance are serialised.
 */
export function createRedisSessionStore(options: RedisSessionStoreOptions): RedisSessionStore {
  const prefix = options.keyPrefix ?? "mp:session:";
  const client = createClient({
    url: options.url,
    socket: { connectTimeout: options.connectTimeoutMs ?? 5000, reconnectStrategy: false },
  });
  let lastError: unknown;
  client.on("error", (err) => {
    lastError = err;
  });
  let connecting: Promise<unknown> | undefined;
  let closed = false;

  async function ready() {
    if (closed) throw new Error("Redis session store is closed");
    if (!client.isReady) {
      connecting ??= client.connect().catch((err: unknown) => {
        connecting = undefined;
        const cause = err instanceof Error ? err.message : String(err ?? lastError);
        throw new Error(
          `Redis session store: cannot connect to ${options.url} (${cause}); is redis-server running? (npm test starts one on a free loopback port and sets REDIS_URL)`,
          { cause: err },
        );
      });
      await connecting;
    }
    return client;
  }

  async function load(sessionId: string): Promise<SessionState | undefined> {
    const c = await ready();
    const raw = await c.get(prefix + sessionId);
    if (raw === null) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (!SessionStateSchemaLike(parsed)) throw new Error(`Redis session store: key ${prefix + sessionId} does not hold a session state`);
    return parsed;
  }

  async function save(state: SessionState): Promise<void> {
    const c = await ready();
    const value = JSON.stringify(state);
    if (options.ttlSeconds !== undefined) await c.set(prefix + state.sessionId, value, { expiration: { type: "EX", value: options.ttlSeconds } });
    else await c.set(prefix + state.sessionId, value);
  }

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "redis",
    load,
    save,
    async update(sessionId, change) {
      const c = await ready();
      const key = prefix + sessionId;
      const lockKey = `lock:${key}`;
      const token = randomUUID();
      const lockWaitMs = options.lockWaitMs ?? 10_000;
      const started = Date.now();
      for (
        let wait = 2;
        (await c.set(lockKey, token, { condition: "NX", expiration: { type: "PX", value: options.lockTtlMs ?? 30_000 } })) !== "OK";
        wait = Math.min(wait * 2, 50)
      ) {
        if (Date.now() - started > lockWaitMs)
          throw new Error(
            `Redis session store: session ${sessionId} stayed locked for ${lockWaitMs} ms by another turn (key ${lockKey}); retry when it has finished`,
          );
        await pause(wait + Math.random() * wait);
      }
      let written = false;
      try {
        const next = await change(await load(sessionId));
        const ttl = options.ttlSeconds !== undefined ? String(options.ttlSeconds) : "";
        written = (await c.eval(WRITE_IF_LOCKED, { keys: [key, lockKey], arguments: [JSON.stringify(next), token, ttl] })) === 1;
        if (!written)
          throw new Error(
            `Redis session store: the lock on session ${sessionId} expired before the turn was written (it took longer than lockTtlMs); nothing was written, retry the turn`,
          );
        return structuredClone(next);
      } finally {
        if (!written) await c.eval(UNLOCK, { keys: [lockKey], arguments: [token] }).catch(() => undefined);
      }
    },
    async delete(sessionId) {
      const c = await ready();
      await c.del(prefix + sessionId);
    },
    async close() {
      if (closed) return;
      closed = true;
      if (client.isOpen) await client.close();
    },
  };
}
