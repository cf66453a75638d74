import { derivedSql } from "./derive.js";
import { yesNoValues } from "./link.js";
import { isIsoDay, isNumeric, RELATIVE_CYCLES, type AnalysisColumn, type AnalysisSpec, type Group, type Measure, type SpecFilter } from "./spec.js";

/** One parameterised DuckDB query: values travel as `$n` parameters, never inside the SQL text. */
export interface CompiledQuery {
  sql: string;
  params: (string | number | boolean)[];
  /** The result's columns, in order. */
  columns: string[];
}

/** A DuckDB identifier, quoted (embedded quotes doubled). */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

// Bins of a day or longer are dates ("2024-03-01"), an hour a timestamp.
const BIN_SQL: Record<string, (column: string) => string> = {
  year: (c) => `CAST(date_trunc('year', CAST(${c} AS TIMESTAMP)) AS DATE)`,
  quarter: (c) => `CAST(date_trunc('quarter', CAST(${c} AS TIMESTAMP)) AS DATE)`,
  month: (c) => `CAST(date_trunc('month', CAST(${c} AS TIMESTAMP)) AS DATE)`,
  week: (c) => `CAST(date_trunc('week', CAST(${c} AS TIMESTAMP)) AS DATE)`,
  day: (c) => `CAST(date_trunc('day', CAST(${c} AS TIMESTAMP)) AS DATE)`,
  hour: (c) => `date_trunc('hour', CAST(${c} AS TIMESTAMP))`,
  weekday: (c) => `dayname(CAST(${c} AS TIMESTAMP))`,
  hour_of_day: (c) => `hour(CAST(${c} AS TIMESTAMP))`,
  // (1–12, every year's months together: "by month of the year".)
  month_of_year: (c) => `month(CAST(${c} AS TIMESTAMP))`,
  quarter_of_year: (c) => `quarter(CAST(${c} AS TIMESTAMP))`,
};

export interface CompileOptions {
  /** The grain an `auto` bin takes (the caller decides from the data's span; default month). */
  autoBin?: "year" | "quarter" | "month" | "week" | "day" | "hour";
  /** Rows of a `rows`/`distribution` query without a limit are capped here. Default 10000. */
  maxRows?: number;
}

/**
 * Compiles a spec to ONE DuckDB query over `table`: filters in WHERE (values as parameters, so
 * every stated filter is in the query), grouping with time bins, aggregates, ORDER BY and LIMIT.
 * With `anomaly`, the aggregated series gets a robust z-score (`anomaly_score`) and an `unusual`
 * flag (|score| > 3.5). Identifiers are quoted; nothing of the question is pasted into the SQL.
 */
