// GET /runs lists the runs store, not only this process: a server started again finds the runs of the
// earlier process (same token), of the CLI, and records written before runs said who started them; a
// run of another token stays hidden. Each is re-opened from its record (events replayed, result,
// graph, files). Real processes over real HTTP, one folder, the default SQLite store.
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChildProcess } from "node:child_process";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliAsync, startServe } from "./cli.js";

const SALES = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const TOKEN = "a-token-of-the-history-tests-0123456";
const OTHER_TOKEN = "another-token-of-the-history-tests-99";

let cwd: string;
let data: string;
const servers: ChildProcess[] = [];

const env = (token: string) => ({ ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: token });

async function serve(token: string) {
  const started = await startServe(["--data-root", data], { cwd, env: env(token) });
  servers.push(started.child);
  const call = (path: string, init: { method?: string; body?: unknown; accept?: string } = {}) =>
    fetch(`${started.base}${path}`, {
      method: init.method ?? "GET",
      headers: {
        accept: init.accept ?? "application/json",
        authorization: `Bearer ${token}`,
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      started.child.once("exit", () => resolve());
      started.child.kill("SIGTERM");
    });
  return { call, stop };
}

interface Listed {
  runId: string;
  question: string;
  status: string;
  outcome?: string;
  startedBy: string;
  live: boolean;
}

let apiRun: string;
let cliRun: string;
let otherRun: string;
let cliGraph: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-history-"));
  data = join(cwd, "data");
  await mkdir(data);
  await copyFile(SALES, join(data, "sales.csv"));
  // A previous server process: one run of TOKEN's, then it stops.
  const first = await serve(TOKEN);
  const started = await first.call("/runs", { method: "POST", body: { question: "total revenue by region", data: join(data, "sales.csv") } });
  expect(started.status).toBe(202);
  apiRun = ((await started.json()) as { runId: string }).runId;
  expect(await (await first.call(`/runs/${apiRun}`, { accept: "text/event-stream" })).text()).toContain("event: run-finish");
  for (;;) {
    if (((await (await first.call(`/runs/${apiRun}`)).json()) as { status: string }).status !== "running") break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await first.stop();
  // Another token's server in the same folder, then the CLI.
  const other = await serve(OTHER_TOKEN);
  otherRun = (
    (await (await other.call("/runs", { method: "POST", body: { question: "average revenue by month", data: join(data, "sales.csv") } })).json()) as {
      runId: string;
    }
  ).runId;
  expect(await (await other.call(`/runs/${otherRun}`, { accept: "text/event-stream" })).text()).toContain("event: run-finish");
  await other.stop();
  const cli = await cliAsync(["run", "number of orders by region", "--data", join(data, "sales.csv"), "--json"], { cwd });
  expect(cli.code, cli.stderr).toBe(0);
  cliRun = (JSON.parse(cli.stdout) as { runId: string }).runId;
  // A record written before runs said who started them (no caller, no request).
  const store = createSqliteStore({ path: join(cwd, ".modular-planner", "store.sqlite") });
  await store.runs.createRun({
    runId: "20200101T000000-legacy00",
    planId: "legacy-plan",
    status: "succeeded",
    createdAt: "2020-01-01T00:00:00.000Z",
    updatedAt: "2020-01-01T00:00:00.000Z",
    plan: { id: "legacy-plan", goal: "an old goal", steps: [] },
  });
  // Intent graphs: one planned by the CLI (plan without --data), one stored before graphs said who
  // asked, one of another caller (its root node says so).
  const planned = await cliAsync(["--json", "plan", "load sales.csv and describe it"], { cwd });
  expect(planned.code, planned.stderr).toBe(0);
  cliGraph = (JSON.parse(planned.stdout) as { graphId: string }).graphId;
  const graph = (await store.intentGraphs.loadGraph(cliGraph))!;
  const root = (data: Record<string, string>) => graph.nodes.map((node) => (node.id === graph.rootId ? { ...node, data } : node));
  await store.intentGraphs.saveGraph({
    ...graph,
    id: "g-legacy",
    goal: { ...graph.goal, id: "g-legacy", text: "an old goal" },
    nodes: root({}),
    updatedAt: "2020-01-01T00:00:00.000Z",
  });
  await store.intentGraphs.saveGraph({ ...graph, id: "g-other", goal: { ...graph.goal, id: "g-other" }, nodes: root({ caller: "0".repeat(64) }) });
  await store.close();
}, 240_000);

