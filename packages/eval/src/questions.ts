import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { DatasetSchemaSchema, ModularPlannerError, type DatasetSchema } from "@modular-planner/core";
import { z } from "zod";
import { DatasetError, parseJsonl } from "./datasets.js";

const MetricSchema = z.object({ column: z.string(), aggregation: z.string() }).loose();

/**
 * A labelled question (bench/requirements/questions.jsonl format): the question, the sample dataset it
 * is asked about (`<schemas>/<dataset>.schema.json`) and the requirements a correct extraction returns.
 */
export const LabelledQuestionSchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    dataset: z.string().min(1),
    question: z.string().min(1),
    expected: z
      .object({
        metrics: z.array(MetricSchema),
        group_by: z.array(z.string()),
        time: z.object({ column: z.string(), grain: z.string() }).loose().nullable(),
        top_n: z.number().int().nullable(),
      })
      .loose(),
  })
  .loose();
export type LabelledQuestion = z.infer<typeof LabelledQuestionSchema>;

/** A labelled question with the file it came from (for messages). */
export interface LoadedQuestion extends LabelledQuestion {
  file: string;
  line: number;
}

/** `*.jsonl` files of a folder (sorted), or the file itself. */
function questionFiles(path: string): string[] {
  if (!existsSync(path)) {
    throw new ModularPlannerError("configuration-invalid", `cannot read ${path}: ENOENT`, {
      hint: "Pass a .jsonl file of labelled questions or a folder of them.",
    });
  }
  if (!statSync(path).isDirectory()) return [path];
  const files = readdirSync(path)
    .filter((name) => name.endsWith(".jsonl"))
    .sort();
  if (files.length === 0)
    throw new ModularPlannerError("configuration-invalid", `${path} holds no .jsonl file of questions`, {
      hint: "Each line: {id, dataset, question, expected: {metrics, group_by, time, top_n}}.",
    });
  return files.map((name) => join(path, name));
}

/** Reads labelled questions from a `.jsonl` file or every `.jsonl` of a folder; errors name path and line. */
export async function readLabelledQuestions(path: string): Promise<LoadedQuestion[]> {
  const questions: LoadedQuestion[] = [];
  for (const file of questionFiles(path)) {
    const text = await readFile(file, "utf8");
    const lineNumbers: number[] = [];
    text.split(/\r?\n/).forEach((line, index) => {
      if (line.trim() !== "") lineNumbers.push(index + 1);
    });
    parseJsonl(text, LabelledQuestionSchema, file).forEach((question, index) => questions.push({ ...question, file, line: lineNumbers[index]! }));
  }
  return questions;
}

/** Loads `<dir>/<name>.schema.json` once per name; a missing or invalid schema names the question's file and line. */
export function createSchemaLoader(schemasDir: string): (question: LoadedQuestion) => Promise<DatasetSchema> {
  const cache = new Map<string, Promise<DatasetSchema>>();
  return (question) => {
    const cached = cache.get(question.dataset);
    if (cached) return cached;
    const path = join(schemasDir, `${question.dataset}.schema.json`);
    const loading = (async () => {
      let text: string;
      try {
        text = await readFile(path, "utf8");
      } catch {
        throw new DatasetError(
          question.file,
          question.line,
          `dataset "${question.dataset}": ${path} not found (pass --schemas <dir> holding <dataset>.schema.json)`,
        );
      }
      const parsed = DatasetSchemaSchema.safeParse(JSON.parse(text));
      if (!parsed.success)
        throw new DatasetError(
          question.file,
          question.line,
          `dataset "${question.dataset}": ${path} is not a valid dataset schema (${parsed.error.issues[0]?.message})`,
        );
      return parsed.data;
    })();
    cache.set(question.dataset, loading);
    return loading;
  };
}
