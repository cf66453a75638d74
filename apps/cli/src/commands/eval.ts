import type { Command } from "commander";
import { resolveDatasetPaths, runRetrievalEval } from "@modular-planner/eval";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

export function registerEvalCommand(program: Command, context: CommandContext): void {
  const evaluate = program.command("eval").description("Run the benchmark entries (see bench/ for the full suite)");
  evaluate
    .command("retrieval")
    .description("Recall@1/5/10, NDCG@10 and MRR of BM25, the offline embedder and hybrid on a dataset")
    .requiredOption("--dataset <dir>", "a folder in the shared datasets format (catalog.jsonl, queries*.jsonl)")
    .option("--queries <file>", "queries file (default: the dataset's first queries*.jsonl)")
    .option("--unit <unit>", "query | steps (each gold step against its tool)", "query")
    .option("--limit <n>", "only the first n queries")
    .action((options: { dataset: string; queries?: string; unit: string; limit?: string }) =>
      context.handle(async ({ json, reporter }) => {
        const paths = await resolveDatasetPaths(options.dataset, options.queries);
        reporter.progress(`Evaluating retrieval on ${paths.queriesPath}…`);
        const result = await runRetrievalEval({ ...paths, unit: options.unit === "steps" ? "steps" : "query", ...(options.limit ? { limit: Number(options.limit) } : {}) });
        reporter.done();
        context.out(json ? JSON.stringify({ rows: result.rows }) : result.markdown);
        return EXIT.ok;
      }),
    );
}
