import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { Plan, RunStore } from "@modular-planner/core";
import { createJsonlRunStore } from "@modular-planner/executor";
import type { SqliteStore } from "@modular-planner/store-sqlite";
import type { CliConfig } from "./config.js";
import type { Redactor } from "./redact.js";

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
export async function openRunStore(config: CliConfig, outDir: string, redactor?: Redactor): Promise<OpenRunStore> {
  const jsonlPath = join(outDir, "run.jsonl");
  const jsonl = createJsonlRunStore({ path: jsonlPath });
  const path = sqlitePath(config);
  if (!path) return { runs: owned(jsonl, redactor), location: jsonlPath, close: () => jsonl.close() };
  await mkdir(dirname(path), { recursive: true });
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  const sqlite = createSqliteStore({ path });
  await interruptAbandonedRuns(config, sqlite);
  const both: RunStore = owned({
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
  }, redactor);
  return { runs: both, location: path, close: () => both.close() };
}

/**
 * Every run records the process that runs it (pid and host), so a later command can tell a run
 * left `running` by a process that is gone; with a redactor, the question's secrets are removed
 * from the plan and every event before they are stored.
 */
function owned(store: RunStore, redactor: Redactor | undefined): RunStore {
  const redact = redactor?.active ? redactor.json : <T>(value: T) => value;
  return {
    ...store,
    createRun: (record) => store.createRun(redact({ ...record, owner: { pid: process.pid, host: hostname() } })),
    appendEvent: (runId, event) => store.appendEvent(runId, redact(event)),
  };
}

/**
 * Marks as `interrupted` the runs left `running` by a dead process of this host (killed with
 * SIGKILL, a crash, a power loss), in the SQLite store and in their `out/<run-id>/run.jsonl`.
 * Every command that opens the store does this first.
 */
async function interruptAbandonedRuns(config: CliConfig, store: SqliteStore): Promise<void> {
  const runIds = store.interruptAbandonedRuns();
  for (const runId of runIds) {
    const path = join(resolve(config.output.dir), runId, "run.jsonl");
    if (!existsSync(path)) continue;
    const jsonl = createJsonlRunStore({ path });
    await jsonl.updateRunStatus(runId, "interrupted");
    await jsonl.close();
  }
}

/** Opens the configured SQLite store for reading runs (`runs list|show`); `store` is undefined when no run was stored yet. */
export async function openSqliteForReading(config: CliConfig) {
  const path = sqlitePath(config);
  if (!path) return undefined;
  if (!existsSync(path)) return { path, store: undefined };
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  const store = createSqliteStore({ path });
  try {
    await interruptAbandonedRuns(config, store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { path, store };
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
