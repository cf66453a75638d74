import type { Command } from "commander";
import { ConfigurationError } from "@modular-planner/core";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

interface McpOptions {
  http?: boolean;
  port: string;
  host: string;
  dataRoot: string[];
  cwd?: string;
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** Resolves once the process is asked to stop (SIGTERM, SIGINT) or, over stdio, once the client closes its end. */
function stopped(stdio: boolean): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => resolve();
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
    if (stdio) {
      process.stdin.once("end", stop);
      process.stdin.once("close", stop);
    }
  });
}

export function registerMcpCommand(program: Command, context: CommandContext): void {
  program
    .command("mcp")
    .description("MCP server (stdio, or Streamable HTTP with --http): tools plan, run, answer (clarifications) and runs")
    .option("--http", "serve Streamable HTTP at http://<host>:<port>/mcp instead of stdio")
    .option("-p, --port <port>", "with --http: port (0 picks a free one)", "8788")
    .option(
      "--host <host>",
      "with --http: interface to listen on; any address but loopback needs a token (MODULAR_PLANNER_TOKEN, or one generated on the first start), as for serve",
      "127.0.0.1",
    )
    .option("--data-root <dir>", "a folder data may come from (repeatable; default: serve.dataRoots, else the working folder)", collect, [])
    .option("--cwd <dir>", "the folder to work in (config, out/, .modular-planner/); MCP clients often start servers in / or their own folder")
    .action((options: McpOptions) => {
      if (options.cwd) {
        try {
          process.chdir(options.cwd);
        } catch (error) {
          return context.handle(() =>
            Promise.reject(
              new ConfigurationError(`Cannot work in ${options.cwd}: ${(error as Error).message}`, {
                setting: "--cwd",
                hint: "Give an existing folder you can write to.",
              }),
            ),
          );
        }
      }
      return context.handle(async ({ config }) => {
        const [{ createPlannerTools, createMcpHttpServer }, security, { ownerOf }] = await Promise.all([
          import("../mcp-server.js"),
          import("../serve-security.js"),
          import("../api-sessions.js"),
        ]);
        const dataRoots = security.resolveDataRoots([...config.serve.dataRoots, ...options.dataRoot]);
        const version = program.version() ?? "unknown";
        if (!options.http) {
          const { StdioServerTransport } = await import("@modelcontextprotocol/sdk/server/stdio.js");
          const tools = createPlannerTools({ config, dataRoots, version });
          const server = tools.server();
          await server.connect(new StdioServerTransport());
          // stdout carries the protocol: everything for people goes to stderr.
          context.err(`modular-planner MCP server on stdio (tools: plan, run, answer, runs); data roots: ${dataRoots.join(", ")}`);
          await stopped(true);
          await server.close();
          await tools.close();
          return EXIT.ok;
        }
        const token = await security.serveToken(options.host);
        const tools = createPlannerTools({ config, dataRoots, version, owner: ownerOf(token.token) });
        const server = createMcpHttpServer(
          tools,
          {
            ...(token.token ? { token: token.token } : {}),
            allowedHosts: security.allowedHostsFor(options.host, config.serve.allowedHosts),
            corsOrigins: new Set(config.serve.corsOrigins),
            dataRoots,
          },
          { maxBodyBytes: config.serve.maxBodyBytes, receiveTimeoutMs: config.serve.receiveTimeoutMs },
        );
        await new Promise<void>((resolve, reject) => {
          server.once("error", (error: NodeJS.ErrnoException) => reject(security.listenError(error, options.host, options.port)));
          server.listen(Number(options.port), options.host, resolve);
        });
        const address = server.address();
        context.out(`MCP endpoint: http://${options.host}:${typeof address === "object" && address ? address.port : options.port}/mcp`);
        for (const [stream, line] of security.accessLines(options.host, dataRoots, token)) context[stream](line);
        await stopped(false);
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await tools.close();
        return EXIT.ok;
      });
    });
}
