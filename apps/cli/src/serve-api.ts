import { readFileSync } from "node:fs";
import { z } from "zod";

/**
 * The HTTP API of `serve`, described once: the request schemas the server validates with, the routes
 * it answers, and the error codes. The server dispatches from `API_ROUTES` and `openApiDocument()`
 * is generated from it, so the OpenAPI document and the server cannot drift apart.
 */

/** Stable machine codes of the `code` field of every error the API answers with. */
export const API_ERROR_CODES = [
  "bad_request",
  "unauthorized",
  "forbidden_host",
  "forbidden_origin",
  "forbidden_path",
  "refused",
  "not_found",
  "method_not_allowed",
  "conflict",
  "body_too_large",
  "question_too_long",
  "unsupported_media_type",
  "clarification_needed",
  "rate_limited",
  "client_closed",
  "timeout",
  "internal",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** What to do about each code, when the error itself has no more precise hint. */
export const DEFAULT_HINTS: Record<ApiErrorCode, string> = {
  bad_request: "Fix the request as the message says; GET /openapi.json describes every body and parameter.",
  unauthorized: "Send Authorization: Bearer <token> (MODULAR_PLANNER_TOKEN, or the token serve printed on its first start).",
  forbidden_host: "Call the API by a loopback name or the --host address; list other names in serve.allowedHosts.",
  forbidden_origin: "List the page's origin in serve.corsOrigins to let it call the API.",
  forbidden_path: "Give a data file under a data root (serve --data-root <dir>, or serve.dataRoots in the config).",
  refused: "Ask a read-only question about the data; see `route.risks` for what was refused.",
  not_found: "Check the id or path; GET /runs lists your runs and GET /openapi.json every route.",
  method_not_allowed: "Use one of the methods in the Allow header.",
  conflict: "The run has already ended; GET /runs/{id} returns how it ended.",
  body_too_large: "Send a smaller body, or raise serve.maxBodyBytes (--max-body-bytes).",
  question_too_long: "Shorten the question, or raise limits.maxQuestionChars in the config.",
  unsupported_media_type: "Send the body as JSON with Content-Type: application/json.",
  clarification_needed: "Answer the question in `clarification` with POST /runs/{runId}/answer.",
  rate_limited: "Retry after the number of seconds in the Retry-After header.",
  client_closed: "The client closed the connection before the answer; send the request again.",
  timeout: "Retry later, or raise serve.requestTimeoutMs (--request-timeout).",
  internal: "Check the server's log; report the message if it persists.",
};

export const RequestSchema = z
  .object({
    question: z.string().min(1).describe("The question about the data, or without `data` a goal over the tool catalog."),
    data: z
      .string()
      .min(1)
      .optional()
      .describe(
        "Path of the data file (CSV, Parquet, JSON, SQLite, DuckDB), inside a data root of the server. Without it the question is a goal planned over the registry's tool catalog (as `plan`/`run` without --data): its intent graph is stored, and POST /runs runs it when every tool step is an MCP tool.",
      ),
    session: z.string().min(1).optional().describe("A session id from POST /sessions: follow-up questions are read with the previous ones."),
    table: z.string().min(1).optional().describe("The table to analyse in a SQLite or DuckDB file with several."),
  })
  .strict();
export const AnswerSchema = z.object({ answer: z.string().min(1).describe("The chosen option's label, its number (1-based), or free text.") }).strict();
export const ApprovalSchema = z
  .object({ decision: z.enum(["approve", "reject", "deny"]).describe("Run the waiting step, or skip it (`deny` is `reject`).") })
  .strict();
export const ListRunsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Runs per page (1 to 100)."),
  cursor: z.string().min(1).optional().describe("The `nextCursor` of the previous page."),
  q: z.string().min(1).max(200).optional().describe("Only runs whose question, run id, status or outcome contains this text (case ignored)."),
  startedBy: z
    .enum(["api", "cli", "unknown"])
    .optional()
    .describe("Only runs started over the API with the caller's token, from the CLI, or recorded before runs said who started them."),
});

