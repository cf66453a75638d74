import { describe, expect, it } from "vitest";
import { createGroupCommit } from "../src/index.js";

describe("createGroupCommit", () => {
  it("writes the items added in one turn in one batch, and resolves each only after it", async () => {
    const batches: number[][] = [];
    const group = createGroupCommit<number>((batch) => batches.push(batch));
    const first = [group.add(1), group.add(2), group.add(3)];
    expect(batches).toEqual([]);
    await Promise.all(first);
    await group.add(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it("flush writes what is pending at once", async () => {
    const batches: string[][] = [];
    const group = createGroupCommit<string>((batch) => batches.push(batch));
    const added = group.add("a");
    group.flush();
    expect(batches).toEqual([["a"]]);
    await added;
  });

  it("a failed batch rejects every item, or only the faulty ones when items can be retried alone", async () => {
    const all = createGroupCommit<number>(() => {
      throw new Error("disk full");
    });
    const results = await Promise.allSettled([all.add(1), all.add(2)]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected"]);

    const written: number[] = [];
    const retried = createGroupCommit<number>(
      () => {
        throw new Error("one bad item");
      },
      (item) => {
        if (item === 2) throw new Error(`bad ${item}`);
        written.push(item);
      },
    );
    const settled = await Promise.allSettled([retried.add(1), retried.add(2), retried.add(3)]);
    expect(settled.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(written).toEqual([1, 3]);
  });
});
