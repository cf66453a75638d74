import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { IntentGraphSchema, type IntentGraph, type IntentGraphStore, type RunEvent, type RunRecord, type RunStore } from "@modular-planner/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

export interface StoreConformanceOptions<S> {
  name: string;
  /**
   * Opens a store. `path` is a fresh file path inside a temporary folder (one per test); stores
   * that keep data in memory ignore it. Called again with the same path to reopen a closed store.
   */
  create: (path: string) => S | Promise<S>;
  /** True when data survives `close()` and a reopen with the same path (files, databases). */
  persistent?: boolean;
}

export type IntentGraphStoreConformanceOptions = StoreConformanceOptions<IntentGraphStore>;
export type RunStoreConformanceOptions = StoreConformanceOptions<RunStore>;

export function useTempFolder(prefix: string) {
  let folder = "";
  let counter = 0;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return () => join(folder, `store-${++counter}.db`);
}

/** A small valid intent graph: a root goal, `count` sub-intents in a chain, with both edge types. */
export function sampleIntentGraph(id: string, options: { goal?: string; count?: number; updatedAt?: string } = {}): IntentGraph {
  const count = options.count ?? 2;
  const intents = Array.from({ length: count }, (_, index) => ({
    id: `${id}-i${index}`,
    kind: "intent" as const,
    text: `step ${index} of ${id}`,
    status: "pending" as const,
    depth: 1,
    intent: { id: `${id}-i${index}`, text: `step ${index} of ${id}`, dependsOn: index ? [`${id}-i${index - 1}`] : [], params: { n: index, label: "émoji ✓" } },
    data: { score: index / 10 },
  }));
  return IntentGraphSchema.parse({
    id,
    goal: { id: `${id}-goal`, text: options.goal ?? `goal of ${id}`, facts: ["data_loaded"] },
    rootId: `${id}-root`,
    nodes: [{ id: `${id}-root`, kind: "goal", text: options.goal ?? `goal of ${id}`, status: "decomposed", depth: 0 }, ...intents],
    edges: [
      ...intents.map((node) => ({ from: node.id, to: `${id}-root`, type: "IsSubgoalOf" as const })),
      ...intents.slice(1).map((node, index) => ({ from: node.id, to: intents[index]!.id, type: "DependsOn" as const })),
    ],
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: options.updatedAt ?? "2026-01-01T00:00:00.000Z",
  });
}

/**
 * The IntentGraphStore contract: a saved graph loads back equal (a snapshot, not a live
 * reference), saving the same id replaces it, `listGraphs` names each graph once with its goal
 * text and last update, unknown ids load as `undefined`; persistent stores keep graphs across a
 * close and reopen.
 */
