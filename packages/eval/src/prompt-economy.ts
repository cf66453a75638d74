import type { PlanStep, RequirementSet, ToolCatalog, ToolMetadata } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import {
  formatExamplesForPrompt,
  formatRequirementsForPrompt,
  formatStepsForPrompt,
  formatToolsForPrompt as formatAdaptToolsForPrompt,
} from "@modular-planner/planner";
import { createPromptBuilder, type PromptBuilder } from "@modular-planner/llm-shared";
import { createToolIndex, narrowTools } from "@modular-planner/retrieval";
import { getEncoding, type Tiktoken, type TiktokenEncoding } from "js-tiktoken";
import { datasetToolToMetadata, readDatasetQueries, readDatasetTools, type DatasetQuery } from "./datasets.js";
import { loadGroundedToolRenderer } from "./llm.js";
import { mean, percentile } from "./metrics.js";

export const PROMPT_ECONOMY_ENCODINGS = ["cl100k_base", "o200k_base"] as const satisfies readonly TiktokenEncoding[];
export type PromptEconomyEncoding = (typeof PROMPT_ECONOMY_ENCODINGS)[number];

/**
 * Tools as the grounded prompts show them: one summary line each, then the parameter schema
 * (JSON of `properties`) and the required names. The same rendering is used with and without
 * narrowing, so only the number of tools differs.
 */
export function formatToolsForPrompt(tools: readonly ToolMetadata[]): string {
  return tools
    .map((tool) => {
      const head = `- ${tool.name}: ${tool.description}`;
      const properties = tool.params.properties ?? {};
      if (Object.keys(properties).length === 0) return `${head}\n  params: none`;
      const required = tool.params.required.length ? `; required: ${tool.params.required.join(", ")}` : "";
      return `${head}\n  params: ${JSON.stringify(properties)}${required}`;
    })
    .join("\n");
}

/** FNV-1a 32-bit: a stable hash for deterministic sampling. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const byHash = <T>(items: readonly T[], key: (item: T) => string) =>
  [...items].sort((a, b) => stableHash(key(a)) - stableHash(key(b)) || (key(a) < key(b) ? -1 : 1));

/**
 * A fixed sample of requests: ordered by a hash of their id, taken while the union of their gold tools
 * (present in the catalog) stays within `maxGoldTools`, at most `size` requests.
 */
export function samplePromptRequests(
  queries: readonly DatasetQuery[],
  catalogNames: ReadonlySet<string>,
  options: { size: number; maxGoldTools: number },
): DatasetQuery[] {
  const sample: DatasetQuery[] = [];
  const gold = new Set<string>();
  for (const query of byHash(queries, (q) => q.id)) {
    if (sample.length >= options.size) break;
    if (query.gold_tools.length === 0 || !query.gold_tools.every((tool) => catalogNames.has(tool))) continue;
    const added = query.gold_tools.filter((tool) => !gold.has(tool));
    if (gold.size + new Set(added).size > options.maxGoldTools) continue;
    for (const tool of added) gold.add(tool);
    sample.push(query);
  }
  return sample;
}

/**
 * Nested catalog subsets: each holds every tool in `keep`, then the others in a fixed hash order, so
 * the subset of size 50 is inside the one of size 200, and so on. A size at or above the catalog is the catalog.
 */
export function catalogSubsets<T extends { name: string }>(tools: readonly T[], keep: ReadonlySet<string>, sizes: readonly number[]): Map<number, T[]> {
  const kept = tools.filter((tool) => keep.has(tool.name));
  const rest = byHash(
    tools.filter((tool) => !keep.has(tool.name)),
    (tool) => tool.name,
  );
  const subsets = new Map<number, T[]>();
  for (const size of sizes) {
    if (size < kept.length) throw new RangeError(`catalog size ${size} cannot hold the ${kept.length} gold tools of the sample`);
    const chosen = new Set([...kept, ...rest.slice(0, size - kept.length)].map((tool) => tool.name));
    subsets.set(
      size,
      tools.filter((tool) => chosen.has(tool.name)),
    );
  }
  return subsets;
}

