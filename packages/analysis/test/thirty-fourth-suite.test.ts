import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-fourth blind suite's failures.
const spraying: AnalysisTable = {
  name: "sprayer_log",
  rows: 200,
  columns: [
    { name: "job_no", type: "string" },
    { name: "job_dt", type: "date" },
    { name: "frm", type: "string", values: ["HLF", "OAK", "BRN"] },
    { name: "opr", type: "string", values: ["JB", "KT", "LM"] },
    { name: "fld_c", type: "number" },
    { name: "chem_l", type: "number" },
    { name: "sprd_wd", type: "number" },
    { name: "cost_eur", type: "number" },
  ],
};
const orchards: AnalysisTable = {
  name: "apple_boxes",
  rows: 200,
  columns: [
    { name: "Box No", type: "string" },
    { name: "Packed On", type: "date" },
    { name: "Shipped On", type: "date" },
    { name: "Variety", type: "string", values: ["Cox", "Bramley", "Gala"] },
    { name: "Packer Name", type: "string", values: ["Ann Lee", "Raj Patel", "Tom Hart"] },
    { name: "Shed Temp (°C)", type: "number" },
    { name: "Weight (kg)", type: "number" },
    { name: "Buyer", type: "string", values: ["Export", "Local"] },
    { name: "Revenue (€)", type: "number" },
  ],
};
const meets: AnalysisTable = {
  name: "SwimMeetEntries",
  rows: 200,
  columns: [
    { name: "EntryId", type: "string" },
    { name: "MeetDate", type: "date" },
    { name: "MeetName", type: "string", values: ["Spring Gala 50m", "County 100m", "Open Meet 200m"] },
    { name: "SwimmerName", type: "string" },
    { name: "EntryRoute", type: "string", values: ["Online", "PostalForm"] },
    { name: "EntryFeeEur", type: "number" },
  ],
};

describe("numbers and units", () => {
  it("a number after a minus sign is negative, and 'colder than' compares downwards", () => {
    const cold = specOf("How many jobs per farm where the field was colder than -3 °C", spraying);
    expect(filters(cold)).toEqual(["fld_c < -3"]);
    expect(groups(cold)).toEqual(["frm"]);
    expect(filters(specOf("How many jobs where fld c was below −2", spraying))).toEqual(["fld_c < -2"]);
  });

  it("a column measured in degrees (_c, °C) is a temperature", () => {
    expect(measures(specOf("average temperature by farm", spraying))).toEqual(["avg(fld_c)"]);
  });

  it("'the forecast X' describes a column; a forecast asked for is still not answered", () => {
    expect(filters(specOf("How many jobs where the forecast field temperature was below 0?", spraying))).toEqual(["fld_c < 0"]);
    expect(() => specOf("forecast the chemical use for next month", spraying)).toThrow(/unsupported a forecast/);
  });
});

describe("what is counted, and what is empty", () => {
  it("a column said to be missing is empty, a number's as well as a text's", () => {
    const missing = specOf("how many jobs are missing a field temperature?", spraying);
    expect(filters(missing)).toEqual(["fld_c is_null true"]);
    expect(measures(missing)).toEqual(["count(*)"]);
    expect(filters(specOf("how many boxes have no buyer?", orchards))).toEqual(["Buyer is_null true"]);
  });

  it("'different people' are the column of people, counted once each (the one whose values are names)", () => {
    const people = specOf("How many different people entered a meet in 2025?", meets, { today: "2026-11-28" });
    expect(measures(people)).toEqual(["count_distinct(SwimmerName)"]);
  });

  it("in a count of the table's rows, a place after 'in the' that is part of a number column's name is no measure", () => {
    const boxes = specOf("How many boxes are still waiting in the shed?", orchards);
    expect(measures(boxes)).toEqual(["count(*)"]);
  });

  it("a question of its own after 'of each and' is no grouping: 'how many of each and how much did they pay'", () => {
    const both = specOf("online vs postal entries - how many of each and how much did they pay in total?", meets);
    expect(groups(both)).toEqual(["EntryRoute"]);
    expect(measures(both)).toEqual(["count(*)", "sum(EntryFeeEur)"]);
  });
});

