import { DuckDBInstance } from "@duckdb/node-api";
import { compile, type TopLevelSpec } from "vega-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compileChart, compileSql, describeSpec, parseQuestion, type AnalysisSpec, type AnalysisTable } from "../src/index.js";
import { specOf as parsed } from "./helpers.js";

// A small table of its own: two years, three regions, two channels, three categories.
const sales: AnalysisTable = {
  name: "sales",
  columns: [
    { name: "order_date", type: "date" },
    { name: "region", type: "string", values: ["north", "south", "west"] },
    { name: "channel", type: "string", values: ["online", "store"] },
    { name: "category", type: "string", values: ["books", "games", "toys"] },
    { name: "revenue", type: "number" },
    { name: "units", type: "integer" },
  ],
};
const ROWS = [
  ["2023-02-01", "north", "online", "books", 100, 1],
  ["2023-03-01", "south", "store", "games", 300, 3],
  ["2023-05-01", "west", "online", "toys", 100, 2],
  ["2023-07-01", "north", "store", "toys", 500, 4],
  ["2024-01-01", "north", "online", "books", 200, 2],
  ["2024-02-01", "south", "online", "games", 200, 5],
  ["2024-04-01", "west", "store", "toys", 400, 1],
  ["2024-06-01", "west", "online", "books", 200, 2],
] as const;

