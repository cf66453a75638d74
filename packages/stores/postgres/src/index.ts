import { hostname } from "node:os";
import pg from "pg";
import {
  IntentGraphSchema,
  ModularPlannerError,
  PlanLibraryEntrySchema,
  type IntentGraph,
  type IntentGraphStore,
  type PlanLibraryEntry,
  type PlanLibraryStore,
  type RunEvent,
  type RunListing,
  type RunRecord,
  type RunStore,
  type SessionState,
  type SessionStore,
} from "@modular-planner/core";

export interface PostgresStoreOptions {
  /** A connection string, e.g. `postgres://planner@db.internal:5432/planner`. */
  url: string;
  /** The schema that holds the tables (created if missing); default `public`. Lower-case letters, digits, `_`. */
  schema?: string;
  /** Connections in the pool; default 10. */
  maxConnections?: number;
  /** How long connecting may take before failing; default 5000 ms. */
  connectTimeoutMs?: number;
  /** How long `sessions.update` waits for another turn on the same session; default 10000 ms. */
  lockWaitMs?: number;
  /**
   * How long a call waits for the server when the connection is lost or refused (a restart), retrying
   * every second at most, before it fails with a `store-failed` error naming the server; default
   * 30000 ms, 0 fails at once. Opening the store does not wait.
   */
  retryMs?: number;
  /** Told once when an outage starts, every 5 s while it lasts, and once when the server is back; default: nothing. */
  onOutage?: (line: string) => void;
}

/** One schema step, applied once in order and recorded in `mp_migrations`. */
export interface Migration {
  version: number;
  description: string;
  sql: string;
}

/**
 * The store's schema as ordered migrations; append new versions, never edit applied ones. JSON
 * columns are `json`, not `jsonb`: values come back exactly as saved (jsonb refuses `\u0000` in a
 * string, which a tool's output may hold), and `->>` still reads them in SQL. Timestamps are the
 * ISO strings of the contracts (they sort as text and come back unchanged).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description: "intent graphs, runs, run events, plan library, sessions",
    sql: `
      CREATE TABLE intent_graphs (
        id text PRIMARY KEY,
        goal text NOT NULL,
        created_at text NOT NULL,
        updated_at text NOT NULL,
        graph json NOT NULL
      );
      CREATE TABLE runs (
        run_id text PRIMARY KEY,
        plan_id text NOT NULL,
        status text NOT NULL CHECK (status IN ('running', 'succeeded', 'failed', 'cancelled', 'partial', 'interrupted')),
        created_at text NOT NULL,
        updated_at text NOT NULL,
        plan json NOT NULL,
        owner_pid integer,
        owner_host text
      );
      CREATE TABLE run_events (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        run_id text NOT NULL REFERENCES runs (run_id) ON DELETE CASCADE,
        type text NOT NULL,
        step_id text,
        timestamp text NOT NULL,
        event json NOT NULL
      );
      CREATE INDEX run_events_by_run ON run_events (run_id, seq);
      CREATE INDEX runs_by_update ON runs (updated_at DESC, run_id);
      CREATE TABLE plan_library (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id text NOT NULL UNIQUE,
        source text NOT NULL,
        outcome text NOT NULL,
        updated_at text NOT NULL,
        entry json NOT NULL
      );
      CREATE TABLE sessions (
        session_id text PRIMARY KEY,
        updated_at text NOT NULL,
        state json NOT NULL
      );
    `,
  },
  {
    version: 2,
    description: "open clarifications and API session owners, shared by several serve processes",
    sql: `
      CREATE TABLE clarifications (
        run_id text PRIMARY KEY,
        updated_at text NOT NULL,
        record json NOT NULL
      );
      CREATE INDEX clarifications_by_update ON clarifications (updated_at);
      CREATE TABLE api_sessions (
        session_id text PRIMARY KEY,
        owner text NOT NULL,
        created_at text NOT NULL
      );
    `,
  },
  {
    version: 3,
    description: "who asked for each run (caller) and what (request)",
    sql: `
      ALTER TABLE runs ADD COLUMN caller text;
      ALTER TABLE runs ADD COLUMN request text;
    `,
  },
];

/** First key of every advisory lock this package takes (the second is per purpose), so they never meet other applications' locks. */
const LOCK_NAMESPACE = 0x6d70_7067; // "mppg"

