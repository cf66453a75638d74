import type { CapabilityMap, JsonValue, ParamValue, PlanStep, RequirementSet, ToolCatalog, ToolMetadata, VerificationReport } from "@modular-planner/core";
import { isStepReference, requirementLabelOf, stepDependencies } from "@modular-planner/kit";

export interface AdaptContext {
  catalog: ToolCatalog;
  capabilityMap: CapabilityMap;
  requirements: RequirementSet;
  /** Tools to prefer when adding steps (narrowed set); the catalog is the fallback. */
  preferredTools: readonly string[];
}

export interface Adaptation {
  steps: PlanStep[];
  /** What changed and why, one line each (goes into the trace). */
  changes: string[];
}

const TABLE_CONSTRAINTS = new Set(["constraints:filters", "constraints:top_n", "constraints:sort", "analysis:filter", "analysis:rank"]);

/**
 * Rule-based adaptation (the offline planner): removes unjustified steps, then covers each
 * missing requirement by citing it on a step whose tool already has the capability, or by adding
 * a step with a tool that has it. Filters are inserted right after loading, top-N and sort after
 * the main aggregation, with consumers re-wired so charts and tables show the constrained rows.
 */
export function adaptByRules(steps: readonly PlanStep[], report: VerificationReport, context: AdaptContext): Adaptation {
  const changes: string[] = [];
  // An unjustified data source (a load step nothing reads yet) stays while steps are added: the
  // steps added for missing requirements read from it. It goes only if nothing reads it afterwards.
  const isSource = (step: PlanStep) => context.catalog.get(step.tool)?.capabilities.includes("load_data") ?? false;
  const heldSources = steps.filter((step) => report.removedSteps.includes(step.id) && isSource(step)).map((step) => step.id);
  let plan = steps.filter((step) => !report.removedSteps.includes(step.id) || heldSources.includes(step.id));
  for (const id of report.removedSteps) if (!heldSources.includes(id)) changes.push(`removed unjustified step ${id}`);

  const missing = [
    ...new Set(
      report.issues.filter((issue) => issue.code === "missing-coverage" && issue.severity === "error" && issue.requirement).map((issue) => issue.requirement!),
    ),
  ];
  for (const requirement of missing) {
    const label = requirementLabelOf(requirement);
    const rule = context.capabilityMap.requirements[label];
    if (!rule) continue;
    const capabilitiesOf = (step: PlanStep) => new Set(context.catalog.get(step.tool)?.capabilities ?? []);
    const covered = () => {
      const caps = new Set(plan.filter((step) => step.satisfies.includes(requirement)).flatMap((step) => [...capabilitiesOf(step)]));
      return rule.allOf.every((capability) => caps.has(capability)) && (rule.anyOf.length === 0 || rule.anyOf.some((capability) => caps.has(capability)));
    };
    // 1. Cite it on existing steps that bring a needed capability.
    for (const capability of [...rule.allOf, ...rule.anyOf]) {
      if (covered()) break;
      const step = plan.find((candidate) => capabilitiesOf(candidate).has(capability) && !candidate.satisfies.includes(requirement));
      if (step && !TABLE_CONSTRAINTS.has(label)) {
        plan = plan.map((candidate) => (candidate === step ? { ...candidate, satisfies: [...candidate.satisfies, requirement] } : candidate));
        changes.push(`${step.id} now cites ${requirement} (${capability})`);
      }
    }
    // 2. Add steps for what is still missing.
    for (const capability of [...rule.allOf, ...rule.anyOf]) {
      if (covered()) break;
      const tool = pickTool(capability, context);
      if (!tool) continue;
      // The new step also answers the other missing constraint-like requirements its tool covers
      // (a filter step serves analysis:filter and constraints:filters:<column>).
      const companions = missing.filter((other) => {
        if (other === requirement || !TABLE_CONSTRAINTS.has(requirementLabelOf(other))) return false;
        const otherRule = context.capabilityMap.requirements[requirementLabelOf(other)];
        return [...(otherRule?.allOf ?? []), ...(otherRule?.anyOf ?? [])].some((needed) => tool.capabilities.includes(needed));
      });
      const added = addStep(plan, tool, requirement, context, companions);
      plan = added.steps;
      changes.push(`added ${added.step.id} (${tool.name}) for ${[requirement, ...companions].join(", ")}`);
      if (rule.allOf.length === 0) break;
    }
  }
  for (const id of heldSources) {
    if (plan.some((step) => stepDependencies(step).includes(id))) changes.push(`kept ${id}: the added steps read from it`);
    else {
      plan = plan.filter((step) => step.id !== id);
      changes.push(`removed unjustified step ${id}`);
    }
  }
  return { steps: plan, changes };
}

