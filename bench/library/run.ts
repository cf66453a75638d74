/**
 * Plan library benchmark (issue #20): plans over tool catalogs with and without a library learned
 * from training splits only, beside BM25 and the top-2 retrieval baseline.
 *
 * Splits (learned from → evaluated on):
 * - ultratool: a fixed 80/20 split by sha256(id) (`isHeldOut(id, 0.2)`): learned from the 80%, evaluated on the 20%;
 * - seal-tools: learned from queries-dev, evaluated on queries-test-in-domain;
 * - leak checks: each test split with the *other* dataset's library only (no gain expected, none may be lost).
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx library/run.ts [--datasets <dir>] [--limit <n>]
 *
 * Writes bench/results/library.json and prints Markdown tables.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { PlanLibrary, Resolver, ToolMetadata } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { createCaseResolver, createCasesDecomposer, createLibraryResolver, planFromCases } from "@modular-planner/decomposer-cases";
import { createHybridDecomposer } from "@modular-planner/decomposer-hybrid";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import {
  datasetToolToMetadata,
  edgeF1,
  mean,
  nodeF1,
  percentile,
  planGraph,
  readDatasetQueries,
  readDatasetTools,
  type DatasetQuery,
} from "@modular-planner/eval";
import {
  bestChain,
  chainLinks,
  combineStepEvidence,
  createChainPrior,
  createLibraryGate,
  createPlanLibrary,
  createStepNeighbours,
  entriesFromLabelledRequests,
  isHeldOut,
  toolUsageDocuments,
} from "@modular-planner/plan-library";
import { createModularPlanner } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { createToolIndex, type ToolIndex } from "@modular-planner/retrieval";
import { createRulesVerifier } from "@modular-planner/verifier-rules";

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    datasets: { type: "string" },
    limit: { type: "string" },
    "skip-planner": { type: "boolean" },
    tune: { type: "boolean" },
    "prior-weight": { type: "string" },
    "usage-cap": { type: "string" },
    "vote-weight": { type: "string" },
    "step-neighbours": { type: "string" },
    "cases-over-pattern": { type: "boolean" },
    "capability-weight": { type: "string" },
    "chain-prior-weight": { type: "string" },
    only: { type: "string" },
    "skip-latency": { type: "boolean" },
  },
});
// Knobs for tuning runs (--tune measures on an inner split of the training data; the defaults are the packages').
const priorWeight = args["prior-weight"] ? Number(args["prior-weight"]) : undefined;
const usageOptions = args["usage-cap"] ? { cap: Number(args["usage-cap"]) } : {};
const voteOptions = args["vote-weight"] ? { voteWeight: Number(args["vote-weight"]) } : {};
const neighbourOptions = args["step-neighbours"] ? { neighbours: Number(args["step-neighbours"]) } : {};
const capabilityOptions = args["capability-weight"] ? { capabilityWeight: Number(args["capability-weight"]) } : {};
const datasets = resolve(args.datasets ?? process.env.DATASETS_DIR ?? join(here, "../../../shared/datasets"));
const limit = args.limit ? Number(args.limit) : Number.POSITIVE_INFINITY;

interface Graph {
  tools: string[];
  links: [string, string][];
}
interface Row {
  split: string;
  library: string;
  mode: string;
  requests: number;
  nodeF1: number;
  edgeF1: number;
  stepAccuracy: number;
  clarificationRate: number;
  p50Ms: number;
}

const EVIDENCE_LABEL =
  "planner (hybrid: pattern, then cases; library resolver: usage-aware search + similar solved steps; steps chosen together: transition prior, Viterbi)";
const CASES_FIRST_LABEL = "planner (cases first, then pattern; library resolver; steps chosen together), not selected (library/tune-cases-first.ts)";
const chain = (tools: string[]): Graph => ({ tools, links: tools.slice(1).map((tool, index) => [tools[index]!, tool] as [string, string]) });
/** Share of gold positions whose tool the plan has at the same position. */
const stepAccuracy = (tools: readonly string[], gold: readonly string[]) => gold.filter((tool, position) => tools[position] === tool).length / gold.length;

