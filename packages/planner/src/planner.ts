import { randomUUID } from "node:crypto";
import {
  GoalSchema,
  PlanSchema,
  ZERO_USAGE,
  addUsage,
  formatAdaptationPayload,
  mergeVerificationReports,
  type CapabilityMap,
  type DatasetSchema,
  type Decomposer,
  type Embedder,
  type GoalInput,
  type JsonValue,
  type ParamValue,
  type Plan,
  type PlanStep,
  type PlanTemplate,
  type RequirementSet,
  type Resolution,
  type Resolver,
  type SubIntent,
  type ToolCatalog,
  type Usage,
  type VerificationReport,
  type Verifier,
} from "@modular-planner/core";
import { createToolIndex, narrowTools, requirementQueries, type NarrowedTool, type ToolIndex } from "@modular-planner/retrieval";
import { adaptByRules } from "./adapt.js";
import { humanPrompt } from "./ask-user.js";
import { ClarificationNeededError, PlanningError } from "./errors.js";
import { instantiateTemplate, selectTemplate } from "./template.js";

/** Anything that turns a question into a requirement set (the deterministic or LLM extractor). */
export interface RequirementSource {
  readonly id: string;
  extract(question: string, dataset: DatasetSchema): Promise<{ requirements: RequirementSet; confidence: number; unresolved: string[]; notes: string[] }> | { requirements: RequirementSet; confidence: number; unresolved: string[]; notes: string[] };
}

export interface ModularPlannerOptions {
  catalog: ToolCatalog;
  capabilityMap: CapabilityMap;
  templates: readonly PlanTemplate[];
  requirements: RequirementSource;
  verifiers: readonly Verifier[];
  /** For goals without a dataset (tool catalogs such as MCP servers): decomposition then resolution. */
  decomposer?: Decomposer;
  resolver?: Resolver;
  narrowing?: { cap?: number; safetyTools?: string[]; cacheDir?: string | false; embedder?: Embedder | null } | false;
  maxAdaptations?: number;
  /** Below this requirement-extraction confidence the planner asks instead of planning. Default 0.3. */
  minConfidence?: number;
  /** Below this resolution score an intent counts as having no fitting tool. Default 0.1 (resolver scores are absolute confidences). */
  minResolutionScore?: number;
}

export interface TraceEntry {
  stage: string;
  durationMs: number;
  decision: string;
  reason: string;
}

export interface PlanResult {
  plan: Plan;
  requirements: RequirementSet | undefined;
  template: string | undefined;
  intents: { intent: SubIntent; resolutions: Resolution[] }[];
  tools: NarrowedTool[];
  report: VerificationReport;
  usage: Usage;
  trace: TraceEntry[];
}

export interface ModularPlanner {
  plan(goal: (Omit<GoalInput, "id"> & { id?: string }) | string, context?: { signal?: AbortSignal }): Promise<PlanResult>;
  /** Verifies any plan (e.g. one edited by hand) against the catalog and capability map. */
  verify(plan: Plan, requirements?: RequirementSet): Promise<VerificationReport>;
}

