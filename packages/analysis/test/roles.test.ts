import { describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { columnRole, roleCue } from "../src/roles.js";

// Two tables of our own where one value lives in two columns that play two roles.
const shipments: AnalysisTable = {
  name: "shipments",
  rows: 300,
  columns: [
    { name: "ship_date", type: "date" },
    { name: "orig_port", type: "string", values: ["Rotterdam", "Hamburg", "Antwerp", "Valencia"] },
    { name: "dest_port", type: "string", values: ["Rotterdam", "Hamburg", "Antwerp", "Valencia"] },
    { name: "carrier", type: "string", values: ["Maersk", "MSC", "CMA"] },
    { name: "weight_t", type: "number" },
  ],
};
const transfers: AnalysisTable = {
  name: "transfers",
  rows: 200,
  columns: [
    { name: "from_account", type: "string", values: ["savings", "checking", "brokerage"] },
    { name: "to_account", type: "string", values: ["savings", "checking", "brokerage"] },
    { name: "amount", type: "number" },
  ],
};

function filtersOf(question: string, table: AnalysisTable) {
  const result = parseQuestion(question, table);
  if (result.kind !== "spec") throw new Error(`${question}: ${result.kind}`);
  return { spec: result.spec, filters: result.spec.filters.map((filter) => [filter.column, filter.operator, ...filter.values]) };
}

describe("a value two columns hold in two roles", () => {
  it("reads a column's role from its name, and only when it gives one", () => {
    expect(columnRole("orig_port")).toBe("source");
    expect(columnRole("dest_port")).toBe("target");
    expect(columnRole("from_account")).toBe("source");
    expect(columnRole("EndStation")).toBe("target");
    expect(columnRole("carrier")).toBeUndefined();
  });

  it("reads the role from the words before a value, over fillers", () => {
    expect(roleCue(["shipments", "from", "hamburg"], 2)).toBe("source");
    expect(roleCue(["rides", "ending", "at", "the", "park"], 4)).toBe("target");
    expect(roleCue(["weight", "by", "hamburg"], 2)).toBeUndefined();
  });

  it("from A to B: A is the source column's, B the target's, both applied", () => {
    expect(filtersOf("total weight shipped from Hamburg to Valencia", shipments).filters).toEqual([
      ["orig_port", "in", "Hamburg"],
      ["dest_port", "in", "Valencia"],
    ]);
    expect(filtersOf("sum of amount moved from savings to checking", transfers).filters).toEqual([
      ["from_account", "in", "savings"],
      ["to_account", "in", "checking"],
    ]);
  });

  it("one role named: 'to Antwerp' is the destination even though the origin column lists Antwerp first", () => {
    const { spec, filters } = filtersOf("how many shipments to Antwerp per month", shipments);
    expect(filters).toEqual([["dest_port", "in", "Antwerp"]]);
    expect(spec.groupBy.map((group) => [group.column, group.bin])).toEqual([["ship_date", "month"]]);
  });

  it("a route is its two columns; French 'de … à' and a column merely named nearby do not turn the roles round", () => {
    const busiest = filtersOf("which route carried the most weight", shipments).spec;
    expect(busiest.groupBy.map((group) => group.column)).toEqual(["orig_port", "dest_port"]);
    expect(busiest.limit).toBe(1);
    expect(filtersOf("average weight per route", shipments).spec.groupBy.map((group) => group.column)).toEqual(["orig_port", "dest_port"]);
    // (The question's words glossed as the CLI's glossary would: an average of nothing named is asked, not counted.)
    const french = parseQuestion("poids moyen des envois de Hamburg à Valencia", shipments, { glosses: { poids: "weight", envois: "shipments" } });
    expect(french.kind === "spec" && french.spec.filters.map((filter) => [filter.column, filter.operator, ...filter.values])).toEqual([
      ["orig_port", "in", "Hamburg"],
      ["dest_port", "in", "Valencia"],
    ]);
    expect(french.kind === "spec" && french.spec.measures).toEqual([{ aggregate: "avg", column: "weight_t", as: "weight_t" }]);
    // (Without the glosses too: the lexicon reads "poids" as weight, a dimension in French.)
    const unglossed = parseQuestion("poids moyen des envois de Hamburg à Valencia", shipments);
    expect(unglossed.kind === "spec" && unglossed.spec.measures).toEqual([{ aggregate: "avg", column: "weight_t", as: "weight_t" }]);
  });

  it("'starting at' is a place, not a text pattern, and 'by end station' stays a grouping", () => {
    const rides: AnalysisTable = {
      name: "rides",
      rows: 100,
      columns: [
        { name: "start_station", type: "string", values: ["Central", "Harbour", "Museum"] },
        { name: "end_station", type: "string", values: ["Central", "Harbour", "Museum"] },
        { name: "duration_min", type: "number" },
      ],
    };
    const { spec, filters } = filtersOf("rides starting at Museum by end station", rides);
    expect(filters).toEqual([["start_station", "in", "Museum"]]);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["end_station"]);
    // A text pattern still needs its "with".
    expect(filtersOf("rides whose end station starts with H", rides).filters).toEqual([["end_station", "starts_with", "H"]]);
  });
});
