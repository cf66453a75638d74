import { type DuckDBConnection, DuckDBInstance } from "@duckdb/node-api";
import { afterAll, beforeAll } from "vitest";
import { AnalysisSpecSchema, compileSql, parseQuestion, type AnalysisSpec, type AnalysisTable, type ParseOptions } from "../src/index.js";

/** The spec a question parses to over `table` (checked against the schema); anything else fails the test with what it was. */
export function specOf(question: string, table: AnalysisTable, options: ParseOptions = {}): AnalysisSpec {
  const result = parseQuestion(question, table, options);
  if (result.kind !== "spec")
    throw new Error(`${question}: ${result.kind} ${"question" in result ? result.question : "reason" in result ? result.reason : ""}`);
  return AnalysisSpecSchema.parse(result.spec);
}

/** The answer's rows as arrays (big integers as numbers), the question's spec compiled and run over `table` in DuckDB. */
export async function rowsOf(connection: DuckDBConnection, question: string, table: AnalysisTable): Promise<unknown[][]> {
  const query = compileSql(specOf(question, table), table.name, table.columns);
  return (await connection.runAndReadAll(query.sql, query.params as never))
    .getRows()
    .map((row) => row.map((cell) => (typeof cell === "bigint" ? Number(cell) : cell)));
}

export const measures = (spec: AnalysisSpec) => spec.measures.map((measure) => `${measure.aggregate}(${measure.column ?? "*"})`);
export const groups = (spec: AnalysisSpec) => spec.groupBy.map((group) => (group.bin ? `${group.column}:${group.bin}` : group.column));
export const filters = (spec: AnalysisSpec) => spec.filters.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`);

/** An in-memory DuckDB for one test file: `sql` (the made-up table) runs before its tests, and it closes after them. */
export async function duckdbWith(sql: string): Promise<DuckDBConnection> {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  beforeAll(async () => {
    await connection.run(sql);
  });
  afterAll(() => {
    connection.closeSync();
    instance.closeSync();
  });
  return connection;
}
