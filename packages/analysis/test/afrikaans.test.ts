import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: a butchery's orders with Afrikaans column names and values, the columns' words as `glossTable`
// reads them with FreeDict's Afrikaans dictionary, and each question's glosses as `glossQuestion` gives them (its
// closed-class words, "nie", "vir", "sonder", "tussen", left to the lexicon).
const today = { today: "2026-01-10" };
const orders: AnalysisTable = {
  name: "bestellings",
  rows: 200,
  words: [{ word: "bestellings", glosses: ["order"] }],
  columns: [
    { name: "datum", type: "date", words: [{ word: "datum", glosses: ["date"] }] },
    { name: "tak", type: "string", values: ["Stellenbosch", "Paarl", "Worcester"], words: [{ word: "tak", glosses: ["bough", "branch"] }] },
    { name: "produk", type: "string", values: ["boerewors", "biltong", "droewors"], words: [{ word: "produk", glosses: ["product"] }] },
    { name: "kilogram", type: "number" },
    {
      name: "bedrag_rand",
      type: "number",
      words: [
        { word: "bedrag", glosses: ["amount", "sum"] },
        { word: "rand", glosses: ["border", "rand"] },
      ],
    },
    {
      name: "gekanselleer",
      type: "string",
      values: ["ja", "nee"],
      words: [{ word: "gekanselleer", glosses: ["abjure", "abolish", "annul", "cancel", "abjured", "abolished", "annuled", "canceled"] }],
    },
    {
      name: "afgelewer",
      type: "string",
      values: ["ja", "nee"],
      words: [{ word: "afgelewer", glosses: ["deliver", "furnish", "supply", "delivered", "furnished", "supplied"] }],
    },
  ],
};
/** The glosses of the dictionary's words the questions below use. */
const GLOSSES: Readonly<Record<string, string>> = {
  totale: "total",
  verkope: "sell",
  desember: "december",
  gekanselleerde: "canceled",
  gekanselleer: "canceled",
  bestellings: "order",
  maand: "month",
  verkoop: "sell",
  gemiddelde: "average",
  bedrag: "amount",
  afgelewer: "delivered",
  tak: "branch",
  vee: "livestock",
};
const glossesOf = (question: string) => {
  const words = new Set<string>(question.toLowerCase().match(/\p{L}+/gu) ?? []);
  return Object.fromEntries(Object.entries(GLOSSES).filter(([word]) => words.has(word)));
};
const spec = (question: string) => specOf(question, orders, { ...today, glosses: glossesOf(question) });
const not = (question: string) => tokenize(question).filter((token) => token.word === "not").length;

describe("Afrikaans negation: 'nie … nie' is one negation", () => {
  it("drops the 'nie' closing the clause, so it negates nothing after it", () => {
    expect(not("bestellings wat nie afgelewer is nie")).toBe(1);
    expect(filters(spec("Gemiddelde bedrag vir bestellings wat nie afgelewer is nie?"))).toEqual(["afgelewer in nee"]);
    expect(measures(spec("Gemiddelde bedrag vir bestellings wat nie afgelewer is nie?"))).toEqual(["avg(bedrag_rand)"]);
    // The flag named after the closing "nie" is not negated.
    expect(filters(spec("Hoeveel bestellings wat nie afgelewer is nie is gekanselleer?"))).toEqual(["afgelewer in nee", "gekanselleer in ja"]);
    expect(filters(spec("Hoeveel bestellings wat nie gekanselleer is nie, is afgelewer?"))).toEqual(["gekanselleer in nee", "afgelewer in ja"]);
    expect(filters(spec("Totale bedrag van bestellings wat nie afgelewer is nie en gekanselleer is"))).toEqual(["afgelewer in nee", "gekanselleer in ja"]);
  });

  it("reads two clauses negated each with its own pair, and leaves Polish's negations (one 'nie' each) alone", () => {
    expect(filters(spec("Hoeveel bestellings is nie gekanselleer nie en ook nie afgelewer nie?"))).toEqual(["gekanselleer in nee", "afgelewer in nee"]);
    expect(not("Hoeveel bestellings is nie gekanselleer nie en ook nie afgelewer nie?")).toBe(2);
    expect(not("Ile zamówień nie zapłacono i nie dostarczono?")).toBe(2);
  });
});

describe("Afrikaans periods and months", () => {
  it("'tussen 1 en 15 Desember 2025' is the range English says 'between 1 and 15 December 2025'", () => {
    const afrikaans = spec("Totale bedrag tussen 1 en 15 Desember 2025");
    expect(afrikaans.filters).toEqual(spec("Total amount between 1 and 15 December 2025").filters);
    expect(filters(afrikaans)).toEqual(["datum between 2025-12-01|2025-12-16"]);
    expect(filters(spec("Totale bedrag per maand vir Paarl tussen Januarie en Maart 2025"))).toEqual(["datum between 2025-01-01|2025-04-01", "tak in Paarl"]);
  });

  it("reads 'verlede maand', 'hierdie jaar' and 'vanjaar' as last month and this year", () => {
    expect(filters(spec("Hoeveel kilogram boerewors het ons verlede maand verkoop?"))).toEqual([
      "datum relative previous|1|month|2026-01-10",
      "produk in boerewors",
    ]);
    expect(filters(spec("Totale bedrag vanjaar per tak"))).toEqual(["datum relative this|1|year|2026-01-10"]);
    expect(filters(spec("Totale bedrag hierdie jaar per tak"))).toEqual(["datum relative this|1|year|2026-01-10"]);
    expect(groups(spec("Totale bedrag vanjaar per tak"))).toEqual(["tak"]);
  });
});

