import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { OCCITAN_DELETE_VERBS } from "../src/lexicon-languages.js";
import { yesNoValues } from "../src/link.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: Occitan questions (Lengadocian, a few Gascon forms) read as the parser reads Frisian and
// Scottish Gaelic ones.
const today = { today: "2026-12-01" };

// A made-up Lengadocian bakery's sales: Occitan names and values, òc/non flags.
const sales: AnalysisTable = {
  name: "vendas_fornaria",
  rows: 500,
  columns: [
    { name: "numero", type: "string" },
    { name: "data", type: "date", days: 700 },
    { name: "botiga", type: "string", values: ["Tolosa", "Albi", "Rodés", "Montpelhièr"] },
    { name: "produch", type: "string", values: ["pan", "fogassa", "coca", "crosissant"] },
    { name: "vendeire", type: "string", values: ["Joan", "Maria", "Pèire", "Marta"] },
    { name: "quantitat", type: "integer" },
    { name: "total_eur", type: "number" },
    { name: "canal", type: "string", values: ["taulièr", "telefòn", "internet"] },
    { name: "anullada", type: "string", values: ["òc", "non"] },
    { name: "nòta", type: "integer" },
  ],
};

// A made-up garage's jobs.
const jobs: AnalysisTable = {
  name: "trabalhs_garatge",
  rows: 300,
  columns: [
    { name: "numero", type: "string" },
    { name: "data_trabalh", type: "date", days: 700 },
    { name: "mecanician", type: "string", values: ["Pau", "Bernat", "Ramon", "Clara"] },
    { name: "tipe", type: "string", values: ["revision", "frenada", "pneumatics", "carrossariá"] },
    { name: "durada_oras", type: "number" },
    { name: "cost", type: "number" },
    { name: "pagat", type: "string", values: ["òc", "non"] },
    { name: "vila", type: "string", values: ["Carcassona", "Besièrs", "Narbona"] },
  ],
};

// A made-up Spanish shop's sales, for questions of other languages that must read as they did.
const ventas: AnalysisTable = {
  name: "ventas",
  rows: 300,
  columns: [
    { name: "fecha", type: "date", days: 700 },
    { name: "tienda", type: "string", values: ["Madrid", "Sevilla"] },
    { name: "vendedor", type: "string", values: ["Ana", "Luis"] },
    { name: "importe", type: "number" },
    { name: "cancelada", type: "string", values: ["sí", "no"] },
  ],
};

/** The words a question is read as, over the bakery's names and values as written. */
const words = (question: string) =>
  tokenize(question, new Set(["numero", "data", "botiga", "produch", "vendeire", "quantitat", "total", "eur", "canal", "anullada", "nota", "oc", "non"])).map(
    (token) => token.word,
  );

