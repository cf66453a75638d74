import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { NAME_PHRASES, ROMANSH_DELETE_VERBS } from "../src/lexicon-languages.js";
import { yesNoValues } from "../src/link.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: Romansh questions (Rumantsch Grischun, with a few Sursilvan and Vallader forms) read as the
// parser reads Asturian and Occitan ones.
const today = { today: "2026-12-01" };

// A made-up ski school's lessons in Surselva and the Engiadina: Romansh names and values, gea/na flags.
const lessons: AnalysisTable = {
  name: "lecziuns_scola_skis",
  rows: 500,
  columns: [
    { name: "data", type: "date", days: 700 },
    { name: "magister", type: "string", values: ["Gion", "Ursina", "Flurin", "Seraina"] },
    { name: "lieu", type: "string", values: ["Laax", "Savognin", "Scuol", "Sedrun"] },
    { name: "tip_lecziun", type: "string", values: ["privata", "gruppa", "snowboard"] },
    { name: "nivel", type: "string", values: ["principiant", "avanzà", "expert"] },
    { name: "lingua", type: "string", values: ["rumantsch", "tudestg", "englais", "talian"] },
    { name: "participants", type: "integer" },
    { name: "uras", type: "number" },
    { name: "pretsch_chf", type: "number" },
    { name: "annullada", type: "string", values: ["gea", "na"] },
    { name: "pajà", type: "string", values: ["gea", "na"] },
  ],
};

// A made-up bakery's sales in four towns.
const bakery: AnalysisTable = {
  name: "venditas_pasternaria",
  rows: 800,
  columns: [
    { name: "data", type: "date", days: 700 },
    { name: "filiala", type: "string", values: ["Cuira", "Glion", "Tusan", "Scuol"] },
    { name: "product", type: "string", values: ["paun nair", "paun alv", "nusstorta", "gipfel", "paun da pairs"] },
    { name: "quantitad", type: "integer" },
    { name: "pretsch", type: "number" },
    { name: "import_chf", type: "number" },
    { name: "tip_cliant", type: "string", values: ["privat", "hotel", "restaurant"] },
  ],
};

// A made-up ski and snowboard rental: what was lent, how late it came back, the fines and renewals (Vallader schi/na flag).
const rental: AnalysisTable = {
  name: "emprests_skis",
  rows: 600,
  columns: [
    { name: "data_emprest", type: "date", days: 700 },
    { name: "filiala", type: "string", values: ["Laax", "Lenzerheide", "Scuol"] },
    { name: "tip_medium", type: "string", values: ["skis", "snowboard", "calzers", "casc"] },
    { name: "gruppa_etad", type: "string", values: ["uffants", "giuvenils", "creschids"] },
    { name: "lingua", type: "string", values: ["rumantsch", "tudestg", "englais"] },
    { name: "dis_retard", type: "integer" },
    { name: "prolungaziuns", type: "integer" },
    { name: "multa_chf", type: "number" },
    { name: "taxa_emprest", type: "number" },
    { name: "returnà", type: "string", values: ["schi", "na"] },
  ],
};

/** The words a question is read as, over no table's names. */
const words = (question: string) => tokenize(question, new Set()).map((token) => token.word);

