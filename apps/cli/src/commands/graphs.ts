import type { Command } from "commander";
import { ModularPlannerError } from "@modular-planner/core";
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
          else {
            // The typed node state comes with the planner: loaded here, not for `graphs list`.
            const { graphLines } = await import("../graph-lines.js");
            for (const line of graphLines(graph)) context.out(line);
          }
          return EXIT.ok;
        }),
      ),
    );
}
