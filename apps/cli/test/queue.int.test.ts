// Runs as jobs on a BullMQ queue (serve --queue, worker), with real processes against a real Redis:
// REDIS_URL (npm test starts a throwaway redis-server and sets it). The run records live in one SQLite
// file the processes share (same folder). Nothing here waits on wall-clock speed: the tests follow
// the run's server-sent events and the workers' log lines.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ChildProcess } from "node:child_process";
import { startTemporaryPostgres, type TemporaryPostgres } from "@modular-planner/store-postgres/testing";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { cliAsync, startServe } from "./cli.js";
import { followRun, freePort, startOwnRedis, startWorker } from "./queue-helpers.js";

const REDIS_URL = process.env.REDIS_URL ?? "";
const children: ChildProcess[] = [];
const servers: TemporaryPostgres[] = [];
const folders: string[] = [];

function requireRedis(): string {
  if (!REDIS_URL)
    throw new Error(
      "REDIS_URL is not set: run the tests through npm test (it starts redis-server and sets REDIS_URL), or set REDIS_URL=redis://127.0.0.1:<port> yourself",
    );
  return REDIS_URL;
}

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** A folder with a config for a queue of its own (short lock and stall check, so a dead worker's job moves on soon) and a small CSV. */
async function folder(queue: Record<string, unknown> = {}): Promise<string> {
  const cwd = await mkdtemp(join(tmpdir(), "mp-queue-"));
  folders.push(cwd);
  await writeFile(
    join(cwd, "modular-planner.config.json"),
    JSON.stringify({ queue: { name: `test-${randomBytes(5).toString("hex")}`, lockDurationMs: 2000, stalledIntervalMs: 1000, ...queue } }),
  );
  await writeFile(join(cwd, "sales.csv"), "region,amount\nnorth,10\nsouth,20\nnorth,5\nwest,40\n");
  return cwd;
}

async function serveWithQueue(cwd: string, url: string) {
  const served = await startServe(["--queue", url], { cwd });
  children.push(served.child);
  return served;
}

async function worker(cwd: string, url: string, env: NodeJS.ProcessEnv = {}, args: string[] = []) {
  const started = await startWorker(url, { cwd, env, args });
  children.push(started.child);
  return started;
}

async function startRun(base: string): Promise<string> {
  const response = await fetch(`${base}/runs`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ question: "total amount by region", data: "sales.csv" }),
  });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { runId: string }).runId;
}

async function state(base: string, runId: string) {
  return (await (await fetch(`${base}/runs/${runId}`, { headers: { accept: "application/json" } })).json()) as {
    status: string;
    summary?: { status: string; finished: string[]; reused?: string[] };
    error?: string;
  };
}

