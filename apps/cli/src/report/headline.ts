import { type AnalysisSpec, isCycleBin } from "@modular-planner/analysis";
import type { JsonValue } from "@modular-planner/core";

/** The answer table as `run --json` carries it: rows as arrays in column order. */
export interface AnswerTable {
  columns: string[];
  rows: JsonValue[][];
}

export type TimeGrain = "year" | "quarter" | "month" | "week" | "day" | "hour";

/** What the columns of an answer table mean, for the headline. */
export interface AnswerShape {
  /** The measures, with the words the headline uses ("total revenue"). `additive` measures (sums, counts) may be added across groups. */
  measures: {
    column: string;
    label: string;
    additive: boolean /** Shown as a percentage: a fraction from 0 to 1 (`scale` 100), or already 0 to 100 (`scale` 1). */;
    percent?: boolean;
    scale?: number;
  }[];
  /** The period column, when the answer is a series over time. */
  time?: { column: string; grain?: TimeGrain };
  /** Grouping columns other than time. */
  groups: string[];
  /** The question's top N (with the direction of its order). */
  top?: { n: number; direction: "asc" | "desc" };
  /** The boolean column that flags unusual points, and the column with their scores. */
  anomaly?: { flag: string; score?: string };
  /** Raw values of one column (a histogram or box plot), split by a group when there is one. */
  distribution?: { column: string; group?: string };
  /** Two numeric columns row by row (a scatter plot). */
  relation?: { x: string; y: string };
}

const words = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();

const AGGREGATE_WORDS: Record<string, string> = {
  sum: "total",
  avg: "average",
  mean: "average",
  min: "minimum",
  max: "maximum",
  median: "median",
  count_distinct: "number of distinct",
};

