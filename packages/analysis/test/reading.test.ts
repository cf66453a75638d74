import { DuckDBInstance } from "@duckdb/node-api";
import type { AnalysisReading } from "@modular-planner/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkReading, compileSql, describeTableForReading, parseQuestion, readingOfSpec, type AnalysisTable } from "../src/index.js";

// A made-up table of museum visits, named as a relational sample schema would name it.
const visits: AnalysisTable = {
  name: "visits",
  columns: [
    { name: "VISIT_DT", type: "date" },
    { name: "Gallery", type: "string", values: ["Modern", "Antiquity", "Prints"] },
    { name: "TicketType", type: "string", values: ["Adult", "Child", "Member"] },
    { name: "paid_eur", type: "number" },
    { name: "guided", type: "boolean", values: [true, false] },
  ],
};
const ROWS = [
  ["2024-01-05", "Modern", "Adult", 12, true],
  ["2024-01-20", "Modern", "Child", 6, false],
  ["2024-02-11", "Antiquity", "Adult", 12, false],
  ["2024-02-14", "Prints", "Member", 0, true],
  ["2024-03-02", "Antiquity", "Adult", 14, true],
  ["2024-03-09", "Modern", "Member", 0, false],
] as const;

// A made-up table of depot shifts whose column names state their units (minutes, kilograms); "crew" states none.
const shifts: AnalysisTable = {
  name: "shifts",
  columns: [
    { name: "shift", type: "string", values: ["Early", "Late", "Night"] },
    { name: "idle_min", type: "integer" },
    { name: "load_kg", type: "number" },
    { name: "crew", type: "integer" },
  ],
};

const instance = await DuckDBInstance.create(":memory:");
const connection = await instance.connect();
beforeAll(async () => {
  const values = ROWS.map(([date, gallery, ticket, paid, guided]) => `(DATE '${date}', '${gallery}', '${ticket}', ${paid}, ${guided})`).join(", ");
  await connection.run(
    `CREATE TABLE visits ("VISIT_DT" DATE, "Gallery" VARCHAR, "TicketType" VARCHAR, paid_eur DOUBLE, guided BOOLEAN); INSERT INTO visits VALUES ${values}`,
  );
  await connection.run(
    `CREATE TABLE shifts (shift VARCHAR, idle_min INTEGER, load_kg DOUBLE, crew INTEGER);
     INSERT INTO shifts VALUES ('Early', 30, 1200, 3), ('Early', 90, 800, 4), ('Late', 120, 2500, 5), ('Late', 60, 1500, 5), ('Night', 45, 500, 2)`,
  );
});
afterAll(() => {
  connection.closeSync();
  instance.closeSync();
});

const base: AnalysisReading = {
  kind: "analysis",
  reason: "",
  clarify: null,
  mode: "aggregate",
  select: [],
  measures: [],
  group_by: [],
  filters: [],
  filter_logic: "and",
  order_by: [],
  limit: null,
  limit_within: [],
  keep: [],
  chart: null,
  title: "",
};
const reading = (changes: Partial<AnalysisReading>): AnalysisReading => ({ ...base, ...changes });

async function answer(read: AnalysisReading, table: AnalysisTable = visits): Promise<unknown[][]> {
  const checked = checkReading(read, table);
  if (!checked.ok) throw new Error(JSON.stringify(checked.problems));
  const query = compileSql(checked.spec, table.name, table.columns);
  const result = await connection.runAndReadAll(query.sql, query.params as never);
  return result.getRowsJson() as unknown[][];
}

