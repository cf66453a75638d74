import { PlanSchema, type Plan, type PlanStep, type ToolCatalog } from "@modular-planner/core";
import { isStepReference, stepDependencies } from "@modular-planner/kit";
import { parse, stringify } from "yaml";

/**
 * Plans as YAML asset workflows, for review and hand edits: one asset per step, keyed by step id,
 * with the tool (or `agent: ask-user`), description, output type, inputs (the steps it needs),
 * checks, params (`{ ref: step }` for wired values) and provenance (where each value came from).
 */
export function planToYaml(plan: Plan, catalog?: ToolCatalog): string {
  const assets: Record<string, unknown> = {};
  for (const step of plan.steps) {
    assets[step.id] = {
      ...(step.kind === "ask-user" ? { agent: "ask-user", prompt: step.prompt } : { tool: step.tool }),
      description: step.description,
      type: catalog?.get(step.tool)?.outputs[0] ?? "any",
      inputs: stepDependencies(step),
      satisfies: step.satisfies,
      ...(step.checks.length ? { checks: step.checks } : {}),
      params: step.params,
      // Where each value came from: the request's words, an earlier step, the user.
      ...(step.provenance && Object.keys(step.provenance).length ? { provenance: step.provenance } : {}),
    };
  }
  return stringify({
    version: plan.version,
    id: plan.id,
    goal: plan.goal,
    ...(plan.templateId ? { template: plan.templateId } : {}),
    ...(plan.requirements ? { requirements: plan.requirements } : {}),
    assets,
  });
}

export function planFromYaml(text: string): Plan {
  const document = parse(text) as { id: string; goal: string; template?: string; requirements?: unknown; assets: Record<string, Record<string, unknown>> };
  const steps = Object.entries(document.assets ?? {}).map(([id, asset]): Record<string, unknown> => {
    const params = (asset.params ?? {}) as Record<string, unknown>;
    const referenced = new Set(stepDependencies({ id, dependsOn: [], params: params as PlanStep["params"] }));
    return {
      id,
      kind: asset.agent === "ask-user" ? "ask-user" : "tool",
      tool: asset.agent === "ask-user" ? "ask_user" : asset.tool,
      description: asset.description ?? "",
      params,
      satisfies: asset.satisfies ?? [],
      dependsOn: ((asset.inputs ?? []) as string[]).filter((input) => !referenced.has(input)),
      checks: asset.checks ?? [],
      ...(asset.prompt ? { prompt: asset.prompt } : {}),
      ...(asset.provenance ? { provenance: asset.provenance } : {}),
    };
  });
  return PlanSchema.parse({
    id: document.id,
    goal: document.goal,
    ...(document.template ? { templateId: document.template } : {}),
    ...(document.requirements ? { requirements: document.requirements } : {}),
    steps,
  });
}

export function planToJson(plan: Plan): string {
  return JSON.stringify(plan, null, 2);
}

export function planFromJson(text: string): Plan {
  return PlanSchema.parse(JSON.parse(text));
}

/** Mermaid flowchart of the DAG: one node per step (id and tool), one edge per dependency. */
export function planToMermaid(plan: Plan): string {
  const safe = (id: string) => id.replace(/[^A-Za-z0-9_]/g, "_");
  const lines = ["flowchart TD"];
  for (const step of plan.steps) lines.push(`  ${safe(step.id)}["${step.id}<br/>${step.kind === "ask-user" ? "ask user" : step.tool}"]`);
  for (const step of plan.steps) for (const dependency of stepDependencies(step)) lines.push(`  ${safe(dependency)} --> ${safe(step.id)}`);
  return lines.join("\n");
}

/**
 * One line per parameter of a step, with where its value came from, for text output and reports:
 * `from = "Paris" (request: "from Paris")`, `flight_id ← i1.flight_id (step: output schema of search_flights: flight_id)`,
 * `date ← i1_date (asked)`, with `flagged: …` when an LLM's value was not used.
 */
export function describeParamValues(step: PlanStep): string[] {
  return Object.entries(step.params).map(([name, value]) => {
    const origin = step.provenance?.[name];
    const shown = isStepReference(value) ? `← ${value.ref}${value.path && value.path !== "value" ? `.${value.path}` : ""}` : `= ${JSON.stringify(value)}`;
    const why = !origin
      ? ""
      : origin.source === "request" || origin.source === "llm"
        ? ` (${origin.source}: "${origin.words ?? ""}")`
        : origin.source === "user"
          ? ` (asked${origin.flagged ? `; flagged: ${origin.flagged}` : ""})`
          : ` (${origin.source}${origin.how ? `: ${origin.how}` : ""})`;
    return `${name} ${shown}${why}`;
  });
}