export function createModularPlanner(options: ModularPlannerOptions): ModularPlanner {
  const maxAdaptations = options.maxAdaptations ?? 3;
  let indexPromise: Promise<ToolIndex> | undefined;
  const toolIndex = () =>
    (indexPromise ??= createToolIndex({
      tools: options.catalog.tools,
      catalogHash: options.catalog.hash,
      ...(options.narrowing && options.narrowing.cacheDir !== undefined ? { cacheDir: options.narrowing.cacheDir } : { cacheDir: false }),
      ...(options.narrowing && options.narrowing.embedder !== undefined ? { embedder: options.narrowing.embedder } : {}),
    }));

  const verify = async (plan: Plan, requirements?: RequirementSet) => {
    const context = { catalog: options.catalog, capabilityMap: options.capabilityMap, ...(requirements ? { requirements } : {}) };
    const reports = [];
    for (const verifier of options.verifiers) reports.push(await verifier.verify(plan, context));
    return mergeVerificationReports(reports);
  };

  return {
    verify,
    async plan(input, context = {}) {
      const goal = GoalSchema.parse(typeof input === "string" ? { id: randomUUID(), text: input } : { ...input, id: input.id ?? randomUUID() });
      const trace: TraceEntry[] = [];
      const timed = async <T>(stage: string, work: () => Promise<T> | T, describe: (value: T) => [string, string]): Promise<T> => {
        const started = performance.now();
        const value = await work();
        const [decision, reason] = describe(value);
        trace.push({ stage, durationMs: Number((performance.now() - started).toFixed(3)), decision, reason });
        return value;
      };
      if (context.signal?.aborted) throw context.signal.reason ?? new Error("aborted");

      if (!goal.dataset) return planFromIntents(goal.text, goal.id, options, trace, timed, verify, context.signal);

      const extraction = await timed("requirements", () => options.requirements.extract(goal.text, goal.dataset!), (result) => [
        JSON.stringify({ metrics: result.requirements.metrics, group_by: result.requirements.group_by, time: result.requirements.time, analysis: result.requirements.analysis, outputs: result.requirements.outputs }),
        `${options.requirements.id}; confidence ${result.confidence}${result.notes.length ? `; ${result.notes.join("; ")}` : ""}`,
      ]);
      const requirements = extraction.requirements;
      if (extraction.unresolved.length > 0 || extraction.confidence < (options.minConfidence ?? 0.3)) {
        const columns = goal.dataset.columns.map((column) => column.name);
        throw new ClarificationNeededError({
          question:
            extraction.unresolved.length > 0
              ? `I could not match "${extraction.unresolved[0]}" to a column of ${goal.dataset.name}. Which column did you mean? (${columns.join(", ")})`
              : `Which measure of ${goal.dataset.name} should I analyse, and how? (columns: ${columns.join(", ")})`,
          options: columns.map((column) => ({ label: column, score: 0, consequence: `use ${column}` })),
          reason: `requirement extraction confidence ${extraction.confidence}${extraction.unresolved.length ? `; unresolved: ${extraction.unresolved.join(", ")}` : ""}`,
        });
      }

      const selection = await timed("template", () => selectTemplate(options.templates, requirements), (value) => [value.template?.id ?? "none", value.reason]);
      const tools = await timed(
        "narrow",
        async () =>
          options.narrowing === false
            ? []
            : narrowTools({
                index: await toolIndex(),
                queries: requirementQueries(requirements, goal.text),
                templateTools: selection.template?.tools ?? [],
                safetyTools: options.narrowing?.safetyTools ?? ["save_table", "ask_user"],
                cap: options.narrowing?.cap ?? 10,
              }),
        (value) => [value.map((tool) => tool.tool.name).join(", "), `${value.length} tools (template ${value.filter((t) => t.reason === "template").length}, retrieval ${value.filter((t) => t.reason === "retrieval").length}, safety ${value.filter((t) => t.reason === "safety").length})`],
      );

      const instantiated = await timed(
        "instantiate",
        () => (selection.template ? instantiateTemplate(selection.template, requirements, { catalog: options.catalog, ...(goal.dataset!.source ? { source: goal.dataset!.source } : {}) }) : { steps: [] as PlanStep[], dropped: [] }),
        (value) => [value.steps.map((step) => `${step.id}:${step.tool}`).join(" → "), value.dropped.length ? `dropped ${value.dropped.map((d) => `${d.stepId} (${d.reason})`).join(", ")}` : "all skeleton steps kept"],
      );
      let steps = instantiated.steps;
      if (!steps.some((step) => options.catalog.get(step.tool)?.capabilities.includes("load_data"))) {
        const load = options.catalog.tools.find((tool) => tool.capabilities.includes("load_data"));
        if (load) steps = [{ id: "load", kind: "tool", tool: load.name, description: "Load the data file", params: { path: goal.dataset.source ?? goal.dataset.name }, satisfies: [], dependsOn: [], checks: [] }, ...steps];
      }
      const preferred = tools.map((tool) => tool.tool.name);
      return adaptLoop({ goal: goal.text, planId: goal.id, templateId: selection.template?.id, requirements, steps, tools, trace, timed, verify, options, maxAdaptations, preferred });
    },
  };
}

type Timed = <T>(stage: string, work: () => Promise<T> | T, describe: (value: T) => [string, string]) => Promise<T>;

