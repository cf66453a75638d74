import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, linkColumns, parseQuestion, type AnalysisTable } from "../src/index.js";
import { withoutCourtesy } from "../src/text.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// A pottery studio's kiln firings: made up for these tests (the seventh blind suite's failures named the mechanisms, not these words).
const firings: AnalysisTable = {
  name: "kiln_firings",
  rows: 300,
  columns: [
    { name: "firing_id", type: "integer" },
    { name: "fired_on", type: "date" },
    { name: "kiln", type: "string", values: ["Big Blue", "Anagama", "Test Kiln"] },
    { name: "glaze", type: "string", values: ["Celadon", "Tenmoku", "Shino", "Ash"] },
    { name: "clay_body", type: "string", values: ["stoneware", "porcelain", "earthenware"] },
    { name: "pieces", type: "integer" },
    { name: "glaze_l", type: "number" },
    { name: "gloss_pct", type: "number" },
    { name: "delay_min", type: "integer" },
    { name: "delayed", type: "boolean" },
    { name: "cracked_return", type: "boolean" },
    { name: "HOURS_TO_FIRE", type: "number" },
  ],
};
const spec = (question: string) => specOf(question, firings);

describe("wording from the seventh blind suite", () => {
  it("'the proportion of <a column of categories>' groups by it and counts each part (a pie); a distribution of one is a count per value", () => {
    const pie = spec("Return a pie chart about the proportion of glaze.");
    expect(groups(pie)).toEqual(["glaze"]);
    // Each part's count, and its share beside it.
    expect(measures(pie)).toContain("count(*)");
    expect(pie.measures.every((measure) => measure.aggregate === "count" && measure.column === null)).toBe(true);
    expect(pie.chart).toBe("pie");
    const spread = spec("Show the distribution of clay body");
    expect(groups(spread)).toEqual(["clay_body"]);
    expect(measures(spread)).toEqual(["count(*)"]);
    // A number is still a distribution of values, not a count per value.
    expect(spec("Show the distribution of pieces").mode).toBe("distribution");
  });

  it("courtesy words around the question are no part of it", () => {
    expect(withoutCourtesy("line chart of firings per week please")).toBe("line chart of firings per week");
    expect(withoutCourtesy("Please, total pieces by kiln. Thanks!")).toBe("total pieces by kiln.");
    expect(withoutCourtesy("please")).toBe("please");
    const weekly = spec("line chart of firings per week please");
    expect(groups(weekly)).toEqual(["fired_on:week"]);
    expect(weekly.chart).toBe("line");
  });

  it("a verb form links through the lexicon like its base: 'ran late' is the true/false column delayed, so a percentage is its share", () => {
    const late = spec("What percentage of our firings ran late?");
    expect(measures(late)).toEqual(["avg(delayed)"]);
    expect(late.measures[0]!.percent).toBe(true);
  });

  it("'Return …' opening the question asks for the answer; it names no column (cracked_return)", () => {
    const ranked = spec("Return a bar chart of the 2 kilns with the lowest average delay min.");
    expect(filters(ranked)).toEqual([]);
    expect(groups(ranked)).toEqual(["kiln"]);
    expect(measures(ranked)).toEqual(["avg(delay_min)"]);
  });

  it("in 'how many … did we fire', the verb after 'we' is what was done to the rows counted, not a column it partly names", () => {
    const counted = spec("how many stoneware firings in Big Blue did we fire?");
    expect(measures(counted)).toEqual(["count(*)"]);
    expect(filters(counted).sort()).toEqual(["clay_body in stoneware", "kiln in Big Blue"]);
  });

  it("litres name a column measured in l; a number with % is compared on the percentage column, after any comparative", () => {
    expect(measures(spec("total litres of glaze per kiln"))).toEqual(["sum(glaze_l)"]);
    const glossy = spec("how many firings are glossier than 60% per kiln?");
    expect(filters(glossy)).toEqual(["gloss_pct > 60"]);
    expect(groups(glossy)).toEqual(["kiln"]);
    expect(measures(glossy)).toEqual(["count(*)"]);
  });

  it("a column word the lexicon expands ('pct' is percent) is not guessed to abbreviate another word ('projects')", () => {
    const projects: AnalysisTable = {
      name: "studio_projects",
      rows: 120,
      columns: [
        { name: "studio", type: "string", values: ["North", "South"] },
        { name: "client_type", type: "string", values: ["School", "Cafe", "Private"] },
        { name: "fee_pct", type: "number" },
      ],
    };
    const counted = specOf("For the projects of the North studio, return a pie chart of the number of projects in each client type.", projects);
    expect(measures(counted)).toEqual(["count(*)"]);
    expect(groups(counted)).toEqual(["client_type"]);
  });

  it("refuses destructive requests in Dutch, Swedish and Polish too", () => {
    for (const request of [
      "Gooi alle geannuleerde afspraken weg.",
      "Verwijder alle afspraken van 2024",
      "Radera alla bokningar",
      "Usuń wszystkie rezerwacje",
    ]) {
      expect(detectDestructiveRequest(request).destructive, request).toBe(true);
      expect(parseQuestion(request, firings).kind).toBe("refuse");
    }
  });
});

describe("cognates across English and the Romance languages", () => {
  // An olive oil press's lots, with Portuguese column names (made up for this test).
  const lotes: AnalysisTable = {
    name: "lotes_azeite",
    rows: 200,
    columns: [
      { name: "lagar", type: "string", values: ["Moura", "Serpa"] },
      { name: "variedade", type: "string", values: ["Galega", "Cobrancosa", "Arbequina"] },
      { name: "processo", type: "string", values: ["frio", "tradicional"] },
      { name: "classificacao", type: "string", values: ["Virgem Extra", "Virgem"] },
      { name: "litros", type: "number" },
      { name: "preco_litro", type: "number" },
    ],
  };
  it("links a word to the column named by its cognate (inflections off, the usual endings made one)", () => {
    for (const [word, column] of [
      ["varieties", "variedade"],
      ["processing", "processo"],
      ["classification", "classificacao"],
    ] as const)
      expect(linkColumns(word, lotes.columns)[0], word).toMatchObject({ column, reason: expect.stringContaining("cognate") });
    // Short stems are no evidence: "lag" is not lagar.
    expect(linkColumns("lag", lotes.columns)[0]?.reason ?? "").not.toContain("cognate");
  });

  it("so an English question over the Portuguese table groups by the cognate column", () => {
    const ranked = specOf("which 2 varieties have the lowest average preco litro?", lotes);
    expect(groups(ranked)).toEqual(["variedade"]);
    expect(measures(ranked)).toEqual(["avg(preco_litro)"]);
    expect(ranked.limit).toBe(2);
    expect(groups(specOf("total litros per classification and processing method", lotes)).sort()).toEqual(["classificacao", "processo"]);
  });
});
