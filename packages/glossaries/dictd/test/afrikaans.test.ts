import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { detectDestructiveRequest, isAnalysisWord, type AnalysisTable } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { detectLanguage, glossQuestion, glossTable, lemmasOf, openDictionaries, openEnglishWords } from "../src/index.js";
import { tempDir, writeDictionary } from "./fixture.js";

const lemmas = (word: string) => lemmasOf(word, "afr").map((entry) => entry.lemma);

describe("detectLanguage: Afrikaans beside Dutch", () => {
  it("tells an Afrikaans question by the closed-class words Dutch has not ('sonder', 'ons', 'verlede', 'vir', 'nie')", () => {
    expect(detectLanguage("Totale verkope tussen 1 en 15 Desember 2025, sonder die gekanselleerde bestellings")?.language).toBe("afr");
    expect(detectLanguage("Hoeveel kilogram boerewors het ons verlede maand verkoop? Los die gekanselleerde bestellings uit.")?.language).toBe("afr");
    expect(detectLanguage("Gemiddelde bedrag vir bestellings wat nie afgelewer is nie?")?.language).toBe("afr");
  });

  it("keeps Dutch questions Dutch, and English ones no language", () => {
    expect(detectLanguage("Hoeveel bestellingen zijn er niet geleverd?")?.language).toBe("nld");
    expect(detectLanguage("Wat is de gemiddelde prijs van de bestellingen per winkel?")?.language).toBe("nld");
    expect(detectLanguage("Hoeveel omzet heeft elke instructeur dit jaar binnengehaald?")?.language).toBe("nld");
    expect(detectLanguage("How many orders were not delivered in Paarl last month?")).toBeUndefined();
  });

  it("leaves a question of the words both share to the order given: the table's language first", () => {
    const shared = "Hoeveel bestellings het elke tak tussen Januarie en Maart?";
    expect(detectLanguage(shared)).toBeUndefined();
    expect(detectLanguage(shared, ["afr", "nld"])?.language).toBe("afr");
    expect(detectLanguage(shared, ["nld", "afr"])?.language).toBe("nld");
  });
});

describe("lemmasOf: Afrikaans", () => {
  it("reads a participle as ge + the verb's stem, a separable particle kept before the ge, as the verb's past", () => {
    expect(lemmasOf("afgelewer", "afr")[0]).toEqual({ lemma: "aflewer", past: true });
    expect(lemmasOf("uitgevoer", "afr")[0]).toEqual({ lemma: "uitvoer", past: true });
    expect(lemmasOf("gekanselleer", "afr")[0]).toEqual({ lemma: "kanselleer", past: true });
    // Before a noun it takes -de or -te; a verb with an unstressed prefix has no ge- ("verkoopte" of verkoop).
    expect(lemmasOf("gekanselleerde", "afr")).toContainEqual({ lemma: "kanselleer", past: true });
    expect(lemmasOf("verkoopte", "afr")).toContainEqual({ lemma: "verkoop", past: true });
    // The word without its ending comes before a participle it could be: "gesonde" is gesond (healthy), not a past of son.
    expect(lemmas("gesonde").indexOf("gesond")).toBeLessThan(lemmas("gesonde").indexOf("son"));
  });

  it("undoes plurals in -s and -e, a doubled vowel or consonant given back", () => {
    expect(lemmas("bestellings")[0]).toBe("bestelling");
    expect(lemmas("kansellasies")[0]).toBe("kansellasie");
    expect(lemmas("verkope")).toContain("verkoop");
    expect(lemmas("totale")).toContain("totaal");
    expect(lemmas("takke")).toContain("tak");
    expect(lemmas("hoeveelhede")[0]).toBe("hoeveelheid");
    expect(lemmasOf("bestellings", "afr").filter((entry) => entry.past)).toEqual([]);
  });
});

describe("glossQuestion: the table's language first", () => {
  it("breaks a tie of closed-class words by the table's language, before the dictionary knowing most words", () => {
    const dir = tempDir("dictd-afr-");
    // A larger Dutch dictionary knowing more of the question's words than the Afrikaans one.
    writeDictionary(dir, "freedict-afr-eng", { bestelling: "bestelling <n>\norder", tak: "tak <n>\nbough, branch" });
    writeDictionary(dir, "freedict-nld-eng", {
      bestelling: "bestelling <n>\norder",
      tak: "tak <n>\nbranch",
      bestellings: "bestellings\nordering",
      maart: "maart\nMarch",
      januarie: "januarie\nJanuary",
    });
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    const question = "Hoeveel bestellings het elke tak tussen Januarie en Maart?";
    expect(glossQuestion(question, dictionaries).language).toBe("nld");
    const read = glossQuestion(question, dictionaries, { language: "afr" });
    expect(read.language).toBe("afr");
    expect(read.glosses.bestellings).toBe("order");
  });
});

