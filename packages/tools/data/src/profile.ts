import type { Column, JsonValue } from "@modular-planner/core";
import { quoteIdentifier as q, type Database } from "./duck.js";

/** What a question's values and time spans are linked against, read once when a table is loaded. */
export interface TableProfile {
  /** Distinct values of text columns with at most `maxValues` of them (most frequent first). */
  values: Record<string, string[]>;
  /** Per date/timestamp column: days between the first and last value, and distinct days. */
  spans: Record<string, { days: number; distinctDays: number }>;
  /** Integer columns holding only 0 and 1 (both): true/false flags written as numbers (`NO_SHOW`, `is_paid`). */
  flags: string[];
  /**
   * Pairs `[from, to]` of date or timestamp columns of one type where `from` is never after `to` and is before it in
   * some row (`ON_SALE_DATE` → `PERF_DATE`, `plugged_in_at` → `unplugged_at`): a start and its end, whatever they are called.
   */
  ordered: [string, string][];
  /**
   * Per number or integer column with empty cells: the share of rows (0 to 1) where it is empty (`postage_eur` on the web
   * shop's sales only). A money column empty on many rows is a part of some rows, not every row's amount.
   */
  empty: Record<string, number>;
  /**
   * Per integer column (not a 0/1 flag) with a value: its smallest and largest value. A column of 1 to 5 is a rating on a
   * scale, whatever it is called (`marka`, `Rating`).
   */
  ranges: Record<string, { min: number; max: number }>;
}

export interface ProfileOptions {
  /** A text column with more distinct values than this is not sampled (names, ids). Default 50. */
  maxValues?: number;
  /** Only the first rows are read when the table is a view over a large file. */
  rowLimit?: number;
}

/**
 * Samples the distinct values of low-cardinality text columns (one query), the span of date columns and
 * which integer columns are 0/1 flags, which time columns come before which and how often number columns are empty (one more). The values let a question's "North" or "in-store" become a filter on the column
 * that holds them; the spans let "over time" choose a grain.
 */
export async function profileTable(db: Database, table: string, columns: readonly Column[], options: ProfileOptions = {}): Promise<TableProfile> {
  const maxValues = options.maxValues ?? 50;
  const source = options.rowLimit ? `(SELECT * FROM ${q(table)} LIMIT ${options.rowLimit})` : q(table);
  const text = columns.filter((column) => column.type === "string");
  const temporal = columns.filter((column) => column.type === "date" || column.type === "timestamp");
  const integers = columns.filter((column) => column.type === "integer");
  const numbers = columns.filter((column) => column.type === "number" || column.type === "integer");
  const values: Record<string, string[]> = {};
  const spans: TableProfile["spans"] = {};
  const flags: string[] = [];
  const ordered: [string, string][] = [];
  const empty: Record<string, number> = {};
  const ranges: TableProfile["ranges"] = {};
  // Every ordered pair of time columns of one type (a table has few): never after, and before in some row.
  const pairs = temporal.flatMap((from) => temporal.filter((to) => to !== from && to.type === from.type).map((to) => [from, to] as const));
  if (text.length > 0) {
    const parts = text.map(
      (column, index) =>
        `SELECT ${index} AS c, v FROM (SELECT CAST(${q(column.name)} AS VARCHAR) AS v, count(*) AS n FROM ${source} WHERE ${q(column.name)} IS NOT NULL GROUP BY 1 ORDER BY n DESC, v LIMIT ${maxValues + 1})`,
    );
    const rows = await db.query(parts.join(" UNION ALL "));
    const byColumn = new Map<number, string[]>();
    for (const row of rows) byColumn.set(Number(row.c), [...(byColumn.get(Number(row.c)) ?? []), String(row.v)]);
    text.forEach((column, index) => {
      const found = byColumn.get(index) ?? [];
      if (found.length > 0 && found.length <= maxValues) values[column.name] = found;
    });
  }
  // Date spans, 0/1 flags and the order of time columns in one scan of the table.
  const aggregates = [
    ...temporal.map(
      (column, index) =>
        `datediff('day', min(CAST(${q(column.name)} AS TIMESTAMP)), max(CAST(${q(column.name)} AS TIMESTAMP))) AS ${q(`s${index}`)}, count(DISTINCT CAST(${q(column.name)} AS DATE)) AS ${q(`d${index}`)}`,
    ),
    ...integers.map(
      (column, index) =>
        `min(${q(column.name)}) AS ${q(`lo${index}`)}, max(${q(column.name)}) AS ${q(`hi${index}`)}, count(DISTINCT ${q(column.name)}) AS ${q(`n${index}`)}`,
    ),
    ...pairs.map(
      ([from, to], index) =>
        `coalesce(bool_and(${q(from.name)} <= ${q(to.name)}), false) AND coalesce(bool_or(${q(from.name)} < ${q(to.name)}), false) AS ${q(`o${index}`)}`,
    ),
    ...numbers.map((column, index) => `coalesce(avg(CASE WHEN ${q(column.name)} IS NULL THEN 1.0 ELSE 0.0 END), 0) AS ${q(`e${index}`)}`),
  ];
  if (aggregates.length > 0) {
    const [row] = await db.query(`SELECT ${aggregates.join(", ")} FROM ${source}`);
    temporal.forEach((column, index) => {
      spans[column.name] = { days: Number(row?.[`s${index}`] ?? 0), distinctDays: Number(row?.[`d${index}`] ?? 0) };
    });
    integers.forEach((column, index) => {
      const [min, max] = [row?.[`lo${index}`], row?.[`hi${index}`]];
      if (Number(min) === 0 && Number(max) === 1 && Number(row?.[`n${index}`]) === 2) flags.push(column.name);
      else if (min !== null && min !== undefined && max !== null && max !== undefined) ranges[column.name] = { min: Number(min), max: Number(max) };
    });
    pairs.forEach(([from, to], index) => {
      if (row?.[`o${index}`] === true) ordered.push([from.name, to.name]);
    });
    numbers.forEach((column, index) => {
      const share = Number(row?.[`e${index}`] ?? 0);
      if (share > 0) empty[column.name] = Number(share.toFixed(4));
    });
  }
  return { values, spans, flags, ordered, empty, ranges };
}

/** A profile as artifact metadata (plain JSON). */
export const profileJson = (profile: TableProfile): JsonValue => ({
  values: profile.values,
  spans: profile.spans,
  flags: profile.flags,
  ordered: profile.ordered,
  empty: profile.empty,
  ranges: profile.ranges,
});
