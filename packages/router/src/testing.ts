import type { SessionState, SessionStore } from "@modular-planner/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordTurn } from "./session.js";

/**
 * The SessionStore suite every store runs (in-memory, Redis, ...). `make` is called once;
 * each test uses its own session id so stores shared across processes do not interfere.
 */
export function sessionStoreSuite(name: string, make: () => Promise<SessionStore>): void {
  describe(`SessionStore suite: ${name}`, () => {
    let store: SessionStore;
    const prefix = `suite-${process.pid}-${Date.now().toString(36)}`;
    const state = (id: string, facts: string[] = []): SessionState => ({
      sessionId: `${prefix}-${id}`,
      turns: [{ role: "user", text: "monthly revenue trend", at: "2026-01-01T00:00:00.000Z" }],
      summary: "time_series: monthly revenue trend",
      facts,
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    beforeAll(async () => {
      store = await make();
    });
    afterAll(async () => {
      await store?.close();
    });

    it("returns undefined for an unknown session", async () => {
      expect(await store.load(`${prefix}-missing`)).toBeUndefined();
    });
    it("round-trips a state exactly", async () => {
      const s = state("roundtrip", ["data_loaded", "step:tpr:completed", "last_tool:plot_line"]);
      await store.save(s);
      expect(await store.load(s.sessionId)).toEqual(s);
    });
    it("overwrites on save and keeps sessions apart", async () => {
      const a = state("a", ["data_loaded"]);
      const b = state("b");
      await store.save(a);
      await store.save(b);
      const a2 = recordTurn(a, {
        user: "now by region",
        intent: "time_series_grouped",
        addFacts: ["step:tpr:completed"],
        now: new Date("2026-01-02T00:00:00Z"),
      });
      await store.save(a2);
      expect(await store.load(a.sessionId)).toEqual(a2);
      expect((await store.load(a.sessionId))?.facts).toEqual(["data_loaded", "step:tpr:completed", "last_intent:time_series_grouped"]);
      expect(await store.load(b.sessionId)).toEqual(b);
    });
    it("does not share mutable state with the caller", async () => {
      const s = state("copy", ["data_loaded"]);
      await store.save(s);
      s.facts.push("mutated");
      const loaded = await store.load(s.sessionId);
      expect(loaded?.facts).toEqual(["data_loaded"]);
      loaded!.facts.push("mutated-again");
      expect((await store.load(s.sessionId))?.facts).toEqual(["data_loaded"]);
    });
    it("deletes a session (and deleting twice is fine)", async () => {
      const s = state("del");
      await store.save(s);
      await store.delete(s.sessionId);
      expect(await store.load(s.sessionId)).toBeUndefined();
      await store.delete(s.sessionId);
    });
    it("serialises concurrent updates of one session: none is lost", async () => {
      const id = `${prefix}-concurrent`;
      const turns = 12;
      const results = await Promise.all(
        Array.from({ length: turns }, (_, i) =>
          store.update(id, async (current) => {
            const base = current ?? { ...state("concurrent"), facts: [] };
            // A pause between the read and the write: without serialisation every turn reads the same state.
            await new Promise((resolve) => setTimeout(resolve, 5));
            return { ...base, facts: [...base.facts, `turn:${i}`], updatedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() };
          }),
        ),
      );
      const stored = await store.load(id);
      expect(stored?.facts).toHaveLength(turns);
      expect([...stored!.facts].sort()).toEqual(Array.from({ length: turns }, (_, i) => `turn:${i}`).sort());
      // Each update saw every earlier one: their lengths are 1..n in some order.
      expect(results.map((result) => result.facts.length).sort((a, b) => a - b)).toEqual(Array.from({ length: turns }, (_, i) => i + 1));
    });
    it("an update whose change throws writes nothing and does not block the next", async () => {
      const s = state("update-throws", ["data_loaded"]);
      await store.save(s);
      await expect(
        store.update(s.sessionId, () => {
          throw new Error("change failed");
        }),
      ).rejects.toThrow("change failed");
      expect(await store.load(s.sessionId)).toEqual(s);
      const next = await store.update(s.sessionId, (current) => ({ ...current!, facts: [...current!.facts, "after"] }));
      expect(next.facts).toEqual(["data_loaded", "after"]);
      expect((await store.load(s.sessionId))?.facts).toEqual(["data_loaded", "after"]);
    });
    it("keeps unicode and long histories intact", async () => {
      let s = state("long");
      for (let i = 0; i < 30; i++) s = recordTurn(s, { user: `tour ${i} — données ✓`, now: new Date(Date.UTC(2026, 0, 1, 0, i)) });
      await store.save(s);
      const loaded = await store.load(s.sessionId);
      expect(loaded).toEqual(s);
      expect(loaded?.turns).toHaveLength(10);
      expect(loaded?.turns.at(-1)?.text).toBe("tour 29 — données ✓");
    });
  });
}
