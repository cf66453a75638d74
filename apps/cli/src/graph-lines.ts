import type { IntentGraph, IntentNode } from "@modular-planner/core";
import { IntentNodeStateSchema } from "@modular-planner/planner";

/** What a node's saved state says in one line: the tool and score, the question, the steps, why it was refined. */
function nodeFacts(node: IntentNode): string {
  const parsed = IntentNodeStateSchema.safeParse(node.data);
  // A display command shows a malformed node rather than refusing the graph (resuming it refuses it).
  if (!parsed.success) return `  — malformed saved state at data.${parsed.error.issues[0]?.path.map(String).join(".")}`;
  const state = parsed.data;
  const facts: string[] = [];
  if (typeof state.tool === "string") facts.push(`tool ${state.tool}${typeof state.score === "number" ? ` (score ${state.score})` : ""}`);
  if (typeof state.foldedInto === "string") facts.push(`folded into ${state.foldedInto}`);
  if (Array.isArray(state.steps)) facts.push(`steps ${state.steps.join(", ")}`);
  if (state.clarification?.question) facts.push(`asks: ${state.clarification.question}`);
  if (state.missing) facts.push("missing capability");
  if (typeof state.refinedBecause === "string") facts.push(`refined: ${state.refinedBecause}`);
  if (typeof state.failure === "string") facts.push(`failed: ${state.failure}`);
  return facts.length ? `  — ${facts.join("; ")}` : "";
}

/** The graph as an indented tree (IsSubgoalOf), then every edge. */
export function graphLines(graph: IntentGraph): string[] {
  const lines = [
    `Intent graph ${graph.id}: "${graph.goal.text}" (created ${graph.createdAt}, updated ${graph.updatedAt})`,
    "Nodes (id [status] depth N: text):",
  ];
  const children = new Map<string, string[]>();
  for (const edge of graph.edges) if (edge.type === "IsSubgoalOf") children.set(edge.to, [...(children.get(edge.to) ?? []), edge.from]);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const seen = new Set<string>();
  const visit = (id: string, indent: number) => {
    const node = byId.get(id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    lines.push(`${"  ".repeat(indent + 1)}${node.id} [${node.status}] depth ${node.depth}: ${node.text}${nodeFacts(node)}`);
    for (const child of children.get(id) ?? []) visit(child, indent + 1);
  };
  visit(graph.rootId, 0);
  for (const node of graph.nodes) visit(node.id, 0);
  lines.push("Edges:");
  for (const edge of graph.edges) lines.push(`  ${edge.from} ${edge.type} ${edge.to}`);
  return lines;
}