/** A row with `caller` and `request` left out when NULL (a record written without them). */
function withoutNulls<Row extends { caller: string | null; request: string | null }>({
  caller,
  request,
  ...rest
}: Row): Omit<Row, "caller" | "request"> & { caller?: string; request?: string } {
  return { ...rest, ...(caller !== null ? { caller } : {}), ...(request !== null ? { request } : {}) };
}

const storeError = (message: string, hint?: string, details?: Record<string, unknown>, cause?: unknown) =>
  new ModularPlannerError("store-failed", message, { hint, details, cause });

/** The URL without its password, for messages. */
function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

function checkSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema))
    throw storeError(
      `Invalid PostgreSQL schema name "${schema}"`,
      "Use lower-case letters, digits and _, starting with a letter or _ (at most 63 characters).",
    );
  return `"${schema}"`;
}

type Queryable = Pick<pg.PoolClient, "query">;

/** SQLSTATE classes and Node errors that mean the server went away or is restarting, not that the call was wrong. */
const CONNECTION_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "57P01", "57P02", "57P03"]);

/** Whether `error` is a lost or refused connection (worth waiting for), not a failing statement. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) return true;
  return /Connection terminated|terminating connection|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
    error.message,
  );
}

/** A store call that gave up waiting for the server: the caller can tell it from a failing statement. */
export class StoreUnavailableError extends ModularPlannerError {
  constructor(message: string, hint: string, cause: unknown) {
    super("store-failed", message, { hint, cause });
    this.name = "StoreUnavailableError";
  }
}

/**
 * Runs `work`, and runs it again while it fails because the server is unreachable, for up to
 * `retryMs` in all (a pause of 250 ms growing to 1 s between tries). Each outage is reported: once
 * when it starts, every 5 s while it lasts, once when the server answers again. A call whose wait
 * ran out fails with a StoreUnavailableError naming the server and what to do.
 */
function createRetry(label: string, retryMs: number, report: (line: string) => void) {
  let downSince: number | undefined;
  let lastReport = 0;
  return async function retrying<T>(what: string, work: () => Promise<T>): Promise<T> {
    const started = Date.now();
    for (let attempt = 0; ; attempt += 1) {
      try {
        const result = await work();
        if (downSince !== undefined) {
          report(`PostgreSQL at ${label} is back after ${((Date.now() - downSince) / 1000).toFixed(1)} s; ${what} went on.`);
          downSince = undefined;
        }
        return result;
      } catch (error) {
        if (!isConnectionError(error)) throw error;
        const now = Date.now();
        if (downSince === undefined) {
          downSince = now;
          lastReport = now;
          report(
            `PostgreSQL at ${label} is unreachable (${(error as Error).message}) while ${what}: waiting for it, up to ${Math.round(retryMs / 1000)} s (store.retryMs).`,
          );
        } else if (now - lastReport >= 5000) {
          lastReport = now;
          report(
            `PostgreSQL at ${label} still unreachable after ${Math.round((now - downSince) / 1000)} s; waiting up to ${Math.round(retryMs / 1000)} s in all.`,
          );
        }
        if (now - started >= retryMs) {
          throw new StoreUnavailableError(
            `PostgreSQL at ${label} was unreachable for ${Math.round((now - started) / 1000)} s while ${what}: ${(error as Error).message}`,
            "Start PostgreSQL (or fix store.url); raise store.retryMs to wait longer through restarts.",
            error,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(250 * 2 ** attempt, 1000, Math.max(1, retryMs - (now - started)))));
      }
    }
  };
}

