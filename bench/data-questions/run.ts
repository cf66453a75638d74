/**
 * Data questions over tables the project has never seen (issue #19): every question of
 * questions.jsonl is asked through the built CLI, as a user would, and scored against its label.
 *
 *   pnpm --filter @modular-planner/cli... build && cd bench && pnpm bench:data-questions
 *   node --import tsx data-questions/run.ts [--cli <bin.js>] [--suite <dir>] [--filter <category|id>[,…]] [--concurrency 2] [--config <file.json>] [--write-baseline]
 *
 * --config merges a config file over the bench's (cache and store stay the bench's): with an `llm` section and
 * `strategies: { data: "llm" }` it measures the LLM's reading of the questions (results file suffixed with its name).
 *
 * Each question runs `node <cli> run "<question>" --data tables/<table>.csv --json -c <config>` in its own
 * empty folder (the config only points the tool-index cache at one warm folder and keeps the run record
 * in out/<run-id>/run.jsonl). Scores, per question and overall:
 * - outcome from the exit code: 0 answered, 4 clarification, 5 refusal, anything else (or a crash,
 *   or no exit within 120 s) an error;
 * - answer: the answer table (see `answerTable`) equals the expected SQL's result as a set of rows,
 *   ignoring column names and order (suite.ts `sameAnswer`);
 * - chart: the type read from the Vega-Lite spec the run wrote (see `chartType`);
 * - latency: wall time per question; the time to plan (process start to the run's first event); and the
 *   understanding time when the CLI's JSON reports one (`timings.understandingMs`).
 * Prints a Markdown section (for docs/benchmarks.md), writes bench/results/data-questions.json; with
 * --write-baseline also data-questions/baseline.json, the figures later runs are printed beside.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  CHART_TYPES,
  SUITE_DIR,
  loadQuestions,
  openExpectations,
  sameAnswer,
  tablePath,
  useSuiteTables,
  type AnswerTable,
  type Cell,
  type Question,
} from "./suite.js";

const here = dirname(fileURLToPath(import.meta.url));
const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const TIMEOUT_MS = 120_000;
/** Set from the command line when run as a script. */
const settings = { cli: "", concurrency: 2, outOption: false };
const TARGETS = { answer: 0.85, chart: 0.9, clarification: 0.1, refusal: 1, error: 0, understandingMs: 50 };

// ---------------------------------------------------------------- reading what a run produced

export interface CliJson {
  outDir?: string;
  files?: string[];
  answer?: { columns?: (string | { name: string })[]; rows?: (Cell[] | Record<string, Cell>)[]; truncated?: boolean };
  chart?: { spec?: unknown; specPath?: string; path?: string };
  timings?: Record<string, number>;
  durationMs?: number;
  [key: string]: unknown;
}

export function parseCsv(text: string): AnswerTable {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") record.push(field), (field = "");
    else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      record.push(field), records.push(record), (record = []), (field = "");
    } else field += char;
  }
  if (field !== "" || record.length > 0) record.push(field), records.push(record);
  const [columns = [], ...rows] = records;
  return { columns, rows };
}

function fromJsonAnswer(answer: NonNullable<CliJson["answer"]>): AnswerTable {
  const columns = (answer.columns ?? []).map((column) => (typeof column === "string" ? column : column.name));
  const rows = (answer.rows ?? []).map((row) =>
    Array.isArray(row) ? row : (columns.length ? columns : Object.keys(row)).map((column) => row[column] ?? null),
  );
  return { columns: columns.length ? columns : Object.keys((answer.rows?.[0] as Record<string, Cell> | undefined) ?? {}), rows };
}

export interface RunEventLine {
  kind?: string;
  record?: { plan?: { steps?: { id: string; tool: string; params?: Record<string, unknown> }[] } };
  event?: {
    type?: string;
    timestamp?: string;
    stepId?: string;
    artifact?: { type?: string; columns?: { name: string }[]; rowCount?: number; value?: unknown; metadata?: Record<string, unknown> };
  };
}

