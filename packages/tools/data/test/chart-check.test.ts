import { beforeEach, describe, expect, it, vi } from "vitest";

// Counts Vega-Lite compiles: the check is kept by the chart's shape, so the same kind of chart is compiled once.
const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock("vega-lite", async (importOriginal) => {
  const original = await importOriginal<typeof import("vega-lite")>();
  return {
    ...original,
    compile: (...args: Parameters<typeof original.compile>) => {
      compiles.count += 1;
      return original.compile(...args);
    },
  };
});

const { chartSpecProblem } = await import("../src/index.js");

const bar = (x: string, y: string, title: string) => ({
  title,
  mark: "bar",
  encoding: { x: { field: x, type: "nominal", title: x }, y: { field: y, type: "quantitative", title: `Total ${y}` }, tooltip: [{ field: x }, { field: y }] },
});

describe("chartSpecProblem keeps its checks by the chart's shape", () => {
  beforeEach(() => {
    compiles.count = 0;
  });

  it("compiles a kind of chart once, whatever its fields and titles", () => {
    expect(chartSpecProblem(bar("store_region", "net_sales", "Net sales by region"))).toBeUndefined();
    expect(compiles.count).toBe(1);
    expect(chartSpecProblem(bar("ShelterName", "AdoptionFee", "Fees per shelter"))).toBeUndefined();
    expect(chartSpecProblem(bar("fazenda", "sacas", "Sacas por fazenda"))).toBeUndefined();
    expect(compiles.count).toBe(1);
  });

  it("tells one field used twice from two fields, and one mark from another", () => {
    chartSpecProblem(bar("a_one", "b_one", "t"));
    const before = compiles.count;
    expect(chartSpecProblem(bar("same", "same", "t"))).toBeUndefined();
    expect(compiles.count).toBe(before + 1);
    expect(chartSpecProblem({ ...bar("k", "v", "t"), mark: "line" })).toBeUndefined();
    expect(compiles.count).toBe(before + 2);
  });

  it("keeps a problem for its exact spec, so its message names that spec's field", () => {
    const first = chartSpecProblem({ mark: "notamark", encoding: { x: { field: "alpha", type: "nominal" } } });
    const second = chartSpecProblem({ mark: "notamark", encoding: { x: { field: "beta", type: "nominal" } } });
    expect(first).toEqual(expect.any(String));
    expect(second).toEqual(expect.any(String));
    expect(compiles.count).toBe(2);
    expect(chartSpecProblem({ mark: "notamark", encoding: { x: { field: "alpha", type: "nominal" } } })).toBe(first);
    expect(compiles.count).toBe(2);
  });
});
