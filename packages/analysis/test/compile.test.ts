import { DuckDBInstance } from "@duckdb/node-api";
import { compile, version as vegaLiteVersion, type TopLevelSpec } from "vega-lite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_TYPES, compileChart, VEGA_LITE_SCHEMA, compileSql, type AnalysisTable, type ChartType } from "../src/index.js";
import { hr, HR_CSV, shipments, SHIPMENTS_CSV } from "./tables.js";
import { specOf } from "./helpers.js";

const instance = await DuckDBInstance.create(":memory:");
const connection = await instance.connect();
beforeAll(async () => {
  await connection.run(`CREATE TABLE hr AS SELECT * FROM read_csv_auto('${HR_CSV}')`);
  await connection.run(`CREATE TABLE shipments AS SELECT * FROM read_csv_auto('${SHIPMENTS_CSV}')`);
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

const rowsOf = async (sql: string, params: (string | number | boolean)[] = []) =>
  (await connection.runAndReadAll(sql, params)).getRowObjectsJson() as Record<string, unknown>[];

async function answer(question: string, table: AnalysisTable) {
  const spec = specOf(question, table);
  const query = compileSql(spec, table.name, table.columns);
  return { spec, query, rows: await rowsOf(query.sql, query.params) };
}

describe("one parameterised query, checked against hand-written SQL", () => {
  it.each([
    ["total freight cost by carrier", shipments, "SELECT carrier_name, sum(freight_cost) AS freight_cost FROM shipments GROUP BY 1 ORDER BY 1"],
    ["top 2 carriers by freight cost", shipments, "SELECT carrier_name, sum(freight_cost) AS freight_cost FROM shipments GROUP BY 1 ORDER BY 2 DESC LIMIT 2"],
    [
      "freight cost of FastShip shipments to the west",
      shipments,
      "SELECT sum(freight_cost) AS freight_cost FROM shipments WHERE carrier_name = 'FastShip' AND dest_zone = 'west'",
    ],
    [
      "how many shipments with weight under 10 per zone",
      shipments,
      "SELECT dest_zone, count(*) AS count FROM shipments WHERE weight_kg < 10 GROUP BY 1 ORDER BY 1",
    ],
    ["count shipments with freight cost between 10 and 20", shipments, "SELECT count(*) AS count FROM shipments WHERE freight_cost BETWEEN 10 AND 20"],
    [
      "number of damaged shipments by carrier",
      shipments,
      "SELECT carrier_name, sum(CAST(is_damaged AS INTEGER)) AS is_damaged FROM shipments GROUP BY 1 ORDER BY 1",
    ],
    [
      "monthly freight cost",
      shipments,
      "SELECT CAST(date_trunc('month', ship_date) AS DATE) AS ship_date, sum(freight_cost) AS freight_cost FROM shipments GROUP BY 1 ORDER BY 1",
    ],
    [
      "shipments after June 2024 by carrier",
      shipments,
      "SELECT carrier_name, count(*) AS count FROM shipments WHERE ship_date >= DATE '2024-07-01' GROUP BY 1 ORDER BY 1",
    ],
    ["average salary by department excluding Sales", hr, "SELECT Dept, avg(AnnualSalary) AS AnnualSalary FROM hr WHERE Dept <> 'Sales' GROUP BY 1 ORDER BY 1"],
    ["how many employees are F", hr, "SELECT count(*) AS count FROM hr WHERE Gender = 'F'"],
    ["which dept has the highest average salary", hr, "SELECT Dept, avg(AnnualSalary) AS AnnualSalary FROM hr GROUP BY 1 ORDER BY 2 DESC LIMIT 1"],
    ["number of hires per year", hr, "SELECT CAST(date_trunc('year', HireDate) AS DATE) AS HireDate, count(*) AS count FROM hr GROUP BY 1 ORDER BY 1"],
    ["employees with names containing D or S", hr, "SELECT * FROM hr WHERE EmployeeName ILIKE '%D%' OR EmployeeName ILIKE '%S%'"],
  ] as const)("%s", async (question, table, handSql) => {
    const { rows } = await answer(question, table);
    const expected = await rowsOf(handSql);
    expect(rows.map((row) => Object.values(row).map(String))).toEqual(expected.map((row) => Object.values(row).map(String)));
  });

  it("values travel as parameters, never inside the SQL", () => {
    const { sql, params } = compileSql(specOf("freight cost of FastShip shipments to the west", shipments), "shipments", shipments.columns);
    expect(sql).not.toContain("FastShip");
    expect(params).toEqual(expect.arrayContaining(["FastShip", "west"]));
  });

  it("quotes identifiers safely", () => {
    const table: AnalysisTable = {
      name: 'we"ird',
      columns: [
        { name: 'a"b', type: "number" },
        { name: "grp", type: "string", values: ["x"] },
      ],
    };
    const { sql } = compileSql(specOf('total a"b by grp', table), table.name, table.columns);
    expect(sql).toContain('"a""b"');
    expect(sql).toContain('FROM "we""ird"');
  });

  it("flags unusual days with a robust z-score", async () => {
    await connection.run(
      "CREATE TABLE daily AS SELECT DATE '2024-01-01' + INTERVAL (i) DAY AS day_date, CASE WHEN i = 10 THEN 500 ELSE 10 + (i % 3) END AS amount FROM range(30) t(i)",
    );
    const table: AnalysisTable = {
      name: "daily",
      columns: [
        { name: "day_date", type: "date" },
        { name: "amount", type: "integer" },
      ],
    };
    const { rows, spec } = await answer("any unusual days in amount?", table);
    expect(spec.anomaly).toBe(true);
    const unusual = rows.filter((row) => row.unusual === true);
    expect(unusual).toHaveLength(1);
    expect(String(unusual[0]!.day_date)).toContain("2024-01-11");
  });
});

describe("charts compile with vega-lite", () => {
  const questions: Record<ChartType, [string, AnalysisTable]> = {
    bar: ["top 2 carriers by freight cost", shipments],
    horizontal_bar: ["freight cost by carrier as a horizontal bar chart", shipments],
    stacked_bar: ["freight cost by carrier and zone stacked", shipments],
    grouped_bar: ["freight cost by carrier and zone", shipments],
    line: ["monthly freight cost by carrier", shipments],
    area: ["monthly freight cost by carrier as an area chart", shipments],
    scatter: ["weight vs freight cost by carrier", shipments],
    pie: ["freight cost by carrier as a pie chart", shipments],
    donut: ["freight cost by zone as a donut chart", shipments],
    histogram: ["distribution of freight cost", shipments],
    boxplot: ["salary distribution by dept as a box plot", hr],
    heatmap: ["average delivery days by carrier and zone as a heatmap", shipments],
  };

  it.each(CHART_TYPES.map((type) => [type, ...questions[type]] as const))("%s: %s", async (type, question, table) => {
    const { spec, rows } = await answer(question, table);
    expect(spec.chart).toBe(type);
    const chart = compileChart(spec, table.columns)!;
    const compiled = compile({ ...chart, data: { values: rows } } as TopLevelSpec);
    expect(compiled.spec).toBeDefined();
    expect(chart.title).toBe(spec.title);
  });

  it("declares the schema of the installed Vega-Lite major", () => {
    const major = vegaLiteVersion.split(".")[0];
    expect(VEGA_LITE_SCHEMA).toBe(`https://vega.github.io/schema/vega-lite/v${major}.json`);
    expect(VEGA_LITE_SCHEMA).not.toContain("/v5.json");
    const chart = compileChart(specOf("total weight by carrier", shipments), shipments.columns)!;
    expect(chart.$schema).toBe(VEGA_LITE_SCHEMA);
  });

  it("two groupings over time stay distinguishable: colour and stroke dash", () => {
    const spec = specOf("total weight by carrier and zone over time", shipments);
    const chart = compileChart(spec, shipments.columns) as { encoding: Record<string, { field: string }> };
    expect(chart.encoding.color!.field).toBe("carrier_name");
    expect(chart.encoding.strokeDash!.field).toBe("dest_zone");
  });

  it("a bar chart of a ranking is sorted by the measure", () => {
    const chart = compileChart(specOf("top 2 carriers by freight cost", shipments), shipments.columns) as { encoding: { x: { sort?: string } } };
    expect(chart.encoding.x.sort).toBe("-y");
  });

  it("a single total has no chart", () => {
    expect(compileChart(specOf("total freight cost", shipments), shipments.columns)).toBeUndefined();
  });
});
