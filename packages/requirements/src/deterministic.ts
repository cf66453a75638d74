import {
  REQUIREMENT_SCHEMA_VERSION,
  RequirementSetSchema,
  type Aggregation,
  type AnalysisLabel,
  type DatasetSchema,
  type Filter,
  type OutputLabel,
  type RequirementSet,
  type TimeGrain,
} from "@modular-planner/core";
import { findColumnMentions, isCategorical, isNumeric, isTemporal, type ColumnMention } from "./columns.js";
import { parseCount, words } from "./text.js";

export interface ExtractionResult {
  requirements: RequirementSet;
  /** In [0, 1]: lower when the question names nothing measurable or leaves mentions unresolved. */
  confidence: number;
  /** Phrases that looked like column references but match no column. */
  unresolved: string[];
  /** Decisions worth showing the user (defaults applied, typos corrected). */
  notes: string[];
}

export interface RequirementExtractor {
  readonly id: string;
  extract(question: string, dataset: DatasetSchema): ExtractionResult | Promise<ExtractionResult>;
}

const AGGREGATION_CUES: [RegExp, Aggregation][] = [
  [/^(total|totals|sum|summed|overall)$/, "sum"],
  [/^(average|averages|avg|mean|typical)$/, "mean"],
  [/^(median)$/, "median"],
  [/^(count|number|many|volume)$/, "count"],
  [/^(distinct|unique)$/, "count_distinct"],
  [/^(max|maximum|peak)$/, "max"],
  [/^(min|minimum)$/, "min"],
];

const GRAIN_CUES: [RegExp, Exclude<TimeGrain, "unknown">][] = [
  [/^(hourly|hour|hours)$/, "hour"],
  [/^(daily|day|days)$/, "day"],
  [/^(weekly|week|weeks)$/, "week"],
  [/^(monthly|month|months)$/, "month"],
  [/^(quarterly|quarter|quarters)$/, "quarter"],
  [/^(yearly|annual|annually|year|years)$/, "year"],
];

const ANALYSIS_CUES: [RegExp, AnalysisLabel][] = [
  [/\b(total|totals|sum|overall)\b/, "total"],
  [/\b(compare|comparison|compared|versus|vs\.?|difference between|breakdown|broken down|split by)\b/, "compare"],
  [
    /\b(trend|trends|over time|evolution|evolve|timeline|time series|growth|grow|change over|per (day|week|month|quarter|year)|by (day|week|month|quarter|year)|daily|weekly|monthly|quarterly|yearly)\b/,
    "trend",
  ],
  [/\b(distribution|distributed|histogram|spread|variance)\b/, "distribution"],
  [/\b(anomal\w*|outliers?|unusual|spikes?|abnormal|weird|odd values)\b/, "anomaly"],
  [/\b(correlat\w*|relationship|related|relate|association|associated)\b/, "correlation"],
  [/\b(top|bottom|best|worst|rank|ranking|ranked|leading|highest|lowest|largest|smallest|biggest|most|least)\b/, "rank"],
  [/\b(forecast\w*|predict\w*|projection|project|next (week|month|quarter|year))\b/, "forecast"],
  [/\b(summary|summari[sz]e|describe|statistics|stats|overview)\b/, "summary"],
];

const OUTPUT_CUES: [RegExp, OutputLabel][] = [
  [/\b(chart|charts|plot|plots|graph|graphs|visuali[sz]e|visuali[sz]ation|draw|line chart|bar chart|histogram)\b/, "chart"],
  [/\b(table|tables|tabulate|list|rows)\b/, "table"],
  [/\b(explain|in words|tell me why|narrative|write up|summary text)\b/, "text"],
  [/\b(export|save|download|csv|file)\b/, "file"],
];

const CHARTABLE: readonly AnalysisLabel[] = ["trend", "compare", "distribution", "correlation", "anomaly", "forecast"];
/** Words of a column name that make it averaged, not summed, when no aggregation is named. */
const MEAN_BY_NATURE = new Set([
  "rate",
  "rates",
  "ratio",
  "pct",
  "percent",
  "percentage",
  "score",
  "scores",
  "satisfaction",
  "rating",
  "hours",
  "hrs",
  "duration",
  "price",
  "prices",
  "age",
  "temperature",
  "temp",
]);

/** The words of an identifier: snake_case, kebab-case, CamelCase and digits split ("pageViews" → page, views). */
function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** Averaged by nature: a rate, score, duration, price, age… as a whole word of the name ("page_views" is not an age). */
function isMeanByNature(columnName: string): boolean {
  return nameWords(columnName).some((word) => MEAN_BY_NATURE.has(word));
}
const GROUP_LEAD = new Set(["by", "per", "across", "each", "every", "between"]);

