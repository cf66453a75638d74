import { describe, expect, it } from "vitest";
import { tokenize, type AnalysisTable } from "../src/index.js";
import { FRISIAN_DELETE_VERBS } from "../src/lexicon-languages.js";
import { yesNoValues } from "../src/link.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests: West Frisian questions read as the parser reads Scottish Gaelic, Breton and Faroese ones.
const today = { today: "2026-12-01" };

// A made-up Frisian skûtsje and sloep hire firm's rentals: Frisian names and values, ja/nee flags.
const rentals: AnalysisTable = {
  name: "ferhierings_skutsjes",
  rows: 400,
  columns: [
    { name: "nr", type: "string" },
    { name: "datum", type: "date", days: 700 },
    { name: "plak", type: "string", values: ["Grou", "Earnewâld", "Snits", "Starum"] },
    { name: "soarte", type: "string", values: ["skûtsje", "sloep", "kano"] },
    { name: "oeren", type: "number" },
    { name: "totaal_eur", type: "number" },
    { name: "annulearre", type: "string", values: ["ja", "nee"] },
    { name: "wurdearring", type: "integer" },
  ],
};

/** The words a question is read as, over the rentals' names and values as written. */
const words = (question: string) =>
  tokenize(question, new Set(["nr", "plak", "soarte", "annulearre", "wurdearring", "skutsje", "sloep", "kano"])).map((token) => token.word);

describe("West Frisian questions, on a made-up skûtsje hire firm's rentals", () => {
  it("'hoefolle' and 'hoe folle', 'wiene der' asking nothing, a month after 'yn' ('yn july 2025', 'yn septimber 2025')", () => {
    const july = specOf("Hoefolle ferhierings wiene der yn july 2025?", rentals, today);
    expect(measures(july)).toEqual(["count(*)"]);
    expect(filters(july)).toEqual(["datum between 2025-07-01|2025-08-01"]);
    const september = specOf("Hoe folle ferhierings wiene der yn Snits yn septimber 2025?", rentals, today);
    expect(measures(september)).toEqual(["count(*)"]);
    expect(filters(september)).toEqual(["datum between 2025-09-01|2025-10-01", "plak in Snits"]);
  });

  it("English over Frisian names: 'total euros per town' (totaal_eur by plak), 'rating' wurdearring, 'cancelled' annulearre (ja/nee)", () => {
    const perTown = specOf("total euros per town", rentals, today);
    expect(measures(perTown)).toEqual(["sum(totaal_eur)"]);
    expect(groups(perTown)).toEqual(["plak"]);
    const rating = specOf("average rating of the rentals that were not cancelled", rentals, today);
    expect(measures(rating)).toEqual(["avg(wurdearring)"]);
    expect(filters(rating)).toEqual(["annulearre in nee"]);
    expect(yesNoValues(rentals.columns.find((column) => column.name === "annulearre"))).toEqual({ yes: "ja", no: "nee" });
  });

  it("'de gemiddelde wurdearring per plak', 'net annulearre', 'sûnder de annulearre ferhierings'", () => {
    const perTown = specOf("Wat is de gemiddelde wurdearring per plak fan de ferhierings dy't net annulearre binne?", rentals, today);
    expect(measures(perTown)).toEqual(["avg(wurdearring)"]);
    expect(groups(perTown)).toEqual(["plak"]);
    expect(filters(perTown)).toEqual(["annulearre in nee"]);
    const without = specOf("Trochsneed fan de oeren per soarte, sûnder de annulearre ferhierings", rentals, today);
    expect(measures(without)).toEqual(["avg(oeren)"]);
    expect(groups(without)).toEqual(["soarte"]);
    expect(filters(without)).toEqual(["annulearre in nee"]);
  });

  it("charts, 'per moanne', 'it heechste totaal', 'ferline jier' (last year)", () => {
    const chart = specOf("Lit my in steafdiagram sjen fan it totaal per moanne yn 2025", rentals, today);
    expect(chart.chart).toBe("bar");
    expect(measures(chart)).toEqual(["sum(totaal_eur)"]);
    expect(groups(chart)).toEqual(["datum:month"]);
    expect(filters(chart)).toEqual(["datum between 2025-01-01|2026-01-01"]);
    const top = specOf("Hokker plak hat it heechste totaal yn 2025?", rentals, today);
    expect(groups(top)).toEqual(["plak"]);
    expect(top.limit).toBe(1);
    expect(top.orderBy[0]).toEqual({ by: "totaal_eur", direction: "desc" });
    expect(filters(specOf("Hoefolle ferhierings wiene annulearre ferline jier?", rentals, today))).toContain("datum relative previous|1|year|2026-12-01");
  });

  it("words English or other languages have too are read so only in a Frisian question", () => {
    expect(words("Hoefolle ferhierings mei in skûtsje of in sloep en net annulearre?")).toEqual([
      "how",
      "many",
      "rentals",
      "with",
      "skutsje",
      "or",
      "sloep",
      "and",
      "not",
      "annulearre",
    ]);
    expect(words("the net total of sales in may, en route or not")).toEqual(["the", "net", "total", "of", "sales", "in", "may", "en", "route", "or", "not"]);
    expect(FRISIAN_DELETE_VERBS).toEqual(
      expect.arrayContaining(["wiskje", "fuortsmite", "fuorthelje", "ferwiderje", "feroarje", "bywurkje", "oerskriuwe", "leechmeitsje"]),
    );
  });
});
