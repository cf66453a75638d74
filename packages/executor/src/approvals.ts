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
    decision.then(
      (value) => resolve(value),
      () => resolve("denied"),
    ).finally(() => {
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
export function createInMemoryApprovalQueue(options: { decide?: (request: ApprovalRequest) => ApprovalDecision | Promise<ApprovalDecision>; timeoutMs?: number } = {}): InMemoryApprovalQueue {
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

/** Asks on a terminal: `Allow step "x" (tool, effects)? [y/N]`. Anything but y/yes denies. */
export function createCliApprovalQueue(options: { input?: NodeJS.ReadableStream; output?: NodeJS.WritableStream; timeoutMs?: number } = {}): ApprovalQueue {
  return {
    request(request, signal) {
      const readline = createInterface({ input: options.input ?? process.stdin, output: options.output ?? process.stderr, terminal: false });
      const question = `Allow step "${request.step.id}" (${request.tool.name}: ${request.effects.join(", ")})? [y/N] `;
      const answer = new Promise<ApprovalDecision>((resolve) => {
        readline.question(question, (text) => resolve(/^y(es)?$/i.test(text.trim()) ? "approved" : "denied"));
        readline.once("close", () => resolve("denied"));
      });
      return withTimeout(answer, options.timeoutMs ?? 300_000, signal).finally(() => readline.close());
    },
  };
}
