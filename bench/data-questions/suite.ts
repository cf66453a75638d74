/**
 * The labelled suite (questions.jsonl over tables/*.csv) and what the harness and the integrity test
 * share: running an expected SQL in DuckDB over the table as `t`, and comparing answer tables.
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { DuckDBInstance } from "@duckdb/node-api";

export const SUITE_DIR = dirname(fileURLToPath(import.meta.url));
export const TABLES_DIR = join(SUITE_DIR, "tables");

export const OUTCOMES = ["answer", "clarify", "refuse"] as const;
export const CHART_TYPES = [
  "bar",
  "horizontal_bar",
  "stacked_bar",
  "grouped_bar",
  "line",
  "multi_line",
  "area",
  "scatter",
  "pie",
  "histogram",
  "boxplot",
  "heatmap",
] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export interface Question {
  id: string;
  table: string;
  question: string;
  category: string;
  expected: { sql?: string; chart?: ChartType; outcome: (typeof OUTCOMES)[number] };
  note?: string;
}

export function loadQuestions(path = join(SUITE_DIR, "questions.jsonl")): Question[] {
  return readFileSync(path, "utf8")
    .split("\n")
    .map((line, index) => [line, index + 1] as const)
    .filter(([line]) => line.trim())
    .map(([line, number]) => {
      try {
        return JSON.parse(line) as Question;
      } catch (error) {
        throw new Error(`${path}:${number}: ${(error as Error).message}`);
      }
    });
}

let tablesDir = TABLES_DIR;
/** Reads another suite's tables (`<dir>/tables/*.csv`), e.g. the smaller suite in `holdout/`. */
export function useSuiteTables(dir: string) {
  tablesDir = join(dir, "tables");
}
export const tablePath = (table: string) => join(tablesDir, `${table}.csv`);

/**
 * What is wrong with a suite's labels, one line each (none: consistent): a repeated id, a table that is
 * missing, an unknown outcome or chart type, refusals and clarifications not matching the destructive and
 * vague categories, and an answer without SQL that is not a chart whose table is the engine's choice.
 */
export function labelProblems(questions: readonly Question[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const question of questions) {
    const { id, expected } = question;
    if (seen.has(id)) problems.push(`${id}: the id is used twice`);
    seen.add(id);
    if (!existsSync(tablePath(question.table))) problems.push(`${id}: table ${question.table} is missing`);
    if (!(OUTCOMES as readonly string[]).includes(expected.outcome)) problems.push(`${id}: unknown outcome ${expected.outcome}`);
    if (expected.chart && !(CHART_TYPES as readonly string[]).includes(expected.chart)) problems.push(`${id}: unknown chart ${expected.chart}`);
    if ((expected.outcome === "refuse") !== (question.category === "destructive")) problems.push(`${id}: "refuse" is for the destructive category and only it`);
    if ((expected.outcome === "clarify") !== (question.category === "vague")) problems.push(`${id}: "clarify" is for the vague category and only it`);
    // Only charts whose table is the engine's choice (histogram bins, box-plot quartiles) have no SQL.
    if (expected.outcome === "answer" && !expected.sql && !["histogram", "boxplot"].includes(expected.chart ?? ""))
      problems.push(`${id}: an answer without SQL must be a histogram or box plot`);
  }
  return problems;
}

export type Cell = string | number | boolean | null;
export interface AnswerTable {
  columns: string[];
  rows: Cell[][];
}

