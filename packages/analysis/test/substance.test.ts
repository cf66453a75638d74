import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { groups, measures, specOf } from "./helpers.js";

// Made up: a dairy's milkings (the litres in one column) and a harvest log with a price per kilo beside the kilos.
const milkings: AnalysisTable = {
  name: "milkings",
  rows: 300,
  columns: [
    { name: "milked_on", type: "date" },
    { name: "cow", type: "string", values: ["C1", "C2", "C3", "C4"] },
    { name: "breed", type: "string", values: ["Jersey", "Holstein"] },
    { name: "litres", type: "number" },
    { name: "fat_pct", type: "number" },
  ],
};
const harvest: AnalysisTable = {
  name: "harvest_log",
  rows: 200,
  columns: [
    { name: "picked_on", type: "date" },
    { name: "plot", type: "string", values: ["North", "South"] },
    { name: "weight_kg", type: "number" },
    { name: "price_per_kg", type: "number" },
    { name: "pickers", type: "integer" },
  ],
};

describe("a substance the table holds, named where a measure goes, is its one quantity of weight or volume", () => {
  it("'the most milk', 'pie chart of milk by breed', 'daily milk totals' sum litres", () => {
    const top = specOf("which three cows produced the most milk overall", milkings);
    expect(measures(top)).toEqual(["sum(litres)"]);
    expect(groups(top)).toEqual(["cow"]);
    expect(measures(specOf("pie chart of milk by breed", milkings))).toEqual(["sum(litres)"]);
    expect(measures(specOf("daily milk totals", milkings))).toEqual(["sum(litres)"]);
  });

  it("'how much was picked each year': a verb of making with 'how much' sums the one quantity (a price per kilo is a rate, not one)", () => {
    expect(measures(specOf("how much was picked each year?", harvest))).toEqual(["sum(weight_kg)"]);
  });

  it("how often, adjectives after 'most' and rows counted are not substances", () => {
    expect(measures(specOf("which 2 breeds do we see least often?", milkings))).toEqual(["count(*)"]);
    expect(measures(specOf("which cow is the most productive", milkings))).not.toEqual(["sum(litres)"]);
    expect(measures(specOf("which cow had the most milkings", milkings))).toEqual(["count(*)"]);
  });
});
