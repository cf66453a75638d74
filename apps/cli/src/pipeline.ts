import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, extname, join, resolve } from "node:path";
import {
  ConfigurationError,
  DatasetSchemaSchema,
  type Artifact,
  ModularPlannerError,
  type DatasetSchema,
  type Decomposer,
  type IntentGraphStore,
  type LlmClient,
  type PlanLibrary,
  type Resolver,
  type StrategyKind,
  type ToolCatalog,
  type Verifier,
} from "@modular-planner/core";
import { createModularPlanner, type ModularPlanner, type ToolChainPrior } from "@modular-planner/planner";
import type { LibraryGate } from "@modular-planner/plan-library";
import type { RequirementExtractor } from "@modular-planner/requirements";
import type { DataToolExecutor } from "@modular-planner/tools-data";
import type { DatasetProfile } from "./analysis-path.js";
import type { Runtime } from "./runtime.js";
import { BUILT_IN_STRATEGIES, loadStrategy, type StrategyHost, type StrategyValue } from "./strategies.js";

/** The resolver named in the config: one line swaps it. Its package is imported only when chosen (docs/plugins.md). */
export async function resolverFor(runtime: Runtime): Promise<Resolver> {
  return runtime.resolver();
}

/**
 * The planner with the config's strategies, each built through the strategy loader (docs/plugins.md):
 * its package is imported only when the config chooses it. `llm`, when given, answers the strategies
 * that need an LLM; otherwise the config's client is created on first request. A `decomposer` given
 * replaces the configured one.
 */
export async function createPlannerFor(
  runtime: Runtime,
  llm?: LlmClient,
  decomposer?: Decomposer,
  extra: { store?: IntentGraphStore; catalog?: ToolCatalog; answerAlways?: boolean } = {},
): Promise<ModularPlanner> {
  const strategies = runtime.config.strategies;
  const need = (what: string): LlmClient => {
    if (!llm)
      throw new ConfigurationError(`${what} needs an LLM, and the config has no llm section`, {
        setting: "llm",
        hint: 'Add llm: { provider: "openai", model: "gpt-4o-mini" } to modular-planner.config.',
      });
    return llm;
  };
  const host: StrategyHost = llm ? { ...runtime.strategyHost, llm: async () => llm } : runtime.strategyHost;
  const load = <T>(kind: StrategyKind, value: unknown) => loadStrategy(kind, value, host) as Promise<T>;
  const verifierValues = [...strategies.verifiers, ...(strategies.judge && !strategies.verifiers.includes("llm-judge") ? ["llm-judge"] : [])];
  const [requirements, verifiers] = await Promise.all([
    load<RequirementExtractor>("requirements", strategies.requirements),
    Promise.all(verifierValues.map((value) => load<Verifier>("verifier", value))),
  ]);
  const cases = runtime.library ? await casesFor(runtime, runtime.library) : undefined;
  const configured = await resolverFor(runtime);
  // The cases decomposer names each intent's tool (its capability); without the library resolver (no config library), the case resolver keeps that tool.
  const resolver =
    !cases && !decomposer && casesByName(strategies.decomposer)
      ? (await import("@modular-planner/decomposer-cases")).createCaseResolver({ resolver: configured })
      : configured;
  const common = {
    catalog: extra.catalog ?? runtime.registry.catalog,
    capabilityMap: runtime.registry.capabilityMap,
    templates: runtime.registry.templates,
    requirements,
    verifiers,
    ...(extra.store ? { store: extra.store } : {}),
    ...(strategies.adaptation !== "rules"
      ? { llm: need(`strategies.adaptation: "${strategies.adaptation}"`), adaptation: strategies.adaptation, examples: await exampleRetriever(runtime) }
      : {}),
    narrowing: { cap: runtime.config.limits.narrowCap, cacheDir: join(runtime.config.cache.dir, "tool-index") },
    maxAdaptations: runtime.config.limits.maxAdaptations,
    // Goals without a data file never ask (`plan --answer-always`, config planner.answerAlways).
    ...(extra.answerAlways || runtime.config.planner.answerAlways ? { answerAlways: true } : {}),
  };
  const without = async () =>
    createModularPlanner({ ...common, resolver, decomposer: decomposer ?? (await configuredDecomposer(strategies.decomposer, load, undefined)) });
  if (!cases) return without();
  const withLibrary = createModularPlanner({
    ...common,
    resolver: cases.resolver(resolver),
    chain: cases.chain,
    decomposer: decomposer ?? (await configuredDecomposer(strategies.decomposer, load, cases.decomposer)),
  });
  // The library plans only the goals its own leave-one-out check says it helps with (docs/architecture.md); the others are planned without it.
  const plain = await without();
  return {
    ...withLibrary,
    plan: (goal, context) => (context?.resume || cases.gate.applies(typeof goal === "string" ? goal : goal.text) ? withLibrary : plain).plan(goal, context),
  };
}

