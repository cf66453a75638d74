import {
  SPECIFICATION_VERSION,
  type CapabilityMap,
  type Plan,
  type PlanStep,
  type ToolCatalog,
  type VerificationIssue,
  type VerificationReport,
  type Verifier,
} from "@modular-planner/core";
import { findCycles, findDanglingReferences, findDuplicateStepIds, findUnjustifiedSteps, listRequirementItems, stepDependencies } from "@modular-planner/kit";

export interface RulesVerifierOptions {
  /** Capabilities that count as aggregation before a plot (default: aggregate_*, segment_compare, forecast, detect_anomaly, rank_top_n). */
  aggregationCapabilities?: readonly string[];
}

const DEFAULT_AGGREGATION = ["aggregate_group", "aggregate_time", "aggregate_total", "segment_compare", "forecast", "detect_anomaly", "rank_top_n"];

/** Capabilities of a tool with aliases mapped to canonical capability names. */
function canonicalCapabilities(names: readonly string[], map: CapabilityMap): Set<string> {
  const canonical = new Map<string, string>();
  for (const capability of map.capabilities) {
    canonical.set(capability.name, capability.name);
    for (const alias of capability.aliases) canonical.set(alias, capability.name);
  }
  return new Set(names.map((name) => canonical.get(name) ?? name));
}

/** A readable ask-user prompt is a sentence: several words, ending with a question mark. */
export function isReadablePrompt(prompt: string | undefined): boolean {
  if (!prompt) return false;
  const text = prompt.trim();
  return text.length >= 10 && /\s/.test(text) && /\?(\s*\(.*\))?$/.test(text) && !/^[a-z]+[A-Z_]\w*\??$/.test(text);
}

/**
 * The deterministic gate. Errors: duplicate ids, unknown tools, dangling references, cycles,
 * unjustified steps (removed), missing requirement coverage through the capability map, type
 * mismatches along edges, a plot of grouped/time data with no aggregation upstream, missing
 * required parameters, unreadable ask-user prompts.
 */
