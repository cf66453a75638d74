import { describe, expect, it } from "vitest";
import { deriveColumns, linkColumns, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-fifth blind suite's failures.
const towing: AnalysisTable = {
  name: "TOW_JOBS",
  rows: 200,
  columns: [
    { name: "JOB_ID", type: "string" },
    { name: "JOB_DT", type: "date" },
    { name: "AREA", type: "string", values: ["CTY", "NTH", "STH", "RUR"] },
    { name: "PRIO", type: "string", values: ["UR", "NRM", "BKD"] },
    { name: "DRV", type: "string", values: ["ANA", "BEN", "DEV"] },
    { name: "OOH_FLG", type: "string", values: ["Y", "N"] },
    { name: "CALL_HR", type: "number" },
    { name: "RESP_MIN", type: "number" },
    { name: "TOW_KM", type: "number" },
    { name: "FEE_USD", type: "number" },
  ],
};
const boats: AnalysisTable = {
  name: "boatHireTrips",
  rows: 200,
  columns: [
    { name: "tripId", type: "string" },
    { name: "tripDate", type: "date" },
    { name: "boatClass", type: "string", values: ["Dinghy 4m", "Cruiser 8m", "Cruiser 12m"] },
    { name: "skipperName", type: "string", values: ["Ana", "Ben"] },
    { name: "hoursOut", type: "number" },
    { name: "bookedHours", type: "number" },
    { name: "heaviestCatchKg", type: "number" },
    { name: "iceKg", type: "number" },
    { name: "lengthM", type: "number" },
    { name: "totalEur", type: "number" },
  ],
};
const surveys: AnalysisTable = deriveColumns({
  name: "bridge_inspections",
  rows: 200,
  columns: [
    { name: "Inspection Ref", type: "string" },
    { name: "Bridge", type: "string", values: ["Mill Lane", "Weir Road", "Church Hill"] },
    { name: "Started At", type: "timestamp" },
    { name: "Ended At", type: "timestamp" },
    { name: "Delay Hours", type: "number" },
    { name: "Crew", type: "number" },
    { name: "Cost GBP", type: "number" },
  ],
});

describe("columns named as written", () => {
  it("a camelCase column named whole is the column, even when its words look like events ('bookedHours')", () => {
    const spec = specOf("Draw a scatter chart about the correlation between bookedHours and totalEur", boats);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["bookedHours", "totalEur"]);
    expect(spec.chart).toBe("scatter");
  });

  it("'X time' names a date or time column called 'X-ed At'", () => {
    expect(filters(specOf("Which inspections have no end time recorded?", surveys))).toEqual(["Ended At is_null true"]);
  });

  it("'response time' names a number column held in minutes (RESP_MIN), not the hour of the call", () => {
    expect(measures(specOf("average response time per area", towing))).toEqual(["avg(RESP_MIN)"]);
  });

  it("a flag named by its initials and a flag word: 'out of hours jobs' of OOH_FLG", () => {
    expect(filters(specOf("how many out-of-hours jobs per driver", towing))).toEqual(["OOH_FLG in Y"]);
    // (Not across an article: "the central" is no TC.)
    const roads: AnalysisTable = {
      name: "road_jobs",
      rows: 100,
      columns: [
        { name: "job_dt", type: "date" },
        { name: "ward", type: "string", values: ["CTR", "NTH"] },
        { name: "tc_flg", type: "boolean" },
      ],
    };
    expect(measures(specOf("How many jobs were logged in the central ward?", roads))).toEqual(["count(*)"]);
    const lifts: AnalysisTable = {
      name: "lift_jobs",
      rows: 100,
      columns: [
        { name: "job_dt", type: "date" },
        { name: "rgn", type: "string", values: ["LDN", "MAN"] },
        { name: "ot_flg", type: "boolean" },
        { name: "tot_gbp", type: "number" },
      ],
    };
    const sum = specOf("Show a bar chart of the sum of tot gbp for each rgn", lifts);
    expect(measures(sum)).toEqual(["sum(tot_gbp)"]);
    expect(filters(sum)).toEqual([]);
    expect(linkColumns("of tot", lifts.columns)).toEqual([]);
    expect(linkColumns("the other", lifts.columns)).toEqual([]);
    expect(linkColumns("over time", lifts.columns)[0]?.column).toBe("ot_flg");
  });
});

describe("common short forms", () => {
  it("'ht' is height, misspelt too ('hieght')", () => {
    const hedges: AnalysisTable = {
      name: "hedge_cuts",
      rows: 100,
      columns: [
        { name: "cut_dt", type: "date" },
        { name: "ht_cm", type: "number" },
        { name: "n_bags", type: "number" },
      ],
    };
    expect(measures(specOf("average height of the hedges", hedges))).toEqual(["avg(ht_cm)"]);
    expect(measures(specOf("whats the avrage hieght of the hedges", hedges))).toEqual(["avg(ht_cm)"]);
  });
});

