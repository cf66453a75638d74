import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ModularPlannerError } from "@modular-planner/core";
import { describeVectorIndexConformance, randomUnitVectors } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createFaissIndex, loadFaiss } from "../src/index.js";

// No skip when faiss-node is missing: this test (and every conformance test) fails with the reason and the fix.
describe("faiss-node", () => {
  it("loads (build it with scripts/setup/faiss.sh when its prebuilt download is unreachable)", () => {
    let reason = "";
    try {
      loadFaiss();
    } catch (error) {
      reason = `${(error as Error).message}\nhint: ${(error as ModularPlannerError).hint}`;
    }
    expect(reason, "faiss-node failed to load").toBe("");
  });
});

describeVectorIndexConformance({ name: "faiss flat", create: (dimensions) => createFaissIndex({ dimensions, kind: "flat" }), exact: true });
describeVectorIndexConformance({ name: "faiss hnsw", create: (dimensions) => createFaissIndex({ dimensions, kind: "hnsw" }), exact: false, minRecall: 0.9 });

describe("faiss index specifics", () => {
  for (const kind of ["flat", "hnsw"] as const) {
    it(`${kind}: ids are strings, re-adding an id replaces its vector (also after save/load)`, async () => {
      const directory = await mkdtemp(join(tmpdir(), "mp-faiss-"));
      try {
        const [a, b] = randomUnitVectors(2, 8, 3);
        const index = createFaissIndex({ dimensions: 8, kind });
        expect(index.id).toBe(`faiss:${kind}`);
        await index.add(["x", "y"], [a!, b!]);
        await index.add(["x"], [b!]);
        expect(index.size).toBe(2);
        const check = async (target: typeof index) => {
          const hits = await target.search(b!, 5);
          expect(hits.map((hit) => hit.id).sort()).toEqual(["x", "y"]);
          expect(hits[1]!.score).toBeCloseTo(1, 4);
        };
        await check(index);
        const path = join(directory, "i.bin");
        await index.save(path);
        const restored = createFaissIndex({ dimensions: 8, kind });
        await restored.load(path);
        expect(restored.size).toBe(2);
        await check(restored);
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });

    it(`${kind}: rejects a query of the wrong dimension and a saved index of another dimension`, async () => {
      const directory = await mkdtemp(join(tmpdir(), "mp-faiss-"));
      try {
        const index = createFaissIndex({ dimensions: 8, kind });
        await index.add(["x"], randomUnitVectors(1, 8));
        expect(() => index.search(new Float32Array(4), 1)).toThrow("faiss index: dimension mismatch in search: expected 8, got 4");
        const path = join(directory, "i.bin");
        await index.save(path);
        await expect(createFaissIndex({ dimensions: 16, kind }).load(path)).rejects.toThrow(
          `faiss index: dimension mismatch in load of ${path}: expected 16, got 8`,
        );
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    });
  }

  it("rejects an unreadable file with a cache-invalid error", async () => {
    const directory = await mkdtemp(join(tmpdir(), "mp-faiss-"));
    try {
      const path = join(directory, "broken.bin");
      await writeFile(path, "not an index");
      const error = await createFaissIndex({ dimensions: 8 })
        .load(path)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ModularPlannerError);
      expect((error as ModularPlannerError).code).toBe("cache-invalid");
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
