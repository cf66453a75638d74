import { z } from "zod";

/** Closed label sets. Extractors may only emit these; anything else is rejected. */
export const REQUIREMENT_SCHEMA_VERSION = "1" as const;
export const ANALYSIS_LABELS = ["total", "compare", "trend", "distribution", "anomaly", "correlation", "rank", "filter", "forecast", "summary"] as const;
export const OUTPUT_LABELS = ["chart", "table", "text", "file"] as const;
export const TIME_GRAINS = ["hour", "day", "week", "month", "quarter", "year", "unknown"] as const;
export const AGGREGATIONS = ["sum", "mean", "count", "min", "max", "median", "count_distinct"] as const;
export const FILTER_OPERATORS = ["=", "!=", ">", ">=", "<", "<=", "in", "contains"] as const;

export const AnalysisLabelSchema = z.enum(ANALYSIS_LABELS);
export const OutputLabelSchema = z.enum(OUTPUT_LABELS);
export const TimeGrainSchema = z.enum(TIME_GRAINS);
export const AggregationSchema = z.enum(AGGREGATIONS);
export const FilterOperatorSchema = z.enum(FILTER_OPERATORS);
export type AnalysisLabel = z.infer<typeof AnalysisLabelSchema>;
export type OutputLabel = z.infer<typeof OutputLabelSchema>;
export type TimeGrain = z.infer<typeof TimeGrainSchema>;
export type Aggregation = z.infer<typeof AggregationSchema>;
export type FilterOperator = z.infer<typeof FilterOperatorSchema>;

/**
 * The requirement set. Every field is required and nullable rather than optional so the
 * schema exports as strict JSON Schema for constrained decoding.
 */
export const MetricSchema = z.object({ column: z.string().min(1), aggregation: AggregationSchema }).strict();
export const TimeRequirementSchema = z.object({ column: z.string().min(1), grain: TimeGrainSchema }).strict();
export const FilterSchema = z
  .object({
    column: z.string().min(1),
    operator: FilterOperatorSchema,
    value: z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))]),
  })
  .strict();
export const SortSchema = z.object({ column: z.string().min(1), direction: z.enum(["asc", "desc"]) }).strict();
export const ConstraintsSchema = z
  .object({
    top_n: z.number().int().positive().nullable(),
    filters: z.array(FilterSchema),
    sort: SortSchema.nullable(),
  })
  .strict();

export const RequirementSetSchema = z
  .object({
    version: z.literal(REQUIREMENT_SCHEMA_VERSION),
    metrics: z.array(MetricSchema),
    group_by: z.array(z.string().min(1)),
    time: TimeRequirementSchema.nullable(),
    analysis: z.array(AnalysisLabelSchema),
    outputs: z.array(OutputLabelSchema),
    constraints: ConstraintsSchema,
  })
  .strict();
export type Metric = z.infer<typeof MetricSchema>;
export type Filter = z.infer<typeof FilterSchema>;
export type Constraints = z.infer<typeof ConstraintsSchema>;
export type RequirementSet = z.infer<typeof RequirementSetSchema>;

/**
 * Requirement labels are the keys of the requirement→capability map. Items are the concrete
 * requirements a plan must cover; their ids are what `PlanStep.satisfies` cites.
 */
export const REQUIREMENT_LABELS: readonly string[] = [
  "metrics",
  "group_by",
  "time",
  ...ANALYSIS_LABELS.map((label) => `analysis:${label}`),
  ...OUTPUT_LABELS.map((label) => `outputs:${label}`),
  "constraints:top_n",
  "constraints:filters",
  "constraints:sort",
];

export interface RequirementItem {
  /** Stable id cited by plan steps, e.g. `group_by:region`, `analysis:trend`, `metrics:revenue`. */
  id: string;
  /** The capability-map key, e.g. `group_by`, `analysis:trend`. */
  label: string;
  /** The concrete value (a column, a label) when there is one. */
  value: string | undefined;
}