function score(split: string, library: string, mode: string, queries: readonly DatasetQuery[], graphs: (Graph | undefined)[], times: number[]): Row {
  const linked = queries.map((query, position) => [query, graphs[position]] as const).filter(([query]) => (query.gold_links ?? []).length > 0);
  return {
    split,
    library,
    mode,
    requests: queries.length,
    nodeF1: mean(queries.map((query, position) => (graphs[position] ? nodeF1(graphs[position]!.tools, query.gold_tools).f1 : 0))),
    edgeF1: linked.length ? mean(linked.map(([query, graph]) => (graph ? edgeF1(graph.links, query.gold_links as [string, string][]).f1 : 0))) : Number.NaN,
    stepAccuracy: mean(queries.map((query, position) => (graphs[position] ? stepAccuracy(graphs[position]!.tools, query.gold_tools) : 0))),
    clarificationRate: graphs.filter((graph) => !graph).length / Math.max(queries.length, 1),
    p50Ms: times.length ? percentile(times, 50) : Number.NaN,
  };
}

async function timed<T>(work: () => Promise<T>, times: number[]): Promise<T> {
  const started = performance.now();
  const value = await work();
  times.push(performance.now() - started);
  return value;
}

interface Split {
  label: string;
  tools: ToolMetadata[];
  train: DatasetQuery[];
  test: DatasetQuery[];
}

async function load(dataset: string, trainFile: string, testFile: string | undefined): Promise<Split> {
  const { tools } = await readDatasetTools(join(datasets, dataset, "catalog.jsonl"));
  let all = await readDatasetQueries(join(datasets, dataset, trainFile));
  if (!testFile) all = all.filter((query) => !isHeldOut(query.id));
  if (args.tune) {
    // Tuning: the training part split again (20% by sha256 of "tune:" + id); test files are never read.
    const inner = (query: DatasetQuery) => isHeldOut(`tune:${query.id}`);
    return {
      label: `${dataset} tuning`,
      tools: tools.map(datasetToolToMetadata),
      train: all.filter((query) => !inner(query)),
      test: all.filter(inner).slice(0, limit),
    };
  }
  if (testFile) {
    const test = await readDatasetQueries(join(datasets, dataset, testFile));
    return { label: `${dataset} ${testFile.replace(".jsonl", "")}`, tools: tools.map(datasetToolToMetadata), train: all, test: test.slice(0, limit) };
  }
  const held = (await readDatasetQueries(join(datasets, dataset, trainFile))).filter((query) => isHeldOut(query.id));
  return { label: `${dataset} held-out 20%`, tools: tools.map(datasetToolToMetadata), train: all, test: held.slice(0, limit) };
}

/** The library's similar solved steps (one per library and catalog), voting on the request's clauses in case-based plans. */
const stepVotesMemo = new Map<PlanLibrary, (step: string) => { tool: string; score: number }[]>();
let stepVotesCatalog: ReadonlySet<string> | undefined;
const stepVotesOf = (library: PlanLibrary) => {
  if (!stepVotesMemo.has(library)) stepVotesMemo.set(library, createStepNeighbours(library, { ...neighbourOptions, catalog: stepVotesCatalog }));
  return stepVotesMemo.get(library)!;
};

/** The options of a case-based plan over a library (the cases decomposer and `planFromCases` take the same). */
const casesOptions = (library: PlanLibrary, search: (text: string, k: number) => Promise<{ tool: string; score: number }[]>, catalog: ReadonlySet<string>) => ({
  library,
  search,
  catalog,
  stepVotes: stepVotesOf(library),
  ...(priorWeight === undefined ? {} : { priorWeight }),
});

const libraryOf = (origin: string, queries: readonly DatasetQuery[]): PlanLibrary => {
  const library = createPlanLibrary();
  library.add(entriesFromLabelledRequests(queries, { origin }));
  return library;
};

