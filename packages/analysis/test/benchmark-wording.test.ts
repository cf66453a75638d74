import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: the declarative wording of public natural-language-to-visualisation benchmarks.
const harvests: AnalysisTable = {
  name: "harvests",
  rows: 200,
  columns: [
    { name: "hive_id", type: "string" },
    { name: "harv_dt", type: "date" },
    { name: "apiary", type: "string", values: ["Heath", "Orchard"] },
    { name: "honey_type", type: "string", values: ["heather", "clover"] },
    { name: "honey_kg", type: "number" },
    { name: "BAR_REVENUE", type: "number" },
    { name: "TICKET_REVENUE", type: "number" },
    { name: "SEATS_SOLD", type: "integer" },
  ],
};

describe("benchmark wording", () => {
  it("'List the A, B and C of … whose …' lists those columns of the matching rows", () => {
    const spec = specOf("List the hive_id, harv_dt and honey_kg of harvests whose apiary is Heath and honey_type is heather.", harvests);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["hive_id", "harv_dt", "honey_kg"]);
    expect(filters(spec)).toEqual(["apiary in Heath", "honey_type in heather"]);
  });

  it("'List the distinct X of …' gives the distinct values, not their count", () => {
    const spec = specOf("List the distinct hive_id of harvests with honey_kg greater than 25.", harvests);
    expect(spec.mode).toBe("aggregate");
    expect(groups(spec)).toEqual(["hive_id"]);
    expect(filters(spec)).toEqual(["honey_kg > 25"]);
  });

  it("'bin harv_dt by year' is a yearly grouping beside 'for each apiary'", () => {
    const spec = specOf("Show the sum of honey_kg for each apiary, bin harv_dt by year, in a grouped bar chart.", harvests);
    expect(groups(spec).sort()).toEqual(["apiary", "harv_dt:year"]);
    expect(measures(spec)).toEqual(["sum(honey_kg)"]);
    expect(groups(specOf("Show the number of harvests, bin harv_dt into the day of the week interval.", harvests))).toEqual(["harv_dt:weekday"]);
  });

  it("a column name written with underscores is one word: 'BAR_REVENUE' is neither a bar chart nor any revenue", () => {
    const spec = specOf("What is the relationship between SEATS_SOLD and BAR_REVENUE? Give me a scatter chart.", harvests);
    expect(spec.mode).toBe("rows");
    expect(spec.select.slice(0, 2).sort()).toEqual(["BAR_REVENUE", "SEATS_SOLD"]);
    expect(spec.chart).toBe("scatter");
  });
});
