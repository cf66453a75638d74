import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport, getDefaultEnvironment } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { ToolListChangedNotificationSchema, type CallToolResult, type Tool } from "@modelcontextprotocol/sdk/types.js";
import { CancelledError, ModularPlannerError, TimeoutError } from "@modular-planner/core";
import type { McpServerConfig } from "./config.js";

export interface McpServerInfo {
  name: string;
  version: string;
}

/** One live connection to an MCP server, reconnecting with backoff when it drops. */
export interface McpConnection {
  readonly config: McpServerConfig;
  connect(): Promise<McpServerInfo>;
  listTools(): Promise<Tool[]>;
  callTool(name: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<CallToolResult>;
  onToolsChanged(listener: () => void): void;
  readonly connected: boolean;
  close(): Promise<void>;
}

export class McpConnectionError extends ModularPlannerError {
  readonly server: string;
  constructor(server: string, message: string, options: { cause?: unknown; hint?: string } = {}) {
    super("tool-execution-failed", `MCP server "${server}": ${message}`, options);
    this.name = "McpConnectionError";
    this.server = server;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createMcpConnection(config: McpServerConfig, options: { backoffMs?: number } = {}): McpConnection {
  let client: Client | undefined;
  let info: McpServerInfo | undefined;
  let connecting: Promise<McpServerInfo> | undefined;
  let closed = false;
  const listeners: (() => void)[] = [];
  const backoffMs = options.backoffMs ?? 250;

  const createTransport = () =>
    config.transport === "stdio"
      ? new StdioClientTransport({
          command: config.command,
          args: config.args,
          env: { ...getDefaultEnvironment(), ...config.env },
          cwd: config.cwd,
          stderr: "ignore",
        })
      : new StreamableHTTPClientTransport(new URL(config.url), { requestInit: { headers: config.headers } });

  const connectOnce = async (): Promise<McpServerInfo> => {
    const next = new Client({ name: "modular-planner", version: "0.1.0" }, { capabilities: {} });
    next.setNotificationHandler(ToolListChangedNotificationSchema, async () => {
      for (const listener of listeners) listener();
    });
    next.onclose = () => {
      if (client === next) client = undefined;
    };
    await next.connect(createTransport(), { timeout: config.connectTimeoutMs });
    client = next;
    const version = next.getServerVersion();
    info = { name: version?.name ?? config.name, version: version?.version ?? "unknown" };
    return info;
  };

  const connect = (): Promise<McpServerInfo> => {
    if (closed) return Promise.reject(new McpConnectionError(config.name, "the connection was closed"));
    if (client && info) return Promise.resolve(info);
    connecting ??= (async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt < config.connectAttempts; attempt++) {
        if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
        try {
          return await connectOnce();
        } catch (error) {
          lastError = error;
        }
      }
      throw new McpConnectionError(config.name, `could not connect after ${config.connectAttempts} attempts: ${(lastError as Error)?.message ?? lastError}`, {
        cause: lastError,
        hint:
          config.transport === "stdio"
            ? `Check that "${config.command} ${config.args.join(" ")}" starts an MCP server on stdio.`
            : `Check that an MCP Streamable HTTP endpoint answers at ${config.url}.`,
      });
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const ready = async (): Promise<Client> => {
    await connect();
    return client!;
  };

  return {
    config,
    get connected() {
      return client !== undefined;
    },
    connect,
    async listTools() {
      const current = await ready();
      const tools: Tool[] = [];
      let cursor: string | undefined;
      do {
        const page = await current.listTools(cursor ? { cursor } : {}, { timeout: Math.max(config.timeoutMs, config.connectTimeoutMs) });
        tools.push(...page.tools);
        cursor = page.nextCursor;
      } while (cursor);
      return tools;
    },
    async callTool(name, args, signal) {
      if (signal?.aborted) throw new CancelledError(`Call to ${config.name}.${name} was cancelled before it started`);
      const current = await ready();
      try {
        return (await current.callTool({ name, arguments: args }, undefined, { timeout: config.timeoutMs, signal })) as CallToolResult;
      } catch (error) {
        if (signal?.aborted) throw new CancelledError(`Call to ${config.name}.${name} was cancelled`, { cause: error });
        const message = (error as Error)?.message ?? String(error);
        if (/timed out|timeout/i.test(message)) {
          throw new TimeoutError(`MCP server "${config.name}" did not answer ${name} within ${config.timeoutMs} ms`, {
            cause: error,
            hint: "Raise timeoutMs for this server or check that it is not hung.",
          });
        }
        if (!client || /closed|ECONNRESET|EPIPE|not connected/i.test(message)) {
          throw new McpConnectionError(config.name, `the server went away during ${name}: ${message}`, {
            cause: error,
            hint: "The server crashed or closed the connection; it is reconnected on the next call.",
          });
        }
        throw new McpConnectionError(config.name, `${name} failed: ${message}`, { cause: error });
      }
    },
    onToolsChanged(listener) {
      listeners.push(listener);
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      await current?.close();
    },
  };
}
