import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ModularPlannerError, type DatasetSchema, type LlmClient, type RunEvent, type SessionState } from "@modular-planner/core";
import { createExecutor, createInMemoryApprovalQueue, type ApprovalQueue, type RunResult } from "@modular-planner/executor";
import { planToJson, planToMermaid, planToYaml, type PlanResult } from "@modular-planner/planner";
import { createDeterministicClassifier, createLlmIntentClassifier, createRouter, emptySession, recordTurn, type RouteDecision } from "@modular-planner/router";
import type { CliConfig } from "./config.js";
import { llmFromConfig } from "./llm.js";
import { createPlannerFor, describeDataset } from "./pipeline.js";
import { renderReport } from "./report.js";
import { createRuntime, type Runtime } from "./runtime.js";
import { createFileSessionStore } from "./sessions.js";
import { assertQuestionLength } from "./question-limit.js";
import { openRunStore } from "./stores.js";

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

export interface PlannedQuestion {
  runId: string;
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
  status: RunResult["status"];
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
      .map((score) => `${score.route}: ${score.reasons.filter((reason) => reason.includes(">") || reason.includes(" is off") || reason.startsWith("gate ")).join(", ")}`),
  };
}

export interface RoutedQuestion {
  route: RouteSummary;
  /** The text the planner gets: a follow-up is read together with the previous question of the session. */
  planText: string;
  /** Facts to record in the session with this turn. */
  record: string[];
}

/** Routes the question with the data's columns (and aliases), the catalog's capabilities and the session, if any. */
export async function routeQuestion(question: string, dataset: DatasetSchema, runtime: Runtime, llm: LlmClient | undefined, session?: SessionState): Promise<RoutedQuestion> {
  const columns = dataset.columns.map((column) => ({ name: column.name, aliases: column.aliases ?? [] }));
  const templates = runtime.registry.templates;
  const classifier =
    runtime.config.strategies.classifier === "llm" && llm
      ? createLlmIntentClassifier({ llm, columns, templates, capabilities: runtime.registry.capabilityMap.capabilities.map((c) => ({ name: c.name, description: c.description })) })
      : createDeterministicClassifier({ columns, templates });
  const router = createRouter({ classifier, constraints: runtime.config.router.constraints, columnFallback: true });
  // The data file is given, so the data is loaded whatever the session says.
  const base = session ?? { sessionId: "cli", turns: [], summary: "", facts: [], updatedAt: new Date().toISOString() };
  const decision = await router.route({ text: question, session: { ...base, facts: base.facts.includes("data_loaded") ? base.facts : [...base.facts, "data_loaded"] } });
  const summary = summarise(decision, classifier.id === "deterministic" ? "deterministic" : "llm");
  if (decision.action === "clarify" || decision.action === "fork") {
    const asked = decision.action === "fork" ? { question: decision.fork!.question, options: decision.fork!.options } : decision.clarification!;
    throw new ModularPlannerError("clarification-needed", asked.question, { details: { clarification: asked, route: summary } });
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
export async function planQuestion(input: { question: string; data: string | undefined; config: CliConfig; runId?: string; session?: string; onProgress?: (message: string) => void }): Promise<PlannedQuestion> {
  if (!input.question.trim()) throw new ModularPlannerError("configuration-invalid", "The question is empty", { hint: 'Ask something, e.g. modular-planner run "total revenue by region" --data sales.csv' });
  if (!input.data) throw new ModularPlannerError("configuration-invalid", "No data file given", { hint: "Pass --data <file.csv|.parquet|.json>." });
  assertQuestionLength(input.question, input.config.limits.maxQuestionChars);
  const llm = await llmFromConfig(input.config);
  const runtime = await createRuntime(input.config);
  const runId = input.runId ?? newRunId();
  const outDir = resolve(input.config.output.dir, runId);
  try {
    input.onProgress?.("Reading the data schema…");
    const { dataset, tools } = await describeDataset(input.data, outDir);
    try {
      input.onProgress?.("Routing…");
      const sessions = input.session ? createFileSessionStore(resolve(SESSIONS_DIR)) : undefined;
      const session = input.session ? ((await sessions!.load(input.session)) ?? emptySession(input.session)) : undefined;
      const { route, planText, record } = await routeQuestion(input.question, dataset, runtime, llm, session);
      input.onProgress?.(`Route ${route.route} (${route.intent}, confidence ${route.confidence}); planning…`);
      const planned = await (await createPlannerFor(runtime, llm)).plan({ text: planText, dataset });
      if (sessions && session) await sessions.save(recordTurn(session, { user: planText, intent: route.intent, addFacts: ["data_loaded", ...record] }));
      return {
        runId,
        outDir,
        route,
        planned,
        dataPath: resolve(input.data),
        runtime,
        tools,
        close: async () => {
          tools.close();
          await runtime.close();
        },
      };
    } catch (error) {
      tools.close();
      throw error;
    }
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

/** Executes a planned question and writes plan files, tables, charts, result.json and report.html. */
export async function runPlanned(planned: PlannedQuestion, options: { question: string; approvals?: ApprovalQueue; onEvent?: (event: RunEvent) => void; signal?: AbortSignal; started?: number }): Promise<RunSummary> {
  const { outDir, runtime, tools } = planned;
  const plan = planned.planned.plan;
  await writeFile(join(outDir, "plan.json"), planToJson(plan));
  await writeFile(join(outDir, "plan.yaml"), planToYaml(plan, runtime.registry.catalog));
  await writeFile(join(outDir, "plan.mmd"), planToMermaid(plan));
  const store = await openRunStore(runtime.config, outDir);
  try {
    const executor = createExecutor({
      executors: [tools, ...(runtime.mcp ? [runtime.mcp.executor] : [])],
      catalog: runtime.registry.catalog,
      concurrency: runtime.config.limits.concurrency,
      stepTimeoutMs: runtime.config.limits.stepTimeoutMs,
      approvals: options.approvals ?? createInMemoryApprovalQueue({ decide: () => "denied" }),
      store: store.runs,
      maxReplans: runtime.config.limits.maxReplans,
    });
    const run = await executor.run(plan, { runId: planned.runId, ...(options.onEvent ? { onEvent: options.onEvent } : {}), ...(options.signal ? { signal: options.signal } : {}) });
    const files = Object.values(run.artifacts).filter((artifact) => (artifact.type === "file" || artifact.type === "chart") && artifact.uri).map((artifact) => artifact.uri!);
    const reportPath = join(outDir, "report.html");
    await writeFile(reportPath, await renderReport({ question: options.question, dataPath: planned.dataPath, route: planned.route, planned: planned.planned, run, files }));
    const summary: RunSummary = {
      runId: run.runId,
      status: run.status,
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
    await writeFile(join(outDir, "result.json"), JSON.stringify(summary, null, 2));
    return summary;
  } finally {
    await store.close();
  }
}