export function describeIntentGraphStoreConformance(options: IntentGraphStoreConformanceOptions): void {
  describe(`IntentGraphStore conformance: ${options.name}`, () => {
    const nextPath = useTempFolder("mp-graph-store-");
    const open = async () => options.create(nextPath());

    it("loads an unknown id as undefined and lists nothing when empty", async () => {
      const store = await open();
      try {
        expect(await store.loadGraph("missing")).toBeUndefined();
        expect(await store.listGraphs()).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("round-trips a graph (nodes, edges, statuses, params) as a valid IntentGraph snapshot", async () => {
      const store = await open();
      try {
        const graph = sampleIntentGraph("g1", { count: 3 });
        await store.saveGraph(graph);
        const expected = structuredClone(graph);
        graph.nodes[1]!.status = "failed"; // changing the caller's object after saving changes nothing stored
        const loaded = await store.loadGraph("g1");
        expect(loaded).toEqual(expected);
        expect(IntentGraphSchema.safeParse(loaded).success).toBe(true);
      } finally {
        await store.close();
      }
    });

    it("saving the same id replaces the graph (status updates, new nodes)", async () => {
      const store = await open();
      try {
        await store.saveGraph(sampleIntentGraph("g1", { count: 1 }));
        const next = sampleIntentGraph("g1", { count: 2, updatedAt: "2026-01-02T00:00:00.000Z" });
        next.nodes[1]!.status = "resolved";
        await store.saveGraph(next);
        const loaded = await store.loadGraph("g1");
        expect(loaded).toEqual(next);
        expect(loaded!.nodes.map((node) => node.status)).toEqual(["decomposed", "resolved", "pending"]);
        expect(await store.listGraphs()).toEqual([{ id: "g1", goal: "goal of g1", updatedAt: "2026-01-02T00:00:00.000Z" }]);
      } finally {
        await store.close();
      }
    });

    it("lists every graph once with its goal text and last update", async () => {
      const store = await open();
      try {
        await store.saveGraph(sampleIntentGraph("a", { goal: "sales by region" }));
        await store.saveGraph(sampleIntentGraph("b", { goal: "traffic trend", updatedAt: "2026-03-01T00:00:00.000Z" }));
        await store.saveGraph(sampleIntentGraph("a", { goal: "sales by region", updatedAt: "2026-02-01T00:00:00.000Z" }));
        const listed = (await store.listGraphs()).sort((x, y) => x.id.localeCompare(y.id));
        expect(listed).toEqual([
          { id: "a", goal: "sales by region", updatedAt: "2026-02-01T00:00:00.000Z" },
          { id: "b", goal: "traffic trend", updatedAt: "2026-03-01T00:00:00.000Z" },
        ]);
        expect((await store.loadGraph("b"))!.goal.text).toBe("traffic trend");
      } finally {
        await store.close();
      }
    });

    if (options.persistent) {
      it("keeps graphs after close and reopen with the same path", async () => {
        const path = nextPath();
        const first = await options.create(path);
        const graph = sampleIntentGraph("kept", { count: 4 });
        await first.saveGraph(graph);
        await first.close();
        const second = await options.create(path);
        try {
          expect(await second.loadGraph("kept")).toEqual(graph);
          expect((await second.listGraphs()).map((entry) => entry.id)).toEqual(["kept"]);
        } finally {
          await second.close();
        }
      });
    }
  });
}

const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second)).toISOString();

/** A short run's events: start, then start/finish per step, in order. */
export function sampleRunEvents(runId: string, steps: readonly string[]): RunEvent[] {
  let second = 0;
  const events: RunEvent[] = [];
  for (const stepId of steps) {
    events.push({ type: "plan-step-start", runId, timestamp: at(++second), stepId, tool: "work" });
    events.push({
      type: "plan-step-finish",
      runId,
      timestamp: at(++second),
      stepId,
      tool: "work",
      status: "succeeded",
      durationMs: 1.5,
      artifact: { id: `${stepId}-out`, stepId, type: "json", value: { rows: [1, 2, null], text: "ünïcode" }, metadata: {} },
    });
  }
  return events;
}

const newRun = (runId: string, planId = "plan-1"): Omit<RunRecord, "events"> => ({
  runId,
  planId,
  status: "running",
  createdAt: at(0),
  updatedAt: at(0),
  plan: { id: planId, goal: "g", steps: [{ id: "s1", tool: "work", params: { path: "data.csv" } }] },
});

/**
 * The RunStore contract: a created run loads back with its plan and no events, events come back
 * in the order they were appended (also when appends are not awaited one by one), `updatedAt`
 * follows the last event, status updates show in `loadRun` and `listRuns`, runs do not mix,
 * unknown ids load as `undefined`; persistent stores keep runs across a close and reopen.
 */
export function describeRunStoreConformance(options: RunStoreConformanceOptions): void {
  describe(`RunStore conformance: ${options.name}`, () => {
    const nextPath = useTempFolder("mp-run-store-");
    const open = async () => options.create(nextPath());

    it("loads an unknown run as undefined and lists nothing when empty", async () => {
      const store = await open();
      try {
        expect(await store.loadRun("missing")).toBeUndefined();
        expect(await store.listRuns()).toEqual([]);
      } finally {
        await store.close();
      }
    });

    it("a created run loads back with its plan, status and no events", async () => {
      const store = await open();
      try {
        await store.createRun(newRun("r1"));
        expect(await store.loadRun("r1")).toEqual({ ...newRun("r1"), events: [] });
        expect(await store.listRuns()).toEqual([{ runId: "r1", planId: "plan-1", status: "running", updatedAt: at(0), createdAt: at(0) }]);
      } finally {
        await store.close();
      }
    });

    it("keeps who asked for a run and what (caller, request), in loadRun and listRuns", async () => {
      const store = await open();
      try {
        await store.createRun({ ...newRun("asked"), caller: "cli", request: "total revenue by region" });
        await store.createRun(newRun("older"));
        expect(await store.loadRun("asked")).toEqual({ ...newRun("asked"), caller: "cli", request: "total revenue by region", events: [] });
        const listed = Object.fromEntries((await store.listRuns()).map((run) => [run.runId, run]));
        expect(listed.asked).toEqual({
          runId: "asked",
          planId: "plan-1",
          status: "running",
          updatedAt: at(0),
          createdAt: at(0),
          caller: "cli",
          request: "total revenue by region",
        });
        // A record written without them lists without them: its caller is unknown, not "cli".
        expect(listed.older).not.toHaveProperty("caller");
        expect(listed.older).not.toHaveProperty("request");
      } finally {
        await store.close();
      }
    });

    it("keeps events in append order, also when appends are not awaited one by one", async () => {
      const store = await open();
      try {
        await store.createRun(newRun("r1"));
        const events = sampleRunEvents(
          "r1",
          Array.from({ length: 25 }, (_, index) => `s${index}`),
        );
        await store.appendEvent("r1", events[0]!);
        await Promise.all(events.slice(1).map((event) => store.appendEvent("r1", event)));
        const record = await store.loadRun("r1");
        expect(record!.events).toEqual(events);
        expect(record!.updatedAt).toBe(events.at(-1)!.timestamp);
      } finally {
        await store.close();
      }
    });

    it("updates the status in loadRun and listRuns", async () => {
      const store = await open();
      try {
        await store.createRun(newRun("r1"));
        await store.appendEvent("r1", sampleRunEvents("r1", ["s1"])[0]!);
        await store.updateRunStatus("r1", "partial");
        expect((await store.loadRun("r1"))!.status).toBe("partial");
        await store.updateRunStatus("r1", "succeeded");
        const record = await store.loadRun("r1");
        expect(record!.status).toBe("succeeded");
        expect(record!.events).toHaveLength(1);
        expect((await store.listRuns()).map(({ runId, status }) => ({ runId, status }))).toEqual([{ runId: "r1", status: "succeeded" }]);
      } finally {
        await store.close();
      }
    });

    it("keeps runs apart and lists each once", async () => {
      const store = await open();
      try {
        await store.createRun(newRun("a", "plan-a"));
        await store.createRun(newRun("b", "plan-b"));
        const eventsA = sampleRunEvents("a", ["x", "y"]);
        const eventsB = sampleRunEvents("b", ["z"]);
        for (let index = 0; index < 4; index += 1) {
          if (eventsA[index]) await store.appendEvent("a", eventsA[index]!);
          if (eventsB[index]) await store.appendEvent("b", eventsB[index]!);
        }
        await store.updateRunStatus("b", "failed");
        expect((await store.loadRun("a"))!.events).toEqual(eventsA);
        expect((await store.loadRun("b"))!.events).toEqual(eventsB);
        const listed = (await store.listRuns()).sort((x, y) => x.runId.localeCompare(y.runId));
        expect(listed.map(({ runId, planId, status }) => ({ runId, planId, status }))).toEqual([
          { runId: "a", planId: "plan-a", status: "running" },
          { runId: "b", planId: "plan-b", status: "failed" },
        ]);
      } finally {
        await store.close();
      }
    });

    it("events or a status for an unknown run do not create a run", async () => {
      const store = await open();
      try {
        await store.appendEvent("ghost", sampleRunEvents("ghost", ["s1"])[0]!).catch(() => undefined);
        await store.updateRunStatus("ghost", "failed").catch(() => undefined);
        expect(await store.loadRun("ghost")).toBeUndefined();
        expect(await store.listRuns()).toEqual([]);
      } finally {
        await store.close();
      }
    });

    if (options.persistent) {
      it("keeps runs, events and statuses after close and reopen with the same path", async () => {
        const path = nextPath();
        const first = await options.create(path);
        await first.createRun(newRun("kept"));
        const events = sampleRunEvents("kept", ["s1", "s2"]);
        for (const event of events) await first.appendEvent("kept", event);
        await first.updateRunStatus("kept", "partial");
        await first.close();
        const second = await options.create(path);
        try {
          const record = await second.loadRun("kept");
          expect(record).toMatchObject({ runId: "kept", planId: "plan-1", status: "partial", createdAt: at(0), plan: newRun("kept").plan });
          expect(record!.events).toEqual(events);
          expect((await second.listRuns()).map((entry) => entry.runId)).toEqual(["kept"]);
        } finally {
          await second.close();
        }
      });
    }
  });
}
