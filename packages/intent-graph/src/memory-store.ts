import { IntentGraphSchema, ModularPlannerError, type IntentGraph, type IntentGraphStore } from "@modular-planner/core";

/**
 * An `IntentGraphStore` kept in memory: graphs are validated against the schema and deep-copied on
 * save and on load (a caller mutating its copy never changes the stored one). For tests and
 * short-lived planners; `@modular-planner/store-sqlite` persists across processes.
 */
export function createMemoryIntentGraphStore(): IntentGraphStore & { readonly size: number } {
  const graphs = new Map<string, IntentGraph>();
  let closed = false;
  const open = () => {
    if (closed)
      throw new ModularPlannerError("store-failed", "The in-memory intent graph store is closed", {
        hint: "Create a new store with createMemoryIntentGraphStore().",
      });
  };
  return {
    get size() {
      return graphs.size;
    },
    async saveGraph(graph) {
      open();
      graphs.set(graph.id, structuredClone(IntentGraphSchema.parse(graph)));
    },
    async loadGraph(id) {
      open();
      const graph = graphs.get(id);
      return graph ? structuredClone(graph) : undefined;
    },
    async listGraphs() {
      open();
      return [...graphs.values()]
        .map((graph) => ({ id: graph.id, goal: graph.goal.text, updatedAt: graph.updatedAt }))
        .sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id.localeCompare(b.id)));
    },
    async close() {
      closed = true;
    },
  };
}
