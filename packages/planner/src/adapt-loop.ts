import { ConfigurationError, PlanSchema, type PlanStep, type RequirementSet, type Usage } from "@modular-planner/core";
import { ZERO_USAGE, addUsage, formatAdaptationPayload } from "@modular-planner/kit";
import { createPromptBuilder, type PromptBuilder } from "@modular-planner/llm-shared";
import type { NarrowedTool } from "@modular-planner/retrieval";
import { adaptByRules } from "./adapt.js";
import { PlanningError } from "./errors.js";
import { adaptByLlm } from "./llm-adapt.js";
import type { ModularPlannerOptions, PlanExample, PlanResult, Timed, TraceEntry, VerifyPlan } from "./types.js";

let defaultPrompts: PromptBuilder | undefined;

/** Who adapts: the configured mode, `rules` without an LLM. */
export function adaptationMode(options: Pick<ModularPlannerOptions, "llm" | "adaptation">): "rules" | "llm" | "rules-then-llm" {
  if (!options.llm) {
    if (options.adaptation && options.adaptation !== "rules") {
      throw new ConfigurationError(`adaptation "${options.adaptation}" needs an LLM client.`, {
        setting: "adaptation",
        hint: 'Pass `llm` (e.g. createOpenAILlmClient()) or use adaptation: "rules".',
      });
    }
    return "rules";
  }
  return options.adaptation ?? "rules-then-llm";
}

/**
 * Verify, adapt with the structured error payload, verify again: at most `maxAdaptations` times,
 * then a typed failure carrying the last report. Each round is adapted by the rules or the LLM
 * (see `adaptationMode`); the trace entry `adapt#N` says which one acted. With an LLM, the
 * changes it proposed that were rejected (unknown tool or step) join the next round's errors.
 */
export async function adaptLoop(input: {
  goal: string;
  planId: string;
  templateId: string | undefined;
  requirements: RequirementSet;
  steps: PlanStep[];
  tools: NarrowedTool[];
  trace: TraceEntry[];
  timed: Timed;
  verify: VerifyPlan;
  options: ModularPlannerOptions;
  maxAdaptations: number;
  preferred: string[];
  signal?: AbortSignal | undefined;
}): Promise<PlanResult> {
  const { requirements, timed, options } = input;
  const mode = adaptationMode(options);
  let steps = input.steps;
  const removed: string[] = [];
  let usage: Usage = { ...ZERO_USAGE };
  let rejected: string[] = [];
  let examples: readonly PlanExample[] | undefined;
  for (let attempt = 0; ; attempt++) {
    const plan = PlanSchema.parse({ id: input.planId, goal: input.goal, ...(input.templateId ? { templateId: input.templateId } : {}), requirements, steps });
    const report = await timed(
      `verify#${attempt + 1}`,
      () => input.verify(plan, requirements),
      (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"],
    );
    if (report.ok) {
      return {
        plan,
        requirements,
        template: input.templateId,
        intents: [],
        tools: input.tools,
        report: { ...report, removedSteps: [...new Set([...removed, ...report.removedSteps])] },
        usage,
        trace: input.trace,
      };
    }
    if (attempt >= input.maxAdaptations) {
      const error = new PlanningError(
        `The plan still fails verification after ${input.maxAdaptations} adaptations: ${formatAdaptationPayload(report).join("; ")}`,
        report,
        "Rephrase the request, or add a tool that provides the missing capability to the registry.",
      );
      // Tokens already spent on LLM adaptation, for the caller's accounting.
      error.details.usage = usage;
      throw error;
    }
    if (mode !== "llm") {
      const started = performance.now();
      const byRules = adaptByRules(steps, report, {
        catalog: options.catalog,
        capabilityMap: options.capabilityMap,
        requirements,
        preferredTools: input.preferred,
      });
      if (byRules.changes.length > 0 || mode === "rules") {
        input.trace.push({
          stage: `adapt#${attempt + 1}`,
          durationMs: Number((performance.now() - started).toFixed(3)),
          decision: byRules.changes.join("; ") || "no change",
          reason: "rules",
        });
        if (byRules.changes.length === 0) {
          throw new PlanningError(
            `No rule can fix the plan: ${formatAdaptationPayload(report).join("; ")}`,
            report,
            "Rephrase the request, or configure an LLM for plan adaptation.",
          );
        }
        // Only what the rules really took out (an unjustified load step the added steps read from stays).
        removed.push(...report.removedSteps.filter((id) => !byRules.steps.some((step) => step.id === id)));
        steps = byRules.steps;
        continue;
      }
    }
    if (examples === undefined) {
      examples = options.examples
        ? await timed(
            "examples",
            () => options.examples!.search(input.goal, 3),
            (value) => [value.map((example) => example.id).join(", ") || "none", `${value.length} example plans for the prompt`],
          )
        : [];
    }
    const errors = [...formatAdaptationPayload(report), ...rejected];
    // The narrowed tools (the catalog when narrowing is off), plus the tools the plan already uses.
    const narrowed = input.tools.length > 0 ? input.tools.map((tool) => tool.tool) : options.catalog.tools;
    const used = steps
      .map((step) => options.catalog.get(step.tool))
      .filter((tool): tool is NonNullable<typeof tool> => tool !== undefined && !narrowed.includes(tool));
    const tools = [...new Set([...used, ...narrowed])];
    const before = new Set(steps.map((step) => step.id));
    const byLlm = await timed(
      `adapt#${attempt + 1}`,
      () =>
        adaptByLlm({
          llm: options.llm!,
          prompts: options.prompts ?? (defaultPrompts ??= createPromptBuilder()),
          goal: input.goal,
          requirements,
          steps,
          tools,
          examples: examples!,
          errors,
          catalog: options.catalog,
          ...(input.signal ? { signal: input.signal } : {}),
        }),
      (value) => [
        [value.changes.join("; ") || "no change", ...(value.rejected.length ? [`rejected: ${value.rejected.join("; ")}`] : [])].join(" | "),
        `llm ${options.llm!.id}${mode === "rules-then-llm" ? " (no rule applies)" : ""}; ${value.rationale}`,
      ],
    );
    usage = addUsage(usage, byLlm.usage);
    rejected = byLlm.rejected;
    const after = new Set(byLlm.steps.map((step) => step.id));
    removed.push(...report.removedSteps.filter((id) => before.has(id) && !after.has(id)));
    steps = byLlm.steps;
  }
}