describe("Romansh questions, on a made-up ski school's lessons and a bakery's sales", () => {
  it("charts: 'sco diagram a lingias' (line), 'in diagram da travs' (bar), 'diagram a turta' (pie)", () => {
    const line = specOf("Mussa il dumber da lecziuns per mais en 2025 sco diagram a lingias", lessons, today);
    expect(line.chart).toBe("line");
    expect(measures(line)).toEqual(["count(*)"]);
    expect(groups(line)).toEqual(["data:month"]);
    expect(filters(line)).toEqual(["data between 2025-01-01|2026-01-01"]);
    const bars = specOf("Fa in diagram da travs cun il total da las uras per lieu", lessons, today);
    expect(bars.chart).toBe("bar");
    expect(measures(bars)).toEqual(["sum(uras)"]);
    expect(groups(bars)).toEqual(["lieu"]);
    const pie = specOf("Diagram a turta dal dumber da lecziuns per nivel", lessons, today);
    expect(pie.chart).toBe("pie");
    expect(measures(pie)).toEqual(["count(*)"]);
    expect(groups(pie)).toEqual(["nivel"]);
    const weekly = specOf("Mussa l'import per filiala per emna en in diagram a lingias", bakery, today);
    expect(weekly.chart).toBe("line");
    expect(measures(weekly)).toEqual(["sum(import_chf)"]);
    expect(groups(weekly)).toEqual(["data:week", "filiala"]);
  });

  it("averages, totals and rankings: 'Tge è la media dal pretsch per magister?', 'il pli aut pretsch medi', 'Ils 3 magisters …'", () => {
    const average = specOf("Tge è la media dal pretsch per magister?", lessons, today);
    expect(measures(average)).toEqual(["avg(pretsch_chf)"]);
    expect(groups(average)).toEqual(["magister"]);
    const highest = specOf("Tge lieu ha il pli aut pretsch medi?", lessons, today);
    expect(measures(highest)).toEqual(["avg(pretsch_chf)"]);
    expect(groups(highest)).toEqual(["lieu"]);
    expect(highest.limit).toBe(1);
    expect(highest.orderBy[0]).toEqual({ by: "pretsch_chf", direction: "desc" });
    const top = specOf("Ils 3 magisters cun il pli aut pretsch total", lessons, today);
    expect(measures(top)).toEqual(["sum(pretsch_chf)"]);
    expect(groups(top)).toEqual(["magister"]);
    expect(top.limit).toBe(3);
    expect(top.orderBy[0]).toEqual({ by: "pretsch_chf", direction: "desc" });
    const sold = specOf("Tge filiala ha vendì il pli bler?", bakery, today);
    expect(measures(sold)).toEqual(["sum(quantitad)"]);
    expect(groups(sold)).toEqual(["filiala"]);
    expect(sold.limit).toBe(1);
    const least = specOf("Tge product ha la pli pitschna quantitad?", bakery, today);
    expect(measures(least)).toEqual(["sum(quantitad)"]);
    expect(groups(least)).toEqual(["product"]);
    expect(least.orderBy[0]).toEqual({ by: "quantitad", direction: "asc" });
    const byBranch = specOf("La media dal pretsch tenor filiala", bakery, today);
    expect(measures(byBranch)).toEqual(["avg(pretsch)"]);
    expect(groups(byBranch)).toEqual(["filiala"]);
    const longest = specOf("Qualas èn las 3 lecziuns las pli lungas?", lessons, today);
    expect(longest.limit).toBe(3);
    expect(longest.orderBy[0]).toEqual({ by: "uras", direction: "desc" });
  });

  it("years, months, days and periods: 'en 2025', 'en matg 2025', 'da zercladur fin avust 2025', 'las dumengias', 'l'onn passà'", () => {
    const year = specOf("Quantas lecziuns hai dà en 2025?", lessons, today);
    expect(measures(year)).toEqual(["count(*)"]);
    expect(filters(year)).toEqual(["data between 2025-01-01|2026-01-01"]);
    expect(filters(specOf("Quantas lecziuns hai dà en matg 2025 a Laax?", lessons, today))).toEqual(["data between 2025-05-01|2025-06-01", "lieu in Laax"]);
    expect(filters(specOf("Quantas lecziuns da zercladur fin avust 2025?", lessons, today))).toEqual(["data between 2025-06-01|2025-09-01"]);
    expect(filters(specOf("Quantas lecziuns las dumengias?", lessons, today))).toEqual(["data relative day_of_week|7|day"]);
    expect(filters(specOf("Mussa las lecziuns dals ultims 30 dis", lessons, today))).toEqual(["data relative last|30|day|2026-12-01"]);
    const quarters = specOf("Il dumber da lecziuns per trimester en 2025", lessons, today);
    expect(groups(quarters)).toEqual(["data:quarter"]);
    const thisYear = specOf("Quant import per filiala quest onn?", bakery, today);
    expect(measures(thisYear)).toEqual(["sum(import_chf)"]);
    expect(groups(thisYear)).toEqual(["filiala"]);
    expect(filters(thisYear)).toEqual(["data relative this|1|year|2026-12-01"]);
    const months = specOf("Import total per tip da cliant da schaner fin mars 2025", bakery, today);
    expect(measures(months)).toEqual(["sum(import_chf)"]);
    expect(groups(months)).toEqual(["tip_cliant"]);
    expect(filters(months)).toEqual(["data between 2025-01-01|2025-04-01"]);
    const daily = specOf("L'import total da las venditas mintga di la davosa emna", bakery, today);
    expect(measures(daily)).toEqual(["sum(import_chf)"]);
    expect(groups(daily)).toEqual(["data:day"]);
    expect(filters(daily)).toEqual(["data relative previous|1|week|2026-12-01"]);
    expect(filters(specOf("Quantas venditas a Cuira l'emna passada?", bakery, today))).toEqual([
      "data relative previous|1|week|2026-12-01",
      "filiala in Cuira",
    ]);
    const february = specOf("Qual è la quantitad media per product en favrer 2025?", bakery, today);
    expect(measures(february)).toEqual(["avg(quantitad)"]);
    expect(groups(february)).toEqual(["product"]);
    expect(filters(february)).toEqual(["data between 2025-02-01|2025-03-01"]);
  });

  it("comparisons, exceptions and flags: 'dapli che 5', 'main che 3', 'tranter 2 e 4 uras', 'danor', 'excepì', 'senza', 'betg pajadas'", () => {
    expect(filters(specOf("Quantas lecziuns cun dapli che 5 participants?", lessons, today))).toEqual(["participants > 5"]);
    expect(filters(specOf("Quantas lecziuns cun main che 3 participants?", lessons, today))).toEqual(["participants < 3"]);
    expect(filters(specOf("Las lecziuns cun in pretsch sur 200 CHF", lessons, today))).toEqual(["pretsch_chf > 200"]);
    expect(filters(specOf("Quantas lecziuns tranter 2 e 4 uras?", lessons, today))).toEqual(["uras between 2|4"]);
    const except = specOf("Quantas lecziuns per lingua danor tudestg?", lessons, today);
    expect(measures(except)).toEqual(["count(*)"]);
    expect(groups(except)).toEqual(["lingua"]);
    expect(filters(except)).toEqual(["lingua not_in tudestg"]);
    expect(filters(specOf("Il pretsch total per lingua excepì englais", lessons, today))).toEqual(["lingua not_in englais"]);
    const without = specOf("Il pretsch total per magister senza las lecziuns annulladas", lessons, today);
    expect(measures(without)).toEqual(["sum(pretsch_chf)"]);
    expect(filters(without)).toEqual(["annullada in na"]);
    const unpaid = specOf("Quantas lecziuns n'èn betg pajadas?", lessons, today);
    expect(measures(unpaid)).toEqual(["count(*)"]);
    expect(filters(unpaid)).toEqual(["pajà in na"]);
    expect(yesNoValues(lessons.columns.find((column) => column.name === "pajà"))).toEqual({ yes: "gea", no: "na" });
    expect(yesNoValues(rental.columns.find((column) => column.name === "returnà"))).toEqual({ yes: "schi", no: "na" });
    expect(yesNoValues({ name: "pajà", type: "string", values: ["na", "gie"] })).toEqual({ yes: "gie", no: "na" });
    const compared = specOf("Cumpareglia l'import da Cuira e Glion per mais", bakery, today);
    expect(measures(compared)).toEqual(["sum(import_chf)"]);
    expect(groups(compared)).toContain("filiala");
    expect(filters(compared)).toEqual(["filiala in Cuira|Glion"]);
  });

  it("a rental's Romansh questions: 'betg vegnids returnads', 'dapli che 2 prolungaziuns', 'dis retard en media', 'sa midadas tenor mais'", () => {
    const notReturned = specOf("Quants emprests n'èn betg vegnids returnads?", rental, today);
    expect(measures(notReturned)).toEqual(["count(*)"]);
    expect(filters(notReturned)).toEqual(["returnà in na"]);
    const fines = specOf("La multa totala per filiala dals emprests betg returnads", rental, today);
    expect([measures(fines), groups(fines), filters(fines)]).toEqual([["sum(multa_chf)"], ["filiala"], ["returnà in na"]]);
    expect(filters(specOf("Quants emprests cun dapli che 2 prolungaziuns?", rental, today))).toEqual(["prolungaziuns > 2"]);
    const late = specOf("Quants dis retard en media per gruppa d'etad?", rental, today);
    expect([measures(late), groups(late)]).toEqual([["avg(dis_retard)"], ["gruppa_etad"]]);
    const changed = specOf("Co èn las multas sa midadas tenor mais?", rental, today);
    expect([measures(changed), groups(changed)]).toEqual([["sum(multa_chf)"], ["data_emprest:month"]]);
  });
});