/**
 * Brings `schema` to the latest of `migrations`, in one transaction under an advisory lock, so
 * processes opening the store at once apply each step exactly once (the others wait, then find
 * nothing to do). Refuses a schema written by a newer version. Returns the version.
 */
export async function applyMigrations(client: pg.PoolClient, schema = "public", migrations: readonly Migration[] = MIGRATIONS): Promise<number> {
  const quoted = checkSchemaName(schema);
  const latest = migrations.reduce((max, migration) => Math.max(max, migration.version), 0);
  await client.query("BEGIN");
  try {
    await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [LOCK_NAMESPACE, `migrations:${schema}`]);
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${quoted}`);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${quoted}.mp_migrations (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await client.query<{ version: number | null }>(`SELECT max(version) AS version FROM ${quoted}.mp_migrations`);
    const current = rows[0]?.version ?? 0;
    if (current > latest) {
      throw storeError(
        `The PostgreSQL schema "${schema}" has version ${current}, newer than this version of @modular-planner/store-postgres knows (${latest})`,
        "Upgrade @modular-planner/store-postgres, or use another schema.",
      );
    }
    await client.query(`SET LOCAL search_path TO ${quoted}`);
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (migration.version <= current) continue;
      await client.query(migration.sql);
      await client.query(`INSERT INTO ${quoted}.mp_migrations (version, description) VALUES ($1, $2)`, [migration.version, migration.description]);
    }
    await client.query("COMMIT");
    return Math.max(current, latest);
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

const STEP_EVENTS = new Set(["plan-step-start", "plan-step-finish", "tool-approval-request", "tool-approval-response"]);

/** Runs `work` in a transaction on one pooled connection. */
async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection lost while checked out (the server restarts, a backend is terminated) is emitted
  // on the client, and an unheard "error" event would end the process: the failing query rejects anyway.
  let lost: Error | undefined;
  const onError = (error: Error) => (lost = error);
  client.on("error", onError);
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    // A query that failed on a dropped connection may come before the client's "error" event.
    if (!lost && isConnectionError(error)) lost = error as Error;
    if (!lost) await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.removeListener("error", onError);
    // A broken connection is discarded, not handed to the next caller.
    client.release(lost);
  }
}

interface Context {
  pool: pg.Pool;
  schema: string;
  /** `"schema".` */
  q: string;
  label: string;
  guard(): void;
  /** Waits through an outage of the server (see createRetry). */
  retrying<T>(what: string, work: () => Promise<T>): Promise<T>;
}

function intentGraphStore(context: Context): Omit<IntentGraphStore, "close"> {
  const { pool, q } = context;
  return {
    async saveGraph(graph: IntentGraph) {
      context.guard();
      const parsed = IntentGraphSchema.safeParse(graph);
      if (!parsed.success)
        throw storeError(
          `Refusing to save intent graph "${graph?.id}": ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(graph)"} ${issue.message}`).join("; ")}`,
          "Build graphs with IntentGraphSchema.",
        );
      await pool.query(
        `INSERT INTO ${q}intent_graphs (id, goal, created_at, updated_at, graph) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO UPDATE SET goal = excluded.goal, created_at = excluded.created_at, updated_at = excluded.updated_at, graph = excluded.graph`,
        [graph.id, graph.goal.text, graph.createdAt, graph.updatedAt, JSON.stringify(parsed.data)],
      );
    },
    async loadGraph(id) {
      context.guard();
      const { rows } = await pool.query<{ graph: unknown }>(`SELECT graph FROM ${q}intent_graphs WHERE id = $1`, [id]);
      if (rows.length === 0) return undefined;
      const parsed = IntentGraphSchema.safeParse(rows[0]!.graph);
      if (!parsed.success) {
        const hint = `Delete the row (DELETE FROM ${q}intent_graphs WHERE id = '${id.replaceAll("'", "''")}') or restore it from a backup.`;
        throw storeError(
          `Intent graph row id="${id}" in ${context.label} is corrupt: ${parsed.error.issues
            .slice(0, 5)
            .map((issue) => `${issue.path.join(".") || "(graph)"}: ${issue.message}`)
            .join("; ")}`,
          hint,
          { table: "intent_graphs", id },
        );
      }
      return parsed.data;
    },
    async listGraphs() {
      context.guard();
      const { rows } = await pool.query<{ id: string; goal: string; updatedAt: string }>(
        `SELECT id, goal, updated_at AS "updatedAt" FROM ${q}intent_graphs ORDER BY updated_at DESC, id`,
      );
      return rows;
    },
  };
}

