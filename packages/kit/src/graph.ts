import { PlanGraphError, type ParamValue, type PlanStep } from "@modular-planner/core";
import { isStepReference } from "./plan.js";

type StepLike = Pick<PlanStep, "id" | "dependsOn" | "params">;

function collectReferences(value: ParamValue | unknown, into: Set<string>): void {
  if (isStepReference(value)) {
    into.add(value.ref);
    return;
  }
  if (Array.isArray(value)) for (const item of value) collectReferences(item, into);
  else if (value !== null && typeof value === "object") for (const item of Object.values(value)) collectReferences(item, into);
}

/** Every step a step needs: explicit `dependsOn` plus steps referenced from its params. */
export function stepDependencies(step: StepLike): string[] {
  const ids = new Set(step.dependsOn);
  collectReferences(step.params, ids);
  return [...ids];
}

export interface DanglingReference {
  stepId: string;
  missing: string;
}

/** References (dependsOn or params) to steps that do not exist in the plan. */
export function findDanglingReferences(steps: readonly StepLike[]): DanglingReference[] {
  const ids = new Set(steps.map((step) => step.id));
  const dangling: DanglingReference[] = [];
  for (const step of steps) {
    for (const dependency of stepDependencies(step)) if (!ids.has(dependency)) dangling.push({ stepId: step.id, missing: dependency });
  }
  return dangling;
}

export function findDuplicateStepIds(steps: readonly StepLike[]): string[] {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const step of steps) (seen.has(step.id) ? duplicates : seen).add(step.id);
  return [...duplicates];
}

/** Cycles among existing steps, each as the list of step ids around the loop. */
export function findCycles(steps: readonly StepLike[]): string[][] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const state = new Map<string, "visiting" | "done">();
  const cycles: string[][] = [];
  const stack: string[] = [];
  const visit = (id: string): void => {
    state.set(id, "visiting");
    stack.push(id);
    for (const dependency of stepDependencies(byId.get(id)!)) {
      if (!byId.has(dependency)) continue;
      const seen = state.get(dependency);
      if (seen === "visiting") cycles.push(stack.slice(stack.indexOf(dependency)));
      else if (seen === undefined) visit(dependency);
    }
    stack.pop();
    state.set(id, "done");
  };
  for (const step of steps) if (!state.has(step.id)) visit(step.id);
  return cycles;
}

function assertWellFormed(steps: readonly StepLike[]): void {
  const duplicates = findDuplicateStepIds(steps);
  if (duplicates.length > 0) throw new PlanGraphError(`Duplicate step ids: ${duplicates.join(", ")}`, { hint: "Give every step a unique id." });
  const dangling = findDanglingReferences(steps);
  if (dangling.length > 0) {
    throw new PlanGraphError(`Dangling references: ${dangling.map((d) => `${d.stepId} → ${d.missing}`).join(", ")}`, {
      hint: "Reference only steps that exist in the plan.",
    });
  }
}

/**
 * Steps grouped in levels: every step's dependencies are in earlier levels, so the steps of one
 * level can run in parallel. Order inside a level follows the plan. Throws on cycles.
 */
export function topologicalLevels(steps: readonly StepLike[]): string[][] {
  assertWellFormed(steps);
  const remaining = new Map(steps.map((step) => [step.id, new Set(stepDependencies(step))]));
  const levels: string[][] = [];
  while (remaining.size > 0) {
    const ready = [...remaining].filter(([, deps]) => deps.size === 0).map(([id]) => id);
    if (ready.length === 0) {
      const cycle = findCycles(steps)[0] ?? [...remaining.keys()];
      throw new PlanGraphError(`The plan has a cycle: ${[...cycle, cycle[0]].join(" → ")}`, { hint: "Remove one dependency of the loop." });
    }
    for (const id of ready) remaining.delete(id);
    for (const deps of remaining.values()) for (const id of ready) deps.delete(id);
    levels.push(ready);
  }
  return levels;
}

/** A topological order of step ids (dependencies first). Throws `PlanGraphError` on cycles or dangling refs. */
export function topologicalOrder(steps: readonly StepLike[]): string[] {
  return topologicalLevels(steps).flat();
}

export interface CriticalPath {
  /** Step ids along the longest chain, first to last. */
  path: string[];
  /** Sum of the durations along it. */
  length: number;
}

/** The longest dependency chain, weighting each step by `duration(step)` (default 1). */
export function criticalPath<S extends StepLike>(steps: readonly S[], duration: (step: S) => number = () => 1): CriticalPath {
  const order = topologicalOrder(steps);
  const byId = new Map(steps.map((step) => [step.id, step]));
  const finish = new Map<string, number>();
  const previous = new Map<string, string | undefined>();
  for (const id of order) {
    const step = byId.get(id)!;
    let best = 0;
    let bestId: string | undefined;
    for (const dependency of stepDependencies(step)) {
      const candidate = finish.get(dependency) ?? 0;
      if (candidate > best || bestId === undefined) {
        best = candidate;
        bestId = dependency;
      }
    }
    finish.set(id, best + duration(step));
    previous.set(id, bestId);
  }
  let end: string | undefined;
  for (const [id, time] of finish) if (end === undefined || time > finish.get(end)!) end = id;
  const path: string[] = [];
  for (let cursor = end; cursor !== undefined; cursor = previous.get(cursor)) path.unshift(cursor);
  return { path, length: end === undefined ? 0 : finish.get(end)! };
}

/** Steps that (transitively) depend on any of `ids`. */
export function dependantsOf(steps: readonly StepLike[], ids: readonly string[]): Set<string> {
  const result = new Set<string>();
  let changed = true;
  const seeds = new Set(ids);
  while (changed) {
    changed = false;
    for (const step of steps) {
      if (result.has(step.id)) continue;
      if (stepDependencies(step).some((dependency) => seeds.has(dependency) || result.has(dependency))) {
        result.add(step.id);
        changed = true;
      }
    }
  }
  return result;
}

/**
 * Steps that serve nothing: they cite no requirement and no justified step depends on them
 * (directly or transitively). Support steps such as loading data are justified by their dependants.
 */
export function findUnjustifiedSteps(steps: readonly (StepLike & { satisfies: readonly string[] })[]): string[] {
  const byId = new Map(steps.map((step) => [step.id, step]));
  const justified = new Set<string>();
  const mark = (id: string): void => {
    if (justified.has(id) || !byId.has(id)) return;
    justified.add(id);
    for (const dependency of stepDependencies(byId.get(id)!)) mark(dependency);
  };
  for (const step of steps) if (step.satisfies.length > 0) mark(step.id);
  return steps.filter((step) => !justified.has(step.id)).map((step) => step.id);
}
