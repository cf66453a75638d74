import { describe, expect, it } from "vitest";
import { type AnalysisTable, deriveColumns } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-second blind suite's failures.
const today = "2026-11-28";
const firings: AnalysisTable = {
  name: "glazeBatches",
  rows: 300,
  columns: [
    { name: "batchId", type: "string" },
    { name: "batchDate", type: "date" },
    { name: "oven", type: "string", values: ["Electric A", "Electric B", "Gas"] },
    { name: "mixedBy", type: "string", values: ["Ana", "Ben"] },
    { name: "potsLoaded", type: "integer" },
    { name: "peakTempC", type: "integer" },
    { name: "wasDelayed", type: "boolean", values: [true, false] },
    { name: "kwhUsed", type: "number" },
  ],
};

describe("the column of people", () => {
  it("is named by who did what to a row ('mixedBy'): 'who … the most', 'per person', 'which 2 people'", () => {
    const who = specOf("Who ran the most batches that started late? Top 2", firings);
    expect(groups(who)).toEqual(["mixedBy"]);
    expect(measures(who)).toEqual(["count(*)"]);
    expect(who.limit).toBe(2);
    expect(groups(specOf("Batches that peaked between 1220 and 1240 degrees: how many per person?", firings))).toEqual(["mixedBy"]);
    const fewest = specOf("On Electric B, which 2 people load the fewest pots per batch on average?", firings);
    expect(groups(fewest)).toEqual(["mixedBy"]);
    expect(fewest.limit).toBe(2);
  });
});

describe("values and rows", () => {
  it("a word beginning several values, before the column's noun, is all of them ('the electric ovens')", () => {
    expect(filters(specOf("total kwh of the electirc ovens per quarter", firings))).toEqual(["oven in Electric A|Electric B"]);
  });

  it("'per visit' over a date column named for visits (vst_dt) is per row, not one group per date", () => {
    const visits: AnalysisTable = {
      name: "vnd_rstk_log",
      rows: 300,
      columns: [
        { name: "vst_id", type: "string" },
        { name: "vst_dt", type: "date" },
        { name: "rte", type: "string", values: ["R1", "R2"] },
        { name: "svc_min", type: "integer" },
      ],
    };
    expect(groups(specOf("whats the avrage svc time per visit, by route", visits))).toEqual(["rte"]);
  });
});

describe("bookings of instruments", () => {
  const bookings = deriveColumns(
    {
      name: "instrument_bookings",
      rows: 300,
      columns: [
        { name: "Booking Ref", type: "string" },
        { name: "Started At", type: "timestamp" },
        { name: "Ended At", type: "timestamp" },
        { name: "Instrument", type: "string", values: ["XRD Diffractometer", "Confocal Microscope", "Mass Spec"] },
        { name: "Samples", type: "integer" },
        { name: "Fault Logged", type: "string", values: ["Vacuum leak", "Software crash"] },
      ],
    },
    { ordered: [["Started At", "Ended At"]] },
  );

  it("'at least 2 and at most 4 hours': the unit written once is both numbers'", () => {
    expect(filters(specOf("How many bookings lasted at least 2 and at most 4 hours, per instrument?", bookings))).toEqual([
      "duration_minutes >= 120",
      "duration_minutes <= 240",
    ]);
  });

  it("an acronym is a word of one value ('the XRD' of XRD Diffractometer)", () => {
    expect(filters(specOf("how many samples on the XRD in total?", bookings))).toEqual(["Instrument in XRD Diffractometer"]);
  });

  it("'had a fault logged': a text column left empty when there is none has a value", () => {
    expect(filters(specOf("how many bookings had a fault logged", bookings))).toEqual(["Fault Logged is_null false"]);
  });
});

