#!/usr/bin/env node
// `pnpm bench`: runs every benchmark and regenerates docs/benchmarks.md from their output.
// Each entry's command, the machine and the date are written next to its tables.
import { spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import { cpus, totalmem } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const benchStarted = Date.now();
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const run = ["node", "--conditions=@modular-planner/source", "--import", "tsx"];
// Entries marked `built` measure the built packages (dist/, what users install) rather than the
// sources through tsx: tsx's transform adds work per function created, which a scheduler that
// creates a few per step would be charged for.
const runBuilt = ["node", "--import", "tsx"];
const entries = [
  {
    title: "Tool retrieval on public benchmarks (issue #3)",
    script: "retrieval/run.ts",
    notes: "docs/benchmarks/retrieval.md",
    baseline: "BM25 alone, measured in the same run; the datasets README's BM25 figures are quoted there.",
  },
  {
    title: "MCP resolution on LiveMCPBench (issue #8)",
    script: "mcp/run.ts",
    notes: "docs/benchmarks/mcp.md",
    baseline: "BM25 alone over the same 527 tools.",
  },
  {
    title: "Deterministic requirement extraction (issue #5)",
    script: "requirements/run.ts",
    baseline:
      "the targets of issue #5 (0 invented labels, ≥ 90% field accuracy). The 60 questions were written before measuring, by the author of the extractor: they test its stated behaviours (aliases, typos, grains, top-N, counts), not generalisation.",
  },
  {
    title: "Offline plan quality of the intent path: pattern decomposition on public benchmarks (issues #5, #11, #12)",
    script: "decomposition/run.ts",
    baseline:
      "resolving the gold `steps` directly with the same resolver (ultratool; seal-tools has no gold steps). First 1,000 ultratool requests and the 700 seal-tools dev requests.",
  },
  {
    title: "Parameter values from the request on Seal-Tools calls (issue #25)",
    script: "param-values/run.ts",
    notes: "docs/parameters.md",
    baseline:
      "filling nothing, and filling only quoted strings (each quoted string of the clause to the tool's string parameters in order), measured in the same run on the same clauses and plans.",
  },
  { title: "Offline planning latency (issue #6)", script: "planning/run.ts", baseline: "the same planner without tool narrowing." },
  {
    title: "Prompt economy: tokens per plan with narrowing vs the whole catalog, and narrowing latency by catalog size (issue #12)",
    script: "prompt-economy/run.ts",
    notes: "docs/benchmarks/prompt-economy.md",
    baseline:
      "the same prompts carrying the whole catalog of each size, measured in the same run; for latency, a lexical-only (BM25) index over the same subsets.",
  },
  {
    title: "Pipeline metrics: coverage, unjustified steps, repair, clarification, retrieval misses, node/edge F1 (issue #12)",
    script: "pipeline/run.ts",
    notes: "docs/benchmarks/pipeline.md",
    baseline: "resolving the gold `steps` directly with the same resolver (ultratool); the LLM strategies when `OPENAI_BASE_URL` is set.",
  },
  {
    title: "Plan library: plans learned from history on tool catalogs (issue #20)",
    script: "library/run.ts",
    notes: "docs/benchmarks/library.md",
    baseline:
      "BM25 top-2 and top-2 of one hybrid retrieval, chained; gold steps resolved one by one; the planner without a library (ask-when-unsure and answer-always), all measured in the same run.",
  },
  {
    title: "Executor scheduling on synthetic DAGs (issue #7)",
    script: "executor/run.ts",
    built: true,
    notes: "docs/benchmarks/executor.md",
    baseline: "the same plan run sequentially (concurrency 1), and the critical-path time (the physical limit).",
  },
  { title: "Command to report, the walkthrough question (issue #10)", script: "cli/run.ts", needsBuild: true, baseline: "the CLI's cold start (`--help`)." },
  {
    title: "serve under load: 100 concurrent POST /plan (issue #21)",
    script: "serve-load/run.ts",
    needsBuild: true,
    baseline:
      "a build of the CLI from before the limits and caches, measured in the same run when `--baseline <bin.js>` is given (the committed figures were measured that way); the issue reported p95 9.8 s before them.",
  },
  {
    title: "Web console: page weight and time to first render (issue #24)",
    script: "console/run.ts",
    needsBuild: true,
    baseline: "the static report.html of one run over the same data, opened from disk in the same browser in the same run.",
  },
  {
    title: "Data questions over tables the project has never seen (issue #19)",
    script: "data-questions/run.ts",
    needsBuild: true,
    notes: "docs/benchmarks/data-questions.md",
    baseline:
      "the CLI at the commit recorded in bench/data-questions/baseline.json (today's engine, before issue #19), same 233 questions; regenerate it with `--write-baseline`.",
  },
];

const machine = `${cpus().length} cores (${cpus()[0]?.model ?? "unknown CPU"}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
// The CLI bench and the `built` entries run dist/: build (turbo skips packages that have not changed).
if (entries.some((entry) => entry.needsBuild || entry.built)) {
  const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const sections = [];
for (const entry of entries) {
  process.stderr.write(`bench: ${entry.script}\n`);
  const started = Date.now();
  const command = entry.built ? runBuilt : run;
  const result = spawnSync(command[0], [...command.slice(1), entry.script], { cwd: here, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const body =
    result.status === 0 ? result.stdout.trim() : `**Failed** (exit ${result.status}):\n\n\`\`\`\n${(result.stderr || result.stdout).slice(-2000)}\n\`\`\``;
  sections.push(
    [
      `## ${entry.title}`,
      "",
      `- Command: \`${entry.built ? "pnpm exec turbo run build && " : ""}cd bench && ${command.join(" ")} ${entry.script}\` (${seconds} s)`,
      `- Machine: ${machine}. Date: ${date}.`,
      `- Baseline: ${entry.baseline}`,
      ...(entry.notes ? [`- Method and discussion: [${entry.notes.replace("docs/", "")}](${entry.notes.replace("docs/", "")})`] : []),
      "",
      body,
    ].join("\n"),
  );
}
const page = [
  "# Benchmarks",
  "",
  "Generated by `pnpm bench` (bench/run-all.mjs); every figure below comes from the script named next to it and",
  "can be rerun. Raw results are in `bench/results/*.json` (not committed). Datasets are read from `../shared/datasets`.",
  "",
  ...sections.flatMap((section) => [section, ""]),
  "## Not measured yet",
  "",
  "- Measured by their own scripts, documented separately: vector indexes (usearch, faiss) at 100k/1M vectors in",
  "  [benchmarks/indexes.md](benchmarks/indexes.md) (`indexes/run.ts`, ~14 min, not part of `pnpm bench`), routing accuracy",
  "  and gate adherence in [benchmarks/routing.md](benchmarks/routing.md) (`routing/run.ts`).",
  process.env.OPENAI_BASE_URL
    ? `- LLM strategies: measured by pipeline/run.ts against \`${process.env.OPENAI_BASE_URL}\` (model \`${process.env.OPENAI_MODEL ?? "the client's default"}\`) where their packages were available (see its notes).`
    : "- Not measured: the LLM strategies (requirements, grounded decomposition): no LLM was configured for this run (set `OPENAI_BASE_URL`, and `OPENAI_MODEL`, to measure them with pipeline/run.ts).",
  "",
].join("\n");
// BENCH_OUT=/tmp/benchmarks.md writes the page elsewhere (a trial run that leaves docs/benchmarks.md alone).
const out = process.env.BENCH_OUT ? resolve(process.env.BENCH_OUT) : join(root, "docs/benchmarks.md");
await mkdir(dirname(out), { recursive: true });
await writeFile(out, page);
process.stderr.write(`bench: wrote ${out} in ${((Date.now() - benchStarted) / 1000).toFixed(0)} s\n`);