export function compileSql(spec: AnalysisSpec, table: string, columns: readonly AnalysisColumn[], options: CompileOptions = {}): CompiledQuery {
  const params: (string | number | boolean)[] = [];
  const param = (value: string | number | boolean) => {
    params.push(value);
    return `$${params.length}`;
  };
  const byName = new Map(columns.map((column) => [column.name, column]));
  const where = spec.filters.map((filter) => filterSql(filter, byName.get(filter.column), param, table));
  /** Conditions every row must meet whatever the filters' logic: a row with no value where one is needed. */
  const present: string[] = [];
  // Rows without a date belong to no period of a time grouping: a series has no "unknown" point.
  if (spec.mode === "aggregate") for (const group of spec.groupBy) if (group.bin !== null) present.push(`${quoteIdentifier(group.column)} IS NOT NULL`);
  // "Apart from brakes, the most common reasons for failing": a grouped column's values but one are asked for, not its
  // empty cells (a `not_in` filter keeps them elsewhere: "not cancelled" of a reason left empty when nothing was).
  if (spec.mode === "aggregate")
    for (const filter of spec.filters)
      if (filter.operator === "not_in" && spec.groupBy.some((group) => group.bin === null && group.column === filter.column))
        present.push(`${quoteIdentifier(filter.column)} IS NOT NULL`);
  // A scatter's point needs both its values: a row missing one is no point.
  if (spec.mode === "rows" && spec.chart === "scatter")
    for (const name of spec.select.filter((column) => isNumeric(byName.get(column))).slice(0, 2)) present.push(`${quoteIdentifier(name)} IS NOT NULL`);
  const conditions = [...new Set(present)].map((part) => `(${part})`);
  // The filters under their own logic, in brackets of their own when more conditions follow.
  const filtered = where.map((part) => `(${part})`).join(spec.filterLogic === "or" ? " OR " : " AND ");
  if (where.length > 0) conditions.unshift(where.length > 1 && conditions.length > 0 ? `(${filtered})` : filtered);
  const whereClause = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
  // Derived columns (a duration from two time columns) are computed in a subquery under the table's own name.
  const named = specNames(spec);
  // A 0/1 flag keeps its name: the subquery puts its true/false reading in its place (`* EXCLUDE`, then the reading;
  // REPLACE would read as a write to the read-only guard of the data tools).
  const derived = columns.filter((column) => column.derived && named.has(column.name));
  const replaced = derived.filter((column) => column.derived?.kind === "flag").map((column) => quoteIdentifier(column.name));
  const from = derived.length
    ? ` FROM (SELECT *${replaced.length ? ` EXCLUDE (${replaced.join(", ")})` : ""}${derived.map((column) => `, ${derivedSql(column, quoteIdentifier)} AS ${quoteIdentifier(column.name)}`).join("")} FROM ${quoteIdentifier(table)}) AS ${quoteIdentifier(table)}`
    : ` FROM ${quoteIdentifier(table)}`;
  const order = (available: string[]) =>
    spec.orderBy
      .filter((entry) => available.includes(entry.by))
      .map((entry) => {
        const group = spec.groupBy.find((candidate) => candidate.as === entry.by);
        // Weekdays sort Monday first, not alphabetically.
        if (group?.bin === "weekday") return `min(isodow(CAST(${quoteIdentifier(group.column)} AS TIMESTAMP))) ${entry.direction.toUpperCase()}`;
        return `${quoteIdentifier(entry.by)} ${entry.direction.toUpperCase()} NULLS LAST`;
      });
  const limit = (fallback?: number) => (spec.limit !== null ? ` LIMIT ${spec.limit}` : fallback !== undefined ? ` LIMIT ${fallback}` : "");

  if (spec.mode !== "aggregate") {
    const select =
      spec.select.length > 0
        ? spec.select
        : columns.filter((column) => !column.derived || column.derived.kind === "flag" || derived.includes(column)).map((column) => column.name);
    const orderClause = order(select);
    const sql = `SELECT ${select.map(quoteIdentifier).join(", ")}${from}${whereClause}${orderClause.length ? ` ORDER BY ${orderClause.join(", ")}` : ""}${limit(options.maxRows ?? 10000)}`;
    return { sql, params, columns: select };
  }

  const groupSql = (group: Group) => {
    const column = quoteIdentifier(group.column);
    if (group.bin === null) return column;
    const bin = group.bin === "auto" ? (options.autoBin ?? "month") : group.bin;
    return BIN_SQL[bin]!(column);
  };
  // A share divides by the sum over the answer, or over each combination of the outer groupings.
  const outer = shareOuterGroups(spec.groupBy);
  const over = `OVER (${outer.length > 0 ? `PARTITION BY ${outer.map(groupSql).join(", ")}` : ""})`;
  const valueSql = (measure: Measure) => {
    const condition = measure.where?.map((filter) => `(${filterSql(filter, byName.get(filter.column), param, table)})`).join(" AND ");
    // (A count of the rows meeting the conditions, or their share.)
    const raw = condition
      ? measure.aggregate === "count"
        ? `count(*) FILTER (WHERE ${condition})`
        : `avg(CASE WHEN ${condition} THEN 1.0 ELSE 0.0 END)`
      : measure.per && measure.column
        ? `CAST(sum(${quoteIdentifier(measure.column)}) AS DOUBLE) / NULLIF(sum(${quoteIdentifier(measure.per)}), 0)`
        : measureSql(measure, byName.get(measure.column ?? ""), param);
    // A change of unit: the factor is a validated positive number, written as a literal (a division when it
    // is below 1, so minutes to hours is exactly "/ 60").
    const factor = measure.factor !== undefined && Number.isFinite(measure.factor) ? measure.factor : undefined;
    const value =
      factor === undefined ? raw : factor < 1 ? `(${raw}) / ${Number((1 / factor).toPrecision(12))}` : `(${raw}) * ${Number(factor.toPrecision(12))}`;
    const scaled = measure.share ? `CAST(${value} AS DOUBLE) / NULLIF(sum(${value}) ${over}, 0)` : value;
    // A percent is the share (or a true/false column's rate) on the 0–100 scale.
    return measure.percent && (measure.share || measure.aggregate === "avg" || measure.per) ? `100.0 * ${scaled}` : scaled;
  };
  const select = [
    ...spec.groupBy.map((group) => `${groupSql(group)} AS ${quoteIdentifier(group.as)}`),
    ...spec.measures.map((measure) => `${valueSql(measure)} AS ${quoteIdentifier(measure.as)}`),
  ];
  const names = [...spec.groupBy.map((group) => group.as), ...spec.measures.map((measure) => measure.as)];
  // A group with no key and nothing measured (an average over rows whose flag and measure are both empty: trips that never
  // sailed, with no sighting recorded and no rating) says nothing, and is not listed. (Counts are never empty; shares are
  // windows, which HAVING cannot read.)
  const emptyGroup =
    spec.groupBy.length > 0 && !spec.measures.some((measure) => measure.share)
      ? ` HAVING NOT (${[...spec.groupBy.map((group) => group.as), ...spec.measures.map((measure) => measure.as)].map((name) => `${quoteIdentifier(name)} IS NULL`).join(" AND ")})`
      : "";
  const groupClause = spec.groupBy.length > 0 ? ` GROUP BY ${spec.groupBy.map((_, i) => i + 1).join(", ")}${emptyGroup}` : "";
  const orderClause = order(names);
  const within = (spec.limitWithin ?? []).filter((name) => names.includes(name));
  const rank = spec.orderBy.find((entry) => spec.measures.some((measure) => measure.as === entry.by));
  if (spec.limit !== null && within.length > 0 && rank) {
    // Top N within each group: rank the aggregated rows per partition, keep the first N of each.
    const inner = `SELECT ${select.join(", ")}${from}${whereClause}${groupClause}`;
    const outerOrder = [
      ...within.map((name) => `${quoteIdentifier(name)} ASC NULLS LAST`),
      ...spec.orderBy
        .filter((entry) => !within.includes(entry.by) && names.includes(entry.by))
        .map((entry) => `${quoteIdentifier(entry.by)} ${entry.direction.toUpperCase()} NULLS LAST`),
    ];
    const sql = `SELECT * FROM (${inner}) QUALIFY row_number() OVER (PARTITION BY ${within.map(quoteIdentifier).join(", ")} ORDER BY ${quoteIdentifier(rank.by)} ${rank.direction.toUpperCase()} NULLS LAST) <= ${spec.limit} ORDER BY ${outerOrder.join(", ")}`;
    return { sql, params, columns: names };
  }
  const kept = (spec.keep ?? []).filter((filter) => spec.groupBy.some((group) => group.bin === null && group.as === filter.column));
  const aggregated =
    kept.length > 0
      ? // Shares are taken over every group first, then only the asked groups are shown.
        `SELECT * FROM (SELECT ${select.join(", ")}${from}${whereClause}${groupClause}) WHERE ${kept.map((filter) => `(${filterSql(filter, byName.get(filter.column), param, table)})`).join(" AND ")}${orderClause.length ? ` ORDER BY ${orderClause.join(", ")}` : ""}${limit()}`
      : `SELECT ${select.join(", ")}${from}${whereClause}${groupClause}${orderClause.length ? ` ORDER BY ${orderClause.join(", ")}` : ""}${limit()}`;
  const measure = spec.measures[0];
  if (!spec.anomaly || !measure || spec.groupBy.length === 0) return { sql: aggregated, params, columns: names };
  const m = quoteIdentifier(measure.as);
  const sql = `WITH series AS (${aggregated}), centre AS (SELECT median(${m}) AS med FROM series), spread AS (SELECT median(abs(${m} - centre.med)) AS mad FROM series, centre)
SELECT series.*, round(0.6745 * (series.${m} - centre.med) / NULLIF(spread.mad, 0), 3) AS anomaly_score, coalesce(abs(0.6745 * (series.${m} - centre.med) / NULLIF(spread.mad, 0)) > 3.5, false) AS unusual
FROM series, centre, spread ORDER BY ${spec.groupBy.map((_, i) => i + 1).join(", ")}`;
  return { sql, params, columns: [...names, "anomaly_score", "unusual"] };
}

