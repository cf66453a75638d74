import { describe, expect, it } from "vitest";
import { chooseChart, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-eighth blind suite found.
const today = { today: "2026-12-02" };

// A made-up e-bike repair shop: UPPER_SNAKE codes, a start/end pair, a 1/0-free boolean world.
const repairs: AnalysisTable = {
  name: "EBIKE_REPAIRS",
  rows: 300,
  columns: [
    { name: "RO_ID", type: "string" },
    { name: "START_TS", type: "timestamp", days: 600 },
    { name: "END_TS", type: "timestamp", days: 600 },
    { name: "FLEET", type: "string", values: ["Donkey", "Swapfiets", "Lime"] },
    { name: "AREA_CD", type: "string", values: ["NRD", "ZUI", "OST", "WST"] },
    { name: "JOB_CD", type: "string", values: ["TYR", "BRK", "BAT"] },
    { name: "ODO_KM", type: "integer" },
    { name: "NET_EUR", type: "number" },
    { name: "duration_minutes", type: "number" },
  ],
};

// A made-up harbour's kayak tours: PascalCase, a country code column, a status of two words, a true/false flag.
const kayaks: AnalysisTable = {
  name: "KayakTourBookings",
  rows: 300,
  columns: [
    { name: "BookingId", type: "string" },
    { name: "TourDate", type: "date", days: 600 },
    { name: "CustomerCountry", type: "string", values: ["US", "GB", "DE", "ZA"] },
    { name: "Status", type: "string", values: ["Paddled", "Wind Cancelled", "Guest Cancelled"] },
    { name: "SealsSpotted", type: "boolean" },
    { name: "Rating", type: "integer" },
    { name: "TotalUsd", type: "number" },
  ],
};

// A made-up birding guide's days: lower case words with spaces, a 1/0 "cancelled" column and a river.
const birding: AnalysisTable = {
  name: "guided_birding_days",
  rows: 300,
  columns: [
    { name: "trip id", type: "string" },
    { name: "trip date", type: "date", days: 600 },
    { name: "river", type: "string", values: ["Snake", "Clark Fork", "Bitterroot"] },
    { name: "tip usd", type: "number" },
    { name: "total usd", type: "number" },
    { name: "cancelled", type: "boolean" },
    { name: "duration_days", type: "number" },
  ],
};

describe("the fifty-eighth suite's misses, on made-up tables", () => {
  it("'3k-6k km' is a range of thousands on the km column, not a date (and never a parser crash)", () => {
    const spec = specOf("how many tyre jobs on bikes with 3k-6k km on the clock?", repairs, today);
    expect(filters(spec)).toContain("ODO_KM between 3000|6000");
    expect(measures(spec)).toEqual(["count(*)"]);
    // Two years joined by a dash stay two years.
    expect(tokenize("sales 2024-2025").map((token) => token.word)).not.toContain("to");
  });

  it("a plural naming a code column's head ('districts' of AREA_CD's kind) is that column, not a column of proper names", () => {
    expect(groups(specOf("which 2 areas had the lowest net € total in 2025", repairs, today))).toEqual(["AREA_CD"]);
  });

  it("'the hour they started', 'hour started': the hour of the day of the date column the verb names", () => {
    const spec = specOf("heatmap of repairs by weekday and the hour they started", repairs, today);
    expect(groups(spec)).toEqual(["START_TS:weekday", "START_TS:hour_of_day"]);
    expect(groups(specOf("repairs by hour started", repairs, today))).toEqual(["START_TS:hour_of_day"]);
  });

  it("'horiz bar' is a horizontal bar chart", () => {
    expect(specOf("avg net € per job, horiz bar sorted high to low", repairs, today).chart).toBe("horizontal_bar");
  });

  it("'us' in lower case is the pronoun, not the country US", () => {
    const spec = specOf("do seal sightings make people rate us higher? avg rating with vs without seals", kayaks, today);
    expect(filters(spec).some((filter) => filter.startsWith("CustomerCountry"))).toBe(false);
    expect(filters(specOf("total usd from the US", kayaks, today))).toContain("CustomerCountry in US");
  });

  it("a value of two words said apart ('cancelled because of the wind') is that value; German 'wegen des Windes abgesagt' too", () => {
    const spec = specOf("how many bookings per month were cancelled because of the wind in 2025", kayaks, today);
    expect(filters(spec)).toContain("Status in Wind Cancelled");
    expect(groups(spec)).toEqual(["TourDate:month"]);
    const german = specOf("Zeig mir als Balkendiagramm, wie viele Buchungen 2025 pro Monat wegen des Wetters abgesagt wurden", {
      ...kayaks,
      columns: kayaks.columns.map((column) => (column.name === "Status" ? { ...column, values: ["Paddled", "Weather Cancelled", "Guest Cancelled"] } : column)),
    });
    expect(filters(german)).toContain("Status in Weather Cancelled");
    expect(measures(german)).toEqual(["count(*)"]);
  });

  it("'days we actually fished' over a 1/0 column named 'cancelled' keeps the rows not cancelled", () => {
    const spec = specOf("avg tip, only days we actually birded", birding, today);
    expect(filters(spec)).toContain("cancelled in false");
    // ("days we …": the rows' noun with a clause after it, not the days of a duration.)
    expect(measures(spec)).toEqual(["avg(tip usd)"]);
  });

  it("a flag's rows left out with a plea and a noun between ('cancelled appointments please do not count'; German too)", () => {
    expect(filters(specOf("total usd in 2025. cancelled appointments please do not count", birding, today))).toContain("cancelled in false");
    expect(filters(specOf("Wie viel Umsatz 2025? Abgesagte Termine bitte nicht mitzählen.", birding, today))).toContain("cancelled in false");
  });

  it("Spanish 'por río', 'facturamos', 'por favor'; Finnish '-ittain' (by) and 'vuoden 2026'", () => {
    const spanish = specOf("¿Cuánto facturamos en total por río en 2025? Gráfico de barras, por favor.", birding, today);
    expect(groups(spanish)).toEqual(["river"]);
    expect(measures(spanish)).toEqual(["sum(total usd)"]);
    const finnish = specOf("Näytä piirakkakaaviona, miten vuoden 2026 korjaukset jakautuvat kalustoittain.", {
      ...repairs,
      columns: repairs.columns.map((column) => (column.name === "FLEET" ? { ...column, name: "KALUSTO" } : column)),
    });
    expect(finnish.chart).toBe("pie");
    expect(filters(finnish)).toContain("START_TS between 2026-01-01|2027-01-01");
  });

  it("periods ranked by a measure ('which 3 months made the least money') are bars, a series over time a line", () => {
    const ranked = specOf("which 3 months of 2025 made the least money?", kayaks, today);
    expect(chooseChart(ranked, kayaks.columns)).toBe("bar");
    expect(chooseChart(specOf("money per month in 2025", kayaks, today), kayaks.columns)).toBe("line");
  });

  // A made-up tapas bar's bills: Spanish-ish names, a sí/non flag, a count of diners.
  const tapas: AnalysisTable = {
    name: "cuentas_bar",
    rows: 300,
    columns: [
      { name: "num_cuenta", type: "string" },
      { name: "fecha", type: "date", days: 600 },
      { name: "comensales", type: "integer" },
      { name: "sidra_eur", type: "number" },
      { name: "total_eur", type: "number" },
      { name: "pago_tarjeta", type: "string", values: ["sí", "non"] },
      { name: "anulada", type: "string", values: ["sí", "non"] },
    ],
  };

  it("'se' is no initials of sidra_eur (a name of one word and its unit has none)", () => {
    const spec = specOf("¿Cuánto se facturó cada mes de 2026?", tapas, today);
    expect(measures(spec)).not.toContain("sum(sidra_eur)");
    // ("de 2026": of 2026, the year.)
    expect(filters(spec)).toContain("fecha between 2026-01-01|2027-01-01");
  });

  it("'party size vs bill total' is a scatter of the rows ('total' is the bill's, no aggregate); 'groups of 6 to 12' the party", () => {
    const spec = specOf("scatter of party size vs bill total for groups of 6 to 12", tapas, today);
    expect(spec.mode).toBe("rows");
    expect(spec.chart).toBe("scatter");
    expect(filters(spec)).toContain("comensales between 6|12");
  });

  it("'how many … by card and how many not' counts both sides of the flag", () => {
    const spec = specOf("how many bills were paid by card and how many not in 2025? pie chart", tapas, today);
    expect(groups(spec)).toEqual(["pago_tarjeta"]);
    expect(filters(spec).some((filter) => filter.startsWith("pago_tarjeta"))).toBe(false);
  });

  it("'completed WOs only' is the DONE status; a past form said with 'only' that nothing reads is listed, never dropped", () => {
    const status: AnalysisTable = {
      ...repairs,
      columns: [...repairs.columns, { name: "STATUS_CD", type: "string", values: ["DONE", "SCRP", "CANC"] }],
    };
    expect(filters(specOf("avg net € per job, completed ROs only", status, today))).toContain("STATUS_CD in DONE");
    const result = parseQuestion("avg net € per job, only shipped orders", repairs, today);
    expect(result.kind === "spec" && result.unapplied.some((note) => note.includes('"shipped"'))).toBe(true);
    // (A past form that is the rows' own verb is no filter: nothing to list.)
    const counted = parseQuestion("how many repairs were finished in 2025", repairs, today);
    expect(counted.kind === "spec" && counted.unapplied.some((note) => note.includes('"finished"'))).toBe(false);
  });

  it("'how many whales did we see' over WhalesSeen is its average or sum, not the rows; 'actually went out' leaves the cancelled states out", () => {
    const tours: AnalysisTable = {
      name: "SealTourBookings",
      rows: 300,
      columns: [
        { name: "BookingId", type: "string" },
        { name: "TourDate", type: "date", days: 600 },
        { name: "Status", type: "string", values: ["Paddled", "Wind Cancelled", "Guest Cancelled"] },
        { name: "SealsSeen", type: "integer" },
      ],
    };
    const spec = specOf("how many seals did we see on average per tour each month in 2025? only tours that actually went out", tours, today);
    expect(measures(spec)).toEqual(["avg(SealsSeen)"]);
    expect(filters(spec)).toContain("Status not_in Wind Cancelled|Guest Cancelled");
    expect(measures(specOf("how many seals", tours, today))).toEqual(["sum(SealsSeen)"]);
  });

  it("a parse never throws on a dash between numbers that looks like a year and a month", () => {
    expect(() => parseQuestion("jobs with 3000-6000 km and 2025-13 written", repairs, today)).not.toThrow();
  });
});
