import type { TimeGrain } from "@modular-planner/core";

/**
 * The time-grain policy for a requirement whose grain is `unknown`, applied at execution once the
 * data's span is known (never at extraction): timestamps within a week → hourly (a line of a few
 * daily points hides the day's shape); span < 90 days or more than 60 daily points → daily;
 * 90–365 days → weekly; > 365 days → monthly, unless the dates fall on no more days than there would be months (races,
 * meets, markets on set days: monthly bins would only merge them). A stated grain is always kept.
 */
export function chooseTimeGrain(grain: TimeGrain, spanDays: number, distinctDays?: number, timestamps = false): Exclude<TimeGrain, "unknown"> {
  if (grain !== "unknown") return grain;
  if (timestamps && distinctDays !== undefined && distinctDays <= 7) return "hour";
  if (spanDays < 90) return "day";
  if (spanDays <= 365) return distinctDays !== undefined && distinctDays <= 60 ? "day" : "week";
  return distinctDays !== undefined && distinctDays <= Math.ceil(spanDays / 30) ? "day" : "month";
}
