// `run` without --data: plan over the catalog (intent path), then execute it when every tool step is
// an MCP tool of a configured server. Imported only by that action.
import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { relative, resolve, join } from "node:path";
import { createInterface } from "node:readline/promises";
import { ModularPlannerError, type PlanStep, type RunEvent } from "@modular-planner/core";
import { isModularPlannerError } from "@modular-planner/kit";
import { createCliApprovalQueue, createExecutor, createInMemoryApprovalQueue } from "@modular-planner/executor";
import { ClarificationNeededError, planToJson, planToMermaid, planToYaml } from "@modular-planner/planner";
import { EXIT, type ExitCode } from "../exit-codes.js";
import type { CommandContext, HandlerInput } from "../context.js";
import { newGraphId, planGoal } from "../intents.js";
import { exitCodeForSignal, watchRun } from "../interrupts.js";
import { redactorFor } from "../redact.js";
import { CLI_CALLER } from "../callers.js";
import { learnFromRun, openRunStore } from "../stores.js";
import { printClarification } from "./plan-goal.js";

/** `--set name=value` answers for the plan's ask-user steps (by parameter name); JSON values are parsed. */
export function parseSetValues(pairs: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const pair of pairs) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new ModularPlannerError("configuration-invalid", `--set expects name=value, got "${pair}"`, { hint: "e.g. --set path=./reports" });
    const raw = pair.slice(at + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      // a plain string
    }
    values[pair.slice(0, at)] = value;
  }
  return values;
}

const parameterOf = (step: PlanStep): string => String(step.params.parameter ?? step.id);

/**
 * Asks every open value of a plan together, once, before anything runs (one prompt per parameter
 * name, in plan order), so a person answers them in one sitting rather than between tool calls.
 */
export async function askOpenValues(
  steps: readonly PlanStep[],
  known: Record<string, unknown>,
  question: (prompt: string) => Promise<string>,
): Promise<Record<string, unknown>> {
  const values = { ...known };
  const open = steps.filter((step) => step.kind === "ask-user" && !(parameterOf(step) in values));
  const names = [...new Set(open.map(parameterOf))];
  for (const name of names) {
    const step = open.find((candidate) => parameterOf(candidate) === name)!;
    const prompt = `(${names.indexOf(name) + 1}/${names.length}) ${step.prompt ?? `Value for ${name}?`} `;
    Object.assign(values, parseSetValues([`${name}=${await question(prompt)}`]));
  }
  return values;
}