async function adaptLoop(input: {
  goal: string;
  planId: string;
  templateId: string | undefined;
  requirements: RequirementSet;
  steps: PlanStep[];
  tools: NarrowedTool[];
  trace: TraceEntry[];
  timed: Timed;
  verify: (plan: Plan, requirements?: RequirementSet) => Promise<VerificationReport>;
  options: ModularPlannerOptions;
  maxAdaptations: number;
  preferred: string[];
}): Promise<PlanResult> {
  const { requirements, timed, options } = input;
  let steps = input.steps;
  const removed: string[] = [];
  for (let attempt = 0; ; attempt++) {
    const plan = PlanSchema.parse({ id: input.planId, goal: input.goal, ...(input.templateId ? { templateId: input.templateId } : {}), requirements, steps });
    const report = await timed(`verify#${attempt + 1}`, () => input.verify(plan, requirements), (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"]);
    if (report.ok) {
      return { plan, requirements, template: input.templateId, intents: [], tools: input.tools, report: { ...report, removedSteps: [...new Set([...removed, ...report.removedSteps])] }, usage: { ...ZERO_USAGE }, trace: input.trace };
    }
    if (attempt >= input.maxAdaptations) {
      throw new PlanningError(`The plan still fails verification after ${input.maxAdaptations} adaptations: ${formatAdaptationPayload(report).join("; ")}`, report, "Rephrase the request, or add a tool that provides the missing capability to the registry.");
    }
    const adaptation = await timed(`adapt#${attempt + 1}`, () => adaptByRules(steps, report, { catalog: options.catalog, capabilityMap: options.capabilityMap, requirements, preferredTools: input.preferred }), (value) => [value.changes.join("; ") || "no change", "rules"]);
    removed.push(...report.removedSteps);
    if (adaptation.changes.length === 0) {
      throw new PlanningError(`No rule can fix the plan: ${formatAdaptationPayload(report).join("; ")}`, report, "Rephrase the request, or configure an LLM for plan adaptation.");
    }
    steps = adaptation.steps;
  }
}

async function planFromIntents(
  text: string,
  planId: string,
  options: ModularPlannerOptions,
  trace: TraceEntry[],
  timed: Timed,
  verify: (plan: Plan) => Promise<VerificationReport>,
  signal: AbortSignal | undefined,
): Promise<PlanResult> {
  if (!options.decomposer || !options.resolver) {
    throw new ClarificationNeededError({
      question: "Which data file should I use? (pass --data <file>)",
      options: [],
      reason: "the goal has no dataset and no decomposer/resolver is configured for tool catalogs",
    });
  }
  const goal = GoalSchema.parse({ id: planId, text });
  const decomposition = await timed("decompose", () => options.decomposer!.decompose(goal, { ...(signal ? { signal } : {}) }), (value) => [value.intents.map((intent) => intent.text).join(" | "), `${options.decomposer!.id}; confidence ${value.confidence}; ${value.rationale}`]);
  if (decomposition.intents.length === 0 || decomposition.confidence === 0) {
    throw new ClarificationNeededError(
      decomposition.clarification ?? { question: `Could you split "${text}" into simpler steps?`, options: [], reason: decomposition.rationale },
    );
  }
  const intents: { intent: SubIntent; resolutions: Resolution[] }[] = [];
  const steps: PlanStep[] = [];
  let usage: Usage = decomposition.usage ?? { ...ZERO_USAGE };
  for (const intent of decomposition.intents) {
    const resolutions = await timed(`resolve:${intent.id}`, () => options.resolver!.resolve(intent, { catalog: options.catalog, topK: 5, ...(signal ? { signal } : {}) }), (value) => [value[0]?.tool ?? "none", value[0]?.reason ?? "no candidate"]);
    intents.push({ intent, resolutions });
    const best = resolutions[0];
    if (!best || best.score < (options.minResolutionScore ?? 0.1)) {
      throw new ClarificationNeededError({
        question: `No tool clearly fits "${intent.text}". Which should I use?`,
        options: resolutions.slice(0, 3).map((resolution) => ({ label: resolution.tool, score: resolution.score, consequence: `run ${resolution.tool}: ${resolution.reason}` })),
        reason: best ? `best score ${best.score} is below ${options.minResolutionScore ?? 0.1}` : "no candidate tool",
      });
    }
    const tool = options.catalog.get(best.tool)!;
    if (intent.askUser) {
      const parameter = Object.keys(intent.params)[0] ?? "value";
      steps.push({ id: intent.id, kind: "ask-user", tool: "ask_user", description: intent.text, params: {}, prompt: humanPrompt(parameter), satisfies: [`intent:${intent.id}`], dependsOn: intent.dependsOn, checks: [] });
      continue;
    }
    // A required value the request does not state is asked for, never invented.
    const params: Record<string, ParamValue> = { ...(best.params as Record<string, JsonValue>) };
    for (const name of tool.params.required) {
      if (name in params || tool.params.properties[name]?.default !== undefined) continue;
      const askId = `${intent.id}_${name}`;
      steps.push({ id: askId, kind: "ask-user", tool: "ask_user", description: `Ask for ${name} (${tool.name})`, params: { parameter: name }, prompt: humanPrompt(name, tool.params.properties[name]), satisfies: [], dependsOn: [], checks: [] });
      params[name] = { ref: askId, path: "value" };
    }
    steps.push({ id: intent.id, kind: "tool", tool: tool.name, description: intent.text, params, satisfies: [`intent:${intent.id}`], dependsOn: intent.dependsOn, checks: [] });
  }
  usage = addUsage(usage, ZERO_USAGE);
  const plan = PlanSchema.parse({ id: planId, goal: text, steps });
  const report = await timed("verify#1", () => verify(plan), (value) => [value.ok ? "ok" : "failed", formatAdaptationPayload(value).join(" | ") || "no errors"]);
  if (!report.ok) throw new PlanningError(`The plan fails verification: ${formatAdaptationPayload(report).join("; ")}`, report);
  return { plan, requirements: undefined, template: undefined, intents, tools: [], report, usage, trace };
}
