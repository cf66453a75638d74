/**
 * Pipeline metrics from the design, over the planner itself:
 * - dataset path (questions about a table): the 60 labelled questions of bench/requirements/questions.jsonl
 *   over samples/*: requirement coverage, unjustified step rate, plan repair rate, clarification rate;
 * - tool-catalog path: the ultratool requests and the seal-tools dev requests: node/edge F1 (TaskBench)
 *   of the planned tools, clarification rate, tool retrieval miss rate (a gold tool absent from the
 *   narrowed set), unjustified step rate; and resolution of the gold `steps` (ultratool) as the baseline.
 * With OPENAI_BASE_URL set, the LLM strategies are measured in the same run (when their packages exist),
 * on the first BENCH_LLM_LIMIT requests of each split (default 100).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx pipeline/run.ts
 *   … pipeline/run.ts [--questions <file|dir> --schemas <dir>] [--dataset <dir> …]   (other questions or datasets)
 */
import { datasetsDir } from "../datasets.js";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { basename } from "node:path";
import { loadLlmStrategies, resolveDatasetPaths, runPipelineEval, type PipelineConfiguration } from "@modular-planner/eval";

const here = dirname(fileURLToPath(import.meta.url));
const datasets = datasetsDir();
const llm = await loadLlmStrategies();
const configurations: PipelineConfiguration[] = [{ label: "offline" }];
// The LLM configuration plans the first BENCH_LLM_LIMIT requests of each split (default 100) to bound the calls.
const llmLimit = Number(process.env.BENCH_LLM_LIMIT ?? 100);
if (llm.requirements || llm.groundedDecomposer) {
  configurations.push({
    label: llm.label,
    limit: llmLimit,
    ...(llm.requirements ? { requirements: llm.requirements } : {}),
    ...(llm.groundedDecomposer ? { decomposer: llm.groundedDecomposer } : {}),
  });
  llm.notes.push(`The LLM rows plan the first ${llmLimit} requests of each split (BENCH_LLM_LIMIT); the offline rows plan all of them.`);
}
const { values: args } = parseArgs({ options: { questions: { type: "string" }, schemas: { type: "string" }, dataset: { type: "string", multiple: true } } });
const result = await runPipelineEval({
  questions: args.questions ?? join(here, "../requirements/questions.jsonl"),
  schemasDir: args.schemas ?? join(here, "../../samples"),
  datasets: args.dataset
    ? args.dataset.map((dir) => ({ label: basename(dir), ...resolveDatasetPaths(dir) }))
    : [
        { label: "ultratool", catalogPath: join(datasets, "ultratool/catalog.jsonl"), queriesPath: join(datasets, "ultratool/queries.jsonl") },
        {
          label: "seal-tools queries-dev",
          catalogPath: join(datasets, "seal-tools/catalog.jsonl"),
          queriesPath: join(datasets, "seal-tools/queries-dev.jsonl"),
        },
      ],
  cap: 10,
  configurations,
});
const [questionTable, splitTable] = result.markdown.split("\n\n");
console.log(
  [
    `Dataset path: ${args.questions ? `the labelled questions of \`${args.questions}\`` : "the 60 labelled questions of `requirements/questions.jsonl` over `samples/*`"} (requirement coverage, unjustified steps, repair and clarification apply here; these questions have no gold tools).`,
    "",
    questionTable,
    "",
    "Requirement coverage: requirement items with a covering step in the final plan, over all items of planned questions (plans failing verification included). Labelled requirements covered: the expected metrics, group_by and time columns and top_n of each question with a covering step in its final plan, over all labelled items (a clarification covers none): extraction and planning together. Unjustified step rate: steps removed by verification over all steps proposed. Plan repair rate: plans needing ≥ 1 adaptation round (trace `adapt#N`), failures included. Clarification rate: `ClarificationNeededError` over all questions.",
    "",
    `Tool-catalog path: ${args.dataset ? args.dataset.join(", ") : "every ultratool request (3,027) and the 700 seal-tools dev requests"}, planned by the intent path (decomposer, resolver, verification). Node / edge F1 and the retrieval miss rate apply here (gold tools and links); requirement coverage and repair do not (no requirement set, no adaptation loop on this path).`,
    "",
    splitTable,
    "",
    'Node F1 "all" scores a request without a plan as 0; "planned" averages over planned requests only. Edge F1 only over requests with `gold_links`. The baseline is the gold-steps column: each gold step resolved to its top-1 tool by the same semantic resolver, chained (ultratool; seal-tools has no gold steps). Retrieval miss rate: gold tools absent from the narrowed set (createToolIndex + narrowTools over the request text, cap 10), per gold tool, and the number of requests with at least one miss.',
    "",
    ...llm.notes.map((note) => `- ${note}`),
  ].join("\n"),
);
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(
  join(here, "../results/pipeline.json"),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      llm: { configured: llm.configured, notes: llm.notes },
      questionRows: result.questionRows,
      datasetRows: result.datasetRows.map(({ details: _details, ...row }) => row),
    },
    null,
    2,
  ),
);