/** OpenAI chat accounting: 3 tokens per message and 3 to prime the reply, plus the content tokens. */
export function chatTokens(encoder: Tiktoken, messages: readonly { content: string }[]): number {
  return messages.reduce((sum, message) => sum + 3 + encoder.encode(message.content).length, 3);
}

const BLOCK_SENTINEL = "\u0000TOOLS\u0000";

/**
 * Counts chat tokens of prompts rendered with BLOCK_SENTINEL in place of one large shared block:
 * the block is encoded once; `exact` requests render the block in, count exactly, and record (first)
 * or check (later) the difference to the split count, which depends only on the fixed text around the block.
 */
function createSharedBlockCounter(block: string, encoders: ReadonlyMap<PromptEconomyEncoding, Tiktoken>) {
  const blockTokens = new Map([...encoders].map(([name, encoder]) => [name, encoder.encode(block).length]));
  const corrections = new Map<string, number>();
  return {
    count(prompt: string, encoding: PromptEconomyEncoding, messages: readonly { content: string }[], exact: boolean): number {
      const encoder = encoders.get(encoding)!;
      let split = 3;
      for (const message of messages) {
        const parts = message.content.split(BLOCK_SENTINEL);
        split += 3 + parts.reduce((sum, part) => sum + encoder.encode(part).length, 0) + (parts.length - 1) * blockTokens.get(encoding)!;
      }
      const key = `${prompt}|${encoding}`;
      if (!exact && corrections.has(key)) return split + corrections.get(key)!;
      const full = chatTokens(
        encoder,
        messages.map((message) => ({ content: message.content.split(BLOCK_SENTINEL).join(block) })),
      );
      const correction = full - split;
      if (corrections.has(key) && corrections.get(key) !== correction) {
        throw new Error(
          `prompt economy: the split token count of ${prompt} (${encoding}) is off by ${correction}, not ${corrections.get(key)}; count every prompt exactly`,
        );
      }
      corrections.set(key, correction);
      return full;
    },
  };
}

export interface PromptEconomyOptions {
  catalogPath: string;
  queriesPath: string;
  /** Catalog sizes; default 50, 200, 1,000 and the whole catalog. */
  sizes?: readonly number[];
  /** Requests in the fixed sample (default 20); fewer when their gold tools would not fit the smallest size. */
  sample?: number;
  /** Narrowing cap (default 10). */
  cap?: number;
  encodings?: readonly PromptEconomyEncoding[];
  prompts?: PromptBuilder;
  /**
   * How tools appear in the prompts. Default: `renderTools` of @modular-planner/decomposer-llm (what the
   * grounded decomposer sends) when that package is available, else `formatToolsForPrompt`.
   */
  renderTools?: (tools: readonly ToolMetadata[]) => string;
  /** How tools appear in the adaptation prompt. Default: the planner's `formatToolsForPrompt` (what its LLM adaptation sends). */
  renderAdaptTools?: (tools: readonly ToolMetadata[]) => string;
  /** Passes over the sample when timing narrowing (default 5; 0 skips the latency table). */
  latencyRounds?: number;
}

export interface PromptEconomyRow {
  tools: number;
  encoding: PromptEconomyEncoding;
  /** Mean tokens per request of each prompt and of a plan (decomposition + one adaptation round). */
  narrowed: { decompose: number; adapt: number; plan: number };
  full: { decompose: number; adapt: number; plan: number };
  /** full.plan / narrowed.plan */
  ratio: number;
}

export interface PromptEconomyResult {
  requests: string[];
  /** Which tool rendering was used. */
  renderer: string;
  sizes: number[];
  cap: number;
  rows: PromptEconomyRow[];
  /** Mean tools in the narrowed set, per size. */
  narrowedTools: Record<number, number>;
  /** Share of the sample's gold tools inside the narrowed sets, per size. */
  goldInNarrowed: Record<number, number>;
  /** Per encoding: narrowed tokens per plan at the largest size vs the smallest, and whether within ±10%. */
  flatness: { encoding: PromptEconomyEncoding; smallest: number; largest: number; change: number; flat: boolean }[];
  /**
   * Narrowing latency per catalog size (createToolIndex + narrowTools over the request text, warm index,
   * `latencyRounds` passes over the sample), hybrid (the default) next to a lexical-only index (the baseline),
   * and the time to build each index (no disk cache).
   */
  latency: { tools: number; hybridP50: number; hybridP95: number; lexicalP50: number; lexicalP95: number; hybridBuildMs: number; lexicalBuildMs: number }[];
  markdown: string;
}

