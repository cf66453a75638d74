import { describe, expect, it } from "vitest";
import { deriveColumns, linkColumns, linkValues, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): mechanisms found by the thirty-sixth blind suite's failures.
const today = { today: "2026-11-28" };
const spraying: AnalysisTable = {
  name: "SPRAY_LOG",
  rows: 200,
  columns: [
    { name: "RUN_ID", type: "string" },
    { name: "RUN_DT", type: "date" },
    { name: "WX", type: "string", values: ["RAIN", "FRST", "DRY"] },
    { name: "TRK", type: "string", values: ["T01", "T02", "T03"] },
    { name: "P1_L", type: "number" },
    { name: "P2_L", type: "number" },
    { name: "WAIT_MIN", type: "number" },
    { name: "FEE_EUR", type: "number" },
  ],
};
const roofing: AnalysisTable = {
  name: "roofJobs",
  rows: 200,
  columns: [
    { name: "jobId", type: "string" },
    { name: "orderDate", type: "date" },
    { name: "roofType", type: "string", values: ["slate", "tile", "flat-felt"] },
    { name: "builtYear", type: "integer" },
    { name: "gutterRepair", type: "boolean" },
    { name: "removedChimney", type: "boolean" },
    { name: "isCancelled", type: "boolean" },
    { name: "fitDate", type: "date" },
    { name: "maker", type: "string", values: ["Marley", "Redland", "Forticrete"] },
    { name: "leakCallout", type: "boolean" },
    { name: "priceEur", type: "number" },
  ],
};
const yard: AnalysisTable = deriveColumns({
  name: "lorry_yard_visits",
  rows: 200,
  columns: [
    { name: "Visit No", type: "string" },
    { name: "Gate In", type: "timestamp" },
    { name: "Gate Out", type: "timestamp" },
    { name: "Carrier", type: "string", values: ["Fenland Freight", "Ouse Transport", "Owner Driver"] },
    { name: "Box Size", type: "string", values: ["20ft", "40ft", "40ft HC"] },
    { name: "Damaged", type: "boolean" },
    { name: "Gate Bay", type: "number" },
    { name: "Charge GBP", type: "number" },
  ],
});
const berries: AnalysisTable = {
  name: "uogu_supirkimas",
  rows: 200,
  columns: [
    { name: "data", type: "date" },
    { name: "punktas", type: "string", values: ["Alytus", "Zarasai"] },
    { name: "produktas", type: "string", values: ["mėlynės", "bruknės", "spanguolės"] },
    { name: "klase", type: "string", values: ["I", "II"] },
    { name: "bruto_kg", type: "number" },
    { name: "atmesta_kg", type: "number" },
    { name: "kaina_eur_kg", type: "number" },
    { name: "suma_eur", type: "number" },
  ],
};

describe("negations said as a verb or a clause", () => {
  it("'did NOT need the gutter repair': a flag after a negated verb of having is false", () => {
    const spec = specOf("What's the average price of a slate job that did NOT need the gutter repair?", roofing);
    expect(filters(spec)).toEqual(["roofType in slate", "gutterRepair in false"]);
  });

  it("'leave out the ones where we removed a chimney': a clause leaving rows out negates the flag it names", () => {
    const spec = specOf("Average price of slate jobs. And leave out the ones where we removed a chimney too.", roofing);
    expect(filters(spec)).toContain("removedChimney in false");
  });

  it("'not counting frost-only runs': 'X-only' is the value X", () => {
    const spec = specOf("Not counting frost-only runs, what's the average wait in minutes for each truck?", spraying);
    expect(filters(spec)).toEqual(["WX not_in FRST"]);
    expect(groups(spec)).toEqual(["TRK"]);
  });
});

describe("dates written without a year or without 'from'", () => {
  it("'nov 2025 thru jan 2026': two months with their years joined by 'thru' are one range", () => {
    const spec = specOf("total P1_L per TRK, nov 2025 thru jan 2026", spraying);
    expect(filters(spec)).toEqual(["RUN_DT between 2025-11-01|2026-02-01"]);
  });

  it("'over the winter, dec 2025 thru feb 2026': the season said again with its years is that range, not every winter", () => {
    const spec = specOf("total P1_L per TRK over the winter, dec 2025 thru feb 2026", spraying);
    expect(filters(spec)).toEqual(["RUN_DT between 2025-12-01|2026-03-01"]);
  });

  it("'compare March 2025 to March 2026' stays a comparison, not one range", () => {
    const spec = specOf("compare total P1_L in March 2025 to March 2026", spraying);
    expect(spec.filters.some((filter) => filter.operator === "between" && filter.values[0] === "2025-03-01" && filter.values[1] === "2026-04-01")).toBe(false);
  });

  it("'since 1 September', 'since December', 'before March': the last such day or month up to today", () => {
    expect(filters(specOf("total Charge GBP per Carrier since 1 September", yard, today))).toContain("Gate In >= 2026-09-01");
    expect(filters(specOf("total Charge GBP per Carrier since December", yard, today))).toContain("Gate In >= 2025-12-01");
    expect(filters(specOf("total Charge GBP per Carrier before 3 March", yard, today))).toContain("Gate In < 2026-03-03");
    expect(filters(specOf("total Charge GBP per Carrier since 1 September 2025", yard, today))).toContain("Gate In >= 2025-09-01");
  });

  it("'houses built from 1960 to 1979', 'built before 1980': a year column named before the years takes them", () => {
    const range = specOf("How many houses built from 1960 to 1979 did we do, not counting cancelled jobs?", roofing);
    expect(filters(range)).toEqual(["builtYear between 1960|1979", "isCancelled in false"]);
    expect(measures(range)).toEqual(["count(*)"]);
    expect(filters(specOf("how many houses built before 1980", roofing))).toEqual(["builtYear < 1980"]);
    // (A year with no year column named is still a date.)
    expect(filters(specOf("how many jobs in 2025", roofing))).toEqual(["orderDate between 2025-01-01|2026-01-01"]);
  });
});

