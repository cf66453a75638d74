import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, tokenize, type AnalysisTable } from "../src/index.js";
import { ASTURIAN_DELETE_VERBS } from "../src/lexicon-languages.js";
import { yesNoValues } from "../src/link.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: Asturian questions (the central standard of Xixón and Uviéu) read as the parser reads Occitan
// and Frisian ones.
const today = { today: "2026-12-01" };

// A made-up cider house's bills: Asturian names and values, sí/non flags.
const bills: AnalysisTable = {
  name: "cuentes_chigre",
  rows: 400,
  columns: [
    { name: "numberu", type: "string" },
    { name: "fecha", type: "date", days: 700 },
    { name: "chigre", type: "string", values: ["Xixón", "Uviéu", "Avilés", "Villaviciosa"] },
    { name: "camareru", type: "string", values: ["Xuan", "Maruxa", "Pelayo", "Covadonga"] },
    { name: "turnu", type: "string", values: ["xinta", "cena", "merienda"] },
    { name: "zona", type: "string", values: ["comedor", "terraza", "barra"] },
    { name: "comensales", type: "integer" },
    { name: "botelles_sidra", type: "integer" },
    { name: "importe_cuenta", type: "number" },
    { name: "propina", type: "number" },
    { name: "pagu", type: "string", values: ["efectivu", "tarxeta", "bizum"] },
    { name: "anulada", type: "string", values: ["sí", "non"] },
    { name: "valoración", type: "integer" },
  ],
};

// A made-up cider maker's sales.
const cider: AnalysisTable = {
  name: "ventes_llagar",
  rows: 300,
  columns: [
    { name: "fecha", type: "date", days: 700 },
    { name: "llagar", type: "string", values: ["Trabanco", "Menéndez", "Cortina", "Viuda de Angelón"] },
    { name: "tipu_sidra", type: "string", values: ["natural", "espumosa", "nueva espresión", "ecolóxica"] },
    { name: "botelles", type: "integer" },
    { name: "precio", type: "number" },
    { name: "importe_ventes", type: "number" },
    { name: "canal", type: "string", values: ["chigre", "tienda", "internet"] },
  ],
};

// A made-up Spanish restaurant's bills, named as Spanish names them.
const cuentas: AnalysisTable = {
  name: "cuentas",
  rows: 300,
  columns: [
    { name: "fecha", type: "date", days: 700 },
    { name: "camarero", type: "string", values: ["Ana", "Luis"] },
    { name: "turno", type: "string", values: ["comida", "cena"] },
    { name: "comensales", type: "integer" },
    { name: "propina", type: "number" },
    { name: "total", type: "number" },
  ],
};

/** The words a question is read as, over no table's names. */
const words = (question: string) => tokenize(question, new Set()).map((token) => token.word);

