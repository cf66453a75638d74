import { hostname } from "node:os";
import Database from "better-sqlite3";
import {
  IntentGraphSchema,
  PlanLibraryEntrySchema,
  ModularPlannerError,
  type IntentGraph,
  type IntentGraphStore,
  type PlanLibraryEntry,
  type PlanLibraryStore,
  type RunEvent,
  type RunListing,
  type RunRecord,
  type RunStore,
} from "@modular-planner/core";
import { createGroupCommit } from "@modular-planner/kit";

export type SqliteDatabase = Database.Database;

export interface SqliteStoreOptions {
  /** The database file (created with its folder's permissions if missing); `:memory:` for tests. */
  path: string;
  /**
   * `NORMAL` (default): with WAL, every committed write survives the process being killed; a power
   * loss may lose the last commits, never corrupt the file. `FULL`: fsync on every commit (slower),
   * commits also survive a power loss.
   */
  synchronous?: "NORMAL" | "FULL";
  /** How long a write waits for another process's lock before failing; default 5000 ms. */
  busyTimeoutMs?: number;
}

/** One schema step. `user_version` records the last applied version; steps run in order, once. */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

/** The store's schema, as a list of migrations; append new versions at the end, never edit old ones. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: "intent graphs, runs and run events",
    sql: `
      CREATE TABLE intent_graphs (
        id TEXT PRIMARY KEY,
        goal TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        graph TEXT NOT NULL
      );
      CREATE TABLE runs (
        run_id TEXT PRIMARY KEY,
        plan_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'cancelled', 'partial')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        plan TEXT NOT NULL
      );
      CREATE TABLE run_events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        run_id TEXT NOT NULL REFERENCES runs (run_id) ON DELETE CASCADE,
        type TEXT NOT NULL,
        step_id TEXT,
        timestamp TEXT NOT NULL,
        event TEXT NOT NULL
      );
      CREATE INDEX run_events_by_run ON run_events (run_id, seq);
    `,
  },
  {
    version: 2,
    description: "plan library entries",
    sql: `
      CREATE TABLE plan_library (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        id TEXT NOT NULL UNIQUE,
        source TEXT NOT NULL,
        outcome TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        entry TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    description: "run status interrupted; the process (pid, host) that runs each run",
    // SQLite cannot change a CHECK constraint: the table is rebuilt (foreign keys are off during migrations).
    sql: `
      CREATE TABLE runs_v3 (
        run_id TEXT PRIMARY KEY,
        plan_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'cancelled', 'partial', 'interrupted')),
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        plan TEXT NOT NULL,
        owner_pid INTEGER,
        owner_host TEXT
      );
      INSERT INTO runs_v3 (run_id, plan_id, status, created_at, updated_at, plan) SELECT run_id, plan_id, status, created_at, updated_at, plan FROM runs;
      DROP TABLE runs;
      ALTER TABLE runs_v3 RENAME TO runs;
    `,
  },
  {
    version: 4,
    description: "who asked for each run (caller) and what (request)",
    sql: `
      ALTER TABLE runs ADD COLUMN caller TEXT;
      ALTER TABLE runs ADD COLUMN request TEXT;
    `,
  },
];

/** A row with `caller` and `request` left out when NULL (a record written without them). */
function withoutNulls<Row extends { caller: string | null; request: string | null }>({
  caller,
  request,
  ...rest
}: Row): Omit<Row, "caller" | "request"> & { caller?: string; request?: string } {
  return { ...rest, ...(caller !== null ? { caller } : {}), ...(request !== null ? { request } : {}) };
}

const storeError = (message: string, hint?: string, details?: Record<string, unknown>) => new ModularPlannerError("store-failed", message, { hint, details });

/**
 * Brings a database to the latest version of `migrations` (each in its own transaction, setting
 * `user_version`). Refuses a file written by a newer version instead of guessing. Returns the version.
 */
