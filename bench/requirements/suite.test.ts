import { describe, expect, it } from "vitest";
import { evaluate } from "./run.js";

describe("the labelled requirement suite", () => {
  it("invents no label and gets at least 90% of fields right", async () => {
    const result = await evaluate();
    expect(result.questions).toBeGreaterThanOrEqual(60);
    expect(result.inventedRate).toBe(0);
    expect(result.overall).toBeGreaterThanOrEqual(0.9);
  });
});
