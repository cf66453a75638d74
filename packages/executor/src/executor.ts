import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import { SpanStatusCode, trace } from "@opentelemetry/api";
import {
  CancelledError,
  DEFAULT_RISKY_EFFECTS,
  ModularPlannerError,
  TimeoutError,
  ToolExecutionError,

  stepDependencies,
  topologicalOrder,
  type Artifact,
  type Effect,
  type Plan,
  type PlanStep,
  type Repair,
  type RunEvent,
  type RunStore,
  type ToolCatalog,
  type ToolExecutor,
} from "@modular-planner/core";
import type { ApprovalDecision, ApprovalQueue } from "./approvals.js";
import { evaluateCheck, type CheckEvaluator } from "./checks.js";
import { prepareParams, resolveParams } from "./params.js";

export interface ReplanRequest {
  plan: Plan;
  failedStepId: string;
  error: Error;
  completed: Record<string, Artifact>;
  attempt: number;
}

export interface ExecutorOptions {
  executors: readonly ToolExecutor[];
  catalog: ToolCatalog;
  concurrency?: number;
  stepTimeoutMs?: number;
  /** The whole run's timebox. */
  runTimeoutMs?: number;
  approvals?: ApprovalQueue;
  /** Effects that need approval; `denied` effects are never run. Denied wins over allowed. */
  effectPolicy?: { risky?: readonly Effect[]; allowed?: readonly Effect[]; denied?: readonly Effect[] };
  checks?: Record<string, CheckEvaluator>;
  store?: RunStore;
  replan?: (request: ReplanRequest) => Promise<Plan | undefined>;
  maxReplans?: number;
  /** Answers ask-user steps; without it they fail with a clear error. */
  askUser?: (step: PlanStep, signal: AbortSignal) => Promise<unknown>;
}

export interface RunResult {
  runId: string;
  status: "succeeded" | "failed" | "cancelled" | "partial";
  plan: Plan;
  artifacts: Record<string, Artifact>;
  finished: string[];
  failed: { stepId: string; error: string; requiresReplan: boolean }[];
  skipped: { stepId: string; reason: string }[];
  repairs: Repair[];
  approvals: { stepId: string; decision: ApprovalDecision }[];
  replans: number;
  durationMs: number;
}

export interface Executor {
  run(plan: Plan, options?: { signal?: AbortSignal; onEvent?: (event: RunEvent) => void; runId?: string }): Promise<RunResult>;
}

/** A step's identity for reuse across replans: tool, parameters and upstream identities. */
function signatureOf(step: PlanStep, steps: ReadonlyMap<string, PlanStep>, memo = new Map<string, string>()): string {
  const cached = memo.get(step.id);
  if (cached) return cached;
  const upstream = stepDependencies(step).map((id) => (steps.get(id) ? signatureOf(steps.get(id)!, steps, memo) : id));
  const signature = JSON.stringify([step.tool, step.kind, step.params, upstream.sort()]);
  memo.set(step.id, signature);
  return signature;
}