export function applyMigrations(db: SqliteDatabase, migrations: readonly Migration[] = MIGRATIONS, label = db.name): number {
  const latest = migrations.reduce((max, migration) => Math.max(max, migration.version), 0);
  const current = db.pragma("user_version", { simple: true }) as number;
  if (current > latest) {
    throw storeError(
      `The store ${label} has schema version ${current}, newer than this version of @modular-planner/store-sqlite knows (${latest})`,
      "Upgrade @modular-planner/store-sqlite, or use another file.",
    );
  }
  // A migration may rebuild a table (DROP and rename); with foreign keys on, dropping `runs` would
  // delete every run event. The pragma has no effect inside a transaction, so it is set around them.
  const foreignKeys = db.pragma("foreign_keys", { simple: true }) === 1;
  if (foreignKeys) db.pragma("foreign_keys = OFF");
  try {
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (migration.version <= current) continue;
      db.transaction(() => {
        db.exec(migration.sql);
        db.pragma(`user_version = ${Math.trunc(migration.version)}`);
      })();
    }
  } finally {
    if (foreignKeys) db.pragma("foreign_keys = ON");
  }
  return Math.max(current, latest);
}

function openDatabase(options: SqliteStoreOptions): SqliteDatabase {
  let db: SqliteDatabase;
  try {
    db = new Database(options.path, { timeout: options.busyTimeoutMs ?? 5000 });
  } catch (cause) {
    throw new ModularPlannerError("store-failed", `Cannot open the SQLite store ${options.path}: ${(cause as Error).message}`, {
      hint: "Check that the folder exists and is writable.",
      cause,
    });
  }
  try {
    db.pragma("journal_mode = WAL");
    db.pragma(`synchronous = ${options.synchronous === "FULL" ? "FULL" : "NORMAL"}`);
    db.pragma("foreign_keys = ON");
    applyMigrations(db, MIGRATIONS, options.path);
  } catch (error) {
    db.close();
    if (error instanceof ModularPlannerError) throw error;
    throw new ModularPlannerError("store-failed", `Cannot use ${options.path} as a SQLite store: ${(error as Error).message}`, {
      hint: "Is it a SQLite database? Use a new file path.",
      cause: error,
    });
  }
  return db;
}

/** A connection shared by several stores; closed when every user released it. */
function share(db: SqliteDatabase, path: string) {
  let users = 0;
  let closed = false;
  return {
    path,
    acquire() {
      users += 1;
      let released = false;
      return {
        get db() {
          if (closed || released) throw storeError(`The SQLite store ${path} is closed`, "Open it again with createSqliteStore.");
          return db;
        },
        release() {
          if (released) return;
          released = true;
          users -= 1;
          if (users === 0) this.closeAll();
        },
        closeAll() {
          if (!closed) {
            closed = true;
            db.close();
          }
        },
      };
    },
  };
}
type Handle = ReturnType<ReturnType<typeof share>["acquire"]>;

function parseJson(text: string, where: string, hint: string): unknown {
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ModularPlannerError("store-failed", `${where} is corrupt: not JSON (${(cause as Error).message})`, { hint, cause });
  }
}

/** Prepares each SQL text once per store; throws a clear error once the file is closed. */
function statementCache(handle: Handle): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    const db = handle.db;
    let statement = statements.get(sql);
    if (!statement) statements.set(sql, (statement = db.prepare(sql)));
    return statement;
  };
}