/** One in-memory DuckDB; each table is read as the user's CLI reads it (read_csv_auto) and queried as `t`. */
export async function openExpectations() {
  const instance = await DuckDBInstance.create(":memory:");
  const connection = await instance.connect();
  let current: string | undefined;
  // One table `t` at a time: concurrent questions over different tables would replace it under each
  // other's query, so runs are queued.
  let queue: Promise<unknown> = Promise.resolve();
  const runNow = async (table: string, sql: string): Promise<AnswerTable> => {
    if (current !== table) {
      await connection.run(`CREATE OR REPLACE TABLE t AS SELECT * FROM read_csv_auto('${tablePath(table).replaceAll("'", "''")}')`);
      current = table;
    }
    const reader = await connection.runAndReadAll(sql);
    const rows = reader.getRowsJson() as Cell[][];
    return { columns: reader.columnNames(), rows };
  };
  return {
    run(table: string, sql: string): Promise<AnswerTable> {
      const result = queue.then(() => runNow(table, sql));
      queue = result.catch(() => undefined);
      return result;
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A cell as compared: numbers rounded to 2 decimals (numeric strings too), dates and timestamps to ISO
 * (a timestamp at midnight is its date; `YYYY-MM` and `YYYY-Qn` are the first day of the month or
 * quarter), booleans and text lower-cased and trimmed, null and the empty string alike.
 */
export function normaliseCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "bigint") return String(value);
  if (typeof value === "number") return numberKey(value);
  // A flag is the same answer written true/false or 1/0 (a 1/0 column the engine reads as true/false, or the reverse).
  if (typeof value === "boolean") return value ? "1" : "0";
  const text = String(value).trim();
  if (text === "") return "";
  if (text === "true" || text === "false") return text === "true" ? "1" : "0";
  if (NUMBER.test(text)) return numberKey(Number(text));
  const month = /^(\d{4})-(\d{2})$/.exec(text);
  if (month) return `${month[1]}-${month[2]}-01`;
  const quarter = /^(\d{4})[- ]?Q([1-4])$/i.exec(text);
  if (quarter) return `${quarter[1]}-${String(Number(quarter[2]) * 3 - 2).padStart(2, "0")}-01`;
  const date = DATE_TIME.exec(text);
  if (date) {
    const time = `${date[2] ?? "00:00"}:${date[3] ?? "00"}`;
    return time === "00:00:00" ? date[1]! : `${date[1]}T${time}`;
  }
  return text.toLowerCase();
}

function numberKey(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Number(value.toPrecision(12)) * 100) / 100;
  return String(rounded === 0 ? 0 : rounded);
}

/** A column of year buckets shown as dates (`2024-01-01`) also counts as the years themselves (`2024`): an extra column is appended. */
function withYears(rows: string[][]): string[][] {
  const width = rows[0]?.length ?? 0;
  const yearly = Array.from({ length: width }, (_, index) => index).filter((index) => rows.every((row) => /^\d{4}-01-01$/.test(row[index]!)));
  return yearly.length === 0 ? rows : rows.map((row) => [...row, ...yearly.map((index) => row[index]!.slice(0, 4))]);
}

const multiset = (values: string[]) => values.slice().sort().join("\u0001");

/**
 * Whether the answer equals the expected result as a set of rows, ignoring column names and order:
 * each expected column is matched to an answer column holding the same values, and the answer
 * projected on the matched columns must have the same set of rows. Extra answer columns are allowed
 * (e.g. a count shown next to the asked sum), extra or missing rows are not.
 */
export function sameAnswer(expected: AnswerTable, actual: AnswerTable): { equal: boolean; inOrder?: boolean; reason?: string; detail?: string } {
  const want = expected.rows.map((row) => row.map(normaliseCell));
  const got = withYears(actual.rows.map((row) => row.map(normaliseCell)));
  const wantSet = new Set(want.map((row) => JSON.stringify(row)));
  if (got.length === 0) return { equal: false, reason: "the answer has no rows" };
  const width = expected.columns.length;
  // Columns compared as sets of values, so a grouped answer that repeats or drops no row still lines up.
  const columnValues = (rows: string[][], index: number) => multiset([...new Set(rows.map((row) => row[index]!))]);
  const candidates = Array.from({ length: width }, (_, index) => {
    const values = columnValues(want, index);
    return Array.from({ length: got[0]?.length ?? 0 }, (_, other) => other).filter((other) => columnValues(got, other) === values);
  });
  const missing = candidates.findIndex((list) => list.length === 0);
  if (missing >= 0)
    return {
      equal: false,
      reason: "an expected column's values are in no answer column",
      detail: `${expected.columns[missing]}: ${[...new Set(want.map((row) => row[missing]))].slice(0, 5).join(", ")}; answer columns ${actual.columns.join(", ")}, ${got.length} rows`,
    };
  let tried = 0;
  let matched: number[] | undefined;
  const search = (index: number, used: number[]): boolean => {
    if (tried++ > 5000) return false;
    if (index === width) {
      const projected = new Set(got.map((row) => JSON.stringify(used.map((column) => row[column]))));
      if (projected.size === wantSet.size && [...projected].every((row) => wantSet.has(row))) matched = used;
      return matched !== undefined;
    }
    return candidates[index]!.some((column) => !used.includes(column) && search(index + 1, [...used, column]));
  };
  if (!search(0, [])) return { equal: false, reason: "the columns hold the expected values, paired differently in rows" };
  // Rows in the expected order too (only meaningful when the expected SQL orders them).
  const sequence = (rows: string[][]) => rows.map((row) => JSON.stringify(row)).filter((row, index, all) => all.indexOf(row) === index);
  const inOrder = JSON.stringify(sequence(got.map((row) => matched!.map((column) => row[column]!)))) === JSON.stringify(sequence(want));
  return { equal: true, inOrder };
}
