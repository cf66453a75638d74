import { InvalidArgumentError, type Command } from "commander";
import { ConfigurationError } from "@modular-planner/core";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

const collect = (value: string, previous: string[]) => [...previous, value];
const positive = (flag: string, minimum = 1) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) throw new InvalidArgumentError(`${flag} takes a whole number of at least ${minimum} (got "${value}")`);
  return number;
};

/** Why the server could not listen, in one line with what to do. */
function listenError(error: NodeJS.ErrnoException, host: string, port: string): Error {
  if (error.code === "EADDRINUSE") return new ConfigurationError(`Port ${port} on ${host} is already in use`, { setting: "--port", hint: "Stop the other server, or pick another port with --port (0 picks a free one).", cause: error });
  if (error.code === "EACCES") return new ConfigurationError(`Not allowed to listen on port ${port} of ${host}`, { setting: "--port", hint: "Ports below 1024 need privileges: pick another port with --port.", cause: error });
  if (error.code === "EADDRNOTAVAIL" || error.code === "ENOTFOUND") return new ConfigurationError(`Cannot listen on ${host}: no such address on this machine`, { setting: "--host", hint: "Use --host 127.0.0.1 (the default), or an address of this machine.", cause: error });
  return error;
}

interface ServeOptions {
  port: string;
  host: string;
  dataRoot: string[];
  maxConcurrent?: number;
  maxQueue?: number;
  maxRuns?: number;
  maxBodyBytes?: number;
  requestTimeout?: number;
  receiveTimeout?: number;
  openapi?: boolean;
}

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command("serve")
    .description("HTTP API: POST /plan, POST /runs, GET /runs, GET /runs/:id (server-sent events), POST /runs/:id/cancel, POST /sessions, GET /health, GET /openapi.json")
    .option("-p, --port <port>", "port (0 picks a free one)", "8787")
    .option("--host <host>", "interface to listen on; any address but loopback needs a token (MODULAR_PLANNER_TOKEN, or one generated on the first start)", "127.0.0.1")
    .option("--data-root <dir>", "a folder request data may come from (repeatable; default: serve.dataRoots, else the working folder)", collect, [])
    .option("--max-concurrent <n>", "requests planned at once; the rest wait in the queue (default: serve.maxConcurrent, 4)", positive("--max-concurrent"))
    .option("--max-queue <n>", "requests waiting for a slot; beyond it 429 with Retry-After (default: serve.maxQueue, 200)", positive("--max-queue", 0))
    .option("--max-runs <n>", "runs executing at once; beyond it 429 (default: serve.maxRuns, 2)", positive("--max-runs"))
    .option("--max-body-bytes <n>", "largest request body; beyond it 413 (default: serve.maxBodyBytes, 65536)", positive("--max-body-bytes"))
    .option("--request-timeout <ms>", "arrival to answer, queue included; beyond it 503 (default: serve.requestTimeoutMs, 30000)", positive("--request-timeout"))
    .option("--receive-timeout <ms>", "time a client has to send its whole request; beyond it 408 and the connection is closed (default: serve.receiveTimeoutMs, 10000)", positive("--receive-timeout"))
    .option("--openapi", "print the API's OpenAPI 3.1 document (as GET /openapi.json serves it) and exit")
    .action((options: ServeOptions) =>
      context.handle(async ({ config }) => {
        if (options.openapi) {
          const { openApiDocument } = await import("../serve-api.js");
          context.out(JSON.stringify(openApiDocument(), null, 2));
          return EXIT.ok;
        }
        const [{ createApiServer }, security] = await Promise.all([import("../server.js"), import("../serve-security.js")]);
        const dataRoots = security.resolveDataRoots([...config.serve.dataRoots, ...options.dataRoot]);
        const token = await security.serveToken(options.host);
        const limits = {
          maxConcurrent: options.maxConcurrent ?? config.serve.maxConcurrent,
          maxQueue: options.maxQueue ?? config.serve.maxQueue,
          maxRuns: options.maxRuns ?? config.serve.maxRuns,
          maxBodyBytes: options.maxBodyBytes ?? config.serve.maxBodyBytes,
          requestTimeoutMs: options.requestTimeout ?? config.serve.requestTimeoutMs,
          receiveTimeoutMs: options.receiveTimeout ?? config.serve.receiveTimeoutMs,
        };
        const server = createApiServer(
          config,
          {
            ...(token.token ? { token: token.token } : {}),
            allowedHosts: security.allowedHostsFor(options.host, config.serve.allowedHosts),
            corsOrigins: new Set(config.serve.corsOrigins),
            dataRoots,
          },
          limits,
        );
        await new Promise<void>((resolve, reject) => {
          server.once("error", (error: NodeJS.ErrnoException) => reject(listenError(error, options.host, options.port)));
          server.listen(Number(options.port), options.host, resolve);
        });
        const address = server.address();
        context.out(`Listening on http://${options.host}:${typeof address === "object" && address ? address.port : options.port}`);
        context.out(`Data roots: ${dataRoots.join(", ")}`);
        if (!security.isLoopbackHost(options.host)) context.err(`Warning: ${options.host} is reachable from other machines; every request needs Authorization: Bearer <token>.`);
        if (token.source === "generated") context.out(`Token: ${token.token} (generated; saved in ${token.file}; send Authorization: Bearer <token>)`);
        else if (token.source === "file") context.out(`Token: the one in ${token.file} (send Authorization: Bearer <token>)`);
        else if (token.source === "environment") context.out(`Token: from ${security.TOKEN_ENV} (send Authorization: Bearer <token>)`);
        else context.out(`Token: none (loopback only; set ${security.TOKEN_ENV} to require one)`);
        context.out(
          `Limits: ${limits.maxConcurrent} planning at once, ${limits.maxQueue} queued, ${limits.maxRuns} runs at once, bodies up to ${limits.maxBodyBytes} bytes, ${limits.requestTimeoutMs} ms per request, ${limits.receiveTimeoutMs} ms to send one`,
        );
        context.out(`CORS: ${config.serve.corsOrigins.length > 0 ? config.serve.corsOrigins.join(", ") : "off"}`);
        // SIGTERM/SIGINT: no new connection; runs in progress are recorded as interrupted (interrupts.ts);
        // the exit code says which signal stopped the server (143, 130), as for `run`.
        const stoppedBy = await new Promise<"SIGINT" | "SIGTERM">((resolve) => {
          const stop = (signal: "SIGINT" | "SIGTERM") => {
            context.err(`Stopping (${signal}): the listener is closed; runs in progress are recorded as interrupted`);
            server.close(() => resolve(signal));
            server.closeIdleConnections();
          };
          process.once("SIGTERM", () => stop("SIGTERM"));
          process.once("SIGINT", () => stop("SIGINT"));
        });
        const { exitCodeForSignal } = await import("../interrupts.js");
        return exitCodeForSignal(stoppedBy);
      }),
    );
}
