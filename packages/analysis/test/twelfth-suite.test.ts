import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: a failure of the twelfth blind suite (after its blind run) named the mechanism.
const lessons: AnalysisTable = {
  name: "lessons",
  rows: 400,
  columns: [
    { name: "BRANCH_CODE", type: "string", values: ["NORTH", "SOUTH"] },
    { name: "DISTANCE_KM", type: "integer" },
    { name: "LESSON_FEE", type: "integer" },
    { name: "AMOUNT_PAID", type: "integer" },
  ],
};
const stalls: AnalysisTable = {
  name: "vanzari",
  rows: 300,
  columns: [
    { name: "oras", type: "string", values: ["Sibiu", "Brașov", "Iași"] },
    { name: "taraba", type: "string", values: ["Butoiul Vesel", "La Mici"] },
    { name: "cantitate", type: "integer" },
    { name: "total_lei", type: "number" },
  ],
};

describe("wording from the twelfth blind suite", () => {
  it("'what did each city earn' over a table with no city column asks about the city, never groups by the money it earned", () => {
    const read = parseQuestion("What did each city earn at the food festival?", stalls);
    expect(read.kind).toBe("clarify");
    if (read.kind !== "clarify") return;
    expect(read.about).toBe("column");
    expect(read.question).toContain('"city"');
    expect(read.options).toEqual(["oras", "taraba"]);
    // A grouping the table names is read as before.
    const named = specOf("what did each taraba earn?", stalls);
    expect(groups(named)).toEqual(["taraba"]);
    expect(measures(named)).toEqual(["sum(total_lei)"]);
  });

  it("a negated verb of being before a number column counts the rows where it is 0: 'haven't been paid (at all)'", () => {
    for (const question of ["how many lessons haven't been paid at all?", "how many lessons were not paid", "how many lessons weren't paid"]) {
      const spec = specOf(question, lessons);
      expect(filters(spec), question).toEqual(["AMOUNT_PAID = 0"]);
      expect(measures(spec), question).toEqual(["count(*)"]);
    }
    // Not negated: above 0, as before.
    expect(filters(specOf("how many lessons have been paid", lessons))).toEqual(["AMOUNT_PAID > 0"]);
  });
});
