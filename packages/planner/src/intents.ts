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
import { narrowTools, type NarrowedTool, type ToolIndex } from "@modular-planner/retrieval";
import { humanPrompt } from "./ask-user.js";
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

const round = (value: number) => Math.round(value * 1000) / 1000;
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
    if (node.status === "decomposed") {
      for (const child of childrenOf(graph, nodeId)) await processNode(child.id);
      return;
    }
    if (FINISHED.has(node.status) || !node.intent) return;
    // One answer per resume: the other open questions keep their state (a plain resume asks again, against the current catalog).
    if (node.status === "needs-clarification" && extras.resume?.answer !== undefined) return;
    const intent = node.intent;

    if (intent.askUser || node.data.askUser === true) {
      const prompt = typeof node.data.prompt === "string" ? node.data.prompt : humanPrompt(Object.keys(intent.params)[0] ?? "value");
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
      graph = setNodeStatus(graph, nodeId, "needs-clarification", { question: "choose-tool", clarification: asJson(clarification), answer: null });
    } else {
      const previous = previousLeafOf(nodeId);
      const previousTool = typeof previous?.data.tool === "string" ? catalog.get(previous.data.tool) : undefined;
      const closest: NearMiss[] = resolutions.slice(0, 3).map((resolution) => explainNearMiss(intent, resolution, catalog.get(resolution.tool), { minScore, predecessorOutputs: previous ? (previousTool?.outputs ?? []) : undefined }));
      const hints = options.discoveryHints?.length ? await matchDiscoveryHints(intent, options.discoveryHints, resolver, minScore, signal) : [];
      const { missing, clarification } = describeMissing(intent, closest, hints);
      graph = setNodeStatus(graph, nodeId, "needs-clarification", { question: "missing-capability", clarification: asJson(clarification), missing: asJson(missing), answer: null });
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

  // 4. Steps from the leaves, in order.
  const built = buildSteps(graph, options, trace);
  graph = built.graph;
  if (built.missing) {
    await save();
    throw built.missing;
  }
  for (const leaf of leaves(graph)) if (leaf.status === "resolved") graph = setNodeStatus(graph, leaf.id, "planned");
  graph = setNodeStatus(graph, graph.rootId, "planned", { waitingOn: null });
  await save();

  const plan = PlanSchema.parse({ id: goal.id, goal: goal.text, steps: built.steps });
  const report = await timed("verify#1", () => verify(plan), (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"]);
  if (!report.ok) throw new PlanningError(`The plan fails verification: ${formatAdaptationPayload(report).join("; ")}`, report);
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
    const prompt = missing?.choices?.find((choice) => choice.kind === "ask-user")?.prompt ?? `Please provide: ${node.text}`;
    return record("resolved", { askUser: true, prompt }, "ask the user at run time");
  }
  const connect = /^connect\s+(.+)$/i.exec(label);
  if (connect) return record("pending", { connect: connect[1]! }, `connect ${connect[1]}: resolved again against the catalog`);
  const tool = catalog.get(label) ?? catalog.tools.find((candidate) => candidate.name.toLowerCase() === label.toLowerCase());
  if (tool) {
    const option = options.find((candidate) => candidate.label === tool.name);
    return record("resolved", { tool: tool.name, score: option?.score ?? 1, reason: "chosen by the user", params: {} }, `use ${tool.name}`);
  }
  // Anything else rephrases the intent: it is resolved (and checked) again.
  graph = setNodeText(graph, node.id, value);
  return record("pending", { rephrased: true }, "rephrased");
}

/** Plan steps from the graph's leaves; transforms fold into the preceding call or become data-toolset steps. */
function buildSteps(graph: IntentGraph, options: ModularPlannerOptions, trace: TraceEntry[]): { steps: PlanStep[]; graph: IntentGraph; missing?: MissingCapabilityError } {
  const catalog = options.catalog;
  const steps: PlanStep[] = [];
  const stepOfLeaf = new Map<string, string>();
  let previous: string | undefined;
  const uniqueId = (base: string) => {
    let id = base.replace(/[^A-Za-z0-9_.:-]/g, "_");
    for (let n = 2; steps.some((step) => step.id === id); n++) id = `${base}_${n}`;
    return id;
  };
  const askFor = (stepBase: string, name: string, tool: ToolMetadata): ParamValue => {
    const askId = uniqueId(`${stepBase}_${name}`);
    steps.push({ id: askId, kind: "ask-user", tool: "ask_user", description: `Ask for ${name} (${tool.name})`, params: { parameter: name }, prompt: humanPrompt(name, tool.params.properties[name]), satisfies: [], dependsOn: [], checks: [] });
    return { ref: askId, path: "value" };
  };
  for (const leaf of leaves(graph)) {
    if (!leaf.intent || leaf.status === "dropped") continue;
    const dependencies = leafDependencies(graph, leaf.id).map((id) => stepOfLeaf.get(id)).filter((id): id is string => Boolean(id));
    const source = dependencies.at(-1) ?? previous;
    const satisfies = [`intent:${leaf.id}`];
    if (leaf.data.transform) {
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
        const missing: MissingCapability = {
          intentId: leaf.id,
          intent: leaf.text,
          closest: [],
          choices: [
            { kind: "ask-user", prompt: `Please provide: ${leaf.text}`, consequence: "ask the user at run time (an ask-user step)" },
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
        return { steps, graph, missing: new MissingCapabilityError(missing, clarification, { ...(options.store ? { graphId: graph.id } : {}), nodeId: leaf.id }) };
      }
      const id = uniqueId(leaf.id);
      const params = transformStepParams(transform, tool, source);
      for (const name of tool.params.required) if (!(name in params) && tool.params.properties[name]?.default === undefined) params[name] = askFor(id, name, tool);
      steps.push({ id, kind: "tool", tool: tool.name, description: leaf.text, params, satisfies, dependsOn: [], checks: [] });
      trace.push({ stage: `fold:${leaf.id}`, durationMs: 0, decision: `step ${tool.name}`, reason: sourceTool ? `${sourceTool.name} has no parameter for ${describeTransform(transform)}` : "no preceding call to fold into" });
      graph = setNodeData(graph, leaf.id, { tool: tool.name, steps: [id] });
      stepOfLeaf.set(leaf.id, id);
      previous = id;
      continue;
    }
    if (leaf.data.askUser === true) {
      const id = uniqueId(leaf.id);
      steps.push({ id, kind: "ask-user", tool: "ask_user", description: leaf.text, params: {}, prompt: typeof leaf.data.prompt === "string" ? leaf.data.prompt : humanPrompt("value"), satisfies, dependsOn: dependencies, checks: [] });
      stepOfLeaf.set(leaf.id, id);
      previous = id;
      continue;
    }
    const tool = typeof leaf.data.tool === "string" ? catalog.get(leaf.data.tool) : undefined;
    if (!tool) continue;
    const id = uniqueId(leaf.id);
    // A required value the request does not state is asked for, never invented.
    const params: Record<string, ParamValue> = { ...((leaf.data.params ?? {}) as Record<string, JsonValue>) };
    for (const name of tool.params.required) {
      if (name in params || tool.params.properties[name]?.default !== undefined) continue;
      if (tool.params.properties[name]?.["x-role"] === "input" && source) params[name] = { ref: source };
      else params[name] = askFor(id, name, tool);
    }
    steps.push({ id, kind: "tool", tool: tool.name, description: leaf.text, params, satisfies, dependsOn: dependencies.filter((dependency) => !Object.values(params).some((value) => typeof value === "object" && value !== null && "ref" in value && value.ref === dependency)), checks: [] });
    graph = setNodeData(graph, leaf.id, { steps: [id] });
    stepOfLeaf.set(leaf.id, id);
    previous = id;
  }
  return { steps, graph };
}
