import { SpanStatusCode, type Span } from "@opentelemetry/api";
import {
  ModularPlannerError,
  TimeoutError,
  ToolExecutionError,
  type Artifact,
  type Effect,
  type PlanStep,
  type Repair,
  type RunEvent,
  type ToolExecutor,
  type ToolMetadata,
} from "@modular-planner/core";
import { evaluateCheck, type CheckEvaluator } from "./checks.js";
import { needsNoParams, prepareParams, resolveParams, type ArtifactLookup } from "./params.js";
import type { StepGraph } from "./step-graph.js";

export const PENDING = 0;
export const RUNNING = 1;
export const DONE = 2;
export const FAILED = 3;
export const SKIPPED = 4;

/** What the scheduler knows about a tool, looked up once per tool per plan. */
export interface ToolInfo {
  tool: ToolMetadata | undefined;
  executor: ToolExecutor | undefined;
  /** Effects the policy denies (the step is skipped). */
  blocked: Effect[];
  /** Risky effects that need an approval. */
  needs: Effect[];
}

/** The state of one plan run that its steps read and write. */
export interface StepScope {
  readonly steps: readonly PlanStep[];
  readonly graph: StepGraph;
  readonly state: Uint8Array;
  /** This plan's artifacts by step position, set as each step finishes. */
  readonly artifacts: (Artifact | undefined)[];
  /**
   * Notes that the step at `position` finished (its artifact is in `artifacts`). It enters the
   * run's record (artifacts by id, the finished list) in a batch, after the steps it made ready
   * have started: see `createExecutor`.
   */
  record(position: number): void;
  /** The run's artifacts by id, for references in parameters (pending records are written first). */
  readonly lookup: ArtifactLookup;
  readonly failed: { stepId: string; error: string; requiresReplan: boolean }[];
  readonly repairs: Repair[];
  /** The running step at each position, to stop it on cancellation. */
  readonly running: (StepRun | undefined)[];
  readonly signal: AbortSignal;
  /** `signal.aborted`, kept as a plain field (read on every start and every end). */
  aborted: boolean;
  readonly stepTimeoutMs: number | undefined;
  readonly checks: Record<string, CheckEvaluator> | undefined;
  readonly askUser: ((step: PlanStep, signal: AbortSignal) => Promise<unknown>) | undefined;
  /** True when events are persisted or listened to; when false no event is built. */
  readonly listening: boolean;
  emit(event: Record<string, unknown> & { type: RunEvent["type"] }): Promise<void> | undefined;
  /** A step span, when a tracer provider is installed. */
  readonly startSpan: (() => Span) | undefined;
  readonly runId: string;
  /**
   * While the scheduler starts a burst of ready steps, the steps that are ready to call their tool
   * wait here, and are called one after another once the burst is prepared. The tools' own timers
   * and promises are then allocated together, not interleaved with the executor's per-step
   * objects, and that keeps completions of wide fan-outs cheaper (fewer cache misses).
   */
  starting: StepRun[] | undefined;
  /** Called once when the step has ended (finished, failed or stopped). */
  ended(position: number): void;
}

/**
 * One running step, in continuation-passing style: no promise of its own and no wrapper around
 * the tool's promise, one object per step (this is the per-step cost that wide fan-outs
 * multiply). `stop` (cancellation, timeout) ends the wait even for a tool that ignores its signal.
 */
export class StepRun {
  private readonly step: PlanStep;
  private readonly span: Span | undefined;
  private readonly recording: boolean;
  private readonly started: number;
  /** Whether the step has output checks (read when it starts, not from cold plan data when its tool returns). */
  private readonly checked: boolean;
  private readonly controller: AbortController | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private over = false;
  private request: Parameters<ToolExecutor["execute"]>[0] | undefined;