/** The shape of the answer of an analysis spec (the analysis path). */
export function shapeFromSpec(spec: AnalysisSpec, columns: readonly string[]): AnswerShape {
  const has = (name: string) => columns.includes(name);
  if (spec.mode === "distribution" && spec.select.length > 0 && has(spec.select.at(-1)!)) {
    const group = spec.select.length > 1 && has(spec.select[0]!) ? spec.select[0] : undefined;
    return { measures: [], groups: [], distribution: { column: spec.select.at(-1)!, ...(group ? { group } : {}) } };
  }
  if (spec.mode === "rows" && spec.select.length >= 2 && has(spec.select[0]!) && has(spec.select[1]!))
    return { measures: [], groups: [], relation: { x: spec.select[0]!, y: spec.select[1]! } };
  const measures = spec.measures
    .filter((measure) => has(measure.as))
    .map((measure) =>
      measure.share || measure.percent
        ? {
            column: measure.as,
            label: measure.column === null ? "share of rows" : measure.share ? `share of ${words(measure.column)}` : `percent ${words(measure.column)}`,
            additive: false,
            percent: true,
            ...(measure.percent ? { scale: 1 } : {}),
          }
        : {
            column: measure.as,
            label:
              measure.column === null
                ? "number of rows"
                : measure.aggregate === "count"
                  ? `number of ${words(measure.column)} values`
                  : `${AGGREGATE_WORDS[measure.aggregate]} ${words(measure.column)}`,
            additive: measure.aggregate === "sum" || measure.aggregate === "count",
          },
    );
  const time = spec.groupBy.find((group) => group.bin !== null && !isCycleBin(group.bin) && has(group.as));
  const grain = time?.bin === "auto" || isCycleBin(time?.bin) ? undefined : (time?.bin as TimeGrain | undefined);
  const groups = spec.groupBy.filter((group) => group !== time && has(group.as)).map((group) => group.as);
  const order = spec.orderBy[0];
  const ranked = spec.limit !== null && order !== undefined && measures.some((measure) => measure.column === order.by);
  return {
    measures,
    ...(time ? { time: { column: time.as, ...(grain ? { grain } : {}) } } : {}),
    groups,
    ...(ranked ? { top: { n: spec.limit!, direction: order!.direction } } : {}),
    ...(spec.anomaly && has("unusual") ? { anomaly: { flag: "unusual", ...(has("anomaly_score") ? { score: "anomaly_score" } : {}) } } : {}),
  };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[ T]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The shape read from the table (a plan made from a template): dates are time, numbers are
 * measures, text groups; a measure named like one of the requirements' metrics takes its aggregation.
 */
export function shapeFromTable(table: AnswerTable, metrics: readonly { column: string; aggregation: string }[] = []): AnswerShape {
  const kinds = table.columns.map((_, index) => {
    const values = table.rows.map((row) => row[index]).filter((value) => value !== null && value !== undefined);
    if (values.length === 0) return "other";
    if (values.every((value) => typeof value === "number")) return "number";
    if (values.every((value) => typeof value === "string" && ISO_DATE.test(value))) return "date";
    if (values.every((value) => typeof value === "string")) return "text";
    return "other";
  });
  const time = table.columns.find((_, index) => kinds[index] === "date");
  return {
    measures: table.columns
      .filter((_, index) => kinds[index] === "number")
      .map((column) => {
        const aggregation = metrics.find((metric) => metric.column === column)?.aggregation;
        const named =
          aggregation === "count"
            ? `number of ${words(column)} values`
            : aggregation && AGGREGATE_WORDS[aggregation]
              ? `${AGGREGATE_WORDS[aggregation]} ${words(column)}`
              : words(column);
        return { column, label: named, additive: aggregation === "sum" || aggregation === "count" };
      }),
    ...(time ? { time: { column: time } } : {}),
    groups: table.columns.filter((_, index) => kinds[index] === "text"),
  };
}

/** 1234567.891 → "1,234,568"; 12.345 → "12.35": whole numbers from 100 up, two decimals below. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-US", { maximumFractionDigits: Math.abs(value) >= 100 ? 0 : 2 }).format(value);
}

/** A measure's value in words: a share (0 to 1) as a percentage. */
const show = (measure: { percent?: boolean; scale?: number }, value: number) =>
  measure.percent ? `${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(value * (measure.scale ?? 100))}%` : formatNumber(value);

const percent = (value: number) => `${new Intl.NumberFormat("en-US", { maximumFractionDigits: Math.abs(value) >= 10 ? 0 : 1 }).format(value)}%`;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 86_400_000;

/** The grain of a series of period starts, from the smallest gap between them. */
export function inferGrain(periods: readonly string[]): TimeGrain {
  const times = [...new Set(periods.map((period) => Date.parse(period.length === 10 ? `${period}T00:00:00Z` : period)))]
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const gaps = times.slice(1).map((time, index) => time - times[index]!);
  const gap = gaps.length ? Math.min(...gaps) : DAY_MS;
  if (gap < DAY_MS) return "hour";
  if (gap >= 365 * DAY_MS) return "year";
  if (gap >= 89 * DAY_MS) return "quarter";
  if (gap >= 28 * DAY_MS) return "month";
  if (gap >= 7 * DAY_MS) return "week";
  return "day";
}

/** A period start as words for its grain: "Jan 2024", "Q3 2025", "2024", "week of 2024-03-04". */
export function formatPeriod(period: string, grain: TimeGrain): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(period);
  if (!match) return period;
  const [, year, month, day] = match;
  switch (grain) {
    case "year":
      return year!;
    case "quarter":
      return `Q${Math.floor((Number(month) - 1) / 3) + 1} ${year}`;
    case "month":
      return `${MONTHS[Number(month) - 1]} ${year}`;
    case "week":
      return `the week of ${year}-${month}-${day}`;
    case "day":
      return `${year}-${month}-${day}`;
    default:
      return period.replace("T", " ").replace(/(:\d{2}):00(\.0+)?(Z)?$/, "$1");
  }
}

const PLURAL: Record<TimeGrain, string> = { year: "years", quarter: "quarters", month: "months", week: "weeks", day: "days", hour: "hours" };

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const numberAt = (row: JsonValue[], index: number): number | undefined =>
  typeof row[index] === "number" && Number.isFinite(row[index]) ? (row[index] as number) : undefined;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "rose 12% from 54,300 in Jan 2024 to 60,818 in Dec 2025", or "stayed about flat …". */
function change(first: number, last: number): string {
  if (first === 0) return last === 0 ? "stayed at 0" : `went from 0 to ${formatNumber(last)}`;
  const ratio = ((last - first) / Math.abs(first)) * 100;
  if (Math.abs(ratio) < 1) return "stayed about flat";
  return `${ratio > 0 ? "rose" : "fell"} ${percent(Math.abs(ratio))}`;
}

