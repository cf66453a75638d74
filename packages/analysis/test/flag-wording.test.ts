import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: bicycle safety inspections, with true/false columns named by a past verb and by a kind of job (issue #19).
const connection = await duckdbWith(`CREATE TABLE bike_inspections AS SELECT * FROM (VALUES
  ('I1', 'city', 'road', true, true, false),
  ('I2', 'city', 'road', false, false, true),
  ('I3', 'city', 'cargo', true, false, true),
  ('I4', 'harbour', 'cargo', false, true, false),
  ('I5', 'harbour', 'road', false, false, false),
  ('I6', 'harbour', 'road', true, true, true)
) AS v(inspection_id, shop, bike_kind, is_express, passed_checks, rush_fee_charged)`);

const inspections: AnalysisTable = {
  name: "bike_inspections",
  rows: 6,
  columns: [
    { name: "inspection_id", type: "string" },
    { name: "shop", type: "string", values: ["city", "harbour"] },
    { name: "bike_kind", type: "string", values: ["road", "cargo"] },
    { name: "is_express", type: "boolean", values: [true, false] },
    { name: "passed_checks", type: "boolean", values: [true, false] },
    { name: "rush_fee_charged", type: "boolean", values: [true, false] },
  ],
};

describe("true/false columns named by their verb or as a kind of row", () => {
  it("'pass rate' is the share of rows where passed_checks is true (the verb in another form)", async () => {
    const rows = await rowsOf(connection, "pass rate (%) by shop", inspections);
    expect(rows.map((row) => row[0])).toEqual(["city", "harbour"]);
    expect(rows[0]![1]).toBeCloseTo(100 / 3);
    expect(rows[1]![1]).toBeCloseTo(200 / 3);
  });

  it("'what % … got hit with a rush fee' is the share of rows where rush_fee_charged (its verb last) is true", async () => {
    const rows = await rowsOf(connection, "what % of express inspections got hit with a rush fee", inspections);
    expect(rows[0]![0]).toBeCloseTo(200 / 3);
  });

  it("'what % of express inspections passed' and 'the pass rate of express inspections' keep the express rows", async () => {
    // Express: I1 passed, I3 failed, I6 passed.
    expect((await rowsOf(connection, "what % of express inspections passed", inspections))[0]![0]).toBeCloseTo(200 / 3);
    expect((await rowsOf(connection, "what percentage of express inspections failed", inspections))[0]![0]).toBeCloseTo(100 / 3);
    expect((await rowsOf(connection, "pass rate of express inspections", inspections))[0]![0]).toBeCloseTo(2 / 3);
  });

  it("'how many inspections passed' still counts the rows where it is true", () => {
    const spec = specOf("how many inspections passed", inspections);
    expect(filters(spec)).toEqual(["passed_checks in true"]);
    expect(spec.measures.map((measure) => measure.aggregate)).toEqual(["count"]);
  });

  it("'list the express inspections … that failed' keeps the express rows and lists the inspections", async () => {
    const question = "List the express inspections at the city shop that failed.";
    const spec = specOf(question, inspections);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["inspection_id"]);
    expect(filters(spec).sort()).toEqual(["is_express in true", "passed_checks in false", "shop in city"]);
    expect(await rowsOf(connection, question, inspections)).toEqual([["I3"]]);
  });
});

// Made up: gym visits with two true/false columns, one named by a past verb.
const gym = await duckdbWith(`CREATE TABLE gym_visits AS SELECT * FROM (VALUES
  ('V1', true, true, true), ('V2', false, true, false), ('V3', false, false, false), ('V4', false, true, true), ('V5', true, false, false)
) AS v(visit_id, is_member, rented_locker, towel_hired)`);
const visits: AnalysisTable = {
  name: "gym_visits",
  rows: 5,
  columns: [
    { name: "visit_id", type: "string" },
    { name: "is_member", type: "boolean", values: [true, false] },
    { name: "rented_locker", type: "boolean", values: [true, false] },
    { name: "towel_hired", type: "boolean", values: [true, false] },
  ],
};

describe("a negation says no to the flag it stands before", () => {
  it("'people who aren't members rent a locker': non-members who rented one ('rent' is rented_locker's verb)", async () => {
    const question = "How many times did people who aren't members rent a locker?";
    expect(filters(specOf(question, visits)).sort()).toEqual(["is_member in false", "rented_locker in true"]);
    expect(await rowsOf(gym, question, visits)).toEqual([[2]]);
  });

  it("'never got a towel handed out' counts the rows where towel_hired (its verb last) is false", async () => {
    expect(await rowsOf(gym, "How many visits never got a towel handed out?", visits)).toEqual([[3]]);
    expect((await rowsOf(gym, "what % of visits got a towel", visits))[0]![0]).toBeCloseTo(40);
  });
});
