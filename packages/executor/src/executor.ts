import { randomUUID } from "node:crypto";
import { setMaxListeners } from "node:events";
import { SpanStatusCode, context, isSpanContextValid, trace } from "@opentelemetry/api";
import {
  CancelledError,
  DEFAULT_RISKY_EFFECTS,
  ModularPlannerError,
  TimeoutError,
  type Artifact,
  type Effect,
  type Plan,
  type PlanStep,
  type Repair,
  type RunEvent,
  type RunStore,
  type ToolCatalog,
  type ToolExecutor,
  type ToolMetadata,
} from "@modular-planner/core";
import { stepDependencies } from "@modular-planner/kit";
import type { ApprovalDecision, ApprovalQueue } from "./approvals.js";
import type { CheckEvaluator } from "./checks.js";
import { compileStepGraph } from "./step-graph.js";
import { DONE, PENDING, RUNNING, SKIPPED, StepRun, type StepScope, type ToolInfo } from "./step-run.js";

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

export interface RunOptions {
  signal?: AbortSignal;
  onEvent?: (event: RunEvent) => void;
  runId?: string;
  /**
   * Artifacts of steps that finished in an earlier attempt of this run (a resumed run), by step id:
   * those steps are not run again (no events), and their dependants read these artifacts.
   */
  reuse?: Readonly<Record<string, Artifact>>;
  /**
   * Once aborted, no further step starts (a worker shutting down): the steps running go on to their
   * end, then the run ends `cancelled`, its steps not started neither run nor skipped (no event), so
   * a later attempt (`reuse`) runs them. A run whose every step had ended by then ends as usual.
   */
  drain?: AbortSignal;
}

export interface Executor {
  run(plan: Plan, options?: RunOptions): Promise<RunResult>;
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
 * A record keyed by step id, with a null prototype: a step may be called "constructor" or
 * "__proto__", and filling one is several times faster than filling a plain object with many keys.
 */
function stepRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * Ready steps are prepared in groups of at most this many, then their tools are called together:
 * small enough that the first tools start at once, large enough that their allocations stay close.
 */
const BURST = 64;

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
        new ModularPlannerError(
          "store-failed",
          `The run store failed, so run "${runId}" was stopped: ${error instanceof Error ? error.message : String(error)}`,
          {
            hint: "Check the store (disk space, permissions, a closed store); its record of this run is incomplete.",
            cause: error,
          },
        );
      if (options.store) {
        const now = new Date().toISOString();
        try {
          await options.store.createRun({ runId, planId: initialPlan.id, status: "running", createdAt: now, updatedAt: now, plan: initialPlan });
        } catch (error) {
          throw storeError(error); // nothing has run yet
        }
      }
      const controller = new AbortController();
      const signal = controller.signal;
      // Every running tool and pending approval gets this one signal (a signal per step costs about
      // 3 µs each), so a tool that listens for aborts adds a listener per running step. Past 10,
      // Node would warn of a leak that is not one.
      setMaxListeners(0, signal);
      // Stops every running step of the plan being run, which sets it (one call for all: a listener
      // per step would make each add/remove scan all the others, O(steps²) on wide fan-outs).
      let stopRunning: (reason: unknown) => void = () => {};
      // The run's signal is aborted here only (cancellation, the timebox, a failed store), so this
      // stops the steps directly, with no listener on the signal. Tools see the signal aborted first.
      const abortRun = (reason: unknown) => {
        if (signal.aborted) return;
        controller.abort(reason);
        stopRunning(reason);
      };
      const onAbort = () => abortRun(runOptions.signal?.reason ?? new CancelledError("The run was cancelled"));
      runOptions.signal?.addEventListener("abort", onAbort, { once: true });
      if (runOptions.signal?.aborted) onAbort();
      const runTimer = options.runTimeoutMs
        ? setTimeout(() => abortRun(new TimeoutError(`The run exceeded its timebox of ${options.runTimeoutMs} ms`)), options.runTimeoutMs)
        : undefined;

