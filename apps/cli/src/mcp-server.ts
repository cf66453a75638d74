import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join, resolve } from "node:path";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import type { CallToolResult, ServerNotification, ServerRequest } from "@modelcontextprotocol/sdk/types.js";
import type { RequestHandlerExtra } from "@modelcontextprotocol/sdk/shared/protocol.js";
import { ConfigurationError, ModularPlannerError, type RunEvent } from "@modular-planner/core";
import { isModularPlannerError } from "@modular-planner/kit";
import { z } from "zod";
import { createClarificationStore, publicClarification, type Clarification, type ClarificationRecord } from "./clarifications.js";
import type { CliConfig } from "./config.js";
import { describeSystemError } from "./output.js";
import { sharedRuntime } from "./runtime.js";
import { ConcurrencyLimiter } from "./serve-limits.js";
import { checkRequest, HttpError, resolveRequestData, type ServeSecurity } from "./serve-security.js";
import { planQuestion, runPlanned, type PlannedQuestion, type RouteSummary, type RunSummary } from "./service.js";
import { openSqliteForReading } from "./stores.js";

type Extra = RequestHandlerExtra<ServerRequest, ServerNotification>;
type Structured = Record<string, unknown>;

const question = z.string().min(1).describe('The question about the data, in plain words, e.g. "net sales by region"');
const data = z
  .string()
  .min(1)
  .describe(
    "The data file (CSV, Parquet, JSON, SQLite, DuckDB): a path inside one of the server's data roots (absolute, or relative to the folder the server runs in)",
  );
const table = z.string().min(1).optional().describe("The table to analyse in a SQLite or DuckDB file with several tables");

const ErrorShape = z.object({ code: z.string(), message: z.string(), hint: z.string() }).describe("What went wrong and what to do");
const ClarificationShape = z
  .object({
    about: z.enum(["column", "measure", "analysis", "fork"]),
    question: z.string(),
    phrase: z.string().optional(),
    options: z.array(z.object({ label: z.string(), score: z.number(), why: z.string() })),
    reason: z.string(),
  })
  .describe("The one question the planner asks, with ranked options");
const AnswerShape = z
  .object({
    columns: z.array(z.string()),
    rows: z.array(z.array(z.unknown())),
    rowCount: z.number(),
    truncated: z.boolean(),
    cap: z.number(),
    text: z.string(),
    stepId: z.string(),
  })
  .describe("The answer table: rows as arrays in column order (at most `cap`), and the answer in one sentence");
const Route = z.record(z.string(), z.unknown()).describe("What the router decided: route, intent, confidence, justification, assumptions, risks");
/** Shared by every planning tool: what a question led to. */
const asked = {
  runId: z.string().optional().describe("The run id: give it to `answer` (a clarification) or `runs` (a run)"),
  route: Route.optional(),
  clarification: ClarificationShape.optional(),
  next: z.string().optional().describe("What to call next"),
  error: ErrorShape.optional(),
};
const planned = {
  requirements: z.record(z.string(), z.unknown()).optional().describe("The requirement set the plan covers"),
  report: z.record(z.string(), z.unknown()).optional().describe("The verification report: ok, issues, coverage"),
  analysis: z.record(z.string(), z.unknown()).optional().describe("The typed analysis spec, its assumptions and what it could not apply"),
};
const ran = {
  answer: AnswerShape.optional(),
  finished: z.array(z.string()).optional(),
  files: z.array(z.string()).optional().describe("Charts and tables the run wrote"),
  report: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  failed: z.array(z.record(z.string(), z.unknown())).optional(),
  outDir: z.string().optional(),
};
const PLAN_STATUS = ["planned", "clarification", "refused", "error"] as const;
const RUN_STATUS = ["succeeded", "failed", "cancelled", "partial", "interrupted", "clarification", "refused", "error"] as const;
const PlanOutput = z
  .object({
    status: z.enum(PLAN_STATUS),
    ...asked,
    ...planned,
    plan: z.record(z.string(), z.unknown()).optional().describe("The verified plan: steps with tool, params, dependsOn, satisfies"),
  })
  .loose();
