import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { Command } from "commander";
import { ModularPlannerError, isModularPlannerError, type RunEvent } from "@modular-planner/core";
import { createCliApprovalQueue, createExecutor, createInMemoryApprovalQueue, createJsonlRunStore, type RunResult } from "@modular-planner/executor";
import { planToJson, planToMermaid, planToYaml, type PlanResult } from "@modular-planner/planner";
import { EXIT } from "../exit-codes.js";
import { createPlannerFor, describeDataset } from "../pipeline.js";
import { renderReport } from "../report.js";
import { createRuntime } from "../runtime.js";
import type { CommandContext, HandlerInput } from "../context.js";

interface PlanOutcome {
  runId: string;
  outDir: string;
  planned: PlanResult;
  dataPath: string;
  tools: Awaited<ReturnType<typeof describeDataset>>["tools"];
  runtime: Awaited<ReturnType<typeof createRuntime>>;
}

async function planQuestion(question: string, data: string | undefined, input: HandlerInput): Promise<PlanOutcome> {
  if (!question.trim()) throw new ModularPlannerError("configuration-invalid", "The question is empty", { hint: 'Ask something, e.g. modular-planner run "total revenue by region" --data sales.csv' });
  if (!data) throw new ModularPlannerError("configuration-invalid", "No data file given", { hint: "Pass --data <file.csv|.parquet|.json>." });
  const runtime = await createRuntime(input.config);
  const runId = `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomUUID().slice(0, 8)}`;
  const outDir = resolve(input.config.output.dir, runId);
  try {
    input.reporter.progress("Reading the data schema…");
    const { dataset, tools } = await describeDataset(data, outDir);
    input.reporter.progress("Planning…");
    const planned = await createPlannerFor(runtime).plan({ text: question, dataset });
    return { runId, outDir, planned, dataPath: resolve(data), tools, runtime };
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

function clarificationExit(error: unknown, context: CommandContext, json: boolean): number | undefined {
  if (isModularPlannerError(error) && error.code === "clarification-needed") {
    const clarification = error.details.clarification as { question: string; options: { label: string }[] } | undefined;
    if (json) context.out(JSON.stringify({ clarification: clarification ?? { question: error.message } }));
    else context.err(`Question: ${clarification?.question ?? error.message}`);
    return EXIT.clarification;
  }
  return undefined;
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
        let outcome: PlanOutcome;
        try {
          outcome = await planQuestion(question, options.data, input);
        } catch (error) {
          const code = clarificationExit(error, context, input.json);
          if (code !== undefined) return code as typeof EXIT.clarification;
          throw error;
        }
        input.reporter.done();
        outcome.tools.close();
        await outcome.runtime.close();
        const { plan } = outcome.planned;
        if (input.json) context.out(JSON.stringify({ plan, requirements: outcome.planned.requirements, report: outcome.planned.report, tools: outcome.planned.tools.map((t) => ({ name: t.tool.name, reason: t.reason, score: t.score })) }));
        else context.out(options.format === "json" ? planToJson(plan) : options.format === "mermaid" ? planToMermaid(plan) : planToYaml(plan, outcome.runtime.registry.catalog));
        return EXIT.ok;
      }),
    );

  program
    .command("run <question>")
    .description("Route, plan, verify and execute; writes out/<run-id>/ with the plan, tables, charts and report.html")
    .requiredOption("-d, --data <file>", "the data file the question is about (CSV, Parquet, JSON)")
    .option("--yes", "approve risky steps without asking")
    .action((question: string, options: { data: string; yes?: boolean }) =>
      context.handle(async (input) => {
        const started = performance.now();
        let outcome: PlanOutcome;
        try {
          outcome = await planQuestion(question, options.data, input);
        } catch (error) {
          const code = clarificationExit(error, context, input.json);
          if (code !== undefined) return code as typeof EXIT.clarification;
          throw error;
        }
        const { planned, outDir, runtime, tools } = outcome;
        try {
          await writeFile(join(outDir, "plan.json"), planToJson(planned.plan));
          await writeFile(join(outDir, "plan.yaml"), planToYaml(planned.plan, runtime.registry.catalog));
          await writeFile(join(outDir, "plan.mmd"), planToMermaid(planned.plan));
          const interactive = Boolean(process.stdin.isTTY) && !input.json && !process.env.CI;
          const executor = createExecutor({
            executors: [tools, ...(runtime.mcp ? [runtime.mcp.executor] : [])],
            catalog: runtime.registry.catalog,
            concurrency: input.config.limits.concurrency,
            stepTimeoutMs: input.config.limits.stepTimeoutMs,
            approvals: options.yes ? createInMemoryApprovalQueue({ decide: () => "approved" }) : interactive ? createCliApprovalQueue() : createInMemoryApprovalQueue({ decide: () => "denied" }),
            store: createJsonlRunStore({ path: join(outDir, "run.jsonl") }),
            maxReplans: input.config.limits.maxReplans,
          });
          const total = planned.plan.steps.length;
          let done = 0;
          const onEvent = (event: RunEvent) => {
            if (event.type === "plan-step-finish") {
              done += 1;
              input.reporter.progress(`[${done}/${total}] ${event.stepId} (${event.tool}) ${event.status}`);
            }
          };
          const run: RunResult = await executor.run(planned.plan, { runId: outcome.runId, onEvent });
          input.reporter.done();
          const files = Object.values(run.artifacts).filter((artifact) => (artifact.type === "file" || artifact.type === "chart") && artifact.uri).map((artifact) => artifact.uri!);
          const reportPath = join(outDir, "report.html");
          await writeFile(reportPath, await renderReport({ question, dataPath: outcome.dataPath, planned, run, files }));
          const summary = {
            runId: run.runId,
            status: run.status,
            outDir,
            report: reportPath,
            plan: planned.plan.steps.map((step) => step.tool),
            requirements: planned.requirements,
            coverage: planned.report.coverage,
            files,
            failed: run.failed,
            skipped: run.skipped,
            repairs: run.repairs,
            durationMs: Math.round(performance.now() - started),
          };
          await writeFile(join(outDir, "result.json"), JSON.stringify(summary, null, 2));
          if (input.json) context.out(JSON.stringify(summary));
          else {
            context.out(`Plan: ${summary.plan.join(" → ")}`);
            for (const failure of run.failed) context.err(`Failed: ${failure.stepId}: ${failure.error}`);
            for (const skip of run.skipped) context.err(`Skipped: ${skip.stepId}: ${skip.reason}`);
            for (const file of files) context.out(`Wrote ${relative(process.cwd(), file)}`);
            context.out(`Report: ${relative(process.cwd(), reportPath)}`);
          }
          return run.status === "succeeded" ? EXIT.ok : EXIT.failed;
        } finally {
          tools.close();
          await runtime.close();
        }
      }),
    );
}
