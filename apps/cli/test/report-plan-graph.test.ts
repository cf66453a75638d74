import { describe, expect, it } from "vitest";
import { coverLabel, layoutPlanGraph, NODE_HEIGHT, NODE_WIDTH, planGraphSvg, type PlanGraphNode } from "../src/report/plan-graph.js";

const node = (id: string, dependsOn: string[] = [], extra: Partial<PlanGraphNode> = {}): PlanGraphNode => ({
  id,
  tool: `tool_${id}`,
  covers: [],
  dependsOn,
  status: "finished",
  ...extra,
});

describe("layoutPlanGraph", () => {
  it("puts each step in the layer of its dependency depth, without overlaps", () => {
    const nodes = [node("load"), node("analyze", ["load"]), node("chart", ["analyze"]), node("save", ["analyze"]), node("report", ["chart", "load"])];
    const layout = layoutPlanGraph(nodes);
    const layer = Object.fromEntries(layout.nodes.map((placed) => [placed.id, placed.layer]));
    expect(layer).toEqual({ load: 0, analyze: 1, chart: 2, save: 2, report: 3 });
    expect(layout.edges).toHaveLength(5);
    for (const a of layout.nodes)
      for (const b of layout.nodes)
        if (a !== b) expect(Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT, `${a.id} overlaps ${b.id}`).toBe(true);
    for (const placed of layout.nodes) {
      expect(placed.x + NODE_WIDTH).toBeLessThanOrEqual(layout.width);
      expect(placed.y + NODE_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
    // Edges go left to right.
    const x = Object.fromEntries(layout.nodes.map((placed) => [placed.id, placed.x]));
    for (const edge of layout.edges) expect(x[edge.from]!).toBeLessThan(x[edge.to]!);
  });

  it("orders a layer by the positions of its dependencies", () => {
    const nodes = [node("a"), node("b"), node("from_b", ["b"]), node("from_a", ["a"])];
    const layout = layoutPlanGraph(nodes);
    const order = Object.fromEntries(layout.nodes.map((placed) => [placed.id, placed.order]));
    expect(order.from_a).toBe(0);
    expect(order.from_b).toBe(1);
  });

  it("ignores dependencies outside the plan and survives a cycle", () => {
    expect(layoutPlanGraph([node("a", ["gone"])]).nodes[0]!.layer).toBe(0);
    const cyclic = layoutPlanGraph([node("a", ["b"]), node("b", ["a"])]);
    expect(cyclic.nodes).toHaveLength(2);
  });
});

describe("planGraphSvg", () => {
  it("draws one node per step, coloured by status, with its tool and what it covers", () => {
    const svg = planGraphSvg([
      node("load", [], { tool: "load_data" }),
      node("analyze", ["load"], { tool: "run_analysis", covers: ["metrics:revenue", "group_by:region"] }),
      node("chart", ["analyze"], { tool: "render_chart", covers: ["outputs:chart"], status: "failed", detail: "failed: <boom>" }),
      node("save", ["analyze"], { tool: "save_table", covers: ["outputs:table"], status: "skipped" }),
    ]);
    expect(svg.match(/<g class="plan-node"/g)).toHaveLength(4);
    expect(svg.match(/<path class="plan-edge"/g)).toHaveLength(3);
    expect(svg).toContain('data-step="chart" data-status="failed"');
    expect(svg).toContain('stroke="#b3261e"');
    expect(svg).toContain(">run_analysis</text>");
    expect(svg).toContain(">metrics:revenue +1 more</text>");
    expect(svg).toContain("failed: &lt;boom&gt;");
    expect(svg).toMatch(/^<svg class="plan-graph" xmlns="http:\/\/www.w3.org\/2000\/svg" role="img" aria-label="The plan: 4 steps" viewBox="0 0 \d+ \d+"/);
  });

  it("words what a step covers in one short line", () => {
    expect(coverLabel([])).toBe("feeds later steps");
    expect(coverLabel(["outputs:table"])).toBe("outputs:table");
    expect(coverLabel(["constraints:filter:region=North-East", "x"])).toBe("constraints:filter:… +1 more");
  });
});