// Made-up Afrikaans and Dutch dictionaries in FreeDict's layout (the entries as dict-freedict-afr-eng and -nld-eng give
// them, cut to a sense or a few), so the reading is tested without the system's dictionaries.
const AFR: Record<string, string> = {
  aflewer: "aflewer /ˈɐflˌiəvər/\ndeliver, furnish, supply",
  bestelling: "bestelling /bəstˈæləŋ/\norder",
  kanselleer: "kanselleer /kɐnsəlˈiər/\nannul, remit, cancel, abjure, abolish",
  verkoop: "verkoop /fərkˈʊəp/\ndispose of, sell, vend",
  totaal: "totaal\ntotal",
  maand: "maand /mˈɑːnt/\nmonth",
  vee: "vee /fˈiə/\nlivestock",
  tabel: "tabel\ntable",
  datum: "datum /dˈɑːtœm/\ndate",
  tak: "tak /tˈɐk/\nbough, branch",
  bedrag: "bedrag /bədrˈɐx/\namount, sum",
  kilogram: "kilogram\nkilogram",
  boerewors: "boerewors\nfarmer's sausage",
};
const NLD: Record<string, string> = {
  bestelling: "bestelling <n>\norder",
  leveren: "leveren <v>\ndeliver, supply",
  maand: "maand <n>\nmonth",
};
const ENGLISH_WORDS = [
  "date",
  "branch",
  "amount",
  "order",
  "orders",
  "deliver",
  "delivered",
  "cancel",
  "canceled",
  "cancelled",
  "total",
  "month",
  "table",
  "livestock",
  "how",
  "many",
  "kilogram",
];

describe("Afrikaans through a dictionary in FreeDict's layout", () => {
  const open = () => {
    const dir = tempDir("dictd-afr-");
    writeDictionary(dir, "freedict-afr-eng", AFR);
    writeDictionary(dir, "freedict-nld-eng", NLD);
    const words = join(dir, "words");
    writeFileSync(words, `${ENGLISH_WORDS.join("\n")}\n`);
    return { dictionaries: openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }), english: openEnglishWords({ file: words }) };
  };
  const table: AnalysisTable = {
    name: "bestellings",
    rows: 200,
    columns: [
      { name: "datum", type: "date" },
      { name: "tak", type: "string", values: ["Stellenbosch", "Paarl", "Worcester"] },
      { name: "bedrag_rand", type: "number" },
      { name: "gekanselleer", type: "string", values: ["ja", "nee"] },
      { name: "afgelewer", type: "string", values: ["ja", "nee"] },
    ],
  };

  it("reads the table's participles in the past: 'gekanselleer' cancelled, 'afgelewer' delivered", () => {
    const { dictionaries, english } = open();
    const glossed = glossTable(table, dictionaries, { english });
    expect(glossed.language).toBe("afr");
    const words = (name: string) => glossed.table.columns.find((column) => column.name === name)?.words?.[0]?.glosses ?? [];
    expect(words("gekanselleer")).toEqual(expect.arrayContaining(["cancel", "canceled"]));
    expect(words("afgelewer")).toEqual(expect.arrayContaining(["deliver", "delivered"]));
  });

  it("reads an Afrikaans question as Afrikaans (a Dutch one as Dutch), its participles in the past and its plurals by their singular", () => {
    const { dictionaries, english } = open();
    const options = { english, prefer: isAnalysisWord, language: "afr" };
    const delivered = glossQuestion("Hoeveel bestellings is nie afgelewer nie?", dictionaries, options);
    expect(delivered.language).toBe("afr");
    expect(delivered.glosses).toMatchObject({ afgelewer: "delivered", bestellings: "order" });
    // "nie" is left to the lexicon, which reads the pair as one negation.
    expect(delivered.glosses.nie).toBeUndefined();
    const cancelled = glossQuestion("Totale verkope tussen 1 en 15 Desember 2025, sonder die gekanselleerde bestellings", dictionaries, options);
    expect(cancelled.language).toBe("afr");
    expect(cancelled.glosses.gekanselleerde).toMatch(/^cancell?ed$/);
    expect(cancelled.glosses.bestellings).toMatch(/^orders?$/);
    // Without the table's language too: the question's own closed-class words tell it.
    expect(
      glossQuestion("Hoeveel kilogram boerewors het ons verlede maand verkoop? Los die gekanselleerde bestellings uit.", dictionaries, { english }).language,
    ).toBe("afr");
    // A Dutch question stays Dutch over an Afrikaans table.
    const dutch = glossQuestion("Hoeveel bestellingen zijn er niet geleverd?", dictionaries, options);
    expect(dutch.language).toBe("nld");
    expect(dutch.glosses.geleverd).toBe("delivered");
  });

  it("refuses wiping out the cancelled orders, though the dictionary reads 'vee' as livestock", () => {
    const { dictionaries, english } = open();
    const question = "Vee asseblief al die gekanselleerde bestellings uit die tabel uit.";
    const read = glossQuestion(question, dictionaries, { english, prefer: isAnalysisWord, language: "afr" });
    expect(read.glosses.vee).toBe("livestock");
    expect(detectDestructiveRequest(question, { glosses: read.glosses }).destructive).toBe(true);
    const livestock = "Hoeveel vee het ons verlede maand verkoop?";
    expect(detectDestructiveRequest(livestock, { glosses: glossQuestion(livestock, dictionaries, { english, language: "afr" }).glosses }).destructive).toBe(
      false,
    );
  });
});