export function createExecutor(options: ExecutorOptions): Executor {
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const risky = new Set(options.effectPolicy?.risky ?? DEFAULT_RISKY_EFFECTS);
  const allowed = new Set(options.effectPolicy?.allowed ?? []);
  const denied = new Set(options.effectPolicy?.denied ?? []);
  const tracer = trace.getTracer("@modular-planner/executor");

  return {
    async run(initialPlan, runOptions = {}) {
      const runId = runOptions.runId ?? randomUUID();
      const started = performance.now();
      const controller = new AbortController();
      const onAbort = () => controller.abort(runOptions.signal?.reason ?? new CancelledError("The run was cancelled"));
      runOptions.signal?.addEventListener("abort", onAbort, { once: true });
      if (runOptions.signal?.aborted) onAbort();
      const runTimer = options.runTimeoutMs ? setTimeout(() => controller.abort(new TimeoutError(`The run exceeded its timebox of ${options.runTimeoutMs} ms`)), options.runTimeoutMs) : undefined;
      const signal = controller.signal;
      // Every running step listens for cancellation on the run's signal.
      setMaxListeners(0, signal);

      const emit = async (event: Record<string, unknown> & { type: RunEvent["type"] }) => {
        const full = { runId, timestamp: new Date().toISOString(), ...event } as RunEvent;
        // Persist first: whoever reacts to an event can rely on it being on disk.
        await options.store?.appendEvent(runId, full);
        runOptions.onEvent?.(full);
      };
      const now = new Date().toISOString();
      await options.store?.createRun({ runId, planId: initialPlan.id, status: "running", createdAt: now, updatedAt: now, plan: initialPlan });
      const runSpan = tracer.startSpan("modular-planner.run", { attributes: { "run.id": runId, "plan.id": initialPlan.id, "plan.steps": initialPlan.steps.length } });
      await emit({ type: "run-start", plan: initialPlan });

      const artifacts = new Map<string, Artifact>();
      const repairs: Repair[] = [];
      const approvals: RunResult["approvals"] = [];
      let plan = initialPlan;
      let replans = 0;
      let failed: RunResult["failed"] = [];
      let skipped: RunResult["skipped"] = [];
      let finished: string[] = [];

      const runPlan = async (current: Plan, reuse: Map<string, Artifact>) => {
        topologicalOrder(current.steps); // throws PlanGraphError on cycles and dangling references
        const byId = new Map(current.steps.map((step) => [step.id, step]));
        const state = new Map<string, "pending" | "running" | "done" | "failed" | "skipped">();
        for (const step of current.steps) state.set(step.id, "pending");
        for (const [id, artifact] of reuse) {
          if (!byId.has(id)) continue;
          state.set(id, "done");
          artifacts.set(id, artifact);
          finished.push(id);
        }
        const running = new Map<string, Promise<void>>();
        const skip = (id: string, reason: string) => {
          if (state.get(id) !== "pending" && state.get(id) !== "running") return;
          state.set(id, "skipped");
          skipped.push({ stepId: id, reason });
          void emit({ type: "plan-step-finish", stepId: id, tool: byId.get(id)!.tool, status: "skipped", durationMs: 0, error: reason });
        };

        const execute = async (step: PlanStep) => {
          const stepStarted = performance.now();
          const span = tracer.startSpan("modular-planner.step", { attributes: { "step.id": step.id, "step.tool": step.tool } });
          await emit({ type: "plan-step-start", stepId: step.id, tool: step.tool });
          const stepController = new AbortController();
          const abortStep = () => stepController.abort(signal.reason);
          signal.addEventListener("abort", abortStep, { once: true });
          const timer = options.stepTimeoutMs
            ? setTimeout(() => stepController.abort(new TimeoutError(`Step "${step.id}" (${step.tool}) exceeded ${options.stepTimeoutMs} ms`, { hint: "Raise stepTimeoutMs or check the tool." })), options.stepTimeoutMs)
            : undefined;
          try {
            const upstream = stepDependencies(step).map((id) => artifacts.get(id)).filter((artifact): artifact is Artifact => artifact !== undefined);
            let artifact: Artifact;
            if (step.kind === "ask-user") {
              if (!options.askUser) throw new ModularPlannerError("clarification-needed", `Step "${step.id}" needs an answer: ${step.prompt ?? step.description}`, { hint: "Run interactively or pass the value in the request." });
              const value = await options.askUser(step, stepController.signal);
              artifact = { id: `${step.id}-answer`, stepId: step.id, type: "scalar", value: value as never, metadata: {} };
            } else {
              const tool = options.catalog.get(step.tool);
              if (!tool) throw new ToolExecutionError(`Unknown tool "${step.tool}" in step "${step.id}"`, { stepId: step.id, tool: step.tool, requiresReplan: true });
              const executor = options.executors.find((candidate) => candidate.canExecute(tool));
              if (!executor) throw new ToolExecutionError(`No executor can run "${tool.name}"`, { stepId: step.id, tool: tool.name, hint: "Register a ToolExecutor for this tool's source." });
              const prepared = prepareParams({ step, tool, params: resolveParams(step.params, artifacts), upstream });
              for (const repair of prepared.repairs) {
                repairs.push(repair);
                await emit({ type: "repair-applied", repair });
              }
              const execution = executor.execute({ step, tool, params: prepared.params, inputs: Object.fromEntries(upstream.map((a) => [a.stepId, a])), signal: stepController.signal });
              artifact = await new Promise<Artifact>((resolve, reject) => {
                if (stepController.signal.aborted) reject(stepController.signal.reason);
                stepController.signal.addEventListener("abort", () => reject(stepController.signal.reason), { once: true });
                execution.then(resolve, reject);
              });
            }
            for (const check of step.checks) {
              const problem = await evaluateCheck(check, artifact, options.checks);
              if (problem) throw new ToolExecutionError(`Step "${step.id}" failed its ${check.type === "custom" ? check.name : check.type} check: ${problem}`, { stepId: step.id, tool: step.tool, requiresReplan: true });
            }
            artifacts.set(step.id, artifact);
            state.set(step.id, "done");
            finished.push(step.id);
            span.setStatus({ code: SpanStatusCode.OK });
            await emit({ type: "plan-step-finish", stepId: step.id, tool: step.tool, status: "succeeded", durationMs: performance.now() - stepStarted, artifact });
          } catch (caught) {
            const error = caught instanceof Error ? caught : new Error(String(caught));
            const cancelled = signal.aborted && !(error instanceof TimeoutError && !(signal.reason instanceof TimeoutError));
            state.set(step.id, "failed");
            failed.push({ stepId: step.id, error: error.message, requiresReplan: error instanceof ToolExecutionError && error.requiresReplan });
            span.recordException(error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
            await emit({ type: "plan-step-finish", stepId: step.id, tool: step.tool, status: cancelled ? "cancelled" : "failed", durationMs: performance.now() - stepStarted, error: error.message });
          } finally {
            if (timer) clearTimeout(timer);
            signal.removeEventListener("abort", abortStep);
            span.end();
          }
        };

        const approve = async (step: PlanStep): Promise<boolean> => {
          const tool = options.catalog.get(step.tool);
          if (!tool) return true;
          const blocked = tool.effects.filter((effect) => denied.has(effect));
          if (blocked.length > 0) {
            skip(step.id, `effects ${blocked.join(", ")} are denied by policy`);
            return false;
          }
          const needs = tool.effects.filter((effect) => risky.has(effect) && !allowed.has(effect));
          if (needs.length === 0) return true;
          await emit({ type: "tool-approval-request", stepId: step.id, tool: tool.name, effects: needs });
          const decision: ApprovalDecision = options.approvals ? await options.approvals.request({ runId, step, tool, effects: needs }, signal) : "denied";
          approvals.push({ stepId: step.id, decision });
          await emit({ type: "tool-approval-response", stepId: step.id, decision });
          if (decision !== "approved") {
            skip(step.id, decision === "timed-out" ? "approval timed out" : options.approvals ? "approval denied" : "risky step and no approval queue configured");
            return false;
          }
          return true;
        };

        // Dependency-driven scheduling: each step keeps a count of unfinished inputs; a finished
        // step wakes the loop once, so large fan-outs cost O(steps + edges), not O(steps²).
        const dependencies = new Map(current.steps.map((step) => [step.id, stepDependencies(step)]));
        const dependants = new Map<string, string[]>(current.steps.map((step) => [step.id, []]));
        for (const [id, deps] of dependencies) for (const dependency of deps) dependants.get(dependency)?.push(id);
        const waiting = new Map(current.steps.map((step) => [step.id, dependencies.get(step.id)!.filter((dependency) => state.get(dependency) !== "done").length]));
        const ready: string[] = current.steps.filter((step) => state.get(step.id) === "pending" && waiting.get(step.id) === 0).map((step) => step.id);
        let wake: () => void = () => {};
        const settle = (id: string) => {
          const outcome = state.get(id);
          for (const dependant of dependants.get(id) ?? []) {
            if (state.get(dependant) !== "pending") continue;
            if (outcome === "done") {
              const left = waiting.get(dependant)! - 1;
              waiting.set(dependant, left);
              if (left === 0) ready.push(dependant);
            } else {
              skip(dependant, `depends on ${id}, which did not finish`);
              settle(dependant);
            }
          }
        };
        while (true) {
          if (signal.aborted) {
            for (const [id, status] of state) if (status === "pending") skip(id, "the run was cancelled");
            ready.length = 0;
          }
          while (ready.length > 0 && running.size < concurrency) {
            const id = ready.shift()!;
            if (state.get(id) !== "pending") continue;
            const step = byId.get(id)!;
            state.set(id, "running");
            const task = (async () => {
              if (await approve(step)) await execute(step);
            })().finally(() => {
              running.delete(id);
              settle(id);
              wake();
            });
            running.set(id, task);
          }
          if (running.size === 0) break;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      };

      try {
        await runPlan(plan, new Map());
        while (failed.length > 0 && !signal.aborted && options.replan && replans < (options.maxReplans ?? 3)) {
          const first = failed[0]!;
          replans += 1;
          await emit({ type: "replan-request", attempt: replans, reason: first.error, failedStepId: first.stepId });
          const completed = Object.fromEntries(finished.map((id) => [id, artifacts.get(id)!]));
          const revised = await options.replan({ plan, failedStepId: first.stepId, error: new Error(first.error), completed, attempt: replans });
          if (!revised) break;
          // Keep finished work whose step is unchanged (same tool, params and upstream).
          const oldSteps = new Map(plan.steps.map((step) => [step.id, step]));
          const newSteps = new Map(revised.steps.map((step) => [step.id, step]));
          const reuse = new Map<string, Artifact>();
          for (const id of finished) {
            const before = oldSteps.get(id);
            const after = newSteps.get(id);
            if (before && after && signatureOf(before, oldSteps) === signatureOf(after, newSteps)) reuse.set(id, artifacts.get(id)!);
          }
          plan = revised;
          failed = [];
          skipped = [];
          finished = [];
          await runPlan(plan, reuse);
        }
      } catch (error) {
        failed.push({ stepId: "(plan)", error: (error as Error).message, requiresReplan: false });
      } finally {
        if (runTimer) clearTimeout(runTimer);
        runOptions.signal?.removeEventListener("abort", onAbort);
      }

      const status: RunResult["status"] = signal.aborted ? "cancelled" : failed.length === 0 && skipped.length === 0 ? "succeeded" : finished.length > 0 ? "partial" : "failed";
      const durationMs = performance.now() - started;
      const summary = `${finished.length} finished, ${failed.length} failed, ${skipped.length} skipped${replans ? `, ${replans} replans` : ""}`;
      await emit({ type: "run-finish", status, durationMs, summary });
      await options.store?.updateRunStatus(runId, status);
      runSpan.setAttribute("run.status", status);
      runSpan.setStatus({ code: status === "succeeded" ? SpanStatusCode.OK : SpanStatusCode.ERROR, message: summary });
      runSpan.end();
      return { runId, status, plan, artifacts: Object.fromEntries(artifacts), finished, failed, skipped, repairs, approvals, replans, durationMs };
    },
  };
}

