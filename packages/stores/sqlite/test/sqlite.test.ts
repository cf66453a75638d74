import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { ModularPlannerError } from "@modular-planner/core";
import { sampleIntentGraph, sampleRunEvents } from "@modular-planner/testkit";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS, applyMigrations, createSqliteRunStore, createSqliteStore } from "../src/index.js";

const folder = await mkdtemp(join(tmpdir(), "mp-sqlite-"));
afterAll(() => rm(folder, { recursive: true, force: true }));
let counter = 0;
const newPath = () => join(folder, `t${++counter}.db`);
const now = "2026-01-01T00:00:00.000Z";

describe("one file for intent graphs and runs", () => {
  it("keeps both in the same SQLite file in WAL mode at the latest schema version", async () => {
    const path = newPath();
    const store = createSqliteStore({ path });
    expect(store.schemaVersion).toBe(MIGRATIONS.at(-1)!.version);
    await store.intentGraphs.saveGraph(sampleIntentGraph("g"));
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    await store.close();
    const raw = new Database(path, { readonly: true });
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    expect(raw.pragma("user_version", { simple: true })).toBe(MIGRATIONS.at(-1)!.version);
    expect(raw.prepare("SELECT count(*) AS n FROM intent_graphs").get()).toEqual({ n: 1 });
    expect(raw.prepare("SELECT count(*) AS n FROM runs").get()).toEqual({ n: 1 });
    raw.close();
  });

  it("stays open until the shared store or both sub-stores are closed", async () => {
    const store = createSqliteStore({ path: newPath() });
    await store.intentGraphs.close();
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    await expect(store.intentGraphs.loadGraph("g")).rejects.toThrow(/is closed/);
    await store.runs.close();
    await expect(store.runs.loadRun("r")).rejects.toThrow(/is closed/);
  });

  it("records step ids and event types in columns for inspection with SQL", async () => {
    const path = newPath();
    const runs = createSqliteRunStore({ path });
    await runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    for (const event of sampleRunEvents("r", ["load", "chart"])) await runs.appendEvent("r", event);
    await runs.close();
    const raw = new Database(path, { readonly: true });
    expect(
      raw.prepare("SELECT type, step_id AS stepId, json_extract(event, '$.status') AS status FROM run_events WHERE run_id = 'r' ORDER BY seq").all(),
    ).toEqual([
      { type: "plan-step-start", stepId: "load", status: null },
      { type: "plan-step-finish", stepId: "load", status: "succeeded" },
      { type: "plan-step-start", stepId: "chart", status: null },
      { type: "plan-step-finish", stepId: "chart", status: "succeeded" },
    ]);
    raw.close();
  });

  it("an event for a run that was never created is refused with a typed error", async () => {
    const runs = createSqliteRunStore({ path: newPath() });
    const error = await runs.appendEvent("ghost", sampleRunEvents("ghost", ["s"])[0]!).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModularPlannerError);
    expect((error as ModularPlannerError).code).toBe("store-failed");
    expect((error as Error).message).toMatch(/No run "ghost"/);
    await runs.close();
  });
});

describe("corrupt rows", () => {
  it("says which intent graph row is corrupt (invalid graph, broken JSON)", async () => {
    const path = newPath();
    const store = createSqliteStore({ path });
    await store.intentGraphs.saveGraph(sampleIntentGraph("good"));
    await store.intentGraphs.saveGraph(sampleIntentGraph("bad"));
    await store.intentGraphs.saveGraph(sampleIntentGraph("torn"));
    await store.close();
    const raw = new Database(path);
    const bad = sampleIntentGraph("bad") as Record<string, unknown>;
    delete bad.rootId;
    raw.prepare("UPDATE intent_graphs SET graph = ? WHERE id = 'bad'").run(JSON.stringify(bad));
    raw.prepare("UPDATE intent_graphs SET graph = '{\"id\": \"torn\", ' WHERE id = 'torn'").run();
    raw.close();
    const reopened = createSqliteStore({ path });
    expect(await reopened.intentGraphs.loadGraph("good")).toEqual(sampleIntentGraph("good"));
    await expect(reopened.intentGraphs.loadGraph("bad")).rejects.toThrow(`Intent graph row id="bad" in ${path} is corrupt: rootId:`);
    const torn = (await reopened.intentGraphs.loadGraph("torn").catch((caught: unknown) => caught)) as ModularPlannerError;
    expect(torn).toBeInstanceOf(ModularPlannerError);
    expect(torn.message).toContain(`Intent graph row id="torn" in ${path} is corrupt: not JSON`);
    expect(torn.hint).toContain("DELETE FROM intent_graphs WHERE id = 'torn'");
    await reopened.close();
  });

  it("says which run event row is corrupt", async () => {
    const path = newPath();
    const runs = createSqliteRunStore({ path });
    await runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    for (const event of sampleRunEvents("r", ["a"])) await runs.appendEvent("r", event);
    await runs.close();
    const raw = new Database(path);
    raw.prepare("UPDATE run_events SET event = 'nope' WHERE seq = 2").run();
    raw.close();
    const reopened = createSqliteRunStore({ path });
    await expect(reopened.loadRun("r")).rejects.toThrow(`Run event row seq=2 (run "r") in ${path} is corrupt: not JSON`);
    await reopened.close();
  });

  it("refuses to save a graph that is not a valid IntentGraph", async () => {
    const store = createSqliteStore({ path: newPath() });
    const graph = { ...sampleIntentGraph("x"), rootId: "" };
    await expect(store.intentGraphs.saveGraph(graph)).rejects.toThrow(/Refusing to save intent graph "x": rootId/);
    expect(await store.intentGraphs.listGraphs()).toEqual([]);
    await store.close();
  });
});

