/**
 * The deterministic requirement extractor on a labelled suite of 60 questions over the three sample
 * datasets (bench/requirements/questions.jsonl, written before measuring): exact-match rate per field
 * and the rate of invented labels (a column not in the dataset or a label outside the closed sets).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx requirements/run.ts
 */
import { readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ANALYSIS_LABELS, DatasetSchemaSchema, OUTPUT_LABELS, type RequirementSet } from "@modular-planner/core";
import { createDeterministicExtractor } from "@modular-planner/requirements";

const here = dirname(fileURLToPath(import.meta.url));
interface Labelled {
  id: string;
  dataset: string;
  question: string;
  expected: { metrics: RequirementSet["metrics"]; group_by: string[]; time: RequirementSet["time"]; top_n: number | null };
}
export const questions = readFileSync(join(here, "questions.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Labelled);
const schema = (name: string) => DatasetSchemaSchema.parse(JSON.parse(readFileSync(join(here, `../../samples/${name}.schema.json`), "utf8")));

export async function evaluate() {
  const extractor = createDeterministicExtractor();
  const fields = ["metrics", "group_by", "time", "top_n"] as const;
  const correct = Object.fromEntries(fields.map((field) => [field, 0])) as Record<(typeof fields)[number], number>;
  let invented = 0;
  const misses: string[] = [];
  for (const item of questions) {
    const dataset = schema(item.dataset);
    const { requirements } = await extractor.extract(item.question, dataset);
    const actual = { metrics: requirements.metrics, group_by: requirements.group_by, time: requirements.time, top_n: requirements.constraints.top_n };
    for (const field of fields) {
      const same =
        JSON.stringify(field === "group_by" ? [...actual.group_by].sort() : actual[field]) ===
        JSON.stringify(field === "group_by" ? [...item.expected.group_by].sort() : item.expected[field]);
      if (same) correct[field] += 1;
      else misses.push(`${item.id} ${field}: expected ${JSON.stringify(item.expected[field])}, got ${JSON.stringify(actual[field])}`);
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
  const accuracy = Object.fromEntries(fields.map((field) => [field, correct[field] / questions.length])) as Record<(typeof fields)[number], number>;
  const overall = fields.reduce((sum, field) => sum + correct[field], 0) / (fields.length * questions.length);
  return { questions: questions.length, accuracy, overall, inventedRate: invented / questions.length, misses };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const result = await evaluate();
  const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    [
      "| questions | metrics | group_by | time | top_n | all fields | invented labels |",
      "|---|---|---|---|---|---|---|",
      `| ${result.questions} | ${pct(result.accuracy.metrics)} | ${pct(result.accuracy.group_by)} | ${pct(result.accuracy.time)} | ${pct(result.accuracy.top_n)} | ${pct(result.overall)} | ${pct(result.inventedRate)} |`,
      "",
      `Misses (${result.misses.length}):`,
      "",
      ...result.misses.map((miss) => `- ${miss}`),
    ].join("\n"),
  );
  await mkdir(join(here, "../results"), { recursive: true });
  await writeFile(join(here, "../results/requirements.json"), JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2));
}
