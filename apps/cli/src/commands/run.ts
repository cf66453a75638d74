import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { Command } from "commander";
import { ModularPlannerError, type Artifact, type RunEvent, type RunRecord } from "@modular-planner/core";
import { isModularPlannerError } from "@modular-planner/kit";
import { EXIT, type ExitCode } from "../exit-codes.js";
import type { Clarification, ClarificationRecord } from "../clarifications.js";
import type { CliConfig } from "../config.js";
import type { PlannedQuestion, RouteSummary, RunAnswer } from "../service.js";
import type { CommandContext, HandlerInput } from "../context.js";

/** The answer table as aligned text (first 20 rows). */
function answerLines(answer: RunAnswer, limit = 20): string[] {
  const show = (value: unknown) => (typeof value === "number" && !Number.isInteger(value) ? value.toFixed(2) : String(value ?? ""));
  const cells = [answer.columns, ...answer.rows.slice(0, limit).map((row) => row.map(show))];
  const widths = answer.columns.map((_, index) => Math.max(...cells.map((row) => String(row[index] ?? "").length)));
  const lines = cells.map((row) =>
    row
      .map((cell, index) => String(cell).padEnd(widths[index]!))
      .join("  ")
      .trimEnd(),
  );
  if (answer.rowCount > limit)
    lines.push(`… ${answer.rowCount - limit} more rows (${answer.truncated ? `the first ${answer.cap} are in --json; ` : ""}all in the saved table)`);
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

/** The open clarification `--resume <id>` names, when the id is a data question's run id (intent graph ids are not). */
async function openClarification(resume: string | undefined, maxAgeDays: number, config: CliConfig): Promise<ClarificationRecord | undefined> {
  if (!resume || resume.startsWith("g-")) return undefined;
  const { CLARIFICATIONS_DIR, createClarificationStore } = await import("../clarifications.js");
  const record = await createClarificationStore(undefined, { maxAgeDays, config }).load(resume);
  if (!record)
    throw new ModularPlannerError("configuration-invalid", `No open question of run ${resume} in ${CLARIFICATIONS_DIR}/`, {
      hint: `A run that only asked continues with the run id it printed (Continue with: …), from the same folder, within ${maxAgeDays} days (limits.clarificationMaxAgeDays); a run that went on has no question left to answer.`,
    });
  return record;
}

/** Prints a data question's clarification: the question, why, the ranked options and how to answer; exit 4. */
async function printDataClarification(error: ModularPlannerError, command: "plan" | "run", input: HandlerInput, context: CommandContext): Promise<ExitCode> {
  input.reporter.done();
  const { publicClarification } = await import("../clarifications.js");
  const clarification = error.details.clarification as Clarification | undefined;
  const route = (error.details.route as RouteSummary | undefined) ?? null;
  const runId = typeof error.details.runId === "string" ? error.details.runId : null;
  const resume = runId ? `modular-planner ${command} --resume ${runId} --answer "<text>"` : null;
  const asked = publicClarification(clarification ?? { about: "analysis", question: error.message, options: [], reason: "" });
  const options = asked.options;
  if (input.json) {
    context.out(JSON.stringify({ clarification: asked, route, runId, resume }));
    return EXIT.clarification;
  }
  context.err(`Question: ${clarification?.question ?? error.message}`);
  if (clarification?.reason) context.err(`  Why: ${clarification.reason}`);
  if (options.length > 0) {
    context.err("Options:");
    options.forEach((option, index) => context.err(`  ${index + 1}. ${option.label} — ${option.why}`));
  }
  if (runId) {
    context.err(`Run: ${runId}`);
    context.err(`Continue with: ${resume} (an option number or label, a column name, or your own words)`);
  }
  return EXIT.clarification;
}

/** One line typed on the terminal (stderr prompt); "" when the input ends. */
async function promptLine(prompt: string): Promise<string> {
  const { createInterface } = await import("node:readline");
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  return new Promise((resolve) => {
    let answered = false;
    rl.on("close", () => {
      if (!answered) resolve("");
    });
    rl.question(prompt, (line) => {
      answered = true;
      rl.close();
      resolve(line.trim());
    });
  });
}

/**
 * Routes and plans, or prints the one clarification question (exit 4) or the refusal (exit 5).
 * `answer` answers the question the plan raises: the one saved under `resume`, or, without it, the
 * one this question raises now. On a terminal (not --json, not CI) the question is also answered
 * there and then; an empty line stops with exit 4, as without a terminal.
 */
/** The options of `plan` and `run` that a data question carries on. */
const pick = (options: { session?: string; table?: string; answer?: string }) => ({
  ...(options.session ? { session: options.session } : {}),
  ...(options.table ? { table: options.table } : {}),
  ...(options.answer !== undefined ? { answer: options.answer } : {}),
});

/**
 * A data question asked by `plan` or `run`, or the one a clarification continues (`--resume`): its
 * session and table are the ones given, else the clarified question's; then it is planned or asked about.
 */
async function askDataQuestion(
  command: "plan" | "run",
  asked: { question: string | undefined; data: string; clarified: ClarificationRecord | undefined; session?: string; table?: string; answer?: string },
  input: HandlerInput,
  context: CommandContext,
): Promise<PlannedQuestion | ExitCode> {
  const { clarified } = asked;
  if (!clarified && asked.question === undefined)
    throw new ModularPlannerError("configuration-invalid", "No question given", { hint: `Use: modular-planner ${command} "<question>" --data <file>` });
  const session = asked.session ?? clarified?.session;
  // The table of the question continued, as --table is refused beside --resume unless the same.
  const table = asked.table ?? clarified?.table;
  return planOrAsk(
    {
      question: clarified?.question ?? asked.question!,
      data: asked.data,
      command,
      ...(session ? { session } : {}),
      ...(table ? { table } : {}),
      ...(clarified ? { resume: clarified } : {}),
      ...(asked.answer !== undefined ? { answer: asked.answer } : {}),
    },
    input,
    context,
  );
}

async function planOrAsk(
  ask: { question: string; data: string; session?: string; table?: string; resume?: ClarificationRecord; answer?: string; command: "plan" | "run" },
  input: HandlerInput,
  context: CommandContext,
): Promise<PlannedQuestion | ExitCode> {
  const [{ planQuestion }, { createClarificationStore }] = await Promise.all([import("../service.js"), import("../clarifications.js")]);
  const base = {
    question: ask.question,
    data: ask.data,
    config: input.config,
    consume: ask.command === "run",
    ...(ask.session ? { session: ask.session } : {}),
    ...(ask.table ? { table: ask.table } : {}),
    onProgress: (message: string) => input.reporter.progress(message),
  };
  const interactive = Boolean(process.stdin.isTTY) && !input.json && !process.env.CI;
  const continued = (record: ClarificationRecord, answer?: string) =>
    planQuestion({ ...base, resume: { record, ...(answer !== undefined ? { answer } : {}) } });
  let attempt = async (): Promise<PlannedQuestion> => {
    if (ask.resume) return continued(ask.resume, ask.answer);
    try {
      return await planQuestion(base);
    } catch (error) {
      // `--answer` with a new question: the answer goes to the question it raises.
      const runId = isModularPlannerError(error) && error.code === "clarification-needed" ? error.details.runId : undefined;
      const record =
        ask.answer !== undefined && typeof runId === "string"
          ? await createClarificationStore(undefined, { maxAgeDays: input.config.limits.clarificationMaxAgeDays, config: input.config }).load(runId)
          : undefined;
      if (!record) throw error;
      return continued(record, ask.answer);
    }
  };
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (isModularPlannerError(error) && error.code === "clarification-needed") {
        const code = await printDataClarification(error, ask.command, input, context);
        const runId = error.details.runId;
        if (!interactive || typeof runId !== "string") return code;
        const reply = await promptLine("Answer (Enter to stop): ");
        const record = reply
          ? await createClarificationStore(undefined, { maxAgeDays: input.config.limits.clarificationMaxAgeDays, config: input.config }).load(runId)
          : undefined;
        if (!record) return code;
        attempt = () => continued(record, reply);
        continue;
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
}

/** Refuses a question (or another data file) beside `--resume <run-id>`: the stored question is continued. */
function checkResume(
  question: string | undefined,
  data: string | undefined,
  table: string | undefined,
  command: "plan" | "run",
  record: ClarificationRecord,
): void {
  const runId = record.runId;
  if (table !== undefined && table !== record.table)
    throw new ModularPlannerError(
      "configuration-invalid",
      `Run ${runId} asked about ${record.table ? `table ${record.table}` : "the file's only table"}, not ${table}`,
      { hint: `Drop --table: modular-planner ${command} --resume ${runId} --answer "<text>" keeps the table of the question` },
    );
  if (data !== undefined && resolve(data) !== record.data)
    throw new ModularPlannerError("configuration-invalid", `Run ${runId} asked about ${record.data}, not ${resolve(data)}`, {
      hint: `Drop --data: modular-planner ${command} --resume ${runId} --answer "<text>"`,
    });
  if (question !== undefined)
    throw new ModularPlannerError("configuration-invalid", `--resume ${runId} continues the question stored with that run; it takes no new question`, {
      hint: `Use: modular-planner ${command} --resume ${runId} --answer "<text>"`,
    });
}

/**
 * The data file when `plan`/`run` take the data path; undefined for the intent path (no --data, or
 * --resume), after refusing option combinations that make no sense there. `noGoalHint` says how to
 * call the command.
 */
function dataFileOf(
  command: "plan" | "run",
  question: string | undefined,
  options: { data?: string; session?: string; table?: string; resume?: string; answer?: string },
  noGoalHint: string,
): string | undefined {
  if (options.answer !== undefined && !options.resume && !options.data)
    throw new ModularPlannerError("configuration-invalid", "--answer needs --resume <id> (or --data and the question)", {
      hint: `Continue a stored intent graph or data question with: modular-planner ${command} --resume <id> --answer "<text>"`,
    });
  if (!options.resume && options.data) return options.data;
  if (options.resume && options.data)
    throw new ModularPlannerError(
      "configuration-invalid",
      "--resume continues an intent graph or a data question's clarification, which knows its data file; it does not take --data",
      { hint: `Use: modular-planner ${command} --resume <id> --answer "<text>"` },
    );
  if (options.session)
    throw new ModularPlannerError("configuration-invalid", "--session is for questions about a data file (--data)", {
      hint: "Drop --session, or pass --data <file>.",
    });
  if (options.table)
    throw new ModularPlannerError("configuration-invalid", "--table names a table of the data file (--data)", {
      hint: "Pass --data <file.sqlite|file.duckdb> with --table.",
    });
  if (!options.resume && question === undefined) throw new ModularPlannerError("configuration-invalid", "No goal given", { hint: noGoalHint });
  return undefined;
}

/**
 * Executes a planned data question (or a resumed run, `resume`) and prints its summary; the exit
 * code says how it ended. The caller closes `planned`.
 */
async function executeData(
  planned: PlannedQuestion,
  run: { started: number; yes?: boolean; resume?: { record: RunRecord; reuse: Record<string, Artifact> }; rerun?: string[] },
  input: HandlerInput,
  context: CommandContext,
): Promise<ExitCode> {
  const [{ runPlanned }, { createCliApprovalQueue, createInMemoryApprovalQueue }] = await Promise.all([
    import("../service.js"),
    import("@modular-planner/executor"),
  ]);
  const interactive = Boolean(process.stdin.isTTY) && !input.json && !process.env.CI;
  const total = planned.planned.plan.steps.length;
  let done = 0;
  const onEvent = (event: RunEvent) => {
    if (event.type === "plan-step-finish") input.reporter.progress(`[${++done}/${total}] ${event.stepId} (${event.tool}) ${event.status}`);
  };
  const summary = await runPlanned(planned, {
    question: planned.question,
    started: run.started,
    onEvent,
    ...(run.resume ? { resume: run.resume } : {}),
    approvals: run.yes
      ? createInMemoryApprovalQueue({ decide: () => "approved" })
      : interactive
        ? createCliApprovalQueue()
        : createInMemoryApprovalQueue({ decide: () => "denied" }),
  });
  input.reporter.done();
  if (input.json) context.out(JSON.stringify(summary));
  else if (summary.interruptedBy) {
    context.err(
      `Interrupted (${summary.interruptedBy}): run ${summary.runId} is recorded as interrupted; finished steps: ${summary.finished.join(", ") || "none"}`,
    );
    context.err(
      `Run record: ${relative(process.cwd(), summary.store)}${summary.store.endsWith(".jsonl") ? "" : ` (modular-planner runs show ${summary.runId})`}`,
    );
  } else {
    for (const line of routeLines(summary.route)) context.out(line);
    context.out(`Plan: ${summary.plan.join(" → ")}`);
    if (summary.reused)
      context.out(
        `Resumed run ${summary.runId}: reused ${summary.reused.join(", ") || "no step"}${run.rerun?.length ? `; ran again ${run.rerun.join(", ")} (no checkpoint of its table)` : ""}`,
      );
    if (summary.answer) {
      context.out(`Answer: ${summary.answer.text}`);
      for (const line of answerLines(summary.answer)) context.out(`  ${line}`);
    }
    for (const failure of summary.failed) context.err(`Failed: ${failure.stepId}: ${failure.error}`);
    for (const skip of summary.skipped) context.err(`Skipped: ${skip.stepId}: ${skip.reason}`);
    for (const file of summary.files) context.out(`Wrote ${relative(process.cwd(), file)}`);
    context.out(`Report: ${relative(process.cwd(), summary.report)}`);
    context.out(
      `Run record: ${relative(process.cwd(), summary.store)}${summary.store.endsWith(".jsonl") ? "" : ` (modular-planner runs show ${summary.runId})`}`,
    );
  }
  if (summary.interruptedBy) {
    const { exitCodeForSignal } = await import("../interrupts.js");
    return exitCodeForSignal(summary.interruptedBy);
  }
  return summary.status === "succeeded" ? EXIT.ok : EXIT.failed;
}

/** `run --resume <run-id>` of a data run that stopped before its end: the rest of its plan, in the same out/<run-id>/. */
async function resumeDataRun(
  runId: string,
  question: string | undefined,
  options: { data?: string; session?: string; table?: string; set: string[]; yes?: boolean },
  input: HandlerInput,
  context: CommandContext,
): Promise<ExitCode> {
  const extra = [
    question !== undefined ? "a question" : undefined,
    options.data ? "--data" : undefined,
    options.table ? "--table" : undefined,
    options.session ? "--session" : undefined,
    options.set.length > 0 ? "--set" : undefined,
  ].filter(Boolean);
  if (extra.length > 0)
    throw new ModularPlannerError(
      "configuration-invalid",
      `--resume ${runId} continues the stored run with its own question, data file and table; it takes no ${extra.join(", ")}`,
      { hint: `Use: modular-planner run --resume ${runId}` },
    );
  const started = performance.now();
  const { prepareResume } = await import("../resume.js");
  input.reporter.progress(`Resuming run ${runId}…`);
  const resumed = await prepareResume(input.config, runId, (message) => input.reporter.progress(message));
  try {
    return await executeData(
      resumed.planned,
      { started, resume: { record: resumed.record!, reuse: resumed.reuse }, rerun: resumed.rerun, ...(options.yes ? { yes: true } : {}) },
      input,
      context,
    );
  } finally {
    await resumed.planned.close();
  }
}

/**
 * The command's output without the secrets typed in the question or the answer (the detector and
 * redaction of the stored records): a JSON line is parsed and redacted value by value, so it stays
 * JSON (`--json`: route, clarification, plan, answer…); other lines are redacted as text.
 */
async function redacting(context: CommandContext, ...texts: (string | undefined)[]): Promise<CommandContext> {
  const { redactorFor } = await import("../redact.js");
  const redactor = await redactorFor(texts.filter((text) => text !== undefined).join("\n"));
  if (!redactor.active) return context;
  const clean = (line: string): string => {
    if (line.startsWith("{") || line.startsWith("[")) {
      try {
        return JSON.stringify(redactor.json(JSON.parse(line) as unknown));
      } catch {
        // not JSON after all: redacted as text
      }
    }
    return redactor.text(line);
  };
  return { ...context, out: (line) => context.out(clean(line)), err: (line) => context.err(clean(line)) };
}

export function registerRunCommands(program: Command, context: CommandContext): void {
  program
    .command("plan [question]")
    .description(
      "Plan only: print the verified plan (with --data: route and plan over the data; without: plan over the tool catalog and store the intent graph)",
    )
    .option("-d, --data <file>", "the data file the question is about (CSV, Parquet, JSON, SQLite); without it the goal is planned over the tool catalog")
    .option("-f, --format <format>", "json | yaml | mermaid", "yaml")
    .option("-s, --session <id>", 'remember this question in a session (.modular-planner/sessions/<id>.json) so follow-ups such as "now by region" build on it')
    .option("-t, --table <name>", "the table to analyse in a SQLite or DuckDB file with several tables")
    .option("--resume <id>", "continue after a question (exit 4): a data question's run id, or an intent graph id")
    .option(
      "--answer <text>",
      "the answer to the question: an option number or label; for data, a column name or your own words; for a graph, a tool name, drop, ask, connect <server> or a rephrasing (with --data and a question: answers the question it raises)",
    )
    .option("--no-library", "without --data: plan without the plan library (the store's solved requests and library.files)")
    .option(
      "--answer-always",
      "without --data: never ask; when unsure, answer with the top tools of one retrieval over the request (config planner.answerAlways)",
    )
    .action(
      (
        question: string | undefined,
        options: {
          data?: string;
          format: string;
          session?: string;
          table?: string;
          resume?: string;
          answer?: string;
          library?: boolean;
          answerAlways?: boolean;
        },
      ) =>
        context.handle(async (input) => {
          const output = await redacting(context, question, options.answer);
          if (!["json", "yaml", "mermaid"].includes(options.format))
            throw new ModularPlannerError("configuration-invalid", `Unknown --format "${options.format}"`, { hint: "Use json, yaml or mermaid." });
          const clarified = await openClarification(options.resume, input.config.limits.clarificationMaxAgeDays, input.config);
          if (clarified) checkResume(question, options.data, options.table, "plan", clarified);
          const data = clarified
            ? clarified.data
            : dataFileOf(
                "plan",
                question,
                options,
                'Use: modular-planner plan "<goal>" [--data <file>], or modular-planner plan --resume <graphId> --answer "<text>"',
              );
          if (data === undefined) {
            const { planGoalCommand } = await import("./plan-goal.js");
            return planGoalCommand(
              {
                ...(question !== undefined ? { goal: question } : {}),
                ...(options.resume ? { resume: { graphId: options.resume, ...(options.answer !== undefined ? { answer: options.answer } : {}) } } : {}),
                format: options.format,
                ...(options.library === false ? { library: false as const } : {}),
                ...(options.answerAlways ? { answerAlways: true } : {}),
              },
              input,
              output,
            );
          }
          const planned = await askDataQuestion("plan", { question, data, clarified, ...pick(options) }, input, output);
          if (typeof planned === "number") return planned;
          input.reporter.done();
          await planned.close();
          const { planToJson, planToMermaid, planToYaml } = await import("@modular-planner/planner");
          const { plan, requirements, report, tools } = planned.planned;
          if (input.json)
            output.out(
              JSON.stringify({
                route: planned.route,
                plan,
                requirements,
                report,
                tools: tools.map((t) => ({ name: t.tool.name, reason: t.reason, score: t.score })),
                ...(planned.analysis ? { analysis: planned.analysis } : {}),
              }),
            );
          else {
            // The route goes to stderr: stdout stays the plan alone, ready to pipe.
            for (const line of routeLines(planned.route)) output.err(line);
            output.out(
              options.format === "json"
                ? planToJson(plan)
                : options.format === "mermaid"
                  ? planToMermaid(plan)
                  : planToYaml(plan, planned.catalog ?? planned.runtime.registry.catalog),
            );
          }
          return EXIT.ok;
        }),
    );

  program
    .command("run [question]")
    .description(
      "Route, plan, verify and execute; writes out/<run-id>/ with the plan, tables, charts and report.html (without --data: plan over the tool catalog and run it when every step is an MCP tool)",
    )
    .option(
      "-d, --data <file>",
      "the data file the question is about (CSV, Parquet, JSON, SQLite); without it the goal is planned over the tool catalog and only MCP tools are run",
    )
    .option("--yes", "approve risky steps without asking")
    .option("-s, --session <id>", 'remember this question in a session (.modular-planner/sessions/<id>.json) so follow-ups such as "now by region" build on it')
    .option("-t, --table <name>", "the table to analyse in a SQLite or DuckDB file with several tables")
    .option(
      "--resume <id>",
      "continue after a question (exit 4): a data question's run id, or an intent graph id; or continue a data run that was interrupted or failed from its finished steps (its run id)",
    )
    .option(
      "--answer <text>",
      "the answer to the question: an option number or label; for data, a column name or your own words; for a graph, a tool name, drop, ask, connect <server> or a rephrasing (with --data and a question: answers the question it raises)",
    )
    .option(
      "--set <name=value>",
      "without --data: the value of an ask-user step by parameter name (repeatable; JSON values are parsed)",
      (value: string, previous: string[]) => [...previous, value],
      [] as string[],
    )
    .option("--no-library", "without --data: plan without the plan library (the store's solved requests and library.files)")
    .action(
      (
        question: string | undefined,
        options: { data?: string; yes?: boolean; session?: string; table?: string; resume?: string; answer?: string; set: string[]; library?: boolean },
      ) =>
        context.handle(async (input) => {
          const output = await redacting(context, question, options.answer);
          if (
            options.resume &&
            options.answer === undefined &&
            !options.resume.startsWith("g-") &&
            (await import("../resume.js")).isResumableDataRun(input.config, options.resume)
          ) {
            // A data run stopped before its end (interrupted or failed), unless the id still has a question open.
            const { CLARIFICATIONS_DIR } = await import("../clarifications.js");
            if (!existsSync(join(CLARIFICATIONS_DIR, `${options.resume}.json`))) return resumeDataRun(options.resume, question, options, input, output);
          }
          const clarified = await openClarification(options.resume, input.config.limits.clarificationMaxAgeDays, input.config);
          if (clarified) checkResume(question, options.data, options.table, "run", clarified);
          const data = clarified
            ? clarified.data
            : dataFileOf(
                "run",
                question,
                options,
                'Use: modular-planner run "<question>" --data <file>, or modular-planner run "<goal>" over the MCP tools of the config',
              );
          if (data === undefined) {
            const { runGoalCommand } = await import("./run-goal.js");
            return runGoalCommand(
              {
                ...(question !== undefined ? { goal: question } : {}),
                ...(options.resume ? { resume: { graphId: options.resume, ...(options.answer !== undefined ? { answer: options.answer } : {}) } } : {}),
                ...(options.yes ? { yes: true } : {}),
                set: options.set,
                ...(options.library === false ? { library: false as const } : {}),
              },
              input,
              output,
            );
          }
          if (options.set.length > 0)
            throw new ModularPlannerError("configuration-invalid", "--set is for goals without --data (values of ask-user steps)", { hint: "Drop --set." });
          const started = performance.now();
          const planned = await askDataQuestion("run", { question, data, clarified, ...pick(options) }, input, output);
          if (typeof planned === "number") return planned;
          try {
            return await executeData(planned, { started, ...(options.yes ? { yes: true } : {}) }, input, output);
          } finally {
            await planned.close();
          }
        }),
    );
}