describe("runs abandoned by a dead process", () => {
  it("marks as interrupted only the running runs whose owner on this host is gone", async () => {
    const store = createSqliteStore({ path: newPath() });
    const record = (runId: string, owner: { pid: number; host: string } | undefined, status: "running" | "succeeded" = "running") =>
      store.runs.createRun({ runId, planId: "p", status, createdAt: now, updatedAt: now, plan: {}, ...(owner ? { owner } : {}) });
    await record("dead", { pid: 111, host: "here" });
    await record("alive", { pid: 222, host: "here" });
    await record("elsewhere", { pid: 111, host: "there" });
    await record("no-owner", undefined);
    await record("done", { pid: 111, host: "here" }, "succeeded");
    expect(store.interruptAbandonedRuns({ host: "here", isAlive: (pid) => pid === 222 })).toEqual(["dead"]);
    const statuses = Object.fromEntries((await store.runs.listRuns()).map((run) => [run.runId, run.status]));
    expect(statuses).toEqual({ dead: "interrupted", alive: "running", elsewhere: "running", "no-owner": "running", done: "succeeded" });
    expect(store.interruptAbandonedRuns({ host: "here", isAlive: () => false })).toEqual(["alive"]);
    await store.close();
  });

  it("checks liveness with the real process table by default", async () => {
    const { spawnSync } = await import("node:child_process");
    const { hostname } = await import("node:os");
    const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
    const store = createSqliteStore({ path: newPath() });
    await store.runs.createRun({
      runId: "gone",
      planId: "p",
      status: "running",
      createdAt: now,
      updatedAt: now,
      plan: {},
      owner: { pid: Number(gone.stdout), host: hostname() },
    });
    await store.runs.createRun({
      runId: "mine",
      planId: "p",
      status: "running",
      createdAt: now,
      updatedAt: now,
      plan: {},
      owner: { pid: process.pid, host: hostname() },
    });
    expect(store.interruptAbandonedRuns()).toEqual(["gone"]);
    await store.close();
  });
});

describe("schema versions", () => {
  it("applies only the migrations above the file's user_version, in order, keeping data", async () => {
    const path = newPath();
    const store = createSqliteStore({ path });
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    await store.close();
    const raw = new Database(path);
    const latest = MIGRATIONS.at(-1)!.version;
    const next = [
      ...MIGRATIONS,
      { version: latest + 2, description: "label", sql: "ALTER TABLE runs ADD COLUMN label TEXT DEFAULT 'x';" },
      { version: latest + 1, description: "notes", sql: "CREATE TABLE notes (id TEXT);" },
    ];
    expect(applyMigrations(raw, next)).toBe(latest + 2);
    expect(raw.pragma("user_version", { simple: true })).toBe(latest + 2);
    expect(raw.prepare("SELECT run_id, label FROM runs").all()).toEqual([{ run_id: "r", label: "x" }]);
    expect(applyMigrations(raw, next)).toBe(latest + 2); // nothing left to apply: no "duplicate column" error
    raw.close();
  });

  it("version 3 rebuilds runs (status interrupted, owner) keeping every run and its events", async () => {
    const path = newPath();
    const raw = new Database(path);
    raw.pragma("foreign_keys = ON");
    applyMigrations(
      raw,
      MIGRATIONS.filter((migration) => migration.version <= 2),
    );
    raw.prepare("INSERT INTO runs (run_id, plan_id, status, created_at, updated_at, plan) VALUES ('old', 'p', 'running', ?, ?, '{}')").run(now, now);
    raw
      .prepare("INSERT INTO run_events (run_id, type, step_id, timestamp, event) VALUES ('old', 'run-start', NULL, ?, ?)")
      .run(now, JSON.stringify({ type: "run-start", runId: "old", timestamp: now }));
    raw.close();
    const store = createSqliteStore({ path });
    expect(store.schemaVersion).toBe(MIGRATIONS.at(-1)!.version);
    expect((await store.runs.loadRun("old"))?.events.map((event) => event.type)).toEqual(["run-start"]);
    await store.runs.updateRunStatus("old", "interrupted");
    expect((await store.runs.loadRun("old"))?.status).toBe("interrupted");
    await store.close();
  });

  it("version 4 adds who asked (caller) and what (request): runs written before have neither", async () => {
    const path = newPath();
    const raw = new Database(path);
    applyMigrations(
      raw,
      MIGRATIONS.filter((migration) => migration.version <= 3),
    );
    raw.prepare("INSERT INTO runs (run_id, plan_id, status, created_at, updated_at, plan) VALUES ('before', 'p', 'succeeded', ?, ?, '{}')").run(now, now);
    raw.close();
    const store = createSqliteStore({ path });
    await store.runs.createRun({
      runId: "after",
      planId: "p",
      status: "running",
      createdAt: now,
      updatedAt: now,
      plan: {},
      caller: "cli",
      request: "total revenue",
    });
    const listed = Object.fromEntries((await store.runs.listRuns()).map((run) => [run.runId, run]));
    expect(listed.before).toEqual({ runId: "before", planId: "p", status: "succeeded", createdAt: now, updatedAt: now });
    expect(listed.after).toMatchObject({ caller: "cli", request: "total revenue" });
    await store.close();
  });

  it("refuses a file written by a newer schema version, naming both versions", () => {
    const path = newPath();
    const raw = new Database(path);
    raw.pragma("user_version = 99");
    raw.close();
    expect(() => createSqliteStore({ path })).toThrow(
      `The store ${path} has schema version 99, newer than this version of @modular-planner/store-sqlite knows (${MIGRATIONS.at(-1)!.version})`,
    );
  });

  it("says clearly when the file is not a SQLite database", async () => {
    const path = newPath();
    await import("node:fs/promises").then((fs) => fs.writeFile(path, "this is not a database, just text that is long enough to have a header".repeat(20)));
    expect(() => createSqliteStore({ path })).toThrow(`Cannot use ${path} as a SQLite store`);
  });
});

