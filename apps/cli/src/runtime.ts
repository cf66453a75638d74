import { join } from "node:path";
import type { Embedder } from "@modular-planner/core";
import type { Registry } from "@modular-planner/registry";
import type { McpManager } from "@modular-planner/resolver-mcp";
import type { ToolIndex } from "@modular-planner/retrieval";
import type { CliConfig } from "./config.js";

export interface Runtime {
  config: CliConfig;
  registry: Registry;
  mcp: McpManager | undefined;
  embedder(): Promise<Embedder>;
  toolIndex(): Promise<ToolIndex>;
  close(): Promise<void>;
}

/**
 * Loads the registry, discovers MCP tools when servers are configured, and builds indexes lazily.
 * Heavy packages (the MCP SDK, retrieval) are imported only when used, so light commands start fast.
 */
export async function createRuntime(config: CliConfig, options: { discoverMcp?: boolean } = {}): Promise<Runtime> {
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
  const getEmbedder = () =>
    (embedder ??= import("@modular-planner/retrieval").then(({ createHashedEmbedder, createOpenAICompatibleEmbedder }) =>
      config.embedder.kind === "hashed"
        ? createHashedEmbedder()
        : createOpenAICompatibleEmbedder({ baseURL: config.embedder.baseURL, model: config.embedder.model, dimensions: config.embedder.dimensions, apiKey: config.embedder.apiKey }),
    ));
  return {
    config,
    registry,
    mcp,
    embedder: getEmbedder,
    toolIndex: () =>
      (index ??= Promise.all([import("@modular-planner/retrieval"), getEmbedder()]).then(([{ createToolIndex }, resolved]) =>
        createToolIndex({ tools: registry.tools, catalogHash: registry.catalog.hash, embedder: resolved, cacheDir: join(config.cache.dir, "tool-index") }),
      )),
    async close() {
      await mcp?.close();
    },
  };
}

export async function validateRegistryFolder(root?: string) {
  const { checkRegistry, defaultRegistryRoot, readRegistrySources } = await import("@modular-planner/registry");
  return checkRegistry(await readRegistrySources(root ?? defaultRegistryRoot()));
}