function pickTool(capability: string, context: AdaptContext): ToolMetadata | undefined {
  const candidates = context.catalog.tools.filter((tool) => tool.capabilities.includes(capability));
  const preferred = candidates.filter((tool) => context.preferredTools.includes(tool.name));
  // Fewest capabilities first: the most specific tool for the job.
  return [...(preferred.length > 0 ? preferred : candidates)].sort((a, b) => a.capabilities.length - b.capabilities.length || a.name.localeCompare(b.name))[0];
}

const tableProducer = (steps: readonly PlanStep[], catalog: ToolCatalog, prefer: (tool: ToolMetadata) => boolean) =>
  [...steps].reverse().find((step) => {
    const tool = catalog.get(step.tool);
    return tool?.outputs.includes("table") && prefer(tool);
  });

function uniqueId(steps: readonly PlanStep[], base: string): string {
  let id = base;
  for (let n = 2; steps.some((step) => step.id === id); n++) id = `${base}_${n}`;
  return id;
}

function addStep(
  steps: PlanStep[],
  tool: ToolMetadata,
  requirement: string,
  context: AdaptContext,
  companions: string[] = [],
): { steps: PlanStep[]; step: PlanStep } {
  const { requirements, catalog } = context;
  const label = requirementLabelOf(requirement);
  const isLoad = (candidate: ToolMetadata) => candidate.capabilities.includes("load_data");
  const isAggregate = (candidate: ToolMetadata) =>
    candidate.capabilities.some((capability) => capability.startsWith("aggregate") || capability === "segment_compare");
  const filtering = label === "constraints:filters" || label === "analysis:filter";
  const source = filtering
    ? (tableProducer(steps, catalog, isLoad) ?? tableProducer(steps, catalog, () => true))
    : (tableProducer(steps, catalog, isAggregate) ?? tableProducer(steps, catalog, () => true));
  const params: Record<string, ParamValue> = {};
  for (const [name, property] of Object.entries(tool.params.properties)) {
    const role = property["x-role"];
    const value = valueForRole(role, property.type, name, requirement, requirements);
    if (role === "input" && source) params[name] = { ref: source.id };
    else if (value !== undefined) params[name] = value;
  }
  const step: PlanStep = {
    id: uniqueId(steps, tool.name),
    kind: "tool",
    tool: tool.name,
    description: `${tool.description.split(".")[0]} (for ${requirement})`,
    params,
    satisfies: [requirement, ...companions],
    dependsOn: [],
    checks: [],
  };
  // Constraints sit between their source and the source's consumers (except the step that feeds them).
  if (source && TABLE_CONSTRAINTS.has(label)) {
    const rewired = steps.map((candidate) => {
      if (!stepDependencies(candidate).includes(source.id) || (!filtering && candidate.id === source.id)) return candidate;
      return { ...candidate, params: replaceRef(candidate.params, source.id, step.id) };
    });
    const index = rewired.findIndex((candidate) => candidate.id === source.id);
    return { steps: [...rewired.slice(0, index + 1), step, ...rewired.slice(index + 1)], step };
  }
  return { steps: [...steps, step], step };
}

function replaceRef(params: Record<string, ParamValue>, from: string, to: string): Record<string, ParamValue> {
  const swap = (value: ParamValue): ParamValue => {
    if (isStepReference(value)) return value.ref === from ? { ...value, ref: to } : value;
    if (Array.isArray(value)) return value.map((item) => swap(item as ParamValue)) as JsonValue;
    return value;
  };
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, swap(value)]));
}

function valueForRole(role: string | undefined, type: unknown, name: string, requirement: string, requirements: RequirementSet): ParamValue | undefined {
  const label = requirementLabelOf(requirement);
  const metric = requirements.metrics[0]?.column;
  if (label === "constraints:filters" || label === "analysis:filter") {
    const column = requirement.split(":").slice(2).join(":");
    const filter = requirements.constraints.filters.find((candidate) => candidate.column === column) ?? requirements.constraints.filters[0];
    if (filter && name === "column") return filter.column;
    if (filter && name === "operator") return filter.operator;
    if (filter && name === "value") return filter.value as JsonValue;
  }
  if (name === "n" && requirements.constraints.top_n !== null) return requirements.constraints.top_n;
  if (name === "direction" && requirements.constraints.sort) return requirements.constraints.sort.direction;
  switch (role) {
    case "metric":
      if (type === "array") return requirements.metrics.map((m) => ({ column: m.column, aggregation: m.aggregation }));
      return metric;
    case "group_by":
      return type === "array" ? requirements.group_by : requirements.group_by[0];
    case "time_column":
      return requirements.time?.column;
    case "time_grain":
      return requirements.time?.grain;
    case "column":
      return requirements.constraints.sort?.column ?? metric;
    case "columns":
      return requirements.metrics.map((m) => m.column);
    default:
      return undefined;
  }
}