/** Gold tools of a request as plan steps in a chain (the skeleton an adaptation round would carry). */
function goldSkeleton(query: DatasetQuery, catalog: ToolCatalog): PlanStep[] {
  return query.gold_tools.map((tool, index) => ({
    id: `s${index + 1}`,
    kind: "tool" as const,
    tool,
    description: "",
    params: Object.fromEntries(
      (catalog.get(tool)?.params.required ?? []).slice(0, 1).map((name) => [name, index > 0 ? { ref: `s${index}`, path: "output" } : "…"]),
    ),
    satisfies: [`intent:s${index + 1}`],
    dependsOn: index > 0 ? [`s${index}`] : [],
    checks: [],
  })) as PlanStep[];
}

/**
 * The variables of both prompts, as their real callers render them: the grounded decomposer
 * (`requirements: "none stated"`, tools by `renderDecomposeTools`) and the planner's LLM adaptation
 * (`formatRequirementsForPrompt`, `formatStepsForPrompt`, tools by `renderAdaptTools`, examples by
 * `formatExamplesForPrompt`: none here, the shipped examples use other tools, one error line).
 */
function promptVariables(query: DatasetQuery, skeleton: PlanStep[], decomposeTools: string, adaptTools: string) {
  const first = skeleton[0]!;
  return {
    decompose: { goal: query.query, requirements: "none stated", tools: decomposeTools },
    adapt: {
      goal: query.query,
      requirements: formatRequirementsForPrompt(EMPTY_REQUIREMENTS),
      skeleton: formatStepsForPrompt(skeleton),
      tools: adaptTools,
      examples: formatExamplesForPrompt([]),
      errors: `- Step "${first.id}" (${first.tool}): check its parameters against the tool's schema`,
    },
  };
}

const EMPTY_REQUIREMENTS: RequirementSet = {
  version: "1",
  metrics: [],
  group_by: [],
  time: null,
  analysis: [],
  outputs: [],
  constraints: { top_n: null, filters: [], sort: null },
};

/**
 * Prompt tokens of the grounded decomposition prompt and of one adaptation prompt, rendered with the
 * shipped templates, with the narrowed tools (createToolIndex + narrowTools over the request) versus the
 * whole catalog of each size, counted with js-tiktoken for each encoding.
 */
