import { describe, expect, it } from "vitest";
import { mapParamsToSchema, parameterNameSimilarity } from "../src/index.js";

const schema = {
  type: "object" as const,
  properties: {
    time_column: { type: "string" as const },
    periods: { type: "integer" as const },
    threshold: { type: "number" as const },
    dryRun: { type: "boolean" as const },
    start_date: { type: "string" as const, format: "date" },
    columns: { type: "array" as const, items: { type: "string" as const } },
    method: { type: "string" as const, enum: ["robust_zscore", "iqr"] },
    table: { type: "object" as const },
  },
  required: ["table", "time_column"],
};

describe("mapParamsToSchema", () => {
  it("renames snake_case/camelCase and near-miss names, and coerces to the schema's types", () => {
    const mapping = mapParamsToSchema(
      {
        timeColumn: "date",
        periods: "12",
        thresh: "3.5",
        dry_run: "yes",
        startDate: "2024-03-05T10:00:00Z",
        columns: "a, b",
        method: "IQR",
        table: { ref: "load" },
      },
      schema,
    );
    expect(mapping.params).toEqual({
      time_column: "date",
      periods: 12,
      threshold: 3.5,
      dryRun: true,
      start_date: "2024-03-05",
      columns: ["a", "b"],
      method: "iqr",
      table: { ref: "load" },
    });
    expect(mapping.renamed).toEqual([
      { from: "timeColumn", to: "time_column", how: "exact-case", similarity: 1 },
      { from: "thresh", to: "threshold", how: "fuzzy", similarity: 0.75 },
      { from: "dry_run", to: "dryRun", how: "exact-case", similarity: 1 },
      { from: "startDate", to: "start_date", how: "exact-case", similarity: 1 },
    ]);
    expect(mapping.coerced.map((entry) => [entry.param, entry.type])).toEqual([
      ["periods", "integer"],
      ["columns", "array"],
      ["method", "enum"],
      ["threshold", "number"],
      ["dryRun", "boolean"],
      ["start_date", "date"],
    ]);
    expect(mapping.unknown).toEqual([]);
    expect(mapping.missingRequired).toEqual([]);
    expect(mapping.mismatched).toEqual([]);
  });

  it("reports unknown names, missing required parameters and values it cannot coerce", () => {
    const mapping = mapParamsToSchema({ colour: "red", periods: "many", threshold: "1,500" }, schema);
    expect(mapping.unknown).toEqual(["colour"]);
    expect(mapping.params.colour).toBe("red");
    expect(mapping.params.threshold).toBe(1500);
    expect(mapping.mismatched).toEqual([{ param: "periods", expected: "integer", value: "many" }]);
    expect(mapping.missingRequired).toEqual(["table", "time_column"]);
    expect(mapParamsToSchema({ colour: "red" }, schema, { dropUnknown: true }).params).toEqual({});
  });

  it("prefers an exact name over a fuzzy one and handles a missing schema", () => {
    const mapping = mapParamsToSchema({ time_col: "x", time_column: "date" }, schema);
    expect(mapping.params.time_column).toBe("date");
    expect(mapping.unknown).toEqual(["time_col"]);
    expect(mapParamsToSchema({ a: 1 }, undefined)).toMatchObject({ params: { a: 1 }, unknown: ["a"] });
  });

  it("scores name similarity", () => {
    expect(parameterNameSimilarity("groupBy", "group_by")).toBe(1);
    expect(parameterNameSimilarity("metric", "segment_by")).toBeLessThan(0.6);
  });
});
