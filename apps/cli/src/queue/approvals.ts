import type { ApprovalDecision, ApprovalQueue } from "@modular-planner/executor";
import type { Redis } from "ioredis";

/** A run stops (its job is set aside) until a step's approval is answered through the API. */
export class ApprovalPause extends Error {
  constructor(readonly stepId: string) {
    super(`Step ${stepId} waits for an approval (POST /runs/<run-id>/approvals/${stepId})`);
    this.name = "ApprovalPause";
  }
}

/**
 * Approvals of a queued run, kept in Redis: a step answered earlier (through the API, while the job
 * was set aside) gets its answer at once; a step not yet answered is recorded as pending and the run
 * is paused (`pause`): the job waits in the queue, not in a worker, and any worker continues it once
 * the answer comes (queue/worker.ts).
 */
export function createQueuedApprovals(
  redis: Redis,
  keys: { approval: (runId: string, stepId: string) => string; pending: (runId: string) => string },
  pause: (error: ApprovalPause) => void,
): ApprovalQueue & { paused(): ApprovalPause | undefined } {
  let paused: ApprovalPause | undefined;
  return {
    paused: () => paused,
    async request(request) {
      const answered = await redis.get(keys.approval(request.runId, request.step.id));
      if (answered === "approved" || answered === "denied") return answered as ApprovalDecision;
      await redis.hset(
        keys.pending(request.runId),
        request.step.id,
        JSON.stringify({ tool: request.tool.name, effects: request.effects, requestedAt: new Date().toISOString() }),
      );
      paused ??= new ApprovalPause(request.step.id);
      pause(paused);
      throw paused;
    },
  };
}
