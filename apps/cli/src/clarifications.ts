import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { linkColumns, parseQuestion, tokenize, type AnalysisTable, type SpecAggregate } from "@modular-planner/analysis";
import { ConfigurationError, ModularPlannerError } from "@modular-planner/core";
import type { ClarificationRecords } from "@modular-planner/store-postgres";
import type { CliConfig } from "./config.js";
import { redactorFor } from "./redact.js";

/** Where the open clarifications of data questions are kept (relative to the current folder), one file per run id. */
export const CLARIFICATIONS_DIR = ".modular-planner/clarifications";

/** One answer offered, ranked by `score` (0–1), with why it is offered. `column` is the column it names (`null`: a count). */
export interface ClarificationOption {
  label: string;
  score: number;
  why: string;
  column?: string | null;
}

/**
 * The one question a data question raised (`--json`: `clarification`). `about`: `column` (which
 * column `phrase` names: a grouping no column matches, or two equally likely columns), `measure`
 * (the question names no measure), `analysis` (the router could not tell what analysis is asked),
 * `fork` (a gated step whose earlier step is not done; `phrase` is that step).
 */
export interface Clarification {
  about: "column" | "measure" | "analysis" | "fork";
  question: string;
  /** The unclear words of the question, when one phrase is unclear. */
  phrase?: string;
  options: ClarificationOption[];
  reason: string;
}

/** What the question and the answers so far have settled; an answer adds to it, never replaces it. */
export interface Understood {
  /** The question as planned: the original, with rephrased parts. */
  question: string;
  /** Phrases pinned to a column by an answer (read as aliases of the column). */
  pins: { phrase: string; column: string }[];
  /** The measure chosen in answer to "which measure?" (`column: null`: a count of rows). */
  measure?: { column: string | null; aggregate?: SpecAggregate };
}

/** An open clarification, saved under its run id so `--resume <run-id> --answer` and `POST /runs/:id/answer` continue it. */
export interface ClarificationRecord {
  runId: string;
  /** The question as first asked. */
  question: string;
  /** The data file (absolute path). */
  data: string;
  /** The table of a SQLite or DuckDB file the question was about (`--table`, the API's `table`); an answer plans over the same table. */
  table?: string;
  session?: string;
  /** Over the API: a hash of the token of the request that asked (never the token); only that caller may answer. Absent for a question asked by the CLI, which the API does not answer. */
  owner?: string;
  understood: Understood;
  /** The open question; absent once an answer led to a plan (`plan --resume`), which `run --resume <run-id>` then runs. */
  clarification?: Clarification;
  /** The answers given so far, in order. */
  answers: string[];
  updatedAt: string;
}

const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export interface ClarificationStore {
  load(runId: string): Promise<ClarificationRecord | undefined>;
  /** Saves the record with the secrets of its question and answers redacted (what is on disk never holds them). */
  save(record: ClarificationRecord): Promise<void>;
  delete(runId: string): Promise<void>;
}

/** How long an open clarification is kept after its last change, unless configured (`limits.clarificationMaxAgeDays`). */
export const DEFAULT_CLARIFICATION_MAX_AGE_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The record as written to disk: the question, what is understood, the open clarification and the
 * answers without the secrets of the question and of the answers (the same detector as on screen
 * and in the run record). The secret values are removed and the words around them kept
 * (`Redactor.strip`), so the unclear phrase still reads as part of the question when an answer
 * continues it. Planning a data question never needs a credential: an answer continues from the
 * text without it, and nothing unredacted is kept anywhere.
 */
export async function redactedRecord(record: ClarificationRecord): Promise<ClarificationRecord> {
  const redactor = await redactorFor([record.question, record.understood.question, ...record.answers].join("\n"));
  if (!redactor.active) return record;
  const strip = <T>(value: T): T => {
    if (typeof value === "string") return redactor.strip(value) as T;
    if (Array.isArray(value)) return value.map((item) => strip(item)) as T;
    if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, strip(item)])) as T;
    return value;
  };
  return {
    ...record,
    question: redactor.strip(record.question),
    understood: strip(record.understood),
    ...(record.clarification ? { clarification: strip(record.clarification) } : {}),
    answers: record.answers.map((answer) => redactor.strip(answer)),
  };
}

/**
 * One JSON file per run id in `directory`, written to a temporary file then renamed. Opening the
 * store removes the records not changed for `maxAgeDays` (file modification time), and `load`
 * treats such a record as absent, so questions nobody answers do not pile up.
 */
