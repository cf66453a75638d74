import { join } from "node:path";
import { checkRegistry, loadRegistry, readRegistrySources, withTools, type Registry, defaultRegistryRoot } from "@modular-planner/registry";
import { createMcpManager, type McpManager } from "@modular-planner/resolver-mcp";
import { createHashedEmbedder, createOpenAICompatibleEmbedder, createToolIndex, type ToolIndex } from "@modular-planner/retrieval";
import type { Embedder } from "@modular-planner/core";
import type { CliConfig } from "./config.js";

export interface Runtime {
  config: CliConfig;
  registry: Registry;
  mcp: McpManager | undefined;
  embedder(): Embedder;
  toolIndex(): Promise<ToolIndex>;
  close(): Promise<void>;
}

/** Loads the registry, discovers MCP tools when servers are configured, and builds indexes lazily. */
export async function createRuntime(config: CliConfig, options: { discoverMcp?: boolean } = {}): Promise<Runtime> {
  let registry = await loadRegistry(config.registry ? { root: config.registry } : {});
  let mcp: McpManager | undefined;
  if (config.mcp.servers.length > 0 && options.discoverMcp !== false) {
    mcp = createMcpManager({ servers: config.mcp.servers, cacheDir: join(config.cache.dir, "mcp-discovery") });
    const discovery = await mcp.discover();
    registry = withTools(registry, discovery.tools);
  }
  let embedder: Embedder | undefined;
  let index: Promise<ToolIndex> | undefined;
  const getEmbedder = () =>
    (embedder ??=
      config.embedder.kind === "hashed"
        ? createHashedEmbedder()
        : createOpenAICompatibleEmbedder({ baseURL: config.embedder.baseURL, model: config.embedder.model, dimensions: config.embedder.dimensions, apiKey: config.embedder.apiKey }));
  return {
    config,
    registry,
    mcp,
    embedder: getEmbedder,
    toolIndex: () =>
      (index ??= createToolIndex({ tools: registry.tools, catalogHash: registry.catalog.hash, embedder: getEmbedder(), cacheDir: join(config.cache.dir, "tool-index") })),
    async close() {
      await mcp?.close();
    },
  };
}

export async function validateRegistryFolder(root?: string) {
  return checkRegistry(await readRegistrySources(root ?? defaultRegistryRoot()));
}
