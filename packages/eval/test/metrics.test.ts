import { describe, expect, it } from "vitest";
import { edgeF1, mean, median, ndcgAtK, nodeF1, percentile, recallAtK, reciprocalRank } from "../src/index.js";

describe("retrieval metrics (hand-computed)", () => {
  const ranked = ["a", "x", "b", "y", "z"];
  const gold = ["a", "b", "c"];

  it("Recall@k", () => {
    expect(recallAtK(ranked, gold, 1)).toBeCloseTo(1 / 3, 10);
    expect(recallAtK(ranked, gold, 3)).toBeCloseTo(2 / 3, 10);
    expect(recallAtK(ranked, gold, 10)).toBeCloseTo(2 / 3, 10);
    expect(recallAtK(["a", "a"], ["a", "b"], 2)).toBe(0.5);
    expect(recallAtK(ranked, [], 5)).toBe(0);
  });

  it("NDCG@k with binary gains", () => {
    // DCG = 1/log2(2) + 1/log2(4) = 1.5; IDCG(3 gold, k=5) = 1 + 1/log2(3) + 1/2.
    expect(ndcgAtK(ranked, gold, 5)).toBeCloseTo(1.5 / (1 + 1 / Math.log2(3) + 0.5), 10);
    // k=2: DCG = 1; IDCG = 1 + 1/log2(3).
    expect(ndcgAtK(ranked, gold, 2)).toBeCloseTo(1 / (1 + 1 / Math.log2(3)), 10);
    expect(ndcgAtK(["b", "a"], ["a", "b"], 10)).toBe(1);
    expect(ndcgAtK(["x", "a"], ["a"], 10)).toBeCloseTo(1 / Math.log2(3), 10);
    expect(ndcgAtK(["x"], ["a"], 10)).toBe(0);
  });

  it("reciprocal rank and mean", () => {
    expect(reciprocalRank(["x", "y", "b"], gold)).toBeCloseTo(1 / 3, 10);
    expect(reciprocalRank(["x"], gold)).toBe(0);
    expect(mean([1, 0, 0.5])).toBe(0.5);
    expect(mean([])).toBe(0);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it("nearest-rank percentiles (p50, p95)", () => {
    const values = Array.from({ length: 20 }, (_, index) => 20 - index); // 1..20, unsorted
    expect(percentile(values, 50)).toBe(10);
    expect(percentile(values, 95)).toBe(19);
    expect(percentile(values, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 95)).toBe(0);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });
});

describe("TaskBench node and edge F1", () => {
  it("node F1 over tool sets", () => {
    // predicted {a, b, d}, gold {a, b, c}: P = 2/3, R = 2/3, F1 = 2/3.
    expect(nodeF1(["a", "b", "d"], ["a", "b", "c"])).toEqual({ precision: 2 / 3, recall: 2 / 3, f1: 2 / 3 });
    expect(nodeF1(["a"], ["a", "b"]).f1).toBeCloseTo(2 / 3, 10);
    expect(nodeF1([], ["a"])).toEqual({ precision: 0, recall: 0, f1: 0 });
    expect(nodeF1([], [])).toEqual({ precision: 1, recall: 1, f1: 1 });
    // predicted {a, b, c, d} (a twice), gold {a, e}: P = 1/4, R = 1/2, F1 = 2·(1/8)/(3/4) = 1/3.
    const skewed = nodeF1(["a", "b", "a", "c", "d"], ["a", "e"]);
    expect(skewed.precision).toBe(0.25);
    expect(skewed.recall).toBe(0.5);
    expect(skewed.f1).toBeCloseTo(1 / 3, 10);
  });

  it("edge F1 over directed links", () => {
    // predicted {a→b, b→c}, gold {a→b, a→c}: P = 1/2, R = 1/2, F1 = 1/2; direction matters.
    expect(
      edgeF1(
        [
          ["a", "b"],
          ["b", "c"],
        ],
        [
          ["a", "b"],
          ["a", "c"],
        ],
      ),
    ).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
    expect(edgeF1([["b", "a"]], [["a", "b"]]).f1).toBe(0);
    // predicted {a→b}, gold {a→b, b→c, c→d}: P = 1, R = 1/3, F1 = 2·(1/3)/(4/3) = 1/2.
    expect(
      edgeF1(
        [
          ["a", "b"],
          ["a", "b"],
        ],
        [
          ["a", "b"],
          ["b", "c"],
          ["c", "d"],
        ],
      ),
    ).toEqual({ precision: 1, recall: 1 / 3, f1: 0.5 });
    expect(edgeF1([], [])).toEqual({ precision: 1, recall: 1, f1: 1 });
  });
});
