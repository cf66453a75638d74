import type { Clarification, IntentNode, JsonValue, Resolution, SubIntent } from "@modular-planner/core";
import { childrenOf, getNode, leafDependencies, leaves, refineNode } from "@modular-planner/intent-graph";
import { humanPrompt, readablePrompt } from "../ask-user.js";
import { ClarificationNeededError } from "../errors.js";
import { describeTransform, detectTransform } from "../fold.js";
import { MissingCapabilityError, describeMissing, explainNearMiss, matchDiscoveryHints, type MissingCapability, type NearMiss } from "../missing.js";
import { distinctCapabilities, evaluateSplit, granularityCandidate } from "../refine.js";
import type { TransformIntent } from "../fold.js";
import { proposeParts } from "./decompose.js";
import { FINISHED, stateOf, type IntentPathRun } from "./run.js";
import { patchNodeState, withNodeState } from "./state.js";

const resolveIntent = (run: IntentPathRun, intent: SubIntent, stage: string) =>
  run.options.timed(
    stage,
    () => run.settings.resolver.resolve(intent, { catalog: run.settings.catalog, topK: 5, ...(run.options.signal ? { signal: run.options.signal } : {}) }),
    (value) => [value[0]?.tool ?? "none", value[0] ? `${value[0].score}: ${value[0].reason}` : "no candidate"],
  );

/** The leaf a node's input comes from: its last dependency, else the leaf before it. */
export function previousLeafOf(run: IntentPathRun, nodeId: string): IntentNode | undefined {
  const ordered = leaves(run.graph);
  const index = ordered.findIndex((node) => node.id === nodeId);
  const dependencies = leafDependencies(run.graph, nodeId);
  if (dependencies.length > 0) return getNode(run.graph, dependencies[dependencies.length - 1]!);
  return index > 0 ? ordered[index - 1] : undefined;
}

/** Stage 5: resolve every unfinished leaf, refining coarse ones (depth-first from the root). */
export async function resolveLeaves(run: IntentPathRun): Promise<void> {
  await processNode(run, run.graph.rootId);
}

async function processNode(run: IntentPathRun, nodeId: string): Promise<void> {
  const { signal, resume } = run.options;
  if (signal?.aborted) throw signal.reason ?? new Error("aborted");
  const node = getNode(run.graph, nodeId)!;
  const state = stateOf(run, node);
  // A root (or refined node) saved as failed after a verification failure: its children are looked at again.
  if (node.status === "decomposed" || (node.status === "failed" && !node.intent && childrenOf(run.graph, nodeId).length > 0)) {
    for (const child of childrenOf(run.graph, nodeId)) await processNode(run, child.id);
    return;
  }
  if (FINISHED.has(node.status) || !node.intent) return;
  // A tool is chosen and only its values are missing: the question is asked again when the steps are built.
  if (node.status === "needs-clarification" && state.question === "param-values" && typeof state.tool === "string") return;
  // One answer per resume: the other open questions keep their state (a plain resume asks again, against the current catalog).
  if (node.status === "needs-clarification" && resume?.answer !== undefined) return;
  const intent = node.intent;

  if (intent.askUser || state.askUser === true) {
    const prompt = typeof state.prompt === "string" ? readablePrompt(state.prompt, intent.text) : humanPrompt(Object.keys(intent.params)[0] ?? "value");
    run.graph = withNodeState(run.graph, nodeId, "resolved", { askUser: true, prompt });
    await run.save();
    return;
  }
  const transform = run.settings.fold ? detectTransform(intent.text) : undefined;
  if (transform && previousLeafOf(run, nodeId)) {
    run.graph = withNodeState(run.graph, nodeId, "resolved", { transform: transform as TransformIntent });
    run.options.trace.push({
      stage: `transform:${nodeId}`,
      durationMs: 0,
      decision: describeTransform(transform),
      reason: "a transform of the preceding call's output: folded into its parameters or a data-toolset step when the plan is built",
    });
    await run.save();
    return;
  }

  const cached = run.partResolutions.get(nodeId);
  run.partResolutions.delete(nodeId);
  const resolutions = cached ?? (await resolveIntent(run, intent, `resolve:${nodeId}`));
  run.resolved.set(nodeId, { intent, resolutions });
  if (await refineIfCoarse(run, node, intent, resolutions)) return;
  if (chooseTool(run, node, intent, resolutions) === "missing") await reportMissing(run, nodeId, intent, resolutions);
  await run.save();
}

/**
 * Granularity check: an intent whose parts resolve clearly better than the whole is refined into
 * them (within the depth budget) and the parts are processed; returns true when it was.
 */
