import { randomUUID } from "node:crypto";
import { mkdir, rmdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { isIdentifier, type AnalysisSpec } from "@modular-planner/analysis";
import {
  DEFAULT_RISKY_EFFECTS,
  type Effect,
  ModularPlannerError,
  type Artifact,
  type DatasetSchema,
  type JsonValue,
  type LlmClient,
  type Plan,
  type RequirementSet,
  type RunEvent,
  type RunRecord,
  type RunStore,
  type SessionState,
  type ToolCatalog,
  type ToolExecutor,
} from "@modular-planner/core";
import { createToolCatalog, isModularPlannerError } from "@modular-planner/kit";
import { createExecutor, createInMemoryApprovalQueue, type ApprovalQueue, type RunResult } from "@modular-planner/executor";
import { planToJson, planToMermaid, planToYaml, type PlanResult } from "@modular-planner/planner";
import { createRouter, DEFAULT_INTENTS, emptySession, recordTurn, type ClassifierFactory, type RouteDecision } from "@modular-planner/router";
import type { CliConfig } from "./config.js";
import { createLlmQuestionReader } from "./analysis-reader.js";
import { analysisTable, planAnalysis, warmAnalysis, withLinkingContext, type AnalysisOutcome } from "./analysis-path.js";
import {
  applyAnswer,
  createClarificationStore,
  pinsOfFacts,
  resumeDataCommand,
  withPinFacts,
  type Clarification,
  type ClarificationOption,
  type ClarificationRecord,
  type Understood,
} from "./clarifications.js";
import { llmFromConfig } from "./llm.js";
import { createPlannerFor, describeDataset } from "./pipeline.js";
import { renderReport } from "./report.js";
import { createRuntime, type Runtime } from "./runtime.js";
import { withSessions } from "./session-store.js";
import { rememberedPins, rememberPins } from "./table-memory.js";
import { assertQuestionLength } from "./question-limit.js";
import { CLI_CALLER } from "./callers.js";
import { openRunStore } from "./stores.js";
import { InterruptedError, watchRun } from "./interrupts.js";
import { redactorFor } from "./redact.js";
import { CHECKPOINTS_DIR, removeCheckpoints, tablesToCheckpoint, writeResumeRecord } from "./resume.js";
import { loadStrategy, shortNameOf } from "./strategies.js";
import { withSimulatedLatency } from "./simulated-latency.js";

/** Where `--session <id>` keeps each session's memory (relative to the current folder). */
export const SESSIONS_DIR = ".modular-planner/sessions";

/** What the router decided, as printed by `run`/`plan` (`--json`: `route`) and shown in report.html. */
export interface RouteSummary {
  action: RouteDecision["action"];
  route: string;
  intent: string;
  template: string | null;
  confidence: number;
  /** `deterministic`, `llm`, or `deterministic` after an LLM failure (see `fallback`). */
  classifier: string;
  fallback?: string;
  justification: string;
  user_summary: string;
  assumptions: string[];
  risks: string[];
  /** Routes that serve the intent but the constraints or gates ruled out, with why. */
  excluded: string[];
}

/** The typed analysis a data question was planned through (the analysis path). */
export interface PlannedAnalysis {
  spec: AnalysisSpec;
  assumptions: string[];
  /** What the question asked that the plan could not apply, in words. */
  notApplied: string[];
}

/** The final answer table of a run (`run --json` and result.json): rows as arrays in column order. */
export interface RunAnswer {
  columns: string[];
  rows: JsonValue[][];
  /** Rows in the full result. */
  rowCount: number;
  /** True when `rows` holds only the first `cap` rows. */
  truncated: boolean;
  cap: number;
  /** The answer in one sentence, with what could not be applied. */
  text: string;
  /** The step whose table this is. */
  stepId: string;
}

export interface PlannedQuestion {
  runId: string;
  /** The question as planned (after the answers to its clarifications, if any). */
  question: string;
  analysis?: PlannedAnalysis;
  /** The catalog the plan was verified against (the registry's, plus the analysis tools for a plan made through the spec). */
  catalog?: ToolCatalog;
  outDir: string;
  route: RouteSummary;
  planned: PlanResult;
  dataPath: string;
  runtime: Runtime;
  tools: Awaited<ReturnType<typeof describeDataset>>["tools"];
  close(): Promise<void>;
}

export interface RunSummary {
  runId: string;
  /** `interrupted`: the process got SIGINT or SIGTERM (see `interruptedBy`); the finished steps are in the record. */
  status: RunResult["status"] | "interrupted";
  interruptedBy?: "SIGINT" | "SIGTERM";
  /** Steps that finished. */
  finished: string[];
  outDir: string;
  report: string;
  route: RouteSummary;
  plan: string[];
  requirements: PlanResult["requirements"];
  coverage: Record<string, string[]>;
  files: string[];
  failed: RunResult["failed"];
  skipped: RunResult["skipped"];
  repairs: RunResult["repairs"];
  /** Where the run record is stored (`modular-planner runs show <id>` reads it). */
  store: string;
  durationMs: number;
  /** The final answer table (every answered question). */
  answer?: RunAnswer;
  /** `understandingMs`: from the question to a verified plan (the planning trace), without loading or querying data. */
  timings?: { understandingMs: number };
  /** The analysis spec, its assumptions and what it could not apply (the analysis path). */
  analysis?: PlannedAnalysis;
  /** A resumed run (`run --resume <run-id>`): the finished steps of the earlier attempt it reused instead of running them again. */
  reused?: string[];
}

/**
 * Writes the tables of finished steps that a step still to run needs as Parquet checkpoints
 * (out/<run-id>/checkpoints/), so that a resumed run reads them instead of computing them again.
 * A checkpoint that cannot be written (a full disk) only means that step runs again.
 */
async function checkpointTables(tools: PlannedQuestion["tools"], plan: Plan, run: RunResult, outDir: string): Promise<void> {
  const tables = tablesToCheckpoint(plan, run.finished, run.artifacts);
  if (tables.length === 0) return;
  await mkdir(join(outDir, CHECKPOINTS_DIR), { recursive: true }).catch(() => undefined);
  for (const artifact of tables) await tools.exportTable(artifact, join(outDir, CHECKPOINTS_DIR, `${artifact.stepId}.parquet`)).catch(() => undefined);
}

/** The router refused the request (a guardrail block, or no route allowed under the constraints). */
export class RequestRefusedError extends ModularPlannerError {
  constructor(route: RouteSummary) {
    const guardrail = route.risks.some((risk) => risk.includes(": blocked on"));
    super("verification-failed", `The request was refused: ${route.risks.join(" ")}`, {
      hint: guardrail
        ? "The data tools are read-only: ask a question about the data without destructive SQL, credentials or personal data."
        : "Relax router.constraints in modular-planner.config (e.g. allow_web, max_steps, timebox_seconds), or ask a question about the data.",
      details: { refused: true, route },
    });
    this.name = "RequestRefusedError";
  }
}

export function newRunId(): string {
  return `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomUUID().slice(0, 8)}`;
}

function summarise(decision: RouteDecision, classifierId: string): RouteSummary {
  const c = decision.classification;
  return {
    action: decision.action,
    route: decision.route,
    intent: decision.intent,
    template: decision.template,
    confidence: c.confidence,
    classifier: c.classifier ?? classifierId,
    ...(c.fallbackReason ? { fallback: c.fallbackReason } : {}),
    justification: decision.justification,
    user_summary: decision.user_summary,
    assumptions: decision.assumptions,
    risks: decision.risks,
    excluded: decision.scores
      .filter((score) => !score.eligible && !score.reasons.some((reason) => reason.startsWith("does not serve")))
      .map(
        (score) =>
          `${score.route}: ${score.reasons.filter((reason) => reason.includes(">") || reason.includes(" is off") || reason.startsWith("gate ")).join(", ")}`,
      ),
  };
}

export interface RoutedQuestion {
  route: RouteSummary;
  /** The text the planner gets: a follow-up is read together with the previous question of the session. */
  planText: string;
  /** Facts to record in the session with this turn. */
  record: string[];
}

/** What each analysis the router offers needs from the data, by intent id (`DEFAULT_INTENTS`). */
const ANALYSIS_NEEDS: Record<string, { date?: true; text?: true; numeric: number }> = {
  time_series: { date: true, numeric: 0 },
  comparative: { text: true, numeric: 0 },
  distribution: { numeric: 1 },
  anomaly: { date: true, numeric: 0 },
  correlation: { numeric: 2 },
  ranking: { text: true, numeric: 0 },
};

/**
 * An analysis the question gives no cue for, scored by whether the data can answer it: 0.5 when it
 * has the columns the analysis needs (a date for a trend, a text column for a comparison, two numeric
 * columns for a correlation…), else 0.
 */
function dataFit(label: string, dataset: DatasetSchema, intents: readonly { id: string; label: string }[]): ClarificationOption {
  const id = intents.find((intent) => intent.label === label)?.id;
  const needs = id ? ANALYSIS_NEEDS[id] : undefined;
  if (!needs) return { label, score: 0, why: "the question has no cue for it" };
  const names = (types: string[]) => dataset.columns.filter((column) => types.includes(column.type)).map((column) => column.name);
  const dates = names(["date", "timestamp"]);
  const texts = names(["string"]);
  const numbers = names(["number", "integer"]).filter((name) => !isIdentifier(name));
  const missing = [
    ...(needs.date && dates.length === 0 ? ["a date column"] : []),
    ...(needs.text && texts.length === 0 ? ["a text column"] : []),
    ...(numbers.length < needs.numeric ? [needs.numeric === 1 ? "a numeric column" : `${needs.numeric} numeric columns`] : []),
  ];
  if (missing.length > 0) return { label, score: 0, why: `no cue in the question, and the data lacks ${missing.join(" and ")}` };
  const has = [
    ...(needs.date ? [`date ${dates[0]}`] : []),
    ...(needs.text ? [`text ${texts[0]}`] : []),
    ...(needs.numeric > 0 ? [`numeric ${numbers.slice(0, needs.numeric).join(", ")}`] : []),
  ];
  return { label, score: 0.5, why: `no cue in the question; the data has the columns for it (${has.join("; ")})` };
}

/**
 * The router's question as a {@link Clarification}: options scored by their share of the question's
 * cues, or, when it has none, by whether the data can answer them.
 */
function routerClarification(decision: RouteDecision, dataset: DatasetSchema, intents: readonly { id: string; label: string }[]): Clarification {
  if (decision.action === "fork") {
    const fork = decision.fork!;
    return {
      about: "fork",
      question: fork.question,
      phrase: fork.step,
      options: fork.options.map((label) => ({ label, score: 0.5, why: `the ${fork.step} step comes first` })),
      reason: decision.justification,
    };
  }
  const candidates = decision.classification.candidates;
  const total = candidates.reduce((sum, candidate) => sum + candidate.score, 0);
  const asked = decision.clarification!;
  const options = asked.options.map((label, index): ClarificationOption => {
    const candidate = candidates.length >= asked.options.length ? candidates[index] : undefined;
    return candidate && total > 0
      ? { label, score: Number((candidate.score / total).toFixed(3)), why: `cues for ${candidate.intent} scored ${candidate.score}` }
      : dataFit(label, dataset, intents);
  });
  const ranked = options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => b.option.score - a.option.score || a.index - b.index)
    .map((entry) => entry.option);
  return { about: "analysis", question: asked.question, options: ranked, reason: decision.justification };
}

