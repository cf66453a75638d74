import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";
import type { Artifact, PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { describeToolExecutorConformance } from "@modular-planner/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertReadOnlySql, createDataToolExecutor } from "../src/index.js";

const SALES = fileURLToPath(new URL("../../../../samples/sales.csv", import.meta.url));
const registry = await loadRegistry();
const outputDir = await mkdtemp(join(tmpdir(), "mp-data-"));
const tool = (name: string) => registry.catalog.get(name)!;
const step = (id: string, name: string): PlanStep => ({
  id,
  kind: "tool",
  tool: name,
  description: "",
  params: {},
  satisfies: ["x"],
  dependsOn: [],
  checks: [],
});
const executor = createDataToolExecutor({ outputDir });
const runOn = (on: typeof executor) => (id: string, name: string, params: Record<string, unknown>) =>
  on.execute({ step: step(id, name), tool: tool(name), params, inputs: {}, signal: new AbortController().signal });
const run = runOn(executor);
/** An executor whose DuckDB is not sealed yet: after the first query an executor reads no new file (sandbox.test.ts). */
const freshRun = () => runOn(createDataToolExecutor({ outputDir }));

let sales: Artifact;
let parsed: Artifact;
let monthly: Artifact;
beforeAll(async () => {
  sales = await run("load", "load_data", { path: SALES });
  parsed = await run("parse", "parse_datetime", { table: sales, column: "date" });
  monthly = await run("agg", "aggregate", {
    table: parsed,
    group_by: ["region"],
    metrics: [{ column: "revenue", aggregation: "sum" }],
    time_column: "date",
    time_grain: "month",
  });
});
afterAll(() => executor.close());

/** The same numbers, computed by hand-written SQL on a fresh DuckDB. */
async function handSql(sql: string) {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  const rows = (await connection.runAndReadAll(sql)).getRowObjectsJson();
  connection.closeSync();
  return rows;
}

describe("values against hand-written DuckDB queries", () => {
  it("loads with columns, row count and null counts", async () => {
    const [row] = await handSql(`SELECT count(*) AS n FROM read_csv_auto('${SALES}')`);
    expect(sales.rowCount).toBe(Number(row!.n));
    expect(sales.columns!.map((column) => `${column.name}:${column.type}`)).toEqual([
      "date:date",
      "region:string",
      "product_category:string",
      "revenue:number",
      "units:integer",
      "channel:string",
    ]);
    expect(sales.metadata.nullCounts).toMatchObject({ revenue: 0 });
  });

  it("aggregates by month and region", async () => {
    const expected = await handSql(
      `SELECT date_trunc('month', date) AS date, region, sum(revenue) AS revenue FROM read_csv_auto('${SALES}') GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(monthly.rowCount).toBe(expected.length);
    const preview = monthly.value as Record<string, unknown>[];
    expect(preview[0]).toEqual({ date: expected[0]!.date, region: expected[0]!.region, revenue: expected[0]!.revenue });
  });

  it("applies the time-grain policy when the grain is unknown (two years → monthly)", async () => {
    const result = await run("agg2", "aggregate", {
      table: parsed,
      metrics: [{ column: "revenue", aggregation: "sum" }],
      time_column: "date",
      time_grain: "unknown",
    });
    expect(result.metadata.time_grain).toBe("month");
    expect(result.rowCount).toBe(24);
  });

  it("top_n, filter_rows and segment_metric match SQL", async () => {
    const byRegion = await run("seg", "segment_metric", { table: sales, metric: "revenue", segment_by: "region" });
    const expected = await handSql(`SELECT region, sum(revenue) AS revenue FROM read_csv_auto('${SALES}') GROUP BY 1 ORDER BY 2 DESC`);
    expect((byRegion.value as { region: string }[]).map((row) => row.region)).toEqual(expected.map((row) => row.region));
    const top = await run("top", "top_n", { table: byRegion, column: "revenue", n: 2 });
    expect(top.rowCount).toBe(2);
    const filtered = await run("filter", "filter_rows", { table: sales, column: "region", operator: "=", value: "north" });
    const [north] = await handSql(`SELECT count(*) AS n FROM read_csv_auto('${SALES}') WHERE region = 'North'`);
    expect(filtered.rowCount).toBe(Number(north!.n));
  });

  it("finds the planted anomalies with the robust z-score", async () => {
    const daily = await run("daily", "aggregate", {
      table: parsed,
      group_by: ["region"],
      metrics: [{ column: "revenue", aggregation: "sum" }],
      time_column: "date",
      time_grain: "day",
    });
    const anomalies = await run("anomalies", "detect_anomalies", { table: daily, column: "revenue" });
    const rows = anomalies.value as { region: string; date: string }[];
    expect(anomalies.rowCount).toBeGreaterThan(0);
    // The strongest anomaly is one of the planted East spikes (every 173 days from day 17 of 2024).
    const day = (Date.parse(rows[0]!.date) - Date.UTC(2024, 0, 1)) / 86_400_000;
    expect(rows[0]!.region).toBe("East");
    expect(day % 173).toBe(17);
  });
});

describe("charts", () => {
  it("renders a line chart as SVG with one series per colour value", async () => {
    const chart = await run("plot", "plot_line", { table: monthly, x: "date", y: "revenue", color: "region" });
    const svg = await readFile(chart.uri!, "utf8");
    expect(svg.startsWith("<svg")).toBe(true);
    expect(chart.metadata.series).toEqual(["East", "North", "South", "West"].filter((region) => (chart.metadata.series as string[]).includes(region)));
    expect((chart.metadata.series as string[]).sort()).toEqual(["East", "North", "South", "West"]);
    for (const region of ["East", "North", "South", "West"]) expect(svg).toContain(region);
  });

  it("renders bar, histogram and scatter", async () => {
    for (const [name, params] of [
      ["plot_bar", { x: "region", y: "revenue" }],
      ["plot_histogram", { column: "revenue" }],
      ["plot_scatter", { x: "units", y: "revenue" }],
    ] as const) {
      const chart = await run(name, name, { table: sales, ...params });
      expect((await readFile(chart.uri!, "utf8")).startsWith("<svg")).toBe(true);
    }
  });
});

describe("errors say what to do", () => {
  it("missing, empty and unsupported files, unknown and non-numeric columns", async () => {
    const empty = join(outputDir, "empty.csv");
    await writeFile(empty, "");
    const text = join(outputDir, "words.csv");
    await writeFile(text, "name,city\nana,Lisbon\nben,Porto\n");
    await expect(run("x1", "load_data", { path: "/nope/missing.csv" })).rejects.toThrow("Data file not found: /nope/missing.csv");
    await expect(run("x2", "load_data", { path: empty })).rejects.toThrow(`Data file is empty: ${empty}`);
    await expect(run("x3", "load_data", { path: join(outputDir, "x.xlsx") })).rejects.toThrow("Data file not found");
    await expect(run("x4", "aggregate", { table: sales, metrics: [{ column: "profit", aggregation: "sum" }] })).rejects.toThrow(
      'Column "profit" (metrics) does not exist; available: date, region, product_category, revenue, units, channel',
    );
    const runFresh = freshRun();
    const words = await runFresh("x5", "load_data", { path: text });
    await expect(runFresh("x6", "compute_summary_stats", { table: words })).rejects.toThrow("No numeric column to analyse (columns: name:string, city:string)");
  });

  it("the SQL guard refuses destructive and multiple statements", async () => {
    for (const sql of [
      "DROP TABLE data",
      "DELETE FROM data",
      "UPDATE data SET a = 1",
      "TRUNCATE data",
      "ALTER TABLE data ADD b INT",
      "INSERT INTO data VALUES (1)",
      "ATTACH 'x.db'",
      "COPY data TO 'x.csv'",
      "PRAGMA version",
    ]) {
      expect(() => assertReadOnlySql(sql), sql).toThrow();
    }
    expect(() => assertReadOnlySql("SELECT 1; DROP TABLE data")).toThrow("one statement at a time");
    expect(() => assertReadOnlySql("WITH x AS (SELECT 1) SELECT * FROM x")).not.toThrow();
    const result = await run("sql", "query_sql", { table: sales, sql: "SELECT region, count(*) AS n FROM data GROUP BY region ORDER BY region" });
    expect(result.rowCount).toBe(4);
    await expect(run("sql2", "query_sql", { table: sales, sql: "DELETE FROM data" })).rejects.toThrow("query_sql only runs SELECT queries");
  });
});

const conformanceExecutor = createDataToolExecutor({ outputDir });
const loaded = await conformanceExecutor.execute({
  step: step("c_load", "load_data"),
  tool: tool("load_data"),
  params: { path: SALES },
  inputs: {},
  signal: new AbortController().signal,
});
const cases: [string, Record<string, unknown>][] = [
  ["load_data", { path: SALES }],
  ["parse_datetime", { table: loaded, column: "date" }],
  ["filter_rows", { table: loaded, column: "units", operator: ">", value: 5 }],
  ["sort_rows", { table: loaded, column: "revenue" }],
  ["aggregate", { table: loaded, group_by: ["channel"], metrics: [{ column: "units", aggregation: "mean" }] }],
  ["segment_metric", { table: loaded, metric: "units", segment_by: "channel" }],
  ["top_n", { table: loaded, column: "revenue", n: 3 }],
  ["compute_summary_stats", { table: loaded }],
  ["detect_anomalies", { table: loaded, column: "revenue", method: "iqr" }],
  ["correlation", { table: loaded }],
  ["forecast_linear", { table: loaded, time_column: "date", metric: "revenue", periods: 2 }],
  ["query_sql", { table: loaded, sql: "SELECT * FROM data LIMIT 5" }],
  ["plot_line", { table: loaded, x: "date", y: "revenue" }],
  ["plot_bar", { table: loaded, x: "region", y: "units" }],
  ["plot_histogram", { table: loaded, column: "units" }],
  ["plot_scatter", { table: loaded, x: "units", y: "revenue" }],
  ["save_table", { table: loaded, format: "markdown" }],
  ["describe_result", { table: loaded }],
];
describeToolExecutorConformance({
  name: "tools-data",
  create: () => conformanceExecutor,
  cases: cases.map(([name, params]) => ({ label: name, tool: tool(name), step: step(`c_${name}`, name), params })),
  foreignTool: tool("ask_user"),
});

describe("a file loaded again", () => {
  it("reuses the table while the file is unchanged, and reads it again once it changed", async () => {
    const folder = await mkdtemp(join(tmpdir(), "mp-reload-"));
    const file = join(folder, "small.csv");
    await writeFile(file, "region,revenue\nnorth,1\nsouth,2\n");
    const run = freshRun();
    const first = await run("first", "load_data", { path: file });
    const again = await run("again", "load_data", { path: file });
    expect(again.stepId).toBe("again");
    expect(again.id).toBe("again-table");
    expect(again.uri).toBe(first.uri); // the same DuckDB table, not a second read
    expect(again.rowCount).toBe(2);
    expect(again.metadata.reusedFrom).toBe("first");
    await writeFile(file, "region,revenue\nnorth,1\nsouth,2\neast,3\n"); // another size
    const changed = await run("changed", "load_data", { path: file });
    expect(changed.uri).not.toBe(first.uri);
    expect(changed.rowCount).toBe(3);
    expect(changed.metadata.reusedFrom).toBeUndefined();
  });
});
