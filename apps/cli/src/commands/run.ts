import { relative } from "node:path";
import type { Command } from "commander";
import { ModularPlannerError, isModularPlannerError, type RunEvent } from "@modular-planner/core";
import { EXIT, type ExitCode } from "../exit-codes.js";
import type { PlannedQuestion, RouteSummary, RunAnswer } from "../service.js";
import type { CommandContext, HandlerInput } from "../context.js";

/** The answer table as aligned text (first 20 rows). */
function answerLines(answer: RunAnswer, limit = 20): string[] {
  const show = (value: unknown) => (typeof value === "number" && !Number.isInteger(value) ? value.toFixed(2) : String(value ?? ""));
  const cells = [answer.columns, ...answer.rows.slice(0, limit).map((row) => row.map(show))];
  const widths = answer.columns.map((_, index) => Math.max(...cells.map((row) => String(row[index] ?? "").length)));
  const lines = cells.map((row) => row.map((cell, index) => String(cell).padEnd(widths[index]!)).join("  ").trimEnd());
  if (answer.rowCount > limit) lines.push(`… ${answer.rowCount - limit} more rows (${answer.truncated ? `the first ${answer.cap} are in --json; ` : ""}all in the saved table)`);
  return lines;
}

function routeLines(route: RouteSummary): string[] {
  return [
    `Route: ${route.route} (${route.intent}${route.template ? `, template ${route.template}` : ""}; confidence ${route.confidence}; classifier ${route.classifier})`,
    `  Why: ${route.justification}`,
    ...(route.fallback ? [`  Classifier fallback: ${route.fallback}`] : []),
    ...route.assumptions.map((assumption) => `  Assumption: ${assumption}`),
    ...route.risks.map((risk) => `  Risk: ${risk}`),
    ...route.excluded.map((excluded) => `  Excluded: ${excluded}`),
  ];
}

/** Routes and plans, or prints the one clarification question (exit 4) or the refusal (exit 5). */
async function planOrAsk(question: string, data: string, session: string | undefined, input: HandlerInput, context: CommandContext): Promise<PlannedQuestion | ExitCode> {
  const { planQuestion } = await import("../service.js");
  try {
    return await planQuestion({ question, data, config: input.config, ...(session ? { session } : {}), onProgress: (message) => input.reporter.progress(message) });
  } catch (error) {
    if (isModularPlannerError(error) && error.code === "clarification-needed") {
      input.reporter.done();
      const clarification = error.details.clarification as { question: string; options?: string[] } | undefined;
      const route = error.details.route as RouteSummary | undefined;
      if (input.json) context.out(JSON.stringify({ clarification: clarification ?? { question: error.message }, ...(route ? { route } : {}) }));
      else {
        context.err(`Question: ${clarification?.question ?? error.message}`);
        if (clarification?.options?.length) context.err(`Options: ${clarification.options.join(" | ")}`);
      }
      return EXIT.clarification;
    }
    if (isModularPlannerError(error) && error.details.refused === true) {
      input.reporter.done();
      const route = error.details.route as RouteSummary;
      if (input.json) context.out(JSON.stringify({ error: { name: error.name, code: error.code, message: error.message, hint: error.hint }, route }));
      else {
        context.err(`${error.name}: ${error.message}`);
        if (error.hint) context.err(`Hint: ${error.hint}`);
      }
      return EXIT.refused;
    }
    throw error;
  }
}

/**
 * The data file when `plan`/`run` take the data path; undefined for the intent path (no --data, or
 * --resume), after refusing option combinations that make no sense there. `noGoalHint` says how to
 * call the command.
 */
function dataFileOf(command: "plan" | "run", question: string | undefined, options: { data?: string; session?: string; resume?: string; answer?: string }, noGoalHint: string): string | undefined {
  if (options.answer !== undefined && !options.resume) throw new ModularPlannerError("configuration-invalid", "--answer needs --resume <graphId>", { hint: `Continue a stored intent graph with: modular-planner ${command} --resume <graphId> --answer "<text>"` });
  if (!options.resume && options.data) return options.data;
  if (options.resume && options.data) throw new ModularPlannerError("configuration-invalid", "--resume continues an intent graph (a goal planned without --data); it does not take --data", { hint: `Use: modular-planner ${command} --resume <graphId> --answer "<text>"` });
  if (options.session) throw new ModularPlannerError("configuration-invalid", "--session is for questions about a data file (--data)", { hint: "Drop --session, or pass --data <file>." });
  if (!options.resume && question === undefined) throw new ModularPlannerError("configuration-invalid", "No goal given", { hint: noGoalHint });
  return undefined;
}

