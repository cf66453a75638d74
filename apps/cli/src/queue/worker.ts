import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CancelledError, type RunEvent, type RunRecord } from "@modular-planner/core";
import { formatError } from "@modular-planner/kit";
import type { Job } from "bullmq";
import type { CliConfig } from "../config.js";
import { restoreRun, RESUME_FILE, runFolder } from "../resume.js";
import { sharedRuntime } from "../runtime.js";
import { runPlanned } from "../service.js";
import { openSharedStore } from "../stores.js";
import { InterruptedError, SupersededError } from "../interrupts.js";
import { ApprovalPause, createQueuedApprovals } from "./approvals.js";
import { publishEnd, publishEventOnce } from "./events.js";
import type { RunJob } from "./job.js";
import { assertSharedStore, connectRedis, keysOf, maskUrl, onOutage } from "./redis.js";

/** A job set aside for an approval waits this long for the answer, then runs on with the step unanswered (denied). */
export const APPROVAL_WAIT_MS = 7 * 24 * 3600 * 1000;

/** Statuses after which a run has nothing left to do (a job delivered again after its run ended only reports it). */
const RESUMABLE = new Set<RunRecord["status"]>(["running", "interrupted"]);

export interface RunWorker {
  /**
   * Stops gracefully: no job is taken any more; the runs in progress start no further step, their
   * running steps get up to `gracePeriodMs` to finish (then they are stopped), and each unfinished
   * run is recorded interrupted and handed back to the queue, where another worker continues it from
   * its finished steps. A second call stops the running steps at once. Resolves once all is closed.
   */
  close(signal?: "SIGINT" | "SIGTERM"): Promise<void>;
}

/**
 * Takes runs off the queue, `concurrency` at a time, with the same runtime and config loading as
 * `serve` (one shared runtime, the config's store). A job whose run has a record already (its worker
 * was killed, or it waited for an approval) continues from the steps that finished (resume.ts):
 * their outputs are reused, so a step that needed an approval and ran is not run again. Each event
 * goes to the run's Redis stream, which `serve` follows for GET /runs/:id.
 */