const splits = [await load("ultratool", "queries.jsonl", undefined), await load("seal-tools", "queries-dev.jsonl", "queries-test-in-domain.jsonl")].filter(
  (split) => !args.only || split.label.startsWith(args.only),
);
const libraries = new Map(splits.map((split) => [split.label, libraryOf(split.label.split(" ")[0]!, split.train)]));
const rows: Row[] = [];
const safetyNets: string[] = [];
const gates: { split: string; library: string; gate: string; threshold: number; agreement: number; used: number; requests: number }[] = [];
const selections: { split: string; useCases: boolean; useEvidence: boolean; without: number; withLibrary: number; withEvidence: number; checked: number }[] =
  [];
const registry = await loadRegistry();

for (const split of splits) {
  process.stderr.write(`library bench: ${split.label} (${split.train.length} learned, ${split.test.length} evaluated)\n`);
  const lexical = await createToolIndex({ tools: split.tools, embedder: null, cacheDir: false });
  const hybrid = await createToolIndex({ tools: split.tools, cacheDir: false });
  const topTwo = async (index: ToolIndex, text: string) => chain((await index.search(text, { k: 2 })).map((hit) => hit.tool.name));

  for (const [mode, index] of [
    ["BM25 top-2, chained", lexical],
    ["top-2 of one retrieval (hybrid), chained", hybrid],
  ] as const) {
    const times: number[] = [];
    const graphs: Graph[] = [];
    for (const query of split.test) graphs.push(await timed(() => topTwo(index, query.query), times));
    rows.push(score(split.label, "none", mode, split.test, graphs, times));
  }
  if (split.test.some((query) => query.steps?.length)) {
    const times: number[] = [];
    const graphs: Graph[] = [];
    for (const query of split.test)
      graphs.push(
        await timed(async () => chain(await Promise.all((query.steps ?? []).map(async (step) => (await hybrid.search(step, { k: 1 }))[0]!.tool.name))), times),
      );
    rows.push(score(split.label, "none", "gold steps resolved one by one (hybrid top-1)", split.test, graphs, times));
  }

  // The planner as shipped (pattern decomposition, semantic resolver): ask-when-unsure, and answer-always
  // (the planner's own `answerAlways` mode, with its default threshold chosen on training data by library/tune-answer-always.ts).
  const catalog = createToolCatalog(split.tools);
  const names = new Set(split.tools.map((tool) => tool.name));
  stepVotesMemo.clear();
  stepVotesCatalog = names;
  const planWith = (
    decomposer: ReturnType<typeof createPatternDecomposer>,
    keepCaseTools = false,
    answerAlways = false,
    evidence?: { library: PlanLibrary; search: (text: string, k: number) => Promise<{ tool: string; score: number }[]> },
  ) =>
    createModularPlanner({
      ...(evidence
        ? {
            resolver: createLibraryResolver({
              library: evidence.library,
              search: evidence.search,
              resolver: createSemanticResolver({ cacheDir: false }),
              catalog: names,
              ...voteOptions,
              ...neighbourOptions,
              ...capabilityOptions,
            }),
            chain: createChainPrior(evidence.library, args["chain-prior-weight"] ? { priorWeight: Number(args["chain-prior-weight"]) } : {}),
          }
        : {
            resolver: keepCaseTools
              ? createCaseResolver({ resolver: createSemanticResolver({ cacheDir: false }) })
              : createSemanticResolver({ cacheDir: false }),
          }),
      catalog,
      capabilityMap: registry.capabilityMap,
      templates: [],
      requirements: createDeterministicExtractor(),
      verifiers: [createRulesVerifier()],
      decomposer,
      narrowing: false,
      ...(answerAlways ? { answerAlways: true } : {}),
    });
  type Planner = ReturnType<typeof planWith>;
  const planEach = async (planner: Planner, queries: readonly DatasetQuery[], times: number[]) => {
    const graphs: (Graph | undefined)[] = [];
    for (const query of queries) {
      graphs.push(
        await timed(async () => {
          try {
            return planGraph((await planner.plan({ id: query.id, text: query.query })).plan);
          } catch {
            return undefined;
          }
        }, times),
      );
    }
    return graphs;
  };
  /** Ask-when-unsure: the planner as configured; answer-always: the same with `answerAlways` (a request it still cannot plan gets the bench's `fallback`, counted). */
  const planAll = async (makePlanner: (answerAlways: boolean) => Planner, queries: readonly DatasetQuery[], fallback: (text: string) => Promise<Graph>) => {
    const times: number[] = [];
    const asked = await planEach(makePlanner(false), queries, times);
    const alwaysTimes: number[] = [];
    const answered = await planEach(makePlanner(true), queries, alwaysTimes);
    const always: Graph[] = [];
    let safetyNet = 0;
    for (const [position, query] of queries.entries()) {
      if (!answered[position]) safetyNet += 1;
      always.push(answered[position] ?? (await fallback(query.query)));
    }
    return { asked, always, times, alwaysTimes, safetyNet };
  };
  const runPlanner = async (label: string, library: string, makePlanner: (answerAlways: boolean) => Planner, fallback: (text: string) => Promise<Graph>) => {
    const result = await planAll(makePlanner, split.test, fallback);
    rows.push(score(split.label, library, `${label}, ask when unsure`, split.test, result.asked, result.times));
    rows.push(score(split.label, library, `${label}, answer always`, split.test, result.always, result.alwaysTimes));
    if (result.safetyNet)
      safetyNets.push(
        `${split.label} | ${library} | ${label}: ${result.safetyNet} of ${split.test.length} requests the answer-always planner could not plan got the bench's fallback`,
      );
    return result;
  };
  /** The planner with a library's cases (hybrid + case resolver), answer-always falling back to the case plan, then the top-2 chain. */
  const withCases = async (library: PlanLibrary) => {
    const aware = await createToolIndex({ tools: split.tools, cacheDir: false, extraText: toolUsageDocuments(library, [...names], usageOptions) });
    const search = async (text: string, k: number) => (await aware.search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score }));
    const caseOptions = casesOptions(library, search, names);
    const planner = (answerAlways: boolean) =>
      planWith(
        createHybridDecomposer({
          pattern: createPatternDecomposer(),
          cases: createCasesDecomposer(caseOptions),
          ...(args["cases-over-pattern"] ? { casesOverPattern: true } : {}),
        }),
        true,
        answerAlways,
      );
    const fallback = async (text: string) => (await planFromCases(text, caseOptions)) ?? (await topTwo(aware, text));
    // The same decomposition, each intent resolved with the library's evidence and the steps' tools chosen together (Viterbi).
    // The library resolver and the chain prior, pattern first then cases (as selected by library/tune-cases-first.ts on training data).
    const evidencePlanner = (answerAlways: boolean) =>
      planWith(
        createHybridDecomposer({
          pattern: createPatternDecomposer(),
          cases: createCasesDecomposer(caseOptions),
          ...(args["cases-over-pattern"] ? { casesOverPattern: true } : {}),
        }),
        true,
        answerAlways,
        { library, search },
      );
    // The same with the cases first (the hybrid's first slot, any confidence above 0), the pattern decomposer when they abstain.
    const casesFirstPlanner = (answerAlways: boolean) =>
      planWith(
        createHybridDecomposer({
          pattern: createCasesDecomposer(caseOptions),
          threshold: Number.MIN_VALUE,
          cases: createPatternDecomposer(),
        }),
        true,
        answerAlways,
        { library, search },
      );
    return { planner, fallback, evidencePlanner, casesFirstPlanner };
  };
  // Model selection on training data only: the training part is split again (20% by sha256("tune:" + id)),
  // a library is learned from the rest, and the planner with and without cases is compared (answer
  // always, node F1) on that inner part. The cases are used on this catalog only when they help there.
  const selectCases = async () => {
    const inner = (query: DatasetQuery) => isHeldOut(`tune:${query.id}`);
    const check = split.train.filter(inner);
    const innerLibrary = libraryOf(
      "inner",
      split.train.filter((query) => !inner(query)),
    );
    const nodeOf = (graphs: Graph[]) => mean(check.map((query, position) => nodeF1(graphs[position]!.tools, query.gold_tools).f1));
    const without = nodeOf(
      (
        await planAll(
          (answerAlways) => planWith(createPatternDecomposer(), false, answerAlways),
          check,
          (text) => topTwo(hybrid, text),
        )
      ).always,
    );
    const { planner, fallback, evidencePlanner } = await withCases(innerLibrary);
    const withLibrary = nodeOf((await planAll(planner, check, fallback)).always);
    const withEvidence = nodeOf((await planAll(evidencePlanner, check, fallback)).always);
    return { useCases: withLibrary > without, useEvidence: withEvidence > without, without, withLibrary, withEvidence, checked: check.length };
  };
  const plain = args["skip-planner"]
    ? undefined
    : await runPlanner(
        "planner (pattern decomposition)",
        "none",
        (answerAlways) => planWith(createPatternDecomposer(), false, answerAlways),
        (text) => topTwo(hybrid, text),
      );

  for (const [libraryLabel, library] of libraries) {
    const own = libraryLabel === split.label;
    const name = own ? `own training split (${library.size})` : `other dataset only: ${libraryLabel.split(" ")[0]} (${library.size})`;
    const usage = toolUsageDocuments(library, [...names], usageOptions);
    const aware = await createToolIndex({ tools: split.tools, cacheDir: false, extraText: usage });
    const search = async (text: string, k: number) => (await aware.search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score }));
    const libraryTopTwo = (text: string) => topTwo(aware, text);
    {
      const times: number[] = [];
      const graphs: Graph[] = [];
      for (const query of split.test) graphs.push(await timed(() => libraryTopTwo(query.query), times));
      rows.push(score(split.label, name, "usage-aware documents: top-2, chained", split.test, graphs, times));
    }
    if (split.test.some((query) => query.steps?.length)) {
      const times: number[] = [];
      const graphs: Graph[] = [];
      for (const query of split.test) {
        graphs.push(
          await timed(async () => {
            const layers = await Promise.all((query.steps ?? []).map((step) => search(step, 5)));
            const tools = bestChain(layers, library, priorWeight === undefined ? {} : { priorWeight });
            return { tools, links: chainLinks(tools, library) };
          }, times),
        );
      }
      rows.push(score(split.label, name, "gold steps resolved: usage-aware documents + transition priors (Viterbi)", split.test, graphs, times));
      // The same, each step's candidates also voted by the library's most similar solved steps (every step counts, not a capped few per tool).
      const vote = createStepNeighbours(library, { ...neighbourOptions, catalog: names });
      const voted: Graph[] = [];
      const votedTimes: number[] = [];
      for (const query of split.test) {
        voted.push(
          await timed(async () => {
            const layers = await Promise.all((query.steps ?? []).map(async (step) => combineStepEvidence(await search(step, 10), vote(step), voteOptions)));
            const tools = bestChain(layers, library, priorWeight === undefined ? {} : { priorWeight });
            return { tools, links: chainLinks(tools, library) };
          }, votedTimes),
        );
      }
      rows.push(
        score(
          split.label,
          name,
          "gold steps resolved: usage-aware documents + similar solved steps + transition priors (Viterbi)",
          split.test,
          voted,
          votedTimes,
        ),
      );
    }
    {
      const times: number[] = [];
      const graphs: (Graph | undefined)[] = [];
      for (const query of split.test)
        graphs.push(await timed(async () => (await planFromCases(query.query, casesOptions(library, search, names))) ?? undefined, times));
      rows.push(score(split.label, name, "case-based plan (decomposer-cases), direct", split.test, graphs, times));
      const always: Graph[] = [];
      for (const [position, query] of split.test.entries()) always.push(graphs[position] ?? (await libraryTopTwo(query.query)));
      rows.push(score(split.label, name, "case-based plan, answer always", split.test, always, times));
    }
    if (plain) {
      const { planner, fallback, evidencePlanner, casesFirstPlanner } = await withCases(library);
      const cases = await runPlanner("planner (hybrid: pattern, then cases; case resolver)", name, planner, fallback);
      const evidence = await runPlanner(EVIDENCE_LABEL, name, evidencePlanner, fallback);
      await runPlanner(CASES_FIRST_LABEL, name, casesFirstPlanner, fallback);
      // The library planner only where the library's own leave-one-out gate opens (createLibraryGate), else the planner without it.
      const gate = createLibraryGate(library, { catalog: names });
      const gatedPlanner = (answerAlways: boolean): Planner => {
        const withLibrary = evidencePlanner(answerAlways);
        const without = planWith(createPatternDecomposer(), false, answerAlways);
        return {
          ...withLibrary,
          plan: (goal, context) => (gate.applies(typeof goal === "string" ? goal : goal.text) ? withLibrary : without).plan(goal, context),
        };
      };
      await runPlanner(
        "planner, library where its leave-one-out gate opens (else without it; library resolver, steps chosen together)",
        name,
        gatedPlanner,
        fallback,
      );
      gates.push({
        split: split.label,
        library: name,
        gate: gate.describe(),
        threshold: gate.threshold,
        agreement: gate.agreement,
        used: split.test.filter((query) => gate.applies(query.query)).length,
        requests: split.test.length,
      });
      if (!own) continue;
      const selection = await selectCases();
      selections.push({ split: split.label, ...selection });
      const chosen = selection.useCases ? cases : plain;
      const label = `planner, cases ${selection.useCases ? "on" : "off"} as selected on training data (inner split: ${selection.withLibrary.toFixed(3)} with vs ${selection.without.toFixed(3)} without)`;
      rows.push(score(split.label, name, `${label}, ask when unsure`, split.test, chosen.asked, chosen.times));
      rows.push(score(split.label, name, `${label}, answer always`, split.test, chosen.always, chosen.alwaysTimes));
      const chosenEvidence = selection.useEvidence ? evidence : plain;
      const evidenceLabel = `planner, library planner ${selection.useEvidence ? "on" : "off"} as selected on training data (inner split: ${selection.withEvidence.toFixed(3)} with vs ${selection.without.toFixed(3)} without)`;
      rows.push(score(split.label, name, `${evidenceLabel}, ask when unsure`, split.test, chosenEvidence.asked, chosenEvidence.times));
      rows.push(score(split.label, name, `${evidenceLabel}, answer always`, split.test, chosenEvidence.always, chosenEvidence.alwaysTimes));
    }
  }
}

