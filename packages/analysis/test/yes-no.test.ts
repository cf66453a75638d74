import { describe, expect, it } from "vitest";
import type { AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, measures, rowsOf, specOf } from "./helpers.js";

// A cheese dairy's wheels (made up), with yes/no kept as text as real exports often do.
const wheels: AnalysisTable = {
  name: "wheels",
  rows: 5,
  columns: [
    { name: "cave", type: "string", values: ["Norte", "Sul"] },
    { name: "organico", type: "string", values: ["Sim", "Não"] },
    { name: "Exported", type: "string", values: ["N", "Y"] },
    { name: "weight_kg", type: "number" },
  ],
};
const connection = await duckdbWith(
  "CREATE TABLE wheels (cave VARCHAR, organico VARCHAR, Exported VARCHAR, weight_kg DOUBLE); INSERT INTO wheels VALUES ('Norte', 'Sim', 'Y', 10), ('Norte', 'Não', 'N', 12), ('Sul', 'Sim', 'N', 8), ('Sul', 'Sim', 'Y', 9), ('Sul', 'Não', 'N', 11)",
);

describe("a text column of yes and no reads like a true/false one", () => {
  it("a percentage is the share of its yes; a filter keeps its yes or its no by their own values", async () => {
    expect(measures(specOf("what percentage of the wheels are organic?", wheels))).toEqual(["avg(organico)"]);
    expect(await rowsOf(connection, "what percentage of the wheels are organic?", wheels)).toEqual([[60]]);
    expect(filters(specOf("total weight of exported wheels per cave", wheels))).toEqual(["Exported in Y"]);
    expect(await rowsOf(connection, "total weight of exported wheels per cave", wheels)).toEqual([
      ["Norte", 10],
      ["Sul", 9],
    ]);
    expect(await rowsOf(connection, "how many wheels were not exported?", wheels)).toEqual([[3]]);
  });

  it("only a column of exactly a yes and a no: other two-valued columns stay text", () => {
    expect(filters(specOf("total weight in the Norte cave", wheels))).toEqual(["cave in Norte"]);
  });
});