/** Library gates by library, rebuilt when the library's content changes (a long-lived `serve` plans many goals with one library). */
const gates = new WeakMap<PlanLibrary, { hash: string; gate: LibraryGate }>();

const casesByName = (value: StrategyValue): boolean => ["cases", "@modular-planner/decomposer-cases"].includes(typeof value === "string" ? value : value.use);

/**
 * `strategies.decomposer` through the loader. With a plan library, the cases decomposer joins it: the
 * hybrid one takes it as a part (pattern, then cases, then the LLM parts), any other is wrapped in a
 * hybrid with it (a case more confident than the decomposer's reading answers over it, so a request
 * learned nearly word for word is planned from its case). `"cases"` itself is used as it is.
 */
async function configuredDecomposer(
  value: StrategyValue,
  load: <T>(kind: StrategyKind, value: unknown) => Promise<T>,
  cases: Decomposer | undefined,
): Promise<Decomposer> {
  // Chosen by name, the cases decomposer is the decomposer (with the config's library unless its options name files).
  if (casesByName(value)) return load<Decomposer>("decomposer", value);
  const hybridByName = value === "hybrid" || (typeof value === "object" && value.use === "hybrid");
  if (cases && hybridByName) {
    const options = typeof value === "string" ? BUILT_IN_STRATEGIES.decomposer.hybrid!.options! : value.options;
    return load<Decomposer>("decomposer", { use: "hybrid", options: { casesOverPattern: true, ...options, cases } });
  }
  const chosen = await load<Decomposer>("decomposer", value);
  if (!cases) return chosen;
  return load<Decomposer>("decomposer", { use: "hybrid", options: { pattern: chosen, cases, casesOverPattern: true } });
}

/** The shipped example plans whose tools the catalog has; the best three reach the adapt-plan prompt. */
async function exampleRetriever(runtime: Runtime) {
  const { createExampleRetriever, loadShippedExamples } = await import("@modular-planner/examples");
  return createExampleRetriever({ examples: loadShippedExamples(), catalog: runtime.registry.catalog });
}

/**
 * Case-based planning from the plan library: the cases decomposer searches the runtime's tool index
 * (usage-aware: its documents carry what each tool served in the library, the library's hash in its
 * cache key); the library resolver resolves each intent with that search, the votes of the library's
 * similar solved steps and the tool the case chose, the configured resolver mapping parameters; the
 * chain prior then chooses the steps' tools together (Viterbi over learned transitions).
 */
async function casesFor(
  runtime: Runtime,
  library: PlanLibrary,
): Promise<{ decomposer: Decomposer; resolver(base: Resolver): Resolver; chain: ToolChainPrior; gate: LibraryGate }> {
  const [{ createCasesDecomposer, createLibraryResolver }, { createChainPrior, createLibraryGate }] = await Promise.all([
    import("@modular-planner/decomposer-cases"),
    import("@modular-planner/plan-library"),
  ]);
  const catalog = new Set(runtime.registry.tools.map((tool) => tool.name));
  const search = async (text: string, k: number) =>
    (await (await runtime.toolIndex()).search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score }));
  let gate = gates.get(library);
  if (!gate || gate.hash !== library.hash) {
    gate = { hash: library.hash, gate: createLibraryGate(library, { catalog }) };
    gates.set(library, gate);
  }
  return {
    decomposer: createCasesDecomposer({ library, search, catalog }),
    resolver: (base) => createLibraryResolver({ library, search, resolver: base, catalog }),
    chain: createChainPrior(library),
    gate: gate.gate,
  };
}

/** What a data file's probe found: its columns, row count and profile, notes on how it was read, and text columns that are almost numbers. */
interface DescribedFile {
  columns: NonNullable<Artifact["columns"]>;
  rowCount: number | undefined;
  profile: DatasetProfile | undefined;
  notes: string[];
  almost: string[];
}

/** Probed files by real path, kept while their size and mtime are unchanged (a long-lived `serve` plans without re-reading them). */
const described = new Map<string, { size: number; mtimeMs: number; file: DescribedFile }>();
const DESCRIBED_CAP = 64;

/**
 * The data file's schema read through DuckDB (nothing is loaded into Node) with the aliases of a
 * `<name>.schema.json` beside it, its row count and profile, and the data tools a run uses. The probe (DuckDB reading the file) runs once per path, size and
 * mtime: later calls reuse it, and open no database until a run needs one. Nothing is written.
 */
