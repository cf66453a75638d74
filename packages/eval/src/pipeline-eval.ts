import type { Decomposer, Plan, PlanLibrary, Resolver, SubIntent, ToolMetadata, VerificationReport } from "@modular-planner/core";
import { createToolCatalog, stepDependencies } from "@modular-planner/kit";
import { createCasesDecomposer, createLibraryResolver, planFromCases, type ToolSearch } from "@modular-planner/decomposer-cases";
import { createHybridDecomposer } from "@modular-planner/decomposer-hybrid";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { createChainPrior, createLibraryGate, toolUsageDocuments } from "@modular-planner/plan-library";
import { createModularPlanner, type PlanResult, type RequirementSource } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { createToolIndex, narrowTools } from "@modular-planner/retrieval";
import { createRulesVerifier } from "@modular-planner/verifier-rules";
import { datasetToolToMetadata, readDatasetQueries, readDatasetTools } from "./datasets.js";
import { edgeF1, mean, nodeF1, percentile } from "./metrics.js";
import { createSchemaLoader, readLabelledQuestions } from "./questions.js";

/** The strategies one evaluated pipeline uses; unset ones take the offline defaults. */
export interface PipelineConfiguration {
  label: string;
  /** Requirement extraction for questions about a dataset (default: deterministic). */
  requirements?: RequirementSource;
  /** Decomposition for tool-catalog requests (default: pattern). */
  decomposer?: Decomposer;
  /** Resolution of sub-intents (default: semantic, hybrid BM25 + offline embedder). */
  resolver?: Resolver;
  /** At most this many requests per dataset split for this configuration (e.g. to bound LLM calls). */
  limit?: number;
  /**
   * A plan library (solved requests). On tool-catalog splits, the default decomposer becomes hybrid
   * (pattern, then case-based over a usage-aware tool index), the default resolver the library resolver
   * (usage-aware search, similar solved steps, the case's tool) with the steps' tools chosen together
   * (`createChainPrior`); a request answer-always still cannot plan falls back to the case-based plan.
   * As in the CLI, only requests the library's leave-one-out gate opens for (`createLibraryGate`) are
   * planned with it; the others as without a library. Learn it from training requests only.
   */
  library?: PlanLibrary;
  /**
   * The planner of the main columns answers always (as `plan --answer-always`) instead of asking when
   * unsure. The answer-always columns are reported either way, so both modes are side by side.
   */
  answerAlways?: boolean;
}

export interface PipelineDatasetSplit {
  label: string;
  catalogPath: string;
  queriesPath: string;
  /** Only the first n requests. */
  limit?: number;
  /** Only the requests this keeps (e.g. the held-out part of a fixed split), before `limit`. */
  include?: (query: { id: string }) => boolean;
}

export interface PipelineEvalOptions {
  /** Labelled questions about sample datasets (a .jsonl file or a folder); with `schemasDir`. */
  questions?: string;
  schemasDir?: string;
  /** Tool-catalog splits in the shared datasets format. */
  datasets?: readonly PipelineDatasetSplit[];
  /** Narrowing cap (default 10). */
  cap?: number;
  /** Default: one offline configuration. */
  configurations?: readonly PipelineConfiguration[];
}

/** Pipeline metrics of the dataset path (questions about a table): requirements → template → narrow → verify → adapt. */
export interface QuestionSuiteRow {
  configuration: string;
  suite: string;
  questions: number;
  plans: number;
  clarifications: number;
  failures: number;
  clarificationRate: number;
  /** Requirement items covered by a step of the final plan, over all items of planned questions (failures included). */
  coverageRate: number;
  /**
   * The labelled requirements (expected metrics, group_by, time column, top_n) covered by a step of the
   * final plan, over all labelled items of all questions (a clarification covers none): extraction and
   * planning together.
   */
  labelledCoverageRate: number;
  /** Steps removed by verification, over all steps proposed (final steps + removed). */
  unjustifiedStepRate: number;
  /** Plans that needed at least one adaptation round (failures included), over plans + failures. */
  repairRate: number;
  /** Share of questions ending with a verified plan. */
  verifiedRate: number;
  p50Ms: number;
  p95Ms: number;
  errors: string[];
}

