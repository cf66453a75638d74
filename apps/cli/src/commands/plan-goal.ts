// `plan` without --data: the planner's intent path over the tool catalog (imported only by that action).
import { isModularPlannerError } from "@modular-planner/kit";
import { ClarificationNeededError, MissingCapabilityError, planToJson, planToMermaid, planToYaml } from "@modular-planner/planner";
import { EXIT, type ExitCode } from "../exit-codes.js";
import type { CommandContext, HandlerInput } from "../context.js";
import { newGraphId, planGoal } from "../intents.js";

/** The exact command that continues a stored graph (`plan`, or `run` when the goal was to be run). */
export function resumeCommand(graphId: string, command: "plan" | "run" = "plan"): string {
  return `modular-planner ${command} --resume ${graphId} --answer "<text>"`;
}

/** Prints the one question (options with scores and consequences), the graph id and how to continue; exit 4. */
export function printClarification(error: ClarificationNeededError, input: HandlerInput, context: CommandContext, command: "plan" | "run" = "plan"): ExitCode {
  input.reporter.done();
  const { question, options, reason } = error.clarification;
  const missing = error instanceof MissingCapabilityError ? error.missing : undefined;
  const resume = error.graphId ? resumeCommand(error.graphId, command) : undefined;
  if (input.json) {
    // `route: null`: the intent path is not routed, but every clarification's JSON has the same keys.
    context.out(
      JSON.stringify({
        clarification: { question, options, reason },
        route: null,
        graphId: error.graphId ?? null,
        nodeId: error.nodeId ?? null,
        ...(missing ? { missing } : {}),
        resume: resume ?? null,
      }),
    );
    return EXIT.clarification;
  }
  context.err(`${missing ? "Missing capability" : "Question"}: ${question}`);
  if (reason) context.err(`  Why: ${reason}`);
  if (missing) for (const near of missing.closest) context.err(`  Closest: ${near.tool} (score ${near.score}): ${near.reasons.join("; ") || "fits"}`);
  if (options.length > 0) {
    context.err("Options:");
    options.forEach((option, index) => context.err(`  ${index + 1}. ${option.label} (score ${option.score}): ${option.consequence}`));
  }
  if (error.graphId) {
    context.err(`Intent graph: ${error.graphId}${error.nodeId ? ` (node ${error.nodeId})` : ""}`);
    context.err(`Continue with: ${resume}`);
  }
  return EXIT.clarification;
}

export async function planGoalCommand(
  args: { goal?: string; resume?: { graphId: string; answer?: string }; format: string; library?: false; answerAlways?: boolean },
  input: HandlerInput,
  context: CommandContext,
): Promise<ExitCode> {
  const graphId = args.resume?.graphId ?? newGraphId();
  let result;
  try {
    result = await planGoal({ ...args, graphId, config: input.config, onProgress: (message) => input.reporter.progress(message) });
  } catch (error) {
    if (error instanceof ClarificationNeededError) return printClarification(error, input, context);
    // A plan that fails verification: the graph is stored; say where to look before the error is printed.
    if (isModularPlannerError(error) && error.code === "verification-failed" && !input.json) {
      input.reporter.done();
      context.err(`Intent graph: ${graphId} (modular-planner graphs show ${graphId})`);
    }
    throw error;
  }
  try {
    input.reporter.done();
    const { plan, report, intents, graph } = result.planned;
    if (input.json) {
      context.out(
        JSON.stringify({
          graphId: result.graphId,
          store: result.storePath,
          plan,
          report,
          intents: intents.map(({ intent, resolutions }) => ({
            id: intent.id,
            text: intent.text,
            tool: resolutions[0]?.tool ?? null,
            score: resolutions[0]?.score ?? null,
          })),
          graph: graph ?? null,
          // The plan library it was planned with (store entries plus library.files), null without one.
          library: result.runtime.library ? { entries: result.runtime.library.size, hash: result.runtime.library.hash } : null,
        }),
      );
    } else {
      context.err(`Intent graph: ${result.graphId} (modular-planner graphs show ${result.graphId})`);
      context.out(
        args.format === "json" ? planToJson(plan) : args.format === "mermaid" ? planToMermaid(plan) : planToYaml(plan, result.runtime.registry.catalog),
      );
    }
    return EXIT.ok;
  } finally {
    await result.close();
  }
}