function anomalyHeadline(table: AnswerTable, shape: AnswerShape, measureIndex: number, measure: AnswerShape["measures"][number]): string {
  const flag = table.columns.indexOf(shape.anomaly!.flag);
  const scoreIndex = shape.anomaly!.score ? table.columns.indexOf(shape.anomaly!.score) : -1;
  const timeIndex = shape.time ? table.columns.indexOf(shape.time.column) : -1;
  const groupIndexes = shape.groups.map((group) => table.columns.indexOf(group));
  const grain = shape.time ? (shape.time.grain ?? inferGrain(table.rows.map((row) => String(row[timeIndex])))) : undefined;
  const where = (row: JsonValue[]) =>
    [...(timeIndex >= 0 ? [formatPeriod(String(row[timeIndex]), grain!)] : []), ...groupIndexes.map((index) => String(row[index]))].join(" · ");
  const values = table.rows.map((row) => numberAt(row, measureIndex)).filter((value): value is number => value !== undefined);
  const unusual = table.rows.filter((row) => row[flag] === true);
  const points = `${table.rows.length} ${grain ? PLURAL[grain] : "points"}`;
  if (unusual.length === 0) return `Nothing unusual: none of the ${points} of ${measure.label} is beyond a robust z-score of 3.5.`;
  const strength = (row: JsonValue[]) => (scoreIndex >= 0 ? Math.abs(numberAt(row, scoreIndex) ?? 0) : 0);
  const shown = [...unusual].sort((a, b) => strength(b) - strength(a)).slice(0, 3);
  const centre = median(values);
  const describe = (row: JsonValue[]) => {
    const value = numberAt(row, measureIndex) ?? 0;
    const times = centre !== 0 ? `, ${new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 }).format(value / centre)}× the median` : "";
    const score = scoreIndex >= 0 ? `, robust z ${numberAt(row, scoreIndex)}` : "";
    return `${where(row)} (${formatNumber(value)}${times}${score})`;
  };
  const count = unusual.length === 1 ? `1 of the ${points} is unusual` : `${unusual.length} of the ${points} are unusual`;
  return `${capital(measure.label)}: ${count}: ${shown.map(describe).join("; ")}${unusual.length > shown.length ? `; and ${unusual.length - shown.length} more` : ""}. The median is ${formatNumber(centre)}.`;
}

function timeHeadline(table: AnswerTable, shape: AnswerShape, measureIndex: number, measure: AnswerShape["measures"][number]): string {
  const timeIndex = table.columns.indexOf(shape.time!.column);
  const groupIndexes = shape.groups.map((group) => table.columns.indexOf(group));
  const periods = [...new Set(table.rows.map((row) => String(row[timeIndex])))].sort();
  const grain = shape.time!.grain ?? inferGrain(periods);
  const label = (period: string) => formatPeriod(period, grain);
  const firstPeriod = periods[0]!;
  const lastPeriod = periods.at(-1)!;
  const span = `${periods.length} ${periods.length === 1 ? grain : PLURAL[grain]}`;
  if (groupIndexes.length === 0) {
    const series = table.rows
      .map((row) => ({ period: String(row[timeIndex]), value: numberAt(row, measureIndex) }))
      .filter((point): point is { period: string; value: number } => point.value !== undefined)
      .sort((a, b) => a.period.localeCompare(b.period));
    if (series.length === 0) return `No ${measure.label} in the ${span}.`;
    const first = series[0]!;
    const last = series.at(-1)!;
    if (series.length === 1) return `${capital(measure.label)} was ${show(measure, first.value)} in ${label(first.period)}.`;
    const high = series.reduce((best, point) => (point.value > best.value ? point : best));
    const low = series.reduce((best, point) => (point.value < best.value ? point : best));
    return `${capital(measure.label)} ${change(first.value, last.value)} over ${span}, from ${show(measure, first.value)} in ${label(first.period)} to ${show(measure, last.value)} in ${label(last.period)}; the highest was ${show(measure, high.value)} in ${label(high.period)}, the lowest ${show(measure, low.value)} in ${label(low.period)}.`;
  }
  // Per group over the period: its total (additive measures) or its mean per period.
  const byGroup = new Map<string, { values: number[]; first?: number; last?: number }>();
  const totals = new Map<string, number>();
  for (const row of table.rows) {
    const value = numberAt(row, measureIndex);
    if (value === undefined) continue;
    const key = groupIndexes.map((index) => String(row[index])).join(" · ");
    const entry = byGroup.get(key) ?? { values: [] };
    entry.values.push(value);
    byGroup.set(key, entry);
    const period = String(row[timeIndex]);
    totals.set(period, (totals.get(period) ?? 0) + value);
  }
  if (byGroup.size === 0) return `No ${measure.label} in the ${span}.`;
  const summed = [...byGroup].map(([key, entry]) => ({
    key,
    value: measure.additive ? entry.values.reduce((a, b) => a + b, 0) : entry.values.reduce((a, b) => a + b, 0) / entry.values.length,
  }));
  summed.sort((a, b) => b.value - a.value);
  const top = summed[0]!;
  const bottom = summed.at(-1)!;
  const how = measure.additive ? "" : `, the mean of its ${PLURAL[grain]}`;
  const range = periods.length > 1 ? `${label(firstPeriod)}–${label(lastPeriod)}` : label(firstPeriod);
  const leaders =
    summed.length > 1
      ? `${top.key} had the highest ${measure.label} (${show(measure, top.value)}${how}) and ${bottom.key} the lowest (${show(measure, bottom.value)})`
      : `${top.key} had ${measure.label} ${show(measure, top.value)}${how}`;
  const trend =
    measure.additive && periods.length > 1
      ? ` ${summed.length === 2 ? "Both" : `All ${summed.length}`} groups together ${change(totals.get(firstPeriod)!, totals.get(lastPeriod)!)}, from ${formatNumber(totals.get(firstPeriod)!)} in ${label(firstPeriod)} to ${formatNumber(totals.get(lastPeriod)!)} in ${label(lastPeriod)}.`
      : "";
  return `Over ${range} (${span}), ${leaders}.${trend}`;
}

