import type { IntentGraph } from "@modular-planner/core";

/** The caller of a run or intent graph started from a terminal (`run`, `plan`), as its record says; API runs record the token's `ownerOf` hash. */
export const CLI_CALLER = "cli";

/** Who asked for a stored graph: its root node's `data.caller` (undefined in graphs stored before it was kept). */
export function callerOfGraph(graph: IntentGraph): string | undefined {
  const caller = graph.nodes.find((node) => node.id === graph.rootId)?.data.caller;
  return typeof caller === "string" ? caller : undefined;
}