/** Pipeline metrics of the tool-catalog path (decompose → resolve → wire → verify) on a dataset split. */
export interface DatasetSplitRow {
  configuration: string;
  split: string;
  requests: number;
  plans: number;
  clarificationRate: number;
  failureRate: number;
  /** Mean node F1 over every request (a request without a plan scores 0), and over planned requests. */
  nodeF1All: number;
  nodeF1Planned: number;
  /** Edge F1 over requests with gold links (same convention); NaN when none have links. */
  edgeF1All: number;
  edgeF1Planned: number;
  linkedRequests: number;
  /** Resolution of the gold `steps` (top-1 each, chained): NaN when the split has no steps. */
  goldStepsNodeF1: number;
  goldStepsEdgeF1: number;
  /**
   * Answer-always mode (a non-interactive run cannot ask): the same planner with `answerAlways` (it
   * answers instead of asking, and falls back to the top-2 tools of one retrieval when its decomposition
   * is unsure); a request it still fails to plan gets the fallback plan (the case-based plan with a
   * library, else the top-2 chain). Ask-when-unsure is `nodeF1All` / `edgeF1All`.
   */
  answerAlwaysNodeF1: number;
  answerAlwaysEdgeF1: number;
  /** Baseline: the top-2 tools of one retrieval over the request text (the tool index), chained. */
  topTwoNodeF1: number;
  topTwoEdgeF1: number;
  /** Gold tools absent from the narrowed set (cap tools retrieved for the request text): per gold tool and per request. */
  retrievalMissRate: number;
  requestsWithMiss: number;
  unjustifiedStepRate: number;
  /** Planner errors other than clarifications, by error code. */
  failuresByCode: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  /** One entry per request: what the pipeline did and how it scored. */
  details: SplitRequestDetail[];
}

export interface SplitRequestDetail {
  id: string;
  outcome: "planned" | "clarification" | "failed";
  /** Error code when not planned. */
  code?: string;
  tools: string[];
  links: [string, string][];
  nodeF1: number;
  /** Present when the request has gold links. */
  edgeF1?: number;
  /** Gold tools absent from the narrowed set. */
  missedTools: string[];
}

export interface PipelineEvalResult {
  questionRows: QuestionSuiteRow[];
  datasetRows: DatasetSplitRow[];
  markdown: string;
}

const isClarification = (error: unknown) => (error as { code?: string })?.code === "clarification-needed";
const isPlanningFailure = (error: unknown) => (error as { code?: string })?.code === "verification-failed";
const reportOf = (error: unknown) => (error as { report?: VerificationReport }).report;

/** Tool nodes of a plan (ask-user steps excluded) and its tool-to-tool edges (dependsOn and references). */
export function planGraph(plan: Plan): { tools: string[]; links: [string, string][] } {
  const byId = new Map(plan.steps.map((step) => [step.id, step]));
  const isTool = (id: string) => byId.get(id)?.kind === "tool" && byId.get(id)?.tool !== "ask_user";
  const tools = plan.steps.filter((step) => isTool(step.id)).map((step) => step.tool);
  const links: [string, string][] = [];
  for (const step of plan.steps) {
    if (!isTool(step.id)) continue;
    for (const dependency of stepDependencies(step)) if (isTool(dependency)) links.push([byId.get(dependency)!.tool, step.tool]);
  }
  return { tools, links };
}

/** Gives a decomposer the narrowed tools (as the grounded decomposer needs) when the caller passes none. */
function withNarrowedTools(decomposer: Decomposer, tools: () => readonly ToolMetadata[]): Decomposer {
  return { ...decomposer, decompose: (goal, context) => decomposer.decompose(goal, { ...context, tools: context.tools ?? tools() }) };
}

const chainLinks = (tools: string[]) => tools.slice(1).map((tool, index) => [tools[index]!, tool] as [string, string]);
const safeMean = (values: number[]) => (values.length ? mean(values) : Number.NaN);

