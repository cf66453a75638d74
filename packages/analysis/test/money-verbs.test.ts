import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { moneyVerb } from "../src/lexicon-verbs.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: a ferry kiosk's sales (issue #19).
const kiosk: AnalysisTable = {
  name: "kiosk_sales",
  rows: 200,
  columns: [
    { name: "sale_id", type: "string" },
    { name: "sold_at", type: "timestamp" },
    { name: "kiosk", type: "string", values: ["Pier 1", "Pier 2"] },
    { name: "amount_eur", type: "number" },
    { name: "items", type: "integer" },
  ],
};
const today = "2026-11-28";

describe("verbs of money in other languages, in any person and tense", () => {
  it("reads the conjugated verb as the table's money, and the unit before its adjective as a relative date", () => {
    const cases: [string, string[]][] = [
      ["Quanto abbiamo incassato il mese scorso in ciascun kiosk?", ["previous|1|month"]],
      ["¿Cuánto ingresaron el año pasado por kiosk?", ["previous|1|year"]],
      ["Ile zarobił każdy kiosk w zeszłym roku?", ["previous|1|year"]],
      ["Combien avons-nous gagné par kiosk l'année dernière ?", ["previous|1|year"]],
      ["Wie viel hat jeder kiosk letztes Jahr verdient?", ["previous|1|year"]],
      ["Hoeveel heeft elke kiosk vorige maand opgebracht?", ["previous|1|month"]],
      ["Quanto faturaram os kiosk no mês passado?", ["previous|1|month"]],
    ];
    for (const [question, dates] of cases) {
      const spec = specOf(question, kiosk, { today });
      expect(measures(spec), question).toEqual(["sum(amount_eur)"]);
      expect(
        spec.filters.map((filter) => filter.values.slice(0, 3).join("|")),
        question,
      ).toEqual(dates);
    }
    expect(groups(specOf("Quanto abbiamo incassato il mese scorso in ciascun kiosk?", kiosk, { today }))).toEqual(["kiosk"]);
  });

  it("knows the forms of a stem and never reads an English word as one", () => {
    expect(["cobro", "cobraron", "facturamos", "gastaron", "guadagnato", "encaisse", "verdienten", "zarobili", "zaplacil", "pagaron"].map(moneyVerb)).toEqual([
      "charged",
      "charged",
      "billed",
      "spent",
      "earned",
      "collected",
      "earned",
      "earned",
      "paid",
      "paid",
    ]);
    expect(["page", "pager", "pagan", "gate", "ganges", "coble", "pages", "gastric"].map(moneyVerb)).toEqual(Array(8).fill(undefined));
    expect(filters(specOf("sales at Pier 1 by page", { ...kiosk, columns: [...kiosk.columns, { name: "page", type: "string" }] }))).toEqual([
      "kiosk in Pier 1",
    ]);
  });
});
