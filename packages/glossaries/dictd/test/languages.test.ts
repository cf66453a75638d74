import { detectDestructiveRequest, isAnalysisWord } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { detectLanguage, glossQuestion, lemmasOf, openDictionaries, openEnglishWords } from "../src/index.js";
import { tempDir, writeDictionary } from "./fixture.js";

describe("detectLanguage", () => {
  it("tells a question's language by its closed-class words, not by which dictionary is largest", () => {
    expect(detectLanguage("¿Cuál es el gasto medio por visita en cada local?")?.language).toBe("spa");
    expect(detectLanguage("Qual foi a receita total das reservas corporativas em Stockport?")?.language).toBe("por");
    expect(detectLanguage("Combien de chats ont été adoptés dans chaque refuge ?")?.language).toBe("fra");
    expect(detectLanguage("Care sunt cele două tarabe cu cele mai mari încasări?")?.language).toBe("ron");
    expect(detectLanguage("Hoeveel omzet heeft elke instructeur dit jaar binnengehaald?")?.language).toBe("nld");
  });

  it("leaves English questions alone, though they name places in another language", () => {
    expect(detectLanguage("whats the avrage rating of lessons at Wijk aan Zee?")).toBeUndefined();
    expect(detectLanguage("How many lessons did Lotte give at Scheveningen in the summer?")).toBeUndefined();
    expect(detectLanguage("average price per status and date")).toBeUndefined();
  });

  it("breaks a tie between close languages by the dictionaries that know the question's words, else tells none", () => {
    // "hvor mange … er": Danish and Norwegian alike.
    const question = "hvor mange bestillinger er der";
    expect(detectLanguage(question)).toBeUndefined();
    expect(detectLanguage(question, ["nor", "dan"])?.language).toBe("nor");
    expect(detectLanguage(question, ["dan"])?.language).toBe("dan");
  });
});

describe("lemmasOf", () => {
  it("undoes a language's plurals, genders and cases", () => {
    const lemmas = (word: string, language: string) => lemmasOf(word, language).map((entry) => entry.lemma);
    expect(lemmas("corporativas", "por")).toContain("corporativo");
    expect(lemmas("ramen", "nld")[0]).toBe("raam");
    expect(lemmas("banen", "nld")[0]).toBe("baan");
    expect(lemmas("pasażerów", "pol")).toContain("pasazer");
    expect(lemmas("placeringar", "swe")).toContain("placering");
    expect(lemmas("clientes", "spa")).toContain("cliente");
    expect(lemmasOf("word", "eng")).toEqual([]);
  });

  it("marks a verb's past tense or participle, and only that", () => {
    expect(lemmasOf("vendió", "spa")).toContainEqual({ lemma: "vender", past: true });
    expect(lemmasOf("pagaron", "spa")).toContainEqual({ lemma: "pagar", past: true });
    expect(lemmasOf("faturaram", "por")).toContainEqual({ lemma: "faturar", past: true });
    expect(lemmasOf("cassées", "fra")).toContainEqual({ lemma: "casser", past: true });
    expect(lemmasOf("gespielt", "deu")).toContainEqual({ lemma: "spielen", past: true });
    expect(lemmasOf("binnengehaald", "nld")).toContainEqual({ lemma: "binnenhalen", past: true });
    expect(lemmasOf("zarobił", "pol")).toContainEqual({ lemma: "zarobic", past: true });
    // Swahili: a verb's subject, tense and relative prefixes off, a passive back to its -a ("imekataliwa" of kataa).
    expect(lemmasOf("imekataliwa", "swh")[0]).toEqual({ lemma: "kataa", past: true });
    expect(lemmasOf("zilizofutwa", "swh").map((entry) => entry.lemma)).toContain("futa");
    expect(lemmasOf("zilipokelewa", "swh")[0]!.lemma).toBe("pokea");
    // A plural is no past: "reservas" is reserva's.
    expect(lemmasOf("reservas", "spa").filter((entry) => entry.past)).toEqual([]);
  });
});

