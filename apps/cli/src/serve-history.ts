import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { IntentGraph, Plan, RunListing, RunRecord } from "@modular-planner/core";
import { createInMemoryApprovalQueue } from "@modular-planner/executor";
import { IntentNodeStateSchema } from "@modular-planner/planner";
import type { CliConfig } from "./config.js";
import type { RunState } from "./server.js";
import type { RunSummary } from "./service.js";
import { openSharedStore, sqlitePath, type SharedStore } from "./stores.js";

/**
 * Who asked for a stored graph: its root node's `caller` state (`IntentNodeStateSchema`), undefined in
 * graphs stored before it was kept. Only that key is read, so a graph whose other saved state is
 * malformed still lists (resuming it is what refuses it).
 */
export function callerOfGraph(graph: IntentGraph): string | undefined {
  const root = graph.nodes.find((node) => node.id === graph.rootId);
  const caller = IntentNodeStateSchema.shape.caller.safeParse(root?.data.caller);
  return caller.success ? (caller.data ?? undefined) : undefined;
}

/**
 * The runs store as `serve` reads it for GET /runs: the runs of earlier server processes and of the
 * CLI, and the intent graphs of goals over the tool catalog. One connection for the server's life, opened at the first read (a SQLite file not written
 * yet is no history, and is not created here); nothing with `store.kind: jsonl`.
 */
export function createRunHistory(config: CliConfig) {
  let opened: Promise<SharedStore | undefined> | undefined;
  const store = (): Promise<SharedStore | undefined> => {
    if (config.store.kind === "jsonl") return Promise.resolve(undefined);
    const path = sqlitePath(config);
    if (!opened && path && !existsSync(path)) return Promise.resolve(undefined);
    opened ??= openSharedStore(config).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  return {
    async list(): Promise<RunListing[]> {
      return (await (await store())?.runs.listRuns()) ?? [];
    },
    async load(runId: string): Promise<RunRecord | undefined> {
      return (await store())?.runs.loadRun(runId);
    },
    /** The stored intent graphs, most recently updated first, each loaded (its caller and status are inside). */
    async graphs(): Promise<IntentGraph[]> {
      const opened = await store();
      if (!opened) return [];
      const listed = await opened.intentGraphs.listGraphs();
      const graphs = await Promise.all(listed.map((entry) => opened.intentGraphs.loadGraph(entry.id)));
      return graphs.filter((graph): graph is IntentGraph => graph !== undefined);
    },
    async graph(graphId: string): Promise<IntentGraph | undefined> {
      return (await store())?.intentGraphs.loadGraph(graphId);
    },
    async close(): Promise<void> {
      await (await opened?.catch(() => undefined))?.close();
    },
  };
}

/**
 * A stored run as a run state of the server: its events replayed from the record, its summary from
 * the result.json it wrote (when it got that far), never followed live nor decided on.
 */
export async function storedRunState(record: RunRecord, startedBy: RunState["startedBy"], outDir: string): Promise<RunState> {
  let summary: RunSummary | undefined;
  try {
    summary = JSON.parse(await readFile(join(outDir, "result.json"), "utf8")) as RunSummary;
  } catch {
    summary = undefined; // no result (stopped before its end, or its folder removed): the events say how far it got
  }
  const plan = record.plan as Plan;
  return {
    events: record.events,
    status: record.status === "running" ? "running" : "finished",
    summary: summary ?? (record.status === "running" ? undefined : ({ runId: record.runId, status: record.status } as RunSummary)),
    listeners: new Set(),
    owner: "",
    seq: 0,
    createdAt: record.createdAt,
    controller: new AbortController(),
    ended: Promise.resolve(),
    question: record.request ?? plan?.goal ?? record.planId,
    plan,
    outDir,
    approvals: createInMemoryApprovalQueue({ decide: () => "denied" }),
    stored: true,
    startedBy,
  };
}