function intentGraphStore(handle: Handle, path: string): IntentGraphStore {
  const prepare = statementCache(handle);
  return {
    async saveGraph(graph: IntentGraph) {
      const parsed = IntentGraphSchema.safeParse(graph);
      if (!parsed.success)
        throw storeError(
          `Refusing to save intent graph "${graph?.id}": ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(graph)"} ${issue.message}`).join("; ")}`,
          "Build graphs with IntentGraphSchema.",
        );
      prepare(
        `INSERT INTO intent_graphs (id, goal, created_at, updated_at, graph) VALUES (@id, @goal, @createdAt, @updatedAt, @graph)
         ON CONFLICT (id) DO UPDATE SET goal = excluded.goal, created_at = excluded.created_at, updated_at = excluded.updated_at, graph = excluded.graph`,
      ).run({ id: graph.id, goal: graph.goal.text, createdAt: graph.createdAt, updatedAt: graph.updatedAt, graph: JSON.stringify(parsed.data) });
    },
    async loadGraph(id) {
      const row = prepare("SELECT graph FROM intent_graphs WHERE id = ?").get(id) as { graph: string } | undefined;
      if (!row) return undefined;
      const where = `Intent graph row id="${id}" in ${path}`;
      const hint = `Delete the row (DELETE FROM intent_graphs WHERE id = '${id.replaceAll("'", "''")}') or restore the file from a backup.`;
      const parsed = IntentGraphSchema.safeParse(parseJson(row.graph, where, hint));
      if (!parsed.success) {
        throw new ModularPlannerError(
          "store-failed",
          `${where} is corrupt: ${parsed.error.issues
            .slice(0, 5)
            .map((issue) => `${issue.path.join(".") || "(graph)"}: ${issue.message}`)
            .join("; ")}`,
          { hint, details: { table: "intent_graphs", id } },
        );
      }
      return parsed.data;
    },
    async listGraphs() {
      return prepare("SELECT id, goal, updated_at AS updatedAt FROM intent_graphs ORDER BY updated_at DESC, id").all() as {
        id: string;
        goal: string;
        updatedAt: string;
      }[];
    },
    async close() {
      handle.release();
    },
  };
}

const STEP_EVENTS = new Set(["plan-step-start", "plan-step-finish", "tool-approval-request", "tool-approval-response"]);

