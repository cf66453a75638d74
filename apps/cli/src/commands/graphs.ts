import type { Command } from "commander";
import { ModularPlannerError, type IntentGraph, type IntentNode } from "@modular-planner/core";
import { EXIT } from "../exit-codes.js";
import type { CommandContext, HandlerInput } from "../context.js";

async function withGraphs<T>(input: HandlerInput, work: (graphs: import("@modular-planner/core").IntentGraphStore, path: string) => Promise<T>): Promise<T> {
  const { openIntentGraphStore } = await import("../graph-store.js");
  const store = await openIntentGraphStore(input.config, { mustExist: true });
  try {
    return await work(store.graphs, store.path);
  } finally {
    await store.close();
  }
}

/** What a node's data says in one line: the tool and score, the question, the steps, why it was refined. */
function nodeFacts(node: IntentNode): string {
  const data = node.data as Record<string, unknown>;
  const facts: string[] = [];
  if (typeof data.tool === "string") facts.push(`tool ${data.tool}${typeof data.score === "number" ? ` (score ${data.score})` : ""}`);
  if (typeof data.foldedInto === "string") facts.push(`folded into ${data.foldedInto}`);
  if (Array.isArray(data.steps))
    facts.push(`steps ${(data.steps as unknown[]).map((step) => (typeof step === "string" ? step : ((step as { id?: string })?.id ?? "?"))).join(", ")}`);
  const clarification = data.clarification as { question?: string } | undefined;
  if (clarification?.question) facts.push(`asks: ${clarification.question}`);
  if (data.missing) facts.push("missing capability");
  if (typeof data.refinedBecause === "string") facts.push(`refined: ${data.refinedBecause}`);
  if (typeof data.failure === "string") facts.push(`failed: ${data.failure}`);
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

export function registerGraphsCommand(program: Command, context: CommandContext): void {
  const graphs = program.command("graphs").description("Stored intent graphs of goals planned without --data (SQLite store, see store in the config)");

  graphs
    .command("list")
    .description("List stored intent graphs")
    .action(() =>
      context.handle((input) =>
        withGraphs(input, async (store) => {
          const rows = await store.listGraphs();
          if (input.json) context.out(JSON.stringify({ graphs: rows }));
          else for (const row of rows) context.out(`${row.id}  ${row.updatedAt}  ${row.goal}`);
          return EXIT.ok;
        }),
      ),
    );

  graphs
    .command("show <graphId>")
    .description("Print a stored intent graph: nodes with status and depth, IsSubgoalOf and DependsOn edges")
    .action((graphId: string) =>
      context.handle((input) =>
        withGraphs(input, async (store, path) => {
          const graph = await store.loadGraph(graphId);
          if (!graph)
            throw new ModularPlannerError("store-failed", `No intent graph "${graphId}" in ${path}`, {
              hint: "List the stored graphs with: modular-planner graphs list",
              details: { input: true },
            });
          if (input.json) context.out(JSON.stringify(graph));
          else for (const line of graphLines(graph)) context.out(line);
          return EXIT.ok;
        }),
      ),
    );
}
