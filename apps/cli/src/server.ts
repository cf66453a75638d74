import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { formatError, isModularPlannerError, type RunEvent } from "@modular-planner/core";
import { z } from "zod";
import type { CliConfig } from "./config.js";
import { exitCodeFor } from "./context.js";
import { EXIT } from "./exit-codes.js";
import { assertQuestionLength, QuestionTooLongError } from "./question-limit.js";
import { assertJsonBody, checkRequest, HttpError, resolveRequestData, type ServeSecurity } from "./serve-security.js";
import { newRunId, planQuestion, runPlanned, type RunSummary } from "./service.js";

const RequestSchema = z.object({ question: z.string().min(1), data: z.string().min(1), session: z.string().min(1).optional(), table: z.string().min(1).optional() }).strict();
const MAX_BODY = 64 * 1024;

interface RunState {
  events: RunEvent[];
  status: "running" | "finished" | "failed";
  summary?: RunSummary;
  error?: string;
  listeners: Set<(event: RunEvent | "end") => void>;
}

async function readJson(request: IncomingMessage): Promise<z.infer<typeof RequestSchema>> {
  assertJsonBody(request);
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new HttpError(413, `Body larger than ${MAX_BODY} bytes`);
    chunks.push(chunk as Buffer);
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
  } catch {
    throw new HttpError(400, 'Malformed JSON body; send {"question": "...", "data": "path/to/file.csv"}');
  }
  const parsed = RequestSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Invalid body: ${parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`).join("; ")}`);
  return parsed.data;
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

/**
 * The HTTP API: `POST /plan` and `POST /runs` take `{ question, data }`; `GET /runs/:id` streams
 * the run's events as server-sent events (past events first, then live, ending with `run-finish`),
 * or returns the summary as JSON with `Accept: application/json`.
 *
 * Every request passes `checkRequest` first (Host, Origin, then the bearer token when one is
 * set); bodies are JSON only; `data` must resolve into a data root (`resolveRequestData`).
 */
export function createApiServer(config: CliConfig, security: ServeSecurity): Server {
  const runs = new Map<string, RunState>();
  /** A checked body: the question within the length limit, the data file as a real path inside a data root. */
  const readRequest = async (request: IncomingMessage) => {
    const body = await readJson(request);
    assertQuestionLength(body.question, config.limits.maxQuestionChars);
    return { ...body, data: resolveRequestData(body.data, security.dataRoots) };
  };
  return createServer(async (request, response) => {
    let cors: Record<string, string> = {};
    try {
      cors = checkRequest(request, security);
      const url = new URL(request.url ?? "/", "http://localhost");
      if (request.method === "OPTIONS" && cors["access-control-allow-origin"]) {
        response.writeHead(204, { ...cors, "access-control-allow-methods": "GET, POST", "access-control-allow-headers": "authorization, content-type", "access-control-max-age": "600" });
        response.end();
        return;
      }
      if (request.method === "POST" && url.pathname === "/plan") {
        const body = await readRequest(request);
        const planned = await planQuestion({ question: body.question, data: body.data, config, ...(body.session ? { session: body.session } : {}), ...(body.table ? { table: body.table } : {}) });
        await planned.close();
        send(response, 200, { route: planned.route, plan: planned.planned.plan, requirements: planned.planned.requirements, report: planned.planned.report }, cors);
        return;
      }
      if (request.method === "POST" && url.pathname === "/runs") {
        // durationMs in the summary counts from the request, as `run` counts from the command.
        const started = performance.now();
        const body = await readRequest(request);
        const runId = newRunId();
        const planned = await planQuestion({ question: body.question, data: body.data, config, runId, ...(body.session ? { session: body.session } : {}), ...(body.table ? { table: body.table } : {}) });
        const state: RunState = { events: [], status: "running", listeners: new Set() };
        runs.set(runId, state);
        void runPlanned(planned, {
          question: body.question,
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
            for (const listener of state.listeners) listener("end");
            void planned.close();
          });
        send(response, 202, { runId, events: `/runs/${runId}` }, cors);
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
        ...(isModularPlannerError(error) && error.code === "clarification-needed" ? { clarification: error.details.clarification } : {}),
        ...(isModularPlannerError(error) && error.details.route ? { route: error.details.route } : {}),
      };
      send(response, status, body, { ...cors, ...(error instanceof HttpError ? error.headers : {}) });
    }
  });
}