/**
 * A clarification of the planner (the template path), in the shared shape. When every option is a
 * column and the question quotes words of the question (`I could not match "weather"`), it is a
 * column question about those words; otherwise its answers are added to the question.
 */
function plannerClarification(details: Record<string, unknown>, message: string, question: string, dataset: DatasetSchema): Clarification {
  const asked = details.clarification as
    | { question?: string; options?: (string | { label: string; score?: number; consequence?: string })[]; reason?: string }
    | undefined;
  const options = (asked?.options ?? []).map(
    (option): ClarificationOption =>
      typeof option === "string"
        ? { label: option, score: 0, why: "offered by the planner" }
        : { label: option.label, score: option.score ?? 0, why: option.consequence ?? "offered by the planner" },
  );
  const text = asked?.question ?? message;
  const quoted = /"([^"]+)"/.exec(text)?.[1];
  const columns = new Set(dataset.columns.map((column) => column.name));
  if (quoted && question.toLowerCase().includes(quoted.toLowerCase()) && options.length > 0 && options.every((option) => columns.has(option.label))) {
    return {
      about: "column",
      question: text,
      phrase: quoted,
      options: options.map((option) => ({ ...option, column: option.label })),
      reason: asked?.reason ?? "",
    };
  }
  return { about: "analysis", question: text, options, reason: asked?.reason ?? "" };
}

