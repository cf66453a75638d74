import { describe, expect, it } from "vitest";
import { type AnalysisTable, parseQuestion } from "../src/index.js";
import { duckdbWith, filters, groups, rowsOf, specOf } from "./helpers.js";

// Made up for these tests (issue #19): a bakery's deliveries in abbreviations, and a marina's moorings.
const bakery = await duckdbWith(`CREATE TABLE dlv_ord_log AS SELECT * FROM (VALUES
  ('D1', 'RYE', 'S', 12.0::DOUBLE, 'Ola', 2, 30, false),
  ('D2', 'RYE', 'L', 20.0, 'Ola', 3, 45, true),
  ('D3', 'SRD', 'S', 9.0, 'Ben', 1, 15, false),
  ('D4', 'CRS', 'L', 30.0, 'Ben', 4, 90, true),
  ('D5', 'CRS', 'S', 14.0, 'Ola', 2, 20, false)
) AS v(ord_no, product, ord_sz, tot_eur, driver, n_days, drive_min, after_hours)`);
const orders: AnalysisTable = {
  name: "dlv_ord_log",
  rows: 5,
  columns: [
    { name: "ord_no", type: "string" },
    { name: "product", type: "string", values: ["RYE", "SRD", "CRS"] },
    { name: "ord_sz", type: "string", values: ["S", "L"] },
    { name: "tot_eur", type: "number" },
    { name: "driver", type: "string", values: ["Ola", "Ben"] },
    { name: "n_days", type: "integer" },
    { name: "drive_min", type: "integer" },
    { name: "after_hours", type: "boolean", values: [true, false] },
  ],
};

describe("after the twenty-second blind suite", () => {
  it("'per order … by product (rye / sourdough / croissant)': per row, and the bracketed values name the groups", async () => {
    const question = "what did we charge on average per order, broken down by product (rye / sourdough / croissant)?";
    const spec = specOf(question, orders);
    expect(groups(spec)).toEqual(["product"]);
    expect(filters(spec)).toEqual([]);
    expect(await rowsOf(bakery, question, orders)).toEqual([
      ["CRS", 22],
      ["RYE", 16],
      ["SRD", 9],
    ]);
  });

  it("'per shop' over tea_shop_sales still groups: the rows are sales, the shop only a word of the name", () => {
    const sales: AnalysisTable = {
      name: "tea_shop_sales",
      columns: [
        { name: "sale_id", type: "string" },
        { name: "store_cd", type: "string", values: ["UPT", "DWN"] },
        { name: "net_amt", type: "number" },
      ],
    };
    expect(groups(specOf("how much money did we take per shop?", sales))).toEqual(["store_cd"]);
  });

  it("'for the most days' ranks by the total of the days, not their average", async () => {
    expect(await rowsOf(bakery, "which driver had orders out for the most days?", orders)).toEqual([["Ola", 7]]);
  });

  it("'…, in hours' is the unit asked, not the true/false after_hours", async () => {
    const question = "average drive minutes of rye orders, in hours";
    expect(filters(specOf(question, orders))).toEqual(["product in RYE"]);
    expect((await rowsOf(bakery, question, orders))[0]![0]).toBeCloseTo(37.5 / 60);
  });

  it("'if you leave out …' leaves the values out", async () => {
    expect(filters(specOf("On average, how much did we charge per order if you leave out croissants and rye?", orders))).toEqual(["product not_in CRS|RYE"]);
  });

  it("'Leaving out the orders we baked as croissants, …' leaves them out, up to the comma", () => {
    expect(filters(specOf("Leaving out the orders we baked as croissants, what was the average price?", orders))).toEqual(["product not_in CRS"]);
    expect(filters(specOf("Leaving out nothing, what was the average price of croissants?", orders))).toEqual(["product in CRS"]);
  });

  it("'…, plus the number of orders' adds the count to the amount", async () => {
    expect(await rowsOf(bakery, "Average price for each driver, plus the number of orders", orders)).toEqual([
      ["Ben", 19.5, 2],
      ["Ola", 46 / 3, 3],
    ]);
  });
});

const marina = await duckdbWith(`CREATE TABLE moorings AS SELECT * FROM (VALUES
  ('M1', 'North Harbour', 3, 40.0::DOUBLE), ('M2', 'North Harbour', 1, 15.0), ('M3', 'Town Quay', 2, 30.0), ('M4', 'Town Quay', 5, 70.0)
) AS v(mooring_id, pontoon, nights, fee_eur)`);
const moorings: AnalysisTable = {
  name: "moorings",
  rows: 4,
  columns: [
    { name: "mooring_id", type: "string" },
    { name: "pontoon", type: "string", values: ["North Harbour", "Town Quay"] },
    { name: "nights", type: "integer" },
    { name: "fee_eur", type: "number" },
  ],
};

describe("a word of a value written before its column's name", () => {
  it("'at the quay pontoon' is the value Town Quay (no other value has the word), though not capitalised", async () => {
    expect(await rowsOf(marina, "how many moorings were there at the quay pontoon?", moorings)).toEqual([[2]]);
    // ("collect" is money taken, as "collected" was.)
    expect(await rowsOf(marina, "How much did we collect at the quay pontoon?", moorings)).toEqual([[100]]);
    expect(await rowsOf(marina, "average fee per mooring at each pontoon", moorings)).toEqual([
      ["North Harbour", 27.5],
      ["Town Quay", 50],
    ]);
  });

  it("'aged between' compares an age column", () => {
    const aged: AnalysisTable = {
      name: "pets",
      columns: [
        { name: "pet_weight_kg", type: "number" },
        { name: "pet_age_years", type: "integer" },
      ],
    };
    expect(filters(specOf("show me pets over 30 kg aged between 10 and 14", aged)).sort()).toEqual(["pet_age_years between 10|14", "pet_weight_kg > 30"]);
  });
});

// Made up: ski rentals and vet visits with two true/false columns each.
const rentals: AnalysisTable = {
  name: "ski_rentals",
  rows: 4,
  columns: [
    { name: "rental_id", type: "string" },
    { name: "customer_kind", type: "string", values: ["adult", "child"] },
    { name: "equipment", type: "string", values: ["skis", "snowboard"] },
    { name: "insurance", type: "boolean", values: [true, false] },
  ],
};
const visits: AnalysisTable = {
  name: "vetVisits",
  rows: 4,
  columns: [
    { name: "visitId", type: "string" },
    { name: "isAfterHours", type: "boolean", values: [true, false] },
    { name: "isInsured", type: "boolean", values: [true, false] },
  ],
};

describe("kinds of things, and kinds of rows", () => {
  it("'for each kind of equipment' groups by the equipment, not by a column named for kinds", () => {
    expect(groups(specOf("Percentage of rentals with insurance taken, for each kind of equipment", rentals))).toEqual(["equipment"]);
  });

  it("'what percentage of after-hours visits were for insured pets': the after-hours visits, the insured share", () => {
    const spec = specOf("What percentage of after-hours visits were for insured pets?", visits);
    expect(filters(spec)).toEqual(["isAfterHours in true"]);
    expect(spec.measures.map((measure) => measure.column)).toEqual(["isInsured"]);
  });
});

describe("a yes/no judgement with no target", () => {
  it("'Are the moorings making enough money?' asks what to measure and against what; 'at least 50' is a target", () => {
    const asked = parseQuestion("Are the moorings making enough money?", moorings);
    expect(asked.kind).toBe("clarify");
    expect(asked.kind === "clarify" && asked.question).toContain("needs a target");
    expect(parseQuestion("which pontoon made at least 50 in fees, enough to cover costs?", moorings).kind).toBe("spec");
  });
});
