import { tool, type DynamicStructuredTool } from "@langchain/core/tools";
import { ModularPlannerError, type Artifact, type JsonValue, type Plan, type VerificationReport } from "@modular-planner/core";
import { z } from "zod";

/** What the adapter needs of a ModularPlanner (`createModularPlanner` of @modular-planner/planner). */
export interface PlannerLike {
  plan(goal: string, context?: { signal?: AbortSignal }): Promise<{ plan: Plan; report: VerificationReport }>;
}

/** What the adapter needs of an executor (`createExecutor` of @modular-planner/executor). */
export interface ExecutorLike {
  run(
    plan: Plan,
    options?: { signal?: AbortSignal },
  ): Promise<{
    runId: string;
    status: "succeeded" | "failed" | "cancelled" | "partial";
    artifacts: Record<string, Artifact>;
    failed: { stepId: string; error: string }[];
    skipped: { stepId: string; reason: string }[];
  }>;
}

export interface PlannerOutcome {
  goal: string;
  /**
   * `planned`: a verified plan, not run; `succeeded` / `failed` / `partial` / `cancelled`: the run's
   * status; `clarification-needed`: the planner asks `question` instead of guessing; `not-planned`:
   * planning failed (`error` says why and what to do).
   */
  status: "planned" | "succeeded" | "failed" | "partial" | "cancelled" | "clarification-needed" | "not-planned";
  plan?: { id: string; steps: { id: string; tool: string; description: string; params: Record<string, unknown>; dependsOn: string[] }[] };
  report?: { ok: boolean; issues: { code: string; severity: string; message: string; stepId?: string }[] };
  run?: {
    runId: string;
    /** Per finished step: its tool's result (`value`, or `uri` for large artifacts). */
    outputs: Record<string, { tool: string; type: string; value?: JsonValue; uri?: string }>;
    failed: { stepId: string; error: string }[];
    skipped: { stepId: string; reason: string }[];
  };
  question?: { text: string; options: string[]; graphId?: string };
  error?: { code: string; message: string; hint?: string };
}

export interface PlanGoalOptions {
  planner: PlannerLike;
  /** Runs the verified plan when `run` is true. */
  executor?: ExecutorLike;
  run?: boolean;
  signal?: AbortSignal;
}

/**
 * Plans a goal and, when asked and the plan verified, runs it. Planner errors with a code (a
 * clarification, a missing capability, a plan that fails verification) become outcomes an agent can
 * read; anything else is thrown.
 */
