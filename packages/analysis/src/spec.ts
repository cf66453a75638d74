import { ANALYSIS_AGGREGATES, ANALYSIS_CHART_TYPES, ANALYSIS_OPERATORS, ANALYSIS_TIME_BINS } from "@modular-planner/core";
import { z } from "zod";

export const ANALYSIS_SPEC_VERSION = "1" as const;
export const SPEC_AGGREGATES = ANALYSIS_AGGREGATES;
export const TIME_BINS = ANALYSIS_TIME_BINS;
export const SPEC_OPERATORS = ANALYSIS_OPERATORS;
/**
 * A date relative to the data's latest date: the last N units up to it, its own unit, or the unit before;
 * or one month of every year in the data (`["month_of_year", 6, "month"]`: "in June", no year named), the
 * months from one to another of every year (`["month_span", 12, "month", 2]`: "in winter", December to February), one
 * quarter (`["quarter_of_year", 2, "quarter"]`), one ISO weekday (`["day_of_week", 1, "day"]`, Monday 1 to
 * Sunday 7), weekends or working days (`["weekend", 1, "day"]`, `["workday", 1, "day"]`), or a part of the
 * day (`["part_of_day", n, "day"]`: 1 morning 5–11 h, 2 afternoon 12–16 h, 3 evening 17–21 h, 4 night 22–4 h),
 * or a time of day (`["before_time", 480, "day"]`: before 08:00; `["from_time", 1080, "day"]`: from 18:00 on; the
 * count is minutes after midnight).
 */
export const RELATIVE_KINDS = [
  "last",
  "this",
  "previous",
  "month_of_year",
  "month_span",
  "quarter_of_year",
  "day_of_week",
  "weekend",
  "workday",
  "part_of_day",
  "before_time",
  "from_time",
] as const;
export const RELATIVE_UNITS = ["day", "week", "month", "quarter", "year"] as const;
/** Today's date as a relative filter's fourth value carries it (`YYYY-MM-DD`). */
export const isIsoDay = (value: unknown): value is string => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
/** How many values a cyclic relative kind has ("month_of_year" 1–12, …): a count above it is no such period. */
export const RELATIVE_CYCLES: Readonly<Partial<Record<(typeof RELATIVE_KINDS)[number], number>>> = {
  month_of_year: 12,
  month_span: 12,
  quarter_of_year: 4,
  day_of_week: 7,
  part_of_day: 4,
  before_time: 1439,
  from_time: 1439,
};
export type RelativeKind = (typeof RELATIVE_KINDS)[number];
export type RelativeUnit = (typeof RELATIVE_UNITS)[number];
export const CHART_TYPES = ANALYSIS_CHART_TYPES;
/**
 * Whether a bin is a cycle of the calendar ("weekday", "hour_of_day", "month_of_year"): its values repeat every
 * week, day or year, so it is no period of time on an axis and its group is named for the bin, not the column.
 * "hour" is a period (one hour of one day), though the parser reads "by hour" as the hour of the day.
 */
export const isCycleBin = (bin: TimeBin | null | undefined): bin is "weekday" | "hour_of_day" | "month_of_year" | "quarter_of_year" =>
  bin === "weekday" || bin === "hour_of_day" || bin === "month_of_year" || bin === "quarter_of_year";

export type SpecAggregate = (typeof SPEC_AGGREGATES)[number];
export type TimeBin = (typeof TIME_BINS)[number];
export type SpecOperator = (typeof SPEC_OPERATORS)[number];
export type ChartType = (typeof CHART_TYPES)[number];

const ScalarSchema = z.union([z.string(), z.number(), z.boolean()]);

export const SpecFilterSchema = z
  .object({
    column: z.string().min(1),
    operator: z.enum(SPEC_OPERATORS),
    /**
     * One value; two for `between` (inclusive); several for `in` / `not_in` / `contains` (any of);
     * for `relative` (temporal) `[kind, count, unit]`, e.g. `["last", 3, "month"]`, anchored on the
     * column's latest date in the data; with a fourth value, today's date (`["previous", 1, "month",
     * "2026-11-25"]`), on today when the data reaches into that period. For `is_null`, `[true]` keeps the rows
     * where the column is empty ("still rented": no move-out date), `[false]` those where it has a value.
     */
    values: z.array(ScalarSchema).min(1),
    /** Dates compare as timestamps. */
    temporal: z.boolean(),
  })
  .strict();