/** Routes the question with the data's columns (and aliases), the catalog's capabilities and the session, if any. */
export async function routeQuestion(
  question: string,
  dataset: DatasetSchema,
  runtime: Runtime,
  llm: LlmClient | undefined,
  session?: SessionState,
): Promise<RoutedQuestion> {
  const columns = dataset.columns.map((column) => ({ name: column.name, aliases: column.aliases ?? [] }));
  const templates = runtime.registry.templates;
  const host = llm ? { ...runtime.strategyHost, llm: async () => llm } : runtime.strategyHost;
  const classifierFor = (await loadStrategy("classifier", runtime.config.strategies.classifier, host)) as ClassifierFactory;
  const classifier = classifierFor({
    columns,
    templates,
    capabilities: runtime.registry.capabilityMap.capabilities.map((c) => ({ name: c.name, description: c.description })),
  });
  const router = createRouter({ classifier, constraints: runtime.config.router.constraints, columnFallback: true });
  // The data file is given, so the data is loaded whatever the session says.
  const base = session ?? { sessionId: "cli", turns: [], summary: "", facts: [], updatedAt: new Date().toISOString() };
  const decision = await router.route({
    text: question,
    session: { ...base, facts: base.facts.includes("data_loaded") ? base.facts : [...base.facts, "data_loaded"] },
  });
  const summary = summarise(decision, classifier.id === "deterministic" ? "deterministic" : "llm");
  if (decision.action === "clarify" || decision.action === "fork") {
    throw new ModularPlannerError("clarification-needed", decision.action === "fork" ? decision.fork!.question : decision.clarification!.question, {
      details: { clarification: routerClarification(decision, dataset, DEFAULT_INTENTS), route: summary },
    });
  }
  if (decision.action === "refuse") throw new RequestRefusedError(summary);
  const previous = session?.turns.filter((turn) => turn.role === "user").at(-1)?.text;
  let planText = question;
  if (decision.classification.followUp && previous) {
    planText = `${previous}, ${question}`;
    summary.assumptions.push(`Planned as "${planText}" (the previous question of session ${session!.sessionId} with this one).`);
  }
  return { route: summary, planText, record: decision.record };
}

