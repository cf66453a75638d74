import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { CancelledError, type RunEvent } from "@modular-planner/core";
import { formatError, isModularPlannerError } from "@modular-planner/kit";
import type { z } from "zod";
import type { CliConfig } from "./config.js";
import { exitCodeFor } from "./context.js";
import { EXIT } from "./exit-codes.js";
import { assertQuestionLength, QuestionTooLongError } from "./question-limit.js";
import { assertJsonBody, checkRequest, HttpError, resolveRequestData, type ServeSecurity } from "./serve-security.js";
import { createApiSessions, ownerOf } from "./api-sessions.js";
import { createClarificationStore, publicClarification, type Clarification } from "./clarifications.js";
import { sharedRuntime } from "./runtime.js";
import { ConcurrencyLimiter, type ServeLimits } from "./serve-limits.js";
import { consoleFile, CONSOLE_CONTENT_SECURITY_POLICY, type ConsolePath } from "@modular-planner/console";
import { createInMemoryApprovalQueue, type InMemoryApprovalQueue } from "@modular-planner/executor";
import type { Plan } from "@modular-planner/core";
import { listDataFiles, listRunFiles, readRunFile, runGraphSvg } from "./serve-console.js";
import {
  AnswerSchema,
  ApprovalSchema,
  cliVersion,
  DEFAULT_HINTS,
  ListGraphsQuerySchema,
  ListRunsQuerySchema,
  matchRoute,
  openApiDocument,
  RequestSchema,
  type RunListItemSchema,
  type ApiErrorCode,
  type OperationId,
} from "./serve-api.js";
import { newRunId, planQuestion, runPlanned, SESSIONS_DIR, type PlannedQuestion, type RunSummary } from "./service.js";
import { redactorFor, type Redactor } from "./redact.js";
import { resumeRecordOf } from "./resume.js";
import type { RunDispatcher } from "./queue/dispatch.js";
import { CLI_CALLER } from "./callers.js";
import { planGoal, type PlannedGoal } from "./intents.js";
import { assertRunnable, ClarificationNeededError, goalClarification, goalUnderstanding, openValue, runGoal, valueOf } from "./serve-goals.js";
import { callerOfGraph, createRunHistory, storedRunState } from "./serve-history.js";

export interface RunState {
  events: RunEvent[];
  status: "running" | "finished" | "failed";
  summary?: RunSummary;
  error?: string;
  listeners: Set<(event: RunEvent | "end") => void>;
  /** Who started it (`ownerOf` the request's token): only they list, follow or cancel it. */
  owner: string;
  /** Order of start, for listing newest first and paging. */
  seq: number;
  createdAt: string;
  /** Aborted by POST /runs/:id/cancel. */
  controller: AbortController;
  /** Resolves once the run has ended (summary or error set). */
  ended: Promise<void>;
  /** The question and the plan as run (secrets of the question removed), and the folder it writes. */
  question: string;
  plan: Plan;
  outDir: string;
  /** Where its risky steps wait for POST /runs/:id/approvals/:step. */
  approvals: InMemoryApprovalQueue;
  /** Read from the runs store (an earlier process, or the CLI): replayed, never followed live. */
  stored?: true;
  /** Who started it: over the API (this token), the CLI, or not recorded. */
  startedBy: "api" | "cli" | "unknown";
}

/** What a route handler gets. */
interface Call {
  request: IncomingMessage;
  response: ServerResponse;
  cors: Record<string, string>;
  url: URL;
  params: Record<string, string>;
  /** The request's deadline, or its client gone. */
  deadline: AbortSignal;
  /** Set once the question is read: what the answer and any error body go through (secrets typed in the question removed). */
  secrets: { redactor?: Redactor };
}

const issuesOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ");

/** A page's cursor: the (time, id) of the last item of the previous page, so later pages are not shifted by new items. */
const encodeCursor = (last: [string, string]) => Buffer.from(JSON.stringify(last)).toString("base64url");
function decodeCursor(cursor: string): [string, string] {
  let after: unknown;
  try {
    after = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    after = undefined;
  }
  if (!Array.isArray(after) || after.length !== 2 || !after.every((part) => typeof part === "string")) {
    throw new HttpError(
      400,
      `Invalid query: cursor "${cursor}" is not one this server gave`,
      {},
      { hint: "Send the nextCursor of the previous page, or no cursor for the first page." },
    );
  }
  return after as [string, string];
}

/** A run's state as GET /runs/:id answers it with Accept: application/json. */
const stateOf = (state: RunState) => ({ status: state.status, summary: state.summary, error: state.error, events: state.events.length });

