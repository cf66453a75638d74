import { randomBytes } from "node:crypto";
import { ModularPlannerError } from "@modular-planner/core";
import { sampleIntentGraph, sampleRunEvents } from "@modular-planner/testkit";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS, StoreUnavailableError, applyMigrations, openPostgresStore } from "../src/index.js";
import { startTemporaryPostgres } from "../src/testing.js";

const url = inject("postgresUrl");
const newSchema = () => `mp_int_${randomBytes(6).toString("hex")}`;
const now = "2026-01-01T00:00:00.000Z";
const admin = new pg.Pool({ connectionString: url, max: 2 });
afterAll(() => admin.end());

describe("migrations", () => {
  it("creates the tables and records each version in mp_migrations at open; reopening applies nothing", async () => {
    const schema = newSchema();
    const store = await openPostgresStore({ url, schema });
    expect(store.schemaVersion).toBe(MIGRATIONS.at(-1)!.version);
    await store.close();
    const reopened = await openPostgresStore({ url, schema });
    await reopened.close();
    const versions = await admin.query(`SELECT version, description FROM "${schema}".mp_migrations ORDER BY version`);
    expect(versions.rows).toEqual(MIGRATIONS.map(({ version, description }) => ({ version, description })));
    const tables = await admin.query("SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name", [schema]);
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      "api_sessions",
      "clarifications",
      "intent_graphs",
      "mp_migrations",
      "plan_library",
      "run_events",
      "runs",
      "sessions",
    ]);
  });

  it("eight processes opening a new schema at once apply each migration exactly once (advisory lock)", async () => {
    const schema = newSchema();
    const stores = await Promise.all(Array.from({ length: 8 }, () => openPostgresStore({ url, schema, maxConnections: 1 })));
    expect(stores.map((store) => store.schemaVersion)).toEqual(Array(8).fill(MIGRATIONS.at(-1)!.version));
    await Promise.all(stores.map((store) => store.close()));
    expect((await admin.query(`SELECT count(*)::int AS n FROM "${schema}".mp_migrations`)).rows[0].n).toBe(MIGRATIONS.length);
  });

  it("applies only the versions above the schema's, in order, keeping data", async () => {
    const schema = newSchema();
    const store = await openPostgresStore({ url, schema });
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    await store.close();
    const latest = MIGRATIONS.at(-1)!.version;
    const next = [
      ...MIGRATIONS,
      { version: latest + 2, description: "label", sql: "ALTER TABLE runs ADD COLUMN label text DEFAULT 'x';" },
      { version: latest + 1, description: "notes", sql: "CREATE TABLE notes (id text);" },
    ];
    const client = await admin.connect();
    try {
      expect(await applyMigrations(client, schema, next)).toBe(latest + 2);
      expect(await applyMigrations(client, schema, next)).toBe(latest + 2); // nothing left: no "column already exists"
    } finally {
      client.release();
    }
    expect((await admin.query(`SELECT run_id, label FROM "${schema}".runs`)).rows).toEqual([{ run_id: "r", label: "x" }]);
    expect((await admin.query(`SELECT version FROM "${schema}".mp_migrations ORDER BY version`)).rows.map((row) => row.version)).toEqual([
      ...MIGRATIONS.map((migration) => migration.version),
      latest + 1,
      latest + 2,
    ]);
  });

  it("a failing migration rolls back entirely and leaves the version where it was", async () => {
    const schema = newSchema();
    (await openPostgresStore({ url, schema })).close();
    const client = await admin.connect();
    try {
      await expect(
        applyMigrations(client, schema, [
          ...MIGRATIONS,
          { version: MIGRATIONS.at(-1)!.version + 1, description: "broken", sql: "CREATE TABLE half (id text); SELECT no_such_function();" },
        ]),
      ).rejects.toThrow(/no_such_function/);
    } finally {
      client.release();
    }
    expect((await admin.query(`SELECT max(version)::int AS v FROM "${schema}".mp_migrations`)).rows[0].v).toBe(MIGRATIONS.at(-1)!.version);
    expect(
      (await admin.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'half'", [schema])).rows[0].n,
    ).toBe(0);
  });

  it("refuses a schema written by a newer version, naming both versions", async () => {
    const schema = newSchema();
    (await openPostgresStore({ url, schema })).close();
    await admin.query(`INSERT INTO "${schema}".mp_migrations (version, description) VALUES (99, 'future')`);
    const error = await openPostgresStore({ url, schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect((error as Error).message).toBe(
      `The PostgreSQL schema "${schema}" has version 99, newer than this version of @modular-planner/store-postgres knows (${MIGRATIONS.at(-1)!.version})`,
    );
  });

  it("refuses a schema name that is not a plain identifier", async () => {
    await expect(openPostgresStore({ url, schema: 'x"; DROP TABLE runs; --' })).rejects.toThrow(/Invalid PostgreSQL schema name/);
  });
});

describe("connection", () => {
  it("an unreachable server fails with store-failed naming it, without its password", async () => {
    const error = (await openPostgresStore({ url: "postgres://planner:secret@127.0.0.1:1/planner", connectTimeoutMs: 2000 }).catch(
      (caught: unknown) => caught,
    )) as ModularPlannerError;
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect(error.code).toBe("store-failed");
    expect(error.message).toMatch(/^Cannot open the PostgreSQL store postgres:\/\/planner:\*\*\*@127\.0\.0\.1:1\/planner \(schema public\): /);
    expect(error.message).not.toContain("secret");
    expect(error.hint).toContain("server is running");
  });

  it("a closed store refuses every call with a clear error", async () => {
    const store = await openPostgresStore({ url, schema: newSchema() });
    await store.close();
    await expect(store.runs.loadRun("r")).rejects.toThrow(/^The PostgreSQL store .* is closed$/);
    await expect(store.sessions.load("s")).rejects.toThrow(/is closed/);
  });
});

describe("shared between processes", () => {
  it("two store instances (two processes) see each other's runs, graphs and library entries", async () => {
    const schema = newSchema();
    const a = await openPostgresStore({ url, schema });
    const b = await openPostgresStore({ url, schema });
    await a.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: { steps: ["load"] } });
    const events = sampleRunEvents("r", ["load"]);
    for (const event of events) await a.runs.appendEvent("r", event);
    expect((await b.runs.loadRun("r"))!.events).toEqual(events);
    await b.intentGraphs.saveGraph(sampleIntentGraph("g"));
    expect(await a.intentGraphs.loadGraph("g")).toEqual(sampleIntentGraph("g"));
    await a.close();
    await b.close();
  });

  it("serialises concurrent turns of one session from two store instances: none is lost", async () => {
    const schema = newSchema();
    const a = await openPostgresStore({ url, schema, maxConnections: 3 });
    const b = await openPostgresStore({ url, schema, maxConnections: 3 });
    const id = "turns";
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 ? a : b).sessions.update(id, async (current) => {
          const base = current ?? { sessionId: id, turns: [], summary: "", facts: [], updatedAt: now };
          await new Promise((resolve) => setTimeout(resolve, 3));
          return { ...base, facts: [...base.facts, `turn:${i}`] };
        }),
      ),
    );
    expect([...((await a.sessions.load(id))?.facts ?? [])].sort()).toEqual(Array.from({ length: 16 }, (_, i) => `turn:${i}`).sort());
    await a.close();
    await b.close();
  });

  it("a turn waiting longer than lockWaitMs for another's lock fails and writes nothing", async () => {
    const schema = newSchema();
    const holder = await openPostgresStore({ url, schema });
    const waiter = await openPostgresStore({ url, schema, lockWaitMs: 200 });
    const base = { sessionId: "busy", turns: [], summary: "", facts: [] as string[], updatedAt: now };
    let release!: () => void;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const held = holder.sessions.update("busy", async () => {
      entered();
      await new Promise<void>((resolve) => (release = resolve));
      return { ...base, facts: ["holder"] };
    });
    await inside;
    await expect(waiter.sessions.update("busy", () => ({ ...base, facts: ["waiter"] }))).rejects.toThrow(
      "PostgreSQL session store: session busy stayed locked for 200 ms by another turn; retry when it has finished",
    );
    release();
    await held;
    expect((await waiter.sessions.load("busy"))?.facts).toEqual(["holder"]);
    await holder.close();
    await waiter.close();
  });

  it("the lock of a holder whose connection dies (a killed process) is released by the server", async () => {
    const schema = newSchema();
    const store = await openPostgresStore({ url, schema, lockWaitMs: 5000 });
    const base = { sessionId: "orphan", turns: [], summary: "", facts: [] as string[], updatedAt: now };
    let entered!: () => void;
    let finish!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const doomed = store.sessions.update("orphan", async () => {
      entered();
      await new Promise<void>((resolve) => (finish = resolve));
      return { ...base, facts: ["doomed"] };
    });
    await inside;
    // Terminate the holder's backend, as the server does when the client's process is gone.
    const terminated = await admin.query(
      "SELECT pg_terminate_backend(pid) AS done FROM pg_locks WHERE locktype = 'advisory' AND granted AND pid <> pg_backend_pid()",
    );
    expect(terminated.rows).toEqual([{ done: true }]);
    const other = await openPostgresStore({ url, schema, lockWaitMs: 5000 });
    expect((await other.sessions.update("orphan", (current) => ({ ...(current ?? base), facts: [...(current ?? base).facts, "after"] }))).facts).toEqual([
      "after",
    ]);
    // The holder's turn fails when it tries to write (its connection is gone) and writes nothing;
    // the process is not brought down by the lost connection, and the store still works.
    finish();
    await expect(doomed).rejects.toThrow();
    expect((await store.sessions.load("orphan"))?.facts).toEqual(["after"]);
    await other.close();
    await store.close();
  });
});