interface Appending {
  runId: string;
  event: RunEvent;
  resolve(): void;
  reject(error: unknown): void;
}

function runStore(context: Context): Omit<RunStore, "close"> & { drain(): Promise<void> } {
  const { pool, q } = context;
  const noRun = (runId: string) => storeError(`No run "${runId}" in ${context.label}`, "Call createRun before appending events or statuses.");
  // Every write of this store goes through one chain, so events keep their append order (a pool
  // would otherwise race them over several connections) and a status never overtakes an event.
  let chain: Promise<void> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const result = chain.then(work);
    chain = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
  // Group commit: events appended in one turn of the event loop go in one transaction (one
  // multi-row insert); when it fails (an unknown run), they are written one by one so only the
  // faulty appends fail.
  let pending: Appending[] = [];
  const insertEvents = async (client: Queryable, items: readonly Appending[]) => {
    const last = new Map<string, string>();
    for (const item of items) last.set(item.runId, item.event.timestamp);
    for (const [runId, timestamp] of last) {
      const updated = await client.query(`UPDATE ${q}runs SET updated_at = $1 WHERE run_id = $2`, [timestamp, runId]);
      if (updated.rowCount === 0) throw noRun(runId);
    }
    await client.query(
      `INSERT INTO ${q}run_events (run_id, type, step_id, timestamp, event)
       SELECT run_id, type, step_id, timestamp, event FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::json[]) WITH ORDINALITY AS batch (run_id, type, step_id, timestamp, event, position) ORDER BY position`,
      [
        items.map((item) => item.runId),
        items.map((item) => item.event.type),
        items.map((item) => (STEP_EVENTS.has(item.event.type) ? ((item.event as { stepId?: string }).stepId ?? null) : null)),
        items.map((item) => item.event.timestamp),
        items.map((item) => JSON.stringify(item.event)),
      ],
    );
  };
  // The batch is taken when the write is queued, so an event appended later never overtakes a
  // createRun or status queued before it.
  const writePending = () => {
    const batch = pending;
    pending = [];
    if (batch.length === 0) return chain;
    return serial(async () => {
      try {
        await context.retrying("writing run events", () => transaction(pool, (client) => insertEvents(client, batch)));
        for (const item of batch) item.resolve();
      } catch (error) {
        // The server stayed away: every event of the batch fails with why (one by one would wait again).
        if (error instanceof StoreUnavailableError) {
          for (const item of batch) item.reject(error);
          return;
        }
        for (const item of batch) {
          try {
            await transaction(pool, (client) => insertEvents(client, [item]));
            item.resolve();
          } catch (error) {
            item.reject(error);
          }
        }
      }
    });
  };
  /** Writes what is waiting, then waits for every write queued so far. */
  const drain = async () => {
    writePending();
    await serial(async () => undefined);
  };
  return {
    drain,
    createRun(record) {
      context.guard();
      writePending();
      return serial(() =>
        context.retrying(`creating run ${record.runId}`, () =>
          transaction(pool, async (client) => {
            // A run created again starts over, as in the other stores.
            await client.query(`DELETE FROM ${q}run_events WHERE run_id = $1`, [record.runId]);
            await client.query(
              `INSERT INTO ${q}runs (run_id, plan_id, status, created_at, updated_at, plan, owner_pid, owner_host, caller, request) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (run_id) DO UPDATE SET plan_id = excluded.plan_id, status = excluded.status, created_at = excluded.created_at, updated_at = excluded.updated_at, plan = excluded.plan, owner_pid = excluded.owner_pid, owner_host = excluded.owner_host, caller = excluded.caller, request = excluded.request`,
              [
                record.runId,
                record.planId,
                record.status,
                record.createdAt,
                record.updatedAt,
                JSON.stringify(record.plan ?? null),
                record.owner?.pid ?? null,
                record.owner?.host ?? null,
                record.caller ?? null,
                record.request ?? null,
              ],
            );
          }),
        ),
      );
    },
    appendEvent(runId, event) {
      try {
        context.guard();
      } catch (error) {
        return Promise.reject(error);
      }
      return new Promise<void>((resolve, reject) => {
        pending.push({ runId, event, resolve, reject });
        if (pending.length === 1) setImmediate(() => void writePending());
      });
    },
    async updateRunStatus(runId, status) {
      context.guard();
      writePending();
      await serial(async () => {
        const updated = await context.retrying(`recording run ${runId} as ${status}`, () =>
          pool.query(`UPDATE ${q}runs SET status = $1, updated_at = $2 WHERE run_id = $3`, [status, new Date().toISOString(), runId]),
        );
        if (updated.rowCount === 0) throw noRun(runId);
      });
    },
    async loadRun(runId) {
      context.guard();
      await drain();
      const [run, events] = await context.retrying(`reading run ${runId}`, async () => {
        const head = await pool.query<Omit<RunRecord, "events" | "owner" | "caller" | "request"> & { caller: string | null; request: string | null }>(
          `SELECT run_id AS "runId", plan_id AS "planId", status, created_at AS "createdAt", updated_at AS "updatedAt", plan, caller, request FROM ${q}runs WHERE run_id = $1`,
          [runId],
        );
        return [
          head,
          head.rows.length === 0
            ? undefined
            : await pool.query<{ seq: string; event: RunEvent }>(`SELECT seq, event FROM ${q}run_events WHERE run_id = $1 ORDER BY seq`, [runId]),
        ] as const;
      });
      if (run.rows.length === 0 || !events) return undefined;
      return {
        ...withoutNulls(run.rows[0]!),
        events: events.rows.map(({ seq, event }) => {
          if (!event || typeof event !== "object" || typeof event.type !== "string") {
            throw storeError(
              `Run event row seq=${seq} (run "${runId}") in ${context.label} is corrupt: no event type`,
              `Inspect it with: SELECT seq, type, step_id FROM ${q}run_events WHERE run_id = '${runId.replaceAll("'", "''")}' ORDER BY seq`,
              { table: "run_events", seq },
            );
          }
          return event;
        }),
      };
    },
    async listRuns() {
      context.guard();
      await drain();
      const { rows } = await context.retrying("listing runs", () =>
        pool.query<Omit<RunListing, "caller" | "request"> & { caller: string | null; request: string | null }>(
          `SELECT run_id AS "runId", plan_id AS "planId", status, updated_at AS "updatedAt", created_at AS "createdAt", caller, request FROM ${q}runs ORDER BY updated_at DESC, run_id`,
        ),
      );
      return rows.map(withoutNulls);
    },
  };
}