async function refineIfCoarse(run: IntentPathRun, node: IntentNode, intent: SubIntent, resolutions: Resolution[]): Promise<boolean> {
  const { refinement, catalog, clarifyBelow } = run.settings;
  if (!refinement) return false;
  const check = granularityCandidate(resolutions, catalog, refinement);
  const candidate = check?.reason;
  if (!check || !candidate) return false;
  const nodeId = node.id;
  const trace = run.options.trace;
  if (node.depth >= refinement.maxDepth) {
    trace.push({ stage: `refine:${nodeId}`, durationMs: 0, decision: "kept", reason: `${candidate}, but the depth budget ${refinement.maxDepth} is reached` });
    run.graph = patchNodeState(run.graph, nodeId, { refinement: `depth budget ${refinement.maxDepth} reached` });
    return false;
  }
  const parts = await proposeParts(run, intent);
  if (parts.intents.length < 2) {
    trace.push({ stage: `refine:${nodeId}`, durationMs: 0, decision: "kept", reason: `${candidate}; no split into parts found` });
    return false;
  }
  const ofParts: Resolution[][] = [];
  for (const [index, part] of parts.intents.entries())
    ofParts.push(
      await resolveIntent(
        run,
        {
          ...intent,
          id: `${nodeId}~${index + 1}`,
          text: part.text,
          dependsOn: [],
          params: (part.params ?? {}) as Record<string, JsonValue>,
          capability: part.capability ?? null,
        },
        `refine:${nodeId}:part${index + 1}`,
      ),
    );
  const verdict = evaluateSplit(resolutions, ofParts, refinement, clarifyBelow, check.spread);
  trace.push({
    stage: `refine:${nodeId}`,
    durationMs: 0,
    decision: verdict.accepted ? `split into ${parts.intents.length} (${parts.source})` : "kept",
    reason: `${candidate}; ${verdict.reason}`,
  });
  if (!verdict.accepted) return false;
  run.graph = refineNode(run.graph, nodeId, parts.intents, { reason: `${candidate}; ${verdict.reason}` });
  // The parts were just resolved for the check: their children reuse those resolutions.
  childrenOf(run.graph, nodeId).forEach((child, index) =>
    run.partResolutions.set(
      child.id,
      ofParts[index]!.map((resolution) => ({ ...resolution, intentId: child.id })),
    ),
  );
  await run.save();
  for (const child of childrenOf(run.graph, nodeId)) await processNode(run, child.id);
  return true;
}

/** The best tool when it is clear; a choose-tool question on a tie or a weak best; `missing` below `minScore` (see reportMissing). */
function chooseTool(run: IntentPathRun, node: IntentNode, intent: SubIntent, resolutions: Resolution[]): "resolved" | "asked" | "missing" {
  const { catalog, clarifyBelow, tieMargin, minScore } = run.settings;
  const [best, second] = resolutions;
  const tie = Boolean(best && second && best.score - second.score <= tieMargin && distinctCapabilities(catalog, best, second));
  if (best && best.score >= clarifyBelow && !tie && catalog.get(best.tool)) {
    run.graph = withNodeState(run.graph, node.id, "resolved", {
      tool: best.tool,
      score: best.score,
      reason: best.reason,
      params: best.params,
      alternatives: resolutions.slice(1, 3).map((resolution) => ({ tool: resolution.tool, score: resolution.score })),
    });
    return "resolved";
  }
  if (best && best.score >= minScore) {
    const clarification: Clarification = {
      question: `Which tool should do "${intent.text}"?`,
      options: [
        ...resolutions.slice(0, 3).map((resolution) => ({
          label: resolution.tool,
          score: resolution.score,
          consequence: `run ${resolution.tool}${Object.keys(resolution.params).length ? ` with ${JSON.stringify(resolution.params)}` : ""} for it (${resolution.reason})`,
        })),
        { label: "drop", score: 0, consequence: `plan without "${intent.text}"` },
      ],
      reason: tie ? `${best.tool} and ${second!.tool} tie at ${best.score}` : `best score ${best.score} is below ${clarifyBelow}`,
    };
    // The resolvers' parameter mappings are kept so that an answer naming a tool keeps them.
    run.graph = withNodeState(run.graph, node.id, "needs-clarification", {
      question: "choose-tool",
      clarification,
      candidates: candidatesOf(resolutions),
      answer: null,
    });
    return "asked";
  }
  return "missing";
}

const candidatesOf = (resolutions: Resolution[]) =>
  resolutions.slice(0, 3).map((resolution) => ({ tool: resolution.tool, score: resolution.score, params: resolution.params }));

/** No tool fits: the closest tools with why they fall short, MCP servers that could, and the choices. */
async function reportMissing(run: IntentPathRun, nodeId: string, intent: SubIntent, resolutions: Resolution[]): Promise<void> {
  const { catalog, minScore, resolver } = run.settings;
  const planner = run.options.planner;
  const previous = previousLeafOf(run, nodeId);
  const previousState = previous ? stateOf(run, previous) : undefined;
  const previousTool = typeof previousState?.tool === "string" ? catalog.get(previousState.tool) : undefined;
  const closest: NearMiss[] = resolutions
    .slice(0, 3)
    .map((resolution) =>
      explainNearMiss(intent, resolution, catalog.get(resolution.tool), { minScore, predecessorOutputs: previous ? (previousTool?.outputs ?? []) : undefined }),
    );
  const hints = planner.discoveryHints?.length ? await matchDiscoveryHints(intent, planner.discoveryHints, resolver, minScore, run.options.signal) : [];
  const { missing, clarification } = describeMissing(intent, closest, hints);
  run.graph = withNodeState(run.graph, nodeId, "needs-clarification", {
    question: "missing-capability",
    clarification,
    missing,
    candidates: candidatesOf(resolutions),
    answer: null,
  });
}

/** Stage 6: one question at a time: the first leaf that needs an answer stops the run. */
export async function askFirstQuestion(run: IntentPathRun): Promise<void> {
  const waiting = leaves(run.graph).filter((node) => node.status === "needs-clarification");
  if (waiting.length === 0) return;
  const node = waiting[0]!;
  run.graph = withNodeState(run.graph, run.graph.rootId, "decomposed", { waitingOn: node.id });
  await run.save();
  const state = stateOf(run, node);
  const clarification = state.clarification as Clarification;
  run.options.trace.push({ stage: "clarify", durationMs: 0, decision: node.id, reason: clarification.reason });
  if (state.question === "missing-capability")
    throw new MissingCapabilityError(state.missing as unknown as MissingCapability, clarification, { ...run.graphContext, nodeId: node.id });
  throw new ClarificationNeededError(clarification, { ...run.graphContext, nodeId: node.id });
}