async function approve(base: string, runId: string, step: string, decision: "approve" | "deny") {
  return fetch(`${base}/runs/${runId}/approvals/${step}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ decision }),
  });
}

/** The run's record as `runs show` prints it (the shared store). */
async function record(cwd: string, runId: string) {
  const shown = await cliAsync(["--json", "runs", "show", runId], { cwd });
  expect(shown.code, shown.stderr).toBe(0);
  return JSON.parse(shown.stdout) as { status: string; events: { type: string; stepId?: string; status?: string }[] };
}

describe("serve --queue and worker", () => {
  it("a run queued by serve is executed by a worker, and GET /runs/:id streams its events from Redis", async () => {
    const url = requireRedis();
    const cwd = await folder();
    const served = await serveWithQueue(cwd, url);
    expect(served.stdout).toMatch(/^Queue: runs go to workers through redis:\/\//m);
    const one = await worker(cwd, url);
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await run.ended;
    expect(run.events.at(-1)).toMatchObject({ type: "run-finish", status: "succeeded" });
    expect(
      run.events
        .filter((event) => event.type === "plan-step-finish")
        .map((event) => event.stepId)
        .sort(),
    ).toEqual(["analyze", "chart", "load", "save"]);
    expect(await state(served.base, runId)).toMatchObject({ status: "finished", summary: { status: "succeeded" } });
    expect(one.stderr).toContain(`Run ${runId}: started`);
    expect((await record(cwd, runId)).status).toBe("succeeded");
  });

  it("with the store on PostgreSQL, serve and the worker need no shared folder: the worker's run is read back from a third folder", async () => {
    const url = requireRedis();
    let postgres = process.env.POSTGRES_URL ?? "";
    let temporary: TemporaryPostgres | undefined;
    if (!postgres) {
      try {
        temporary = await startTemporaryPostgres();
      } catch (error) {
        throw new Error(`PostgreSQL could not be started for the test (npm test sets POSTGRES_URL): ${(error as Error).message}`);
      }
      postgres = temporary.url;
    }
    try {
      const store = { kind: "postgres", url: postgres, schema: `mp_queue_${randomBytes(5).toString("hex")}` };
      const queue = { name: `test-${randomBytes(5).toString("hex")}`, lockDurationMs: 2000, stalledIntervalMs: 1000 };
      const [apiFolder, workerFolder, readerFolder] = [await folder(), await folder(), await folder()];
      for (const cwd of [apiFolder, workerFolder, readerFolder]) await writeFile(join(cwd, "modular-planner.config.json"), JSON.stringify({ store, queue }));
      const served = await serveWithQueue(apiFolder, url);
      const one = await worker(workerFolder, url);
      const runId = await startRun(served.base);
      const run = followRun(served.base, runId);
      await run.ended;
      expect(run.events.at(-1)).toMatchObject({ type: "run-finish", status: "succeeded" });
      expect(one.stderr).toContain(`Run ${runId}: started`);
      expect(existsSync(join(workerFolder, "out", runId, "report.html"))).toBe(true);
      expect(existsSync(join(apiFolder, ".modular-planner", "store.sqlite")) || existsSync(join(workerFolder, ".modular-planner", "store.sqlite"))).toBe(false);
      expect((await record(readerFolder, runId)).status).toBe("succeeded");
    } finally {
      await temporary?.stop();
    }
  });

  it("serve --queue and worker refuse a store that is not shared, and a Redis that is not there, with what to do", async () => {
    const cwd = await folder();
    await writeFile(join(cwd, "modular-planner.config.json"), JSON.stringify({ store: { kind: "jsonl" } }));
    const jsonl = await cliAsync(["worker", "--queue", requireRedis()], { cwd });
    expect(jsonl.code).not.toBe(0);
    expect(jsonl.stderr).toContain("need a store that serve and every worker share");
    const port = await freePort();
    const gone = await cliAsync(["worker", "--queue", `redis://127.0.0.1:${port}`], { cwd: await folder() });
    expect(gone.code).not.toBe(0);
    expect(gone.stderr).toContain(`The run queue's Redis at redis://127.0.0.1:${port} is not reachable`);
    expect(gone.stderr).toContain("Start Redis");
  });

  it("a step that needs an approval sets the job aside; answered through the API, another worker continues the run", async () => {
    const url = requireRedis();
    const cwd = await folder({ approvalEffects: ["output"] });
    const served = await serveWithQueue(cwd, url);
    const first = await worker(cwd, url);
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await first.waitForLog(new RegExp(`Run ${runId}: waiting for the approval of step`));
    expect(
      run.events
        .filter((event) => event.type === "tool-approval-request")
        .map((event) => event.stepId)
        .sort(),
    ).toEqual(["chart", "save"]);
    expect((await state(served.base, runId)).status).toBe("running");
    // The worker that paused it goes away: the answer is taken up by another one.
    first.child.kill("SIGTERM");
    await new Promise((resolve) => first.child.once("exit", resolve));
    const second = await worker(cwd, url);
    expect((await approve(served.base, runId, "nope", "approve")).status).toBe(404);
    expect((await approve(served.base, runId, "chart", "deny")).status).toBe(202);
    expect((await approve(served.base, runId, "save", "approve")).status).toBe(202);
    await run.ended;
    expect(second.stderr).toContain(`Run ${runId}: continuing after its approval was answered`);
    const ended = await state(served.base, runId);
    expect(ended.summary?.status).toBe("partial");
    expect(ended.summary?.finished).toContain("save");
    expect(ended.summary?.finished).not.toContain("chart");
    const events = (await record(cwd, runId)).events;
    expect(events.filter((event) => event.type === "plan-step-start" && event.stepId === "save")).toHaveLength(1);
    expect(events.filter((event) => event.type === "plan-step-start" && event.stepId === "chart")).toHaveLength(0);
    // The client saw each event once, across the paused attempt and the continued one: one start, one
    // request and one answer per step, no end of the paused attempt (its skipped steps, its cancelled finish).
    const seen = run.events.map((event) => `${event.type}${event.stepId ? `:${event.stepId}` : ""}${event.status ? `:${event.status}` : ""}`);
    expect(new Set(seen).size, seen.join("\n")).toBe(seen.length);
    expect(seen.filter((event) => event.startsWith("tool-approval-request")).sort()).toEqual(["tool-approval-request:chart", "tool-approval-request:save"]);
    expect(seen.filter((event) => event.startsWith("tool-approval-response"))).toHaveLength(2);
    expect(seen.filter((event) => event.startsWith("run-finish"))).toEqual(["run-finish:partial"]);
    expect(seen.filter((event) => event.startsWith("plan-step-finish:chart"))).toEqual(["plan-step-finish:chart:skipped"]);
  });

  it("kill -9 of a worker mid-run: another worker takes the job over, continues from the finished steps, and no approved step runs twice", async () => {
    const url = requireRedis();
    const cwd = await folder({ approvalEffects: ["output"] });
    // On the first worker the chart step is slow, so the run is still going when that worker dies, after save (approved) finished.
    const served = await serveWithQueue(cwd, url);
    const victim = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_MS: "render_chart:600000,200" });
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await victim.waitForLog(new RegExp(`Run ${runId}: waiting for the approval`));
    expect((await approve(served.base, runId, "save", "approve")).status).toBe(202);
    expect((await approve(served.base, runId, "chart", "approve")).status).toBe(202);
    await run.waitFor((event) => event.type === "plan-step-finish" && event.stepId === "save" && event.status === "succeeded");
    await run.waitFor((event) => event.type === "plan-step-start" && event.stepId === "chart");
    expect(victim.stderr).toContain(`Run ${runId}: continuing after its approval was answered`);
    victim.child.kill("SIGKILL");
    // Another worker, where the chart is quick: it gets the job once the dead one's lock has expired.
    const survivor = await worker(cwd, url);
    await survivor.waitForLog(new RegExp(`Run ${runId}: continuing after its worker stopped`));
    await run.ended;
    const ended = await state(served.base, runId);
    expect(ended.status).toBe("finished");
    expect(ended.summary?.reused).toContain("save");
    const shown = await record(cwd, runId);
    // Not left running; succeeded once the survivor has the slow chart done (the test waits for it, not a clock).
    expect(shown.status).not.toBe("running");
    expect(shown.events.filter((event) => event.type === "plan-step-start" && event.stepId === "save")).toHaveLength(1);
    const listed = await cliAsync(["--json", "runs", "list"], { cwd });
    expect((JSON.parse(listed.stdout) as { runs: { status: string }[] }).runs.every((one) => one.status !== "running")).toBe(true);
  }, 180_000);

  it("a job taken over more than queue.maxStalledCount times fails for good: its run is recorded failed and its stream ends with why", async () => {
    const url = requireRedis();
    const cwd = await folder({ maxStalledCount: 0 });
    const served = await serveWithQueue(cwd, url);
    const victim = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_MS: "600000" });
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await run.waitFor((event) => event.type === "plan-step-start");
    await victim.waitForLog(new RegExp(`Run ${runId}: started`));
    victim.child.kill("SIGKILL");
    const other = await worker(cwd, url);
    await other.waitForLog(new RegExp(`Run ${runId}: failed for good`));
    await run.ended;
    const ended = await state(served.base, runId);
    expect(ended.status).toBe("failed");
    expect(ended.error).toContain("queue.maxStalledCount (0)");
    expect((await record(cwd, runId)).status).toBe("failed");
  });

  it("SIGTERM to a busy worker: its running step finishes, no further step starts there, and the run goes back to the queue for another worker, which continues from the finished steps", async () => {
    const url = requireRedis();
    const cwd = await folder();
    const served = await serveWithQueue(cwd, url);
    const busy = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_MS: "run_analysis:3000" }, ["--grace-period", "120000"]);
    const exited = new Promise<number | null>((resolve) => busy.child.once("exit", (code) => resolve(code)));
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await run.waitFor((event) => event.type === "plan-step-start" && event.stepId === "analyze");
    busy.child.kill("SIGTERM");
    await busy.waitForLog(new RegExp(`Run ${runId}: handed back to the queue \\(SIGTERM\\); finished here: load, analyze;`));
    expect(await exited).toBe(143);
    expect(busy.stderr).toMatch(/Stopping \(SIGTERM\): no new run is taken/);
    expect(busy.stderr).not.toContain("did not finish within the grace period");
    // The step in flight was let finish; none after it started on the stopping worker.
    expect(run.events.find((event) => event.type === "plan-step-finish" && event.stepId === "analyze")).toMatchObject({ status: "succeeded" });
    expect(run.events.filter((event) => event.type === "plan-step-start" && (event.stepId === "chart" || event.stepId === "save"))).toEqual([]);
    const other = await worker(cwd, url);
    await other.waitForLog(new RegExp(`Run ${runId}: continuing after its worker stopped`));
    await run.ended;
    const ended = await state(served.base, runId);
    expect(ended.summary?.status).toBe("succeeded");
    expect(ended.summary?.reused).toEqual(expect.arrayContaining(["load", "analyze"]));
    const shown = await record(cwd, runId);
    expect(shown.status).toBe("succeeded");
    expect(shown.events.filter((event) => event.type === "plan-step-start" && event.stepId === "analyze")).toHaveLength(1);
    // The client saw one run-start and one run-finish (the handed-back attempt's cancelled end is not told).
    expect(run.events.filter((event) => event.type === "run-start")).toHaveLength(1);
    expect(run.events.filter((event) => event.type === "run-finish").map((event) => event.status)).toEqual(["succeeded"]);
  }, 180_000);

  it("SIGTERM with a step slower than --grace-period: the step is stopped, the run handed back, and the approved step that finished is not run again", async () => {
    const url = requireRedis();
    const cwd = await folder({ approvalEffects: ["output"] });
    const served = await serveWithQueue(cwd, url);
    const busy = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_MS: "render_chart:600000,100" }, ["--grace-period", "1000"]);
    const exited = new Promise<number | null>((resolve) => busy.child.once("exit", (code) => resolve(code)));
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await busy.waitForLog(new RegExp(`Run ${runId}: waiting for the approval`));
    expect((await approve(served.base, runId, "save", "approve")).status).toBe(202);
    expect((await approve(served.base, runId, "chart", "approve")).status).toBe(202);
    await run.waitFor((event) => event.type === "plan-step-finish" && event.stepId === "save" && event.status === "succeeded");
    await run.waitFor((event) => event.type === "plan-step-start" && event.stepId === "chart");
    busy.child.kill("SIGTERM");
    await busy.waitForLog(new RegExp(`Run ${runId}: its running steps did not finish within the grace period \\(1000 ms\\): stopping them`));
    await busy.waitForLog(new RegExp(`Run ${runId}: handed back to the queue \\(SIGTERM\\)`));
    expect(await exited).toBe(143);
    const other = await worker(cwd, url);
    await other.waitForLog(new RegExp(`Run ${runId}: continuing after its worker stopped`));
    await run.ended;
    const ended = await state(served.base, runId);
    expect(ended.summary?.status).toBe("succeeded");
    expect(ended.summary?.reused).toContain("save");
    const shown = await record(cwd, runId);
    expect(shown.events.filter((event) => event.type === "plan-step-start" && event.stepId === "save")).toHaveLength(1);
    expect(shown.events.filter((event) => event.type === "plan-step-finish" && event.stepId === "chart" && event.status === "succeeded")).toHaveLength(1);
    // The client saw chart start once and finish once (succeeded), each approval request once.
    const chart = run.events.filter((event) => event.stepId === "chart").map((event) => `${event.type}${event.status ? `:${event.status}` : ""}`);
    expect(chart).toEqual(["tool-approval-request", "tool-approval-response", "plan-step-start", "plan-step-finish:succeeded"]);
    expect(run.events.filter((event) => event.type === "run-start")).toHaveLength(1);
  }, 180_000);

  it("a lock that lapses while worker A is blocked in a slow tool: worker B takes the job over, A stops at its next step boundary, and no later step runs twice", async () => {
    const url = requireRedis();
    const cwd = await folder({ lockDurationMs: 1500, stalledIntervalMs: 500 });
    const served = await serveWithQueue(cwd, url);
    // A's analysis step busy-waits 15 s: its event loop is blocked, so its job's lock is not renewed.
    const blocked = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_BLOCK_MS: "run_analysis:15000" });
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await blocked.waitForLog(new RegExp(`Run ${runId}: started`));
    const other = await worker(cwd, url);
    await other.waitForLog(new RegExp(`Run ${runId}: continuing after its worker stopped`));
    await run.ended;
    expect((await state(served.base, runId)).summary?.status).toBe("succeeded");
    // A wakes up after B took the run over: it finds a later attempt and stops.
    await blocked.waitForLog(
      new RegExp(
        `Run ${runId}: attempt 1 was taken over by attempt 2 on another worker \\(its job's lock lapsed\\); it stops here; nothing more of it is run or recorded here`,
      ),
    );
    const shown = await record(cwd, runId);
    expect(shown.status).toBe("succeeded");
    const starts = (id: string) => shown.events.filter((event) => event.type === "plan-step-start" && event.stepId === id).length;
    expect([starts("chart"), starts("save")]).toEqual([1, 1]);
    // The stale attempt's analysis (finished after the takeover) was not recorded: only B's is.
    expect(shown.events.filter((event) => event.type === "plan-step-finish" && event.stepId === "analyze")).toHaveLength(1);
    expect(run.events.filter((event) => event.type === "run-finish")).toHaveLength(1);
  }, 180_000);

  /**
   * A run whose PostgreSQL (the test's own, never the shared one) stops mid-run: serve and a worker
   * over it with `store.retryMs`, a run started and followed, the server stopped once a step starts.
   */
  async function runWithPostgresStoppedMidRun(retryMs: number) {
    const url = requireRedis();
    const postgres = await startTemporaryPostgres();
    servers.push(postgres);
    const cwd = await folder();
    await writeFile(
      join(cwd, "modular-planner.config.json"),
      JSON.stringify({
        store: { kind: "postgres", url: postgres.url, schema: `mp_restart_${randomBytes(4).toString("hex")}`, retryMs },
        queue: { name: `test-${randomBytes(5).toString("hex")}`, lockDurationMs: 2000, stalledIntervalMs: 1000 },
      }),
    );
    const served = await serveWithQueue(cwd, url);
    const one = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_MS: "1500" });
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await run.waitFor((event) => event.type === "plan-step-start");
    await postgres.stopServer();
    return { postgres, cwd, served, one, runId, run };
  }

  it("PostgreSQL restarting mid-run: the worker says it waits, the run continues once it is back and succeeds, recorded once", async () => {
    const { postgres, cwd, served, one, runId, run } = await runWithPostgresStoppedMidRun(120_000);
    await one.waitForLog(
      /PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres \(schema mp_restart_\w+\) is unreachable \(.*\) while .*: waiting for it, up to 120 s/,
    );
    await postgres.startAgain();
    await run.ended;
    expect(one.stderr).toMatch(/PostgreSQL at .* is back after [\d.]+ s/);
    expect(run.events.at(-1)).toMatchObject({ type: "run-finish", status: "succeeded" });
    expect((await state(served.base, runId)).summary?.status).toBe("succeeded");
    const shown = await record(cwd, runId);
    expect(shown.status).toBe("succeeded");
    // Each step recorded once: the writes waited, they were not made twice.
    expect(
      shown.events
        .filter((event) => event.type === "plan-step-finish")
        .map((event) => event.stepId)
        .sort(),
    ).toEqual(["analyze", "chart", "load", "save"]);
  }, 180_000);

  it("PostgreSQL away longer than store.retryMs: the run fails with an error naming PostgreSQL, and is recorded failed (not running) once it is back", async () => {
    const { postgres, cwd, served, one, runId, run } = await runWithPostgresStoppedMidRun(1000);
    await run.ended;
    const ended = await state(served.base, runId);
    expect(ended.status).toBe("failed");
    expect(ended.error).toMatch(
      /^Run \S+ failed: The run store failed, so run "\S+" was stopped: PostgreSQL at postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres \(schema mp_restart_\w+\) was unreachable for \d+ s while /,
    );
    expect(ended.error).toContain("Hint: start the store's server again");
    expect(one.stderr).toMatch(/PostgreSQL at .* is unreachable/);
    await postgres.startAgain();
    await one.waitForLog(new RegExp(`Run ${runId}: recorded as failed now that the store answers again`));
    expect((await record(cwd, runId)).status).toBe("failed");
  }, 180_000);

  it("Redis stopping mid-run is reported by the worker and by serve, never silent; the run ends once it is back", async () => {
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const redis = await startOwnRedis(port);
    children.push(redis);
    const cwd = await folder();
    const served = await serveWithQueue(cwd, url);
    const one = await worker(cwd, url, { MODULAR_PLANNER_SIMULATED_TOOL_MS: "1500" });
    const runId = await startRun(served.base);
    const run = followRun(served.base, runId);
    await run.waitFor((event) => event.type === "plan-step-start");
    redis.kill("SIGKILL");
    await one.waitForLog(/Redis at redis:\/\/127\.0\.0\.1:\d+ is unreachable/);
    const refused = await fetch(`${served.base}/runs`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ question: "total amount by region", data: "sales.csv" }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(500);
    const body = (await refused.json()) as { message: string; hint: string };
    expect(body.message).toContain("is not reachable");
    expect(body.hint).toContain("Start Redis");
    const back = await startOwnRedis(port);
    children.push(back);
    await one.waitForLog(/is back\./);
    await one.waitForLog(new RegExp(`Run ${runId}: (succeeded|failed|partial)`));
    expect((await record(cwd, runId)).status).not.toBe("running");
    // The client following the run through serve sees its end too (the events written during the outage were sent when Redis came back).
    await run.ended;
    expect((await state(served.base, runId)).status).not.toBe("running");
    expect(run.events.at(-1)?.type).toBe("run-finish");
  }, 180_000);
});
