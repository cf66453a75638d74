// The routes serve adds for the web console, over real HTTP without a browser: the page under its
// policy, the data-file listing, a run's graph and files (no way out of the run's folder), and the
// approval of a risky step (a copy of the registry in which save_table also writes).
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const REGISTRY = fileURLToPath(new URL("../../../registry/", import.meta.url));
const SALES = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const TOKEN = "a-token-of-the-console-api-tests-0123";

let cwd: string;
let data: string;
let server: ChildProcess | undefined;
let base: string;
let startup: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-console-"));
  await cp(REGISTRY, join(cwd, "registry"), { recursive: true });
  const output = join(cwd, "registry", "tools", "output.yaml");
  const tools = await readFile(output, "utf8");
  await writeFile(output, tools.replace(/(name: save_table[\s\S]*?effects: )\[output\]/, "$1[output, write]"));
  await writeFile(join(cwd, "modular-planner.config.json"), JSON.stringify({ registry: "registry", serve: { approvalTimeoutMs: 60_000 } }));
  data = join(cwd, "data");
  await mkdir(join(data, "nested", ".hidden"), { recursive: true });
  await copyFile(SALES, join(data, "sales.csv"));
  await copyFile(SALES, join(data, "nested", "copy.csv"));
  await copyFile(SALES, join(data, "nested", ".hidden", "secret.csv"));
  await writeFile(join(data, "notes.txt"), "not data");
  ({
    child: server,
    base,
    stdout: startup,
  } = await startServe(["--data-root", data], { cwd, env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: TOKEN } }));
}, 120_000);
afterAll(async () => {
  server?.kill("SIGTERM");
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

const call = (path: string, init: { method?: string; body?: unknown; token?: string | null; accept?: string } = {}) =>
  fetch(`${base}${path}`, {
    method: init.method ?? "GET",
    headers: {
      accept: init.accept ?? "application/json",
      ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      ...(init.token === null ? {} : { authorization: `Bearer ${init.token ?? TOKEN}` }),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });

/** The events of a run until `until` returns true (or the stream ends). */
async function eventsUntil(runId: string, until: (event: { type: string; stepId?: string }) => boolean) {
  const response = await call(`/runs/${runId}`, { accept: "text/event-stream" });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { type: string; stepId?: string; decision?: string }[] = [];
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return events;
    buffer += value;
    for (const line of buffer.split("\n")) if (line.startsWith("data: ")) events.push(JSON.parse(line.slice(6)));
    buffer = buffer.slice(buffer.lastIndexOf("\n") + 1);
    if (events.some(until)) {
      await reader.cancel();
      return events;
    }
  }
}

/** Waits until the run has ended (its state says how). */
async function ended(runId: string): Promise<void> {
  for (;;) {
    const state = (await (await call(`/runs/${runId}`)).json()) as { status: string };
    if (state.status !== "running") return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("serve's routes for the console", () => {
  it("answers the page without a token, under a policy that allows only the server", async () => {
    expect(startup).toContain(`Console: ${base}/ `);
    const page = await call("/", { token: null, accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await page.text()).toContain('<script type="module" src="/console.js">');
    expect((await call("/console.js", { token: null })).headers.get("content-type")).toContain("text/javascript");
    expect((await call("/console.css", { token: null })).headers.get("content-type")).toContain("text/css");
    expect((await call("/", { method: "POST", body: {} })).status).toBe(405);
  });

  it("lists the data files of the roots (no hidden folder, no other file type), with the token only", async () => {
    expect((await call("/data-files", { token: null })).status).toBe(401);
    const listing = (await (await call("/data-files")).json()) as { roots: string[]; files: { name: string; path: string }[]; truncated: boolean };
    expect(listing.files.map((file) => file.name)).toEqual(["data/nested/copy.csv", "data/sales.csv"]);
    expect(listing.truncated).toBe(false);
    expect(listing.files[1]!.path.endsWith(join("data", "sales.csv"))).toBe(true);
  });

  it("holds a risky step until it is approved, draws the run's graph and serves its files, none outside its folder", async () => {
    const started = await call("/runs", { method: "POST", body: { question: "total revenue by region", data: join(data, "sales.csv") } });
    expect(started.status).toBe(202);
    const { runId } = (await started.json()) as { runId: string };
    const asked = await eventsUntil(runId, (event) => event.type === "tool-approval-request");
    const request = asked.find((event) => event.type === "tool-approval-request")!;
    expect(request.stepId).toBeDefined();

    const graph = await call(`/runs/${runId}/graph`, { accept: "image/svg+xml" });
    expect(graph.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await graph.text();
    expect(svg.match(/<g class="plan-node"/g)).toHaveLength(4);
    expect(svg).toContain(`data-step="${request.stepId}"`);

    expect((await call(`/runs/${runId}/approvals/no-such-step`, { method: "POST", body: { decision: "approve" } })).status).toBe(404);
    expect((await call(`/runs/${runId}/approvals/${request.stepId}`, { method: "POST", body: { decision: "maybe" } })).status).toBe(400);
    const decided = await call(`/runs/${runId}/approvals/${request.stepId}`, { method: "POST", body: { decision: "approve" } });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toEqual({ runId, stepId: request.stepId, decision: "approved" });
    const events = await eventsUntil(runId, (event) => event.type === "run-finish");
    expect(events.find((event) => event.type === "tool-approval-response")).toMatchObject({ stepId: request.stepId, decision: "approved" });
    expect(events.find((event) => event.type === "run-finish")).toMatchObject({ status: "succeeded" });
    await ended(runId);
    // Decided once: the step no longer waits.
    expect((await call(`/runs/${runId}/approvals/${request.stepId}`, { method: "POST", body: { decision: "reject" } })).status).toBe(404);

    const { files } = (await (await call(`/runs/${runId}/files`)).json()) as { files: string[] };
    expect(files).toEqual(expect.arrayContaining(["answer.csv", "chart.svg", "plan.json", "plan.yaml", "report.html"]));
    expect(files).not.toContain("resume.json");
    expect(files).not.toContain("run.jsonl");
    const csv = await call(`/runs/${runId}/files/answer.csv`, { accept: "*/*" });
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("content-disposition")).toBe('attachment; filename="answer.csv"');
    expect((await csv.text()).split("\n")[0]).toMatch(/region/);
    for (const name of ["run.jsonl", "..%2Fsales.csv", "%2E%2E", ".modular-planner"])
      expect((await call(`/runs/${runId}/files/${name}`)).status, name).toBe(404);
    const listed = (await (await call("/runs")).json()) as { runs: { runId: string; question: string }[] };
    expect(listed.runs.find((run) => run.runId === runId)?.question).toBe("total revenue by region");
  });

  it("sends run-finish once report.html and result.json are written and the run's state says how it ended", async () => {
    const { runId } = (await (
      await call("/runs", { method: "POST", body: { question: "total revenue by region", data: join(data, "sales.csv") } })
    ).json()) as { runId: string };
    const request = (await eventsUntil(runId, (event) => event.type === "tool-approval-request")).find((event) => event.type === "tool-approval-request")!;
    // Follow the stream, approve, and read the files the moment run-finish arrives.
    const response = await call(`/runs/${runId}`, { accept: "text/event-stream" });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await call(`/runs/${runId}/approvals/${request.stepId}`, { method: "POST", body: { decision: "approve" } })).status).toBe(200);
    let buffer = "";
    while (!buffer.includes("event: run-finish")) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
    }
    expect(buffer).toContain("event: run-finish");
    const [files, state] = await Promise.all([
      call(`/runs/${runId}/files`).then((answer) => answer.json()),
      call(`/runs/${runId}`).then((answer) => answer.json()),
    ]);
    await reader.cancel();
    expect((files as { files: string[] }).files).toEqual(expect.arrayContaining(["report.html", "result.json"]));
    expect(state).toMatchObject({ status: "finished", summary: { status: "succeeded" } });
    // The event is told once, after every other.
    const replay = await (await call(`/runs/${runId}`, { accept: "text/event-stream" })).text();
    expect(replay.match(/event: run-finish/g)).toHaveLength(1);
    expect(replay.trimEnd().split("\n\n").at(-1)).toContain("event: run-finish");
  });

  it("skips a rejected step", async () => {
    const { runId } = (await (
      await call("/runs", { method: "POST", body: { question: "total revenue by region", data: join(data, "sales.csv") } })
    ).json()) as { runId: string };
    const request = (await eventsUntil(runId, (event) => event.type === "tool-approval-request")).find((event) => event.type === "tool-approval-request")!;
    expect((await call(`/runs/${runId}/approvals/${request.stepId}`, { method: "POST", body: { decision: "reject" } })).status).toBe(200);
    const events = await eventsUntil(runId, (event) => event.type === "run-finish");
    expect(events.find((event) => event.type === "tool-approval-response")).toMatchObject({ decision: "denied" });
    expect(events.find((event) => event.type === "plan-step-finish" && event.stepId === request.stepId)).toMatchObject({ status: "skipped" });
    await ended(runId);
  });
});