describe("Czech", () => {
  const jobs: AnalysisTable = {
    name: "autoservis_zakazky",
    rows: 300,
    columns: [
      { name: "zakazka", type: "string" },
      { name: "datum", type: "date" },
      { name: "pobocka", type: "string", values: ["Brno", "Praha"] },
      { name: "technik", type: "string", values: ["Jan", "Petr"] },
      { name: "sluzba", type: "string", values: ["myti", "servis"] },
      { name: "cena_kc", type: "number" },
      { name: "hodnoceni", type: "integer" },
    ],
  };

  it("its question words, relative dates and a column word in another case ('podle pobočky', 'podle služby')", () => {
    const counted = specOf("Kolik mytí jsme udělali podle pobočky minulý měsíc?", jobs, { today });
    expect(measures(counted)).toEqual(["count(*)"]);
    expect(groups(counted)).toEqual(["pobocka"]);
    expect(filters(counted).map((filter) => filter.split("|").slice(0, 3).join("|"))).toEqual(["datum relative previous|1|month", "sluzba in myti"]);
    const averaged = specOf("Jaká je průměrná cena podle služby? Ukaž to jako sloupcový graf.", jobs);
    expect(measures(averaged)).toEqual(["avg(cena_kc)"]);
    expect(groups(averaged)).toEqual(["sluzba"]);
    expect(averaged.chart).toBe("bar");
  });

  it("'Kteří dva … nejlepší průměrné': the top two by an average", () => {
    const spec = specOf("Kteří dva technici mají nejlepší průměrné hodnocení?", jobs);
    expect(measures(spec)).toEqual(["avg(hodnoceni)"]);
    expect(groups(spec)).toEqual(["technik"]);
    expect(spec.limit).toBe(2);
  });
});

describe("what the reruns of older suites caught", () => {
  it("a grouping's head stays its last noun unless the first is a column's whole name ('start zone', 'dog walker')", () => {
    const trips: AnalysisTable = {
      name: "trips",
      rows: 100,
      columns: [
        { name: "trip_id", type: "string" },
        { name: "start_ts", type: "timestamp" },
        { name: "from_zone", type: "string", values: ["A", "B"] },
        { name: "dogCount", type: "integer" },
        { name: "walkerName", type: "string", values: ["Ann", "Bob"] },
        { name: "priceCharged", type: "number" },
      ],
    };
    expect(groups(specOf("bar chart of trips per start zone", trips))).toEqual(["from_zone"]);
    expect(groups(specOf("How much did each dog walker bill?", trips))).toEqual(["walkerName"]);
  });

  it("a value with a long tail is another word ('stationnement' is not Station); a gloss's head is no known word nor every value's kind", () => {
    const parking: AnalysisTable = {
      name: "parking",
      rows: 100,
      columns: [
        { name: "lot_nm", type: "string", values: ["Station", "Harbour"] },
        { name: "dur_hrs", type: "number" },
        {
          name: "laji",
          type: "string",
          values: ["Omenapuu", "Kirsikkapuu", "virman"],
          valueGlosses: { Omenapuu: ["apple tree"], virman: ["transfer order"] },
        },
      ],
    };
    expect(filters(specOf("durée moyenne de stationnement", parking))).toEqual([]);
    expect(filters(specOf("how many trees", parking))).toEqual([]);
    const orchard = { ...parking, columns: parking.columns.map((column) => (column.name === "laji" ? { ...column, values: ["Omenapuu", "Koivu"] } : column)) };
    expect(filters(specOf("How many trees did we sell?", orchard))).toEqual([]);
    expect(filters(specOf("how many orders", parking))).toEqual([]);
  });
});

describe("people counted", () => {
  it("'the most guests' needs a column named for people, not one whose letters abbreviate them; 'loyalty members' are rows of a kind", () => {
    const sales: AnalysisTable = {
      name: "bookshop_sales",
      rows: 100,
      columns: [
        { name: "sale_id", type: "string" },
        { name: "loyalty_yn", type: "boolean", values: [true, false] },
        { name: "disc_pct", type: "number" },
        { name: "net_amt_eur", type: "number" },
      ],
    };
    expect(measures(specOf("How much did loyalty members spend compared with everyone else?", sales))).toEqual(["sum(net_amt_eur)"]);
  });
});
