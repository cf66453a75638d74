import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { formatError, isModularPlannerError, type RunEvent } from "@modular-planner/core";
import { z } from "zod";
import type { CliConfig } from "./config.js";
import { exitCodeFor } from "./context.js";
import { EXIT } from "./exit-codes.js";
import { assertQuestionLength, QuestionTooLongError } from "./question-limit.js";
import { assertJsonBody, checkRequest, HttpError, resolveRequestData, type ServeSecurity } from "./serve-security.js";
import { createApiSessions, ownerOf } from "./api-sessions.js";
import { createClarificationStore, publicClarification, type Clarification } from "./clarifications.js";
import { createRuntime, type Runtime } from "./runtime.js";
import { ConcurrencyLimiter, type ServeLimits } from "./serve-limits.js";
import { newRunId, planQuestion, runPlanned, SESSIONS_DIR, type PlannedQuestion, type RunSummary } from "./service.js";

const RequestSchema = z.object({ question: z.string().min(1), data: z.string().min(1), session: z.string().min(1).optional(), table: z.string().min(1).optional() }).strict();
const AnswerSchema = z.object({ answer: z.string().min(1) }).strict();

interface RunState {
  events: RunEvent[];
  status: "running" | "finished" | "failed";
  summary?: RunSummary;
  error?: string;
  listeners: Set<(event: RunEvent | "end") => void>;
}

async function readJson<Schema extends z.ZodTypeAny = typeof RequestSchema>(request: IncomingMessage, maxBytes: number, schema: Schema = RequestSchema as unknown as Schema): Promise<z.infer<Schema>> {
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
  if (!parsed.success) throw new HttpError(400, `Invalid body: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`);
  return parsed.data as z.infer<Schema>;
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

/** Rejects when `signal` aborts (the request's deadline, or its client gone). */
const aborted = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });

/**
 * The HTTP API: `POST /plan` and `POST /runs` take `{ question, data, session?, table? }`; `POST /sessions`
 * starts a session owned by the caller's token; `GET /runs/:id` streams
 * the run's events as server-sent events (past events first, then live, ending with `run-finish`),
 * or returns the summary as JSON with `Accept: application/json`.
 *
 * Every request passes `checkRequest` first (Host, Origin, then the bearer token when one is
 * set); bodies are JSON only, up to `limits.maxBodyBytes`; `data` must resolve into a data root
 * (`resolveRequestData`). Planning runs `limits.maxConcurrent` at a time with a bounded queue
 * (429 beyond it), each request within `limits.requestTimeoutMs` (503 beyond it); runs execute
 * `limits.maxRuns` at a time. One runtime (registry, indexes) serves every request.
 */
