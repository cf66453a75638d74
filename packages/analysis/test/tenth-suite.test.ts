import { describe, expect, it } from "vitest";
import { isIdentifier, linkColumns, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: the tenth blind suite's failures named the mechanisms, not these words or tables.
const ferments: AnalysisTable = {
  name: "cider_ferments",
  rows: 90,
  columns: [
    { name: "ferment_no", type: "integer" },
    { name: "pressed_on", type: "date" },
    { name: "orchard", type: "string", values: ["Hill", "River"] },
    { name: "maker", type: "string", values: ["Ann", "Bo"] },
    { name: "juice_ml", type: "integer" },
    { name: "price_huf", type: "number" },
    { name: "levy_huf", type: "number" },
    { name: "sugar_g", type: "number" },
  ],
};

describe("wording from the tenth blind suite", () => {
  it("reads thousands separators in numbers ('between 2,000 and 5,000')", () => {
    const spec = specOf("how many ferments cost between 2,000 and 12,500 HUF?", ferments);
    expect(filters(spec)).toEqual(["price_huf between 2000|12500"]);
    expect(filters(specOf("ferments with more than 1,5 g of sugar", ferments))).toEqual(["sugar_g > 1.5"]);
  });

  it("a currency's name asks for the money: 'how many forints' worth' sums the main money column", () => {
    const spec = specOf("how many forints' worth of cider did we make at Hill?", ferments);
    expect(measures(spec)).toEqual(["sum(price_huf)"]);
    expect(filters(spec)).toEqual(["orchard in Hill"]);
    expect(linkColumns("forints", ferments.columns, "numeric")[0]).toMatchObject({ column: "price_huf" });
  });

  it("'how many litres' is the table's only column in a unit of volume, converted to litres", () => {
    const spec = specOf("how many litres were pressed at River altogether?", ferments);
    expect(spec.measures).toEqual([{ aggregate: "sum", column: "juice_ml", as: "juice_ml_litres", factor: 0.001 }]);
    expect(filters(spec)).toEqual(["orchard in River"]);
  });

  it("a column named …_no or …_nr is an identifier: never summed, per-row", () => {
    expect(isIdentifier("ferment_no")).toBe(true);
    expect(isIdentifier("afspraak_nr")).toBe(true);
    expect(isIdentifier("casino")).toBe(false);
    const spec = specOf("avg sugar per ferment by orchard", ferments);
    expect(groups(spec)).toEqual(["orchard"]);
    expect(measures(spec)).toEqual(["avg(sugar_g)"]);
  });

  it("a word and a column word derived from it are not an abbreviation ('press' is not presser; 'list' of list_px is listing)", () => {
    const makers: AnalysisTable = {
      name: "t",
      columns: [
        { name: "brewer", type: "string", values: ["Ann"] },
        { name: "list_px", type: "number" },
      ],
    };
    expect(linkColumns("brew", makers.columns)).toEqual([]);
    expect(linkColumns("listing", makers.columns)[0]).toMatchObject({ column: "list_px" });
  });

  it("a text column the words name only in part does not block the number column they name ('pay' of pay_mthd, paid_amt)", () => {
    const laundry: AnalysisTable = {
      name: "laundry_jobs",
      columns: [
        { name: "job_ref", type: "string" },
        { name: "wt_kg", type: "number" },
        { name: "list_amt_eur", type: "number" },
        { name: "paid_amt_eur", type: "number" },
        { name: "pay_mthd", type: "string", values: ["card", "cash"] },
        { name: "rush", type: "boolean", values: [true, false] },
      ],
    };
    const spec = specOf("how much did customers pay in total for rush jobs?", laundry);
    expect(measures(spec)).toEqual(["sum(paid_amt_eur)"]);
    expect(filters(spec)).toEqual(["rush in true"]);
  });

  it("'with no state levy': one word that names nothing may stand between 'no' and the number column", () => {
    const spec = specOf("ferments with no state levy, per orchard", ferments);
    expect(filters(spec)).toEqual(["levy_huf = 0"]);
    expect(groups(spec)).toEqual(["orchard"]);
  });

  it("a sign ending a value is a word: 'O negative' is O-, 'AB+' is AB+ (not O+ or AB-)", () => {
    const donors: AnalysisTable = {
      name: "donations",
      columns: [
        { name: "blood_group", type: "string", values: ["O+", "O-", "AB+", "AB-"] },
        { name: "volume_ml", type: "integer" },
      ],
    };
    expect(filters(specOf("average volume for O negative donations", donors))).toEqual(["blood_group in O-"]);
    expect(filters(specOf("donations of group AB+", donors))).toEqual(["blood_group in AB+"]);
    expect(filters(specOf("O positive donations", donors))).toEqual(["blood_group in O+"]);
  });

  it("'how many trees did we sell' over sales rows sums the table's one quantity column; other 'how many' still count", () => {
    const stall: AnalysisTable = {
      name: "stall_sales",
      columns: [
        { name: "sale_id", type: "integer" },
        { name: "market", type: "string", values: ["Harbour", "Square"] },
        { name: "item", type: "string", values: ["candle", "soap"] },
        { name: "qty", type: "integer" },
        { name: "price_eur", type: "number" },
      ],
    };
    expect(measures(specOf("how many candles did we sell at the Harbour market?", stall))).toEqual(["sum(qty)"]);
    expect(measures(specOf("how many sales per market?", stall))).toEqual(["count(*)"]);
    expect(measures(specOf("how many stalls are there per market?", stall))).toEqual(["count(*)"]);
  });

  it("a place named with a case ending is the value ('Debrecenben' is in Debrecen, 'Oulussa' in Oulu)", () => {
    const towns: AnalysisTable = {
      name: "receptek",
      columns: [
        { name: "varos", type: "string", values: ["Debrecen", "Szeged", "Oulun"] },
        { name: "doboz_db", type: "integer" },
      ],
    };
    expect(filters(specOf("how many rows in Debrecenben?", towns))).toEqual(["varos in Debrecen"]);
    expect(filters(specOf("how many rows in Szegeden?", towns))).toEqual(["varos in Szeged"]);
  });

  it("'whose BATTERY_FLAG is 'Y'' filters a yes/no column to yes; 'is N' to no", () => {
    const jobs: AnalysisTable = {
      name: "SOLAR_JOBS",
      columns: [
        { name: "ROOF_TYPE", type: "string", values: ["tile", "metal"] },
        { name: "BATTERY_FLAG", type: "string", values: ["Y", "N"] },
        { name: "SYSTEM_KW", type: "number" },
      ],
    };
    expect(filters(specOf("Return a pie chart about the proportion of roof type for jobs whose BATTERY_FLAG is 'Y'.", jobs))).toEqual(["BATTERY_FLAG in Y"]);
    expect(filters(specOf("average SYSTEM_KW where BATTERY_FLAG is N", jobs))).toEqual(["BATTERY_FLAG in N"]);
  });

  it("'how many litres of diesel' where no column is in litres sums the one quantity column", () => {
    const fuel: AnalysisTable = {
      name: "fuel_log",
      columns: [
        { name: "fuel_typ", type: "string", values: ["diesel", "petrol"] },
        { name: "qty_unit", type: "string", values: ["L"] },
        { name: "qty", type: "number" },
        { name: "amt", type: "number" },
        { name: "dist_km", type: "number" },
      ],
    };
    const spec = specOf("How many litres of diesel did we pump?", fuel);
    expect(measures(spec)).toEqual(["sum(qty)"]);
    expect(filters(spec)).toEqual(["fuel_typ in diesel"]);
  });
});
