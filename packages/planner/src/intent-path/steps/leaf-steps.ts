import type { Clarification, IntentNode, ParamProvenance, ParamValue } from "@modular-planner/core";
import { promptForIntent, readablePrompt } from "../../ask-user.js";
import type { ClarificationNeededError } from "../../errors.js";
import { describeTransform, foldTransform, transformStepParams, transformTool, type TransformIntent } from "../../fold.js";
import { MissingCapabilityError, type MissingCapability } from "../../missing.js";
import { patchNodeState, withNodeState, type IntentNodeState } from "../state.js";
import { uniqueId, type StepBuild } from "./context.js";
import { fillRequired } from "./param-values.js";
import { loadStepFor, wireInputs } from "./wiring.js";

/** Where a leaf's step sits: the steps it depends on, its input source, the intent it satisfies. */
export interface LeafPlace {
  dependencies: string[];
  source: string | undefined;
  satisfies: string[];
}

function record(build: StepBuild, leaf: IntentNode, stepId: string): void {
  build.owner.set(stepId, leaf.id);
  build.stepOfLeaf.set(leaf.id, stepId);
  build.previous = stepId;
}

/**
 * A filter / sort / limit / page intent: folded into the preceding call's parameters when its tool
 * has them, else a data-toolset step; with neither, a missing-capability question.
 */
export function transformStep(build: StepBuild, leaf: IntentNode, transform: TransformIntent, place: LeafPlace): ClarificationNeededError | undefined {
  const { source, satisfies, dependencies } = place;
  const sourceStep = build.steps.find((step) => step.id === source);
  const sourceTool = sourceStep ? build.catalog.get(sourceStep.tool) : undefined;
  const folded = sourceStep && sourceTool && sourceStep.kind === "tool" ? foldTransform(transform, sourceTool, sourceStep.params) : undefined;
  if (folded && sourceStep) {
    Object.assign(sourceStep.params, folded.params);
    sourceStep.satisfies.push(...satisfies);
    build.stepOfLeaf.set(leaf.id, sourceStep.id);
    build.graph = patchNodeState(build.graph, leaf.id, { foldedInto: sourceStep.id, foldedParams: folded.params });
    build.trace.push({ stage: `fold:${leaf.id}`, durationMs: 0, decision: `into ${sourceStep.id}`, reason: folded.reason });
    build.previous = sourceStep.id;
    return undefined;
  }
  const tool = transformTool(transform, build.catalog);
  if (!tool || !source) {
    const prompt = promptForIntent(leaf.text);
    const missing: MissingCapability = {
      intentId: leaf.id,
      intent: leaf.text,
      closest: [],
      choices: [
        { kind: "ask-user", prompt, consequence: `ask the user at run time: "${prompt}" (an ask-user step)` },
        { kind: "drop", consequence: `plan without "${leaf.text}"` },
      ],
    };
    const clarification: Clarification = {
      question: `"${leaf.text}" cannot fold into ${sourceStep?.tool ?? "the preceding call"} and the catalog has no data-toolset tool for it. Ask the user, or drop it?`,
      options: [
        { label: "ask", score: 0, consequence: missing.choices[0]!.consequence },
        { label: "drop", score: 0, consequence: missing.choices[1]!.consequence },
      ],
      reason: `${sourceStep?.tool ?? "the preceding call"} has no parameter for ${transform.kind}; no tool with ${transform.kind === "filter" ? "filter_rows" : transform.kind === "sort" ? "sort_rows" : "rank_top_n"}`,
    };
    build.graph = withNodeState(build.graph, leaf.id, "needs-clarification", { question: "missing-capability", clarification, missing, answer: null });
    return new MissingCapabilityError(missing, clarification, { ...build.graphContext, nodeId: leaf.id });
  }
  const id = uniqueId(build, leaf.id);
  const params = transformStepParams(transform, tool, source);
  const provenance: Record<string, ParamProvenance> = {};
  const stop = fillRequired(build, leaf, id, tool, params, provenance, dependencies, source);
  if (stop) return stop;
  build.steps.push({
    id,
    kind: "tool",
    tool: tool.name,
    description: leaf.text,
    params,
    satisfies,
    dependsOn: [],
    checks: [],
    ...(Object.keys(provenance).length ? { provenance } : {}),
  });
  build.trace.push({
    stage: `fold:${leaf.id}`,
    durationMs: 0,
    decision: `step ${tool.name}`,
    reason: sourceTool ? `${sourceTool.name} has no parameter for ${describeTransform(transform)}` : "no preceding call to fold into",
  });
  build.graph = patchNodeState(build.graph, leaf.id, { tool: tool.name, steps: [id] });
  record(build, leaf, id);
  return undefined;
}