afterAll(async () => {
  for (const child of servers) child.kill("SIGTERM");
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

describe("GET /graphs: intent graphs of goals over the tool catalog, from the store", () => {
  it("lists the CLI's and unrecorded graphs (not another caller's), filters them, and opens one with its sub-intents and their status", async () => {
    const server = await serve(TOKEN);
    try {
      const listed = (await (await server.call("/graphs")).json()) as {
        graphs: { graphId: string; goal: string; status: string; nodes: number; startedBy: string }[];
        nextCursor: string | null;
      };
      expect(listed.graphs.map((graph) => graph.graphId)).toEqual([cliGraph, "g-legacy"]);
      expect(listed.graphs[0]).toMatchObject({ goal: "load sales.csv and describe it", status: "planned", startedBy: "cli" });
      expect(listed.graphs[0]!.nodes).toBeGreaterThan(1);
      expect(listed.graphs[1]).toMatchObject({ goal: "an old goal", startedBy: "unknown" });
      expect(((await (await server.call("/graphs?q=OLD")).json()) as { graphs: { graphId: string }[] }).graphs.map((graph) => graph.graphId)).toEqual([
        "g-legacy",
      ]);
      const page = (await (await server.call("/graphs?limit=1")).json()) as { graphs: { graphId: string }[]; nextCursor: string };
      expect(page.graphs.map((graph) => graph.graphId)).toEqual([cliGraph]);
      expect(
        ((await (await server.call(`/graphs?limit=1&cursor=${page.nextCursor}`)).json()) as { graphs: { graphId: string }[] }).graphs.map(
          (graph) => graph.graphId,
        ),
      ).toEqual(["g-legacy"]);

      const opened = (await (await server.call(`/graphs/${cliGraph}`)).json()) as {
        graphId: string;
        startedBy: string;
        graph: {
          rootId: string;
          nodes: { id: string; kind: string; text: string; status: string; data: { tool?: string } }[];
          edges: { from: string; to: string; type: string }[];
        };
      };
      expect(opened).toMatchObject({ graphId: cliGraph, startedBy: "cli" });
      expect(opened.graph.nodes.find((node) => node.id === opened.graph.rootId)).toMatchObject({ kind: "goal", status: "planned" });
      const intents = opened.graph.nodes.filter((node) => node.kind === "intent");
      expect(intents.map((node) => node.data.tool)).toEqual(expect.arrayContaining(["load_data", "describe_result"]));
      expect(opened.graph.edges.some((edge) => edge.type === "IsSubgoalOf" && edge.to === opened.graph.rootId)).toBe(true);
      expect((await server.call("/graphs/g-other")).status).toBe(404);
      expect((await server.call("/graphs/g-no-such")).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

describe("GET /runs after a restart: the runs store", () => {
  it("lists the token's earlier runs, the CLI's and unrecorded ones, never another token's; filters and pages them", async () => {
    const server = await serve(TOKEN);
    try {
      const all = (await (await server.call("/runs")).json()) as { runs: Listed[]; nextCursor: string | null };
      expect(all.runs.map((run) => run.runId)).toEqual([cliRun, apiRun, "20200101T000000-legacy00"]);
      expect(all.runs.map((run) => run.runId)).not.toContain(otherRun);
      expect(all.runs[0]).toMatchObject({ question: "number of orders by region", status: "finished", outcome: "succeeded", startedBy: "cli", live: false });
      expect(all.runs[1]).toMatchObject({ question: "total revenue by region", status: "finished", outcome: "succeeded", startedBy: "api", live: false });
      expect(all.runs[2]).toMatchObject({ question: "legacy-plan", outcome: "succeeded", startedBy: "unknown" });
      expect(all.nextCursor).toBeNull();

      const filtered = (await (await server.call("/runs?q=REVENUE")).json()) as { runs: Listed[] };
      expect(filtered.runs.map((run) => run.runId)).toEqual([apiRun]);
      const byCli = (await (await server.call("/runs?startedBy=cli")).json()) as { runs: Listed[] };
      expect(byCli.runs.map((run) => run.runId)).toEqual([cliRun]);
      expect((await server.call("/runs?startedBy=someone")).status).toBe(400);

      const page1 = (await (await server.call("/runs?limit=2")).json()) as { runs: Listed[]; nextCursor: string };
      expect(page1.runs.map((run) => run.runId)).toEqual([cliRun, apiRun]);
      const page2 = (await (await server.call(`/runs?limit=2&cursor=${page1.nextCursor}`)).json()) as { runs: Listed[]; nextCursor: string | null };
      expect(page2.runs.map((run) => run.runId)).toEqual(["20200101T000000-legacy00"]);
      expect(page2.nextCursor).toBeNull();

      // A run of this process comes first, live; it is listed once though the store holds it too.
      const started = (await (
        await server.call("/runs", { method: "POST", body: { question: "total revenue by region", data: join(data, "sales.csv") } })
      ).json()) as { runId: string };
      expect(await (await server.call(`/runs/${started.runId}`, { accept: "text/event-stream" })).text()).toContain("event: run-finish");
      const after = (await (await server.call("/runs")).json()) as { runs: Listed[] };
      expect(after.runs.map((run) => run.runId)).toEqual([started.runId, cliRun, apiRun, "20200101T000000-legacy00"]);
      expect(after.runs[0]).toMatchObject({ startedBy: "api", live: true });
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("re-opens a stored run: its events replayed to run-finish, its result, graph and files; another token's run is 404", async () => {
    const server = await serve(TOKEN);
    try {
      for (const runId of [apiRun, cliRun]) {
        const stream = await server.call(`/runs/${runId}`, { accept: "text/event-stream" });
        expect(stream.headers.get("content-type")).toBe("text/event-stream");
        const text = await stream.text();
        expect(text).toContain("event: run-start");
        expect(text.trimEnd().split("\n\n").at(-1)).toContain("event: run-finish");
        const state = (await (await server.call(`/runs/${runId}`)).json()) as { status: string; summary: { status: string; answer?: { columns: string[] } } };
        expect(state).toMatchObject({ status: "finished", summary: { status: "succeeded" } });
        expect(state.summary.answer?.columns).toContain("region");
        expect((await server.call(`/runs/${runId}/graph`, { accept: "image/svg+xml" })).status).toBe(200);
        const { files } = (await (await server.call(`/runs/${runId}/files`)).json()) as { files: string[] };
        expect(files).toEqual(expect.arrayContaining(["answer.csv", "plan.json", "report.html"]));
        // Ended long ago: nothing to cancel.
        expect((await server.call(`/runs/${runId}/cancel`, { method: "POST" })).status).toBe(409);
      }
      const legacy = (await (await server.call("/runs/20200101T000000-legacy00")).json()) as { status: string; summary: { status: string } };
      expect(legacy).toMatchObject({ status: "finished", summary: { status: "succeeded" } });
      for (const path of [`/runs/${otherRun}`, `/runs/${otherRun}/files`, `/runs/${otherRun}/graph`]) expect((await server.call(path)).status, path).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it("another token sees its own earlier run, the CLI's and unrecorded ones, not the first token's", async () => {
    const server = await serve(OTHER_TOKEN);
    try {
      const listed = (await (await server.call("/runs")).json()) as { runs: Listed[] };
      expect(listed.runs.map((run) => run.runId)).not.toContain(apiRun);
      expect(listed.runs.map((run) => run.runId)).toEqual(expect.arrayContaining([otherRun, cliRun, "20200101T000000-legacy00"]));
      expect((await server.call(`/runs/${apiRun}`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