describe("runs", () => {
  it("stores step ids and types in columns for SQL, and values exactly (json keeps \\u0000 and key order)", async () => {
    const schema = newSchema();
    const store = await openPostgresStore({ url, schema });
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: { b: 1, a: "nul\u0000byte" } });
    for (const event of sampleRunEvents("r", ["load", "chart"])) await store.runs.appendEvent("r", event);
    const record = await store.runs.loadRun("r");
    expect(JSON.stringify(record!.plan)).toBe(JSON.stringify({ b: 1, a: "nul\u0000byte" }));
    const rows = await admin.query(`SELECT type, step_id AS "stepId", event->>'status' AS status FROM "${schema}".run_events WHERE run_id = 'r' ORDER BY seq`);
    expect(rows.rows).toEqual([
      { type: "plan-step-start", stepId: "load", status: null },
      { type: "plan-step-finish", stepId: "load", status: "succeeded" },
      { type: "plan-step-start", stepId: "chart", status: null },
      { type: "plan-step-finish", stepId: "chart", status: "succeeded" },
    ]);
    await store.close();
  });

  it("events appended in one turn go in one transaction; an unknown run fails alone; close writes what waits", async () => {
    const schema = newSchema();
    const store = await openPostgresStore({ url, schema });
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    const [first, second] = sampleRunEvents("r", ["a"]);
    const outcomes = await Promise.allSettled([
      store.runs.appendEvent("r", first!),
      store.runs.appendEvent("ghost", first!),
      store.runs.appendEvent("r", second!),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(((outcomes[1] as PromiseRejectedResult).reason as Error).message).toMatch(/^No run "ghost" in /);
    const last = store.runs.appendEvent("r", { type: "run-finish", runId: "r", timestamp: now, status: "succeeded", durationMs: 1, summary: "" });
    await store.close();
    await last;
    const reopened = await openPostgresStore({ url, schema });
    expect((await reopened.runs.loadRun("r"))!.events.map((event) => event.type)).toEqual(["plan-step-start", "plan-step-finish", "run-finish"]);
    await reopened.close();
  });

  it("marks as interrupted only the running runs whose owner on this host is gone", async () => {
    const store = await openPostgresStore({ url, schema: newSchema() });
    const record = (runId: string, owner: { pid: number; host: string } | undefined, status: "running" | "succeeded" = "running") =>
      store.runs.createRun({ runId, planId: "p", status, createdAt: now, updatedAt: now, plan: {}, ...(owner ? { owner } : {}) });
    await record("dead", { pid: 111, host: "here" });
    await record("alive", { pid: 222, host: "here" });
    await record("elsewhere", { pid: 111, host: "there" });
    await record("no-owner", undefined);
    await record("done", { pid: 111, host: "here" }, "succeeded");
    expect(await store.interruptAbandonedRuns({ host: "here", isAlive: (pid) => pid === 222 })).toEqual(["dead"]);
    const statuses = Object.fromEntries((await store.runs.listRuns()).map((run) => [run.runId, run.status]));
    expect(statuses).toEqual({ dead: "interrupted", alive: "running", elsewhere: "running", "no-owner": "running", done: "succeeded" });
    await store.close();
  });

  it("says which intent graph row is corrupt", async () => {
    const schema = newSchema();
    const store = await openPostgresStore({ url, schema });
    await store.intentGraphs.saveGraph(sampleIntentGraph("bad"));
    const bad = sampleIntentGraph("bad") as Record<string, unknown>;
    delete bad.rootId;
    await admin.query(`UPDATE "${schema}".intent_graphs SET graph = $1 WHERE id = 'bad'`, [JSON.stringify(bad)]);
    await expect(store.intentGraphs.loadGraph("bad")).rejects.toThrow(/^Intent graph row id="bad" in .* is corrupt: rootId:/);
    await store.close();
  });
});

