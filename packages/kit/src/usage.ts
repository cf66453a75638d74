import type { Usage } from "@modular-planner/core";

/** The sum of two token usages. */
export function addUsage(a: Usage, b: Usage): Usage {
  return { inputTokens: a.inputTokens + b.inputTokens, outputTokens: a.outputTokens + b.outputTokens };
}

export const ZERO_USAGE: Usage = Object.freeze({ inputTokens: 0, outputTokens: 0 });
