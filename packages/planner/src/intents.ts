import {
  GoalSchema,
  ModularPlannerError,
  PlanSchema,
  ZERO_USAGE,
  addUsage,
  formatAdaptationPayload,
  type Clarification,
  type IntentGraph,
  type IntentNode,
  type JsonValue,
  type ParamProvenance,
  type ParamValue,
  type PlanStep,
  type Resolution,
  type SubIntent,
  type SubIntentInput,
  type ToolMetadata,
  type Usage,
} from "@modular-planner/core";
import {
  addSubIntents,
  childrenOf,
  createIntentGraph,
  getNode,
  leafDependencies,
  leaves,
  refineNode,
  setNodeData,
  setNodeStatus,
  setNodeText,
} from "@modular-planner/intent-graph";
import { createPromptBuilder } from "@modular-planner/llm-shared";
import { coerceToSchema, extractParamValues, narrowTools, type NarrowedTool, type ToolIndex } from "@modular-planner/retrieval";
import { coerceAnswer, humanPrompt, inferStatedParams, promptForIntent, readablePrompt } from "./ask-user.js";
import { extractValuesWithLlm, type CheckedValue } from "./llm-values.js";
import { wireFromEarlierStep } from "./wire-values.js";
import { ClarificationNeededError, PlanningError } from "./errors.js";
import { describeTransform, detectTransform, foldTransform, transformStepParams, transformTool, type TransformIntent } from "./fold.js";
import type { ResumeInput } from "./intent-options.js";
import { MissingCapabilityError, describeMissing, explainNearMiss, matchDiscoveryHints, type MissingCapability, type NearMiss } from "./missing.js";
import { distinctCapabilities, evaluateSplit, granularityCandidate, partsToIntents, refinementSettings, splitClauses } from "./refine.js";
import type { ModularPlannerOptions, PlanResult, Timed, TraceEntry, VerifyPlan } from "./types.js";

export interface IntentPathExtras {
  /** The planner's tool index (built once per catalog), used to narrow the tools decomposers see. */
  toolIndex?: () => Promise<ToolIndex>;
  resume?: ResumeInput;
}

const asJson = (value: unknown): JsonValue => JSON.parse(JSON.stringify(value)) as JsonValue;
const FINISHED = new Set(["resolved", "planned", "dropped"]);

/**
 * Goals without a dataset (tool catalogs such as MCP servers). Builds the IntentGraph as it goes
 * and saves it (when `options.store` is set) after every decomposition and resolution:
 * decompose (with the narrowed tools in the context) → for each sub-intent, fold transforms,
 * resolve, check granularity (refine recursively within the depth budget) → clarification when a
 * best score is below `clarifyBelow`, a missing-capability report when no tool fits → steps
 * (ask-user steps for unstated required values) → verify. `extras.resume` continues a stored graph
 * without redoing finished nodes.
 */
