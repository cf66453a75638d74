import { ResolutionSchema, type ResolveContext, type Resolver, type SubIntent } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { itHasStrategyIdentity } from "./common.js";

export interface ResolverConformanceOptions {
  name: string;
  create: () => Resolver | Promise<Resolver>;
  context: ResolveContext;
  /** Intents with the tool that must be ranked first (or within `withinTop`). */
  cases: { intent: SubIntent; expectedTool: string; withinTop?: number }[];
  /** An intent no tool fits; the resolver must return [] or only low scores (< `noMatchBelow`). */
  noMatch?: { intent: SubIntent; noMatchBelow?: number };
}

export function describeResolverConformance(options: ResolverConformanceOptions): void {
  describe(`Resolver conformance: ${options.name}`, () => {
    itHasStrategyIdentity(options.create);

    it("returns valid resolutions ranked by score, naming catalog tools, with reasons", async () => {
      const resolver = await options.create();
      for (const { intent } of options.cases) {
        const resolutions = await resolver.resolve(intent, options.context);
        expect(resolutions.length).toBeGreaterThan(0);
        for (const resolution of resolutions) {
          expect(ResolutionSchema.safeParse(resolution).success).toBe(true);
          expect(resolution.intentId).toBe(intent.id);
          expect(options.context.catalog.has(resolution.tool)).toBe(true);
          expect(resolution.reason.length).toBeGreaterThan(0);
        }
        const scores = resolutions.map((resolution) => resolution.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    });

    it("ranks the expected tool at the top", async () => {
      const resolver = await options.create();
      for (const { intent, expectedTool, withinTop } of options.cases) {
        const tools = (await resolver.resolve(intent, options.context)).map((resolution) => resolution.tool);
        expect(tools.slice(0, withinTop ?? 1), `intent "${intent.text}"`).toContain(expectedTool);
      }
    });

    it("respects topK and is deterministic", async () => {
      const resolver = await options.create();
      const { intent } = options.cases[0]!;
      const limited = await resolver.resolve(intent, { ...options.context, topK: 2 });
      expect(limited.length).toBeLessThanOrEqual(2);
      expect(await resolver.resolve(intent, options.context)).toEqual(await resolver.resolve(intent, options.context));
    });

    if (options.noMatch) {
      const { intent, noMatchBelow } = options.noMatch;
      it("does not invent a confident match when nothing fits", async () => {
        const resolver = await options.create();
        const resolutions = await resolver.resolve(intent, options.context);
        for (const resolution of resolutions) expect(resolution.score).toBeLessThan(noMatchBelow ?? 0.5);
      });
    }
  });
}