export const ErrorSchema = z.looseObject({
  code: z.enum(API_ERROR_CODES).describe("Stable machine code."),
  message: z.string().describe("What went wrong, for a person."),
  hint: z.string().describe("What to do about it."),
  error: z.string().describe("The message as the CLI prints it (kept for clients of earlier versions)."),
  clarification: z
    .looseObject({ question: z.string(), options: z.array(z.looseObject({ label: z.string() })) })
    .optional()
    .describe("With clarification_needed: the question to answer."),
  graphId: z.string().optional().describe("With clarification_needed about a goal over the tool catalog: its intent graph, answered at `answer`."),
  runId: z.string().optional().describe("With clarification_needed: the run id the answer continues."),
  answer: z.string().optional().describe("With clarification_needed: where to POST the answer."),
  route: z.looseObject({}).optional().describe("The router's decision, when the error comes from it."),
});

const RunStatusSchema = z
  .enum(["running", "finished", "failed"])
  .describe("`finished`: the run ended and `summary` says how (succeeded, partial, failed, cancelled); `failed`: it could not run (`error`).");
const RunSummarySchema = z
  .looseObject({
    runId: z.string(),
    status: z.enum(["succeeded", "failed", "cancelled", "partial", "interrupted"]),
    finished: z.array(z.string()).describe("Steps that finished."),
    report: z.string().describe("Path of report.html."),
    plan: z.array(z.string()).describe("The tools of the plan, in order."),
    files: z.array(z.string()),
    durationMs: z.number(),
  })
  .describe("As `run --json` prints it.");
const RunStateSchema = z.object({
  status: RunStatusSchema,
  summary: RunSummarySchema.optional(),
  error: z.string().optional(),
  events: z.number().int().describe("Events so far."),
});
const StartedBySchema = z
  .enum(["api", "cli", "unknown"])
  .describe("Who asked: over the API with the caller's token, from the CLI, or not recorded (stored before records said who asked).");
export const RunListItemSchema = z.object({
  runId: z.string(),
  question: z.string().describe("The question as planned (secrets typed in it removed); its plan id for a run recorded before questions were."),
  status: RunStatusSchema,
  outcome: RunSummarySchema.shape.status.optional().describe("How the run ended (its summary's status), once it has."),
  createdAt: z.string().describe("ISO 8601 time the run started."),
  startedBy: StartedBySchema,
  live: z.boolean().describe("True for a run of this server process (followed live); false for one read from the runs store (an earlier process, or the CLI)."),
  events: z.number().int().optional().describe("Events so far (runs of this process)."),
});
export const ListGraphsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Graphs per page (1 to 100)."),
  cursor: z.string().min(1).optional().describe("The `nextCursor` of the previous page."),
  q: z.string().min(1).max(200).optional().describe("Only graphs whose goal or id contains this text (case ignored)."),
});
export const GraphListItemSchema = z.object({
  graphId: z.string(),
  goal: z.string().describe("The goal as asked (secrets removed)."),
  status: z.string().describe("The root goal's status: planned, needs-clarification, failed, …"),
  nodes: z.number().int().describe("Nodes of the graph (the goal and its sub-intents)."),
  updatedAt: z.string(),
  startedBy: StartedBySchema,
});
const IntentGraphSchema = z
  .looseObject({
    graphId: z.string(),
    startedBy: StartedBySchema,
    graph: z.looseObject({
      id: z.string(),
      goal: z.looseObject({ text: z.string() }),
      rootId: z.string(),
      nodes: z.array(z.looseObject({ id: z.string(), kind: z.enum(["goal", "intent"]), text: z.string(), status: z.string(), depth: z.number().int() })),
      edges: z.array(z.object({ from: z.string(), to: z.string(), type: z.enum(["IsSubgoalOf", "DependsOn"]) })),
    }),
  })
  .describe("The intent graph as stored (`graphs show --json`).");
const DataFilesSchema = z.object({
  roots: z.array(z.string()).describe("The data roots of the server (real paths)."),
  files: z.array(
    z.object({
      path: z.string().describe("The real path, to send as `data`."),
      name: z.string().describe("The path inside its root, prefixed with the root's folder name."),
      bytes: z.number().int(),
    }),
  ),
  truncated: z.boolean().describe("True when the listing stopped at 500 files (folders are read 3 levels deep)."),
});
const StartedRunSchema = z.object({ runId: z.string(), events: z.string().describe("Where GET streams the run's events.") });

