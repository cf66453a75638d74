import type { Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

export function registerIndexCommand(program: Command, context: CommandContext): void {
  program
    .command("index")
    .description("Build (or verify) the tool-index cache so planning starts warm")
    .action(() =>
      context.handle(async ({ config, json, reporter }) => {
        const [{ createRuntime }, { openPlanLibrary }] = await Promise.all([import("../runtime.js"), import("../plan-library.js")]);
        // With a plan library, the cache built is the usage-aware index `plan` uses (the library's hash in its key).
        const library = await openPlanLibrary(config);
        const runtime = await createRuntime(config, library ? { library } : {});
        try {
          reporter.progress(`Indexing ${runtime.registry.tools.length} tools…`);
          const index = await runtime.toolIndex();
          reporter.done();
          const summary = {
            tools: runtime.registry.tools.length,
            cache: index.cache.status,
            path: index.cache.path,
            embedder: index.embedderId,
            vectorIndex: index.vectorIndexId,
            reason: index.cache.reason,
            library: library ? { entries: library.size, hash: library.hash } : null,
          };
          if (json) context.out(JSON.stringify(summary));
          else
            context.out(
              `Tool index: ${summary.tools} tools${library ? ` (usage-aware: ${library.size} solved requests)` : ""}, cache ${summary.cache}${summary.path ? ` at ${summary.path}` : ""}${summary.reason ? ` (${summary.reason})` : ""}`,
            );
          return EXIT.ok;
        } finally {
          await runtime.close();
        }
      }),
    );
}
