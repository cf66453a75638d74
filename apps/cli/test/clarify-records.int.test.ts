// The clarification record of a data question (issue #27 loose ends), through the real CLI and two
// real `serve` processes: no secret of the question on disk while an answer still continues it; the
// table of a multi-table file kept; over the API only the caller that asked may answer; old
// records dropped.
import type { ChildProcess } from "node:child_process";
import { readdirSync, readFileSync, utimesSync } from "node:fs";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, startServe } from "./cli.js";

const SALES = fileURLToPath(new URL("./fixtures/store-sales.csv", import.meta.url));
const CLARIFICATIONS = ".modular-planner/clarifications";
const TOKENS = ["a".repeat(32), "b".repeat(32)];
let cwd: string;
const servers: ChildProcess[] = [];
const bases: string[] = [];

async function startServeWith(token: string): Promise<string> {
  const { child, base } = await startServe([], { cwd, env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: token } });
  servers.push(child);
  return base;
}

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-clarify-records-"));
  await copyFile(SALES, join(cwd, "sales.csv"));
  const instance = await DuckDBInstance.create(join(cwd, "shop.duckdb"));
  const connection = await instance.connect();
  await connection.run("CREATE TABLE sales AS SELECT * FROM (VALUES ('north', 10.5), ('south', 20.0), ('north', 4.5)) t(region, revenue)");
  await connection.run("CREATE TABLE stores AS SELECT * FROM (VALUES (1, 'north')) t(id, region)");
  connection.closeSync();
  instance.closeSync();
  bases.push(...(await Promise.all(TOKENS.map(startServeWith))));
}, 120_000);
afterAll(async () => {
  for (const server of servers) server.kill("SIGTERM");
  await rm(cwd, { recursive: true, force: true });
});

const record = (runId: string) => JSON.parse(readFileSync(join(cwd, CLARIFICATIONS, `${runId}.json`), "utf8")) as Record<string, unknown>;

