import { z } from "zod";

/**
 * Contracts the planner's LLM steps answer in. All are strict (closed objects, every field
 * required, nullable where absent), so `toStrictJsonSchema` exports them for constrained decoding.
 * Open-ended maps are lists of `{ name, value }` pairs because strict mode has no free-form records.
 */
export const NamedValueSchema = z.object({ name: z.string(), value: z.string() }).strict();
export type NamedValue = z.infer<typeof NamedValueSchema>;

/** `decompose-intent-first` and `decompose-grounded` answer with this. */
export const DecompositionOutputSchema = z
  .object({
    intents: z.array(
      z
        .object({
          id: z.string().min(1),
          text: z.string().min(1),
          capability: z.string().nullable(),
          params: z.array(NamedValueSchema),
          depends_on: z.array(z.string()),
          ask_user: z.boolean(),
        })
        .strict(),
    ),
    confidence: z.number().min(0).max(1),
    rationale: z.string(),
  })
  .strict();
export type DecompositionOutput = z.infer<typeof DecompositionOutputSchema>;

/** `intent` (router classification) answers with this. */
export const IntentClassificationSchema = z
  .object({
    intent: z.string().min(1),
    entities: z.array(NamedValueSchema),
    confidence: z.number().min(0).max(1),
    gating: z.object({ satisfied: z.boolean(), missing: z.array(z.string()) }).strict(),
    action: z.enum(["plan", "clarify", "fork", "refuse"]),
    reasoning_summary: z.string(),
    clarifying_question: z.string().nullable(),
  })
  .strict();
export type IntentClassification = z.infer<typeof IntentClassificationSchema>;

/** `adapt-plan` answers with changes to the template skeleton, each citing requirements. */
export const PlanChangesSchema = z
  .object({
    changes: z.array(
      z
        .object({
          op: z.enum(["add", "remove", "modify"]),
          step_id: z.string().min(1),
          tool: z.string().nullable(),
          /** Parameter values as JSON text (`"\"revenue\""`, `"{\"ref\":\"load\"}"`). */
          params: z.array(z.object({ name: z.string(), value_json: z.string() }).strict()),
          satisfies: z.array(z.string()),
          depends_on: z.array(z.string()),
        })
        .strict(),
    ),
    rationale: z.string(),
  })
  .strict();
export type PlanChanges = z.infer<typeof PlanChangesSchema>;

/** `judge-plan` answers with warnings only: a judge never fails or fixes a plan. */
export const PlanJudgementSchema = z
  .object({
    overall: z.enum(["ok", "concerns"]),
    warnings: z.array(z.object({ step_id: z.string().nullable(), message: z.string() }).strict()),
  })
  .strict();
export type PlanJudgement = z.infer<typeof PlanJudgementSchema>;

/**
 * `extract-values` answers with this: the values a request states for one tool's parameters, each
 * with the request's words it came from (the deterministic extractor's provenance), or the earlier
 * step whose output gives it. The planner checks every value against the request's words.
 */
