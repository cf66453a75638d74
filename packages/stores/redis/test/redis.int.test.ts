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
    throw new Error(
      `Redis is not reachable at ${REDIS_URL} (run the tests through npm test, which starts redis-server and sets REDIS_URL, or set REDIS_URL yourself): ${err instanceof Error ? err.message : String(err)}`,
    );
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
  it("serialises concurrent turns of two store instances (two planner processes): none is lost", async () => {
    await reachable();
    const a = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:" });
    const b = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:" });
    const id = `turns-${process.pid}-${Date.now()}`;
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? a : b).update(id, async (current) => {
          const base = current ?? { sessionId: id, turns: [], summary: "", facts: [], updatedAt: "2026-01-01T00:00:00.000Z" };
          await new Promise((resolve) => setTimeout(resolve, 3));
          return { ...base, facts: [...base.facts, `turn:${i}`] };
        }),
      ),
    );
    expect([...((await a.load(id))?.facts ?? [])].sort()).toEqual(Array.from({ length: 16 }, (_, i) => `turn:${i}`).sort());
    const raw = createClient({ url: REDIS_URL });
    await raw.connect();
    expect(await raw.exists(`lock:mp:test:${id}`)).toBe(0);
    await raw.close();
    await a.delete(id);
    await a.close();
    await b.close();
  });
  it("a turn that outlived its lock writes nothing, so the turn that took the lock over is not overwritten", async () => {
    await reachable();
    const slow = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:", lockTtlMs: 100 });
    const fast = createRedisSessionStore({ url: REDIS_URL, keyPrefix: "mp:test:" });
    const id = `expired-${process.pid}-${Date.now()}`;
    const base = { sessionId: id, turns: [], summary: "", facts: [] as string[], updatedAt: "2026-01-01T00:00:00.000Z" };
    const late = slow.update(id, async (current) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { ...(current ?? base), facts: ["slow"] };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fast.update(id, (current) => ({ ...(current ?? base), facts: [...(current ?? base).facts, "fast"] }));
    await expect(late).rejects.toThrow(
      `Redis session store: the lock on session ${id} expired before the turn was written (it took longer than lockTtlMs); nothing was written, retry the turn`,
    );
    expect((await fast.load(id))?.facts).toEqual(["fast"]);
    await fast.delete(id);
    await slow.close();
    await fast.close();
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
    await expect(s.load("x")).rejects.toThrow(
      /^Redis session store: cannot connect to redis:\/\/127\.0\.0\.1:1 \(.*\); is redis-server running\? \(npm test starts one on a free loopback port and sets REDIS_URL\)$/,
    );
    await s.close();
  });
});
