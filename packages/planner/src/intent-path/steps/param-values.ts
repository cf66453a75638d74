import type { Clarification, IntentNode, JsonValue, ParamProvenance, ParamValue, ToolMetadata } from "@modular-planner/core";
import { coerceToSchema, extractParamValues } from "@modular-planner/retrieval";
import { humanPrompt, inferStatedParams } from "../../ask-user.js";
import { ClarificationNeededError } from "../../errors.js";
import { wireFromEarlierStep } from "../../wire-values.js";
import { nodeState, patchNodeState, withNodeState } from "../state.js";
import { uniqueId, type StepBuild } from "./context.js";
import { askRejected, inputParams } from "./wiring.js";

/** An ask-user step for one value of `tool`; the value is referenced as `{ ref, path: "value" }`. */
export function askFor(build: StepBuild, stepBase: string, name: string, tool: ToolMetadata): ParamValue {
  const askId = uniqueId(build, `${stepBase}_${name}`);
  build.steps.push({
    id: askId,
    kind: "ask-user",
    tool: "ask_user",
    description: `Ask for ${name} (${tool.name})`,
    params: { parameter: name },
    prompt: humanPrompt(name, tool.params.properties[name], tool.name),
    satisfies: [],
    dependsOn: [],
    checks: [],
  });
  return { ref: askId, path: "value" };
}

/**
 * Values, in order: stated in the intent's text (required and optional ones: what the user said is
 * used), then required ones an earlier step produces (wired), then the rest asked. Each value's
 * origin goes into `provenance`. Returns a question when the values must be asked now.
 */
