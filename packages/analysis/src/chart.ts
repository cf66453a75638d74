import { version as vegaLiteVersion } from "vega-lite";
import { shareOuterGroups } from "./sql.js";
import { isCycleBin, isNumeric, isTemporal, type AnalysisColumn, type AnalysisSpec, type ChartType, type Group } from "./spec.js";

/**
 * The chart for a spec: the one the question named when it fits the result, else one chosen from
 * the result's shape: time on x → line; a category → bar (pie never by default); two categories →
 * grouped bar; a distribution → histogram (box plot per group); two measures per row → scatter;
 * a single number → none.
 */
export function chooseChart(spec: AnalysisSpec, columns: readonly AnalysisColumn[]): ChartType | null {
  const named = spec.chart;
  if (spec.mode === "distribution") return named === "boxplot" || (named === null && spec.select.length > 1) ? "boxplot" : "histogram";
  if (spec.mode === "rows") {
    const numeric = spec.select.filter((name) => isNumeric(columns.find((column) => column.name === name)));
    return numeric.length >= 2 ? "scatter" : named;
  }
  const groups = spec.groupBy;
  if (groups.length === 0) return null;
  // "what percent of orders are online": one shown row is a single number, not a chart.
  if (groups.length === 1 && spec.keep?.some((filter) => filter.column === groups[0]!.as && filter.operator === "in" && filter.values.length === 1))
    return null;
  const time = groups.some((group) => group.bin !== null && !isCycleBin(group.bin));
  if (named) {
    if (named === "scatter" || named === "histogram" || named === "boxplot") return time ? "line" : "bar";
    if ((named === "pie" || named === "donut") && groups.length > 1) return "stacked_bar";
    if (named === "heatmap" && groups.length < 2) return "bar";
    if ((named === "grouped_bar" || named === "stacked_bar") && groups.length < 2) return "bar";
    return named;
  }
  // Shares within an outer grouping are parts of a whole per outer value: stacked to 1.
  if (groups.length >= 2 && spec.measures.some((measure) => measure.share)) return "stacked_bar";
  // "which 3 months made the least money": periods ranked by a measure, a few of them, are bars, not a broken series.
  const rankedByMeasure = spec.limit !== null && spec.orderBy[0] !== undefined && spec.measures.some((measure) => measure.as === spec.orderBy[0]!.by);
  if (time && rankedByMeasure && groups.length === 1) return "bar";
  if (time) return "line";
  if (groups.length >= 2) return "grouped_bar";
  return "bar";
}

const label = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

function groupEncoding(group: Group, columns: readonly AnalysisColumn[]) {
  if (group.bin === "weekday") return { field: group.as, type: "ordinal", sort: WEEKDAYS, title: "Weekday" };
  if (group.bin === "hour") return { field: group.as, type: "temporal", title: "Hour" };
  if (group.bin === "hour_of_day") return { field: group.as, type: "ordinal", title: "Hour of the day" };
  if (group.bin === "month_of_year") return { field: group.as, type: "ordinal", title: "Month of the year" };
  if (group.bin === "quarter_of_year") return { field: group.as, type: "ordinal", title: "Quarter of the year" };
  if (group.bin !== null) return { field: group.as, type: "temporal", title: `${label(group.column)} (${group.bin === "auto" ? "time" : group.bin})` };
  const column = columns.find((candidate) => candidate.name === group.column);
  return { field: group.as, type: isNumeric(column) ? "ordinal" : isTemporal(column) ? "temporal" : "nominal", title: label(group.column) };
}

