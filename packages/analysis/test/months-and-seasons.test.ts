import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a van-hire firm's hires, one a month from 2024-11 to 2026-10 (issue #19).
const connection = await duckdbWith(`CREATE TABLE van_hires AS
  SELECT 'H' || i AS hire_id, (DATE '2024-11-15' + INTERVAL (i) MONTH)::DATE AS hire_date, 'York' AS depot, 100 + i AS price_gbp
  FROM range(24) t(i)`);

const hires: AnalysisTable = {
  name: "van_hires",
  rows: 24,
  columns: [
    { name: "hire_id", type: "string" },
    { name: "hire_date", type: "date" },
    { name: "depot", type: "string", values: ["York", "Leeds"] },
    { name: "price_gbp", type: "integer" },
  ],
};
const today = "2026-11-28";
const months = async (question: string) => {
  const result = parseQuestion(question, hires, { today });
  if (result.kind !== "spec") throw new Error(`${question}: ${result.kind}`);
  const { compileSql } = await import("../src/index.js");
  const query = compileSql({ ...result.spec, measures: [], groupBy: [], mode: "rows", select: ["hire_date"] }, hires.name, hires.columns);
  const rows = (await connection.runAndReadAll(query.sql, query.params as never)).getRows();
  return rows.map(([date]) => String(date).slice(0, 7)).sort();
};

describe("spans of months with no year are the same months of every year", () => {
  it("'in July and August' keeps both months, not July alone", async () => {
    expect(filters(specOf("Total price of hires in July and August", hires, { today }))).toEqual(["hire_date relative month_span|7|month|8"]);
    expect(await months("hires in July and August")).toEqual(["2025-07", "2025-08", "2026-07", "2026-08"]);
  });

  it("'between November and February' runs across the new year", async () => {
    expect(await months("hires between November and February")).toEqual([
      "2024-11",
      "2024-12",
      "2025-01",
      "2025-02",
      "2025-11",
      "2025-12",
      "2026-01",
      "2026-02",
    ]);
  });

  it("two months apart joined by 'and' are not a span", () => {
    expect(filters(specOf("Total price in January and March", hires, { today }))).not.toContain("hire_date relative month_span|1|month|3");
  });

  it("'in the summer' is June to August of any year, said so", () => {
    const result = parseQuestion("How many hires in the summer?", hires, { today });
    expect(result.kind === "spec" && result.spec.filters.map((filter) => filter.values.join("|"))).toEqual(["month_span|6|month|8"]);
    expect(result.kind === "spec" && result.assumptions.join(" ")).toMatch(/summer taken as June to August/);
  });
});

describe("a year or today places a span", () => {
  it("'from June to September 2025' is those dates", () => {
    expect(filters(specOf("Total price from June to September 2025", hires, { today }))).toEqual(["hire_date between 2025-06-01|2025-10-01"]);
  });

  it("'last winter' is the last December to February before today, 'this summer' this year's", async () => {
    expect(filters(specOf("How many hires last winter?", hires, { today }))).toEqual(["hire_date between 2025-12-01|2026-03-01"]);
    expect(await months("hires last winter")).toEqual(["2025-12", "2026-01", "2026-02"]);
    expect(filters(specOf("How many hires this summer?", hires, { today }))).toEqual(["hire_date between 2026-06-01|2026-09-01"]);
  });

  it("'last winter, December to February': the months said again are the same span, and 'last' is no duration", () => {
    const spec = specOf("How many hires last winter, December to February?", hires, { today });
    expect(filters(spec)).toEqual(["hire_date between 2025-12-01|2026-03-01"]);
    expect(spec.measures.map((measure) => measure.aggregate)).toEqual(["count"]);
  });

  it("in French and Portuguese: 'l'hiver dernier', 'em julho e agosto deste ano'", async () => {
    expect(filters(specOf("Combien de locations l'hiver dernier ?", hires, { today }))).toEqual(["hire_date between 2025-12-01|2026-03-01"]);
    expect(await months("Quantas locações em julho e agosto deste ano?")).toEqual(["2026-07", "2026-08"]);
  });
});

describe("a season word is a date only where a date is said", () => {
  it("'did sales fall' has no season", () => {
    expect(specOf("Did sales fall in York?", hires, { today }).filters.some((filter) => filter.temporal)).toBe(false);
  });

  it("a season that is a value of the table is that value", () => {
    const menus: AnalysisTable = {
      name: "menus",
      rows: 10,
      columns: [
        { name: "served_on", type: "date" },
        { name: "menu", type: "string", values: ["Summer", "Winter"] },
        { name: "covers", type: "integer" },
      ],
    };
    expect(filters(specOf("total covers for the summer menu", menus, { today }))).toEqual(["menu in Summer"]);
  });
});

describe("rows of a span, compiled", () => {
  it("the answer of 'total price in July and August' sums those months only", async () => {
    expect(await rowsOf(connection, "Total price of hires in July and August", hires)).toEqual([[Number(100 + 8 + 100 + 9 + 100 + 20 + 100 + 21)]]);
  });
});
