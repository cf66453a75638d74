import { existsSync, readdirSync } from "node:fs";
import { parseQuestion, type AnalysisTable } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { glossesOf, glossTable, openDictionaries } from "../src/index.js";
import { translationsOf } from "../src/reverse.js";
import { tempDir, writeDictionary } from "./fixture.js";

// A made-up English-Norwegian dictionary in FreeDict's WikDict layout: translations on the first line or numbered,
// each followed by an English definition line.
const ENG_NOR = {
  "00-database-info": "00-database-info\nA made-up dictionary",
  bicycle: "bicycle //ˈbaɪsɪkl̩// <n>\nsykkel\nvehicle",
  bike: "bike <n>\n1. sykkel\nbicycle\n2. motorsykkel\nmotorcycle",
  van: "van <n>\nvarebil\na covered vehicle",
  trailer: "trailer <n>\ntilhenger\nunpowered vehicle",
  garden: "garden <n>\n1. hage 2.\ngrounds at the front\n 3.\ngardens with public access\n2. hage, have\npiece of land",
  station: "station <n>\nstasjon\nplace where a vehicle stops",
  weight: "weight <n>\nvekt, tyngde\nforce on an object due to gravity",
  date: "date <n>\ndato\npoint of time",
  customer: "customer <n>\nkunde\nperson who buys",
  private: "private <adj>\nprivat\nnot public",
};