async function readJson<Schema extends z.ZodTypeAny = typeof RequestSchema>(
  request: IncomingMessage,
  maxBytes: number,
  schema: Schema = RequestSchema as unknown as Schema,
): Promise<z.infer<Schema>> {
  assertJsonBody(request);
  const tooLarge = () => new HttpError(413, `Body larger than ${maxBytes} bytes (serve.maxBodyBytes, --max-body-bytes)`, { connection: "close" });
  // A declared length over the limit is refused before a byte of the body is read.
  if (Number(request.headers["content-length"] ?? 0) > maxBytes) throw tooLarge();
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, 'Malformed JSON body; send {"question": "...", "data": "path/to/file.csv"}');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Invalid body: ${issuesOf(parsed.error)}`);
  return parsed.data as z.infer<Schema>;
}

/** A body that is not JSON (the console's files, a run's files), never sniffed as another type. */
function sendRaw(response: ServerResponse, body: Buffer | string, contentType: string, headers: Record<string, string> = {}): void {
  response.writeHead(200, { ...headers, "content-type": contentType, "x-content-type-options": "nosniff", "cache-control": "no-cache" });
  response.end(body);
}

/** The console's page and files, under the policy that allows only this server. */
async function sendConsole(response: ServerResponse, path: ConsolePath, cors: Record<string, string>): Promise<void> {
  const { body, contentType } = await consoleFile(path);
  sendRaw(response, body, contentType, {
    ...cors,
    "content-security-policy": CONSOLE_CONTENT_SECURITY_POLICY,
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
  });
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { ...headers, "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

function errorStatus(error: unknown): number {
  if (error instanceof HttpError) return error.status;
  if (error instanceof QuestionTooLongError) return 413;
  const code = exitCodeFor(error);
  return code === EXIT.clarification ? 422 : code === EXIT.refused ? 403 : code === EXIT.input ? 400 : 500;
}

function errorCode(error: unknown, status: number): ApiErrorCode {
  if (error instanceof HttpError) return error.code;
  if (error instanceof QuestionTooLongError) return "question_too_long";
  return status === 422 ? "clarification_needed" : status === 403 ? "refused" : status === 400 ? "bad_request" : "internal";
}

/**
 * The JSON of every error: `code` (stable, `API_ERROR_CODES`), `message`, `hint`, and `error` (the
 * message as the CLI prints it, kept for earlier clients), with a clarification's question and the
 * route when the error carries them.
 */
function errorBody(error: unknown): Record<string, unknown> {
  const status = errorStatus(error);
  const code = errorCode(error, status);
  const own = error instanceof HttpError || isModularPlannerError(error) ? error.hint : undefined;
  return {
    code,
    message: error instanceof Error ? error.message : String(error),
    hint: own ?? DEFAULT_HINTS[code],
    error: error instanceof HttpError ? error.message : formatError(error),
    ...(isModularPlannerError(error) && error.code === "clarification-needed"
      ? { clarification: publicClarification(error.details.clarification as Clarification) }
      : {}),
    ...(isModularPlannerError(error) && typeof error.details.runId === "string"
      ? { runId: error.details.runId, answer: `/runs/${error.details.runId}/answer` }
      : {}),
    ...(isModularPlannerError(error) && typeof error.details.graphId === "string" && error.code === "clarification-needed"
      ? { graphId: error.details.graphId, answer: `/graphs/${error.details.graphId}/answer` }
      : {}),
    ...(isModularPlannerError(error) && error.details.route ? { route: error.details.route } : {}),
  };
}

/** Rejects when `signal` aborts (the request's deadline, or its client gone). */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

/** For tests: what runs a planned question (default `runPlanned`). */
export interface ApiServerOptions {
  runPlanned?: typeof runPlanned;
  /** `serve --queue`: runs go to workers through Redis (queue/dispatch.ts) instead of running here. */
  queue?: RunDispatcher;
}

/**
 * The HTTP API, route by route in `API_ROUTES` (serve-api.ts, also the OpenAPI document at
 * `GET /openapi.json`): `POST /plan` and `POST /runs` take `{ question, data, session?, table? }`;
 * `POST /sessions` starts a session owned by the caller's token; `GET /runs` lists the caller's runs;
 * `GET /runs/:id` streams the run's events as server-sent events (past events first, then live,
 * ending with `run-finish`), or returns the summary as JSON with `Accept: application/json`;
 * `POST /runs/:id/cancel` aborts a running run; `GET /health` answers without a token.
 *
 * Every request passes `checkRequest` first (Host, Origin, then the bearer token when one is
 * set); bodies are JSON only, up to `limits.maxBodyBytes`; `data` must resolve into a data root
 * (`resolveRequestData`). Planning runs `limits.maxConcurrent` at a time with a bounded queue
 * (429 beyond it), each request within `limits.requestTimeoutMs` (503 beyond it); runs execute
 * `limits.maxRuns` at a time. One runtime (registry, indexes) serves every request. Every error
 * is JSON with `code`, `message` and `hint` (`errorBody`).
 */
export function createApiServer(config: CliConfig, security: ServeSecurity, limits: ServeLimits, options: ApiServerOptions = {}): Server {
  const run = options.runPlanned ?? runPlanned;
  const runs = new Map<string, RunState>();
  let sequence = 0;
  const planning = new ConcurrencyLimiter(limits.maxConcurrent, limits.maxQueue, "requests");
  const executing = new ConcurrencyLimiter(limits.maxRuns, 0, "runs");
  const sessions = createApiSessions(resolve(SESSIONS_DIR), config);
  // Every request that passed checkRequest carries this token; what it asks belongs to it.
  const owner = ownerOf(security.token);
  const runtime = sharedRuntime(config);
  const history = createRunHistory(config);
  /** Who started a stored run, as this caller sees it; undefined: another token's run, never shown. */
  const startedByOf = (caller: string | undefined): RunState["startedBy"] | undefined =>
    caller === undefined ? "unknown" : caller === CLI_CALLER ? "cli" : caller === owner ? "api" : undefined;
  /** A checked body: the question within the length limit, the data file as a real path inside a data root, a session the caller owns. */
  const readRequest = async (request: IncomingMessage) => {
    const body = await readJson(request, limits.maxBodyBytes);
    assertQuestionLength(body.question, config.limits.maxQuestionChars);
    if (body.session !== undefined && !(await sessions.owns(body.session, security.token))) {
      throw new HttpError(404, `No session "${body.session}" for this caller; start one with POST /sessions and send the id it returns`);
    }
    return { ...body, data: body.data === undefined ? undefined : resolveRequestData(body.data, security.dataRoots) };
  };
  /**
   * Plans in a planning slot, within the request's deadline. The slot is held until the planning really
   * ends, even when the answer was already a 503, so the cap bounds the work done; whatever a planning
   * that came too late gives is closed unseen.
   */
  const inPlanningSlot = async <T extends { close(): Promise<unknown> }>(signal: AbortSignal, plan: () => Promise<T>): Promise<T> => {
    const release = await planning.acquire(signal);
    const task = (async () => {
      try {
        return await plan();
      } finally {
        release();
      }
    })();
    try {
      return await Promise.race([task, aborted(signal)]);
    } catch (error) {
      void task.then((planned) => planned.close()).catch(() => undefined);
      throw error;
    }
  };
  /** Plans a goal over the tool catalog in a planning slot (as `planLimited`); a planner question becomes the API's 422. */
  const planGoalLimited = async (input: { goal?: string; resume?: { graphId: string; answer?: string } }, signal: AbortSignal): Promise<PlannedGoal> => {
    try {
      return await inPlanningSlot(signal, () => planGoal({ ...input, config, caller: owner }));
    } catch (error) {
      throw error instanceof ClarificationNeededError ? goalClarification(error) : error;
    }
  };
  /** The ask-user values given so far to goals waiting for one (by graph id), until their run starts. */
  const goalValues = new Map<string, { goal: string; values: Record<string, unknown>; asking: string }>();
  /**
   * Plans a goal (or continues its graph), then runs it in the background when its tool steps are MCP
   * tools and every ask-user value is known; otherwise the value is asked as a 422. Runs in this
   * process, also with `serve --queue`.
   */
  const startGoal = async (
    input: { goal: string; resume?: { graphId: string; answer?: string }; values: Record<string, unknown> },
    signal: AbortSignal,
    started: number,
  ): Promise<string> => {
    const releaseRun = await executing.acquire();
    let planned: PlannedGoal;
    try {
      planned = await planGoalLimited({ ...(input.resume ? { resume: input.resume } : { goal: input.goal }) }, signal);
    } catch (error) {
      releaseRun();
      throw error;
    }
    try {
      assertRunnable(planned);
      const asked = openValue(planned, input.values);
      if (asked) {
        goalValues.set(planned.graphId, { goal: input.goal, values: input.values, asking: String((asked.details.clarification as { phrase: string }).phrase) });
        throw asked;
      }
    } catch (error) {
      releaseRun();
      await planned.close();
      throw error;
    }
    goalValues.delete(planned.graphId);
    const runId = newRunId();
    const redactor = await redactorFor(input.goal);
    const controller = new AbortController();
    let ended!: () => void;
    const approvals = createInMemoryApprovalQueue(
      config.serve.approvalTimeoutMs > 0 ? { timeoutMs: config.serve.approvalTimeoutMs } : { decide: () => "denied" },
    );
    const state: RunState = {
      events: [],
      status: "running",
      listeners: new Set(),
      owner,
      seq: ++sequence,
      createdAt: new Date().toISOString(),
      controller,
      ended: new Promise<void>((resolve) => (ended = resolve)),
      question: redactor.text(input.goal),
      plan: redactor.json(planned.planned.plan),
      outDir: resolve(config.output.dir, runId),
      approvals,
      startedBy: "api",
    };
    runs.set(runId, state);
    const followed = follow(state, redactor);
    const running = runGoal(config, planned, {
      runId,
      goal: input.goal,
      values: input.values,
      approvals,
      signal: controller.signal,
      caller: owner,
      started,
      onEvent: followed.onEvent,
    });
    followed.settle(
      running.then((summary) => summary as unknown as RunSummary),
      { release: releaseRun, ended, close: () => void planned.close() },
    );
    return runId;
  };
  /** Plans a question in a planning slot, within the request's deadline (`inPlanningSlot`). */
  const planLimited = async (input: Omit<Parameters<typeof planQuestion>[0], "config" | "runtime">, signal: AbortSignal): Promise<PlannedQuestion> =>
    inPlanningSlot(signal, async () => planQuestion({ ...input, config, runtime: await runtime.get() }));
  /**
   * Follows a run of this process (a data question or a catalog goal) into its state: its events, secrets
   * removed, reach the listeners as they come; `settle` records how it ended, then tells run-finish (its
   * files are written by then) and "end" to the listeners.
   */
  const follow = (state: RunState, redactor: Redactor) => {
    let finish: RunEvent | undefined;
    const tell = (event: RunEvent) => {
      state.events.push(event);
      for (const listener of state.listeners) listener(event);
    };
    return {
      onEvent: (event: RunEvent) => {
        const clean = redactor.json(event);
        if (clean.type === "run-finish") finish = clean;
        else tell(clean);
      },
      settle: (running: Promise<RunSummary>, hooks: { release: () => void; ended: () => void; close: () => void }) => {
        void running
          .then((summary) => {
            state.summary = summary;
            state.status = "finished";
          })
          .catch((error: unknown) => {
            state.error = redactor.text(formatError(error));
            state.status = "failed";
          })
          .finally(() => {
            hooks.release();
            if (finish) tell(finish);
            hooks.ended();
            for (const listener of state.listeners) listener("end");
            hooks.close();
          });
      },
    };
  };
  /** The state of a run of this caller's, started now: its question and plan as shown (secrets removed). */
  const newRunState = (
    planned: PlannedQuestion,
    redactor: Redactor,
    controller: AbortController,
    ended: Promise<void>,
    approvals: InMemoryApprovalQueue,
  ): RunState => ({
    events: [],
    status: "running",
    listeners: new Set(),
    owner,
    seq: ++sequence,
    createdAt: new Date().toISOString(),
    controller,
    ended,
    question: redactor.text(planned.question),
    plan: redactor.json(planned.planned.plan),
    outDir: planned.outDir,
    approvals,
    startedBy: "api",
  });
  /** Runs a planned question in the background (its run slot released at the end); `GET /runs/:id` follows it. */
  const start = (planned: PlannedQuestion, releaseRun: () => void, started: number, redactor: Redactor): void => {
    const controller = new AbortController();
    let ended!: () => void;
    // approvalTimeoutMs 0: a risky step is denied at once, as before the console could answer.
    const approvals = createInMemoryApprovalQueue(
      config.serve.approvalTimeoutMs > 0 ? { timeoutMs: config.serve.approvalTimeoutMs } : { decide: () => "denied" },
    );
    const state = newRunState(planned, redactor, controller, new Promise<void>((resolve) => (ended = resolve)), approvals);
    runs.set(planned.runId, state);
    const followed = follow(state, redactor);
    const running = run(planned, {
      question: planned.question,
      started,
      signal: controller.signal,
      approvals,
      caller: owner,
      // The event stream, the summary and the error carry no secret typed in the question.
      onEvent: followed.onEvent,
    });
    followed.settle(
      running.then((summary) => redactor.json(summary)),
      { release: releaseRun, ended, close: () => void planned.close() },
    );
  };
  /**
   * `serve --queue`: the planned run becomes a job (its resume record, redacted) that any worker takes;
   * its state here is fed from its event stream in Redis, so listing, following and cancelling it work
   * as for a run of this process. The run slot is given back once the job is queued.
   */
  const enqueue = async (queue: RunDispatcher, planned: PlannedQuestion, releaseRun: () => void, redactor: Redactor): Promise<void> => {
    const controller = new AbortController();
    let ended!: () => void;
    // A queued run's approvals are answered through its job (decideApproval), never in this process.
    const state = newRunState(
      planned,
      redactor,
      controller,
      new Promise<void>((resolve) => (ended = resolve)),
      createInMemoryApprovalQueue({ decide: () => "denied" }),
    );
    try {
      await queue.enqueue(
        { resume: resumeRecordOf(planned, planned.question, redactor), owner },
        {
          onEvent: (event) => {
            state.events.push(event);
            for (const listener of state.listeners) listener(event);
          },
          onEnd: (outcome) => {
            if (outcome.summary) state.summary = outcome.summary as RunSummary;
            if (outcome.error) state.error = outcome.error;
            state.status = outcome.status;
            ended();
            for (const listener of state.listeners) listener("end");
          },
        },
      );
      runs.set(planned.runId, state);
    } finally {
      releaseRun();
      void planned.close();
    }
  };
  /** Plans in a planning slot after taking a run slot (429 at once when none is free), then starts the run. */
  const planAndStart = async (
    input: Omit<Parameters<typeof planQuestion>[0], "config" | "runtime">,
    signal: AbortSignal,
    started: number,
  ): Promise<PlannedQuestion> => {
    const releaseRun = await executing.acquire();
    let planned: PlannedQuestion;
    try {
      planned = await planLimited(input, signal);
    } catch (error) {
      releaseRun();
      throw error;
    }
    const redactor = await redactorFor([input.question, input.resume?.answer ?? ""].join("\n"));
    if (options.queue) await enqueue(options.queue, planned, releaseRun, redactor);
    else start(planned, releaseRun, started, redactor);
    return planned;
  };
  /** One handler per route of `API_ROUTES` (the type makes the two lists the same). */
  const handlers: Record<OperationId, (call: Call) => Promise<void>> = {
    getConsole: async ({ response, cors }) => sendConsole(response, "/", cors),
    getConsoleScript: async ({ response, cors }) => sendConsole(response, "/console.js", cors),
    getConsoleStyle: async ({ response, cors }) => sendConsole(response, "/console.css", cors),
    getConsoleChart: async ({ response, cors }) => sendConsole(response, "/chart.js", cors),
    listDataFiles: async ({ response, cors }) => send(response, 200, await listDataFiles(security.dataRoots), cors),
    getRunGraph: async ({ response, cors, params }) => sendRaw(response, runGraphSvg((await ownRun(params.id!)).plan), "image/svg+xml", cors),
    listRunFiles: async ({ response, cors, params }) => send(response, 200, { files: await listRunFiles((await ownRun(params.id!)).outDir) }, cors),
    getRunFile: async ({ response, cors, params }) => {
      const file = await readRunFile((await ownRun(params.id!)).outDir, params.name!);
      sendRaw(response, file.body, file.contentType, {
        ...cors,
        "content-disposition": `attachment; filename="${params.name!}"`,
        "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      });
    },
    decideApproval: async ({ request, response, cors, params }) => {
      const { decision } = await readJson(request, limits.maxBodyBytes, ApprovalSchema);
      const state = await ownRun(params.id!);
      const decided = decision === "approve" ? "approved" : "denied";
      if (options.queue) {
        // A queued run's step waiting for an approval (queue.approvalEffects): the answer puts its job back in the queue.
        const answered = await options.queue.answerApproval(params.id!, params.step!, decided);
        if (!answered)
          throw new HttpError(
            404,
            `No step ${params.step} of run ${params.id} waits for an approval`,
            {},
            { hint: "Answer a step after its tool-approval-request event (GET /runs/{id} streams them)." },
          );
        send(response, 202, { runId: params.id, stepId: params.step, decision: decided, events: `/runs/${params.id}` }, cors);
        return;
      }
      if (!state.approvals.pending.some((pending) => pending.step.id === params.step)) {
        throw new HttpError(
          404,
          `Run ${params.id} has no step "${params.step}" waiting for approval`,
          {},
          { hint: "Decide a step after its tool-approval-request event and before its tool-approval-response (GET /runs/{id} streams them)." },
        );
      }
      if (decision === "approve") state.approvals.approve(params.step!);
      else state.approvals.deny(params.step!);
      send(response, 200, { runId: params.id, stepId: params.step, decision: decision === "approve" ? "approved" : "denied" }, cors);
    },
    getHealth: async ({ response, cors }) => send(response, 200, { status: "ok", version: cliVersion() }, cors),
    getOpenApi: async ({ response, cors }) => send(response, 200, (document ??= openApiDocument()), cors),
    createSession: async ({ response, cors }) => send(response, 201, { session: await sessions.create(security.token) }, cors),
    plan: async ({ request, response, cors, deadline, secrets }) => {
      const body = await readRequest(request);
      secrets.redactor = await redactorFor(body.question);
      if (body.data === undefined) {
        const goal = await planGoalLimited({ goal: body.question }, deadline);
        try {
          send(
            response,
            200,
            secrets.redactor.json({
              graphId: goal.graphId,
              route: goalUnderstanding(goal),
              plan: goal.planned.plan,
              requirements: goal.planned.requirements ?? {},
              report: goal.planned.report,
            }),
            cors,
          );
        } finally {
          await goal.close();
        }
        return;
      }
      const planned = await planLimited(
        { question: body.question, data: body.data!, owner, ...(body.session ? { session: body.session } : {}), ...(body.table ? { table: body.table } : {}) },
        deadline,
      );
      await planned.close();
      send(
        response,
        200,
        secrets.redactor.json({ route: planned.route, plan: planned.planned.plan, requirements: planned.planned.requirements, report: planned.planned.report }),
        cors,
      );
    },
    listRuns: async ({ response, cors, url }) => {
      const parsed = ListRunsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) throw new HttpError(400, `Invalid query: ${issuesOf(parsed.error)}`);
      const { limit, cursor, q, startedBy } = parsed.data;
      // The cursor is the (start time, run id) of the last run of the previous page: later pages are not shifted by new runs.
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const items = new Map<string, z.infer<typeof RunListItemSchema>>();
      for (const [runId, state] of runs) {
        if (state.owner !== owner || state.stored) continue;
        items.set(runId, {
          runId,
          question: state.question,
          status: state.status,
          ...(state.summary ? { outcome: state.summary.status } : {}),
          createdAt: state.createdAt,
          startedBy: "api",
          live: true,
          events: state.events.length,
        });
      }
      for (const listed of await history.list()) {
        const by = startedByOf(listed.caller);
        if (items.has(listed.runId) || !by) continue;
        const ended = listed.status !== "running";
        items.set(listed.runId, {
          runId: listed.runId,
          question: listed.request ?? listed.planId,
          status: ended ? "finished" : "running",
          ...(ended ? { outcome: listed.status as RunSummary["status"] } : {}),
          createdAt: listed.createdAt ?? listed.updatedAt,
          startedBy: by,
          live: false,
        });
      }
      const needle = q?.toLowerCase();
      const newestFirst = (a: { createdAt: string; runId: string }, b: { createdAt: string; runId: string }) =>
        b.createdAt.localeCompare(a.createdAt) || b.runId.localeCompare(a.runId);
      const mine = [...items.values()]
        .filter(
          (item) =>
            (!startedBy || item.startedBy === startedBy) &&
            (!needle || [item.question, item.runId, item.status, item.outcome ?? ""].some((text) => text.toLowerCase().includes(needle))),
        )
        .filter((item) => !after || newestFirst(item, { createdAt: after[0], runId: after[1] }) > 0)
        .sort(newestFirst);
      const page = mine.slice(0, limit);
      const last = page.at(-1);
      send(response, 200, { runs: page, nextCursor: mine.length > limit && last ? encodeCursor([last.createdAt, last.runId]) : null }, cors);
    },
    listGraphs: async ({ response, cors, url }) => {
      const parsed = ListGraphsQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) throw new HttpError(400, `Invalid query: ${issuesOf(parsed.error)}`);
      const { limit, cursor, q } = parsed.data;
      const after = cursor === undefined ? undefined : decodeCursor(cursor);
      const needle = q?.toLowerCase();
      const newestFirst = (a: { updatedAt: string; graphId: string }, b: { updatedAt: string; graphId: string }) =>
        b.updatedAt.localeCompare(a.updatedAt) || b.graphId.localeCompare(a.graphId);
      const mine = (await history.graphs())
        .flatMap((graph) => {
          const by = startedByOf(callerOfGraph(graph));
          const root = graph.nodes.find((node) => node.id === graph.rootId);
          return by
            ? [
                {
                  graphId: graph.id,
                  goal: graph.goal.text,
                  status: root?.status ?? "pending",
                  nodes: graph.nodes.length,
                  updatedAt: graph.updatedAt,
                  startedBy: by,
                },
              ]
            : [];
        })
        .filter((item) => !needle || [item.goal, item.graphId, item.status].some((text) => text.toLowerCase().includes(needle)))
        .filter((item) => !after || newestFirst(item, { updatedAt: after[0], graphId: after[1] }) > 0)
        .sort(newestFirst);
      const page = mine.slice(0, limit);
      const last = page.at(-1);
      send(response, 200, { graphs: page, nextCursor: mine.length > limit && last ? encodeCursor([last.updatedAt, last.graphId]) : null }, cors);
    },
    answerGoal: async ({ request, response, cors, deadline, params, secrets }) => {
      const started = performance.now();
      const { answer } = await readJson(request, limits.maxBodyBytes, AnswerSchema);
      assertQuestionLength(answer, config.limits.maxQuestionChars);
      secrets.redactor = await redactorFor(answer);
      const graph = await history.graph(params.graphId!);
      if (!graph || !startedByOf(callerOfGraph(graph)))
        throw new HttpError(404, `No intent graph ${params.graphId}`, {}, { hint: "Answer the graphId of a 422 about a goal (GET /graphs lists yours)." });
      // A value an ask-user step waits for is the answer itself; otherwise the answer goes to the planner's question.
      const waiting = goalValues.get(graph.id);
      const runId = waiting
        ? await startGoal(
            { goal: waiting.goal, resume: { graphId: graph.id }, values: { ...waiting.values, [waiting.asking]: valueOf(answer) } },
            deadline,
            started,
          )
        : await startGoal({ goal: graph.goal.text, resume: { graphId: graph.id, answer }, values: {} }, deadline, started);
      send(response, 202, { runId, events: `/runs/${runId}` }, cors);
    },
    getGraph: async ({ response, cors, params }) => {
      const graph = await history.graph(params.graphId!);
      const by = graph && startedByOf(callerOfGraph(graph));
      if (!graph || !by) throw new HttpError(404, `No intent graph ${params.graphId}`, {}, { hint: "GET /graphs lists the graphs you may open." });
      send(response, 200, { graphId: graph.id, startedBy: by, graph }, cors);
    },
    startRun: async ({ request, response, cors, deadline, secrets }) => {
      // durationMs in the summary counts from the request, as `run` counts from the command.
      const started = performance.now();
      const body = await readRequest(request);
      secrets.redactor = await redactorFor(body.question);
      if (body.data === undefined) {
        const runId = await startGoal({ goal: body.question, values: {} }, deadline, started);
        send(response, 202, { runId, events: `/runs/${runId}` }, cors);
        return;
      }
      // A run slot first (inside planAndStart): when every one is taken the answer is 429 at once, before any planning.
      const runId = newRunId();
      await planAndStart(
        {
          question: body.question,
          data: body.data,
          runId,
          owner,
          ...(body.session ? { session: body.session } : {}),
          ...(body.table ? { table: body.table } : {}),
        },
        deadline,
        started,
      );
      send(response, 202, { runId, events: `/runs/${runId}` }, cors);
    },
    getRun: async ({ request, response, cors, params }) => {
      const state = await ownRun(params.id!);
      if ((request.headers.accept ?? "").includes("application/json")) {
        send(response, 200, stateOf(state), cors);
        return;
      }
      response.writeHead(200, { ...cors, "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      const write = (event: RunEvent) => response.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      for (const event of state.events) write(event);
      if (state.status !== "running") {
        response.end();
        return;
      }
      const listener = (event: RunEvent | "end") => (event === "end" ? response.end() : write(event));
      state.listeners.add(listener);
      // A client that goes away stops receiving; the run itself goes on.
      request.on("close", () => state.listeners.delete(listener));
    },
    // The answer to a run's clarification (422): plans the question again with it, and runs it or asks the next question.
    answerRun: async ({ request, response, cors, deadline, params, secrets }) => {
      const started = performance.now();
      const { answer } = await readJson(request, limits.maxBodyBytes, AnswerSchema);
      assertQuestionLength(answer, config.limits.maxQuestionChars);
      secrets.redactor = await redactorFor(answer);
      const record = await createClarificationStore(undefined, { maxAgeDays: config.limits.clarificationMaxAgeDays, config }).load(params.id!);
      if (record) secrets.redactor = await redactorFor([record.question, answer].join("\n"));
      // Another caller's question (or one asked by the CLI) is the same 404 as an unknown run: its id reveals nothing.
      if (!record?.clarification || record.owner !== owner) throw new HttpError(404, `No open question of run ${params.id}`);
      const planned = await planAndStart(
        {
          question: record.question,
          data: resolveRequestData(record.data, security.dataRoots),
          owner,
          resume: { record, answer },
          consume: true,
          ...(record.session ? { session: record.session } : {}),
          ...(record.table ? { table: record.table } : {}),
        },
        deadline,
        started,
      );
      send(response, 202, { runId: planned.runId, events: `/runs/${planned.runId}` }, cors);
    },
    // Aborts the run (its steps in progress end cancelled, the finished ones stay recorded) and answers once it has ended.
    cancelRun: async ({ response, cors, deadline, params }) => {
      const state = await ownRun(params.id!);
      if (state.stored && state.status === "running")
        throw new HttpError(
          409,
          `Run ${params.id} is running in another process (the CLI, or another server); it cannot be cancelled from here`,
          {},
          { hint: "Stop it where it runs (Ctrl-C, SIGTERM); its record then says interrupted." },
        );
      if (state.status !== "running")
        throw new HttpError(409, `Run ${params.id} has already ended (${state.summary?.status ?? state.status}); there is nothing to cancel`);
      if (options.queue) await options.queue.cancel(params.id!);
      else state.controller.abort(new CancelledError(`The run was cancelled (POST /runs/${params.id}/cancel)`));
      await Promise.race([state.ended, aborted(deadline)]);
      send(response, 200, { runId: params.id, ...stateOf(state) }, cors);
    },
  };
  /**
   * A run of this caller: one of this process, or one of the runs store the caller may see (an
   * earlier process with the same token, the CLI, or a record that does not say); another caller's
   * run is the same 404 as an unknown one.
   */
  const ownRun = async (id: string): Promise<RunState> => {
    const state = runs.get(id);
    if (state) {
      if (state.owner !== owner) throw new HttpError(404, `No run ${id}`);
      return state;
    }
    const record = await history.load(id);
    const by = record && startedByOf(record.caller);
    if (!record || !by) throw new HttpError(404, `No run ${id}`);
    return storedRunState(record, by, resolve(config.output.dir, id));
  };
  let document: Record<string, unknown> | undefined;
  const server = createServer(
    { requestTimeout: limits.receiveTimeoutMs, headersTimeout: limits.receiveTimeoutMs, connectionsCheckingInterval: Math.min(1000, limits.receiveTimeoutMs) },
    async (request, response) => {
      let cors: Record<string, string> = {};
      const secrets: Call["secrets"] = {};
      const deadline = new AbortController();
      const timer = setTimeout(() => {
        const seconds = planning.retryAfterSeconds();
        deadline.abort(
          new HttpError(
            503,
            `The request did not finish within ${limits.requestTimeoutMs} ms (serve.requestTimeoutMs, --request-timeout); the server is busy or the question slow: retry in ${seconds} s`,
            { "retry-after": String(seconds) },
          ),
        );
      }, limits.requestTimeoutMs);
      // A client that hangs up gives its place in the queue up.
      response.on("close", () => {
        clearTimeout(timer);
        if (!response.writableFinished) deadline.abort(new HttpError(499, "The client closed the connection"));
      });
      try {
        const url = new URL(request.url ?? "/", "http://localhost");
        const found = matchRoute(request.method ?? "GET", url.pathname);
        cors = checkRequest(request, security, "route" in found && !found.route.auth);
        if (request.method === "OPTIONS" && cors["access-control-allow-origin"]) {
          response.writeHead(204, {
            ...cors,
            "access-control-allow-methods": "GET, POST",
            "access-control-allow-headers": "authorization, content-type",
            "access-control-max-age": "600",
          });
          response.end();
          return;
        }
        if (!("route" in found)) {
          if (found.allowed.length > 0)
            throw new HttpError(405, `${request.method} is not served on ${url.pathname} (it takes ${found.allowed.join(", ")})`, {
              allow: found.allowed.join(", "),
            });
          throw new HttpError(404, `No route ${request.method} ${url.pathname}`, {}, { hint: "GET /openapi.json lists every route." });
        }
        await handlers[found.route.operationId]({ request, response, cors, url, params: found.params, deadline: deadline.signal, secrets });
      } catch (error) {
        if (response.headersSent) {
          response.end();
          return;
        }
        // A clarification or a refusal quotes the question: its secrets are removed as everywhere else.
        send(response, errorStatus(error), secrets.redactor ? secrets.redactor.json(errorBody(error)) : errorBody(error), {
          ...cors,
          ...(error instanceof HttpError ? error.headers : {}),
        });
      } finally {
        clearTimeout(timer);
      }
    },
  );
  server.on("close", () => {
    void runtime.close();
    void history.close();
    void options.queue?.close();
  });
  return server;
}
