import { PlanSchema, type Plan, type PlanStepInput, type RequirementSet, type VerificationIssueCode } from "@modular-planner/core";
import { emptyRequirementSet } from "@modular-planner/kit";

const req = (overrides: Partial<RequirementSet>): RequirementSet => ({ ...emptyRequirementSet(), ...overrides });
const plan = (id: string, requirements: RequirementSet, steps: PlanStepInput[]): Plan => PlanSchema.parse({ id, goal: id, requirements, steps });
const load: PlanStepInput = { id: "load", tool: "load_data", params: { path: "sales.csv" } };

/** Five correct base plans covering different templates. */
export function basePlans(): Plan[] {
  const walkthrough = req({
    metrics: [{ column: "revenue", aggregation: "sum" }],
    group_by: ["region", "product_category"],
    time: { column: "date", grain: "unknown" },
    analysis: ["total", "trend"],
    outputs: ["chart", "table"],
  });
  const comparative = req({ metrics: [{ column: "revenue", aggregation: "sum" }], group_by: ["region"], analysis: ["compare"], outputs: ["chart", "table"] });
  const distribution = req({ metrics: [{ column: "revenue", aggregation: "sum" }], analysis: ["distribution"], outputs: ["chart"] });
  const ranking = req({
    metrics: [{ column: "units", aggregation: "sum" }],
    group_by: ["channel"],
    analysis: ["rank"],
    outputs: ["table"],
    constraints: { top_n: 3, filters: [], sort: null },
  });
  const anomaly = req({
    metrics: [{ column: "revenue", aggregation: "sum" }],
    time: { column: "date", grain: "day" },
    analysis: ["anomaly"],
    outputs: ["table"],
  });
  return [
    plan("walkthrough", walkthrough, [
      load,
      { id: "parse", tool: "parse_datetime", params: { table: { ref: "load" }, column: "date" }, satisfies: ["time:date"] },
      {
        id: "aggregate",
        tool: "aggregate",
        params: {
          table: { ref: "parse" },
          group_by: ["region", "product_category"],
          metrics: [{ column: "revenue", aggregation: "sum" }],
          time_column: "date",
        },
        satisfies: ["metrics:revenue", "group_by:region", "group_by:product_category", "time:date", "analysis:total", "analysis:trend"],
      },
      {
        id: "plot",
        tool: "plot_line",
        params: { table: { ref: "aggregate" }, x: "date", y: "revenue", color: "product_category" },
        satisfies: ["outputs:chart", "analysis:trend"],
      },
      { id: "table", tool: "save_table", params: { table: { ref: "aggregate" } }, satisfies: ["outputs:table"] },
    ]),
    plan("comparative", comparative, [
      load,
      {
        id: "aggregate",
        tool: "aggregate",
        params: { table: { ref: "load" }, group_by: ["region"], metrics: [{ column: "revenue", aggregation: "sum" }] },
        satisfies: ["metrics:revenue", "group_by:region", "analysis:compare"],
      },
      { id: "plot", tool: "plot_bar", params: { table: { ref: "aggregate" }, x: "region", y: "revenue" }, satisfies: ["outputs:chart"] },
      { id: "table", tool: "save_table", params: { table: { ref: "aggregate" } }, satisfies: ["outputs:table"] },
    ]),
    plan("distribution", distribution, [
      load,
      {
        id: "plot",
        tool: "plot_histogram",
        params: { table: { ref: "load" }, column: "revenue" },
        satisfies: ["metrics:revenue", "analysis:distribution", "outputs:chart"],
      },
    ]),
    plan("ranking", ranking, [
      load,
      {
        id: "aggregate",
        tool: "aggregate",
        params: { table: { ref: "load" }, group_by: ["channel"], metrics: [{ column: "units", aggregation: "sum" }] },
        satisfies: ["metrics:units", "group_by:channel"],
      },
      { id: "rank", tool: "top_n", params: { table: { ref: "aggregate" }, column: "units", n: 3 }, satisfies: ["analysis:rank", "constraints:top_n"] },
      { id: "table", tool: "save_table", params: { table: { ref: "rank" } }, satisfies: ["outputs:table"] },
    ]),
    plan("anomaly", anomaly, [
      load,
      { id: "parse", tool: "parse_datetime", params: { table: { ref: "load" }, column: "date" }, satisfies: ["time:date"] },
      {
        id: "aggregate",
        tool: "aggregate",
        params: { table: { ref: "parse" }, metrics: [{ column: "revenue", aggregation: "sum" }], time_column: "date", time_grain: "day" },
        satisfies: ["metrics:revenue", "time:date"],
      },
      { id: "detect", tool: "detect_anomalies", params: { table: { ref: "aggregate" }, column: "revenue" }, satisfies: ["analysis:anomaly"] },
      { id: "table", tool: "save_table", params: { table: { ref: "detect" } }, satisfies: ["outputs:table"] },
    ]),
  ];
}

/** Correct variants: the same plans with renamed ids, reordered steps and optional extras that stay justified. */
export function correctPlans(): Plan[] {
  const result: Plan[] = [];
  for (const base of basePlans()) {
    result.push(base);
    result.push({ ...base, id: `${base.id}-reversed`, steps: [...base.steps].reverse() });
    result.push(rename(base, (id) => `s_${id}`));
    result.push({
      ...base,
      id: `${base.id}-checked`,
      steps: base.steps.map((step) => ({ ...step, checks: [{ type: "row_count", operator: ">", value: 0 }] })),
    });
    result.push({
      ...base,
      id: `${base.id}-with-ask`,
      steps: [
        ...base.steps,
        {
          id: "ask",
          kind: "ask-user",
          tool: "ask_user",
          description: "",
          params: { prompt: "How many rows should the table show? (e.g. 10, 25, 50)" },
          prompt: "How many rows should the table show? (e.g. 10, 25, 50)",
          satisfies: [base.steps.at(-1)!.satisfies[0]!],
          dependsOn: [],
          checks: [],
        },
      ],
    });
  }
  return result;
}