function preview(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

export async function runGoalCommand(
  args: { goal?: string; resume?: { graphId: string; answer?: string }; yes?: boolean; set: readonly string[]; library?: false },
  input: HandlerInput,
  context: CommandContext,
): Promise<ExitCode> {
  const started = performance.now();
  const values = parseSetValues(args.set);
  const graphId = args.resume?.graphId ?? newGraphId();
  let result;
  try {
    result = await planGoal({
      ...(args.goal !== undefined ? { goal: args.goal } : {}),
      ...(args.resume ? { resume: args.resume } : {}),
      graphId,
      config: input.config,
      ...(args.library === false ? { library: false as const } : {}),
      onProgress: (message) => input.reporter.progress(message),
    });
  } catch (error) {
    if (error instanceof ClarificationNeededError) return printClarification(error, input, context, "run");
    if (isModularPlannerError(error) && error.code === "verification-failed" && !input.json) {
      input.reporter.done();
      context.err(`Intent graph: ${graphId} (modular-planner graphs show ${graphId})`);
    }
    throw error;
  }
  try {
    const { runtime } = result;
    const plan = result.planned.plan;
    const catalog = runtime.registry.catalog;
    const toolSteps = plan.steps.filter((step) => step.kind === "tool");
    const notMcp = [...new Set(toolSteps.filter((step) => catalog.get(step.tool)?.source?.kind !== "mcp").map((step) => step.tool))];
    if (!runtime.mcp || notMcp.length > 0 || toolSteps.length === 0) {
      // Data tools need a data file (the data path of `run`); only MCP tools run without one.
      input.reporter.done();
      const message =
        toolSteps.length === 0
          ? "The plan has no tool step to run"
          : `run without --data executes MCP tools only, and this plan uses ${notMcp.join(", ")}${runtime.mcp ? "" : " (no MCP server is configured)"}`;
      const hint = `Keep the plan with: modular-planner plan --resume ${result.graphId} --format yaml (or modular-planner graphs show ${result.graphId}); to analyse a data file, pass --data <file>.`;
      if (input.json) context.out(JSON.stringify({ error: { name: "UsageError", code: "not-executable", message, hint }, graphId: result.graphId }));
      else {
        context.err(`Intent graph: ${result.graphId}`);
        context.err(`Error: ${message}`);
        context.err(`Hint: ${hint}`);
      }
      return EXIT.usage;
    }
    const interactive = Boolean(process.stdin.isTTY) && !input.json && !process.env.CI;
    const unanswered = plan.steps.filter((step) => step.kind === "ask-user" && !(parameterOf(step) in values));
    if (unanswered.length > 0 && !interactive) {
      input.reporter.done();
      const question = `The plan asks for ${unanswered.map((step) => `${parameterOf(step)} (${step.prompt ?? step.description})`).join(", ")}`;
      const command = `modular-planner run --resume ${result.graphId} ${unanswered.map((step) => `--set ${parameterOf(step)}=<value>`).join(" ")}`;
      if (input.json)
        context.out(
          JSON.stringify({
            clarification: { question, options: [], reason: "values the goal does not state" },
            route: null,
            graphId: result.graphId,
            values: unanswered.map(parameterOf),
            resume: command,
          }),
        );
      else {
        context.err(`Question: ${question}`);
        context.err(`Intent graph: ${result.graphId}`);
        context.err(`Continue with: ${command}`);
      }
      return EXIT.clarification;
    }

    if (unanswered.length > 0) {
      const rl = createInterface({ input: process.stdin, output: process.stderr });
      try {
        context.err(`The plan needs ${new Set(unanswered.map(parameterOf)).size} value(s) the goal does not state:`);
        Object.assign(values, await askOpenValues(plan.steps, values, (prompt) => rl.question(prompt)));
      } finally {
        rl.close();
      }
    }

    const runId = `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomUUID().slice(0, 8)}`;
    const outDir = resolve(input.config.output.dir, runId);
    await mkdir(outDir, { recursive: true });
    const redactor = await redactorFor(args.goal ?? plan.goal);
    const stored = redactor.json(plan);
    await writeFile(join(outDir, "plan.json"), planToJson(stored));
    await writeFile(join(outDir, "plan.yaml"), planToYaml(stored, catalog));
    await writeFile(join(outDir, "plan.mmd"), planToMermaid(stored));
    const store = await openRunStore(input.config, outDir, redactor, { caller: CLI_CALLER, request: redactor.text(args.goal ?? plan.goal) });
    const watched = watchRun(store, runId);
    let run;
    let interruptedBy: "SIGINT" | "SIGTERM" | undefined;
    try {
      const askUser = async (step: PlanStep): Promise<unknown> => {
        const name = parameterOf(step);
        if (name in values) return values[name];
        const rl = createInterface({ input: process.stdin, output: process.stderr });
        try {
          return parseSetValues([`${name}=${await rl.question(`${step.prompt ?? `Value for ${name}?`} `)}`])[name];
        } finally {
          rl.close();
        }
      };
      const total = plan.steps.length;
      let done = 0;
      const executor = createExecutor({
        executors: [runtime.mcp.executor],
        catalog,
        concurrency: input.config.limits.concurrency,
        stepTimeoutMs: input.config.limits.stepTimeoutMs,
        approvals: args.yes
          ? createInMemoryApprovalQueue({ decide: () => "approved" })
          : interactive
            ? createCliApprovalQueue()
            : createInMemoryApprovalQueue({ decide: () => "denied" }),
        store: store.runs,
        maxReplans: input.config.limits.maxReplans,
        askUser,
      });
      run = await executor.run(plan, {
        runId,
        signal: watched.signal,
        onEvent: (event: RunEvent) => {
          if (event.type === "plan-step-finish") input.reporter.progress(`[${++done}/${total}] ${event.stepId} (${event.tool}) ${event.status}`);
        },
      });
      interruptedBy = await watched.interrupted();
    } finally {
      await store.close();
      watched.release();
    }
    if (interruptedBy) {
      input.reporter.done();
      const message = `Interrupted (${interruptedBy}): run ${run.runId} is recorded as interrupted; finished steps: ${run.finished.join(", ") || "none"}`;
      if (input.json)
        context.out(
          JSON.stringify({
            runId: run.runId,
            graphId: result.graphId,
            status: "interrupted",
            interruptedBy,
            finished: run.finished,
            outDir,
            store: store.location,
          }),
        );
      else context.err(message);
      return exitCodeForSignal(interruptedBy);
    }
    await learnFromRun(input.config, { runId: run.runId, status: run.status, request: redactor.text(args.goal ?? plan.goal), plan: stored });
    input.reporter.done();
    const results: Record<string, unknown> = {};
    for (const artifact of Object.values(run.artifacts)) {
      if (toolSteps.some((step) => step.id === artifact.stepId)) results[artifact.stepId] = artifact.value ?? artifact.uri ?? null;
    }
    const summary = {
      runId: run.runId,
      graphId: result.graphId,
      status: run.status,
      outDir,
      plan: toolSteps.map((step) => step.tool),
      results,
      failed: run.failed,
      skipped: run.skipped,
      store: store.location,
      durationMs: Math.round(performance.now() - started),
    };
    await writeFile(join(outDir, "result.json"), JSON.stringify(redactor.json(summary), null, 2));
    if (input.json) context.out(JSON.stringify(summary));
    else {
      context.out(`Intent graph: ${result.graphId}`);
      context.out(`Plan: ${summary.plan.join(" → ")}`);
      for (const [stepId, value] of Object.entries(results)) context.out(`Result ${stepId}: ${preview(value)}`);
      for (const failure of run.failed) context.err(`Failed: ${failure.stepId}: ${failure.error}`);
      for (const skip of run.skipped) context.err(`Skipped: ${skip.stepId}: ${skip.reason}`);
      context.out(`Wrote ${relative(process.cwd(), join(outDir, "result.json"))}`);
      context.out(
        `Run record: ${relative(process.cwd(), store.location)}${store.location.endsWith(".jsonl") ? "" : ` (modular-planner runs show ${run.runId})`}`,
      );
    }
    return run.status === "succeeded" ? EXIT.ok : EXIT.failed;
  } finally {
    await result.close();
  }
}
