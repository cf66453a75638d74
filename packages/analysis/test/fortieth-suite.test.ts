import { describe, expect, it } from "vitest";
import { deriveColumns, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the fortieth blind suite's failures and by misses of earlier
// suites left over from the last session.
const today = { today: "2026-11-30" };

// The columns' words as a Slovak dictionary glosses them (glossTable of @modular-planner/glossary-dictd).
const hours = { word: "hodiny", glosses: ["clock", "watch", "classes", "clocks", "hours", "oclock"] };
const jobs: AnalysisTable = {
  name: "zakazky",
  rows: 120,
  columns: [
    { name: "cislo", type: "string" },
    { name: "typ_prace", type: "string", values: ["oprava", "servis", "montaz"] },
    { name: "klient", type: "string", values: ["obec", "firma"] },
    { name: "hodiny_teren", type: "number", words: [hours, { word: "teren", glosses: ["ground", "terrain"] }] },
    { name: "hodiny_kancelaria", type: "number", words: [hours, { word: "kancelaria", glosses: [] }] },
    {
      name: "pocet_bodov",
      type: "number",
      words: [
        { word: "pocet", glosses: ["count", "number"] },
        { word: "bodov", glosses: ["points"] },
      ],
    },
    { name: "cena", type: "number" },
  ],
};
// What a Slovak dictionary gives these words ("hodín", hours, as "o'clock"; "teréne", in the field, as "ground").
const glosses = { pocet: "count", hodin: "o clock", terene: "ground", typu: "kind", prace: "chore" };

describe("two words naming one column with a preposition between them (Slovak 'hodín v teréne')", () => {
  it("'hodín v teréne' (hours in the field) is hodiny_teren, not a question which hours column", () => {
    const spec = specOf("Priemerný počet hodín v teréne podľa typu práce", jobs, { ...today, glosses });
    expect(measures(spec)).toEqual(["avg(hodiny_teren)"]);
  });
  it("'hodín v kancelárii' (hours in the office) is hodiny_kancelaria", () => {
    const spec = specOf("Priemerný počet hodín v kancelárii podľa typu práce", jobs, { ...today, glosses });
    expect(measures(spec)).toEqual(["avg(hodiny_kancelaria)"]);
  });
});

describe("a case form kept over its gloss only where the dictionary glosses the column's word so too", () => {
  it("'stalni kupci proti ostalim' groups by stalni_kupec: 'kupci' glossed 'constituency' is read through its gloss, not as ocena_kupca", () => {
    const sales: AnalysisTable = {
      name: "prodaja",
      rows: 200,
      columns: [
        { name: "racun", type: "string" },
        {
          name: "stalni_kupec",
          type: "string",
          values: ["da", "ne"],
          valueGlosses: { da: ["yes"], ne: ["no"] },
          words: [
            { word: "stalni", glosses: ["permanent", "regular"] },
            { word: "kupec", glosses: ["buyer", "customer"] },
          ],
        },
        {
          name: "reklamacija",
          type: "string",
          values: ["da", "ne"],
          valueGlosses: { da: ["yes"], ne: ["no"] },
          words: [{ word: "reklamacija", glosses: ["complaint"] }],
        },
        {
          name: "ocena_kupca",
          type: "number",
          words: [
            { word: "ocena", glosses: ["rating"] },
            { word: "kupca", glosses: ["buyer"] },
          ],
        },
        { name: "znesek_eur", type: "number" },
      ],
    };
    const spec = specOf("št. reklamacij: stalni kupci proti ostalim", sales, {
      ...today,
      glosses: { stalni: "permanent", kupci: "constituency", proti: "towards", ostalim: "other" },
    });
    expect(groups(spec)).toEqual(["stalni_kupec"]);
  });
});

// A padel club's court bookings, made up: the row key says what the rows are, a true/false column shares their verb.
const courts: AnalysisTable = {
  name: "padel_sessions",
  rows: 400,
  columns: [
    { name: "Booking Ref", type: "string" },
    { name: "Start Time", type: "timestamp" },
    { name: "Court", type: "string", values: ["Centre", "North", "Indoor"] },
    { name: "Players", type: "number" },
    { name: "Booked Online", type: "boolean" },
    { name: "Racket Rental", type: "boolean" },
    { name: "Lights Hire", type: "boolean" },
    { name: "Status", type: "string", values: ["Played", "Cancelled", "No Show"] },
    { name: "Session Minutes", type: "number" },
    { name: "Total EUR", type: "number" },
  ],
};

describe("the rows named by their key, and a column's name over a value it resembles", () => {
  it("'the number of bookings' counts every row when the key is Booking Ref (not the rows where Booked Online)", () => {
    const spec = specOf("Return a pie chart of the number of bookings for each Court", courts, today);
    expect(filters(spec)).toEqual([]);
    expect(groups(spec)).toEqual(["Court"]);
  });
  it("'Players' as written is the column Players, not the value Played of Status", () => {
    const spec = specOf("Draw a scatter chart about the correlation between Players and Total EUR", courts, today);
    expect(filters(spec)).toEqual([]);
    expect(spec.select).toEqual(["Players", "Total EUR"]);
  });
  it("'sessions played each month' counts the rows, not Session Minutes (the rows' noun beside a unit)", () => {
    const spec = specOf("sessions actually played each month - line chart pls", courts, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["Status in Played"]);
  });
  it("'the average total per player' is in the unit of a player (Players counts them), no group per number of players", () => {
    const spec = specOf("What was the average Total EUR per player? Split by court.", courts, today);
    expect(measures(spec)).toEqual(["avg(Total EUR)"]);
    expect(groups(spec)).toEqual(["Court"]);
  });
  it("'rented rackets but didn't take lights': a verb of a true/false column's noun, and a negation over 'take a'", () => {
    const spec = specOf("How many bookings rented rackets but didn't take a lights hire?", courts, today);
    expect(filters(spec)).toEqual(["Racket Rental in true", "Lights Hire in false"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });
});

const workOrders: AnalysisTable = {
  name: "mnt_wo",
  rows: 300,
  columns: [
    { name: "wo_id", type: "string" },
    { name: "opn_dt", type: "date" },
    { name: "cls_dt", type: "date" },
    { name: "veh_typ", type: "string", values: ["VAN", "HGV", "CAR"] },
    { name: "chk_cd", type: "string", values: ["DLY", "WKY", "ACHK", "BCHK"] },
    { name: "prio_cat", type: "string", values: ["A", "B", "C"] },
    { name: "lbr_hrs", type: "number" },
    { name: "cost_usd", type: "number" },
  ],
};

describe("work-order shorthand", () => {
  it("'fleet type' is veh_typ, not cls_dt by a synonym of 'class' (a kind is no date)", () => {
    const spec = specOf("average cost for each fleet type", workOrders, today);
    expect(groups(spec)).toEqual(["veh_typ"]);
  });
  it("'man-hours' are the labour hours (lbr_hrs)", () => {
    const spec = specOf("total man-hours by vehicle type", workOrders, today);
    expect(measures(spec)).toEqual(["sum(lbr_hrs)"]);
  });
  it("'B checks' is the code BCHK (a letter, then its word abbreviated), left out, not the value B of prio_cat", () => {
    const spec = specOf("average cost by vehicle type, leaving out B checks", workOrders, today);
    expect(filters(spec)).toEqual(["chk_cd not_in BCHK"]);
  });
  it("opn_dt and cls_dt pair as open and close; 'the time to close' is the days between them, not the labour hours", () => {
    const derived = deriveColumns(workOrders);
    expect(derived.columns.map((column) => column.name)).toContain("duration_days");
    const spec = specOf("whats the average time to close in days, by vehicle type", derived, today);
    expect(measures(spec)).toEqual(["avg(duration_days)"]);
  });
  it("'parts money' is the parts column in dollars, not the table's total money", () => {
    const costs: AnalysisTable = {
      name: "wo_costs",
      rows: 200,
      columns: [
        { name: "wo_no", type: "string" },
        { name: "wo_dt", type: "date" },
        { name: "depot", type: "string", values: ["North", "South", "East", "West"] },
        { name: "lbr_usd", type: "number" },
        { name: "pts_usd", type: "number" },
        { name: "tot_usd", type: "number" },
      ],
    };
    const spec = specOf("Which 3 depots burned through the most parts money last year?", costs, today);
    expect(measures(spec)).toEqual(["sum(pts_usd)"]);
    expect(groups(spec)).toEqual(["depot"]);
  });
  it("'H1 2026' is January to June 2026", () => {
    const spec = specOf("total cost in H1 2026", workOrders, today);
    expect(filters(spec)).toEqual(["opn_dt between 2026-01-01|2026-07-01"]);
  });
});
