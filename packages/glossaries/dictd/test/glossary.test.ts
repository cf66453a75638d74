import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { linkColumns, parseQuestion, type AnalysisTable } from "@modular-planner/analysis";
import { describe, expect, it } from "vitest";
import { detectDestructiveRequest } from "@modular-planner/analysis";
import { foldWord, glossesOf, glossQuestion, glossTable, nameWords, openDictionaries, openEnglishWords } from "../src/index.js";
import { tempDir, writeDictionary } from "./fixture.js";

// A made-up Finnish-like dictionary (headwords with ä, senses numbered or on the first line, source-language definitions after them).
const FIN = {
  myymälä: "myymälä /x/ <n>\nshop, store\nkauppa, liike (määritelmä)",
  määrä: "määrä /x/ <n>\n1. quantity\npaljous, se (määritelmä)\n2. goal\npäämäärä",
  hinta: "hinta <n>\nprice, cost\nse, mitä joku maksaa",
  kappale: "kappale <n>\n1. piece 2.\nyksittäinen esine\n2. paragraph",
  laji: "laji <n>\n1. kind, sort\ntyyppi\n2. species\neliölaji",
  korkeus: "korkeus <n>\n1. height, altitude\npystysuuntainen mitta",
  myynti: "myynti <n>\nsale\nmyyminen",
  päivä: "päivä <n>\nday\nvuorokausi",
  koivu: "koivu <n>\nbirch\npuu",
  mänty: "mänty <n>\npine\npuu",
  yhteensä: "yhteensä <adv>\naltogether, all told, in total\nsummattuna",
};
const ENGLISH = ["status", "total", "date", "order", "price", "code"];

function setUp() {
  const dir = tempDir("dictd-");
  writeDictionary(dir, "freedict-fin-eng", FIN);
  writeDictionary(dir, "freedict-hun-eng", { ár: "ár\n1. stream\n2. price", bolt: "bolt\n1. shop\n2. store", dátum: "dátum\ndate", név: "név\nname" }, "gzip");
  writeDictionary(dir, "freedict-eng-fra", { status: "status\nstatut" }, "plain");
  writeDictionary(dir, "freedict-deu-eng", {
    Blut: "Blut <n>\nblood <n>",
    Gruppe: "Gruppe <n>\n [math.] group <n>",
    Spenden: "Spenden <pl>\ndonations",
    viele: "viele\nmany",
    löschen: "löschen <v>\ndelete <v>",
    Tabelle: "Tabelle <n>\ntable <n>",
  });
  const words = join(dir, "words");
  writeFileSync(words, `${ENGLISH.join("\n")}\n`);
  const cacheDir = tempDir("dictd-cache-");
  return { dir, cacheDir, dictionaries: openDictionaries({ dir, cacheDir }), english: openEnglishWords({ file: words }) };
}

const nursery: AnalysisTable = {
  name: "taimimyynti",
  rows: 6,
  columns: [
    { name: "myyntipäivä", type: "date" },
    { name: "myymala", type: "string", values: ["Oulu", "Tampere"] },
    { name: "laji", type: "string", values: ["Koivu", "Mänty", "Kataja"] },
    { name: "korkeus_cm", type: "integer" },
    { name: "määrä", type: "integer" },
    { name: "kappalehinta", type: "number" },
    { name: "yhteensä", type: "number" },
    { name: "status", type: "string", values: ["ok"] },
  ],
};

describe("glossesOf", () => {
  it("reads numbered senses, or the first line, without the source-language definitions", () => {
    expect(glossesOf(FIN.määrä)).toEqual(["quantity", "goal"]);
    expect(glossesOf(FIN.myymälä)).toEqual(["shop", "store"]);
    expect(glossesOf(FIN.kappale)).toEqual(["piece", "paragraph"]);
    expect(glossesOf(FIN.yhteensä)).toEqual(["altogether", "told", "total"]);
    expect(glossesOf('Stadt <fem, n, sg>\ntown <n>\n  "in der Stadt" - in town')).toEqual(["town"]);
    // A pointer to another headword is no gloss.
    expect(glossesOf("skada /x/\n see: {skadad}")).toEqual([]);
    expect(glossesOf("variety /x/\n see: {varieties}\nsort, kind")).toEqual(["sort", "kind"]);
    // The form named before the gloss ("Plural of {lipo}: payment") is no part of it.
    expect(glossesOf("malipo /malˈipo/ <n>\nPlural of {lipo}: payment")).toEqual(["payment"]);
  });
});

