import type { JsonValue, LlmClient, ParamValue, PlanChanges, PlanStep, RequirementSet, ToolCatalog, ToolMetadata, Usage } from "@modular-planner/core";
import { ZERO_USAGE, listRequirementItems, stepDependencies } from "@modular-planner/kit";
import type { PromptBuilder } from "@modular-planner/llm-shared";
import type { Adaptation } from "./adapt.js";
import type { PlanExample } from "./types.js";

export type PlanChange = PlanChanges["changes"][number];

export interface AppliedChanges extends Adaptation {
  /** Changes refused (unknown tool or step, bad JSON, duplicate id), one line each: they go into the next round's error payload. */
  rejected: string[];
}

export interface LlmAdaptation extends AppliedChanges {
  usage: Usage;
  rationale: string;
}

const describeChange = (change: PlanChange) => `${change.op} ${change.step_id}`;

/**
 * Applies an adapt-plan answer to the steps. `add` appends a step (the result is then ordered so
 * each step follows the steps it depends on); `remove` drops one; `modify` changes the tool (when not null), sets the given params (a
 * `null` value deletes one) and replaces `satisfies` / `depends_on` when they are non-empty.
 * A change naming a tool outside the catalog, a step that does not exist (or, for `add`, already
 * exists), or params that are not JSON is rejected as a whole; requirement ids the request does
 * not have are dropped from `satisfies` and reported.
 */
export function applyPlanChanges(
  steps: readonly PlanStep[],
  changes: readonly PlanChange[],
  context: { catalog: ToolCatalog; requirements?: RequirementSet },
): AppliedChanges {
  const known = context.requirements ? new Set(listRequirementItems(context.requirements).map((item) => item.id)) : undefined;
  let plan = [...steps];
  const applied: string[] = [];
  const rejected: string[] = [];
  // Ids that will exist once the batch is applied: steps may depend on steps added in the same answer.
  const finalIds = new Set(plan.map((step) => step.id));
  for (const change of changes) {
    if (change.op === "add" && change.tool && context.catalog.has(change.tool)) finalIds.add(change.step_id);
    if (change.op === "remove") finalIds.delete(change.step_id);
  }

  for (const change of changes) {
    const reject = (reason: string) => rejected.push(`Rejected change "${describeChange(change)}": ${reason}`);
    const existing = plan.find((step) => step.id === change.step_id);
    if (change.op === "remove") {
      if (!existing) {
        reject(`no step "${change.step_id}" in the plan (steps: ${plan.map((step) => step.id).join(", ")})`);
        continue;
      }
      plan = plan.filter((step) => step !== existing);
      applied.push(`removed ${change.step_id}`);
      continue;
    }
    if (change.op === "add" && existing) {
      reject(`step "${change.step_id}" already exists; use modify or another id`);
      continue;
    }
    if (change.op === "modify" && !existing) {
      reject(`no step "${change.step_id}" in the plan (steps: ${plan.map((step) => step.id).join(", ")})`);
      continue;
    }
    const toolName = change.tool ?? existing?.tool;
    if (!toolName) {
      reject("an added step needs a tool");
      continue;
    }
    const tool = context.catalog.get(toolName);
    if (!tool) {
      reject(`unknown tool "${toolName}"; use one of the listed tools`);
      continue;
    }
    const params: Record<string, ParamValue> = change.op === "modify" ? { ...existing!.params } : {};
    let badParam: string | undefined;
    for (const { name, value_json } of change.params) {
      let value: JsonValue;
      try {
        value = JSON.parse(value_json) as JsonValue;
      } catch {
        badParam = `param "${name}" is not JSON (${JSON.stringify(value_json)}); encode strings as "\\"text\\""`;
        break;
      }
      if (value === null && change.op === "modify") delete params[name];
      else params[name] = value;
    }
    if (badParam) {
      reject(badParam);
      continue;
    }
    const dependsOn = change.depends_on.length > 0 || change.op === "add" ? change.depends_on : existing!.dependsOn;
    const missing = [...new Set([...stepDependencies({ id: change.step_id, dependsOn, params }), ...dependsOn])].filter(
      (id) => !finalIds.has(id) || id === change.step_id,
    );
    if (missing.length > 0) {
      reject(`refers to unknown step${missing.length > 1 ? "s" : ""} ${missing.map((id) => `"${id}"`).join(", ")}`);
      continue;
    }
    const cited = change.satisfies.length > 0 || change.op === "add" ? change.satisfies : existing!.satisfies;
    const unknownCited = known ? cited.filter((id) => !known.has(id)) : [];
    if (unknownCited.length > 0) rejected.push(`Ignored requirement ids in "${describeChange(change)}": ${unknownCited.join(", ")} (not in the request)`);
    const satisfies = cited.filter((id) => !unknownCited.includes(id));
    const step: PlanStep = {
      id: change.step_id,
      kind: tool.name === "ask_user" ? "ask-user" : (existing?.kind ?? "tool"),
      tool: tool.name,
      description: existing && !change.tool ? existing.description : describeTool(tool, satisfies),
      params,
      satisfies,
      dependsOn,
      checks: existing?.checks ?? [],
      ...(existing?.prompt ? { prompt: existing.prompt } : {}),
    };
    if (existing) {
      plan = plan.map((candidate) => (candidate === existing ? step : candidate));
      applied.push(`modified ${step.id}${change.tool && change.tool !== existing.tool ? ` (tool ${existing.tool} → ${tool.name})` : ""}`);
    } else {
      plan = [...plan, step];
      applied.push(`added ${step.id} (${tool.name}) for ${satisfies.join(", ") || "nothing"}`);
    }
  }
  return { steps: stableTopologicalOrder(plan), changes: applied, rejected };
}

