import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFlatVectorIndex } from "../src/index.js";
import { topPositions } from "../src/flat-index.js";

let directory: string;
beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), "mp-flat-"));
});
afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

const unit = (...values: number[]) => {
  const norm = Math.hypot(...values);
  return Float32Array.from(values.map((value) => value / norm));
};

describe("flat vector index", () => {
  it("grows past its initial capacity and replaces a vector added again under the same id", () => {
    const index = createFlatVectorIndex(2);
    const ids = Array.from({ length: 200 }, (_, i) => `v${i}`);
    index.add(
      ids,
      ids.map((_, i) => unit(1, i)),
    );
    expect(index.size).toBe(200);
    index.add(["v0"], [unit(0, 1)]);
    expect(index.size).toBe(200);
    expect(index.search(unit(0, 1), 1)[0]!.id).toBe("v0");
  });

  it("writes a header (magic, version, dimensions, count) and refuses corrupt or mismatched files", async () => {
    const index = createFlatVectorIndex(3);
    index.add(["a", "b"], [unit(1, 0, 0), unit(0, 1, 0)]);
    const path = join(directory, "index.bin");
    await index.save(path);
    const bytes = await readFile(path);
    expect(bytes.toString("ascii", 0, 4)).toBe("MPVI");
    expect([bytes.readUInt32LE(4), bytes.readUInt32LE(8), bytes.readUInt32LE(12)]).toEqual([1, 3, 2]);

    await expect(createFlatVectorIndex(4).load(path)).rejects.toThrow(`${path}: dimension mismatch: the file holds 3-dimensional vectors, the index expects 4`);
    const corrupt = Buffer.from(bytes);
    corrupt[corrupt.length - 1] = corrupt[corrupt.length - 1]! ^ 0xff;
    await writeFile(path, corrupt);
    await expect(createFlatVectorIndex(3).load(path)).rejects.toThrow(`${path}: checksum mismatch (the file is corrupt)`);
    await writeFile(path, bytes.subarray(0, bytes.length - 4));
    await expect(createFlatVectorIndex(3).load(path)).rejects.toThrow(/truncated or oversized/);
    await writeFile(path, "not an index");
    await expect(createFlatVectorIndex(3).load(path)).rejects.toThrow(`${path}: not a flat vector index file (bad magic)`);
  });

  it("rejects queries of the wrong dimension with a clear message", () => {
    const index = createFlatVectorIndex(3);
    index.add(["a"], [unit(1, 0, 0)]);
    expect(() => index.search(new Float32Array(5), 1)).toThrow("dimension mismatch: query has 5 dimensions, the index holds 3");
  });

  it("selects the top positions best first, ties by position", () => {
    expect(topPositions(Float32Array.from([0.1, 0.9, 0.5, 0.9, 0.2]), 3)).toEqual([1, 3, 2]);
    expect(topPositions(Float32Array.from([0.3]), 5)).toEqual([0]);
    expect(topPositions(new Float32Array(0), 5)).toEqual([]);
  });
});
