import { existsSync, readdirSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import type { Command } from "commander";
import { ModularPlannerError } from "@modular-planner/core";
import type { PipelineConfiguration } from "@modular-planner/eval";
import { EXIT, type ExitCode } from "../exit-codes.js";
import type { CommandContext, HandlerInput } from "../context.js";

// @modular-planner/eval (and the planner, tokenizers and indexes it pulls in) is loaded inside each
// action, so `modular-planner --help` and the other commands never pay for it.
const loadEval = () => import("@modular-planner/eval");

interface OutOptions {
  out?: string;
}

/** One section of an evaluation: a title, the Markdown summary and the JSON results. */
interface Section {
  title: string;
  markdown: string;
  json: unknown;
}

const positiveInt = (name: string, value: string | undefined): number | undefined => {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new ModularPlannerError("configuration-invalid", `${name} must be a positive integer, received "${value}"`, { details: { input: true } });
  return parsed;
};

/** Folders under `root` (or `root` itself) holding catalog.jsonl and a queries*.jsonl. */
function datasetFolders(root: string): string[] {
  const isDataset = (dir: string) => existsSync(join(dir, "catalog.jsonl")) && readdirSync(dir).some((name) => /^queries.*\.jsonl$/.test(name));
  if (!existsSync(root))
    throw new ModularPlannerError("configuration-invalid", `cannot read ${root}: ENOENT`, {
      hint: "Pass a folder in the shared datasets format, or a folder of them.",
      details: { input: true },
    });
  if (isDataset(root)) return [root];
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isDataset(join(root, entry.name)))
    .map((entry) => join(root, entry.name))
    .sort();
}

/** Writes `--out` (JSON), prints the Markdown (or the JSON with --json). */
async function report(context: CommandContext, input: HandlerInput, options: OutOptions, sections: Section[]): Promise<ExitCode> {
  input.reporter.done();
  const json = { date: new Date().toISOString(), results: Object.fromEntries(sections.map((section) => [section.title, section.json])) };
  if (options.out) {
    await mkdir(dirname(resolve(options.out)), { recursive: true });
    await writeFile(options.out, `${JSON.stringify(json, null, 2)}\n`);
  }
  if (input.json) context.out(JSON.stringify(json));
  else
    context.out(sections.map((section) => `## ${section.title}\n\n${section.markdown}`).join("\n\n") + (options.out ? `\n\nJSON results: ${options.out}` : ""));
  return EXIT.ok;
}

async function retrievalSection(dataset: string, options: { queries?: string; unit?: string; limit?: string }): Promise<Section> {
  const { resolveDatasetPaths, runRetrievalEval } = await loadEval();
  const paths = resolveDatasetPaths(dataset, options.queries);
  const limit = positiveInt("--limit", options.limit);
  const result = await runRetrievalEval({ ...paths, unit: options.unit === "steps" ? "steps" : "query", ...(limit ? { limit } : {}) });
  return { title: `retrieval: ${basename(dataset)}`, markdown: result.markdown, json: { rows: result.rows, duplicateTools: result.duplicateTools } };
}

/** The offline configuration, plus the LLM one when OPENAI_BASE_URL is set (and `--no-llm` is not). */
async function configurations(llm: boolean): Promise<{ list: PipelineConfiguration[]; notes: string[] }> {
  const { loadLlmStrategies } = await loadEval();
  if (!llm) return { list: [{ label: "offline" }], notes: ["--no-llm: only the offline path was measured."] };
  const strategies = await loadLlmStrategies();
  const list: PipelineConfiguration[] = [{ label: "offline" }];
  if (strategies.requirements || strategies.groundedDecomposer) {
    list.push({
      label: strategies.label,
      ...(strategies.requirements ? { requirements: strategies.requirements } : {}),
      ...(strategies.groundedDecomposer ? { decomposer: strategies.groundedDecomposer } : {}),
    });
  }
  return { list, notes: strategies.notes };
}

