import { describe, expect, it } from "vitest";
import { abbreviates, linkColumns, linkValues } from "../src/link.js";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: failures of the sixteenth blind suite (after its blind run) named the mechanisms.
const orders: AnalysisTable = {
  name: "commandes_traduction",
  rows: 320,
  columns: [
    { name: "domaine", type: "string", values: ["juridique", "médical"], words: [{ word: "domaine", glosses: ["estate", "field"] }] },
    { name: "client", type: "string", values: ["particulier", "entreprise"], words: [{ word: "client", glosses: ["client", "customer"] }] },
    {
      name: "nb_mots",
      type: "integer",
      words: [
        { word: "nb", glosses: [] },
        { word: "mots", glosses: ["word"] },
      ],
    },
    {
      name: "tarif_mot_euro",
      type: "number",
      words: [
        { word: "tarif", glosses: ["tariff", "rate"] },
        { word: "mot", glosses: ["word"] },
        { word: "euro", glosses: [] },
      ],
    },
    {
      name: "note_client",
      type: "integer",
      words: [
        { word: "note", glosses: ["account", "bill"] },
        { word: "client", glosses: ["client", "customer"] },
      ],
    },
    { name: "urgent", type: "string", values: ["oui", "non"], words: [{ word: "urgent", glosses: ["urgent"] }] },
  ],
};

const jobs: AnalysisTable = {
  name: "pno_tun_jobs",
  rows: 280,
  columns: [
    { name: "job_dt", type: "date" },
    { name: "cust_typ", type: "string", values: ["prv", "sch", "chr"] },
    { name: "pno_typ", type: "string", values: ["upr", "grd", "bby_grd", "ply"] },
    { name: "tnr_nm", type: "string", values: ["Brennan", "Okoro"] },
    { name: "dur_min", type: "number" },
    { name: "rpr_flg", type: "string", values: ["Y", "N"] },
    { name: "fee_gbp", type: "number" },
  ],
};

const games: AnalysisTable = {
  name: "chess_club_games",
  rows: 360,
  columns: [
    { name: "time_control", type: "string", values: ["blitz", "rapid", "classical"] },
    { name: "white_rating", type: "integer" },
    { name: "moves", type: "integer" },
    { name: "is_rated", type: "boolean", values: [true, false] },
    { name: "is_tournament", type: "boolean", values: [true, false] },
  ],
};

