import { InvalidArgumentError, type Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

const collect = (value: string, previous: string[]) => [...previous, value];
const positive = (flag: string, minimum = 1) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) throw new InvalidArgumentError(`${flag} takes a whole number of at least ${minimum} (got "${value}")`);
  return number;
};

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
}

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command("serve")
    .description("HTTP API: POST /plan, POST /runs, POST /sessions, GET /runs/:id (server-sent events)")
    .option("-p, --port <port>", "port (0 picks a free one)", "8787")
    .option("--host <host>", "interface to listen on; any address but loopback needs a token (MODULAR_PLANNER_TOKEN, or one generated on the first start)", "127.0.0.1")
    .option("--data-root <dir>", "a folder request data may come from (repeatable; default: serve.dataRoots, else the working folder)", collect, [])
    .option("--max-concurrent <n>", "requests planned at once; the rest wait in the queue (default: serve.maxConcurrent, 4)", positive("--max-concurrent"))
    .option("--max-queue <n>", "requests waiting for a slot; beyond it 429 with Retry-After (default: serve.maxQueue, 200)", positive("--max-queue", 0))
    .option("--max-runs <n>", "runs executing at once; beyond it 429 (default: serve.maxRuns, 2)", positive("--max-runs"))
    .option("--max-body-bytes <n>", "largest request body; beyond it 413 (default: serve.maxBodyBytes, 65536)", positive("--max-body-bytes"))
    .option("--request-timeout <ms>", "arrival to answer, queue included; beyond it 503 (default: serve.requestTimeoutMs, 30000)", positive("--request-timeout"))
    .option("--receive-timeout <ms>", "time a client has to send its whole request; beyond it 408 and the connection is closed (default: serve.receiveTimeoutMs, 10000)", positive("--receive-timeout"))
    .action((options: ServeOptions) =>
      context.handle(async ({ config }) => {
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
          server.once("error", reject);
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
        await new Promise<void>((resolve) => {
          const stop = () => server.close(() => resolve());
          process.once("SIGTERM", stop);
          process.once("SIGINT", stop);
        });
        return EXIT.ok;
      }),
    );
}
