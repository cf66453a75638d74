import {
  GoalSchema,
  PlanSchema,
  ZERO_USAGE,
  addUsage,
  formatAdaptationPayload,
  type JsonValue,
  type ParamValue,
  type PlanStep,
  type Resolution,
  type SubIntent,
  type Usage,
} from "@modular-planner/core";
import { humanPrompt } from "./ask-user.js";
import { ClarificationNeededError, PlanningError } from "./errors.js";
import type { ModularPlannerOptions, PlanResult, Timed, TraceEntry, VerifyPlan } from "./types.js";

/** Goals without a dataset (tool catalogs such as MCP servers): decompose, resolve each sub-intent, wire, verify. */
export async function planFromIntents(
  text: string,
  planId: string,
  options: ModularPlannerOptions,
  trace: TraceEntry[],
  timed: Timed,
  verify: VerifyPlan,
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
