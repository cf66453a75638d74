// Each unclear message of issue #21 item 8, through the real command: a malformed CSV row, a
// latin-1 file, a DuckDB file with two tables (--table, and the API's table field), `runs list |
// head -1`, `serve` on a busy port, a full disk, a .ts config with `export default`, and the
// API's durationMs.
import { spawn } from "node:child_process";
import { openSync, closeSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cli, startServe } from "./cli.js";

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-messages-"));
  await writeFile(join(cwd, "ragged.csv"), "region,amount\nnorth,10\nsouth,20\neast,30,extra\nwest,40\n");
  await writeFile(join(cwd, "typo.csv"), "region,amount\nnorth,10\nsouth,abc\neast,30\nwest,40\n");
  await writeFile(join(cwd, "latin1.csv"), Buffer.from("r\xe9gion,amount\nnord,10\nsud,20\nest,30\n", "latin1"));
  const instance = await DuckDBInstance.create(join(cwd, "shop.duckdb"));
  const connection = await instance.connect();
  await connection.run("CREATE TABLE sales AS SELECT * FROM (VALUES ('north', 10.5), ('south', 20.0), ('north', 4.5)) t(region, revenue)");
  await connection.run("CREATE TABLE stores AS SELECT * FROM (VALUES (1, 'north')) t(id, region)");
  connection.closeSync();
  instance.closeSync();
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe("data files", () => {
  it("one malformed CSV row: the message names the line and the row, exit 3", () => {
    const result = cli(["run", "total amount by region", "--data", "ragged.csv"], { cwd });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('ragged.csv line 4 has 3 fields where the header has 2: "east,30,extra"');
    expect(result.stderr).not.toContain("no numeric column");
  });

  it("one non-numeric value in a number column: says which value on which line", () => {
    const result = cli(["run", "total amount by region", "--data", "typo.csv"], { cwd });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('column "amount" is numbers except one value, first "abc" on line 3, so it was read as text');
  });

  it("a latin-1 file is read as latin-1 and the route says so", () => {
    const result = cli(["--json", "run", "total amount by région", "--data", "latin1.csv"], { cwd });
    expect(result.code, result.stderr).toBe(0);
    const summary = JSON.parse(result.stdout) as { route: { assumptions: string[] }; answer: { rowCount: number } };
    expect(summary.route.assumptions.join(" ")).toContain("is not UTF-8: it was read as latin-1");
    expect(summary.answer.rowCount).toBe(3);
  });

  it("a DuckDB file with two tables: without --table, an error listing them; with --table, the answer", () => {
    const ambiguous = cli(["run", "total revenue by region", "--data", "shop.duckdb"], { cwd });
    expect(ambiguous.code).toBe(3);
    expect(ambiguous.stderr).toContain("has 2 tables (sales, stores); say which one to analyse");
    expect(ambiguous.stderr).toContain("--table <name>");
    const ran = cli(["--json", "run", "total revenue by region", "--data", "shop.duckdb", "--table", "sales"], { cwd });
    expect(ran.code, ran.stderr).toBe(0);
    const summary = JSON.parse(ran.stdout) as { answer: { rows: unknown[][] } };
    expect(summary.answer.rows).toEqual(
      expect.arrayContaining([
        ["north", 15],
        ["south", 20],
      ]),
    );
    const wrong = cli(["plan", "total revenue by region", "--data", "shop.duckdb", "--table", "nope"], { cwd });
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toContain('has no table "nope"; it has sales, stores');
  });
});

