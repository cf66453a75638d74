import type { AnalysisSpec } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { answerHeadline, formatNumber, formatPeriod, inferGrain, shapeFromSpec, shapeFromTable } from "../src/report/headline.js";
import { parseCsv } from "../src/report/csv.js";

const spec = (overrides: Partial<AnalysisSpec>): AnalysisSpec => ({
  version: "1",
  mode: "aggregate",
  select: [],
  measures: [{ aggregate: "sum", column: "revenue", as: "revenue" }],
  groupBy: [],
  filters: [],
  filterLogic: "and",
  orderBy: [],
  limit: null,
  anomaly: false,
  chart: null,
  title: "",
  ...overrides,
});

describe("answerHeadline", () => {
  it("names the highest and lowest group with their values and shares", () => {
    const table = {
      columns: ["region", "revenue"],
      rows: [
        ["East", 300],
        ["North", 500],
        ["West", 200],
      ],
    };
    const shape = shapeFromSpec(spec({ groupBy: [{ column: "region", bin: null, as: "region" }] }), table.columns);
    expect(answerHeadline(table, shape)).toBe(
      "North has the highest total revenue (500, 50% of the total) and West the lowest (200, 20% of the total), of 3 region values.",
    );
  });

  it("reads a share (0 to 1) as a percentage: one shown value, and the groups of a split", () => {
    const shares = spec({
      measures: [
        { aggregate: "count", column: null, as: "row_share", share: true },
        { aggregate: "count", column: null, as: "count" },
      ],
      groupBy: [{ column: "channel", bin: null, as: "channel" }],
    });
    const one = { columns: ["channel", "row_share", "count"], rows: [["online", 0.625, 5]] };
    expect(answerHeadline(one, shapeFromSpec(shares, one.columns))).toBe("online: share of rows 62.5%.");
    const split = {
      columns: ["channel", "row_share", "count"],
      rows: [
        ["online", 0.625, 5],
        ["store", 0.375, 3],
      ],
    };
    expect(answerHeadline(split, shapeFromSpec(shares, split.columns))).toBe(
      "online has the highest share of rows (62.5%) and store the lowest (37.5%), of 2 channel values.",
    );
  });

  it("lists the top N in the query's order, with the direction of the order", () => {
    const table = {
      columns: ["product", "revenue"],
      rows: [
        ["A", 9000.4],
        ["B", 700],
        ["C", 12.345],
      ],
    };
    const top = shapeFromSpec(
      spec({ groupBy: [{ column: "product", bin: null, as: "product" }], orderBy: [{ by: "revenue", direction: "desc" }], limit: 3 }),
      table.columns,
    );
    expect(answerHeadline(table, top)).toBe("The top 3 by total revenue (product): A (9,000), B (700), C (12.35).");
    const bottom = shapeFromSpec(
      spec({ groupBy: [{ column: "product", bin: null, as: "product" }], orderBy: [{ by: "revenue", direction: "asc" }], limit: 2 }),
      table.columns,
    );
    expect(answerHeadline({ ...table, rows: table.rows.slice(0, 2) }, bottom)).toMatch(/^The bottom 2 by total revenue/);
  });

  it("gives a trend's direction and size over the period, and its highest and lowest period", () => {
    const table = {
      columns: ["month", "revenue"],
      rows: [
        ["2024-01-01", 100],
        ["2024-02-01", 150],
        ["2024-03-01", 80],
        ["2024-04-01", 120],
      ],
    };
    const shape = shapeFromSpec(spec({ groupBy: [{ column: "date", bin: "auto", as: "month" }] }), table.columns);
    expect(answerHeadline(table, shape)).toBe(
      "Total revenue rose 20% over 4 months, from 100 in Jan 2024 to 120 in Apr 2024; the highest was 150 in Feb 2024, the lowest 80 in Mar 2024.",
    );
    const falling = {
      columns: table.columns,
      rows: [
        ["2024-01-01", 100],
        ["2024-02-01", 99.5],
      ],
    };
    expect(answerHeadline(falling, shape)).toContain("stayed about flat");
    expect(
      answerHeadline(
        {
          columns: table.columns,
          rows: [
            ["2024-01-01", 100],
            ["2024-02-01", 40],
          ],
        },
        shape,
      ),
    ).toContain("fell 60%");
  });

  it("compares groups over the period and sums an additive measure for the overall trend", () => {
    const table = {
      columns: ["date", "region", "revenue"],
      rows: [
        ["2024-01-01", "East", 10],
        ["2024-01-01", "West", 30],
        ["2025-01-01", "East", 20],
        ["2025-01-01", "West", 40],
      ],
    };
    const shape = shapeFromSpec(
      spec({
        groupBy: [
          { column: "date", bin: "year", as: "date" },
          { column: "region", bin: null, as: "region" },
        ],
      }),
      table.columns,
    );
    expect(answerHeadline(table, shape)).toBe(
      "Over 2024–2025 (2 years), West had the highest total revenue (70) and East the lowest (30). Both groups together rose 50%, from 40 in 2024 to 60 in 2025.",
    );
    const average = shapeFromSpec(
      spec({
        measures: [{ aggregate: "avg", column: "revenue", as: "revenue" }],
        groupBy: [
          { column: "date", bin: "year", as: "date" },
          { column: "region", bin: null, as: "region" },
        ],
      }),
      table.columns,
    );
    expect(answerHeadline(table, average)).toBe(
      "Over 2024–2025 (2 years), West had the highest average revenue (35, the mean of its years) and East the lowest (15).",
    );
  });

  it("names an anomaly's date and size against the median", () => {
    const table = {
      columns: ["date", "revenue", "anomaly_score", "unusual"],
      rows: [
        ["2024-01-01", 100, 0, false],
        ["2024-01-02", 110, 0.4, false],
        ["2024-01-03", 500, 9.1, true],
        ["2024-01-04", 90, -0.4, false],
      ],
    };
    const shape = shapeFromSpec(spec({ groupBy: [{ column: "date", bin: "day", as: "date" }], anomaly: true }), table.columns);
    expect(answerHeadline(table, shape)).toBe("Total revenue: 1 of the 4 days is unusual: 2024-01-03 (500, 4.8× the median, robust z 9.1). The median is 105.");
    const calm = { ...table, rows: table.rows.map((row) => [...row.slice(0, 3), false]) };
    expect(answerHeadline(calm, shape)).toBe("Nothing unusual: none of the 4 days of total revenue is beyond a robust z-score of 3.5.");
  });

  it("describes a distribution by its range, median and quartiles, and by group", () => {
    const table = {
      columns: ["region", "revenue"],
      rows: [
        ["East", 1],
        ["East", 2],
        ["East", 3],
        ["West", 10],
        ["West", 20],
      ],
    };
    const shape = shapeFromSpec(spec({ mode: "distribution", select: ["region", "revenue"], measures: [] }), table.columns);
    expect(answerHeadline(table, shape)).toBe(
      "Revenue: 5 values from 1 to 20; the median is 3, and half lie between 2 and 10. By region, West has the highest median (15) and East the lowest (2).",
    );
  });

  it("gives a relation's direction and strength by Pearson r", () => {
    const shape = shapeFromSpec(spec({ mode: "rows", select: ["units", "revenue"], measures: [] }), ["units", "revenue"]);
    const rising = {
      columns: ["units", "revenue"],
      rows: [
        [1, 10],
        [2, 21],
        [3, 29],
        [4, 41],
      ],
    };
    expect(answerHeadline(rising, shape)).toBe("Units and revenue over 4 rows: a strong positive relation (Pearson r = 1.00).");
    const none = {
      columns: ["units", "revenue"],
      rows: [
        [1, 5],
        [2, 1],
        [3, 1],
        [4, 5],
      ],
    };
    expect(answerHeadline(none, shape)).toBe("Units and revenue over 4 rows: no linear relation (Pearson r = 0.00).");
  });

  it("states a single number, and an empty answer", () => {
    const shape = shapeFromSpec(
      spec({
        measures: [
          { aggregate: "count", column: null, as: "rows" },
          { aggregate: "avg", column: "units", as: "avg_units" },
        ],
      }),
      ["rows", "avg_units"],
    );
    expect(answerHeadline({ columns: ["rows", "avg_units"], rows: [[1200, 3.456]] }, shape)).toBe("Number of rows: 1,200; average units: 3.46.");
    expect(answerHeadline({ columns: ["rows"], rows: [] }, shape)).toBe("No rows match the question's filters.");
  });

  it("reads the shape from the table alone when there is no spec (a template plan)", () => {
    const table = {
      columns: ["region", "total_sales"],
      rows: [
        ["East", 5],
        ["West", 7],
      ],
    };
    expect(shapeFromTable(table)).toEqual({ measures: [{ column: "total_sales", label: "total sales", additive: false }], groups: ["region"] });
    expect(answerHeadline(table)).toBe("West has the highest total sales (7) and East the lowest (5), of 2 region values.");
    expect(shapeFromTable({ columns: ["day", "n"], rows: [["2024-03-01", 1]] }).time).toEqual({ column: "day" });
    const summed = shapeFromTable({ columns: ["region", "sales"], rows: [["East", 1]] }, [{ column: "sales", aggregation: "sum" }]);
    expect(summed.measures).toEqual([{ column: "sales", label: "total sales", additive: true }]);
    expect(shapeFromTable({ columns: ["region", "revenue"], rows: [["East", 1]] }, [{ column: "revenue", aggregation: "mean" }]).measures[0]!.label).toBe(
      "average revenue",
    );
  });
});

