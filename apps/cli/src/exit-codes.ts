/** Documented exit codes of the `modular-planner` command (see docs/cli.md). */
export const EXIT = {
  ok: 0,
  /** A run or plan failed: verification, execution or a tool error. */
  failed: 1,
  /** Bad usage: unknown option, missing argument. */
  usage: 2,
  /** Bad input: missing/empty data file, unknown column, invalid config or registry. */
  input: 3,
  /** The planner needs an answer: a clarification question was printed. */
  clarification: 4,
  /** The router refused the request: a guardrail block (destructive SQL, credentials) or no route allowed by the constraints. */
  refused: 5,
  /** Cancelled (Ctrl-C, SIGINT) or timed out; a run in progress is recorded as `interrupted`. */
  cancelled: 130,
  /** Stopped by SIGTERM; a run in progress is recorded as `interrupted`. */
  terminated: 143,
} as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
