import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, specOf } from "./helpers.js";

// Made up for these tests (issue #19): every blind suite in a new language had a request to delete rows whose verb no
// list knew, and it was answered as a listing of those rows. The verbs below are invented; only the shape is real: an
// imperative first, "all" or the table or the file named, no reading asked for.
const today = { today: "2026-12-01" };

// A made-up rope-access firm's jobs, named in a made-up language: two-valued flags, a date, a price.
const jobs: AnalysisTable = {
  name: "obrat_kordu",
  rows: 300,
  columns: [
    { name: "numer", type: "string" },
    { name: "data", type: "date", days: 600 },
    { name: "kwartal", type: "string", values: ["nord", "sud", "ost"] },
    { name: "stornat", type: "string", values: ["ja", "nej"] },
    { name: "pris", type: "number" },
  ],
};

describe("a command led by a verb no list knows, over the table's rows as a whole", () => {
  it("is refused when it says 'all' in a language of the quantifier list, or names the table or the file, and asks for no reading", () => {
    for (const question of [
      "Vrelkit an holl obrat stornat eus an daolenn, mar plij.",
      "Zorbat totu sas obrat de su 2025 dae su file",
      "Plonkare tutti gli obrat di nord",
      "Skrumpa allar obrat úr talvuni",
      "please frobnicate every obrat in the ost kwartal",
      // (A Celtic prefix before a vowel: "a h-uile", all.)
      "Flùrbaibh a h-uile obrat stornat",
    ]) {
      const result = parseQuestion(question, jobs, today);
      expect(result, question).toMatchObject({ kind: "refuse" });
      if (result.kind === "refuse") {
        expect(result.reason).toMatch(/no verb I know/);
        expect(result.reason).toMatch(/"show"/);
      }
    }
  });

  it("is not refused when it asks for a count, a total, an order or a chart, is a question, or names no whole", () => {
    // A reading word the lexicon knows, in any position.
    expect(parseQuestion("Vrelkit the total pris of all obrat in 2025", jobs, today).kind).not.toBe("refuse");
    expect(parseQuestion("Vrelkit how many obrat in the file were stornat", jobs, today).kind).not.toBe("refuse");
    // A question mark: asked, not ordered.
    expect(parseQuestion("Vrelkit all the obrat from nord?", jobs, today).kind).not.toBe("refuse");
    // Neither "all" nor the table nor the file: a rows listing led by a word nothing reads stays a listing.
    const listed = specOf("Vrelkit obrat from nord", jobs, today);
    expect(filters(listed)).toEqual(["kwartal in nord"]);
  });

  it("is not refused when the first word is one the parser reads: a column's word, a value, a known verb, the rows' noun", () => {
    expect(parseQuestion("nord obrat in 2025, all of them", jobs, today).kind).toBe("spec");
    expect(parseQuestion("show all the obrat from nord in the table", jobs, today).kind).toBe("spec");
    expect(parseQuestion("obrat from nord, all of them from the file", jobs, today).kind).toBe("spec");
  });
});
