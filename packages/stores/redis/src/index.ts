import { SPECIFICATION_VERSION, SessionStateSchemaLike, type SessionState, type SessionStore } from "./types.js";
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
}

export interface RedisSessionStore extends SessionStore {
  readonly specificationVersion: typeof SPECIFICATION_VERSION;
  readonly id: string;
}

/** Session memory in Redis (one JSON string per session), shared by several planner instances. */
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
        throw new Error(`Redis session store: cannot connect to ${options.url} (${cause}); is redis-server running? (npm test starts one on a free loopback port and sets REDIS_URL)`, { cause: err });
      });
      await connecting;
    }
    return client;
  }

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "redis",
    async load(sessionId) {
      const c = await ready();
      const raw = await c.get(prefix + sessionId);
      if (raw === null) return undefined;
      const parsed: unknown = JSON.parse(raw);
      if (!SessionStateSchemaLike(parsed)) throw new Error(`Redis session store: key ${prefix + sessionId} does not hold a session state`);
      return parsed;
    },
    async save(state: SessionState) {
      const c = await ready();
      const value = JSON.stringify(state);
      if (options.ttlSeconds !== undefined) await c.set(prefix + state.sessionId, value, { expiration: { type: "EX", value: options.ttlSeconds } });
      else await c.set(prefix + state.sessionId, value);
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
