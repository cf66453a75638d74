import { describe, expect, it } from "vitest";
import { compileSql, deriveColumns, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, measures, rowsOf, specOf } from "./helpers.js";

// Made up: visits with a start and an end, and a table whose dates pair up.
const visits: AnalysisTable = {
  name: "visits",
  rows: 4,
  columns: [
    { name: "visit_id", type: "integer" },
    { name: "check_in", type: "timestamp" },
    { name: "check_out", type: "timestamp" },
    { name: "zone", type: "string", values: ["lead", "bouldering"] },
    { name: "routes", type: "integer" },
  ],
};
const connection = await duckdbWith(`CREATE TABLE visits AS SELECT * FROM (VALUES
  (1, TIMESTAMP '2026-03-01 10:00', TIMESTAMP '2026-03-01 11:30', 'lead', 4),
  (2, TIMESTAMP '2026-03-01 12:00', TIMESTAMP '2026-03-01 12:40', 'lead', 2),
  (3, TIMESTAMP '2026-03-02 09:00', TIMESTAMP '2026-03-02 12:00', 'bouldering', 9),
  (4, TIMESTAMP '2026-03-03 18:00', TIMESTAMP '2026-03-03 18:30', 'bouldering', 3)
) AS t(visit_id, check_in, check_out, zone, routes)`);

describe("derived columns: the time between a start and an end column", () => {
  const derived = deriveColumns(visits);

  it("adds duration_minutes for a check_in/check_out pair of timestamps, and nothing where no pair is", () => {
    const added = derived.columns.at(-1)!;
    expect(added).toMatchObject({
      name: "duration_minutes",
      type: "integer",
      derived: { kind: "duration", from: "check_in", to: "check_out", unit: "minute" },
    });
    const plain: AnalysisTable = {
      name: "t",
      columns: [
        { name: "order_date", type: "date" },
        { name: "ship_date", type: "date" },
      ],
    };
    expect(deriveColumns(plain)).toBe(plain);
    // Dates pair up in days; two pairs are named by their columns.
    const two = deriveColumns({
      name: "loans",
      columns: [
        { name: "StartDate", type: "date" },
        { name: "EndDate", type: "date" },
        { name: "pickup_time", type: "timestamp" },
        { name: "dropoff_time", type: "timestamp" },
      ],
    });
    expect(two.columns.slice(4).map((column) => column.name)).toEqual(["StartDate_to_EndDate_days", "pickup_time_to_dropoff_time_minutes"]);
  });

  it("'how long … on average' averages it, computed in the one query", async () => {
    const spec = specOf("How long does a lead visit last on average, in minutes?", derived);
    expect(measures(spec)).toEqual(["avg(duration_minutes)"]);
    expect(filters(spec)).toEqual(["zone in lead"]);
    expect(await rowsOf(connection, "How long does a lead visit last on average, in minutes?", derived)).toEqual([[65]]);
    expect(await rowsOf(connection, "visits longer than 2 hours - how many?", derived)).toEqual([[1]]);
    expect(await rowsOf(connection, "average visit length per zone", derived)).toEqual([
      ["bouldering", 105],
      ["lead", 65],
    ]);
  });

  it("is computed only when the spec names it; a listing of rows leaves it out", () => {
    const rows = compileSql(specOf("show the lead visits", derived), "visits", derived.columns);
    expect(rows.sql).not.toContain("date_diff");
    expect(rows.columns).not.toContain("duration_minutes");
  });
});

// Made up: lessons with a fee and what was paid of it, and a shop's list price beside the price paid.
const lessons: AnalysisTable = {
  name: "lessons",
  rows: 4,
  columns: [
    { name: "student", type: "string", values: ["Ann", "Bo"] },
    { name: "lesson_fee", type: "number" },
    { name: "amount_paid", type: "number" },
  ],
};
const lessonRows = await duckdbWith(`CREATE TABLE lessons AS SELECT * FROM (VALUES
  ('Ann', 50.0::DOUBLE, 50.0::DOUBLE), ('Ann', 50.0, 20.0), ('Bo', 40.0, 0.0), ('Bo', 40.0, 40.0)) AS v(student, lesson_fee, amount_paid)`);