async function evaluateQuestions(options: PipelineEvalOptions, configuration: PipelineConfiguration, cap: number): Promise<QuestionSuiteRow> {
  const registry = await loadRegistry();
  const questions = await readLabelledQuestions(options.questions!);
  const schemaOf = createSchemaLoader(options.schemasDir!);
  const planner = createModularPlanner({
    ...registry,
    requirements: configuration.requirements ?? createDeterministicExtractor(),
    verifiers: [createRulesVerifier()],
    narrowing: { cap, cacheDir: false },
  });
  let plans = 0;
  let clarifications = 0;
  let failures = 0;
  let verified = 0;
  let covered = 0;
  let items = 0;
  let labelled = 0;
  let labelledCovered = 0;
  let removed = 0;
  let proposed = 0;
  let repaired = 0;
  const times: number[] = [];
  const errors: string[] = [];
  for (const question of questions) {
    const dataset = await schemaOf(question);
    const started = performance.now();
    let result: PlanResult | undefined;
    let report: VerificationReport | undefined;
    try {
      result = await planner.plan({ text: question.question, dataset });
      report = result.report;
      plans += 1;
      if (report.ok) verified += 1;
      if (result.trace.some((entry) => entry.stage.startsWith("adapt#"))) repaired += 1;
      removed += report.removedSteps.length;
      proposed += result.plan.steps.length + report.removedSteps.length;
    } catch (error) {
      if (isClarification(error)) clarifications += 1;
      else if (isPlanningFailure(error)) {
        failures += 1;
        repaired += 1; // the adaptation loop ran and did not converge
        report = reportOf(error);
      } else {
        errors.push(`${question.id}: ${(error as Error).message}`);
      }
    }
    times.push(performance.now() - started);
    if (report) {
      const coverage = Object.values(report.coverage);
      items += coverage.length;
      covered += coverage.filter((steps) => steps.length > 0).length;
    }
    const expected = question.expected;
    const expectedIds = [
      ...expected.metrics.map((metric) => `metrics:${metric.column}`),
      ...expected.group_by.map((column) => `group_by:${column}`),
      ...(expected.time ? [`time:${expected.time.column}`] : []),
      ...(expected.top_n !== null ? ["constraints:top_n"] : []),
    ];
    labelled += expectedIds.length;
    if (report) labelledCovered += expectedIds.filter((id) => (report!.coverage[id]?.length ?? 0) > 0).length;
  }
  const n = Math.max(questions.length, 1);
  return {
    configuration: configuration.label,
    suite: options.questions!,
    questions: questions.length,
    plans,
    clarifications,
    failures,
    clarificationRate: clarifications / n,
    coverageRate: items ? covered / items : Number.NaN,
    labelledCoverageRate: labelled ? labelledCovered / labelled : Number.NaN,
    unjustifiedStepRate: proposed ? removed / proposed : 0,
    repairRate: plans + failures ? repaired / (plans + failures) : 0,
    verifiedRate: verified / n,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    errors,
  };
}

