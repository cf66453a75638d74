import { describe, expect, it } from "vitest";
import { compileSql, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: failures of the fifteenth blind suite (after its blind run) named the mechanisms.
const flights: AnalysisTable = {
  name: "drn_flt_log",
  rows: 280,
  columns: [
    { name: "flt_id", type: "string" },
    { name: "flt_dt", type: "date" },
    { name: "site_cd", type: "string", values: ["AGR-E", "QRY-N", "SOL-W"] },
    { name: "drn_mdl", type: "string", values: ["M300", "M30T", "EVO2"] },
    { name: "plt_nm", type: "string", values: ["Okafor", "Ferreira", "Lindqvist"] },
    { name: "msn_typ", type: "string", values: ["map", "thrm", "insp", "vid"] },
    { name: "dur_min", type: "number" },
    { name: "alt_max_m", type: "number" },
    { name: "area_ha", type: "number" },
    { name: "img_cnt", type: "integer" },
    { name: "wnd_spd_ms", type: "number" },
    { name: "cost_usd", type: "number" },
  ],
};
const walks: AnalysisTable = {
  name: "dogWalks",
  rows: 360,
  columns: [
    { name: "walkDate", type: "date" },
    { name: "walkerName", type: "string", values: ["Ana", "Ben"] },
    { name: "isRepeatClient", type: "boolean", values: [true, false] },
    { name: "priceCharged", type: "number" },
    { name: "tipAmount", type: "number" },
    { name: "neighborhood", type: "string", values: ["Old Town", "Harbour"] },
  ],
};

const jobs: AnalysisTable = {
  name: "interventi_idraulici",
  rows: 300,
  columns: [
    { name: "quartiere", type: "string", values: ["Brera", "Navigli"] },
    { name: "tipo_intervento", type: "string", values: ["caldaia", "perdita"] },
    { name: "tecnico", type: "string", values: ["Esposito", "Rossi"] },
    { name: "cliente", type: "string", values: ["privato", "azienda"] },
    { name: "durata_ore", type: "number" },
    { name: "costo_materiali_euro", type: "number" },
    { name: "importo_euro", type: "number" },
    { name: "valutazione", type: "integer" },
  ],
};

const games: AnalysisTable = {
  name: "escape_room_games",
  rows: 400,
  columns: [
    { name: "room", type: "string", values: ["The Vault", "Lab 13", "Submarine"] },
    { name: "escaped", type: "boolean", values: [true, false] },
    { name: "hints_used", type: "integer" },
    { name: "booked_online", type: "boolean", values: [true, false] },
    { name: "is_corporate", type: "boolean", values: [true, false] },
    { name: "game_master", type: "string", values: ["Freya", "Mateo"] },
    { name: "amount_paid", type: "number" },
  ],
};
const typedWalks: AnalysisTable = {
  ...walks,
  columns: [...walks.columns, { name: "walkType", type: "string", values: ["solo", "group", "puppy"] }, { name: "customerRating", type: "number" }],
};

describe("wording from the fifteenth blind suite", () => {
  it("an aggregate's word inside a column's name written out ('dur min', 'alt max m') is part of the name", () => {
    const scatter = specOf("Show a scatter chart of wnd spd ms against dur min for flights whose msn typ is thrm.", flights);
    expect(scatter.mode).toBe("rows");
    expect(scatter.select).toEqual(["wnd_spd_ms", "dur_min"]);
    expect(filters(scatter)).toEqual(["msn_typ in thrm"]);
    expect(measures(specOf("What is the average dur min for each site cd?", flights))).toEqual(["avg(dur_min)"]);
    expect(measures(specOf("Show the max alt max m for each drn mdl in a bar chart.", flights))).toEqual(["max(alt_max_m)"]);
  });

  it("hectares are a unit of area: 'the fewest hectares surveyed' sums the one column in ha, per site (cd is a code)", () => {
    const spec = specOf("Which two sites had the fewest hectares surveyed?", flights);
    expect(groups(spec)).toEqual(["site_cd"]);
    expect(measures(spec)).toEqual(["sum(area_ha)"]);
    expect(spec.limit).toBe(2);
    expect(spec.orderBy[0]).toEqual({ by: "area_ha", direction: "asc" });
    // (Customers who pay are not a grouping: cust_cd is named only as what the rows describe.)
    const orders: AnalysisTable = {
      name: "laundry_ords",
      columns: [
        { name: "cust_cd", type: "string", values: ["C1", "C2"] },
        { name: "exp_flg", type: "string", values: ["Y", "N"] },
        { name: "paid_amt_eur", type: "number" },
      ],
    };
    expect(groups(specOf("How much did customers actually pay in total for express orders?", orders))).toEqual([]);
    // (The table's own rows ranked are rows: "5 largest claims" is not a grouping by Claim_Type.)
    const claims: AnalysisTable = {
      name: "insurance_claims",
      columns: [
        { name: "Claim_Id", type: "string" },
        { name: "Claim_Type", type: "string", values: ["Auto", "Home"] },
        { name: "Claim_Amount", type: "number" },
      ],
    };
    expect(groups(specOf("5 largest claims", claims))).toEqual([]);
  });

  it("'how many pictures' sums the count of images (img_cnt); 'mapping missions' are the value map", () => {
    const spec = specOf("How many pictures did Okafor shoot on mapping missions with the M300?", flights);
    expect(measures(spec)).toEqual(["sum(img_cnt)"]);
    expect(filters(spec)).toEqual(["plt_nm in Okafor", "msn_typ in map", "drn_mdl in M300"]);
  });

  it("'returning customers' are repeat clients: the share of rows where isRepeatClient is true", () => {
    const spec = specOf("What percentage of our walks are for returning customers?", walks);
    expect(compileSql(spec, "dogWalks", walks.columns).sql).toContain('avg(CAST("isRepeatClient" AS INTEGER))');
  });

  it("a unit in another language ('ore' of durata_ore) is a unit: 'between 2 and 3 hours' compares it in a count", () => {
    const spec = specOf("How many jobs took between 2 and 3 hours?", jobs);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["durata_ore between 2|3"]);
  });

  it("'hours spent' is the hours, not money as well; 'spend on materials' is the money column the object names", () => {
    expect(measures(specOf("Total hours spent on jobs that weren't for private customers", jobs))).toEqual(["sum(durata_ore)"]);
    const materials = specOf("How much did Esposito spend on materials?", jobs);
    expect(measures(materials)).toEqual(["sum(costo_materiali_euro)"]);
    expect(filters(materials)).toEqual(["tecnico in Esposito"]);
  });

  it("'how much did each walker bill' totals the money billed, though the column is a price", () => {
    const spec = specOf("How much did each dog walker bill?", walks);
    expect(measures(spec)).toEqual(["sum(priceCharged)"]);
    expect(groups(spec)).toEqual(["walkerName"]);
    expect(measures(specOf("what is the price charged per walker?", walks))).toEqual(["avg(priceCharged)"]);
  });

  it("a plumber, an engineer, a mechanic are technicians (tecnico); valutazione is a rating", () => {
    expect(groups(specOf("Which plumber billed the most?", jobs))).toEqual(["tecnico"]);
    expect(groups(specOf("number of jobs per technician", jobs))).toEqual(["tecnico"]);
    expect(measures(specOf("Which 3 neighbourhoods have the lowest average customer rating?", jobs))).toEqual(["avg(valutazione)"]);
  });

  it("'without using any hints' is hints_used = 0 (two words may stand between 'without' and the column)", () => {
    const spec = specOf("how many groups escaped the vault without using any hints", games);
    expect(measures(spec)).toEqual(["count(*)"]);
    expect(filters(spec)).toEqual(["room in The Vault", "escaped in true", "hints_used = 0"]);
  });

  it("'corporate bookings': the plural after a filter names the rows filtered, not another flag (booked_online)", () => {
    expect(filters(specOf("top 3 game masters by revenue from corporate bookings", games))).toEqual(["is_corporate in true"]);
  });

  it("a stop word that is a value as written, before the noun naming the rows, filters: 'group walks', 'aren't group walks'", () => {
    expect(filters(specOf("average rating of group walks", typedWalks))).toEqual(["walkType in group"]);
    expect(filters(specOf("What's the average rating on walks that aren't group walks?", typedWalks))).toEqual(["walkType not_in group"]);
  });

  it("a comma ends a grouping: 'For each drone model, how many flights were there?'", () => {
    const spec = specOf("For each drone model, how many flights were there?", flights);
    expect(groups(spec)).toEqual(["drn_mdl"]);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("French and Italian elisions are not part of the word: 'l'importo' is importo, 'd'inspection' inspection", () => {
    const italian = specOf("Qual è l'importo medio degli interventi urgenti in ciascun quartiere?", jobs);
    expect(measures(italian)).toEqual(["avg(importo_euro)"]);
    expect(groups(italian)).toEqual(["quartiere"]);
  });

  it("a lower-case code of four consonants abbreviates a value's word: thermal (thermique) is thrm", () => {
    expect(filters(specOf("average cost of a thermal inspection flight", flights))).toEqual(["msn_typ in thrm"]);
    expect(filters(specOf("Quel est le coût moyen d'un vol d'inspection thermique ?", flights))).toEqual(["msn_typ in thrm"]);
  });

  it("'wich flight flew the furthest' is one flight ranked by distance; 'furthest' names the distance", () => {
    const typed: AnalysisTable = { ...flights, columns: [...flights.columns, { name: "dist_km", type: "number" }] };
    const one = specOf("wich flight flew the furthest distnace?", typed);
    // One flight: its row, or its group of one, ranked by the distance.
    expect(one.limit).toBe(1);
    expect(one.orderBy[0]).toEqual({ by: "dist_km", direction: "desc" });
    const pilot = specOf("which pilot flew the furthest in total?", typed);
    expect(groups(pilot)).toEqual(["plt_nm"]);
    expect(measures(pilot)).toEqual(["sum(dist_km)"]);
  });

  it("after a ranking, a word naming a number column even loosely is what is ranked by: 'top 3 neighbourhoods by tips received'", () => {
    const spec = specOf("Top 3 neighbourhoods by tips received?", walks);
    expect(groups(spec)).toEqual(["neighborhood"]);
    expect(measures(spec)).toEqual(["sum(tipAmount)"]);
    expect(spec.limit).toBe(3);
  });

  it("'how mcuh' is how much", () => {
    expect(measures(specOf("how mcuh did each dog walker bill?", walks))).toEqual(["sum(priceCharged)"]);
  });
});
