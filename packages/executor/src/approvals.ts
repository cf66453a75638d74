import { createInterface } from "node:readline";
import type { Effect, PlanStep, ToolMetadata } from "@modular-planner/core";

export type ApprovalDecision = "approved" | "denied" | "timed-out";

export interface ApprovalRequest {
  runId: string;
  step: PlanStep;
  tool: ToolMetadata;
  effects: Effect[];
}

/** Where risky steps wait. Implementations decide how a person (or a policy) answers. */
export interface ApprovalQueue {
  request(request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalDecision>;
}

function withTimeout(decision: Promise<ApprovalDecision>, timeoutMs: number, signal: AbortSignal): Promise<ApprovalDecision> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve("timed-out"), timeoutMs);
    const abort = () => resolve("denied");
    signal.addEventListener("abort", abort, { once: true });
    decision
      .then(
        (value) => resolve(value),
        () => resolve("denied"),
      )
      .finally(() => {
        clearTimeout(timer);
        signal.removeEventListener("abort", abort);
      });
  });
}

export interface InMemoryApprovalQueue extends ApprovalQueue {
  /** Requests waiting for an answer. */
  readonly pending: readonly ApprovalRequest[];
  approve(stepId: string): void;
  deny(stepId: string): void;
}

/**
 * Holds requests in memory. With `decide`, a policy answers at once; otherwise requests wait for
 * `approve`/`deny` until `timeoutMs` (default 5 minutes), then count as timed out.
 */
export function createInMemoryApprovalQueue(
  options: { decide?: (request: ApprovalRequest) => ApprovalDecision | Promise<ApprovalDecision>; timeoutMs?: number } = {},
): InMemoryApprovalQueue {
  const waiting = new Map<string, { request: ApprovalRequest; resolve: (decision: ApprovalDecision) => void }>();
  return {
    get pending() {
      return [...waiting.values()].map((entry) => entry.request);
    },
    approve: (stepId) => waiting.get(stepId)?.resolve("approved"),
    deny: (stepId) => waiting.get(stepId)?.resolve("denied"),
    request(request, signal) {
      const decision = options.decide
        ? Promise.resolve(options.decide(request))
        : new Promise<ApprovalDecision>((resolve) => waiting.set(request.step.id, { request, resolve }));
      return withTimeout(decision, options.timeoutMs ?? 300_000, signal).finally(() => waiting.delete(request.step.id));
    },
  };
}

export interface CliApprovalQueueOptions {
  /** Where answers are read, one line each; default process.stdin. */
  input?: NodeJS.ReadableStream;
  /** Where questions are written; default process.stderr (stdout stays clean for results). */
  output?: NodeJS.WritableStream;
  /** How long a question waits for an answer before it counts as timed out; default 5 minutes. */
  timeoutMs?: number;
}

/**
 * Asks on a terminal, one question at a time in request order:
 * `Allow step "x" (tool: effects)? [y/N]`. `y`/`yes` approves; any other line denies; no answer
 * within `timeoutMs` times out; a closed input denies what is pending. Several answers typed at
 * once answer the queued questions in order. The input is released while nothing is pending, so
 * a process reading stdin can still exit.
 */
export function createCliApprovalQueue(options: CliApprovalQueueOptions = {}): ApprovalQueue {
  const input = options.input ?? process.stdin;
  const output = options.output ?? process.stderr;
  const timeoutMs = options.timeoutMs ?? 300_000;
  interface Waiting {
    question: string;
    asked: boolean;
    settle: (decision: ApprovalDecision, note?: string) => void;
  }
  const queue: Waiting[] = [];
  let readline: ReturnType<typeof createInterface> | undefined;
  let ended = false;

  const release = () => {
    const current = readline;
    readline = undefined;
    current?.removeAllListeners("close");
    current?.close();
  };
  const askNext = () => {
    const head = queue[0];
    if (!head) return release();
    if (!readline) {
      readline = createInterface({ input, terminal: false });
      readline.on("line", (text) => {
        const answered = queue[0];
        if (!answered) return; // a line with no question pending is ignored
        answered.settle(/^y(es)?$/i.test(text.trim()) ? "approved" : "denied");
      });
      readline.once("close", () => {
        ended = true;
        readline = undefined;
        for (const waiting of [...queue]) waiting.settle("denied", "(input closed: denied)\n");
      });
    }
    if (!head.asked) {
      head.asked = true;
      output.write(head.question);
    }
  };

  return {
    request(request, signal) {
      const question = `Allow step "${request.step.id}" (${request.tool.name}: ${request.effects.join(", ")})? [y/N] `;
      if (ended) {
        output.write(`${question}(input closed: denied)\n`);
        return Promise.resolve("denied");
      }
      return new Promise<ApprovalDecision>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const waiting: Waiting = {
          question,
          asked: false,
          settle(decision, note) {
            const index = queue.indexOf(waiting);
            if (index < 0) return;
            queue.splice(index, 1);
            if (timer) clearTimeout(timer);
            signal.removeEventListener("abort", onAbort);
            if (note && waiting.asked) output.write(note);
            resolve(decision);
            askNext();
          },
        };
        const onAbort = () => waiting.settle("denied", "(cancelled)\n");
        timer = setTimeout(() => waiting.settle("timed-out", `(no answer after ${timeoutMs} ms: skipped)\n`), timeoutMs);
        signal.addEventListener("abort", onAbort, { once: true });
        queue.push(waiting);
        if (signal.aborted) return onAbort();
        askNext();
      });
    },
  };
}
