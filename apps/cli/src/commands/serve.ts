import { InvalidArgumentError, type Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";
import { queueUrlOf } from "../queue/redis.js";

const collect = (value: string, previous: string[]) => [...previous, value];
const positive =
  (flag: string, minimum = 1) =>
  (value: string) => {
    const number = Number(value);
    if (!Number.isInteger(number) || number < minimum) throw new InvalidArgumentError(`${flag} takes a whole number of at least ${minimum} (got "${value}")`);
    return number;
  };

/** Why the server could not listen, in one line with what to do. */
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
  queue?: string;
}

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command("serve")
    .description(
      "HTTP API: POST /plan, POST /runs, GET /runs, GET /runs/:id (server-sent events), POST /runs/:id/cancel, POST /sessions, GET /health, GET /openapi.json",
    )
    .option("-p, --port <port>", "port (0 picks a free one)", "8787")
    .option(
      "--host <host>",
      "interface to listen on; any address but loopback needs a token (MODULAR_PLANNER_TOKEN, or one generated on the first start)",
      "127.0.0.1",
    )
    .option("--data-root <dir>", "a folder request data may come from (repeatable; default: serve.dataRoots, else the working folder)", collect, [])
    .option("--max-concurrent <n>", "requests planned at once; the rest wait in the queue (default: serve.maxConcurrent, 4)", positive("--max-concurrent"))
    .option("--max-queue <n>", "requests waiting for a slot; beyond it 429 with Retry-After (default: serve.maxQueue, 200)", positive("--max-queue", 0))
    .option("--max-runs <n>", "runs executing at once; beyond it 429 (default: serve.maxRuns, 2)", positive("--max-runs"))
    .option("--max-body-bytes <n>", "largest request body; beyond it 413 (default: serve.maxBodyBytes, 65536)", positive("--max-body-bytes"))
    .option(
      "--request-timeout <ms>",
      "arrival to answer, queue included; beyond it 503 (default: serve.requestTimeoutMs, 30000)",
      positive("--request-timeout"),
    )
    .option(
      "--receive-timeout <ms>",
      "time a client has to send its whole request; beyond it 408 and the connection is closed (default: serve.receiveTimeoutMs, 10000)",
      positive("--receive-timeout"),
    )
    .option(
      "--queue <redis-url>",
      "queue each run as a job in Redis for `modular-planner worker` processes instead of running it here (default: queue.url, MODULAR_PLANNER_QUEUE; docs/deployment.md)",
    )
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
        const queueUrl = queueUrlOf(config, options.queue);
        const queue = queueUrl ? await (await import("../queue/dispatch.js")).createRunDispatcher(config, queueUrl, (line) => context.err(line)) : undefined;
        const server = createApiServer(
          config,
          {
            ...(token.token ? { token: token.token } : {}),
            allowedHosts: security.allowedHostsFor(options.host, config.serve.allowedHosts),
            corsOrigins: new Set(config.serve.corsOrigins),
            dataRoots,
          },
          limits,
          queue ? { queue } : {},
        );
        await new Promise<void>((resolve, reject) => {
          server.once("error", (error: NodeJS.ErrnoException) => reject(security.listenError(error, options.host, options.port)));
          server.listen(Number(options.port), options.host, resolve);
        });
        const address = server.address();
        const url = `http://${options.host}:${typeof address === "object" && address ? address.port : options.port}`;
        context.out(`Listening on ${url}`);
        context.out(`Console: ${url}/ (the web console in a browser; docs/console.md)`);
        for (const [stream, line] of security.accessLines(options.host, dataRoots, token)) context[stream](line);
        context.out(
          `Limits: ${limits.maxConcurrent} planning at once, ${limits.maxQueue} queued, ${limits.maxRuns} runs at once, bodies up to ${limits.maxBodyBytes} bytes, ${limits.requestTimeoutMs} ms per request, ${limits.receiveTimeoutMs} ms to send one`,
        );
        if (queue)
          context.out(`Queue: runs go to workers through ${queue.location} (queue ${config.queue.name}); start them with modular-planner worker --queue <url>`);
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