/**
 * The groupings a share is taken within: with two or more, every grouping but the part being split
 * (the first one that is not a time bin, else the last), so "% of sales by category within each year"
 * sums to 1 per year. With one grouping, none: the share is of the whole answer.
 */
export function shareOuterGroups(groups: readonly Group[]): Group[] {
  if (groups.length < 2) return [];
  const part = groups.find((group) => group.bin === null) ?? groups.at(-1)!;
  return groups.filter((group) => group !== part);
}

function measureSql(measure: Measure, column: AnalysisColumn | undefined, param: (value: string) => string): string {
  if (measure.column === null) return "count(*)";
  const name = quoteIdentifier(measure.column);
  // A true/false column sums (and averages) as 1/0: "reopened tickets" counts the true ones; so does a
  // text column of yes and no ("Sim"/"Não"), by its yes.
  const yesNo = yesNoValues(column);
  // (Columns added row by row: "adults plus children".)
  if ((measure.plus?.length || measure.minus?.length) && measure.aggregate !== "count" && measure.aggregate !== "count_distinct")
    return `${measure.aggregate}(${[name, ...(measure.plus ?? []).map(quoteIdentifier)].join(" + ")}${(measure.minus ?? []).map((column) => ` - ${quoteIdentifier(column)}`).join("")})`;
  const value =
    column?.type === "boolean"
      ? `CAST(${name} AS INTEGER)`
      : yesNo && (measure.aggregate === "avg" || measure.aggregate === "sum")
        ? `CASE WHEN ${name} = CAST(${param(yesNo.yes)} AS VARCHAR) THEN 1 WHEN ${name} IS NULL THEN NULL ELSE 0 END`
        : name;
  switch (measure.aggregate) {
    case "count":
      return `count(${name})`;
    case "count_distinct":
      return `count(DISTINCT ${name})`;
    case "avg":
      return `avg(${value})`;
    default:
      return `${measure.aggregate}(${value})`;
  }
}

