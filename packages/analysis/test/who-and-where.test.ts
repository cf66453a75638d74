import { describe, expect, it } from "vitest";
import { type AnalysisTable } from "../src/index.js";
import { groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): "who" and "where" asked of tables whose people and places are not named so.
const today = { today: "2026-12-02" };

// A made-up osteopathy practice: the practitioner's column named by a role ("Osteo"), the people served only as rows.
const osteo: AnalysisTable = {
  name: "osteo_visits",
  rows: 300,
  columns: [
    { name: "Visit Ref", type: "string" },
    { name: "Visit Date", type: "date", days: 500 },
    { name: "Osteo", type: "string", values: ["Hemi", "Kiri", "Lena", "Tane"] },
    { name: "Visit Kind", type: "string", values: ["First", "Follow-Up"] },
    { name: "Fee EUR", type: "number" },
  ],
};

// A made-up glass recycler's weighbridge: a "seller" column that holds kinds of seller, and a yard crew column of names.
const glass: AnalysisTable = {
  name: "glassTickets",
  rows: 300,
  columns: [
    { name: "ticketNo", type: "string" },
    { name: "weighedAt", type: "timestamp", days: 400 },
    { name: "sellerType", type: "string", values: ["public", "trade", "council"] },
    { name: "colour", type: "string", values: ["clear", "green", "amber"] },
    { name: "netKg", type: "integer" },
    { name: "loader", type: "string", values: ["Dean", "Marek", "Priya", "Shauna"] },
  ],
};

// A made-up olive-oil wholesaler with its places in a cut-short column name ("rgn") and customers as ids.
const oil: AnalysisTable = {
  name: "oil_ord",
  rows: 300,
  columns: [
    { name: "ord_no", type: "string" },
    { name: "dt_ord", type: "date", days: 500 },
    { name: "cust_id", type: "string" },
    { name: "reg", type: "string", values: ["NTH", "STH", "EST", "WST"] },
    { name: "grade", type: "string", values: ["EVOO", "VOO", "LAMP"] },
    { name: "qty_l", type: "number" },
    { name: "amt_net", type: "number" },
  ],
};

// Two columns of places: which is meant is not said.
const trips: AnalysisTable = {
  name: "van_trips",
  rows: 200,
  columns: [
    { name: "trip_id", type: "string" },
    { name: "from_depot", type: "string", values: ["Leeds", "York"] },
    { name: "to_depot", type: "string", values: ["Hull", "Selby"] },
    { name: "miles", type: "number" },
  ],
};

describe("who: the people a row serves, counted", () => {
  it('"who saw the most patients" is the practitioner with the most visits (a role-named column, one person)', () => {
    const spec = specOf("who saw the most patients", osteo, today);
    expect(groups(spec)).toEqual(["Osteo"]);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(spec.limit).toBe(1);
  });

  it('a column named for a kind of seller is no person: "who loaded the most tickets" is the crew column of names', () => {
    const spec = specOf("who loaded the most tickets", glass, today);
    expect(groups(spec)).toEqual(["loader"]);
    expect(spec.limit).toBe(1);
    const kg = specOf("who handled the most kg", glass, today);
    expect(groups(kg)).toEqual(["loader"]);
    expect(measures(kg)).toEqual(["sum(netKg)"]);
  });
});

describe("where: the table's one column of places", () => {
  it('"where did we sell the most oil" ranks the places by the money taken, one place', () => {
    const spec = specOf("where did we sell the most oil", oil, today);
    expect(groups(spec)).toEqual(["reg"]);
    expect(measures(spec)).toEqual(["sum(amt_net)"]);
    expect(spec.limit).toBe(1);
  });

  it('"where were most orders placed" counts the rows a place (a cut-short "reg" is a region)', () => {
    const spec = specOf("where were most orders placed", oil, today);
    expect(groups(spec)).toEqual(["reg"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("two columns of places: none is taken for the place asked", () => {
    // (Without the guard the first, from_depot, would be answered as if asked.)
    const spec = specOf("where did the most trips go", trips, today);
    expect(groups(spec)).toEqual([]);
  });
});