export const ParamValuesOutputSchema = z
  .object({
    values: z.array(
      z
        .object({
          parameter: z.string().min(1),
          /** The value as JSON (`"Paris"`, `3`, `["a","b"]`). */
          value_json: z.string(),
          /** The exact words of the request it was read from ("" when it comes from a step). */
          words: z.string(),
          /** The id of an earlier step whose output gives the value, else null. */
          from_step: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type ParamValuesOutput = z.infer<typeof ParamValuesOutputSchema>;

/** The aggregates, time bins, filter operators and chart types of the typed analysis spec (`@modular-planner/analysis`). */
export const ANALYSIS_AGGREGATES = ["count", "count_distinct", "sum", "avg", "min", "max", "median"] as const;
export const ANALYSIS_TIME_BINS = [
  "year",
  "quarter",
  "month",
  "week",
  "weekday",
  "day",
  "hour",
  "hour_of_day",
  "month_of_year",
  "quarter_of_year",
  "auto",
] as const;
export const ANALYSIS_OPERATORS = [
  "in",
  "not_in",
  "=",
  "!=",
  ">",
  ">=",
  "<",
  "<=",
  "between",
  "contains",
  "starts_with",
  "ends_with",
  "relative",
  "is_null",
] as const;
export const ANALYSIS_CHART_TYPES = [
  "bar",
  "horizontal_bar",
  "stacked_bar",
  "grouped_bar",
  "line",
  "area",
  "scatter",
  "pie",
  "donut",
  "histogram",
  "boxplot",
  "heatmap",
] as const;

const ReadingFilterSchema = z
  .object({
    column: z.string().min(1),
    operator: z.enum(ANALYSIS_OPERATORS),
    /** As written in the data: numbers and dates as text ("40", "2024-03-01"); `relative` is [kind, count, unit], e.g. ["last", "3", "month"] (kinds last, this, previous; ["month_of_year", "6", "month"] is June of every year; ["month_span", "12", "month", "2"] is December to February of every year; also quarter_of_year, day_of_week (ISO, Monday 1), weekend, workday, part_of_day 1-4: morning, afternoon, evening, night; before_time and from_time with minutes after midnight: ["from_time", "1080", "day"] is 18:00 on); `is_null` is ["true"] for the rows where the column is empty, ["false"] where it has a value. */
    values: z.array(z.string()).min(1),
  })
  .strict();

/**
 * `read-data-question` answers with this: an LLM's reading of a data question, in the terms of the
 * typed analysis spec, over the table's own column names. `kind` says whether it is a question to
 * answer (`analysis`), one to ask about (`unclear`, with `clarify`), a request to change the data
 * (`destructive`) or one the spec cannot express (`unsupported`). The analysis package checks every
 * name and value against the table before the reading becomes a spec.
 */
export const AnalysisReadingSchema = z
  .object({
    kind: z.enum(["analysis", "unclear", "destructive", "unsupported"]),
    /** One sentence: why this reading (for `unclear`, what is ambiguous). */
    reason: z.string(),
    /** For `unclear`: what to ask about (a phrase that could name several columns, or the missing measure) and the candidate column names. */
    clarify: z
      .object({ about: z.enum(["column", "measure"]), phrase: z.string(), options: z.array(z.string()) })
      .strict()
      .nullable(),
    mode: z.enum(["aggregate", "rows", "distribution"]),
    /** Columns listed (`rows`) or whose values are shown (`distribution`). */
    select: z.array(z.string()),
    /**
     * `scale`: the plain value, a share of the total (0–1), or a percent (0–100). `column` null with `count` counts rows.
     * `unit`: the unit the question asks the value in when it differs from the column's ("idle time in hours" of
     * `idle_min`: "hours"; "weight in tonnes" of `peso_kg`: "tonnes"), as a word; null keeps the column's unit.
     */
    measures: z.array(
      z
        .object({
          aggregate: z.enum(ANALYSIS_AGGREGATES),
          column: z.string().nullable(),
          scale: z.enum(["value", "share", "percent"]),
          unit: z.string().nullable(),
        })
        .strict(),
    ),
    group_by: z.array(z.object({ column: z.string().min(1), bin: z.enum(ANALYSIS_TIME_BINS).nullable() }).strict()).max(3),
    filters: z.array(ReadingFilterSchema),
    filter_logic: z.enum(["and", "or"]),
    /** `by`: a grouped column's name, a measured column's name, or "count" for a count of rows. */
    order_by: z.array(z.object({ by: z.string().min(1), direction: z.enum(["asc", "desc"]) }).strict()),
    limit: z.number().int().positive().nullable(),
    /** Grouped columns the limit applies within ("top 2 products in each region"); empty: the whole answer. */
    limit_within: z.array(z.string()),
    /** Groups kept after shares are taken ("what percent of orders are online": every channel's share, then the online row). */
    keep: z.array(ReadingFilterSchema),
    chart: z.enum(ANALYSIS_CHART_TYPES).nullable(),
    title: z.string(),
  })
  .strict();
export type AnalysisReading = z.infer<typeof AnalysisReadingSchema>;