describe("checkReading: a reading becomes the typed spec", () => {
  it("matches names regardless of case and spacing, values as the data writes them, and runs", async () => {
    const checked = checkReading(
      reading({
        measures: [{ aggregate: "sum", column: "paid eur", scale: "value", unit: null }],
        group_by: [{ column: "gallery", bin: null }],
        filters: [{ column: "tickettype", operator: "in", values: ["adult"] }],
        order_by: [{ by: "paid_eur", direction: "desc" }],
        limit: 1,
      }),
      visits,
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.spec.measures).toEqual([{ aggregate: "sum", column: "paid_eur", as: "paid_eur" }]);
    expect(checked.spec.filters).toEqual([{ column: "TicketType", operator: "in", values: ["Adult"], temporal: false }]);
    expect(checked.spec.orderBy).toEqual([{ by: "paid_eur", direction: "desc" }]);
    expect(checked.notes).toEqual(['"adult" is TicketType = Adult as the data writes it.']);
    expect(
      await answer(
        reading({
          measures: [{ aggregate: "sum", column: "paid eur", scale: "value", unit: null }],
          group_by: [{ column: "gallery", bin: null }],
          filters: [{ column: "tickettype", operator: "in", values: ["adult"] }],
          order_by: [{ by: "paid_eur", direction: "desc" }],
          limit: 1,
        }),
      ),
    ).toEqual([["Antiquity", 26]]);
  });

  it("reads numbers, dates, true/false and relative dates in their column's type", async () => {
    const read = reading({
      measures: [{ aggregate: "count", column: null, scale: "value", unit: null }],
      filters: [
        { column: "paid_eur", operator: ">=", values: ["12"] },
        { column: "VISIT_DT", operator: ">=", values: ["2024-02"] },
        { column: "guided", operator: "=", values: ["yes"] },
      ],
    });
    const checked = checkReading(read, visits);
    expect(checked.ok && checked.spec.filters.map((filter) => filter.values)).toEqual([[12], ["2024-02-01"], [true]]);
    expect(await answer(read)).toEqual([["1"]]);
    const relative = checkReading(
      reading({
        measures: [{ aggregate: "count", column: null, scale: "value", unit: null }],
        filters: [{ column: "visit_dt", operator: "relative", values: ["last", "2", "month"] }],
      }),
      visits,
    );
    expect(relative.ok && relative.spec.filters[0]).toEqual({ column: "VISIT_DT", operator: "relative", values: ["last", 2, "month"], temporal: true });
    // A span of months keeps its last month ("December to February" of every year).
    const span = checkReading(
      reading({
        measures: [{ aggregate: "count", column: null, scale: "value", unit: null }],
        filters: [{ column: "visit_dt", operator: "relative", values: ["month_span", "12", "month", "2"] }],
      }),
      visits,
    );
    expect(span.ok && span.spec.filters[0]).toEqual({ column: "VISIT_DT", operator: "relative", values: ["month_span", 12, "month", 2], temporal: true });
    // Empty or not: "is_null" takes true or false.
    const empty = checkReading(
      reading({
        measures: [{ aggregate: "count", column: null, scale: "value", unit: null }],
        filters: [{ column: "visit_dt", operator: "is_null", values: ["false"] }],
      }),
      visits,
    );
    expect(empty.ok && empty.spec.filters[0]).toEqual({ column: "VISIT_DT", operator: "is_null", values: [false], temporal: true });
    expect(checkReading(reading({ filters: [{ column: "visit_dt", operator: "is_null", values: ["2024"] }] }), visits).ok).toBe(false);
  });

  it("takes shares and percents as the parser does: a share of the total, a true/false column's rate", async () => {
    const checked = checkReading(
      reading({
        measures: [
          { aggregate: "count", column: null, scale: "percent", unit: null },
          { aggregate: "avg", column: "guided", scale: "percent", unit: null },
        ],
        group_by: [{ column: "Gallery", bin: null }],
      }),
      visits,
    );
    expect(checked.ok && checked.spec.measures).toEqual([
      { aggregate: "count", column: null, as: "row_pct", share: true, percent: true },
      { aggregate: "avg", column: "guided", as: "guided_pct", share: false, percent: true },
    ]);
    const rows = await answer(
      reading({
        measures: [{ aggregate: "count", column: null, scale: "percent", unit: null }],
        group_by: [{ column: "Gallery", bin: null }],
        keep: [{ column: "Gallery", operator: "in", values: ["Modern"] }],
      }),
    );
    expect(rows).toEqual([["Modern", 50]]);
  });

  it("names every problem with its path and what would have been accepted", () => {
    const checked = checkReading(
      reading({
        measures: [
          { aggregate: "avg", column: "Gallery", scale: "value", unit: null },
          { aggregate: "sum", column: "price", scale: "value", unit: null },
        ],
        group_by: [{ column: "TicketType", bin: "month" }],
        filters: [
          { column: "Gallery", operator: "=", values: ["Sculpture"] },
          { column: "paid_eur", operator: ">", values: ["a lot"] },
          { column: "Gallery", operator: "<", values: ["M"] },
        ],
        order_by: [{ by: "visitors", direction: "desc" }],
      }),
      visits,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const byPath = Object.fromEntries(checked.problems.map((problem) => [problem.path, problem.message]));
    expect(byPath["measures.0.aggregate"]).toBe("avg of Gallery (string) needs a number");
    expect(byPath["measures.1.column"]).toMatch(/^"price" is not a column of visits.*columns: VISIT_DT, Gallery, TicketType, paid_eur, guided$/);
    expect(byPath["group_by.0.bin"]).toMatch(/TicketType \(string\) is not a date/);
    expect(byPath["filters.0.values.0"]).toBe('"Sculpture" is not a value of Gallery; its values: Modern, Antiquity, Prints');
    expect(byPath["filters.1.values.0"]).toBe('paid_eur holds numbers: "a lot" is not one');
    expect(byPath["filters.2.operator"]).toBe("< compares numbers or dates; Gallery is string");
    expect(byPath["order_by.0.by"]).toMatch(/^"visitors" is neither a grouped nor a measured column/);
  });

  it("changes a measure's unit as asked: the factor from the column's unit, named after the asked unit, and the answer in that unit", async () => {
    const read = reading({
      measures: [
        { aggregate: "avg", column: "idle_min", scale: "value", unit: "Hours" },
        { aggregate: "sum", column: "load_kg", scale: "value", unit: "tonnes" },
        { aggregate: "max", column: "idle_min", scale: "value", unit: "minutes" },
      ],
      group_by: [{ column: "shift", bin: null }],
      order_by: [{ by: "shift", direction: "asc" }],
    });
    const checked = checkReading(read, shifts);
    expect(checked.ok && checked.spec.measures).toEqual([
      { aggregate: "avg", column: "idle_min", as: "avg_idle_min_hours", factor: 1 / 60 },
      { aggregate: "sum", column: "load_kg", as: "load_kg_tonnes", factor: 0.001 },
      // Already in minutes: nothing to change.
      { aggregate: "max", column: "idle_min", as: "max_idle_min" },
    ]);
    expect(await answer(read, shifts)).toEqual([
      ["Early", 1, 2, 90],
      ["Late", 1.5, 4, 120],
      ["Night", 0.75, 0.5, 45],
    ]);
    // A measure written before the field existed (no unit) stays in the column's own unit.
    const older = { aggregate: "sum", column: "load_kg", scale: "value" } as unknown as AnalysisReading["measures"][number];
    const mixed = checkReading(reading({ measures: [older, { aggregate: "avg", column: "idle_min", scale: "value", unit: "hours" }] }), shifts);
    expect(mixed.ok && mixed.spec.measures).toEqual([
      { aggregate: "sum", column: "load_kg", as: "load_kg" },
      { aggregate: "avg", column: "idle_min", as: "idle_min_hours", factor: 1 / 60 },
    ]);
  });

  it("names a unit it cannot change to with its path and the units it can", () => {
    const checked = checkReading(
      reading({
        measures: [
          { aggregate: "sum", column: "load_kg", scale: "value", unit: "hours" },
          { aggregate: "avg", column: "idle_min", scale: "value", unit: "fortnights" },
          { aggregate: "avg", column: "crew", scale: "value", unit: "hours" },
          { aggregate: "count", column: null, scale: "value", unit: "hours" },
        ],
      }),
      shifts,
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.fromEntries(checked.problems.map((problem) => [problem.path, problem.message]))).toEqual({
      "measures.0.unit": "load_kg is in kg (weight): it cannot be shown in hours; units of weight: g, kg, tonnes, lb, oz",
      "measures.1.unit": '"fortnights" is not a unit this reader converts; units: ms, seconds, minutes, hours, days, weeks',
      "measures.2.unit": "crew's name states no unit, so it cannot be shown in hours; use unit null",
      "measures.3.unit": "a change of unit applies to the value of a sum, avg, min, max or median of a column, not to count; use unit null",
    });
  });

  it("is not an analysis when the reader says it is unclear, destructive or unsupported", () => {
    expect(checkReading(reading({ kind: "destructive" }), visits)).toEqual({
      ok: false,
      problems: [{ path: "kind", message: 'the reading is "destructive", not an analysis' }],
    });
  });
});

describe("the parser's draft and the table as a reader sees them", () => {
  it("a parsed spec round-trips through its reading", () => {
    const parsed = parseQuestion("total paid_eur by gallery for adult tickets, highest first", visits);
    expect(parsed.kind).toBe("spec");
    if (parsed.kind !== "spec") return;
    const checked = checkReading(readingOfSpec(parsed.spec), visits);
    expect(checked.ok && { ...checked.spec, title: "" }, JSON.stringify(parsed.spec)).toEqual({ ...parsed.spec, title: "" });
  });

  it("a parsed change of unit round-trips through its reading", () => {
    const parsed = parseQuestion("average idle time in hours per shift", shifts);
    expect(parsed.kind).toBe("spec");
    if (parsed.kind !== "spec") return;
    expect(parsed.spec.measures).toEqual([{ aggregate: "avg", column: "idle_min", as: "idle_min_hours", factor: 1 / 60 }]);
    const read = readingOfSpec(parsed.spec);
    expect(read.measures).toEqual([{ aggregate: "avg", column: "idle_min", scale: "value", unit: "hours" }]);
    const checked = checkReading(read, shifts);
    expect(checked.ok && { ...checked.spec, title: "" }).toEqual({ ...parsed.spec, title: "" });
    // The unit as the question wrote it, so the measure keeps its name.
    for (const [question, unit] of [
      ["average idle time in hrs per shift", "hrs"],
      ["total load in tons per shift", "tonnes"],
    ]) {
      const again = parseQuestion(question!, shifts);
      if (again.kind !== "spec") throw new Error(`${question}: ${again.kind}`);
      expect(readingOfSpec(again.spec).measures[0]!.unit).toBe(unit);
      const back = checkReading(readingOfSpec(again.spec), shifts);
      expect(back.ok && { ...back.spec, title: "" }, question).toEqual({ ...again.spec, title: "" });
    }
  });

  it("lists each column with its type, values and the parser's links", () => {
    const parsed = parseQuestion("visitors per gallery", visits);
    const text = describeTableForReading(visits, parsed.kind === "spec" ? parsed.provenance : []);
    expect(text.split("\n")[0]).toBe("- VISIT_DT (date)");
    expect(text).toContain('- Gallery (string): values: Modern, Antiquity, Prints; linked from "gallery" as group');
    expect(text.split("\n").at(-1)).toBe("- guided (boolean)");
  });
});
