import { sessionStoreSuite } from "@modular-planner/router/testing";
import { createClient } from "redis";
import { describe, expect, it } from "vitest";
import { createRedisSessionStore } from "../src/index.js";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6390";

/** Fails (never skips) when Redis is not reachable. */
async function reachable(): Promise<void> {
  const c = createClient({ url: REDIS_URL, socket: { connectTimeout: 3000, reconnectStrategy: false } });
  c.on("error", () => {});
  try {
    await c.connect();
    await c.ping();
    await c.close();
  } catch (err) {
    throw new Error(`Redis is not reachable at ${REDIS_URL} (run the tests through npm test, which starts redis-server and sets REDIS_URL, or set REDIS_URL yourself): ${err instanceof Error ? err.message : String(err)}`);
  }
}

sessionStoreSuite("redis", async () => {
  await reachable();
  return createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:" });
});

describe("redis session store", () => {
  it("shares sessions between two store instances (two planner processes)", async () => {
    await reachable();
    const a = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:" });
    const b = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:" });
    const id = `shared-${process.pid}-${Date.now()}`;
    await a.save({ sessionId: id, turns: [], summary: "", facts: ["data_loaded"], updatedAt: "2026-01-01T00:00:00.000Z" });
    expect((await b.load(id))?.facts).toEqual(["data_loaded"]);
    await b.delete(id);
    expect(await a.load(id)).toBeUndefined();
    await a.close();
    await b.close();
    await expect(a.load(id)).rejects.toThrow("Redis session store is closed");
  });
  it("expires sessions with ttlSeconds", async () => {
    await reachable();
    const s = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:", ttlSeconds: 100 });
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    const id = `ttl-${process.pid}`;
    await s.save({ sessionId: id, turns: [], summary: "", facts: [], updatedAt: "2026-01-01T00:00:00.000Z" });
    const ttl = await raw.ttl(`mp:test:${id}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(100);
    await s.delete(id);
    await raw.close();
    await s.close();
  });
  it("an unreachable server gives a clear error", async () => {
    const s = createRedisSessionStore({ url: "redis://127.0.0.1:1", connectTimeoutMs: 2000 });
    await expect(s.load("x")).rejects.toThrow(/^Redis session store: cannot connect to redis:\/\/127\.0\.0\.1:1 \(.*\); is redis-server running\? \(npm test starts one on a free loopback port and sets REDIS_URL\)$/);
    await s.close();
  });
});