export function createRulesVerifier(options: RulesVerifierOptions = {}): Verifier {
  const aggregation = new Set(options.aggregationCapabilities ?? DEFAULT_AGGREGATION);
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "rules",
    async verify(plan, context) {
      const issues: VerificationIssue[] = [];
      const error = (issue: Omit<VerificationIssue, "severity" | "source">) => issues.push({ ...issue, severity: "error", source: "rules" });
      const { catalog, capabilityMap } = context;
      const steps = plan.steps;
      const byId = new Map(steps.map((step) => [step.id, step]));

      for (const id of findDuplicateStepIds(steps))
        error({ code: "duplicate-step-id", stepId: id, message: `Step id "${id}" is used more than once`, fix: "Give every step a unique id." });
      for (const step of steps) {
        if (step.kind === "tool" && !catalog.has(step.tool)) {
          error({
            code: "unknown-tool",
            stepId: step.id,
            message: `Step "${step.id}" uses unknown tool "${step.tool}"`,
            fix: "Use a tool from the catalog or remove the step.",
          });
        }
      }
      for (const dangling of findDanglingReferences(steps)) {
        error({
          code: "dangling-reference",
          stepId: dangling.stepId,
          message: `Step "${dangling.stepId}" references missing step "${dangling.missing}"`,
          fix: `Reference an existing step instead of "${dangling.missing}".`,
        });
      }
      for (const cycle of findCycles(steps)) {
        error({
          code: "cycle",
          stepId: cycle[0],
          message: `Steps form a cycle: ${[...cycle, cycle[0]].join(" → ")}`,
          fix: "Remove one dependency of the loop.",
        });
      }

      const removedSteps = findUnjustifiedSteps(steps);
      for (const id of removedSteps) {
        error({
          code: "unjustified-step",
          stepId: id,
          message: `Step "${id}" (${byId.get(id)?.tool}) satisfies no requirement and feeds no step that does`,
          fix: "Remove it, or cite the requirement it serves.",
        });
      }

      // Coverage through the capability map.
      const requirements = context.requirements ?? plan.requirements;
      const coverage: Record<string, string[]> = {};
      if (requirements) {
        for (const item of listRequirementItems(requirements)) {
          const citing = steps.filter((step) => step.satisfies.includes(item.id) && !removedSteps.includes(step.id));
          coverage[item.id] = citing.map((step) => step.id);
          const rule = capabilityMap.requirements[item.label];
          const capabilities = canonicalCapabilities(
            citing.flatMap((step) => catalog.get(step.tool)?.capabilities ?? (step.kind === "ask-user" ? ["ask_user"] : [])),
            capabilityMap,
          );
          const missingAll = (rule?.allOf ?? []).filter((capability) => !capabilities.has(capability));
          const anyOk = !rule || rule.anyOf.length === 0 || rule.anyOf.some((capability) => capabilities.has(capability));
          if (citing.length === 0 || missingAll.length > 0 || !anyOk) {
            const needed = [...missingAll, ...(anyOk ? [] : [`one of ${rule!.anyOf.join(" | ")}`])];
            error({
              code: "missing-coverage",
              requirement: item.id,
              message:
                citing.length === 0
                  ? `No step covers ${item.id}`
                  : `${item.id} is cited by ${citing.map((s) => s.id).join(", ")} but needs ${needed.join(" and ")}`,
              fix: `Add or change a step citing "${item.id}" with ${needed.join(" and ") || "a matching capability"}.`,
            });
          }
        }
        const known = new Set(listRequirementItems(requirements).map((item) => item.id));
        for (const step of steps) {
          for (const cited of step.satisfies) {
            if (!known.has(cited) && !cited.startsWith("intent:")) {
              issues.push({
                code: "missing-coverage",
                severity: "warning",
                source: "rules",
                stepId: step.id,
                requirement: cited,
                message: `Step "${step.id}" cites "${cited}", which the request does not ask for`,
              });
            }
          }
        }
      }

      // Type compatibility along edges.
      for (const step of steps) {
        const consumer = catalog.get(step.tool);
        if (!consumer || consumer.inputs.length === 0 || consumer.inputs.includes("any")) continue;
        for (const dependency of stepDependencies(step)) {
          const producer = byId.get(dependency);
          const producerTool = producer ? catalog.get(producer.tool) : undefined;
          if (!producerTool || producerTool.outputs.length === 0 || producerTool.outputs.includes("any")) continue;
          const referencedAsParam = JSON.stringify(step.params).includes(`"ref":"${dependency}"`);
          if (referencedAsParam && !producerTool.outputs.some((type) => consumer.inputs.includes(type))) {
            error({
              code: "type-mismatch",
              stepId: step.id,
              message: `Step "${step.id}" (${consumer.name}) takes ${consumer.inputs.join("/")} but "${dependency}" (${producerTool.name}) produces ${producerTool.outputs.join("/")}`,
              fix: `Feed "${step.id}" from a step producing ${consumer.inputs.join(" or ")}.`,
            });
          }
        }
      }

      // Aggregation before plotting when the request groups or buckets.
      if (requirements && (requirements.group_by.length > 0 || requirements.time)) {
        const upstream = (step: PlanStep, seen = new Set<string>()): PlanStep[] =>
          stepDependencies(step).flatMap((id) => {
            const dependency = byId.get(id);
            if (!dependency || seen.has(id)) return [];
            seen.add(id);
            return [dependency, ...upstream(dependency, seen)];
          });
        for (const step of steps) {
          const tool = catalog.get(step.tool);
          if (!tool?.outputs.includes("chart") || tool.capabilities.includes("plot_distribution") || tool.capabilities.includes("plot_relationship")) continue;
          const aggregated = upstream(step).some((dependency) =>
            (catalog.get(dependency.tool)?.capabilities ?? []).some((capability) => aggregation.has(capability)),
          );
          if (!aggregated) {
            error({
              code: "plot-before-aggregate",
              stepId: step.id,
              message: `Step "${step.id}" plots ${requirements.time ? "time" : "grouped"} data with no aggregation upstream`,
              fix: `Aggregate (group_by/time) before "${step.id}".`,
            });
          }
        }
      }

      // Required parameters and ask-user prompts.
      for (const step of steps) {
        if (step.kind === "ask-user") {
          if (!isReadablePrompt(step.prompt)) {
            error({
              code: "unreadable-prompt",
              stepId: step.id,
              message: `Ask-user step "${step.id}" has no readable question (got ${JSON.stringify(step.prompt ?? "")})`,
              fix: 'Phrase it as a question, e.g. "How many items per page? (e.g. 10, 25, 50)".',
            });
          }
          continue;
        }
        const tool = catalog.get(step.tool);
        if (!tool) continue;
        for (const name of tool.params.required) {
          if (!(name in step.params) && tool.params.properties[name]?.default === undefined) {
            error({
              code: "invalid-params",
              stepId: step.id,
              message: `Step "${step.id}" (${tool.name}) is missing required parameter "${name}"`,
              fix: `Set "${name}".`,
            });
          }
        }
      }

      return { ok: !issues.some((issue) => issue.severity === "error"), issues, removedSteps, coverage } satisfies VerificationReport;
    },
  };
}

export type { Plan, ToolCatalog };
