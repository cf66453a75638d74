// The documented HTTP API of `serve`: the OpenAPI document (served and printed, well formed, naming
// exactly the routes the server answers), /health, the run listing with paging, cancellation, and
// the error JSON (`code`, `message`, `hint`). Real servers over real HTTP; the cancellation test
// holds a run on a data tool (test/fixtures/held-serve.ts) so that it is still running when cancelled.
import { spawn, type ChildProcess } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli, startServe } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const heldServe = fileURLToPath(new URL("./fixtures/held-serve.ts", import.meta.url));
// The TypeScript loader by URL: the child runs in a temporary folder, where "tsx" does not resolve.
const tsxLoader = new URL("../node_modules/tsx/dist/loader.mjs", import.meta.url).href;
const TOKEN = "a-token-of-the-api-tests-0123456789";
const QUESTION = "total revenue by region";

type Json = Record<string, unknown>;
let cwd: string;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-api-"));
  ({ child: server, base } = await startServe(["--data-root", dirname(sales)], { cwd, env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: TOKEN } }));
});
afterAll(async () => {
  server?.kill("SIGTERM");
  await rm(cwd, { recursive: true, force: true });
});

async function call(path: string, init: { method?: string; body?: string; token?: string | null; headers?: Record<string, string> } = {}) {
  const token = init.token === undefined ? TOKEN : init.token;
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: {
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: init.body } : {}),
  });
  const text = await response.text();
  let json: Json = {};
  try {
    json = JSON.parse(text) as Json;
  } catch {
    // an event stream
  }
  return { status: response.status, headers: response.headers, json, text };
}

/** Every error answer: the stable code, a message and a hint, and the CLI-style `error` kept. */
function expectError(reply: { json: Json }, code: string) {
  expect(reply.json).toMatchObject({ code, message: expect.any(String), hint: expect.any(String), error: expect.any(String) });
  expect((reply.json.message as string).length).toBeGreaterThan(0);
  expect((reply.json.hint as string).length).toBeGreaterThan(0);
}