export async function planGoal(goal: string, options: PlanGoalOptions): Promise<PlannerOutcome> {
  let planned: { plan: Plan; report: VerificationReport };
  try {
    planned = await options.planner.plan(goal, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    if (!(error instanceof ModularPlannerError)) throw error;
    if (error.code === "clarification-needed") {
      const details = error.details as { clarification?: { question: string; options: { label: string }[] }; graphId?: string };
      return {
        goal,
        status: "clarification-needed",
        question: {
          text: details.clarification?.question ?? error.message,
          options: details.clarification?.options.map((option) => option.label) ?? [],
          ...(details.graphId ? { graphId: details.graphId } : {}),
        },
      };
    }
    return { goal, status: "not-planned", error: { code: error.code, message: error.message, ...(error.hint ? { hint: error.hint } : {}) } };
  }
  const { plan, report } = planned;
  const outcome: PlannerOutcome = {
    goal,
    status: "planned",
    plan: {
      id: plan.id,
      steps: plan.steps.map((step) => ({ id: step.id, tool: step.tool, description: step.description, params: step.params, dependsOn: step.dependsOn })),
    },
    report: {
      ok: report.ok,
      issues: report.issues.map((issue) => ({
        code: issue.code,
        severity: issue.severity,
        message: issue.message,
        ...(issue.stepId ? { stepId: issue.stepId } : {}),
      })),
    },
  };
  if (!options.run) return outcome;
  if (!options.executor) throw new TypeError("planGoal: run is true but no executor was given.");
  if (!report.ok)
    return {
      ...outcome,
      status: "not-planned",
      error: { code: "plan-invalid", message: "The plan failed verification, so it was not run.", hint: "See report.issues." },
    };
  const result = await options.executor.run(plan, options.signal ? { signal: options.signal } : {});
  const tools = new Map(plan.steps.map((step) => [step.id, step.tool]));
  const outputs: NonNullable<PlannerOutcome["run"]>["outputs"] = {};
  for (const [stepId, artifact] of Object.entries(result.artifacts)) {
    outputs[stepId] = {
      tool: tools.get(stepId) ?? "",
      type: artifact.type,
      ...(artifact.value !== undefined ? { value: artifact.value } : {}),
      ...(artifact.uri ? { uri: artifact.uri } : {}),
    };
  }
  return {
    ...outcome,
    status: result.status,
    run: { runId: result.runId, outputs, failed: result.failed.map(({ stepId, error }) => ({ stepId, error })), skipped: result.skipped },
  };
}

export interface PlannerToolOptions {
  planner: PlannerLike;
  executor?: ExecutorLike;
  /** Default `plan_goal`. */
  name?: string;
  description?: string;
  /**
   * `optional` (default with an executor): the caller chooses with the `run` argument; `always`:
   * every call runs the plan; `never` (default without an executor): plans only.
   */
  run?: "optional" | "always" | "never";
}

const DEFAULT_DESCRIPTION =
  "Plan a goal over the available tools: returns a verified plan (steps, tools, parameters) or a question when the goal is ambiguous.";

/**
 * The planner as a LangChain tool, for an agent that delegates multi-step goals to it. The tool's
 * result is the `PlannerOutcome` as JSON.
 */
export function createPlannerTool(options: PlannerToolOptions): DynamicStructuredTool {
  const mode = options.run ?? (options.executor ? "optional" : "never");
  if (mode !== "never" && !options.executor) throw new TypeError(`createPlannerTool: run "${mode}" needs an executor.`);
  const goal = z.string().min(1).describe('The goal in plain words, e.g. "read notes.txt and count its words".');
  const schema =
    mode === "optional"
      ? z.object({ goal, run: z.boolean().optional().describe("Also run the plan and return the tools' results (default false).") })
      : z.object({ goal });
  const description =
    options.description ?? (mode === "never" ? DEFAULT_DESCRIPTION : `${DEFAULT_DESCRIPTION} It can also run the plan and return each step's result.`);
  return tool(
    async (input: { goal: string; run?: boolean }, config) => {
      const run = mode === "always" || (mode === "optional" && input.run === true);
      const outcome = await planGoal(input.goal, { planner: options.planner, executor: options.executor, run, signal: config?.signal });
      return JSON.stringify(outcome);
    },
    { name: options.name ?? "plan_goal", description, schema },
  ) as DynamicStructuredTool;
}

export interface PlannerNodeOptions<State> {
  planner: PlannerLike;
  executor?: ExecutorLike;
  /** Run the plan (default: true when an executor is given). */
  run?: boolean;
  /** The goal from the state (default: `state.goal`, else the text of the last message in `state.messages`). */
  goal?: (state: State) => string;
  /** The state update from the outcome (default `{ planner: outcome }`). */
  update?: (outcome: PlannerOutcome, state: State) => Partial<State>;
}

/**
 * The planner as a LangGraph node: `(state, config) => partial state`, for `graph.addNode(name, node)`.
 * The config's `signal` (LangGraph passes the run's) cancels planning and the run.
 */
export function createPlannerNode<State = Record<string, unknown>>(
  options: PlannerNodeOptions<State>,
): (state: State, config?: { signal?: AbortSignal }) => Promise<Partial<State>> {
  const run = options.run ?? options.executor !== undefined;
  if (run && !options.executor) throw new TypeError("createPlannerNode: run is true but no executor was given.");
  const goalOf = options.goal ?? defaultGoal;
  const update = options.update ?? ((outcome: PlannerOutcome) => ({ planner: outcome }) as unknown as Partial<State>);
  return async (state, config) => {
    const goal = goalOf(state);
    if (typeof goal !== "string" || goal.trim() === "") {
      throw new TypeError("Planner node: the state has no goal (set state.goal, add a message to state.messages, or pass a `goal` option).");
    }
    const outcome = await planGoal(goal, { planner: options.planner, executor: options.executor, run, signal: config?.signal });
    return update(outcome, state);
  };
}

function defaultGoal(state: unknown): string {
  const record = (state ?? {}) as { goal?: unknown; messages?: unknown };
  if (typeof record.goal === "string") return record.goal;
  if (Array.isArray(record.messages) && record.messages.length > 0) {
    const content = (record.messages[record.messages.length - 1] as { content?: unknown }).content;
    if (typeof content === "string") return content;
    if (Array.isArray(content)) return content.map((part) => (typeof part === "string" ? part : typeof part?.text === "string" ? part.text : "")).join("");
  }
  return "";
}