/** A measure: `count` with a null column counts rows. */
export const MeasureSchema = z
  .object({
    aggregate: z.enum(SPEC_AGGREGATES),
    column: z.string().min(1).nullable(),
    /** The result column's name. */
    as: z.string().min(1),
    /**
     * A share of the total: the value divided by its sum over the whole answer, or within the
     * outer groupings when there are two or more (every grouping but the part being split). A
     * fraction from 0 to 1, named `<column>_share` (`row_share` for a count of rows).
     */
    share: z.boolean().optional(),
    /**
     * On the 0–100 scale: the question asked for a percent ("what percentage of bookings were
     * cancelled"), so a share or the rate of a true/false column is multiplied by 100 and named
     * `<column>_pct`; without it a share is a fraction from 0 to 1.
     */
    percent: z.boolean().optional(),
    /**
     * A change of unit the question asked for ("idle time in hours" of `idle_min`: 1/60, "weight in
     * tonnes" of `peso_kg`: 0.001): the aggregate is multiplied by it. Not with a share or a count.
     */
    factor: z.number().positive().optional(),
    /**
     * A rate of two sums ("revenue per recipient", "clicks as a % of delivered"): the sum of `column` divided by the sum
     * of this column over the same rows; with `percent`, on the 0–100 scale. Only with `sum`.
     */
    per: z.string().min(1).optional(),
    /**
     * Number columns added to `column` row by row before the aggregate: "the mean party size (adults plus children)" is
     * `avg(adults + children)`. Not with a count, a share or `per`.
     */
    plus: z.array(z.string().min(1)).min(1).optional(),
    /**
     * Number columns taken from `column` (after `plus`) row by row before the aggregate: "the average drop in pain (Pain
     * Before minus Pain After)" is `avg("Pain Before" - "Pain After")`. Not with a count, a share or `per`.
     */
    minus: z.array(z.string().min(1)).min(1).optional(),
    /**
     * The share of rows meeting these filters ("what percentage of visits lasted more than two hours"):
     * with `avg` of a null column, the fraction of the rows (after the spec's own filters) where all of
     * them hold; with `percent`, on the 0–100 scale. With `count` of a null column, how many of those rows
     * meet them ("how many tickets, and how many of those are unpaid").
     */
    where: z.array(SpecFilterSchema).min(1).optional(),
  })
  .strict();

export const GroupSchema = z
  .object({
    column: z.string().min(1),
    /** A time bin for date/timestamp columns; null groups by the raw value. */
    bin: z.enum(TIME_BINS).nullable(),
    as: z.string().min(1),
  })
  .strict();

export const OrderSchema = z
  .object({
    /** A result column (a group's or a measure's `as`). */
    by: z.string().min(1),
    direction: z.enum(["asc", "desc"]),
  })
  .strict();

/**
 * The typed analysis of one data question. `mode`: `aggregate` (measures per group), `rows`
 * (the matching rows, `select` columns), `distribution` (raw values of `select` for a histogram
 * or box plot). `anomaly` flags unusual aggregated points (robust z-score over the series).
 */
export const AnalysisSpecSchema = z
  .object({
    version: z.literal(ANALYSIS_SPEC_VERSION),
    mode: z.enum(["aggregate", "rows", "distribution"]),
    select: z.array(z.string().min(1)),
    measures: z.array(MeasureSchema),
    groupBy: z.array(GroupSchema).max(3),
    filters: z.array(SpecFilterSchema),
    filterLogic: z.enum(["and", "or"]),
    orderBy: z.array(OrderSchema),
    limit: z.number().int().positive().nullable(),
    /** The limit applies within each combination of these result columns ("top 2 products in each region"); absent or empty: to the whole result. */
    limitWithin: z.array(z.string().min(1)).optional(),
    /**
     * Conditions on the grouped result, applied after shares are computed: "what percent of orders
     * are online" groups by channel, takes each channel's share of all orders, and keeps the online
     * row. Each names a grouping's column (`in` / `not_in` over its values).
     */
    keep: z.array(SpecFilterSchema).optional(),
    anomaly: z.boolean(),
    chart: z.enum(CHART_TYPES).nullable(),
    title: z.string(),
  })
  .strict();

