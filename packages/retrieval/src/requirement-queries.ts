import type { RequirementSet } from "@modular-planner/core";
import { listRequirementItems } from "@modular-planner/kit";

const ANALYSIS_PHRASES: Record<string, string> = {
  total: "total sum aggregate metric",
  compare: "compare metric across categories segments",
  trend: "trend of a metric over time line chart",
  distribution: "distribution histogram of a numeric column",
  anomaly: "detect anomalies outliers",
  correlation: "correlation relationship between numeric columns",
  rank: "rank top n rows highest values",
  filter: "filter rows matching a condition",
  forecast: "forecast future values of a time series",
  summary: "summary statistics describe data",
};
const OUTPUT_PHRASES: Record<string, string> = {
  chart: "plot chart",
  table: "table output save",
  text: "text summary describe result",
  file: "export save file",
};

/**
 * Retrieval queries for a requirement set: one per requirement item (`group_by:region` →
 * "group rows by region and aggregate"), then the combination of all of them (with the goal text
 * when given). Empty requirements give just the goal text, or nothing.
 */
export function requirementQueries(requirements: RequirementSet, goalText?: string): string[] {
  const queries: string[] = [];
  for (const item of listRequirementItems(requirements)) {
    const value = item.value ?? "";
    if (item.label === "metrics") {
      const metric = requirements.metrics.find((entry) => entry.column === value);
      queries.push(`aggregate ${metric?.aggregation ?? ""} of metric ${value}`.replace(/\s+/g, " ").trim());
    } else if (item.label === "group_by") queries.push(`group rows by ${value} and aggregate`);
    else if (item.label === "time") queries.push(`parse dates in time column ${value} and bucket by ${requirements.time?.grain ?? "period"}`);
    else if (item.label.startsWith("analysis:")) queries.push(ANALYSIS_PHRASES[value] ?? value);
    else if (item.label.startsWith("outputs:")) queries.push(OUTPUT_PHRASES[value] ?? value);
    else if (item.label === "constraints:top_n") queries.push(`keep the top ${value} rows`);
    else if (item.label === "constraints:filters") queries.push(`filter rows where ${value} matches a condition`);
    else if (item.label === "constraints:sort") queries.push(`sort rows by ${value}`);
  }
  const combined = [goalText?.trim(), ...queries].filter((part): part is string => !!part).join(" ; ");
  if (combined && (queries.length > 1 || goalText?.trim())) queries.push(combined);
  return [...new Set(queries)];
}
