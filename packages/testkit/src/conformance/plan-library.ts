import { PlanLibraryEntrySchema, type PlanLibrary, type PlanLibraryEntryInput, type PlanLibraryStore } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { itHasStrategyIdentity } from "./common.js";
import { useTempFolder, type StoreConformanceOptions } from "./stores.js";

export interface PlanLibraryConformanceOptions {
  name: string;
  /** A new, empty library each call. */
  create: () => PlanLibrary | Promise<PlanLibrary>;
}

/** A small history: two chains through `search_flights`, one failed run that must not count. */
export const samplePlanLibraryEntries: PlanLibraryEntryInput[] = [
  {
    id: "e1",
    request: "find a flight to Paris and book the cheapest one",
    steps: ["find flights to Paris", "book the cheapest flight"],
    tools: ["search_flights", "book_flight"],
    links: [["search_flights", "book_flight"]],
    source: "example",
  },
  {
    id: "e2",
    request: "look up flights to Rome then email me the list",
    steps: ["look up flights to Rome", "email the list"],
    tools: ["search_flights", "send_email"],
    links: [["search_flights", "send_email"]],
    source: "import",
  },
  {
    id: "e3",
    request: "book a hotel in Paris",
    steps: ["book a hotel in Paris"],
    tools: ["book_hotel"],
    source: "run",
  },
  {
    id: "e4",
    request: "find a flight to Oslo and delete my account",
    tools: ["search_flights", "delete_account"],
    source: "run",
    outcome: "failed",
  },
];

/** The contract every PlanLibrary implementation keeps (in memory, SQLite-backed, remote). */
export function describePlanLibraryConformance(options: PlanLibraryConformanceOptions): void {
  describe(`PlanLibrary conformance: ${options.name}`, () => {
    itHasStrategyIdentity(options.create);

    const filled = async () => {
      const library = await options.create();
      library.add(samplePlanLibraryEntries);
      return library;
    };

    it("stores valid entries, replaces by id, and rejects invalid ones with a configuration error", async () => {
      const library = await filled();
      expect(library.size).toBe(4);
      for (const entry of library.entries()) expect(PlanLibraryEntrySchema.safeParse(entry).success).toBe(true);
      library.add([{ ...samplePlanLibraryEntries[2]!, request: "book a hotel in Lyon" }]);
      expect(library.size).toBe(4);
      expect(library.entries().find((entry) => entry.id === "e3")?.request).toBe("book a hotel in Lyon");
      expect(() => library.add([{ id: "bad", request: "x", tools: [], source: "run" }])).toThrow(/bad/);
    });

    it("finds similar passed requests, best first, never failed ones", async () => {
      const library = await filled();
      const matches = library.similar("book a cheap flight to Paris", 3);
      expect(matches[0]?.entry.id).toBe("e1");
      expect(matches.map((match) => match.entry.id)).not.toContain("e4");
      for (const match of matches) expect(match.coverage).toBeGreaterThanOrEqual(0);
      const scores = matches.map((match) => match.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(library.similar("book a cheap flight to Paris", 0)).toEqual([]);
    });

    it("learns transition priors from passed chains only", async () => {
      const library = await filled();
      expect(library.transition("search_flights", "book_flight")).toBeGreaterThan(library.transition("search_flights", "book_hotel"));
      expect(library.transition("search_flights", "delete_account")).toBeLessThan(library.transition("search_flights", "send_email"));
      expect(library.transition(null, "search_flights")).toBeGreaterThan(library.transition(null, "book_flight"));
      for (const value of [library.transition("unknown", "unknown"), library.transition(null, "unknown")]) {
        expect(value).toBeGreaterThan(0);
        expect(value).toBeLessThanOrEqual(1);
      }
      expect(library.toolCount("search_flights")).toBe(2);
      expect(library.toolCount("delete_account")).toBe(0);
      expect(library.linkRate("search_flights", "book_flight")).toBeGreaterThan(0.5);
      expect(library.linkRate("never", "seen")).toBe(0.5);
    });

    it("gives usage texts per tool and a hash that changes with passed entries only", async () => {
      const library = await filled();
      expect(library.usage("book_flight")).toContain("book the cheapest flight");
      expect(library.usage("delete_account")).toEqual([]);
      const before = library.hash;
      library.add([{ id: "e5", request: "cancel my flight", tools: ["cancel_flight"], source: "run", outcome: "failed" }]);
      expect(library.hash).toBe(before);
      library.add([{ id: "e6", request: "cancel my flight", tools: ["cancel_flight"], source: "run" }]);
      expect(library.hash).not.toBe(before);
    });
  });
}

export type PlanLibraryStoreConformanceOptions = StoreConformanceOptions<PlanLibraryStore & { close?: () => void | Promise<void> }>;

/** The contract every PlanLibraryStore keeps: upsert by id in insertion order, valid entries only, removal, persistence. */
export function describePlanLibraryStoreConformance(options: PlanLibraryStoreConformanceOptions): void {
  describe(`PlanLibraryStore conformance: ${options.name}`, () => {
    const newPath = useTempFolder("mp-plan-library-store-");
    const entries = samplePlanLibraryEntries.map((entry) => PlanLibraryEntrySchema.parse(entry));

    it("saves entries, lists them in insertion order, and replaces by id in place", async () => {
      const store = await options.create(newPath());
      await store.saveEntries(entries);
      expect(await store.listEntries()).toEqual(entries);
      await store.saveEntries([{ ...entries[0]!, request: "find a flight to Lyon" }]);
      const listed = await store.listEntries();
      expect(listed.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
      expect(listed[0]!.request).toBe("find a flight to Lyon");
      await store.close?.();
    });

    it("refuses an invalid entry and saves nothing of that batch", async () => {
      const store = await options.create(newPath());
      await expect(store.saveEntries([entries[0]!, { ...entries[1]!, tools: [] }])).rejects.toThrow(/e2/);
      expect(await store.listEntries()).toEqual([]);
      await store.close?.();
    });

    it("removes entries by id and counts the ones that existed", async () => {
      const store = await options.create(newPath());
      await store.saveEntries(entries);
      expect(await store.removeEntries(["e1", "nope"])).toBe(1);
      expect((await store.listEntries()).map((entry) => entry.id)).toEqual(["e2", "e3", "e4"]);
      await store.close?.();
    });

    if (options.persistent) {
      it("keeps entries across a close and reopen", async () => {
        const path = newPath();
        const store = await options.create(path);
        await store.saveEntries(entries);
        await store.close?.();
        const reopened = await options.create(path);
        expect(await reopened.listEntries()).toEqual(entries);
        await reopened.close?.();
      });
    }
  });
}
