import { z } from "zod";

/** Closed label sets. Extractors may only emit these; anything else is rejected. */
export const REQUIREMENT_SCHEMA_VERSION = "1" as const;
export const ANALYSIS_LABELS = [
  "total",
  "compare",
  "trend",
  "distribution",
  "anomaly",
  "correlation",
  "rank",
  "filter",
  "forecast",
  "summary",
] as const;
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

export function emptyRequirementSet(): RequirementSet {
  return {
    version: REQUIREMENT_SCHEMA_VERSION,
    metrics: [],
    group_by: [],
    time: null,
    analysis: [],
    outputs: [],
    constraints: { top_n: null, filters: [], sort: null },
  };
}

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

export function listRequirementItems(requirements: RequirementSet): RequirementItem[] {
  const items: RequirementItem[] = [];
  for (const metric of requirements.metrics) items.push({ id: `metrics:${metric.column}`, label: "metrics", value: metric.column });
  for (const column of requirements.group_by) items.push({ id: `group_by:${column}`, label: "group_by", value: column });
  if (requirements.time) items.push({ id: `time:${requirements.time.column}`, label: "time", value: requirements.time.column });
  for (const label of requirements.analysis) items.push({ id: `analysis:${label}`, label: `analysis:${label}`, value: label });
  for (const label of requirements.outputs) items.push({ id: `outputs:${label}`, label: `outputs:${label}`, value: label });
  if (requirements.constraints.top_n !== null) items.push({ id: "constraints:top_n", label: "constraints:top_n", value: String(requirements.constraints.top_n) });
  for (const filter of requirements.constraints.filters) {
    items.push({ id: `constraints:filters:${filter.column}`, label: "constraints:filters", value: filter.column });
  }
  if (requirements.constraints.sort) items.push({ id: "constraints:sort", label: "constraints:sort", value: requirements.constraints.sort.column });
  return items;
}

/** The label of a requirement id (`group_by:region` → `group_by`, `analysis:trend` → `analysis:trend`). */
export function requirementLabelOf(id: string): string {
  const [head, second] = id.split(":");
  if (head === "analysis" || head === "outputs" || head === "constraints") return `${head}:${second ?? ""}`;
  return head ?? id;
}
