import { REQUIREMENT_SCHEMA_VERSION, type RequirementItem, type RequirementSet } from "@modular-planner/core";

/** A requirement set asking for nothing (every field present, empty or null). */
export function emptyRequirementSet(): RequirementSet {
  return {
    version: REQUIREMENT_SCHEMA_VERSION,
    metrics: [],
    group_by: [],
    time: null,
    analysis: [],
    outputs: [],
    constraints: { top_n: null, filters: [], sort: null },
  };
}

export function listRequirementItems(requirements: RequirementSet): RequirementItem[] {
  const items: RequirementItem[] = [];
  for (const metric of requirements.metrics) items.push({ id: `metrics:${metric.column}`, label: "metrics", value: metric.column });
  for (const column of requirements.group_by) items.push({ id: `group_by:${column}`, label: "group_by", value: column });
  if (requirements.time) items.push({ id: `time:${requirements.time.column}`, label: "time", value: requirements.time.column });
  for (const label of requirements.analysis) items.push({ id: `analysis:${label}`, label: `analysis:${label}`, value: label });
  for (const label of requirements.outputs) items.push({ id: `outputs:${label}`, label: `outputs:${label}`, value: label });
  if (requirements.constraints.top_n !== null)
    items.push({ id: "constraints:top_n", label: "constraints:top_n", value: String(requirements.constraints.top_n) });
  for (const filter of requirements.constraints.filters) {
    items.push({ id: `constraints:filters:${filter.column}`, label: "constraints:filters", value: filter.column });
  }
  if (requirements.constraints.sort) items.push({ id: "constraints:sort", label: "constraints:sort", value: requirements.constraints.sort.column });
  return items;
}

/** The label of a requirement id (`group_by:region` → `group_by`, `analysis:trend` → `analysis:trend`). */
export function requirementLabelOf(id: string): string {
  const [head, second] = id.split(":");
  if (head === "analysis" || head === "outputs" || head === "constraints") return `${head}:${second ?? ""}`;
  return head ?? id;
}
