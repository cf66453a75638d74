// Goals over the tool catalog served over HTTP (a run without a data file): planned on the intent
// path as `plan`/`run` without --data do, and executed when every tool step is an MCP tool.
import { mkdir, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { DEFAULT_RISKY_EFFECTS, ModularPlannerError, type PlanStep, type RunEvent } from "@modular-planner/core";
import { createExecutor, type ApprovalQueue } from "@modular-planner/executor";
import { ClarificationNeededError, planToJson, planToMermaid, planToYaml } from "@modular-planner/planner";
import type { CliConfig } from "./config.js";
import { HttpError } from "./serve-security.js";
import type { PlannedGoal } from "./intents.js";
import type { RouteSummary } from "./service.js";
import { openRunStore } from "./stores.js";
import { redactorFor } from "./redact.js";

/** An ask-user step's parameter name (as `run --set name=value` answers it). */
export const parameterOf = (step: PlanStep): string => String(step.params.parameter ?? step.id);

/** An answered value as `run --set name=value` reads it: JSON when it parses (a number, a list), else the text. */
export function valueOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** What the page shows before a goal runs, in the shape of a data question's route: how it was read, its assumptions and risks. */
export function goalUnderstanding(planned: PlannedGoal): RouteSummary {
  const catalog = planned.runtime.registry.catalog;
  const steps = planned.planned.plan.steps;
  const risky = [
    ...new Set(
      steps
        .filter((step) => step.kind === "tool")
        .flatMap((step) =>
          (catalog.get(step.tool)?.effects ?? [])
            .filter((effect) => DEFAULT_RISKY_EFFECTS.includes(effect))
            .map((effect) => `${step.tool}: ${effect} (asks for approval)`),
        ),
    ),
  ];
  return {
    action: "plan",
    route: "tool catalog",
    intent: "goal",
    template: null,
    confidence: 1,
    classifier: "none",
    justification: `No data file: the goal is planned over the tool catalog (${planned.runtime.registry.tools.length} tools), intent graph ${planned.graphId}.`,
    user_summary: `${planned.planned.intents.length} sub-intent(s): ${planned.planned.intents.map(({ intent }) => intent.text).join("; ")}`,
    assumptions: [
      ...planned.planned.intents.map(
        ({ intent, resolutions }) =>
          `"${intent.text}" → ${resolutions[0] ? `${resolutions[0].tool}${typeof resolutions[0].score === "number" ? ` (score ${resolutions[0].score.toFixed(2)})` : ""}` : "no tool"}`,
      ),
      ...steps
        .filter((step) => step.kind === "ask-user")
        .map((step) => `${parameterOf(step)} is asked of you (${step.prompt ?? step.description ?? "a value the goal does not state"})`),
    ],
    risks: risky,
    excluded: [],
  } as RouteSummary;
}

/** The planner's question about a goal as the API's clarification (422), answered at POST /graphs/{graphId}/answer. */
export function goalClarification(error: ClarificationNeededError): ModularPlannerError {
  const { question, options, reason } = error.clarification;
  return new ModularPlannerError("clarification-needed", question, {
    hint: reason,
    details: {
      clarification: {
        about: "goal",
        question,
        options: options.map((option) => ({ label: option.label, score: option.score, why: option.consequence })),
        reason,
      },
      graphId: error.graphId,
    },
  });
}

/** The values an ask-user step of the plan still needs, as a clarification with no options (the answer is the value). */
export function openValue(planned: PlannedGoal, values: Record<string, unknown>): ModularPlannerError | undefined {
  const step = planned.planned.plan.steps.find((candidate) => candidate.kind === "ask-user" && !(parameterOf(candidate) in values));
  if (!step) return undefined;
  const question = `The plan asks for ${parameterOf(step)}: ${step.prompt ?? step.description ?? "a value the goal does not state"}`;
  return new ModularPlannerError("clarification-needed", question, {
    details: {
      clarification: { about: "value", question, phrase: parameterOf(step), options: [], reason: "a value the goal does not state" },
      graphId: planned.graphId,
    },
  });
}

/** Refuses a plan this server cannot run without a data file: its tool steps must all be MCP tools. */
export function assertRunnable(planned: PlannedGoal): void {
  const catalog = planned.runtime.registry.catalog;
  const toolSteps = planned.planned.plan.steps.filter((step) => step.kind === "tool");
  const notMcp = [...new Set(toolSteps.filter((step) => catalog.get(step.tool)?.source?.kind !== "mcp").map((step) => step.tool))];
  if (planned.runtime.mcp && notMcp.length === 0 && toolSteps.length > 0) return;
  const message =
    toolSteps.length === 0
      ? "The goal's plan has no tool step to run"
      : `A goal without a data file runs MCP tools only, and this plan uses ${notMcp.join(", ")}${planned.runtime.mcp ? "" : " (no MCP server is configured)"}`;
  throw new HttpError(
    400,
    message,
    {},
    {
      hint: `Choose a data file to analyse data (its tools need one), or plan only (POST /plan); the intent graph is ${planned.graphId} (GET /graphs/${planned.graphId}).`,
    },
  );
}

/** A goal's run as `GET /runs/{id}` answers it (the CLI's `run --json` without --data). */
export interface GoalRunSummary {
  runId: string;
  graphId: string;
  status: string;
  outDir: string;
  plan: string[];
  results: Record<string, unknown>;
  finished: string[];
  failed: unknown[];
  skipped: unknown[];
  files: string[];
  store: string;
  durationMs: number;
}

/**
 * Runs a planned goal's MCP tools with the given ask-user values: the plan files, the run record (who
 * asked, and what) and result.json in out/<run-id>/, as `run` without --data writes them; `run-finish`
 * reaches `onEvent` once result.json is written.
 */
export async function runGoal(
  config: CliConfig,
  planned: PlannedGoal,
  options: {
    runId: string;
    goal: string;
    values: Record<string, unknown>;
    approvals: ApprovalQueue;
    onEvent: (event: RunEvent) => void;
    signal: AbortSignal;
    caller: string;
    started: number;
  },
): Promise<GoalRunSummary> {
  const { runtime } = planned;
  const plan = planned.planned.plan;
  const catalog = runtime.registry.catalog;
  const outDir = resolve(config.output.dir, options.runId);
  await mkdir(outDir, { recursive: true });
  const redactor = await redactorFor(options.goal);
  const stored = redactor.json(plan);
  await writeFile(join(outDir, "plan.json"), planToJson(stored));
  await writeFile(join(outDir, "plan.yaml"), planToYaml(stored, catalog));
  await writeFile(join(outDir, "plan.mmd"), planToMermaid(stored));
  const store = await openRunStore(config, outDir, redactor, { caller: options.caller, request: redactor.text(options.goal) });
  let finish: RunEvent | undefined;
  try {
    const executor = createExecutor({
      executors: [runtime.mcp!.executor],
      catalog,
      concurrency: config.limits.concurrency,
      stepTimeoutMs: config.limits.stepTimeoutMs,
      approvals: options.approvals,
      store: store.runs,
      maxReplans: config.limits.maxReplans,
      askUser: async (step) => options.values[parameterOf(step)],
    });
    const run = await executor.run(plan, {
      runId: options.runId,
      signal: options.signal,
      onEvent: (event) => {
        if (event.type === "run-finish") finish = event;
        else options.onEvent(event);
      },
    });
    const results: Record<string, unknown> = {};
    const toolSteps = plan.steps.filter((step) => step.kind === "tool");
    for (const artifact of Object.values(run.artifacts))
      if (toolSteps.some((step) => step.id === artifact.stepId)) results[artifact.stepId] = artifact.value ?? artifact.uri ?? null;
    const summary: GoalRunSummary = redactor.json({
      runId: run.runId,
      graphId: planned.graphId,
      status: run.status,
      outDir,
      plan: toolSteps.map((step) => step.tool),
      results,
      finished: run.finished,
      failed: run.failed,
      skipped: run.skipped,
      files: [],
      store: store.location,
      durationMs: Math.round(performance.now() - options.started),
    });
    await writeFile(join(outDir, "result.json"), JSON.stringify(summary, null, 2));
    return summary;
  } finally {
    await store.close();
    if (finish) options.onEvent(finish);
  }
}

export { ClarificationNeededError };