/** Reads the data's schema, routes and plans the question; the caller closes the result. */
export async function planQuestion(input: {
  question: string;
  data: string | undefined;
  config: CliConfig;
  runId?: string;
  session?: string;
  /** The table to analyse in a SQLite or DuckDB file with several (`--table`, the API's `table`). */
  table?: string;
  onProgress?: (message: string) => void;
  /** A runtime shared between questions (`serve`): used as is and left open. */
  runtime?: Runtime;
  /** Continue an open clarification (`--resume <run-id>`), with the answer to it (`--answer`). */
  resume?: { record: ClarificationRecord; answer?: string };
  /** With `resume`: the clarification is done with (a run starts) rather than kept as answered (a plan). */
  consume?: boolean;
  /** Over the API: who may answer a question this raises (a hash of the request's token, `ownerOf`). */
  owner?: string;
}): Promise<PlannedQuestion> {
  if (!input.question.trim())
    throw new ModularPlannerError("configuration-invalid", "The question is empty", {
      hint: 'Ask something, e.g. modular-planner run "total revenue by region" --data sales.csv',
    });
  if (!input.data) throw new ModularPlannerError("configuration-invalid", "No data file given", { hint: "Pass --data <file.csv|.parquet|.json>." });
  assertQuestionLength(input.question, input.config.limits.maxQuestionChars);
  const llm = await llmFromConfig(input.config);
  const shared = input.runtime;
  const runtime = shared ?? (await createRuntime(input.config));
  const closeRuntime = () => (shared ? Promise.resolve() : runtime.close());
  const runId = input.resume?.record.runId ?? input.runId ?? newRunId();
  const outDir = resolve(input.config.output.dir, runId);
  const clarifications = createClarificationStore(undefined, { maxAgeDays: input.config.limits.clarificationMaxAgeDays, config: input.config });
  let understood: Understood = input.resume?.record.understood ?? { question: input.question, pins: [] };
  try {
    input.onProgress?.("Reading the data schema…");
    // While DuckDB reads the file, the idle main thread pays the parser's first use.
    warmAnalysis(understood.question, (await import("@modular-planner/tools-data")).chartSpecProblem);
    const described = await describeDataset(input.data, outDir, input.table);
    const { tools, profile, notes } = described;
    let dataset = described.dataset;
    try {
      const session = input.session
        ? ((await withSessions(input.config, SESSIONS_DIR, (sessions) => sessions.load(input.session!))) ?? emptySession(input.session))
        : undefined;
      const answer = input.resume?.answer;
      if (input.resume && answer !== undefined) {
        const open = input.resume.record.clarification;
        if (!open)
          throw new ModularPlannerError("configuration-invalid", `Run ${runId} has no open question to answer`, {
            hint: `Continue it without --answer: ${resumeDataCommand(runId).replace(/ --answer .*$/, "")}`,
          });
        understood = applyAnswer(open, understood, answer, analysisTable(dataset, profile));
      }
      // What earlier answers taught about this table, what the session learnt, then what this question's answers pinned:
      // all read as aliases of their columns (a later one wins for the same phrase).
      const samePhrase = (a: { phrase: string }, b: { phrase: string }) => a.phrase.toLowerCase() === b.phrase.toLowerCase();
      const learnt = pinsOfFacts(session?.facts ?? []).filter((pin) => !understood.pins.some((own) => samePhrase(own, pin)));
      const remembered = (await rememberedPins(input.config, dataset)).filter(
        (pin) => !understood.pins.some((own) => samePhrase(own, pin)) && !learnt.some((own) => samePhrase(own, pin)),
      );
      const pins = [...remembered, ...learnt, ...understood.pins].filter((pin) => dataset.columns.some((column) => column.name === pin.column));
      if (pins.length > 0)
        dataset = {
          ...dataset,
          columns: dataset.columns.map((column) => ({
            ...column,
            aliases: [...(column.aliases ?? []), ...pins.filter((pin) => pin.column === column.name).map((pin) => pin.phrase)],
          })),
        };
      const question = understood.question;
      try {
        const planner = await createPlannerFor(runtime, llm);
        // Plans made through the analysis spec use the two tools that run a compiled spec; they are
        // not in the registry, so this catalog verifies and runs those plans only.
        const { ANALYSIS_TOOLS, chartSpecProblem } = await import("@modular-planner/tools-data");
        const analysisCatalog = createToolCatalog([...runtime.registry.catalog.tools, ...ANALYSIS_TOOLS]);
        // The same verifiers as every plan (the rules, and the LLM judge when configured).
        const analysisPlanner = await createPlannerFor(runtime, llm, undefined, { catalog: analysisCatalog });
        const verify = (plan: Plan, requirements: RequirementSet) => analysisPlanner.verify(plan, requirements);
        input.onProgress?.("Understanding the question…");
        // With `strategies.data: template`, or requirements by an LLM, the spec only refuses destructive requests.
        const strategies = runtime.config.strategies;
        // With `strategies.data: llm`, the LLM reads the question after the parser, and its reading is checked against the table.
        const reader =
          strategies.data === "llm" && llm ? createLlmQuestionReader({ llm, ...(input.onProgress ? { onProgress: input.onProgress } : {}) }) : undefined;
        const viaSpec = async (text: string): Promise<AnalysisOutcome> => {
          if (strategies.data === "template" || (strategies.data !== "llm" && shortNameOf(strategies.requirements) === "llm")) return refusalOnly(text);
          try {
            return await planAnalysis(text, dataset, profile, verify, {
              chartProblem: chartSpecProblem,
              parseOptions: understood.measure ? { measure: understood.measure } : {},
              ...(reader ? { reader } : {}),
            });
          } catch (error) {
            // A defect in reading the question must not cost the answer: the templates plan it, and the route says why.
            const destructive = await refusalOnly(text);
            return destructive.kind === "refuse"
              ? destructive
              : { kind: "unsupported", reason: `a question the analysis spec failed on (${(error as Error).message})` };
          }
        };
        let analysis = await viaSpec(question);
        input.onProgress?.("Routing…");
        let routed: RoutedQuestion;
        try {
          routed = await routeQuestion(question, dataset, runtime, llm, session);
        } catch (error) {
          // The router's own refusal (destructive SQL, credentials) keeps its message; a destructive
          // request it would ask about is refused. The router asks when its reading is unsure; a
          // question the analysis spec answers is planned, and the router's doubt goes in the route.
          const asks = isModularPlannerError(error) && error.code === "clarification-needed" && error.details.route;
          if (asks && analysis.kind === "refuse") throw new RequestRefusedError(refusalRoute(analysis.reason, analysis.verb));
          // A route ruled out by the constraints (web, deep research) is not a guardrail: the question
          // the spec reads runs locally on the data, which no constraint forbids.
          const refusedRoute = isModularPlannerError(error) && error.details.refused === true ? (error.details.route as RouteSummary | undefined) : undefined;
          const constraintOnly = refusedRoute !== undefined && !refusedRoute.risks.some((risk) => risk.includes(": blocked on"));
          // The router's question is a general one ("What would you like to see: …"); a spec that names a phrase of
          // the question and the columns it could be ("\"km\" could be odo_km or dist_km") asks that instead. (With no
          // phrase, the kind of analysis is asked first, then the measure.)
          if (asks && analysis.kind === "clarify" && analysis.about === "column" && analysis.phrase)
            throw analysisClarification(analysis, error.details.route as RouteSummary);
          if (analysis.kind !== "planned" || !(asks || constraintOnly)) throw error;
          const route = (asks ? error.details.route : refusedRoute) as RouteSummary;
          routed = {
            route: {
              ...route,
              action: "plan",
              route: "data-analysis",
              justification: `the analysis spec links every element of the question (the router ${asks ? "asked" : "refused"}: ${(error as Error).message})`,
            },
            planText: question,
            record: [],
          };
        }
        const { route, planText, record } = routed;
        if (planText !== question) analysis = await viaSpec(planText);
        if (analysis.kind === "refuse") throw new RequestRefusedError(refusalRoute(analysis.reason, analysis.verb));
        if (analysis.kind === "clarify") throw analysisClarification(analysis, route);
        for (const pin of remembered.filter((pin) => planText.toLowerCase().includes(pin.phrase.toLowerCase())))
          route.assumptions.push(`"${pin.phrase}" is ${pin.column} (answered earlier for this table).`);
        for (const pin of learnt.filter((pin) => planText.toLowerCase().includes(pin.phrase.toLowerCase())))
          route.assumptions.push(`"${pin.phrase}" is ${pin.column} (learnt in session ${input.session}).`);
        for (const pin of understood.pins) route.assumptions.push(`"${pin.phrase}" is ${pin.column} (answered).`);
        if (understood.measure)
          route.assumptions.push(
            `The measure is ${understood.measure.column === null ? "a count of rows" : `${understood.measure.aggregate ? `${understood.measure.aggregate} of ` : ""}${understood.measure.column}`} (answered).`,
          );
        if (question !== (input.resume?.record.question ?? input.question)) route.assumptions.push(`Planned as "${question}" (the question with the answer).`);
        input.onProgress?.(`Route ${route.route} (${route.intent}, confidence ${route.confidence}); planning…`);
        let planned: PlanResult;
        let plannedAnalysis: PlannedAnalysis | undefined;
        let catalog: ToolCatalog | undefined;
        if (analysis.kind === "planned") {
          planned = analysis.planned;
          catalog = analysisCatalog;
          plannedAnalysis = { spec: analysis.spec, assumptions: analysis.assumptions, notApplied: analysis.unapplied };
          route.assumptions.push(...analysis.assumptions, ...analysis.unapplied.map((item) => `Not applied: ${item}`));
        } else {
          if (analysis.reason) route.assumptions.push(`Planned from a template: the analysis spec does not express ${analysis.reason}.`);
          // An LLM extractor gets the same linking context (sampled values, candidate links) and its labels are checked against it.
          try {
            planned = await planner.plan({
              text: planText,
              dataset: shortNameOf(strategies.requirements) === "llm" ? withLinkingContext(planText, dataset, profile) : dataset,
            });
          } catch (error) {
            // The planner's own question goes out like every other: in the shared shape, with the route.
            if (isModularPlannerError(error) && error.code === "clarification-needed")
              throw new ModularPlannerError("clarification-needed", error.message, {
                details: { clarification: plannerClarification(error.details, error.message, planText, dataset), route: { ...route, action: "clarify" } },
                cause: error,
              });
            throw error;
          }
        }
        // How the file was read (e.g. as latin-1) is an assumption of the answer.
        route.assumptions.push(...notes);
        // The table of a SQLite or DuckDB file (--table, the API's `table`) is the one every load step reads.
        if (input.table)
          planned = {
            ...planned,
            plan: {
              ...planned.plan,
              steps: planned.plan.steps.map((step) => (step.tool === "load_data" ? { ...step, params: { ...step.params, table: input.table! } } : step)),
            },
          };
        // Recorded on the session as it is now (another turn may have been recorded since it was read), under its lock,
        // with the phrases this question's answers pinned; the session file keeps the question without its secrets.
        if (input.session) {
          const user = (await redactorFor(planText)).text(planText);
          await withSessions(input.config, SESSIONS_DIR, (sessions) =>
            sessions.update(input.session!, (current) => {
              const base = current ?? emptySession(input.session!);
              return recordTurn(
                { ...base, facts: withPinFacts(base.facts, understood.pins) },
                { user, intent: route.intent, addFacts: ["data_loaded", ...record] },
              );
            }),
          );
        }
        // An answer that named a column is kept for the table: the next question over it does not ask again.
        if (input.resume && understood.pins.length > 0)
          try {
            await rememberPins(input.config, described.dataset, understood.pins);
          } catch (error) {
            route.assumptions.push(`The answer was not kept for later questions over this table: ${(error as Error).message}`);
          }
        if (input.resume) {
          if (input.consume) await clarifications.delete(runId);
          else {
            const { clarification: _answered, ...rest } = input.resume.record;
            await clarifications.save({
              ...rest,
              understood,
              answers: [...rest.answers, ...(answer !== undefined ? [answer] : [])],
              updatedAt: new Date().toISOString(),
            });
          }
        }
        return {
          runId,
          question,
          outDir,
          route,
          planned,
          ...(plannedAnalysis ? { analysis: plannedAnalysis } : {}),
          ...(catalog ? { catalog } : {}),
          dataPath: resolve(input.data),
          runtime,
          tools,
          close: async () => {
            tools.close();
            await closeRuntime();
            await removeIfEmpty(outDir);
          },
        };
      } catch (error) {
        // A question asked: saved under the run id, so that an answer continues it with what was understood.
        if (isModularPlannerError(error) && error.code === "clarification-needed" && error.details.clarification) {
          const record: ClarificationRecord = {
            runId,
            question: input.resume?.record.question ?? input.question,
            data: resolve(input.data),
            ...(input.table ? { table: input.table } : {}),
            ...(input.session ? { session: input.session } : {}),
            ...((input.owner ?? input.resume?.record.owner) ? { owner: input.owner ?? input.resume?.record.owner } : {}),
            understood,
            clarification: error.details.clarification as Clarification,
            answers: [...(input.resume?.record.answers ?? []), ...(answer !== undefined ? [answer] : [])],
            updatedAt: new Date().toISOString(),
          };
          await clarifications.save(record);
          error.details.runId = runId;
        }
        throw error;
      }
    } catch (error) {
      tools.close();
      throw error;
    }
  } catch (error) {
    await closeRuntime();
    await removeIfEmpty(outDir);
    throw error;
  }
}

