// A goal over the tool catalog over HTTP (POST /plan and POST /runs without `data`): planned on the
// intent path, shown before it runs, run live when its tools are MCP tools (a real MCP filesystem
// server started by serve), a value it needs asked as a 422 and answered at /graphs/{id}/answer.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const filesystemServer = fileURLToPath(new URL("../node_modules/.bin/mcp-server-filesystem", import.meta.url));
const TOKEN = "a-token-of-the-goal-api-tests-01234567";
let cwd: string;
let folder: string;
let server: ChildProcess | undefined;
let base: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-goals-"));
  folder = join(cwd, "shared");
  await mkdir(folder);
  await writeFile(join(folder, "quarterly-notes.txt"), "q3");
  await writeFile(
    join(cwd, "modular-planner.config.json"),
    JSON.stringify({ mcp: { servers: [{ name: "files", transport: "stdio", command: filesystemServer, args: [folder] }] } }),
  );
  await mkdir(join(cwd, "data"));
  ({ child: server, base } = await startServe(["--data-root", join(cwd, "data")], { cwd, env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: TOKEN } }));
}, 120_000);
afterAll(async () => {
  server?.kill("SIGTERM");
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

/** A response body as parsed JSON; the tests read it by property path. */
// biome-ignore lint/suspicious/noExplicitAny: the body of any endpoint; what the tests assert is its shape, property by property
type JsonBody = Record<string, any>;

const call = async (path: string, init: { method?: string; body?: unknown; accept?: string } = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: {
      accept: init.accept ?? "application/json",
      authorization: `Bearer ${TOKEN}`,
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  let json: JsonBody = {};
  try {
    json = JSON.parse(text) as JsonBody;
  } catch {
    // an event stream
  }
  return { status: response.status, text, json };
};

/** Follows a run's events to their end; then its state. */
async function finished(runId: string) {
  const events = (await call(`/runs/${runId}`, { accept: "text/event-stream" })).text;
  expect(events.trimEnd().split("\n\n").at(-1)).toContain("event: run-finish");
  return { events, state: (await call(`/runs/${runId}`)).json };
}

describe("a goal over the tool catalog over HTTP (no data file)", () => {
  it("POST /plan shows how the goal was read (route, assumptions, requirements, steps) and stores its intent graph", async () => {
    const planned = await call("/plan", { method: "POST", body: { question: `list the files in the folder ${folder}` } });
    expect(planned.status, planned.text).toBe(200);
    expect(planned.json.graphId).toMatch(/^g-/);
    expect(planned.json.route).toMatchObject({ route: "tool catalog", intent: "goal" });
    expect(planned.json.route.assumptions.join(" ")).toContain("files.list_directory");
    expect(planned.json.plan.steps.map((step: { tool: string }) => step.tool)).toContain("files.list_directory");
    expect(planned.json.report.ok).toBe(true);
    const graphs = (await call("/graphs")).json.graphs as { graphId: string; startedBy: string }[];
    expect(graphs.find((graph) => graph.graphId === planned.json.graphId)).toMatchObject({ startedBy: "api" });
  }, 60_000);

  it("POST /runs runs it live (the MCP tool's result in the summary), listed with the other runs", async () => {
    const started = await call("/runs", { method: "POST", body: { question: `list the files in the folder ${folder}` } });
    expect(started.status, started.text).toBe(202);
    const { events, state } = await finished(started.json.runId);
    expect(events).toContain("event: plan-step-start");
    expect(state).toMatchObject({ status: "finished", summary: { status: "succeeded", plan: ["files.list_directory"] } });
    expect(JSON.stringify(state.summary.results)).toContain("[FILE] quarterly-notes.txt");
    expect((await call(`/runs/${started.json.runId}/graph`, { accept: "image/svg+xml" })).text).toContain('class="plan-node"');
    expect((await call(`/runs/${started.json.runId}/files`)).json.files).toEqual(expect.arrayContaining(["plan.json", "result.json"]));
    const listed = (await call("/runs")).json.runs as { runId: string; question: string; live: boolean }[];
    expect(listed.find((run) => run.runId === started.json.runId)).toMatchObject({ question: `list the files in the folder ${folder}`, live: true });
  }, 60_000);

  it("asks a value the goal does not state as a 422, and runs with the answer given at /graphs/{id}/answer", async () => {
    const asked = await call("/runs", { method: "POST", body: { question: "list the files in the shared folder" } });
    expect(asked.status, asked.text).toBe(422);
    expect(asked.json).toMatchObject({ code: "clarification_needed", clarification: { question: expect.stringContaining("path") } });
    expect(asked.json.answer).toBe(`/graphs/${asked.json.graphId as string}/answer`);
    const answered = await call(asked.json.answer, { method: "POST", body: { answer: folder } });
    expect(answered.status, answered.text).toBe(202);
    const { state } = await finished(answered.json.runId);
    expect(state.summary.status).toBe("succeeded");
    expect(JSON.stringify(state.summary.results)).toContain("[FILE] quarterly-notes.txt");
    // Answered: nothing waits any more on that graph but the planner, and another graph id is 404.
    expect((await call("/graphs/g-no-such/answer", { method: "POST", body: { answer: "x" } })).status).toBe(404);
  }, 60_000);

  it("a question of the planner is a 422 with its scored options; the answer at /graphs/{id}/answer plans the graph again", async () => {
    const asked = await call("/runs", { method: "POST", body: { question: "load sales.csv and chart it" } });
    expect(asked.status, asked.text).toBe(422);
    expect(asked.json.clarification.question).toBe('Which tool should do "chart it"?');
    expect(asked.json.clarification.options.map((option: { label: string }) => option.label)).toEqual(expect.arrayContaining(["plot_bar", "drop"]));
    expect(asked.json.clarification.options[0].why).toMatch(/^run plot_\w+ for it/);
    expect(asked.json.answer).toBe(`/graphs/${asked.json.graphId as string}/answer`);
    // Dropping the chart leaves load_data, a data tool: planned again, then refused to run without a data file.
    const answered = await call(asked.json.answer, { method: "POST", body: { answer: "drop" } });
    expect(answered.status, answered.text).toBe(400);
    expect(answered.json.message).toContain("this plan uses load_data");
    const graph = (await call(`/graphs/${asked.json.graphId as string}`)).json.graph as { nodes: { text: string; status: string }[] };
    expect(graph.nodes.find((node) => node.text === "chart it")?.status).toBe("dropped");
  }, 60_000);

  it("holds a risky MCP step for an approval, as a data run's, and runs it once approved", async () => {
    const target = join(folder, "reports");
    const planned = await call("/plan", { method: "POST", body: { question: `create the directory ${target}` } });
    expect(planned.json.route.risks.join(" ")).toMatch(/files\.create_directory: (write|delete) \(asks for approval\)/);
    const started = await call("/runs", { method: "POST", body: { question: `create the directory ${target}` } });
    expect(started.status, started.text).toBe(202);
    const runId = started.json.runId as string;
    const response = await fetch(`${base}/runs/${runId}`, { headers: { accept: "text/event-stream", authorization: `Bearer ${TOKEN}` } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    while (!buffer.includes("event: tool-approval-request")) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
    }
    await reader.cancel();
    const request = JSON.parse(/event: tool-approval-request\ndata: (.*)\n/.exec(buffer)![1]!) as { stepId: string };
    expect(existsSync(target)).toBe(false);
    const decided = await call(`/runs/${runId}/approvals/${request.stepId}`, { method: "POST", body: { decision: "approve" } });
    expect(decided.json).toEqual({ runId, stepId: request.stepId, decision: "approved" });
    const { state } = await finished(runId);
    expect(state.summary.status).toBe("succeeded");
    expect(existsSync(target)).toBe(true);
  }, 60_000);

  it("refuses to run a plan that needs data tools without a data file (400, with what to do)", async () => {
    const refused = await call("/runs", { method: "POST", body: { question: "load sales.csv and describe it" } });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.message).toContain("A goal without a data file runs MCP tools only, and this plan uses load_data, describe_result");
    expect(refused.json.hint).toContain("Choose a data file");
  }, 60_000);
});
