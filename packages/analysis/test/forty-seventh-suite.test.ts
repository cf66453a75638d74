import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms for the misses the forty-seventh blind suite and older suites' unneeded
// clarifications found.
const today = { today: "2026-12-01" };

// A made-up comedy club's nights: UPPER_CASE names, two money columns, one of them named by a chart's word.
const nights: AnalysisTable = {
  name: "COMEDY_NIGHTS",
  rows: 150,
  columns: [
    { name: "NIGHT_ID", type: "string" },
    { name: "ROOM_CODE", type: "string", values: ["UP", "DOWN", "ANNEX"] },
    { name: "LATE_SHOW_FLAG", type: "boolean", values: [true, false] },
    { name: "DOOR_REVENUE", type: "number" },
    { name: "BAR_REVENUE", type: "number" },
  ],
};

// A made-up courier depot's missed collections: Title Case, a target in hours and whether it was broken.
const collections: AnalysisTable = {
  name: "missed_collections",
  rows: 120,
  columns: [
    { name: "Logged", type: "date" },
    { name: "Depot", type: "string", values: ["Leeds", "York"] },
    { name: "Urgent", type: "boolean", values: [true, false] },
    { name: "Target Hours", type: "number" },
    { name: "Target Breached", type: "boolean", values: [true, false] },
  ],
};

describe("older suites' unneeded clarifications", () => {
  it("'bar takings' is BAR_REVENUE, not a bar chart of takings that two money columns tie for", () => {
    const spec = specOf("average bar takings by room", nights, today);
    expect(measures(spec)).toEqual(["avg(BAR_REVENUE)"]);
    expect(groups(spec)).toEqual(["ROOM_CODE"]);
    // A chart's word before a word naming no column of it is still the chart.
    expect(specOf("bar chart of door revenue by room", nights, today).chart).toBe("bar");
  });

  it("'late shows vs early ones' beside another grouping sets the flag's two sides against each other", () => {
    const spec = specOf("average bar revenue by room, late shows vs early ones", nights, today);
    expect(groups(spec)).toEqual(["ROOM_CODE", "LATE_SHOW_FLAG"]);
    expect(filters(spec)).toEqual([]);
    // Without a "vs", the flag keeps its rows.
    expect(filters(specOf("average bar revenue by room for late shows", nights, today))).toEqual(["LATE_SHOW_FLAG in true"]);
  });

  it("'broke the target' is the breached flag (break ~ breach)", () => {
    const spec = specOf("What percentage of urgent collections broke the target?", collections, today);
    expect(measures(spec)).toEqual(["avg(Target Breached)"]);
    expect(filters(spec)).toEqual(["Urgent in true"]);
  });
});
