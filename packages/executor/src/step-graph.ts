import { PlanGraphError, stepDependencies, topologicalOrder, type PlanStep } from "@modular-planner/core";

/**
 * A plan's dependency structure by step position, built once per plan run: the scheduler then
 * works on integer arrays (no string-keyed lookups per step), which keeps its cost per step low
 * on wide fan-outs.
 */
export interface StepGraph {
  /** Step id → position in the plan. */
  index: ReadonlyMap<string, number>;
  /** Per step, the positions of the steps it needs (dependsOn and references in its params). */
  dependencies: readonly (readonly number[])[];
  /** Per step, the positions of the steps that need it. */
  dependants: readonly (readonly number[])[];
}

/**
 * Builds the step graph and checks it: unique ids, every dependency present, no cycle (Kahn's
 * algorithm over positions). On a malformed plan, core's `topologicalOrder` throws the
 * `PlanGraphError` that names the problem.
 */
export function compileStepGraph(steps: readonly PlanStep[]): StepGraph {
  const count = steps.length;
  const index = new Map<string, number>();
  for (let position = 0; position < count; position += 1) index.set(steps[position]!.id, position);
  const dependencies: number[][] = new Array(count);
  const dependants: number[][] = new Array(count);
  for (let position = 0; position < count; position += 1) dependants[position] = [];
  let wellFormed = index.size === count;
  // `seen[d] === position + 1` marks d as already counted for this step (duplicates in dependsOn,
  // or a step both listed and referenced), without a Set per step.
  const seen = new Int32Array(count);
  for (let position = 0; position < count && wellFormed; position += 1) {
    const step = steps[position]!;
    const needs: number[] = [];
    // Most steps have no references in their params: their dependsOn is the whole list.
    for (const id of hasKeys(step.params) ? stepDependencies(step) : step.dependsOn) {
      const dependency = index.get(id);
      if (dependency === undefined) {
        wellFormed = false;
        break;
      }
      if (seen[dependency] === position + 1) continue;
      seen[dependency] = position + 1;
      needs.push(dependency);
      dependants[dependency]!.push(position);
    }
    dependencies[position] = needs;
  }
  if (wellFormed) {
    const indegree = new Int32Array(count);
    const order: number[] = [];
    for (let position = 0; position < count; position += 1) {
      indegree[position] = dependencies[position]!.length;
      if (indegree[position] === 0) order.push(position);
    }
    for (let cursor = 0; cursor < order.length; cursor += 1) {
      for (const dependant of dependants[order[cursor]!]!) if (--indegree[dependant]! === 0) order.push(dependant);
    }
    wellFormed = order.length === count;
  }
  if (!wellFormed) {
    topologicalOrder(steps); // throws the PlanGraphError that says what is wrong
    throw new PlanGraphError("The plan's step graph is malformed", { hint: "Check step ids and dependencies." }); // not reached: core names the problem
  }
  return { index, dependencies, dependants };
}

function hasKeys(value: object): boolean {
  for (const _key in value) return true;
  return false;
}
