import { describe, expect, it } from "vitest";
import { loadRegistry } from "../src/index.js";

describe("the embedded registry", () => {
  it("loads, validates and hashes stably", async () => {
    const registry = await loadRegistry();
    expect(registry.tools.length).toBeGreaterThanOrEqual(18);
    expect(registry.templates.map((t) => t.id)).toEqual(
      expect.arrayContaining(["time_series", "time_series_grouped", "comparative", "distribution", "anomaly", "correlation"]),
    );
    expect(registry.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await loadRegistry()).hash).toBe(registry.hash);
    expect(registry.catalog.get("plot_line")?.outputs).toEqual(["chart"]);
  });
});