describe("Asturian questions, on a made-up cider house's bills and a cider maker's sales", () => {
  it("a total per month as a line chart: '¿Cuál ye'l total de les cuentes per mes en 2025?', 'nun gráficu de llinies'", () => {
    const line = specOf("¿Cuál ye'l total de les cuentes per mes en 2025? Amuésamelo nun gráficu de llinies", bills, today);
    expect(line.chart).toBe("line");
    expect(measures(line)).toEqual(["sum(importe_cuenta)"]);
    expect(groups(line)).toEqual(["fecha:month"]);
    expect(filters(line)).toEqual(["fecha between 2025-01-01|2026-01-01"]);
    const shown = specOf("Amuésame l'importe total de les cuentes per mes nun gráficu de llinies", bills, today);
    expect(shown.chart).toBe("line");
    expect(measures(shown)).toEqual(["sum(importe_cuenta)"]);
    expect(groups(shown)).toEqual(["fecha:month"]);
  });

  it("a count per value as a pie: 'gráficu de tarta col númberu de cuentes per turnu', 'ponlo nun gráficu de quesu'", () => {
    const pie = specOf("Fai un gráficu de tarta col númberu de cuentes per turnu", bills, today);
    expect(pie.chart).toBe("pie");
    expect(measures(pie)).toEqual(["count(*)"]);
    expect(groups(pie)).toEqual(["turnu"]);
    const cheese = specOf("¿Cuántes cuentes hebo per zona? Ponlo nun gráficu de quesu", bills, today);
    expect(cheese.chart).toBe("pie");
    expect(measures(cheese)).toEqual(["count(*)"]);
    expect(groups(cheese)).toEqual(["zona"]);
    // ("cuenta" opening a request counts; "cuentes anulaes" are the cancelled bills, "sí" of anulada.)
    const counted = specOf("Cuenta les cuentes anulaes per chigre", bills, today);
    expect(measures(counted)).toEqual(["count(*)"]);
    expect(groups(counted)).toEqual(["chigre"]);
    expect(filters(counted)).toEqual(["anulada in sí"]);
    const bars = specOf("Dibuxa un gráficu de barres del importe per canal", cider, today);
    expect(bars.chart).toBe("bar");
    expect(measures(bars)).toEqual(["sum(importe_ventes)"]);
    expect(groups(bars)).toEqual(["canal"]);
  });

  it("averages and maxima per group: 'la media de la propina per camareru', 'la propina media per turnu esti añu', 'el preciu máximu'", () => {
    const perWaiter = specOf("¿Cuál ye la media de la propina per camareru?", bills, today);
    expect(measures(perWaiter)).toEqual(["avg(propina)"]);
    expect(groups(perWaiter)).toEqual(["camareru"]);
    const perShift = specOf("La propina media per turnu esti añu", bills, today);
    expect(measures(perShift)).toEqual(["avg(propina)"]);
    expect(groups(perShift)).toEqual(["turnu"]);
    expect(filters(perShift)).toEqual(["fecha relative this|1|year|2026-12-01"]);
    const dearest = specOf("¿Cuál ye'l preciu máximu per tipu de sidra?", cider, today);
    expect(measures(dearest)).toEqual(["max(precio)"]);
    expect(groups(dearest)).toEqual(["tipu_sidra"]);
    const best = specOf("¿Qué camareru tuvo más propines?", bills, today);
    expect(measures(best)).toEqual(["sum(propina)"]);
    expect(groups(best)).toEqual(["camareru"]);
    expect(best.orderBy[0]).toEqual({ by: "propina", direction: "desc" });
  });

  it("months, days and periods: 'en xineru de 2025', 'en mayu de 2025', 'los llunes', 'l'añu pasáu'; flags: 'nun tán anulaes' (sí/non)", () => {
    const january = specOf("¿Cuántes cuentes hebo en xineru de 2025?", bills, today);
    expect(measures(january)).toEqual(["count(*)"]);
    expect(filters(january)).toEqual(["fecha between 2025-01-01|2025-02-01"]);
    expect(filters(specOf("Amuésame toles cuentes pagaes con tarxeta en mayu de 2025", bills, today))).toEqual([
      "fecha between 2025-05-01|2025-06-01",
      "pagu in tarxeta",
    ]);
    expect(filters(specOf("¿Cuántes cuentes hubo los llunes?", bills, today))).toEqual(["fecha relative day_of_week|1|day"]);
    const lastYear = specOf("El total de botelles de sidra per chigre l'añu pasáu", bills, today);
    expect(measures(lastYear)).toEqual(["sum(botelles_sidra)"]);
    expect(groups(lastYear)).toEqual(["chigre"]);
    expect(filters(lastYear)).toEqual(["fecha relative previous|1|year|2026-12-01"]);
    const notCancelled = specOf("¿Cuántes cuentes nun tán anulaes?", bills, today);
    expect(measures(notCancelled)).toEqual(["count(*)"]);
    expect(filters(notCancelled)).toEqual(["anulada in non"]);
    expect(yesNoValues(bills.columns.find((column) => column.name === "anulada"))).toEqual({ yes: "sí", no: "non" });
    const compared = specOf("Compara l'importe per llagar ente 2024 y 2025", cider, today);
    expect(measures(compared)).toEqual(["sum(importe_ventes)"]);
    expect(groups(compared)).toContain("llagar");
    expect(filters(compared)).toEqual(["fecha between 2024-01-01|2026-01-01"]);
  });

  it("English over Asturian names: 'top 3 waiters by tips', 'avg bill by shift', 'cider sales by cider type'", () => {
    const top = specOf("top 3 waiters by tips", bills, today);
    expect(measures(top)).toEqual(["sum(propina)"]);
    expect(groups(top)).toEqual(["camareru"]);
    expect(top.limit).toBe(3);
    expect(top.orderBy[0]).toEqual({ by: "propina", direction: "desc" });
    const bill = specOf("avg bill by shift", bills, today);
    expect(measures(bill)).toEqual(["avg(importe_cuenta)"]);
    expect(groups(bill)).toEqual(["turnu"]);
    const sales = specOf("cider sales by cider type", cider, today);
    expect(measures(sales)).toEqual(["sum(importe_ventes)"]);
    expect(groups(sales)).toEqual(["tipu_sidra"]);
    // (And over a Spanish restaurant's names: "propina" tips, "camarero" waiters, "turno" shifts, "comensales" diners.)
    const spanish = specOf("top 2 waiters by tips", cuentas, today);
    expect([measures(spanish), groups(spanish), spanish.limit]).toEqual([["sum(propina)"], ["camarero"], 2]);
    const diners = specOf("average diners per shift", cuentas, today);
    expect([measures(diners), groups(diners)]).toEqual([["avg(comensales)"], ["turno"]]);
  });

  it("requests to delete or change data are refused; questions are not", () => {
    for (const request of [
      "Desanicia toles files anulaes y guarda'l ficheru",
      "Desaniciái les cuentes de 2024",
      "Borra toles cuentes de 2024",
      "Quita les cuentes anulaes de la tabla",
      "Sobrescribe'l ficheru con les cuentes nueves",
      "Anova los precios de la sidra natural",
      "Guarda'l ficheru",
    ]) {
      expect(detectDestructiveRequest(request).destructive, request).toBe(true);
      expect(parseQuestion(request, bills, today).kind, request).toBe("refuse");
    }
    for (const question of ["¿Cuántes cuentes hebo en 2025?", "Amuésame toles cuentes de 2025", "ANOVA del importe per canal"])
      expect(detectDestructiveRequest(question).destructive, question).toBe(false);
    // A verb no list knows over "toles" (all the) is refused; "llista toles" (list all) reads.
    expect(parseQuestion("Llimpia toles cuentes anulaes", bills, today).kind).toBe("refuse");
    expect(parseQuestion("Llista toles cuentes de 2025", bills, today).kind).toBe("spec");
    expect(ASTURIAN_DELETE_VERBS).toEqual(expect.arrayContaining(["desaniciar", "desanicia", "desanicia-y", "sobrescribir", "anovar"]));
  });

  it("words other languages have too are read so only in an Asturian question", () => {
    expect(words("¿Cuántes cuentes nun tán anulaes en xineru de 2025?")).toEqual(["how", "many", "bills", "not", "cancelled", "in", "january", "2025"]);
    expect(words("Desanicia toles files col importe de la cena")).toEqual(["desanicia", "all", "rows", "with", "amount", "de", "la", "dinner"]);
    // English, Czech and Spanish questions with "files", "nun", "cena", "pa", "que" read as before.
    expect(words("list the files of the nun")).toEqual(["list", "the", "files", "of", "the", "nun"]);
    expect(words("průměrná cena podle kategorie")).toContain("price");
    expect(words("¿Cuántas ventas que no están canceladas?")).toContain("que");
    // (And so a Spanish question over a Spanish table.)
    const spanish = specOf("¿Cuál es la propina media por camarero en 2025?", cuentas, today);
    expect([measures(spanish), groups(spanish), filters(spanish)]).toEqual([["avg(propina)"], ["camarero"], ["fecha between 2025-01-01|2026-01-01"]]);
  });
});