function runStore(handle: Handle, path: string): RunStore {
  const prepare = statementCache(handle);
  let createTx: ((record: Omit<RunRecord, "events">) => void) | undefined;
  let appendTx: ((batch: Appending[]) => void) | undefined;
  const noRun = (runId: string) => storeError(`No run "${runId}" in ${path}`, "Call createRun before appending events or statuses.");
  const insertEvent = (id: string, value: RunEvent) => {
    const stepId = STEP_EVENTS.has(value.type) ? ((value as { stepId?: string }).stepId ?? null) : null;
    prepare("INSERT INTO run_events (run_id, type, step_id, timestamp, event) VALUES (?, ?, ?, ?, ?)").run(
      id,
      value.type,
      stepId,
      value.timestamp,
      JSON.stringify(value),
    );
  };
  const appendOne = (id: string, value: RunEvent) => {
    if (prepare("UPDATE runs SET updated_at = ? WHERE run_id = ?").run(value.timestamp, id).changes === 0) throw noRun(id);
    insertEvent(id, value);
  };
  // Group commit: events appended in the same turn of the event loop are written in one
  // transaction; each append resolves only once its event is committed. When the transaction
  // rolls back (an unknown run, say), events are committed one by one so only the faulty appends fail.
  interface Appending {
    runId: string;
    event: RunEvent;
  }
  const group = createGroupCommit<Appending>(
    (batch) => {
      appendTx ??= handle.db.transaction((items: Appending[]) => {
        // One existence check and one updated_at write per run and batch, one insert per event.
        const last = new Map<string, string>();
        for (const item of items) {
          if (!last.has(item.runId) && !prepare("SELECT 1 FROM runs WHERE run_id = ?").get(item.runId)) throw noRun(item.runId);
          insertEvent(item.runId, item.event);
          last.set(item.runId, item.event.timestamp);
        }
        for (const [id, timestamp] of last) prepare("UPDATE runs SET updated_at = ? WHERE run_id = ?").run(timestamp, id);
      });
      appendTx(batch);
    },
    (item) => appendOne(item.runId, item.event),
  );
  const flush = () => group.flush();
  return {
    async createRun(record) {
      flush();
      const db = handle.db;
      createTx ??= db.transaction((run: Omit<RunRecord, "events">) => {
        // A run created again starts over, as in the other stores.
        prepare("DELETE FROM run_events WHERE run_id = ?").run(run.runId);
        prepare(
          `INSERT INTO runs (run_id, plan_id, status, created_at, updated_at, plan, owner_pid, owner_host, caller, request) VALUES (@runId, @planId, @status, @createdAt, @updatedAt, @plan, @ownerPid, @ownerHost, @caller, @request)
           ON CONFLICT (run_id) DO UPDATE SET plan_id = excluded.plan_id, status = excluded.status, created_at = excluded.created_at, updated_at = excluded.updated_at, plan = excluded.plan, owner_pid = excluded.owner_pid, owner_host = excluded.owner_host, caller = excluded.caller, request = excluded.request`,
        ).run({
          runId: run.runId,
          planId: run.planId,
          status: run.status,
          createdAt: run.createdAt,
          updatedAt: run.updatedAt,
          plan: JSON.stringify(run.plan ?? null),
          ownerPid: run.owner?.pid ?? null,
          ownerHost: run.owner?.host ?? null,
          caller: run.caller ?? null,
          request: run.request ?? null,
        });
      });
      createTx(record);
    },
    appendEvent(runId, event) {
      try {
        void handle.db; // fails at once when closed
      } catch (error) {
        return Promise.reject(error);
      }
      return group.add({ runId, event });
    },
    async updateRunStatus(runId, status) {
      flush();
      if (prepare("UPDATE runs SET status = ?, updated_at = ? WHERE run_id = ?").run(status, new Date().toISOString(), runId).changes === 0) throw noRun(runId);
    },
    async loadRun(runId) {
      flush();
      const found = prepare(
        "SELECT run_id AS runId, plan_id AS planId, status, created_at AS createdAt, updated_at AS updatedAt, plan, caller, request FROM runs WHERE run_id = ?",
      ).get(runId) as (Omit<RunRecord, "events" | "plan" | "caller" | "request"> & { plan: string; caller: string | null; request: string | null }) | undefined;
      if (!found) return undefined;
      const row = withoutNulls(found);
      const hint = `Inspect it with: SELECT seq, type, step_id FROM run_events WHERE run_id = '${runId.replaceAll("'", "''")}' ORDER BY seq`;
      const plan = parseJson(row.plan, `The plan of run row run_id="${runId}" in ${path}`, hint);
      const events = (prepare("SELECT seq, event FROM run_events WHERE run_id = ? ORDER BY seq").all(runId) as { seq: number; event: string }[]).map(
        ({ seq, event }) => {
          const parsed = parseJson(event, `Run event row seq=${seq} (run "${runId}") in ${path}`, hint) as RunEvent;
          if (!parsed || typeof parsed !== "object" || typeof parsed.type !== "string")
            throw storeError(`Run event row seq=${seq} (run "${runId}") in ${path} is corrupt: no event type`, hint, { table: "run_events", seq });
          return parsed;
        },
      );
      return { ...row, plan, events };
    },
    async listRuns() {
      flush();
      const rows = prepare(
        "SELECT run_id AS runId, plan_id AS planId, status, updated_at AS updatedAt, created_at AS createdAt, caller, request FROM runs ORDER BY updated_at DESC, run_id",
      ).all() as (Omit<RunListing, "caller" | "request"> & { caller: string | null; request: string | null })[];
      return rows.map(withoutNulls);
    },
    async close() {
      flush();
      handle.release();
    },
  };
}

function planLibraryStore(handle: Handle, path: string): PlanLibraryStore {
  const prepare = statementCache(handle);
  return {
    async saveEntries(entries: readonly PlanLibraryEntry[]) {
      const parsed = entries.map((entry) => {
        const result = PlanLibraryEntrySchema.safeParse(entry);
        if (!result.success)
          throw storeError(
            `Refusing to save plan-library entry "${entry?.id}": ${result.error.issues.map((issue) => `${issue.path.join(".") || "(entry)"} ${issue.message}`).join("; ")}`,
            "Build entries with PlanLibraryEntrySchema.",
          );
        return result.data;
      });
      const now = new Date().toISOString();
      handle.db.transaction(() => {
        for (const entry of parsed) {
          prepare(
            `INSERT INTO plan_library (id, source, outcome, updated_at, entry) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (id) DO UPDATE SET source = excluded.source, outcome = excluded.outcome, updated_at = excluded.updated_at, entry = excluded.entry`,
          ).run(entry.id, entry.source, entry.outcome, now, JSON.stringify(entry));
        }
      })();
    },
    async listEntries() {
      return (prepare("SELECT id, entry FROM plan_library ORDER BY seq").all() as { id: string; entry: string }[]).map(({ id, entry }) =>
        PlanLibraryEntrySchema.parse(
          parseJson(entry, `${path}: plan-library entry "${id}"`, "Remove the entry (removeEntries) or restore the file from a backup."),
        ),
      );
    },
    async removeEntries(ids: readonly string[]) {
      let removed = 0;
      handle.db.transaction(() => {
        for (const id of ids) removed += prepare("DELETE FROM plan_library WHERE id = ?").run(id).changes;
      })();
      return removed;
    },
  };
}