async function evaluateSplit(split: PipelineDatasetSplit, configuration: PipelineConfiguration, cap: number): Promise<DatasetSplitRow> {
  const registry = await loadRegistry();
  const { tools: datasetTools } = await readDatasetTools(split.catalogPath);
  const catalog = createToolCatalog(datasetTools.map(datasetToolToMetadata));
  const semantic = createSemanticResolver({ cacheDir: false });
  let narrowed: ToolMetadata[] = [];
  const library = configuration.library;
  const names = new Set(datasetTools.map((tool) => tool.name));
  // Usage-aware documents: each tool's text gains what it served in the library (cache keyed by the library's hash).
  const aware = library ? await createToolIndex({ tools: catalog.tools, cacheDir: false, extraText: toolUsageDocuments(library, [...names]) }) : undefined;
  const search: ToolSearch = async (text, k) => (await aware!.search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score }));
  // With a library: pattern first, then cases; each intent resolved with the library's evidence, the steps' tools chosen together.
  // As in the CLI, a request is planned with the library only where the library's leave-one-out gate opens for it.
  const gate = library ? createLibraryGate(library, { catalog: names }) : undefined;
  const plannerWith = (answerAlways: boolean, withLibrary: boolean) =>
    createModularPlanner({
      catalog,
      capabilityMap: registry.capabilityMap,
      templates: [],
      requirements: configuration.requirements ?? createDeterministicExtractor(),
      verifiers: [createRulesVerifier()],
      decomposer: withNarrowedTools(
        configuration.decomposer ??
          (library && withLibrary
            ? createHybridDecomposer({ pattern: createPatternDecomposer(), cases: createCasesDecomposer({ library, search, catalog: names }) })
            : createPatternDecomposer()),
        () => narrowed,
      ),
      resolver: configuration.resolver ?? (library && withLibrary ? createLibraryResolver({ library, search, resolver: semantic, catalog: names }) : semantic),
      narrowing: false,
      ...(library && withLibrary ? { chain: createChainPrior(library) } : {}),
      ...(answerAlways ? { answerAlways: true } : {}),
    });
  const planners = [false, true].map((withLibrary) => ({
    planner: plannerWith(configuration.answerAlways === true, withLibrary),
    answering: plannerWith(true, withLibrary),
  }));
  const index = await semantic.indexFor(catalog);
  let queries = await readDatasetQueries(split.queriesPath);
  if (split.include) queries = queries.filter(split.include);
  const limit = Math.min(split.limit ?? Number.POSITIVE_INFINITY, configuration.limit ?? Number.POSITIVE_INFINITY);
  if (Number.isFinite(limit)) queries = queries.slice(0, limit);
  const intent = (id: string, text: string): SubIntent => ({ id, text, capability: null, params: {}, dependsOn: [], satisfies: [], askUser: false });

  let plans = 0;
  let clarifications = 0;
  let failures = 0;
  let removed = 0;
  let proposed = 0;
  let goldTotal = 0;
  let goldMissed = 0;
  let requestsWithMiss = 0;
  const node = { all: [] as number[], planned: [] as number[] };
  const edge = { all: [] as number[], planned: [] as number[] };
  const gold = { node: [] as number[], edge: [] as number[] };
  const always = { node: [] as number[], edge: [] as number[] };
  const topTwo = { node: [] as number[], edge: [] as number[] };
  const times: number[] = [];
  const failuresByCode: Record<string, number> = {};
  const details: SplitRequestDetail[] = [];
  for (const query of queries) {
    const goldLinks = (query.gold_links ?? []) as [string, string][];
    narrowed = (await narrowTools({ index, queries: [query.query], cap })).map((item) => item.tool);
    const narrowedNames = new Set(narrowed.map((tool) => tool.name));
    const wanted = [...new Set(query.gold_tools)];
    const missed = wanted.filter((tool) => !narrowedNames.has(tool)).length;
    goldTotal += wanted.length;
    goldMissed += missed;
    if (missed > 0) requestsWithMiss += 1;

    if (query.steps && query.steps.length > 0) {
      const fromSteps: string[] = [];
      for (const [position, step] of query.steps.entries()) {
        const top = (await semantic.resolve(intent(`g${position}`, step), { catalog, topK: 1 }))[0]?.tool;
        if (top) fromSteps.push(top);
      }
      gold.node.push(nodeF1(fromSteps, query.gold_tools).f1);
      if (goldLinks.length > 0) gold.edge.push(edgeF1(chainLinks(fromSteps), goldLinks).f1);
    }

    const useLibrary = gate?.applies(query.query) ?? false;
    const { planner, answering } = planners[useLibrary ? 1 : 0]!;
    const started = performance.now();
    let graph: { tools: string[]; links: [string, string][] } | undefined;
    let outcome: SplitRequestDetail["outcome"] = "planned";
    let code: string | undefined;
    try {
      const result = await planner.plan({ id: query.id, text: query.query });
      times.push(performance.now() - started);
      plans += 1;
      graph = planGraph(result.plan);
      removed += result.report.removedSteps.length;
      proposed += result.plan.steps.length + result.report.removedSteps.length;
    } catch (error) {
      times.push(performance.now() - started);
      code = (error as { code?: string }).code ?? (error as Error).name ?? "error";
      if (isClarification(error)) {
        clarifications += 1;
        outcome = "clarification";
      } else {
        failures += 1;
        outcome = "failed";
        failuresByCode[code] = (failuresByCode[code] ?? 0) + 1;
      }
    }
    const topTwoTools = (await index.search(query.query, { k: 2 })).map((hit) => hit.tool.name);
    let answered = await answering.plan({ id: query.id, text: query.query }).then(
      (result) => planGraph(result.plan),
      () => undefined,
    );
    if (!answered && library && useLibrary) answered = await planFromCases(query.query, { library, search, catalog: names });
    answered ??= { tools: topTwoTools, links: chainLinks(topTwoTools) };
    always.node.push(nodeF1(answered.tools, query.gold_tools).f1);
    topTwo.node.push(nodeF1(topTwoTools, query.gold_tools).f1);
    if (goldLinks.length > 0) {
      always.edge.push(edgeF1(answered.links, goldLinks).f1);
      topTwo.edge.push(edgeF1(chainLinks(topTwoTools), goldLinks).f1);
    }
    const nodeScore = graph ? nodeF1(graph.tools, query.gold_tools).f1 : 0;
    node.all.push(nodeScore);
    if (graph) node.planned.push(nodeScore);
    let edgeScore: number | undefined;
    if (goldLinks.length > 0) {
      edgeScore = graph ? edgeF1(graph.links, goldLinks).f1 : 0;
      edge.all.push(edgeScore);
      if (graph) edge.planned.push(edgeScore);
    }
    details.push({
      id: query.id,
      outcome,
      ...(code ? { code } : {}),
      tools: graph?.tools ?? [],
      links: graph?.links ?? [],
      nodeF1: nodeScore,
      ...(edgeScore !== undefined ? { edgeF1: edgeScore } : {}),
      missedTools: wanted.filter((tool) => !narrowedNames.has(tool)),
    });
  }
  const n = Math.max(queries.length, 1);
  return {
    configuration: configuration.label,
    split: split.label,
    requests: queries.length,
    plans,
    clarificationRate: clarifications / n,
    failureRate: failures / n,
    nodeF1All: safeMean(node.all),
    nodeF1Planned: safeMean(node.planned),
    edgeF1All: safeMean(edge.all),
    edgeF1Planned: safeMean(edge.planned),
    linkedRequests: edge.all.length,
    goldStepsNodeF1: safeMean(gold.node),
    goldStepsEdgeF1: safeMean(gold.edge),
    answerAlwaysNodeF1: safeMean(always.node),
    answerAlwaysEdgeF1: safeMean(always.edge),
    topTwoNodeF1: safeMean(topTwo.node),
    topTwoEdgeF1: safeMean(topTwo.edge),
    retrievalMissRate: goldTotal ? goldMissed / goldTotal : Number.NaN,
    requestsWithMiss,
    unjustifiedStepRate: proposed ? removed / proposed : 0,
    failuresByCode,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    details,
  };
}

