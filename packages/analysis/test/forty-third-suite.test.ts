import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms for the misses the forty-second blind suite left, and those the
// forty-third found.
const today = { today: "2026-11-30" };

// A made-up Basque cider house's tastings: names in Basque, a rating on a 1–5 scale named by no English word.
const tastings: AnalysisTable = {
  name: "dastaketak",
  rows: 240,
  columns: [
    { name: "zenbakia", type: "string" },
    { name: "data", type: "date" },
    { name: "herria", type: "string", values: ["Astigarraga", "Hernani", "Usurbil"] },
    { name: "pertsonak", type: "integer", range: { min: 2, max: 14 } },
    { name: "prezioa_eur", type: "number" },
    { name: "puntuazioa", type: "integer", range: { min: 1, max: 5 } },
  ],
};

describe("a rating is the table's one integer column on a rating's scale", () => {
  it("'average rating' and 'avg score' over a 1–5 column named in a language the lexicon lacks", () => {
    for (const question of ["average rating by herria", "avg score per herria"]) {
      const spec = specOf(question, tastings, today);
      expect(measures(spec)).toEqual(["avg(puntuazioa)"]);
      expect(groups(spec)).toEqual(["herria"]);
    }
  });

  it("not a count of people (2 to 14), and not when two columns are on a scale", () => {
    const noScale: AnalysisTable = {
      ...tastings,
      columns: tastings.columns.map((column) => (column.name === "puntuazioa" ? { name: column.name, type: column.type } : column)),
    };
    expect(parseQuestion("average rating by herria", noScale, today).kind).toBe("clarify");
    const twoScales: AnalysisTable = {
      ...tastings,
      columns: [...tastings.columns, { name: "garbitasuna", type: "integer", range: { min: 1, max: 5 } }],
    };
    expect(parseQuestion("average rating by herria", twoScales, today).kind).toBe("clarify");
  });
});
