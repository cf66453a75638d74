import { describe, expect, it } from "vitest";
import { type AnalysisTable, linkColumns, parseQuestion } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the twenty-ninth blind suite's failures.
const jumps: AnalysisTable = {
  name: "jumpBookings",
  rows: 100,
  columns: [
    { name: "bookingRef", type: "string" },
    { name: "sessionDate", type: "date" },
    { name: "startHour", type: "integer" },
    { name: "sessionType", type: "string", values: ["Open Jump", "Toddler", "Birthday Party"] },
    { name: "parkSite", type: "string", values: ["Sheffield", "Leeds"] },
    { name: "jumpers", type: "integer" },
    { name: "isMember", type: "boolean", values: [true, false] },
    { name: "bookedOnline", type: "boolean", values: [true, false] },
    { name: "totalGbp", type: "number" },
  ],
};
const tests: AnalysisTable = {
  name: "vehicle_tests",
  rows: 100,
  columns: [
    { name: "Test No", type: "string" },
    { name: "Result", type: "string", values: ["Pass", "Fail"] },
    { name: "Odometer Km", type: "integer" },
    { name: "Fee EUR", type: "number" },
  ],
};
const calls: AnalysisTable = {
  name: "ems_call_log",
  rows: 300,
  columns: [
    { name: "inc_no", type: "string" },
    { name: "call_dt", type: "date" },
    { name: "pri", type: "string", values: ["P1", "P2", "P3"] },
    { name: "unit_typ", type: "string", values: ["ALS", "BLS"] },
    { name: "resp_min", type: "number" },
    { name: "scn_min", type: "number" },
    { name: "chg_usd", type: "number" },
  ],
};
const today = "2026-11-28";

describe("the rows' own noun names no flag", () => {
  it("'bookings' of jumpBookings is not bookedOnline", () => {
    const spec = specOf("Show the number of bookings for each sessionType in a stacked bar chart, stacked by isMember", jumps);
    expect(filters(spec)).toEqual([]);
    expect(groups(spec)).toEqual(["sessionType", "isMember"]);
    expect(filters(specOf("How many bookings had between 10 and 15 jumpers?", jumps))).toEqual(["jumpers between 10|15"]);
  });

  it("nor is 'booked', their verb", () => {
    expect(filters(specOf("How many jumpers were booked in the last 90 days?", jumps, { today }))).toEqual(["sessionDate relative last|90|day|2026-11-28"]);
  });

  it("the flag's own word still names it", () => {
    expect(measures(specOf("how many bookings were made online?", jumps))).toEqual(["sum(bookedOnline)"]);
  });
});

describe("numbers", () => {
  it("'with 200,000 to 300,000 km' is a range of the column in km, with no lead word", () => {
    const spec = specOf("Number of tests on vehicles with 200,000 to 300,000 km on the clock, by result", tests);
    expect(filters(spec)).toEqual(["Odometer Km between 200000|300000"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'priority 1 calls' is the code P1 of pri: its initial and the number", () => {
    expect(filters(specOf("how many priority 2 calls in 2025", calls))).toContain("pri in P2");
  });

  it("'in minutes' between two columns in minutes is read by the words of the question, not by a date's 'last'", () => {
    const spec = specOf("average response time in minutes for priority 1 calls last quarter", calls, { today });
    expect(measures(spec)).toEqual(["avg(resp_min)"]);
    expect(filters(spec)).toEqual(["call_dt relative previous|1|quarter|2026-11-28", "pri in P1"]);
  });
});

describe("abbreviations", () => {
  it("a whole word is no abbreviation of a much longer one: 'sitzungsart' is not startHour; 'chkin' still is checkin", () => {
    expect(linkColumns("sitzungsart", jumps.columns)[0]?.column).not.toBe("startHour");
    expect(linkColumns("checkin", [{ name: "chkin_dt", type: "date" }])[0]?.column).toBe("chkin_dt");
  });
});

describe("vague", () => {
  it("'Show me how the ambulances are doing' asks which measure, as 'How are the crews doing?' does", () => {
    const ambulances: AnalysisTable = {
      name: "calls",
      rows: 10,
      columns: [
        { name: "unit_typ", type: "string", values: ["ALS", "BLS"] },
        { name: "resp_min", type: "number" },
      ],
    };
    expect(parseQuestion("Show me how the ambulances are doing.", ambulances).kind).toBe("clarify");
    expect(parseQuestion("How are the ambulances doing?", ambulances).kind).toBe("clarify");
  });
});

describe("values", () => {
  it("the last word of a value of several words names it, in either number: 'kids' parties' is Birthday Party", () => {
    // (Not one thing judged, "the hamam"; not a phrase's last word, "members" of Cancelled by Member.)
    const spa: AnalysisTable = {
      name: "spa_visits",
      rows: 10,
      columns: [
        { name: "service", type: "string", values: ["traditional hamam", "foam massage"] },
        { name: "outcome", type: "string", values: ["Completed", "Cancelled by Member"] },
        { name: "price", type: "number" },
      ],
    };
    expect(parseQuestion("Is the hamam doing well?", spa).kind).toBe("clarify");
    expect(filters(specOf("How many members paid more than 50?", spa))).toEqual(["price > 50"]);
    expect(filters(specOf("Total takings in pounds from kids' parties in Sheffield", jumps))).toEqual([
      "sessionType in Birthday Party",
      "parkSite in Sheffield",
    ]);
  });
});
