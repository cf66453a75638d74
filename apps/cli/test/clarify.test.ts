// Answering a data question's clarification (`run`/`plan` with `--answer`, `--resume <run-id>`), in
// process, over a small sales table: each kind of question answered by number, by label and in the
// user's own words, ending in the answer table DuckDB computes for the question meant.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { main } from "../src/index.js";

const SALES = fileURLToPath(new URL("./fixtures/store-sales.csv", import.meta.url));
const home = process.cwd();
beforeAll(async () => {
  process.chdir(await mkdtemp(join(tmpdir(), "mp-clarify-")));
});
afterAll(() => process.chdir(home));

interface Option {
  label: string;
  score: number;
  why: string;
}
interface Asked {
  clarification: { about: string; question: string; phrase?: string; options: Option[]; reason: string };
  route: { action: string } | null;
  runId: string;
  resume: string;
}

/** Runs the CLI in this process; returns the exit code, the last line of stdout (parsed with --json) and stderr. */
async function cli(args: string[], json = true): Promise<{ code: number; json: Record<string, unknown>; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  process.exitCode = 0;
  try {
    await main(["node", "modular-planner", ...(json ? ["--json"] : []), ...args]);
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
  const code = Number(process.exitCode ?? 0);
  process.exitCode = 0;
  return { code, json: json ? (JSON.parse(stdout.trim().split("\n").at(-1)!) as Record<string, unknown>) : {}, stderr };
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

const outFolders = () => (existsSync("out") ? readdirSync("out").sort() : []);
const rowsOf = (json: Record<string, unknown>) => (json.answer as { rows: unknown[][] }).rows;

/** Asks the question (exit 4, no output folder, every documented key), then answers it with `--resume <run-id> --answer`. */
async function askThenAnswer(question: string, answer: string, about: string): Promise<Record<string, unknown>> {
  const before = outFolders();
  const asked = await cli(["run", question, "--data", SALES]);
  expect(asked.code, JSON.stringify(asked.json)).toBe(4);
  const body = asked.json as unknown as Asked;
  expect(Object.keys(body).sort()).toEqual(["clarification", "resume", "route", "runId"]);
  expect(body.clarification.about).toBe(about);
  expect(body.route).not.toBeNull();
  expect(body.resume).toBe(`modular-planner run --resume ${body.runId} --answer "<text>"`);
  expect(outFolders(), "a question that only asked leaves no output folder").toEqual(before);
  const answered = await cli(["run", "--resume", body.runId, "--answer", answer]);
  expect(answered.code, JSON.stringify(answered.json)).toBe(0);
  expect(answered.json.runId).toBe(body.runId);
  return answered.json;
}

describe("options are ranked, with why each is offered", () => {
  it("a grouping no column matches: the closest columns first, each with its score and why", async () => {
    const { code, json } = await cli(["run", "net sales by regoin thing", "--data", SALES]);
    // "regoin thing" is linked as a typo of store_region: no question.
    expect(code).toBe(0);
    expect((json.answer as { columns: string[] }).columns).toEqual(["store_region", "net_sales"]);
    const asked = (await cli(["plan", "net sales by wether", "--data", SALES])).json as unknown as Asked;
    expect(asked.clarification).toMatchObject({ about: "column", phrase: "wether" });
    const scores = asked.clarification.options.map((option) => option.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    for (const option of asked.clarification.options) expect(Object.keys(option).sort()).toEqual(["label", "score", "why"]);
  });

  it("two equally likely columns: text output lists `n. label — why` and how to continue", async () => {
    const { code, stderr } = await cli(["run", "top 2 regions by sales", "--data", SALES], false);
    expect(code).toBe(4);
    expect(stderr).toContain('Question: "sales" could be net_sales or gross_sales. Which column did you mean?');
    expect(stderr).toContain('  1. net_sales — matches "sales" (word match 0.85)');
    expect(stderr).toContain('  2. gross_sales — matches "sales" (word match 0.85)');
    expect(stderr).toMatch(/^Continue with: modular-planner run --resume \S+ --answer "<text>"/m);
    expect(stderr).not.toContain("[object Object]");
  });
});

describe("the router's options, when the question has no cue, are ranked by what the data can answer", () => {
  it("a table without a date column: a trend and anomalies come last, at 0, and say why", async () => {
    const teams = fileURLToPath(new URL("./fixtures/teams.csv", import.meta.url));
    const asked = (await cli(["run", "show me something", "--data", teams])).json as unknown as Asked;
    expect(asked.clarification.about).toBe("analysis");
    const options = asked.clarification.options;
    expect(options.slice(-2).map((option) => option.label)).toEqual(["a trend over time", "anomalies and outliers"]);
    expect(options.at(-1)).toMatchObject({ score: 0, why: "no cue in the question, and the data lacks a date column" });
    expect(options[0]).toMatchObject({ label: "a comparison across groups", score: 0.5 });
  });
});

describe("a grouping no column matches (net sales by weather)", () => {
  const expected = () => sql("SELECT store_region, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1");
  it("answered by number", async () => {
    const asked = (await cli(["plan", "net sales by weather", "--data", SALES])).json as unknown as Asked;
    const number = asked.clarification.options.findIndex((option) => option.label === "store_region") + 1;
    const json = await askThenAnswer("net sales by weather", String(number), "column");
    close(rowsOf(json), await expected());
  });
  it("answered by label", async () => close(rowsOf(await askThenAnswer("net sales by weather", "store_region", "column")), await expected()));
  it("answered in the user's words", async () => {
    const json = await askThenAnswer("net sales by weather", "the region of the store", "column");
    close(rowsOf(json), await expected());
    expect((json.route as { assumptions: string[] }).assumptions).toContain('"weather" is store_region (answered).');
  });
});

describe("two equally likely measures (top 2 regions by sales)", () => {
  const expected = (column: string) => sql(`SELECT store_region, sum(${column}) AS m FROM sales GROUP BY 1 ORDER BY m DESC LIMIT 2`);
  it("answered by number", async () => close(rowsOf(await askThenAnswer("top 2 regions by sales", "2", "column")), await expected("gross_sales")));
  it("answered by label", async () => close(rowsOf(await askThenAnswer("top 2 regions by sales", "net_sales", "column")), await expected("net_sales")));
  it("answered in the user's words", async () =>
    close(rowsOf(await askThenAnswer("top 2 regions by sales", "the gross ones", "column")), await expected("gross_sales")));
});

describe("no measure (monthly trend)", () => {
  const monthly = (measure: string) => sql(`SELECT strftime(date_trunc('month', order_date), '%Y-%m-%d'), ${measure} FROM sales GROUP BY 1 ORDER BY 1`);
  it("answered by number (the first option, a count)", async () =>
    close(rowsOf(await askThenAnswer("monthly trend", "1", "measure")), await monthly("count(*)")));
  it("answered by label", async () => close(rowsOf(await askThenAnswer("monthly trend", "units", "measure")), await monthly("sum(units)")));
  it("answered in the user's words", async () =>
    close(rowsOf(await askThenAnswer("monthly trend", "average net sales", "measure")), await monthly("avg(net_sales)")));
});

describe("a vague question (show me something): the router's question, then the next", () => {
  it("answered by number, then the measure by label", async () => {
    const asked = (await cli(["run", "show me something", "--data", SALES])).json as unknown as Asked;
    expect(asked.clarification.about).toBe("analysis");
    const ranking = asked.clarification.options.findIndex((option) => option.label === "a comparison across groups") + 1;
    const next = await cli(["run", "--resume", asked.runId, "--answer", String(ranking)]);
    expect(next.code).toBe(4);
    const second = next.json as unknown as Asked;
    expect(second.runId).toBe(asked.runId);
    expect(second.clarification.about).toBe("measure");
    const done = await cli(["run", "--resume", asked.runId, "--answer", "net_sales"]);
    expect(done.code).toBe(0);
    close(rowsOf(done.json), await sql("SELECT sum(net_sales) FROM sales"));
  });
  it("answered by label, then the measure by number", async () => {
    const asked = (await cli(["run", "show me something", "--data", SALES])).json as unknown as Asked;
    const next = (await cli(["run", "--resume", asked.runId, "--answer", "a comparison across groups"])).json as unknown as Asked;
    const count = next.clarification.options.findIndex((option) => option.label === "count of rows") + 1;
    const done = await cli(["run", "--resume", asked.runId, "--answer", String(count)]);
    expect(done.code).toBe(0);
    close(rowsOf(done.json), await sql("SELECT count(*) FROM sales"));
  });
  it("answered in the user's words", async () =>
    close(
      rowsOf(await askThenAnswer("show me something", "net sales by store region", "analysis")),
      await sql("SELECT store_region, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1"),
    ));
});

describe("answering without --resume, plan, and errors", () => {
  it("run --data with --answer answers the question the question raises, in one call", async () => {
    const { code, json } = await cli(["run", "net sales by weather", "--data", SALES, "--answer", "sales channel"]);
    expect(code).toBe(0);
    close(rowsOf(json), await sql("SELECT sales_channel, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1"));
  });

  it("plan --resume answers and keeps what was understood for run --resume", async () => {
    const asked = (await cli(["plan", "monthly trend", "--data", SALES])).json as unknown as Asked;
    expect(asked.resume).toBe(`modular-planner plan --resume ${asked.runId} --answer "<text>"`);
    const planned = await cli(["plan", "--resume", asked.runId, "--answer", "units"]);
    expect(planned.code).toBe(0);
    expect((planned.json.analysis as { spec: { measures: { column: string }[] } }).spec.measures[0]!.column).toBe("units");
    const ran = await cli(["run", "--resume", asked.runId]);
    expect(ran.code).toBe(0);
    close(rowsOf(ran.json), await sql("SELECT strftime(date_trunc('month', order_date), '%Y-%m-%d'), sum(units) FROM sales GROUP BY 1 ORDER BY 1"));
  });

  it("an option number out of range, or a run with no open question, is a usage error (exit 3)", async () => {
    const asked = (await cli(["run", "top 2 regions by sales", "--data", SALES])).json as unknown as Asked;
    const wrong = await cli(["run", "--resume", asked.runId, "--answer", "7"]);
    expect(wrong.code).toBe(3);
    expect(JSON.stringify(wrong.json)).toContain("There is no option 7: the question has 2 options");
    const unknown = await cli(["run", "--resume", "20990101T000000-deadbeef", "--answer", "1"]);
    expect(unknown.code).toBe(3);
    expect(JSON.stringify(unknown.json)).toContain("No open question of run 20990101T000000-deadbeef");
  });
});

describe("the template planner's question (strategies.data: template)", () => {
  it("is a column question with its route, answered by label and in words", async () => {
    writeFileSync("template.config.yaml", "strategies:\n  data: template\n");
    const asked = (await cli(["-c", "template.config.yaml", "run", "net sales by weather", "--data", SALES])).json as unknown as Asked;
    expect(asked.clarification).toMatchObject({ about: "column", phrase: "weather" });
    expect(asked.route).toMatchObject({ action: "clarify" });
    const expected = await sql("SELECT store_region, sum(net_sales) FROM sales GROUP BY 1 ORDER BY 1");
    const byLabel = await cli(["-c", "template.config.yaml", "run", "--resume", asked.runId, "--answer", "store_region"]);
    expect(byLabel.code).toBe(0);
    close(rowsOf(byLabel.json), expected);
    const byWords = await cli(["-c", "template.config.yaml", "run", "net sales by weather", "--data", SALES, "--answer", "the region"]);
    expect(byWords.code).toBe(0);
    close(rowsOf(byWords.json), expected);
  });
});

describe("a gate's fork", () => {
  it("is about the step that comes first, and an answer says it cannot complete it (exit 3)", async () => {
    const asked = (await cli(["run", "run the risk model", "--data", SALES])).json as unknown as Asked;
    expect(asked.clarification).toMatchObject({ about: "fork", phrase: "tpr" });
    const answered = await cli(["run", "--resume", asked.runId, "--answer", "1"]);
    expect(answered.code).toBe(3);
    expect(JSON.stringify(answered.json)).toContain("This question waits for step tpr, which an answer cannot complete");
  });
});

describe("an answer teaches the session", () => {
  it("the next question with the same --session uses the mapping without asking", async () => {
    const asked = (await cli(["run", "net sales by weather", "--data", SALES, "--session", "learn"])).json as unknown as Asked;
    expect((await cli(["run", "--resume", asked.runId, "--answer", "store_region"])).code).toBe(0);
    const next = await cli(["run", "total units by weather", "--data", SALES, "--session", "learn"]);
    expect(next.code, JSON.stringify(next.json)).toBe(0);
    expect((next.json.route as { assumptions: string[] }).assumptions).toContain('"weather" is store_region (learnt in session learn).');
    close(rowsOf(next.json), await sql("SELECT store_region, sum(units) FROM sales GROUP BY 1 ORDER BY 1"));
    // A question that does not use the phrase does not mention it.
    const other = await cli(["run", "total units by sales channel", "--data", SALES, "--session", "learn"]);
    expect((other.json.route as { assumptions: string[] }).assumptions.join(" ")).not.toContain("weather");
    // Another session has not learnt it.
    expect((await cli(["run", "total units by weather", "--data", SALES, "--session", "other"])).code).toBe(4);
  });
});

describe("an answer teaches the table (tables.remember)", () => {
  it("later questions over a table of the same columns use the answer in any session; off by default, and not for another table", async () => {
    writeFileSync("remember.json", JSON.stringify({ tables: { remember: true } }));
    const asked = (await cli(["-c", "remember.json", "run", "net sales by climate", "--data", SALES])).json as unknown as Asked;
    expect(asked.clarification?.phrase).toBe("climate");
    expect((await cli(["-c", "remember.json", "run", "--resume", asked.runId, "--answer", "store_region"])).code).toBe(0);
    // Another question, no session: the answer is applied and said.
    const next = await cli(["-c", "remember.json", "run", "total units by climate", "--data", SALES]);
    expect(next.code, JSON.stringify(next.json)).toBe(0);
    expect((next.json.route as { assumptions: string[] }).assumptions).toContain('"climate" is store_region (answered earlier for this table).');
    close(rowsOf(next.json), await sql("SELECT store_region, sum(units) FROM sales GROUP BY 1 ORDER BY 1"));
    // The same columns in another file (next month's export) are the same table.
    const copy = join(process.cwd(), "sales-copy.csv");
    writeFileSync(copy, readFileSync(SALES, "utf8"));
    expect((await cli(["-c", "remember.json", "run", "total units by climate", "--data", copy])).code).toBe(0);
    // Off by default: without the setting the question is asked as before.
    expect((await cli(["run", "total units by climate", "--data", SALES])).code).toBe(4);
    // A table with another column is another table.
    const wider = join(process.cwd(), "sales-wider.csv");
    const [header, ...rows] = readFileSync(SALES, "utf8").trim().split("\n");
    writeFileSync(wider, [`${header},note`, ...rows.map((row) => `${row},x`)].join("\n"));
    expect((await cli(["-c", "remember.json", "run", "total units by climate", "--data", wider])).code).toBe(4);
  });
});
