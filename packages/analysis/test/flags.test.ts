import { describe, expect, it } from "vitest";
import { compileSql, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a co-working table whose true/false columns are written as 0 and 1 (issue #19).
const connection = await duckdbWith(`CREATE TABLE cowork_bookings AS SELECT * FROM (VALUES
  ('B1', DATE '2026-03-02', 'PAYG', 2, 0, 1),
  ('B2', DATE '2026-03-02', 'PAYG', 1, 1, 0),
  ('B3', DATE '2026-03-03', 'PAYG', 3, 0, 0),
  ('B4', DATE '2026-03-04', 'RESIDENT', 4, 0, 1),
  ('B5', DATE '2026-03-05', 'RESIDENT', 2, 0, 0)
) AS v(BOOKING_REF, BOOKING_DATE, MEMBER_PLAN, HOURS_BOOKED, NO_SHOW, HAS_GUESTS)`);

/** As the CLI reads the table when the profile finds NO_SHOW and HAS_GUESTS hold only 0 and 1. */
const bookings: AnalysisTable = {
  name: "cowork_bookings",
  rows: 5,
  columns: [
    { name: "BOOKING_REF", type: "string" },
    { name: "BOOKING_DATE", type: "date" },
    { name: "MEMBER_PLAN", type: "string", values: ["PAYG", "RESIDENT"] },
    { name: "HOURS_BOOKED", type: "integer" },
    { name: "NO_SHOW", type: "boolean", values: [true, false], derived: { kind: "flag", from: "NO_SHOW" } },
    { name: "HAS_GUESTS", type: "boolean", values: [true, false], derived: { kind: "flag", from: "HAS_GUESTS" } },
  ],
};

describe("0/1 columns read as true/false", () => {
  it("'what percentage of bookings were no-shows, for each plan' is the share of each plan's rows", async () => {
    const rows = await rowsOf(connection, "What percentage of bookings were no-shows, for each membership plan?", bookings);
    expect(rows.map((row) => row[0])).toEqual(["PAYG", "RESIDENT"]);
    expect(rows[0]![1]).toBeCloseTo(100 / 3);
    expect(rows[1]![1]).toBe(0);
  });

  it("filters and counts by a flag, the column keeping its name in the query", async () => {
    const spec = specOf("how many bookings had guests?", bookings);
    expect(filters(spec).length + spec.measures.length).toBeGreaterThan(0);
    expect(compileSql(spec, "cowork_bookings", bookings.columns).sql).toContain(
      'SELECT * EXCLUDE ("HAS_GUESTS"), CAST("HAS_GUESTS" AS BOOLEAN) AS "HAS_GUESTS" FROM',
    );
    expect(await rowsOf(connection, "how many bookings had guests?", bookings)).toEqual([[2]]);
    expect(await rowsOf(connection, "total hours booked by no-shows", bookings)).toEqual([[1]]);
  });

  it("a flag of 0s and 1s is no measure to sum when the question asks for a share", async () => {
    const spec = specOf("What percentage of bookings were no-shows?", bookings);
    expect(spec.measures).toMatchObject([{ column: "NO_SHOW", percent: true }]);
    expect(await rowsOf(connection, "What percentage of bookings were no-shows?", bookings)).toEqual([[20]]);
  });
});
