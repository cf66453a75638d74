import { version } from "vega-lite";
import { describe, expect, it } from "vitest";
import { chartSpec } from "../src/index.js";

describe("chart specs", () => {
  it("declare the schema of the Vega-Lite major version that compiles them", () => {
    const spec = chartSpec(
      "bar",
      [{ region: "North", revenue: 3 }],
      [
        { name: "region", type: "string" },
        { name: "revenue", type: "number" },
      ] as never,
      { x: "region", y: "revenue" },
    );
    expect(spec.$schema).toBe(`https://vega.github.io/schema/vega-lite/v${version.split(".")[0]}.json`);
    expect(spec.$schema).not.toContain("/v5.json");
  });

  it("tell a second grouping of a line chart apart by its dash, beside the colour", () => {
    const columns = [
      { name: "date", type: "date" },
      { name: "region", type: "string" },
      { name: "product", type: "string" },
      { name: "channel", type: "string" },
      { name: "revenue", type: "number" },
    ] as never;
    const spec = chartSpec("line", [], columns, { x: "date", y: "revenue", color: "product" }) as { encoding: Record<string, unknown> };
    expect(spec.encoding.color).toEqual({ field: "product", type: "nominal" });
    expect(spec.encoding.strokeDash).toEqual({ field: "region", type: "nominal" });
    expect(spec.encoding.detail).toEqual([{ field: "channel", type: "nominal" }]);
    const plain = chartSpec("line", [], columns, { x: "date", y: "revenue" }) as { encoding: Record<string, unknown> };
    expect(plain.encoding.strokeDash).toBeUndefined();
    expect(plain.encoding.detail).toHaveLength(3);
  });
});
