import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { hostname } from "node:os";
import { dirname, join, resolve } from "node:path";
import type { IntentGraphStore, Plan, PlanLibraryStore, RunStore } from "@modular-planner/core";
import { createJsonlRunStore } from "@modular-planner/executor";
import type { CliConfig } from "./config.js";
import { postgresOptions } from "./postgres-options.js";
import type { Redactor } from "./redact.js";
import { CLI_CALLER } from "./callers.js";

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

/** The store of the config, SQLite or PostgreSQL, through the same core interfaces. */
export interface SharedStore {
  /** The SQLite file, or the PostgreSQL URL (password masked) and schema. */
  location: string;
  runs: RunStore;
  intentGraphs: IntentGraphStore;
  planLibrary: PlanLibraryStore;
  /** Marks as `interrupted` the runs left `running` by a dead process of this host; returns their ids. */
  interruptAbandonedRuns(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Opens the configured store (undefined for `store.kind: jsonl`). A SQLite file is created with its
 * folder; a PostgreSQL store connects and applies its migrations.
 */
export async function openSharedStore(config: CliConfig): Promise<SharedStore | undefined> {
  const store = config.store;
  if (store.kind === "postgres") {
    const { openPostgresStore } = await import("@modular-planner/store-postgres");
    const postgres = await openPostgresStore(postgresOptions(config)!);
    return {
      location: postgres.location,
      runs: postgres.runs,
      intentGraphs: postgres.intentGraphs,
      planLibrary: postgres.planLibrary,
      interruptAbandonedRuns: () => postgres.interruptAbandonedRuns(),
      close: () => postgres.close(),
    };
  }
  const path = sqlitePath(config);
  if (!path) return undefined;
  await mkdir(dirname(path), { recursive: true });
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  const sqlite = createSqliteStore({ path });
  return {
    location: path,
    runs: sqlite.runs,
    intentGraphs: sqlite.intentGraphs,
    planLibrary: sqlite.planLibrary,
    interruptAbandonedRuns: async () => sqlite.interruptAbandonedRuns(),
    close: () => sqlite.close(),
  };
}

/**
 * Every run writes `out/<run-id>/run.jsonl`; with `store.kind: sqlite` (the default) or `postgres`
 * the same record also goes to that store, where `modular-planner runs list|show` reads it.
 */
export async function openRunStore(config: CliConfig, outDir: string, redactor?: Redactor, asked: RunAsker = { caller: CLI_CALLER }): Promise<OpenRunStore> {
  const jsonlPath = join(outDir, "run.jsonl");
  const jsonl = createJsonlRunStore({ path: jsonlPath });
  let shared: SharedStore | undefined;
  try {
    shared = await openSharedStore(config);
    if (shared) await interruptAbandonedRuns(config, shared);
  } catch (error) {
    await jsonl.close();
    await shared?.close();
    throw error;
  }
  if (!shared) return { runs: owned(jsonl, redactor, asked), location: jsonlPath, close: () => jsonl.close() };
  const store = shared;
  const both: RunStore = owned(
    {
      // Both stores group the writes of one event-loop turn; writing to them at once keeps one wait, not two.
      async createRun(record) {
        await Promise.all([jsonl.createRun(record), store.runs.createRun(record)]);
      },
      async appendEvent(runId, event) {
        await Promise.all([jsonl.appendEvent(runId, event), store.runs.appendEvent(runId, event)]);
      },
      async updateRunStatus(runId, status) {
        await Promise.all([jsonl.updateRunStatus(runId, status), store.runs.updateRunStatus(runId, status)]);
      },
      loadRun: (runId) => store.runs.loadRun(runId),
      listRuns: () => store.runs.listRuns(),
      async close() {
        await jsonl.close();
        await store.close();
      },
    },
    redactor,
    asked,
  );
  return { runs: both, location: store.location, close: () => both.close() };
}

/** Who asked for a run (`cli`, or the API token's `ownerOf` hash) and what they asked (secrets removed). */
export interface RunAsker {
  caller: string;
  request?: string;
}

/**
 * Every run records the process that runs it (pid and host), so a later command can tell a run
 * left `running` by a process that is gone, and who asked for it and what (the console's history
 * lists a token's runs from the store); with a redactor, the question's secrets are removed
 * from the plan and every event before they are stored.
 */
function owned(store: RunStore, redactor: Redactor | undefined, asked: RunAsker): RunStore {
  const redact = redactor?.active ? redactor.json : <T>(value: T) => value;
  return {
    ...store,
    createRun: (record) =>
      store.createRun(
        redact({
          ...record,
          owner: { pid: process.pid, host: hostname() },
          caller: asked.caller,
          ...(asked.request !== undefined ? { request: asked.request } : {}),
        }),
      ),
    appendEvent: (runId, event) => store.appendEvent(runId, redact(event)),
  };
}

/**
 * Marks as `interrupted` the runs left `running` by a dead process of this host (killed with
 * SIGKILL, a crash, a power loss), in the store and in their `out/<run-id>/run.jsonl`.
 * Every command that opens the store does this first.
 */
async function interruptAbandonedRuns(config: CliConfig, store: SharedStore): Promise<void> {
  const runIds = await store.interruptAbandonedRuns();
  for (const runId of runIds) {
    const path = join(resolve(config.output.dir), runId, "run.jsonl");
    if (!existsSync(path)) continue;
    const jsonl = createJsonlRunStore({ path });
    await jsonl.updateRunStatus(runId, "interrupted");
    await jsonl.close();
  }
}

/**
 * Opens the configured store for reading runs (`runs list|show`); undefined for `store.kind: jsonl`,
 * and `store` undefined when no SQLite file was written yet.
 */
export async function openSqliteForReading(config: CliConfig): Promise<{ path: string; store: SharedStore | undefined } | undefined> {
  if (config.store.kind === "jsonl") return undefined;
  const path = sqlitePath(config);
  if (path && !existsSync(path)) return { path, store: undefined };
  const store = (await openSharedStore(config))!;
  try {
    await interruptAbandonedRuns(config, store);
  } catch (error) {
    await store.close();
    throw error;
  }
  return { path: store.location, store };
}

/**
 * With `library.learnFromRuns` and a SQLite or PostgreSQL store, adds a run that finished and passed
 * its checks (status `succeeded`) to the plan library (`source: run`). Returns the entry id, or
 * undefined when nothing was learned (switch off, no store, another status, or no tool step).
 */
export async function learnFromRun(config: CliConfig, run: { runId: string; status: string; request: string; plan: Plan }): Promise<string | undefined> {
  if (!config.library.learnFromRuns || config.store.kind === "jsonl" || run.status !== "succeeded") return undefined;
  const { entryFromRun } = await import("@modular-planner/plan-library");
  const entry = entryFromRun({ id: `run:${run.runId}`, request: run.request, plan: run.plan, outcome: "passed", origin: "cli run" });
  if (!entry) return undefined;
  const store = (await openSharedStore(config))!;
  try {
    await store.planLibrary.saveEntries([entry]);
  } finally {
    await store.close();
  }
  return entry.id;
}