export function createClarificationStore(
  directory: string = resolve(CLARIFICATIONS_DIR),
  options: { maxAgeDays?: number; config?: CliConfig } = {},
): ClarificationStore {
  const maxAgeMs = (options.maxAgeDays ?? DEFAULT_CLARIFICATION_MAX_AGE_DAYS) * DAY_MS;
  if (options.config?.store.kind === "postgres") return postgresClarifications(options.config, maxAgeMs);
  const expired = (file: string) => {
    try {
      return Date.now() - statSync(file).mtimeMs > maxAgeMs;
    } catch {
      return false;
    }
  };
  if (existsSync(directory)) {
    for (const name of readdirSync(directory)) {
      // Another process may remove the same file at the same time: force ignores it.
      if (name.endsWith(".json") && expired(join(directory, name))) rmSync(join(directory, name), { force: true });
    }
  }
  const fileOf = (runId: string) => {
    if (!RUN_ID.test(runId))
      throw new ConfigurationError(`Invalid run id "${runId}"`, { setting: "--resume", hint: "Use the run id printed with the question (Continue with: …)." });
    return join(directory, `${runId}.json`);
  };
  return {
    async load(runId) {
      const file = fileOf(runId);
      if (!existsSync(file)) return undefined;
      if (expired(file)) {
        await rm(file, { force: true });
        return undefined;
      }
      return JSON.parse(await readFile(file, "utf8")) as ClarificationRecord;
    },
    async save(record) {
      const file = fileOf(record.runId);
      await mkdir(directory, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(await redactedRecord(record), null, 2), { mode: 0o600 });
      await rename(temporary, file);
    },
    async delete(runId) {
      await rm(fileOf(runId), { force: true });
    },
  };
}

/** The clarification as printed (`--json`) and returned by the API: options as `{ label, score, why }`. */
export function publicClarification(clarification: Clarification): Omit<Clarification, "options"> & { options: Omit<ClarificationOption, "column">[] } {
  return {
    about: clarification.about,
    question: clarification.question,
    ...(clarification.phrase ? { phrase: clarification.phrase } : {}),
    options: clarification.options.map(({ label, score, why }) => ({ label, score, why })),
    reason: clarification.reason,
  };
}

/** The command that continues a clarification. */
export function resumeDataCommand(runId: string, command: "plan" | "run" = "run"): string {
  return `modular-planner ${command} --resume ${runId} --answer "<text>"`;
}

/** Session facts that remember an answered column (`alias:<phrase>=<column>`). */
export const aliasFact = (pin: { phrase: string; column: string }) => `alias:${pin.phrase.toLowerCase()}=${pin.column}`;

/** The phrases a session has learnt, from its facts. */
export function pinsOfFacts(facts: readonly string[]): { phrase: string; column: string }[] {
  return facts.flatMap((fact) => {
    const match = /^alias:(.+)=([^=]+)$/.exec(fact);
    return match ? [{ phrase: match[1]!, column: match[2]! }] : [];
  });
}

/** The facts of a session with these pins added, an earlier mapping of the same phrase replaced. */
export function withPinFacts(facts: readonly string[], pins: readonly { phrase: string; column: string }[]): string[] {
  const phrases = new Set(pins.map((pin) => `alias:${pin.phrase.toLowerCase()}=`));
  return [...facts.filter((fact) => ![...phrases].some((prefix) => fact.startsWith(prefix))), ...pins.map(aliasFact)];
}

const norm = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/** The column a free answer names ("the region of the store"), an offered one first; undefined when none is clearly best. */
function columnNamedBy(answer: string, table: AnalysisTable, offered: readonly string[]): string | undefined {
  const tokens = tokenize(answer);
  const scores = new Map<string, number>();
  for (let length = Math.min(4, tokens.length); length >= 1; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const text = tokens
        .slice(start, start + length)
        .map((token) => token.word)
        .join(" ");
      for (const link of linkColumns(text, table.columns)) {
        if (link.score < 0.6) continue;
        // What the question was about wins over another column the words match as well.
        const score = link.score + (offered.includes(link.column) ? 0.05 : 0);
        scores.set(link.column, Math.max(scores.get(link.column) ?? 0, score));
      }
    }
  }
  const [best, second] = [...scores].sort((a, b) => b[1] - a[1]);
  return best && (!second || best[1] - second[1] >= 0.03) ? best[0] : undefined;
}

/** Replaces the unclear phrase of the question with the answer's words (case-insensitive); appends them when the phrase is not found. */
function rephrase(question: string, phrase: string | undefined, answer: string): string {
  if (phrase) {
    const at = question.toLowerCase().indexOf(phrase.toLowerCase());
    if (at >= 0) return `${question.slice(0, at)}${answer}${question.slice(at + phrase.length)}`;
  }
  return `${question}, ${answer}`;
}

/** The word of an analysis label that names it: its first word past an article ("the distribution of a measure" → "distribution"; "a top-N ranking" → "ranking"). */
function cueOf(label: string): string {
  const words = label.split(/\s+/).filter((word) => !["a", "an", "the"].includes(word.toLowerCase()) && !/^top-?n$/i.test(word));
  return words[0] ?? label;
}