/** An intent answered by the user at run time: an ask-user step. */
export function askUserStep(build: StepBuild, leaf: IntentNode, state: IntentNodeState, place: LeafPlace): undefined {
  const id = uniqueId(build, leaf.id);
  build.steps.push({
    id,
    kind: "ask-user",
    tool: "ask_user",
    description: leaf.text,
    params: {},
    prompt: readablePrompt(state.prompt ?? undefined, leaf.text),
    satisfies: place.satisfies,
    dependsOn: place.dependencies,
    checks: [],
  });
  record(build, leaf, id);
  return undefined;
}

/**
 * A resolved intent's tool call. Inputs are wired to the steps producing them (a load step first
 * when nothing does and the request names a file); a required value the request does not state is
 * asked for, never invented.
 */
export function toolStep(build: StepBuild, leaf: IntentNode, state: IntentNodeState, place: LeafPlace): ClarificationNeededError | undefined {
  const { dependencies, source, satisfies } = place;
  const tool = typeof state.tool === "string" ? build.catalog.get(state.tool) : undefined;
  if (!tool) return undefined;
  const id = uniqueId(build, leaf.id);
  const params: Record<string, ParamValue> = { ...(state.params ?? {}) };
  let unwired = wireInputs(build, tool, dependencies, source, params);
  // Nothing produces the input, but the request names a file: load it first ("summarize sales.csv").
  if (unwired.length > 0) {
    const load = loadStepFor(build, leaf, tool);
    if (load) {
      build.steps.push({ ...load, id: uniqueId(build, `${leaf.id}_load`), satisfies, dependsOn: [] });
      const loadId = build.steps[build.steps.length - 1]!.id;
      build.owner.set(loadId, leaf.id);
      for (const name of unwired) params[name] = { ref: loadId };
      build.trace.push({
        stage: `load:${leaf.id}`,
        durationMs: 0,
        decision: `step ${load.tool}(${JSON.stringify(load.params)})`,
        reason: `nothing before ${tool.name} produces ${tool.inputs.join("/")}; the request names the file`,
      });
      unwired = [];
    }
  }
  if (unwired.length > 0) {
    build.graph = patchNodeState(build.graph, leaf.id, { unwired });
    build.trace.push({
      stage: `wire:${leaf.id}`,
      durationMs: 0,
      decision: `unwired ${unwired.join(", ")}`,
      reason: `nothing before ${tool.name} produces ${tool.inputs.join("/")}`,
    });
  }
  // With an input nothing produces, asking for the other values is pointless: the verifier reports the step (and the node is marked failed).
  const provenance: Record<string, ParamProvenance> = {};
  const stop = fillRequired(build, leaf, id, tool, params, provenance, dependencies, source, unwired.length === 0);
  if (stop) return stop;
  const refs = new Set(
    Object.values(params).flatMap((value) => (typeof value === "object" && value !== null && "ref" in value ? [(value as { ref: string }).ref] : [])),
  );
  build.steps.push({
    id,
    kind: "tool",
    tool: tool.name,
    description: leaf.text,
    params,
    satisfies,
    dependsOn: dependencies.filter((dependency) => !refs.has(dependency)),
    checks: [],
    ...(Object.keys(provenance).length ? { provenance } : {}),
  });
  build.graph = patchNodeState(build.graph, leaf.id, { steps: [id] });
  record(build, leaf, id);
  return undefined;
}
