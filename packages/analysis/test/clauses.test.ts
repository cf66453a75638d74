import { describe, expect, it } from "vitest";
import { describeSpec, type AnalysisTable } from "../src/index.js";
import { specOf as parsed } from "./helpers.js";

// A ferry operator's crossings of our own: a distance with its unit, a true/false column, a fare.
const crossings: AnalysisTable = {
  name: "ferry_crossings",
  rows: 400,
  columns: [
    { name: "crossing_id", type: "string" },
    { name: "sailed_at", type: "timestamp" },
    { name: "route_cd", type: "string", values: ["N1", "N2", "S1"] },
    { name: "vessel_class", type: "string", values: ["fast", "standard"] },
    { name: "distance_nm", type: "number" },
    { name: "trip_km", type: "number" },
    { name: "fare_eur", type: "number" },
    { name: "is_overnight", type: "boolean", values: [true, false] },
    { name: "vehicle_typ", type: "string", values: ["car", "van", "bike", "none"] },
  ],
};

const specOf = (question: string) => parsed(question, crossings);

describe("everyday clauses", () => {
  it("'how far' asks for the only column with a unit of distance; 'so far' does not", () => {
    expect(specOf("how far do passengers travel on average, per vessel class?").measures).toEqual([{ aggregate: "avg", column: "trip_km", as: "trip_km" }]);
    expect(specOf("so far, how many crossings per route_cd?").measures).toEqual([{ aggregate: "count", column: null, as: "count" }]);
  });

  it("'by whether it was overnight' groups by the true/false column the clause names", () => {
    expect(specOf("number of crossings by route_cd and by whether it was overnight").groupBy.map((group) => group.column)).toEqual([
      "route_cd",
      "is_overnight",
    ]);
  });

  it("'by everything', 'across all' are the whole table, not a grouping", () => {
    const spec = specOf("total fare paid by everything except cars");
    expect(spec.groupBy).toEqual([]);
    expect(describeSpec(spec)).toContain("filter: vehicle_typ is not car");
    expect(specOf("total fare across all crossings please").groupBy).toEqual([]);
  });
});

// An orchard's harvest in German: a weight in kg beside a price per kg.
const ernte: AnalysisTable = {
  name: "obsternte",
  rows: 300,
  columns: [
    { name: "Erntetag", type: "date" },
    { name: "Parzelle", type: "string", values: ["Nord", "Sued", "Hang"] },
    { name: "Sorte", type: "string", values: ["Elstar", "Boskoop"] },
    { name: "Gewicht_kg", type: "number" },
    { name: "Preis_pro_kg", type: "number" },
  ],
};

describe("a column measured per unit", () => {
  it("'kilos' are the column in kg, not the price per kg; 'pro' names no column and groups", () => {
    const spec = parsed("Wie viele Kilo pro Parzelle?", ernte);
    expect(spec.measures).toEqual([{ aggregate: "sum", column: "Gewicht_kg", as: "Gewicht_kg" }]);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["Parzelle"]);
    expect(parsed("total kilos by Sorte", ernte).measures).toEqual([{ aggregate: "sum", column: "Gewicht_kg", as: "Gewicht_kg" }]);
    // Said with its "per", the price per kg is still linked.
    expect(parsed("average price per kg by Sorte", ernte).measures).toEqual([{ aggregate: "avg", column: "Preis_pro_kg", as: "Preis_pro_kg" }]);
  });
});
