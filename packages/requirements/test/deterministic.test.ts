import { readFileSync } from "node:fs";
import { DatasetSchemaSchema, type DatasetSchema } from "@modular-planner/core";
import { describe, expect, it } from "vitest";
import { createDeterministicExtractor } from "../src/index.js";

const schema = (name: string): DatasetSchema =>
  DatasetSchemaSchema.parse(JSON.parse(readFileSync(new URL(`../../../samples/${name}.schema.json`, import.meta.url), "utf8")));
const sales = schema("sales");
const tickets = schema("support_tickets");
const extractor = createDeterministicExtractor();

describe("deterministic requirement extraction", () => {
  it("reads the design walkthrough", () => {
    const { requirements } = extractor.extract("get revenue totals by region and product type over time", sales) as Awaited<
      ReturnType<typeof extractor.extract>
    >;
    expect(requirements).toEqual({
      version: "1",
      metrics: [{ column: "revenue", aggregation: "sum" }],
      group_by: ["region", "product_category"],
      time: { column: "date", grain: "unknown" },
      analysis: ["total", "trend"],
      outputs: ["chart", "table"],
      constraints: { top_n: null, filters: [], sort: null },
    });
  });

  it("corrects light typos and states a grain only when asked", async () => {
    const result = await extractor.extract("monthly revnue by region", sales);
    expect(result.requirements.metrics).toEqual([{ column: "revenue", aggregation: "sum" }]);
    expect(result.requirements.time).toEqual({ column: "date", grain: "month" });
    expect(result.notes).toContain('read "revnue" as column revenue');
  });

  it("averages rates, scores and durations by whole words of the column name, not by substrings", async () => {
    const web = DatasetSchemaSchema.parse({
      name: "web",
      columns: [
        { name: "day", type: "date" },
        { name: "site", type: "string" },
        { name: "page_views", type: "number" },
        { name: "storageGb", type: "number" },
        { name: "conversion_rate", type: "number" },
        { name: "session_hours", type: "number" },
      ],
    });
    const metric = async (question: string) => (await extractor.extract(question, web)).requirements.metrics[0];
    expect(await metric("page views by site")).toEqual({ column: "page_views", aggregation: "sum" });
    expect(await metric("storage gb by site")).toEqual({ column: "storageGb", aggregation: "sum" });
    expect(await metric("conversion rate by site")).toEqual({ column: "conversion_rate", aggregation: "mean" });
    expect(await metric("session hours by site")).toEqual({ column: "session_hours", aggregation: "mean" });
  });

  it("finds top-N, averages and filters", async () => {
    const { requirements } = await extractor.extract("top 3 agents by average resolution time where priority is urgent", tickets);
    expect(requirements.metrics).toEqual([{ column: "resolution_hours", aggregation: "mean" }]);
    expect(requirements.group_by).toEqual(["agent"]);
    expect(requirements.constraints.top_n).toBe(3);
    expect(requirements.constraints.filters).toEqual([{ column: "priority", operator: "=", value: "urgent" }]);
    expect(requirements.analysis).toEqual(expect.arrayContaining(["rank", "filter"]));
  });

  it("reports what it cannot resolve instead of inventing it", async () => {
    const result = await extractor.extract("total revenue by weather", sales);
    expect(result.unresolved).toContain("weather");
    expect(result.requirements.group_by).toEqual([]);
    expect(result.confidence).toBeLessThan(0.9);
    const foreign = await extractor.extract("quel est le chiffre d'affaires ?", sales);
    expect(foreign.requirements.metrics).toEqual([]);
    expect(foreign.confidence).toBeLessThanOrEqual(0.4);
  });
});

describe("aggregation words after by", () => {
  it("reads 'top 2 regions by total revenue' without an unresolved mention", async () => {
    const result = await createDeterministicExtractor().extract("top 2 regions by total revenue", sales);
    expect(result.unresolved).toEqual([]);
    expect(result.requirements.group_by).toEqual(["region"]);
    expect(result.requirements.constraints.top_n).toBe(2);
  });
});