describe("wording from the sixteenth blind suite", () => {
  it("the words after 'per' or 'from' that are more words of the measure's own name are that measure, not a grouping", () => {
    const rate = specOf("average rate per word for urgent medical jobs", orders);
    expect(measures(rate)).toEqual(["avg(tarif_mot_euro)"]);
    expect(groups(rate)).toEqual([]);
    const rating = specOf("average rating from clients per domaine", orders);
    expect(measures(rating)).toEqual(["avg(note_client)"]);
    expect(groups(rating)).toEqual(["domaine"]);
    // (Words after "per" that name a text column of their own still group: "goals per player".)
    const players: AnalysisTable = {
      name: "squad",
      columns: [
        { name: "player", type: "string", values: ["Ana", "Ben"] },
        { name: "player_goals", type: "integer" },
      ],
    };
    expect(groups(specOf("total goals per player", players))).toEqual(["player"]);
    // (Nor when they run on to name one: "fee per lesson type" is LESSON_FEE per LESSON_TYPE.)
    const lessons: AnalysisTable = {
      name: "driving_lessons",
      rows: 400,
      columns: [
        { name: "LESSON_ID", type: "string" },
        { name: "LESSON_TYPE", type: "string", values: ["standard", "motorway"] },
        { name: "LESSON_FEE", type: "number" },
      ],
    };
    const fee = specOf("avrage fee per lesosn type", lessons);
    expect(groups(fee)).toEqual(["LESSON_TYPE"]);
    expect(measures(fee)).toEqual(["avg(LESSON_FEE)"]);
  });

  it("'on average per visit' is what one average is taken over, a row, not a grouping", () => {
    const spec = specOf("How much does each tuner earn on average per visit?", jobs);
    expect(groups(spec)).toEqual(["tnr_nm"]);
    expect(measures(spec)).toEqual(["avg(fee_gbp)"]);
  });

  it("'how many hours have we spent' totals the minutes; 'spent' after the hours is no money", () => {
    const spec = specOf("How many hours have we spent tuning so far this year?", jobs);
    expect(measures(spec)).toEqual(["sum(dur_min)"]);
    expect(spec.measures[0]!.factor).toBeCloseTo(1 / 60);
  });

  it("true/false columns in a count filter together, and 'not part of a tournament' negates the flag", () => {
    const both = specOf("How many rated games were not part of a tournament?", games);
    expect(measures(both)).toEqual(["count(*)"]);
    expect(filters(both)).toEqual(["is_rated in true", "is_tournament in false"]);
    const one = specOf("How many games were not part of a tournament?", games);
    expect(measures(one)).toEqual(["count(*)"]);
    expect(filters(one)).toEqual(["is_tournament in false"]);
    expect(filters(specOf("how many rated tournament games were there?", games))).toEqual(["is_rated in true", "is_tournament in true"]);
  });

  it("a scatter chart 'about the correlation between' two columns is those columns' rows, not a coefficient", () => {
    const spec = specOf("Draw a scatter chart about the correlation between white rating and moves for games whose time control is classical.", games);
    expect(spec.mode).toBe("rows");
    expect(spec.select).toEqual(["white_rating", "moves"]);
    expect(filters(spec)).toEqual(["time_control in classical"]);
  });

  it("abbreviations keeping the word's last vowel ('pno' piano) and codes starting with a vowel ('upr' upright)", () => {
    expect(abbreviates("pno", "piano")).toBe("skeleton");
    expect(abbreviates("pno", "pianos")).toBe("skeleton");
    expect(abbreviates("age", "average")).toBeUndefined();
    expect(linkColumns("type of piano", jobs.columns)[0]?.column).toBe("pno_typ");
    expect(linkValues("upright", "upright", jobs.columns, { codes: true })[0]).toMatchObject({ column: "pno_typ", value: "upr" });
    const spec = specOf("What percentage of jobs needed a repair, broken down by type of piano?", jobs);
    expect(groups(spec)).toEqual(["pno_typ"]);
    expect(filters(specOf("How much did Brennan charge in total for upright pianos that needed a repair?", jobs))).toEqual([
      "tnr_nm in Brennan",
      "pno_typ in upr",
      "rpr_flg in Y",
    ]);
  });

  it("a word with another last letter is another word, not a typo ('played' is not player)", () => {
    const members: AnalysisTable = {
      name: "club_games",
      columns: [
        { name: "white_player", type: "string", values: ["Ana", "Ben"] },
        { name: "moves", type: "integer" },
      ],
    };
    expect(linkColumns("played", members.columns).some((link) => link.column === "white_player")).toBe(false);
  });

  it("'paid the most' and 'paid us … in total' are the money paid; 'the best paid' is left to the superlative", () => {
    const rentals: AnalysisTable = {
      name: "marina_berth_rentals",
      columns: [
        { name: "BOAT_NAME", type: "string", values: ["Aurora", "Blue Heron"] },
        { name: "PAYMENT_METHOD", type: "string", values: ["card", "cash"] },
        { name: "NIGHTLY_RATE", type: "number" },
        { name: "TOTAL_AMOUNT", type: "number" },
      ],
    };
    const spec = specOf("Which 3 boats paid us the most in total?", rentals);
    expect(groups(spec)).toEqual(["BOAT_NAME"]);
    expect(measures(spec)).toEqual(["sum(TOTAL_AMOUNT)"]);
    expect(spec.limit).toBe(3);
  });

  it("'sales in euros' names the unit of the money before it; of two measure words side by side the last is the head", () => {
    const harvests: AnalysisTable = {
      name: "hive_harvests",
      columns: [
        { name: "harv_dt", type: "date" },
        { name: "honey_kg", type: "number" },
        { name: "price_eur_per_kg", type: "number" },
        { name: "sale_amt_eur", type: "number" },
      ],
    };
    const spec = specOf("honey sales in euros, year by year", harvests);
    expect(measures(spec)).toEqual(["sum(sale_amt_eur)"]);
    expect(groups(spec)).toEqual(["harv_dt:year"]);
    // ("hours spent": a verb after the measure is no head.)
    expect(measures(specOf("total honey kg per year", harvests))).toEqual(["sum(honey_kg)"]);
  });

  it("'rank the branches by how many km' ranks by the distance, not by a grouping of 'how many'", () => {
    const lessons: AnalysisTable = {
      name: "driving_lessons",
      rows: 420,
      columns: [
        { name: "LESSON_ID", type: "string" },
        { name: "LESSON_DATE", type: "date" },
        { name: "BRANCH_CODE", type: "string", values: ["NORTH", "SOUTH"] },
        { name: "STUDENT_NAME", type: "string", values: ["Ana", "Ben"] },
        { name: "INSTRUCTOR_NAME", type: "string", values: ["Cole", "Dunn"] },
        { name: "DURATION_MINS", type: "integer" },
        { name: "DISTANCE_KM", type: "number" },
        { name: "LESSON_FEE", type: "number" },
        { name: "AMOUNT_PAID", type: "number" },
      ],
    };
    const spec = specOf("rank the branches by how many km the learners drove, most first", lessons);
    expect(groups(spec)).toEqual(["BRANCH_CODE"]);
    expect(measures(spec)).toEqual(["sum(DISTANCE_KM)"]);
    expect(spec.orderBy[0]).toEqual({ by: "DISTANCE_KM", direction: "desc" });
  });

  it("a quantity column in another language by its cognate ('cantitate'): 'how many mici were sold' sums it", () => {
    const stalls: AnalysisTable = {
      name: "vanzari_festival",
      columns: [
        { name: "oras", type: "string", values: ["Sibiu", "Brașov"] },
        { name: "produs", type: "string", values: ["Bere", "Mici"] },
        { name: "cantitate", type: "integer" },
        { name: "total_lei", type: "number" },
      ],
    };
    const spec = specOf("how many mici were sold in Brasov", stalls);
    expect(measures(spec)).toEqual(["sum(cantitate)"]);
    expect(filters(spec)).toEqual(["produs in Mici", "oras in Brașov"]);
    expect(measures(specOf("how many sales in Sibiu?", stalls))).toEqual(["count(*)"]);
  });

  it("a column word glossed by a phrase links by the phrase's words ('grape variety' of Rebsorte)", () => {
    const harvest: AnalysisTable = {
      name: "weinlese",
      columns: [
        { name: "Lage", type: "string", values: ["Mühlweg"], words: [{ word: "lage", glosses: ["layer", "location"] }] },
        { name: "Rebsorte", type: "string", values: ["Riesling"], words: [{ word: "rebsorte", glosses: ["type of grape", "grape variety"] }] },
        { name: "Menge_kg", type: "number" },
      ],
    };
    expect(groups(specOf("total kilos harvestd per grape varitey", harvest))).toEqual(["Rebsorte"]);
  });

  it("an average of nothing the table names is asked, not turned into a count of rows", () => {
    const bookings: AnalysisTable = {
      name: "escape_room_bookings",
      columns: [
        { name: "booking_channel", type: "string", values: ["website", "phone", "walk-in"] },
        { name: "players", type: "integer" },
        { name: "total_spend", type: "number" },
      ],
    };
    const result = parseQuestion("average comfort for bookings that did not come through the website", bookings);
    expect(result.kind).toBe("clarify");
    expect(result.kind === "clarify" && result.about).toBe("measure");
    // (A count asked for is still a count.)
    expect(measures(specOf("how many bookings did not come through the website", bookings))).toEqual(["count(*)"]);
  });
});