describe("openDictionaries", () => {
  it("finds the dictionaries into English, and looks words up folded, in dictzip, gzip and plain data", () => {
    const { dictionaries, cacheDir } = setUp();
    // eng-fra is read backwards (no fra-eng here), after the dictionaries into English.
    expect(dictionaries.map((dictionary) => dictionary.language)).toEqual(["deu", "fin", "hun", "fra"]);
    const [, fin, hun] = dictionaries;
    const found = fin!.lookup(["myymala", "maara", "nothing"]);
    expect([...found.keys()]).toEqual(["myymala", "maara"]);
    expect(glossesOf(fin!.read(found.get("maara")![0]!))).toEqual(["quantity", "goal"]);
    expect(glossesOf(hun!.read(hun!.lookup(["ar"]).get("ar")![0]!))).toEqual(["stream", "price"]);
    // The folded index is kept for the next process.
    expect(readdirSync(cacheDir).sort()).toEqual(["freedict-fin-eng.index.folded-v2", "freedict-hun-eng.index.folded-v2"]);
    expect(glossesOf("Blutgruppe <fem, n, sg>\n [med.] blood group <n>", { phrases: true })).toEqual(["blood group"]);
    expect(openDictionaries({ dir: join(cacheDir, "missing") })).toEqual([]);
    expect(foldWord("Gyógyszerész")).toBe("gyogyszeresz");
  });
});

