import { describe, expect, it } from "vitest";
import { type AnalysisTable, parseQuestion } from "../src/index.js";
import { filters, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-third blind suite's failures.
const lots: AnalysisTable = {
  name: "gardenSaleLots",
  rows: 200,
  columns: [
    { name: "lotId", type: "string" },
    { name: "saleDate", type: "date" },
    { name: "room", type: "string", values: ["North Hall", "Barn"] },
    { name: "category", type: "string", values: ["Tools", "Plants", "Furniture"] },
    { name: "hasReserve", type: "boolean", values: [true, false] },
    { name: "isReoffered", type: "boolean", values: [true, false] },
    { name: "wonByPhone", type: "boolean", values: [true, false] },
    { name: "bidCount", type: "integer" },
    { name: "hammerPriceGbp", type: "number" },
  ],
};
const flocks: AnalysisTable = {
  name: "dip_job_log",
  rows: 200,
  columns: [
    { name: "job_no", type: "string" },
    { name: "job_dt", type: "date" },
    { name: "brd", type: "string", values: ["MER", "ROM", "COR"] },
    { name: "rgn", type: "string", values: ["MWT", "STH", "NTH"] },
    { name: "hd_cnt", type: "integer" },
    { name: "wind_ms", type: "number" },
  ],
};

describe("words that are not what they look like", () => {
  it("a word with a prefix is another word, not a typo: 'offered' is not isReoffered", () => {
    const listed = specOf("How many lots were offered without a reserve?", lots);
    expect(filters(listed)).toEqual(["hasReserve in false"]);
  });

  it("a code's letters are not read across a verb: 'Merino went through' is no MWT, and Merino is the breed MER", () => {
    const merino = specOf("How many head of Merino went through the dip altogether?", flocks);
    expect(filters(merino)).toEqual(["brd in MER"]);
    expect(measures(merino)).toEqual(["sum(hd_cnt)"]);
  });

  it("'10 to 15 m/s' is a speed, not seconds: the jobs are counted, the wind filtered", () => {
    const windy = specOf("How many jobs were done with wind from 10 to 15 m/s?", flocks);
    expect(measures(windy)).toEqual(["count(*)"]);
    expect(filters(windy)).toEqual(["wind_ms between 10|15"]);
  });

  it("the French passive's 'a été' is no summer", () => {
    const passive = specOf("Combien de lots a été vendu, par catégorie ?", lots, { today: "2026-11-28" });
    expect(passive.filters.filter((filter) => filter.temporal)).toEqual([]);
  });
});

describe("what is measured", () => {
  it("money taken in adds up, though a price averages: 'what did each room take in hammer prices'", () => {
    expect(measures(specOf("What did each room take in hammer prices?", lots))).toEqual(["sum(hammerPriceGbp)"]);
    expect(measures(specOf("hammer price per room", lots))).toEqual(["avg(hammerPriceGbp)"]);
  });

  it("in a count of the table's own rows, a later word only guessed to abbreviate a number column says which rows", () => {
    const bidders = specOf("How many lots went to phone bidders?", lots);
    expect(measures(bidders)).toEqual(["count(*)"]);
    expect(filters(bidders)).toEqual(["wonByPhone in true"]);
  });
});

describe("a text column left empty when there is none", () => {
  const jobs: AnalysisTable = {
    name: "dip_jobs",
    rows: 200,
    columns: [
      { name: "job_no", type: "string" },
      { name: "inj_cd", type: "string", values: ["CUT", "BCK", "SLP"] },
      { name: "hd_cnt", type: "integer" },
    ],
  };

  it("'without an injury', 'without anyone getting an injury' are the rows where the code column is empty", () => {
    expect(filters(specOf("How many jobs went off without an injury?", jobs))).toEqual(["inj_cd is_null true"]);
    expect(filters(specOf("How many jobs went off without anyone getting an injury?", jobs))).toEqual(["inj_cd is_null true"]);
    // (A share of them: the rows where it is empty, out of all.)
    expect(specOf("What percentage of jobs had no injury?", jobs).measures[0]?.where).toEqual([
      { column: "inj_cd", operator: "is_null", values: [true], temporal: false },
    ]);
    // …and "had an injury" the rows where it has a value.
    expect(filters(specOf("how many jobs had an injury", jobs))).toEqual(["inj_cd is_null false"]);
  });
});

describe("a quantity of something named", () => {
  it("holds only that: 'how many tyre changes did we make' counts rows, not the wheels of wheel_qty", () => {
    const jobs: AnalysisTable = {
      name: "fitting_jobs",
      rows: 100,
      columns: [
        { name: "job_ref", type: "string" },
        { name: "branch", type: "string", values: ["Praha", "Brno"] },
        { name: "service", type: "string", values: ["tyre change", "puncture repair"] },
        { name: "wheel_qty", type: "integer" },
      ],
    };
    const changes = specOf("How many tyre changes did we make per branch?", jobs);
    expect(measures(changes)).toEqual(["count(*)"]);
    expect(filters(changes)).toEqual(["service in tyre change"]);
  });
});

describe("a judgement asked to be confirmed", () => {
  it("'Are the North sales going well?' asks which measure, as 'How are the North sales doing?' does", () => {
    const shops: AnalysisTable = {
      name: "shop_sales",
      rows: 50,
      columns: [
        { name: "sale_id", type: "string" },
        { name: "store", type: "string", values: ["North", "South"] },
        { name: "net_sales", type: "number" },
        { name: "units", type: "integer" },
      ],
    };
    for (const question of ["Are the North sales going well?", "Is the South store doing OK?", "How are the North sales doing?"])
      expect(parseQuestion(question, shops).kind, question).toBe("clarify");
    expect(parseQuestion("Are North sales higher than South sales?", shops).kind).not.toBe("clarify");
  });
});

describe("a head measured in a unit", () => {
  it("is not what 'how many' counts: 'how many jobs' of prace_min (work, job: in minutes) counts the rows", () => {
    const jobs: AnalysisTable = {
      name: "zakazky",
      rows: 80,
      columns: [
        { name: "cislo", type: "string" },
        {
          name: "typ_upravy",
          type: "string",
          values: ["zkraceni", "zuzeni"],
          words: [
            { word: "typ", glosses: ["type"] },
            { word: "upravy", glosses: ["alterations"] },
          ],
        },
        {
          name: "prace_min",
          type: "integer",
          words: [
            { word: "prace", glosses: ["work", "job"] },
            { word: "min", glosses: [] },
          ],
        },
      ],
    };
    expect(measures(specOf("How many jobs came in, broken down by type of alteration?", jobs))).toEqual(["count(*)"]);
    // …but the unit itself asked for is: "how many kilos of olives" of masline_kg.
    const pressings: AnalysisTable = {
      name: "prerada",
      rows: 80,
      columns: [
        { name: "broj", type: "string" },
        { name: "datum", type: "date" },
        {
          name: "masline_kg",
          type: "number",
          words: [
            { word: "masline", glosses: ["olives", "olive"] },
            { word: "kg", glosses: [] },
          ],
        },
      ],
    };
    expect(measures(specOf("How many kilos of olives did we press?", pressings))).toEqual(["sum(masline_kg)"]);
  });
});