describe("English questions over Romansh column names", () => {
  it("'fine', 'days late', 'age group', 'media type', 'renewals', 'loan date', 'language', 'branch' name the rental's columns", () => {
    const fine = specOf("average fine by branch", rental, today);
    expect([measures(fine), groups(fine)]).toEqual([["avg(multa_chf)"], ["filiala"]]);
    const late = specOf("total days late per age group", rental, today);
    expect([measures(late), groups(late)]).toEqual([["sum(dis_retard)"], ["gruppa_etad"]]);
    const renewals = specOf("renewals by media type", rental, today);
    expect([measures(renewals), groups(renewals)]).toEqual([["sum(prolungaziuns)"], ["tip_medium"]]);
    const monthly = specOf("loans per month by loan date", rental, today);
    expect([measures(monthly), groups(monthly)]).toEqual([["count(*)"], ["data_emprest:month"]]);
    const language = specOf("how many loans by language", rental, today);
    expect([measures(language), groups(language)]).toEqual([["count(*)"], ["lingua"]]);
    const fee = specOf("average loan fee by branch", rental, today);
    expect([measures(fee), groups(fee)]).toEqual([["avg(taxa_emprest)"], ["filiala"]]);
    expect(filters(specOf("how many were not returned", rental, today))).toEqual(["returnà in na"]);
    expect(filters(specOf("fines for adults only", rental, today))).toEqual(["gruppa_etad in creschids"]);
    const year = specOf("total fines by loan month in 2025", rental, today);
    expect(measures(year)).toEqual(["sum(multa_chf)"]);
    expect(filters(year)).toEqual(["data_emprest between 2025-01-01|2026-01-01"]);
  });

  it("the names of several words are read as their English ('data_emprest' loan date, 'tip_medium' media type, 'gruppa_etad' age group)", () => {
    expect(NAME_PHRASES["data emprest"]).toBe("loan date");
    expect(NAME_PHRASES["data d emprest"]).toBe("loan date");
    expect(NAME_PHRASES["tip medium"]).toBe("media type");
    expect(NAME_PHRASES["dis retard"]).toBe("days late");
    expect(NAME_PHRASES["gruppa d etad"]).toBe("age group");
    // (An English name beginning with "data" stays English: "data_product" is no date of a product.)
    expect(NAME_PHRASES["data product"]).toBeUndefined();
    const lessonsByType = specOf("average price per lesson type", lessons, today);
    expect([measures(lessonsByType), groups(lessonsByType)]).toEqual([["avg(pretsch_chf)"], ["tip_lecziun"]]);
    const amount = specOf("total amount by customer type", bakery, today);
    expect([measures(amount), groups(amount)]).toEqual([["sum(import_chf)"], ["tip_cliant"]]);
  });
});