async function post(base: string, token: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function rowsOf(base: string, token: string, runId: string): Promise<unknown[][]> {
  for (;;) {
    const response = await fetch(`${base}/runs/${runId}`, { headers: { accept: "application/json", authorization: `Bearer ${token}` } });
    const state = (await response.json()) as { status: string; summary?: { answer: { rows: unknown[][] } }; error?: string };
    if (state.status === "finished") return state.summary!.answer.rows;
    if (state.status === "failed") throw new Error(state.error);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("the CLI", () => {
  it("keeps no secret of the question in the record, and the answer still continues it", () => {
    const asked = cli(["--json", "run", "net sales by weather, password: hunter2secret", "--data", "sales.csv"], { cwd });
    expect(asked.code, asked.stderr).toBe(4);
    const runId = String((JSON.parse(asked.stdout) as { runId: string }).runId);
    const saved = JSON.stringify(record(runId));
    expect(saved).not.toContain("hunter2secret");
    expect(record(runId).question).toBe("net sales by weather, password:");
    const answered = cli(["--json", "run", "--resume", runId, "--answer", "store_region"], { cwd });
    expect(answered.code, answered.stderr).toBe(0);
    const summary = JSON.parse(answered.stdout) as { answer: { columns: string[]; rows: unknown[][] } };
    expect(summary.answer.columns).toEqual(["store_region", "net_sales"]);
    expect(summary.answer.rows).toContainEqual(["North", 410.5]);
  });

  it("keeps the --table of the question: --resume plans over the same table", () => {
    const asked = cli(["--json", "run", "total revenue by weather", "--data", "shop.duckdb", "--table", "sales"], { cwd });
    expect(asked.code, asked.stderr).toBe(4);
    const runId = String((JSON.parse(asked.stdout) as { runId: string }).runId);
    expect(record(runId).table).toBe("sales");
    const other = cli(["run", "--resume", runId, "--answer", "region", "--table", "stores"], { cwd });
    expect(other.code).toBe(3);
    expect(other.stderr).toContain("asked about table sales, not stores");
    const answered = cli(["--json", "run", "--resume", runId, "--answer", "region"], { cwd });
    expect(answered.code, answered.stderr).toBe(0);
    expect((JSON.parse(answered.stdout) as { answer: { rows: unknown[][] } }).answer.rows).toEqual(
      expect.arrayContaining([
        ["north", 15],
        ["south", 20],
      ]),
    );
  });

  it("drops records older than limits.clarificationMaxAgeDays (7 days unless configured) when the store is opened", async () => {
    const ask = () => String((JSON.parse(cli(["--json", "plan", "net sales by weather", "--data", "sales.csv"], { cwd }).stdout) as { runId: string }).runId);
    const [old, older, fresh] = [ask(), ask(), ask()];
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    utimesSync(join(cwd, CLARIFICATIONS, `${old}.json`), daysAgo(8), daysAgo(8));
    utimesSync(join(cwd, CLARIFICATIONS, `${older}.json`), daysAgo(40), daysAgo(40));
    // A longer age keeps the 8-day-old record; opening the store drops only the 40-day-old one.
    const config = join(cwd, "long.json");
    await writeFile(config, JSON.stringify({ limits: { clarificationMaxAgeDays: 30 } }));
    const kept = cli(["--config", config, "--json", "plan", "--resume", old, "--answer", "store_region"], { cwd });
    expect(kept.code, kept.stderr).toBe(0);
    expect(readdirSync(join(cwd, CLARIFICATIONS))).not.toContain(`${older}.json`);
    utimesSync(join(cwd, CLARIFICATIONS, `${old}.json`), daysAgo(8), daysAgo(8));
    const gone = cli(["run", "--resume", old, "--answer", "store_region"], { cwd });
    expect(gone.code).toBe(3);
    expect(gone.stderr).toContain(`No open question of run ${old}`);
    expect(readdirSync(join(cwd, CLARIFICATIONS))).toContain(`${fresh}.json`);
  });
});

describe("POST /runs/:id/answer", () => {
  it("answers only the caller that asked: another token, or a question of the CLI, is the same 404 as an unknown run", async () => {
    const [mine, theirs] = bases as [string, string];
    const asked = await post(mine, TOKENS[0]!, "/runs", { question: "net sales by weather", data: "sales.csv" });
    expect(asked.status, JSON.stringify(asked.json)).toBe(422);
    const runId = String(asked.json.runId);
    expect(JSON.stringify(record(runId))).not.toContain(TOKENS[0]!);
    const unknown = await post(theirs, TOKENS[1]!, "/runs/20990101T000000-deadbeef/answer", { answer: "store_region" });
    const stolen = await post(theirs, TOKENS[1]!, `/runs/${runId}/answer`, { answer: "store_region" });
    expect(unknown.status).toBe(404);
    expect(stolen.status).toBe(404);
    expect(stolen.json.error).toBe(String(unknown.json.error).replace("20990101T000000-deadbeef", runId));
    const fromCli = String((JSON.parse(cli(["--json", "run", "net sales by weather", "--data", "sales.csv"], { cwd }).stdout) as { runId: string }).runId);
    expect((await post(mine, TOKENS[0]!, `/runs/${fromCli}/answer`, { answer: "store_region" })).status).toBe(404);
    const answered = await post(mine, TOKENS[0]!, `/runs/${runId}/answer`, { answer: "store_region" });
    expect(answered.status, JSON.stringify(answered.json)).toBe(202);
    expect(await rowsOf(mine, TOKENS[0]!, runId)).toContainEqual(["North", 410.5]);
  });

  it("keeps the table of the question", async () => {
    const base = bases[0]!;
    const asked = await post(base, TOKENS[0]!, "/runs", { question: "total revenue by weather", data: "shop.duckdb", table: "sales" });
    expect(asked.status, JSON.stringify(asked.json)).toBe(422);
    const answered = await post(base, TOKENS[0]!, String(asked.json.answer), { answer: "region" });
    expect(answered.status, JSON.stringify(answered.json)).toBe(202);
    expect(await rowsOf(base, TOKENS[0]!, String(answered.json.runId))).toEqual(
      expect.arrayContaining([
        ["north", 15],
        ["south", 20],
      ]),
    );
  });
});