function groupHeadline(table: AnswerTable, shape: AnswerShape, measureIndex: number, measure: AnswerShape["measures"][number]): string {
  const groupIndexes = shape.groups.map((group) => table.columns.indexOf(group));
  const entries = table.rows
    .map((row) => ({ key: groupIndexes.map((index) => String(row[index])).join(" · "), value: numberAt(row, measureIndex) }))
    .filter((entry): entry is { key: string; value: number } => entry.value !== undefined);
  if (entries.length === 0) return `No ${measure.label} in the answer.`;
  const groupWords = shape.groups.map(words).join(" × ");
  if (shape.top) {
    const shown = entries.slice(0, 5);
    const which = shape.top.direction === "desc" ? "top" : "bottom";
    return `The ${which} ${entries.length} by ${measure.label} (${groupWords}): ${shown.map((entry) => `${entry.key} (${show(measure, entry.value)})`).join(", ")}${entries.length > shown.length ? `, …` : ""}.`;
  }
  if (entries.length === 1) return `${entries[0]!.key}: ${measure.label} ${show(measure, entries[0]!.value)}.`;
  const sorted = [...entries].sort((a, b) => b.value - a.value);
  const top = sorted[0]!;
  const bottom = sorted.at(-1)!;
  const total = entries.reduce((sum, entry) => sum + entry.value, 0);
  const share = (value: number) =>
    measure.additive && entries.every((entry) => entry.value >= 0) && total > 0 ? `, ${percent((value / total) * 100)} of the total` : "";
  return `${top.key} has the highest ${measure.label} (${show(measure, top.value)}${share(top.value)}) and ${bottom.key} the lowest (${show(measure, bottom.value)}${share(bottom.value)}), of ${entries.length} ${groupWords} ${shape.groups.length > 1 ? "combinations" : "values"}.`;
}