  constructor(
    private readonly scope: StepScope,
    private readonly position: number,
    private readonly info: ToolInfo,
  ) {
    this.step = scope.steps[position]!;
    this.checked = this.step.checks.length > 0;
    this.span = scope.startSpan?.();
    this.recording = this.span?.isRecording() === true;
    // Attributes are built only when a tracer provider records spans.
    if (this.recording) this.span!.setAttributes({ "run.id": scope.runId, "step.id": this.step.id, "step.tool": this.step.tool, "step.kind": this.step.kind });
    this.started = scope.listening || this.recording ? performance.now() : 0; // durations go only to events and spans
    // The tool's signal: the run's own, or a per-step one when steps have a timeout.
    this.controller = scope.stepTimeoutMs ? new AbortController() : undefined;
  }

  start(): void {
    const { scope, step } = this;
    scope.running[this.position] = this;
    if (scope.aborted) {
      this.stop(scope.signal.reason);
      return;
    }
    if (scope.stepTimeoutMs) {
      this.timer = setTimeout(
        () =>
          this.stop(
            new TimeoutError(`Step "${step.id}" (${step.tool}) exceeded ${scope.stepTimeoutMs} ms`, { hint: "Raise stepTimeoutMs or check the tool." }),
          ),
        scope.stepTimeoutMs,
      );
    }
    // Persist first: whoever reacts to the start can rely on it being on record.
    const persisted = scope.listening ? scope.emit({ type: "plan-step-start", stepId: step.id, tool: step.tool }) : undefined;
    if (persisted)
      persisted.then(
        () => this.call(),
        (error: unknown) => this.fail(error),
      );
    else this.call();
  }

  stop(reason: unknown): void {
    this.controller?.abort(reason);
    this.fail(reason);
  }

  private get signal(): AbortSignal {
    return this.controller?.signal ?? this.scope.signal;
  }

  private call(): void {
    if (this.over) return;
    const { scope, step, info } = this;
    try {
      if (step.kind === "ask-user") {
        if (!scope.askUser)
          throw new ModularPlannerError("clarification-needed", `Step "${step.id}" needs an answer: ${step.prompt ?? step.description}`, {
            hint: "Run interactively or pass the value in the request.",
          });
        Promise.resolve(scope.askUser(step, this.signal)).then(
          (value) => this.succeed({ id: `${step.id}-answer`, stepId: step.id, type: "scalar", value: value as never, metadata: {} }),
          (error: unknown) => this.fail(error),
        );
        return;
      }
      const { tool, executor } = info;
      if (!tool) throw new ToolExecutionError(`Unknown tool "${step.tool}" in step "${step.id}"`, { stepId: step.id, tool: step.tool, requiresReplan: true });
      if (!executor)
        throw new ToolExecutionError(`No executor can run "${tool.name}"`, {
          stepId: step.id,
          tool: tool.name,
          hint: "Register a ToolExecutor for this tool's source.",
        });
      const upstream = this.upstream();
      // The common case (no parameters, a tool that needs none) goes straight to the tool.
      if (needsNoParams(tool, step.params)) {
        this.invoke({}, upstream);
        return;
      }
      const prepared = prepareParams({ step, tool, params: resolveParams(step.params, scope.lookup, tool), upstream });
      if (prepared.repairs.length === 0) {
        this.invoke(prepared.params, upstream);
        return;
      }
      // Repairs are on record (and persisted) before the tool runs with them.
      const persisted: Promise<void>[] = [];
      for (const repair of prepared.repairs) {
        scope.repairs.push(repair);
        const written = scope.emit({ type: "repair-applied", repair });
        if (written) persisted.push(written);
      }
      if (persisted.length === 0) this.invoke(prepared.params, upstream);
      else
        Promise.all(persisted).then(
          () => this.invoke(prepared.params, upstream),
          (error: unknown) => this.fail(error),
        );
    } catch (error) {
      this.fail(error);
    }
  }

  /** The artifacts of the steps this one needs, in dependency order. */
  private upstream(): Artifact[] {
    const { graph, artifacts } = this.scope;
    const upstream: Artifact[] = [];
    for (let edge = graph.dependencyStart[this.position]!; edge < graph.dependencyStart[this.position + 1]!; edge += 1) {
      const artifact = artifacts[graph.dependencyList[edge]!];
      if (artifact) upstream.push(artifact);
    }
    return upstream;
  }

