import type { Clarification, IntentGraph, IntentNode, JsonValue, ToolMetadata } from "@modular-planner/core";
import { getNode, leaves, setNodeText } from "@modular-planner/intent-graph";
import { coerceAnswer, readablePrompt } from "../ask-user.js";
import type { ModularPlannerOptions, TraceEntry } from "../types.js";
import { nodeState, withNodeState, type IntentNodeState, type IntentNodeStatePatch } from "./state.js";

/** Stage 3 (on resume with an answer): applies the user's answer to the first leaf waiting on one. */
export function applyAnswer(graph: IntentGraph, answer: string, trace: TraceEntry[], catalog: ModularPlannerOptions["catalog"]): IntentGraph {
  const node =
    leaves(graph).find((candidate) => candidate.status === "needs-clarification") ??
    (getNode(graph, graph.rootId)?.status === "needs-clarification" ? getNode(graph, graph.rootId) : undefined);
  if (!node) {
    trace.push({ stage: "answer", durationMs: 0, decision: "ignored", reason: "no node of the graph waits for an answer" });
    return graph;
  }
  const value = answer.trim();
  const state = nodeState(node, graph.id);
  const clarification: Clarification | undefined = state.clarification ?? undefined;
  const options = clarification?.options ?? [];
  // Waiting on values: the answer is the values (a bare number is a value, not an option number).
  if (state.question === "param-values") {
    if (/^(drop|skip|none|no)$/i.test(value)) {
      trace.push({ stage: "answer", durationMs: 0, decision: "dropped", reason: `"${answer}" for ${node.id} (${node.text})` });
      return withNodeState(graph, node.id, "dropped", { answer: value });
    }
    return (
      answerValues(
        state,
        value,
        (status, data, decision) => {
          trace.push({ stage: "answer", durationMs: 0, decision, reason: `"${answer}" for ${node.id} (${node.text})` });
          return withNodeState(graph, node.id, status, { ...data, answer: value });
        },
        trace,
        catalog,
      ) ?? graph
    );
  }
  const byNumber = /^\d+$/.test(value) ? options[Number(value) - 1]?.label : undefined;
  const label = byNumber ?? value;
  const record = (status: IntentNode["status"], data: IntentNodeStatePatch, decision: string) => {
    trace.push({ stage: "answer", durationMs: 0, decision, reason: `"${answer}" for ${node.id} (${node.text})` });
    return withNodeState(graph, node.id, status, { ...data, answer: value });
  };
  if (node.id === graph.rootId) {
    // The goal itself was unclear (the decomposer abstained): the answer restates it.
    graph = setNodeText(graph, node.id, value);
    return record("pending", { rephrased: true }, "goal restated");
  }
  if (/^(drop|skip|none|no)$/i.test(label)) return record("dropped", {}, "dropped");
  if (/^(ask|ask-user|ask the user)$/i.test(label)) {
    const asked = state.missing?.choices.find((choice) => choice.kind === "ask-user");
    const prompt = readablePrompt(asked?.kind === "ask-user" ? asked.prompt : undefined, node.text);
    return record("resolved", { askUser: true, prompt }, "ask the user at run time");
  }
  const connect = /^connect\s+(.+)$/i.exec(label);
  if (connect) return record("pending", { connect: connect[1]! }, `connect ${connect[1]}: resolved again against the catalog`);
  const tool = catalog.get(label) ?? catalog.tools.find((candidate) => candidate.name.toLowerCase() === label.toLowerCase());
  if (tool) {
    const option = options.find((candidate) => candidate.label === tool.name);
    return record(
      "resolved",
      { tool: tool.name, score: option?.score ?? 1, reason: "chosen by the user", params: keptParams(state, tool) },
      `use ${tool.name}`,
    );
  }
  // Anything else rephrases the intent: it is resolved (and checked) again.
  graph = setNodeText(graph, node.id, value);
  return record("pending", { rephrased: true }, "rephrased");
}

/**
 * The parameters the resolvers had mapped for a tied intent, for the tool the user chose: its own
 * mapping when it was a candidate, else the best candidate's values whose names the tool also has.
 */
function keptParams(state: IntentNodeState, tool: ToolMetadata): Record<string, JsonValue> {
  const candidates = state.candidates ?? [];
  const own = candidates.find((candidate) => candidate.tool === tool.name)?.params ?? {};
  const fromBest = Object.fromEntries(Object.entries(candidates[0]?.params ?? {}).filter(([name]) => name in tool.params.properties));
  return { ...fromBest, ...own };
}

/** `x=region y=revenue` (or a bare value when one is missing) for a node waiting on parameter values. */
function answerValues(
  state: IntentNodeState,
  value: string,
  record: (status: IntentNode["status"], data: IntentNodeStatePatch, decision: string) => IntentGraph,
  trace: TraceEntry[],
  catalog: ModularPlannerOptions["catalog"],
): IntentGraph | undefined {
  const tool = typeof state.tool === "string" ? catalog.get(state.tool) : undefined;
  const missing = state.missingParams ?? [];
  if (!tool) return undefined;
  const given: Record<string, JsonValue> = {};
  for (const match of value.matchAll(/([A-Za-z_][\w-]*)\s*[=:]\s*("[^"]*"|'[^']*'|\[[^\]]*\]|\{[^}]*\}|[^\s,;]+)/g)) {
    const name = match[1]!;
    if (name in tool.params.properties) given[name] = coerceAnswer(match[2]!, tool.params.properties[name]);
  }
  if (Object.keys(given).length === 0 && missing.length === 1 && !/[=:]/.test(value))
    given[missing[0]!] = coerceAnswer(value, tool.params.properties[missing[0]!]);
  if (Object.keys(given).length === 0) {
    trace.push({
      stage: "answer",
      durationMs: 0,
      decision: "not understood",
      reason: `"${value}" names none of ${missing.join(", ")} (answer as ${missing.map((name) => `${name}=<value>`).join(" ")})`,
    });
    return undefined;
  }
  const sources = Object.fromEntries(Object.keys(given).map((name) => [name, "answered by the user"]));
  return record(
    "resolved",
    { params: { ...(state.params ?? {}), ...given }, paramSources: { ...(state.paramSources ?? {}), ...sources }, question: null, missingParams: null },
    `values ${Object.keys(given).join(", ")}`,
  );
}