/** A question that only asked, was refused or was only planned leaves no empty `out/<run-id>/` behind. */
async function removeIfEmpty(directory: string): Promise<void> {
  await rmdir(directory).catch(() => undefined);
}

/** The spec's own question (a phrase and the columns it could be), asked with the route it was asked on. */
function analysisClarification(analysis: Extract<AnalysisOutcome, { kind: "clarify" }>, route: RouteSummary): ModularPlannerError {
  const clarification: Clarification = {
    about: analysis.about,
    question: analysis.question,
    ...(analysis.phrase ? { phrase: analysis.phrase } : {}),
    options: analysis.ranked,
    reason: analysis.reason,
  };
  return new ModularPlannerError("clarification-needed", analysis.question, {
    details: { clarification, route: { ...route, action: "clarify", justification: analysis.reason } },
  });
}

/** With requirements by an LLM: the spec is only asked whether the request is destructive. */
async function refusalOnly(question: string): Promise<AnalysisOutcome> {
  const { detectDestructiveRequest } = await import("@modular-planner/analysis");
  const destructive = detectDestructiveRequest(question);
  return destructive.destructive ? { kind: "refuse", reason: destructive.reason!, verb: destructive.verb! } : { kind: "unsupported", reason: "" };
}

/** The route printed for a request refused before routing (a destructive request on the data). */
function refusalRoute(reason: string, verb: string): RouteSummary {
  return {
    action: "refuse",
    route: "refuse",
    intent: "modify_data",
    template: null,
    confidence: 1,
    classifier: "analysis",
    justification: reason,
    user_summary: "The data tools only read data: deleting, changing or overwriting it is refused.",
    assumptions: [],
    risks: [`destructive request: blocked on "${verb}" (${reason})`],
    excluded: [],
  };
}