  /** Prepares the tool's request (called at once, or with its burst: see StepScope.starting). */
  private invoke(params: Record<string, unknown>, upstream: Artifact[]): void {
    if (this.over) return;
    try {
      const inputs: Record<string, Artifact> = Object.create(null); // step ids are keys: "constructor" is a fine id
      for (const input of upstream) inputs[input.stepId] = input;
      this.request = { step: this.step, tool: this.info.tool!, params, inputs, signal: this.signal };
    } catch (error) {
      this.fail(error);
      return;
    }
    // Steps started together are called together (see StepScope.starting).
    if (this.scope.starting) this.scope.starting.push(this);
    else this.callTool();
  }

  /** Calls the tool with the prepared request. */
  callTool(): void {
    const request = this.request;
    this.request = undefined;
    if (this.over || !request) return;
    try {
      // Bound methods: smaller than two arrow functions and their shared context.
      Promise.resolve(this.info.executor!.execute(request)).then(this.succeed.bind(this), this.fail.bind(this));
    } catch (error) {
      this.fail(error); // an executor that throws instead of rejecting
    }
  }

  private succeed(artifact: Artifact): void {
    if (this.over) return;
    if (!this.checked) {
      this.accept(artifact);
      return;
    }
    firstFailedCheck(this.step, artifact, this.scope.checks).then(
      (problem) => (problem ? this.fail(problem) : this.accept(artifact)),
      (error: unknown) => this.fail(error),
    );
  }

  private accept(artifact: Artifact): void {
    if (this.over) return;
    this.over = true;
    const { scope, step, span } = this;
    scope.artifacts[this.position] = artifact;
    scope.state[this.position] = DONE;
    scope.record(this.position);
    if (this.recording) {
      span!.setAttributes({ "step.status": "succeeded", "step.artifact_type": artifact.type });
      span!.setStatus({ code: SpanStatusCode.OK });
    }
    const persisted = scope.listening
      ? scope.emit({ type: "plan-step-finish", stepId: step.id, tool: step.tool, status: "succeeded", durationMs: performance.now() - this.started, artifact })
      : undefined;
    if (persisted) persisted.then(() => this.end());
    else this.end();
  }

  private fail(caught: unknown): void {
    if (this.over) return;
    this.over = true;
    const { scope, step, span } = this;
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const cancelled = scope.signal.aborted && !(error instanceof TimeoutError && !(scope.signal.reason instanceof TimeoutError));
    scope.state[this.position] = FAILED;
    scope.failed.push({ stepId: step.id, error: error.message, requiresReplan: error instanceof ToolExecutionError && error.requiresReplan });
    if (span) {
      span.setAttribute("step.status", cancelled ? "cancelled" : "failed");
      span.recordException(error);
      span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
    }
    const persisted = scope.listening
      ? scope.emit({
          type: "plan-step-finish",
          stepId: step.id,
          tool: step.tool,
          status: cancelled ? "cancelled" : "failed",
          durationMs: performance.now() - this.started,
          error: error.message,
        })
      : undefined;
    if (persisted) persisted.then(() => this.end());
    else this.end();
  }

  private end(): void {
    if (this.timer) clearTimeout(this.timer);
    this.scope.running[this.position] = undefined;
    if (this.span) {
      if (this.recording) this.span.setAttribute("step.duration_ms", performance.now() - this.started);
      this.span.end();
    }
    this.scope.ended(this.position);
  }
}

/** The first of a step's checks its artifact fails, as the error that fails the step. */
async function firstFailedCheck(
  step: PlanStep,
  artifact: Artifact,
  custom: Record<string, CheckEvaluator> | undefined,
): Promise<ToolExecutionError | undefined> {
  for (const check of step.checks) {
    const problem = await evaluateCheck(check, artifact, custom);
    if (problem)
      return new ToolExecutionError(`Step "${step.id}" failed its ${check.type === "custom" ? check.name : check.type} check: ${problem}`, {
        stepId: step.id,
        tool: step.tool,
        requiresReplan: true,
      });
  }
  return undefined;
}
