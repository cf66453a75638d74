import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import type { Plan, RunStore } from "@modular-planner/core";
import { createJsonlRunStore } from "@modular-planner/executor";
import type { CliConfig } from "./config.js";

export interface OpenRunStore {
  runs: RunStore;
  /** Where `runs show` finds the record: the SQLite file, or the run's JSON-lines file. */
  location: string;
  close(): Promise<void>;
}

/** The SQLite file of the config (`store.path`, relative to the current folder). */
export function sqlitePath(config: CliConfig): string | undefined {
  return config.store.kind === "sqlite" ? resolve(config.store.path) : undefined;
}

/**
 * Every run writes `out/<run-id>/run.jsonl`; with `store.kind: sqlite` (the default) the same
 * record also goes to the SQLite file, where `modular-planner runs list|show` reads it.
 */
export async function openRunStore(config: CliConfig, outDir: string): Promise<OpenRunStore> {
  const jsonlPath = join(outDir, "run.jsonl");
  const jsonl = createJsonlRunStore({ path: jsonlPath });
  const path = sqlitePath(config);
  if (!path) return { runs: jsonl, location: jsonlPath, close: () => jsonl.close() };
  await mkdir(dirname(path), { recursive: true });
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  const sqlite = createSqliteStore({ path });
  const both: RunStore = {
    // Both stores group the writes of one event-loop turn; writing to them at once keeps one wait, not two.
    async createRun(record) {
      await Promise.all([jsonl.createRun(record), sqlite.runs.createRun(record)]);
    },
    async appendEvent(runId, event) {
      await Promise.all([jsonl.appendEvent(runId, event), sqlite.runs.appendEvent(runId, event)]);
    },
    async updateRunStatus(runId, status) {
      await Promise.all([jsonl.updateRunStatus(runId, status), sqlite.runs.updateRunStatus(runId, status)]);
    },
    loadRun: (runId) => sqlite.runs.loadRun(runId),
    listRuns: () => sqlite.runs.listRuns(),
    async close() {
      await jsonl.close();
      await sqlite.close();
    },
  };
  return { runs: both, location: path, close: () => both.close() };
}

/** Opens the configured SQLite store for reading runs (`runs list|show`); `store` is undefined when no run was stored yet. */
export async function openSqliteForReading(config: CliConfig) {
  const path = sqlitePath(config);
  if (!path) return undefined;
  if (!existsSync(path)) return { path, store: undefined };
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  return { path, store: createSqliteStore({ path }) };
}

/**
 * With `library.learnFromRuns` and a SQLite store, adds a run that finished and passed its checks
 * (status `succeeded`) to the plan library (`source: run`). Returns the entry id, or undefined when
 * nothing was learned (switch off, no SQLite store, another status, or no tool step).
 */
export async function learnFromRun(config: CliConfig, run: { runId: string; status: string; request: string; plan: Plan }): Promise<string | undefined> {
  const path = sqlitePath(config);
  if (!config.library.learnFromRuns || !path || run.status !== "succeeded") return undefined;
  const { entryFromRun } = await import("@modular-planner/plan-library");
  const entry = entryFromRun({ id: `run:${run.runId}`, request: run.request, plan: run.plan, outcome: "passed", origin: "cli run" });
  if (!entry) return undefined;
  await mkdir(dirname(path), { recursive: true });
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  const store = createSqliteStore({ path });
  try {
    await store.planLibrary.saveEntries([entry]);
  } finally {
    await store.close();
  }
  return entry.id;
}
