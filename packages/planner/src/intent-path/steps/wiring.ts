import type { IntentNode, ParamValue, PlanStep, ToolMetadata } from "@modular-planner/core";
import { inferStatedParams } from "../../ask-user.js";
import type { StepBuild } from "./context.js";

/** Parameters that take an artifact from an earlier step: `x-role: input`, or named / typed like one of the tool's `inputs` (`table`). */
export function inputParams(tool: ToolMetadata): string[] {
  const artifacts = tool.inputs.filter((type) => type !== "any");
  return Object.entries(tool.params.properties)
    .filter(
      ([name, schema]) => schema["x-role"] === "input" || artifacts.includes(name) || (typeof schema.type === "string" && artifacts.includes(schema.type)),
    )
    .map(([name]) => name);
}

/** The verifier rejects an ask-user value feeding a tool that takes an artifact ask_user does not produce. */
export function askRejected(build: StepBuild, tool: ToolMetadata): boolean {
  const askTool = build.catalog.get("ask_user");
  const wanted = tool.inputs.filter((type) => type !== "any");
  if (wanted.length === 0 || tool.inputs.includes("any") || !askTool || askTool.outputs.length === 0 || askTool.outputs.includes("any")) return false;
  return !askTool.outputs.some((type) => wanted.includes(type));
}

function produces(build: StepBuild, stepId: string, wanted: readonly string[]): boolean | "unknown" {
  const step = build.steps.find((candidate) => candidate.id === stepId);
  if (!step || step.kind === "ask-user") return false;
  const tool = build.catalog.get(step.tool);
  if (!tool || tool.outputs.length === 0 || tool.outputs.includes("any")) return "unknown";
  return wanted.length === 0 || tool.outputs.some((type) => wanted.includes(type));
}

/**
 * Each input parameter gets its own producer: the intent's dependencies first (latest first), then
 * the nearest earlier step producing the artifact. Returns the required inputs nothing produces.
 */
export function wireInputs(
  build: StepBuild,
  tool: ToolMetadata,
  dependencies: readonly string[],
  source: string | undefined,
  params: Record<string, ParamValue>,
): string[] {
  const wanted = tool.inputs.filter((type) => type !== "any");
  const earlier = build.steps
    .filter((step) => step.kind === "tool")
    .map((step) => step.id)
    .reverse();
  // One input takes the latest dependency; several take the dependencies in the order the intent names them.
  const named = inputParams(tool).length > 1 ? dependencies : [...dependencies].reverse();
  const ordered = [...new Set([...named, ...(source ? [source] : []), ...earlier])];
  const used = new Set<string>();
  const unwired: string[] = [];
  for (const name of inputParams(tool)) {
    if (name in params) continue;
    if (!tool.params.required.includes(name) && tool.params.properties[name]?.["x-role"] !== "input") continue;
    const pick =
      ordered.find((id) => !used.has(id) && produces(build, id, wanted) === true) ??
      ordered.find((id) => !used.has(id) && produces(build, id, wanted) === "unknown" && (dependencies.includes(id) || id === source)) ??
      ordered.find((id) => produces(build, id, wanted) === true);
    if (pick) {
      params[name] = { ref: pick };
      used.add(pick);
    } else if (tool.params.required.includes(name)) unwired.push(name);
  }
  return unwired;
}

/**
 * A step loading the file the intent names (its text, else the goal's), with a catalog tool that
 * takes a path and produces what `tool` takes; undefined when there is no such tool or no single path.
 */
export function loadStepFor(
  build: StepBuild,
  leaf: IntentNode,
  tool: ToolMetadata,
): Pick<PlanStep, "kind" | "tool" | "description" | "params" | "checks"> | undefined {
  const wanted = tool.inputs.filter((type) => type !== "any");
  if (wanted.length === 0) return undefined;
  for (const loader of build.catalog.tools) {
    if (loader.inputs.length > 0 || !loader.outputs.some((type) => wanted.includes(type))) continue;
    const pathParam = Object.entries(loader.params.properties).find(([, schema]) => schema["x-role"] === "path")?.[0];
    if (!pathParam) continue;
    const open = loader.params.required.filter((name) => name !== pathParam && loader.params.properties[name]?.default === undefined);
    if (open.length > 0) continue; // a loader needing more than the path would have to ask
    for (const text of [leaf.text, build.graph.goal.text]) {
      const stated = inferStatedParams(text, loader, [pathParam])[pathParam];
      if (stated) return { kind: "tool", tool: loader.name, description: `Load ${String(stated.value)}`, params: { [pathParam]: stated.value }, checks: [] };
    }
  }
  return undefined;
}
