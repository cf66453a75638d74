import {
  AGGREGATIONS,
  ANALYSIS_LABELS,
  FILTER_OPERATORS,
  OUTPUT_LABELS,
  TIME_GRAINS,
  type Column,
  type DatasetSchema,
  type LlmClient,
  type RequirementSet,
  type Usage,
} from "@modular-planner/core";
import { ZERO_USAGE, addUsage } from "@modular-planner/kit";
import { LlmOutputError, createPromptBuilder, type PromptBuilder } from "@modular-planner/llm-shared";
import { isNumeric, isTemporal } from "./columns.js";
import { createDeterministicExtractor, type ExtractionResult, type RequirementExtractor } from "./deterministic.js";

export interface LlmRequirementExtractorOptions {
  llm: LlmClient;
  /** Where the `requirements` prompt comes from (default: the shipped prompts). */
  prompts?: PromptBuilder;
  /**
   * The extractor the LLM's answer is compared with (default: the deterministic extractor).
   * Disagreements become notes and lower the confidence. `false` skips the cross-check.
   */
  crossCheck?: RequirementExtractor | false;
  /** Extraction runs (each a fresh prompt) before giving up on labels outside the allowed set. Default 3. */
  maxAttempts?: number;
}

/** An extraction result, plus the tokens the LLM used and how many extraction runs it took. */
export interface LlmExtractionResult extends ExtractionResult {
  usage: Usage;
  attempts: number;
}

/** A `RequirementExtractor` (and the planner's `RequirementSource`) whose results also carry usage and attempts. */
export interface LlmRequirementExtractor extends RequirementExtractor {
  extract(question: string, dataset: DatasetSchema): Promise<LlmExtractionResult>;
}

/** A label of the answer outside the allowed set: where, what, and what would have been allowed. */
export interface InvalidLabel {
  path: string;
  value: string;
  message: string;
  allowed: readonly string[];
}

/** The model kept answering with labels outside the allowed set (columns not in the dataset, values outside the closed enums). */
export class RequirementLabelError extends LlmOutputError {
  readonly invalidLabels: readonly InvalidLabel[];

  constructor(input: { attempts: number; lastAnswer: string; invalid: readonly InvalidLabel[]; dataset: string }) {
    super(
      {
        step: "requirements",
        schemaName: "requirement_set",
        attempts: input.attempts,
        lastAnswer: input.lastAnswer,
        issues: input.invalid.map(({ path, message }) => ({ path, message })),
      },
      {
        hint: `The model used labels that dataset ${input.dataset} does not have. Add the missing names as column aliases in the dataset schema, use a stronger model, or use the deterministic extractor.`,
        details: { invalidLabels: input.invalid },
      },
    );
    this.name = "RequirementLabelError";
    this.invalidLabels = input.invalid;
  }
}

/**
 * The LLM requirement extractor: renders the `requirements` prompt (question, the dataset's columns
 * with types and aliases, the closed label sets) and asks for a `requirement_set`. The client repairs
 * answers that break the contract; this extractor then checks every label against the allowed set.
 * A column that is not in the dataset (names and aliases are matched case-insensitively and
 * normalised to the column name), a time column that is not a date, a numeric aggregation over a
 * non-numeric column or a value outside a closed enum blocks the answer: extraction runs again with
 * the invalid labels and the allowed set stated in `previous_errors`, up to `maxAttempts` runs, then
 * throws `RequirementLabelError` (code `llm-output-invalid`) listing what was invalid.
 * The deterministic extractor cross-checks the accepted answer: every field on which they disagree
 * is a note and costs 0.1 of confidence (0.9 when they agree, never below 0.4).
 */
export function createLlmRequirementExtractor(options: LlmRequirementExtractorOptions): LlmRequirementExtractor {
  const prompts = options.prompts ?? createPromptBuilder();
  const crossCheck = options.crossCheck === undefined ? createDeterministicExtractor() : options.crossCheck;
  const maxAttempts = Math.max(1, options.maxAttempts ?? 3);
  return {
    id: `llm:${options.llm.id}`,
    async extract(question, dataset) {
      const columns = renderColumns(dataset);
      const allowedLabels = renderAllowedLabels();
      let usage: Usage = { ...ZERO_USAGE };
      let previousErrors: string | undefined;
      let invalid: InvalidLabel[] = [];
      let lastAnswer = "";
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        const prompt = prompts.render("requirements", {
          question,
          columns,
          allowed_labels: allowedLabels,
          ...(previousErrors === undefined ? {} : { previous_errors: previousErrors }),
        });
        const answer = await options.llm.generateObject({ ...prompt, step: "requirements" });
        usage = addUsage(usage, answer.usage);
        lastAnswer = answer.rawText;
        const checked = checkRequirementLabels(answer.object, dataset);
        invalid = checked.invalid;
        if (invalid.length === 0) {
          const result = await crossCheckResult(checked.requirements, checked.notes, question, dataset, crossCheck);
          return { ...result, usage, attempts: attempt };
        }
        previousErrors = renderLabelErrors(invalid, dataset);
      }
      throw new RequirementLabelError({ attempts: maxAttempts, lastAnswer, invalid, dataset: dataset.name });
    },
  };
}