/** Hours of the parts of a day: morning 5–11, afternoon 12–16, evening 17–21, night 22–4. */
const PART_OF_DAY_SQL: Record<number, (hour: string) => string> = {
  1: (hour) => `${hour} BETWEEN 5 AND 11`,
  2: (hour) => `${hour} BETWEEN 12 AND 16`,
  3: (hour) => `${hour} BETWEEN 17 AND 21`,
  4: (hour) => `(${hour} >= 22 OR ${hour} <= 4)`,
};

const RELATIVE_UNIT_SQL: Record<string, string> = { day: "DAY", week: "WEEK", month: "MONTH", quarter: "QUARTER", year: "YEAR" };

function filterSql(filter: SpecFilter, column: AnalysisColumn | undefined, param: (value: string | number | boolean) => string, table: string): string {
  const name = quoteIdentifier(filter.column);
  // "still rented" (no move-out date yet): the rows where the column is empty, or, with false, where it has a value.
  if (filter.operator === "is_null") return filter.values[0] === false || filter.values[0] === "false" ? `${name} IS NOT NULL` : `${name} IS NULL`;
  if (filter.operator === "relative") {
    // Anchored on the latest date of the column in the whole table ("the last 3 months" of an old file are its last 3 months), or on today (below).
    const [kind, count, unit] = filter.values;
    const left = `CAST(${name} AS TIMESTAMP)`;
    const latest = `(SELECT max(CAST(${name} AS TIMESTAMP)) FROM ${quoteIdentifier(table)})`;
    const unitSql = RELATIVE_UNIT_SQL[String(unit)] ?? "DAY";
    // A cyclic kind's count is one of its values ("month_of_year" 1–12): capped at its last.
    const n = Math.min(Math.max(1, Math.trunc(Number(count) || 1)), RELATIVE_CYCLES[kind as keyof typeof RELATIVE_CYCLES] ?? Number.POSITIVE_INFINITY);
    // With today's date (a fourth value), the end of today is the anchor when the data reaches into the period it
    // names ("last month" of current data is the month before today's), else the data's latest date (an old file).
    const today = filter.values[3];
    let anchor = latest;
    /** "the last 90 days" of current data: from the start of the day 90 days before today (the 90 days before it, and today). */
    let lastFromToday: string | undefined;
    if (isIsoDay(today) && ["last", "this", "previous"].includes(String(kind))) {
      const todayAt = `CAST(${param(today)} AS TIMESTAMP)`;
      const end = `(${todayAt} + INTERVAL 1 DAY - INTERVAL 1 SECOND)`;
      const from =
        kind === "last"
          ? `${end} - INTERVAL ${n} ${unitSql}`
          : kind === "previous"
            ? `date_trunc('${String(unit)}', ${end}) - INTERVAL ${n} ${unitSql}`
            : `date_trunc('${String(unit)}', ${end})`;
      anchor = `(CASE WHEN ${latest} >= ${from} THEN ${end} ELSE ${latest} END)`;
      if (kind === "last")
        lastFromToday = `(CASE WHEN ${latest} >= ${from} THEN ${left} >= ${todayAt} - INTERVAL ${n} ${unitSql} ELSE ${left} > ${latest} - INTERVAL ${n} ${unitSql} END)`;
    }
    // "in June" with no year: that month of every year in the data.
    if (kind === "month_of_year") return `month(${left}) = ${n}`;
    // "in winter": from one month to another of every year, across the new year when the last comes first.
    if (kind === "month_span") {
      const last = Math.min(12, Math.max(1, Math.trunc(Number(filter.values[3]) || n)));
      return n <= last ? `month(${left}) BETWEEN ${n} AND ${last}` : `(month(${left}) >= ${n} OR month(${left}) <= ${last})`;
    }
    if (kind === "quarter_of_year") return `quarter(${left}) = ${n}`;
    if (kind === "day_of_week") return `isodow(${left}) = ${n}`;
    if (kind === "weekend") return `isodow(${left}) IN (6, 7)`;
    if (kind === "workday") return `isodow(${left}) BETWEEN 1 AND 5`;
    if (kind === "part_of_day") return PART_OF_DAY_SQL[n]!(`hour(${left})`);
    if (kind === "before_time") return `hour(${left}) * 60 + minute(${left}) < ${n}`;
    if (kind === "from_time") return `hour(${left}) * 60 + minute(${left}) >= ${n}`;
    const start = `date_trunc('${String(unit)}', ${anchor})`;
    if (kind === "last") return `${lastFromToday ?? `${left} > ${anchor} - INTERVAL ${n} ${unitSql}`} AND ${left} <= ${anchor}`;
    if (kind === "previous") return `${left} >= ${start} - INTERVAL ${n} ${unitSql} AND ${left} < ${start}`;
    return `${left} >= ${start} AND ${left} <= ${anchor}`;
  }
  if (filter.temporal) {
    const left = `CAST(${name} AS TIMESTAMP)`;
    const at = (value: string | number | boolean) => `CAST(${param(String(value))} AS TIMESTAMP)`;
    // A date range is half-open: "in 2025" is [2025-01-01, 2026-01-01).
    if (filter.operator === "between") return `${left} >= ${at(filter.values[0]!)} AND ${left} < ${at(filter.values[1]!)}`;
    return `${left} ${sqlOperator(filter.operator)} ${at(filter.values[0]!)}`;
  }
  const numeric = isNumeric(column);
  const text = (value: string | number | boolean) => `CAST(${param(String(value))} AS VARCHAR)`;
  switch (filter.operator) {
    case "in":
    case "not_in": {
      const list = filter.values.map((value) => (numeric || typeof value === "boolean" ? param(value) : text(value))).join(", ");
      return filter.operator === "in" ? `${name} IN (${list})` : `${name} IS NULL OR ${name} NOT IN (${list})`;
    }
    case "between":
      return `${name} BETWEEN ${param(filter.values[0]!)} AND ${param(filter.values[1]!)}`;
    case "contains":
    case "starts_with":
    case "ends_with": {
      const pattern = (value: string | number | boolean) =>
        param(filter.operator === "contains" ? `%${String(value)}%` : filter.operator === "starts_with" ? `${String(value)}%` : `%${String(value)}`);
      return filter.values.map((value) => `CAST(${name} AS VARCHAR) ILIKE ${pattern(value)}`).join(" OR ");
    }
    default:
      return `${name} ${sqlOperator(filter.operator)} ${numeric ? param(filter.values[0]!) : text(filter.values[0]!)}`;
  }
}

const sqlOperator = (operator: SpecFilter["operator"]) => (operator === "!=" ? "<>" : operator === "in" ? "=" : operator);

/** Every column a spec names: selected, measured, grouped, filtered or ordered by. */
function specNames(spec: AnalysisSpec): Set<string> {
  return new Set([
    ...spec.select,
    ...spec.measures.flatMap((measure) => (measure.column ? [measure.column] : [])),
    ...spec.groupBy.map((group) => group.column),
    ...spec.filters.map((filter) => filter.column),
    ...spec.orderBy.map((entry) => entry.by),
  ]);
}
