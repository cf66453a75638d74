import { describe, expect, it } from "vitest";
import { createBm25Index, splitIdentifier, stem, tokenize, toolDocumentText } from "../src/index.js";
import { tool } from "./helpers.js";

describe("tokenizer", () => {
  it("splits camelCase, snake_case, dots and digits", () => {
    expect(splitIdentifier("getWildlifeSpecies")).toEqual(["get", "wildlife", "species"]);
    expect(splitIdentifier("list_issue_types")).toEqual(["list", "issue", "types"]);
    expect(splitIdentifier("weather.current")).toEqual(["weather", "current"]);
    expect(splitIdentifier("HTTPServer2Go")).toEqual(["http", "server", "2", "go"]);
  });

  it("stems plurals and verb forms lightly", () => {
    expect(["issues", "categories", "boxes", "plotting", "plotted", "species", "class"].map(stem)).toEqual([
      "issue",
      "category",
      "box",
      "plot",
      "plot",
      "species",
      "class",
    ]);
  });

  it("drops stop words, keeps non-English words", () => {
    expect(tokenize("Show me the issues of this repo")).toEqual(["show", "issue", "repo"]);
    expect(tokenize("the of and")).toEqual([]);
    expect(tokenize("Umsatz pro Region über Zeit")).toEqual(["umsatz", "pro", "region", "über", "zeit"]);
    expect(tokenize("天气 预报")).toEqual(["天气", "预报"]);
  });

  it("builds tool documents from name, description, capabilities, group and params", () => {
    const text = toolDocumentText(
      tool({
        name: "getWildlifeSpecies",
        description: "Species list",
        capabilities: ["ecology_lookup"],
        group: "Ecology/Wildlife",
        params: { type: "object", properties: { regionCode: { type: "string", description: "ISO region" } }, required: [] },
      }),
    );
    for (const part of ["get wildlife species", "Species list", "ecology lookup", "ecology wildlife", "region code", "ISO region"])
      expect(text).toContain(part);
  });
});

describe("BM25", () => {
  const documents = ["plot a line chart of revenue", "load a csv file", "line chart line chart line chart", "bar chart of categories"];
  const index = createBm25Index(documents);

  it("scores with k1 1.2, b 0.75 and Lucene IDF (hand-computed)", () => {
    // "csv" occurs only in doc 1 ("load csv file": 3 terms after stop words).
    const hits = index.search("csv", 5);
    expect(hits.map((hit) => hit.index)).toEqual([1]);
    const idf = Math.log(1 + (4 - 1 + 0.5) / (1 + 0.5));
    const actualLengths = documents.map((doc) => tokenize(doc).length);
    const average = actualLengths.reduce((a, b) => a + b, 0) / 4;
    const tf = 1;
    const expected = (idf * (tf * 2.2)) / (tf + 1.2 * (1 - 0.75 + (0.75 * actualLengths[1]!) / average));
    expect(actualLengths).toEqual([4, 3, 6, 3]);
    expect(hits[0]!.score).toBeCloseTo(expected, 5);
    expect(hits[0]!.coverage).toBe(1);
  });

  it("ranks by relevance, returns at most k, and nothing for unknown or stop-word queries", () => {
    expect(index.search("line chart", 2).map((hit) => hit.index)).toEqual([2, 0]);
    expect(index.search("chart", 10)).toHaveLength(3);
    expect(index.search("zebra", 10)).toEqual([]);
    expect(index.search("the of and", 10)).toEqual([]);
    expect(createBm25Index([]).search("anything", 3)).toEqual([]);
  });
});
