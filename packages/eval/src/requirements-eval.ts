import { ANALYSIS_LABELS, OUTPUT_LABELS, type DatasetSchema, type RequirementSet } from "@modular-planner/core";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createSchemaLoader, readLabelledQuestions } from "./questions.js";

/** Anything that turns a question into requirements (the deterministic or the LLM extractor). */
export interface RequirementExtractorLike {
  readonly id: string;
  extract(question: string, dataset: DatasetSchema): Promise<{ requirements: RequirementSet }> | { requirements: RequirementSet };
}

export const REQUIREMENT_FIELDS = ["metrics", "group_by", "time", "top_n"] as const;
export type RequirementField = (typeof REQUIREMENT_FIELDS)[number];

export interface RequirementsEvalOptions {
  /** A `.jsonl` file of labelled questions, or a folder of them. */
  questions: string;
  /** Folder holding `<dataset>.schema.json` for every dataset the questions name. */
  schemasDir: string;
  /** Default: the deterministic extractor. */
  extractor?: RequirementExtractorLike;
}

export interface RequirementsEvalResult {
  extractor: string;
  questions: number;
  /** Exact-match rate per field (group_by compared as a set). */
  accuracy: Record<RequirementField, number>;
  /** Mean over the four fields. */
  overall: number;
  /** Share of questions whose extraction names a column not in the dataset or a label outside the closed sets. */
  inventedRate: number;
  /** Questions whose extraction threw (counted as wrong on every field). */
  errors: string[];
  misses: string[];
  markdown: string;
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

/** Field accuracy and invented-label rate of a requirement extractor on labelled questions. */
export async function runRequirementsEval(options: RequirementsEvalOptions): Promise<RequirementsEvalResult> {
  const extractor = options.extractor ?? createDeterministicExtractor();
  const questions = await readLabelledQuestions(options.questions);
  const schemaOf = createSchemaLoader(options.schemasDir);
  const correct = Object.fromEntries(REQUIREMENT_FIELDS.map((field) => [field, 0])) as Record<RequirementField, number>;
  let invented = 0;
  const misses: string[] = [];
  const errors: string[] = [];
  for (const item of questions) {
    const dataset = await schemaOf(item);
    let requirements: RequirementSet;
    try {
      ({ requirements } = await extractor.extract(item.question, dataset));
    } catch (error) {
      errors.push(`${item.id}: ${(error as Error).message}`);
      continue;
    }
    const actual = { metrics: requirements.metrics, group_by: requirements.group_by, time: requirements.time, top_n: requirements.constraints.top_n };
    const expected = item.expected as Record<RequirementField, unknown>;
    for (const field of REQUIREMENT_FIELDS) {
      const normal = (value: unknown) =>
        JSON.stringify(
          field === "group_by"
            ? [...(value as string[])].sort()
            : field === "metrics"
              ? (value as { column: string; aggregation: string }[]).map((m) => ({ column: m.column, aggregation: m.aggregation }))
              : field === "time" && value
                ? { column: (value as { column: string }).column, grain: (value as { grain: string }).grain }
                : value,
        );
      if (normal(actual[field]) === normal(expected[field])) correct[field] += 1;
      else misses.push(`${item.id} ${field}: expected ${JSON.stringify(expected[field])}, got ${JSON.stringify(actual[field])}`);
    }
    const columns = new Set(dataset.columns.map((column) => column.name));
    const used = [
      ...requirements.metrics.map((m) => m.column),
      ...requirements.group_by,
      ...(requirements.time ? [requirements.time.column] : []),
      ...requirements.constraints.filters.map((f) => f.column),
    ];
    const labelsOk =
      requirements.analysis.every((label) => (ANALYSIS_LABELS as readonly string[]).includes(label)) &&
      requirements.outputs.every((label) => (OUTPUT_LABELS as readonly string[]).includes(label));
    if (!labelsOk || used.some((column) => !columns.has(column))) invented += 1;
  }
  const n = Math.max(questions.length, 1);
  const accuracy = Object.fromEntries(REQUIREMENT_FIELDS.map((field) => [field, correct[field] / n])) as Record<RequirementField, number>;
  const overall = REQUIREMENT_FIELDS.reduce((sum, field) => sum + correct[field], 0) / (REQUIREMENT_FIELDS.length * n);
  const inventedRate = invented / n;
  const markdown = [
    "| extractor | questions | metrics | group_by | time | top_n | all fields | invented labels | errors |",
    "|---|---|---|---|---|---|---|---|---|",
    `| ${extractor.id} | ${questions.length} | ${pct(accuracy.metrics)} | ${pct(accuracy.group_by)} | ${pct(accuracy.time)} | ${pct(accuracy.top_n)} | ${pct(overall)} | ${pct(inventedRate)} | ${errors.length} |`,
  ].join("\n");
  return { extractor: extractor.id, questions: questions.length, accuracy, overall, inventedRate, errors, misses, markdown };
}