export async function startRunWorker(
  config: CliConfig,
  options: { url: string; concurrency: number; gracePeriodMs?: number; log: (line: string) => void },
): Promise<RunWorker> {
  assertSharedStore(config);
  const { log, url } = options;
  const keys = keysOf(config);
  const [{ Worker, DelayedError }, redis, subscriber, bullConnection] = await Promise.all([
    import("bullmq"),
    connectRedis(url, { worker: true, name: "mp-worker-events" }),
    connectRedis(url, { worker: true, name: "mp-worker-cancel" }),
    connectRedis(url, { worker: true, name: "mp-worker" }),
  ]);
  onOutage(redis, url, log);
  const store = await openSharedStore(config);
  const runtime = sharedRuntime(config);
  const active = new Map<string, { controller: AbortController; drain: AbortController }>();
  // Set by the first SIGTERM/SIGINT: runs drain, then go back to the queue (close).
  let stopping: InterruptedError | undefined;
  await subscriber.subscribe(keys.cancelChannel);
  subscriber.on("message", (_channel: string, runId: string) =>
    active.get(runId)?.controller.abort(new CancelledError(`The run was cancelled (POST /runs/${runId}/cancel)`)),
  );

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
      const why = paused
        ? "its approval was answered"
        : `its worker stopped${continued.owner ? ` (process ${continued.owner.pid} on ${continued.owner.host})` : ""}`;
      log(
        `Run ${runId}: continuing after ${why}; reusing ${Object.keys(resumed.reuse).join(", ") || "no step"}${resumed.rerun.length ? `; running again ${resumed.rerun.join(", ")} (their tables were in the stopped process)` : ""}`,
      );
    } else log(`Run ${runId}: started (job ${job.id}, attempt ${job.attemptsMade + 1})`);
    // Taken up again: a later delivery (this worker killed meanwhile) is a takeover, not an answer.
    if (paused) await redis.del(`${keys.pending(runId)}:paused`);
    const controller = new AbortController();
    // The attempt's fencing token: each delivery that runs the run takes the next number; an attempt
    // that finds a later one (its lock lapsed and another worker took the job over) stops at its next
    // step boundary and writes nothing more. While Redis is unreachable the attempt goes on (no other
    // worker can take the job over then); a token lost with a Redis restart is set again.
    const attemptKey = keys.attempt(runId);
    const attempt = await redis.incr(attemptKey);
    await redis.expire(attemptKey, 8 * 24 * 3600);
    let superseded: SupersededError | undefined;
    const fence = async (): Promise<boolean> => {
      if (superseded) return false;
      if (redis.status !== "ready") return true;
      const current = await redis.get(attemptKey);
      if (current === null) {
        await redis.set(attemptKey, attempt, "EX", 8 * 24 * 3600, "NX");
        return true;
      }
      if (Number(current) === attempt) return true;
      superseded ??= new SupersededError(runId, attempt, Number(current));
      controller.abort(superseded);
      return false;
    };
    const drain = new AbortController();
    // Taken just as the worker began to stop: it starts no step and goes back at once.
    if (stopping) drain.abort(stopping);
    active.set(runId, { controller, drain });
    const approvals = createQueuedApprovals(redis, keys, (pause) => controller.abort(pause));
    // An attempt that stops for an approval or a handoff ends its unfinished steps and the run as
    // cancelled or skipped: those ends are this attempt's, not the run's (the next attempt goes on),
    // so the client is not told them.
    const stopArtifact = (event: RunEvent) => {
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : drain.signal.aborted ? drain.signal.reason : undefined;
      if (!(reason instanceof ApprovalPause || reason instanceof InterruptedError)) return false;
      if (event.type === "run-finish") return event.status === "cancelled";
      return event.type === "plan-step-finish" && event.status !== "succeeded";
    };
    try {
      const summary = await runPlanned(resumed.planned, {
        question: saved.question,
        started: performance.now(),
        signal: controller.signal,
        approvals,
        approvalEffects: config.queue.approvalEffects,
        worker: { drain: drain.signal, fence },
        ...(job.data.owner ? { caller: job.data.owner } : {}),
        onEvent: (event) =>
          void (superseded || stopArtifact(event) ? Promise.resolve() : publishEventOnce(redis, eventsKey, event)).catch((error: unknown) =>
            log(`Run ${runId}: an event could not be published: ${(error as Error).message}`),
          ),
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
      if (summary.status === "interrupted") {
        // The worker is stopping: the job goes back to the queue as it is (no attempt counted), and
        // another worker continues the run from the steps that finished here.
        await job.moveToDelayed(Date.now(), token);
        log(
          `Run ${runId}: handed back to the queue (${summary.interruptedBy ?? "stopping"}); finished here: ${summary.finished.join(", ") || "no step"}; another worker continues it`,
        );
        throw new DelayedError();
      }
      // The store went away for longer than it waits (store.retryMs): the run stopped, and its record
      // could not say so. The stream ends with why; the record is marked failed once the store is back.
      const storeFailure = summary.failed.find((failure) => failure.stepId === "(store)");
      if (storeFailure) {
        const error = `Run ${runId} failed: ${storeFailure.error}\nHint: start the store's server again (store.retryMs is how long a run waits for it); ask again with POST /runs once it is back.`;
        await publishEnd(redis, eventsKey, { status: "failed", error });
        log(`Run ${runId}: failed, its store unreachable: ${storeFailure.error}`);
        markFailedWhenBack(runId);
        return "failed";
      }
      await publishEnd(redis, eventsKey, { status: "finished", summary });
      log(`Run ${runId}: ${summary.status} in ${summary.durationMs} ms`);
      return summary.status;
    } catch (error) {
      if (!(error instanceof SupersededError)) throw error;
      // The job belongs to the newer attempt now: nothing is told or recorded from here.
      log(`${error.message}; nothing more of it is run or recorded here`);
      return "superseded";
    } finally {
      active.delete(runId);
      await resumed.planned.close();
    }
  };

  // Runs whose record still says `running` because the store was away when they failed: marked
  // failed as soon as it answers again (each try waits store.retryMs), so none is left running.
  const unrecorded = new Set<string>();
  let closing = false;
  const markFailedWhenBack = (runId: string) => {
    unrecorded.add(runId);
    void (async () => {
      while (!closing) {
        try {
          await store!.runs.updateRunStatus(runId, "failed");
          unrecorded.delete(runId);
          log(`Run ${runId}: recorded as failed now that the store answers again`);
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
    })();
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
  worker.on("stalled", (jobId) =>
    log(`Run ${jobId}: its worker stopped holding it (stalled); another worker continues it unless it was taken over queue.maxStalledCount times already`),
  );
  await worker.waitUntilReady();
  return {
    async close(signal = "SIGTERM") {
      if (stopping) {
        // A second signal: the running steps are stopped now.
        for (const run of active.values()) run.controller.abort(stopping);
        return;
      }
      stopping = new InterruptedError(signal);
      const grace = options.gracePeriodMs ?? config.queue.gracePeriodMs;
      // No job is taken from here on; BullMQ's close waits for the ones in progress.
      const closed = worker.close();
      if (active.size > 0)
        log(
          `Stopping (${signal}): no new run is taken; ${active.size} run(s) in progress start no further step, their running steps have up to ${grace} ms to finish, then they go back to the queue`,
        );
      for (const run of active.values()) run.drain.abort(stopping);
      const timer = setTimeout(() => {
        for (const [runId, run] of active) {
          log(`Run ${runId}: its running steps did not finish within the grace period (${grace} ms): stopping them`);
          run.controller.abort(stopping);
        }
      }, grace);
      await closed;
      clearTimeout(timer);
      closing = true;
      for (const runId of unrecorded)
        log(`Run ${runId}: its record still says running (the store was unreachable); a command on this host marks it interrupted once this worker has exited`);
      await runtime.close();
      await store?.close();
      subscriber.disconnect();
      redis.disconnect();
      bullConnection.disconnect();
    },
  };
}
