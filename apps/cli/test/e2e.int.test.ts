// End to end through the CLI as a subprocess: ten questions on the sample data, each table
// checked against a DuckDB query written by hand, charts checked as SVG with the expected series.
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const samples = fileURLToPath(new URL("../../../samples/", import.meta.url));
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-e2e-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

async function sql(query: string): Promise<Record<string, unknown>[]> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(query)).getRowObjectsJson() as Record<string, unknown>[];
  connection.closeSync();
  return rows;
}

interface Summary {
  status: string;
  report: string;
  plan: string[];
  files: string[];
}

function run(question: string, dataset: string): Summary {
  const result = cli(["--json", "run", question, "--data", join(samples, `${dataset}.csv`)], { cwd });
  expect(result.code, result.stderr + result.stdout).toBe(0);
  return JSON.parse(result.stdout) as Summary;
}

const table = (summary: Summary) => summary.files.find((file) => file.endsWith(".csv"))!;
const svg = (summary: Summary) => readFileSync(summary.files.find((file) => file.endsWith(".svg"))!, "utf8");
const file = (dataset: string) => `read_csv_auto('${join(samples, `${dataset}.csv`)}')`;
const read = (path: string) => sql(`SELECT * FROM read_csv_auto('${path}')`);
const close = (a: unknown, b: unknown) => expect(Number(a)).toBeCloseTo(Number(b), 4);

describe("ten questions through the CLI", () => {
  it("1. the walkthrough: revenue by region and product type over time", async () => {
    const summary = run("get revenue totals by region and product type over time", "sales");
    // One compiled query (issue 19): region in colour, product type in stroke dash.
    expect(summary.plan).toEqual(["load_data", "run_analysis", "render_chart", "save_table"]);
    const expected = await sql(
      `SELECT date_trunc('month', date) AS d, region, product_category, sum(revenue) AS revenue FROM ${file("sales")} GROUP BY ALL ORDER BY ALL`,
    );
    const actual = await sql(`SELECT * FROM read_csv_auto('${table(summary)}') ORDER BY date, region, product_category`);
    expect(actual).toHaveLength(expected.length);
    close(
      actual.reduce((sum, row) => sum + Number(row.revenue), 0),
      expected.reduce((sum, row) => sum + Number(row.revenue), 0),
    );
    close(actual[0]!.revenue, expected[0]!.revenue);
    for (const category of ["Electronics", "Furniture", "Clothing"]) expect(svg(summary)).toContain(category);
  });

  it("2. total revenue by region", async () => {
    const actual = await read(table(run("total revenue by region", "sales")));
    const expected = await sql(`SELECT region, sum(revenue) AS revenue FROM ${file("sales")} GROUP BY 1`);
    for (const row of expected) close(actual.find((candidate) => candidate.region === row.region)!.revenue, row.revenue);
  });

  it("3. average units by channel, with a bar chart", async () => {
    const summary = run("average units by channel", "sales");
    const actual = await read(table(summary));
    const expected = await sql(`SELECT channel, avg(units) AS units FROM ${file("sales")} GROUP BY 1`);
    for (const row of expected) close(actual.find((candidate) => candidate.channel === row.channel)!.units, row.units);
    expect(svg(summary)).toContain("online");
  });

  it("4. top 2 regions by total revenue", async () => {
    const actual = await read(table(run("top 2 regions by total revenue", "sales")));
    const expected = await sql(`SELECT region, sum(revenue) AS revenue FROM ${file("sales")} GROUP BY 1 ORDER BY 2 DESC LIMIT 2`);
    expect(actual.map((row) => row.region)).toEqual(expected.map((row) => row.region));
  });

  it("5. monthly revenue trend", async () => {
    const actual = await read(table(run("monthly revenue trend", "sales")));
    const expected = await sql(`SELECT date_trunc('month', date) AS date, sum(revenue) AS revenue FROM ${file("sales")} GROUP BY 1 ORDER BY 1`);
    expect(actual).toHaveLength(24);
    close(actual[5]!.revenue, expected[5]!.revenue);
  });

  it("6. daily sessions by page over time (web traffic)", async () => {
    const summary = run("daily sessions by page over time", "web_traffic");
    const actual = await read(table(summary));
    const expected = await sql(`SELECT count(*) AS n, sum(sessions) AS total FROM ${file("web_traffic")}`);
    expect(actual).toHaveLength(Number(expected[0]!.n));
    close(
      actual.reduce((sum, row) => sum + Number(row.sessions), 0),
      expected[0]!.total,
    );
    for (const page of ["/pricing", "/docs", "/blog"]) expect(svg(summary)).toContain(page);
  });

  it("7. average resolution time by priority (support tickets)", async () => {
    const actual = await read(table(run("average resolution time by priority", "support_tickets")));
    const expected = await sql(`SELECT priority, avg(resolution_hours) AS h FROM ${file("support_tickets")} GROUP BY 1`);
    for (const row of expected) close(actual.find((candidate) => candidate.priority === row.priority)!.resolution_hours, row.h);
  });

  it("8. how many tickets per category", async () => {
    const actual = await read(table(run("how many tickets per category", "support_tickets")));
    const expected = await sql(`SELECT category, count(*) AS n FROM ${file("support_tickets")} GROUP BY 1`);
    for (const row of expected) expect(Number(actual.find((candidate) => candidate.category === row.category)!.count)).toBe(Number(row.n));
  });

  it("9. total revenue by region where channel is online", async () => {
    const actual = await read(table(run("total revenue by region where channel is online", "sales")));
    const expected = await sql(`SELECT region, sum(revenue) AS revenue FROM ${file("sales")} WHERE channel = 'online' GROUP BY 1`);
    for (const row of expected) close(actual.find((candidate) => candidate.region === row.region)!.revenue, row.revenue);
  });

  it("10. correlation between units and revenue", async () => {
    const actual = await read(table(run("correlation between units and revenue", "sales")));
    const [expected] = await sql(`SELECT corr(units, revenue) AS r FROM ${file("sales")}`);
    const pair = actual.find((row) => [row.column_a, row.column_b].sort().join() === "revenue,units")!;
    close(pair.correlation, expected!.r);
  });

  it("11. anomalies in daily revenue: the daily series with a robust z-score and an unusual flag", async () => {
    const summary = run("show anomalies in daily revenue", "sales");
    expect(summary.plan).toContain("run_analysis");
    const actual = await read(table(summary));
    expect(actual.length).toBeGreaterThan(0);
    expect(Object.keys(actual[0]!)).toContain("anomaly_score");
  });
});