export function registerRunCommands(program: Command, context: CommandContext): void {
  program
    .command("plan [question]")
    .description("Plan only: print the verified plan (with --data: route and plan over the data; without: plan over the tool catalog and store the intent graph)")
    .option("-d, --data <file>", "the data file the question is about (CSV, Parquet, JSON, SQLite); without it the goal is planned over the tool catalog")
    .option("-f, --format <format>", "json | yaml | mermaid", "yaml")
    .option("-s, --session <id>", "remember this question in a session (.modular-planner/sessions/<id>.json) so follow-ups such as \"now by region\" build on it")
    .option("--resume <graphId>", "continue a stored intent graph (after a clarification, exit 4)")
    .option("--answer <text>", "with --resume: the answer to the question (a tool name or option number, drop, ask, connect <server>, or a rephrasing)")
    .option("--no-library", "without --data: plan without the plan library (the store's solved requests and library.files)")
    .action((question: string | undefined, options: { data?: string; format: string; session?: string; resume?: string; answer?: string; library?: boolean }) =>
      context.handle(async (input) => {
        if (!["json", "yaml", "mermaid"].includes(options.format)) throw new ModularPlannerError("configuration-invalid", `Unknown --format "${options.format}"`, { hint: "Use json, yaml or mermaid." });
        const data = dataFileOf("plan", question, options, 'Use: modular-planner plan "<goal>" [--data <file>], or modular-planner plan --resume <graphId> --answer "<text>"');
        if (data === undefined) {
          const { planGoalCommand } = await import("./plan-goal.js");
          return planGoalCommand({ ...(question !== undefined ? { goal: question } : {}), ...(options.resume ? { resume: { graphId: options.resume, ...(options.answer !== undefined ? { answer: options.answer } : {}) } } : {}), format: options.format, ...(options.library === false ? { library: false as const } : {}) }, input, context);
        }
        if (question === undefined) throw new ModularPlannerError("configuration-invalid", "No question given", { hint: 'Use: modular-planner plan "<question>" --data <file>' });
        const planned = await planOrAsk(question, data, options.session, input, context);
        if (typeof planned === "number") return planned;
        input.reporter.done();
        await planned.close();
        const { planToJson, planToMermaid, planToYaml } = await import("@modular-planner/planner");
        const { plan, requirements, report, tools } = planned.planned;
        if (input.json) context.out(JSON.stringify({ route: planned.route, plan, requirements, report, tools: tools.map((t) => ({ name: t.tool.name, reason: t.reason, score: t.score })), ...(planned.analysis ? { analysis: planned.analysis } : {}) }));
        else {
          // The route goes to stderr: stdout stays the plan alone, ready to pipe.
          for (const line of routeLines(planned.route)) context.err(line);
          context.out(options.format === "json" ? planToJson(plan) : options.format === "mermaid" ? planToMermaid(plan) : planToYaml(plan, planned.catalog ?? planned.runtime.registry.catalog));
        }
        return EXIT.ok;
      }),
    );

  program
    .command("run [question]")
    .description("Route, plan, verify and execute; writes out/<run-id>/ with the plan, tables, charts and report.html (without --data: plan over the tool catalog and run it when every step is an MCP tool)")
    .option("-d, --data <file>", "the data file the question is about (CSV, Parquet, JSON, SQLite); without it the goal is planned over the tool catalog and only MCP tools are run")
    .option("--yes", "approve risky steps without asking")
    .option("-s, --session <id>", "remember this question in a session (.modular-planner/sessions/<id>.json) so follow-ups such as \"now by region\" build on it")
    .option("--resume <graphId>", "without --data: continue a stored intent graph (after a question, exit 4)")
    .option("--answer <text>", "with --resume: the answer to the question (a tool name or option number, drop, ask, connect <server>, or a rephrasing)")
    .option("--set <name=value>", "without --data: the value of an ask-user step by parameter name (repeatable; JSON values are parsed)", (value: string, previous: string[]) => [...previous, value], [] as string[])
    .option("--no-library", "without --data: plan without the plan library (the store's solved requests and library.files)")
    .action((question: string | undefined, options: { data?: string; yes?: boolean; session?: string; resume?: string; answer?: string; set: string[]; library?: boolean }) =>
      context.handle(async (input) => {
        const data = dataFileOf("run", question, options, 'Use: modular-planner run "<question>" --data <file>, or modular-planner run "<goal>" over the MCP tools of the config');
        if (data === undefined) {
          const { runGoalCommand } = await import("./run-goal.js");
          return runGoalCommand({ ...(question !== undefined ? { goal: question } : {}), ...(options.resume ? { resume: { graphId: options.resume, ...(options.answer !== undefined ? { answer: options.answer } : {}) } } : {}), ...(options.yes ? { yes: true } : {}), set: options.set, ...(options.library === false ? { library: false as const } : {}) }, input, context);
        }
        if (options.set.length > 0) throw new ModularPlannerError("configuration-invalid", "--set is for goals without --data (values of ask-user steps)", { hint: "Drop --set." });
        if (question === undefined) throw new ModularPlannerError("configuration-invalid", "No question given", { hint: 'Use: modular-planner run "<question>" --data <file>' });
        const started = performance.now();
        const planned = await planOrAsk(question, data, options.session, input, context);
        if (typeof planned === "number") return planned;
        try {
          const [{ runPlanned }, { createCliApprovalQueue, createInMemoryApprovalQueue }] = await Promise.all([import("../service.js"), import("@modular-planner/executor")]);
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
            for (const line of routeLines(summary.route)) context.out(line);
            context.out(`Plan: ${summary.plan.join(" → ")}`);
            if (summary.answer) {
              context.out(`Answer: ${summary.answer.text}`);
              for (const line of answerLines(summary.answer)) context.out(`  ${line}`);
            }
            for (const failure of summary.failed) context.err(`Failed: ${failure.stepId}: ${failure.error}`);
            for (const skip of summary.skipped) context.err(`Skipped: ${skip.stepId}: ${skip.reason}`);
            for (const file of summary.files) context.out(`Wrote ${relative(process.cwd(), file)}`);
            context.out(`Report: ${relative(process.cwd(), summary.report)}`);
            context.out(`Run record: ${relative(process.cwd(), summary.store)}${summary.store.endsWith(".jsonl") ? "" : ` (modular-planner runs show ${summary.runId})`}`);
          }
          return summary.status === "succeeded" ? EXIT.ok : EXIT.failed;
        } finally {
          await planned.close();
        }
      }),
    );
}