/** A plan library from a JSONL file (`learn --out`), for the `with library` configuration. */
async function libraryConfiguration(file: string): Promise<PipelineConfiguration> {
  const [{ readFile }, { createPlanLibrary, parsePlanLibraryJsonl }] = await Promise.all([import("node:fs/promises"), import("@modular-planner/plan-library")]);
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new ModularPlannerError(
      "configuration-invalid",
      `cannot read the plan library ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      { hint: "Create one with `modular-planner learn --dataset <dir> --out <file>`.", details: { input: true } },
    );
  }
  return { label: `offline, with library (${basename(file)})`, library: createPlanLibrary({ entries: parsePlanLibraryJsonl(text, file) }) };
}

async function plansSection(
  dataset: string,
  options: { queries?: string; limit?: string; cap?: string; llm?: boolean; library?: string; heldOut?: string; answerAlways?: boolean },
): Promise<Section> {
  const { resolveDatasetPaths, runPipelineEval } = await loadEval();
  const share = options.heldOut === undefined ? undefined : Number(options.heldOut);
  if (share !== undefined && !(share > 0 && share < 1))
    throw new ModularPlannerError("configuration-invalid", `--held-out must be a share between 0 and 1, received "${options.heldOut}"`, {
      details: { input: true },
    });
  const { isHeldOut } = await import("@modular-planner/plan-library");
  const paths = resolveDatasetPaths(dataset, options.queries);
  const limit = positiveInt("--limit", options.limit);
  const { list, notes } = await configurations(options.llm !== false);
  if (options.library) {
    list.splice(1, 0, await libraryConfiguration(options.library));
    notes.push(
      `The library rows plan with the entries of ${options.library}: learn them from training requests only (e.g. \`learn --hold-out 0.2\`, then evaluate the held-out ids), or the figures measure memory, not planning.`,
    );
  }
  // Both modes side by side: the main columns ask when unsure (or answer always with --answer-always), the answer-always columns never ask.
  const configured = options.answerAlways
    ? list.map((configuration) => ({ ...configuration, label: `${configuration.label}, answer always`, answerAlways: true }))
    : list;
  notes.push(
    options.answerAlways
      ? "--answer-always: the main columns plan without asking (a clarification is answered with the top tools of one retrieval); the answer-always columns are the same mode."
      : "Both modes: the main columns ask when unsure (a clarification scores 0), the answer-always columns never ask (as `plan --answer-always`).",
  );
  const result = await runPipelineEval({
    datasets: [
      {
        label: `${basename(dataset)}/${basename(paths.queriesPath, ".jsonl")}${share ? ` (held out ${share})` : ""}`,
        ...paths,
        ...(limit ? { limit } : {}),
        ...(share ? { include: (query: { id: string }) => isHeldOut(query.id, share) } : {}),
      },
    ],
    cap: positiveInt("--cap", options.cap) ?? 10,
    configurations: configured,
  });
  return {
    title: `plans: ${basename(dataset)}`,
    markdown: [result.markdown, ...notes.map((note) => `- ${note}`)].join("\n\n"),
    json: { rows: result.datasetRows, notes },
  };
}

async function requirementsSection(options: { questions: string; schemas: string; llm?: boolean }): Promise<Section> {
  const { runRequirementsEval } = await loadEval();
  const { list, notes } = await configurations(options.llm !== false);
  const results = [];
  for (const configuration of list) {
    results.push(
      await runRequirementsEval({
        questions: options.questions,
        schemasDir: options.schemas,
        ...(configuration.requirements ? { extractor: configuration.requirements } : {}),
      }),
    );
  }
  const markdown = [results[0]!.markdown, ...results.slice(1).map((result) => result.markdown.split("\n").slice(2).join("\n"))].join("\n");
  return {
    title: "requirements",
    markdown: [markdown, ...notes.map((note) => `- ${note}`)].join("\n\n"),
    json: { results: results.map(({ markdown: _markdown, ...rest }) => rest), notes },
  };
}

async function promptsSection(dataset: string, options: { queries?: string; sizes?: string; sample?: string; cap?: string }): Promise<Section> {
  const { resolveDatasetPaths, runPromptEconomy } = await loadEval();
  const paths = resolveDatasetPaths(dataset, options.queries);
  const sizes = options.sizes
    ?.split(",")
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => (item === "all" ? Number.MAX_SAFE_INTEGER : positiveInt("--sizes", item)!));
  const sample = positiveInt("--sample", options.sample);
  const cap = positiveInt("--cap", options.cap);
  const result = await runPromptEconomy({ ...paths, ...(sizes ? { sizes } : {}), ...(sample ? { sample } : {}), ...(cap ? { cap } : {}) });
  const { markdown, ...json } = result;
  return { title: `prompts: ${basename(dataset)}`, markdown, json };
}

async function pipelineSection(options: {
  questions?: string;
  schemas: string;
  dataset?: string[];
  limit?: string;
  cap?: string;
  llm?: boolean;
}): Promise<Section> {
  const { resolveDatasetPaths, runPipelineEval } = await loadEval();
  const limit = positiveInt("--limit", options.limit);
  const datasets = (options.dataset ?? []).map((dir) => {
    const paths = resolveDatasetPaths(dir);
    return { label: `${basename(dir)}/${basename(paths.queriesPath, ".jsonl")}`, ...paths, ...(limit ? { limit } : {}) };
  });
  if (!options.questions && datasets.length === 0) {
    throw new ModularPlannerError("configuration-invalid", "eval pipeline needs --questions <file|dir> and/or --dataset <dir>", { details: { input: true } });
  }
  const { list, notes } = await configurations(options.llm !== false);
  const result = await runPipelineEval({
    ...(options.questions ? { questions: options.questions, schemasDir: options.schemas } : {}),
    datasets,
    cap: positiveInt("--cap", options.cap) ?? 10,
    configurations: list,
  });
  return {
    title: "pipeline",
    markdown: [result.markdown, ...notes.map((note) => `- ${note}`)].join("\n\n"),
    json: { questionRows: result.questionRows, datasetRows: result.datasetRows, notes },
  };
}

