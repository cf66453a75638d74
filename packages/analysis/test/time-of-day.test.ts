import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a bakery's deliveries, each with the time the van arrived (issue #19).
const connection = await duckdbWith(`CREATE TABLE bakery_drops AS SELECT * FROM (VALUES
  ('D1', 'north', TIMESTAMP '2026-03-02 06:15:00', 12),
  ('D2', 'north', TIMESTAMP '2026-03-02 07:59:00', 8),
  ('D3', 'south', TIMESTAMP '2026-03-03 08:00:00', 20),
  ('D4', 'south', TIMESTAMP '2026-03-03 18:30:00', 5),
  ('D5', 'north', TIMESTAMP '2026-03-04 17:45:00', 9),
  ('D6', 'south', TIMESTAMP '2026-03-04 21:10:00', 4)
) AS v(drop_id, route, arrived_at, crates)`);

const drops: AnalysisTable = {
  name: "bakery_drops",
  rows: 6,
  columns: [
    { name: "drop_id", type: "string" },
    { name: "route", type: "string", values: ["north", "south"] },
    { name: "arrived_at", type: "timestamp" },
    { name: "crates", type: "integer" },
  ],
};

describe("a time of day on the timestamp column", () => {
  it("'before 8 in the morning' keeps the rows before 08:00 on any day", async () => {
    const question = "How many drops arrived before 8 in the morning?";
    expect(filters(specOf(question, drops))).toEqual(["arrived_at relative before_time|480|day"]);
    expect(await rowsOf(connection, question, drops)).toEqual([[2]]);
  });

  it("'after 6 pm', 'after 6pm' and 'from 18:00' are 18:00 on, not a comparison of a number column", async () => {
    for (const question of ["how many drops came after 6 pm", "how many drops came after 6pm", "how many drops from 18:00"])
      expect(filters(specOf(question, drops))).toEqual(["arrived_at relative from_time|1080|day"]);
    expect(await rowsOf(connection, "total crates delivered after 6 p.m.", drops)).toEqual([[9]]);
  });

  it("minutes, o'clock, 'h' and 'in the evening' mark a clock time; a bare number does not", () => {
    expect(filters(specOf("drops before 7:30", drops))).toEqual(["arrived_at relative before_time|450|day"]);
    expect(filters(specOf("drops before 8 o'clock", drops))).toEqual(["arrived_at relative before_time|480|day"]);
    expect(filters(specOf("drops after 9 in the evening by route", drops))).toEqual(["arrived_at relative from_time|1260|day"]);
    expect(groups(specOf("drops after 9 in the evening by route", drops))).toEqual(["route"]);
    expect(filters(specOf("drops with more than 8 crates", drops))).toEqual(["crates > 8"]);
  });

  it("a table with no timestamp reads no time of day", () => {
    const daily: AnalysisTable = { ...drops, columns: drops.columns.map((column) => (column.type === "timestamp" ? { ...column, type: "date" } : column)) };
    expect(filters(specOf("how many drops before 8 o'clock", daily)).some((filter) => filter.includes("before_time"))).toBe(false);
  });
});
