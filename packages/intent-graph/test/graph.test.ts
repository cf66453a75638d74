import { describeIntentGraphStoreConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import {
  addSubIntents,
  ancestorsOf,
  assertValidIntentGraph,
  childrenOf,
  createIntentGraph,
  createMemoryIntentGraphStore,
  getNode,
  leafDependencies,
  leaves,
  outputLeafOf,
  pendingNodes,
  refineNode,
  setNodeStatus,
  setNodeText,
  validateIntentGraph,
} from "../src/index.js";

const now = "2026-11-23T00:00:00.000Z";
const intent = (id: string, text: string, dependsOn: string[] = []) => ({ id, text, dependsOn });

const sample = () =>
  addSubIntents(
    createIntentGraph({ id: "g", text: "list the issues, then chart them by label" }, { now }),
    "root",
    [intent("i1", "list the issues"), intent("i2", "chart them by label", ["i1"])],
    { now },
  );

describe("intent graph functions", () => {
  it("creates a graph with the goal as root and adds sub-intents with both edge types", () => {
    const graph = sample();
    expect(graph.id).toBe("g");
    expect(getNode(graph, "root")).toMatchObject({ kind: "goal", status: "decomposed", depth: 0 });
    expect(childrenOf(graph, "root").map((node) => [node.id, node.depth, node.status])).toEqual([
      ["i1", 1, "pending"],
      ["i2", 1, "pending"],
    ]);
    expect(graph.edges).toEqual([
      { from: "i1", to: "root", type: "IsSubgoalOf" },
      { from: "i2", to: "root", type: "IsSubgoalOf" },
      { from: "i2", to: "i1", type: "DependsOn" },
    ]);
    expect(validateIntentGraph(graph)).toEqual({ ok: true, issues: [] });
  });

  it("never mutates its input", () => {
    const graph = sample();
    const copy = structuredClone(graph);
    setNodeStatus(graph, "i1", "resolved", { tool: "list_issues" });
    refineNode(graph, "i2", [intent("a", "group by label"), intent("b", "chart", ["a"])]);
    expect(graph).toEqual(copy);
  });

  it("refines a node into children one level deeper, recording why, as an IsSubgoalOf chain", () => {
    let graph = refineNode(sample(), "i2", [intent("a", "group the issues by label"), intent("b", "draw a bar chart", ["a"])], {
      reason: "two capabilities",
      now,
    });
    graph = refineNode(graph, "i2.2", [intent("x", "pick chart type"), intent("y", "render")], { now });
    expect(getNode(graph, "i2")).toMatchObject({ status: "decomposed", data: { refinedBecause: "two capabilities" } });
    expect(childrenOf(graph, "i2").map((node) => [node.id, node.depth])).toEqual([
      ["i2.1", 2],
      ["i2.2", 2],
    ]);
    expect(getNode(graph, "i2.2.1")!.depth).toBe(3);
    expect(ancestorsOf(graph, "i2.2.1").map((node) => node.id)).toEqual(["i2.2", "i2", "root"]);
    expect(graph.edges).toContainEqual({ from: "i2.2", to: "i2.1", type: "DependsOn" });
    expect(leaves(graph).map((node) => node.id)).toEqual(["i1", "i2.1", "i2.2.1", "i2.2.2"]);
    expect(outputLeafOf(graph, "i2")!.id).toBe("i2.2.2");
    // i2.1 has no sibling dependency: it inherits i2's (on i1); i2.2.1 inherits from i2.2 (on i2.1).
    expect(leafDependencies(graph, "i2.1")).toEqual(["i1"]);
    expect(leafDependencies(graph, "i2.2.1")).toEqual(["i2.1"]);
    expect(validateIntentGraph(graph).ok).toBe(true);
  });

  it("tracks status: pending leaves, dropped nodes left out, text replaced", () => {
    let graph = setNodeStatus(sample(), "i1", "resolved", { tool: "list_issues", score: 0.8 });
    graph = setNodeStatus(graph, "i2", "needs-clarification");
    expect(getNode(graph, "i1")!.data).toEqual({ tool: "list_issues", score: 0.8 });
    expect(pendingNodes(graph).map((node) => node.id)).toEqual(["i2"]);
    graph = setNodeText(graph, "i2", "chart the issues by label");
    expect(getNode(graph, "i2")!.intent!.text).toBe("chart the issues by label");
    graph = setNodeStatus(graph, "i2", "dropped");
    expect(leaves(graph).map((node) => node.id)).toEqual(["i1"]);
    expect(pendingNodes(graph)).toEqual([]);
  });

  it("refuses duplicate ids and dependencies outside the siblings", () => {
    expect(() => addSubIntents(sample(), "root", [intent("i1", "again")])).toThrow(/already has a node "i1"/);
    expect(() => addSubIntents(sample(), "i1", [intent("z", "z", ["i2"])])).toThrow(/not a sibling/);
    expect(() => setNodeStatus(sample(), "nope", "resolved")).toThrow(/no node "nope"/);
  });

  it("validation reports dangling edges, cycles, wrong depths and second parents", () => {
    const graph = sample();
    const dangling = { ...graph, edges: [...graph.edges, { from: "i2", to: "ghost", type: "DependsOn" as const }] };
    expect(validateIntentGraph(dangling).issues.map((issue) => issue.code)).toContain("dangling-edge");
    const cycle = { ...graph, edges: [...graph.edges, { from: "i1", to: "i2", type: "DependsOn" as const }] };
    expect(validateIntentGraph(cycle).issues).toContainEqual(expect.objectContaining({ code: "cycle", message: expect.stringContaining("DependsOn cycle") }));
    const depth = { ...graph, nodes: graph.nodes.map((node) => (node.id === "i1" ? { ...node, depth: 3 } : node)) };
    expect(validateIntentGraph(depth).issues.map((issue) => issue.code)).toEqual(["depth"]);
    const twoParents = { ...graph, edges: [...graph.edges, { from: "i2", to: "i1", type: "IsSubgoalOf" as const }] };
    expect(validateIntentGraph(twoParents).issues.map((issue) => issue.code)).toContain("parent");
    expect(validateIntentGraph({ id: "x" }).issues[0]!.code).toBe("schema");
    expect(() => assertValidIntentGraph(cycle)).toThrow(/Invalid intent graph: DependsOn cycle/);
  });
});

describe("memory store", () => {
  it("keeps snapshots and refuses use after close", async () => {
    const store = createMemoryIntentGraphStore();
    const graph = sample();
    await store.saveGraph(graph);
    const loaded = (await store.loadGraph("g"))!;
    loaded.nodes[0]!.status = "failed";
    expect((await store.loadGraph("g"))!.nodes[0]!.status).toBe("decomposed");
    expect(store.size).toBe(1);
    await store.close();
    await expect(store.loadGraph("g")).rejects.toThrow(/closed/);
  });
});

describeIntentGraphStoreConformance({ name: "memory", create: () => createMemoryIntentGraphStore() });
