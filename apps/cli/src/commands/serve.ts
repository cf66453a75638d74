import type { Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command("serve")
    .description("HTTP API: POST /plan, POST /runs, GET /runs/:id (server-sent events)")
    .option("-p, --port <port>", "port (0 picks a free one)", "8787")
    .option("--host <host>", "interface to listen on; any address but loopback needs a token (MODULAR_PLANNER_TOKEN, or one generated on the first start)", "127.0.0.1")
    .option("--data-root <dir>", "a folder request data may come from (repeatable; default: serve.dataRoots, else the working folder)", collect, [])
    .action((options: { port: string; host: string; dataRoot: string[] }) =>
      context.handle(async ({ config }) => {
        const [{ createApiServer }, security] = await Promise.all([import("../server.js"), import("../serve-security.js")]);
        const dataRoots = security.resolveDataRoots([...config.serve.dataRoots, ...options.dataRoot]);
        const token = await security.serveToken(options.host);
        const server = createApiServer(config, {
          ...(token.token ? { token: token.token } : {}),
          allowedHosts: security.allowedHostsFor(options.host, config.serve.allowedHosts),
          corsOrigins: new Set(config.serve.corsOrigins),
          dataRoots,
        });
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
