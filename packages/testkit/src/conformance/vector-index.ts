import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { VectorIndex } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { itHasStrategyIdentity } from "./common.js";

export interface VectorIndexConformanceOptions {
  name: string;
  create: (dimensions: number) => VectorIndex | Promise<VectorIndex>;
  /** Approximate indexes may miss; exact ones must agree with brute force on every query. Default true. */
  exact?: boolean;
  /** Minimum recall@10 against brute force for approximate indexes. Default 0.9. */
  minRecall?: number;
}

/** Deterministic pseudo-random unit vectors (mulberry32), so failures reproduce. */
export function randomUnitVectors(count: number, dimensions: number, seed = 42): Float32Array[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
  return Array.from({ length: count }, () => {
    const vector = Float32Array.from({ length: dimensions }, next);
    const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0));
    return vector.map((value) => value / norm);
  });
}

export function bruteForceTopK(vectors: readonly Float32Array[], ids: readonly string[], query: Float32Array, k: number): string[] {
  return vectors
    .map((vector, index) => ({ id: ids[index]!, score: vector.reduce((sum, value, i) => sum + value * query[i]!, 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((hit) => hit.id);
}

export function describeVectorIndexConformance(options: VectorIndexConformanceOptions): void {
  const dimensions = 16;
  const vectors = randomUnitVectors(300, dimensions);
  const ids = vectors.map((_, index) => `tool-${index}`);
  const queries = randomUnitVectors(20, dimensions, 7);

  describe(`VectorIndex conformance: ${options.name}`, () => {
    itHasStrategyIdentity(() => options.create(dimensions));

    it("finds each stored vector as its own nearest neighbour, sorted by score, at most k hits", async () => {
      const index = await options.create(dimensions);
      await index.add(ids, vectors);
      expect(index.size).toBe(300);
      expect(index.dimensions).toBe(dimensions);
      for (const probe of [0, 17, 299]) {
        const hits = await index.search(vectors[probe]!, 5);
        expect(hits.length).toBeLessThanOrEqual(5);
        expect(hits[0]?.id).toBe(ids[probe]);
        expect(hits[0]!.score).toBeCloseTo(1, 3);
        const scores = hits.map((hit) => hit.score);
        expect(scores).toEqual([...scores].sort((a, b) => b - a));
      }
    });

    it("agrees with brute-force search", async () => {
      const index = await options.create(dimensions);
      await index.add(ids, vectors);
      let found = 0;
      for (const query of queries) {
        const expected = bruteForceTopK(vectors, ids, query, 10);
        const actual = (await index.search(query, 10)).map((hit) => hit.id);
        if (options.exact ?? true) expect(actual).toEqual(expected);
        found += actual.filter((id) => expected.includes(id)).length;
      }
      expect(found / (queries.length * 10)).toBeGreaterThanOrEqual(options.minRecall ?? 0.9);
    });

    it("returns no hits from an empty index and rejects a dimension mismatch", async () => {
      const index = await options.create(dimensions);
      expect(await index.search(queries[0]!, 3)).toEqual([]);
      await expect(async () => index.add(["bad"], [new Float32Array(dimensions + 1)])).rejects.toThrow(/dimension/i);
    });

    it("saves and loads to the same answers", async () => {
      const directory = await mkdtemp(join(tmpdir(), "mp-index-"));
      try {
        const index = await options.create(dimensions);
        await index.add(ids, vectors);
        const path = join(directory, "index.bin");
        await index.save(path);
        const restored = await options.create(dimensions);
        await restored.load(path);
        expect(restored.size).toBe(300);
        for (const query of queries.slice(0, 5)) {
          expect((await restored.search(query, 10)).map((hit) => hit.id)).toEqual((await index.search(query, 10)).map((hit) => hit.id));
        }
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });
  });
}