/** The axis title of a measure: "Net sales (sum)", "Count". */
export function measureTitle(spec: AnalysisSpec, as: string): string {
  const measure = spec.measures.find((candidate) => candidate.as === as);
  if (measure?.share && measure.percent) return measure.column === null ? "Percent of rows" : `${label(measure.column)} (% of total)`;
  if (measure?.share) return measure.column === null ? "Share of rows" : `${label(measure.column)} (share of total)`;
  if (measure?.percent && measure.column) return `${label(measure.column)} (% of rows)`;
  if (!measure || measure.column === null) return "Count";
  const names: Record<string, string> = {
    sum: "total",
    avg: "average",
    count: "count",
    count_distinct: "distinct count",
    min: "minimum",
    max: "maximum",
    median: "median",
  };
  // "idle_min_hours": a measure shown in another unit says which.
  const unit = measure.factor !== undefined && measure.as.startsWith(`${measure.column}_`) ? `, ${measure.as.slice(measure.column.length + 1)}` : "";
  return `${label(measure.column)} (${names[measure.aggregate]}${unit})`;
}

/**
 * The schema of the installed Vega-Lite major (the one the chart check compiles with), so editors
 * and validators read the specs right. Taken from vega-lite's own `version` when this package is built.
 */
export const VEGA_LITE_SCHEMA = `https://vega.github.io/schema/vega-lite/v${vegaLiteVersion.split(".")[0]}.json`;

/**
 * A Vega-Lite spec (no data: the caller adds `data.values` with the query's rows) for the chart
 * of a spec; undefined when the result is a single number. Two groupings are always told apart:
 * colour plus x offset, stack, facet or stroke dash. Titles come from the question.
 */
