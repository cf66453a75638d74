import type { Command } from "commander";
import { ModularPlannerError } from "@modular-planner/core";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

export function registerToolsCommand(program: Command, context: CommandContext): void {
  const tools = program.command("tools").description("List, search or validate the tool catalog");

  tools
    .command("list")
    .description("List every tool (registry and discovered MCP tools)")
    .action(() =>
      context.handle(async ({ config, json }) => {
        const { createRuntime } = await import("../runtime.js");
        const runtime = await createRuntime(config);
        try {
          const rows = runtime.registry.tools.map((tool) => ({
            name: tool.name,
            capabilities: tool.capabilities,
            effects: tool.effects,
            description: tool.description,
          }));
          if (json) context.out(JSON.stringify({ tools: rows }));
          else for (const row of rows) context.out(`${row.name.padEnd(28)} ${row.effects.join(",").padEnd(12)} ${row.description}`);
          return EXIT.ok;
        } finally {
          await runtime.close();
        }
      }),
    );

  tools
    .command("search <query...>")
    .description("Hybrid search (BM25 + embeddings) over the catalog")
    .option("-k, --top <n>", "number of results", "10")
    .action((query: string[], options: { top: string }) =>
      context.handle(async ({ config, json }) => {
        const k = Number(options.top);
        if (!Number.isInteger(k) || k <= 0) throw new ModularPlannerError("configuration-invalid", `--top must be a positive integer, got "${options.top}"`);
        const [{ createRuntime }, { openPlanLibrary }] = await Promise.all([import("../runtime.js"), import("../plan-library.js")]);
        // With a plan library, the index is the usage-aware one `plan` searches (what each tool served joins its text).
        const library = await openPlanLibrary(config);
        const runtime = await createRuntime(config, library ? { library } : {});
        try {
          const hits = await (await runtime.toolIndex()).search(query.join(" "), { k });
          const rows = hits.map((hit) => ({ rank: hit.rank, tool: hit.tool.name, score: Number(hit.score.toFixed(3)), description: hit.tool.description }));
          if (json)
            context.out(JSON.stringify({ query: query.join(" "), results: rows, library: library ? { entries: library.size, hash: library.hash } : null }));
          else for (const row of rows) context.out(`${String(row.rank).padStart(2)}. ${row.tool.padEnd(28)} ${row.score.toFixed(3)}  ${row.description}`);
          return EXIT.ok;
        } finally {
          await runtime.close();
        }
      }),
    );

  tools
    .command("validate [folder]")
    .description("Validate a registry folder and print every problem with file and line")
    .action((folder: string | undefined) =>
      context.handle(async ({ json }) => {
        const { validateRegistryFolder } = await import("../runtime.js");
        const { errors, registry } = await validateRegistryFolder(folder);
        if (json) context.out(JSON.stringify({ ok: errors.length === 0, errors: errors.map((error) => error.message), hash: registry?.hash }));
        else if (errors.length === 0)
          context.out(`Registry OK: ${registry!.tools.length} tools, ${registry!.templates.length} templates (hash ${registry!.hash.slice(0, 12)})`);
        else for (const error of errors) context.err(`RegistryError: ${error.message}`);
        return errors.length === 0 ? EXIT.ok : EXIT.input;
      }),
    );
}
