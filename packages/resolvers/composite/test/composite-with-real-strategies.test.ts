import { SubIntentSchema } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { describeResolverConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { createCompositeResolver } from "../src/index.js";

const registry = await loadRegistry();
const intent = (id: string, text: string) => SubIntentSchema.parse({ id, text });
const create = () => createCompositeResolver({ strategies: [createCatalogResolver(), createSemanticResolver({ cacheDir: false })], threshold: 0.5 });

describeResolverConformance({
  name: "composite (catalog, then semantic; embedded registry)",
  create,
  context: { catalog: registry.catalog },
  cases: [
    { intent: intent("i1", "plot revenue over time as a line chart"), expectedTool: "plot_line" },
    { intent: intent("i2", "flag outliers using robust z-score"), expectedTool: "detect_anomalies" },
    { intent: intent("i3", "share of each segment in the total"), expectedTool: "segment_metric" },
  ],
  noMatch: { intent: intent("n1", "book a flight to Paris") },
});

describe("composite over the real catalog and semantic resolvers", () => {
  it("takes the catalog's answer when it is confident, else falls through to semantic", async () => {
    const resolver = create();
    const [line] = await resolver.resolve(intent("a", "plot revenue over time as a line chart"), { catalog: registry.catalog });
    expect(line).toMatchObject({ tool: "plot_line", strategy: "catalog" });
    expect(resolver.attempts("a").map((attempt) => attempt.strategy)).toEqual(["catalog"]);

    const [outliers] = await resolver.resolve(intent("b", "flag outliers using robust z-score"), { catalog: registry.catalog });
    expect(outliers).toMatchObject({ tool: "detect_anomalies", strategy: "semantic" });
    const attempts = resolver.attempts("b");
    expect(attempts.map((attempt) => [attempt.strategy, attempt.topTool, attempt.accepted])).toEqual([
      ["catalog", "detect_anomalies", false],
      ["semantic", "detect_anomalies", true],
    ]);
    expect(attempts[0]!.topScore).toBeLessThan(0.5);
    expect(outliers!.reason).toMatch(/\[composite: semantic ≥ 0\.5; tried catalog detect_anomalies 0\.\d+; semantic detect_anomalies 0\.\d+\]$/);
  });
});
