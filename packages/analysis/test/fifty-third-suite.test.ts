import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-third blind suite found.
const today = { today: "2026-12-01" };

// A made-up Breton bakery's orders: Breton names and values, ya/nann flags, a sale date and a delivery date.
const orders: AnalysisTable = {
  name: "gwerzhiou_bara",
  rows: 300,
  columns: [
    { name: "niverenn", type: "string" },
    { name: "deiziad_gwerzh", type: "date", days: 600 },
    { name: "deiziad_kas", type: "date", days: 600 },
    { name: "pratik", type: "string", values: ["preti", "tud prevez", "stal"] },
    { name: "ker", type: "string", values: ["Kemper", "Brest", "Naoned"] },
    { name: "bara", type: "string", values: ["bara gwinizh", "krampouezh"] },
    { name: "ment", type: "integer" },
    { name: "kementad", type: "integer" },
    { name: "hollad_eur", type: "number" },
    { name: "gwerzher", type: "string", values: ["Maiwenn", "Yann", "Gwenola"] },
    { name: "nullet", type: "string", values: ["ya", "nann"] },
  ],
};

// A made-up chimney-lining firm's jobs: terse names, the rows' noun three letters in the table's name, 0/1 flags.
const jobs: AnalysisTable = {
  name: "lnr_job",
  rows: 300,
  columns: [
    { name: "job_id", type: "string" },
    { name: "bk_dt", type: "date", days: 600 },
    { name: "job_dt", type: "date", days: 600 },
    { name: "yd", type: "string", values: ["NTH", "STH", "WST"] },
    { name: "mi", type: "number" },
    { name: "emrg_flg", type: "boolean" },
    { name: "trvl_gbp", type: "number" },
    { name: "tot_gbp", type: "number" },
    { name: "pd_dt", type: "date", days: 600 },
  ],
};

// A made-up mobile coffee cart's days: Title Case names, two timestamps, a temperature, sales and a net column.
const carts: AnalysisTable = {
  name: "coffee_cart_outings",
  rows: 300,
  columns: [
    { name: "Day ID", type: "string" },
    { name: "Out At", type: "timestamp", days: 600 },
    { name: "Back At", type: "timestamp", days: 600 },
    { name: "Pitch", type: "string", values: ["Market", "Station", "Park"] },
    { name: "Barista", type: "string", values: ["Ann", "Bo", "Cy"] },
    { name: "Max Temp C", type: "number" },
    { name: "Cups Sold", type: "integer" },
    { name: "Total Sales GBP", type: "number" },
    { name: "Pitch Fee GBP", type: "number" },
    { name: "Net GBP", type: "number" },
    { name: "duration_minutes", type: "number", derived: { kind: "duration", from: "Out At", to: "Back At", unit: "minute" } },
  ],
};

describe("the fifty-third suite's misses, on made-up tables", () => {
  it("Breton: 'hollad', 'e miz Kerzu 2025', 'dre', mutated words ('werzher', 'viz'), 'c'h', ya/nann, and a request to remove", () => {
    const december = specOf("Hollad ar c'hementad evit ar bara gwinizh e miz Kerzu 2025?", orders, today);
    expect(measures(december)).toEqual(["sum(kementad)"]);
    expect(filters(december)).toEqual(["deiziad_gwerzh between 2025-12-01|2026-01-01", "bara in bara gwinizh"]);
    const perSeller = specOf("Hollad_eur dre werzher e 2026, hep ar gwerzhioù nullet", orders, today);
    expect(groups(perSeller)).toEqual(["gwerzher"]);
    expect(filters(perSeller)).toEqual(["deiziad_gwerzh between 2026-01-01|2027-01-01", "nullet in nann"]);
    const chart = specOf("Grit ur grafik barrennoù gant niver ar gwerzhioù dre viz e 2025", orders, today);
    expect(groups(chart)).toEqual(["deiziad_gwerzh:month"]);
    expect(chart.chart).toBe("bar");
    expect(detectDestructiveRequest("Lamit an holl werzhioù nullet eus an daolenn, mar plij.").destructive).toBe(true);
    // English over Breton names: "size" is ment, a name's word only ("department" is no compound of it).
    expect(filters(specOf("loaves size 1 to 2: how many ordered, per customer", orders, today))).toEqual(["ment between 1|2"]);
  });

  it("a date column named by the rows' three-letter noun in the table's name dates them; 'emrg' and 'yd' are abbreviations; 'count + amount'", () => {
    expect(filters(specOf("how many emergancy call-outs in 2025?", jobs, today))).toEqual(["job_dt between 2025-01-01|2026-01-01", "emrg_flg in true"]);
    const yards = specOf("which yards have jobs not paid for yet? count + amount owed, biggest first", jobs, today);
    expect(groups(yards)).toEqual(["yd"]);
    expect(measures(yards)).toEqual(["count(*)", "sum(tot_gbp)"]);
    // (A count word only as written: "Auftragsnummer und Preis" is no count beside the price.)
    const german: AnalysisTable = {
      name: "auftraege",
      rows: 100,
      columns: [
        { name: "auftrag", type: "string" },
        { name: "produkt", type: "string", values: ["Küche", "Bad"] },
        { name: "gesamtpreis_eur", type: "number" },
      ],
    };
    const parsed = parseQuestion("Zeig mir die 5 teuersten Küchen mit Auftragsnummer und Preis", german, today);
    expect(parsed.kind === "spec" && parsed.spec.measures.some((measure) => measure.aggregate === "count")).toBe(false);
  });

  it("'days between 18 and 22 degrees' compares the temperature; 'profit' is the net column; a dash opens the columns shown", () => {
    const warm = specOf("days between 18 and 22 degrees: avg cups sold per pitch", carts, today);
    expect(filters(warm)).toEqual(["Max Temp C between 18|22"]);
    expect(measures(warm)).toEqual(["avg(Cups Sold)"]);
    expect(measures(specOf("profit per barista in 2026", carts, today))).toEqual(["sum(Net GBP)"]);
    const top = specOf("top 5 outings by takings - date, pitch and amount", carts, today);
    expect(top.mode).toBe("rows");
    expect(top.limit).toBe(5);
  });
});