type Method = "get" | "post";
interface ApiResponse {
  description: string;
  schema?: z.ZodType;
  /** Default application/json. */
  contentType?: string;
  /** More content types of the same status (GET /runs/{id}: JSON or server-sent events). */
  alternatives?: { contentType: string; schema: Record<string, unknown> }[];
}
export interface ApiRoute {
  method: Method;
  /** OpenAPI path template; `{id}` matches a run id. */
  path: string;
  operationId: string;
  summary: string;
  description?: string;
  /** False: answered without the bearer token (Host and Origin are still checked). */
  auth: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  /** Success responses; every route also documents its error statuses (`errors`). */
  responses: Record<number, ApiResponse>;
  errors: number[];
}

/** Error statuses any authenticated route can answer. */
const COMMON_ERRORS = [401, 403, 429, 499, 503, 500];
const BODY_ERRORS = [400, 413, 415];

export const API_ROUTES = [
  {
    method: "get",
    path: "/health",
    operationId: "getHealth",
    summary: "Liveness probe",
    description:
      "Answered without a token (a load balancer's probe carries none); Host and Origin are checked as for every route. Says nothing about runs or data.",
    auth: false,
    responses: {
      200: {
        description: "The server is up.",
        schema: z.object({ status: z.literal("ok"), version: z.string().describe("The @modular-planner/cli version.") }),
      },
    },
    errors: [403, 500],
  },
  {
    method: "get",
    path: "/openapi.json",
    operationId: "getOpenApi",
    summary: "This document (OpenAPI 3.1)",
    description: "Answered without a token: it is the same document `modular-planner serve --openapi` prints.",
    auth: false,
    responses: { 200: { description: "The OpenAPI document.", schema: z.looseObject({ openapi: z.string() }) } },
    errors: [403, 500],
  },
  {
    method: "get",
    path: "/",
    operationId: "getConsole",
    summary: "The web console (HTML page)",
    description:
      "Answered without a token: the page holds no data; it asks for the token and sends it as a bearer token on every API call. Served with a Content-Security-Policy that allows only this server.",
    auth: false,
    responses: { 200: { description: "The console page.", contentType: "text/html", schema: z.string() } },
    errors: [403, 500],
  },
  {
    method: "get",
    path: "/console.js",
    operationId: "getConsoleScript",
    summary: "The web console's script",
    auth: false,
    responses: { 200: { description: "The page's JavaScript module.", contentType: "text/javascript", schema: z.string() } },
    errors: [403, 500],
  },
  {
    method: "get",
    path: "/chart.js",
    operationId: "getConsoleChart",
    summary: "The web console's chart renderer (Vega, Vega-Lite, vega-interpreter)",
    description: "Loaded by the page only when a run has a chart; it evaluates the chart's expressions without eval, under the page's policy.",
    auth: false,
    responses: { 200: { description: "A JavaScript module.", contentType: "text/javascript", schema: z.string() } },
    errors: [403, 500],
  },
  {
    method: "get",
    path: "/console.css",
    operationId: "getConsoleStyle",
    summary: "The web console's style sheet",
    auth: false,
    responses: { 200: { description: "The page's CSS.", contentType: "text/css", schema: z.string() } },
    errors: [403, 500],
  },
  {
    method: "get",
    path: "/data-files",
    operationId: "listDataFiles",
    summary: "The data files under the server's data roots",
    description:
      "CSV, TSV, Parquet, JSON, SQLite and DuckDB files, up to 3 folders deep and 500 files; hidden folders and node_modules are skipped. What a client may send as `data`.",
    auth: true,
    responses: { 200: { description: "The data roots and their files.", schema: DataFilesSchema } },
    errors: COMMON_ERRORS,
  },
  {
    method: "post",
    path: "/sessions",
    operationId: "createSession",
    summary: "Start a session owned by the caller's token",
    auth: true,
    responses: { 201: { description: "The session id to send as `session`.", schema: z.object({ session: z.string() }) } },
    errors: COMMON_ERRORS,
  },
  {
    method: "post",
    path: "/plan",
    operationId: "plan",
    summary: "Route and plan a question over a data file, or a goal over the tool catalog (no `data`), without running it",
    auth: true,
    body: RequestSchema,
    responses: {
      200: {
        description: "A verified plan.",
        schema: z.object({
          route: z.looseObject({}).describe("The router's decision."),
          plan: z.looseObject({}).describe("The plan (steps, edges)."),
          requirements: z.looseObject({}),
          report: z.looseObject({}).describe("The verifier's report."),
        }),
      },
    },
    errors: [...BODY_ERRORS, 404, 422, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/runs",
    operationId: "listRuns",
    summary: "The caller's runs, newest first",
    description:
      "Runs started through this server by the caller's token, and, from the runs store (store.kind sqlite or postgres), the runs of earlier server processes with the same token, of the CLI, and runs recorded before runs said who started them. Runs of another token are never listed. Filter with `q` and `startedBy`; page with `limit` and `cursor`. Each is re-opened with GET /runs/{id} (a stored run's events are replayed from its record).",
    auth: true,
    query: ListRunsQuerySchema,
    responses: {
      200: {
        description: "A page of runs; `nextCursor` is null on the last page.",
        schema: z.object({ runs: z.array(RunListItemSchema), nextCursor: z.string().nullable() }),
      },
    },
    errors: [400, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/graphs",
    operationId: "listGraphs",
    summary: "The intent graphs of goals over the tool catalog, newest first",
    description:
      "From the store (store.kind sqlite or postgres): the graphs of goals planned over the API with the caller's token, from the CLI (`plan` or `run` without --data), and graphs stored before graphs said who asked. Another token's graphs are never listed. Filter with `q`; page with `limit` and `cursor`.",
    auth: true,
    query: ListGraphsQuerySchema,
    responses: {
      200: {
        description: "A page of graphs; `nextCursor` is null on the last page.",
        schema: z.object({ graphs: z.array(GraphListItemSchema), nextCursor: z.string().nullable() }),
      },
    },
    errors: [400, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/graphs/{graphId}",
    operationId: "getGraph",
    summary: "One intent graph: the goal, its sub-intents with their status, and the edges",
    auth: true,
    responses: { 200: { description: "The graph.", schema: IntentGraphSchema } },
    errors: [404, ...COMMON_ERRORS],
  },
  {
    method: "post",
    path: "/runs",
    operationId: "startRun",
    summary: "Plan a question (or, without `data`, a goal over the tool catalog) and start running it",
    auth: true,
    body: RequestSchema,
    responses: { 202: { description: "The run started; follow it at `events`.", schema: StartedRunSchema } },
    errors: [...BODY_ERRORS, 404, 422, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/runs/{id}",
    operationId: "getRun",
    summary: "A run's events (server-sent events), or its state as JSON with Accept: application/json",
    auth: true,
    responses: {
      200: {
        description:
          "With Accept: application/json, the run's state; otherwise its events as server-sent events (past events first, then live, ending with run-finish).",
        schema: RunStateSchema,
        alternatives: [{ contentType: "text/event-stream", schema: { type: "string", description: "`event: <type>` and `data: <RunEvent JSON>` per event." } }],
      },
    },
    errors: [404, ...COMMON_ERRORS],
  },
  {
    method: "post",
    path: "/runs/{id}/answer",
    operationId: "answerRun",
    summary: "Answer a run's clarification (a 422's question) and run or plan again",
    auth: true,
    body: AnswerSchema,
    responses: { 202: { description: "The question was planned with the answer and its run started.", schema: StartedRunSchema } },
    errors: [...BODY_ERRORS, 404, 422, ...COMMON_ERRORS],
  },
  {
    method: "post",
    path: "/graphs/{graphId}/answer",
    operationId: "answerGoal",
    summary: "Answer a goal's question (a 422 with `graphId`) and plan it again, then run it",
    description:
      "The planner's question about a goal over the tool catalog (the answer is an option's label, its number, or free text), or a value an ask-user step of its plan needs (the answer is the value). The graph is planned again from the store; the run starts (202), or the next question is a 422.",
    auth: true,
    body: AnswerSchema,
    responses: { 202: { description: "The goal was planned with the answer and its run started.", schema: StartedRunSchema } },
    errors: [...BODY_ERRORS, 404, 422, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/runs/{id}/graph",
    operationId: "getRunGraph",
    summary: "A run's plan drawn as SVG",
    description:
      "One `g.plan-node` per step (`data-step` its id) and one arrow per dependency, laid out as in report.html; every step drawn as not run yet (the events say how each went).",
    auth: true,
    responses: { 200: { description: "The plan graph.", contentType: "image/svg+xml", schema: z.string() } },
    errors: [404, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/runs/{id}/files",
    operationId: "listRunFiles",
    summary: "The files a run wrote (plan, tables, charts, report)",
    auth: true,
    responses: {
      200: {
        description: "Their names, for GET /runs/{id}/files/{name}; empty until the run has written them.",
        schema: z.object({ files: z.array(z.string()) }),
      },
    },
    errors: [404, ...COMMON_ERRORS],
  },
  {
    method: "get",
    path: "/runs/{id}/files/{name}",
    operationId: "getRunFile",
    summary: "One file of a run (plan.json, plan.yaml, answer.csv, chart.svg, chart.png, report.html…)",
    auth: true,
    responses: { 200: { description: "The file, with its media type.", contentType: "application/octet-stream", schema: z.string() } },
    errors: [404, ...COMMON_ERRORS],
  },
  {
    method: "post",
    path: "/runs/{id}/approvals/{step}",
    operationId: "decideApproval",
    summary: "Approve or reject a risky step waiting in a run",
    description:
      "A step whose tool has a risky effect (write, delete, filesystem, system) waits after its `tool-approval-request` event until it is decided here, or until serve.approvalTimeoutMs passes (then it is skipped as timed out). With `serve --queue`, a queued run's step whose effects need an approval (queue.approvalEffects) sets its job aside instead; the answer puts the job back in the queue and any worker continues the run from its finished steps (202).",
    auth: true,
    body: ApprovalSchema,
    responses: {
      200: {
        description: "The decision was given to the run (in this process); its `tool-approval-response` event follows.",
        schema: z.object({ runId: z.string(), stepId: z.string(), decision: z.enum(["approved", "denied"]) }),
      },
      202: {
        description: "A queued run: the answer is recorded and the run continues on a worker; follow it at `events`.",
        schema: z.object({ runId: z.string(), stepId: z.string(), decision: z.enum(["approved", "denied"]), events: z.string() }),
      },
    },
    errors: [...BODY_ERRORS, 404, ...COMMON_ERRORS],
  },
  {
    method: "post",
    path: "/runs/{id}/cancel",
    operationId: "cancelRun",
    summary: "Cancel a running run",
    description:
      "Aborts the run and waits for it to end: its steps in progress are cancelled, the finished ones stay in its record, and its summary's status is `cancelled`.",
    auth: true,
    responses: { 200: { description: "The run has ended.", schema: RunStateSchema.extend({ runId: z.string() }) } },
    errors: [404, 409, ...COMMON_ERRORS],
  },
] as const satisfies readonly ApiRoute[];

export type OperationId = (typeof API_ROUTES)[number]["operationId"];

/** Path parameters other than a run id: what they match and how the OpenAPI document describes them. */
const PARAMETERS: Record<string, { pattern: string; description: string }> = {
  id: { pattern: "[\\w-]+", description: "A run id, as POST /runs returned it." },
  step: { pattern: "[\\w-]+", description: "A step id of the run's plan." },
  graphId: { pattern: "[\\w-]+", description: "An intent graph id, as GET /graphs lists it." },
  // A file name: a dot inside (chart.svg), never a slash or a leading dot.
  name: { pattern: "[\\w-][\\w.-]*", description: "A file name, as GET /runs/{id}/files lists it." },
};

/** A route's path template as a regular expression (`{id}` captures a run id). */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/\./g, "\\.").replace(/\{(\w+)\}/g, (_, name: string) => `(?<${name}>${PARAMETERS[name]?.pattern ?? "[\\w-]+"})`)}$`);
const compiled = API_ROUTES.map((route) => ({ route, pattern: patternOf(route.path) }));

/** The route of a request: the matched route with its path parameters, or the methods the path takes (none: no such path). */
export function matchRoute(method: string, pathname: string): { route: (typeof API_ROUTES)[number]; params: Record<string, string> } | { allowed: string[] } {
  const allowed: string[] = [];
  for (const { route, pattern } of compiled) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    if (route.method === method.toLowerCase()) return { route, params: { ...match.groups } };
    allowed.push(route.method.toUpperCase());
  }
  return { allowed };
}

/** The @modular-planner/cli version (package.json sits one folder above both src/ and dist/). */
export function cliVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

/** A zod schema as an OpenAPI 3.1 schema (JSON Schema 2020-12), without its `$schema` line; `Error` by reference. */
function jsonSchema(schema: z.ZodType, io: "input" | "output", inline = false): Record<string, unknown> {
  if (schema === ErrorSchema && !inline) return { $ref: "#/components/schemas/Error" };
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as Record<string, unknown>;
  return rest;
}

const STATUS_TEXT: Record<number, string> = {
  400: "Malformed or invalid request (bad_request).",
  401: "Missing or wrong bearer token (unauthorized).",
  403: "Host or Origin not allowed (forbidden_host, forbidden_origin), data outside the data roots (forbidden_path), or a refused request (refused).",
  404: "No such run, session or open question for this caller (not_found).",
  409: "The run has already ended (conflict).",
  413: "Body or question too large (body_too_large, question_too_long).",
  415: "Body not sent as application/json (unsupported_media_type).",
  422: "The question needs an answer first (clarification_needed); answer it with POST /runs/{runId}/answer.",
  429: "Too many requests or runs at once (rate_limited); see Retry-After.",
  499: "The client closed the connection (client_closed).",
  500: "Unexpected failure (internal).",
  503: "The request did not finish within serve.requestTimeoutMs (timeout); see Retry-After.",
};

/** The OpenAPI 3.1 document of the API, generated from `API_ROUTES` and its zod schemas. */
export function openApiDocument(version = cliVersion()): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of API_ROUTES as readonly ApiRoute[]) {
    const parameters: Record<string, unknown>[] = [];
    for (const name of route.path.match(/\{(\w+)\}/g) ?? []) {
      const parameter = PARAMETERS[name.slice(1, -1)]!;
      parameters.push({
        name: name.slice(1, -1),
        in: "path",
        required: true,
        description: parameter.description,
        schema: { type: "string", pattern: `^${parameter.pattern}$` },
      });
    }
    if (route.query) {
      for (const [name, field] of Object.entries(route.query.shape as Record<string, z.ZodType>)) {
        const schema = jsonSchema(field, "input");
        parameters.push({
          name,
          in: "query",
          required: !field.safeParse(undefined).success,
          ...(typeof schema.description === "string" ? { description: schema.description } : {}),
          schema,
        });
      }
    }
    const responses: Record<string, unknown> = {};
    for (const [status, response] of Object.entries(route.responses)) {
      const content: Record<string, unknown> = {};
      if (response.schema) content[response.contentType ?? "application/json"] = { schema: jsonSchema(response.schema, "output") };
      for (const alternative of response.alternatives ?? []) content[alternative.contentType] = { schema: alternative.schema };
      responses[status] = { description: response.description, ...(Object.keys(content).length > 0 ? { content } : {}) };
    }
    for (const status of route.errors)
      responses[String(status)] = {
        description: STATUS_TEXT[status] ?? "Error.",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    paths[route.path] ??= {};
    paths[route.path]![route.method] = {
      operationId: route.operationId,
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      ...(route.auth ? {} : { security: [] }),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(route.body, "input") } } } } : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Modular Planner HTTP API",
      version,
      description:
        "The API of `modular-planner serve`. Every request passes the Host and Origin checks; every route but /health and /openapi.json needs `Authorization: Bearer <token>` when the server has a token (always off loopback). Errors are JSON with `code`, `message` and `hint`. A CORS preflight (OPTIONS) from an origin in serve.corsOrigins is answered 204 on every path. No `servers`: the API is wherever this document was fetched from (serve's default is http://127.0.0.1:8787).",
    },
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          description: "MODULAR_PLANNER_TOKEN, or the token serve generated on its first start off loopback. Not needed on loopback without one.",
        },
      },
      schemas: { Error: jsonSchema(ErrorSchema, "output", true) },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
