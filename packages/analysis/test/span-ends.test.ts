import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a water tank's refills, each with its level at the start and at the end (issue #19).
const connection = await duckdbWith(`CREATE TABLE tank_refills AS SELECT * FROM (VALUES
  ('R1', 'north', 10, 95),
  ('R2', 'north', 15, 70),
  ('R3', 'south', 40, 90),
  ('R4', 'south', 5, 85),
  ('R5', 'north', 25, 100)
) AS v(refill_id, tank, start_level_pct, end_level_pct)`);

const refills: AnalysisTable = {
  name: "tank_refills",
  rows: 5,
  columns: [
    { name: "refill_id", type: "string" },
    { name: "tank", type: "string", values: ["north", "south"] },
    { name: "start_level_pct", type: "integer" },
    { name: "end_level_pct", type: "integer" },
  ],
};

describe("the two ends of a span, compared at once", () => {
  it("'started … under 20% and finished at 80% or more' compares the start column and the end column", async () => {
    const question = "How many refills started with the level under 20% and finished at 80% or more?";
    expect(filters(specOf(question, refills))).toEqual(["start_level_pct < 20", "end_level_pct >= 80"]);
    expect(await rowsOf(connection, question, refills)).toEqual([[2]]);
  });

  it("'start level' and 'end level' name their own columns, not the level both share", async () => {
    const question = "How many refills had start level under 20% and end level of 80% or more?";
    expect(filters(specOf(question, refills))).toEqual(["start_level_pct < 20", "end_level_pct >= 80"]);
  });

  it("'80% or more' is a comparison, as '80 or more' is", () => {
    expect(filters(specOf("how many refills ended at 90% or more", refills))).toEqual(["end_level_pct >= 90"]);
  });

  it("'final' and 'initial' name the end and the start", () => {
    expect(specOf("average final level by tank", refills).measures.map((measure) => measure.column)).toEqual(["end_level_pct"]);
    expect(specOf("average initial level by tank", refills).measures.map((measure) => measure.column)).toEqual(["start_level_pct"]);
  });
});