async function readRunLog(outDir: string | undefined): Promise<RunEventLine[]> {
  if (!outDir || !existsSync(join(outDir, "run.jsonl"))) return [];
  return (await readFile(join(outDir, "run.jsonl"), "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RunEventLine);
}

/**
 * The answer table, from the first of: the JSON's `answer: { columns, rows }` (rows as arrays or
 * objects); the last CSV in the JSON's `files` (today's save_table output, out/<run-id>/result.csv);
 * the table the run's chart was drawn from, else the last table a step produced, as recorded in
 * out/<run-id>/run.jsonl (a step's table artifact carries up to 200 rows: fewer than its rowCount
 * is marked `truncated`).
 */
export async function answerTable(json: CliJson, log: RunEventLine[]): Promise<{ table?: AnswerTable; source: string; truncated?: boolean }> {
  const csv = (json.files ?? []).filter((file) => file.endsWith(".csv")).at(-1);
  // The JSON's answer is capped (its cap stated); when it was cut, the saved CSV holds every row.
  const cut = json.answer?.truncated === true;
  if (cut && csv && existsSync(csv)) return { table: parseCsv(await readFile(csv, "utf8")), source: `csv:${basename(csv)} (json.answer capped)` };
  if (json.answer && (json.answer.rows || json.answer.columns))
    return { table: fromJsonAnswer(json.answer), source: "json.answer", ...(cut ? { truncated: true } : {}) };
  if (csv && existsSync(csv)) return { table: parseCsv(await readFile(csv, "utf8")), source: `csv:${basename(csv)}` };
  const steps = log.find((line) => line.kind === "run")?.record?.plan?.steps ?? [];
  const finished = log.map((line) => line.event).filter((event) => event?.type === "plan-step-finish" && event.artifact);
  const tables = new Map(finished.filter((event) => event!.artifact!.type === "table").map((event) => [event!.stepId!, event!.artifact!]));
  const chartStep = finished.find((event) => event!.artifact!.type === "chart")?.stepId;
  const ref = steps.find((step) => step.id === chartStep)?.params?.table as { ref?: string } | undefined;
  const chosen = (ref?.ref && tables.get(ref.ref)) || [...tables.values()].at(-1);
  if (!chosen || !Array.isArray(chosen.value)) return { source: "none" };
  const columns = (chosen.columns ?? []).map((column) => column.name);
  const rows = (chosen.value as Record<string, Cell>[]).map((row) => columns.map((column) => row[column] ?? null));
  return {
    table: { columns, rows },
    source: `run.jsonl:${ref?.ref && tables.has(ref.ref) ? "chart input" : "last table"}`,
    truncated: typeof chosen.rowCount === "number" && chosen.rowCount > rows.length,
  };
}

type Encoding = Record<string, { field?: unknown; type?: string; bin?: unknown; aggregate?: unknown; stack?: unknown } | undefined>;

/**
 * The chart type of a Vega-Lite spec: arc → pie (donuts too), boxplot, rect → heatmap, area, line or
 * trail with a color/detail/strokeDash field → multi_line (else line), point/circle/square → scatter;
 * a bar with a binned axis → histogram, with xOffset/yOffset (or a column/row facet and a color) →
 * grouped_bar, with a color field other than its category axis → stacked_bar (overlay when stacking is
 * off), with a nominal/ordinal y and a quantitative x → horizontal_bar, else bar. Layered specs are
 * read from their first layer with a mark.
 */
export function chartType(spec: unknown): string {
  const node = spec as {
    mark?: string | { type?: string };
    encoding?: Encoding;
    layer?: unknown[];
    spec?: unknown;
    facet?: unknown;
    hconcat?: unknown[];
    vconcat?: unknown[];
    concat?: unknown[];
  };
  if (!node || typeof node !== "object") return "none";
  if (!node.mark) {
    const inner =
      node.layer?.find((layer) => (layer as { mark?: unknown }).mark) ??
      node.spec ??
      node.layer?.[0] ??
      node.hconcat?.[0] ??
      node.vconcat?.[0] ??
      node.concat?.[0];
    if (!inner) return "none";
    const type = chartType(inner);
    return node.facet && type === "stacked_bar" ? "grouped_bar" : type;
  }
  const mark = typeof node.mark === "string" ? node.mark : (node.mark.type ?? "none");
  const encoding: Encoding = node.encoding ?? {};
  const field = (channel: string) => {
    const value = encoding[channel];
    return value && typeof value.field === "string" ? value.field : undefined;
  };
  switch (mark) {
    case "arc":
      return "pie";
    case "boxplot":
      return "boxplot";
    case "rect":
      return "heatmap";
    case "area":
      return "area";
    case "line":
    case "trail":
      return field("color") || field("detail") || field("strokeDash") || Array.isArray(encoding.detail) ? "multi_line" : "line";
    case "point":
    case "circle":
    case "square":
      return "scatter";
    case "bar": {
      if (encoding.x?.bin || encoding.y?.bin) return "histogram";
      if (field("xOffset") || field("yOffset")) return "grouped_bar";
      const horizontal = (encoding.y?.type === "nominal" || encoding.y?.type === "ordinal") && encoding.x?.type === "quantitative";
      const category = horizontal ? field("y") : field("x");
      const color = field("color");
      if (color && color !== category) {
        if (field("column") || field("row") || (node as { facet?: unknown }).facet) return "grouped_bar";
        const measure = horizontal ? encoding.x : encoding.y;
        return measure?.stack === null || measure?.stack === false ? "overlay_bar" : "stacked_bar";
      }
      return horizontal ? "horizontal_bar" : "bar";
    }
    default:
      return mark;
  }
}

/** The Vega-Lite specs the run wrote: the JSON's `chart` first, else the `.vl.json` beside each chart file, else any in outDir. */
export async function chartSpecs(json: CliJson): Promise<unknown[]> {
  if (json.chart?.spec && typeof json.chart.spec === "object") return [json.chart.spec];
  const declared = json.chart?.specPath ?? json.chart?.path;
  if (declared && existsSync(declared)) return [JSON.parse(await readFile(declared, "utf8"))];
  const files = json.files ?? [];
  const specs = [
    ...files.filter((file) => file.endsWith(".vl.json")),
    ...files.filter((file) => file.endsWith(".svg")).map((file) => file.replace(/\.svg$/, ".vl.json")),
  ].filter((file, index, all) => existsSync(file) && all.indexOf(file) === index);
  if (specs.length === 0 && json.outDir && existsSync(json.outDir))
    specs.push(...(await readdir(json.outDir)).filter((file) => file.endsWith(".vl.json")).map((file) => join(json.outDir!, file)));
  return Promise.all(specs.map(async (file) => JSON.parse(await readFile(file, "utf8"))));
}

// ---------------------------------------------------------------- running one question

interface Result {
  id: string;
  category: string;
  table: string;
  question: string;
  expectedOutcome: string;
  exitCode: number | null;
  outcome: "answer" | "clarify" | "refuse" | "error";
  answerCorrect?: boolean;
  answerSource?: string;
  answerWhy?: string;
  answerDetail?: string;
  /** For a right answer to a question whose SQL orders the rows: whether the answer's rows come in that order. */
  inOrder?: boolean;
  /** The clarifying question or the refusal message, as the CLI printed it. */
  said?: string;
  truncated?: boolean;
  expectedChart?: string;
  charts: string[];
  wallMs: number;
  toPlanMs?: number;
  understandingMs?: number;
  error?: string;
}

function runCli(
  args: string[],
  cwd: string,
): Promise<{ code: number | null; stdout: string; stderr: string; started: number; wallMs: number; timedOut: boolean }> {
  return new Promise((resolveRun) => {
    const started = Date.now();
    const startedPrecise = performance.now();
    const child = spawn(process.execPath, [settings.cli, ...args], {
      cwd,
      env: { ...process.env, CI: "true", NO_COLOR: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill("SIGKILL");
    }, TIMEOUT_MS);
    child.on("close", (code) => {
      clearTimeout(timer);
      resolveRun({ code, stdout, stderr, started, wallMs: performance.now() - startedPrecise, timedOut });
    });
  });
}

function lastJson(stdout: string): CliJson | undefined {
  const lines = stdout.trim().split("\n").reverse();
  for (const line of lines) {
    try {
      const value = JSON.parse(line) as unknown;
      if (value && typeof value === "object") return value as CliJson;
    } catch {
      // not the JSON line
    }
  }
  return undefined;
}

const understandingOf = (json: CliJson | undefined): number | undefined => {
  const timings = json?.timings;
  const value = timings?.understandingMs ?? timings?.understanding ?? (json?.understandingMs as number | undefined);
  return typeof value === "number" ? value : undefined;
};

async function ask(question: Question, root: string, config: string, expectations: Awaited<ReturnType<typeof openExpectations>>): Promise<Result> {
  const cwd = await mkdtemp(join(root, `${question.id}-`));
  const run = await runCli(
    ["run", question.question, "--data", tablePath(question.table), "--json", "-c", config, ...(settings.outOption ? ["--out", join(cwd, "out")] : [])],
    cwd,
  );
  const json = lastJson(run.stdout);
  const outcome = run.timedOut ? "error" : run.code === 0 ? "answer" : run.code === 4 ? "clarify" : run.code === 5 ? "refuse" : "error";
  const result: Result = {
    id: question.id,
    category: question.category,
    table: question.table,
    question: question.question,
    expectedOutcome: question.expected.outcome,
    exitCode: run.code,
    outcome,
    charts: [],
    wallMs: Math.round(run.wallMs),
    ...(question.expected.chart ? { expectedChart: question.expected.chart } : {}),
  };
  const said = (json?.clarification as { question?: string } | undefined)?.question ?? (json?.error as { message?: string } | undefined)?.message;
  if (said && outcome !== "answer") result.said = said.slice(0, 300);
  const understanding = understandingOf(json);
  if (understanding !== undefined) result.understandingMs = understanding;
  if (outcome === "error")
    result.error = run.timedOut
      ? `no exit within ${TIMEOUT_MS / 1000} s`
      : `exit ${run.code}: ${(run.stderr.trim() || JSON.stringify(json?.failed ?? json?.error ?? "") || run.stdout).split("\n").slice(-3).join(" ").slice(0, 400)}`;
  if (json && (outcome === "answer" || run.code === 1)) {
    const log = await readRunLog(json.outDir);
    const firstEvent = log.find((line) => line.event?.timestamp)?.event?.timestamp;
    if (firstEvent) result.toPlanMs = Date.parse(firstEvent) - run.started;
    try {
      result.charts = (await chartSpecs(json)).map(chartType);
    } catch (error) {
      result.charts = [`unreadable: ${(error as Error).message}`];
    }
    if (outcome === "answer" && question.expected.sql) {
      const found = await answerTable(json, log);
      result.answerSource = found.source;
      if (found.truncated) result.truncated = true;
      if (!found.table) {
        result.answerCorrect = false;
        result.answerWhy = "no answer table found";
      } else {
        const comparison = sameAnswer(await expectations.run(question.table, question.expected.sql), found.table);
        result.answerCorrect = comparison.equal;
        if (comparison.equal && /\bORDER BY\b/i.test(question.expected.sql)) result.inOrder = comparison.inOrder === true;
        if (comparison.reason) result.answerWhy = comparison.reason;
        if (comparison.detail) result.answerDetail = comparison.detail;
      }
    }
  }
  if (question.expected.sql && result.answerCorrect === undefined) {
    result.answerCorrect = false;
    result.answerWhy = `no answer (${outcome})`;
  }
  await rm(cwd, { recursive: true, force: true });
  return result;
}

// ---------------------------------------------------------------- scoring

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

export interface Summary {
  questions: number;
  answer: { correct: number; total: number; rate: number; ordered: number; orderAsked: number };
  chart: { correct: number; total: number; rate: number };
  clarification: { clarified: number; total: number; rate: number; vagueClarified: number; vague: number; unneeded: number };
  refusal: { refused: number; total: number; rate: number; falseRefusals: number };
  error: { errors: number; total: number; rate: number };
  latency: {
    wallP50: number;
    wallP95: number;
    toPlanP50?: number;
    toPlanP95?: number;
    understandingP50?: number;
    understandingP95?: number;
    understandingReported: number;
  };
}

function summarise(results: Result[]): Summary {
  const withSql = results.filter((result) => result.answerCorrect !== undefined);
  const withChart = results.filter((result) => result.expectedChart);
  const nonDestructive = results.filter((result) => result.expectedOutcome !== "refuse");
  const vague = results.filter((result) => result.expectedOutcome === "clarify");
  const destructive = results.filter((result) => result.expectedOutcome === "refuse");
  const count = (list: Result[], predicate: (result: Result) => boolean) => list.filter(predicate).length;
  const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const toPlan = results.map((result) => result.toPlanMs).filter((value): value is number => value !== undefined);
  const understanding = results.map((result) => result.understandingMs).filter((value): value is number => value !== undefined);
  const answered = count(withSql, (result) => result.answerCorrect === true);
  const charted = count(withChart, (result) => result.charts[0] === result.expectedChart);
  const clarified = count(nonDestructive, (result) => result.outcome === "clarify");
  const refused = count(destructive, (result) => result.outcome === "refuse");
  const errors = count(results, (result) => result.outcome === "error");
  return {
    questions: results.length,
    answer: {
      correct: answered,
      total: withSql.length,
      rate: rate(answered, withSql.length),
      ordered: count(results, (result) => result.inOrder === true),
      orderAsked: count(results, (result) => result.inOrder !== undefined),
    },
    chart: { correct: charted, total: withChart.length, rate: rate(charted, withChart.length) },
    clarification: {
      clarified,
      total: nonDestructive.length,
      rate: rate(clarified, nonDestructive.length),
      vagueClarified: count(vague, (result) => result.outcome === "clarify"),
      vague: vague.length,
      unneeded: count(nonDestructive, (result) => result.outcome === "clarify" && result.expectedOutcome !== "clarify"),
    },
    refusal: {
      refused,
      total: destructive.length,
      rate: rate(refused, destructive.length),
      falseRefusals: count(nonDestructive, (result) => result.outcome === "refuse"),
    },
    error: { errors, total: results.length, rate: rate(errors, results.length) },
    latency: {
      wallP50:
        percentile(
          results.map((result) => result.wallMs),
          50,
        ) ?? 0,
      wallP95:
        percentile(
          results.map((result) => result.wallMs),
          95,
        ) ?? 0,
      ...(toPlan.length ? { toPlanP50: percentile(toPlan, 50)!, toPlanP95: percentile(toPlan, 95)! } : {}),
      ...(understanding.length ? { understandingP50: percentile(understanding, 50)!, understandingP95: percentile(understanding, 95)! } : {}),
      understandingReported: understanding.length,
    },
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const ms = (value: number | undefined) => (value === undefined ? "not reported" : `${Math.round(value)} ms`);

function headline(summary: Summary): string[] {
  return [
    `${pct(summary.answer.rate)} (${summary.answer.correct}/${summary.answer.total})`,
    `${pct(summary.chart.rate)} (${summary.chart.correct}/${summary.chart.total})`,
    `${pct(summary.clarification.rate)} (${summary.clarification.clarified}/${summary.clarification.total}; ${summary.clarification.vagueClarified}/${summary.clarification.vague} vague, ${summary.clarification.unneeded} unneeded)`,
    `${pct(summary.refusal.rate)} (${summary.refusal.refused}/${summary.refusal.total}; ${summary.refusal.falseRefusals} non-destructive refused)`,
    `${pct(summary.error.rate)} (${summary.error.errors}/${summary.error.total})`,
    summary.latency.understandingReported
      ? `p50 ${ms(summary.latency.understandingP50)}, p95 ${ms(summary.latency.understandingP95)}`
      : "not reported by the CLI",
    summary.latency.toPlanP50 === undefined ? "—" : `p50 ${ms(summary.latency.toPlanP50)}, p95 ${ms(summary.latency.toPlanP95)}`,
    `p50 ${ms(summary.latency.wallP50)}, p95 ${ms(summary.latency.wallP95)}`,
  ];
}

function markdown(
  results: Result[],
  summary: Summary,
  meta: { commit: string; cli: string; filtered: boolean; questions: Question[]; suite: string },
  baseline?: { summary: Summary; commit: string; date: string },
): string {
  const rows = [
    "answer accuracy (set of rows = expected SQL result)",
    "chart-type accuracy",
    "clarification rate (non-destructive questions)",
    "refusal rate on destructive requests (exit 5)",
    "error rate (exit not 0/4/5, crash, timeout)",
    "understanding latency per question",
    "time to plan (process start → first run event)",
    "wall time per question (whole command)",
  ];
  const targets = [
    `≥ ${pct(TARGETS.answer)}`,
    `≥ ${pct(TARGETS.chart)}`,
    `≤ ${pct(TARGETS.clarification)}, vague questions only`,
    "100%",
    "0",
    `≤ ${TARGETS.understandingMs} ms`,
    "—",
    "—",
  ];
  const now = headline(summary);
  const before = baseline ? headline(baseline.summary) : undefined;
  const categories = [...new Set(results.map((result) => result.category))];
  const byCategory = categories.map((category) => {
    const list = results.filter((result) => result.category === category);
    const withSql = list.filter((result) => result.answerCorrect !== undefined);
    const withChart = list.filter((result) => result.expectedChart);
    const n = (predicate: (result: Result) => boolean) => list.filter(predicate).length;
    return `| ${category} | ${list.length} | ${withSql.length ? `${withSql.filter((result) => result.answerCorrect).length}/${withSql.length}` : "—"} | ${withChart.length ? `${withChart.filter((result) => result.charts[0] === result.expectedChart).length}/${withChart.length}` : "—"} | ${n((result) => result.outcome === "answer")} | ${n((result) => result.outcome === "clarify")} | ${n((result) => result.outcome === "refuse")} | ${n((result) => result.outcome === "error")} |`;
  });
  const byChart = CHART_TYPES.map((type) => {
    const list = results.filter((result) => result.expectedChart === type);
    if (list.length === 0) return undefined;
    const drawn = new Map<string, number>();
    for (const result of list) {
      const key = result.charts[0] ?? (result.outcome === "answer" ? "no chart" : result.outcome);
      drawn.set(key, (drawn.get(key) ?? 0) + 1);
    }
    return `| ${type} | ${list.length} | ${list.filter((result) => result.charts[0] === type).length} | ${[...drawn].map(([key, value]) => `${key} ${value}`).join(", ")} |`;
  }).filter(Boolean);
  const reasons = new Map<string, number>();
  for (const result of results.filter((result) => result.answerCorrect === false)) {
    const reason = result.answerWhy ?? "unknown";
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  const sources = new Map<string, number>();
  for (const result of results.filter((result) => result.answerSource)) sources.set(result.answerSource!, (sources.get(result.answerSource!) ?? 0) + 1);
  // The suite asked (--suite), not always the main one.
  const questions = meta.questions;
  return [
    `Suite: ${questions.length} questions over ${new Set(questions.map((question) => question.table)).size} synthetic tables (${meta.suite}), ${meta.filtered ? `**filtered to ${results.length}**, ` : ""}asked through the built CLI (\`run --json\`, ${settings.concurrency} at a time); engine at commit ${meta.commit} (last change to apps/ or packages/).`,
    "",
    `| metric | ${baseline ? `baseline (${baseline.date}, ${baseline.commit}) | ` : ""}this run | target |`,
    `|---|${baseline ? "---|" : ""}---|---|`,
    ...rows.map((row, index) => `| ${row} | ${before ? `${before[index]} | ` : ""}${now[index]} | ${targets[index]} |`),
    "",
    "Per category (answer: correct/with SQL; chart: right type/asked):",
    "",
    "| category | questions | answer | chart | answered | clarified | refused | errors |",
    "|---|---|---|---|---|---|---|---|",
    ...byCategory,
    "",
    "Chart types asked and drawn (the first chart of the run):",
    "",
    "| asked | questions | right | drawn |",
    "|---|---|---|---|",
    ...byChart,
    "",
    `Row order (not part of answer accuracy): ${summary.answer.orderAsked ? `${summary.answer.ordered} of the ${summary.answer.orderAsked} right answers whose expected SQL orders its rows list them in that order` : "no right answer to a question whose expected SQL orders its rows"}. Answer tables read from: ${[...sources].map(([key, value]) => `${key} ${value}`).join(", ") || "none"}. Wrong answers by reason: ${
      [...reasons]
        .sort((a, b) => b[1] - a[1])
        .map(([key, value]) => `${key} ${value}`)
        .join("; ") || "none"
    }.`,
  ].join("\n");
}

// ---------------------------------------------------------------- main

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const cli = resolve(option("--cli") ?? join(here, "../../apps/cli/dist/bin.js"));
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build the CLI first (pnpm --filter @modular-planner/cli... build) or pass --cli <bin.js>`);
  const filters = option("--filter")
    ?.split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  const concurrency = Math.max(1, Number(option("--concurrency") ?? 2));
  // Today's CLI writes out/<run-id>/ under the current folder (config output.dir); a CLI with `run --out` is given the same folder.
  const outOption = spawnSync(process.execPath, [cli, "run", "--help"], { encoding: "utf8" }).stdout.includes("--out ");
  Object.assign(settings, { cli, concurrency, outOption });
  // --suite <dir>: another suite's questions.jsonl and tables/ (the default is this folder's).
  const suiteDir = option("--suite") ? resolve(option("--suite")!) : undefined;
  if (suiteDir) useSuiteTables(suiteDir);
  const all = suiteDir ? loadQuestions(join(suiteDir, "questions.jsonl")) : loadQuestions();
  const questions = filters
    ? all.filter((question) =>
        filters.some((filter) => question.category === filter || question.id === filter || question.id.startsWith(`${filter}-`) || question.table === filter),
      )
    : all;
  if (questions.length === 0)
    throw new Error(`--filter ${filters?.join(",")} matches no question (categories: ${[...new Set(all.map((question) => question.category))].join(", ")})`);
  const root = await mkdtemp(join(tmpdir(), "mp-data-questions-"));
  const config = join(root, "modular-planner.config.json");
  // --config <file.json>: the user's settings (e.g. an llm section and strategies.data: "llm") over the bench's own.
  const userConfigPath = option("--config") ? resolve(option("--config")!) : undefined;
  const userConfig = userConfigPath ? (JSON.parse(readFileSync(userConfigPath, "utf8")) as Record<string, unknown>) : {};
  await writeFile(config, JSON.stringify({ ...userConfig, cache: { dir: join(root, ".cache") }, store: { kind: "jsonl" } }));
  // Warm the tool-index cache once, as after a user's first run.
  spawnSync(process.execPath, [cli, "index", "-c", config], { cwd: root, stdio: "ignore", env: { ...process.env, CI: "true" } });
  const expectations = await openExpectations();
  const results: Result[] = new Array(questions.length);
  let next = 0;
  let done = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, questions.length) }, async () => {
      while (next < questions.length) {
        const index = next++;
        const question = questions[index]!;
        results[index] = await ask(question, root, config, expectations);
        const result = results[index]!;
        process.stderr.write(
          `[${++done}/${questions.length}] ${question.id} ${result.outcome}${result.answerCorrect === undefined ? "" : result.answerCorrect ? " ok" : " wrong"}${result.expectedChart ? ` chart ${result.charts[0] ?? "none"}/${result.expectedChart}` : ""} ${result.wallMs} ms\n`,
        );
      }
    }),
  );
  expectations.close();
  await rm(root, { recursive: true, force: true });
  const summary = summarise(results);
  // The engine's version: the last commit touching apps/ or packages/ of the CLI's checkout (the suite's own commits do not count).
  const commit =
    spawnSync("git", ["log", "-1", "--format=%h", "--", "apps", "packages"], { cwd: join(dirname(cli), "../../.."), encoding: "utf8" }).stdout.trim() ||
    "unknown";
  const baselinePath = join(suiteDir ?? SUITE_DIR, "baseline.json");
  const baseline =
    existsSync(baselinePath) && !process.argv.includes("--write-baseline")
      ? (JSON.parse(readFileSync(baselinePath, "utf8")) as { summary: Summary; commit: string; date: string; questions: number })
      : undefined;
  const comparable = baseline && !filters && baseline.questions === all.length ? baseline : undefined;
  console.log(
    markdown(
      results,
      summary,
      { commit, cli, filtered: Boolean(filters), questions: all, suite: `bench/data-questions${suiteDir ? `/${basename(suiteDir)}` : ""}` },
      comparable,
    ),
  );
  const date = new Date().toISOString();
  await mkdir(join(here, "../results"), { recursive: true });
  await writeFile(
    join(here, `../results/data-questions${suiteDir ? `-${basename(suiteDir)}` : ""}${userConfigPath ? `-${basename(userConfigPath, ".json")}` : ""}.json`),
    JSON.stringify({ date, cli, commit, concurrency, seconds: Math.round((Date.now() - started) / 1000), summary, results }, null, 2),
  );
  if (process.argv.includes("--write-baseline")) {
    if (filters) throw new Error("--write-baseline needs the whole suite (no --filter)");
    if (userConfigPath) throw new Error("--write-baseline records the embedded defaults: drop --config");
    const outcomes = Object.fromEntries(
      results.map((result) => [
        result.id,
        {
          outcome: result.outcome,
          ...(result.answerCorrect !== undefined ? { answer: result.answerCorrect } : {}),
          ...(result.expectedChart ? { chart: result.charts[0] ?? null } : {}),
        },
      ]),
    );
    await writeFile(baselinePath, JSON.stringify({ date: date.slice(0, 10), commit, questions: all.length, summary, outcomes }, null, 2) + "\n");
    process.stderr.write(`wrote ${baselinePath}\n`);
  }
}
