import { describe, expect, it } from "vitest";
import { deriveColumns, parseQuestion, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, measures, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a mobile bike mechanic's callouts, with the time of the call and of the arrival (issue #19).
const connection = await duckdbWith(`CREATE TABLE bike_callouts AS SELECT * FROM (VALUES
  ('C1', TIMESTAMP '2026-10-02 09:00', TIMESTAMP '2026-10-02 09:30', 'North', 'Puncture', 20, 40),
  ('C2', TIMESTAMP '2026-10-03 10:00', TIMESTAMP '2026-10-03 11:30', 'North', 'Chain', 35, 60),
  ('C3', TIMESTAMP '2026-10-04 11:00', TIMESTAMP '2026-10-04 11:20', 'South', 'Puncture', 15, 40),
  ('C4', TIMESTAMP '2026-10-05 12:00', TIMESTAMP '2026-10-05 14:00', 'South', 'Brakes', 50, 80)
) AS v(callout_id, call_time, arrival_time, area, fault, job_minutes, charge_eur)`);

const callouts: AnalysisTable = deriveColumns(
  {
    name: "bike_callouts",
    rows: 4,
    columns: [
      { name: "callout_id", type: "string" },
      { name: "call_time", type: "timestamp" },
      { name: "arrival_time", type: "timestamp" },
      { name: "area", type: "string", values: ["North", "South"] },
      { name: "fault", type: "string", values: ["Puncture", "Chain", "Brakes"] },
      { name: "job_minutes", type: "integer" },
      { name: "charge_eur", type: "integer" },
    ],
  },
  { ordered: [["call_time", "arrival_time"]] },
);

const courts: AnalysisTable = {
  name: "squash_bookings",
  rows: 200,
  columns: [
    { name: "bookingRef", type: "string" },
    { name: "playDate", type: "date" },
    { name: "courtName", type: "string", values: ["Indoor Glass", "Centre", "Garden"] },
    { name: "isIndoor", type: "boolean", values: [true, false] },
    { name: "usedLights", type: "boolean", values: [true, false] },
    { name: "isNoShow", type: "boolean", values: [true, false] },
    { name: "hasCoach", type: "boolean", values: [true, false] },
    { name: "durationMin", type: "integer" },
    { name: "daysAhead", type: "integer" },
    { name: "priceUsd", type: "number" },
  ],
};

describe("a wait is the span between two timestamps", () => {
  it("'the average wait by area' is the minutes from the call to the arrival, not the job's minutes", async () => {
    const question = "What's the average wait in minutes by area?";
    const spec = specOf(question, callouts);
    expect(measures(spec)).toEqual(["avg(call_time_to_arrival_time_minutes)"]);
    expect(await rowsOf(connection, question, callouts)).toEqual([
      ["North", 60],
      ["South", 70],
    ]);
  });

  it("'waited more than an hour' compares the span", async () => {
    const question = "How many customers waited more than an hour?";
    expect(filters(specOf(question, callouts))).toEqual(["call_time_to_arrival_time_minutes > 60"]);
    expect(await rowsOf(connection, question, callouts)).toEqual([[2]]);
  });

  it("'time spent on site' is a duration, not money; 'wernt' is 'were not'", async () => {
    const question = "avg time spent on site for jobs that wernt punctures";
    const spec = specOf(question, callouts);
    expect(measures(spec)).toEqual(["avg(job_minutes)"]);
    expect(filters(spec)).toEqual(["fault not_in Puncture"]);
    expect(await rowsOf(connection, question, callouts)).toEqual([[42.5]]);
  });
});

describe("numbers with units, and flags named in other ways", () => {
  it("'a 45-minute booking' is durationMin = 45, the price still the measure", () => {
    const spec = specOf("What's the average price of a 45-minute booking?", courts);
    expect(measures(spec)).toEqual(["avg(priceUsd)"]);
    expect(filters(spec)).toEqual(["durationMin = 45"]);
    expect(filters(specOf("how many 60 minute sessions", courts))).toEqual(["durationMin = 60"]);
  });

  it("'between a week and two weeks in advance' is daysAhead between 7 and 14", () => {
    const spec = specOf("How many bookings were made between a week and two weeks in advance?", courts);
    expect(filters(spec)).toEqual(["daysAhead between 7|14"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'no-show rate per court' is the share of the flag, not a column of rates or prices", () => {
    const spec = specOf("no-show rate per court, in percent", courts);
    expect(measures(spec)).toEqual(["avg(isNoShow)"]);
    expect(groups(spec)).toEqual(["courtName"]);
  });

  it("'under the floodlights' is usedLights (a compound ending in the column's word)", () => {
    expect(filters(specOf("How many games were played under the floodlights?", courts))).toEqual(["usedLights in true"]);
  });

  it("a compound names a true/false column's thing only: 'total PaidAmount' is PaidAmount, not TotalAmount's amount", () => {
    const owners: AnalysisTable = {
      name: "owners",
      rows: 20,
      columns: [
        { name: "OwnerName", type: "string", values: ["Ann", "Bo"] },
        { name: "PaidAmount", type: "number" },
        { name: "TotalAmount", type: "number" },
      ],
    };
    expect(measures(specOf("List the top 3 OwnerName and their total PaidAmount", owners))).toEqual(["sum(PaidAmount)"]);
  });

  it("'the indoor courts' is the flag isIndoor, not the one value with the word (Indoor Glass)", () => {
    const spec = specOf("How many coached sessions were booked on the indoor courts?", courts);
    expect([...filters(spec), ...measures(spec)].join(" ")).toContain("isIndoor");
    expect(filters(spec).join(" ")).not.toContain("courtName");
  });
});

describe("people a column counts, and 'not counting' in other languages", () => {
  it("'how many passengers' sums psgr_trp (psgr: passengers) rather than counting the jobs", () => {
    const lifts: AnalysisTable = {
      name: "lift_jobs",
      rows: 50,
      columns: [
        { name: "job_no", type: "string" },
        { name: "site_typ", type: "string", values: ["HSP", "OFC"] },
        { name: "psgr_trp", type: "integer" },
      ],
    };
    expect(measures(specOf("How many passengers got stuck in lifts at hospitals?", lifts))).toEqual(["sum(psgr_trp)"]);
  });

  it("'sin contar', 'sans compter' are 'not counting'", () => {
    const spec = specOf("¿Cuánto cobramos en total, sin contar los pinchazos puncture?", callouts);
    expect(filters(spec)).toEqual(["fault not_in Puncture"]);
  });
});

describe("a column of countries named by its word", () => {
  it("only when the word ends the mention: 'from each country pay us' groups by the country and sums the money", () => {
    const visits: AnalysisTable = {
      name: "visits",
      rows: 30,
      columns: [
        { name: "HOME_COUNTRY", type: "string", values: ["Germany", "France", "Spain"] },
        { name: "TOTAL_AMOUNT", type: "number" },
      ],
    };
    const spec = specOf("How much did visitors from each country pay us altogether?", visits);
    expect(groups(spec)).toEqual(["HOME_COUNTRY"]);
    expect(measures(spec)).toEqual(["sum(TOTAL_AMOUNT)"]);
  });
});

describe("after the twenty-seventh suite", () => {
  const jobs: AnalysisTable = {
    name: "tree_jobs",
    rows: 40,
    columns: [
      { name: "job_id", type: "string" },
      { name: "crw_ldr", type: "string", values: ["Al", "Bo"] },
      { name: "crw_sz", type: "integer" },
      { name: "inv_myr", type: "number" },
    ],
  };

  it("'How are the crews doing?' asks which measure (the crews are what is judged, not crw_sz)", () => {
    const result = parseQuestion("How are the crews doing?", jobs);
    expect(result.kind).toBe("clarify");
    if (result.kind === "clarify") expect(result.about).toBe("measure");
    // With a measure named, it is answered.
    expect(measures(specOf("how is each crew leader doing on inv myr", jobs))).toEqual(["sum(inv_myr)"]);
  });

  it("ringgit, baht, dirham, shekel are currencies: 'in ringgit' is the money column in MYR", () => {
    expect(measures(specOf("How much did we take in ringgit?", jobs))).toEqual(["sum(inv_myr)"]);
  });
});
