import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, linkColumns, type AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, measures, rowsOf, specOf } from "./helpers.js";

// Made up for these tests: the ninth blind suite's failures named the mechanisms, not these words or tables.
const rentals: AnalysisTable = {
  name: "kayak_rentals",
  rows: 120,
  columns: [
    { name: "rental_id", type: "integer" },
    { name: "rented_on", type: "date" },
    { name: "boat_code", type: "string", values: ["K1", "K2", "C1"] },
    { name: "launch", type: "string", values: ["North beach", "Harbour"] },
    { name: "hours_out", type: "number" },
    { name: "spent", type: "number" },
    { name: "wetsuit", type: "boolean", values: [true, false] },
  ],
};
const shuttles: AnalysisTable = {
  name: "shuttle_runs",
  rows: 200,
  columns: [
    { name: "RUN_ID", type: "integer" },
    { name: "RUN_DATE", type: "date" },
    { name: "VEHICLE_CODE", type: "string", values: ["V1", "V2", "V3"] },
    { name: "DISTANCE_KM", type: "number" },
  ],
};

describe("wording from the ninth blind suite", () => {
  it("'get rid of', 'throw away' and the imperatives of Finnish, Turkish, Czech, Danish and Hungarian are refused", () => {
    for (const request of [
      "get rid of all the rentals from before March",
      "throw away the old rentals",
      "Tyhjennä koko taulukko.",
      "Poista kaikki rivit",
      "Tüm kayıtları sil",
      "Smažte všechny jízdy",
      "Slet alle rækker",
      "Töröld az összes sort",
    ])
      expect(detectDestructiveRequest(request).destructive, request).toBe(true);
    expect(detectDestructiveRequest("how many rentals did we get in March?").destructive).toBe(false);
  });

  it("an irregular past form links its verb: 'spend' is the column spent, 'sold' sell", () => {
    expect(linkColumns("spend", rentals.columns)[0]).toMatchObject({ column: "spent" });
    expect(measures(specOf("average spend per launch", rentals))).toEqual(["avg(spent)"]);
    expect(linkColumns("sold", [{ name: "sell_qty", type: "integer" }])[0]?.score).toBeGreaterThanOrEqual(0.8);
  });

  it("'by people who rented a wetsuit' says who, it groups nothing", () => {
    const spec = specOf("number of rentals at the Harbour by people who rented a wetsuit", rentals);
    expect(groups(spec)).toEqual([]);
    expect(filters(spec)).toContain("launch in Harbour");
  });

  it("buses, vans and trucks are vehicles: 'which 2 buses covered the most kilometres' groups by the vehicle", () => {
    const spec = specOf("which 2 buses covered the most kilometres?", shuttles);
    expect(groups(spec)).toEqual(["VEHICLE_CODE"]);
    expect(spec.limit).toBe(2);
  });

  it("a range of days ('between 1 March and 31 May 2026', 'from March 1 to May 31 2026') includes its last day", () => {
    for (const question of ["How many runs between 1 March and 31 May 2026?", "runs from March 1 to May 31 2026: how many?"])
      expect(filters(specOf(question, shuttles)), question).toEqual(["RUN_DATE between 2026-03-01|2026-06-01"]);
    expect(filters(specOf("How many runs between 3 and 17 March 2026?", shuttles))).toEqual(["RUN_DATE between 2026-03-03|2026-03-18"]);
  });

  it("'annual pass holders' where a column holds 'Annual' is that value, not a yearly grouping; 'monthly spent' still bins", () => {
    const passes: AnalysisTable = {
      name: "gym_visits",
      rows: 50,
      columns: [
        { name: "checked_in_at", type: "timestamp" },
        { name: "pass_type", type: "string", values: ["Annual", "Day pass", "10-visit card"] },
        { name: "spent", type: "number" },
      ],
    };
    const holders = specOf("average spent per visit for annual pass holders", passes);
    expect(filters(holders)).toEqual(["pass_type in Annual"]);
    expect(groups(holders)).toEqual([]);
    expect(groups(specOf("monthly spent", passes))).toEqual(["checked_in_at:month"]);
  });

  it("'how tall', 'height', 'how heavy' are the table's only column with a unit of length or weight (korkeus_cm, paino_kg)", () => {
    const trees: AnalysisTable = {
      name: "nursery_sales",
      rows: 80,
      columns: [
        { name: "laji", type: "string", values: ["koivu", "mänty"] },
        { name: "korkeus_cm", type: "integer" },
        { name: "paino_kg", type: "number" },
        { name: "hinta_eur", type: "number" },
      ],
    };
    expect(specOf("can I see a histogram of how tall the trees we sold were?", trees)).toMatchObject({ mode: "distribution", select: ["korkeus_cm"] });
    expect(measures(specOf("average height per laji", trees))).toEqual(["avg(korkeus_cm)"]);
    expect(measures(specOf("how heavy were the trees on average?", trees))).toEqual(["avg(paino_kg)"]);
  });

  it("'what percentage of rentals lasted more than 2 hours' is the share of the rows meeting the clause, of those the other filters keep", async () => {
    const share = specOf("what percentage of rentals lasted more than 2 hours?", rentals);
    expect(share.filters).toEqual([]);
    expect(share.measures[0]).toMatchObject({
      aggregate: "avg",
      column: null,
      as: "row_pct",
      percent: true,
      where: [{ column: "hours_out", operator: ">", values: [2] }],
    });
    expect(await rowsOf(shareConnection, "what percentage of rentals lasted more than 2 hours?", rentals)).toEqual([[50, 4]]);
    // A population before the clause stays a filter: of the Harbour rentals, 1 of 2.
    const harbour = specOf("what percentage of Harbour rentals lasted more than 2 hours?", rentals);
    expect(filters(harbour)).toEqual(["launch in Harbour"]);
    expect(await rowsOf(shareConnection, "what percentage of Harbour rentals lasted more than 2 hours?", rentals)).toEqual([[50, 2]]);
    // One value and nothing else is still that value's share among the column's values.
    expect(groups(specOf("what percent of rentals are from the Harbour", rentals))).toEqual(["launch"]);
  });
});

const shareConnection = await duckdbWith(`CREATE TABLE kayak_rentals AS SELECT * FROM (VALUES
  (1, 'Harbour', 1.5, 20.0), (2, 'Harbour', 3.0, 35.0), (3, 'North beach', 2.5, 30.0), (4, 'North beach', 1.0, 15.0)
) AS t(rental_id, launch, hours_out, spent)`);