/**
 * What an answer adds to what is understood: an option number or label, a column name, or free
 * words. For a column question, a column (named, or linked from the words) is pinned to the unclear
 * phrase, and words that link to none replace the phrase in the question; for a measure question,
 * the chosen column or count (free words are read as a question of their own, e.g. "average
 * units"); for an analysis question, the option or the words are added to the question.
 */
export function applyAnswer(clarification: Clarification, understood: Understood, answer: string, table: AnalysisTable): Understood {
  const text = answer.trim();
  if (!text)
    throw new ModularPlannerError("configuration-invalid", "The answer is empty", {
      hint: "Answer with an option number, an option label, a column name or your own words.",
    });
  const { options } = clarification;
  let option: ClarificationOption | undefined;
  if (/^\d+$/.test(text)) {
    option = options[Number(text) - 1];
    if (!option)
      throw new ModularPlannerError(
        "configuration-invalid",
        `There is no option ${text}: the question has ${options.length} option${options.length === 1 ? "" : "s"}`,
        { hint: `Answer with a number from 1 to ${options.length}, an option label, a column name or your own words.` },
      );
  } else option = options.find((candidate) => norm(candidate.label) === norm(text));
  const named = option ? undefined : table.columns.find((column) => norm(column.name) === norm(text));
  const next: Understood = { ...understood, pins: [...understood.pins] };
  switch (clarification.about) {
    case "column": {
      const column =
        option?.column ??
        named?.name ??
        columnNamedBy(
          text,
          table,
          options.flatMap((candidate) => (candidate.column ? [candidate.column] : [])),
        );
      if (column && clarification.phrase)
        next.pins = [...next.pins.filter((pin) => norm(pin.phrase) !== norm(clarification.phrase!)), { phrase: clarification.phrase, column }];
      else next.question = rephrase(next.question, clarification.phrase, text);
      return next;
    }
    case "measure": {
      if (option && option.column !== undefined) return { ...next, measure: { column: option.column } };
      if (named && (named.type === "number" || named.type === "integer")) return { ...next, measure: { column: named.name } };
      const parsed = parseQuestion(text, table);
      const measure = parsed.kind === "spec" ? parsed.spec.measures[0] : undefined;
      if (measure) return { ...next, measure: { column: measure.column, aggregate: measure.aggregate } };
      return { ...next, question: rephrase(next.question, undefined, text) };
    }
    case "fork":
      // The gate opens when the earlier step is done in the session, which an answer cannot do.
      throw new ModularPlannerError(
        "configuration-invalid",
        `This question waits for step ${clarification.phrase ?? "(unknown)"}, which an answer cannot complete`,
        {
          hint: `Ask for step ${clarification.phrase ?? ""} first with --session <id>, then ask this question again in the same session.`,
        },
      );
    case "analysis":
      // An option adds its cue ("a comparison across groups" → "comparison"): its other words name no column.
      return { ...next, question: rephrase(next.question, undefined, option ? cueOf(option.label) : text) };
  }
}

/**
 * With `store.kind: postgres` the open clarifications are rows of the shared database (table
 * `clarifications`), so an answer sent to any `serve` (or CLI) using it continues the question; the
 * same redaction and age limit as the files. The store is opened for each call and closed after it.
 */
function postgresClarifications(config: CliConfig, maxAgeMs: number): ClarificationStore {
  const checkId = (runId: string) => {
    if (!RUN_ID.test(runId))
      throw new ConfigurationError(`Invalid run id "${runId}"`, { setting: "--resume", hint: "Use the run id printed with the question (Continue with: …)." });
  };
  const use = async <T>(work: (records: ClarificationRecords) => Promise<T>): Promise<T> => {
    const [{ openPostgresStore }, { postgresOptions }] = await Promise.all([import("@modular-planner/store-postgres"), import("./postgres-options.js")]);
    const store = await openPostgresStore(postgresOptions(config)!);
    try {
      return await work(store.clarifications);
    } finally {
      await store.close();
    }
  };
  let swept = false;
  const sweep = async (records: ClarificationRecords) => {
    if (swept) return;
    swept = true;
    await records.deleteOlderThan(new Date(Date.now() - maxAgeMs).toISOString());
  };
  return {
    load(runId) {
      checkId(runId);
      return use(async (records) => {
        await sweep(records);
        const found = await records.load(runId);
        if (!found || Date.now() - Date.parse(found.updatedAt) > maxAgeMs) return undefined;
        return found.record as ClarificationRecord;
      });
    },
    async save(record) {
      checkId(record.runId);
      const redacted = await redactedRecord(record);
      await use(async (records) => {
        await sweep(records);
        // The age counts from this save, as a file's modification time does.
        await records.save(record.runId, redacted, new Date().toISOString());
      });
    },
    delete(runId) {
      checkId(runId);
      return use((records) => records.delete(runId));
    },
  };
}
