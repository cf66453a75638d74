import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SubIntentSchema, type SubIntentInput } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { describeResolverConformance } from "@modular-planner/testkit";
import { afterAll, describe, expect, it } from "vitest";
import { createSemanticResolver } from "../src/index.js";

const registry = await loadRegistry();
const intent = (input: SubIntentInput) => SubIntentSchema.parse(input);
const cacheDir = await mkdtemp(join(tmpdir(), "mp-semantic-"));
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

const cases = [
  { intent: intent({ id: "i1", text: "plot revenue over time as a line chart" }), expectedTool: "plot_line" },
  { intent: intent({ id: "i2", text: "load the sales csv file" }), expectedTool: "load_data" },
  { intent: intent({ id: "i3", text: "histogram showing the distribution of order values" }), expectedTool: "plot_histogram" },
  { intent: intent({ id: "i4", text: "detect anomalies in daily revenue" }), expectedTool: "detect_anomalies" },
  { intent: intent({ id: "i5", text: "pearson correlation between price and demand" }), expectedTool: "correlation" },
  { intent: intent({ id: "i6", text: "forecasting next quarter's sales" }), expectedTool: "forecast_linear", withinTop: 2 },
];

describeResolverConformance({
  name: "semantic (hybrid, embedded registry)",
  create: () => createSemanticResolver({ cacheDir }),
  context: { catalog: registry.catalog },
  cases,
  noMatch: { intent: intent({ id: "n1", text: "book a flight to Paris for tomorrow" }) },
});

describeResolverConformance({
  name: "semantic (BM25 only, no cache)",
  create: () => createSemanticResolver({ embedder: null, cacheDir: false }),
  context: { catalog: registry.catalog },
  cases: cases.slice(0, 5),
  noMatch: { intent: intent({ id: "n1", text: "book a flight to Paris for tomorrow" }) },
});

describe("semantic resolver", () => {
  it("builds the index once per catalog and restricts to candidates", async () => {
    const resolver = createSemanticResolver({ cacheDir });
    const first = await resolver.indexFor(registry.catalog);
    expect(await resolver.indexFor(registry.catalog)).toBe(first);
    const resolutions = await resolver.resolve(intent({ id: "x", text: "bar chart of revenue by region" }), {
      catalog: registry.catalog,
      candidates: [registry.catalog.get("plot_bar")!, registry.catalog.get("plot_line")!],
    });
    expect(resolutions[0]!.tool).toBe("plot_bar");
    expect(resolutions.every((resolution) => ["plot_bar", "plot_line"].includes(resolution.tool))).toBe(true);
    expect(resolutions[0]!.reason).toMatch(/^hybrid rank 1 \(fused /);
  });

  it("maps intent params onto the tool's schema", async () => {
    const resolver = createSemanticResolver({ cacheDir });
    const [top] = await resolver.resolve(intent({ id: "x", text: "keep the top rows by revenue", params: { N: "5", Column: "revenue" } }), {
      catalog: registry.catalog,
    });
    expect(top!.tool).toBe("top_n");
    expect(top!.params).toEqual({ n: 5, column: "revenue" });
  });
});
