import type { ToolMetadata } from "./schemas/tool.js";
import type { LlmClient, PlanLibrary, SpecificationVersion } from "./strategies.js";

/**
 * The strategy slots a host (the CLI config) fills from packages. What `create` returns, by kind:
 * `resolver` a Resolver, `embedder` an Embedder, `vector-index` a factory `(dimensions) => VectorIndex`,
 * `requirements` a requirement extractor, `decomposer` a Decomposer, `verifier` a Verifier,
 * `classifier` a factory `(hints: { columns, templates, capabilities }) => intent classifier`.
 */
export type StrategyKind = "resolver" | "embedder" | "vector-index" | "requirements" | "decomposer" | "verifier" | "classifier";

/** What a host passes to `create`: where the config lives, a cache folder, the tools, and a loader for nested strategies. */
export interface StrategyContext {
  /** The folder of the config file (or the working folder): relative paths in options resolve from here. */
  readonly configDir: string;
  /** A cache folder the strategy may write to. */
  readonly cacheDir: string;
  /** The tools of the loaded registry (with discovered MCP tools). */
  tools(): readonly ToolMetadata[];
  /** Builds another strategy from a config value (`"catalog"` or `{ use, options }`), e.g. a composite's parts. */
  load(kind: StrategyKind, value: unknown): Promise<unknown>;
  /** The host's LLM client; throws a configuration error naming the strategy when the host has none. */
  llm(): Promise<LlmClient>;
  /** The host's plan library (solved requests), when it has one (e.g. the CLI's `library` section). */
  library?(): PlanLibrary | undefined;
  /** Searches the host's tool index (best first), when it has one: what case-based strategies retrieve tools with. */
  searchTools?(text: string, k: number): Promise<readonly { tool: string; score: number }[]>;
}

/** The result of an options schema's `safeParse` (zod's shape, so a zod schema fits). */
export type StrategyOptionsParse<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * What a strategy package exports (as `strategy`, or under the name a host's `use: "pkg#name"` gives):
 * the host checks `kind` and `specificationVersion`, validates options with `optionsSchema`, then calls `create`.
 */
export interface StrategyPackage<Options = unknown, Instance = unknown> {
  readonly kind: StrategyKind;
  readonly specificationVersion: SpecificationVersion;
  readonly optionsSchema: { safeParse(value: unknown): StrategyOptionsParse<Options> };
  create(options: Options, context: StrategyContext): Instance | Promise<Instance>;
}