/** Rows of a table artifact kept in a run's answer (the executor's inline preview). */
export const ANSWER_ROW_CAP = 200;

/**
 * The final answer table of a run: the analysis step's table, else the table the plan saves, else
 * the last table a justified step produced.
 */
export function answerOf(planned: PlannedQuestion, run: RunResult): RunAnswer | undefined {
  const plan = planned.planned.plan;
  const save = plan.steps.find((step) => step.tool === "save_table");
  const savedRef =
    save && typeof save.params.table === "object" && save.params.table !== null && "ref" in save.params.table
      ? String((save.params.table as { ref: string }).ref)
      : undefined;
  const tables = Object.values(run.artifacts).filter((artifact) => artifact.type === "table");
  const artifact: Artifact | undefined =
    (planned.analysis ? run.artifacts.analyze : undefined) ??
    (savedRef ? run.artifacts[savedRef] : undefined) ??
    tables.filter((candidate) => plan.steps.some((step) => step.id === candidate.stepId && step.satisfies.length > 0)).at(-1);
  if (!artifact || artifact.type !== "table") return undefined;
  const preview = (Array.isArray(artifact.value) ? artifact.value : []) as Record<string, JsonValue>[];
  const columns = artifact.columns?.map((column) => column.name) ?? Object.keys(preview[0] ?? {});
  const numeric = new Set((artifact.columns ?? []).filter((column) => column.type === "number" || column.type === "integer").map((column) => column.name));
  const cell = (name: string, value: JsonValue | undefined): JsonValue =>
    typeof value === "string" && numeric.has(name) && value.trim() !== "" && Number.isFinite(Number(value)) ? Number(value) : (value ?? null);
  const rows = preview.slice(0, ANSWER_ROW_CAP).map((row) => columns.map((name) => cell(name, row[name])));
  const rowCount = artifact.rowCount ?? rows.length;
  const notApplied = planned.analysis?.notApplied ?? [];
  const show = (value: JsonValue) => (typeof value === "number" && !Number.isInteger(value) ? value.toFixed(2) : String(value));
  const first = rows[0];
  const sentence =
    rowCount === 0
      ? "No rows match the question's filters."
      : rowCount === 1 && first
        ? columns.map((name, index) => `${name} = ${show(first[index] ?? null)}`).join(", ")
        : `${rowCount} rows${first ? `; first: ${columns.map((name, index) => `${name} = ${show(first[index] ?? null)}`).join(", ")}` : ""}`;
  const flag = columns.indexOf("unusual");
  const unusual = planned.analysis?.spec.anomaly && flag >= 0 ? rows.filter((row) => row[flag] === true) : undefined;
  const lead = unusual
    ? `${unusual.length} unusual of ${rowCount}${
        unusual.length
          ? `: ${unusual
              .slice(0, 10)
              .map((row) => `${show(row[0] ?? null)} (${columns[1]} = ${show(row[1] ?? null)})`)
              .join(", ")}`
          : " (none beyond a robust z-score of 3.5)"
      }`
    : sentence;
  const text = `${lead}.${notApplied.length ? ` Not applied: ${notApplied.join("; ")}.` : ""}`;
  return { columns, rows, rowCount, truncated: rowCount > rows.length, cap: ANSWER_ROW_CAP, text, stepId: artifact.stepId };
}