describe("a dictionary from English read backwards", () => {
  it("reads the translations of an entry by sense: its first line and each numbered line", () => {
    expect(translationsOf(ENG_NOR.garden)).toEqual([["hage"], ["hage", "have"]]);
    expect(translationsOf(ENG_NOR.bike)).toEqual([["sykkel"], ["motorsykkel"]]);
  });

  it("is opened for a language with no dictionary into English, and its words gloss to the English they translate", () => {
    const dir = tempDir("dictd-reverse-");
    const cacheDir = tempDir("dictd-reverse-cache-");
    writeDictionary(dir, "freedict-eng-nor", ENG_NOR);
    const dictionaries = openDictionaries({ dir, cacheDir });
    expect(dictionaries.map((dictionary) => dictionary.language)).toEqual(["nor"]);
    expect(openDictionaries({ dir, cacheDir, reverse: false })).toEqual([]);
    const nor = dictionaries[0]!;
    const found = nor.lookup(["sykkel", "hage", "vekt", "papp"]);
    expect(glossesOf(nor.read(found.get("sykkel")![0]!))).toEqual(["bicycle", "bike"]);
    expect(glossesOf(nor.read(found.get("hage")![0]!))).toEqual(["garden"]);
    expect(glossesOf(nor.read(found.get("vekt")![0]!))).toEqual(["weight"]);
    expect(found.has("papp")).toBe(false);
    // Built once into the cache folder, then read from there.
    expect(readdirSync(cacheDir).filter((file) => file.includes("reversed"))).toEqual(
      expect.arrayContaining(["freedict-eng-nor.reversed-v1.index", "freedict-eng-nor.reversed-v1.dict"]),
    );
    expect(existsSync(cacheDir)).toBe(true);
  });

  it("a Norwegian table's values are read in English: 'bikes' filters kjoretoy to sykkel", () => {
    const dir = tempDir("dictd-reverse-");
    writeDictionary(dir, "freedict-eng-nor", ENG_NOR);
    const table: AnalysisTable = {
      name: "innleveringer",
      rows: 10,
      columns: [
        { name: "dato", type: "date" },
        { name: "stasjon", type: "string", values: ["Ryen", "Smestad"] },
        { name: "kjoretoy", type: "string", values: ["sykkel", "varebil", "tilhenger"] },
        { name: "vekt_kg", type: "number" },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-reverse-cache-") }));
    expect(read.language).toBe("nor");
    const result = parseQuestion("total weight brought by bike per station", read.table);
    expect(result.kind).toBe("spec");
    if (result.kind !== "spec") return;
    expect(result.spec.filters.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`)).toEqual(["kjoretoy in sykkel"]);
    expect(result.spec.groupBy.map((group) => group.column)).toEqual(["stasjon"]);
    expect(result.spec.measures.map((measure) => `${measure.aggregate}(${measure.column})`)).toEqual(["sum(vekt_kg)"]);
  });

  it("a table is read in the language whose dictionary knows most of its words once stems and compounds count, when whole words choose none", () => {
    const dir = tempDir("dictd-reverse-");
    writeDictionary(dir, "freedict-eng-nor", ENG_NOR);
    const table: AnalysisTable = {
      name: "t",
      columns: [
        { name: "levert_dato", type: "date" },
        { name: "privatkunde", type: "string", values: ["ja", "nei"] },
        { name: "stasjon", type: "string" },
        { name: "gebyr_kr", type: "number" },
      ],
    };
    // Whole words: dato and stasjon, 2 of 5 (levert, dato, privatkunde, stasjon, gebyr); privatkunde is privat + kunde.
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-reverse-cache-") }));
    expect(read.language).toBe("nor");
    expect(read.reason).toContain("3 of 5 words with stems and compounds");
    expect(read.table.columns[1]!.words?.map((entry) => entry.glosses[0])).toEqual(["private", "customer"]);
  });
});

// A small made-up Czech-English dictionary (FreeDict's knows under 500 words) and a larger English-Czech one.
const CES_ENG = {
  "00-database-info": "00-database-info\nA made-up dictionary",
  cena: "cena\nprice, cost",
  datum: "datum\ndate",
  avanto: "avanto\nice hole",
};
const ENG_CES = {
  "00-database-info": "00-database-info\nA made-up dictionary",
  branch: "branch <n>\n1. pobočka\nlocal office of a business\n2. větev\npart of a tree",
  price: "price <n>\ncena\namount of money",
  service: "service <n>\nslužba\nwork done for others",
  card: "card <n>\nkarta\npiece of stiff paper",
  job: "job <n>\nzakázka, práce\ntask",
  mechanic: "mechanic <n>\nmechanik\nperson who repairs machines",
  glade: "glade <n>\navanto\nopen space in a forest",
};

describe("a small dictionary into English read beside a large one from English", () => {
  it("reads a language's two dictionaries as one: the one into English first, then the other backwards", () => {
    const dir = tempDir("dictd-combined-");
    writeDictionary(dir, "freedict-ces-eng", CES_ENG);
    writeDictionary(dir, "freedict-eng-ces", ENG_CES);
    const cacheDir = tempDir("dictd-combined-cache-");
    const dictionaries = openDictionaries({ dir, cacheDir });
    expect(dictionaries.map((dictionary) => dictionary.language)).toEqual(["ces"]);
    const ces = dictionaries[0]!;
    const found = ces.lookup(["cena", "pobocka", "sluzba", "datum"]);
    expect(found.get("cena")!.flatMap((entry) => glossesOf(ces.read(entry)))).toEqual(["price", "cost", "price"]);
    expect(glossesOf(ces.read(found.get("pobocka")![0]!))).toEqual(["branch"]);
    expect(glossesOf(ces.read(found.get("sluzba")![0]!))).toEqual(["service"]);
    expect(glossesOf(ces.read(found.get("datum")![0]!))).toEqual(["date"]);
    // Without reading backwards, only the small one.
    const forward = openDictionaries({ dir, cacheDir, reverse: false });
    expect(forward.map((dictionary) => dictionary.language)).toEqual(["ces"]);
    expect(forward[0]!.lookup(["pobocka"]).has("pobocka")).toBe(false);
  });

  it("a word whose likeliest gloss is a phrase keeps it, though the dictionary read backwards adds a word ('avanto': ice hole)", () => {
    const dir = tempDir("dictd-combined-");
    writeDictionary(dir, "freedict-ces-eng", CES_ENG);
    writeDictionary(dir, "freedict-eng-ces", ENG_CES);
    const table: AnalysisTable = {
      name: "zakazky",
      columns: [
        { name: "datum", type: "date" },
        { name: "pobocka", type: "string" },
        { name: "avanto", type: "string", values: ["ano", "ne"] },
        { name: "cena", type: "number" },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-combined-cache-") }));
    expect(read.language).toBe("ces");
    expect(read.table.columns[2]!.words?.[0]?.glosses).toEqual(["ice hole", "glade"]);
  });

  it("a Czech table is read through both: 'jobs per branch paid by card' groups by pobocka and filters platba", () => {
    const dir = tempDir("dictd-combined-");
    writeDictionary(dir, "freedict-ces-eng", CES_ENG);
    writeDictionary(dir, "freedict-eng-ces", ENG_CES);
    const table: AnalysisTable = {
      name: "zakazky",
      rows: 10,
      columns: [
        { name: "zakazka", type: "string" },
        { name: "datum", type: "date" },
        { name: "pobocka", type: "string", values: ["Praha", "Brno", "Ostrava"] },
        { name: "sluzba", type: "string", values: ["přezutí", "geometrie"] },
        { name: "mechanik", type: "string", values: ["Petr", "Jana"] },
        { name: "platba", type: "string", values: ["karta", "hotovost"] },
        { name: "cena_kc", type: "number" },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-combined-cache-") }));
    expect(read.language).toBe("ces");
    const result = parseQuestion("how many jobs per branch were paid by card?", read.table);
    expect(result.kind).toBe("spec");
    if (result.kind !== "spec") return;
    expect(result.spec.groupBy.map((group) => group.column)).toEqual(["pobocka"]);
    expect(result.spec.filters.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`)).toEqual(["platba in karta"]);
  });
});
