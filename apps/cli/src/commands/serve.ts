import type { Command } from "commander";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

export function registerServeCommand(program: Command, context: CommandContext): void {
  program
    .command("serve")
    .description("HTTP API: POST /plan, POST /runs, GET /runs/:id (server-sent events)")
    .option("-p, --port <port>", "port (0 picks a free one)", "8787")
    .option("--host <host>", "interface to listen on", "127.0.0.1")
    .action((options: { port: string; host: string }) =>
      context.handle(async ({ config }) => {
        const { createApiServer } = await import("../server.js");
        const server = createApiServer(config);
        await new Promise<void>((resolve) => server.listen(Number(options.port), options.host, resolve));
        const address = server.address();
        context.out(`Listening on http://${options.host}:${typeof address === "object" && address ? address.port : options.port}`);
        await new Promise<void>((resolve) => {
          const stop = () => server.close(() => resolve());
          process.once("SIGTERM", stop);
          process.once("SIGINT", stop);
        });
        return EXIT.ok;
      }),
    );
}
