import { relative } from "node:path";
import type { Command } from "commander";
import { ModularPlannerError, isModularPlannerError, type RunEvent } from "@modular-planner/core";
import { createCliApprovalQueue, createInMemoryApprovalQueue } from "@modular-planner/executor";
import { planToJson, planToMermaid, planToYaml } from "@modular-planner/planner";
import { EXIT, type ExitCode } from "../exit-codes.js";
import { planQuestion, runPlanned, type PlannedQuestion } from "../service.js";
import type { CommandContext, HandlerInput } from "../context.js";

/** Plans, or prints the clarification question and returns exit code 4. */
async function planOrAsk(question: string, data: string, input: HandlerInput, context: CommandContext): Promise<PlannedQuestion | ExitCode> {
  try {
    return await planQuestion({ question, data, config: input.config, onProgress: (message) => input.reporter.progress(message) });
  } catch (error) {
    if (isModularPlannerError(error) && error.code === "clarification-needed") {
      input.reporter.done();
      const clarification = error.details.clarification as { question: string } | undefined;
      if (input.json) context.out(JSON.stringify({ clarification: clarification ?? { question: error.message } }));
      else context.err(`Question: ${clarification?.question ?? error.message}`);
      return EXIT.clarification;
    }
    throw error;
  }
}

export function registerRunCommands(program: Command, context: CommandContext): void {
  program
    .command("plan <question>")
    .description("Plan only: print the verified plan")
    .requiredOption("-d, --data <file>", "the data file the question is about (CSV, Parquet, JSON)")
    .option("-f, --format <format>", "json | yaml | mermaid", "yaml")
    .action((question: string, options: { data: string; format: string }) =>
      context.handle(async (input) => {
        if (!["json", "yaml", "mermaid"].includes(options.format)) throw new ModularPlannerError("configuration-invalid", `Unknown --format "${options.format}"`, { hint: "Use json, yaml or mermaid." });
        const planned = await planOrAsk(question, options.data, input, context);
        if (typeof planned === "number") return planned;
        input.reporter.done();
        await planned.close();
        const { plan, requirements, report, tools } = planned.planned;
        if (input.json) context.out(JSON.stringify({ plan, requirements, report, tools: tools.map((t) => ({ name: t.tool.name, reason: t.reason, score: t.score })) }));
        else context.out(options.format === "json" ? planToJson(plan) : options.format === "mermaid" ? planToMermaid(plan) : planToYaml(plan, planned.runtime.registry.catalog));
        return EXIT.ok;
      }),
    );

  program
    .command("run <question>")
    .description("Plan, verify and execute; writes out/<run-id>/ with the plan, tables, charts and report.html")
    .requiredOption("-d, --data <file>", "the data file the question is about (CSV, Parquet, JSON)")
    .option("--yes", "approve risky steps without asking")
    .action((question: string, options: { data: string; yes?: boolean }) =>
      context.handle(async (input) => {
        const started = performance.now();
        const planned = await planOrAsk(question, options.data, input, context);
        if (typeof planned === "number") return planned;
        try {
          const interactive = Boolean(process.stdin.isTTY) && !input.json && !process.env.CI;
          const total = planned.planned.plan.steps.length;
          let done = 0;
          const onEvent = (event: RunEvent) => {
            if (event.type === "plan-step-finish") input.reporter.progress(`[${++done}/${total}] ${event.stepId} (${event.tool}) ${event.status}`);
          };
          const summary = await runPlanned(planned, {
            question,
            started,
            onEvent,
            approvals: options.yes ? createInMemoryApprovalQueue({ decide: () => "approved" }) : interactive ? createCliApprovalQueue() : createInMemoryApprovalQueue({ decide: () => "denied" }),
          });
          input.reporter.done();
          if (input.json) context.out(JSON.stringify(summary));
          else {
            context.out(`Plan: ${summary.plan.join(" → ")}`);
            for (const failure of summary.failed) context.err(`Failed: ${failure.stepId}: ${failure.error}`);
            for (const skip of summary.skipped) context.err(`Skipped: ${skip.stepId}: ${skip.reason}`);
            for (const file of summary.files) context.out(`Wrote ${relative(process.cwd(), file)}`);
            context.out(`Report: ${relative(process.cwd(), summary.report)}`);
          }
          return summary.status === "succeeded" ? EXIT.ok : EXIT.failed;
        } finally {
          await planned.close();
        }
      }),
    );
}