describe("glossTable", () => {
  it("reads a table named in Finnish: the language, each column's words and glosses, compounds split", () => {
    const { dictionaries, english } = setUp();
    const read = glossTable(nursery, dictionaries, { english: english! });
    expect(read.language).toBe("fin");
    const words = Object.fromEntries(read.table.columns.map((column) => [column.name, column.words]));
    expect(words.myymala).toEqual([{ word: "myymala", glosses: ["shop", "store"] }]);
    expect(words.kappalehinta).toEqual([
      { word: "kappale", glosses: ["piece", "paragraph"] },
      { word: "hinta", glosses: ["price", "cost"] },
    ]);
    expect(words.myyntipäivä).toEqual([
      { word: "myynti", glosses: ["sale"] },
      { word: "päivä", glosses: ["day"] },
    ]);
    // Sampled values of one word get their glosses too; a value the dictionary lacks gets none.
    expect(read.table.columns.find((column) => column.name === "laji")!.valueGlosses).toEqual({ Koivu: ["birch"], Mänty: ["pine"] });
    // An English word of the names is not counted for the language; the dictionary has no "status" here, so it has no glosses.
    expect(words.status).toBeUndefined();
    expect(read.reason).toMatch(/^fin knows \d+ of \d+ words not English \(1 English\)/);
  });

  it("reads two-letter words the dictionary has, and stems of three letters once an ending is off", () => {
    const { dictionaries, english } = setUp();
    const table: AnalysisTable = {
      name: "boltok",
      columns: [
        { name: "ar_ft", type: "number" },
        { name: "bolt_neve", type: "string" },
        { name: "datum", type: "date" },
        { name: "zzz", type: "string" },
      ],
    };
    const read = glossTable(table, dictionaries, { english: english! });
    expect(read.language).toBe("hun");
    expect(read.table.columns[0]!.words).toEqual([
      { word: "ar", glosses: ["stream", "price"] },
      { word: "ft", glosses: [] },
    ]);
    // "boltok" is bolt with a plural ending: the rows are shops.
    expect(read.table.words).toEqual([{ word: "boltok", glosses: ["shop", "store"] }]);
    expect(linkColumns("price", read.table.columns, "numeric")[0]).toMatchObject({ column: "ar_ft" });
  });

  it("once the language is known, reads a word that is English too ('grad': city) and a Slavic case form's noun ('predaje')", () => {
    const dir = tempDir("dictd-hrv-");
    writeDictionary(dir, "freedict-hrv-eng", {
      grad: "grad\ncastle, city, town",
      predaja: "predaja\ndelivery, surrender",
      vozilo: "vozilo\nvehicle",
      otpad: "otpad\ngarbage, waste",
      masa: "masa\nmass, weight",
      očistiti: "očistiti\nclear, clean",
      sve: "sve\nall",
      zapis: "zapis\nrecord",
    });
    const words = join(dir, "words");
    writeFileSync(words, "grad\nid\n");
    const table: AnalysisTable = {
      name: "otpad",
      columns: [
        { name: "id_predaje", type: "integer" },
        { name: "grad", type: "string" },
        { name: "vozilo", type: "string" },
        { name: "masa_kg", type: "number" },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }), { english: openEnglishWords({ file: words })! });
    expect(read.language).toBe("hrv");
    const byName = Object.fromEntries(read.table.columns.map((column) => [column.name, column.words]));
    expect(byName.grad).toEqual([{ word: "grad", glosses: ["castle", "city", "town"] }]);
    expect(byName.id_predaje).toEqual([
      { word: "id", glosses: [] },
      { word: "predaje", glosses: ["delivery", "surrender"] },
    ]);
    expect(linkColumns("city", read.table.columns, "group")[0]).toMatchObject({ column: "grad" });
    // An imperative in -i is read as its infinitive: "Očisti sve" is "clear all", refused.
    const request = glossQuestion("Očisti sve zapise", openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }), { language: "hrv" });
    expect(request.glosses).toMatchObject({ ocisti: "clear" });
    expect(detectDestructiveRequest("Očisti sve zapise", { glosses: request.glosses }).destructive).toBe(true);
  });

  it("reads a Swahili verb form by its stem, in the past: 'imekataliwa' (it was refused) is refuse, refused", () => {
    const dir = tempDir("dictd-swh-");
    writeDictionary(dir, "freedict-swh-eng", {
      kataa: "kataa /katˈaa/ <v>\nrefuse",
      malipo: "malipo /malˈipo/ <n>\nPlural of {lipo}: payment",
      tarehe: "tarehe <n>\ndate",
      mkulima: "mkulima <n>\nfarmer",
    });
    const words = join(dir, "words");
    writeFileSync(words, "id\n");
    const table: AnalysisTable = {
      name: "mauzo",
      columns: [
        { name: "tarehe", type: "date" },
        { name: "mkulima", type: "string" },
        { name: "imekataliwa", type: "string", values: ["ndiyo", "hapana"] },
        { name: "malipo_ksh", type: "number" },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }), { english: openEnglishWords({ file: words })! });
    expect(read.language).toBe("swh");
    const byName = Object.fromEntries(read.table.columns.map((column) => [column.name, column.words]));
    expect(byName.imekataliwa).toEqual([{ word: "imekataliwa", glosses: ["refuse", "refused"] }]);
    expect(byName.malipo_ksh?.[0]).toEqual({ word: "malipo", glosses: ["payment"] });
  });

  it("leaves a table named in English unchanged", () => {
    const { dictionaries, english } = setUp();
    const table: AnalysisTable = {
      name: "orders",
      columns: [
        { name: "order_date", type: "date" },
        { name: "total_price", type: "number" },
        { name: "status", type: "string" },
      ],
    };
    const read = glossTable(table, dictionaries, { english: english! });
    expect(read.table).toBe(table);
    expect(read.language).toBeUndefined();
  });

  it("splits names at CamelCase and underscores, keeping letters of any script", () => {
    expect(nameWords("kappaleHinta_EUR")).toEqual(["kappale", "hinta", "eur"]);
    expect(nameWords("myyntipäivä")).toEqual(["myyntipäivä"]);
  });

  it("reads a table in a language whose small dictionary knows under half its words, when it knows four long ones and twice any other's", () => {
    const dir = tempDir("dictd-swe-");
    writeDictionary(dir, "freedict-swe-eng", {
      datum: "datum\ndate",
      station: "station\nstation, stop",
      antal: "antal\nnumber, amount",
      pris: "pris\nprice",
      väder: "väder\nweather",
      typ: "typ\ntype",
    });
    writeDictionary(dir, "freedict-deu-eng", { typ: "Typ\ntype", tmp: "TMP\ntest", hr: "Hr\nmister", dur: "Dur\nmajor" });
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    const rentals: AnalysisTable = {
      name: "kajakuthyrning",
      columns: ["uthyrning_id", "datum", "station", "kajaktyp", "kundtyp", "antal_personer", "timmar", "pris_kr", "betalsätt", "väder", "betyg", "skada"].map(
        (name) => ({ name, type: "string" as const }),
      ),
    };
    const read = glossTable(rentals, dictionaries);
    expect(read.language).toBe("swe");
    expect(read.table.columns.find((column) => column.name === "väder")!.words).toEqual([{ word: "väder", glosses: ["weather"] }]);
    // An English table of abbreviations is read in no language, though one dictionary has "typ", "tmp", "hr" and "dur".
    const kiln: AnalysisTable = {
      name: "kiln_frg_log",
      columns: ["frg_id", "frg_typ", "opr_nm", "pk_tmp_c", "dur_hr", "elec_kwh", "cost_gbp", "brk_pcs"].map((name) => ({ name, type: "string" as const })),
    };
    expect(glossTable(kiln, dictionaries).language).toBeUndefined();
  });

  it("reads the values written in lower case with the names when the names alone tell no language, but not an English table's", () => {
    const dir = tempDir("dictd-ita-");
    writeDictionary(dir, "freedict-ita-eng", {
      data: "data\ndate",
      lezione: "lezione\nlesson",
      privata: "privato\nprivate",
      gruppo: "gruppo\ngroup",
      contanti: "contanti\ncash",
      carta: "carta\ncard, paper",
      telefono: "telefono\ntelephone",
      principiante: "principiante\nbeginner",
    });
    writeDictionary(dir, "freedict-deu-eng", { data: "Daten\ndata", tag: "Tag\nday" });
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    // Two of eight name words known: no language by the names.
    const stable: AnalysisTable = {
      name: "prenotazioni",
      columns: [
        { name: "data", type: "date" },
        { name: "attivita", type: "string", values: ["lezione privata", "lezione di gruppo", "passeggiata"] },
        { name: "livello", type: "string", values: ["principiante", "avanzato"] },
        { name: "istruttore", type: "string", values: ["Giulia", "Marco"] },
        { name: "pagamento", type: "string", values: ["contanti", "carta", "bonifico"] },
        { name: "canale", type: "string", values: ["telefono", "sito"] },
        { name: "importo_eur", type: "number" },
      ],
    };
    const read = glossTable(stable, dictionaries);
    expect(read.language).toBe("ita");
    expect(read.reason).toMatch(/and values/);
    expect(read.table.columns.find((column) => column.name === "pagamento")!.valueGlosses).toMatchObject({ contanti: ["cash"] });
    // A value of several words gets its content words' glosses together ("di" is a closed-class word of Italian).
    expect(read.table.columns.find((column) => column.name === "attivita")!.valueGlosses?.["lezione di gruppo"]).toContain("lesson group");
    // An English table whose values happen to be words of a dictionary ("data", "tag") stays English.
    const english = join(dir, "words");
    writeFileSync(english, "sessions\nsource\nchannel\ndevice\nduration\nsession\n");
    const sessions: AnalysisTable = {
      name: "web_sessions",
      columns: [
        { name: "session_source", type: "string", values: ["data", "tag", "carta"] },
        { name: "channel", type: "string", values: ["contanti", "telefono"] },
        { name: "device_duration", type: "number" },
      ],
    };
    expect(glossTable(sessions, dictionaries, { english: openEnglishWords({ file: english })! }).language).toBeUndefined();
  });

  it("reads a name's word whose glosses are all phrases by the phrases ('Rebsorte': grape variety), which link by their words", () => {
    const dir = tempDir("dictd-deu-");
    writeDictionary(dir, "freedict-deu-eng", {
      Rebsorte: "Rebsorte <fem, n, sg>\ntype of grape <n>, grape variety <n>",
      Lage: "Lage <fem, n, sg>\nlayer <n>, location <n>",
      Menge: "Menge <fem, n, sg>\namount <n>, quantity <n>",
      Lesedatum: "Lesedatum <n>\nharvest date <n>",
    });
    const table: AnalysisTable = {
      name: "weinlese",
      columns: [
        { name: "Lage", type: "string", values: ["Mühlweg"] },
        { name: "Rebsorte", type: "string", values: ["Dornfelder", "Riesling"] },
        { name: "Menge_kg", type: "number" },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }));
    expect(read.language).toBe("deu");
    const byName = Object.fromEntries(read.table.columns.map((column) => [column.name, column.words]));
    expect(byName.Rebsorte).toEqual([{ word: "rebsorte", glosses: ["type of grape", "grape variety"] }]);
    // A word with a gloss of one word keeps only those.
    expect(byName.Lage).toEqual([{ word: "lage", glosses: ["layer", "location"] }]);
    expect(linkColumns("grape variety", read.table.columns)[0]).toMatchObject({ column: "Rebsorte" });
    const spec = parseQuestion("total Menge per grape variety", read.table);
    expect(spec.kind === "spec" && spec.spec.groupBy.map((group) => group.column)).toEqual(["Rebsorte"]);
  });
});

