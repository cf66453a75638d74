import type { Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

export function registerIndexCommand(program: Command, context: CommandContext): void {
  program
    .command("index")
    .description("Build (or verify) the tool-index cache so planning starts warm")
    .action(() =>
      context.handle(async ({ config, json, reporter }) => {
        const { createRuntime } = await import("../runtime.js");
        const runtime = await createRuntime(config);
        try {
          reporter.progress(`Indexing ${runtime.registry.tools.length} tools…`);
          const index = await runtime.toolIndex();
          reporter.done();
          const summary = { tools: runtime.registry.tools.length, cache: index.cache.status, path: index.cache.path, embedder: index.embedderId, vectorIndex: index.vectorIndexId, reason: index.cache.reason };
          if (json) context.out(JSON.stringify(summary));
          else context.out(`Tool index: ${summary.tools} tools, cache ${summary.cache}${summary.path ? ` at ${summary.path}` : ""}${summary.reason ? ` (${summary.reason})` : ""}`);
          return EXIT.ok;
        } finally {
          await runtime.close();
        }
      }),
    );
}
