import { describe, expect, it } from "vitest";
import { compileSql, deriveColumns, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the forty-second blind suite's failures.
const today = { today: "2026-11-30" };

// A made-up tuna cannery's line runs: codes, one-letter shifts, Y/N flags read as booleans.
const runs: AnalysisTable = {
  name: "cnry_runs",
  rows: 300,
  columns: [
    { name: "run_no", type: "string" },
    { name: "run_dt", type: "date" },
    { name: "ln", type: "string", values: ["L1", "L2", "L3"] },
    { name: "shft", type: "string", values: ["D", "N"] },
    { name: "sp_cd", type: "string", values: ["YFN", "SKJ", "ALB", "BET"] },
    { name: "mkt", type: "string", values: ["DOM", "CAN", "MEX", "JPN", "UAE"] },
    { name: "trays", type: "integer" },
    { name: "boxes", type: "integer" },
    { name: "pk_pct", type: "number" },
    { name: "bp_flg", type: "boolean" },
    { name: "rev_usd", type: "number" },
  ],
};

// A made-up bus depot's breakdown tickets, camelCase with a pair of dates and flags.
const breakdowns: AnalysisTable = deriveColumns(
  {
    name: "busBreakdowns",
    rows: 260,
    columns: [
      { name: "ticketId", type: "string" },
      { name: "notifiedDate", type: "date" },
      { name: "resolvedDate", type: "date" },
      { name: "depotTown", type: "string", values: ["Leeds", "York", "Hull"] },
      { name: "busModel", type: "string", values: ["E400", "B5L", "Streetlite"] },
      { name: "failedComponent", type: "string", values: ["Brakes", "Doors", "Engine", "Gearbox"] },
      { name: "partInStock", type: "boolean" },
      { name: "isUnderWarranty", type: "boolean" },
      { name: "causedCancellation", type: "boolean" },
      { name: "downtimeMin", type: "integer" },
      { name: "labourHours", type: "number" },
      { name: "partCostGbp", type: "number" },
    ],
  },
  // (The data shows every repair on or after its report.)
  { ordered: [["notifiedDate", "resolvedDate"]] },
);

// A made-up mobility-assistance desk at a station, with Title Case names and Yes/No flags read as booleans.
const assists: AnalysisTable = {
  name: "station_assists",
  rows: 300,
  columns: [
    { name: "Request No", type: "string" },
    { name: "Requested At", type: "timestamp" },
    { name: "Platform", type: "string", values: ["P1", "P2", "P3"] },
    { name: "Train Operator", type: "string", values: ["Northern", "TransPennine", "LNER"] },
    { name: "Direction", type: "string", values: ["Arrival", "Departure"] },
    { name: "Assistance Type", type: "string", values: ["WCHR", "WCHS", "WCHC", "BLND"] },
    { name: "Equipment", type: "string", values: ["Wheelchair", "Buggy", "Ramp", "None"] },
    { name: "Missed Train", type: "boolean" },
    { name: "Wait Minutes", type: "integer" },
    { name: "Escort Minutes", type: "integer" },
  ],
};

// A made-up Tagalog market stall co-operative's sales (Tagalog names and values, oo/hindi flags).
const benta: AnalysisTable = {
  name: "mga_benta",
  rows: 280,
  columns: [
    { name: "numero", type: "string" },
    { name: "petsa", type: "date" },
    { name: "sangay", type: "string", values: ["Quiapo", "Divisoria", "Baclaran"] },
    { name: "bansang_pinagmulan", type: "string", values: ["Estados Unidos", "Saudi Arabia", "Hapon"] },
    { name: "kasarian", type: "string", values: ["lalaki", "babae"] },
    { name: "layunin", type: "string", values: ["pang-araw-araw", "matrikula", "pagpapagamot"] },
    { name: "halaga_usd", type: "integer" },
    { name: "halaga_php", type: "number" },
    { name: "nakuha", type: "string", values: ["oo", "hindi"] },
  ],
};

describe("ranges, codes and values written short", () => {
  it("two numbers joined by a dash are a range ('a wait of 20-30 mins'), not a year and month or a code", () => {
    expect(tokenize("wait was 20-30 mins, 60–70% in 2024-05, ASE-300001").map((token) => token.word)).toEqual([
      "wait",
      "was",
      "20",
      "to",
      "30",
      "mins",
      "60",
      "to",
      "70%",
      "in",
      "2024-05",
      "ase-300001",
    ]);
    const spec = specOf("requests where the wait was 20-30 mins, count per platform", assists, today);
    expect(filters(spec)).toEqual(["Wait Minutes between 20|30"]);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(groups(spec)).toEqual(["Platform"]);
  });
  it("a long word one letter off a value is that value, not a code guessed from its letters ('wheelchiar')", () => {
    const spec = specOf("how many requets used a buggy vs a wheelchiar, by arrivals/departures", assists, today);
    expect(filters(spec)).toContain("Equipment in Buggy|Wheelchair");
    expect(filters(spec).some((filter) => filter.startsWith("Assistance Type"))).toBe(false);
    expect(groups(spec)).toEqual(["Equipment", "Direction"]);
  });
  it("a capital code with an inner vowel begins the word it stands for: 'cartons' is no CAN, 'unclaimed' no UAE", () => {
    expect(filters(specOf("how many boxes did we ship to Japan and how many cartons to Canada", runs, today))).toEqual(["mkt in JPN|CAN"]);
    expect(filters(specOf("how many trays of skipjack were there, and how many cartons?", runs, today))).toEqual(["sp_cd in SKJ"]);
    expect(filters(specOf("total trays unclaimed per line", runs, today))).toEqual([]);
    // (The word's own last vowel may end the code: "suite" is STE.)
    const rooms: AnalysisTable = {
      name: "stays",
      rows: 9,
      columns: [
        { name: "rm_typ", type: "string", values: ["STD", "STE", "DLX"] },
        { name: "nts", type: "integer" },
      ],
    };
    expect(filters(specOf("how many suite stays were there", rooms, today))).toEqual(["rm_typ in STE"]);
  });
  it("the first letters of one value: 'arr vs dep' of Arrival and Departure; 'SK only' of the code SKJ", () => {
    const spec = specOf("avg wait for WCHC pax, arr vs dep", assists, today);
    expect(filters(spec)).toEqual(["Assistance Type in WCHC", "Direction in Arrival|Departure"]);
    expect(groups(spec)).toEqual(["Direction"]);
    expect(filters(specOf("SK only: total rev $ and boxes per line", runs, today))).toEqual(["sp_cd in SKJ"]);
    // (Four letters are a word as often: "the mini" is no Minivan; three that begin two values name neither.)
    // (Three letters only of a column of two values: "car" is no Cardiff among cities.)
    const cities: AnalysisTable = {
      name: "sessions",
      rows: 9,
      columns: [
        { name: "city", type: "string", values: ["Cardiff", "Leeds", "York"] },
        { name: "kwh", type: "number" },
      ],
    };
    expect(filters(specOf("average kwh per car at the Leeds chargers", cities, today))).toEqual(["city in Leeds"]);
  });
  it("one-letter codes named before their column ('night shift' N, 'nite shift vs days' compared)", () => {
    expect(filters(specOf("average packout on night shift", runs, today))).toEqual(["shft in N"]);
    const spec = specOf("whats the avrage packout on nite shift vs days for skipjak", runs, today);
    expect(groups(spec)).toEqual(["shft"]);
    expect(filters(spec)).toEqual(["sp_cd in SKJ"]);
    expect(measures(spec)).toEqual(["avg(pk_pct)"]);
  });
  it("'Leaving the Bigeye out' leaves a value out", () => {
    const table = {
      ...runs,
      columns: runs.columns.map((column) => (column.name === "sp_cd" ? { ...column, values: ["YFN", "SKJ", "ALB", "Bigeye"] } : column)),
    };
    expect(filters(specOf("Leaving the Bigeye out, what's the average packout for each line?", table, today))).toEqual(["sp_cd not_in Bigeye"]);
  });
});

describe("measures: what is counted, summed and converted", () => {
  it("carton is a box, a part a component; 'packout' is pack and out", () => {
    expect(measures(specOf("how many cartons did we pack for Japan", runs, today))).toEqual(["sum(boxes)"]);
    expect(groups(specOf("avg downtime by failed part", breakdowns, today))).toEqual(["failedComponent"]);
    expect(measures(specOf("average packout per line", runs, today))).toEqual(["avg(pk_pct)"]);
  });
  it("'how many trays …, and how many cartons' sums both: 'how many' before a number column's word is its total", () => {
    const spec = specOf("How many trays of skipjack did we run for the Japan export program, and how many cartons did they pack out to?", runs, today);
    expect(measures(spec)).toEqual(["sum(trays)", "sum(boxes)"]);
    expect(filters(spec)).toEqual(["sp_cd in SKJ", "mkt in JPN"]);
  });
  it("'in hours' is the unit asked for, not a second measure; 'hours of downtime' converts too", () => {
    const spec = specOf("Leeds tickets: avg downtime in hours by failed part", breakdowns, today);
    expect(measures(spec)).toEqual(["avg(downtimeMin)"]);
    expect(spec.measures[0]!.factor).toBeCloseTo(1 / 60);
    const totals = specOf("what have we spent on parts, how many labour hours went in, and how many hours of downtime in total?", breakdowns, today);
    expect(measures(totals)).toEqual(["sum(partCostGbp)", "sum(labourHours)", "sum(downtimeMin)"]);
    expect(totals.measures[2]!.factor).toBeCloseTo(1 / 60);
  });
  it("'avg days from notification to resolution' is the duration derived from the pair of dates", () => {
    const spec = specOf("Which 2 bus models get fixed fastest? avg days from notification to resolution", breakdowns, today);
    expect(measures(spec)).toEqual(["avg(notifiedDate_to_resolvedDate_days)"]);
    expect(spec.limit).toBe(2);
    expect(spec.orderBy[0]).toMatchObject({ by: "notifiedDate_to_resolvedDate_days", direction: "asc" });
  });
  it("a currency's name picks the money column in that currency, and the main money of several in it", () => {
    expect(measures(specOf("total in pesos per sangay", benta, today))).toEqual(["sum(halaga_php)"]);
    expect(measures(specOf("average amount in dollars per sangay", benta, today))).toEqual(["avg(halaga_usd)"]);
  });
});

describe("groupings, flags and charts", () => {
  it("a chart's word after 'by' or 'per' is the column named so ('Split by line please'); no pie for 'split by'", () => {
    const spec = specOf("How many runs packed out between 60 and 70 percent? Split by line please", runs, today);
    expect(groups(spec)).toEqual(["ln"]);
    expect(filters(spec)).toEqual(["pk_pct between 60|70"]);
    expect(spec.chart).not.toBe("pie");
    expect(specOf("total boxes by line as a line chart", runs, today).chart).toBe("line");
  });
  it("no pie is guessed for an average ('… by failed part')", () => {
    expect(specOf("avg downtime by failed part", breakdowns, today).chart).not.toBe("pie");
  });
  it("'top 2 depots by labour hrs' ranks by the hours' total; 'by avg downtime mins' keeps the average", () => {
    expect(measures(specOf("top 2 depots by labour hrs on out-of-warranty buses", breakdowns, today))).toEqual(["sum(labourHours)"]);
    expect(measures(specOf("top 2 depots by avg downtime mins", breakdowns, today))).toEqual(["avg(downtimeMin)"]);
  });
  it("'out-of-warranty' is isUnderWarranty false", () => {
    expect(filters(specOf("top 2 depots by labour hrs on out-of-warranty buses", breakdowns, today))).toEqual(["isUnderWarranty in false"]);
  });
  it("the initials of a flag are not read across another column's whole name ('boxes packed' is boxes, not BP_FLG)", () => {
    const spec = specOf("boxes packed per line last quarter", runs, today);
    expect(measures(spec)[0]).toBe("sum(boxes)");
    expect(measures(spec)).not.toContain("sum(bp_flg)");
  });
  it("'Which operators had passengers miss their train, and how many each?' groups by the operator", () => {
    const spec = specOf("Which operators had passengers miss their train, and how many each?", assists, today);
    expect(groups(spec)).toEqual(["Train Operator"]);
    expect(filters(spec)).toContain("Missed Train in true");
    // (A noun of two words, its last the plural.)
    expect(groups(specOf("Which train operators had passengers miss their train?", assists, today))).toEqual(["Train Operator"]);
  });
  it("a grouping's words end at its clause's verb: 'in each DC actually took …' is by the DC, not 'down'", () => {
    const table: AnalysisTable = {
      ...breakdowns,
      columns: [...breakdowns.columns, { name: "distributionCentre", type: "string", values: ["North", "South"] }],
    };
    expect(groups(specOf("what % of failures in each DC actually took a bus off the road (cancellation)?", table, today))).toEqual(["distributionCentre"]);
  });
});

describe("Tagalog, and values glossed by the lexicon", () => {
  it("reads Tagalog questions: 'ilan … hindi para sa …, ayon sa …', 'magkano ang kabuuang … sa piso …, kada …'", () => {
    const counted = specOf("Ilan ang benta na hindi para sa pang-araw-araw, ayon sa layunin?", benta, today);
    expect(filters(counted)).toEqual(["layunin not_in pang-araw-araw"]);
    expect(groups(counted)).toEqual(["layunin"]);
    expect(measures(counted)).toEqual(["count(*)"]);
    const total = specOf("Magkano ang kabuuang halaga sa piso mula sa Hapon, kada sangay?", benta, today);
    expect(measures(total)).toEqual(["sum(halaga_php)"]);
    expect(filters(total)).toEqual(["bansang_pinagmulan in Hapon"]);
    expect(groups(total)).toEqual(["sangay"]);
    const lowest = specOf("Aling dalawang sangay ang may pinakamababang kabuuang halaga (USD) ngayong taon?", benta, today);
    expect(lowest.limit).toBe(2);
    expect(lowest.orderBy[0]).toMatchObject({ by: "halaga_usd", direction: "asc" });
    expect(filters(lowest)).toEqual(["petsa relative this|1|year|2026-11-30"]);
  });
  it("Tagalog particles are read only in a Tagalog question: 'may' stays a month and 'Hindi' a value in English", () => {
    const languages: AnalysisTable = {
      name: "calls",
      rows: 10,
      columns: [
        { name: "call_date", type: "date" },
        { name: "language", type: "string", values: ["Hindi", "Tamil", "English"] },
        { name: "minutes", type: "integer" },
      ],
    };
    expect(filters(specOf("total minutes of Hindi calls", languages, today))).toEqual(["language in Hindi"]);
    expect(tokenize("calls in may").map((token) => token.word)).toContain("may");
    expect(tokenize("ilang benta ang may halaga").map((token) => token.word)).toContain("has");
  });
  it("a value's English from the lexicon ('tuition' matrikula, 'men' lalaki); America and the Filipino names of countries", () => {
    const spec = specOf("How much did men in America send home for tuition, in pesos?", benta, today);
    expect(filters(spec)).toContain("layunin in matrikula");
    expect(filters(spec)).toContain("bansang_pinagmulan in Estados Unidos");
    expect(filters(spec)).toContain("kasarian in lalaki");
    expect(measures(spec)).toEqual(["sum(halaga_php)"]);
  });
  it("without Tagalog in it, a question keeps asking which of two columns a word names", () => {
    expect(parseQuestion("total halaga per sangay", benta, today).kind).toBe("clarify");
  });
});

const recent = await duckdbWith(
  "CREATE TABLE recent_visits AS SELECT * FROM (VALUES (DATE '2026-08-31', 'A'), (DATE '2026-09-01', 'A'), (DATE '2026-09-02', 'B'), (DATE '2026-11-29', 'B')) t(visit_date, site)",
);

describe("the last N days of current data", () => {
  const table: AnalysisTable = {
    name: "recent_visits",
    rows: 4,
    columns: [
      { name: "visit_date", type: "date" },
      { name: "site", type: "string", values: ["A", "B"] },
    ],
  };
  it("are the N days before today and today: 'the last 90 days' on 2026-11-30 starts on 2026-09-01", async () => {
    const spec = specOf("visits in the last 90 days", table, today);
    const query = compileSql(spec, "recent_visits", table.columns);
    const rows = await recent.runAndReadAll(query.sql, query.params as never);
    expect(Number(rows.getRows()[0]![0])).toBe(3);
  });
});
