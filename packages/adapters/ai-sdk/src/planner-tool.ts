import {
  ModularPlannerError,
  type Artifact,
  type Clarification,
  type JsonValue,
  type Plan,
  type RunEvent,
  type Usage,
  type VerificationReport,
} from "@modular-planner/core";
import { jsonSchema, tool, type Tool } from "ai";

/**
 * What the tool needs of a planner: `createModularPlanner(...)` of `@modular-planner/planner` fits.
 * Typed structurally so this package does not depend on the planner.
 */
export interface PlannerLike {
  plan(goal: string, context?: { signal?: AbortSignal }): Promise<{ plan: Plan; report: VerificationReport; usage?: Usage }>;
  resume?(graphId: string, input?: { answer?: string; signal?: AbortSignal }): Promise<{ plan: Plan; report: VerificationReport; usage?: Usage }>;
}

/** What the tool needs of an executor: `createExecutor(...)` of `@modular-planner/executor` fits. */
export interface ExecutorLike {
  run(
    plan: Plan,
    options?: { signal?: AbortSignal; onEvent?: (event: RunEvent) => void },
  ): Promise<{
    runId: string;
    status: string;
    artifacts: Record<string, Artifact>;
    finished: string[];
    failed: { stepId: string; error: string }[];
    skipped: { stepId: string; reason: string }[];
  }>;
}

export interface PlannerToolOptions {
  planner: PlannerLike;
  /** Runs the plan. Without it the tool only plans. */
  executor?: ExecutorLike;
  /**
   * When to run with an executor: `always`, `never`, or `on-request` (default: the calling model
   * sets `run` in the input; omitted means run).
   */
  run?: "always" | "never" | "on-request";
  /** The tool's description for the calling model. */
  description?: string;
  /** Receives the executor's run events (progress, approvals). */
  onEvent?: (event: RunEvent) => void;
}

export interface PlannerToolInput {
  goal: string;
  run?: boolean;
  /** With `graphId`: the answer to the planner's last clarification question. */
  answer?: string;
  graphId?: string;
}

export interface PlannerToolStep {
  id: string;
  tool: string;
  kind: "tool" | "ask-user";
  description: string;
  params: Record<string, JsonValue>;
  dependsOn: string[];
}

/** The tool's result: the plan and, when it ran, what each step produced. */
export type PlannerToolOutput =
  | {
      status: "planned" | "succeeded" | "failed" | "cancelled" | "partial";
      goal: string;
      steps: PlannerToolStep[];
      verification: { ok: boolean; issues: { code: string; severity: string; message: string }[] };
      run?: {
        runId: string;
        finished: string[];
        failed: { stepId: string; error: string }[];
        skipped: { stepId: string; reason: string }[];
        /** Per finished step, its artifact's inline value (or its `uri` when passed by reference). */
        outputs: Record<string, { type: string; value?: JsonValue; uri?: string }>;
      };
    }
  | { status: "needs-clarification"; question: string; options: string[]; reason: string; graphId?: string }
  | { status: "error"; code: string; message: string; hint?: string };

const DEFAULT_DESCRIPTION =
  "Plan a multi-step goal over the available tools, verify the plan and run it. Give the goal in plain words; the result lists each step, its tool and parameters, and what each step produced.";

/**
 * The planner as one tool of a larger AI SDK agent: `generateText({ tools: { plan: plannerTool({ planner, executor }) } })`.
 * Its `execute` plans the goal (and runs it when an executor is given) and returns the plan and
 * outcome as JSON. Planner errors come back as `{ status: "error", code, message, hint }` and a
 * clarification as `{ status: "needs-clarification", question, options, graphId }`, so the calling
 * model can react instead of the agent loop failing.
 */
export function plannerTool(options: PlannerToolOptions): Tool<PlannerToolInput, PlannerToolOutput> {
  const mode = options.executor ? (options.run ?? "on-request") : "never";
  const properties: Record<string, unknown> = {
    goal: { type: "string", description: "What to achieve, in plain words." },
    answer: { type: "string", description: "The answer to a previous needs-clarification result (with its graphId)." },
    graphId: { type: "string", description: "The graphId of a previous needs-clarification result." },
  };
  if (mode === "on-request") properties.run = { type: "boolean", description: "Run the plan after planning (default true); false returns the plan only." };
  return tool<PlannerToolInput, PlannerToolOutput>({
    description: options.description ?? DEFAULT_DESCRIPTION,
    inputSchema: jsonSchema<PlannerToolInput>({ type: "object", properties, required: ["goal"], additionalProperties: false } as Parameters<
      typeof jsonSchema
    >[0]),
    async execute(input, { abortSignal }) {
      const signal = abortSignal ? { signal: abortSignal } : {};
      try {
        const planned =
          input.graphId !== undefined && options.planner.resume
            ? await options.planner.resume(input.graphId, { ...(input.answer !== undefined ? { answer: input.answer } : {}), ...signal })
            : await options.planner.plan(input.goal, signal);
        const summary = {
          goal: planned.plan.goal,
          steps: planned.plan.steps.map((step) => ({
            id: step.id,
            tool: step.tool,
            kind: step.kind,
            description: step.description,
            params: step.params as Record<string, JsonValue>,
            dependsOn: step.dependsOn,
          })),
          verification: {
            ok: planned.report.ok,
            issues: planned.report.issues.map((issue) => ({ code: issue.code, severity: issue.severity, message: issue.message })),
          },
        };
        const shouldRun = options.executor && (mode === "always" || (mode === "on-request" && input.run !== false));
        if (!shouldRun || !planned.report.ok) return { status: "planned", ...summary };
        const result = await options.executor!.run(planned.plan, { ...signal, ...(options.onEvent ? { onEvent: options.onEvent } : {}) });
        const outputs = Object.fromEntries(
          result.finished
            .filter((stepId) => result.artifacts[stepId])
            .map((stepId) => {
              const artifact = result.artifacts[stepId]!;
              return [
                stepId,
                {
                  type: artifact.type,
                  ...(artifact.value !== undefined ? { value: artifact.value } : {}),
                  ...(artifact.uri !== undefined ? { uri: artifact.uri } : {}),
                },
              ];
            }),
        );
        return {
          status: result.status as "succeeded" | "failed" | "cancelled" | "partial",
          ...summary,
          run: {
            runId: result.runId,
            finished: result.finished,
            failed: result.failed.map(({ stepId, error }) => ({ stepId, error })),
            skipped: result.skipped,
            outputs,
          },
        };
      } catch (error) {
        if (error instanceof ModularPlannerError && error.code === "clarification-needed") {
          const clarification = error.details.clarification as Clarification;
          const graphId = error.details.graphId;
          return {
            status: "needs-clarification",
            question: clarification.question,
            options: clarification.options.map((option) => option.label),
            reason: clarification.reason,
            ...(typeof graphId === "string" ? { graphId } : {}),
          };
        }
        if (error instanceof ModularPlannerError)
          return { status: "error", code: error.code, message: error.message, ...(error.hint ? { hint: error.hint } : {}) };
        throw error;
      }
    },
  });
}