/** The value at quantile `q` of sorted values, interpolated linearly. */
function quantile(sorted: readonly number[], q: number): number {
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

function distributionHeadline(table: AnswerTable, shape: AnswerShape): string | undefined {
  const { column, group } = shape.distribution!;
  const index = table.columns.indexOf(column);
  const values = table.rows
    .map((row) => numberAt(row, index))
    .filter((value): value is number => value !== undefined)
    .sort((a, b) => a - b);
  if (values.length === 0) return undefined;
  const lead = `${capital(words(column))}: ${formatNumber(values.length)} values from ${formatNumber(values[0]!)} to ${formatNumber(values.at(-1)!)}; the median is ${formatNumber(quantile(values, 0.5))}, and half lie between ${formatNumber(quantile(values, 0.25))} and ${formatNumber(quantile(values, 0.75))}.`;
  if (!group) return lead;
  const groupIndex = table.columns.indexOf(group);
  const byGroup = new Map<string, number[]>();
  for (const row of table.rows) {
    const value = numberAt(row, index);
    if (value !== undefined) byGroup.set(String(row[groupIndex]), [...(byGroup.get(String(row[groupIndex])) ?? []), value]);
  }
  if (byGroup.size < 2) return lead;
  const medians = [...byGroup]
    .map(([key, list]) => ({
      key,
      value: quantile(
        [...list].sort((a, b) => a - b),
        0.5,
      ),
    }))
    .sort((a, b) => b.value - a.value);
  return `${lead} By ${words(group)}, ${medians[0]!.key} has the highest median (${formatNumber(medians[0]!.value)}) and ${medians.at(-1)!.key} the lowest (${formatNumber(medians.at(-1)!.value)}).`;
}

function relationHeadline(table: AnswerTable, shape: AnswerShape): string | undefined {
  const { x, y } = shape.relation!;
  const xi = table.columns.indexOf(x);
  const yi = table.columns.indexOf(y);
  const pairs = table.rows
    .map((row) => [numberAt(row, xi), numberAt(row, yi)] as const)
    .filter((pair): pair is readonly [number, number] => pair[0] !== undefined && pair[1] !== undefined);
  if (pairs.length < 3) return undefined;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(pairs.map((pair) => pair[0]));
  const my = mean(pairs.map((pair) => pair[1]));
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (const [a, b] of pairs) {
    sxy += (a - mx) * (b - my);
    sxx += (a - mx) ** 2;
    syy += (b - my) ** 2;
  }
  if (sxx === 0 || syy === 0) return `${capital(words(x))} and ${words(y)} over ${formatNumber(pairs.length)} rows: one of them does not vary.`;
  const r = sxy / Math.sqrt(sxx * syy);
  const size = Math.abs(r) < 0.1 ? "no linear" : Math.abs(r) < 0.3 ? "a weak" : Math.abs(r) < 0.6 ? "a moderate" : "a strong";
  const direction = Math.abs(r) < 0.1 ? "" : r > 0 ? " positive" : " negative";
  return `${capital(words(x))} and ${words(y)} over ${formatNumber(pairs.length)} rows: ${size}${direction} relation (Pearson r = ${r.toFixed(2)}).`;
}

/**
 * One sentence that says what the answer is, with its numbers, from deterministic templates: an
 * anomaly's dates and sizes; a trend's direction and size over the period (with the highest and
 * lowest group when grouped); the top N; the highest and lowest group; a distribution's range,
 * median and quartiles; a relation's Pearson r; a single number.
 */
export function answerHeadline(table: AnswerTable, shape: AnswerShape = shapeFromTable(table)): string {
  if (table.rows.length === 0) return "No rows match the question's filters.";
  const described = shape.distribution ? distributionHeadline(table, shape) : shape.relation ? relationHeadline(table, shape) : undefined;
  if (described) return described;
  const measure = shape.measures[0];
  const measureIndex = measure ? table.columns.indexOf(measure.column) : -1;
  if (!measure || measureIndex < 0) return `${table.rows.length} matching ${table.rows.length === 1 ? "row" : "rows"}.`;
  if (shape.anomaly && table.columns.includes(shape.anomaly.flag)) return anomalyHeadline(table, shape, measureIndex, measure);
  if (shape.time) return timeHeadline(table, shape, measureIndex, measure);
  if (shape.groups.length > 0) return groupHeadline(table, shape, measureIndex, measure);
  const row = table.rows[0]!;
  const parts = shape.measures.map((each) => ({ each, value: numberAt(row, table.columns.indexOf(each.column)) })).filter((part) => part.value !== undefined);
  if (table.rows.length > 1 || parts.length === 0) return `${table.rows.length} matching ${table.rows.length === 1 ? "row" : "rows"}.`;
  return `${parts.map((part, index) => `${index === 0 ? capital(part.each.label) : part.each.label}: ${formatNumber(part.value!)}`).join("; ")}.`;
}
