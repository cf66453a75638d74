import { PlanGraphError, type PlanStep } from "@modular-planner/core";
import { stepDependencies, topologicalOrder } from "@modular-planner/kit";
import { isEmpty } from "./params.js";

/**
 * A plan's dependency structure by step position, built once per plan run, in compressed
 * adjacency form: the steps step `p` needs are `dependencyList[dependencyStart[p] ..
 * dependencyStart[p + 1])`, and likewise for its dependants. The scheduler then works on integer
 * arrays, with no string-keyed lookup and no array per step: on a 1,000-step fan-out this is
 * what stands between the call to `run` and the first tool call.
 */
export interface StepGraph {
  /** Step id → position in the plan. */
  index: ReadonlyMap<string, number>;
  dependencyStart: Int32Array;
  /** Positions of the steps each step needs (dependsOn and references in its params), each once. */
  dependencyList: Int32Array;
  dependantStart: Int32Array;
  /** Positions of the steps that need each step. */
  dependantList: Int32Array;
}

/**
 * Builds the step graph and checks it: unique ids, every dependency present, no cycle (Kahn's
 * algorithm over positions). On a malformed plan, core's `topologicalOrder` throws the
 * `PlanGraphError` that names the problem.
 */
export function compileStepGraph(steps: readonly PlanStep[]): StepGraph {
  const count = steps.length;
  const index = new Map<string, number>();
  let capacity = 0;
  for (let position = 0; position < count; position += 1) {
    const step = steps[position]!;
    index.set(step.id, position);
    capacity += step.dependsOn.length;
  }
  let wellFormed = index.size === count;
  const dependencyStart = new Int32Array(count + 1);
  let dependencyList = new Int32Array(Math.max(capacity, 4));
  let edges = 0;
  // Per step, how many steps need it; `seen[d] === position + 1` marks d as counted for this step
  // (duplicates in dependsOn, or a step both listed and referenced).
  const dependantCount = new Int32Array(count);
  const seen = new Int32Array(count);
  // True while every dependency comes earlier in the plan: then there can be no cycle.
  let ordered = true;
  for (let position = 0; position < count && wellFormed; position += 1) {
    const step = steps[position]!;
    dependencyStart[position] = edges;
    // Most steps have no references in their params: their dependsOn is the whole list.
    for (const id of isEmpty(step.params) ? step.dependsOn : stepDependencies(step)) {
      const dependency = index.get(id);
      if (dependency === undefined) {
        wellFormed = false;
        break;
      }
      if (seen[dependency] === position + 1) continue;
      seen[dependency] = position + 1;
      if (edges === dependencyList.length) {
        const grown = new Int32Array(edges * 2);
        grown.set(dependencyList);
        dependencyList = grown;
      }
      dependencyList[edges++] = dependency;
      if (dependency >= position) ordered = false;
      dependantCount[dependency] = dependantCount[dependency]! + 1;
    }
  }
  dependencyStart[count] = edges;
  const dependantStart = new Int32Array(count + 1);
  const dependantList = new Int32Array(Math.max(edges, 1));
  if (wellFormed) {
    for (let position = 0; position < count; position += 1) dependantStart[position + 1] = dependantStart[position]! + dependantCount[position]!;
    const fill = dependantStart.slice(0, count);
    for (let position = 0; position < count; position += 1) {
      for (let edge = dependencyStart[position]!; edge < dependencyStart[position + 1]!; edge += 1) dependantList[fill[dependencyList[edge]!]!++] = position;
    }
  }
  // Kahn's algorithm, for plans not listed in dependency order: every step is reached when there
  // is no cycle.
  if (wellFormed && !ordered) {
    const indegree = new Int32Array(count);
    const order = new Int32Array(count);
    let reached = 0;
    for (let position = 0; position < count; position += 1) {
      indegree[position] = dependencyStart[position + 1]! - dependencyStart[position]!;
      if (indegree[position] === 0) order[reached++] = position;
    }
    for (let cursor = 0; cursor < reached; cursor += 1) {
      const position = order[cursor]!;
      for (let edge = dependantStart[position]!; edge < dependantStart[position + 1]!; edge += 1) {
        const dependant = dependantList[edge]!;
        if (--indegree[dependant]! === 0) order[reached++] = dependant;
      }
    }
    wellFormed = reached === count;
  }
  if (!wellFormed) {
    topologicalOrder(steps); // throws the PlanGraphError that says what is wrong
    throw new PlanGraphError("The plan's step graph is malformed", { hint: "Check step ids and dependencies." }); // not reached: core names the problem
  }
  return { index, dependencyStart, dependencyList: dependencyList.subarray(0, edges), dependantStart, dependantList };
}