describe("the command's own failures are one clear line", () => {
  it("runs list | head -1 ends quietly (EPIPE), no stack trace", async () => {
    const folder = join(cwd, "many-runs");
    await mkdir(join(folder, ".modular-planner"), { recursive: true });
    const store = createSqliteStore({ path: join(folder, ".modular-planner", "store.sqlite") });
    const now = new Date().toISOString();
    for (let index = 0; index < 4000; index += 1)
      await store.runs.createRun({ runId: `run-${index}`, planId: "p", status: "succeeded", createdAt: now, updatedAt: now, plan: {} });
    await store.close();
    const result = await new Promise<{ code: number | null; first: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [BIN, "runs", "list"], { cwd: folder, env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
      let first = "";
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
      // Like `head -1`: read the first line, then close the pipe.
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
        if (!first) {
          first = chunk.split("\n")[0]!;
          child.stdout.destroy();
        }
      });
      child.on("close", (code) => resolve({ code, first, stderr }));
    });
    expect(result.first).toMatch(/^run-\d+ {2}succeeded/);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
  });

  it("serve on a busy port: one line saying so, with what to do, exit 3", async () => {
    const busy: Server = createServer();
    const port = await new Promise<number>((resolve) => busy.listen(0, "127.0.0.1", () => resolve((busy.address() as { port: number }).port)));
    try {
      const result = cli(["serve", "--port", String(port)], { cwd });
      expect(result.code).toBe(3);
      expect(result.stderr).toBe(
        `ConfigurationError: Port ${port} on 127.0.0.1 is already in use\nHint: Stop the other server, or pick another port with --port (0 picks a free one).\n`,
      );
    } finally {
      busy.close();
    }
  });

  it("a full disk (ENOSPC, writing to /dev/full) is said in words, not a raw ENOSPC", async () => {
    const folder = join(cwd, "full-disk");
    await mkdir(join(folder, ".modular-planner"), { recursive: true });
    const store = createSqliteStore({ path: join(folder, ".modular-planner", "store.sqlite") });
    const now = new Date().toISOString();
    await store.runs.createRun({ runId: "one", planId: "p", status: "succeeded", createdAt: now, updatedAt: now, plan: {} });
    await store.close();
    const full = openSync("/dev/full", "w");
    try {
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, [BIN, "runs", "list"], { cwd: folder, env: { ...process.env, CI: "true" }, stdio: ["ignore", full, "pipe"] });
        let stderr = "";
        child.stderr!.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
        child.on("close", (code) => resolve({ code, stderr }));
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^SystemError: No space left on the device \(write\)\nHint: Free some disk space/);
      expect(result.stderr).not.toContain("    at ");
    } finally {
      closeSync(full);
    }
  });
});

describe("config", () => {
  it("a .ts config with export default is read (in a folder that is not an ES module package)", async () => {
    const folder = join(cwd, "ts-config");
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(folder, "modular-planner.config.ts"),
      "interface Limits { maxQuestionChars: number }\nconst limits: Limits = { maxQuestionChars: 12 };\nexport default { limits };\n",
    );
    await copyFile(join(cwd, "typo.csv"), join(folder, "typo.csv"));
    const result = cli(["plan", "total amount by region please", "--data", "typo.csv"], { cwd: folder });
    expect(result.stderr).not.toContain('Unrecognized key: "default"');
    // The config's limit applies: the question is over 12 characters.
    expect(result.code).toBe(3);
    expect(result.stderr).toMatch(/12/);
  });
});

describe("API", () => {
  it("POST /runs with a table field runs on that table, and durationMs is the real duration", async () => {
    const { child: server, base } = await startServe([], { cwd });
    try {
      const post = (body: Record<string, unknown>) =>
        fetch(`${base}/runs`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const ambiguous = await post({ question: "total revenue by region", data: "shop.duckdb" });
      expect(ambiguous.status).toBe(400);
      expect(JSON.stringify(await ambiguous.json())).toContain("has 2 tables (sales, stores)");
      const started = await post({ question: "total revenue by region", data: "shop.duckdb", table: "sales" });
      expect(started.status).toBe(202);
      const { runId } = (await started.json()) as { runId: string };
      let state: { status: string; summary?: { durationMs: number; status: string; answer?: { rows: unknown[][] } } } = { status: "running" };
      while (state.status === "running") {
        state = (await (await fetch(`${base}/runs/${runId}`, { headers: { accept: "application/json" } })).json()) as typeof state;
        if (state.status === "running") await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(state.summary?.status).toBe("succeeded");
      expect(state.summary?.answer?.rows).toEqual(expect.arrayContaining([["north", 15]]));
      expect(state.summary!.durationMs).toBeGreaterThan(0);
    } finally {
      server.kill("SIGTERM");
    }
  });
});
