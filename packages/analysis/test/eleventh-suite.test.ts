import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: the eleventh blind suite's failures (after its blind run) named the mechanisms.
const grooming: AnalysisTable = {
  name: "grooming_appointments",
  rows: 300,
  columns: [
    { name: "groomer", type: "string", values: ["Ines", "Kofi", "Maya"] },
    { name: "service", type: "string", values: ["bath", "full groom"] },
    { name: "duration_minutes", type: "integer" },
    { name: "tip", type: "number" },
    { name: "is_first_visit", type: "boolean", values: [true, false] },
  ],
};

describe("wording from the eleventh blind suite", () => {
  it("'an hour and a half', 'half an hour', '2 and a half hours' are durations in the column's unit", () => {
    expect(filters(specOf("appointments that ran longer than an hour and a half - how many?", grooming))).toEqual(["duration_minutes > 90"]);
    expect(filters(specOf("appointments shorter than half an hour", grooming))).toEqual(["duration_minutes < 30"]);
    expect(filters(specOf("appointments longer than 2 and a half hours", grooming))).toEqual(["duration_minutes > 150"]);
    expect(filters(specOf("appointments longer than an hour", grooming))).toEqual(["duration_minutes > 60"]);
  });

  it("'highest first' is the order's direction, not the column is_first_visit", () => {
    const spec = specOf("rank the groomers by average tip, highest first", grooming);
    expect(filters(spec)).toEqual([]);
    expect(groups(spec)).toEqual(["groomer"]);
    expect(measures(spec)).toEqual(["avg(tip)"]);
    expect(spec.orderBy[0]).toMatchObject({ by: "tip", direction: "desc" });
  });
});
