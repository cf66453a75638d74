import {
  CancelledError,
  SPECIFICATION_VERSION,
  type LlmClient,
  type Plan,
  type RequirementSet,
  type Usage,
  type VerificationIssue,
  type Verifier,
} from "@modular-planner/core";
import { ZERO_USAGE, addUsage, listRequirementItems, stepDependencies } from "@modular-planner/kit";
import { createPromptBuilder, type PromptBuilder } from "@modular-planner/llm-shared";

export interface LlmJudgeVerifierOptions {
  llm: LlmClient;
  /** Prompt files (default: the shipped `templates/prompts`, prompt `judge-plan`). */
  prompts?: PromptBuilder;
  /** Default `llm-judge:<llm id>`. */
  id?: string;
  /**
   * When the judge cannot answer (invalid output after the client's attempts, HTTP error, timeout):
   * `warn` (default) adds one warning saying so and leaves the plan's verdict to the other
   * verifiers; `throw` rethrows. Cancellation always rethrows.
   */
  onError?: "warn" | "throw";
}

export interface LlmJudgeVerifier extends Verifier {
  /** Tokens spent by every judgement so far. */
  usage(): Usage;
}

const SOURCE = "llm-judge";

/** Requirement ids, one per line (`- group_by:region`). */
function formatRequirements(requirements: RequirementSet | undefined): string {
  if (!requirements) return "(not given)";
  const items = listRequirementItems(requirements);
  return items.length > 0 ? items.map((item) => `- ${item.id}`).join("\n") : "(none)";
}

/** One line per step: `id: tool {params} <- inputs; satisfies a, b`. */
export function formatPlanForJudge(plan: Plan): string {
  if (plan.steps.length === 0) return "(no steps)";
  return plan.steps
    .map((step) => {
      const inputs = stepDependencies(step);
      const head = step.kind === "ask-user" ? `ask user ${JSON.stringify(step.prompt ?? "")}` : `${step.tool} ${JSON.stringify(step.params)}`;
      return `${step.id}: ${head}${inputs.length ? ` <- ${inputs.join(", ")}` : ""}; satisfies ${step.satisfies.join(", ") || "nothing"}`;
    })
    .join("\n");
}

/**
 * An LLM judge (prompt `judge-plan`, contract `plan_judgement`). It only ever adds warnings
 * (`judge-warning`, severity `warning`): its report is always `ok`, so merged with the rules
 * verifier (`createCompositeVerifier` or the planner's merge) a deterministic failure stays a
 * failure whatever the judge says, and the judge alone never fails a plan.
 */
export function createLlmJudgeVerifier(options: LlmJudgeVerifierOptions): LlmJudgeVerifier {
  let prompts = options.prompts;
  let spent: Usage = { ...ZERO_USAGE };
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? `${SOURCE}:${options.llm.id}`,
    usage: () => ({ ...spent }),
    async verify(plan, context) {
      prompts ??= createPromptBuilder();
      const requirements = context.requirements ?? plan.requirements;
      const prompt = prompts.render("judge-plan", { goal: plan.goal, requirements: formatRequirements(requirements), plan: formatPlanForJudge(plan) });
      const issues: VerificationIssue[] = [];
      try {
        const answer = await options.llm.generateObject({ ...prompt, step: "judge-plan", ...(context.signal ? { signal: context.signal } : {}) });
        spent = addUsage(spent, answer.usage);
        const ids = new Set(plan.steps.map((step) => step.id));
        for (const warning of answer.object.warnings) {
          const message = warning.message.trim();
          if (!message) continue;
          const stepId = warning.step_id && ids.has(warning.step_id) ? warning.step_id : undefined;
          issues.push({
            code: "judge-warning",
            severity: "warning",
            source: SOURCE,
            message: stepId || !warning.step_id ? message : `${message} (step "${warning.step_id}", not in the plan)`,
            ...(stepId ? { stepId } : {}),
          });
        }
        if (answer.object.overall === "concerns" && issues.length === 0) {
          issues.push({ code: "judge-warning", severity: "warning", source: SOURCE, message: "The judge has concerns about this plan but named none." });
        }
      } catch (error) {
        if (error instanceof CancelledError || context.signal?.aborted || options.onError === "throw") throw error;
        issues.push({
          code: "judge-warning",
          severity: "warning",
          source: SOURCE,
          message: `The LLM judge could not review the plan: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
      return { ok: true, issues, removedSteps: [], coverage: {} };
    },
  };
}
