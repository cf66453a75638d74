import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { ModularPlannerError, SPECIFICATION_VERSION, type ToolExecutor, type ToolMetadata } from "@modular-planner/core";
import { contentHash } from "@modular-planner/kit";
import { callResultToArtifact } from "./artifacts.js";
import { McpServerConfigSchema, serverIdentity, type McpServerConfig, type McpServerConfigInput } from "./config.js";
import { createMcpConnection, type McpConnection, type McpServerInfo } from "./connection.js";
import { mcpToolToMetadata, type McpToolMapping } from "./tools.js";

export interface McpServerStatus {
  server: string;
  /** `live`: discovered now; `cached`: the server was unreachable and the disk cache was used. */
  state: "live" | "cached" | "unavailable";
  info?: McpServerInfo;
  tools: number;
  error?: string;
  /** Instruction-like text removed from descriptions, per tool. */
  sanitized: { tool: string; removed: string[] }[];
}

export interface McpDiscovery {
  tools: ToolMetadata[];
  servers: McpServerStatus[];
}

export interface McpManagerOptions {
  servers: McpServerConfigInput[];
  /** Discovery cache folder; `false` disables it. Default `.cache/mcp-discovery`. */
  cacheDir?: string | false;
  descriptionLimit?: number;
  /** Called after a `tools/list_changed` notification refreshed a server's tools. */
  onToolsChanged?: (discovery: McpDiscovery) => void;
}

export interface McpManager {
  discover(): Promise<McpDiscovery>;
  /** The current catalog of MCP tools (after the last discovery or refresh). */
  readonly tools: readonly ToolMetadata[];
  readonly executor: ToolExecutor;
  connection(server: string): McpConnection | undefined;
  close(): Promise<void>;
}

interface CacheEntry {
  identity: string;
  info: McpServerInfo;
  tools: Tool[];
  savedAt: string;
}

export function createMcpManager(options: McpManagerOptions): McpManager {
  const configs: McpServerConfig[] = options.servers.map((server) => McpServerConfigSchema.parse(server));
  const names = new Set<string>();
  for (const config of configs) {
    if (names.has(config.name))
      throw new ModularPlannerError("configuration-invalid", `Two MCP servers are named "${config.name}"`, { hint: "Give each server a unique name." });
    names.add(config.name);
  }
  const connections = new Map(configs.map((config) => [config.name, createMcpConnection(config)]));
  const mappings = new Map<string, McpToolMapping>();
  const perServer = new Map<string, McpToolMapping[]>();
  const statuses = new Map<string, McpServerStatus>();
  const cacheDir = options.cacheDir === false ? undefined : (options.cacheDir ?? ".cache/mcp-discovery");

  const cachePath = (config: McpServerConfig) => join(cacheDir!, `${config.name}-${contentHash(serverIdentity(config)).slice(0, 16)}.json`);

  const readCache = async (config: McpServerConfig): Promise<CacheEntry | undefined> => {
    if (!cacheDir) return undefined;
    try {
      const entry = JSON.parse(await readFile(cachePath(config), "utf8")) as CacheEntry;
      return entry.identity === serverIdentity(config) && Array.isArray(entry.tools) ? entry : undefined;
    } catch {
      return undefined;
    }
  };

  const writeCache = async (config: McpServerConfig, info: McpServerInfo, tools: Tool[]) => {
    if (!cacheDir) return;
    await mkdir(cacheDir, { recursive: true });
    const path = cachePath(config);
    const entry: CacheEntry = { identity: serverIdentity(config), info, tools, savedAt: new Date().toISOString() };
    // A unique temporary name: a list_changed refresh may write the same entry concurrently.
    const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, JSON.stringify(entry));
    await rename(temporary, path);
  };

  const register = (config: McpServerConfig, tools: Tool[]) => {
    for (const previous of perServer.get(config.name) ?? []) mappings.delete(previous.metadata.name);
    const allowed = tools.filter((tool) => !config.denyTools.includes(tool.name) && (config.allowTools === undefined || config.allowTools.includes(tool.name)));
    const mapped = allowed.map((tool) => mcpToolToMetadata(config.name, tool, { descriptionLimit: options.descriptionLimit }));
    for (const mapping of mapped) mappings.set(mapping.metadata.name, mapping);
    perServer.set(config.name, mapped);
    return mapped;
  };

  const discoverServer = async (config: McpServerConfig): Promise<McpServerStatus> => {
    const connection = connections.get(config.name)!;
    try {
      const info = await connection.connect();
      const tools = await connection.listTools();
      const mapped = register(config, tools);
      // A cache that cannot be written costs only the next offline start, never this discovery.
      const cacheError = await writeCache(config, info, tools).then(
        () => undefined,
        (error: Error) => `discovery cache not written: ${error.message}`,
      );
      return { server: config.name, state: "live", info, tools: mapped.length, sanitized: sanitizedOf(mapped), ...(cacheError ? { error: cacheError } : {}) };
    } catch (error) {
      const cached = await readCache(config);
      const message = (error as Error).message;
      if (!cached) return { server: config.name, state: "unavailable", tools: 0, error: message, sanitized: [] };
      const mapped = register(config, cached.tools);
      return { server: config.name, state: "cached", info: cached.info, tools: mapped.length, error: message, sanitized: sanitizedOf(mapped) };
    }
  };

  const snapshot = (): McpDiscovery => ({ tools: [...mappings.values()].map((mapping) => mapping.metadata), servers: [...statuses.values()] });

  for (const config of configs) {
    connections.get(config.name)!.onToolsChanged(() => {
      void discoverServer(config).then((status) => {
        statuses.set(config.name, status);
        options.onToolsChanged?.(snapshot());
      });
    });
  }

  const executor: ToolExecutor = {
    specificationVersion: SPECIFICATION_VERSION,
    id: "mcp",
    canExecute: (tool) => tool.source?.kind === "mcp" && mappings.has(tool.name),
    async execute({ step, tool, params, signal }) {
      const mapping = mappings.get(tool.name);
      if (!mapping)
        throw new ModularPlannerError("tool-not-found", `No MCP server provides ${tool.name}`, {
          hint: "Run discovery again or check the server configuration.",
        });
      const result = await connections.get(mapping.server)!.callTool(mapping.remoteName, params, signal);
      return callResultToArtifact(result, { stepId: step.id, tool: tool.name, server: mapping.server });
    },
  };

  return {
    async discover() {
      const results = await Promise.all(configs.map(discoverServer));
      for (const status of results) statuses.set(status.server, status);
      return snapshot();
    },
    get tools() {
      return [...mappings.values()].map((mapping) => mapping.metadata);
    },
    executor,
    connection: (server) => connections.get(server),
    async close() {
      await Promise.all([...connections.values()].map((connection) => connection.close()));
    },
  };
}

function sanitizedOf(mapped: McpToolMapping[]) {
  return mapped.filter((mapping) => mapping.removed.length > 0).map((mapping) => ({ tool: mapping.metadata.name, removed: mapping.removed }));
}
