import {
  checkReading,
  describeTableForReading,
  detectDestructiveRequest,
  readingOfSpec,
  type AnalysisTable,
  type ClarifyOption,
  type ParseResult,
  type ReadingProblem,
} from "@modular-planner/analysis";
import type { AnalysisReading, LlmClient, Usage } from "@modular-planner/core";
import { addUsage, ZERO_USAGE } from "@modular-planner/kit";
import { createPromptBuilder, type PromptBuilder } from "@modular-planner/llm-shared";

/** A reading of a data question: the parse result the plan is made from, and what the LLM cost. */
export interface ReadQuestion {
  parsed: ParseResult;
  usage: Usage;
  /** LLM requests made (0 when the embedded reading stood alone, as for a refusal). */
  attempts: number;
}

/** Reads a data question into the typed spec (or a clarification, a refusal): the embedded parser's result comes in, a reading goes out. */
export type QuestionReader = (question: string, table: AnalysisTable, embedded: ParseResult) => Promise<ReadQuestion>;

export interface LlmQuestionReaderOptions {
  llm: LlmClient;
  prompts?: PromptBuilder;
  /** Requests before the embedded reading is used instead of an answer that does not check. Default 2. */
  maxAttempts?: number;
  onProgress?: (message: string) => void;
}

/**
 * `strategies.data: "llm"`: the LLM reads the question with what the embedded parser saw — each
 * column's type and sampled values, the parser's links and its draft (or the question it would
 * ask) — and answers in the `analysis_reading` contract. Every name, value and type of its answer is
 * checked against the table (`checkReading`); an answer that does not check is asked again with
 * the problems stated, then set aside for the embedded reading, and the answer says so. A
 * destructive request the embedded guard refuses is refused without asking the LLM; one the LLM
 * calls destructive is refused too. An LLM that cannot be reached costs the reading, not the answer.
 */
export function createLlmQuestionReader(options: LlmQuestionReaderOptions): QuestionReader {
  const prompts = options.prompts ?? createPromptBuilder();
  const maxAttempts = Math.max(1, options.maxAttempts ?? 2);
  return async (question, table, embedded) => {
    if (embedded.kind === "refuse") return { parsed: embedded, usage: { ...ZERO_USAGE }, attempts: 0 };
    // A share or a count of the rows meeting a condition ("what percentage of screenings sold over 100 seats", "how many
    // of those are unpaid") has no field in the reading contract: the LLM could only answer less than the embedded
    // reading did, so it is not asked.
    if (embedded.kind === "spec" && embedded.spec.measures.some((measure) => measure.where)) {
      options.onProgress?.(
        "The question asks for a share of the rows meeting a condition: the embedded reading answers it (the LLM reading has no field for it).",
      );
      return {
        parsed: {
          ...embedded,
          assumptions: [...embedded.assumptions, "The embedded reading was used: the LLM reading has no share of rows meeting a condition."],
        },
        usage: { ...ZERO_USAGE },
        attempts: 0,
      };
    }
    const started = performance.now();
    const provenance = embedded.kind === "spec" ? embedded.provenance : [];
    let usage: Usage = { ...ZERO_USAGE };
    let previousErrors: string | undefined;
    let problems: ReadingProblem[] = [];
    let attempt = 0;
    const fallback = (why: string): ReadQuestion => {
      const parsed: ParseResult =
        embedded.kind === "spec" ? { ...embedded, assumptions: [...embedded.assumptions, `The embedded reading was used: ${why}.`] } : embedded;
      options.onProgress?.(`The LLM's reading was not used (${why}); using the embedded reading.`);
      return { parsed, usage, attempts: attempt };
    };
    while (attempt < maxAttempts) {
      attempt += 1;
      const rendered = prompts.render("read-data-question", {
        question,
        table: `${table.name}${table.rows !== undefined ? ` (${table.rows} rows)` : ""}`,
        columns: describeTableForReading(table, provenance),
        draft: draftOf(embedded),
        ...(previousErrors ? { previous_errors: previousErrors } : {}),
      });
      let reading: AnalysisReading;
      try {
        const answer = await options.llm.generateObject<AnalysisReading>({
          schema: rendered.schema as never,
          schemaName: rendered.schemaName,
          messages: rendered.messages,
          step: "read-data-question",
        });
        usage = addUsage(usage, answer.usage);
        reading = answer.object;
      } catch (error) {
        return fallback(`the LLM (${options.llm.id}) failed: ${(error as Error).message}`);
      }
      const durationMs = performance.now() - started;
      const by = `the LLM (${options.llm.id})`;
      if (reading.kind === "destructive") {
        const verb = detectDestructiveRequest(question).verb ?? "change";
        return {
          parsed: { kind: "refuse", reason: `${by} reads it as a request to change the data: ${reading.reason}`, verb, durationMs },
          usage,
          attempts: attempt,
        };
      }
      if (reading.kind === "unsupported") return { parsed: { kind: "unsupported", reason: `${by}: ${reading.reason}`, durationMs }, usage, attempts: attempt };
      if (reading.kind === "unclear") {
        const clarify = clarificationOf(reading, table, by);
        if ("problems" in clarify) problems = clarify.problems;
        else return { parsed: { ...clarify, durationMs }, usage, attempts: attempt };
      } else {
        const checked = checkReading(reading, table);
        if (checked.ok) {
          const differences = embedded.kind === "spec" ? differencesFrom(readingOfSpec(embedded.spec), reading) : [];
          const assumptions = [
            `Read by ${by}: ${reading.reason || "the question as the spec below"}.`,
            ...checked.notes,
            ...differences.map((difference) => `${difference} (the embedded reading differed).`),
          ];
          return { parsed: { kind: "spec", spec: checked.spec, provenance, assumptions, unapplied: [], durationMs }, usage, attempts: attempt };
        }
        problems = checked.problems;
      }
      previousErrors = `Your last answer did not fit the table; fix these and answer again:\n${problems.map((problem) => `- ${problem.path}: ${problem.message}`).join("\n")}`;
    }
    return fallback(
      `its answer did not fit the table after ${maxAttempts} request${maxAttempts === 1 ? "" : "s"}: ${problems.map((problem) => `${problem.path}: ${problem.message}`).join("; ")}`,
    );
  };
}