// Latency with a 10,000-entry library: the ultratool training entries, the seal-tools dev entries and
// single-tool metatool requests (training file) until 10,000; planning the ultratool held-out requests.
const latencyRows: { what: string; entries: number; p50: number; p95: number }[] = [];
if (!args["skip-latency"] && splits.length === 2) {
  const ultratool = splits[0]!;
  const big = createPlanLibrary();
  big.add(entriesFromLabelledRequests(ultratool.train, { origin: "ultratool" }));
  big.add(entriesFromLabelledRequests(splits[1]!.train, { origin: "seal-tools" }));
  const filler = await readDatasetQueries(join(datasets, "metatool", "queries.jsonl"));
  big.add(entriesFromLabelledRequests(filler.slice(0, 10_000 - big.size), { origin: "metatool" }));
  const names = new Set(ultratool.tools.map((tool) => tool.name));
  const build = performance.now();
  const aware = await createToolIndex({ tools: ultratool.tools, cacheDir: false, extraText: toolUsageDocuments(big, [...names]) });
  const buildMs = performance.now() - build;
  const search = async (text: string, k: number) => (await aware.search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score }));
  const sample = ultratool.test.slice(0, 300);
  big.similar("warm up", 1);
  const direct: number[] = [];
  stepVotesMemo.clear();
  stepVotesCatalog = names;
  const stepVotes = stepVotesOf(big);
  stepVotes("warm up");
  for (const query of sample) await timed(() => planFromCases(query.query, { library: big, search, catalog: names, stepVotes }), direct);
  latencyRows.push({ what: "case-based plan (decomposer-cases), direct", entries: big.size, p50: percentile(direct, 50), p95: percentile(direct, 95) });
  const catalog = createToolCatalog(ultratool.tools);
  const plannerWith = (decomposer: ReturnType<typeof createPatternDecomposer>, resolver: Resolver, chainPrior?: ReturnType<typeof createChainPrior>) =>
    createModularPlanner({
      catalog,
      capabilityMap: registry.capabilityMap,
      templates: [],
      requirements: createDeterministicExtractor(),
      verifiers: [createRulesVerifier()],
      decomposer,
      resolver,
      narrowing: false,
      ...(chainPrior ? { chain: chainPrior } : {}),
    });
  const planLatency = async (what: string, planner: ReturnType<typeof plannerWith>) => {
    const planned: number[] = [];
    for (const query of sample) {
      await timed(async () => {
        try {
          await planner.plan({ id: query.id, text: query.query });
        } catch {
          // a clarification still counts its time
        }
      }, planned);
    }
    latencyRows.push({ what, entries: big.size, p50: percentile(planned, 50), p95: percentile(planned, 95) });
  };
  await planLatency(
    "planner (hybrid: pattern, then cases; case resolver)",
    plannerWith(
      createHybridDecomposer({ pattern: createPatternDecomposer(), cases: createCasesDecomposer({ library: big, search, catalog: names, stepVotes }) }),
      createCaseResolver({ resolver: createSemanticResolver({ cacheDir: false }) }),
    ),
  );
  await planLatency(
    EVIDENCE_LABEL,
    plannerWith(
      createHybridDecomposer({ pattern: createPatternDecomposer(), cases: createCasesDecomposer({ library: big, search, catalog: names, stepVotes }) }),
      createLibraryResolver({ library: big, search, resolver: createSemanticResolver({ cacheDir: false }), catalog: names }),
      createChainPrior(big),
    ),
  );
  latencyRows.push({ what: "one-off: usage-aware tool index build (260 tools)", entries: big.size, p50: buildMs, p95: buildMs });
  // The library gate the CLI consults per goal: built once per library (leave-one-out), then one lookup per goal.
  const gateStarted = performance.now();
  const gate = createLibraryGate(big, { catalog: names });
  const gateMs = performance.now() - gateStarted;
  const lookups: number[] = [];
  for (const query of sample) await timed(async () => gate.applies(query.query), lookups);
  latencyRows.push({ what: "library gate, per goal (gate.applies)", entries: big.size, p50: percentile(lookups, 50), p95: percentile(lookups, 95) });
  latencyRows.push({ what: "one-off: library gate build (createLibraryGate, leave-one-out over 500 entries)", entries: big.size, p50: gateMs, p95: gateMs });
}

const dec = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : "—");
const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
const table = [
  "| split | library | mode | requests | node F1 | edge F1 | step accuracy | clarification rate | p50 ms |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.split} | ${r.library} | ${r.mode} | ${r.requests} | ${dec(r.nodeF1)} | ${dec(r.edgeF1)} | ${dec(r.stepAccuracy)} | ${pct(r.clarificationRate)} | ${r.p50Ms.toFixed(2)} |`,
  ),
].join("\n");
console.log(table);
console.log("");
console.log(
  [
    "| latency, ultratool held-out (first 300 requests) | library entries | p50 ms | p95 ms |",
    "|---|---|---|---|",
    ...latencyRows.map((r) => `| ${r.what} | ${r.entries.toLocaleString("en-US")} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`),
  ].join("\n"),
);
if (safetyNets.length) console.log(`\n${safetyNets.join("\n")}`);
if (gates.length)
  console.log(
    `\n${gates.map((gate) => `${gate.split} | ${gate.library}: library used on ${gate.used} of ${gate.requests} requests; ${gate.gate}`).join("\n")}`,
  );
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(
  join(here, "../results/library.json"),
  JSON.stringify({ date: new Date().toISOString(), rows, latencyRows, selections, safetyNets, gates }, null, 2),
);