describe("questions in English over a table named in Finnish", () => {
  it("link English words to the columns whose glosses they are, with the dictionary as the reason", () => {
    const { dictionaries, english } = setUp();
    const { table } = glossTable(nursery, dictionaries, { english: english! });
    const shop = linkColumns("shop", table.columns, "group")[0];
    expect(shop).toMatchObject({ column: "myymala" });
    expect(shop!.reason).toContain("dictionary myymala: shop");
    expect(linkColumns("shop", nursery.columns, "group")[0]?.column).not.toBe("myymala");
    const parsed = parseQuestion("average price per species", table);
    expect(parsed.kind).toBe("spec");
    if (parsed.kind !== "spec") return;
    expect(parsed.spec.measures[0]).toMatchObject({ column: "kappalehinta", aggregate: "avg" });
    expect(parsed.spec.groupBy[0]).toMatchObject({ column: "laji" });
    // A value named in English: "birches" is Koivu.
    const birch = parseQuestion("average price of birches per shop", table);
    expect(birch.kind === "spec" && birch.spec.filters).toEqual([{ column: "laji", operator: "in", values: ["Koivu"], temporal: false }]);
    expect(birch.kind === "spec" && birch.provenance.find((entry) => entry.element === "filter")?.reason).toContain("dictionary: birch");
    // Without the glosses the same question is not understood: no column is read as the species (the price may be,
    // from the last part of the compound kappalehinta, which the lexicon translates).
    const bare = parseQuestion("average price per species", nursery);
    expect(bare.kind === "spec" && bare.spec.groupBy.some((group) => group.column === "laji")).toBe(false);
  });
});

