import type { Aggregation, RequirementSet, TimeGrain } from "@modular-planner/core";
import { emptyRequirementSet } from "@modular-planner/kit";
import { type AnalysisSpec, isCycleBin, type SpecFilter } from "./spec.js";

const AGGREGATION: Record<string, Aggregation> = {
  count: "count",
  count_distinct: "count_distinct",
  sum: "sum",
  avg: "mean",
  min: "min",
  max: "max",
  median: "median",
};
const OPERATOR: Record<string, "=" | "!=" | ">" | ">=" | "<" | "<=" | "in" | "contains"> = {
  in: "in",
  not_in: "!=",
  "=": "=",
  "!=": "!=",
  ">": ">",
  ">=": ">=",
  "<": "<",
  "<=": "<=",
  between: ">=",
  contains: "contains",
  starts_with: "contains",
  ends_with: "contains",
  relative: ">=",
  is_null: "=",
};

/**
 * The requirement set of a spec, so the plan that runs it is verified like any other: every
 * measure, grouping, time bin, filter, order and limit becomes a requirement a step must cover.
 */
export function requirementsOf(spec: AnalysisSpec): RequirementSet {
  const requirements = emptyRequirementSet();
  const time = spec.groupBy.find((group) => group.bin !== null);
  // Rows and distributions compute no metric: the chart or the listing is the answer.
  requirements.metrics =
    spec.mode === "aggregate" ? spec.measures.map((measure) => ({ column: measure.column ?? "count", aggregation: AGGREGATION[measure.aggregate]! })) : [];
  requirements.group_by = spec.groupBy.filter((group) => group.bin === null).map((group) => group.column);
  if (time)
    requirements.time = {
      column: time.column,
      grain: (time.bin === "auto" || isCycleBin(time.bin) ? "unknown" : time.bin) as TimeGrain,
    };
  const analysis = new Set<RequirementSet["analysis"][number]>();
  if (spec.anomaly) analysis.add("anomaly");
  if (spec.mode === "distribution") analysis.add("distribution");
  if (time && spec.mode === "aggregate") analysis.add("trend");
  if (spec.limit !== null || spec.orderBy.length > 0) analysis.add("rank");
  if (spec.filters.length > 0 || (spec.keep?.length ?? 0) > 0) analysis.add("filter");
  if (requirements.group_by.length > 0 && spec.mode === "aggregate") analysis.add("compare");
  if (spec.mode === "aggregate" && spec.groupBy.length === 0) analysis.add("total");
  requirements.analysis = [...analysis];
  requirements.outputs = spec.chart ? ["chart", "table"] : ["table"];
  requirements.constraints = {
    top_n: spec.limit,
    filters: [...spec.filters, ...(spec.keep ?? [])].map((filter: SpecFilter) => ({
      column: filter.column,
      operator: OPERATOR[filter.operator]!,
      value: filter.values.length === 1 ? filter.values[0]! : filter.values.map((value) => (typeof value === "boolean" ? String(value) : value)),
    })),
    sort: spec.orderBy[0] ? { column: spec.orderBy[0].by, direction: spec.orderBy[0].direction } : null,
  };
  return requirements;
}

/** One line per filter, order and limit, in words ("store_region in North, South"). */
export function describeSpec(spec: AnalysisSpec): string[] {
  const lines: string[] = [];
  const op: Record<string, string> = {
    in: "is",
    not_in: "is not",
    between: "between",
    contains: "contains",
    starts_with: "starts with",
    ends_with: "ends with",
  };
  for (const filter of spec.filters) {
    if (filter.operator === "relative") {
      lines.push(`filter: ${filter.column} ${relativeWords(filter.values)}`);
      continue;
    }
    if (filter.operator === "is_null") {
      lines.push(`filter: ${filter.column} ${filter.values[0] === false ? "has a value" : "is empty"}`);
      continue;
    }
    const values =
      filter.operator === "between"
        ? `${filter.values[0]} and ${filter.values[1]}${filter.temporal ? " (end excluded)" : ""}`
        : filter.values.join(filter.operator === "not_in" ? ", " : " or ");
    lines.push(`filter: ${filter.column} ${op[filter.operator] ?? filter.operator} ${values}`);
  }
  if (spec.mode !== "aggregate" && spec.select.length > 0) lines.push(`${spec.mode}: ${spec.select.join(", ")}`);
  for (const group of spec.groupBy) lines.push(`group: ${group.column}${group.bin ? ` by ${group.bin}` : ""}`);
  for (const measure of spec.measures)
    lines.push(
      `measure: ${measure.where ? `${measure.aggregate === "count" ? "count" : "share"} of rows where ${measure.where.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`).join(" and ")}` : `${measure.aggregate}(${measure.column ?? "*"})`}${measure.factor !== undefined ? ` × ${Number(measure.factor.toPrecision(6))}` : ""}${measure.share ? " share of total" : ""} as ${measure.as}`,
    );
  for (const filter of spec.keep ?? [])
    lines.push(
      `show: ${filter.column} ${op[filter.operator] ?? filter.operator} ${filter.values.join(filter.operator === "not_in" ? ", " : " or ")} (after the shares are taken)`,
    );
  for (const order of spec.orderBy) lines.push(`order: ${order.by} ${order.direction}`);
  if (spec.limit !== null) lines.push(`limit: ${spec.limit}${spec.limitWithin?.length ? ` within each ${spec.limitWithin.join(", ")}` : ""}`);
  if (spec.anomaly) lines.push("unusual points: robust z-score > 3.5");
  return lines;
}

const WEEKDAY_NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "in the last 3 months of the data", "in the data's latest year", "in the year before the data's latest". */
export function relativeWords(values: readonly (string | number | boolean)[]): string {
  const [kind, count, unit, today] = values;
  const n = Number(count) || 1;
  const anchor = typeof today === "string" ? `today (${today})` : "the latest date in the data";
  if (kind === "last") return `in the last ${n === 1 ? "" : `${n} `}${unit}${n === 1 ? "" : "s"} up to ${anchor}`;
  if (kind === "previous") return `in the ${unit} before the ${unit} of ${anchor}`;
  if (kind === "month_of_year") return `in month ${n} of any year in the data`;
  if (kind === "month_span") return `from month ${n} to month ${Number(today) || n} of any year in the data`;
  if (kind === "quarter_of_year") return `in quarter ${n} of any year in the data`;
  if (kind === "day_of_week") return `on ${WEEKDAY_NAMES[n - 1] ?? `weekday ${n}`}s`;
  if (kind === "weekend") return "on weekends (Saturday and Sunday)";
  if (kind === "workday") return "on working days (Monday to Friday)";
  if (kind === "part_of_day") return `in the ${["morning (5–11 h)", "afternoon (12–16 h)", "evening (17–21 h)", "night (22–4 h)"][n - 1] ?? "day"}`;
  const clock = `${String(Math.floor(n / 60)).padStart(2, "0")}:${String(n % 60).padStart(2, "0")}`;
  if (kind === "before_time") return `before ${clock}`;
  if (kind === "from_time") return `at or after ${clock}`;
  return `in the ${unit} of ${anchor} (up to that date)`;
}