export interface SqliteStore {
  readonly path: string;
  /** The schema version (`PRAGMA user_version`) after migrations. */
  readonly schemaVersion: number;
  readonly intentGraphs: IntentGraphStore;
  readonly runs: RunStore;
  /** Plan-library entries (solved requests) in the same file. */
  readonly planLibrary: PlanLibraryStore;
  /**
   * Marks as `interrupted` the runs left `running` by a process of this host that is gone (its
   * `owner` pid no longer alive); returns their ids. Runs without an owner, or of another host, are left.
   */
  interruptAbandonedRuns(options?: { host?: string; isAlive?: (pid: number) => boolean }): string[];
  /** Closes the file for both stores. (Closing both stores also closes it.) */
  close(): Promise<void>;
}

/** Whether a process of this host is alive (`EPERM`: it is, under another user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Intent graphs and run records in one SQLite file (WAL journal; schema versioned with
 * `user_version`). Every write is committed before its call resolves (events appended in the same
 * turn of the event loop share one transaction), so a process killed mid-run leaves every event
 * whose append had resolved.
 */
export function createSqliteStore(options: SqliteStoreOptions): SqliteStore {
  const db = openDatabase(options);
  const shared = share(db, options.path);
  const graphsHandle = shared.acquire();
  const runsHandle = shared.acquire();
  const intentGraphs = intentGraphStore(graphsHandle, options.path);
  const runs = runStore(runsHandle, options.path);
  const planLibrary = planLibraryStore(graphsHandle, options.path);
  return {
    path: options.path,
    schemaVersion: db.pragma("user_version", { simple: true }) as number,
    intentGraphs,
    runs,
    planLibrary,
    interruptAbandonedRuns(sweep = {}) {
      const host = sweep.host ?? hostname();
      const isAlive = sweep.isAlive ?? processAlive;
      const db = runsHandle.db;
      const running = db
        .prepare("SELECT run_id AS runId, owner_pid AS pid FROM runs WHERE status = 'running' AND owner_pid IS NOT NULL AND owner_host = ?")
        .all(host) as { runId: string; pid: number }[];
      const abandoned = running.filter((run) => run.pid !== process.pid && !isAlive(run.pid)).map((run) => run.runId);
      if (abandoned.length === 0) return [];
      const mark = db.prepare("UPDATE runs SET status = 'interrupted', updated_at = ? WHERE run_id = ? AND status = 'running'");
      const now = new Date().toISOString();
      return db.transaction(() => abandoned.filter((runId) => mark.run(now, runId).changes > 0))();
    },
    async close() {
      await runs.close(); // writes events still waiting for their group commit
      graphsHandle.closeAll();
    },
  };
}

/** An IntentGraphStore with its own connection to a SQLite file (which may also hold runs). */
export function createSqliteIntentGraphStore(options: SqliteStoreOptions): IntentGraphStore {
  return intentGraphStore(share(openDatabase(options), options.path).acquire(), options.path);
}

/** A PlanLibraryStore with its own connection to a SQLite file (which may also hold graphs and runs). */
export function createSqlitePlanLibraryStore(options: SqliteStoreOptions): PlanLibraryStore & { close(): void } {
  const handle = share(openDatabase(options), options.path).acquire();
  return { ...planLibraryStore(handle, options.path), close: () => handle.release() };
}

/** A RunStore with its own connection to a SQLite file (which may also hold intent graphs). */
export function createSqliteRunStore(options: SqliteStoreOptions): RunStore {
  return runStore(share(openDatabase(options), options.path).acquire(), options.path);
}
