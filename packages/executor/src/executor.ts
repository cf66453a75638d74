import { randomUUID } from "node:crypto";
import { SpanStatusCode, context, trace, type Span } from "@opentelemetry/api";
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

/**
 * True when step ids are unique, every dependency exists and there is no cycle (Kahn's algorithm
 * over the maps the scheduler builds anyway). On false, core's topologicalOrder names the problem.
 */
function isWellFormedDag(steps: readonly PlanStep[], byId: ReadonlyMap<string, PlanStep>, dependencies: ReadonlyMap<string, string[]>, dependants: ReadonlyMap<string, string[]>): boolean {
  if (byId.size !== steps.length) return false;
  const indegree = new Map<string, number>();
  const order: string[] = [];
  for (const step of steps) {
    const deps = dependencies.get(step.id)!;
    for (const dependency of deps) if (!byId.has(dependency)) return false;
    indegree.set(step.id, deps.length);
    if (deps.length === 0) order.push(step.id);
  }
  for (let index = 0; index < order.length; index += 1) {
    for (const dependant of dependants.get(order[index]!)!) {
      const left = indegree.get(dependant)! - 1;
      indegree.set(dependant, left);
      if (left === 0) order.push(dependant);
    }
  }
  return order.length === steps.length;
}

let lastMs = 0;
let lastIso = "";
/** `new Date().toISOString()`, formatted once per millisecond (many events share one). */
function isoNow(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastIso = new Date(now).toISOString();
  }
  return lastIso;
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
      const storeError = (error: unknown) =>
        new ModularPlannerError("store-failed", `The run store failed, so run "${runId}" was stopped: ${error instanceof Error ? error.message : String(error)}`, {
          hint: "Check the store (disk space, permissions, a closed store); its record of this run is incomplete.",
          cause: error,
        });
      const now = new Date().toISOString();
      try {
        await options.store?.createRun({ runId, planId: initialPlan.id, status: "running", createdAt: now, updatedAt: now, plan: initialPlan });
      } catch (error) {
        throw storeError(error); // nothing has run yet
      }
      const controller = new AbortController();
      const onAbort = () => controller.abort(runOptions.signal?.reason ?? new CancelledError("The run was cancelled"));
      runOptions.signal?.addEventListener("abort", onAbort, { once: true });
      if (runOptions.signal?.aborted) onAbort();
      const runTimer = options.runTimeoutMs ? setTimeout(() => controller.abort(new TimeoutError(`The run exceeded its timebox of ${options.runTimeoutMs} ms`)), options.runTimeoutMs) : undefined;
      const signal = controller.signal;
      // One listener on the run's signal stops every running step (a listener per step would make
      // each add/remove scan all the others: O(steps²) on wide fan-outs).
      const runningSteps = new Set<(reason: unknown) => void>();
      signal.addEventListener("abort", () => {
        for (const stop of runningSteps) stop(signal.reason);
      }, { once: true });

      const { store } = options;
      const { onEvent } = runOptions;
      // A store that fails mid-run stops the run (the record could not say what happened) and is
      // reported in the result; emit itself never rejects.
      let storeFailure: ModularPlannerError | undefined;
      const storeFailed = (error: unknown) => {
        if (storeFailure) return;
        storeFailure = storeError(error);
        controller.abort(storeFailure);
      };
      // A listener that throws (a broken progress display) does not stop the run: Node warns once.
      let listenerWarned = false;
      const notify = (event: RunEvent) => {
        try {
          onEvent?.(event);
        } catch (error) {
          if (!listenerWarned) process.emitWarning(`An onEvent listener threw on "${event.type}" (run ${runId}); the run goes on: ${error instanceof Error ? error.message : String(error)}`, "ModularPlannerWarning");
          listenerWarned = true;
        }
      };
      /** Builds an event only when someone listens; persists it before telling the listener. */
      const emit = (event: Record<string, unknown> & { type: RunEvent["type"] }): Promise<void> | undefined => {
        if (!store && !onEvent) return undefined;
        const full = { runId, timestamp: isoNow(), ...event } as RunEvent;
        // Persist first: whoever reacts to an event can rely on it being on disk.
        if (store) {
          if (storeFailure) return undefined;
          try {
            return Promise.resolve(store.appendEvent(runId, full)).then(() => notify(full), storeFailed);
          } catch (error) {
            storeFailed(error); // a store that throws instead of rejecting
            return undefined;
          }
        }
        notify(full);
        return undefined;
      };
      const runSpan = tracer.startSpan("modular-planner.run", { attributes: { "run.id": runId, "plan.id": initialPlan.id, "plan.steps": initialPlan.steps.length } });
      // Step spans are children of the run span.
      const runContext = trace.setSpan(context.active(), runSpan);
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
        const byId = new Map(current.steps.map((step) => [step.id, step]));
        // Each step's inputs (dependsOn and references), computed once per plan.
        const dependencies = new Map(current.steps.map((step) => [step.id, stepDependencies(step)]));
        const dependants = new Map<string, string[]>(current.steps.map((step) => [step.id, []]));
        for (const [id, deps] of dependencies) for (const dependency of deps) dependants.get(dependency)?.push(id);
        if (!isWellFormedDag(current.steps, byId, dependencies, dependants)) topologicalOrder(current.steps); // throws the PlanGraphError that says what is wrong
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
          if (runSpan.isRecording()) runSpan.addEvent("step-skipped", { "step.id": id, "step.skip_reason": reason });
          void emit({ type: "plan-step-finish", stepId: id, tool: byId.get(id)!.tool, status: "skipped", durationMs: 0, error: reason });
        };

        const execute = async (step: PlanStep) => {
          const stepStarted = performance.now();
          const span: Span = tracer.startSpan("modular-planner.step", undefined, runContext);
          // Attributes are built only when a tracer provider records spans (none by default).
          const recording = span.isRecording();
          if (recording) span.setAttributes({ "run.id": runId, "step.id": step.id, "step.tool": step.tool, "step.kind": step.kind });
          const persisted = emit({ type: "plan-step-start", stepId: step.id, tool: step.tool });
          if (persisted) await persisted; // no hop through the microtask queue when nobody listens
          // The tool's signal: the run's own, or a per-step one when steps have a timeout. Either way
          // `stop` ends the wait for the tool (a tool that ignores its signal cannot hold the run).
          const stepController = options.stepTimeoutMs ? new AbortController() : undefined;
          const stepSignal = stepController?.signal ?? signal;
          let stopped: { reason: unknown } | undefined;
          let rejectWait: ((reason: unknown) => void) | undefined;
          const stop = (reason: unknown) => {
            if (stopped) return;
            stopped = { reason };
            stepController?.abort(reason);
            rejectWait?.(reason);
          };
          if (signal.aborted) stop(signal.reason);
          runningSteps.add(stop);
          const timer = options.stepTimeoutMs
            ? setTimeout(() => stop(new TimeoutError(`Step "${step.id}" (${step.tool}) exceeded ${options.stepTimeoutMs} ms`, { hint: "Raise stepTimeoutMs or check the tool." })), options.stepTimeoutMs)
            : undefined;
          try {
            const upstream: Artifact[] = [];
            for (const id of dependencies.get(step.id) ?? stepDependencies(step)) {
              const artifact = artifacts.get(id);
              if (artifact) upstream.push(artifact);
            }
            let artifact: Artifact;
            if (step.kind === "ask-user") {
              if (!options.askUser) throw new ModularPlannerError("clarification-needed", `Step "${step.id}" needs an answer: ${step.prompt ?? step.description}`, { hint: "Run interactively or pass the value in the request." });
              const value = await options.askUser(step, stepSignal);
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
              const inputs: Record<string, Artifact> = {};
              for (const input of upstream) inputs[input.stepId] = input;
              const execution = executor.execute({ step, tool, params: prepared.params, inputs, signal: stepSignal });
              artifact = await new Promise<Artifact>((resolve, reject) => {
                execution.then(resolve, reject); // always handled, also when the step was stopped before
                if (stopped) reject(stopped.reason);
                rejectWait = reject;
              });
            }
            for (const check of step.checks) {
              const problem = await evaluateCheck(check, artifact, options.checks);
              if (problem) throw new ToolExecutionError(`Step "${step.id}" failed its ${check.type === "custom" ? check.name : check.type} check: ${problem}`, { stepId: step.id, tool: step.tool, requiresReplan: true });
            }
            artifacts.set(step.id, artifact);
            state.set(step.id, "done");
            finished.push(step.id);
            if (recording) {
              span.setAttributes({ "step.status": "succeeded", "step.artifact_type": artifact.type });
              span.setStatus({ code: SpanStatusCode.OK });
            }
            const persisted = emit({ type: "plan-step-finish", stepId: step.id, tool: step.tool, status: "succeeded", durationMs: performance.now() - stepStarted, artifact });
            if (persisted) await persisted; // no hop through the microtask queue when nobody listens
          } catch (caught) {
            const error = caught instanceof Error ? caught : new Error(String(caught));
            const cancelled = signal.aborted && !(error instanceof TimeoutError && !(signal.reason instanceof TimeoutError));
            state.set(step.id, "failed");
            failed.push({ stepId: step.id, error: error.message, requiresReplan: error instanceof ToolExecutionError && error.requiresReplan });
            span.setAttribute("step.status", cancelled ? "cancelled" : "failed");
            span.recordException(error);
            span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
            await emit({ type: "plan-step-finish", stepId: step.id, tool: step.tool, status: cancelled ? "cancelled" : "failed", durationMs: performance.now() - stepStarted, error: error.message });
          } finally {
            if (timer) clearTimeout(timer);
            runningSteps.delete(stop);
            if (recording) span.setAttribute("step.duration_ms", performance.now() - stepStarted);
            span.end();
          }
        };

        /** Effects that need a decision, or false when the policy denies the step outright. */
        const policy = (step: PlanStep): Effect[] | false => {
          const tool = options.catalog.get(step.tool);
          if (!tool) return [];
          const blocked = tool.effects.filter((effect) => denied.has(effect));
          if (blocked.length > 0) {
            skip(step.id, `effects ${blocked.join(", ")} are denied by policy`);
            return false;
          }
          return tool.effects.filter((effect) => risky.has(effect) && !allowed.has(effect));
        };
        const approve = async (step: PlanStep, needs: Effect[]): Promise<boolean> => {
          const tool = options.catalog.get(step.tool)!;
          await emit({ type: "tool-approval-request", stepId: step.id, tool: tool.name, effects: needs });
          const decision: ApprovalDecision = options.approvals ? await options.approvals.request({ runId, step, tool, effects: needs }, signal) : "denied";
          approvals.push({ stepId: step.id, decision });
          runSpan.addEvent("step-approval", { "step.id": step.id, "approval.effects": needs, "approval.decision": decision });
          await emit({ type: "tool-approval-response", stepId: step.id, decision });
          if (decision !== "approved") {
            skip(step.id, decision === "timed-out" ? "approval timed out" : options.approvals ? "approval denied" : "risky step and no approval queue configured");
            return false;
          }
          return true;
        };

        // Dependency-driven scheduling: each step keeps a count of unfinished inputs; a finished
        // step wakes the loop only when it made a step ready (or nothing runs any more), so large
        // fan-outs cost O(steps + edges), not O(steps²).
        const waiting = new Map(current.steps.map((step) => [step.id, dependencies.get(step.id)!.filter((dependency) => state.get(dependency) !== "done").length]));
        const ready: string[] = current.steps.filter((step) => state.get(step.id) === "pending" && waiting.get(step.id) === 0).map((step) => step.id);
        let next = 0; // ready[next..] are still to start
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
            next = 0;
          }
          while (next < ready.length && running.size < concurrency) {
            const id = ready[next++]!;
            if (state.get(id) !== "pending") continue;
            const step = byId.get(id)!;
            state.set(id, "running");
            const needs = policy(step);
            if (needs === false) {
              settle(id);
              continue;
            }
            // Steps that need no approval go straight to execution (no extra promise hop).
            const task = (needs.length === 0 ? execute(step) : approve(step, needs).then(
                  (approved) => (approved ? execute(step) : undefined),
                  (error: unknown) => skip(id, `approval failed: ${error instanceof Error ? error.message : String(error)}`),
                )).finally(() => {
              running.delete(id);
              settle(id);
              if (next < ready.length || running.size === 0 || signal.aborted) wake();
            });
            running.set(id, task);
          }
          if (next > 1024 && next * 2 > ready.length) {
            ready.splice(0, next); // drop the consumed head now and then instead of shifting each time
            next = 0;
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

      if (storeFailure) failed.push({ stepId: "(store)", error: storeFailure.message, requiresReplan: false });
      let status: RunResult["status"] = storeFailure ? "failed" : signal.aborted ? "cancelled" : failed.length === 0 && skipped.length === 0 ? "succeeded" : finished.length > 0 ? "partial" : "failed";
      const durationMs = performance.now() - started;
      const summary = `${finished.length} finished, ${failed.length} failed, ${skipped.length} skipped${replans ? `, ${replans} replans` : ""}`;
      await emit({ type: "run-finish", status, durationMs, summary });
      if (!storeFailure) {
        await Promise.resolve(options.store?.updateRunStatus(runId, status)).catch(storeFailed);
        if (storeFailure) {
          failed.push({ stepId: "(store)", error: (storeFailure as ModularPlannerError).message, requiresReplan: false });
          status = "failed";
        }
      }
      runSpan.setAttributes({ "run.status": status, "run.finished": finished.length, "run.failed": failed.length, "run.skipped": skipped.length, "run.replans": replans });
      runSpan.setStatus({ code: status === "succeeded" ? SpanStatusCode.OK : SpanStatusCode.ERROR, message: summary });
      runSpan.end();
      return { runId, status, plan, artifacts: Object.fromEntries(artifacts), finished, failed, skipped, repairs, approvals, replans, durationMs };
    },
  };
}

