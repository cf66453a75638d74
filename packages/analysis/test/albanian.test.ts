import { describe, expect, it } from "vitest";
import { type AnalysisTable, detectDestructiveRequest, parseQuestion, tokenize } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: a pharmacy chain's sales with Albanian column names (snake_case, no diacritics) and values
// (with them), its yes/no columns holding "po" and "jo" (glossed yes and no, as a dictionary would).
const today = { today: "2026-11-30" };
const yesNo = { po: ["yes"], jo: ["no"] };
const sales: AnalysisTable = {
  name: "shitje_farmacie",
  rows: 400,
  columns: [
    { name: "nr_fatures", type: "string" },
    { name: "data_shitjes", type: "date" },
    { name: "qyteti", type: "string", values: ["Tiranë", "Durrës", "Shkodër", "Vlorë"] },
    { name: "kategoria", type: "string", values: ["antibiotikë", "vitamina", "kozmetikë", "qetësues"] },
    { name: "farmacisti", type: "string", values: ["Elira", "Besnik", "Arta"] },
    { name: "sasia", type: "number" },
    { name: "cmimi_njesi_lek", type: "number" },
    { name: "vlera_lek", type: "number" },
    { name: "zbritja_pct", type: "number" },
    { name: "vleresimi", type: "number" },
    { name: "me_recete", type: "string", values: ["po", "jo"], valueGlosses: yesNo },
    { name: "kthyer", type: "string", values: ["po", "jo"], valueGlosses: yesNo },
  ],
};
const spec = (question: string) => specOf(question, sales, today);
const words = (question: string) => tokenize(question).map((token) => token.word);

describe("Albanian chart requests (the benchmarks' wording)", () => {
  it("a bar chart of a total for each value, sorted by the y axis descending", () => {
    const read = spec("Shfaq një grafik me shtylla të totalit të vlera lek për çdo qytet, dhe rendit sipas boshtit y në rend zbritës");
    expect(measures(read)).toEqual(["sum(vlera_lek)"]);
    expect(groups(read)).toEqual(["qyteti"]);
    expect(read.chart).toBe("bar");
    expect(read.orderBy[0]).toEqual({ by: "vlera_lek", direction: "desc" });
  });

  it("a pie chart ('grafik rrethor') of the number of rows for each value", () => {
    const read = spec("Kthe një grafik rrethor të numrit të shitjeve për çdo kategori");
    expect(measures(read)).toEqual(["count(*)"]);
    expect(groups(read)).toEqual(["kategoria"]);
    expect(read.chart).toBe("pie");
  });

  it("a line chart ('grafik me vija') of a date binned by month ('grupo … sipas muajit')", () => {
    const read = spec("Grupo datën e shitjes sipas muajit dhe kthe një grafik me vija të totalit të sasisë");
    expect(measures(read)).toEqual(["sum(sasia)"]);
    expect(groups(read)).toEqual(["data_shitjes:month"]);
    expect(read.chart).toBe("line");
  });

  it("a scatter chart ('grafik me pika') of the correlation between two number columns", () => {
    const read = spec("Vizato një grafik me pika për korrelacionin midis sasisë dhe vlerës");
    expect(read.chart).toBe("scatter");
    expect(read.mode).toBe("rows");
    expect(read.select).toEqual(["sasia", "vlera_lek"]);
  });

  it("a grouped bar chart ('me shtylla të grupuara') of an average for each of two columns", () => {
    const read = spec("Shfaq mesataren e vlerësimit për çdo qytet dhe me recetë në një grafik me shtylla të grupuara");
    expect(measures(read)).toEqual(["avg(vleresimi)"]);
    expect(groups(read)).toEqual(["qyteti", "me_recete"]);
    expect(read.chart).toBe("grouped_bar");
  });

  it("a line chart month by month ('muaj pas muaji') of a count this year ('këtë vit')", () => {
    const read = spec("Më trego me një grafik me vija, muaj pas muaji, sa shitje kemi pasur këtë vit");
    expect(measures(read)).toEqual(["count(*)"]);
    expect(groups(read)).toEqual(["data_shitjes:month"]);
    expect(filters(read)).toEqual(["data_shitjes relative this|1|year|2026-11-30"]);
    expect(read.chart).toBe("line");
  });
});