describe("remaining failures of earlier suites, read by the same mechanisms", () => {
  const fuel: AnalysisTable = {
    name: "fleet_fuel_log",
    columns: [
      { name: "txn_id", type: "string" },
      { name: "fuel_dt", type: "date" },
      { name: "qty", type: "number" },
      { name: "unit_prc", type: "number" },
      { name: "amt", type: "number" },
      { name: "pay_mthd", type: "string", values: ["card", "invoice", "cash"] },
    ],
  };

  it("'how much did we pay by invoice' is the money paid, though pay_mthd has the verb's word", () => {
    const spec = specOf("how much did we pay by invoice altogether?", fuel);
    expect(measures(spec)).toEqual(["sum(amt)"]);
    expect(filters(spec)).toEqual(["pay_mthd in invoice"]);
    expect(measures(specOf("how much did we pay in total", fuel))).toEqual(["sum(amt)"]);
    expect(measures(specOf("how many fill-ups were paid by card?", fuel))).toEqual(["count(*)"]);
  });

  it("'top 3 farms by number of bags' sums the column counting bags, not the rows", () => {
    const lots: AnalysisTable = {
      name: "colheita_cafe",
      rows: 200,
      columns: [
        { name: "id_lote", type: "string" },
        { name: "fazenda", type: "string", values: ["Sítio Serra Azul", "Fazenda Boa Vista"], words: [{ word: "fazenda", glosses: ["farm"] }] },
        { name: "sacas", type: "integer", words: [{ word: "sacas", glosses: ["bags"] }] },
        { name: "pontuacao", type: "number" },
      ],
    };
    const spec = specOf("top 3 farms by number of bags", lots);
    expect(groups(spec)).toEqual(["fazenda"]);
    expect(measures(spec)).toEqual(["sum(sacas)"]);
    expect(spec.limit).toBe(3);
    expect(measures(specOf("top 3 farms by number of lots", lots))).toEqual(["count(*)"]);
  });
});
