import { PlanSchema, type IntentNode, type Resolution } from "@modular-planner/core";
import { formatAdaptationPayload } from "@modular-planner/kit";
import { getNode, leaves } from "@modular-planner/intent-graph";
import { PlanningError } from "../errors.js";
import type { PlanResult } from "../types.js";
import { buildSteps, type BuiltSteps } from "./steps/index.js";
import { stateOf, type IntentPathRun } from "./run.js";
import { withNodeState, type IntentNodeStatePatch } from "./state.js";

/** Stage 8: plan steps from the leaves, in order; a question about values stops the run. */
export async function buildPlanSteps(run: IntentPathRun): Promise<BuiltSteps> {
  const built = buildSteps(run.graph, run.options.planner, run.options.trace, run.llmValues);
  run.graph = built.graph;
  if (built.stop) {
    run.graph = withNodeState(run.graph, run.graph.rootId, "decomposed", { waitingOn: built.stop.nodeId ?? null });
    await run.save();
    throw built.stop;
  }
  return built;
}

/**
 * Stage 9: verify. On failure the stored graph tells the truth (the nodes whose steps fail are
 * `failed`, with the reasons) and a PlanningError is thrown; on success every leaf is `planned`.
 */
export async function verifyAndFinish(run: IntentPathRun, built: BuiltSteps): Promise<PlanResult> {
  const goal = run.graph.goal;
  const plan = PlanSchema.parse({ id: goal.id, goal: goal.text, steps: built.steps });
  const report = await run.options.timed(
    "verify#1",
    () => run.options.verify(plan),
    (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"],
  );
  if (!report.ok) {
    const errors = report.issues.filter((issue) => issue.severity === "error");
    const byLeaf = new Map<string, string[]>();
    for (const issue of errors) {
      const owners =
        issue.stepId && built.owner.has(issue.stepId)
          ? [built.owner.get(issue.stepId)!]
          : leaves(run.graph)
              .filter((leaf) => leaf.status === "resolved")
              .map((leaf) => leaf.id);
      for (const owner of owners) byLeaf.set(owner, [...(byLeaf.get(owner) ?? []), `${issue.code}: ${issue.message}`]);
    }
    for (const [leafId, reasons] of byLeaf) run.graph = withNodeState(run.graph, leafId, "failed", { failure: reasons.join("; ") });
    run.graph = withNodeState(run.graph, run.graph.rootId, "failed", {
      waitingOn: null,
      failure: `the plan fails verification (${errors.map((issue) => issue.code).join(", ")}) at ${[...byLeaf.keys()].join(", ")}`,
    });
    await run.save();
    throw new PlanningError(`The plan fails verification: ${formatAdaptationPayload(report).join("; ")}`, report);
  }
  const cleared = (node: IntentNode | undefined): IntentNodeStatePatch => (node && stateOf(run, node).failure !== undefined ? { failure: null } : {});
  for (const leaf of leaves(run.graph))
    if (leaf.status === "resolved" || leaf.status === "failed") run.graph = withNodeState(run.graph, leaf.id, "planned", cleared(leaf));
  run.graph = withNodeState(run.graph, run.graph.rootId, "planned", { waitingOn: null, ...cleared(getNode(run.graph, run.graph.rootId)) });
  await run.save();
  const intents = leaves(run.graph)
    .filter((node) => node.intent)
    .map((node) => run.resolved.get(node.id) ?? { intent: node.intent!, resolutions: storedResolution(run, node) });
  return {
    plan,
    requirements: undefined,
    template: undefined,
    intents,
    tools: run.tools,
    report,
    usage: run.usage,
    trace: run.options.trace,
    graph: run.graph,
  };
}

function storedResolution(run: IntentPathRun, node: IntentNode): Resolution[] {
  const state = stateOf(run, node);
  if (typeof state.tool !== "string") return [];
  return [
    {
      intentId: node.id,
      tool: state.tool,
      score: typeof state.score === "number" ? state.score : 0,
      reason: typeof state.reason === "string" ? state.reason : "stored",
      strategy: "stored",
      params: state.params ?? {},
    },
  ];
}