export async function runPromptEconomy(options: PromptEconomyOptions): Promise<PromptEconomyResult> {
  const cap = options.cap ?? 10;
  const encodings = options.encodings ?? PROMPT_ECONOMY_ENCODINGS;
  const prompts = options.prompts ?? createPromptBuilder();
  const shipped = options.renderTools ? undefined : await loadGroundedToolRenderer();
  const renderTools = options.renderTools ?? shipped ?? formatToolsForPrompt;
  const renderAdaptTools = options.renderAdaptTools ?? formatAdaptToolsForPrompt;
  const renderer =
    (options.renderTools
      ? "a custom renderer"
      : shipped
        ? "`renderTools` of @modular-planner/decomposer-llm (what the grounded decomposer sends)"
        : "`formatToolsForPrompt` of @modular-planner/eval (@modular-planner/decomposer-llm not available)") +
    ` in the decomposition prompt and ${options.renderAdaptTools ? "a custom renderer" : "`formatToolsForPrompt` of @modular-planner/planner (what its LLM adaptation sends)"} in the adaptation prompt`;
  const { tools: datasetTools } = await readDatasetTools(options.catalogPath);
  const catalog = datasetTools.map(datasetToolToMetadata);
  const sizes = [...new Set((options.sizes ?? [50, 200, 1000, catalog.length]).map((size) => Math.min(size, catalog.length)))].sort((a, b) => a - b);
  const names = new Set(catalog.map((tool) => tool.name));
  const queries = await readDatasetQueries(options.queriesPath);
  const sample = samplePromptRequests(queries, names, { size: options.sample ?? 20, maxGoldTools: sizes[0]! });
  if (sample.length === 0) throw new RangeError("prompt economy: no request's gold tools fit the smallest catalog size");
  const gold = new Set(sample.flatMap((query) => query.gold_tools));
  const subsets = catalogSubsets(catalog, gold, sizes);
  const encoders = new Map(encodings.map((name) => [name, getEncoding(name)]));

  const sums = new Map<string, number[]>();
  const push = (key: string, value: number) => (sums.get(key) ?? sums.set(key, []).get(key)!).push(value);
  const latency: PromptEconomyResult["latency"] = [];
  const narrowedTools: Record<number, number> = {};
  const goldInNarrowed: Record<number, number> = {};
  const render = (variables: ReturnType<typeof promptVariables>) => {
    return { decompose: prompts.render("decompose-grounded", variables.decompose).messages, adapt: prompts.render("adapt-plan", variables.adapt).messages };
  };
  for (const size of sizes) {
    const tools = subsets.get(size)!;
    let started = performance.now();
    const index = await createToolIndex({ tools, cacheDir: false });
    const hybridBuildMs = performance.now() - started;
    started = performance.now();
    const lexicalIndex = await createToolIndex({ tools, cacheDir: false, embedder: null });
    const lexicalBuildMs = performance.now() - started;
    const timings = { hybrid: [] as number[], lexical: [] as number[] };
    for (let round = 0; round < (options.latencyRounds ?? 5); round++) {
      for (const query of sample) {
        for (const [kind, searchIndex] of [
          ["hybrid", index],
          ["lexical", lexicalIndex],
        ] as const) {
          const begin = performance.now();
          await narrowTools({ index: searchIndex, queries: [query.query], cap });
          timings[kind].push(performance.now() - begin);
        }
      }
    }
    if (timings.hybrid.length > 0) {
      latency.push({
        tools: size,
        hybridP50: percentile(timings.hybrid, 50),
        hybridP95: percentile(timings.hybrid, 95),
        lexicalP50: percentile(timings.lexical, 50),
        lexicalP95: percentile(timings.lexical, 95),
        hybridBuildMs,
        lexicalBuildMs,
      });
    }
    // The whole-catalog blocks are identical for every request: each is tokenized once per encoding and
    // the rest of each prompt separately; the boundary correction is measured exactly on the first request
    // and checked exactly on the last (the text around a block is fixed template text).
    const counters = { decompose: createSharedBlockCounter(renderTools(tools), encoders), adapt: createSharedBlockCounter(renderAdaptTools(tools), encoders) };
    const sizeCatalog = createToolCatalog(tools);
    const counts: number[] = [];
    const goldHits: number[] = [];
    for (const [position, query] of sample.entries()) {
      const narrowed = (await narrowTools({ index, queries: [query.query], cap })).map((item) => item.tool);
      counts.push(narrowed.length);
      const narrowedNames = new Set(narrowed.map((tool) => tool.name));
      goldHits.push(query.gold_tools.filter((tool) => narrowedNames.has(tool)).length / query.gold_tools.length);
      const skeleton = goldSkeleton(query, sizeCatalog);
      // As the planner's adaptation does: the narrowed tools plus the tools the plan already uses.
      const used = skeleton.map((step) => sizeCatalog.get(step.tool)!).filter((tool) => !narrowedNames.has(tool.name));
      const small = render(promptVariables(query, skeleton, renderTools(narrowed), renderAdaptTools([...new Set([...used, ...narrowed])])));
      const templated = render(promptVariables(query, skeleton, BLOCK_SENTINEL, BLOCK_SENTINEL));
      const exact = position === 0 || position === sample.length - 1;
      for (const [encoding, encoder] of encoders) {
        push(`${size}|${encoding}|narrowed|decompose`, chatTokens(encoder, small.decompose));
        push(`${size}|${encoding}|narrowed|adapt`, chatTokens(encoder, small.adapt));
        for (const prompt of ["decompose", "adapt"] as const) {
          push(`${size}|${encoding}|full|${prompt}`, counters[prompt].count(prompt, encoding, templated[prompt], exact));
        }
      }
    }
    narrowedTools[size] = mean(counts);
    goldInNarrowed[size] = mean(goldHits);
  }

  const rows: PromptEconomyRow[] = [];
  for (const size of sizes) {
    for (const encoding of encodings) {
      const get = (variant: string, prompt: string) => mean(sums.get(`${size}|${encoding}|${variant}|${prompt}`) ?? []);
      const narrowed = { decompose: get("narrowed", "decompose"), adapt: get("narrowed", "adapt"), plan: 0 };
      narrowed.plan = narrowed.decompose + narrowed.adapt;
      const full = { decompose: get("full", "decompose"), adapt: get("full", "adapt"), plan: 0 };
      full.plan = full.decompose + full.adapt;
      rows.push({ tools: size, encoding, narrowed, full, ratio: full.plan / narrowed.plan });
    }
  }
  const flatness = encodings.map((encoding) => {
    const smallest = rows.find((row) => row.encoding === encoding && row.tools === sizes[0])!.narrowed.plan;
    const largest = rows.find((row) => row.encoding === encoding && row.tools === sizes.at(-1))!.narrowed.plan;
    const change = (largest - smallest) / smallest;
    return { encoding, smallest, largest, change, flat: Math.abs(change) <= 0.1 };
  });
  const int = (value: number) => Math.round(value).toLocaleString("en-US");
  const markdown = [
    `| catalog tools | encoding | decompose, narrowed | decompose, full catalog | adapt, narrowed | adapt, full catalog | per plan, narrowed | per plan, full catalog | full ÷ narrowed |`,
    "|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.tools.toLocaleString("en-US")} | ${row.encoding} | ${int(row.narrowed.decompose)} | ${int(row.full.decompose)} | ${int(row.narrowed.adapt)} | ${int(row.full.adapt)} | **${int(row.narrowed.plan)}** | ${int(row.full.plan)} | ${row.ratio.toFixed(1)}× |`,
    ),
    "",
    `Mean prompt tokens per request over a fixed sample of ${sample.length} requests (${gold.size} distinct gold tools, present in every catalog size). ` +
      `A plan = one grounded decomposition prompt + one adaptation prompt. Narrowed: createToolIndex + narrowTools over the request text, cap ${cap}: ` +
      `mean ${sizes.map((size) => narrowedTools[size]!.toFixed(1)).join(" / ")} tools, holding ${sizes.map((size) => `${(goldInNarrowed[size]! * 100).toFixed(0)}%`).join(" / ")} of the gold tools, at ${sizes.map((size) => size.toLocaleString("en-US")).join(" / ")} catalog tools. ` +
      `Tools rendered with ${renderer}; the adaptation prompt also lists the tools its skeleton uses (the request's gold tools).`,
    "",
    ...flatness.map(
      (item) =>
        `- ${item.encoding}: narrowed tokens per plan ${int(item.smallest)} at ${sizes[0]!.toLocaleString("en-US")} tools → ${int(item.largest)} at ${sizes.at(-1)!.toLocaleString("en-US")} (${item.change >= 0 ? "+" : ""}${(item.change * 100).toFixed(1)}%): ${item.flat ? "flat within 10%" : "NOT flat within 10%"}.`,
    ),
    ...(latency.length
      ? [
          "",
          `| catalog tools | narrowing p50 ms (hybrid, default) | p95 ms | lexical-only p50 ms (baseline) | p95 ms | index build ms (hybrid / lexical) |`,
          "|---|---|---|---|---|---|",
          ...latency.map(
            (row) =>
              `| ${row.tools.toLocaleString("en-US")} | ${row.hybridP50.toFixed(2)} | ${row.hybridP95.toFixed(2)} | ${row.lexicalP50.toFixed(2)} | ${row.lexicalP95.toFixed(2)} | ${row.hybridBuildMs.toFixed(0)} / ${row.lexicalBuildMs.toFixed(0)} |`,
          ),
          "",
          `Narrowing latency: one narrowTools call (one query, cap ${cap}) per request on a warm in-memory index, ${options.latencyRounds ?? 5} passes over the ${sample.length} requests (nearest-rank percentiles); index build without disk cache.`,
        ]
      : []),
  ].join("\n");
  return { requests: sample.map((query) => query.id), renderer, sizes, cap, rows, narrowedTools, goldInNarrowed, flatness, latency, markdown };
}
