// The intent path's saved state (node data of the stored IntentGraph) is one typed schema: a stored
// graph whose state does not fit is refused on resume with an error naming the node and the key.
import { type IntentGraph } from "@modular-planner/core";
import { isModularPlannerError } from "@modular-planner/kit";
import { createMemoryIntentGraphStore, getNode } from "@modular-planner/intent-graph";
import { createCatalogResolver } from "@modular-planner/resolver-catalog";
import { describe, expect, it } from "vitest";
import { IntentNodeStateSchema, MissingCapabilityError, checkGraphState, nodeState } from "../src/index.js";
import { fixedDecomposer, plannerFor } from "./intent-fixtures.js";

async function storedClarification() {
  const store = createMemoryIntentGraphStore();
  const planner = plannerFor({
    decomposer: fixedDecomposer([
      { id: "i1", text: "list the issues of acme/web" },
      { id: "i2", text: "translate", dependsOn: ["i1"] },
    ]),
    resolver: createCatalogResolver(),
    minResolutionScore: 0.2,
    store,
  });
  await expect(planner.plan({ id: "g-state", text: "list the issues of acme/web, then translate" })).rejects.toBeInstanceOf(MissingCapabilityError);
  return { store, planner, graph: (await store.loadGraph("g-state"))! };
}

const withData = (graph: IntentGraph, nodeId: string, data: Record<string, unknown>): IntentGraph => ({
  ...graph,
  nodes: graph.nodes.map((node) => (node.id === nodeId ? ({ ...node, data: { ...node.data, ...data } } as typeof node) : node)),
});

describe("the intent path's saved state", () => {
  it("every node of a graph the planner stored fits the schema, with typed reads", async () => {
    const { graph } = await storedClarification();
    expect(checkGraphState(graph)).toBe(graph);
    for (const node of graph.nodes) expect(IntentNodeStateSchema.safeParse(node.data).success).toBe(true);
    const resolved = nodeState(getNode(graph, "i1")!);
    expect(resolved.tool).toBe("list_issues");
    expect(typeof resolved.score).toBe("number");
    const waiting = nodeState(getNode(graph, "i2")!);
    expect(waiting.question).toBe("missing-capability");
    expect(waiting.missing?.choices.map((choice) => choice.kind)).toContain("drop");
    expect(nodeState(getNode(graph, graph.rootId)!).waitingOn).toBe("i2");
  });

  it("keeps keys it does not know, and null as a cleared key", () => {
    const state = IntentNodeStateSchema.parse({ tool: "list_issues", failure: null, addedLater: { any: [1] } });
    expect(state).toEqual({ tool: "list_issues", failure: null, addedLater: { any: [1] } });
  });

  it.each([
    ["an unknown question kind", { question: "pick-one" }, "data.question"],
    ["a tool that is not a name", { tool: 5 }, "data.tool"],
    ["a clarification without options", { clarification: { question: "Which?", reason: "r" } }, "data.clarification.options"],
    ["candidates that are not a list", { candidates: "list_issues" }, "data.candidates"],
  ])("a stored graph with %s is refused on resume, naming the graph, node and key", async (_label, data, key) => {
    const { store, planner, graph } = await storedClarification();
    await store.saveGraph(withData(graph, "i2", data));
    const error = await planner.resume("g-state", { answer: "drop" }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(isModularPlannerError(error)).toBe(true);
    if (!isModularPlannerError(error)) return;
    expect(error.code).toBe("store-failed");
    expect(error.message).toContain(`Intent graph g-state: node "i2" has malformed saved state at ${key}`);
    expect(error.hint).toMatch(/plan the goal again/);
    // Nothing was planned from it: the stored graph is unchanged.
    expect((await store.loadGraph("g-state"))!.nodes.find((node) => node.id === "i2")!.data).toMatchObject(data);
  });

  it("the root's caller (who asked for the graph, written by the application) is typed state, and optional", () => {
    const root = { id: "root", kind: "goal" as const, text: "x", status: "planned" as const, depth: 0, data: { waitingOn: "i2", caller: "cli" } };
    expect(nodeState(root).caller).toBe("cli");
    expect(nodeState({ ...root, data: { waitingOn: "i2" } }).caller).toBeUndefined();
    expect(() => nodeState({ ...root, data: { caller: 5 } } as never, "g-x")).toThrow(/node "root" has malformed saved state at data\.caller/);
  });

  it("nodeState throws the same error for one node read outside the planner", () => {
    const node = { id: "i9", kind: "intent" as const, text: "x", status: "pending" as const, depth: 1, data: { score: "high" } };
    expect(() => nodeState(node as never, "g-x")).toThrow(/Intent graph g-x: node "i9" has malformed saved state at data\.score/);
  });
});
