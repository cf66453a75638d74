import type { Queue } from "bullmq";
import type { CliConfig } from "../config.js";
import { createStreamFollower, publishEnd, type FollowHandlers } from "./events.js";
import { RUN_JOB, type RunJob } from "./job.js";
import { assertSharedStore, connectRedis, keysOf, maskUrl, onOutage, QueueUnavailableError } from "./redis.js";

/** What `serve --queue` does with a planned run instead of running it: see queue/worker.ts for the other side. */
export interface RunDispatcher {
  /** Where the queue is (password masked), for the start-up lines. */
  location: string;
  /** Follows the run's events (from its first), then queues its job. */
  enqueue(job: RunJob, handlers: FollowHandlers): Promise<void>;
  /** A waiting job is removed (and its run ended as cancelled); a running one is told to stop, wherever it runs. */
  cancel(runId: string): Promise<void>;
  /** Records the answer to a step's approval and puts the job set aside for it back in the queue. False: no such pending approval. */
  answerApproval(runId: string, stepId: string, decision: "approved" | "denied"): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The serve side of the queue: one BullMQ queue to add jobs to (job id = run id, so a run is queued
 * once), one connection that follows every run's event stream, one for commands.
 */
export async function createRunDispatcher(config: CliConfig, url: string, report: (line: string) => void): Promise<RunDispatcher> {
  assertSharedStore(config);
  const keys = keysOf(config);
  const [{ Queue }, commands, reader, bullConnection] = await Promise.all([
    import("bullmq"),
    connectRedis(url, { name: "mp-serve" }),
    connectRedis(url, { name: "mp-serve-follow" }),
    connectRedis(url, { worker: true, name: "mp-serve-queue" }),
  ]);
  onOutage(commands, url, report);
  const queue: Queue<RunJob> = new Queue<RunJob>(config.queue.name, { connection: bullConnection });
  queue.on("error", () => undefined);
  const follower = createStreamFollower(reader, { onError: (error) => report(`Following run events: ${error.message}`) });
  const unreachable = (error: unknown) => (commands.status === "ready" ? error : new QueueUnavailableError(url, error));
  return {
    location: maskUrl(url),
    async enqueue(job, handlers) {
      const runId = job.resume.runId;
      follower.follow(keys.events(runId), handlers);
      try {
        if (commands.status !== "ready") throw new Error(`connection ${commands.status}`);
        await queue.add(RUN_JOB, job, {
          jobId: runId,
          attempts: 3,
          backoff: { type: "fixed", delay: 1000 },
          removeOnComplete: { age: 24 * 3600 },
          removeOnFail: { age: 7 * 24 * 3600 },
        });
      } catch (error) {
        follower.unfollow(keys.events(runId));
        throw unreachable(error);
      }
    },
    async cancel(runId) {
      const job = await queue.getJob(runId);
      const state = await job?.getState();
      if (job && (state === "waiting" || state === "delayed" || state === "prioritized")) {
        await job.remove();
        await publishEnd(commands, keys.events(runId), { status: "finished", summary: { runId, status: "cancelled" } });
        return;
      }
      await commands.publish(keys.cancelChannel, runId);
    },
    async answerApproval(runId, stepId, decision) {
      const pending = await commands.hexists(keys.pending(runId), stepId);
      if (!pending) return false;
      await commands
        .multi()
        .set(keys.approval(runId, stepId), decision, "EX", 7 * 24 * 3600)
        .hdel(keys.pending(runId), stepId)
        .exec();
      const job = await queue.getJob(runId);
      if (job && (await job.getState()) === "delayed") await job.promote();
      return true;
    },
    async close() {
      await follower.close();
      await queue.close();
      commands.disconnect();
      bullConnection.disconnect();
    },
  };
}