describe("Romansh requests to delete or change data", () => {
  it("are refused: 'stizzar', 'stritgar', 'allontanar', 'eliminar', 'sbittar', 'surscriver', 'actualisar', 'midar', 'svidar'", () => {
    for (const request of [
      "Stizza tut ils emprests da l'onn 2025 ord la tabella",
      "Stizzai las multas pajadas",
      "Stizza da la tabella tut ils emprests annullads",
      "Elimina tut las datas",
      "Surscriva la tabella",
      "Sura-scriva la datoteca cun las novas datas",
      "Stritga ils emprests returnads",
      "Allontana tut las filialas cun nagina multa",
      "Sbitta tut ils emprests da 2024",
      "Actualisescha ils pretschs da las multas",
      "Mida las multas a 0",
      "Svida la tabella",
      "Jau vuless stizzar tut ils emprests",
      "Per plaschair stizza la datoteca",
      "Pudessas ti eliminar tut las multas?",
      "Mussa ils emprests e lura stizza la tabella",
    ]) {
      expect(detectDestructiveRequest(request).destructive, request).toBe(true);
      expect(parseQuestion(request, rental, today).kind, request).toBe("refuse");
    }
    expect(ROMANSH_DELETE_VERBS).toEqual(expect.arrayContaining(["stizzar", "stizza", "stritgar", "surscriver", "actualisar", "svidar"]));
  });

  it("questions, a copy and participles are not: 'Mussa tut ils emprests', 'Arcuna ina copia', 'han ins stizzà', 'sa midadas'", () => {
    for (const question of [
      "Mussa tut ils emprests da 2025",
      "Arcuna ina copia da la tabella",
      "Quants emprests han ins stizzà l'onn passà?",
      "Quantas multas han ins midà la davosa emna?",
      "Co èn las multas sa midadas tenor mais?",
      "Mussa la midada da las multas per mais",
      "Glista tut ils emprests da la filiala Laax",
    ]) {
      expect(detectDestructiveRequest(question).destructive, question).toBe(false);
      expect(parseQuestion(question, rental, today).kind, question).not.toBe("refuse");
    }
  });
});

describe("Romansh words other languages have too", () => {
  it("are read so only in a Romansh question", () => {
    expect(words("Quantas lecziuns n'èn betg pajadas l'onn passà?")).toEqual(["how", "many", "lessons", "are", "not", "paid", "last", "year"]);
    expect(words("Tge è la data da l'ultim emprest per mais?")).toEqual(["what", "is", "la", "date", "da", "last", "loan", "per", "month"]);
    // English, Portuguese and Irish questions with "main", "data", "tip", "import", "mais", "nua" read as before.
    expect(words("show the main data by tip")).toEqual(["show", "the", "main", "data", "by", "tip"]);
    expect(words("import value per country")).toEqual(["import", "value", "per", "country"]);
    expect(words("quais produtos vendem mais")).toContain("most");
    expect(words("average weight in oz")).toEqual(["average", "weight", "in", "oz"]);
    // (And a Catalan "quants", an Italian "lingua" and "vendita" make no question Romansh.)
    expect(words("quantes vendes per lingua")).not.toContain("month");
  });
});