describe("glossQuestion", () => {
  it("reads a question's words in the language of the dictionary that knows them: words, stems, compounds", () => {
    const { dictionaries, english } = setUp();
    const read = glossQuestion("Wie viele Spenden pro Blutgruppe?", dictionaries, { english: english! });
    expect(read.language).toBe("deu");
    expect(read.glosses).toMatchObject({ spenden: "donations", blutgruppe: "blood group" });
    // "wie" and "viele" tell the language; closed-class words are the parser's lexicon's to read, not the dictionary's.
    expect(read.glosses.viele).toBeUndefined();
    expect(read.reason).toContain("deu by 2 of its closed-class words");
    // An English question is left alone.
    expect(glossQuestion("average price per status and date", dictionaries, { english: english! }).glosses).toEqual({});
  });

  it("feeds the parser and the destructive check: a request to delete in another language is refused", () => {
    const { dictionaries, english } = setUp();
    const request = "Tabelle löschen, bitte";
    expect(detectDestructiveRequest(request).destructive).toBe(false);
    const { glosses } = glossQuestion(request, dictionaries, { english: english! });
    expect(glosses).toMatchObject({ tabelle: "table", loschen: "delete" });
    const table: AnalysisTable = { name: "donations", columns: [{ name: "blood_group", type: "string", values: ["A", "B"] }] };
    expect(parseQuestion(request, table, { glosses }).kind).toBe("refuse");
    const counted = parseQuestion("Wie viele Spenden pro Blutgruppe?", table, {
      glosses: glossQuestion("Wie viele Spenden pro Blutgruppe?", dictionaries, { english: english! }).glosses,
    });
    expect(counted.kind === "spec" && counted.spec.groupBy.map((group) => group.column)).toEqual(["blood_group"]);
  });

  it("reads a word in the sense its table confirms, and, in no detected language, only words the table confirms", () => {
    const dir = tempDir("dictd-confirm-");
    writeDictionary(dir, "freedict-deu-eng", {
      Spielstätte: "Spielstätte <n>\n1. ground\n2. venue, playhouse",
      viele: "viele\nmany",
      Vorstellung: "Vorstellung <n>\n1. idea\n2. performance",
    });
    writeDictionary(dir, "freedict-pol-eng", { trasa: "trasa\n1. course, line\n2. route", lot: "lot\nflight" });
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    const columns = new Map([
      ["venue", 1],
      ["route", 1],
      ["performance", 0.9],
    ]);
    const confirm = (english: string) => columns.get(english) ?? 0;
    const question = "Wie viele Vorstellungen gab es pro Spielstätte?";
    // Without the table, the first sense; with it, the sense that names a column.
    expect(glossQuestion(question, dictionaries).glosses).toMatchObject({ spielstatte: "ground", vorstellungen: "idea" });
    expect(glossQuestion(question, dictionaries, { confirm }).glosses).toMatchObject({ spielstatte: "venue", vorstellungen: "performance" });
    // Too few words of a question in no language its closed-class words tell: only the word the table confirms is read.
    const polish = "Pasażerów przewiozła trasa?";
    expect(glossQuestion(polish, dictionaries).glosses).toEqual({});
    const read = glossQuestion(polish, dictionaries, { confirm });
    expect(read.glosses).toEqual({ trasa: "route" });
    expect(read.reason).toContain("1 read as senses the table confirms");
    // "Ilu" and "każda" tell Polish: its dictionary reads the question, though it knows one word of it.
    const told = glossQuestion("Ilu pasażerów przewiozła każda trasa?", dictionaries, { confirm });
    expect(told).toMatchObject({ language: "pol", glosses: { trasa: "route" } });
  });

  it("reads a word English has too in the language the question's grammar tells, when the table confirms that sense", () => {
    const dir = tempDir("dictd-homograph-");
    writeDictionary(dir, "freedict-spa-eng", { red: "red <n>\n1. network\n2. net", clientes: "clientes\ncustomers", tipo: "tipo\ntype" });
    const words = join(dir, "words");
    writeFileSync(words, "red\ncustomers\ntype\nnetwork\n");
    const dictionaries = openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") });
    const english = openEnglishWords({ file: words })!;
    const confirm = (text: string) => (text === "network" ? 1 : 0);
    const question = "¿Cuántos clientes se vieron afectados por tipo de red?";
    expect(glossQuestion(question, dictionaries, { english, confirm }).glosses).toMatchObject({ red: "network" });
    // Not where the table names nothing so, nor in an English question.
    expect(glossQuestion(question, dictionaries, { english, confirm: () => 0 }).glosses.red).toBeUndefined();
    expect(glossQuestion("customers per red network type", dictionaries, { english, confirm }).glosses.red).toBeUndefined();
  });
});