/** Structural problems of an OpenAPI 3.1 document (no validator dependency: the rules this API's document must meet). */
function openApiProblems(doc: Json): string[] {
  const problems: string[] = [];
  if (!/^3\.1\.\d+$/.test(String(doc.openapi))) problems.push(`openapi is ${String(doc.openapi)}, not 3.1.x`);
  const info = doc.info as Json | undefined;
  if (typeof info?.title !== "string" || typeof info.version !== "string") problems.push("info.title and info.version must be strings");
  const components = (doc.components ?? {}) as { schemas?: Json; securitySchemes?: Json };
  for (const requirement of (doc.security ?? []) as Json[])
    for (const name of Object.keys(requirement)) if (!components.securitySchemes?.[name]) problems.push(`security names unknown scheme ${name}`);
  const operationIds = new Set<string>();
  const paths = doc.paths as Record<string, Record<string, Json>>;
  if (!paths || Object.keys(paths).length === 0) problems.push("no paths");
  for (const [path, item] of Object.entries(paths ?? {})) {
    if (!path.startsWith("/")) problems.push(`path ${path} does not start with /`);
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!["get", "put", "post", "delete", "options", "head", "patch", "trace"].includes(method)) problems.push(`${where}: not an HTTP method`);
      if (typeof operation.operationId !== "string") problems.push(`${where}: no operationId`);
      else if (operationIds.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} repeated`);
      else operationIds.add(operation.operationId);
      const parameters = (operation.parameters ?? []) as Json[];
      for (const name of templated)
        if (!parameters.some((parameter) => parameter.in === "path" && parameter.name === name && parameter.required === true))
          problems.push(`${where}: path parameter ${name} not declared as required`);
      for (const parameter of parameters) {
        if (!["path", "query", "header", "cookie"].includes(String(parameter.in)) || typeof parameter.name !== "string" || typeof parameter.schema !== "object")
          problems.push(`${where}: malformed parameter ${JSON.stringify(parameter)}`);
        if (parameter.in === "path" && !templated.includes(String(parameter.name)))
          problems.push(`${where}: path parameter ${String(parameter.name)} not in the path`);
      }
      const responses = operation.responses as Record<string, Json> | undefined;
      if (!responses || Object.keys(responses).length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of Object.entries(responses ?? {})) {
        if (!/^[1-5]\d\d$/.test(status)) problems.push(`${where}: response key ${status} is not a status code`);
        if (typeof response.description !== "string") problems.push(`${where} ${status}: no description`);
      }
      for (const security of (operation.security ?? []) as Json[])
        for (const name of Object.keys(security)) if (!components.securitySchemes?.[name]) problems.push(`${where}: unknown security scheme ${name}`);
    }
  }
  // Every $ref points into this document.
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key === "$ref") {
          const target = String(value)
            .replace(/^#\//, "")
            .split("/")
            .reduce<unknown>((at, part) => (at as Json | undefined)?.[part], doc);
          if (!String(value).startsWith("#/") || target === undefined) problems.push(`$ref ${String(value)} resolves to nothing`);
        } else visit(value);
      }
    }
  };
  visit(doc);
  return problems;
}

/** A path template filled with a run id that does not exist. */
const concrete = (path: string) => path.replace(/\{\w+\}/g, "20990101T000000-deadbeef");
const routeMiss = (reply: { status: number; json: Json }) =>
  (reply.status === 404 && String(reply.json.message).startsWith("No route")) || reply.status === 405;

describe("the documented HTTP API", () => {
  it("serves a well-formed OpenAPI 3.1 document at /openapi.json (without a token), the same as serve --openapi prints", async () => {
    const served = await call("/openapi.json", { token: null });
    expect(served.status).toBe(200);
    expect(openApiProblems(served.json)).toEqual([]);
    const printed = cli(["serve", "--openapi"], { cwd });
    expect(printed.code, printed.stderr).toBe(0);
    expect(JSON.parse(printed.stdout)).toEqual(served.json);
    // Generated from the zod schemas the server validates with.
    const body = (served.json.paths as Record<string, Record<string, Json>>)["/runs"]!.post!.requestBody as {
      content: Record<string, { schema: { required: string[]; additionalProperties: boolean } }>;
    };
    expect(body.content["application/json"]!.schema).toMatchObject({ required: ["question"], additionalProperties: false });
    const error = (served.json.components as { schemas: Record<string, { required: string[] }> }).schemas.Error!;
    expect(error.required).toEqual(expect.arrayContaining(["code", "message", "hint"]));
  });

  it("every documented route is answered by the server, and a route it does not document is not", async () => {
    const doc = (await call("/openapi.json")).json;
    const operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
      Object.keys(item).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.map((operation) => `${operation.method} ${operation.path}`).sort()).toEqual(
      [
        "GET /",
        "GET /chart.js",
        "GET /console.css",
        "GET /console.js",
        "GET /data-files",
        "GET /graphs",
        "GET /graphs/{graphId}",
        "POST /graphs/{graphId}/answer",
        "GET /health",
        "GET /openapi.json",
        "GET /runs",
        "GET /runs/{id}",
        "GET /runs/{id}/files",
        "GET /runs/{id}/files/{name}",
        "GET /runs/{id}/graph",
        "POST /plan",
        "POST /runs",
        "POST /runs/{id}/answer",
        "POST /runs/{id}/approvals/{step}",
        "POST /runs/{id}/cancel",
        "POST /sessions",
      ].sort(),
    );
    for (const { method, path } of operations) {
      const reply = await call(concrete(path), { method, headers: { accept: "application/json" } });
      expect(routeMiss(reply), `${method} ${path} answered ${reply.status} ${reply.text}`).toBe(false);
    }
    for (const [method, path] of [
      ["GET", "/plan"],
      ["DELETE", "/runs"],
      ["GET", "/runs/x/cancel"],
      ["GET", "/nothing"],
      ["POST", "/health"],
      ["GET", "/runs/x/y"],
    ] as const) {
      const reply = await call(path, { method });
      expect(routeMiss(reply), `${method} ${path} answered ${reply.status} ${reply.text}`).toBe(true);
      expectError(reply, reply.status === 405 ? "method_not_allowed" : "not_found");
      if (reply.status === 405) expect(reply.headers.get("allow")).toBeTruthy();
    }
  });

  it("GET /health answers without the token; the other routes need it", async () => {
    const health = await call("/health", { token: null });
    expect(health.status).toBe(200);
    expect(health.json).toEqual({ status: "ok", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    const runs = await call("/runs", { token: null });
    expect(runs.status).toBe(401);
    expectError(runs, "unauthorized");
    // The Host check still applies to /health (fetch cannot set Host: node:http can).
    const rebound = await new Promise<{ status: number; json: Json }>((resolve, reject) => {
      const req = request(`${base}/health`, { headers: { host: "attacker.example" } }, (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode!, json: JSON.parse(text) as Json }));
      });
      req.on("error", reject).end();
    });
    expect(rebound.status).toBe(403);
    expectError(rebound, "forbidden_host");
  });

  it("every error is JSON with code, message and hint", async () => {
    expectError(await call("/plan", { method: "POST", body: "{not json" }), "bad_request");
    expectError(await call("/runs", { method: "POST", body: JSON.stringify({ question: "" }) }), "bad_request");
    const form = await call("/plan", { method: "POST", body: "question=x", headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    expectError(form, "unsupported_media_type");
    const outside = await call("/plan", { method: "POST", body: JSON.stringify({ question: QUESTION, data: "/etc/passwd" }) });
    expect(outside.status).toBe(403);
    expectError(outside, "forbidden_path");
    const refused = await call("/plan", { method: "POST", body: JSON.stringify({ question: "TRUNCATE TABLE sales", data: sales }) });
    expect(refused.status).toBe(403);
    expectError(refused, "refused");
    expect(refused.json.hint).toContain("read-only");
    const unclear = await call("/plan", { method: "POST", body: JSON.stringify({ question: "what do you think?", data: sales }) });
    expect(unclear.status).toBe(422);
    expectError(unclear, "clarification_needed");
    expect(unclear.json.clarification).toBeDefined();
    const long = await call("/plan", { method: "POST", body: JSON.stringify({ question: "x".repeat(4001), data: sales }) });
    expect(long.status).toBe(413);
    expectError(long, "question_too_long");
    const unknown = await call("/runs/20990101T000000-deadbeef", { headers: { accept: "application/json" } });
    expect(unknown.status).toBe(404);
    expectError(unknown, "not_found");
    expectError(await call("/runs?limit=0"), "bad_request");
    expectError(await call("/runs?cursor=bm9wZQ"), "bad_request");
  });

  it("GET /runs lists the caller's runs newest first, a page of `limit` at a time; cancelling an ended run is 409", async () => {
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const started = await call("/runs", { method: "POST", body: JSON.stringify({ question: QUESTION, data: sales }) });
      expect(started.status, started.text).toBe(202);
      ids.push(started.json.runId as string);
      // One at a time (serve's default of 2 runs at once would 429 a third).
      const stream = await call(`/runs/${started.json.runId as string}`);
      expect(stream.text).toContain("event: run-finish");
    }
    const first = await call("/runs?limit=2");
    expect(first.status).toBe(200);
    const page1 = first.json.runs as { runId: string; status: string; outcome?: string; createdAt: string; events: number }[];
    expect(page1.map((run) => run.runId)).toEqual([ids[2], ids[1]]);
    expect(typeof first.json.nextCursor).toBe("string");
    const second = await call(`/runs?limit=2&cursor=${first.json.nextCursor as string}`);
    const page2 = second.json.runs as { runId: string }[];
    expect(page2.map((run) => run.runId)).toEqual([ids[0]]);
    expect(second.json.nextCursor).toBeNull();
    // Runs that ended (the stream ended) have their outcome.
    let all = (await call("/runs")).json.runs as { runId: string; status: string; outcome?: string; events: number }[];
    while (all.some((run) => run.status === "running")) all = (await call("/runs")).json.runs as typeof all;
    expect(all.map((run) => run.runId)).toEqual([...ids].reverse());
    for (const run of all) expect(run).toMatchObject({ status: "finished", outcome: "succeeded", createdAt: expect.any(String) });
    const again = await call(`/runs/${ids[0]}/cancel`, { method: "POST" });
    expect(again.status).toBe(409);
    expectError(again, "conflict");
    const unknown = await call("/runs/20990101T000000-deadbeef/cancel", { method: "POST" });
    expect(unknown.status).toBe(404);
    expectError(unknown, "not_found");
  }, 120_000);
});

describe("POST /runs/:id/cancel on a running run", () => {
  let held: ChildProcess;
  let heldBase: string;
  let heldCwd: string;
  let stderr = "";
  const heldLines: string[] = [];

  beforeAll(async () => {
    heldCwd = await mkdtemp(join(tmpdir(), "mp-serve-cancel-"));
    // The data root is the server's working folder, where the runs' records are written too.
    await copyFile(sales, join(heldCwd, "sales.csv"));
    held = spawn(process.execPath, ["--import", tsxLoader, heldServe], {
      cwd: heldCwd,
      env: { ...process.env, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    held.stderr!.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      for (const line of chunk.split("\n")) if (line.startsWith("held: ")) heldLines.push(line);
    });
    heldBase = await new Promise<string>((resolve, reject) => {
      let stdout = "";
      held.stdout!.setEncoding("utf8").on("data", (chunk: string) => {
        stdout += chunk;
        const match = /Listening on (http:\/\/\S+)/.exec(stdout);
        if (match) resolve(match[1]!);
      });
      held.on("exit", (code) => reject(new Error(`held-serve exited ${code}: ${stderr}`)));
    });
  }, 120_000);
  afterAll(async () => {
    held?.kill("SIGTERM");
    await rm(heldCwd, { recursive: true, force: true });
  });

  it("aborts the run: it ends cancelled with its finished step recorded, and listing shows it", async () => {
    const started = await fetch(`${heldBase}/runs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: QUESTION, data: "sales.csv" }),
    });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: string };
    // Cancel once the second tool call is held (the first step has finished).
    while (!heldLines.some((line) => line.startsWith(`held: ${runId} `))) await new Promise((resolve) => setTimeout(resolve, 50));
    const cancelled = await fetch(`${heldBase}/runs/${runId}/cancel`, { method: "POST" });
    const body = (await cancelled.json()) as { runId: string; status: string; summary: { status: string; finished: string[]; store: string } };
    expect(cancelled.status, JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ runId, status: "finished", summary: { status: "cancelled" } });
    expect(body.summary.finished).toHaveLength(1);
    const listed = (await (await fetch(`${heldBase}/runs`)).json()) as { runs: { runId: string; outcome: string }[] };
    expect(listed.runs).toEqual([expect.objectContaining({ runId, outcome: "cancelled" })]);
    // The run's record says so too, with the step that finished.
    const shown = cli(["--json", "runs", "show", runId], { cwd: heldCwd });
    expect(shown.code, shown.stderr).toBe(0);
    const record = JSON.parse(shown.stdout) as { status: string; events: { type: string; stepId?: string; status?: string }[] };
    expect(record.status).toBe("cancelled");
    expect(record.events.filter((event) => event.type === "plan-step-finish" && event.status === "succeeded").map((event) => event.stepId)).toEqual(
      body.summary.finished,
    );
    const twice = await fetch(`${heldBase}/runs/${runId}/cancel`, { method: "POST" });
    expect(twice.status).toBe(409);
  }, 120_000);
});
