import { version } from "vega-lite";
import { describe, expect, it } from "vitest";
import { chartSpec } from "../src/index.js";

describe("chart specs", () => {
  it("declare the schema of the Vega-Lite major version that compiles them", () => {
    const spec = chartSpec("bar", [{ region: "North", revenue: 3 }], [{ name: "region", type: "string" }, { name: "revenue", type: "number" }] as never, { x: "region", y: "revenue" });
    expect(spec.$schema).toBe(`https://vega.github.io/schema/vega-lite/v${version.split(".")[0]}.json`);
    expect(spec.$schema).not.toContain("/v5.json");
  });
});
