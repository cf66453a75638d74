import { randomUUID } from "node:crypto";
import { GoalSchema, type Plan, type PlanStep, type RequirementSet } from "@modular-planner/core";
import { mergeVerificationReports } from "@modular-planner/kit";
import { createToolIndex, narrowTools, requirementQueries, type ToolIndex } from "@modular-planner/retrieval";
import { adaptLoop } from "./adapt-loop.js";
import { ClarificationNeededError } from "./errors.js";
import { planFromIntents } from "./intent-path/index.js";
import { instantiateTemplate, selectTemplate } from "./template.js";
import { resolvePlannerOptions } from "./defaults.js";
import type { ModularPlanner, ModularPlannerSettings, TraceEntry } from "./types.js";

export type { ModularPlanner, ModularPlannerOptions, ModularPlannerSettings, PlanResult, RequirementSource, TraceEntry } from "./types.js";

export function createModularPlanner(settings: ModularPlannerSettings): ModularPlanner {
  const options = resolvePlannerOptions(settings);
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

  const planner: ModularPlanner = {
    verify,
    resume: (graphId, input = {}) =>
      planner.plan(`resume ${graphId}`, {
        ...(input.signal ? { signal: input.signal } : {}),
        resume: { graphId, ...(input.answer !== undefined ? { answer: input.answer } : {}) },
      }),
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

      if (context.resume || !goal.dataset)
        return planFromIntents({
          text: goal.text,
          planId: goal.id,
          planner: options,
          trace,
          timed,
          verify,
          signal: context.signal,
          toolIndex,
          ...(context.resume ? { resume: context.resume } : {}),
        });

      const extraction = await timed(
        "requirements",
        () => options.requirements.extract(goal.text, goal.dataset!),
        (result) => [
          JSON.stringify({
            metrics: result.requirements.metrics,
            group_by: result.requirements.group_by,
            time: result.requirements.time,
            analysis: result.requirements.analysis,
            outputs: result.requirements.outputs,
          }),
          `${options.requirements.id}; confidence ${result.confidence}${result.notes.length ? `; ${result.notes.join("; ")}` : ""}`,
        ],
      );
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

      const selection = await timed(
        "template",
        () => selectTemplate(options.templates, requirements),
        (value) => [value.template?.id ?? "none", value.reason],
      );
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
        (value) => [
          value.map((tool) => tool.tool.name).join(", "),
          `${value.length} tools (template ${value.filter((t) => t.reason === "template").length}, retrieval ${value.filter((t) => t.reason === "retrieval").length}, safety ${value.filter((t) => t.reason === "safety").length})`,
        ],
      );

      const instantiated = await timed(
        "instantiate",
        () =>
          selection.template
            ? instantiateTemplate(selection.template, requirements, {
                catalog: options.catalog,
                ...(goal.dataset!.source ? { source: goal.dataset!.source } : {}),
              })
            : { steps: [] as PlanStep[], dropped: [] },
        (value) => [
          value.steps.map((step) => `${step.id}:${step.tool}`).join(" → "),
          value.dropped.length ? `dropped ${value.dropped.map((d) => `${d.stepId} (${d.reason})`).join(", ")}` : "all skeleton steps kept",
        ],
      );
      let steps = instantiated.steps;
      if (!steps.some((step) => options.catalog.get(step.tool)?.capabilities.includes("load_data"))) {
        const load = options.catalog.tools.find((tool) => tool.capabilities.includes("load_data"));
        if (load)
          steps = [
            {
              id: "load",
              kind: "tool",
              tool: load.name,
              description: "Load the data file",
              params: { path: goal.dataset.source ?? goal.dataset.name },
              satisfies: [],
              dependsOn: [],
              checks: [],
            },
            ...steps,
          ];
      }
      const preferred = tools.map((tool) => tool.tool.name);
      return adaptLoop({
        goal: goal.text,
        planId: goal.id,
        templateId: selection.template?.id,
        requirements,
        steps,
        tools,
        trace,
        timed,
        verify,
        options,
        maxAdaptations,
        preferred,
        signal: context.signal,
      });
    },
  };
  return planner;
}