export async function planFromIntents(
  text: string,
  planId: string,
  options: ModularPlannerOptions,
  trace: TraceEntry[],
  timed: Timed,
  verify: VerifyPlan,
  signal: AbortSignal | undefined,
  extras: IntentPathExtras = {},
): Promise<PlanResult> {
  if (!options.decomposer || !options.resolver) {
    throw new ClarificationNeededError({
      question: "Which data file should I use? (pass --data <file>)",
      options: [],
      reason: "the goal has no dataset and no decomposer/resolver is configured for tool catalogs",
    });
  }
  const decomposer = options.decomposer;
  const resolver = options.resolver;
  const minScore = options.minResolutionScore ?? 0.1;
  const clarifyBelow = Math.max(minScore, options.clarifyBelow ?? 0.15);
  const tieMargin = options.tieMargin ?? 0;
  const refinement = refinementSettings(options.refinement);
  const fold = options.foldTransforms !== false;
  const store = options.store;
  const catalog = options.catalog;
  const resolved = new Map<string, { intent: SubIntent; resolutions: Resolution[] }>();
  const partResolutions = new Map<string, Resolution[]>();
  let usage: Usage = { ...ZERO_USAGE };

  let graph: IntentGraph;
  if (extras.resume) {
    if (!store) throw new ModularPlannerError("configuration-invalid", `Cannot resume intent graph ${extras.resume.graphId}: the planner has no store`, { hint: "Pass `store` (e.g. createSqliteStore({ path }).intentGraphs) to createModularPlanner, the same one the first plan used." });
    const loaded = await store.loadGraph(extras.resume.graphId);
    if (!loaded) throw new ModularPlannerError("store-failed", `No intent graph "${extras.resume.graphId}" in the store`, { hint: "List the stored graphs with store.listGraphs(); the id is the one a ClarificationNeededError carried (graphId)." });
    graph = loaded;
    trace.push({ stage: "resume", durationMs: 0, decision: graph.id, reason: `${graph.nodes.filter((node) => FINISHED.has(node.status)).length} finished nodes kept; ${graph.nodes.filter((node) => node.kind === "intent" && !FINISHED.has(node.status) && node.status !== "decomposed").length} to do` });
  } else {
    graph = createIntentGraph({ id: planId, text });
  }
  const save = async () => {
    if (store) await store.saveGraph(graph);
  };
  const goal = graph.goal;
  const graphContext = store ? { graphId: graph.id } : {};

  // Narrow the catalog with the goal text: grounded decomposers see only these tools.
  const tools: NarrowedTool[] =
    options.narrowing === false || !extras.toolIndex
      ? []
      : await timed(
          "narrow",
          async () =>
            narrowTools({
              index: await extras.toolIndex!(),
              queries: [goal.text],
              safetyTools: ((options.narrowing && options.narrowing.safetyTools) || ["ask_user"]).filter((name) => catalog.get(name)),
              cap: (options.narrowing && options.narrowing.cap) || 10,
            }),
          (value) => [value.map((tool) => tool.tool.name).join(", "), `${value.length} tools for the decomposer`],
        );

  if (extras.resume?.answer !== undefined) graph = applyAnswer(graph, extras.resume.answer, trace, catalog);

  // 1. Decompose the root (once: a resumed graph keeps its decomposition).
  const root = getNode(graph, graph.rootId)!;
  if (root.status === "pending" || (root.status === "needs-clarification" && childrenOf(graph, root.id).length === 0)) {
    const stated = { ...goal, text: root.text || goal.text };
    const decomposition = await timed("decompose", () => decomposer.decompose(stated, { ...(tools.length ? { tools: tools.map((tool) => tool.tool) } : {}), ...(signal ? { signal } : {}) }), (value) => [value.intents.map((intent) => intent.text).join(" | "), `${decomposer.id}; confidence ${value.confidence}; ${value.rationale}`]);
    if (decomposition.usage) usage = addUsage(usage, decomposition.usage);
    let intents: SubIntentInput[] = decomposition.intents;
    if (intents.length === 0 || decomposition.confidence === 0) {
      if (!refinement) {
        graph = setNodeStatus(graph, root.id, "needs-clarification", { decomposer: decomposer.id, rationale: decomposition.rationale });
        await save();
        throw new ClarificationNeededError(decomposition.clarification ?? { question: `Could you split "${stated.text}" into simpler steps?`, options: [], reason: decomposition.rationale }, { ...graphContext, nodeId: root.id });
      }
      intents = [{ id: "i1", text: stated.text }];
      trace.push({ stage: "refine:root", durationMs: 0, decision: "the goal as one intent", reason: `${decomposer.id} abstained (${decomposition.rationale}); the granularity check refines the goal instead` });
    }
    graph = addSubIntents(graph, root.id, intents, { parentData: { decomposer: decomposer.id, confidence: decomposition.confidence, rationale: decomposition.rationale } });
    await save();
  }

  // 2. Resolve every unfinished leaf, refining coarse ones.
  const resolveIntent = async (intent: SubIntent, stage: string) => {
    const resolutions = await timed(stage, () => resolver.resolve(intent, { catalog, topK: 5, ...(signal ? { signal } : {}) }), (value) => [value[0]?.tool ?? "none", value[0] ? `${value[0].score}: ${value[0].reason}` : "no candidate"]);
    return resolutions;
  };

  const previousLeafOf = (nodeId: string): IntentNode | undefined => {
    const ordered = leaves(graph);
    const index = ordered.findIndex((node) => node.id === nodeId);
    const dependencies = leafDependencies(graph, nodeId);
    if (dependencies.length > 0) return getNode(graph, dependencies[dependencies.length - 1]!);
    return index > 0 ? ordered[index - 1] : undefined;
  };

  const processNode = async (nodeId: string): Promise<void> => {
    if (signal?.aborted) throw signal.reason ?? new Error("aborted");
    const node = getNode(graph, nodeId)!;
    // A root (or refined node) saved as failed after a verification failure: its children are looked at again.
    if (node.status === "decomposed" || (node.status === "failed" && !node.intent && childrenOf(graph, nodeId).length > 0)) {
      for (const child of childrenOf(graph, nodeId)) await processNode(child.id);
      return;
    }
    if (FINISHED.has(node.status) || !node.intent) return;
    // A tool is chosen and only its values are missing: the question is asked again when the steps are built.
    if (node.status === "needs-clarification" && node.data.question === "param-values" && typeof node.data.tool === "string") return;
    // One answer per resume: the other open questions keep their state (a plain resume asks again, against the current catalog).
    if (node.status === "needs-clarification" && extras.resume?.answer !== undefined) return;
    const intent = node.intent;

    if (intent.askUser || node.data.askUser === true) {
      const prompt = typeof node.data.prompt === "string" ? readablePrompt(node.data.prompt, intent.text) : humanPrompt(Object.keys(intent.params)[0] ?? "value");
      graph = setNodeStatus(graph, nodeId, "resolved", { askUser: true, prompt });
      await save();
      return;
    }
    const transform = fold ? detectTransform(intent.text) : undefined;
    if (transform && previousLeafOf(nodeId)) {
      graph = setNodeStatus(graph, nodeId, "resolved", { transform: asJson(transform) });
      trace.push({ stage: `transform:${nodeId}`, durationMs: 0, decision: describeTransform(transform), reason: "a transform of the preceding call's output: folded into its parameters or a data-toolset step when the plan is built" });
      await save();
      return;
    }

    const cached = partResolutions.get(nodeId);
    partResolutions.delete(nodeId);
    const resolutions = cached ?? (await resolveIntent(intent, `resolve:${nodeId}`));
    resolved.set(nodeId, { intent, resolutions });

    // Granularity check: refine an intent whose parts resolve clearly better than the whole.
    if (refinement) {
      const check = granularityCandidate(resolutions, catalog, refinement);
      const candidate = check?.reason;
      if (check && candidate) {
        if (node.depth >= refinement.maxDepth) {
          trace.push({ stage: `refine:${nodeId}`, durationMs: 0, decision: "kept", reason: `${candidate}, but the depth budget ${refinement.maxDepth} is reached` });
          graph = setNodeData(graph, nodeId, { refinement: `depth budget ${refinement.maxDepth} reached` });
        } else {
          const parts = await proposeParts(intent);
          if (parts.intents.length >= 2) {
            const ofParts: Resolution[][] = [];
            for (const [index, part] of parts.intents.entries()) ofParts.push(await resolveIntent({ ...intent, id: `${nodeId}~${index + 1}`, text: part.text, dependsOn: [], params: (part.params ?? {}) as Record<string, JsonValue>, capability: part.capability ?? null }, `refine:${nodeId}:part${index + 1}`));
            const verdict = evaluateSplit(resolutions, ofParts, refinement, clarifyBelow, check.spread);
            trace.push({ stage: `refine:${nodeId}`, durationMs: 0, decision: verdict.accepted ? `split into ${parts.intents.length} (${parts.source})` : "kept", reason: `${candidate}; ${verdict.reason}` });
            if (verdict.accepted) {
              graph = refineNode(graph, nodeId, parts.intents, { reason: `${candidate}; ${verdict.reason}` });
              // The parts were just resolved for the check: their children reuse those resolutions.
              childrenOf(graph, nodeId).forEach((child, index) => partResolutions.set(child.id, ofParts[index]!.map((resolution) => ({ ...resolution, intentId: child.id }))));
              await save();
              for (const child of childrenOf(graph, nodeId)) await processNode(child.id);
              return;
            }
          } else {
            trace.push({ stage: `refine:${nodeId}`, durationMs: 0, decision: "kept", reason: `${candidate}; no split into parts found` });
          }
        }
      }
    }

    const [best, second] = resolutions;
    const tie = Boolean(best && second && best.score - second.score <= tieMargin && distinctCapabilities(catalog, best, second));
    if (best && best.score >= clarifyBelow && !tie && catalog.get(best.tool)) {
      graph = setNodeStatus(graph, nodeId, "resolved", {
        tool: best.tool,
        score: best.score,
        reason: best.reason,
        params: asJson(best.params),
        alternatives: asJson(resolutions.slice(1, 3).map((resolution) => ({ tool: resolution.tool, score: resolution.score }))),
      });
    } else if (best && best.score >= minScore) {
      const clarification: Clarification = {
        question: `Which tool should do "${intent.text}"?`,
        options: [
          ...resolutions.slice(0, 3).map((resolution) => ({ label: resolution.tool, score: resolution.score, consequence: `run ${resolution.tool}${Object.keys(resolution.params).length ? ` with ${JSON.stringify(resolution.params)}` : ""} for it (${resolution.reason})` })),
          { label: "drop", score: 0, consequence: `plan without "${intent.text}"` },
        ],
        reason: tie ? `${best.tool} and ${second!.tool} tie at ${best.score}` : `best score ${best.score} is below ${clarifyBelow}`,
      };
      // The resolvers' parameter mappings are kept so that an answer naming a tool keeps them.
      const candidates = resolutions.slice(0, 3).map((resolution) => ({ tool: resolution.tool, score: resolution.score, params: resolution.params }));
      graph = setNodeStatus(graph, nodeId, "needs-clarification", { question: "choose-tool", clarification: asJson(clarification), candidates: asJson(candidates), answer: null });
    } else {
      const previous = previousLeafOf(nodeId);
      const previousTool = typeof previous?.data.tool === "string" ? catalog.get(previous.data.tool) : undefined;
      const closest: NearMiss[] = resolutions.slice(0, 3).map((resolution) => explainNearMiss(intent, resolution, catalog.get(resolution.tool), { minScore, predecessorOutputs: previous ? (previousTool?.outputs ?? []) : undefined }));
      const hints = options.discoveryHints?.length ? await matchDiscoveryHints(intent, options.discoveryHints, resolver, minScore, signal) : [];
      const { missing, clarification } = describeMissing(intent, closest, hints);
      const candidates = resolutions.slice(0, 3).map((resolution) => ({ tool: resolution.tool, score: resolution.score, params: resolution.params }));
      graph = setNodeStatus(graph, nodeId, "needs-clarification", { question: "missing-capability", clarification: asJson(clarification), missing: asJson(missing), candidates: asJson(candidates), answer: null });
    }
    await save();
  };

  const proposeParts = async (intent: SubIntent): Promise<{ intents: SubIntentInput[]; source: string }> => {
    const again = await decomposer.decompose(GoalSchema.parse({ id: `${goal.id}:${intent.id}`, text: intent.text }), { ...(tools.length ? { tools: tools.map((tool) => tool.tool) } : {}), ...(signal ? { signal } : {}) });
    if (again.usage) usage = addUsage(usage, again.usage);
    if (again.confidence > 0 && again.intents.length >= 2) return { intents: again.intents, source: decomposer.id };
    const clauses = splitClauses(intent.text);
    return { intents: clauses.length >= 2 ? partsToIntents(clauses) : [], source: "clauses" };
  };

  await processNode(graph.rootId);

  // 3. One question at a time: the first leaf that needs an answer.
  const waiting = leaves(graph).filter((node) => node.status === "needs-clarification");
  if (waiting.length > 0) {
    const node = waiting[0]!;
    graph = setNodeStatus(graph, graph.rootId, "decomposed", { waitingOn: node.id });
    await save();
    const clarification = node.data.clarification as unknown as Clarification;
    trace.push({ stage: "clarify", durationMs: 0, decision: node.id, reason: clarification.reason });
    if (node.data.question === "missing-capability") throw new MissingCapabilityError(node.data.missing as unknown as MissingCapability, clarification, { ...graphContext, nodeId: node.id });
    throw new ClarificationNeededError(clarification, { ...graphContext, nodeId: node.id });
  }

  // 4. With an LLM, each resolved intent's values come from its structured output, checked against the request's words.
  const llmValues = new Map<string, CheckedValue[]>();
  if (options.llm && options.llmValues !== false) {
    const prompts = options.prompts ?? createPromptBuilder();
    const earlier: { id: string; tool: string; text: string }[] = [];
    for (const leaf of leaves(graph)) {
      const tool = typeof leaf.data.tool === "string" && !leaf.data.transform && leaf.data.askUser !== true ? catalog.get(leaf.data.tool) : undefined;
      if (!leaf.intent || leaf.status === "dropped" || !tool) continue;
      try {
        const answer = await timed(`values:${leaf.id}`, () => extractValuesWithLlm({ llm: options.llm!, prompts, text: leaf.text, tool, earlier: [...earlier], now: options.now?.() ?? new Date(), ...(signal ? { signal } : {}) }), (value) => [value.values.map((item) => `${item.parameter}:${item.kind}`).join(", ") || "none", `${options.llm!.id}; checked against the request's words`]);
        usage = addUsage(usage, answer.usage);
        llmValues.set(leaf.id, answer.values);
      } catch (error) {
        if (signal?.aborted) throw error;
        trace.push({ stage: `values:${leaf.id}`, durationMs: 0, decision: "deterministic", reason: `the LLM's value extraction failed (${(error as Error).message}); the deterministic extractor reads the values` });
      }
      earlier.push({ id: leaf.id, tool: tool.name, text: leaf.text });
    }
  }

  // 5. Steps from the leaves, in order.
  const built = buildSteps(graph, options, trace, llmValues);
  graph = built.graph;
  if (built.stop) {
    graph = setNodeStatus(graph, graph.rootId, "decomposed", { waitingOn: built.stop.nodeId ?? null });
    await save();
    throw built.stop;
  }

  const plan = PlanSchema.parse({ id: goal.id, goal: goal.text, steps: built.steps });
  const report = await timed("verify#1", () => verify(plan), (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"]);
  if (!report.ok) {
    // The stored graph tells the truth: the nodes whose steps fail are `failed`, with the reasons.
    const errors = report.issues.filter((issue) => issue.severity === "error");
    const byLeaf = new Map<string, string[]>();
    for (const issue of errors) {
      const owners = issue.stepId && built.owner.has(issue.stepId) ? [built.owner.get(issue.stepId)!] : leaves(graph).filter((leaf) => leaf.status === "resolved").map((leaf) => leaf.id);
      for (const owner of owners) byLeaf.set(owner, [...(byLeaf.get(owner) ?? []), `${issue.code}: ${issue.message}`]);
    }
    for (const [leafId, reasons] of byLeaf) graph = setNodeStatus(graph, leafId, "failed", { failure: reasons.join("; ") });
    graph = setNodeStatus(graph, graph.rootId, "failed", { waitingOn: null, failure: `the plan fails verification (${errors.map((issue) => issue.code).join(", ")}) at ${[...byLeaf.keys()].join(", ")}` });
    await save();
    throw new PlanningError(`The plan fails verification: ${formatAdaptationPayload(report).join("; ")}`, report);
  }
  const cleared = (node: IntentNode | undefined): Record<string, JsonValue> => (node?.data.failure !== undefined ? { failure: null } : {});
  for (const leaf of leaves(graph)) if (leaf.status === "resolved" || leaf.status === "failed") graph = setNodeStatus(graph, leaf.id, "planned", cleared(leaf));
  graph = setNodeStatus(graph, graph.rootId, "planned", { waitingOn: null, ...cleared(getNode(graph, graph.rootId)) });
  await save();
  const intents = leaves(graph)
    .filter((node) => node.intent)
    .map((node) => resolved.get(node.id) ?? { intent: node.intent!, resolutions: storedResolution(node) });
  return { plan, requirements: undefined, template: undefined, intents, tools, report, usage, trace, graph };
}

function storedResolution(node: IntentNode): Resolution[] {
  if (typeof node.data.tool !== "string") return [];
  return [{ intentId: node.id, tool: node.data.tool, score: typeof node.data.score === "number" ? node.data.score : 0, reason: typeof node.data.reason === "string" ? node.data.reason : "stored", strategy: "stored", params: (node.data.params ?? {}) as Record<string, JsonValue> }];
}

/** Applies the user's answer to the first leaf waiting on one. */
function applyAnswer(graph: IntentGraph, answer: string, trace: TraceEntry[], catalog: ModularPlannerOptions["catalog"]): IntentGraph {
  const node = leaves(graph).find((candidate) => candidate.status === "needs-clarification") ?? (getNode(graph, graph.rootId)?.status === "needs-clarification" ? getNode(graph, graph.rootId) : undefined);
  if (!node) {
    trace.push({ stage: "answer", durationMs: 0, decision: "ignored", reason: "no node of the graph waits for an answer" });
    return graph;
  }
  const value = answer.trim();
  const clarification = node.data.clarification as unknown as Clarification | undefined;
  const options = clarification?.options ?? [];
  // Waiting on values: the answer is the values (a bare number is a value, not an option number).
  if (node.data.question === "param-values") {
    if (/^(drop|skip|none|no)$/i.test(value)) {
      trace.push({ stage: "answer", durationMs: 0, decision: "dropped", reason: `"${answer}" for ${node.id} (${node.text})` });
      return setNodeStatus(graph, node.id, "dropped", { answer: value });
    }
    return answerValues(node, value, (status, data, decision) => {
      trace.push({ stage: "answer", durationMs: 0, decision, reason: `"${answer}" for ${node.id} (${node.text})` });
      return setNodeStatus(graph, node.id, status, { ...data, answer: value });
    }, trace, catalog) ?? graph;
  }
  const byNumber = /^\d+$/.test(value) ? options[Number(value) - 1]?.label : undefined;
  const label = byNumber ?? value;
  const record = (status: IntentNode["status"], data: Record<string, JsonValue>, decision: string) => {
    trace.push({ stage: "answer", durationMs: 0, decision, reason: `"${answer}" for ${node.id} (${node.text})` });
    return setNodeStatus(graph, node.id, status, { ...data, answer: value });
  };
  if (node.id === graph.rootId) {
    // The goal itself was unclear (the decomposer abstained): the answer restates it.
    graph = setNodeText(graph, node.id, value);
    return record("pending", { rephrased: true }, "goal restated");
  }
  if (/^(drop|skip|none|no)$/i.test(label)) return record("dropped", {}, "dropped");
  if (/^(ask|ask-user|ask the user)$/i.test(label)) {
    const missing = node.data.missing as { choices?: { kind: string; prompt?: string }[] } | undefined;
    const prompt = readablePrompt(missing?.choices?.find((choice) => choice.kind === "ask-user")?.prompt, node.text);
    return record("resolved", { askUser: true, prompt }, "ask the user at run time");
  }
  const connect = /^connect\s+(.+)$/i.exec(label);
  if (connect) return record("pending", { connect: connect[1]! }, `connect ${connect[1]}: resolved again against the catalog`);
  const tool = catalog.get(label) ?? catalog.tools.find((candidate) => candidate.name.toLowerCase() === label.toLowerCase());
  if (tool) {
    const option = options.find((candidate) => candidate.label === tool.name);
    return record("resolved", { tool: tool.name, score: option?.score ?? 1, reason: "chosen by the user", params: asJson(keptParams(node, tool)) }, `use ${tool.name}`);
  }
  // Anything else rephrases the intent: it is resolved (and checked) again.
  graph = setNodeText(graph, node.id, value);
  return record("pending", { rephrased: true }, "rephrased");
}

/**
 * The parameters the resolvers had mapped for a tied intent, for the tool the user chose: its own
 * mapping when it was a candidate, else the best candidate's values whose names the tool also has.
 */
function keptParams(node: IntentNode, tool: ToolMetadata): Record<string, JsonValue> {
  const candidates = (Array.isArray(node.data.candidates) ? node.data.candidates : []) as unknown as { tool: string; params?: Record<string, JsonValue> }[];
  const own = candidates.find((candidate) => candidate.tool === tool.name)?.params ?? {};
  const fromBest = Object.fromEntries(Object.entries(candidates[0]?.params ?? {}).filter(([name]) => name in tool.params.properties));
  return { ...fromBest, ...own };
}

/** `x=region y=revenue` (or a bare value when one is missing) for a node waiting on parameter values. */
function answerValues(node: IntentNode, value: string, record: (status: IntentNode["status"], data: Record<string, JsonValue>, decision: string) => IntentGraph, trace: TraceEntry[], catalog: ModularPlannerOptions["catalog"]): IntentGraph | undefined {
  const tool = typeof node.data.tool === "string" ? catalog.get(node.data.tool) : undefined;
  const missing = (Array.isArray(node.data.missingParams) ? node.data.missingParams : []) as string[];
  if (!tool) return undefined;
  const given: Record<string, JsonValue> = {};
  for (const match of value.matchAll(/([A-Za-z_][\w-]*)\s*[=:]\s*("[^"]*"|'[^']*'|\[[^\]]*\]|\{[^}]*\}|[^\s,;]+)/g)) {
    const name = match[1]!;
    if (name in tool.params.properties) given[name] = coerceAnswer(match[2]!, tool.params.properties[name]);
  }
  if (Object.keys(given).length === 0 && missing.length === 1 && !/[=:]/.test(value)) given[missing[0]!] = coerceAnswer(value, tool.params.properties[missing[0]!]);
  if (Object.keys(given).length === 0) {
    trace.push({ stage: "answer", durationMs: 0, decision: "not understood", reason: `"${value}" names none of ${missing.join(", ")} (answer as ${missing.map((name) => `${name}=<value>`).join(" ")})` });
    return undefined;
  }
  const sources = Object.fromEntries(Object.keys(given).map((name) => [name, "answered by the user"]));
  return record("resolved", { params: { ...((node.data.params ?? {}) as Record<string, JsonValue>), ...given }, paramSources: { ...((node.data.paramSources ?? {}) as Record<string, JsonValue>), ...sources }, question: null, missingParams: null }, `values ${Object.keys(given).join(", ")}`);
}

/** Parameters that take an artifact from an earlier step: `x-role: input`, or named / typed like one of the tool's `inputs` (`table`). */
function inputParams(tool: ToolMetadata): string[] {
  const artifacts = tool.inputs.filter((type) => type !== "any");
  return Object.entries(tool.params.properties)
    .filter(([name, schema]) => schema["x-role"] === "input" || artifacts.includes(name) || (typeof schema.type === "string" && artifacts.includes(schema.type)))
    .map(([name]) => name);
}

/**
 * Plan steps from the graph's leaves; transforms fold into the preceding call or become data-toolset steps.
 * Input parameters are wired to the step producing their artifact; values the intent states are read
 * from its text; the rest are asked (ask-user steps, or a question now when the tool takes an artifact
 * the verifier would not let an ask-user value feed).
 */
function buildSteps(graph: IntentGraph, options: ModularPlannerOptions, trace: TraceEntry[], llmValues: ReadonlyMap<string, CheckedValue[]> = new Map()): { steps: PlanStep[]; graph: IntentGraph; owner: Map<string, string>; stop?: ClarificationNeededError } {
  const catalog = options.catalog;
  const steps: PlanStep[] = [];
  const owner = new Map<string, string>();
  const stepOfLeaf = new Map<string, string>();
  const graphContext = options.store ? { graphId: graph.id } : {};
  let previous: string | undefined;
  const uniqueId = (base: string) => {
    let id = base.replace(/[^A-Za-z0-9_.:-]/g, "_");
    for (let n = 2; steps.some((step) => step.id === id); n++) id = `${base}_${n}`;
    return id;
  };
  const askTool = catalog.get("ask_user");
  /** The verifier rejects an ask-user value feeding a tool that takes an artifact ask_user does not produce. */
  const askRejected = (tool: ToolMetadata) => {
    const wanted = tool.inputs.filter((type) => type !== "any");
    if (wanted.length === 0 || tool.inputs.includes("any") || !askTool || askTool.outputs.length === 0 || askTool.outputs.includes("any")) return false;
    return !askTool.outputs.some((type) => wanted.includes(type));
  };
  const produces = (stepId: string, wanted: readonly string[]): boolean | "unknown" => {
    const step = steps.find((candidate) => candidate.id === stepId);
    if (!step || step.kind === "ask-user") return false;
    const tool = catalog.get(step.tool);
    if (!tool || tool.outputs.length === 0 || tool.outputs.includes("any")) return "unknown";
    return wanted.length === 0 || tool.outputs.some((type) => wanted.includes(type));
  };
  /** Each input parameter gets its own producer: the intent's dependencies first (latest first), then the nearest earlier step producing the artifact. */
  const wireInputs = (tool: ToolMetadata, dependencies: readonly string[], source: string | undefined, params: Record<string, ParamValue>): string[] => {
    const wanted = tool.inputs.filter((type) => type !== "any");
    const earlier = steps.filter((step) => step.kind === "tool").map((step) => step.id).reverse();
    // One input takes the latest dependency; several take the dependencies in the order the intent names them.
    const named = inputParams(tool).length > 1 ? dependencies : [...dependencies].reverse();
    const ordered = [...new Set([...named, ...(source ? [source] : []), ...earlier])];
    const used = new Set<string>();
    const unwired: string[] = [];
    for (const name of inputParams(tool)) {
      if (name in params) continue;
      if (!tool.params.required.includes(name) && tool.params.properties[name]?.["x-role"] !== "input") continue;
      const pick =
        ordered.find((id) => !used.has(id) && produces(id, wanted) === true) ??
        ordered.find((id) => !used.has(id) && produces(id, wanted) === "unknown" && (dependencies.includes(id) || id === source)) ??
        ordered.find((id) => produces(id, wanted) === true);
      if (pick) {
        params[name] = { ref: pick };
        used.add(pick);
      } else if (tool.params.required.includes(name)) unwired.push(name);
    }
    return unwired;
  };
  /**
   * A step loading the file the intent names (its text, else the goal's), with a catalog tool that
   * takes a path and produces what `tool` takes; undefined when there is no such tool or no single path.
   */
  const loadStepFor = (leaf: IntentNode, tool: ToolMetadata): Pick<PlanStep, "kind" | "tool" | "description" | "params" | "checks"> | undefined => {
    const wanted = tool.inputs.filter((type) => type !== "any");
    if (wanted.length === 0) return undefined;
    for (const loader of catalog.tools) {
      if (loader.inputs.length > 0 || !loader.outputs.some((type) => wanted.includes(type))) continue;
      const pathParam = Object.entries(loader.params.properties).find(([, schema]) => schema["x-role"] === "path")?.[0];
      if (!pathParam) continue;
      const open = loader.params.required.filter((name) => name !== pathParam && loader.params.properties[name]?.default === undefined);
      if (open.length > 0) continue; // a loader needing more than the path would have to ask
      for (const text of [leaf.text, graph.goal.text]) {
        const stated = inferStatedParams(text, loader, [pathParam])[pathParam];
        if (stated) return { kind: "tool", tool: loader.name, description: `Load ${String(stated.value)}`, params: { [pathParam]: stated.value }, checks: [] };
      }
    }
    return undefined;
  };
  const askFor = (stepBase: string, name: string, tool: ToolMetadata): ParamValue => {
    const askId = uniqueId(`${stepBase}_${name}`);
    steps.push({ id: askId, kind: "ask-user", tool: "ask_user", description: `Ask for ${name} (${tool.name})`, params: { parameter: name }, prompt: humanPrompt(name, tool.params.properties[name], tool.name), satisfies: [], dependsOn: [], checks: [] });
    return { ref: askId, path: "value" };
  };
  /**
   * Values, in order: stated in the intent's text (required and optional ones: what the user said is
   * used), then required ones an earlier step produces (wired), then the rest asked. Each value's
   * origin goes into `provenance`. Returns a question when the values must be asked now.
   */
  const fillRequired = (leaf: IntentNode, id: string, tool: ToolMetadata, params: Record<string, ParamValue>, provenance: Record<string, ParamProvenance>, dependencies: readonly string[], source: string | undefined, mayAsk = true): ClarificationNeededError | undefined => {
    const inputs = new Set(inputParams(tool));
    const open = tool.params.required.filter((name) => !(name in params) && tool.params.properties[name]?.default === undefined && !inputs.has(name));
    const stated = inferStatedParams(leaf.text, tool, open);
    const sources: Record<string, JsonValue> = {};
    const record = (name: string, value: JsonValue, source: string, origin: ParamProvenance) => {
      params[name] = value;
      sources[name] = source;
      provenance[name] = origin;
      trace.push({ stage: `params:${leaf.id}`, durationMs: 0, decision: `${tool.name}.${name} = ${JSON.stringify(value)}`, reason: source });
    };
    for (const [name, { value, source }] of Object.entries(stated)) record(name, value, source, { source: "request", words: typeof value === "string" ? value : JSON.stringify(value), how: source });
    // Values by the parameter's name, description, type and format (roles such as columns and paths are read above).
    const readable = Object.keys(tool.params.properties).filter((name) => !(name in params) && !inputs.has(name) && !tool.params.properties[name]?.["x-role"]);
    const fromLlm = llmValues.get(leaf.id);
    const flagged = new Map<string, string>();
    if (fromLlm) {
      // The LLM's values, each checked against the request's words: a flagged one is not used (it is asked, or left out).
      for (const item of fromLlm) {
        if (item.kind === "flagged") {
          flagged.set(item.parameter, item.reason);
          trace.push({ stage: `params:${leaf.id}`, durationMs: 0, decision: `${tool.name}.${item.parameter} flagged`, reason: item.reason });
          continue;
        }
        if (!readable.includes(item.parameter)) continue;
        if (item.kind === "step") {
          const stepId = stepOfLeaf.get(item.step);
          if (!stepId) continue;
          params[item.parameter] = { ref: stepId };
          provenance[item.parameter] = { source: "step", step: stepId, how: "named by the LLM" };
          trace.push({ stage: `wire:${leaf.id}`, durationMs: 0, decision: `${tool.name}.${item.parameter} ← ${stepId}`, reason: "the LLM named the step whose output gives it" });
          continue;
        }
        const coerced = coerceToSchema(item.value, tool.params.properties[item.parameter]);
        record(item.parameter, (coerced.ok ? coerced.value : item.value) as JsonValue, `LLM, from "${item.words}"`, { source: "llm", words: item.words, how: "llm" });
      }
    } else {
      const extracted = extractParamValues(leaf.text, tool.params, { params: readable, ...(options.now ? { now: options.now() } : {}) });
      for (const [name, found] of Object.entries(extracted)) record(name, found.value, `${found.how} in the text: "${found.words}"`, { source: "request", words: found.words, how: found.how });
    }
    if (Object.keys(sources).length > 0) graph = setNodeData(graph, leaf.id, { paramSources: { ...((leaf.data.paramSources ?? {}) as Record<string, JsonValue>), ...sources } });
    let unstated = open.filter((name) => !(name in params));
    // A value an earlier step produces is wired, not asked ("book the cheapest one" after a search: its flight id).
    for (const name of unstated) {
      const wired = wireFromEarlierStep({ tool, name, text: leaf.text, dependencies, source, steps, catalog });
      if (!wired) continue;
      params[name] = wired.reference;
      provenance[name] = { source: "step", step: wired.reference.ref, how: wired.how };
      trace.push({ stage: `wire:${leaf.id}`, durationMs: 0, decision: `${tool.name}.${name} ← ${wired.reference.ref}${wired.reference.path ? `.${wired.reference.path}` : ""}`, reason: wired.how });
    }
    unstated = unstated.filter((name) => !(name in params));
    if (unstated.length === 0) return undefined;
    if (!mayAsk) return undefined;
    if (!askRejected(tool)) {
      for (const name of unstated) {
        const asked = askFor(id, name, tool) as { ref: string };
        params[name] = asked;
        provenance[name] = { source: "user", step: asked.ref, how: "asked", ...(flagged.has(name) ? { flagged: flagged.get(name)! } : {}) };
        owner.set(asked.ref, leaf.id);
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
    graph = setNodeStatus(graph, leaf.id, "needs-clarification", { question: "param-values", clarification: asJson(clarification), missingParams: unstated, params: asJson(known), answer: null });
    trace.push({ stage: "clarify", durationMs: 0, decision: leaf.id, reason: clarification.reason });
    return new ClarificationNeededError(clarification, { ...graphContext, nodeId: leaf.id });
  };
  for (const leaf of leaves(graph)) {
    if (!leaf.intent || leaf.status === "dropped") continue;
    const dependencies = leafDependencies(graph, leaf.id).map((id) => stepOfLeaf.get(id)).filter((id): id is string => Boolean(id));
    const source = dependencies.at(-1) ?? previous;
    const satisfies = [`intent:${leaf.id}`];
    if (leaf.data.transform && leaf.data.askUser !== true) {
      const transform = leaf.data.transform as unknown as TransformIntent;
      const sourceStep = steps.find((step) => step.id === source);
      const sourceTool = sourceStep ? catalog.get(sourceStep.tool) : undefined;
      const folded = sourceStep && sourceTool && sourceStep.kind === "tool" ? foldTransform(transform, sourceTool, sourceStep.params) : undefined;
      if (folded && sourceStep) {
        Object.assign(sourceStep.params, folded.params);
        sourceStep.satisfies.push(...satisfies);
        stepOfLeaf.set(leaf.id, sourceStep.id);
        graph = setNodeData(graph, leaf.id, { foldedInto: sourceStep.id, foldedParams: folded.params });
        trace.push({ stage: `fold:${leaf.id}`, durationMs: 0, decision: `into ${sourceStep.id}`, reason: folded.reason });
        previous = sourceStep.id;
        continue;
      }
      const tool = transformTool(transform, catalog);
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
        graph = setNodeStatus(graph, leaf.id, "needs-clarification", { question: "missing-capability", clarification: asJson(clarification), missing: asJson(missing), answer: null });
        return { steps, graph, owner, stop: new MissingCapabilityError(missing, clarification, { ...graphContext, nodeId: leaf.id }) };
      }
      const id = uniqueId(leaf.id);
      const params = transformStepParams(transform, tool, source);
      const provenance: Record<string, ParamProvenance> = {};
      const stop = fillRequired(leaf, id, tool, params, provenance, dependencies, source);
      if (stop) return { steps, graph, owner, stop };
      steps.push({ id, kind: "tool", tool: tool.name, description: leaf.text, params, satisfies, dependsOn: [], checks: [], ...(Object.keys(provenance).length ? { provenance } : {}) });
      trace.push({ stage: `fold:${leaf.id}`, durationMs: 0, decision: `step ${tool.name}`, reason: sourceTool ? `${sourceTool.name} has no parameter for ${describeTransform(transform)}` : "no preceding call to fold into" });
      graph = setNodeData(graph, leaf.id, { tool: tool.name, steps: [id] });
      owner.set(id, leaf.id);
      stepOfLeaf.set(leaf.id, id);
      previous = id;
      continue;
    }
    if (leaf.data.askUser === true) {
      const id = uniqueId(leaf.id);
      steps.push({ id, kind: "ask-user", tool: "ask_user", description: leaf.text, params: {}, prompt: readablePrompt(typeof leaf.data.prompt === "string" ? leaf.data.prompt : undefined, leaf.text), satisfies, dependsOn: dependencies, checks: [] });
      owner.set(id, leaf.id);
      stepOfLeaf.set(leaf.id, id);
      previous = id;
      continue;
    }
    const tool = typeof leaf.data.tool === "string" ? catalog.get(leaf.data.tool) : undefined;
    if (!tool) continue;
    const id = uniqueId(leaf.id);
    // Inputs are wired to the steps producing them; a required value the request does not state is asked for, never invented.
    const params: Record<string, ParamValue> = { ...((leaf.data.params ?? {}) as Record<string, JsonValue>) };
    let unwired = wireInputs(tool, dependencies, source, params);
    // Nothing produces the input, but the request names a file: load it first ("summarize sales.csv").
    if (unwired.length > 0) {
      const load = loadStepFor(leaf, tool);
      if (load) {
        steps.push({ ...load, id: uniqueId(`${leaf.id}_load`), satisfies, dependsOn: [] });
        const loadId = steps[steps.length - 1]!.id;
        owner.set(loadId, leaf.id);
        for (const name of unwired) params[name] = { ref: loadId };
        trace.push({ stage: `load:${leaf.id}`, durationMs: 0, decision: `step ${load.tool}(${JSON.stringify(load.params)})`, reason: `nothing before ${tool.name} produces ${tool.inputs.join("/")}; the request names the file` });
        unwired = [];
      }
    }
    if (unwired.length > 0) {
      graph = setNodeData(graph, leaf.id, { unwired });
      trace.push({ stage: `wire:${leaf.id}`, durationMs: 0, decision: `unwired ${unwired.join(", ")}`, reason: `nothing before ${tool.name} produces ${tool.inputs.join("/")}` });
    }
    // With an input nothing produces, asking for the other values is pointless: the verifier reports the step (and the node is marked failed).
    const provenance: Record<string, ParamProvenance> = {};
    const stop = fillRequired(leaf, id, tool, params, provenance, dependencies, source, unwired.length === 0);
    if (stop) return { steps, graph, owner, stop };
    const refs = new Set(Object.values(params).flatMap((value) => (typeof value === "object" && value !== null && "ref" in value ? [(value as { ref: string }).ref] : [])));
    steps.push({ id, kind: "tool", tool: tool.name, description: leaf.text, params, satisfies, dependsOn: dependencies.filter((dependency) => !refs.has(dependency)), checks: [], ...(Object.keys(provenance).length ? { provenance } : {}) });
    graph = setNodeData(graph, leaf.id, { steps: [id] });
    owner.set(id, leaf.id);
    stepOfLeaf.set(leaf.id, id);
    previous = id;
  }
  return { steps, graph, owner };
}
