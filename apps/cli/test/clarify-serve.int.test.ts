// Answering clarifications over the HTTP API (`POST /runs/:id/answer`) of a real `serve` process:
// each kind of question answered by number, by label and in the user's words, ending in the answer
// table DuckDB computes; and the session learning from an answer.
import type { ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const SALES = fileURLToPath(new URL("./fixtures/store-sales.csv", import.meta.url));
let cwd: string;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-clarify-serve-"));
  ({ child: server, base } = await startServe(["--data-root", dirname(SALES)], { cwd, timeoutMs: 30_000 }));
});
afterAll(async () => {
  server?.kill("SIGTERM");
  await rm(cwd, { recursive: true, force: true });
});

interface Asked {
  clarification: { about: string; question: string; phrase?: string; options: { label: string; score: number; why: string }[]; reason: string };
  route: { action: string };
  runId: string;
  answer: string;
}

async function post(path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Waits for the run to finish and returns its answer rows. */
async function rowsOf(runId: string): Promise<unknown[][]> {
  for (;;) {
    const response = await fetch(`${base}/runs/${runId}`, { headers: { accept: "application/json" } });
    const state = (await response.json()) as { status: string; summary?: { answer: { rows: unknown[][] } }; error?: string };
    if (state.status === "finished") return state.summary!.answer.rows;
    if (state.status === "failed") throw new Error(state.error);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function sql(query: string): Promise<unknown[][]> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(query.replaceAll("FROM sales", `FROM read_csv_auto('${SALES}')`))).getRowsJson();
  connection.closeSync();
  instance.closeSync();
  return rows.map((row) => row.map((value) => (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value)));
}

const close = (actual: unknown[][], expected: unknown[][]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((row, i) =>
    row.forEach((value, j) =>
      typeof value === "number" ? expect(value).toBeCloseTo(Number(expected[i]![j]), 6) : expect(String(value)).toEqual(String(expected[i]![j])),
    ),
  );
};

/** POST /runs asks (422, every key, no output folder); the answers are posted in turn until the run starts (202). */
async function askThenAnswer(question: string, about: string, answers: (asked: Asked) => string, session?: string): Promise<unknown[][]> {
  const asked = await post("/runs", { question, data: SALES, ...(session ? { session } : {}) });
  expect(asked.status, JSON.stringify(asked.json)).toBe(422);
  let body = asked.json as unknown as Asked;
  expect(Object.keys(body).sort()).toEqual(["answer", "clarification", "code", "error", "hint", "message", "route", "runId"]);
  expect(asked.json).toMatchObject({ code: "clarification_needed", message: expect.any(String), hint: expect.stringContaining("POST /runs/{runId}/answer") });
  expect(body.clarification.about).toBe(about);
  expect(body.answer).toBe(`/runs/${body.runId}/answer`);
  expect(existsSync(join(cwd, "out", body.runId)), "a run that only asked leaves no output folder").toBe(false);
  for (let turn = 0; turn < 3; turn++) {
    const answered = await post(body.answer, { answer: answers(body) });
    if (answered.status === 202) {
      expect(answered.json.runId).toBe(asked.json.runId);
      return rowsOf(String(answered.json.runId));
    }
    expect(answered.status, JSON.stringify(answered.json)).toBe(422);
    body = answered.json as unknown as Asked;
  }
  throw new Error("still asking after three answers");
}

const numberOf = (label: string) => (asked: Asked) => String(asked.clarification.options.findIndex((option) => option.label === label) + 1);

describe("POST /runs/:id/answer", () => {
  it("a grouping no column matches, answered by number, by label and in words", async () => {
    const expected = await sql("SELECT store_region, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1");
    close(await askThenAnswer("net sales by weather", "column", numberOf("store_region")), expected);
    close(await askThenAnswer("net sales by weather", "column", () => "store_region"), expected);
    close(await askThenAnswer("net sales by weather", "column", () => "region of the store"), expected);
  });

  it("two equally likely measures, answered by number, by label and in words", async () => {
    const top = (column: string) => sql(`SELECT store_region, sum(${column}) AS m FROM sales GROUP BY 1 ORDER BY m DESC LIMIT 2`);
    close(await askThenAnswer("top 2 regions by sales", "column", numberOf("gross_sales")), await top("gross_sales"));
    close(await askThenAnswer("top 2 regions by sales", "column", () => "net_sales"), await top("net_sales"));
    close(await askThenAnswer("top 2 regions by sales", "column", () => "the net ones"), await top("net_sales"));
  });

  it("no measure, answered by number, by label and in words", async () => {
    const monthly = (measure: string) => sql(`SELECT strftime(date_trunc('month', order_date), '%Y-%m-%d'), ${measure} FROM sales GROUP BY 1 ORDER BY 1`);
    close(await askThenAnswer("monthly trend", "measure", numberOf("count of rows")), await monthly("count(*)"));
    close(await askThenAnswer("monthly trend", "measure", () => "gross_sales"), await monthly("sum(gross_sales)"));
    close(await askThenAnswer("monthly trend", "measure", () => "total units"), await monthly("sum(units)"));
  });

  it("a vague question, answered by number, by label and in words (then the measure it asks next)", async () => {
    const byNumber = (asked: Asked) => (asked.clarification.about === "analysis" ? numberOf("a comparison across groups")(asked) : numberOf("units")(asked));
    close(await askThenAnswer("show me something", "analysis", byNumber), await sql("SELECT sum(units) FROM sales"));
    const byLabel = (asked: Asked) => (asked.clarification.about === "analysis" ? "a comparison across groups" : "net_sales");
    close(await askThenAnswer("show me something", "analysis", byLabel), await sql("SELECT sum(net_sales) FROM sales"));
    close(
      await askThenAnswer("show me something", "analysis", () => "units per sales channel"),
      await sql("SELECT sales_channel, sum(units) FROM sales GROUP BY 1 ORDER BY 1"),
    );
  });

  it("an answer teaches the session: the next question of the session is not asked again", async () => {
    // Sessions over the API are made by the server (POST /sessions) and belong to their caller.
    const newSession = async () => String((await post("/sessions", {})).json.session);
    const session = await newSession();
    await askThenAnswer("net sales by weather", "column", () => "sales_channel", session);
    const next = await post("/runs", { question: "units by weather", data: SALES, session });
    expect(next.status, JSON.stringify(next.json)).toBe(202);
    close(await rowsOf(String(next.json.runId)), await sql("SELECT sales_channel, sum(units) FROM sales GROUP BY 1 ORDER BY 1"));
    expect((await post("/runs", { question: "units by weather", data: SALES, session: await newSession() })).status).toBe(422);
  });

  it("an unknown run is 404, a bad body 400, an option out of range 400", async () => {
    expect((await post("/runs/20990101T000000-deadbeef/answer", { answer: "1" })).status).toBe(404);
    const asked = (await post("/runs", { question: "top 2 regions by sales", data: SALES })).json as unknown as Asked;
    expect((await post(asked.answer, { reply: "1" })).status).toBe(400);
    const wrong = await post(asked.answer, { answer: "9" });
    expect(wrong.status).toBe(400);
    expect(String(wrong.json.error)).toContain("There is no option 9");
    expect(wrong.json).toMatchObject({ code: "bad_request", message: expect.stringContaining("There is no option 9"), hint: expect.any(String) });
    expect(readdirSync(join(cwd, "out"))).not.toContain(asked.runId);
  });
});
