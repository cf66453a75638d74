import { SPECIFICATION_VERSION, type VectorIndex } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createFlatVectorIndex, createToolIndex } from "../src/index.js";
import { SAMPLE_TOOLS } from "./helpers.js";

/** A VectorIndex that reverses the flat index's scores, and counts what it was given. */
function reversingIndex(dimensions: number) {
  const inner = createFlatVectorIndex(dimensions);
  const calls = { added: 0, searches: 0 };
  const index: VectorIndex = {
    specificationVersion: SPECIFICATION_VERSION,
    id: "reversing",
    dimensions,
    get size() {
      return inner.size;
    },
    add(ids, vectors) {
      calls.added += ids.length;
      inner.add(ids, vectors);
    },
    search(query, k) {
      calls.searches += 1;
      return inner.search(query, k).map((hit) => ({ ...hit, score: -hit.score }));
    },
    save: (path) => inner.save(path),
    load: (path) => inner.load(path),
  };
  return { index, calls };
}

describe("createToolIndex with another vector index", () => {
  it("adds the (cached) vectors to it and takes dense scores from its search", async () => {
    let made: ReturnType<typeof reversingIndex> | undefined;
    const index = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir: false, vectorIndex: (dimensions) => (made = reversingIndex(dimensions)).index });
    const flat = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir: false });
    expect(index.vectorIndexId).toBe("reversing");
    expect(flat.vectorIndexId).toBe("flat");
    expect(made!.calls.added).toBe(SAMPLE_TOOLS.length);
    const [chosen] = await index.search("plot revenue over time", { k: 1, mode: "dense" });
    const [plain] = await flat.search("plot revenue over time", { k: 1, mode: "dense" });
    expect(made!.calls.searches).toBe(1);
    expect(chosen!.tool.name).not.toBe(plain!.tool.name);
    const all = await index.search("plot revenue over time", { k: SAMPLE_TOOLS.length, mode: "dense" });
    expect(all.find((hit) => hit.tool.name === plain!.tool.name)!.denseScore).toBeCloseTo(-plain!.denseScore, 6);
  });

  it("refuses an index of other dimensions", async () => {
    await expect(createToolIndex({ tools: SAMPLE_TOOLS, cacheDir: false, vectorIndex: (dimensions) => reversingIndex(dimensions + 1).index })).rejects.toThrow(
      /has \d+ dimensions, the embedder \d+/,
    );
  });

  it("the flat index hands back a stored vector by position", () => {
    const flat = createFlatVectorIndex(3);
    flat.add(["a", "b"], [new Float32Array([1, 0, 0]), new Float32Array([0, 1, 0])]);
    expect([...flat.vectorAt(1)]).toEqual([0, 1, 0]);
    expect(() => flat.vectorAt(2)).toThrow(RangeError);
  });
});