/** `- name (type) aliases: a, b — description`, one column per line (a caller may put sampled values and candidate links in the description). */
export function renderColumns(dataset: DatasetSchema): string {
  return dataset.columns
    .map(
      (column) =>
        `- ${column.name} (${column.type})${column.aliases.length ? ` aliases: ${column.aliases.join(", ")}` : ""}${column.description ? ` — ${column.description}` : ""}`,
    )
    .join("\n");
}

/** The closed label sets of the requirement schema, one line each. */
export function renderAllowedLabels(): string {
  return [
    `aggregation: ${AGGREGATIONS.join(", ")}`,
    `analysis: ${ANALYSIS_LABELS.join(", ")}`,
    `outputs: ${OUTPUT_LABELS.join(", ")}`,
    `time grain: ${TIME_GRAINS.join(", ")} (unknown unless the question states one)`,
    `filter operators: ${FILTER_OPERATORS.join(", ")}`,
  ].join("\n");
}

/** The re-ask text: each invalid label, then the allowed set for the kinds that were wrong. */
export function renderLabelErrors(invalid: readonly InvalidLabel[], dataset: DatasetSchema): string {
  const lines = ["Your previous answer used labels outside the allowed set:"];
  for (const label of invalid) lines.push(`- ${label.path}: ${label.message}`);
  const allowed = new Map<string, readonly string[]>();
  for (const label of invalid) allowed.set(allowedKind(label.path), label.allowed);
  for (const [kind, values] of allowed) lines.push(`Allowed ${kind}: ${values.length ? values.join(", ") : "(none in dataset " + dataset.name + ")"}`);
  lines.push("Answer again using only the allowed columns and labels; leave a field empty or null when no allowed value fits.");
  return lines.join("\n");
}

function allowedKind(path: string): string {
  if (path.startsWith("time.column")) return "time columns";
  if (/^metrics\.\d+\.column$/.test(path)) return "metric columns";
  if (path.endsWith("column") || path.startsWith("group_by")) return "columns";
  if (path.startsWith("analysis")) return "analysis labels";
  if (path.startsWith("outputs")) return "outputs";
  if (path.endsWith("aggregation")) return "aggregations";
  if (path.endsWith("grain")) return "time grains";
  if (path.endsWith("operator")) return "filter operators";
  return "values";
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[_\s-]+/g, " ")
    .trim();
const NUMERIC_AGGREGATIONS = new Set(["sum", "mean", "median"]);

/**
 * Checks every label of an answer against the dataset and the closed sets. Column names and aliases
 * written with another case or spaces are normalised to the column's name (with a note); anything
 * else is invalid. Returns the normalised requirements, the notes and the invalid labels.
 */