describe("dates and spans", () => {
  it("'since the start of 2025' and 'until the end of 2025' are the edges of the year", () => {
    expect(filters(specOf("How many trips since the start of 2025?", boats))).toEqual(["tripDate >= 2025-01-01"]);
    expect(filters(specOf("How many trips until the end of 2025?", boats))).toEqual(["tripDate < 2026-01-01"]);
  });

  it("'from start to finish' measures the table's one span, in the unit asked", () => {
    const spec = specOf("Average hours on site at Mill Lane, from start to finish", surveys);
    expect(measures(spec)).toEqual(["avg(duration_minutes)"]);
    expect(spec.measures[0]!.factor).toBeCloseTo(1 / 60);
    expect(filters(spec)).toEqual(["Bridge in Mill Lane"]);
  });
});

describe("comparisons, negations and codes", () => {
  it("a comparative names the column with the same adjective in another degree ('heavier than' heaviestCatchKg)", () => {
    expect(filters(specOf("How many trips per boat class were heavier than 20 kg?", boats))).toEqual(["heaviestCatchKg > 20"]);
  });

  it("'outside the X' leaves the value X out (and is no code OUT-like value of its own)", () => {
    const spec = specOf("average resp minutes outside the CTY, per area", towing);
    expect(filters(spec)).toEqual(["AREA not_in CTY"]);
  });

  it("a two-letter code of a word's first letters, before the rows' noun: 'urgent call-outs' UR", () => {
    expect(filters(specOf("how many urgent call-outs per driver", towing))).toEqual(["PRIO in UR"]);
  });

  it("an amount and unit written another way names a value: '12-metre cruiser' of 'Cruiser 12m'", () => {
    expect(filters(specOf("How many trips has the 12-metre cruiser done?", boats))).toEqual(["boatClass in Cruiser 12m"]);
  });

  it("a list asked for in a second sentence lists those columns", () => {
    const result = parseQuestion("Which inspections have no end time recorded? Give me the inspection refs and bridges", surveys);
    expect(result.kind).toBe("spec");
    if (result.kind !== "spec") return;
    expect(result.spec.select).toEqual(["Inspection Ref", "Bridge"]);
    expect(groups(result.spec)).toEqual([]);
  });
});

describe("rows whose end has not come", () => {
  const repairs = deriveColumns(
    {
      name: "SHOE_REPAIRS",
      rows: 200,
      columns: [
        { name: "TKT_NO", type: "string" },
        { name: "IN_DT", type: "date" },
        { name: "QUOTE_DT", type: "date" },
        { name: "RETURN_DT", type: "date" },
        { name: "PRICE", type: "number" },
      ],
    },
    { ordered: [["IN_DT", "RETURN_DT"]] },
  );

  it("'still waiting to get X' over two of three dates the data orders: the end named is empty", () => {
    const spec = specOf("How many repairs are we still waiting to get returned?", repairs);
    expect(filters(spec)).toEqual(["RETURN_DT is_null true"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });
});

describe("a share of the rows of one kind", () => {
  const checks: AnalysisTable = {
    name: "boiler_checks",
    rows: 200,
    columns: [
      { name: "Check Ref", type: "string" },
      { name: "Boiler Model", type: "string", values: ["Baxi 800", "Worcester 4000", "Ideal Logic"] },
      { name: "Result", type: "string", values: ["Passed", "Re-test Needed", "Condemned"] },
      { name: "Cost GBP", type: "number" },
    ],
  };

  it("a hyphenated word of one value names it: 'needed a re-test' of 'Re-test Needed', within the Worcester checks", () => {
    const spec = specOf("What share of the checks on the Worcester boilers needed a re-test, as a percentage?", checks);
    expect(filters(spec)).toEqual(["Boiler Model in Worcester 4000"]);
    expect(spec.measures[0]!.where?.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`)).toEqual(["Result in Re-test Needed"]);
    expect(spec.measures[0]!.percent).toBe(true);
  });
});

describe("values glossed, and an average per nothing", () => {
  const landings: AnalysisTable = {
    name: "kutua_samaki",
    rows: 300,
    columns: [
      { name: "risiti", type: "string" },
      { name: "jinsia", type: "string", values: ["mwanamke", "mwanamume"], valueGlosses: { mwanamke: ["woman"], mwanamume: ["man"] } },
      { name: "malipo_ksh", type: "number" },
    ],
  };

  it("an irregular plural names a value by its gloss: 'women vs men' of mwanamke/mwanamume", () => {
    expect(groups(specOf("average malipo ksh for women vs men", landings))).toEqual(["jinsia"]);
  });

  it("'average X per <noun>' where nothing is called so is per row, not a question back", () => {
    const spec = specOf("average malipo ksh per landing", landings);
    expect(measures(spec)).toEqual(["avg(malipo_ksh)"]);
    expect(groups(spec)).toEqual([]);
  });
});
