import { describe, expect, it } from "vitest";
import type { AnalysisSpec, AnalysisTable } from "../src/index.js";
import { duckdbWith, filters, groups, rowsOf, specOf } from "./helpers.js";

// Made up for these tests (issue #19): the share of rows meeting a condition within each group, and "<value> rate".
const inspections: AnalysisTable = {
  name: "boiler_inspections",
  rows: 200,
  columns: [
    { name: "insp_id", type: "string" },
    { name: "insp_dt", type: "date" },
    { name: "boiler_kind", type: "string", values: ["Gas", "Oil", "Electric"] },
    { name: "verdict", type: "string", values: ["Approved", "Rejected", "Deferred"] },
    { name: "site_area", type: "string", values: ["Harbour", "Uplands", "Centre"] },
    { name: "fee", type: "number" },
  ],
};
const where = (spec: AnalysisSpec) =>
  spec.measures.map((measure) => (measure.where ?? []).map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`).join(" & "));

describe("a rate within each group", () => {
  it("'<value> rate for A vs B': the value's share of each compared group's rows", () => {
    const spec = specOf("Rejected rate for gas vs oil boilers, in percent", inspections);
    expect(groups(spec)).toEqual(["boiler_kind"]);
    expect(filters(spec)).toEqual(["boiler_kind in Gas|Oil"]);
    expect(where(spec)[0]).toBe("verdict in Rejected");
    expect(spec.measures[0]).toMatchObject({ aggregate: "avg", column: null, percent: true });
  });

  it("'what percentage <clause>, split by <group>': the clause's filter is the condition in each group", () => {
    const spec = specOf("What percentage of inspections were rejected, split by site area?", inspections);
    expect(groups(spec)).toEqual(["site_area"]);
    expect(filters(spec)).toEqual([]);
    expect(where(spec)[0]).toBe("verdict in Rejected");
  });

  it("a filter on the grouped column itself still keeps rows, and a share of groups stays one", () => {
    const spec = specOf("What percentage of rejected inspections came from each site area?", inspections);
    expect(groups(spec)).toEqual(["site_area"]);
    expect(filters(spec)).toEqual(["verdict in Rejected"]);
    expect(spec.measures[0]).toMatchObject({ aggregate: "count", share: true });
  });

  it("without groups, '<value> rate' is the value's share of all rows", () => {
    const spec = specOf("what is the rejected rate for oil boilers?", inspections);
    expect(filters(spec)).toEqual(["boiler_kind in Oil"]);
    expect(where(spec)[0]).toBe("verdict in Rejected");
  });
});

const failures: AnalysisTable = {
  name: "failures",
  rows: 6,
  columns: [
    { name: "job", type: "string" },
    { name: "fault_kind", type: "string", values: ["Pump", "Valve", "Seal"] },
  ],
};
const connection = await duckdbWith(
  "CREATE TABLE failures AS SELECT * FROM (VALUES ('j1', 'Pump'), ('j2', 'Pump'), ('j3', 'Valve'), ('j4', 'Seal'), ('j5', NULL), ('j6', NULL), ('j7', NULL)) AS t(job, fault_kind)",
);

describe("all but one value of the grouped column", () => {
  it("shows no empty group", async () => {
    const rows = await rowsOf(connection, "Apart from pumps, what are the most common fault kinds?", failures);
    expect(rows).toEqual([
      ["Seal", 1],
      ["Valve", 1],
    ]);
  });

  it("a filter of all but one value on another column still keeps the empty cells", async () => {
    const rows = await rowsOf(connection, "how many jobs where fault kind is not pump", failures);
    expect(rows).toEqual([[5]]);
  });
});

const callouts: AnalysisTable = {
  name: "callouts",
  rows: 100,
  columns: [
    { name: "call_id", type: "string" },
    { name: "call_hr", type: "integer" },
    { name: "zone", type: "string", values: ["North", "South"] },
    { name: "scn_min", type: "number" },
    { name: "chg_usd", type: "number" },
  ],
};

describe("the time someone spends somewhere", () => {
  it("is the duration column the place names, not an hour column nor money", () => {
    const spec = specOf("whats the avrage time crews spend on scene in each zone?", callouts);
    expect(spec.measures.map((measure) => `${measure.aggregate}(${measure.column})`)).toEqual(["avg(scn_min)"]);
    expect(groups(spec)).toEqual(["zone"]);
  });
});