export async function describeDataset(
  path: string,
  outputDir: string,
  table?: string,
): Promise<{ dataset: DatasetSchema; tools: DataToolExecutor; profile: DatasetProfile | undefined; notes: string[] }> {
  const absolute = resolve(path);
  if (!existsSync(absolute))
    throw new ModularPlannerError("tool-execution-failed", `Data file not found: ${path}`, {
      hint: "Check the path given with --data.",
      details: { input: true },
    });
  // DuckDB and Vega come with the data tools: loaded only for questions about a data file.
  const { createDataToolExecutor } = await import("@modular-planner/tools-data");
  const tools = createDataToolExecutor({ outputDir });
  try {
    const stats = statSync(absolute);
    // One entry per file and table (a SQLite or DuckDB file with several tables).
    const key = table ? `${absolute}\u0000${table}` : absolute;
    const cached = described.get(key);
    let file: DescribedFile;
    if (cached && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs) {
      file = cached.file;
      // Most recently used last: the first key is the one to drop.
      described.delete(key);
      described.set(key, cached);
    } else {
      const probe = await tools.execute({
        step: { id: "describe", kind: "tool", tool: "load_data", description: "", params: {}, satisfies: [], dependsOn: [], checks: [] },
        tool: {
          name: "load_data",
          description: "",
          capabilities: [],
          params: { type: "object", properties: {}, required: [] },
          inputs: [],
          outputs: ["table"],
          effects: ["read"],
          gates: [],
          aliases: [],
        },
        params: { path: absolute, ...(table ? { table } : {}) },
        inputs: {},
        signal: new AbortController().signal,
      });
      const columns = probe.columns ?? [];
      file = {
        columns,
        rowCount: probe.rowCount,
        profile: probe.metadata.profile as DatasetProfile | undefined,
        notes: typeof probe.metadata.note === "string" ? [probe.metadata.note] : [],
        almost: almostNumeric(columns, (Array.isArray(probe.value) ? probe.value : []) as Record<string, unknown>[]),
      };
      described.delete(key);
      described.set(key, { size: stats.size, mtimeMs: stats.mtimeMs, file });
      if (described.size > DESCRIBED_CAP) described.delete(described.keys().next().value!);
    }
    return finishDescription(path, absolute, file, tools);
  } catch (error) {
    tools.close();
    throw error;
  }
}

function finishDescription(
  path: string,
  absolute: string,
  file: DescribedFile,
  tools: DataToolExecutor,
): { dataset: DatasetSchema; tools: DataToolExecutor; profile: DatasetProfile | undefined; notes: string[] } {
  const sidecar = absolute.replace(new RegExp(`${extname(absolute).replace(".", "\\.")}$`), ".schema.json");
  const aliases = new Map<string, string[]>();
  if (existsSync(sidecar)) {
    const described = DatasetSchemaSchema.safeParse(JSON.parse(readFileSync(sidecar, "utf8")));
    if (described.success) for (const column of described.data.columns) aliases.set(column.name, column.aliases);
  }
  const columns = file.columns.map((column) => ({ ...column, aliases: aliases.get(column.name) ?? [] }));
  // (Two time columns in order are a measure too: their duration, `deriveColumns`.)
  if (!columns.some((column) => column.type === "number" || column.type === "integer") && !(file.profile?.ordered?.length ?? 0)) {
    const almost = file.almost;
    throw new ModularPlannerError(
      "tool-execution-failed",
      `${path} has no numeric column to analyse (columns: ${columns.map((c) => `${c.name}:${c.type}`).join(", ")})${almost.length ? `; ${almost.join("; ")}` : ""}`,
      {
        hint: almost.length
          ? "Fix or remove those values (or leave the cell empty), and the column is read as numbers."
          : "Give a file with at least one numeric measure.",
        details: { input: true },
      },
    );
  }
  return {
    dataset: { name: basename(absolute, extname(absolute)), source: absolute, columns, ...(file.rowCount !== undefined ? { rowCount: file.rowCount } : {}) },
    tools,
    profile: file.profile,
    notes: file.notes,
  };
}

/**
 * Text columns whose sampled values are mostly numbers, with the first value that is not: one
 * malformed cell ("abc", "n/a") makes DuckDB read the whole column as text.
 */
function almostNumeric(columns: readonly { name: string; type: string }[], rows: readonly Record<string, unknown>[]): string[] {
  const found: string[] = [];
  for (const column of columns) {
    if (column.type !== "string") continue;
    const values = rows
      .map((row, index) => ({ value: row[column.name], line: index + 2 }))
      .filter((cell) => typeof cell.value === "string" && cell.value.trim() !== "");
    const numeric = values.filter((cell) => Number.isFinite(Number(cell.value)));
    const odd = values.filter((cell) => !Number.isFinite(Number(cell.value)));
    if (values.length === 0 || numeric.length < values.length / 2 || odd.length === 0) continue;
    const first = odd[0]!;
    found.push(
      `column "${column.name}" is numbers except ${odd.length === 1 ? "one value" : `${odd.length} values`}, first ${JSON.stringify(first.value)} on line ${first.line}, so it was read as text`,
    );
  }
  return found;
}
