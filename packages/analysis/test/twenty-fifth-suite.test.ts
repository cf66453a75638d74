import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { mainMoneyColumn } from "../src/link.js";
import { linkColumns, parseQuestion } from "../src/index.js";
import { duckdbWith, filters, groups, measures, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: a shellfish co-operative's sales at two quays, in abbreviations (issue #19).
const connection = await duckdbWith(`CREATE TABLE shlf_sls AS SELECT * FROM (VALUES
  ('S1', DATE '2025-02-01', 'BT1', 'OYS', 'Gr. 1', 'AUC', 400, 6, 2400),
  ('S2', DATE '2025-02-02', 'BT2', 'OYS', 'Gr. 2', 'DIR', 800, 5, 4000),
  ('S3', DATE '2025-02-03', 'BT1', 'MUS', 'Gr. 1', 'AUC', 1200, 2, 2400),
  ('S4', DATE '2025-02-04', 'BT3', 'MUS', 'Gr. 1', 'AUC', 600, 2.5, 1500),
  ('S5', DATE '2025-02-05', 'BT2', 'CLM', 'Gr. 2', 'DIR', 900, 4, 3600)
) AS v(sale_id, sale_dt, vsl_cd, sp_cd, grade, mkt, wt_kg, px_kg, val_eur)`);

const sales: AnalysisTable = {
  name: "shlf_sls",
  rows: 5,
  columns: [
    { name: "sale_id", type: "string" },
    { name: "sale_dt", type: "date" },
    { name: "vsl_cd", type: "string", values: ["BT1", "BT2", "BT3"] },
    { name: "sp_cd", type: "string", values: ["OYS", "MUS", "CLM"] },
    { name: "grade", type: "string", values: ["Gr. 1", "Gr. 2"] },
    { name: "mkt", type: "string", values: ["AUC", "DIR"] },
    { name: "wt_kg", type: "number" },
    { name: "px_kg", type: "number" },
    { name: "val_eur", type: "number" },
  ],
};

const grain: AnalysisTable = {
  name: "grain_loads",
  rows: 40,
  columns: [
    { name: "LOAD_NO", type: "string" },
    { name: "COMMODITY", type: "string", values: ["Oats", "Canola", "Barley"] },
    { name: "GRADE", type: "string", values: ["No. 1", "No. 2", "Feed"] },
    { name: "DELIVERY_TYPE", type: "string", values: ["Spot", "Contract"] },
    { name: "NET_TONNES", type: "number" },
    { name: "PRICE_CAD_PER_T", type: "number" },
    { name: "PAYMENT_CAD", type: "number" },
  ],
};

const spa: AnalysisTable = {
  name: "kylpyla_varaukset",
  rows: 40,
  columns: [
    { name: "varaus_no", type: "string" },
    { name: "hoitaja", type: "string", values: ["Aino", "Eero", "Liisa"] },
    { name: "asiakkaan_maa", type: "string", values: ["Suomi", "Saksa", "Ruotsi", "Viro"] },
    { name: "summa_eur", type: "number" },
  ],
};

describe("money: what the rows came to, not a price by a unit of measure", () => {
  it("sets a price by the kilo or the tonne aside when choosing the money column", () => {
    expect(mainMoneyColumn(sales.columns)?.name).toBe("val_eur");
    expect(mainMoneyColumn(grain.columns)?.name).toBe("PAYMENT_CAD");
  });

  it("'spent the most' sums the value, not the price per kilo", () => {
    const spec = specOf("Which 2 boats brought in the most money?", sales);
    expect(measures(spec)).toEqual(["sum(val_eur)"]);
  });

  it("'how much did the oysters fetch', 'sell for', 'go for' are money earned", async () => {
    for (const question of [
      "How much did the oysters fetch at auction?",
      "how much did the oysters sell for at auction",
      "How much did oysters go for at auction?",
    ])
      expect(measures(specOf(question, sales))).toEqual(["sum(val_eur)"]);
    expect(await rowsOf(connection, "How much did the oysters fetch at auction?", sales)).toEqual([[2400]]);
  });

  it("'how many kilos' is the weight in kg, never the price per kg", () => {
    expect(measures(specOf("How many kilos of mussels?", sales))).toEqual(["sum(wt_kg)"]);
  });

  it("'price a tonne' and 'price per tonne' are the price column, not a grouping by the tonnes", () => {
    for (const question of ["Average price a tonne for spot deliveries", "average price per tonne for spot deliveries"]) {
      const spec = specOf(question, grain);
      expect(measures(spec)).toEqual(["avg(PRICE_CAD_PER_T)"]);
      expect(groups(spec)).toEqual([]);
    }
  });
});

describe("values and negation", () => {
  it("'No. 1' is a grade, not a negation of the word after it", async () => {
    expect(filters(specOf("how many loads of No. 1 oats", grain))).toEqual(["GRADE in No. 1", "COMMODITY in Oats"]);
    expect(filters(specOf("average price for canola, no contract deliveries", grain))).toContain("DELIVERY_TYPE not_in Contract");
    expect(await rowsOf(connection, "total wt kg of Gr. 1 mussels", sales)).toEqual([[1800]]);
  });
});

describe("a unit after 'a', and a unit after each number of a range", () => {
  it("'between half a tonne and a tonne' is between 500 and 1000 kg", async () => {
    const question = "how many sales between half a tonne and a tonne";
    expect(filters(specOf(question, sales))).toEqual(["wt_kg between 500|1000"]);
    expect(measures(specOf(question, sales))).toEqual(["count(*)"]);
    expect(await rowsOf(connection, question, sales)).toEqual([[3]]);
  });

  it("'between 0.5 tonne and 1 tonne' and 'over a tonne' read the unit as written", () => {
    expect(filters(specOf("how many sales between 0.5 tonne and 1 tonne", sales))).toEqual(["wt_kg between 500|1000"]);
    expect(filters(specOf("sales over a tonne", sales))).toEqual(["wt_kg > 1000"]);
  });
});

describe("linking by what a column holds", () => {
  it("a word whose synonym a column abbreviates by its consonants: 'boat' is vsl_cd (vessel), 'species' sp_cd", () => {
    expect(groups(specOf("kilos per boat", sales))).toEqual(["vsl_cd"]);
    expect(groups(specOf("kilos by species", sales))).toEqual(["sp_cd"]);
    expect(groups(specOf("which crop had the most tonnes", grain))).toEqual(["COMMODITY"]);
    // Consonants only: "pris" (a Danish price) is no abbreviation of "properties", a synonym of houses.
    expect(linkColumns("houses", [{ name: "samlet_pris_dkk", type: "number" }])).toEqual([]);
    // The word's own abbreviation first: "members" is mbr_flg, not avg_scr through "subscribers".
    expect(
      linkColumns("members", [
        { name: "mbr_flg", type: "string" },
        { name: "avg_scr", type: "number" },
      ]).map((link) => link.column),
    ).toEqual(["mbr_flg"]);
    // Nor for a word of money: "fee" is no ev_chrg through "charge".
    expect(linkColumns("fee", [{ name: "ev_chrg", type: "string" }])).toEqual([]);
  });

  it("'nationality', 'country' and 'nationalité' name the column whose values are countries, whatever its name", () => {
    expect(groups(specOf("average summa eur by nationality", spa))).toEqual(["asiakkaan_maa"]);
    expect(groups(specOf("how many bookings from each country", spa))).toEqual(["asiakkaan_maa"]);
    expect(groups(specOf("Montant moyen selon la nationalité du client", spa))).toEqual(["asiakkaan_maa"]);
    expect(filters(specOf("how many bookings from Germany", spa))).toEqual(["asiakkaan_maa in Saksa"]);
  });

  it("'by number of treatments' ranks by a count: no column of numbers (varaus_no) is grouped", () => {
    const spec = specOf("top 2 hoitaja by number of treatments", spa);
    expect(groups(spec)).toEqual(["hoitaja"]);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(spec.limit).toBe(2);
  });
});

describe("what an exclusion names, and a flag's two sides", () => {
  it("says a word an exclusion names that nothing reads, rather than keep its rows in silence", () => {
    const result = parseQuestion("average px kg except crab and clams", sales);
    if (result.kind !== "spec") throw new Error(result.kind);
    expect(filters(result.spec)).toEqual(["sp_cd not_in CLM"]);
    expect(result.unapplied).toEqual(['"crab" (read as nothing: no column or value of shlf_sls matches it)']);
  });

  it("'when we couldn't fix it vs when we did' and 'fixed vs not' group by the flag", () => {
    const repairs: AnalysisTable = {
      name: "repairs",
      rows: 30,
      columns: [
        { name: "isFixed", type: "boolean", values: [true, false] },
        { name: "customerRating", type: "number" },
      ],
    };
    const spec = specOf("Average customer rating when we couldn't fix the device vs when we did", repairs);
    expect(groups(spec)).toEqual(["isFixed"]);
    expect(filters(spec)).toEqual([]);
    expect(groups(specOf("average customer rating, fixed vs not", repairs))).toEqual(["isFixed"]);
  });
});
