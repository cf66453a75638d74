import { PlanSchema } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { describe, expect, it } from "vitest";
import { createExampleRetriever, loadShippedExamples, parseCsv } from "../src/index.js";
import { convertYaaafCheck } from "../src/yaaaf.js";

const registry = await loadRegistry();
const shipped = loadShippedExamples();

describe("the shipped hand-written examples", () => {
  it("are 6 to 10 YAML plans over the registry's tools that pass the rules verifier", async () => {
    expect(shipped.length).toBeGreaterThanOrEqual(6);
    expect(shipped.length).toBeLessThanOrEqual(10);
    const verifier = createRulesVerifier();
    for (const plan of shipped) {
      expect(
        plan.steps.every((step) => registry.catalog.has(step.tool)),
        plan.id,
      ).toBe(true);
      const report = await verifier.verify(plan, {
        catalog: registry.catalog,
        capabilityMap: registry.capabilityMap,
        ...(plan.requirements ? { requirements: plan.requirements } : {}),
      });
      expect(
        report.issues.filter((issue) => issue.severity === "error"),
        plan.id,
      ).toEqual([]);
    }
  });

  it("are found by BM25 over goal and step descriptions", () => {
    const retriever = createExampleRetriever({ examples: shipped, catalog: registry.catalog });
    expect(retriever.dropped).toEqual([]);
    expect(retriever.search("which 10 customers bring the most profit?")[0]!.id).toBe("top-products-by-profit");
    expect(retriever.search("predict next quarter's sales")[0]!.id).toBe("sales-forecast");
    expect(retriever.search("outliers in daily sessions")[0]!.id).toBe("daily-traffic-anomalies");
    expect(retriever.search("revenue per month", 2).map((hit) => hit.id)).toContain("monthly-revenue-trend");
    expect(retriever.search("revenue per month", 2)).toHaveLength(2);
    expect(retriever.search("zebra giraffe")).toEqual([]);
  });
});

describe("createExampleRetriever", () => {
  it("drops examples naming tools the catalog lacks and says which", () => {
    const foreign = PlanSchema.parse({
      id: "foreign",
      goal: "scrape a web page",
      steps: [
        { id: "fetch", tool: "fetch_url", description: "Fetch the page" },
        { id: "load", tool: "load_data" },
      ],
    });
    const retriever = createExampleRetriever({ examples: [...shipped, foreign], catalog: registry.catalog });
    expect(retriever.dropped).toEqual([{ id: "foreign", unavailable: ["fetch_url"] }]);
    expect(retriever.examples).toHaveLength(shipped.length);
    expect(retriever.search("scrape a web page").map((hit) => hit.id)).not.toContain("foreign");
    // Without a catalog every example is kept.
    expect(createExampleRetriever({ examples: [foreign] }).search("scrape a web page")[0]!.id).toBe("foreign");
  });
});

describe("YAAAF conversion helpers", () => {
  it("parses quoted CSV fields with commas, quotes and line breaks", () => {
    expect(parseCsv('a,b\n"x, ""y""","line1\nline2"\r\nplain,2\n')).toEqual([
      { a: 'x, "y"', b: "line1\nline2" },
      { a: "plain", b: "2" },
    ]);
  });

  it("converts YAAAF check strings to plan checks, keeping the rest as custom", () => {
    expect(convertYaaafCheck("row_count > 0")).toEqual({ type: "row_count", operator: ">", value: 0 });
    expect(convertYaaafCheck("file_size < 5MB")).toEqual({ type: "file_size", operator: "<", value: 5 * 1024 * 1024 });
    expect(convertYaaafCheck("columns: [title, url]")).toEqual({ type: "columns", columns: ["title", "url"] });
    expect(convertYaaafCheck("no_empty_values: [summary]")).toEqual({ type: "no_null_values", columns: ["summary"] });
    expect(convertYaaafCheck("row_count >= data.row_count * 0.9")).toEqual({
      type: "custom",
      name: "row_count",
      args: { expression: "row_count >= data.row_count * 0.9" },
    });
  });
});
