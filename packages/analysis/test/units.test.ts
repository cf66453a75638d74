import { describe, expect, it } from "vitest";
import { compileChart, describeSpec, type AnalysisTable } from "../src/index.js";
import { duckdbWith, measures, rowsOf, specOf } from "./helpers.js";

// A removal company's moves (made up): columns that state their unit.
const moves: AnalysisTable = {
  name: "moves",
  rows: 4,
  columns: [
    { name: "crew", type: "string", values: ["A", "B"] },
    { name: "load_min", type: "integer" },
    { name: "cargo_kg", type: "number" },
    { name: "route_km", type: "number" },
    { name: "jobs", type: "integer" },
  ],
};
const connection = await duckdbWith(
  "CREATE TABLE moves (crew VARCHAR, load_min INTEGER, cargo_kg DOUBLE, route_km DOUBLE, jobs INTEGER); INSERT INTO moves VALUES ('A', 90, 1500, 12, 1), ('A', 30, 500, 8, 2), ('B', 120, 2500, 30, 1), ('B', 60, 1000, 10, 1)",
);

describe("a measure shown in the unit the question asks for", () => {
  it("'in hours' of a column in minutes divides by 60; 'in tonnes' of kg by 1000; the answer's column says the unit", async () => {
    const hours = specOf("total loading time in hours per crew", moves);
    expect(measures(hours)).toEqual(["sum(load_min)"]);
    expect(hours.measures[0]).toMatchObject({ as: "load_min_hours" });
    expect(hours.measures[0]!.factor).toBeCloseTo(1 / 60, 12);
    expect(await rowsOf(connection, "total loading time in hours per crew", moves)).toEqual([
      ["A", 2],
      ["B", 3],
    ]);
    expect(await rowsOf(connection, "total cargo in tonnes", moves)).toEqual([[5.5]]);
    expect(await rowsOf(connection, "average route in miles per crew", moves)).toEqual([
      ["A", 10 / 1.609344],
      ["B", 20 / 1.609344],
    ]);
    expect(describeSpec(hours).join("; ")).toContain("× 0.0166667");
    const chart = compileChart(specOf("bar chart of total loading time in hours per crew", moves), moves.columns) as { encoding: { y: { title: string } } };
    expect(chart.encoding.y.title).toContain("hours");
  });

  it("leaves the measure alone when the unit is its own, of another kind, or the aggregate a count", () => {
    expect(specOf("total cargo in kg per crew", moves).measures[0]!.factor).toBeUndefined();
    expect(specOf("total cargo in hours per crew", moves).measures[0]!.factor).toBeUndefined();
    expect(specOf("how many moves per crew in hours", moves).measures[0]!.factor).toBeUndefined();
  });
});
