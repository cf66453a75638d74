import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms for the misses the forty-ninth blind suite found.
const today = { today: "2026-12-01" };

// A made-up van insurer's claims: UPPER_CASE, a reference per claim, a handler, a cover code TPO among others.
const vanClaims: AnalysisTable = {
  name: "VAN_CLAIMS",
  rows: 200,
  columns: [
    { name: "CLAIM_REF", type: "string" },
    { name: "LOSS_DATE", type: "date" },
    { name: "COVER", type: "string", values: ["TPO", "TPFT", "COMP"] },
    { name: "CAUSE", type: "string", values: ["THEFT", "FIRE", "COLLISION"] },
    { name: "ADJUSTER", type: "string", values: ["KHAN", "OWEN", "BELL"] },
    { name: "VEHICLE_AGE", type: "number" },
    { name: "PAID_GBP", type: "number" },
  ],
};

// A made-up observatory's nights: terse codes, its three telescopes named by their mirrors (0.6, 1.2 and 3.5 m).
const nights: AnalysisTable = {
  name: "scope_nights",
  rows: 150,
  columns: [
    { name: "night_dt", type: "date" },
    { name: "scope", type: "string", values: ["S06", "S12", "S35"] },
    { name: "cloud_hrs", type: "number" },
  ],
};

// A made-up alpaca farm's shearing shifts: Y/N flags, a head count, no column for the animals' kind.
const shearing: AnalysisTable = {
  name: "fleece_shift_log",
  rows: 90,
  columns: [
    { name: "day_ts", type: "timestamp" },
    { name: "crew", type: "string", values: ["A", "B"] },
    { name: "hd_cnt", type: "integer" },
    { name: "rain_stop", type: "string", values: ["Y", "N"] },
    { name: "fee_usd", type: "number" },
  ],
};

describe("the forty-ninth suite's misses, on made-up tables", () => {
  it("initials are not taken across an article or from a preposition: 'the proportion of' is no TPO", () => {
    const spec = specOf("Show the proportion of claims for each CAUSE with a pie chart", vanClaims, today);
    expect(filters(spec)).toEqual([]);
    expect(groups(spec)).toEqual(["CAUSE"]);
    // Written as a code, TPO is still the cover.
    expect(filters(specOf("how many TPO claims were there", vanClaims, today))).toEqual(["COVER in TPO"]);
  });

  it("a column named …_REF is an identifier: 'claim adjusters' rank the adjusters, not the claims", () => {
    const spec = specOf("top 2 claim adjusters by amount paid", vanClaims, today);
    expect(groups(spec)).toEqual(["ADJUSTER"]);
    expect(measures(spec)).toEqual(["sum(PAID_GBP)"]);
  });

  it("a misspelt synonym keeps its first letter: 'worry' is no 'lorry' (a vehicle), so a vague question is asked about", () => {
    expect(parseQuestion("which claims should I worry about?", vanClaims, today).kind).toBe("clarify");
  });

  it("a number's digits, its point left out, are the one code with them: 'the 1.2-metre' is S12", () => {
    const spec = specOf("total cloud hours on the 1.2-metre in 2025", nights, today);
    expect(filters(spec)).toContain("scope in S12");
    expect(measures(spec)).toEqual(["sum(cloud_hrs)"]);
  });

  it("'held' is no skeleton of hd (head), and a passive's 'by' before a flag's words is that flag, not a grouping", () => {
    const spec = specOf("How many shifts were held up by rain in 2025?", shearing, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual([]);
    expect(filters(spec)).toContain("rain_stop in Y");
    // Without a passive, "by" still groups.
    expect(groups(specOf("count of shifts by rain stop", shearing, today))).toEqual(["rain_stop"]);
  });

  it("'how many alpacas did we shear' and 'alpacas shorn per month' total the one count column", () => {
    const asked = specOf("How many alpacas did we shear in March 2025?", shearing, today);
    expect(measures(asked)).toEqual(["sum(hd_cnt)"]);
    const charted = specOf("plot alpacas shorn per month over 2025 as a line chart", shearing, today);
    expect(measures(charted)).toEqual(["sum(hd_cnt)"]);
    expect(groups(charted)).toEqual(["day_ts:month"]);
    // Rows named with the verb are still counted.
    expect(measures(specOf("plot shifts per month over 2025 as a line chart", shearing, today))).toEqual(["count(*)"]);
  });
});

// A made-up climbing wall's classes: a start and finish timestamp pair, a booking channel, a duration derived from the pair.
const classes: AnalysisTable = {
  name: "wall_class_log",
  rows: 120,
  columns: [
    { name: "strt_ts", type: "timestamp" },
    { name: "fin_ts", type: "timestamp" },
    { name: "instr", type: "string", values: ["Ana", "Bo"] },
    { name: "booking_channel", type: "string", values: ["app", "desk", "phone"] },
    { name: "fee_gbp", type: "number" },
    {
      name: "duration_minutes",
      type: "number",
      derived: { kind: "duration", from: "strt_ts", to: "fin_ts", unit: "minute" },
    },
  ],
};

// A made-up web host's renewals: camelCase, a column of domain extensions written with their dot.
const renewals: AnalysisTable = {
  name: "hostRenewals",
  rows: 150,
  columns: [
    { name: "renewedAt", type: "timestamp" },
    { name: "tld", type: "string", values: [".uk", ".ai", ".shop"] },
    { name: "years", type: "integer" },
    { name: "priceUsd", type: "number" },
  ],
};

describe("the forty-ninth suite's misses, second part", () => {
  it("'by start hour' bins the date column the word names, and 'what time do … start' asks no duration", () => {
    expect(groups(specOf("count of classes by start hour", classes, today))).toEqual(["strt_ts:hour"]);
    expect(groups(specOf("count of classes by finish hour", classes, today))).toEqual(["fin_ts:hour"]);
    const spec = specOf("what time do classes usually start? count of classes by start hour pls", classes, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual(["strt_ts:hour"]);
  });

  it("an extension named without its dot is the value with it, and a domain's extension is its tld", () => {
    expect(filters(specOf("how many renewals for ai domains in 2026", renewals, today))).toContain("tld in .ai");
    expect(groups(specOf("average years renewed per domain extension", renewals, today))).toEqual(["tld"]);
  });

  it("'a pie chart of how people booked' groups by the column of the ways they did (booking_channel)", () => {
    const spec = specOf("can I get a pie chart of how people booked their classes in 2026?", classes, today);
    expect(groups(spec)).toEqual(["booking_channel"]);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(spec.chart).toBe("pie");
  });
});
