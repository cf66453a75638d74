import type { RunStore } from "@modular-planner/core";
import { CancelledError } from "@modular-planner/core";
import { EXIT } from "./exit-codes.js";

/** The reason a run was aborted when the process got SIGINT or SIGTERM. */
export class InterruptedError extends CancelledError {
  constructor(readonly signal: "SIGINT" | "SIGTERM") {
    super(`The run was interrupted (${signal})`);
    this.name = "InterruptedError";
  }
}

/**
 * A queued run's attempt that another worker took over (its job's lock lapsed): it starts no step
 * and writes nothing more (queue/worker.ts fences each attempt).
 */
export class SupersededError extends CancelledError {
  constructor(
    readonly runId: string,
    readonly attempt: number,
    readonly current: number,
  ) {
    super(`Run ${runId}: attempt ${attempt} was taken over by attempt ${current} on another worker (its job's lock lapsed); it stops here`);
    this.name = "SupersededError";
  }
}

/** 130 after SIGINT (Ctrl-C), 143 after SIGTERM: 128 plus the signal's number, as shells report. */
export const exitCodeForSignal = (signal: "SIGINT" | "SIGTERM") => (signal === "SIGINT" ? EXIT.cancelled : EXIT.terminated);

interface ActiveRun {
  interrupt(error: InterruptedError): void;
  /** Resolves once the run has recorded how it ended and closed its store. */
  settled: Promise<void>;
  /** Records the run as interrupted at once, when it did not stop in time. */
  markNow(): void;
}

const active = new Set<ActiveRun>();
let interruption: InterruptedError | undefined;
let installed = false;
/** How long the runs have to stop and record themselves before the process exits anyway. */
const GRACE_MS = 5000;

function onSignal(signal: "SIGINT" | "SIGTERM") {
  const code = exitCodeForSignal(signal);
  if (interruption) {
    // A second signal: no more waiting.
    for (const run of active) run.markNow();
    process.exit(code);
  }
  interruption = new InterruptedError(signal);
  process.exitCode = code;
  const runs = [...active];
  for (const run of runs) run.interrupt(interruption);
  const deadline = setTimeout(() => {
    for (const run of active) run.markNow();
    process.exit(code);
  }, GRACE_MS);
  void Promise.allSettled(runs.map((run) => run.settled)).then(() => {
    clearTimeout(deadline);
    // The command prints how the run ended; then whatever still holds the event loop (a server,
    // an MCP child, planning in progress) must not keep the process alive.
    setTimeout(() => process.exit(code), 1000).unref();
  });
}

function install() {
  if (installed) return;
  installed = true;
  process.on("SIGINT", () => onSignal("SIGINT"));
  process.on("SIGTERM", () => onSignal("SIGTERM"));
}

export interface WatchedRun {
  /** Aborted (with an InterruptedError) when the process gets SIGINT or SIGTERM, or when `outer` aborts. */
  signal: AbortSignal;
  /** After the run: when it was interrupted, records the status `interrupted` and returns the signal. */
  interrupted(): Promise<"SIGINT" | "SIGTERM" | undefined>;
  /** Call once the store is closed. */
  release(): void;
}

/**
 * Watches one run for SIGINT/SIGTERM (handlers are installed with the first run): the run is
 * aborted, its finished steps stay in its record, and its status becomes `interrupted`. A run that
 * does not stop within 5 s (or a second signal) is marked `interrupted` at once and the process exits.
 */
export function watchRun(
  store: { runs: RunStore; close(): Promise<void> },
  runId: string,
  outer?: AbortSignal,
  options: { signals?: boolean } = {},
): WatchedRun {
  // signals false: the caller handles SIGINT/SIGTERM itself (a queue worker drains, then aborts `outer` with an InterruptedError).
  const signals = options.signals ?? true;
  if (signals) install();
  const controller = new AbortController();
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener("abort", () => controller.abort(outer.reason), { once: true });
  let settle!: () => void;
  const run: ActiveRun = {
    interrupt: (error) => controller.abort(error),
    settled: new Promise<void>((resolve) => (settle = resolve)),
    markNow() {
      // Both stores write synchronously when called (the SQLite update, the JSON-lines flush in close),
      // so the status is on disk before process.exit.
      try {
        void Promise.resolve(store.runs.updateRunStatus(runId, "interrupted")).catch(() => undefined);
        void Promise.resolve(store.close()).catch(() => undefined);
      } catch {
        // a closed store: the run had already recorded its end
      }
    },
  };
  if (signals) {
    active.add(run);
    // A run started after the signal (planning went on during the grace period) stops at once.
    if (interruption) run.interrupt(interruption);
  }
  return {
    signal: controller.signal,
    async interrupted() {
      const reason: unknown = controller.signal.reason;
      if (!(reason instanceof InterruptedError)) return undefined;
      await store.runs.updateRunStatus(runId, "interrupted");
      return reason.signal;
    },
    release() {
      active.delete(run);
      settle();
    },
  };
}
