import { DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseQuestion, type AnalysisTable } from "../src/index.js";
import { measures, rowsOf as rowsIn, specOf as parsed } from "./helpers.js";

// A bike-repair shop's jobs of our own, written for these mechanisms: a price per unit beside the
// row's amount, a row total named "total", a grade of single letters, a true/false column.
const repairs: AnalysisTable = {
  name: "repair_jobs",
  rows: 6,
  columns: [
    { name: "job_no", type: "string" },
    { name: "done_dt", type: "date" },
    { name: "branch_cd", type: "string", values: ["NTH", "STH"] },
    { name: "part_qty", type: "integer" },
    { name: "unit_prc", type: "number" },
    { name: "net_amt", type: "number" },
    { name: "rating", type: "string", values: ["A", "B", "C"] },
    { name: "is_warranty", type: "boolean", values: [true, false] },
  ],
};
const ROWS = [
  ["R1", "2025-03-03", "NTH", 2, 10, 20, "A", true],
  ["R2", "2025-03-10", "STH", 1, 40, 40, "B", false],
  ["R3", "2025-04-02", "NTH", 3, 5, 15, "A", false],
  ["R4", "2025-04-15", "STH", 4, 12.5, 50, "C", false],
  ["R5", "2025-04-20", "NTH", 1, 30, 30, "B", true],
  ["R6", "2025-04-28", "STH", 2, 8, 16, "A", false],
] as const;
// A parking operator's payments: one money column, a row total by name.
const parking: AnalysisTable = {
  name: "parking_payments",
  columns: [
    { name: "paidOn", type: "date" },
    { name: "zone", type: "string", values: ["Z1", "Z2"] },
    { name: "TotalPrice", type: "number" },
  ],
};

const instance = await DuckDBInstance.create(":memory:");
const connection = await instance.connect();
beforeAll(async () => {
  const values = ROWS.map((row) => `(${row.map((value) => (typeof value === "string" ? `'${value}'` : String(value))).join(", ")})`).join(", ");
  await connection.run(
    `CREATE TABLE repair_jobs (job_no VARCHAR, done_dt DATE, branch_cd VARCHAR, part_qty INTEGER, unit_prc DOUBLE, net_amt DOUBLE, rating VARCHAR, is_warranty BOOLEAN); INSERT INTO repair_jobs VALUES ${values}`,
  );
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

const specOf = (question: string, table: AnalysisTable = repairs) => parsed(question, table);
const rowsOf = (question: string) => rowsIn(connection, question, repairs);

describe("money the question does not name", () => {
  it("the row's amount, not the price per unit beside it", async () => {
    expect(measures(specOf("how much money did we take per branch?"))).toEqual(["sum(net_amt)"]);
    expect(await rowsOf("how much money did we take per branch?")).toEqual([
      ["NTH", 65],
      ["STH", 106],
    ]);
    expect(measures(specOf("monthly revenue this year"))).toEqual(["sum(net_amt)"]);
  });

  it("verbs of money in every form: spend, spending, earn", () => {
    expect(measures(specOf("what did warranty customers spend in total at NTH?"))).toEqual(["sum(net_amt)"]);
    expect(measures(specOf("spending per branch"))).toEqual(["sum(net_amt)"]);
  });

  it("a row total adds up even when it is a price; money asked for as money adds up", () => {
    expect(measures(specOf("TotalPrice by zone", parking))).toEqual(["sum(TotalPrice)"]);
    expect(measures(specOf("how much money came in per zone?", parking))).toEqual(["sum(TotalPrice)"]);
    // A price per unit is still averaged.
    expect(measures(specOf("unit_prc by branch"))).toEqual(["avg(unit_prc)"]);
  });
});

describe("orders and rankings", () => {
  it("'from A to Z' and 'Z to A' order by letters, never filter on a value A or Z", async () => {
    const az = specOf("number of jobs for each rating, order from A to Z");
    expect(az.filters).toEqual([]);
    expect(az.orderBy[0]).toEqual({ by: "rating", direction: "asc" });
    expect(await rowsOf("number of jobs for each rating, order from A to Z")).toEqual([
      ["A", 3],
      ["B", 2],
      ["C", 1],
    ]);
    expect(specOf("jobs per branch_cd sorted Z to A").orderBy[0]).toEqual({ by: "branch_cd", direction: "desc" });
    // A value "A" without the letters' order is still a filter.
    expect(specOf("how many jobs were rated A?").filters).toEqual([{ column: "rating", operator: "in", values: ["A"], temporal: false }]);
  });

  it("a ranking of something no column holds asks which column, rather than answering with an arbitrary row", () => {
    const result = parseQuestion("which mechanic did the most repairs?", repairs);
    expect(result.kind).toBe("clarify");
    if (result.kind !== "clarify") return;
    expect(result.about).toBe("column");
    expect(result.phrase).toBe("mechanic");
    expect(result.question).toMatch(/^I could not match "mechanic" to a column of repair_jobs/);
    expect(result.options).toContain("branch_cd");
  });
});

describe("two values of one column", () => {
  it("'warranty vs non warranty' compares the two, side by side", async () => {
    const spec = specOf("average net_amt for warranty vs non warranty jobs");
    expect(spec.filters).toEqual([]);
    expect(spec.groupBy.map((group) => group.column)).toEqual(["is_warranty"]);
    // Ordered like any grouping, so the rows come in a stable order.
    expect(spec.orderBy).toContainEqual({ by: "is_warranty", direction: "asc" });
    expect(await rowsOf("average net_amt for warranty vs non warranty jobs")).toEqual([
      [false, 30.25],
      [true, 25],
    ]);
  });
});