/** Record writes of a fenced attempt: dropped once the attempt is stale. */
function fencedStore(runs: RunStore, fence: () => Promise<boolean>): RunStore {
  return {
    ...runs,
    createRun: async (record) => ((await fence()) ? runs.createRun(record) : undefined),
    appendEvent: async (runId, event) => ((await fence()) ? runs.appendEvent(runId, event) : undefined),
    updateRunStatus: async (runId, status) => ((await fence()) ? runs.updateRunStatus(runId, status) : undefined),
  };
}

/** A fenced attempt's step boundary: the tool is not called once the attempt is stale (the fence aborted the run). */
function fencedExecutor(executor: ToolExecutor, fence: () => Promise<boolean>): ToolExecutor {
  return {
    ...executor,
    canExecute: (tool) => executor.canExecute(tool),
    async execute(request) {
      if (!(await fence()))
        throw request.signal.reason instanceof Error ? request.signal.reason : new Error("This attempt of the run was taken over by another worker");
      return executor.execute(request);
    },
  };
}

/**
 * The events for `onEvent`, with `run-finish` held back until `release()`: the run's files
 * (report.html, result.json) are written after the executor's last event, and a client that reacts
 * to run-finish must find them.
 */
function holdRunFinish(onEvent: ((event: RunEvent) => void) | undefined) {
  let finish: RunEvent | undefined;
  return {
    onEvent(event: RunEvent) {
      if (event.type === "run-finish") finish = event;
      else onEvent?.(event);
    },
    release() {
      if (finish) onEvent?.(finish);
      finish = undefined;
    },
  };
}

/** A run a worker's drain stopped before its end: recorded `interrupted`, by the drain's signal. */
async function drainedBy(drain: AbortSignal | undefined, run: RunResult, runs: RunStore, aborted: boolean): Promise<"SIGINT" | "SIGTERM" | undefined> {
  if (!drain?.aborted || aborted || run.status !== "cancelled") return undefined;
  await runs.updateRunStatus(run.runId, "interrupted");
  const reason: unknown = drain.reason;
  return reason instanceof InterruptedError ? reason.signal : "SIGTERM";
}