describe("a column of two short values", () => {
  it("glosses two-letter values of a two-valued column, so a Welsh yes/no column ('ie'/'na') is read as true/false", () => {
    const dir = tempDir("dictd-cym-");
    writeDictionary(dir, "freedict-cym-eng", {
      ie: "ie\nyes",
      na: "na\nnor, not, than",
      wedi: "wedi\nafter",
      canslo: "canslo\ncancel",
      cyfanswm: "cyfanswm\ntotal",
      dyddiad: "dyddiad\ndate",
      gorsaf: "gorsaf\nstation",
      tocyn: "tocyn\nticket",
      math: "math\ntype, kind",
    });
    const table: AnalysisTable = {
      name: "tocynnau",
      columns: [
        { name: "dyddiad", type: "date" },
        { name: "gorsaf", type: "string", values: ["Bala", "Dolgellau"] },
        { name: "math_tocyn", type: "string", values: ["sengl", "dychwel"] },
        { name: "cyfanswm_gbp", type: "number" },
        { name: "wedi_canslo", type: "string", values: ["ie", "na"] },
      ],
    };
    const read = glossTable(table, openDictionaries({ dir, cacheDir: tempDir("dictd-cache-") }));
    expect(read.language).toBe("cym");
    expect(read.table.columns.find((column) => column.name === "wedi_canslo")!.valueGlosses).toMatchObject({ ie: ["yes"], na: ["nor", "not", "than"] });
    const parsed = parseQuestion("total cyfanswm per gorsaf leaving out cancelled tickets", read.table);
    expect(parsed.kind === "spec" ? parsed.spec.filters.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`) : parsed).toEqual([
      "wedi_canslo in na",
    ]);
  });
});
