import { PlanSchema, ZERO_USAGE, formatAdaptationPayload, type PlanStep, type RequirementSet } from "@modular-planner/core";
import type { NarrowedTool } from "@modular-planner/retrieval";
import { adaptByRules } from "./adapt.js";
import { PlanningError } from "./errors.js";
import type { ModularPlannerOptions, PlanResult, Timed, TraceEntry, VerifyPlan } from "./types.js";

/** Verify, adapt with the structured error payload, verify again: at most `maxAdaptations` times, then a typed failure. */
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
}): Promise<PlanResult> {
  const { requirements, timed, options } = input;
  let steps = input.steps;
  const removed: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const plan = PlanSchema.parse({ id: input.planId, goal: input.goal, ...(input.templateId ? { templateId: input.templateId } : {}), requirements, steps });
    const report = await timed(`verify#${attempt + 1}`, () => input.verify(plan, requirements), (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"]);
    if (report.ok) {
      return { plan, requirements, template: input.templateId, intents: [], tools: input.tools, report: { ...report, removedSteps: [...new Set([...removed, ...report.removedSteps])] }, usage: { ...ZERO_USAGE }, trace: input.trace };
    }
    if (attempt >= input.maxAdaptations) {
      throw new PlanningError(`The plan still fails verification after ${input.maxAdaptations} adaptations: ${formatAdaptationPayload(report).join("; ")}`, report, "Rephrase the request, or add a tool that provides the missing capability to the registry.");
    }
    const adaptation = await timed(`adapt#${attempt + 1}`, () => adaptByRules(steps, report, { catalog: options.catalog, capabilityMap: options.capabilityMap, requirements, preferredTools: input.preferred }), (value) => [value.changes.join("; ") || "no change", "rules"]);
    removed.push(...report.removedSteps);
    if (adaptation.changes.length === 0) {
      throw new PlanningError(`No rule can fix the plan: ${formatAdaptationPayload(report).join("; ")}`, report, "Rephrase the request, or configure an LLM for plan adaptation.");
    }
    steps = adaptation.steps;
  }
}