export function fillRequired(
  build: StepBuild,
  leaf: IntentNode,
  id: string,
  tool: ToolMetadata,
  params: Record<string, ParamValue>,
  provenance: Record<string, ParamProvenance>,
  dependencies: readonly string[],
  source: string | undefined,
  mayAsk = true,
): ClarificationNeededError | undefined {
  const inputs = new Set(inputParams(tool));
  const open = tool.params.required.filter((name) => !(name in params) && tool.params.properties[name]?.default === undefined && !inputs.has(name));
  const stated = inferStatedParams(leaf.text, tool, open);
  const sources: Record<string, JsonValue> = {};
  const record = (name: string, value: JsonValue, source: string, origin: ParamProvenance) => {
    params[name] = value;
    sources[name] = source;
    provenance[name] = origin;
    build.trace.push({ stage: `params:${leaf.id}`, durationMs: 0, decision: `${tool.name}.${name} = ${JSON.stringify(value)}`, reason: source });
  };
  for (const [name, { value, source }] of Object.entries(stated))
    record(name, value, source, { source: "request", words: typeof value === "string" ? value : JSON.stringify(value), how: source });
  // Values by the parameter's name, description, type and format (roles such as columns and paths are read above).
  const readable = Object.keys(tool.params.properties).filter((name) => !(name in params) && !inputs.has(name) && !tool.params.properties[name]?.["x-role"]);
  const fromLlm = build.llmValues.get(leaf.id);
  const flagged = new Map<string, string>();
  if (fromLlm) {
    // The LLM's values, each checked against the request's words: a flagged one is not used (it is asked, or left out).
    for (const item of fromLlm) {
      if (item.kind === "flagged") {
        flagged.set(item.parameter, item.reason);
        build.trace.push({ stage: `params:${leaf.id}`, durationMs: 0, decision: `${tool.name}.${item.parameter} flagged`, reason: item.reason });
        continue;
      }
      if (!readable.includes(item.parameter)) continue;
      if (item.kind === "step") {
        const stepId = build.stepOfLeaf.get(item.step);
        if (!stepId) continue;
        params[item.parameter] = { ref: stepId };
        provenance[item.parameter] = { source: "step", step: stepId, how: "named by the LLM" };
        build.trace.push({
          stage: `wire:${leaf.id}`,
          durationMs: 0,
          decision: `${tool.name}.${item.parameter} ← ${stepId}`,
          reason: "the LLM named the step whose output gives it",
        });
        continue;
      }
      const coerced = coerceToSchema(item.value, tool.params.properties[item.parameter]);
      record(item.parameter, (coerced.ok ? coerced.value : item.value) as JsonValue, `LLM, from "${item.words}"`, {
        source: "llm",
        words: item.words,
        how: "llm",
      });
    }
  } else {
    const extracted = extractParamValues(leaf.text, tool.params, { params: readable, ...(build.options.now ? { now: build.options.now() } : {}) });
    for (const [name, found] of Object.entries(extracted))
      record(name, found.value, `${found.how} in the text: "${found.words}"`, { source: "request", words: found.words, how: found.how });
  }
  if (Object.keys(sources).length > 0)
    build.graph = patchNodeState(build.graph, leaf.id, { paramSources: { ...(nodeState(leaf, build.graph.id).paramSources ?? {}), ...sources } });
  let unstated = open.filter((name) => !(name in params));
  // A value an earlier step produces is wired, not asked ("book the cheapest one" after a search: its flight id).
  for (const name of unstated) {
    const wired = wireFromEarlierStep({ tool, name, text: leaf.text, dependencies, source, steps: build.steps, catalog: build.catalog });
    if (!wired) continue;
    params[name] = wired.reference;
    provenance[name] = { source: "step", step: wired.reference.ref, how: wired.how };
    build.trace.push({
      stage: `wire:${leaf.id}`,
      durationMs: 0,
      decision: `${tool.name}.${name} ← ${wired.reference.ref}${wired.reference.path ? `.${wired.reference.path}` : ""}`,
      reason: wired.how,
    });
  }
  unstated = unstated.filter((name) => !(name in params));
  if (unstated.length === 0) return undefined;
  if (!mayAsk) return undefined;
  if (!askRejected(build, tool)) {
    for (const name of unstated) {
      const asked = askFor(build, id, name, tool) as { ref: string };
      params[name] = asked;
      provenance[name] = { source: "user", step: asked.ref, how: "asked", ...(flagged.has(name) ? { flagged: flagged.get(name)! } : {}) };
      build.owner.set(asked.ref, leaf.id);
    }
    return undefined;
  }
  // An ask-user value cannot feed a tool taking a table (the verifier's type check): ask now, resume with the values.
  const describe = (name: string) => `${name}${tool.params.properties[name]?.description ? ` (${tool.params.properties[name]!.description})` : ""}`;
  const question =
    unstated.length === 1
      ? `${humanPrompt(unstated[0]!, tool.params.properties[unstated[0]!])} ${tool.name} needs ${describe(unstated[0]!)} for "${leaf.text}".`
      : `${tool.name} needs ${unstated.map(describe).join(", ")} for "${leaf.text}". Answer as ${unstated.map((name) => `${name}=<value>`).join(" ")}.`;
  const clarification: Clarification = {
    question,
    options: [{ label: "drop", score: 0, consequence: `plan without "${leaf.text}"` }],
    reason: `the request does not state ${unstated.join(", ")}; ${tool.name} takes a ${tool.inputs.join("/")} from an earlier step, so the values are asked now rather than by an ask-user step at run time`,
  };
  const known = Object.fromEntries(Object.entries(params).filter(([, value]) => !(typeof value === "object" && value !== null && "ref" in value)));
  build.graph = withNodeState(build.graph, leaf.id, "needs-clarification", {
    question: "param-values",
    clarification,
    missingParams: unstated,
    params: known as Record<string, JsonValue>,
    answer: null,
  });
  build.trace.push({ stage: "clarify", durationMs: 0, decision: leaf.id, reason: clarification.reason });
  return new ClarificationNeededError(clarification, { ...build.graphContext, nodeId: leaf.id });
}