describe("derived columns: what is still owed, and a discount", () => {
  it("adds outstanding (fee − paid) for one column of what was paid and one of what was due; discount for a list price", () => {
    const derived = deriveColumns(lessons);
    expect(derived.columns.at(-1)).toMatchObject({ name: "outstanding", derived: { kind: "difference", from: "lesson_fee", to: "amount_paid" } });
    const shop = deriveColumns({
      name: "sales",
      columns: [
        { name: "list_price", type: "number" },
        { name: "price_paid", type: "number" },
      ],
    });
    expect(shop.columns.at(-1)).toMatchObject({ name: "discount", derived: { kind: "difference", from: "list_price", to: "price_paid" } });
    // Two columns of what was paid: which difference is meant is not known; nothing is added.
    const two = { name: "t", columns: [...lessons.columns, { name: "tip_paid", type: "number" as const }] };
    expect(deriveColumns(two)).toBe(two);
  });

  it("'who owes the most' ranks by the difference, computed in the query; its two columns are not measures of their own", async () => {
    const derived = deriveColumns(lessons);
    const spec = specOf("which student still owes the most?", derived);
    expect(measures(spec)).toEqual(["sum(outstanding)"]);
    expect(await rowsOf(lessonRows, "which student still owes the most?", derived)).toEqual([["Bo", 40]]);
    expect(measures(specOf("how much was paid per student", derived))).toEqual(["sum(amount_paid)"]);
  });
});

// Made up: two escape-room games, one of them half a minute long.
const games: AnalysisTable = {
  name: "games",
  rows: 2,
  columns: [
    { name: "room", type: "string", values: ["Vault"] },
    { name: "started_at", type: "timestamp" },
    { name: "finished_at", type: "timestamp" },
  ],
};
const gameRows = await duckdbWith(`CREATE TABLE games AS SELECT * FROM (VALUES
  ('Vault', TIMESTAMP '2026-03-01 10:00:30', TIMESTAMP '2026-03-01 10:01:00'),
  ('Vault', TIMESTAMP '2026-03-01 11:00:00', TIMESTAMP '2026-03-01 11:45:00')) AS v(room, started_at, finished_at)`);

describe("derived durations count seconds", () => {
  it("a game from 10:00:30 to 10:01:00 lasted half a minute, not the one minute boundary it crossed", async () => {
    const derived = deriveColumns(games);
    expect(derived.columns.at(-1)).toMatchObject({ name: "duration_minutes", derived: { kind: "duration", from: "started_at", to: "finished_at" } });
    expect(await rowsOf(gameRows, "how many minutes does a game last on average?", derived)).toEqual([[22.75]]);
  });
});

// Made up: charging sessions whose two timestamps do not pair by name; the data says which comes first.
const charging: AnalysisTable = {
  name: "charging",
  rows: 3,
  columns: [
    { name: "unplugged_at", type: "timestamp" },
    { name: "charger", type: "string", values: ["fast", "slow"] },
    { name: "plugged_in_at", type: "timestamp" },
  ],
};
const chargingRows = await duckdbWith(`CREATE TABLE charging AS SELECT * FROM (VALUES
  (TIMESTAMP '2026-03-01 11:00:00', 'fast', TIMESTAMP '2026-03-01 10:00:00'),
  (TIMESTAMP '2026-03-01 14:00:00', 'fast', TIMESTAMP '2026-03-01 12:00:00'),
  (TIMESTAMP '2026-03-02 18:00:00', 'slow', TIMESTAMP '2026-03-02 12:00:00')) AS v(unplugged_at, charger, plugged_in_at)`);

describe("a table's only two time columns, in the order the data shows", () => {
  it("get their duration whatever their names; without the data's order, nothing is added", async () => {
    expect(deriveColumns(charging)).toBe(charging);
    const derived = deriveColumns(charging, { ordered: [["plugged_in_at", "unplugged_at"]] });
    expect(derived.columns.at(-1)).toMatchObject({ name: "duration_minutes", derived: { kind: "duration", from: "plugged_in_at", to: "unplugged_at" } });
    // A number column of time (nights) already says how long: the two times' duration is then linked only when a
    // question names both ends (`byEnds`); "how long" is the nights.
    const booked = { name: "b", columns: [...charging.columns, { name: "nts", type: "integer" as const }] };
    const spanned = deriveColumns(booked, { ordered: [["plugged_in_at", "unplugged_at"]] });
    expect(spanned.columns.at(-1)).toMatchObject({ name: "plugged_in_at_to_unplugged_at_minutes", aliases: [], derived: { byEnds: true } });
    expect(specOf("average length per charger", spanned).measures.map((measure) => measure.column)).toEqual(["nts"]);
    expect(specOf("average time between plugging in and unplugging per charger", spanned).measures.map((measure) => measure.column)).toEqual([
      "plugged_in_at_to_unplugged_at_minutes",
    ]);
    expect(await rowsOf(chargingRows, "On average, how many hours does a car stay plugged in, for each charger?", derived)).toEqual([
      ["fast", 1.5],
      ["slow", 6],
    ]);
  });
});