// A server of this test's own (never the shared one): it is stopped and started again mid-call.
describe("the server restarting", () => {
  it("a write made while the server is down waits for it and goes through once it is back, saying so; a run is never lost", async () => {
    const own = await startTemporaryPostgres();
    const lines: string[] = [];
    const store = await openPostgresStore({ url: own.url, schema: newSchema(), retryMs: 60_000, onOutage: (line) => lines.push(line) });
    try {
      await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
      await own.stopServer();
      const [start, finish] = sampleRunEvents("r", ["load"]);
      const writes = Promise.all([store.runs.appendEvent("r", start!), store.runs.appendEvent("r", finish!)]).then(() =>
        store.runs.updateRunStatus("r", "succeeded"),
      );
      // Waits until the outage was seen (a line says so), not a clock.
      while (lines.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lines[0]).toMatch(
        /^PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres \(schema mp_int_\w+\) is unreachable \(.+\) while writing run events: waiting for it, up to 60 s \(store\.retryMs\)\.$/,
      );
      await own.startAgain();
      await writes;
      expect(lines.at(-1)).toMatch(/is back after [\d.]+ s; .* went on\.$/);
      const record = await store.runs.loadRun("r");
      expect(record!.status).toBe("succeeded");
      expect(record!.events.map((event) => event.type)).toEqual(["plan-step-start", "plan-step-finish"]);
    } finally {
      await store.close().catch(() => undefined);
      await own.stop();
    }
  });

  it("a server away longer than retryMs fails the call with a store-failed error naming it and what to do", async () => {
    const own = await startTemporaryPostgres();
    const lines: string[] = [];
    const store = await openPostgresStore({ url: own.url, schema: newSchema(), retryMs: 1500, onOutage: (line) => lines.push(line) });
    try {
      await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
      await own.stopServer();
      const error = (await store.runs.updateRunStatus("r", "failed").catch((caught: unknown) => caught)) as ModularPlannerError;
      expect(error).toBeInstanceOf(StoreUnavailableError);
      expect(error.code).toBe("store-failed");
      expect(error.message).toMatch(
        /^PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres \(schema \w+\) was unreachable for \d+ s while recording run r as failed: /,
      );
      expect(error.hint).toContain("store.retryMs");
      expect(lines).toHaveLength(1);
      // A statement that fails for another reason is not retried.
      await own.startAgain();
      await expect(store.runs.updateRunStatus("ghost", "failed")).rejects.toThrow(/^No run "ghost"/);
      expect((await store.runs.loadRun("r"))!.status).toBe("running");
    } finally {
      await store.close().catch(() => undefined);
      await own.stop();
    }
  });
});