describe("numbers and periods", () => {
  it("formats numbers for reading", () => {
    expect(formatNumber(1275488.92)).toBe("1,275,489");
    expect(formatNumber(12.345)).toBe("12.35");
    expect(formatNumber(-0.5)).toBe("-0.5");
  });

  it("infers the grain from the gaps between periods and words it", () => {
    expect(inferGrain(["2024-01-01", "2024-02-01", "2024-03-01"])).toBe("month");
    expect(inferGrain(["2024-01-01", "2024-04-01"])).toBe("quarter");
    expect(inferGrain(["2023-01-01", "2024-01-01"])).toBe("year");
    expect(inferGrain(["2024-01-01", "2024-01-08"])).toBe("week");
    expect(inferGrain(["2024-01-01", "2024-01-02"])).toBe("day");
    expect(inferGrain(["2024-01-01 10:00:00", "2024-01-01 11:00:00"])).toBe("hour");
    expect(formatPeriod("2024-08-01", "quarter")).toBe("Q3 2024");
    expect(formatPeriod("2024-08-01", "month")).toBe("Aug 2024");
    expect(formatPeriod("2024-01-01 10:00:00", "hour")).toBe("2024-01-01 10:00");
  });
});

describe("parseCsv", () => {
  it("reads quoted fields, doubled quotes, commas and newlines inside quotes, CRLF", () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["two\nlines", ""],
    ]);
    expect(parseCsv("a\n1")).toEqual([["a"], ["1"]]);
  });
});
