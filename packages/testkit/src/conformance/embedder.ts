import type { Embedder } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { itHasStrategyIdentity } from "./common.js";

export interface EmbedderConformanceOptions {
  name: string;
  create: () => Embedder | Promise<Embedder>;
  /** Whether vectors are unit length (cosine = dot product). Default true. */
  normalized?: boolean;
  /** Pairs where `a` must be closer to `b` than to `c` (skip for embedders without meaning, e.g. random-weight test models). */
  semanticTriples?: { a: string; b: string; c: string }[];
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((sum, value, index) => sum + value * b[index]!, 0);

export function describeEmbedderConformance(options: EmbedderConformanceOptions): void {
  describe(`Embedder conformance: ${options.name}`, () => {
    itHasStrategyIdentity(options.create);
    const texts = ["plot revenue over time", "list the files in a folder", "Umsatz pro Region", "", "a".repeat(20_000)];

    it("returns one finite Float32Array of the declared dimension per text, including empty and long texts", async () => {
      const embedder = await options.create();
      expect(embedder.dimensions).toBeGreaterThan(0);
      const vectors = await embedder.embed(texts, { kind: "document" });
      expect(vectors).toHaveLength(texts.length);
      for (const vector of vectors) {
        expect(vector).toBeInstanceOf(Float32Array);
        expect(vector.length).toBe(embedder.dimensions);
        expect(vector.every(Number.isFinite)).toBe(true);
      }
      expect(await embedder.embed([])).toEqual([]);
    });

    it("is deterministic and batch-independent", async () => {
      const embedder = await options.create();
      const batch = await embedder.embed(texts.slice(0, 3));
      const single = await embedder.embed([texts[1]!]);
      for (let i = 0; i < single[0]!.length; i++) expect(single[0]![i]).toBeCloseTo(batch[1]![i]!, 5);
      const again = await embedder.embed(texts.slice(0, 3));
      expect(again).toEqual(batch);
    });

    if (options.normalized ?? true) {
      it("returns unit-length vectors for non-empty texts", async () => {
        const embedder = await options.create();
        for (const vector of await embedder.embed(texts.slice(0, 3))) expect(Math.sqrt(dot(vector, vector))).toBeCloseTo(1, 4);
      });
    }

    if (options.semanticTriples?.length) {
      it("places related texts closer than unrelated ones", async () => {
        const embedder = await options.create();
        for (const { a, b, c } of options.semanticTriples!) {
          const [va, vb, vc] = await embedder.embed([a, b, c], { kind: "query" });
          expect(dot(va!, vb!), `${a} ~ ${b} vs ${c}`).toBeGreaterThan(dot(va!, vc!));
        }
      });
    }
  });
}
