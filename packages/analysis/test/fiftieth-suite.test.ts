import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms for the misses the fiftieth blind suite found.
const today = { today: "2026-12-01" };

// A made-up Maltese bakery's orders: Maltese names and values, iva/le flags.
const bakery: AnalysisTable = {
  name: "ordnijiet_forn",
  rows: 200,
  columns: [
    { name: "data_ordni", type: "date" },
    { name: "prodott", type: "string", values: ["ħobż", "ftira", "pastizzi"] },
    { name: "kanal", type: "string", values: ["ħanut", "online"] },
    { name: "kwantita", type: "integer" },
    { name: "total_eur", type: "number" },
    { name: "turist", type: "string", values: ["iva", "le"] },
  ],
};

// A made-up print studio's jobs: a timestamp pair and its duration, a money total, a level that counts no one.
const jobs: AnalysisTable = {
  name: "print_jobs",
  rows: 300,
  columns: [
    { name: "strt_ts", type: "timestamp", days: 600 },
    { name: "end_ts", type: "timestamp", days: 600 },
    { name: "printer", type: "string", values: ["P1", "P2"] },
    { name: "playerLevel", type: "integer" },
    { name: "inc_flg", type: "string", values: ["Y", "N"] },
    { name: "tot_gbp", type: "number" },
    { name: "duration_minutes", type: "number", derived: { kind: "duration", from: "strt_ts", to: "end_ts", unit: "minute" } },
  ],
};

describe("the fiftieth suite's misses, on made-up tables", () => {
  it("Maltese: articles joined to their nouns, 'kemm-il' (how many), 'fl-2026', 'mill-ogħla għall-inqas'", () => {
    const sold = specOf("Liema prodott biegħna l-iktar fl-2026? Uri l-kwantità totali ta' kull prodott, mill-ogħla għall-inqas.", bakery, today);
    expect(measures(sold)).toEqual(["sum(kwantita)"]);
    expect(groups(sold)).toEqual(["prodott"]);
    expect(filters(sold)).toEqual(["data_ordni between 2026-01-01|2027-01-01"]);
    const counted = specOf("Kemm-il ordni saru fil-ħanut?", bakery, today);
    expect(filters(counted)).toEqual(["kanal in ħanut"]);
    // English words over Maltese columns: "products", "qty".
    expect(groups(specOf("which 2 products brought in the least money in 2025?", bakery, today))).toEqual(["prodott"]);
  });

  it("'both dates included' is the range's, no flag named 'inc'", () => {
    const spec = specOf("What did we take in total for jobs from 1 March to 31 May 2026, both dates included?", jobs, today);
    expect(filters(spec)).toEqual(["strt_ts between 2026-03-01|2026-06-01"]);
  });

  it("'the busy hours' are the grouping's hours, and a level counts no people", () => {
    const spec = specOf("how many jobs start in each hour of the day? want to see when the busy hours are", jobs, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual(["strt_ts:hour_of_day"]);
    expect(measures(specOf("which day of the week do people print the most? number of jobs per weekday", jobs, today))).toEqual(["count(*)"]);
  });
});

describe("people counted in two columns", () => {
  const lounge: AnalysisTable = {
    name: "LOUNGE_ENTRIES",
    rows: 200,
    columns: [
      { name: "ENTERED_AT", type: "timestamp", days: 500 },
      { name: "ADULTS", type: "integer" },
      { name: "CHILDREN", type: "integer" },
      { name: "FEE_GBP", type: "number" },
    ],
  };

  it("'how many people … count adults and kids' adds the two columns counting people; 'average adults and children' stays two", () => {
    const spec = specOf("How many people came through each quarter of 2025? count adults and kids", lounge, today);
    expect(measures(spec)).toEqual(["sum(ADULTS)"]);
    expect(spec.measures[0]!.plus).toEqual(["CHILDREN"]);
    expect(measures(specOf("average adults and children per quarter", lounge, today))).toEqual(["avg(ADULTS)", "avg(CHILDREN)"]);
  });
});
