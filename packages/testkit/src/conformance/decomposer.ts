import { SubIntentSchema, type Decomposer, type DecomposeContext, type Goal } from "@modular-planner/core";
import { findCycles } from "@modular-planner/kit";
import { describe, expect, it } from "vitest";
import { abortedSignal, itHasStrategyIdentity } from "./common.js";

export interface DecomposerConformanceOptions {
  name: string;
  create: () => Decomposer | Promise<Decomposer>;
  /** Goals the decomposer should answer with at least one intent. */
  goals: { goal: Goal; context?: DecomposeContext; minIntents?: number }[];
  /** A goal on which the decomposer should abstain (confidence 0, a rationale, no guess). */
  abstainOn?: { goal: Goal; context?: DecomposeContext };
  /** Whether an already-aborted signal must make `decompose` reject. */
  supportsCancellation?: boolean;
}

export function describeDecomposerConformance(options: DecomposerConformanceOptions): void {
  describe(`Decomposer conformance: ${options.name}`, () => {
    itHasStrategyIdentity(options.create);

    it("returns valid sub-intents with in-range confidence, a rationale and acyclic, resolvable dependencies", async () => {
      const decomposer = await options.create();
      for (const { goal, context, minIntents } of options.goals) {
        const result = await decomposer.decompose(goal, context ?? {});
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        expect(result.rationale.length).toBeGreaterThan(0);
        expect(result.intents.length).toBeGreaterThanOrEqual(minIntents ?? 1);
        const ids = new Set<string>();
        for (const intent of result.intents) {
          expect(SubIntentSchema.safeParse(intent).success).toBe(true);
          expect(ids.has(intent.id)).toBe(false);
          ids.add(intent.id);
        }
        for (const intent of result.intents) for (const dependency of intent.dependsOn) expect(ids.has(dependency)).toBe(true);
        expect(findCycles(result.intents.map((intent) => ({ id: intent.id, dependsOn: intent.dependsOn, params: {} })))).toEqual([]);
      }
    });

    it("is deterministic for identical input", async () => {
      const decomposer = await options.create();
      const first = options.goals[0]!;
      const a = await decomposer.decompose(first.goal, first.context ?? {});
      const b = await decomposer.decompose(first.goal, first.context ?? {});
      expect(b.intents).toEqual(a.intents);
    });

    if (options.abstainOn) {
      const abstain = options.abstainOn;
      it("abstains with confidence 0 and a reason instead of guessing", async () => {
        const decomposer = await options.create();
        const result = await decomposer.decompose(abstain.goal, abstain.context ?? {});
        expect(result.confidence).toBe(0);
        expect(result.rationale.length).toBeGreaterThan(0);
      });
    }

    if (options.supportsCancellation) {
      it("rejects when the signal is already aborted", async () => {
        const decomposer = await options.create();
        const first = options.goals[0]!;
        await expect(decomposer.decompose(first.goal, { ...first.context, signal: abortedSignal() })).rejects.toThrow();
      });
    }
  });
}