function planLibraryStore(context: Context): PlanLibraryStore {
  const { pool, q } = context;
  return {
    async saveEntries(entries: readonly PlanLibraryEntry[]) {
      context.guard();
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
      await transaction(pool, async (client) => {
        for (const entry of parsed) {
          await client.query(
            `INSERT INTO ${q}plan_library (id, source, outcome, updated_at, entry) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (id) DO UPDATE SET source = excluded.source, outcome = excluded.outcome, updated_at = excluded.updated_at, entry = excluded.entry`,
            [entry.id, entry.source, entry.outcome, now, JSON.stringify(entry)],
          );
        }
      });
    },
    async listEntries() {
      context.guard();
      const { rows } = await pool.query<{ id: string; entry: unknown }>(`SELECT id, entry FROM ${q}plan_library ORDER BY seq`);
      return rows.map(({ id, entry }) => {
        const parsed = PlanLibraryEntrySchema.safeParse(entry);
        if (!parsed.success)
          throw storeError(
            `${context.label}: plan-library entry "${id}" is corrupt: ${parsed.error.issues
              .slice(0, 3)
              .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
              .join("; ")}`,
            "Remove the entry (removeEntries) or restore it from a backup.",
          );
        return parsed.data;
      });
    },
    async removeEntries(ids: readonly string[]) {
      context.guard();
      if (ids.length === 0) return 0;
      const removed = await pool.query(`DELETE FROM ${q}plan_library WHERE id = ANY($1::text[])`, [[...new Set(ids)]]);
      return removed.rowCount ?? 0;
    },
  };
}