/** What the embedded parser made of the question, as the prompt shows it. */
function draftOf(embedded: ParseResult): string {
  switch (embedded.kind) {
    case "spec":
      return JSON.stringify(readingOfSpec(embedded.spec));
    case "clarify":
      return `none: it would ask "${embedded.question}" (options: ${embedded.options.join(", ")}; ${embedded.reason})`;
    case "unsupported":
      return `none: ${embedded.reason}`;
    case "refuse":
      return `none: a request to change the data`;
  }
}

/** The LLM's question, when its options are columns of the table (or a count of rows, for a measure). */
function clarificationOf(
  reading: AnalysisReading,
  table: AnalysisTable,
  by: string,
): Omit<Extract<ParseResult, { kind: "clarify" }>, "durationMs"> | { problems: ReadingProblem[] } {
  const clarify = reading.clarify;
  if (!clarify || clarify.options.length < 2)
    return { problems: [{ path: "clarify", message: "an unclear reading names what to ask about and at least two candidate columns" }] };
  const problems: ReadingProblem[] = [];
  const ranked: ClarifyOption[] = [];
  clarify.options.forEach((label, index) => {
    const count = clarify.about === "measure" && /^(count|count of rows|rows|number of rows)$/i.test(label.trim());
    const column = table.columns.find((candidate) => candidate.name.toLowerCase() === label.trim().toLowerCase());
    if (!count && !column) problems.push({ path: `clarify.options.${index}`, message: `"${label}" is not a column of ${table.name}` });
    else
      ranked.push({
        label: count ? "count of rows" : column!.name,
        score: Math.round((1 - index * 0.1) * 100) / 100,
        why: `a candidate of ${by}`,
        column: count ? null : column!.name,
      });
  });
  if (problems.length > 0) return { problems };
  const question = clarify.about === "measure" ? "Which measure should the answer use?" : `Which column does "${clarify.phrase}" mean?`;
  return {
    kind: "clarify",
    question,
    options: ranked.map((option) => option.label),
    ranked,
    about: clarify.about,
    ...(clarify.phrase ? { phrase: clarify.phrase } : {}),
    reason: `${by}: ${reading.reason}`,
  };
}

/** Where the LLM's reading departs from the embedded draft, in words. */
function differencesFrom(draft: AnalysisReading, reading: AnalysisReading): string[] {
  const out: string[] = [];
  const show = (value: unknown) => JSON.stringify(value);
  for (const key of ["mode", "measures", "group_by", "filters", "filter_logic", "order_by", "limit", "limit_within", "keep", "chart"] as const) {
    if (show(draft[key]) !== show(reading[key])) out.push(`${key.replace("_", " ")}: ${show(reading[key])} instead of ${show(draft[key])}`);
  }
  return out;
}
