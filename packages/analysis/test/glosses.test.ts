import { describe, expect, it } from "vitest";
import { tokenize, type AnalysisTable } from "../src/index.js";
import { measures, specOf } from "./helpers.js";

// Glosses as a bilingual dictionary gives them (`@modular-planner/glossary-dictd`), made up for these tests.
describe("a dictionary's glosses in the parser", () => {
  it("a question's gloss is used after the lexicon, never for a month, a number or a stop word", () => {
    const glosses = { reservas: "bookings", marzo: "margin", tres: "trees", sala: "hall" };
    expect(tokenize("cuántas reservas por sala en marzo", new Set(), () => false, glosses).map((token) => token.word)).toEqual([
      "how",
      "many",
      "bookings",
      "by",
      "room",
      "en",
      "marzo",
    ]);
    // The lexicon's "room" wins over the gloss "hall"; "marzo" stays a month for the date reader.
  });

  it("whether a measure is averaged by nature is not read from a gloss ('masa': mass, score)", () => {
    const yard: AnalysisTable = {
      name: "dvoriste",
      columns: [
        { name: "grad", type: "string", values: ["Split", "Zadar"], words: [{ word: "grad", glosses: ["city", "town"] }] },
        {
          name: "masa_kg",
          type: "number",
          words: [
            { word: "masa", glosses: ["bulk", "mass", "score"] },
            { word: "kg", glosses: [] },
          ],
        },
      ],
    };
    const spec = specOf("masa per city", yard);
    expect(measures(spec)).toEqual(["sum(masa_kg)"]);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["grad"]);
  });
});