export type Measure = z.infer<typeof MeasureSchema>;
export type Group = z.infer<typeof GroupSchema>;
export type SpecFilter = z.infer<typeof SpecFilterSchema>;
export type Order = z.infer<typeof OrderSchema>;
export type AnalysisSpec = z.infer<typeof AnalysisSpecSchema>;

/** A column of the table a question is about; `values` are sampled distinct values (text and boolean columns). */
export interface AnalysisColumn {
  name: string;
  type: "string" | "number" | "integer" | "boolean" | "date" | "timestamp" | "unknown";
  aliases?: readonly string[];
  values?: readonly (string | boolean)[];
  /**
   * The column name's words as a bilingual dictionary read them (a compound split into its parts),
   * each with its English glosses, likeliest first: set by a glossary such as
   * `@modular-planner/glossary-dictd` for a table named in another language ("kappalehinta" →
   * kappale: piece; hinta: price, cost). A mention matching a gloss links at a lower score than a word
   * of the name, and the reason names the dictionary.
   */
  words?: readonly ColumnGloss[];
  /** English glosses of sampled values in another language, by value (`{ antibiotikum: ["antibiotic"] }`), set by a glossary like `words`. */
  valueGlosses?: Readonly<Record<string, readonly string[]>>;
  /** The share of rows (0 to 1) where the column is empty, when the data was profiled (a postage column empty but on the web shop's sales). */
  empty?: number;
  /**
   * The smallest and largest value of an integer column, when the data was profiled: a column of 1 to 5 (or 10) is a
   * rating on a scale, so "the average rating" is that column when nothing is named so (`marka`, `puntuazioa`).
   */
  range?: { min: number; max: number };
  /**
   * How many days the values of a date or timestamp column span, when the data was profiled: "by hour" over more than a
   * month of data is the hour of the day (an hourly series that long is no chart anyone reads); over a few days, each hour.
   */
  days?: number;
  /**
   * A column computed from others, not stored in the data: `deriveColumns` adds the time from a start
   * column to its end column (`check_in` → `check_out`) in minutes (timestamps: their seconds / 60) or days (dates), and
   * what is still owed (a fee less what was paid) or the discount (a list price less what was paid).
   * `compileSql` computes it in the query; a spec names it like any other column.
   */
  derived?: DerivedColumn;
}

/**
 * How a derived column is computed (see `AnalysisColumn.derived`): a `duration` from the `from` column to the
 * `to` column in whole `unit`s, a `difference` of two number columns (`from` − `to`: a fee less what was paid), or a
 * `flag`: a column of 0s and 1s read as true/false under its own name (`NO_SHOW`), its type `boolean`.
 */
export type DerivedColumn =
  | {
      kind: "duration";
      from: string;
      to: string;
      unit: "minute" | "day";
      /** Linked only when a question names both ends ("between arriving and being served"): another column already holds a time. */
      byEnds?: boolean;
    }
  | { kind: "difference"; from: string; to: string }
  | { kind: "flag"; from: string };

/** One word of a column name with its English glosses (see `AnalysisColumn.words`). */
export interface ColumnGloss {
  word: string;
  glosses: readonly string[];
}

export interface AnalysisTable {
  name: string;
  columns: readonly AnalysisColumn[];
  /** The table's row count, when known: an id column with fewer sampled values than rows repeats, so it groups. */
  rows?: number;
  /** The table name's words with their English glosses, as a glossary read them (see `AnalysisColumn.words`): what the rows are. */
  words?: readonly ColumnGloss[];
}

/** Why an element of the spec is there: the words it came from, the link, its score and reason. */
export interface Provenance {
  element: "measure" | "group" | "bin" | "filter" | "order" | "limit" | "chart" | "mode";
  words: string;
  column?: string;
  value?: string;
  score: number;
  reason: string;
}

export const isNumeric = (column: AnalysisColumn | undefined) => column?.type === "number" || column?.type === "integer";
export const isTemporal = (column: AnalysisColumn | undefined) => column?.type === "date" || column?.type === "timestamp";