const RunOutput = z
  .object({ status: z.enum(RUN_STATUS), ...asked, ...ran, plan: z.array(z.string()).optional().describe("The tools the run called, in order") })
  .loose();
const AnswerOutput = z
  .object({
    status: z.enum([...new Set([...PLAN_STATUS, ...RUN_STATUS])] as [string, ...string[]]),
    ...asked,
    ...planned,
    ...ran,
    plan: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).optional(),
  })
  .loose();
const RunsOutput = z
  .object({
    status: z.enum(["listed", "found", "error"]),
    runs: z
      .array(z.object({ runId: z.string(), planId: z.string(), status: z.string(), updatedAt: z.string() }))
      .optional()
      .describe("Stored runs, newest first"),
    total: z.number().optional(),
    run: z
      .object({
        runId: z.string(),
        status: z.string(),
        planId: z.string(),
        createdAt: z.string(),
        updatedAt: z.string(),
        steps: z.array(z.object({ id: z.string(), tool: z.string() })),
        finished: z.array(z.string()),
        failed: z.array(z.string()),
        running: z.array(z.string()),
        events: z.number(),
      })
      .optional(),
    answer: AnswerShape.optional(),
    report: z.string().optional(),
    store: z.string().optional(),
    error: ErrorShape.optional(),
  })
  .loose();

export interface PlannerToolsOptions {
  config: CliConfig;
  /** Real paths of the folders data may come from (`resolveDataRoots`). */
  dataRoots: string[];
  /**
   * Over HTTP, `ownerOf(token)`: the questions a caller's plans ask belong to it, and `answer` continues
   * only those. Over stdio, undefined: the local user, like the CLI (questions without an owner).
   */
  owner?: string;
  version: string;
}

export interface PlannerTools {
  /** An MCP server with the tools `plan`, `run`, `answer` and `runs`; all share one runtime and the limits. */
  server(): McpServer;
  close(): Promise<void>;
}

/** A tool result: the structured value, and the same as text (for clients that read text only) after a one-line summary. */
function result(structured: Structured, summary: string, isError = false): CallToolResult {
  return {
    content: [{ type: "text", text: `${summary}\n${JSON.stringify(structured)}` }],
    structuredContent: structured,
    ...(isError ? { isError: true } : {}),
  };
}

/** An error as `{ code, message, hint }`: the planner's own, the server's refusals (data roots, limits), a system error, or anything else. */
export function describeToolError(error: unknown): { code: string; message: string; hint: string } {
  if (error instanceof HttpError) {
    if (error.status === 403)
      return {
        code: "data-outside-roots",
        message: "The data path is outside the data roots of this server",
        hint: "Give a file under a data root: start the server with --data-root <dir> (repeatable) or list the folder in serve.dataRoots of the config.",
      };
    if (error.status === 429)
      return {
        code: "busy",
        message: error.message,
        hint: `Wait and call again (serve.maxConcurrent, serve.maxQueue and serve.maxRuns of the config set the limits).`,
      };
    return { code: "request-failed", message: error.message, hint: "Check the arguments and call again." };
  }
  if (isModularPlannerError(error)) return { code: error.code, message: error.message, hint: error.hint ?? "" };
  const system = describeSystemError(error);
  if (system) return { code: system.code, message: system.message, hint: system.hint };
  if ((error as { name?: string })?.name === "DatasetError")
    return { code: "data-invalid", message: (error as Error).message, hint: "Check the data file: its path, format and encoding." };
  return {
    code: "failed",
    message: (error as Error)?.message ?? String(error),
    hint: "See the server's stderr; start it with MODULAR_PLANNER_DEBUG=1 for a stack trace.",
  };
}

