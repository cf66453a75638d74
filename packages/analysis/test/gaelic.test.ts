import { describe, expect, it } from "vitest";
import { compileSql, tokenize, type AnalysisTable } from "../src/index.js";
import { GAELIC_DELETE_VERBS, gaelicBaseForms } from "../src/lexicon-languages.js";
import { yesNoValues } from "../src/link.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: Scottish Gaelic questions read as the parser reads Breton, Faroese and Sardinian ones.
const today = { today: "2026-12-01" };

// A made-up Skye fish smokehouse's orders: Gaelic names and values, tha/chan eil flags ("is", "is not").
const orders: AnalysisTable = {
  name: "orduighean_taigh_smocaidh",
  rows: 300,
  columns: [
    { name: "aireamh", type: "string" },
    { name: "ceann_latha", type: "date", days: 700 },
    { name: "duthaich", type: "string", values: ["Alba", "Sasainn", "Èirinn", "An Fhraing"] },
    { name: "eilean", type: "string", values: ["An t-Eilean Sgitheanach", "Leòdhas", "Ìle", "Muile"] },
    { name: "iasg", type: "string", values: ["bradan", "adag", "sgadan"] },
    { name: "cuideam_kg", type: "number" },
    { name: "iomlan_gbp", type: "number" },
    { name: "cabhagach", type: "string", values: ["tha", "chan eil"] },
    { name: "air_a_chur_dheth", type: "string", values: ["tha", "chan eil"] },
    { name: "measadh", type: "integer" },
  ],
};

/** The words a question is read as, over the smokehouse's orders' names and values as written. */
const words = (question: string) => tokenize(question, new Set(["aireamh", "eilean", "iasg", "cabhagach", "measadh", "tha"])).map((token) => token.word);

