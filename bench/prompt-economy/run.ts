/**
 * Prompt economy: prompt tokens of the grounded decomposition prompt and of one adaptation prompt
 * (templates/prompts/decompose-grounded.md, adapt-plan.md, rendered with the real PromptBuilder),
 * with narrowing (cap 10) vs with the whole catalog, at 50, 200, 1,000 and 4,076 seal-tools tools,
 * counted with js-tiktoken (cl100k_base, o200k_base). Both are measured in the same run. Also the
 * narrowing latency by catalog size (hybrid, the default) next to a lexical-only index (the baseline).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx prompt-economy/run.ts
 *   … prompt-economy/run.ts --dataset <dir> [--queries <file>]   (any dataset in the shared format)
 */
import { datasetsDir } from "../datasets.js";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { resolveDatasetPaths, runPromptEconomy } from "@modular-planner/eval";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = datasetsDir();
const { values: args } = parseArgs({ options: { dataset: { type: "string" }, queries: { type: "string" } } });
const paths = args.dataset
  ? resolveDatasetPaths(args.dataset, args.queries)
  : { catalogPath: join(datasets, "seal-tools/catalog.jsonl"), queriesPath: join(datasets, "seal-tools/queries-dev.jsonl") };
const result = await runPromptEconomy({
  ...paths,
  ...(args.dataset ? {} : { sizes: [50, 200, 1000, 4076] }),
  sample: 20,
  cap: 10,
});
console.log(result.markdown);
await mkdir(join(here, "../results"), { recursive: true });
const { markdown: _markdown, ...json } = result;
await writeFile(join(here, "../results/prompt-economy.json"), JSON.stringify({ date: new Date().toISOString(), ...json }, null, 2));