function rename(base: Plan, map: (id: string) => string): Plan {
  const text = JSON.stringify(base.steps)
    .replace(/"(id|ref)":"([^"]+)"/g, (_, key, id) => `"${key}":"${map(id)}"`)
    .replace(/"dependsOn":\[([^\]]*)\]/g, (_, list: string) => `"dependsOn":[${list.replace(/"([^"]+)"/g, (_m, id) => `"${map(id)}"`)}]`);
  return { ...base, id: `${base.id}-renamed`, steps: JSON.parse(text) };
}

type Defect = { label: string; code: VerificationIssueCode; mutate: (plan: Plan) => Plan };
const withSteps = (plan: Plan, steps: Plan["steps"]): Plan => ({ ...plan, steps });
const last = (plan: Plan) => plan.steps.at(-1)!;

const DEFECTS: Defect[] = [
  {
    label: "cycle",
    code: "cycle",
    mutate: (p) =>
      withSteps(
        p,
        p.steps.map((s) => (s.id === "load" ? { ...s, dependsOn: [last(p).id] } : s)),
      ),
  },
  {
    label: "dangling reference",
    code: "dangling-reference",
    mutate: (p) =>
      withSteps(
        p,
        p.steps.map((s) => (s.id === last(p).id ? { ...s, params: { ...s.params, table: { ref: "ghost" } } } : s)),
      ),
  },
  {
    label: "unknown tool",
    code: "unknown-tool",
    mutate: (p) =>
      withSteps(
        p,
        p.steps.map((s) => (s.id === last(p).id ? { ...s, tool: "teleport_table" } : s)),
      ),
  },
  {
    label: "type mismatch (chart fed into a table tool)",
    code: "type-mismatch",
    mutate: (p) =>
      withSteps(p, [
        ...p.steps,
        {
          id: "plot2",
          kind: "tool",
          tool: "plot_bar",
          description: "",
          params: { table: { ref: "load" }, x: "region", y: "revenue" },
          satisfies: [],
          dependsOn: [],
          checks: [],
        },
        {
          id: "stats",
          kind: "tool",
          tool: "compute_summary_stats",
          description: "",
          params: { table: { ref: "plot2" } },
          satisfies: [p.steps[1]!.satisfies[0] ?? "outputs:chart"],
          dependsOn: [],
          checks: [],
        },
      ]),
  },
  {
    label: "unjustified step",
    code: "unjustified-step",
    mutate: (p) =>
      withSteps(p, [
        ...p.steps,
        {
          id: "detect_anomalies",
          kind: "tool",
          tool: "detect_anomalies",
          description: "",
          params: { table: { ref: "load" }, column: "revenue" },
          satisfies: [],
          dependsOn: [],
          checks: [],
        },
      ]),
  },
  {
    label: "missing coverage",
    code: "missing-coverage",
    mutate: (p) =>
      withSteps(
        p,
        p.steps.map((s) => (s.id === last(p).id ? { ...s, satisfies: s.satisfies.slice(1) } : s)),
      ),
  },
];

export function defectivePlans(): { plan: Plan; code: VerificationIssueCode; label: string }[] {
  const result = basePlans().flatMap((base) =>
    DEFECTS.map((defect) => ({ plan: { ...defect.mutate(base), id: `${base.id}:${defect.label}` }, code: defect.code, label: `${base.id}: ${defect.label}` })),
  );
  // Defects that need a specific shape.
  const [walkthrough, comparative] = basePlans() as [Plan, Plan];
  result.push({
    label: "walkthrough: plot before aggregate",
    code: "plot-before-aggregate",
    plan: withSteps(
      walkthrough,
      walkthrough.steps.map((s) => (s.id === "plot" ? { ...s, params: { ...s.params, table: { ref: "parse" } } } : s)),
    ),
  });
  result.push({
    label: "comparative: plot before aggregate",
    code: "plot-before-aggregate",
    plan: withSteps(
      comparative,
      comparative.steps.map((s) => (s.id === "plot" ? { ...s, params: { ...s.params, table: { ref: "load" } } } : s)),
    ),
  });
  result.push({
    label: "walkthrough: duplicate id",
    code: "duplicate-step-id",
    plan: withSteps(walkthrough, [...walkthrough.steps, { ...walkthrough.steps[4]! }]),
  });
  result.push({
    label: "comparative: missing required param",
    code: "invalid-params",
    plan: withSteps(
      comparative,
      comparative.steps.map((s) => (s.id === "plot" ? { ...s, params: { table: { ref: "aggregate" }, x: "region" } } : s)),
    ),
  });
  result.push({
    label: "comparative: unreadable ask-user prompt",
    code: "unreadable-prompt",
    plan: withSteps(comparative, [
      ...comparative.steps,
      {
        id: "ask",
        kind: "ask-user",
        tool: "ask_user",
        description: "",
        params: {},
        prompt: "perPage?",
        satisfies: ["outputs:table"],
        dependsOn: [],
        checks: [],
      },
    ]),
  });
  return result;
}