describe("bad input gives a clear message and a non-zero exit", () => {
  it("a missing file", () => {
    const result = cli(["run", "total revenue", "--data", "/nope/sales.csv"], { cwd });
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("Data file not found: /nope/sales.csv");
  });

  it("an empty file and a file with no numeric column", async () => {
    const { writeFile } = await import("node:fs/promises");
    await writeFile(join(cwd, "empty.csv"), "");
    await writeFile(join(cwd, "words.csv"), "name,city\nana,Lisbon\n");
    const empty = cli(["run", "total revenue", "--data", "empty.csv"], { cwd });
    expect(empty.code).toBe(3);
    expect(empty.stderr).toContain("Data file is empty");
    const words = cli(["run", "total revenue", "--data", "words.csv"], { cwd });
    expect(words.code).toBe(3);
    expect(words.stderr).toContain("has no numeric column to analyse (columns: name:string, city:string)");
  });

  it("a column that does not exist asks instead of guessing; a question in another language is answered", async () => {
    const missing = cli(["run", "total revenue by weather", "--data", join(samples, "sales.csv")], { cwd });
    expect(missing.code).toBe(4);
    expect(missing.stderr).toContain('Question: I could not match "weather" to a column of sales');
    // Issue 19: "chiffre d'affaires" is revenue; the analysis spec links it, so the router's doubt does not ask.
    const french = cli(["--json", "run", "quel est le chiffre d'affaires total ?", "--data", join(samples, "sales.csv")], { cwd });
    expect(french.code, french.stderr).toBe(0);
    const [expected] = await sql(`SELECT sum(revenue) AS revenue FROM ${file("sales")}`);
    close((JSON.parse(french.stdout) as { answer: { rows: number[][] } }).answer.rows[0]![0], expected!.revenue);
  });

  it("plan prints YAML, JSON or Mermaid", () => {
    const mermaid = cli(["plan", "monthly revenue trend", "--data", join(samples, "sales.csv"), "--format", "mermaid"], { cwd });
    expect(mermaid.code).toBe(0);
    expect(mermaid.stdout).toContain("flowchart TD");
    const yaml = cli(["plan", "monthly revenue trend", "--data", join(samples, "sales.csv")], { cwd });
    expect(yaml.stdout).toContain("assets:");
  });
});