/** What a failed planning or run says: a clarification (not an error: answer it), a refusal, or an error. */
function failure(error: unknown): CallToolResult {
  if (isModularPlannerError(error) && error.code === "clarification-needed" && error.details.clarification) {
    const runId = typeof error.details.runId === "string" ? error.details.runId : undefined;
    const clarification = publicClarification(error.details.clarification as Clarification);
    const structured: Structured = {
      status: "clarification",
      ...(runId ? { runId } : {}),
      clarification,
      ...(error.details.route ? { route: error.details.route } : {}),
      next: runId
        ? `Call the answer tool with { "runId": "${runId}", "answer": "<an option number or label, a column name, or your own words>" }`
        : "Ask the question again with the missing detail.",
    };
    const options = clarification.options.map((option, index) => `${index + 1}. ${option.label}`).join("; ");
    return result(structured, `Question: ${clarification.question}${options ? ` Options: ${options}.` : ""}`);
  }
  const described = describeToolError(error);
  if (isModularPlannerError(error) && error.details.refused === true) {
    return result(
      { status: "refused", error: { ...described, code: "refused" }, route: error.details.route as RouteSummary },
      `Refused: ${described.message}\nHint: ${described.hint}`,
      true,
    );
  }
  return result({ status: "error", error: described }, `${described.message}${described.hint ? `\nHint: ${described.hint}` : ""}`, true);
}

/** Never a thrown error (the SDK would send only its message): every failure is a result with a hint. */
async function respond(work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (process.env.MODULAR_PLANNER_DEBUG && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
    return failure(error);
  }
}

function planResult(question: PlannedQuestion): CallToolResult {
  const { plan, requirements, report } = question.planned;
  const structured: Structured = {
    status: "planned",
    runId: question.runId,
    route: question.route,
    plan,
    requirements,
    report,
    ...(question.analysis ? { analysis: question.analysis } : {}),
  };
  return result(
    structured,
    `Plan: ${plan.steps.map((step) => step.tool).join(" → ")} (route ${question.route.route}; verified: ${report.ok ? "ok" : "with issues"})`,
  );
}

function runResult(summary: RunSummary): CallToolResult {
  const structured = JSON.parse(JSON.stringify(summary)) as Structured;
  const lines = [
    `Run ${summary.runId}: ${summary.status}; plan: ${summary.plan.join(" → ")}`,
    ...(summary.answer ? [`Answer: ${summary.answer.text}`] : []),
    ...summary.failed.map((failure) => `Failed: ${failure.stepId}: ${failure.error}`),
  ];
  return result(structured, lines.join("\n"), summary.status !== "succeeded");
}

/** Progress notifications for a run, when the client asked for them (a `progressToken`): one per finished step. */
function progressOf(extra: Extra, total: number): ((event: RunEvent) => void) | undefined {
  const token = extra._meta?.progressToken;
  if (token === undefined) return undefined;
  let done = 0;
  return (event) => {
    if (event.type !== "plan-step-finish") return;
    done++;
    void extra
      .sendNotification({
        method: "notifications/progress",
        params: { progressToken: token, progress: done, total: Math.max(total, done), message: `${event.stepId} (${event.tool}) ${event.status}` },
      })
      .catch(() => undefined);
  };
}

/**
 * The planner as MCP tools, over the same service functions as `serve` (`planQuestion`, `runPlanned`,
 * the clarification store), with the same data roots and `serve.*` limits: planning
 * `serve.maxConcurrent` at a time with a queue of `serve.maxQueue`, `serve.maxRuns` runs at once.
 */
