import { describe, expect, it } from "vitest";
import { editDistance } from "../src/index.js";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("revnue", "revenue")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });
  it("counts an adjacent transposition as one edit only when asked", () => {
    expect(editDistance("teh", "the")).toBe(2);
    expect(editDistance("teh", "the", { transpositions: true })).toBe(1);
    expect(editDistance("regoin", "region", { transpositions: true })).toBe(1);
  });
  it("stops early and returns max + 1 beyond the budget", () => {
    expect(editDistance("kitten", "sitting", { max: 2 })).toBe(3);
    expect(editDistance("a", "abcdef", { max: 2 })).toBe(3);
    expect(editDistance("revnue", "revenue", { max: 2 })).toBe(1);
  });
});