/** Executes a planned question and writes plan files, tables, charts, result.json and report.html. */
export async function runPlanned(
  planned: PlannedQuestion,
  options: {
    question: string;
    approvals?: ApprovalQueue;
    onEvent?: (event: RunEvent) => void;
    signal?: AbortSignal;
    started?: number;
    /** Continue a run stopped before its end (`run --resume <run-id>`, see resume.ts): its record so far and the finished steps' outputs. */
    resume?: { record: RunRecord; reuse: Record<string, Artifact> };
    /** Effects whose steps need an approval besides the executor's default risky ones (a queued run's `queue.approvalEffects`). */
    approvalEffects?: readonly Effect[];
    /**
     * A queue worker shutting down: the process's signals are not watched here (`signals: false`);
     * once `drain` is aborted (its reason an InterruptedError) no further step starts, and a run
     * stopped before its end that way is recorded `interrupted`, as a run stopped by the signal is.
     */
    worker?: {
      drain: AbortSignal;
      /**
       * The attempt's fencing (queue/worker.ts): false once another worker has taken the run over.
       * Checked before each step's tool call and each record write, and after the run: a stale
       * attempt starts no step, writes nothing more to the record or the run's files, and the run
       * rejects with the signal's reason (a SupersededError).
       */
      fence?: () => Promise<boolean>;
    };
    /** Who asked, as the run record says: the API token's `ownerOf` hash; `cli` when not given. */
    caller?: string;
  },
): Promise<RunSummary> {
  const { outDir, runtime, tools } = planned;
  const redactor = await redactorFor(options.question);
  // The data tools write what the plan says (a chart's title quotes the question): the plan run is
  // the redacted one, so no file of the run holds a secret of the question.
  const plan = redactor.json(planned.planned.plan);
  // Planning writes nothing: the run's folder is made here, when there is something to put in it.
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, "plan.json"), planToJson(plan));
  const catalog = planned.catalog ?? runtime.registry.catalog;
  await writeFile(join(outDir, "plan.yaml"), planToYaml(plan, catalog));
  await writeFile(join(outDir, "plan.mmd"), planToMermaid(plan));
  // What `run --resume <run-id>` needs, should the run stop before its end.
  await writeResumeRecord(planned, options.question, redactor);
  const store = await openRunStore(runtime.config, outDir, redactor, { caller: options.caller ?? CLI_CALLER, request: redactor.text(options.question) });
  const held = holdRunFinish(options.onEvent);
  const watched = watchRun(store, planned.runId, options.signal, { signals: !options.worker });
  const previous = options.resume?.record;
  const fence = options.worker?.fence;
  const fenced = fence ? fencedStore(store.runs, fence) : store.runs;
  // A resumed run continues its record: created again (this process its owner, running), with the events so far.
  const runs: RunStore = previous
    ? {
        ...fenced,
        async createRun(record) {
          await fenced.createRun({ ...record, createdAt: previous.createdAt });
          await Promise.all(previous.events.map((event) => fenced.appendEvent(record.runId, event)));
        },
      }
    : fenced;
  try {
    const executor = createExecutor({
      executors: [withSimulatedLatency(tools), ...(runtime.mcp ? [runtime.mcp.executor] : [])].map((executor) =>
        fence ? fencedExecutor(executor, fence) : executor,
      ),
      ...(options.approvalEffects?.length ? { effectPolicy: { risky: [...DEFAULT_RISKY_EFFECTS, ...options.approvalEffects] } } : {}),
      catalog,
      concurrency: runtime.config.limits.concurrency,
      stepTimeoutMs: runtime.config.limits.stepTimeoutMs,
      approvals: options.approvals ?? createInMemoryApprovalQueue({ decide: () => "denied" }),
      store: runs,
      maxReplans: runtime.config.limits.maxReplans,
    });
    const run = await executor.run(plan, {
      runId: planned.runId,
      signal: watched.signal,
      ...(options.onEvent ? { onEvent: held.onEvent } : {}),
      ...(options.resume ? { reuse: options.resume.reuse } : {}),
      ...(options.worker ? { drain: options.worker.drain } : {}),
    });
    // Taken over meanwhile: nothing more is written (the new attempt owns the record and the files).
    if (fence && !(await fence()))
      throw watched.signal.reason instanceof Error ? watched.signal.reason : new Error(`Run ${planned.runId} was taken over by another worker`);
    const interruptedBy = (await watched.interrupted()) ?? (await drainedBy(options.worker?.drain, run, store.runs, watched.signal.aborted));
    const status = interruptedBy ? "interrupted" : run.status;
    if (status === "succeeded") await removeCheckpoints(outDir);
    else await checkpointTables(tools, plan, run, outDir);
    const files = Object.values(run.artifacts)
      .filter((artifact) => (artifact.type === "file" || artifact.type === "chart") && artifact.uri)
      .map((artifact) => artifact.uri!);
    const answer = run.status === "succeeded" || run.artifacts.analyze ? answerOf(planned, run) : undefined;
    const reportPath = join(outDir, "report.html");
    await writeFile(
      reportPath,
      await renderReport({
        question: redactor.text(options.question),
        dataPath: planned.dataPath,
        route: redactor.json(planned.route),
        planned: redactor.json(planned.planned),
        run: { ...redactor.json(run), artifacts: run.artifacts },
        status,
        files,
        ...(answer ? { answer: redactor.json(answer) } : {}),
        ...(planned.analysis ? { analysis: redactor.json(planned.analysis) } : {}),
      }),
    );
    const summary: RunSummary = {
      runId: run.runId,
      status,
      ...(interruptedBy ? { interruptedBy } : {}),
      finished: run.finished,
      outDir,
      report: reportPath,
      route: planned.route,
      plan: plan.steps.map((step) => step.tool),
      requirements: planned.planned.requirements,
      coverage: planned.planned.report.coverage,
      files,
      failed: run.failed,
      skipped: run.skipped,
      repairs: run.repairs,
      store: store.location,
      durationMs: Math.round(performance.now() - (options.started ?? performance.now())),
    };
    if (answer) summary.answer = answer;
    if (options.resume) summary.reused = plan.steps.map((step) => step.id).filter((id) => id in options.resume!.reuse);
    if (planned.analysis) summary.analysis = planned.analysis;
    summary.timings = { understandingMs: Math.round(planned.planned.trace.reduce((total, entry) => total + entry.durationMs, 0) * 10) / 10 };
    await writeFile(join(outDir, "result.json"), JSON.stringify(redactor.json(summary), null, 2));
    return summary;
  } finally {
    held.release();
    await store.close();
    watched.release();
  }
}