export function compileChart(
  spec: AnalysisSpec,
  columns: readonly AnalysisColumn[],
  chart: ChartType | null = spec.chart,
): Record<string, unknown> | undefined {
  if (!chart) return undefined;
  const base = { $schema: VEGA_LITE_SCHEMA, title: spec.title, width: 640, height: 360 };
  const measure = spec.measures[0];
  if (spec.mode === "distribution") {
    const value = spec.select.at(-1)!;
    const group = spec.select.length > 1 ? spec.select[0] : undefined;
    if (chart === "boxplot" && group)
      return {
        ...base,
        mark: "boxplot",
        encoding: {
          x: { field: group, type: "nominal", title: label(group) },
          y: { field: value, type: "quantitative", title: label(value) },
          color: { field: group, type: "nominal", legend: null },
        },
      };
    return {
      ...base,
      mark: "bar",
      encoding: {
        x: { field: value, type: "quantitative", bin: { maxbins: 20 }, title: label(value) },
        y: { aggregate: "count", type: "quantitative", title: "Count" },
        ...(group ? { color: { field: group, type: "nominal", title: label(group) } } : {}),
      },
    };
  }
  if (spec.mode === "rows") {
    // "top 5 campaigns by conversions, as horizontal bars": the rows ranked, a bar each, named by their first text column
    // (the rows' key) and as long as the number they are ranked by.
    const ranked = spec.orderBy[0]?.by;
    if ((chart === "bar" || chart === "horizontal_bar") && ranked && isNumeric(columns.find((column) => column.name === ranked))) {
      const shown = spec.select.length > 0 ? spec.select : columns.map((column) => column.name);
      const name = shown.map((field) => columns.find((column) => column.name === field)).find((column) => column?.type === "string")?.name;
      if (!name) return undefined;
      const category = { field: name, type: "nominal", sort: null, title: label(name) };
      const value = { field: ranked, type: "quantitative", title: label(ranked) };
      return { ...base, mark: "bar", encoding: chart === "horizontal_bar" ? { y: category, x: value } : { x: category, y: value } };
    }
    const [x, y, group] = spec.select;
    if (!x || !y) return undefined;
    return {
      ...base,
      mark: { type: "point", filled: true },
      encoding: {
        x: { field: x, type: "quantitative", title: label(x) },
        y: { field: y, type: "quantitative", title: label(y) },
        ...(group ? { color: { field: group, type: "nominal", title: label(group) } } : {}),
      },
    };
  }
  if (!measure || spec.groupBy.length === 0) return undefined;
  // A share (0 to 1) reads as a percentage on its axis, legend and tooltip.
  // A share (0 to 1) reads as a percentage; a percent (0 to 100) is already one, and its title says "%".
  const fraction = measure.share && !measure.percent;
  const percent = fraction ? { format: ".0%" } : {};
  const y = { field: measure.as, type: "quantitative", title: measureTitle(spec, measure.as), ...(fraction ? { axis: percent } : {}) };
  // Time (or the first grouping) on x; the others get colour, then a second channel.
  const time = spec.groupBy.find((group) => group.bin !== null);
  // A share's outer grouping on x (a further one faceted), the part in colour: each stack sums to 1.
  const outer = measure.share ? shareOuterGroups(spec.groupBy) : [];
  const ordered =
    outer.length > 0
      ? [outer[0]!, ...spec.groupBy.filter((group) => !outer.includes(group)), ...outer.slice(1)]
      : time
        ? [time, ...spec.groupBy.filter((group) => group !== time)]
        : [...spec.groupBy];
  const [first, second, third] = ordered.map((group) => groupEncoding(group, columns));
  const order = spec.orderBy[0];
  const sorted = order && order.by === measure.as ? (order.direction === "desc" ? "-y" : "y") : null;
  const color = second ? { color: { field: second.field, type: "nominal", title: second.title } } : {};
  const tooltip = {
    tooltip: [
      ...[first, ...(second ? [second] : []), ...(third ? [third] : [])].map((channel) => ({
        field: channel!.field,
        type: channel!.type,
        title: channel!.title,
      })),
      { field: y.field, type: y.type, title: y.title, ...(fraction ? { format: ".1%" } : {}) },
    ],
  };
  switch (chart) {
    case "line":
    case "area": {
      const dash = third ? { strokeDash: { field: third.field, type: "nominal", title: third.title } } : {};
      const mark = chart === "line" ? { type: "line", point: true } : { type: "area", line: true };
      return { ...base, mark, encoding: { x: first, y: chart === "area" && second ? { ...y, stack: "zero" } : y, ...color, ...dash, ...tooltip } };
    }
    case "pie":
    case "donut":
      return {
        ...base,
        mark: { type: "arc", ...(chart === "donut" ? { innerRadius: 80 } : {}) },
        encoding: {
          theta: { field: y.field, type: y.type, title: y.title, stack: true },
          color: {
            field: first!.field,
            type: "nominal",
            title: first!.title,
            ...(sorted ? { sort: { field: measure.as, order: order!.direction === "desc" ? "descending" : "ascending" } } : {}),
          },
          ...tooltip,
        },
      };
    case "heatmap":
      return {
        ...base,
        mark: "rect",
        encoding: {
          x: first,
          y: { field: second!.field, type: second!.type === "temporal" ? "ordinal" : second!.type, title: second!.title },
          color: { field: y.field, type: "quantitative", title: y.title, ...(fraction ? { legend: percent } : {}) },
          ...tooltip,
        },
      };
    case "horizontal_bar":
      return {
        ...base,
        mark: "bar",
        encoding: {
          y: { ...first, ...(sorted ? { sort: sorted === "-y" ? "-x" : "x" } : {}) },
          x: y,
          ...color,
          ...(second ? { yOffset: { field: second.field } } : {}),
          ...tooltip,
        },
      };
    case "stacked_bar":
      return {
        ...base,
        mark: "bar",
        encoding: {
          x: { ...first, ...(sorted ? { sort: sorted } : {}) },
          y: { ...y, stack: "zero" },
          ...color,
          ...(third ? { column: { field: third.field, type: "nominal", title: third.title } } : {}),
          ...tooltip,
        },
      };
    default: {
      // bar and grouped bar: a second grouping is side by side (xOffset) and coloured; a third is a facet.
      const facet = third ? { column: { field: third.field, type: "nominal", title: third.title } } : {};
      return {
        ...base,
        mark: "bar",
        encoding: {
          x: { ...first, ...(sorted ? { sort: sorted } : {}) },
          y,
          ...color,
          ...(second ? { xOffset: { field: second.field } } : {}),
          ...facet,
          ...tooltip,
        },
      };
    }
  }
}