describe("Occitan questions, on a made-up bakery's sales and a garage's jobs", () => {
  it("'quant de', 'quantas … i aguèt', a month of a year ('en mai de 2025', 'en genièr de 2025', 'març de 2025')", () => {
    const year = specOf("Quant de vendas en 2025?", sales, today);
    expect(measures(year)).toEqual(["count(*)"]);
    expect(filters(year)).toEqual(["data between 2025-01-01|2026-01-01"]);
    const may = specOf("Quantas vendas i aguèt en mai de 2025?", sales, today);
    expect(measures(may)).toEqual(["count(*)"]);
    expect(filters(may)).toEqual(["data between 2025-05-01|2025-06-01"]);
    expect(filters(specOf("Quantas vendas i a agut a Tolosa en genièr de 2025?", sales, today))).toEqual([
      "data between 2025-01-01|2025-02-01",
      "botiga in Tolosa",
    ]);
    expect(filters(specOf("Quantas vendas per telefòn en març de 2025?", sales, today))).toEqual(["data between 2025-03-01|2025-04-01", "canal in telefòn"]);
    const perType = specOf("Quant de trabalhs i a agut en 2025 per tipe?", jobs, today);
    expect(measures(perType)).toEqual(["count(*)"]);
    expect(groups(perType)).toEqual(["tipe"]);
    expect(filters(perType)).toEqual(["data_trabalh between 2025-01-01|2026-01-01"]);
  });

  it("totals and averages: 'lo total de las vendas per botiga', 'la mejana de la nòta per vendeire', 'lo cost mejan … per mecanician'", () => {
    const perShop = specOf("Quin es lo total de las vendas per botiga?", sales, today);
    expect(measures(perShop)).toEqual(["sum(total_eur)"]);
    expect(groups(perShop)).toEqual(["botiga"]);
    const perSeller = specOf("Qual es la mejana de la nòta per vendeire?", sales, today);
    expect(measures(perSeller)).toEqual(["avg(nòta)"]);
    expect(groups(perSeller)).toEqual(["vendeire"]);
    const perMechanic = specOf("Lo cost mejan dels trabalhs per mecanician en 2025", jobs, today);
    expect(measures(perMechanic)).toEqual(["avg(cost)"]);
    expect(groups(perMechanic)).toEqual(["mecanician"]);
    expect(filters(perMechanic)).toEqual(["data_trabalh between 2025-01-01|2026-01-01"]);
    const perMonth = specOf("Lo total de las vendas per mes en 2025", sales, today);
    expect(measures(perMonth)).toEqual(["sum(total_eur)"]);
    expect(groups(perMonth)).toEqual(["data:month"]);
    expect(filters(perMonth)).toEqual(["data between 2025-01-01|2026-01-01"]);
    const hours = specOf("Lo total de las oras per mecanician aqueste an", jobs, today);
    expect(measures(hours)).toEqual(["sum(durada_oras)"]);
    expect(filters(hours)).toEqual(["data_trabalh relative this|1|year|2026-12-01"]);
  });

  it("values and flags: 'de frenada a Narbona', 'pas anulladas', 'levat las anulladas', 'pas pagats' (òc/non)", () => {
    expect(filters(specOf("Quant de trabalhs de frenada a Narbona?", jobs, today))).toEqual(["tipe in frenada", "vila in Narbona"]);
    const notCancelled = specOf("Quantas vendas son pas anulladas?", sales, today);
    expect(measures(notCancelled)).toEqual(["count(*)"]);
    expect(filters(notCancelled)).toEqual(["anullada in non"]);
    const total = specOf("Lo total en euros de las vendas pas anulladas en 2025", sales, today);
    expect(measures(total)).toEqual(["sum(total_eur)"]);
    expect(filters(total)).toEqual(["data between 2025-01-01|2026-01-01", "anullada in non"]);
    const except = specOf("Lo nombre de vendas per canal, levat las anulladas", sales, today);
    expect(measures(except)).toEqual(["count(*)"]);
    expect(groups(except)).toEqual(["canal"]);
    expect(filters(except)).toEqual(["anullada in non"]);
    expect(filters(specOf("Quant de trabalhs son pas pagats?", jobs, today))).toEqual(["pagat in non"]);
    const unpaid = specOf("Lo cost total dels trabalhs pas pagats per vila", jobs, today);
    expect(measures(unpaid)).toEqual(["sum(cost)"]);
    expect(groups(unpaid)).toEqual(["vila"]);
    expect(filters(unpaid)).toEqual(["pagat in non"]);
    expect(yesNoValues(jobs.columns.find((column) => column.name === "pagat"))).toEqual({ yes: "òc", no: "non" });
    // (Gascon: "shens" without.)
    expect(filters(specOf("Quantas vendas shens las anulladas?", sales, today))).toEqual(["anullada in non"]);
  });

  it("'mai' is more, the most or May: 'mai de 3 oras', 'mai de 20 euros', 'lo mai', 'mai naut', 'en mai de 2025'", () => {
    expect(filters(specOf("Quant de trabalhs de mai de 3 oras?", jobs, today))).toEqual(["durada_oras > 3"]);
    expect(filters(specOf("Quantas vendas de mai de 20 euros?", sales, today))).toEqual(["total_eur > 20"]);
    // (Gascon "mei de", "dab ua".)
    expect(filters(specOf("Quant de vendas dab ua nòta de mei de 3?", sales, today))).toEqual(["nòta > 3"]);
    const seller = specOf("Quin vendeire a vendut lo mai?", sales, today);
    expect(groups(seller)).toEqual(["vendeire"]);
    expect(seller.limit).toBe(1);
    expect(seller.orderBy[0]).toEqual({ by: "total_eur", direction: "desc" });
    const shop = specOf("Quina botiga a fach lo mai de vendas?", sales, today);
    expect(groups(shop)).toEqual(["botiga"]);
    expect(shop.limit).toBe(1);
    const mechanic = specOf("Quin mecanician a lo cost total mai naut?", jobs, today);
    expect(measures(mechanic)).toEqual(["sum(cost)"]);
    expect(groups(mechanic)).toEqual(["mecanician"]);
    expect(mechanic.limit).toBe(1);
    expect(mechanic.orderBy[0]).toEqual({ by: "cost", direction: "desc" });
  });

  it("periods and charts: 'lo mes passat', 'l'an passat', 'fai-me veire una corba', 'un camembèrt', 'un grafic en barras'", () => {
    expect(filters(specOf("Quantas vendas lo mes passat?", sales, today))).toEqual(["data relative previous|1|month|2026-12-01"]);
    expect(filters(specOf("Quant de vendas son estadas anulladas l'an passat?", sales, today))).toContain("data relative previous|1|year|2026-12-01");
    const line = specOf("Fai-me veire una corba del cost per mes", jobs, today);
    expect(line.chart).toBe("line");
    expect(measures(line)).toEqual(["sum(cost)"]);
    expect(groups(line)).toEqual(["data_trabalh:month"]);
    const pie = specOf("Mostra-me un camembèrt de las vendas per canal", sales, today);
    expect(pie.chart).toBe("pie");
    expect(groups(pie)).toEqual(["canal"]);
    const bar = specOf("Balhatz-me un grafic en barras del total en euros per botiga", sales, today);
    expect(bar.chart).toBe("bar");
    expect(measures(bar)).toEqual(["sum(total_eur)"]);
    expect(groups(bar)).toEqual(["botiga"]);
  });

  it("English over Occitan names: 'town' is vila, 'type' tipe, 'paid' pagat (òc/non), 'cancelled' anullada", () => {
    const perType = specOf("total hours per type", jobs, today);
    expect(measures(perType)).toEqual(["sum(durada_oras)"]);
    expect(groups(perType)).toEqual(["tipe"]);
    const paid = specOf("how many jobs were paid per town", jobs, today);
    expect(measures(paid)).toEqual(["count(*)"]);
    expect(groups(paid)).toEqual(["vila"]);
    expect(filters(paid)).toEqual(["pagat in òc"]);
    const unpaid = specOf("total cost per town of the unpaid jobs", jobs, today);
    expect(measures(unpaid)).toEqual(["sum(cost)"]);
    expect(groups(unpaid)).toEqual(["vila"]);
    expect(filters(unpaid)).toEqual(["pagat in non"]);
    const rating = specOf("average rating per seller excluding cancelled", sales, today);
    expect(measures(rating)).toEqual(["avg(nòta)"]);
    expect(groups(rating)).toEqual(["vendeire"]);
    expect(filters(rating)).toEqual(["anullada in non"]);
  });

  it("requests to delete or change data are refused; questions asking how things change are not", () => {
    for (const request of [
      "Escafa totas las vendas anulladas del fichièr",
      "Suprimissètz las comandas de 2025",
      "Lèva los trabalhs de Carcassona",
      "Metètz a jorn los costs de las revisions",
      "Voidatz la taula",
    ]) {
      expect(detectDestructiveRequest(request).destructive, request).toBe(true);
      expect(parseQuestion(request, jobs, today).kind, request).toBe("refuse");
    }
    for (const question of ["Quant de vendas en 2025?", "Cossí cambia lo cost per mes?", "¿Cómo cambia el importe por mes?"])
      expect(detectDestructiveRequest(question).destructive, question).toBe(false);
    // A verb no list knows over "totas" (all: no "total" misspelt) and the file is refused; "lista totas" (list all) reads.
    expect(parseQuestion("Netejatz totas las comandas del fichièr", sales, today).kind).toBe("refuse");
    expect(parseQuestion("Lista totas las vendas de 2025", sales, today).kind).toBe("spec");
    expect(OCCITAN_DELETE_VERBS).toEqual(
      expect.arrayContaining(["escafar", "escafa", "suprimir", "suprimissetz", "levatz", "vueja", "cambiar", "remplaca", "destrutz"]),
    );
  });

  it("words other languages have too are read so only in an Occitan question", () => {
    expect(words("Quantas vendas son pas anulladas en mai de 2025, levat las de Joan?")).toEqual([
      "how",
      "many",
      "sales",
      "are",
      "not",
      "cancelled",
      "in",
      "may",
      "2025",
      "except",
      "las",
      "de",
      "joan",
    ]);
    // French, Catalan, Spanish, Italian and English questions with "pas", "mai", "per", "las", "lo" read as before.
    expect(words("Combien de ventes ne sont pas annulées en mai ?")).toEqual(["how", "many", "de", "sales", "ne", "sont", "pas", "cancelled", "en", "mai"]);
    expect(words("Quantes vendes no són pas cancel·lades?")).toEqual(["quantes", "vendes", "no", "son", "pas", "cancel", "lades"]);
    expect(words("Las ventas per cápita por tienda en mayo")).toEqual(["las", "sales", "per", "capita", "by", "store", "en", "mayo"]);
    expect(words("Mostrami lo sconto medio per cliente")).toEqual(["mostrami", "lo", "sconto", "average", "per", "customer"]);
    expect(words("pizzas per store in Las Vegas")).toEqual(["pizzas", "per", "store", "in", "las", "vegas"]);
    // (And so their specs: a Catalan, a Spanish and a French question over a Spanish table.)
    const catalan = specOf("Quin és el total de l'import per venedor el 2025?", ventas, today);
    expect([measures(catalan), groups(catalan), filters(catalan)]).toEqual([["sum(importe)"], ["vendedor"], ["fecha between 2025-01-01|2026-01-01"]]);
    const spanish = specOf("¿Cuántas ventas por vendedor en 2025, sin las canceladas?", ventas, today);
    expect([measures(spanish), groups(spanish), filters(spanish)]).toEqual([
      ["count(*)"],
      ["vendedor"],
      ["fecha between 2025-01-01|2026-01-01", "cancelada in no"],
    ]);
    const french = specOf("Quelle est la moyenne des montants par vendeur en 2025 ?", ventas, today);
    expect([measures(french), groups(french), filters(french)]).toEqual([["avg(importe)"], ["vendedor"], ["fecha between 2025-01-01|2026-01-01"]]);
  });
});
