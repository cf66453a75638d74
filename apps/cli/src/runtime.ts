import { join } from "node:path";
import type { Embedder, LlmClient, PlanLibrary, Resolver, VectorIndex } from "@modular-planner/core";
import type { Registry } from "@modular-planner/registry";
import type { McpManager } from "@modular-planner/resolver-mcp";
import type { ToolIndex } from "@modular-planner/retrieval";
import { configDirOf, type CliConfig } from "./config.js";
import { loadStrategy, type StrategyHost } from "./strategies.js";

export interface Runtime {
  config: CliConfig;
  registry: Registry;
  mcp: McpManager | undefined;
  /** The plan library goals without a data file are planned with (see plan-library.ts); its usage texts join the tool index. */
  library: PlanLibrary | undefined;
  embedder(): Promise<Embedder>;
  /** What the strategy loader needs (config folder, cache, tools, LLM): `loadStrategy(kind, value, runtime.strategyHost)`. */
  strategyHost: StrategyHost;
  /** The config's `resolver`, built through the strategy loader (docs/plugins.md). */
  resolver(): Promise<Resolver>;
  toolIndex(): Promise<ToolIndex>;
  close(): Promise<void>;
}

/**
 * Loads the registry, discovers MCP tools when servers are configured, and builds indexes lazily.
 * Heavy packages (the MCP SDK, retrieval) are imported only when used, so light commands start fast.
 */
export async function createRuntime(config: CliConfig, options: { discoverMcp?: boolean; library?: PlanLibrary } = {}): Promise<Runtime> {
  const { loadRegistry, withTools } = await import("@modular-planner/registry");
  let registry = await loadRegistry(config.registry ? { root: config.registry } : {});
  let mcp: McpManager | undefined;
  if (config.mcp.servers.length > 0 && options.discoverMcp !== false) {
    const { createMcpManager } = await import("@modular-planner/resolver-mcp");
    mcp = createMcpManager({ servers: config.mcp.servers, cacheDir: join(config.cache.dir, "mcp-discovery") });
    const discovery = await mcp.discover();
    registry = withTools(registry, discovery.tools);
  }
  let embedder: Promise<Embedder> | undefined;
  let index: Promise<ToolIndex> | undefined;
  let llm: Promise<LlmClient | undefined> | undefined;
  const host: StrategyHost = {
    configDir: configDirOf(config),
    cacheDir: config.cache.dir,
    tools: () => registry.tools,
    llm: () => (llm ??= import("./llm.js").then(({ llmClientFor }) => llmClientFor(config))),
    library: () => options.library,
    searchTools: async (text, k) => (await (await toolIndex()).search(text, { k })).map((hit) => ({ tool: hit.tool.name, score: hit.score })),
  };
  const getEmbedder = () => (embedder ??= loadStrategy("embedder", config.embedder, host) as Promise<Embedder>);
  // `flat` is the tool index's own exact index; any other value is a vector-index strategy (a factory by dimensions).
  const vectorIndex = () =>
    config.index === "flat" ? Promise.resolve(undefined) : (loadStrategy("vector-index", config.index, host) as Promise<(dimensions: number) => VectorIndex>);
  const toolIndex = () =>
    (index ??= Promise.all([import("@modular-planner/retrieval"), getEmbedder(), usageTexts(options.library, registry), vectorIndex()]).then(
      ([{ createToolIndex }, resolved, extraText, chosenIndex]) =>
        createToolIndex({
          tools: registry.tools,
          catalogHash: registry.catalog.hash,
          embedder: resolved,
          cacheDir: join(config.cache.dir, "tool-index"),
          ...(extraText ? { extraText } : {}),
          ...(chosenIndex ? { vectorIndex: chosenIndex } : {}),
        }),
    ));
  return {
    config,
    registry,
    mcp,
    library: options.library,
    embedder: getEmbedder,
    strategyHost: host,
    resolver: () => loadStrategy("resolver", config.resolver, host) as Promise<Resolver>,
    toolIndex,
    async close() {
      await mcp?.close();
    },
  };
}

/** Usage-aware tool documents: the step texts and requests each tool served in the library (their hash joins the index's cache key). */
async function usageTexts(library: PlanLibrary | undefined, registry: Registry) {
  if (!library) return undefined;
  const { toolUsageDocuments } = await import("@modular-planner/plan-library");
  return toolUsageDocuments(
    library,
    registry.tools.map((tool) => tool.name),
  );
}

/**
 * One runtime shared by every request of a long-lived server (`serve`, `mcp`), created on first use;
 * a creation that failed is tried again by the next caller instead of being kept. `close` closes the
 * one opened, if any (a failed or missing one is nothing to close).
 */
export function sharedRuntime(config: CliConfig): { get(): Promise<Runtime>; close(): Promise<void> } {
  let runtime: Promise<Runtime> | undefined;
  return {
    get() {
      runtime ??= createRuntime(config).catch((error: unknown) => {
        runtime = undefined;
        throw error;
      });
      return runtime;
    },
    async close() {
      const opened = runtime;
      runtime = undefined;
      await opened?.then((value) => value.close()).catch(() => undefined);
    },
  };
}

export async function validateRegistryFolder(root?: string) {
  const { checkRegistry, defaultRegistryRoot, readRegistrySources } = await import("@modular-planner/registry");
  return checkRegistry(await readRegistrySources(root ?? defaultRegistryRoot()));
}