export function createPlannerTools(options: PlannerToolsOptions): PlannerTools {
  const { config, dataRoots, owner } = options;
  const planning = new ConcurrencyLimiter(config.serve.maxConcurrent, config.serve.maxQueue, "requests");
  const executing = new ConcurrencyLimiter(config.serve.maxRuns, 0, "runs");
  const runtime = sharedRuntime(config);
  type PlanInput = Omit<Parameters<typeof planQuestion>[0], "config" | "runtime">;
  const plan = async (input: PlanInput, signal: AbortSignal): Promise<PlannedQuestion> => {
    const release = await planning.acquire(signal);
    try {
      return await planQuestion({ ...input, config, runtime: await runtime.get(), ...(owner ? { owner } : {}) });
    } finally {
      release();
    }
  };
  /** Plans (after taking a run slot: busy at once when none is free) and runs to the end; cancelling the tool call cancels the run. */
  const planAndRun = async (input: PlanInput, extra: Extra): Promise<CallToolResult> => {
    const started = performance.now();
    const release = await executing.acquire();
    try {
      const question = await plan(input, extra.signal);
      try {
        const onEvent = progressOf(extra, question.planned.plan.steps.length);
        return runResult(await runPlanned(question, { question: question.question, started, signal: extra.signal, ...(onEvent ? { onEvent } : {}) }));
      } finally {
        await question.close();
      }
    } finally {
      release();
    }
  };
  const clarifications = () => createClarificationStore(undefined, { maxAgeDays: config.limits.clarificationMaxAgeDays, config });
  /** The open (or answered, not yet run) question of a run this caller may continue; another caller's is the same "no question" as an unknown id. */
  const openQuestion = async (runId: string): Promise<ClarificationRecord> => {
    const record = await clarifications().load(runId);
    if (!record || record.owner !== owner) {
      throw new ModularPlannerError("configuration-invalid", `No open question of run ${runId}`, {
        hint: `Use the runId of a plan or run result with status "clarification", on the same server (same folder), within ${config.limits.clarificationMaxAgeDays} days (limits.clarificationMaxAgeDays); a question already answered by a run has none left.`,
        details: { input: true },
      });
    }
    return record;
  };

  const register = (server: McpServer) => {
    server.registerTool(
      "plan",
      {
        title: "Plan a data question",
        description:
          'Route and plan a question about a data file, and verify the plan, without running it. Returns the plan (steps, tools, parameters), the route and the requirements; or, when the question is unclear, status "clarification" with ranked options (answer it with the answer tool).',
        inputSchema: z.object({ question, data, table }).strict(),
        outputSchema: PlanOutput,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      (input, extra) =>
        respond(async () => {
          const question = await plan(
            { question: input.question, data: resolveRequestData(input.data, dataRoots), ...(input.table ? { table: input.table } : {}) },
            extra.signal,
          );
          await question.close();
          return planResult(question);
        }),
    );
    server.registerTool(
      "run",
      {
        title: "Answer a data question",
        description:
          'Route, plan, verify and run a question about a data file; returns the answer table (answer.columns, answer.rows), the plan run, the files written (chart, table, report.html) and the run id. When the question is unclear: status "clarification" with ranked options (answer it with the answer tool). Sends progress notifications per step when asked.',
        inputSchema: z.object({ question, data, table }).strict(),
        outputSchema: RunOutput,
        annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
      },
      (input, extra) =>
        respond(() =>
          planAndRun(
            { question: input.question, data: resolveRequestData(input.data, dataRoots), consume: true, ...(input.table ? { table: input.table } : {}) },
            extra,
          ),
        ),
    );
    server.registerTool(
      "answer",
      {
        title: "Answer the planner's question",
        description:
          'Answer the clarification a plan, run or earlier answer asked (status "clarification"), by its runId: an option number or label, a column name, or your own words. Then the question is planned again with what the answer settled and run (then: "run", the default) or only planned (then: "plan"; call answer again with then: "run" and no answer to run that plan). The result may be another clarification.',
        inputSchema: z
          .object({
            runId: z.string().min(1).describe("The runId of the clarification"),
            answer: z
              .string()
              .min(1)
              .optional()
              .describe("An option number (1 = the first) or label, a column name, or your own words; required while the question is open"),
            then: z.enum(["run", "plan"]).default("run").describe("Run the question once answered (default), or only plan it"),
          })
          .strict(),
        outputSchema: AnswerOutput,
        annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
      },
      (input, extra) =>
        respond(async () => {
          const record = await openQuestion(input.runId);
          if (record.clarification && input.answer === undefined) {
            throw new ModularPlannerError("configuration-invalid", `Run ${input.runId} asks: ${record.clarification.question}`, {
              hint: `Give an answer: ${record.clarification.options.map((option, index) => `${index + 1} = ${option.label}`).join(", ") || "your own words"}.`,
              details: { input: true },
            });
          }
          if (!record.clarification && input.answer !== undefined) {
            throw new ModularPlannerError("configuration-invalid", `Run ${input.runId} has no open question: it was answered and planned`, {
              hint: 'Call answer with { "runId", "then": "run" } and no answer to run it.',
              details: { input: true },
            });
          }
          const base: PlanInput = {
            question: record.question,
            data: resolveRequestData(record.data, dataRoots),
            resume: { record, ...(input.answer !== undefined ? { answer: input.answer } : {}) },
            ...(record.session ? { session: record.session } : {}),
            ...(record.table ? { table: record.table } : {}),
          };
          if (input.then === "run") return planAndRun({ ...base, consume: true }, extra);
          const question = await plan({ ...base, consume: false }, extra.signal);
          await question.close();
          return planResult(question);
        }),
    );
    server.registerTool(
      "runs",
      {
        title: "List or show runs",
        description:
          "Without runId: the stored runs, newest first (runId, status, updatedAt). With runId: that run's status, plan steps, finished and failed steps, and its answer table when it finished.",
        inputSchema: z
          .object({
            runId: z.string().min(1).optional().describe("The run to show; omit it to list runs"),
            limit: z.number().int().min(1).max(1000).default(20).describe("How many runs to list (newest first)"),
          })
          .strict(),
        outputSchema: RunsOutput,
        annotations: { readOnlyHint: true, openWorldHint: false },
      },
      (input) =>
        respond(async () => {
          const opened = await openSqliteForReading(config);
          if (!opened)
            throw new ConfigurationError("Run records are only in out/<run-id>/run.jsonl: the config sets store.kind: jsonl", {
              setting: "store.kind",
              hint: "Set store: { kind: sqlite } (or { kind: postgres, url }) to keep runs in a store that the runs tool can read.",
            });
          if (!opened.store) {
            if (input.runId)
              throw new ModularPlannerError("store-failed", `No run "${input.runId}": no run has been stored yet`, {
                hint: "Runs are stored by the run tool (and `modular-planner run`) in the folder the server runs in.",
                details: { input: true },
              });
            return result({ status: "listed", runs: [], total: 0, store: opened.path }, "No runs stored yet.");
          }
          const store = opened.store;
          try {
            if (!input.runId) {
              // The fields the tool's output schema lists (a store may say more: who asked, and what).
              const rows = (await store.runs.listRuns()).map(({ runId, planId, status, updatedAt }) => ({ runId, planId, status, updatedAt }));
              const shown = rows.slice(0, input.limit);
              return result(
                { status: "listed", runs: shown, total: rows.length, store: opened.path },
                `${rows.length} run${rows.length === 1 ? "" : "s"}${rows.length > shown.length ? ` (the newest ${shown.length} shown)` : ""}.`,
              );
            }
            const record = await store.runs.loadRun(input.runId);
            if (!record)
              throw new ModularPlannerError("store-failed", `No run "${input.runId}" in ${opened.path}`, {
                hint: "List the stored runs with the runs tool and no runId.",
                details: { input: true },
              });
            const { summarizeRun } = await import("@modular-planner/executor");
            const steps = ((record.plan as { steps?: { id: string; tool: string }[] } | null)?.steps ?? []).map((step) => ({ id: step.id, tool: step.tool }));
            const run = {
              runId: record.runId,
              status: record.status,
              planId: record.planId,
              createdAt: record.createdAt,
              updatedAt: record.updatedAt,
              steps,
              ...summarizeRun(record),
              events: record.events.length,
            };
            // The answer is in the run's result.json (written when the run ends), not in the record.
            const resultFile = join(resolve(config.output.dir), record.runId, "result.json");
            const saved = existsSync(resultFile) ? (JSON.parse(await readFile(resultFile, "utf8")) as Partial<RunSummary>) : undefined;
            const structured: Structured = {
              status: "found",
              run,
              ...(saved?.answer ? { answer: saved.answer } : {}),
              ...(saved?.report ? { report: saved.report } : {}),
            };
            return result(
              structured,
              `Run ${record.runId}: ${record.status}; steps: ${steps.map((step) => step.tool).join(" → ") || "none"}${saved?.answer ? `\nAnswer: ${saved.answer.text}` : ""}`,
            );
          } finally {
            await store.close();
          }
        }),
    );
  };

  return {
    server() {
      const server = new McpServer(
        { name: "modular-planner", version: options.version },
        {
          instructions:
            'Modular Planner answers questions about data files (CSV, Parquet, JSON, SQLite, DuckDB) offline: "run" plans and runs a question and returns the answer table; "plan" returns the verified plan only; when a result has status "clarification", ask the user and call "answer"; "runs" lists or shows stored runs.',
        },
      );
      register(server);
      return server;
    },
    close: () => runtime.close(),
  };
}

async function readBody(request: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/json") throw new HttpError(415, `Content-Type must be application/json (got "${type || "none"}")`);
  if (Number(request.headers["content-length"] ?? 0) > maxBytes)
    throw new HttpError(413, `Body larger than ${maxBytes} bytes (serve.maxBodyBytes)`, { connection: "close" });
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw new HttpError(413, `Body larger than ${maxBytes} bytes (serve.maxBodyBytes)`, { connection: "close" });
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, "Malformed JSON body: send a JSON-RPC message");
  }
}

