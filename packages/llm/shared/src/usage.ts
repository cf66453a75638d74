import type { RunEvent, Usage } from "@modular-planner/core";
import { addUsage, ZERO_USAGE } from "@modular-planner/kit";

/** The core `llm-usage` run event for one step. */
export function usageEvent(step: string, usage: Usage, options: { runId?: string; timestamp?: string } = {}): Extract<RunEvent, { type: "llm-usage" }> {
  return { type: "llm-usage", runId: options.runId ?? "", timestamp: options.timestamp ?? new Date().toISOString(), step, usage: { ...usage } };
}

export interface UsageMeter {
  /** Adds one call's usage under its step. */
  add(step: string, usage: Usage): void;
  /** Sum over every step. */
  total(): Usage;
  /** Sum per step, in first-seen order. */
  byStep(): Record<string, Usage>;
  /** One `llm-usage` event per step. */
  events(runId?: string): Extract<RunEvent, { type: "llm-usage" }>[];
  reset(): void;
}

/** Accumulates token usage of one plan (or run) per step. */
export function createUsageMeter(): UsageMeter {
  let steps = new Map<string, Usage>();
  return {
    add(step, usage) {
      steps.set(step, addUsage(steps.get(step) ?? ZERO_USAGE, usage));
    },
    total() {
      let sum: Usage = { ...ZERO_USAGE };
      for (const usage of steps.values()) sum = addUsage(sum, usage);
      return sum;
    },
    byStep() {
      return Object.fromEntries([...steps].map(([step, usage]) => [step, { ...usage }]));
    },
    events(runId) {
      return [...steps].map(([step, usage]) => usageEvent(step, usage, { runId }));
    },
    reset() {
      steps = new Map();
    },
  };
}
