import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CancelledError, type RunRecord } from "@modular-planner/core";
import { formatError } from "@modular-planner/kit";
import type { Job } from "bullmq";
import type { CliConfig } from "../config.js";
import { restoreRun, RESUME_FILE, runFolder } from "../resume.js";
import { sharedRuntime } from "../runtime.js";
import { runPlanned } from "../service.js";
import { openSharedStore } from "../stores.js";
import { createQueuedApprovals } from "./approvals.js";
import { publishEnd, publishEvent } from "./events.js";
import type { RunJob } from "./job.js";
import { assertSharedStore, connectRedis, keysOf, maskUrl, onOutage } from "./redis.js";

/** A job set aside for an approval waits this long for the answer, then runs on with the step unanswered (denied). */
export const APPROVAL_WAIT_MS = 7 * 24 * 3600 * 1000;

/** Statuses after which a run has nothing left to do (a job delivered again after its run ended only reports it). */
const RESUMABLE = new Set<RunRecord["status"]>(["running", "interrupted"]);

export interface RunWorker {
  close(): Promise<void>;
}

/**
 * Takes runs off the queue, `concurrency` at a time, with the same runtime and config loading as
 * `serve` (one shared runtime, the config's store). A job whose run has a record already (its worker
 * was killed, or it waited for an approval) continues from the steps that finished (resume.ts):
 * their outputs are reused, so a step that needed an approval and ran is not run again. Each event
 * goes to the run's Redis stream, which `serve` follows for GET /runs/:id.
 */