describe("clarifications and API sessions (schema version 2)", () => {
  it("a clarification saved by one store instance is read, replaced and removed by another; old ones are swept", async () => {
    const schema = newSchema();
    const [one, two] = [await openPostgresStore({ url, schema }), await openPostgresStore({ url, schema })];
    await one.clarifications.save("run-1", { question: "total by area", answers: [] }, "2026-01-02T00:00:00.000Z");
    await one.clarifications.save("run-old", { question: "old" }, "2025-01-01T00:00:00.000Z");
    expect(await two.clarifications.load("run-1")).toEqual({ record: { question: "total by area", answers: [] }, updatedAt: "2026-01-02T00:00:00.000Z" });
    await two.clarifications.save("run-1", { question: "total by area", answers: ["region"] }, "2026-01-03T00:00:00.000Z");
    expect((await one.clarifications.load("run-1"))!.record).toEqual({ question: "total by area", answers: ["region"] });
    expect(await one.clarifications.deleteOlderThan("2026-01-01T00:00:00.000Z")).toBe(1);
    expect(await two.clarifications.load("run-old")).toBeUndefined();
    await two.clarifications.delete("run-1");
    expect(await one.clarifications.load("run-1")).toBeUndefined();
    await Promise.all([one.close(), two.close()]);
  });

  it("a session's owner recorded by one instance is seen by another; an id is recorded once", async () => {
    const schema = newSchema();
    const [one, two] = [await openPostgresStore({ url, schema }), await openPostgresStore({ url, schema })];
    await one.apiSessions.create("api-1", "owner-hash", now);
    expect(await two.apiSessions.ownerOf("api-1")).toBe("owner-hash");
    expect(await two.apiSessions.ownerOf("api-2")).toBeUndefined();
    await expect(two.apiSessions.create("api-1", "another", now)).rejects.toThrow(/duplicate key/);
    await Promise.all([one.close(), two.close()]);
  });
});
