import type { JsonValue, ParamValue, PlanStep, PlanTemplate, RequirementSet, ToolCatalog } from "@modular-planner/core";
import { isStepReference, listRequirementItems } from "@modular-planner/kit";

/** Requirement labels present in a requirement set (`group_by`, `analysis:trend`, ...). */
export function requirementLabels(requirements: RequirementSet): Set<string> {
  return new Set(listRequirementItems(requirements).map((item) => item.label));
}

/** Labels that name a specific analysis: a template built for one wins over generic time/group templates. */
const SPECIFIC_LABELS = new Set(["analysis:anomaly", "analysis:correlation", "analysis:distribution", "analysis:forecast", "constraints:top_n"]);

/**
 * Picks the template whose `match` labels best fit: +1 per matched label (+3 for a specific analysis
 * such as anomaly or correlation), −0.5 per label the request does not have. Ties go to the template listed first (registry order is sorted by id: stable).
 */
export function selectTemplate(
  templates: readonly PlanTemplate[],
  requirements: RequirementSet,
): { template: PlanTemplate | undefined; score: number; reason: string } {
  const labels = requirementLabels(requirements);
  let best: { template: PlanTemplate | undefined; score: number; reason: string } = {
    template: undefined,
    score: 0,
    reason: "no template matches the requirement labels",
  };
  for (const template of templates) {
    const matched = template.match.filter((label) => labels.has(label));
    const score = matched.reduce((sum, label) => sum + (SPECIFIC_LABELS.has(label) ? 3 : 1), 0) - 0.5 * (template.match.length - matched.length);
    if (matched.length > 0 && score > best.score) best = { template, score, reason: `matched ${matched.join(", ")} (score ${score})` };
  }
  return best;
}

function placeholderValue(path: string, requirements: RequirementSet, source: string | undefined): JsonValue | undefined {
  const metrics = requirements.metrics;
  switch (path) {
    case "dataset.source":
      return source;
    case "time.column":
      return requirements.time?.column;
    case "time.grain":
      return requirements.time?.grain;
    case "group_by":
      return requirements.group_by.length > 0 ? requirements.group_by : undefined;
    case "group_by.last":
      return requirements.group_by.at(-1);
    case "metrics":
      return metrics.length > 0 ? metrics.map((metric) => ({ column: metric.column, aggregation: metric.aggregation })) : undefined;
    case "metrics.columns":
      return metrics.length > 0 ? metrics.map((metric) => metric.column) : undefined;
    case "constraints.top_n":
      return requirements.constraints.top_n ?? undefined;
  }
  const groupIndex = /^group_by\.(\d+)$/.exec(path);
  if (groupIndex) return requirements.group_by[Number(groupIndex[1])];
  // After aggregation a count is named "count" (the aggregate tool's convention), other metrics keep their column name.
  const metricColumn = /^metrics\.(\d+)\.column$/.exec(path);
  if (metricColumn) {
    const metric = metrics[Number(metricColumn[1])];
    return metric?.aggregation === "count" ? "count" : metric?.column;
  }
  return undefined;
}

const MISSING = Symbol("missing");

function fill(value: JsonValue | ParamValue, requirements: RequirementSet, source: string | undefined): JsonValue | ParamValue | typeof MISSING {
  if (typeof value === "string") {
    const whole = /^\{\{\s*([\w.]+)\s*\}\}$/.exec(value);
    if (whole) return placeholderValue(whole[1]!, requirements, source) ?? MISSING;
    return value;
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => fill(item, requirements, source)).filter((item) => item !== MISSING);
    return items as JsonValue[];
  }
  return value;
}

export interface InstantiatedTemplate {
  steps: PlanStep[];
  /** Steps dropped (a `when` label absent, or a required parameter with no value), with the reason. */
  dropped: { stepId: string; reason: string }[];
}

/**
 * Fills a template's skeleton from the requirement set: placeholders become values, `satisfies`
 * labels become the concrete requirement ids present, steps whose `when` label is absent or whose
 * required parameters cannot be filled are dropped and their consumers re-wired to the dropped
 * step's own input.
 */
export function instantiateTemplate(
  template: PlanTemplate,
  requirements: RequirementSet,
  options: { catalog: ToolCatalog; source?: string },
): InstantiatedTemplate {
  const labels = requirementLabels(requirements);
  const items = listRequirementItems(requirements);
  const dropped: { stepId: string; reason: string }[] = [];
  const replacement = new Map<string, ParamValue | undefined>();
  const steps: PlanStep[] = [];
  for (const templateStep of template.steps) {
    if (templateStep.when && !labels.has(templateStep.when)) {
      dropped.push({ stepId: templateStep.id, reason: `"${templateStep.when}" is not required` });
      replacement.set(templateStep.id, rewire(templateStep.params.table as ParamValue | undefined, replacement));
      continue;
    }
    const params: Record<string, ParamValue> = {};
    const missing: string[] = [];
    for (const [name, raw] of Object.entries(templateStep.params)) {
      const value = isStepReference(raw) ? rewire(raw, replacement) : fill(raw, requirements, options.source);
      if (value === MISSING || value === undefined) missing.push(name);
      else params[name] = value as ParamValue;
    }
    const tool = options.catalog.get(templateStep.tool);
    const requiredMissing = missing.filter((name) => tool?.params.required.includes(name) && tool.params.properties[name]?.default === undefined);
    if (requiredMissing.length > 0) {
      dropped.push({ stepId: templateStep.id, reason: `no value for ${requiredMissing.join(", ")}` });
      replacement.set(templateStep.id, rewire(templateStep.params.table as ParamValue | undefined, replacement));
      continue;
    }
    const satisfies = [...new Set(templateStep.satisfies.flatMap((label) => items.filter((item) => item.label === label).map((item) => item.id)))];
    steps.push({
      id: templateStep.id,
      kind: "tool",
      tool: templateStep.tool,
      description: templateStep.description,
      params,
      satisfies,
      dependsOn: templateStep.dependsOn.filter((id) => !replacement.has(id)),
      checks: templateStep.checks,
    });
  }
  return { steps, dropped };
}

function rewire(value: ParamValue | undefined, replacement: Map<string, ParamValue | undefined>): ParamValue | undefined {
  let current = value;
  while (isStepReference(current) && replacement.has(current.ref)) current = replacement.get(current.ref);
  return current;
}