describe("verbs and nouns of events", () => {
  it("after 'how much <measure> did <subject>', the verb is no second measure nor a distribution", () => {
    const spread = specOf("how much chemical did OAK spread last month?", spraying, { today: "2026-11-28" });
    expect(spread.mode).toBe("aggregate");
    expect(measures(spread)).toEqual(["sum(chem_l)"]);
    expect(filters(spread)).toContain("frm in OAK");
  });

  it("a phrase with a word asking for a measure is no code of its initials: 'spraying spend' is no crew SS", () => {
    const cost = specOf("Monthly spraying spend for 2025 as an area chart", {
      ...spraying,
      columns: [...spraying.columns, { name: "crew", type: "string", values: ["SS", "AB"] }],
    });
    expect(filters(cost).filter((filter) => filter.startsWith("crew"))).toEqual([]);
    expect(measures(cost)).toEqual(["sum(cost_eur)"]);
  });

  it("a noun of the event a date column records picks that column: 'export sales in 2025' is Shipped On's year when sold is shipped", () => {
    const sold = {
      ...orchards,
      columns: orchards.columns.map((column) => (column.name === "Shipped On" ? { ...column, name: "Sold On" } : column)),
    };
    const sales = specOf("How much revenue came from export sales in 2025?", sold);
    expect(sales.filters.find((filter) => filter.temporal)?.column).toBe("Sold On");
    const shipments = specOf("How many shipments in 2025?", orchards);
    expect(shipments.filters.find((filter) => filter.temporal)?.column).toBe("Shipped On");
    // Without such a noun, the first date column.
    expect(specOf("How many boxes in 2025?", orchards).filters.find((filter) => filter.temporal)?.column).toBe("Packed On");
  });
});

describe("values named another way", () => {
  const results: AnalysisTable = {
    name: "SwimResults",
    rows: 200,
    columns: [
      { name: "MeetDate", type: "date" },
      { name: "MeetName", type: "string", values: ["Spring Gala", "County Open"] },
      { name: "Status", type: "string", values: ["Finished", "Disqualified", "Withdrawn"] },
      { name: "Grade", type: "string", values: ["Gold", "Silver", "Rejected"] },
      { name: "IsPersonalBest", type: "boolean", values: [true, false] },
      { name: "wedi_canslo", type: "string", values: ["ie", "na"], valueGlosses: { ie: ["yes"], na: ["nor", "not", "than"] } },
      { name: "pris", type: "number" },
    ],
  };

  it("those who did it, or the things it was done to, name a status of what was done: 'finishers' Finished, 'rejects' Rejected", () => {
    expect(filters(specOf("how many finishers at the Spring Gala?", results))).toEqual(["MeetName in Spring Gala", "Status in Finished"]);
    expect(filters(specOf("how many swims, not counting rejects?", results))).toEqual(["Grade not_in Rejected"]);
  });

  it("the initials of a true/false column's words after its 'is': 'PB' of IsPersonalBest", () => {
    const share = specOf("what percentage of finishers ran a PB?", results);
    expect(measures(share)).toEqual(["avg(IsPersonalBest)"]);
    expect(filters(share)).toEqual(["Status in Finished"]);
  });

  it("a column of two values the dictionary reads as yes and no is true/false: 'leaving out cancelled' keeps 'na'", () => {
    const kept = specOf("total pris leaving out cancelled swims", {
      ...results,
      columns: results.columns.map((c) => (c.name === "wedi_canslo" ? { ...c, name: "cancelled" } : c)),
    });
    expect(filters(kept)).toEqual(["cancelled in na"]);
  });
});

describe("dates", () => {
  it("a quarter of a year named by its ordinal, and the words of date phrases misspelt by a letter", () => {
    const today = { today: "2026-11-28" };
    expect(filters(specOf("how many swims in the first quarter of 2025", results2(), today))).toEqual(["MeetDate between 2025-01-01|2025-04-01"]);
    expect(filters(specOf("how many swims in the third quater of 2025", results2(), today))).toEqual(["MeetDate between 2025-07-01|2025-10-01"]);
    expect(filters(specOf("how many swims in the secnd half of 2025", results2(), today))).toEqual(["MeetDate between 2025-07-01|2026-01-01"]);
  });
});

function results2(): AnalysisTable {
  return {
    name: "swims",
    rows: 100,
    columns: [
      { name: "MeetDate", type: "date" },
      { name: "pris", type: "number" },
    ],
  };
}

describe("codes", () => {
  it("one word before a plural noun may be a two-letter code of the rows ('night runs': NT); alone it is not", () => {
    const runs: AnalysisTable = {
      name: "salting_log",
      rows: 100,
      columns: [
        { name: "run_no", type: "string" },
        { name: "shft", type: "string", values: ["AM", "PM", "NT"] },
        { name: "dpt", type: "string", values: ["MRD", "BRK"] },
        { name: "km", type: "number" },
      ],
    };
    expect(filters(specOf("how many night runs per depot?", runs))).toEqual(["shft in NT"]);
    expect(filters(specOf("how many runs per depot at night?", runs))).toEqual([]);
  });
});

describe("groupings", () => {
  it("a true/false column named exactly after 'by' is a grouping, though its name ends in 's' ('grouped by expres')", () => {
    const tailoring: AnalysisTable = {
      name: "zakazky",
      rows: 100,
      columns: [
        { name: "druh", type: "string", values: ["kabat", "saty"] },
        { name: "expres", type: "boolean", values: [true, false] },
        { name: "prace_min", type: "number" },
      ],
    };
    const grouped = specOf("Show the average prace min for each druh in a grouped bar chart, grouped by expres.", tailoring);
    expect(groups(grouped)).toEqual(["druh", "expres"]);
    expect(filters(grouped)).toEqual([]);
  });
});