export async function startRunWorker(config: CliConfig, options: { url: string; concurrency: number; log: (line: string) => void }): Promise<RunWorker> {
  assertSharedStore(config);
  const { log, url } = options;
  const keys = keysOf(config);
  const [{ Worker, DelayedError }, redis, subscriber, bullConnection] = await Promise.all([import("bullmq"), connectRedis(url, { worker: true, name: "mp-worker-events" }), connectRedis(url, { worker: true, name: "mp-worker-cancel" }), connectRedis(url, { worker: true, name: "mp-worker" })]);
  onOutage(redis, url, log);
  const store = await openSharedStore(config);
  const runtime = sharedRuntime(config);
  const active = new Map<string, AbortController>();
  await subscriber.subscribe(keys.cancelChannel);
  subscriber.on("message", (_channel: string, runId: string) => active.get(runId)?.abort(new CancelledError(`The run was cancelled (POST /runs/${runId}/cancel)`)));

  // A job this process still runs but whose lock lapsed (an event loop blocked longer than
  // lockDurationMs) can be handed back to it: the second delivery waits for the first instead of
  // running the run twice at once.
  const inFlight = new Map<string, Promise<string>>();
  const process = (job: Job<RunJob>, token?: string): Promise<string> => {
    const runId = job.data.resume.runId;
    const running = inFlight.get(runId);
    if (running) {
      log(`Run ${runId}: delivered again while this worker still runs it (its lock lapsed: raise queue.lockDurationMs); waiting for that run instead`);
      return running;
    }
    const started = execute(job, token).finally(() => inFlight.delete(runId));
    inFlight.set(runId, started);
    return started;
  };
  const execute = async (job: Job<RunJob>, token?: string): Promise<string> => {
    const saved = job.data.resume;
    const runId = saved.runId;
    const eventsKey = keys.events(runId);
    const record = await store!.runs.loadRun(runId);
    const paused = (await redis.exists(`${keys.pending(runId)}:paused`)) === 1;
    if (record && !RESUMABLE.has(record.status) && !paused) {
      // Ended, but its job was not acknowledged (the worker died right after): only the end is told again.
      await publishEnd(redis, eventsKey, { status: "finished", summary: { runId, status: record.status } });
      return record.status;
    }
    const outDir = runFolder(config, runId);
    await mkdir(outDir, { recursive: true });
    if (!existsSync(join(outDir, RESUME_FILE))) await writeFile(join(outDir, RESUME_FILE), JSON.stringify(saved, null, 2), { mode: 0o600 });
    const continued = record ? record : undefined;
    const resumed = await restoreRun(config, saved, continued, { runtime: await runtime.get() });
    if (continued) {
      const why = paused ? "its approval was answered" : `its worker stopped${continued.owner ? ` (process ${continued.owner.pid} on ${continued.owner.host})` : ""}`;
      log(`Run ${runId}: continuing after ${why}; reusing ${Object.keys(resumed.reuse).join(", ") || "no step"}${resumed.rerun.length ? `; running again ${resumed.rerun.join(", ")} (their tables were in the stopped process)` : ""}`);
    } else log(`Run ${runId}: started (job ${job.id}, attempt ${job.attemptsMade + 1})`);
    // Taken up again: a later delivery (this worker killed meanwhile) is a takeover, not an answer.
    if (paused) await redis.del(`${keys.pending(runId)}:paused`);
    const controller = new AbortController();
    active.set(runId, controller);
    const approvals = createQueuedApprovals(redis, keys, (pause) => controller.abort(pause));
    try {
      const summary = await runPlanned(resumed.planned, {
        question: saved.question,
        started: performance.now(),
        signal: controller.signal,
        approvals,
        approvalEffects: config.queue.approvalEffects,
        onEvent: (event) => void publishEvent(redis, eventsKey, event).catch((error: unknown) => log(`Run ${runId}: an event could not be published: ${(error as Error).message}`)),
        ...(continued ? { resume: { record: continued, reuse: resumed.reuse } } : {}),
      });
      const pause = approvals.paused();
      if (pause) {
        // Set aside until the answer (the API promotes the job); the record says interrupted meanwhile.
        await redis.set(`${keys.pending(runId)}:paused`, "1");
        await store!.runs.updateRunStatus(runId, "interrupted");
        log(`Run ${runId}: waiting for the approval of step ${pause.stepId}; the job is set aside`);
        await job.moveToDelayed(Date.now() + APPROVAL_WAIT_MS, token);
        throw new DelayedError();
      }
      if (summary.status === "interrupted") throw new Error(`Run ${runId} was interrupted (${summary.interruptedBy ?? "signal"}); it continues on another attempt`);
      await publishEnd(redis, eventsKey, { status: "finished", summary });
      log(`Run ${runId}: ${summary.status} in ${summary.durationMs} ms`);
      return summary.status;
    } finally {
      active.delete(runId);
      await resumed.planned.close();
    }
  };

  const worker = new Worker<RunJob, string>(config.queue.name, process, {
    connection: bullConnection,
    concurrency: options.concurrency,
    lockDuration: config.queue.lockDurationMs,
    stalledInterval: config.queue.stalledIntervalMs,
    maxStalledCount: config.queue.maxStalledCount,
  });
  // The same error again (Redis down: one per retry) is said once.
  let lastError = "";
  worker.on("error", (error) => {
    if (error.message === lastError) return;
    lastError = error.message;
    log(`Queue error (Redis at ${maskUrl(url)}): ${error.message}`);
  });
  // A job that failed for good (its attempts used up, or taken over more than maxStalledCount times):
  // its run ends `failed` in the store and in its event stream, so no run is left running and serve's
  // follower ends. A failure that will be retried says only that.
  worker.on("failed", (job, error) => {
    if (!job || error instanceof DelayedError) return;
    log(`Run ${job.id}: job failed (attempt ${job.attemptsMade}): ${error.message}`);
    void (async () => {
      if ((await job.getState()) !== "failed") return;
      const runId = job.data.resume.runId;
      const record = await store!.runs.loadRun(runId);
      if (record && RESUMABLE.has(record.status)) await store!.runs.updateRunStatus(runId, "failed");
      const stalled = error.message.includes("stalled more than");
      const reason = stalled
        ? `Run ${runId} failed: its worker stopped and the job had already been taken over queue.maxStalledCount (${config.queue.maxStalledCount}) times, so it is not tried again\nHint: ask again (POST /runs), or raise queue.maxStalledCount; a worker whose event loop is blocked longer than queue.lockDurationMs also counts as stopped.`
        : formatError(error);
      await publishEnd(redis, keys.events(runId), { status: "failed", error: reason });
      log(`Run ${runId}: failed for good; recorded as failed`);
    })().catch((problem: unknown) => log(`Run ${job.id}: its failure could not be recorded: ${(problem as Error).message}`));
  });
  worker.on("stalled", (jobId) => log(`Run ${jobId}: its worker stopped holding it (stalled); another worker continues it unless it was taken over queue.maxStalledCount times already`));
  await worker.waitUntilReady();
  return {
    async close() {
      await worker.close();
      await runtime.close();
      await store?.close();
      subscriber.disconnect();
      redis.disconnect();
      bullConnection.disconnect();
    },
  };
}