describe("glossQuestion with a told language", () => {
  function setUp() {
    const dir = tempDir("dictd-lang-");
    // A small Spanish dictionary and a large Croatian one that happens to know the same short words.
    writeDictionary(dir, "freedict-spa-eng", {
      vender: "vender <v>\n1. dispose of\n2. sell",
      cliente: "cliente <n>\ncustomer",
      visita: "visita <n>\nvisit",
      medio: "medio <adj>\nhalf, average",
      cada: "cada\neach",
      es: "es\nis",
    });
    writeDictionary(dir, "freedict-hrv-eng", {
      visita: "visita\nadvanced",
      medio: "medio\nmedia",
      cada: "cada\nsoot",
      gasto: "gasto\nthick",
      local: "local\npuddle",
    });
    writeDictionary(dir, "freedict-nld-eng", {
      banen: "banen <v>\nsmooth",
      baan: "baan <n>\n1. path\n2. lane",
      raam: "raam <n>\nwindow",
      ram: "ram <n>\nram",
    });
    const words = join(dir, "words");
    writeFileSync(words, "sell\nwindow\n");
    const cacheDir = tempDir("dictd-cache-");
    return { dictionaries: openDictionaries({ dir, cacheDir }), english: openEnglishWords({ file: words }) };
  }

  it("reads the question with the told language's dictionary, however small", () => {
    const { dictionaries, english } = setUp();
    const read = glossQuestion("¿Cuál es el gasto medio por visita en cada local?", dictionaries, { english });
    expect(read.language).toBe("spa");
    expect(read.glosses).toMatchObject({ visita: "visit", medio: "half" });
    // Closed-class words ("cada", "es") are left to the parser's lexicon.
    expect(read.glosses.cada).toBeUndefined();
    expect(read.glosses.es).toBeUndefined();
  });

  it("with no language told, reads a word only in a sense the table confirms strongly ('Kone' is a maker, not a machine)", () => {
    const dir = tempDir("dictd-kone-");
    writeDictionary(dir, "freedict-fin-eng", { kone: "kone <n>\nmachine", reitti: "reitti <n>\nroute" });
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    const confirm = (english: string) => (english === "machine" ? 0.7 : english === "route" ? 0.95 : 0);
    const read = glossQuestion("average satisfaction for Kone lifts vs Otis ones on each reitti", dictionaries, { confirm });
    expect(read.glosses.kone).toBeUndefined();
    expect(read.glosses.reitti).toBe("route");
  });

  it("leaves a preposition of direction to the parser, which reads the role it gives ('vers l'anglais': to English)", () => {
    const dir = tempDir("dictd-vers-");
    writeDictionary(dir, "freedict-fra-eng", { vers: "vers <n>\n1. verse\n2. line", traductions: "traductions <n>\ntranslations" });
    const read = glossQuestion("Combien de traductions vers l'anglais dans chaque pays ?", openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }));
    expect(read.language).toBe("fra");
    expect(read.glosses.vers).toBeUndefined();
    expect(read.glosses.traductions).toBe("translations");
  });

  it("puts a verb in the past in the past, in the sense the parser reads", () => {
    const { dictionaries, english } = setUp();
    const question = "¿Cuántos tacos vendió Taco Loco a clientes que pagaron en efectivo?";
    expect(glossQuestion(question, dictionaries, { english }).glosses).toMatchObject({ vendio: "disposed of", clientes: "customer" });
    // The first sense the parser reads as an analysis word, put in the past: "sold".
    expect(glossQuestion(question, dictionaries, { english, prefer: isAnalysisWord }).glosses).toMatchObject({ vendio: "sold" });
  });

  it("reads a Dutch plural through its singular, and a headword's other reading when the table confirms it", () => {
    const { dictionaries, english } = setUp();
    expect(glossQuestion("Hoeveel ramen zijn er per wijk gewassen?", dictionaries, { english }).glosses).toMatchObject({ ramen: "window" });
    const question = "Hoeveel banen hebben senioren in 2025 gezwommen?";
    expect(glossQuestion(question, dictionaries, { english }).glosses).toMatchObject({ banen: "smooth" });
    const confirm = (sense: string) => (sense === "lane" ? 1 : 0);
    expect(glossQuestion(question, dictionaries, { english, confirm }).glosses).toMatchObject({ banen: "lane" });
  });

  it("reads nothing of a told language no dictionary here is from, rather than read it as another", () => {
    const { dictionaries, english } = setUp();
    const read = glossQuestion("Care sunt cele două tarabe cu cele mai mari încasări?", dictionaries, { english });
    expect(read.glosses).toEqual({});
    expect(read.reason).toContain("ron by");
  });
});

describe("a Slavic imperative", () => {
  it("is read as its verb before any noun it could be a case of: 'Obriši sve naloge' is a request to delete", () => {
    expect(lemmasOf("obriši", "hrv").map((entry) => entry.lemma)[0]).toBe("obrisiti");
    expect(lemmasOf("obriši", "hrv").map((entry) => entry.lemma)).toContain("obrisati");
    const dir = tempDir("dictd-hrv-");
    writeDictionary(dir, "freedict-hrv-eng", {
      obris: "obris <n>\noutline, contour",
      obrisati: "obrisati <v>\nwipe, erase, delete",
      nalog: "nalog <n>\norder, warrant",
      ulje: "ulje <n>\noil",
    });
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    const read = glossQuestion("Obriši sve naloge koji su plaćeni u ulju.", dictionaries);
    expect(read.language).toBe("hrv");
    expect(read.glosses.obrisi).toBe("wipe");
    expect(detectDestructiveRequest("Obriši sve naloge koji su plaćeni u ulju.", { glosses: read.glosses }).destructive).toBe(true);
  });
});