describe("Scottish Gaelic questions, on a made-up smokehouse's orders", () => {
  it("'cia mheud', a month after 'san' ('san Iuchar 2025', 'san t-Sultain', 'sa Mhàrt', 'as t-Samhain'), 'a bh' ann' asking nothing", () => {
    const july = specOf("Cia mheud òrdugh a bh' ann san Iuchar 2025?", orders, today);
    expect(measures(july)).toEqual(["count(*)"]);
    expect(filters(july)).toEqual(["ceann_latha between 2025-07-01|2025-08-01"]);
    const september = specOf("Cia mheud òrdugh à Leòdhas san t-Sultain 2025?", orders, today);
    expect(filters(september)).toEqual(["ceann_latha between 2025-09-01|2025-10-01", "eilean in Leòdhas"]);
    expect(filters(specOf("Cia mheud òrdugh a bh' ann sa Mhàrt 2026?", orders, today))).toEqual(["ceann_latha between 2026-03-01|2026-04-01"]);
    const november = specOf("Luach iomlan nan òrdughan as t-Samhain 2025", orders, today);
    expect(measures(november)).toEqual(["sum(iomlan_gbp)"]);
    expect(filters(november)).toEqual(["ceann_latha between 2025-11-01|2025-12-01"]);
    // (A day after "air": on Mondays.)
    expect(filters(specOf("Cia mheud òrdugh a bha ann air Diluain?", orders, today))).toEqual(["ceann_latha relative day_of_week|1|day"]);
  });

  it("English over Gaelic names: 'value' is iomlan_gbp, 'island' eilean, 'express' cabhagach, 'cancelled' air_a_chur_dheth (tha/chan eil)", () => {
    const perIsland = specOf("total value per island", orders, today);
    expect(measures(perIsland)).toEqual(["sum(iomlan_gbp)"]);
    expect(groups(perIsland)).toEqual(["eilean"]);
    const rating = specOf("average rating of the orders that were not cancelled", orders, today);
    expect(measures(rating)).toEqual(["avg(measadh)"]);
    expect(filters(rating)).toEqual(["air_a_chur_dheth in chan eil"]);
    // (The value of two words is the no the query compares with.)
    expect(compileSql(rating, orders.name, orders.columns).params).toContain("chan eil");
    const express = specOf("how many express orders in 2026", orders, today);
    expect(measures(express)).toEqual(["count(*)"]);
    expect(filters(express)).toEqual(["ceann_latha between 2026-01-01|2027-01-01", "cabhagach in tha"]);
    expect(filters(specOf("how many cancelled orders per island", orders, today))).toEqual(["air_a_chur_dheth in tha"]);
    expect(yesNoValues(orders.columns.find((column) => column.name === "cabhagach"))).toEqual({ yes: "tha", no: "chan eil" });
  });

  it("'a rèir' (by), an adjective after its noun ('am measadh cuibheasach'), 'gun … a chaidh a chur dheth' (without the cancelled)", () => {
    const perCountry = specOf("Dè am measadh cuibheasach a rèir dùthcha, gun na h-òrdughan a chaidh a chur dheth?", orders, today);
    expect(measures(perCountry)).toEqual(["avg(measadh)"]);
    expect(groups(perCountry)).toEqual(["duthaich"]);
    expect(filters(perCountry)).toEqual(["air_a_chur_dheth in chan eil"]);
    const weight = specOf("Dè an cuideam iomlan de bhradan a rèir dùthcha?", orders, today);
    expect(measures(weight)).toEqual(["sum(cuideam_kg)"]);
    expect(filters(weight)).toEqual(["iasg in bradan"]);
    const notExpress = specOf("Cuibheasach a' mheasaidh de na h-òrdughan nach eil cabhagach", orders, today);
    expect(measures(notExpress)).toEqual(["avg(measadh)"]);
    expect(filters(notExpress)).toEqual(["cabhagach in chan eil"]);
  });

  it("charts, 'gach mìos' and 'a h-uile seachdain', 'as motha' (the most), 'a' bhliadhna seo chaidh' (last year)", () => {
    const chart = specOf("Seall dhomh graf-bhàr den luach iomlan gach mìos ann an 2025", orders, today);
    expect(chart.chart).toBe("bar");
    expect(measures(chart)).toEqual(["sum(iomlan_gbp)"]);
    expect(groups(chart)).toEqual(["ceann_latha:month"]);
    expect(filters(chart)).toEqual(["ceann_latha between 2025-01-01|2026-01-01"]);
    expect(specOf("Seall dhomh clàr-bàr de luach nan òrdughan a rèir eilein", orders, today).chart).toBe("bar");
    const weekly = specOf("Àireamh nan òrdughan a h-uile seachdain san Lùnastal 2025", orders, today);
    expect(groups(weekly)).toEqual(["ceann_latha:week"]);
    expect(filters(weekly)).toEqual(["ceann_latha between 2025-08-01|2025-09-01"]);
    const top = specOf("Dè an t-eilean leis an luach iomlan as motha ann an 2025?", orders, today);
    expect(groups(top)).toEqual(["eilean"]);
    expect(top.limit).toBe(1);
    expect(top.orderBy[0]).toEqual({ by: "iomlan_gbp", direction: "desc" });
    expect(filters(specOf("Cò mheud òrdugh a chaidh a chur dheth a' bhliadhna seo chaidh?", orders, today))).toContain(
      "ceann_latha relative previous|1|year|2026-12-01",
    );
  });

  it("mutated words have their base forms; words English or other languages have too are read so only in a Gaelic question", () => {
    expect(gaelicBaseForms("bhliadhna")).toContain("bliadhna");
    expect(gaelicBaseForms("h-uile")).toContain("uile");
    expect(gaelicBaseForms("t-sultain")).toContain("sultain");
    expect(gaelicBaseForms("n-ordughan")).toContain("ordughan");
    expect(gaelicBaseForms("fhaoilleach")).toContain("faoilleach");
    expect(words("Cia mheud òrdugh a h-uile mìos, no le cabhagach?")).toEqual(["how", "many", "orders", "each", "month", "or", "with", "cabhagach"]);
    // ("no", "le", "mart", "an" in an English question, and a Gaelic place's name in one, are as written.)
    expect(words("no sales at the mart, an order from Eilean Donan le chef")).toEqual([
      "no",
      "sales",
      "at",
      "the",
      "mart",
      "an",
      "order",
      "from",
      "eilean",
      "donan",
      "le",
      "chef",
    ]);
    expect(GAELIC_DELETE_VERBS).toEqual(expect.arrayContaining(["sguab", "dubh", "thoir", "cuir", "atharraich", "uraich", "falamhaich"]));
  });
});
