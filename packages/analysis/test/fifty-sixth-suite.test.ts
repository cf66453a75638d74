import { describe, expect, it } from "vitest";
import { detectDestructiveRequest, parseQuestion, type AnalysisTable } from "../src/index.js";
import { filters, groups, measures, specOf } from "./helpers.js";

// Made up for these tests (issue #19): general mechanisms for the misses the fifty-sixth blind suite found.
const today = { today: "2026-12-02" };

// A made-up bicycle-wheel truing workshop: terse codes, a quantity, item codes that share letters with "items".
const wheels: AnalysisTable = {
  name: "whl_ord",
  rows: 300,
  columns: [
    { name: "ord_id", type: "string" },
    { name: "rcv_dt", type: "date", days: 600 },
    { name: "chnl", type: "string", values: ["SHP", "POST"] },
    { name: "itm", type: "string", values: ["RIM", "HUB", "SPK"] },
    { name: "qty", type: "integer" },
    { name: "tot_gbp", type: "number" },
    { name: "rtg", type: "integer" },
  ],
};

// A made-up map-restoration service: camelCase, a flag and an amount named by the same thing.
const maps: AnalysisTable = {
  name: "mapRestorations",
  rows: 300,
  columns: [
    { name: "jobId", type: "string" },
    { name: "requestedOn", type: "date", days: 600 },
    { name: "region", type: "string", values: ["Wales", "Cornwall", "Devon"] },
    { name: "framingIncluded", type: "boolean" },
    { name: "framingUsd", type: "number" },
    { name: "courierCostsUsd", type: "number" },
    { name: "totalUsd", type: "number" },
    { name: "isGift", type: "boolean" },
  ],
};

// A made-up sand-spreading log for beaches: Title Case, a substance in tonnes and what it cost, a flag named "… Forecast".
const sand: AnalysisTable = {
  name: "sand_runs",
  rows: 300,
  columns: [
    { name: "Run ID", type: "string" },
    { name: "Run Date", type: "date", days: 600 },
    { name: "Storm Forecast", type: "boolean" },
    { name: "Barrier Fitted", type: "boolean" },
    { name: "Sand Tonnes", type: "number" },
    { name: "Sand Cost", type: "number" },
    { name: "Area M2", type: "number" },
  ],
};

describe("the fifty-sixth suite's misses, on made-up tables", () => {
  it("'with 4 to 8 items' is a number of items, the column counting them, though 'items' names a text column too", () => {
    const spec = specOf("avg order total for post orders with 4 to 8 items", wheels, today);
    expect(filters(spec)).toEqual(["qty between 4|8", "chnl in POST"]);
    expect(groups(spec)).toEqual([]);
    expect(filters(specOf("how many orders had more than 10 items", wheels, today))).toEqual(["qty > 10"]);
  });

  it("'came with a framing' reads the true/false column that says it rather than the amount above 0", () => {
    expect(filters(specOf("how many came with a framing but were not gifts?", maps, today))).toEqual(["framingIncluded in true", "isGift in false"]);
  });

  it("'total spent on courier trips' sums what was spent on them, not the total column as well; 'total billed' keeps it", () => {
    expect(measures(specOf("top 3 regions by total spent on courier trips", maps, today))).toEqual(["sum(courierCostsUsd)"]);
    expect(measures(specOf("top 2 regions by total billed in 2025", maps, today))).toEqual(["sum(totalUsd)"]);
  });

  it("'how much sand' with no word of money is the tonnes, not the cost; 'how much did the sand cost' is the cost", () => {
    expect(measures(specOf("how much sand did we put down in January 2026?", sand, today))).toEqual(["sum(Sand Tonnes)"]);
    expect(measures(specOf("how much did the sand cost in January 2026?", sand, today))).toEqual(["sum(Sand Cost)"]);
  });

  it("a word of forecasting that, with its neighbour, names a column is that column, not a forecast asked for", () => {
    expect(filters(specOf("how many runs had storm forecast but no barrier fitted?", sand, today))).toEqual([
      "Barrier Fitted in false",
      "Storm Forecast in true",
    ]);
    expect(parseQuestion("forecast the sand tonnes for next month", sand, today).kind).toBe("unsupported");
  });

  it("'square metres' is one unit of area; 'btm' is bottom; gifts in Spanish, French and German", () => {
    expect(filters(specOf("how many runs were between 100 and 200 square metres?", sand, today))).toEqual(["Area M2 between 100|200"]);
    const bottom = specOf("btm 2 regions by avg total", maps, today);
    expect(bottom.limit).toBe(2);
    expect(bottom.orderBy[0]?.direction).toBe("asc");
    expect(measures(specOf("¿Cuántos trabajos fueron regalos en 2025?", maps, today))).toEqual(["sum(isGift)"]);
  });

  it("West Frisian requests to delete rows are refused", () => {
    expect(detectDestructiveRequest("Wiskje alle annulearre opdrachten").destructive).toBe(true);
    expect(detectDestructiveRequest("Smyt de âlde rigels fuort; ferwiderje se").destructive).toBe(true);
  });
});