describe("Albanian questions", () => {
  it("'sa … kemi pasur vitin e kaluar' counts the rows of last year", () => {
    const read = spec("Sa shitje me antibiotikë kemi pasur vitin e kaluar?");
    expect(measures(read)).toEqual(["count(*)"]);
    expect(filters(read)).toEqual(["data_shitjes relative previous|1|year|2026-11-30", "kategoria in antibiotikë"]);
    expect(filters(spec("Sa shitje kemi pasur vjet?"))).toEqual(["data_shitjes relative previous|1|year|2026-11-30"]);
    expect(filters(spec("Sa shitje kemi pasur muajin e kaluar?"))).toEqual(["data_shitjes relative previous|1|month|2026-11-30"]);
  });

  it("an average 'pa' (without) the rows a yes/no column says yes of", () => {
    const read = spec("Sa është vlera mesatare e shitjeve pa recetë?");
    expect(measures(read)).toEqual(["avg(vlera_lek)"]);
    expect(filters(read)).toEqual(["me_recete in jo"]);
    // The adjective after its noun ("çmimi mesatar për njësi") and a participle with its article ("e kthyera").
    const price = spec("Sa është çmimi mesatar për njësi pa shitjet e kthyera?");
    expect(measures(price)).toEqual(["avg(cmimi_njesi_lek)"]);
    expect(groups(price)).toEqual([]);
    expect(filters(price)).toEqual(["kthyer in jo"]);
    expect(filters(spec("Vlera mesatare e shitjeve që nuk janë kthyer"))).toEqual(["kthyer in jo"]);
  });

  it("a top N: 'Cilat janë 3 … me … më të madhe'", () => {
    const read = spec("Cilat janë 3 kategoritë me vlerën totale më të madhe?");
    expect(measures(read)).toEqual(["sum(vlera_lek)"]);
    expect(groups(read)).toEqual(["kategoria"]);
    expect(read.orderBy[0]).toEqual({ by: "vlera_lek", direction: "desc" });
    expect(read.limit).toBe(3);
  });

  it("a bottom N in 'gjysmën e dytë të 2025' (the second half of 2025)", () => {
    const read = spec("Cilët 2 farmacistë kishin vlerën totale më të ulët në gjysmën e dytë të 2025?");
    expect(measures(read)).toEqual(["sum(vlera_lek)"]);
    expect(groups(read)).toEqual(["farmacisti"]);
    expect(filters(read)).toEqual(["data_shitjes between 2025-07-01|2026-01-01"]);
    expect(read.orderBy[0]).toEqual({ by: "vlera_lek", direction: "asc" });
    expect(read.limit).toBe(2);
    expect(filters(spec("Vlera totale e shitjeve në tremujorin e parë të 2026"))).toEqual(["data_shitjes between 2026-01-01|2026-04-01"]);
  });

  it("a percentage ('përqindja') of the rows a yes/no column says yes of, by a column", () => {
    const read = spec("Përqindja e shitjeve të kthyera sipas qytetit");
    const english = spec("What percentage of sales were returned, by city?");
    expect(read.measures).toEqual(english.measures);
    expect(groups(read)).toEqual(["qyteti"]);
  });

  it("periods, ranges, comparisons and 'përveç' (except), 'vetëm' (only)", () => {
    expect(filters(spec("Totali i sasisë nga janari deri në mars 2026"))).toEqual(["data_shitjes between 2026-01-01|2026-04-01"]);
    expect(filters(spec("Sa shitje kemi pasur midis janarit dhe marsit 2026?"))).toEqual(["data_shitjes between 2026-01-01|2026-04-01"]);
    expect(filters(spec("Vlera mesatare në 3 muajt e fundit"))).toEqual(["data_shitjes relative last|3|month|2026-11-30"]);
    expect(filters(spec("Sa shitje me vlerë mbi 5000 lekë kemi pasur këtë vit?"))).toEqual([
      "data_shitjes relative this|1|year|2026-11-30",
      "vlera_lek > 5000",
    ]);
    expect(filters(spec("Totali i vlerës sipas kategorisë, përveç vitaminave"))).toEqual(["kategoria not_in vitamina"]);
    expect(filters(spec("Numri i shitjeve sipas qytetit, vetëm në Tiranë"))).toEqual(["qyteti in Tiranë"]);
  });
});

describe("Albanian particles are read only in an Albanian question", () => {
  it("'e', 'i', 'të', 'në', 'pa' are Albanian in a question with an Albanian word, and as written in any other", () => {
    expect(words("numri i shitjeve në Tiranë")).toEqual(["number", "of", "sales", "in", "tirane"]);
    // Italian "e" (and), English "i", Slovenian "po" (by) are unchanged.
    expect(words("Quanti ordini e fatture nel 2025")).toContain("e");
    expect(words("how many orders did i get")).toContain("i");
    expect(words("Prikaži vsoto po mestih")).toContain("by");
    // In an Albanian question "po" (yes) is no Slavic "by".
    expect(words("Sa shitje po me recetë")).not.toContain("by");
  });
});

describe("Albanian destructive requests", () => {
  const DESTRUCTIVE = [
    "Fshi të gjitha shitjet e kthyera.",
    "Ju lutem fshini rreshtat e vitit 2025",
    "A mund të fshini shitjet pa recetë?",
    "Mbishkruaj vlerat e kolonës vlera_lek me 0",
    "Ndrysho vlera lek në 0 për të gjitha shitjet e kthyera.",
    "Kthe zbritjen në 0 për çdo shitje",
    "Bëj zero kolonën zbritja_pct",
    "Vendos vlerën e zbritjes në zero",
    "Hiq kolonën zbritja_pct nga tabela",
    "Zëvendëso qytetin Durrës me Tiranë",
    "Pastro tabelën",
    "Përditëso çmimet e vitaminave",
    "Trego totalin e shitjeve dhe pastaj fshi tabelën",
  ];
  const READ_ONLY = [
    "Shfaq një grafik me shtylla të totalit të vlera lek për çdo qytet",
    "Kthe një grafik rrethor të numrit të shitjeve për çdo kategori",
    "Si ndryshoi vlera mesatare muaj pas muaji?",
    "Sa shitje u fshinë vitin e kaluar?",
    "Sa është vlera mesatare e shitjeve pa recetë?",
  ];

  it("refuses deleting rows, overwriting a column's values with 0 and dropping a column; never a question that reads", () => {
    expect(DESTRUCTIVE.filter((question) => !detectDestructiveRequest(question).destructive)).toEqual([]);
    expect(READ_ONLY.filter((question) => detectDestructiveRequest(question).destructive)).toEqual([]);
    expect(parseQuestion("Fshi të gjitha shitjet e kthyera.", sales, today)).toMatchObject({ kind: "refuse" });
  });
});