describe("Afrikaans words of leaving rows out and of aggregates", () => {
  it("'sonder die gekanselleerde bestellings' leaves the cancelled orders out", () => {
    const read = spec("Totale bedrag sonder die gekanselleerde bestellings");
    expect(measures(read)).toEqual(["sum(bedrag_rand)"]);
    expect(filters(read)).toEqual(["gekanselleer in nee"]);
    expect(filters(spec("Totale verkope tussen 1 en 15 Desember 2025, sonder die gekanselleerde bestellings"))).toEqual([
      "datum between 2025-12-01|2025-12-16",
      "gekanselleer in nee",
    ]);
  });

  it("'Los … uit' closing a sentence leaves out what it holds, and so does '… uitgesluit'", () => {
    const question = "Hoeveel kilogram boerewors het ons verlede maand verkoop? Los die gekanselleerde bestellings uit.";
    const result = parseQuestion(question, orders, { ...today, glosses: glossesOf(question) });
    expect(result.kind).toBe("spec");
    if (result.kind !== "spec") return;
    expect(filters(result.spec)).toContain("gekanselleer in nee");
    expect(measures(result.spec)).toEqual(["sum(kilogram)"]);
    expect(result.unapplied).toEqual([]);
    expect(filters(spec("Totale verkope per tak, gekanselleerde bestellings uitgesluit"))).toEqual(["gekanselleer in nee"]);
  });

  it("'gem.' is gemiddelde (average); 'gem' alone stays English", () => {
    expect(measures(spec("Gem. bedrag per tak"))).toEqual(["avg(bedrag_rand)"]);
    expect(tokenize("price per gem").map((token) => token.word)).toContain("gem");
  });
});

describe("destructive requests said with separable verbs", () => {
  const DESTRUCTIVE = [
    "Vee asseblief al die gekanselleerde bestellings uit die tabel uit.",
    "Vee al die bestellings van Paarl uit wat gekanselleer is",
    "Wis asseblief al die kansellasies uit",
    "Gooi al die gekanselleerde bestellings weg.",
    "Maak die tabel leeg, asseblief.",
    "Maak asseblief die hele tabel skoon",
    "Kan jy asseblief al die gekanselleerde bestellings uitvee?",
    "Ek wil al die kansellasies uitwis",
    "Veeg alle geannuleerde bestellingen weg",
    "Kunt u alle geannuleerde bestellingen verwijderen?",
    "Räume bitte die Tabelle leer",
    "Kannst du bitte alle stornierten Bestellungen löschen?",
  ];
  const READ_ONLY = [
    "Hoeveel bestellings het ons verlede maand uitgevoer?",
    "Wys die verkope per tak",
    "Hoeveel vee het ons verkoop?",
    "Vee uit Namibië per maand",
    "Vee per plaas uit die Karoo",
    // "haal … uit" takes out what is shown as well as what is removed.
    "Haal die totale verkope per tak uit",
    "Kan jy wys hoeveel bestellings ons moes uitvee?",
    "Kan jy die verkope per tak wys?",
    "Maak 'n grafiek van die verkope per maand",
    "Hoeveel bestellingen zijn er niet geleverd?",
    "Kannst du mir sagen wie sich die Preise ändern",
  ];

  it("refuses a verb leading its clause whose particle closes it, and an infinitive closing a modal's request; never a question that reads", () => {
    expect(DESTRUCTIVE.filter((question) => !detectDestructiveRequest(question).destructive)).toEqual([]);
    expect(detectDestructiveRequest("Vee asseblief al die gekanselleerde bestellings uit die tabel uit.").verb).toBe("vee … uit");
    // "vee" is livestock too, and "uit" a preposition.
    expect(READ_ONLY.filter((question) => detectDestructiveRequest(question).destructive)).toEqual([]);
    expect(READ_ONLY.filter((question) => detectDestructiveRequest(question, { glosses: glossesOf(question) }).destructive)).toEqual([]);
  });

  it("parseQuestion refuses with the dictionary's glosses given ('vee' read as livestock)", () => {
    const question = "Vee asseblief al die gekanselleerde bestellings uit die tabel uit.";
    expect(parseQuestion(question, orders, { glosses: glossesOf(question) })).toMatchObject({ kind: "refuse" });
    expect(parseQuestion("Hoeveel vee het ons verkoop?", orders, { glosses: { vee: "livestock", verkoop: "sell" } }).kind).not.toBe("refuse");
  });
});