describe("what a count counts, and amounts in values", () => {
  it("'How many lorries came through the gate yesterday?': a place passed through is not a measure (Gate Bay)", () => {
    const spec = specOf("How many lorries came through the gate yesterday?", yard, today);
    expect(measures(spec)).toEqual(["count(*)"]);
  });

  it("'40ft high cubes' is '40ft HC': an amount and the initials written out; 'ft' is no forint", () => {
    expect(linkValues("40 ft high cubes", "40ft high cubes", yard.columns)[0]).toMatchObject({ column: "Box Size", value: "40ft HC" });
    const spec = specOf("how many damaged 40ft high cubes did Owner Driver bring?", yard);
    expect(filters(spec)).toEqual(expect.arrayContaining(["Box Size in 40ft HC", "Carrier in Owner Driver"]));
    expect(filters(spec).some((filter) => filter.startsWith("Charge GBP"))).toBe(false);
  });

  it("'which punktas pays the most per kilo': money by a unit is the money column by that unit", () => {
    const spec = specOf("which punktas pays the most per kilo", berries);
    expect(spec.measures.map((measure) => measure.column)).toEqual(["kaina_eur_kg"]);
    expect(groups(spec)).toEqual(["punktas"]);
    // ("punktas" ends in s, but "pays" says it is one: the one that pays most.)
    expect(spec.limit).toBe(1);
  });
});

describe("names of a letter and a number, and limits not said", () => {
  it("'Product II' is P2_L: a word's initial and a Roman numeral", () => {
    expect(linkColumns("product II", spraying.columns)[0]).toMatchObject({ column: "P2_L" });
    expect(linkColumns("product 1", spraying.columns)[0]).toMatchObject({ column: "P1_L" });
  });

  it("'How much Product II … In litres': the unit's tie between P1_L and P2_L goes to the column named", () => {
    const spec = specOf("How much Product II did we spray altogether? In litres.", spraying);
    expect(measures(spec)).toEqual(["sum(P2_L)"]);
  });

  it("'Which runs took too long?' asks what counts as too long; a limit written is read", () => {
    const asked = parseQuestion("Which runs took too long?", spraying);
    expect(asked.kind).toBe("clarify");
    const limited = specOf("How many runs waited longer than 20 minutes?", spraying);
    expect(filters(limited)).toEqual(["WAIT_MIN > 20"]);
  });
});

describe("Lithuanian questions", () => {
  it("'Vidutinė mėlynių kaina, neskaičiuojant II klasės': average, an inflected value, and 'not counting'", () => {
    const spec = specOf("Vidutinė mėlynių kaina už kilogramą, neskaičiuojant II klasės?", berries);
    expect(measures(spec)).toEqual(["avg(kaina_eur_kg)"]);
    expect(filters(spec)).toEqual(["produktas in mėlynės", "klase not_in II"]);
  });

  it("'pernai' is last year and 'pagal' by", () => {
    const spec = specOf("bruto kg pagal punktas pernai", berries, today);
    expect(filters(spec)).toEqual(["data relative previous|1|year|2026-11-28"]);
    expect(groups(spec)).toEqual(["punktas"]);
  });
});

describe("a split asked for, a hunch, and rows said done", () => {
  it("'split it by make': a word that ends groupings ('make up') is the grouping right after 'by' when it names a column", () => {
    const spec = specOf("average priceEur, split by make", {
      ...roofing,
      columns: roofing.columns.map((column) => (column.name === "maker" ? { ...column, name: "brand" } : column)),
    });
    expect(groups(spec)).toEqual(["brand"]);
    expect(groups(specOf("what share of the price does each roofType make up", roofing))).toEqual(["roofType"]);
  });

  it("'I reckon Marley's the problem, so split it by maker': a value in a hunch on the split column is no filter", () => {
    const spec = specOf("What % needed a leak call-out? I reckon Marley's the problem, so split it by maker.", roofing);
    expect(groups(spec)).toEqual(["maker"]);
    expect(filters(spec).some((filter) => filter.startsWith("maker"))).toBe(false);
    // (Said as a condition, it filters.)
    expect(filters(specOf("What % of Marley jobs needed a leak call-out, by roofType?", roofing))).toContain("maker in Marley");
  });

  it("'the jobs we actually fitted': a past verb a date column records, said of the rows, keeps those with the date", () => {
    const spec = specOf("Of the slate jobs we actually fitted, how many needed a leak call-out?", roofing);
    expect(filters(spec)).toEqual(expect.arrayContaining(["fitDate is_null false", "roofType in slate"]));
    expect(filters(specOf("how many jobs were fitted", roofing))).toEqual(["fitDate is_null false"]);
    expect(filters(specOf("how many jobs were not fitted", roofing))).not.toContain("fitDate is_null false");
  });
});
