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