const pct = (value: number) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "—");
const dec = (value: number) => (Number.isFinite(value) ? value.toFixed(3) : "—");
const ms = (value: number) => value.toFixed(1);

export function questionSuiteTable(rows: readonly QuestionSuiteRow[]): string {
  return [
    "| pipeline | questions | plans | failed | requirement coverage | labelled requirements covered | unjustified step rate | plan repair rate | clarification rate | verified | p50 ms | p95 ms |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.configuration} | ${r.questions} | ${r.plans} | ${r.failures + r.errors.length} | ${pct(r.coverageRate)} | ${pct(r.labelledCoverageRate)} | ${pct(r.unjustifiedStepRate)} | ${pct(r.repairRate)} | ${pct(r.clarificationRate)} | ${pct(r.verifiedRate)} | ${ms(r.p50Ms)} | ${ms(r.p95Ms)} |`,
    ),
  ].join("\n");
}

export function datasetSplitTable(rows: readonly DatasetSplitRow[]): string {
  return [
    "| pipeline | split | requests | planned | clarification rate | failed | node F1 (all / planned) | edge F1 (all / planned, linked requests) | node / edge F1, gold steps resolved | tool retrieval miss rate (per gold tool; requests with a miss) | unjustified step rate | p50 / p95 ms | node / edge F1, answer always | node / edge F1, top-2 of one retrieval |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.configuration} | ${r.split} | ${r.requests.toLocaleString("en-US")} | ${pct(r.plans / Math.max(r.requests, 1))} | ${pct(r.clarificationRate)} | ${pct(r.failureRate)} | ${dec(r.nodeF1All)} / ${dec(r.nodeF1Planned)} | ${dec(r.edgeF1All)} / ${dec(r.edgeF1Planned)} (${r.linkedRequests.toLocaleString("en-US")}) | ${dec(r.goldStepsNodeF1)} / ${dec(r.goldStepsEdgeF1)} | ${pct(r.retrievalMissRate)}; ${r.requestsWithMiss} | ${pct(r.unjustifiedStepRate)} | ${ms(r.p50Ms)} / ${ms(r.p95Ms)} | ${dec(r.answerAlwaysNodeF1)} / ${dec(r.answerAlwaysEdgeF1)} | ${dec(r.topTwoNodeF1)} / ${dec(r.topTwoEdgeF1)} |`,
    ),
    ...rows
      .filter((r) => Object.keys(r.failuresByCode).length > 0)
      .map(
        (r) =>
          `\nFailures of ${r.configuration} on ${r.split}, by error code: ${Object.entries(r.failuresByCode)
            .map(([code, count]) => `${code} ${count}`)
            .join(", ")}.`,
      ),
  ].join("\n");
}

/**
 * Runs the planner over labelled questions (dataset path) and over tool-catalog splits (intent path)
 * and reports the design's pipeline metrics for each configuration.
 */
export async function runPipelineEval(options: PipelineEvalOptions): Promise<PipelineEvalResult> {
  const cap = options.cap ?? 10;
  const configurations = options.configurations?.length ? options.configurations : [{ label: "offline" }];
  const questionRows: QuestionSuiteRow[] = [];
  const datasetRows: DatasetSplitRow[] = [];
  for (const configuration of configurations) {
    if (options.questions && options.schemasDir) questionRows.push(await evaluateQuestions(options, configuration, cap));
    for (const split of options.datasets ?? []) datasetRows.push(await evaluateSplit(split, configuration, cap));
  }
  const parts: string[] = [];
  if (questionRows.length) parts.push(questionSuiteTable(questionRows));
  if (datasetRows.length) parts.push(datasetSplitTable(datasetRows));
  return { questionRows, datasetRows, markdown: parts.join("\n\n") };
}
