import type { ResumeRecord } from "../resume.js";

/**
 * A queued run's job (job id = run id): the run's resume record, which is everything a worker needs
 * to run it, or to continue it after another worker stopped (the question redacted, the data file's
 * path, size and modification time, the verified plan and its route). The data file must be at the
 * same path for every worker (one machine, or a shared mount).
 */
export interface RunJob {
  resume: ResumeRecord;
  /** Who started it (`ownerOf` the request's token), for the API's ownership checks. */
  owner?: string;
}

/** The BullMQ job name of a run. */
export const RUN_JOB = "run";