function isSessionState(value: unknown): value is SessionState {
  if (typeof value !== "object" || value === null) return false;
  const state = value as Record<string, unknown>;
  return (
    typeof state.sessionId === "string" &&
    Array.isArray(state.turns) &&
    typeof state.summary === "string" &&
    Array.isArray(state.facts) &&
    typeof state.updatedAt === "string"
  );
}

function sessionStore(context: Context, lockWaitMs: number): Omit<SessionStore, "close"> {
  const { pool, q } = context;
  const read = async (client: Queryable, sessionId: string) => {
    const { rows } = await client.query<{ state: unknown }>(`SELECT state FROM ${q}sessions WHERE session_id = $1`, [sessionId]);
    if (rows.length === 0) return undefined;
    if (!isSessionState(rows[0]!.state))
      throw storeError(
        `Session row session_id="${sessionId}" in ${context.label} does not hold a session state`,
        `Delete it: DELETE FROM ${q}sessions WHERE session_id = '${sessionId.replaceAll("'", "''")}'`,
      );
    return rows[0]!.state;
  };
  const write = (client: Queryable, state: SessionState) =>
    client.query(
      `INSERT INTO ${q}sessions (session_id, updated_at, state) VALUES ($1, $2, $3) ON CONFLICT (session_id) DO UPDATE SET updated_at = excluded.updated_at, state = excluded.state`,
      [state.sessionId, state.updatedAt, JSON.stringify(state)],
    );
  // Turns of this process on one session queue here first, so they wait without holding a connection.
  const queues = new Map<string, Promise<void>>();
  return {
    async load(sessionId) {
      context.guard();
      return read(pool, sessionId);
    },
    async save(state) {
      context.guard();
      await write(pool, state);
    },
    update(sessionId, change) {
      context.guard();
      const previous = queues.get(sessionId) ?? Promise.resolve();
      const turn = previous.then(() =>
        transaction(pool, async (client) => {
          // Across processes: a transaction-scoped advisory lock per session, released at commit or
          // rollback, and by the server when the holder's connection drops (a killed process never
          // blocks the session).
          await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.trunc(lockWaitMs))}`);
          try {
            await client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [LOCK_NAMESPACE, `session:${context.schema}:${sessionId}`]);
          } catch (error) {
            if ((error as { code?: string }).code === "55P03")
              throw storeError(
                `PostgreSQL session store: session ${sessionId} stayed locked for ${lockWaitMs} ms by another turn; retry when it has finished`,
                "Raise lockWaitMs if turns take longer.",
                undefined,
                error,
              );
            throw error;
          }
          const next = await change(await read(client, sessionId));
          await write(client, next);
          return structuredClone(next);
        }),
      );
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      queues.set(sessionId, settled);
      void settled.then(() => {
        if (queues.get(sessionId) === settled) queues.delete(sessionId);
      });
      return turn;
    },
    async delete(sessionId) {
      context.guard();
      await pool.query(`DELETE FROM ${q}sessions WHERE session_id = $1`, [sessionId]);
    },
  };
}

/**
 * Open clarifications by run id, as JSON records the caller defines (the CLI's ClarificationRecord),
 * so an answer sent to any process sharing the database continues the question.
 */
export interface ClarificationRecords {
  load(runId: string): Promise<{ record: unknown; updatedAt: string } | undefined>;
  save(runId: string, record: unknown, updatedAt: string): Promise<void>;
  delete(runId: string): Promise<void>;
  /** Removes the records last changed before `updatedAt` (ISO); returns how many. */
  deleteOlderThan(updatedAt: string): Promise<number>;
}

/** Who owns each session made over an API (a hash of the caller's token, never the token). */
export interface ApiSessionOwners {
  /** Records a new session; rejects when the id exists already. */
  create(sessionId: string, owner: string, createdAt: string): Promise<void>;
  ownerOf(sessionId: string): Promise<string | undefined>;
}

function clarificationRecords(context: Context): ClarificationRecords {
  const { pool, q } = context;
  return {
    async load(runId) {
      context.guard();
      const { rows } = await context.retrying(`reading the clarification of run ${runId}`, () =>
        pool.query<{ record: unknown; updatedAt: string }>(`SELECT record, updated_at AS "updatedAt" FROM ${q}clarifications WHERE run_id = $1`, [runId]),
      );
      return rows[0];
    },
    async save(runId, record, updatedAt) {
      context.guard();
      await context.retrying(`saving the clarification of run ${runId}`, () =>
        pool.query(
          `INSERT INTO ${q}clarifications (run_id, updated_at, record) VALUES ($1, $2, $3) ON CONFLICT (run_id) DO UPDATE SET updated_at = excluded.updated_at, record = excluded.record`,
          [runId, updatedAt, JSON.stringify(record)],
        ),
      );
    },
    async delete(runId) {
      context.guard();
      await context.retrying(`removing the clarification of run ${runId}`, () => pool.query(`DELETE FROM ${q}clarifications WHERE run_id = $1`, [runId]));
    },
    async deleteOlderThan(updatedAt) {
      context.guard();
      const removed = await context.retrying("removing old clarifications", () =>
        pool.query(`DELETE FROM ${q}clarifications WHERE updated_at < $1`, [updatedAt]),
      );
      return removed.rowCount ?? 0;
    },
  };
}

function apiSessionOwners(context: Context): ApiSessionOwners {
  const { pool, q } = context;
  return {
    async create(sessionId, owner, createdAt) {
      context.guard();
      await context.retrying(`recording session ${sessionId}`, () =>
        pool.query(`INSERT INTO ${q}api_sessions (session_id, owner, created_at) VALUES ($1, $2, $3)`, [sessionId, owner, createdAt]),
      );
    },
    async ownerOf(sessionId) {
      context.guard();
      const { rows } = await context.retrying(`reading session ${sessionId}`, () =>
        pool.query<{ owner: string }>(`SELECT owner FROM ${q}api_sessions WHERE session_id = $1`, [sessionId]),
      );
      return rows[0]?.owner;
    },
  };
}

export interface PostgresStore {
  /** The URL (password masked) and schema, for messages. */
  readonly location: string;
  readonly schema: string;
  /** The schema version after migrations. */
  readonly schemaVersion: number;
  readonly intentGraphs: IntentGraphStore;
  readonly runs: RunStore;
  readonly planLibrary: PlanLibraryStore;
  readonly sessions: SessionStore & { readonly specificationVersion: "v1"; readonly id: "postgres" };
  /** Open clarifications (schema version 2). */
  readonly clarifications: ClarificationRecords;
  /** Owners of API sessions (schema version 2). */
  readonly apiSessions: ApiSessionOwners;
  /**
   * Marks as `interrupted` the runs left `running` by a process of this host that is gone (its
   * `owner` pid no longer alive); returns their ids. Runs of other hosts are left: their liveness
   * cannot be checked from here.
   */
  interruptAbandonedRuns(options?: { host?: string; isAlive?: (pid: number) => boolean }): Promise<string[]>;
  /** Writes the events still waiting, then closes the pool (every sub-store with it). */
  close(): Promise<void>;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Opens a PostgreSQL store: connects, applies the pending migrations (under an advisory lock) and
 * returns run records, intent graphs, the plan library and sessions over one connection pool.
 * Rejects with a `store-failed` error naming the server when it cannot connect.
 */
export async function openPostgresStore(options: PostgresStoreOptions): Promise<PostgresStore> {
  const schema = options.schema ?? "public";
  const quoted = checkSchemaName(schema);
  const label = `${safeUrl(options.url)} (schema ${schema})`;
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10, connectionTimeoutMillis: options.connectTimeoutMs ?? 5000 });
  // An idle connection that drops (a server restart) is reported here; the next query reconnects.
  pool.on("error", () => undefined);
  let schemaVersion: number;
  try {
    const client = await pool.connect();
    try {
      schemaVersion = await applyMigrations(client, schema);
    } finally {
      client.release();
    }
  } catch (error) {
    await pool.end().catch(() => undefined);
    if (error instanceof ModularPlannerError) throw error;
    throw storeError(
      `Cannot open the PostgreSQL store ${label}: ${(error as Error).message}`,
      "Check that the server is running and the URL (user, password, database) is right.",
      undefined,
      error,
    );
  }
  let closed = false;
  const context: Context = {
    pool,
    schema,
    q: `${quoted}.`,
    label,
    guard() {
      if (closed) throw storeError(`The PostgreSQL store ${label} is closed`, "Open it again with openPostgresStore.");
    },
    retrying: createRetry(label, Math.max(0, options.retryMs ?? 30_000), options.onOutage ?? (() => undefined)),
  };
  const runs = runStore(context);
  const close = async () => {
    if (closed) return;
    await runs.drain().catch(() => undefined);
    closed = true;
    await pool.end();
  };
  return {
    location: label,
    schema,
    schemaVersion,
    intentGraphs: { ...intentGraphStore(context), close },
    runs: { ...runs, close },
    planLibrary: planLibraryStore(context),
    sessions: { specificationVersion: "v1", id: "postgres", ...sessionStore(context, options.lockWaitMs ?? 10_000), close },
    clarifications: clarificationRecords(context),
    apiSessions: apiSessionOwners(context),
    async interruptAbandonedRuns(sweep = {}) {
      context.guard();
      await runs.drain();
      const host = sweep.host ?? hostname();
      const isAlive = sweep.isAlive ?? processAlive;
      const { rows } = await pool.query<{ runId: string; pid: number }>(
        `SELECT run_id AS "runId", owner_pid AS pid FROM ${context.q}runs WHERE status = 'running' AND owner_pid IS NOT NULL AND owner_host = $1`,
        [host],
      );
      const abandoned = rows.filter((run) => run.pid !== process.pid && !isAlive(run.pid)).map((run) => run.runId);
      if (abandoned.length === 0) return [];
      const marked = await pool.query<{ runId: string }>(
        `UPDATE ${context.q}runs SET status = 'interrupted', updated_at = $1 WHERE run_id = ANY($2::text[]) AND status = 'running' RETURNING run_id AS "runId"`,
        [new Date().toISOString(), abandoned],
      );
      const ids = new Set(marked.rows.map((row) => row.runId));
      return abandoned.filter((runId) => ids.has(runId));
    },
    close,
  };
}