describe("a process killed midway", () => {
  it("leaves every committed row: the parent sees which steps finished and the saved graph", async () => {
    const path = newPath();
    const child = spawn(
      process.execPath,
      ["--conditions=@modular-planner/source", "--import", "tsx", fileURLToPath(new URL("./fixtures/writing-run.ts", import.meta.url)), path],
      {
        cwd: fileURLToPath(new URL("..", import.meta.url)),
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("s3-started") && resolve());
      child.once("exit", (code) => reject(new Error(`the child exited early (${code})`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(existsSync(`${path}-wal`)).toBe(true); // the rows are in the WAL: the reader recovers them

    const store = createSqliteStore({ path });
    const record = await store.runs.loadRun("crash-run");
    expect(record?.status).toBe("running");
    const finished = record!.events.flatMap((event) => (event.type === "plan-step-finish" && event.status === "succeeded" ? [event.stepId] : []));
    const started = record!.events.flatMap((event) => (event.type === "plan-step-start" ? [event.stepId] : []));
    expect(finished).toEqual(["s1", "s2"]);
    expect(started.filter((id) => !finished.includes(id))).toEqual(["s3"]);
    const graph = await store.intentGraphs.loadGraph("crash-graph");
    expect(graph?.nodes.map((node) => node.status)).toEqual(["decomposed", "resolved", "pending", "pending"]);
    await store.close();
  });
});

describe("group commit of run events", () => {
  it("events appended in one turn share a transaction; each append resolves once committed; reads see pending events", async () => {
    const path = newPath();
    const runs = createSqliteRunStore({ path });
    await runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    const events = sampleRunEvents(
      "r",
      Array.from({ length: 50 }, (_, index) => `s${index}`),
    );
    const reader = new Database(path, { readonly: true });
    const count = () => (reader.prepare("SELECT count(*) AS n FROM run_events").get() as { n: number }).n;
    const appends = events.map((event) => runs.appendEvent("r", event));
    expect(count()).toBe(0); // not committed yet: nothing resolved either
    await appends[0];
    expect(count()).toBe(100); // one transaction for the whole turn
    expect(reader.prepare("SELECT count(DISTINCT seq) AS n FROM run_events").get()).toEqual({ n: 100 });
    const more = runs.appendEvent("r", { type: "run-finish", runId: "r", timestamp: now, status: "succeeded", durationMs: 1, summary: "" });
    expect((await runs.loadRun("r"))!.events).toHaveLength(101); // a read commits what is waiting first
    await more;
    reader.close();
    await runs.close();
  });

  it("an append for an unknown run fails alone; the others in its batch are kept in order", async () => {
    const runs = createSqliteRunStore({ path: newPath() });
    await runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    const [first, second] = sampleRunEvents("r", ["a"]);
    const outcomes = await Promise.allSettled([runs.appendEvent("r", first!), runs.appendEvent("ghost", first!), runs.appendEvent("r", second!)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await runs.loadRun("r"))!.events).toEqual([first, second]);
    await runs.close();
  });

  it("closing the store writes the events still waiting", async () => {
    const path = newPath();
    const store = createSqliteStore({ path });
    await store.runs.createRun({ runId: "r", planId: "p", status: "running", createdAt: now, updatedAt: now, plan: {} });
    const appended = store.runs.appendEvent("r", sampleRunEvents("r", ["a"])[0]!);
    await store.close();
    await appended;
    const reopened = createSqliteRunStore({ path });
    expect((await reopened.loadRun("r"))!.events).toHaveLength(1);
    await reopened.close();
  });
});