export function checkRequirementLabels(
  answer: RequirementSet,
  dataset: DatasetSchema,
): { requirements: RequirementSet; invalid: InvalidLabel[]; notes: string[] } {
  const invalid: InvalidLabel[] = [];
  const notes: string[] = [];
  const names = dataset.columns.map((column) => column.name);
  const lookup = new Map<string, Column>();
  for (const column of dataset.columns) for (const key of [column.name, ...column.aliases]) if (!lookup.has(normalise(key))) lookup.set(normalise(key), column);
  const resolve = (value: string, path: string, allowedColumns: readonly Column[] = dataset.columns, why = ""): string => {
    const exact = dataset.columns.find((column) => column.name === value);
    const column = exact ?? lookup.get(normalise(value));
    const allowed = allowedColumns.map((candidate) => candidate.name);
    if (!column) {
      invalid.push({ path, value, message: `"${value}" is not a column of dataset ${dataset.name}`, allowed: names });
      return value;
    }
    if (!allowedColumns.includes(column)) {
      invalid.push({ path, value, message: `"${column.name}" (${column.type}) cannot be used here${why}`, allowed });
      return column.name;
    }
    if (!exact) notes.push(`read "${value}" as column ${column.name}`);
    return column.name;
  };
  const closed = (value: string, path: string, allowed: readonly string[]) => {
    if (!allowed.includes(value)) invalid.push({ path, value, message: `"${value}" is not an allowed label`, allowed });
  };

  const metrics = answer.metrics.map((metric, index) => {
    closed(metric.aggregation, `metrics.${index}.aggregation`, AGGREGATIONS);
    const numericOnly = NUMERIC_AGGREGATIONS.has(metric.aggregation);
    const column = resolve(
      metric.column,
      `metrics.${index}.column`,
      numericOnly ? dataset.columns.filter(isNumeric) : dataset.columns,
      numericOnly ? ` (${metric.aggregation} needs a numeric column)` : "",
    );
    return { column, aggregation: metric.aggregation };
  });
  const groupBy = [...new Set(answer.group_by.map((value, index) => resolve(value, `group_by.${index}`)))];
  let time = answer.time;
  if (time) {
    closed(time.grain, "time.grain", TIME_GRAINS);
    time = {
      column: resolve(time.column, "time.column", dataset.columns.filter(isTemporal), " (the time column must be a date or timestamp)"),
      grain: time.grain,
    };
  }
  answer.analysis.forEach((label, index) => closed(label, `analysis.${index}`, ANALYSIS_LABELS));
  answer.outputs.forEach((label, index) => closed(label, `outputs.${index}`, OUTPUT_LABELS));
  const filters = answer.constraints.filters.map((filter, index) => {
    closed(filter.operator, `constraints.filters.${index}.operator`, FILTER_OPERATORS);
    return { ...filter, column: resolve(filter.column, `constraints.filters.${index}.column`) };
  });
  const sort = answer.constraints.sort ? { ...answer.constraints.sort, column: resolve(answer.constraints.sort.column, "constraints.sort.column") } : null;
  const requirements: RequirementSet = {
    version: answer.version,
    metrics,
    group_by: groupBy,
    time,
    analysis: [...new Set(answer.analysis)],
    outputs: [...new Set(answer.outputs)],
    constraints: { top_n: answer.constraints.top_n, filters, sort },
  };
  return { requirements, invalid, notes };
}

type FieldView = (requirements: RequirementSet) => string;
const sorted = (values: readonly string[]) => [...values].sort().join(", ") || "none";
const FIELDS: [string, FieldView][] = [
  ["metrics", (r) => sorted(r.metrics.map((metric) => `${metric.aggregation}(${metric.column})`))],
  ["group_by", (r) => sorted(r.group_by)],
  ["time", (r) => (r.time ? `${r.time.column} by ${r.time.grain}` : "none")],
  ["analysis", (r) => sorted(r.analysis)],
  ["outputs", (r) => sorted(r.outputs)],
  ["top_n", (r) => (r.constraints.top_n === null ? "none" : String(r.constraints.top_n))],
  ["filters", (r) => sorted(r.constraints.filters.map((filter) => `${filter.column} ${filter.operator} ${JSON.stringify(filter.value).toLowerCase()}`))],
  ["sort", (r) => (r.constraints.sort ? `${r.constraints.sort.column} ${r.constraints.sort.direction}` : "none")],
];

function columnsOf(requirements: RequirementSet): Set<string> {
  return new Set([
    ...requirements.metrics.map((metric) => metric.column),
    ...requirements.group_by,
    ...(requirements.time ? [requirements.time.column] : []),
    ...requirements.constraints.filters.map((filter) => filter.column),
  ]);
}

async function crossCheckResult(
  requirements: RequirementSet,
  notes: string[],
  question: string,
  dataset: DatasetSchema,
  crossCheck: RequirementExtractor | false,
): Promise<ExtractionResult> {
  const measurable = requirements.metrics.length > 0;
  if (!crossCheck) return { requirements, confidence: measurable ? 0.8 : 0.2, unresolved: [], notes };
  const reference = await crossCheck.extract(question, dataset);
  let disagreements = 0;
  for (const [field, view] of FIELDS) {
    const mine = view(requirements);
    const theirs = view(reference.requirements);
    if (mine === theirs) continue;
    disagreements++;
    notes.push(`cross-check: ${field} differs (llm: ${mine}; ${crossCheck.id}: ${theirs})`);
  }
  // Phrases the cross-check could not match stay unresolved (the planner asks) unless the LLM used
  // columns the cross-check did not find, which may be what those phrases meant.
  const referenceColumns = columnsOf(reference.requirements);
  const extra = [...columnsOf(requirements)].filter((column) => !referenceColumns.has(column));
  const unresolved: string[] = [];
  for (const phrase of reference.unresolved) {
    if (extra.length > 0) notes.push(`cross-check: ${crossCheck.id} could not match "${phrase}"; the llm used ${extra.join(", ")}`);
    else unresolved.push(phrase);
  }
  const confidence = measurable ? Math.max(0.4, 0.9 - 0.1 * disagreements) : 0.2;
  return { requirements, confidence: Number(confidence.toFixed(2)), unresolved, notes };
}
