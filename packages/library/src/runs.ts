import type { Plan, PlanLibraryEntry, PlanLibraryOutcome } from "@modular-planner/core";
import { stepDependencies } from "@modular-planner/kit";

export interface RunEntryInput {
  /** Entry id (e.g. `run:<run id>`). */
  id: string;
  /** The request the plan answered. */
  request: string;
  plan: Plan;
  /** `passed` only for a run that finished and passed its checks: only those are learned from. */
  outcome: PlanLibraryOutcome;
  origin?: string;
}

/**
 * A library entry from a plan that ran: its tool steps in order (ask-user steps left out), their
 * descriptions as the steps in words, and the dependencies between tool steps as links.
 * Returns undefined for a plan without tool steps.
 */
export function entryFromRun(input: RunEntryInput): PlanLibraryEntry | undefined {
  const byId = new Map(input.plan.steps.map((step) => [step.id, step]));
  const isTool = (id: string) => byId.get(id)?.kind === "tool" && byId.get(id)?.tool !== "ask_user";
  const steps = input.plan.steps.filter((step) => isTool(step.id));
  if (steps.length === 0) return undefined;
  const links: [string, string][] = [];
  for (const step of steps) for (const dependency of stepDependencies(step)) if (isTool(dependency)) links.push([byId.get(dependency)!.tool, step.tool]);
  return {
    id: input.id,
    request: input.request,
    steps: steps.map((step) => step.description || step.tool),
    tools: steps.map((step) => step.tool),
    links,
    source: "run",
    outcome: input.outcome,
    ...(input.origin ? { origin: input.origin } : {}),
  };
}