      const { store } = options;
      const { onEvent } = runOptions;
      /** Whether events are persisted or listened to: when not, none is built (a step then allocates less). */
      const listening = Boolean(store || onEvent);
      // A store that fails mid-run stops the run (the record could not say what happened) and is
      // reported in the result; emit itself never rejects.
      let storeFailure: ModularPlannerError | undefined;
      const storeFailed = (error: unknown) => {
        if (storeFailure) return;
        storeFailure = storeError(error);
        abortRun(storeFailure);
      };
      // A listener that throws (a broken progress display) does not stop the run: Node warns once.
      let listenerWarned = false;
      const notify = (event: RunEvent) => {
        try {
          onEvent?.(event);
        } catch (error) {
          if (!listenerWarned)
            process.emitWarning(
              `An onEvent listener threw on "${event.type}" (run ${runId}); the run goes on: ${error instanceof Error ? error.message : String(error)}`,
              "ModularPlannerWarning",
            );
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
      const runSpan = tracer.startSpan("modular-planner.run", {
        attributes: { "run.id": runId, "plan.id": initialPlan.id, "plan.steps": initialPlan.steps.length },
      });
      await emit({ type: "run-start", plan: initialPlan });

      // Every artifact of the run by step id, filled as steps finish (later plans overwrite).
      const artifacts = stepRecord<Artifact>();
      const repairs: Repair[] = [];
      const approvals: RunResult["approvals"] = [];
      let plan = initialPlan;
      let replans = 0;
      let failed: RunResult["failed"] = [];
      let skipped: RunResult["skipped"] = [];
      let finished: string[] = [];

      // Step spans only when some tracer provider is installed: a no-op tracer's run span has an
      // invalid context (no SDK, no parent), and its step spans would do nothing at some cost each.
      // Step spans are children of the run span.
      const runContext = isSpanContextValid(runSpan.spanContext()) ? trace.setSpan(context.active(), runSpan) : undefined;
      const startSpan = runContext ? () => tracer.startSpan("modular-planner.step", undefined, runContext) : undefined;

      const draining = () => runOptions.drain?.aborted === true;
      /** Set when the run was drained before every step had ended. */
      let stoppedEarly = false;
      let wake: () => void = () => undefined;
      const onDrain = () => wake();
      runOptions.drain?.addEventListener("abort", onDrain, { once: true });

      const runPlan = (current: Plan, reuse: Map<string, Artifact>): Promise<void> => {
        const steps = current.steps;
        const graph = compileStepGraph(steps); // throws PlanGraphError
        const { index, dependencyStart, dependencyList, dependantStart, dependantList } = graph;
        const count = steps.length;
        const state = new Uint8Array(count); // PENDING
        // This plan's artifacts by position (the run's record has them by id).
        const planArtifacts: (Artifact | undefined)[] = new Array(count);
        for (const [id, artifact] of reuse) {
          const position = index.get(id);
          if (position === undefined) continue;
          state[position] = DONE;
          planArtifacts[position] = artifact;
          finished.push(id);
        }
        // Each step keeps a count of unfinished inputs; a finished step makes its dependants ready
        // when it was the last one, so large fan-outs cost O(steps + edges), not O(steps²).
        const waiting = new Int32Array(count);
        const ready: number[] = [];
        for (let position = 0; position < count; position += 1) {
          let left = 0;
          for (let edge = dependencyStart[position]!; edge < dependencyStart[position + 1]!; edge += 1) if (state[dependencyList[edge]!] !== DONE) left += 1;
          waiting[position] = left;
          if (left === 0 && state[position] === PENDING) ready.push(position);
        }
        // Finished steps enter the run's record (artifacts by id, the finished list) in batches,
        // after the steps they made ready have started. On a wide fan-out, the step that waits
        // for all the others then starts as soon as the last one returns, with no string-keyed
        // write per step before it. A batch is written when the event loop turns (setImmediate,
        // while the started tools wait), before a reference is resolved, and when the plan ends,
        // so nothing reads the record before its batch is in it.
        const finishOrder = new Int32Array(count);
        let finishCount = 0;
        let recordedCount = 0;
        let recordScheduled = false;
        const writeRecords = () => {
          recordScheduled = false;
          for (; recordedCount < finishCount; recordedCount += 1) {
            const position = finishOrder[recordedCount]!;
            const id = steps[position]!.id;
            artifacts[id] = planArtifacts[position]!;
            finished.push(id);
          }
        };
        let next = 0; // ready[next..] are still to start
        let running = 0;
        let finish!: () => void;
        const settled = new Promise<void>((resolve) => (finish = resolve));

        const tools = new Map<string, ToolInfo>();
        const toolInfo = (name: string): ToolInfo => {
          let info = tools.get(name);
          if (info) return info;
          const tool = options.catalog.get(name);
          info = {
            tool,
            executor: tool && options.executors.find((candidate) => candidate.canExecute(tool)),
            blocked: tool ? tool.effects.filter((effect) => denied.has(effect)) : [],
            needs: tool ? tool.effects.filter((effect) => risky.has(effect) && !allowed.has(effect)) : [],
          };
          tools.set(name, info);
          return info;
        };

        const skip = (position: number, reason: string) => {
          if (state[position] !== PENDING && state[position] !== RUNNING) return;
          state[position] = SKIPPED;
          const step = steps[position]!;
          skipped.push({ stepId: step.id, reason });
          if (runSpan.isRecording()) runSpan.addEvent("step-skipped", { "step.id": step.id, "step.skip_reason": reason });
          void emit({ type: "plan-step-finish", stepId: step.id, tool: step.tool, status: "skipped", durationMs: 0, error: reason });
        };
        /** Wakes the dependants of a step that ended: ready when it finished, skipped when not. */
        const settle = (position: number) => {
          const outcome = state[position];
          for (let edge = dependantStart[position]!; edge < dependantStart[position + 1]!; edge += 1) {
            const dependant = dependantList[edge]!;
            if (state[dependant] !== PENDING) continue;
            if (outcome === DONE) {
              if (--waiting[dependant]! === 0) ready.push(dependant);
            } else {
              skip(dependant, `depends on ${steps[position]!.id}, which did not finish`);
              settle(dependant);
            }
          }
        };
        const scope: StepScope = {
          steps,
          graph,
          state,
          artifacts: planArtifacts,
          record(position) {
            finishOrder[finishCount++] = position;
            if (!recordScheduled) {
              recordScheduled = true;
              setImmediate(writeRecords);
            }
          },
          // A reference names a step of this plan that has finished: its artifact in the record is
          // the one this plan produced (or reused), once the pending records are written.
          lookup: {
            get: (id) => {
              writeRecords();
              return artifacts[id];
            },
          },
          failed,
          repairs,
          running: new Array(count),
          signal,
          aborted: signal.aborted,
          starting: undefined,
          stepTimeoutMs: options.stepTimeoutMs,
          checks: options.checks,
          askUser: options.askUser,
          listening,
          emit,
          startSpan,
          runId,
          ended(position) {
            running -= 1;
            settle(position);
            pump();
          },
        };
        const { ended } = scope;
        const execute = (position: number, info: ToolInfo) => new StepRun(scope, position, info).start();
        // Draining: the steps running end, none starts; the plan ends once none runs.
        wake = () => pump();
        // Cancellation stops every running step of this plan.
        stopRunning = (reason) => {
          scope.aborted = true;
          for (const step of scope.running) step?.stop(reason);
        };

        const approve = async (step: PlanStep, tool: ToolMetadata, needs: Effect[]): Promise<ApprovalDecision> => {
          await emit({ type: "tool-approval-request", stepId: step.id, tool: tool.name, effects: needs });
          const decision: ApprovalDecision = options.approvals ? await options.approvals.request({ runId, step, tool, effects: needs }, signal) : "denied";
          approvals.push({ stepId: step.id, decision });
          runSpan.addEvent("step-approval", { "step.id": step.id, "approval.effects": needs, "approval.decision": decision });
          await emit({ type: "tool-approval-response", stepId: step.id, decision });
          return decision;
        };
        const launch = (position: number) => {
          const step = steps[position]!;
          state[position] = RUNNING;
          const info = toolInfo(step.tool);
          if (info.blocked.length > 0) {
            skip(position, `effects ${info.blocked.join(", ")} are denied by policy`);
            settle(position);
            return;
          }
          running += 1;
          // Steps that need no approval go straight to execution.
          if (info.needs.length === 0) return execute(position, info);
          approve(step, info.tool!, info.needs).then(
            (decision) => {
              if (decision === "approved") return execute(position, info);
              skip(
                position,
                decision === "timed-out" ? "approval timed out" : options.approvals ? "approval denied" : "risky step and no approval queue configured",
              );
              ended(position);
            },
            (error: unknown) => {
              skip(position, `approval failed: ${error instanceof Error ? error.message : String(error)}`);
              ended(position);
            },
          );
        };

        // Starts ready steps up to the concurrency limit. A step that ends synchronously calls
        // pump again from inside the loop: that call returns at once and the loop picks its work up.
        let pumping = false;
        const pump = () => {
          if (pumping) return;
          pumping = true;
          try {
            if (scope.aborted) {
              for (let position = 0; position < count; position += 1) if (state[position] === PENDING) skip(position, "the run was cancelled");
              ready.length = 0;
              next = 0;
            }
            // Start ready steps in bursts: prepare each, then call their tools together. A tool
            // that ends synchronously can make more steps ready: the next burst starts those.
            while (!draining() && next < ready.length && running < concurrency) {
              const burst: StepRun[] = (scope.starting = []);
              while (next < ready.length && running < concurrency && burst.length < BURST) {
                const position = ready[next++]!;
                if (state[position] === PENDING) launch(position);
              }
              scope.starting = undefined;
              for (const step of burst) step.callTool();
            }
            if (next > 1024 && next * 2 > ready.length) {
              ready.splice(0, next); // drop the consumed head now and then instead of shifting each time
              next = 0;
            }
          } finally {
            pumping = false;
          }
          if (running === 0 && (next >= ready.length || draining())) {
            if (draining() && state.includes(PENDING)) stoppedEarly = true;
            writeRecords();
            finish();
          }
        };
        pump();
        return settled;
      };

      try {
        const reused = new Map<string, Artifact>();
        for (const [id, artifact] of Object.entries(runOptions.reuse ?? {})) {
          if (!plan.steps.some((step) => step.id === id)) continue;
          artifacts[id] = artifact;
          reused.set(id, artifact);
        }
        await runPlan(plan, reused);
        while (failed.length > 0 && !signal.aborted && !draining() && options.replan && replans < (options.maxReplans ?? 3)) {
          const first = failed[0]!;
          replans += 1;
          await emit({ type: "replan-request", attempt: replans, reason: first.error, failedStepId: first.stepId });
          const completed = stepRecord<Artifact>();
          for (const id of finished) completed[id] = artifacts[id]!;
          const revised = await options.replan({ plan, failedStepId: first.stepId, error: new Error(first.error), completed, attempt: replans });
          if (!revised) break;
          // Keep finished work whose step is unchanged (same tool, params and upstream).
          const oldSteps = new Map(plan.steps.map((step) => [step.id, step]));
          const newSteps = new Map(revised.steps.map((step) => [step.id, step]));
          const reuse = new Map<string, Artifact>();
          for (const id of finished) {
            const before = oldSteps.get(id);
            const after = newSteps.get(id);
            if (before && after && signatureOf(before, oldSteps) === signatureOf(after, newSteps)) reuse.set(id, artifacts[id]!);
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
        runOptions.drain?.removeEventListener("abort", onDrain);
      }

      if (storeFailure) failed.push({ stepId: "(store)", error: storeFailure.message, requiresReplan: false });
      let status: RunResult["status"] = storeFailure
        ? "failed"
        : signal.aborted || stoppedEarly
          ? "cancelled"
          : failed.length === 0 && skipped.length === 0
            ? "succeeded"
            : finished.length > 0
              ? "partial"
              : "failed";
      const durationMs = performance.now() - started;
      const summary = `${finished.length} finished, ${failed.length} failed, ${skipped.length} skipped${replans ? `, ${replans} replans` : ""}${stoppedEarly ? ", the rest not started (drained)" : ""}`;
      const finishPersisted = emit({ type: "run-finish", status, durationMs, summary });
      if (finishPersisted) await finishPersisted;
      if (!storeFailure && options.store) {
        await Promise.resolve(options.store.updateRunStatus(runId, status)).catch(storeFailed);
        if (storeFailure) {
          failed.push({ stepId: "(store)", error: (storeFailure as ModularPlannerError).message, requiresReplan: false });
          status = "failed";
        }
      }
      runSpan.setAttributes({
        "run.status": status,
        "run.finished": finished.length,
        "run.failed": failed.length,
        "run.skipped": skipped.length,
        "run.replans": replans,
      });
      runSpan.setStatus({ code: status === "succeeded" ? SpanStatusCode.OK : SpanStatusCode.ERROR, message: summary });
      runSpan.end();
      return { runId, status, plan, artifacts, finished, failed, skipped, repairs, approvals, replans, durationMs };
    },
  };
}