/** Orders steps so each comes after the steps it depends on, otherwise keeping the given order; a cycle is left as it is (the verifier reports it). */
function stableTopologicalOrder(steps: readonly PlanStep[]): PlanStep[] {
  const ids = new Set(steps.map((step) => step.id));
  const placed = new Set<string>();
  const ordered: PlanStep[] = [];
  const pending = [...steps];
  while (pending.length > 0) {
    const index = pending.findIndex((step) => stepDependencies(step).every((id) => placed.has(id) || !ids.has(id) || id === step.id));
    if (index < 0) return [...ordered, ...pending];
    const [step] = pending.splice(index, 1);
    ordered.push(step!);
    placed.add(step!.id);
  }
  return ordered;
}

function describeTool(tool: ToolMetadata, satisfies: readonly string[]): string {
  const first = tool.description.split(/\.(\s|$)/)[0] ?? tool.name;
  return satisfies.length > 0 ? `${first} (for ${satisfies.join(", ")})` : first;
}

/** Requirement ids, one per line, with the values a step needs (filters, top-N, sort). */
export function formatRequirementsForPrompt(requirements: RequirementSet): string {
  const lines = listRequirementItems(requirements).map((item) => {
    if (item.label === "metrics") {
      const metric = requirements.metrics.find((candidate) => candidate.column === item.value);
      return `- ${item.id} (${metric?.aggregation ?? "value"})`;
    }
    if (item.label === "time") return `- ${item.id}${requirements.time?.grain ? ` (grain ${requirements.time.grain})` : ""}`;
    if (item.label === "constraints:filters") {
      const filter = requirements.constraints.filters.find((candidate) => candidate.column === item.value);
      return `- ${item.id}${filter ? ` (${filter.column} ${filter.operator} ${JSON.stringify(filter.value)})` : ""}`;
    }
    if (item.label === "constraints:top_n") return `- ${item.id} (n=${item.value})`;
    if (item.label === "constraints:sort") return `- ${item.id} (${requirements.constraints.sort?.column} ${requirements.constraints.sort?.direction})`;
    return `- ${item.id}`;
  });
  return lines.join("\n") || "(none)";
}

/** The current steps, one compact JSON object per line. */
export function formatStepsForPrompt(steps: readonly PlanStep[]): string {
  if (steps.length === 0) return "(no steps)";
  return steps
    .map((step) => JSON.stringify({ id: step.id, tool: step.tool, params: step.params, satisfies: step.satisfies, depends_on: step.dependsOn }))
    .join("\n");
}

/** Tools as `name(param*, param): first sentence`; `*` marks required params. */
export function formatToolsForPrompt(tools: readonly ToolMetadata[]): string {
  return tools
    .map((tool) => {
      const params = Object.keys(tool.params.properties).map((name) => `${name}${tool.params.required.includes(name) ? "*" : ""}`);
      return `- ${tool.name}(${params.join(", ")}): ${tool.description.split(/\.(\s|$)/)[0]}`;
    })
    .join("\n");
}

/** Examples as `- "goal": id=tool ← input → ...`, best first. */
export function formatExamplesForPrompt(examples: readonly PlanExample[]): string {
  if (examples.length === 0) return "(none)";
  return examples
    .map((example) => {
      const chain = example.plan.steps.map((step) => {
        const inputs = stepDependencies(step);
        return `${step.id}=${step.tool}${inputs.length ? `(${inputs.join(",")})` : ""}`;
      });
      return `- "${example.goal}": ${chain.join(" → ")}`;
    })
    .join("\n");
}

/** One round of LLM adaptation: renders adapt-plan, asks for `plan_changes`, applies them. */
export async function adaptByLlm(input: {
  llm: LlmClient;
  prompts: PromptBuilder;
  goal: string;
  requirements: RequirementSet;
  steps: readonly PlanStep[];
  tools: readonly ToolMetadata[];
  examples: readonly PlanExample[];
  /** The structured error payload (formatAdaptationPayload) plus the previous round's rejected changes. */
  errors: readonly string[];
  catalog: ToolCatalog;
  signal?: AbortSignal;
}): Promise<LlmAdaptation> {
  const prompt = input.prompts.render("adapt-plan", {
    goal: input.goal,
    requirements: formatRequirementsForPrompt(input.requirements),
    skeleton: formatStepsForPrompt(input.steps),
    tools: formatToolsForPrompt(input.tools),
    examples: formatExamplesForPrompt(input.examples),
    errors: input.errors.map((line) => `- ${line}`).join("\n") || "(none)",
  });
  const answer = await input.llm.generateObject({ ...prompt, step: "adapt-plan", ...(input.signal ? { signal: input.signal } : {}) });
  const applied = applyPlanChanges(input.steps, answer.object.changes, { catalog: input.catalog, requirements: input.requirements });
  return { ...applied, usage: answer.usage ?? { ...ZERO_USAGE }, rationale: answer.object.rationale };
}