/**
 * The offline requirement extractor: resolves column mentions against the dataset schema
 * (case-insensitive, aliases, light typos), detects analysis and output cues, top-N and simple
 * filters, and a time grain only when the question states one. It never emits a label outside
 * the closed sets. Documented defaults: a metric without an aggregation word is summed (averaged for
 * rates, scores and durations); when no output is named, the answer is a table, plus a chart when
 * the analysis is chartable (trend, compare, distribution, correlation, anomaly, forecast).
 */
export function createDeterministicExtractor(): RequirementExtractor {
  return { id: "deterministic", extract };
}

function extract(question: string, dataset: DatasetSchema): ExtractionResult {
  const tokens = words(question);
  const text = ` ${tokens.join(" ")} `;
  const mentions = findColumnMentions(tokens, dataset);
  const notes: string[] = [];
  const unresolved: string[] = [];
  for (const mention of mentions) if (mention.how === "typo") notes.push(`read "${tokens[mention.start]}" as column ${mention.column.name}`);

  // --- filters: "where <col> is <value>", "<col> above <n>", "for <col> <value>"
  const filters: Filter[] = [];
  const filterMentions = new Set<ColumnMention>();
  for (const mention of mentions) {
    const after = tokens.slice(mention.start + mention.length, mention.start + mention.length + 3);
    const before = tokens[mention.start - 1];
    const comparison = after[0] && /^(above|over|exceeds|exceeding|greater|more|below|under|less|at)$/.test(after[0]) ? after : undefined;
    if (comparison && isNumeric(mention.column)) {
      const number = after.find((word) => /^-?\d+(\.\d+)?$/.test(word));
      if (number !== undefined) {
        const operator = /^(above|over|exceeds|exceeding|greater|more)$/.test(after[0]!) ? ">" : after[0] === "at" && after[1] === "least" ? ">=" : "<";
        filters.push({ column: mention.column.name, operator, value: Number(number) });
        filterMentions.add(mention);
        continue;
      }
    }
    if ((before === "where" || before === "with" || before === "when") && after[0] && /^(is|=|equals|was)$/.test(after[0]) && after[1]) {
      const raw = after[1]!;
      filters.push({ column: mention.column.name, operator: "=", value: /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw });
      filterMentions.add(mention);
    }
  }

  // --- time
  const temporalColumns = dataset.columns.filter(isTemporal);
  let grain: TimeGrain = "unknown";
  tokens.forEach((token, index) => {
    for (const [pattern, value] of GRAIN_CUES) {
      if (!pattern.test(token)) continue;
      const previous = tokens[index - 1] ?? "";
      const stated = /ly$/.test(token) || ["by", "per", "each", "every", "a"].includes(previous);
      if (stated && grain === "unknown") grain = value;
    }
  });
  const mentionedTime = mentions.find((mention) => isTemporal(mention.column) && !filterMentions.has(mention));
  const analysis = new Set<AnalysisLabel>();
  for (const [pattern, label] of ANALYSIS_CUES) if (pattern.test(text)) analysis.add(label);
  const timeColumn = mentionedTime?.column ?? (analysis.has("trend") || analysis.has("forecast") || grain !== "unknown" ? temporalColumns[0] : undefined);
  if (!timeColumn && (analysis.has("trend") || grain !== "unknown") && temporalColumns.length === 0) unresolved.push("a time column (the dataset has none)");

  // --- group_by: categorical columns introduced by "by/per/across/each", or listed after such a lead
  const groupBy: string[] = [];
  let leadActive = false;
  let lastEnd = -1;
  tokens.forEach((token, index) => {
    if (GROUP_LEAD.has(token)) {
      leadActive = true;
      lastEnd = index;
      return;
    }
    const mention = mentions.find((candidate) => candidate.start === index);
    if (mention && leadActive && index <= lastEnd + 2) {
      if (isCategorical(mention.column) && !filterMentions.has(mention) && !groupBy.includes(mention.column.name)) groupBy.push(mention.column.name);
      lastEnd = index + mention.length - 1;
      return;
    }
    if (["and", ",", "&", "or"].includes(token) && leadActive && index === lastEnd + 1) {
      lastEnd = index;
      return;
    }
    if (leadActive && index > lastEnd + 2) leadActive = false;
  });
  // "by foo" where foo is not a column: unresolved rather than ignored.
  tokens.forEach((token, index) => {
    if ((token === "by" || token === "per") && tokens[index + 1]) {
      const next = tokens[index + 1]!;
      // "by total revenue": an aggregation word may sit between the lead and the column.
      const covered = mentions.some(
        (mention) => mention.start === index + 1 || (mention.start === index + 2 && AGGREGATION_CUES.some(([pattern]) => pattern.test(next))),
      );
      const grainWord = GRAIN_CUES.some(([pattern]) => pattern.test(next));
      if (!covered && !grainWord && !["the", "a", "an", "each", "default"].includes(next)) unresolved.push(next);
    }
  });
  // "top 3 agents", "which region": the ranked or asked-about entity is a grouping too.
  for (const mention of mentions) {
    const previous = tokens[mention.start - 1] ?? "";
    const beforePrevious = tokens[mention.start - 2] ?? "";
    const ranked = parseCount(previous) !== undefined && /^(top|bottom|best|worst|first|last|highest|lowest)$/.test(beforePrevious);
    if ((ranked || previous === "which" || previous === "what") && isCategorical(mention.column) && !groupBy.includes(mention.column.name))
      groupBy.push(mention.column.name);
  }
  if (groupBy.length > 0 && analysis.size === 0) analysis.add("compare");

  // --- metrics: numeric mentions (not filters), aggregation from the nearest preceding cue
  const metrics: RequirementSet["metrics"] = [];
  for (const mention of mentions) {
    if (!isNumeric(mention.column) || filterMentions.has(mention)) continue;
    if (metrics.some((metric) => metric.column === mention.column.name)) continue;
    let aggregation: Aggregation | undefined;
    for (let index = mention.start - 1; index >= Math.max(0, mention.start - 3) && !aggregation; index--) {
      for (const [pattern, value] of AGGREGATION_CUES) if (pattern.test(tokens[index]!)) aggregation = value;
    }
    if (!aggregation && tokens[mention.start + mention.length] && /^(totals?|sums?)$/.test(tokens[mention.start + mention.length]!)) aggregation = "sum";
    if (!aggregation) {
      aggregation = isMeanByNature(mention.column.name) ? "mean" : "sum";
      notes.push(`no aggregation stated for ${mention.column.name}: using ${aggregation}`);
    }
    metrics.push({ column: mention.column.name, aggregation });
  }
  const countCue = /\b(how many|number of|count of|count)\b/.test(text);
  if (metrics.length === 0 && countCue) {
    const column = (timeColumn ?? dataset.columns[0])!;
    metrics.push({ column: column.name, aggregation: "count" });
    notes.push("counting rows");
  }

  // --- top-N and sort
  let topN: number | null = null;
  let sort: RequirementSet["constraints"]["sort"] = null;
  tokens.forEach((token, index) => {
    if (/^(top|bottom|best|worst|first|last|highest|lowest|largest|smallest)$/.test(token)) {
      const n = parseCount(tokens[index + 1]);
      if (n !== undefined && topN === null) {
        topN = n;
        if (/^(bottom|worst|lowest|smallest|last)$/.test(token) && metrics[0]) sort = { column: metrics[0].column, direction: "asc" };
      }
    }
  });
  if (/\b(sort|sorted|order|ordered)\b/.test(text) && metrics[0] && !sort)
    sort = { column: metrics[0].column, direction: /\b(asc|ascending|increasing|lowest first)\b/.test(text) ? "asc" : "desc" };
  if (topN === null && !analysis.has("rank") && sort === null) analysis.delete("rank");
  if (topN !== null) analysis.add("rank");
  if (filters.length > 0) analysis.add("filter");

  // --- outputs
  const outputs = new Set<OutputLabel>();
  for (const [pattern, label] of OUTPUT_CUES) if (pattern.test(text)) outputs.add(label);
  if (outputs.size === 0) {
    outputs.add("table");
    if ([...analysis].some((label) => CHARTABLE.includes(label))) outputs.add("chart");
    notes.push(`no output named: ${[...outputs].join(" and ")}`);
  }

  const requirements = RequirementSetSchema.parse({
    version: REQUIREMENT_SCHEMA_VERSION,
    metrics,
    group_by: groupBy,
    time: timeColumn ? { column: timeColumn.name, grain } : null,
    analysis: [...analysis].sort((a, b) => ANALYSIS_ORDER.indexOf(a) - ANALYSIS_ORDER.indexOf(b)),
    outputs: [...outputs].sort((a, b) => OUTPUT_ORDER.indexOf(a) - OUTPUT_ORDER.indexOf(b)),
    constraints: { top_n: topN, filters, sort },
  });
  // Without a measure there is nothing to compute: low enough that the planner asks which one.
  let confidence = metrics.length > 0 ? 0.9 : 0.2;
  confidence -= 0.2 * unresolved.length;
  if (mentions.length === 0) confidence = 0.1;
  return { requirements, confidence: Math.max(0, Math.min(1, Number(confidence.toFixed(2)))), unresolved, notes };
}

const ANALYSIS_ORDER: AnalysisLabel[] = ["total", "compare", "trend", "distribution", "anomaly", "correlation", "rank", "filter", "forecast", "summary"];
const OUTPUT_ORDER: OutputLabel[] = ["chart", "table", "text", "file"];
