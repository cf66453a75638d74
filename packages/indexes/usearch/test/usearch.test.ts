import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ModularPlannerError } from "@modular-planner/core";
import { describeVectorIndexConformance, randomUnitVectors } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createUsearchIndex } from "../src/index.js";

describeVectorIndexConformance({ name: "usearch exact", create: (dimensions) => createUsearchIndex({ dimensions, mode: "exact" }), exact: true });
describeVectorIndexConformance({
  name: "usearch hnsw",
  create: (dimensions) => createUsearchIndex({ dimensions, mode: "hnsw", connectivity: 16, expansionAdd: 128, expansionSearch: 64 }),
  exact: false,
  minRecall: 0.9,
});

describe("usearch index specifics", () => {
  for (const mode of ["exact", "hnsw"] as const) {
    it(`${mode}: ids are strings, re-adding an id replaces its vector`, async () => {
      const [a, b] = randomUnitVectors(2, 8, 3);
      const index = createUsearchIndex({ dimensions: 8, mode });
      expect(index.id).toBe(`usearch:${mode}`);
      await index.add(["x", "y"], [a!, b!]);
      await index.add(["x"], [b!]);
      expect(index.size).toBe(2);
      const hits = await index.search(b!, 5);
      expect(hits.map((hit) => hit.id).sort()).toEqual(["x", "y"]);
      expect(hits[0]!.score).toBeCloseTo(1, 4);
      expect(hits[1]!.score).toBeCloseTo(1, 4);
      await index.add(["z", "z"], [b!, a!]);
      expect(index.size).toBe(3);
      expect((await index.search(a!, 1))[0]).toMatchObject({ id: "z" });
    });

    it(`${mode}: rejects a query of the wrong dimension and a saved index of another dimension`, async () => {
      const directory = await mkdtemp(join(tmpdir(), "mp-usearch-"));
      try {
        const index = createUsearchIndex({ dimensions: 8, mode });
        await index.add(["x"], randomUnitVectors(1, 8));
        expect(() => index.search(new Float32Array(4), 1)).toThrow("usearch index: dimension mismatch in search: expected 8, got 4");
        const path = join(directory, "i.bin");
        await index.save(path);
        const other = createUsearchIndex({ dimensions: 16, mode });
        await expect(other.load(path)).rejects.toThrow(`usearch index: dimension mismatch in load of ${path}: expected 16, got 8`);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });
  }

  it("rejects an unreadable file with a cache-invalid error", async () => {
    const directory = await mkdtemp(join(tmpdir(), "mp-usearch-"));
    try {
      const path = join(directory, "broken.bin");
      await writeFile(path, "not an index");
      const error = await createUsearchIndex({ dimensions: 8, mode: "exact" })
        .load(path)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ModularPlannerError);
      expect((error as ModularPlannerError).code).toBe("cache-invalid");
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("rejects non-positive dimensions", () => {
    expect(() => createUsearchIndex({ dimensions: 0 })).toThrow("usearch index: dimensions must be a positive integer, got 0");
  });
});
