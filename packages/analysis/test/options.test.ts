import { describe, expect, it } from "vitest";
import { parseQuestion, rankColumnOptions, type AnalysisTable } from "../src/index.js";

const table: AnalysisTable = {
  name: "sales",
  columns: [
    { name: "order_id", type: "integer" },
    { name: "order_date", type: "date" },
    { name: "store_region", type: "string", values: ["North", "South"] },
    { name: "sales_channel", type: "string", values: ["online", "store"] },
    { name: "net_sales", type: "number" },
    { name: "gross_sales", type: "number" },
    { name: "units", type: "integer" },
  ],
};

describe("clarification options are ranked, with why", () => {
  it("a column's words, a typo and shared letters rank above columns nothing names", () => {
    const ranked = rankColumnOptions("regoin", table.columns);
    // The score is the linker's typo score (its exact value belongs to the linker's tests).
    expect(ranked[0]).toMatchObject({ label: "store_region", column: "store_region" });
    expect(ranked[0]!.score).toBeGreaterThan(0.5);
    expect(ranked[0]!.why).toBe(`matches "region" (typo ${ranked[0]!.score})`);
    expect(ranked.map((option) => option.score)).toEqual([...ranked.map((option) => option.score)].sort((a, b) => b - a));
    expect(ranked.at(-1)!.score).toBe(0);
    expect(rankColumnOptions("channel", table.columns)[0]).toMatchObject({ label: "sales_channel", why: 'matches "channel" (word match 0.85)' });
  });

  it("an unknown grouping carries its phrase and ranked options; the labels stay in `options`", () => {
    const result = parseQuestion("net sales by the weather", table);
    if (result.kind !== "clarify") throw new Error(result.kind);
    expect(result).toMatchObject({ about: "column", phrase: "weather" });
    expect(result.options).toEqual(result.ranked.map((option) => option.label));
  });

  it("two equally likely columns: both with their link's score and why", () => {
    const result = parseQuestion("top 2 regions by sales", table);
    if (result.kind !== "clarify") throw new Error(result.kind);
    expect(result).toMatchObject({ about: "column", phrase: "sales" });
    expect(result.ranked).toEqual([
      { label: "net_sales", score: 0.85, why: 'matches "sales" (word match 0.85)', column: "net_sales" },
      { label: "gross_sales", score: 0.85, why: 'matches "sales" (word match 0.85)', column: "gross_sales" },
    ]);
  });

  it("no measure: a count first, then the numeric columns; options.measure answers it", () => {
    const result = parseQuestion("monthly trend", table);
    if (result.kind !== "clarify") throw new Error(result.kind);
    expect(result.about).toBe("measure");
    expect(result.ranked[0]).toMatchObject({ label: "count of rows", column: null });
    expect(result.options).toEqual(["count of rows", "net_sales", "gross_sales", "units"]);
    const units = parseQuestion("monthly trend", table, { measure: { column: "units" } });
    if (units.kind !== "spec") throw new Error(units.kind);
    expect(units.spec.measures).toEqual([{ aggregate: "sum", column: "units", as: "units" }]);
    const count = parseQuestion("monthly trend", table, { measure: { column: null } });
    if (count.kind !== "spec") throw new Error(count.kind);
    expect(count.spec.measures).toEqual([{ aggregate: "count", column: null, as: "count" }]);
    const average = parseQuestion("monthly trend", table, { measure: { column: "net_sales", aggregate: "avg" } });
    if (average.kind !== "spec") throw new Error(average.kind);
    expect(average.spec.measures[0]).toMatchObject({ aggregate: "avg", column: "net_sales" });
  });

  it("an answered phrase read as an alias links without asking", () => {
    const pinned: AnalysisTable = {
      ...table,
      columns: table.columns.map((column) => (column.name === "store_region" ? { ...column, aliases: ["weather"] } : column)),
    };
    const result = parseQuestion("net sales by weather", pinned);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(result.spec.groupBy[0]!.column).toBe("store_region");
  });
});