const instance = await DuckDBInstance.create(":memory:");
const connection = await instance.connect();
beforeAll(async () => {
  const values = ROWS.map(
    ([date, region, channel, category, revenue, units]) => `(DATE '${date}', '${region}', '${channel}', '${category}', ${revenue}, ${units})`,
  ).join(", ");
  await connection.run(
    `CREATE TABLE sales (order_date DATE, region VARCHAR, channel VARCHAR, category VARCHAR, revenue DOUBLE, units INTEGER); INSERT INTO sales VALUES ${values}`,
  );
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

const specOf = (question: string) => parsed(question, sales);
async function answer(question: string) {
  const spec = specOf(question);
  const query = compileSql(spec, sales.name, sales.columns);
  const rows = (await connection.runAndReadAll(query.sql, query.params)).getRowObjectsJson() as Record<string, unknown>[];
  return { spec, query, rows };
}
const round = (value: unknown) => Math.round(Number(value) * 1000) / 1000;

const sumsTo1 = (rows: Record<string, unknown>[], key: string) => round(rows.reduce((total, row) => total + Number(row[key]), 0));

describe("share of a total", () => {
  it("share of revenue by region: revenue over its total, 0 to 1, a pie by default", async () => {
    const { spec, query, rows } = await answer("share of revenue by region");
    expect(spec.measures).toEqual([
      { aggregate: "sum", column: "revenue", as: "revenue_share", share: true },
      { aggregate: "sum", column: "revenue", as: "revenue" },
    ]);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["region"]);
    expect(spec.chart).toBe("pie");
    expect(query.sql).toContain('sum(sum("revenue")) OVER ()');
    expect(query.columns).toEqual(["region", "revenue_share", "revenue"]);
    expect(rows.map((row) => Number(row.revenue))).toEqual([800, 500, 700].map((n) => expect.closeTo(n, 6)) as unknown as number[]);
    expect(rows.map((row) => [row.region, round(row.revenue_share)])).toEqual([
      ["north", 0.4],
      ["south", 0.25],
      ["west", 0.35],
    ]);
    expect(sumsTo1(rows, "revenue_share")).toBe(1);
    expect(describeSpec(spec)).toContain("measure: sum(revenue) share of total as revenue_share");
  });

  it("percentage of units per channel: a percent is on the 0-100 scale, a share from 0 to 1", async () => {
    const { spec, rows } = await answer("percentage of units per channel");
    expect(spec.measures[0]).toMatchObject({ column: "units", as: "units_pct", share: true, percent: true });
    expect(rows.map((row) => [row.channel, round(row.units_pct)])).toEqual([
      ["online", 60],
      ["store", 40],
    ]);
    const share = await answer("share of units per channel");
    expect(share.rows.map((row) => [row.channel, round(row.units_share)])).toEqual([
      ["online", 0.6],
      ["store", 0.4],
    ]);
  });

  it("a share of rows counts them: row_share", async () => {
    const { spec, query, rows } = await answer("how many orders per region as a percentage");
    expect(spec.measures).toEqual([
      { aggregate: "count", column: null, as: "row_pct", share: true, percent: true },
      { aggregate: "count", column: null, as: "count" },
    ]);
    expect(query.sql).toContain("sum(count(*)) OVER ()");
    expect(rows.map((row) => [row.region, round(row.row_pct)])).toEqual([
      ["north", 37.5],
      ["south", 25],
      ["west", 37.5],
    ]);
  });

  it("% of revenue by category within each year: the share is taken per year, stacked bars", async () => {
    const result = parseQuestion("% of revenue by category within each year", sales);
    if (result.kind !== "spec") throw new Error(result.kind);
    const { spec } = result;
    expect(spec.measures[0]).toMatchObject({ as: "revenue_pct", share: true, percent: true });
    expect(spec.groupBy.map((group) => [group.column, group.bin])).toEqual([
      ["order_date", "year"],
      ["category", null],
    ]);
    expect(spec.chart).toBe("stacked_bar");
    expect(result.provenance.some((link) => link.value === "share" && link.reason.includes("within each order_date"))).toBe(true);
    const query = compileSql(spec, sales.name, sales.columns);
    expect(query.sql).toMatch(/OVER \(PARTITION BY CAST\(date_trunc\('year'/);
    const rows = (await connection.runAndReadAll(query.sql, query.params)).getRowObjectsJson() as Record<string, unknown>[];
    expect(rows.map((row) => [row.order_date, row.category, round(row.revenue_pct)])).toEqual([
      ["2023-01-01", "books", 10],
      ["2023-01-01", "games", 30],
      ["2023-01-01", "toys", 60],
      ["2024-01-01", "books", 40],
      ["2024-01-01", "games", 20],
      ["2024-01-01", "toys", 40],
    ]);
    const chart = compileChart(spec, sales.columns, spec.chart) as { encoding: Record<string, { field?: string; title?: string }> };
    expect(chart.encoding.x!.field).toBe("order_date");
    expect(chart.encoding.color!.field).toBe("category");
    expect(chart.encoding.y!.title).toBe("Revenue (% of total)");
    expect(() => compile({ ...chart, data: { values: rows } } as TopLevelSpec)).not.toThrow();
  });

  it("two plain groupings: the share is of the part (the first) within the other", async () => {
    const spec: AnalysisSpec = {
      version: "1",
      mode: "aggregate",
      select: [],
      measures: [{ aggregate: "sum", column: "revenue", as: "revenue_share", share: true }],
      groupBy: [
        { column: "region", bin: null, as: "region" },
        { column: "channel", bin: null, as: "channel" },
      ],
      filters: [],
      filterLogic: "and",
      orderBy: [
        { by: "channel", direction: "asc" },
        { by: "region", direction: "asc" },
      ],
      limit: null,
      anomaly: false,
      chart: null,
      title: "Share",
    };
    const query = compileSql(spec, sales.name, sales.columns);
    expect(query.sql).toContain('OVER (PARTITION BY "channel")');
    const rows = (await connection.runAndReadAll(query.sql, query.params)).getRowObjectsJson() as Record<string, unknown>[];
    expect(
      sumsTo1(
        rows.filter((row) => row.channel === "online"),
        "revenue_share",
      ),
    ).toBe(1);
    expect(
      sumsTo1(
        rows.filter((row) => row.channel === "store"),
        "revenue_share",
      ),
    ).toBe(1);
  });

  it("what percent of orders are online: one number, the named value's share among all the column's values", async () => {
    const result = parseQuestion("what percent of orders are online", sales);
    if (result.kind !== "spec") throw new Error(result.kind);
    const { spec } = result;
    expect(spec.filters).toEqual([]);
    expect(spec.groupBy).toEqual([{ column: "channel", bin: null, as: "channel" }]);
    expect(spec.measures).toEqual([
      { aggregate: "count", column: null, as: "row_pct", share: true, percent: true },
      { aggregate: "count", column: null, as: "count" },
    ]);
    expect(result.assumptions.some((entry) => entry.includes("online"))).toBe(true);
    expect(result.provenance.filter((link) => link.element === "filter")).toEqual([]);
    const query = compileSql(spec, sales.name, sales.columns);
    const rows = (await connection.runAndReadAll(query.sql, query.params)).getRowObjectsJson() as Record<string, unknown>[];
    expect(spec.keep).toEqual([{ column: "channel", operator: "in", values: ["online"], temporal: false }]);
    expect(describeSpec(spec)).toContain("show: channel is online (after the shares are taken)");
    expect(spec.chart).toBeNull();
    // Without the shown row's condition the share would be of the online orders alone (1).
    expect(rows.map((row) => [row.channel, round(row.row_pct), Number(row.count)])).toEqual([["online", 62.5, 5]]);
  });

  it("what share of revenue comes from books in 2024: the other filters narrow the total, the asked value is shown", async () => {
    const { spec, rows } = await answer("what share of revenue comes from books in 2024");
    expect(spec.keep?.map((filter) => [filter.column, filter.values])).toEqual([["category", ["books"]]]);
    expect(spec.filters.map((filter) => filter.column)).toEqual(["order_date"]);
    // 2024: books 400 of 1000.
    expect(rows.map((row) => [row.category, round(row.revenue_share), Number(row.revenue)])).toEqual([["books", 0.4, 400]]);
  });

  it("a share reads as a percentage on its axis and in its tooltip; a count stays a number", async () => {
    const { spec, rows } = await answer("share of revenue by region");
    const chart = compileChart(spec, sales.columns)!;
    const encoding = chart.encoding as Record<string, Record<string, unknown>> & { tooltip: Record<string, unknown>[] };
    const measure = encoding.theta ?? encoding.y!;
    expect(measure.field).toBe("revenue_share");
    expect(encoding.tooltip.at(-1)).toMatchObject({ field: "revenue_share", format: ".1%" });
    const bars = compileChart({ ...spec, chart: "bar" }, sales.columns, "bar")!;
    expect((bars.encoding as Record<string, Record<string, unknown>>).y!.axis).toEqual({ format: ".0%" });
    const vega = compile({ ...bars, data: { values: rows } } as TopLevelSpec).spec;
    expect(JSON.stringify(vega.axes)).toContain(`"format":".0%"`);
    const counts = compileChart(specOf("orders by region"), sales.columns, "bar")!;
    expect((counts.encoding as Record<string, Record<string, unknown>>).y!.axis).toBeUndefined();
  });

  it("top 2 regions by share of revenue: ranked by the share, taken over all regions before the limit", async () => {
    const { spec, rows } = await answer("top 2 regions by share of revenue");
    expect(spec.measures[0]).toMatchObject({ as: "revenue_share", share: true });
    expect(spec.orderBy[0]).toEqual({ by: "revenue_share", direction: "desc" });
    expect(spec.limit).toBe(2);
    expect(rows.map((row) => [row.region, round(row.revenue_share)])).toEqual([
      ["north", 0.4],
      ["west", 0.35],
    ]);
  });

  it("a column that is itself a share stays the measure the words named", () => {
    const table: AnalysisTable = {
      name: "markets",
      columns: [
        { name: "region", type: "string", values: ["north", "south"] },
        { name: "market_share", type: "number" },
        { name: "discount_pct", type: "number" },
      ],
    };
    for (const question of ["total market share by region", "total discount pct by region"]) {
      const result = parseQuestion(question, table);
      if (result.kind !== "spec") throw new Error(result.kind);
      expect(result.spec.measures[0]).toMatchObject({ aggregate: "sum", as: question.includes("market") ? "market_share" : "discount_pct" });
      expect(result.spec.measures[0]!.share).toBeUndefined();
    }
  });

  it("a named chart is honoured", () => {
    expect(specOf("share of revenue by region bar chart").chart).toBe("bar");
  });

  it("a pie of shares compiles with Vega-Lite", async () => {
    const { spec, rows } = await answer("share of revenue by region");
    const chart = compileChart(spec, sales.columns, spec.chart)!;
    expect(chart.mark).toMatchObject({ type: "arc" });
    expect(() => compile({ ...chart, data: { values: rows } } as TopLevelSpec)).not.toThrow();
  });

  it.each(["cuota de ventas por region", "Anteil des Umsatzes nach Region", "participação da receita por região", "part du chiffre d'affaires par région"])(
    "%s",
    (question) => {
      const spec = specOf(question);
      expect(spec.measures).toEqual([
        { aggregate: "sum", column: "revenue", as: "revenue_share", share: true },
        { aggregate: "sum", column: "revenue", as: "revenue" },
      ]);
      expect(spec.groupBy.map((group) => group.column)).toEqual(["region"]);
    },
  );

  it.each([
    "porcentaje de ventas por region",
    "percentual da receita por região",
    "pourcentage du chiffre d'affaires par région",
    "Prozentsatz des Umsatzes nach Region",
  ])("%s: a percent", (question) => {
    const spec = specOf(question);
    expect(spec.measures).toEqual([
      { aggregate: "sum", column: "revenue", as: "revenue_pct", share: true, percent: true },
      { aggregate: "sum", column: "revenue", as: "revenue" },
    ]);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["region"]);
  });

  it("without a grouping there is one total: the share is reported as not applied", () => {
    const result = parseQuestion("share of revenue", sales);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(result.spec.measures[0]).toMatchObject({ as: "revenue" });
    expect(result.spec.measures[0]!.share).toBeUndefined();
    expect(result.unapplied.some((entry) => entry.startsWith("the share"))).toBe(true);
  });
});
