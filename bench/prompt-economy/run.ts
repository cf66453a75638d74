/**
 * Prompt economy: prompt tokens of the grounded decomposition prompt and of one adaptation prompt
 * (templates/prompts/decompose-grounded.md, adapt-plan.md, rendered with the real PromptBuilder),
 * with narrowing (cap 10) vs with the whole catalog, at 50, 200, 1,000 and 4,076 seal-tools tools,
 * counted with js-tiktoken (cl100k_base, o200k_base). Both are measured in the same run.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx prompt-economy/run.ts
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { runPromptEconomy } from "@modular-planner/eval";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = resolve(process.env.DATASETS ?? join(here, "../../../shared/datasets"));
const result = await runPromptEconomy({
  catalogPath: join(datasets, "seal-tools/catalog.jsonl"),
  queriesPath: join(datasets, "seal-tools/queries-dev.jsonl"),
  sizes: [50, 200, 1000, 4076],
  sample: 20,
  cap: 10,
});
console.log(result.markdown);
await mkdir(join(here, "../results"), { recursive: true });
const { markdown: _markdown, ...json } = result;
await writeFile(join(here, "../results/prompt-economy.json"), JSON.stringify({ date: new Date().toISOString(), ...json }, null, 2));
