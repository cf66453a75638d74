import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-fourth blind suite found.
const today = { today: "2026-12-01" };

// A made-up Sardinian cheese shop's orders: Sardinian names and values, eja/nono flags.
const orders: AnalysisTable = {
  name: "ordinos_casu",
  rows: 300,
  columns: [
    { name: "numeru", type: "string" },
    { name: "data", type: "date", days: 600 },
    { name: "casu", type: "string", values: ["pecorinu", "fiore sardu", "casizolu"] },
    { name: "provenientzia", type: "string", values: ["Sardigna", "Itàlia", "Germania"] },
    { name: "canale", type: "string", values: ["situ", "telèfonu", "butega"] },
    { name: "annullada", type: "string", values: ["eja", "nono"] },
    { name: "votu", type: "integer" },
    { name: "totale_eur", type: "number" },
  ],
};

// A made-up music-lesson platform: camelCase, a booking time before the lesson's start and end, true/false flags.
const lessons: AnalysisTable = {
  name: "musicLessons",
  rows: 300,
  columns: [
    { name: "lessonId", type: "string" },
    { name: "bookedAt", type: "timestamp", days: 600 },
    { name: "startsAt", type: "timestamp", days: 600 },
    { name: "endedAt", type: "timestamp", days: 600 },
    { name: "instrument", type: "string", values: ["piano", "guitar", "violin"] },
    { name: "isTrial", type: "boolean" },
    { name: "platformFeeUsd", type: "number" },
  ],
};

describe("the fifty-fourth suite's misses, on made-up tables", () => {
  it("Sardinian: 'cantas', months, 'de su 2025', 'pro cada', 'chene', a chart named, eja/nono, and a request to take rows out", () => {
    const august = specOf("Cantas ordinos amus àpidu in austu de su 2025?", orders, today);
    expect(measures(august)).toEqual(["count(*)"]);
    expect(filters(august)).toEqual(["data between 2025-08-01|2025-09-01"]);
    const total = specOf("Su totale in euros pro cada provenièntzia in su 2026, chene sos ordinos annullados", orders, today);
    expect(groups(total)).toEqual(["provenientzia"]);
    expect(filters(total)).toEqual(["data between 2026-01-01|2027-01-01", "annullada in nono"]);
    const chart = specOf("Faghe·mi unu gràficu a barras orizontales de su votu mèdiu pro cada casu", orders, today);
    expect(measures(chart)).toEqual(["avg(votu)"]);
    expect(chart.chart).toBe("horizontal_bar");
    expect(detectDestructiveRequest("Boga totu sas rigas de su 2025 dae su file e sarva·lu").destructive).toBe(true);
  });

  it("a flag right before the rows' noun, counted per group, filters ('how many cancelled orders per channel')", () => {
    const spec = specOf("how many cancelled orders per channel", orders, today);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["annullada in eja"]);
    // (Per month too: a month without one is no row.)
    const metronome: AnalysisTable = { ...lessons, columns: [...lessons.columns, { name: "usedMetronome", type: "boolean" }] };
    const monthly = specOf("how many lessons used a metronome, per month in 2025?", metronome, today);
    expect(measures(monthly)).toEqual(["count(*)"]);
    expect(filters(monthly)).toContain("usedMetronome in true");
    const trials = specOf("no. of trial lessons per instrument in 2025", lessons, today);
    expect(measures(trials)).toEqual(["count(*)"]);
    expect(filters(trials)).toContain("isTrial in true");
  });

  it("with nothing naming a date, a booking time is not the rows' time: the column named as their start is", () => {
    expect(groups(specOf("total platform fees per year", lessons, today))).toEqual(["startsAt:year"]);
  });

  it("a span of the day ('between 6pm and 9pm') on the rows' time; 'and anything cancelled' is left out as the flag before it", () => {
    expect(filters(specOf("lessons starting between 6pm and 9pm - how many per instrument?", lessons, today))).toEqual([
      "startsAt relative from_time|1080|day",
      "startsAt relative before_time|1260|day",
    ]);
    const cancellable: AnalysisTable = { ...lessons, columns: [...lessons.columns, { name: "isCancelled", type: "boolean" }] };
    expect(filters(specOf("lessons per instrument, leaving out trials and anything cancelled", cancellable, today))).toEqual([
      "isTrial in false",
      "isCancelled in false",
    ]);
  });

  it("French: 'par tournée' groups by a round (tournée, réguliers in the lexicon)", () => {
    const rounds: AnalysisTable = {
      name: "gutter_jobs",
      rows: 200,
      columns: [
        { name: "Job No", type: "string" },
        { name: "Round", type: "string", values: ["North", "South"] },
        { name: "Regular", type: "boolean" },
        { name: "Total Price", type: "number" },
      ],
    };
    const spec = specOf("Nombre de jobs chez des clients réguliers, par tournée", rounds, today);
    expect(groups(spec)).toEqual(["Round"]);
  });

  it("a booking is dated by what was booked unless its own date is named ('bookings per month' over bkd_dt and pu_ts)", () => {
    const hires: AnalysisTable = {
      name: "canoe_hire_bkg",
      rows: 300,
      columns: [
        { name: "bkg_ref", type: "string" },
        { name: "bkd_dt", type: "date", days: 600 },
        { name: "pu_ts", type: "timestamp", days: 600 },
        { name: "rtn_ts", type: "timestamp", days: 600 },
        { name: "base", type: "string", values: ["Ely", "Wroxham"] },
        { name: "tot_gbp", type: "number" },
      ],
    };
    expect(groups(specOf("line chart of bookings per month in 2026, one line per base", hires, today))).toEqual(["pu_ts:month", "base"]);
    expect(filters(specOf("total revenue this year by base", hires, today))).toEqual(["pu_ts relative this|1|year|2026-12-01"]);
    // (Named by its own verb, the booking's date is meant.)
    expect(filters(specOf("how many hires were booked in 2025?", hires, today))).toEqual(["bkd_dt between 2025-01-01|2026-01-01"]);
  });
});