/** An HTTP error as a JSON-RPC error (what an MCP client reads), with the status and headers of the refusal. */
function sendError(response: ServerResponse, error: unknown): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  const status = error instanceof HttpError ? error.status : 500;
  const message = error instanceof HttpError ? error.message : describeToolError(error).message;
  response.writeHead(status, { ...(error instanceof HttpError ? error.headers : {}), "content-type": "application/json" });
  response.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

/**
 * Streamable HTTP at `/mcp`, stateless (a new MCP server and transport per POST, sharing the tools'
 * runtime and limits): no session to keep or expire. Every request passes `serve`'s checks first
 * (Host and Origin, then the bearer token when one is set), and bodies are JSON up to `serve.maxBodyBytes`.
 */
export function createMcpHttpServer(tools: PlannerTools, security: ServeSecurity, limits: { maxBodyBytes: number; receiveTimeoutMs: number }): Server {
  const { maxBodyBytes, receiveTimeoutMs } = limits;
  // As for serve: a client that sends its request slowly is cut off (408); a long answer stream is not limited.
  return createServer(
    { requestTimeout: receiveTimeoutMs, headersTimeout: receiveTimeoutMs, connectionsCheckingInterval: Math.min(1000, receiveTimeoutMs) },
    async (request, response) => {
      try {
        checkRequest(request, security);
        const url = new URL(request.url ?? "/", "http://localhost");
        if (url.pathname !== "/mcp") throw new HttpError(404, `No route ${request.method} ${url.pathname}: the MCP endpoint is POST /mcp`);
        // Stateless: no server-sent stream to open with GET and no session to end with DELETE.
        if (request.method !== "POST")
          throw new HttpError(405, `${request.method} /mcp is not served: this server is stateless, send JSON-RPC with POST /mcp`, { allow: "POST" });
        const body = await readBody(request, maxBodyBytes);
        const server = tools.server();
        const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
        response.on("close", () => {
          void transport.close();
          void server.close();
        });
        await server.connect(transport);
        await transport.handleRequest(request, response, body);
      } catch (error) {
        sendError(response, error);
      }
    },
  );
}
