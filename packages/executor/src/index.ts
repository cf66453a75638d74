export { createExecutor, type Executor, type ExecutorOptions, type ReplanRequest, type RunOptions, type RunResult } from "./executor.js";
export {
  createCliApprovalQueue,
  createInMemoryApprovalQueue,
  type CliApprovalQueueOptions,
  type ApprovalDecision,
  type ApprovalQueue,
  type ApprovalRequest,
  type InMemoryApprovalQueue,
} from "./approvals.js";
export type { CheckEvaluator } from "./checks.js";
export { prepareParams, resolveParams, selectPath } from "./params.js";
export { createInMemoryRunStore, createJsonlRunStore, summarizeRun } from "./run-store.js";