const collect = (value: string, previous: string[] = []) => [...previous, value];

export function registerEvalCommand(program: Command, context: CommandContext): void {
  const evaluate = program
    .command("eval")
    .description("Measure the planner: retrieval, requirements, plans (node/edge F1), prompt tokens, pipeline metrics (see bench/ for the full suite)");
  const withOut = (command: Command) => command.option("--out <file>", "also write the JSON results to this file");
  const withLlm = (command: Command) => command.option("--no-llm", "measure only the offline path even when OPENAI_BASE_URL is set");

  withOut(
    evaluate
      .command("retrieval")
      .description("Recall@1/5/10, NDCG@10 and MRR of BM25, the offline embedder and hybrid on a dataset")
      .requiredOption("--dataset <dir>", "a folder in the shared datasets format (catalog.jsonl, queries*.jsonl)")
      .option("--queries <file>", "queries file (default: queries.jsonl, else the dataset's first queries*.jsonl)")
      .option("--unit <unit>", "query | steps (each gold step against its tool)", "query")
      .option("--limit <n>", "only the first n queries"),
  ).action((options: { dataset: string; queries?: string; unit: string; limit?: string } & OutOptions) =>
    context.handle(async (input) => {
      input.reporter.progress(`Evaluating retrieval on ${options.dataset}…`);
      return report(context, input, options, [await retrievalSection(options.dataset, options)]);
    }),
  );

  withLlm(
    withOut(
      evaluate
        .command("requirements")
        .description("Field accuracy (metrics, group_by, time, top_n) and invented labels of requirement extraction on labelled questions")
        .requiredOption("--questions <file|dir>", "a .jsonl of {id, dataset, question, expected: {metrics, group_by, time, top_n}}, or a folder of them")
        .option("--schemas <dir>", "folder holding <dataset>.schema.json for every dataset the questions name", "samples"),
    ),
  ).action((options: { questions: string; schemas: string; llm?: boolean } & OutOptions) =>
    context.handle(async (input) => {
      input.reporter.progress(`Evaluating requirement extraction on ${options.questions}…`);
      return report(context, input, options, [await requirementsSection(options)]);
    }),
  );

  withLlm(
    withOut(
      evaluate
        .command("plans")
        .description("Node F1 and edge F1 (TaskBench) of planned tools against gold tools and links, and of resolving the gold steps")
        .requiredOption("--dataset <dir>", "a folder in the shared datasets format")
        .option("--queries <file>", "queries file (default: queries.jsonl, else the dataset's first queries*.jsonl)")
        .option("--limit <n>", "only the first n queries")
        .option("--cap <n>", "narrowing cap", "10")
        .option("--library <file>", "also plan with this plan library (JSONL, from `learn --out`) and report it beside the offline row")
        .option("--held-out <share>", "evaluate only the requests a fixed id-hash split holds out (the ones `learn --hold-out <share>` left out)")
        .option(
          "--answer-always",
          "the main columns plan as `plan --answer-always` (config planner.answerAlways); the answer-always columns are reported either way",
        ),
    ),
  ).action(
    (
      options: {
        dataset: string;
        queries?: string;
        limit?: string;
        cap?: string;
        llm?: boolean;
        library?: string;
        heldOut?: string;
        answerAlways?: boolean;
      } & OutOptions,
    ) =>
      context.handle(async (input) => {
        input.reporter.progress(`Planning the requests of ${options.dataset}…`);
        return report(context, input, options, [
          await plansSection(options.dataset, { ...options, answerAlways: options.answerAlways === true || input.config.planner.answerAlways }),
        ]);
      }),
  );

  withOut(
    evaluate
      .command("prompts")
      .description(
        "Prompt tokens (cl100k_base, o200k_base) of the grounded decomposition and adaptation prompts, narrowed vs the whole catalog, by catalog size",
      )
      .requiredOption("--dataset <dir>", "a folder in the shared datasets format")
      .option("--queries <file>", "queries file (default: queries.jsonl, else the dataset's first queries*.jsonl)")
      .option("--sizes <list>", "catalog sizes, comma-separated; `all` is the whole catalog", "50,200,1000,all")
      .option("--sample <n>", "requests in the fixed sample", "20")
      .option("--cap <n>", "narrowing cap", "10"),
  ).action((options: { dataset: string; queries?: string; sizes?: string; sample?: string; cap?: string } & OutOptions) =>
    context.handle(async (input) => {
      input.reporter.progress(`Counting prompt tokens on ${options.dataset}…`);
      return report(context, input, options, [await promptsSection(options.dataset, options)]);
    }),
  );

  withLlm(
    withOut(
      evaluate
        .command("pipeline")
        .description(
          "Requirement coverage, unjustified step, plan repair and clarification rates (labelled questions); node/edge F1, clarification and retrieval miss rates (datasets)",
        )
        .option("--questions <file|dir>", "labelled questions (as for `eval requirements`)")
        .option("--schemas <dir>", "folder holding <dataset>.schema.json", "samples")
        .option("--dataset <dir>", "a folder in the shared datasets format (repeatable)", collect)
        .option("--limit <n>", "only the first n requests of each dataset")
        .option("--cap <n>", "narrowing cap", "10"),
    ),
  ).action((options: { questions?: string; schemas: string; dataset?: string[]; limit?: string; cap?: string; llm?: boolean } & OutOptions) =>
    context.handle(async (input) => {
      input.reporter.progress("Running the pipeline evaluation…");
      return report(context, input, options, [await pipelineSection(options)]);
    }),
  );

  withLlm(
    withOut(
      evaluate
        .command("all")
        .description("Every evaluation: retrieval and plans on each dataset, prompt tokens on the largest catalog, requirements and pipeline on the questions")
        .option("--datasets <dir>", "a dataset folder, or a folder of them (each with catalog.jsonl and queries*.jsonl)")
        .option("--questions <file|dir>", "labelled questions (as for `eval requirements`)")
        .option("--schemas <dir>", "folder holding <dataset>.schema.json", "samples")
        .option("--limit <n>", "only the first n requests of each dataset (retrieval and plans)")
        .option("--sizes <list>", "catalog sizes for the prompt tokens", "50,200,1000,all")
        .option("--library <file>", "plans: also plan with this plan library (JSONL, from `learn --out`) on every dataset, beside the offline row")
        .option("--held-out <share>", "plans: evaluate only the requests a fixed id-hash split holds out (the ones `learn --hold-out <share>` left out)"),
    ),
  ).action(
    (
      options: {
        datasets?: string;
        questions?: string;
        schemas: string;
        limit?: string;
        sizes?: string;
        llm?: boolean;
        library?: string;
        heldOut?: string;
      } & OutOptions,
    ) =>
      context.handle(async (input) => {
        if (!options.datasets && !options.questions) {
          throw new ModularPlannerError("configuration-invalid", "eval all needs --datasets <dir> and/or --questions <file|dir>", { details: { input: true } });
        }
        const folders = options.datasets ? datasetFolders(options.datasets) : [];
        if (options.datasets && folders.length === 0) {
          throw new ModularPlannerError("configuration-invalid", `${options.datasets} holds no dataset (catalog.jsonl and queries*.jsonl)`, {
            details: { input: true },
          });
        }
        const sections: Section[] = [];
        for (const folder of folders) {
          input.reporter.progress(`Retrieval on ${basename(folder)}…`);
          sections.push(await retrievalSection(folder, { ...(options.limit ? { limit: options.limit } : {}) }));
          input.reporter.progress(`Plans on ${basename(folder)}…`);
          sections.push(
            await plansSection(folder, {
              ...(options.limit ? { limit: options.limit } : {}),
              ...(options.llm === false ? { llm: false } : {}),
              ...(options.library ? { library: options.library } : {}),
              ...(options.heldOut ? { heldOut: options.heldOut } : {}),
              ...(input.config.planner.answerAlways ? { answerAlways: true } : {}),
            }),
          );
        }
        if (folders.length > 0) {
          const { readDatasetTools } = await loadEval();
          let largest = folders[0]!;
          let most = -1;
          for (const folder of folders) {
            const count = (await readDatasetTools(join(folder, "catalog.jsonl"))).tools.length;
            if (count > most) [largest, most] = [folder, count];
          }
          input.reporter.progress(`Prompt tokens on ${basename(largest)}…`);
          sections.push(await promptsSection(largest, { ...(options.sizes ? { sizes: options.sizes } : {}) }));
        }
        if (options.questions) {
          input.reporter.progress("Requirements and pipeline on the questions…");
          sections.push(
            await requirementsSection({ questions: options.questions, schemas: options.schemas, ...(options.llm === false ? { llm: false } : {}) }),
          );
          sections.push(await pipelineSection({ questions: options.questions, schemas: options.schemas, ...(options.llm === false ? { llm: false } : {}) }));
        }
        return report(context, input, options, sections);
      }),
  );
}