export function createApiServer(config: CliConfig, security: ServeSecurity, limits: ServeLimits): Server {
  const runs = new Map<string, RunState>();
  const planning = new ConcurrencyLimiter(limits.maxConcurrent, limits.maxQueue, "requests");
  const executing = new ConcurrencyLimiter(limits.maxRuns, 0, "runs");
  const sessions = createApiSessions(resolve(SESSIONS_DIR));
  // Every request that passed checkRequest carries this token; what it asks belongs to it.
  const owner = ownerOf(security.token);
  let runtime: Promise<Runtime> | undefined;
  const sharedRuntime = () => {
    runtime ??= createRuntime(config).catch((error: unknown) => {
      runtime = undefined;
      throw error;
    });
    return runtime;
  };
  /** A checked body: the question within the length limit, the data file as a real path inside a data root, a session the caller owns. */
  const readRequest = async (request: IncomingMessage) => {
    const body = await readJson(request, limits.maxBodyBytes);
    assertQuestionLength(body.question, config.limits.maxQuestionChars);
    if (body.session !== undefined && !sessions.owns(body.session, security.token)) {
      throw new HttpError(404, `No session "${body.session}" for this caller; start one with POST /sessions and send the id it returns`);
    }
    return { ...body, data: resolveRequestData(body.data, security.dataRoots) };
  };
  /**
   * Plans a question in a planning slot, within the request's deadline. The slot is held until the
   * planning really ends, even when the answer was already a 503, so the cap bounds the work done.
   */
  const planLimited = async (input: Omit<Parameters<typeof planQuestion>[0], "config" | "runtime">, signal: AbortSignal): Promise<PlannedQuestion> => {
    const release = await planning.acquire(signal);
    const task = (async () => {
      try {
        return await planQuestion({ ...input, config, runtime: await sharedRuntime() });
      } finally {
        release();
      }
    })();
    try {
      return await Promise.race([task, aborted(signal)]);
    } catch (error) {
      // Too late: whatever the planning gives is closed unseen.
      void task.then((planned) => planned.close()).catch(() => undefined);
      throw error;
    }
  };
  /** Runs a planned question in the background (its run slot released at the end); `GET /runs/:id` follows it. */
  const start = (planned: PlannedQuestion, releaseRun: () => void, started: number): void => {
    const state: RunState = { events: [], status: "running", listeners: new Set() };
    runs.set(planned.runId, state);
    void runPlanned(planned, {
      question: planned.question,
      started,
      onEvent: (event) => {
        state.events.push(event);
        for (const listener of state.listeners) listener(event);
      },
    })
      .then((summary) => {
        state.summary = summary;
        state.status = "finished";
      })
      .catch((error: unknown) => {
        state.error = formatError(error);
        state.status = "failed";
      })
      .finally(() => {
        releaseRun();
        for (const listener of state.listeners) listener("end");
        void planned.close();
      });
  };
  /** Plans in a planning slot after taking a run slot (429 at once when none is free), then starts the run. */
  const planAndStart = async (input: Omit<Parameters<typeof planQuestion>[0], "config" | "runtime">, signal: AbortSignal, started: number): Promise<PlannedQuestion> => {
    const releaseRun = await executing.acquire();
    let planned: PlannedQuestion;
    try {
      planned = await planLimited(input, signal);
    } catch (error) {
      releaseRun();
      throw error;
    }
    start(planned, releaseRun, started);
    return planned;
  };
  const server = createServer({ requestTimeout: limits.receiveTimeoutMs, headersTimeout: limits.receiveTimeoutMs, connectionsCheckingInterval: Math.min(1000, limits.receiveTimeoutMs) }, async (request, response) => {
    let cors: Record<string, string> = {};
    const deadline = new AbortController();
    const timer = setTimeout(() => {
      const seconds = planning.retryAfterSeconds();
      deadline.abort(new HttpError(503, `The request did not finish within ${limits.requestTimeoutMs} ms (serve.requestTimeoutMs, --request-timeout); the server is busy or the question slow: retry in ${seconds} s`, { "retry-after": String(seconds) }));
    }, limits.requestTimeoutMs);
    // A client that hangs up gives its place in the queue up.
    response.on("close", () => {
      clearTimeout(timer);
      if (!response.writableFinished) deadline.abort(new HttpError(499, "The client closed the connection"));
    });
    try {
      cors = checkRequest(request, security);
      const url = new URL(request.url ?? "/", "http://localhost");
      if (request.method === "OPTIONS" && cors["access-control-allow-origin"]) {
        response.writeHead(204, { ...cors, "access-control-allow-methods": "GET, POST", "access-control-allow-headers": "authorization, content-type", "access-control-max-age": "600" });
        response.end();
        return;
      }
      if (request.method === "POST" && url.pathname === "/sessions") {
        send(response, 201, { session: await sessions.create(security.token) }, cors);
        return;
      }
      if (request.method === "POST" && url.pathname === "/plan") {
        const body = await readRequest(request);
        const planned = await planLimited({ question: body.question, data: body.data, owner, ...(body.session ? { session: body.session } : {}), ...(body.table ? { table: body.table } : {}) }, deadline.signal);
        await planned.close();
        send(response, 200, { route: planned.route, plan: planned.planned.plan, requirements: planned.planned.requirements, report: planned.planned.report }, cors);
        return;
      }
      if (request.method === "POST" && url.pathname === "/runs") {
        // durationMs in the summary counts from the request, as `run` counts from the command.
        const started = performance.now();
        const body = await readRequest(request);
        // A run slot first (inside planAndStart): when every one is taken the answer is 429 at once, before any planning.
        const runId = newRunId();
        await planAndStart({ question: body.question, data: body.data, runId, owner, ...(body.session ? { session: body.session } : {}), ...(body.table ? { table: body.table } : {}) }, deadline.signal, started);
        send(response, 202, { runId, events: `/runs/${runId}` }, cors);
        return;
      }
      // The answer to a run's clarification (422): plans the question again with it, and runs it or asks the next question.
      const answering = /^\/runs\/([\w-]+)\/answer$/.exec(url.pathname);
      if (request.method === "POST" && answering) {
        const started = performance.now();
        const { answer } = await readJson(request, limits.maxBodyBytes, AnswerSchema);
        assertQuestionLength(answer, config.limits.maxQuestionChars);
        const record = await createClarificationStore(undefined, { maxAgeDays: config.limits.clarificationMaxAgeDays }).load(answering[1]!);
        // Another caller's question (or one asked by the CLI) is the same 404 as an unknown run: its id reveals nothing.
        if (!record?.clarification || record.owner !== owner) throw new HttpError(404, `No open question of run ${answering[1]}`);
        const planned = await planAndStart({ question: record.question, data: resolveRequestData(record.data, security.dataRoots), owner, resume: { record, answer }, consume: true, ...(record.session ? { session: record.session } : {}), ...(record.table ? { table: record.table } : {}) }, deadline.signal, started);
        send(response, 202, { runId: planned.runId, events: `/runs/${planned.runId}` }, cors);
        return;
      }
      const match = /^\/runs\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "GET" && match) {
        const state = runs.get(match[1]!);
        if (!state) throw new HttpError(404, `No run ${match[1]}`);
        if ((request.headers.accept ?? "").includes("application/json")) {
          send(response, 200, { status: state.status, summary: state.summary, error: state.error, events: state.events.length }, cors);
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
        return;
      }
      throw new HttpError(404, `No route ${request.method} ${url.pathname}`);
    } catch (error) {
      if (response.headersSent) {
        response.end();
        return;
      }
      const status = errorStatus(error);
      const body = {
        error: error instanceof HttpError ? error.message : formatError(error),
        ...(isModularPlannerError(error) && error.code === "clarification-needed" ? { clarification: publicClarification(error.details.clarification as Clarification) } : {}),
        ...(isModularPlannerError(error) && typeof error.details.runId === "string" ? { runId: error.details.runId, answer: `/runs/${error.details.runId}/answer` } : {}),
        ...(isModularPlannerError(error) && error.details.route ? { route: error.details.route } : {}),
      };
      send(response, status, body, { ...cors, ...(error instanceof HttpError ? error.headers : {}) });
    } finally {
      clearTimeout(timer);
    }
  });
  server.on("close", () => void runtime?.then((opened) => opened.close()).catch(() => undefined));
  return server;
}
