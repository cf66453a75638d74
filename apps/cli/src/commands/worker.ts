import { InvalidArgumentError, type Command } from "commander";
import { ModularPlannerError } from "@modular-planner/core";
import type { CommandContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { queueUrlOf } from "../queue/redis.js";

const positive = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError(`--concurrency takes a whole number of at least 1 (got "${value}")`);
  return number;
};

/** `modular-planner worker --queue redis://… --concurrency N`: runs the jobs `serve --queue` queues (queue/worker.ts). */
export function registerWorkerCommand(program: Command, context: CommandContext): void {
  program
    .command("worker")
    .description("Run the runs `serve --queue` puts on the queue, N at a time, until SIGTERM/SIGINT (docs/deployment.md)")
    .option("--queue <redis-url>", "the queue's Redis (default: queue.url, MODULAR_PLANNER_QUEUE)")
    .option("--concurrency <n>", "runs executed at once", positive, 2)
    .action((options: { queue?: string; concurrency: number }) =>
      context.handle(async ({ config }) => {
        const url = queueUrlOf(config, options.queue);
        if (!url) throw new ModularPlannerError("configuration-invalid", "worker needs the queue's Redis URL", { hint: "Pass --queue redis://host:6379 (or set queue.url in the config, or MODULAR_PLANNER_QUEUE).", details: { input: true } });
        const { startRunWorker } = await import("../queue/worker.js");
        const { maskUrl } = await import("../queue/redis.js");
        const worker = await startRunWorker(config, { url, concurrency: options.concurrency, log: (line) => context.err(line) });
        context.out(`Worker ${process.pid}: taking runs from ${maskUrl(url)} (queue ${config.queue.name}), ${options.concurrency} at a time; store ${config.store.kind}`);
        const signal = await new Promise<"SIGINT" | "SIGTERM">((resolve) => {
          process.once("SIGTERM", () => resolve("SIGTERM"));
          process.once("SIGINT", () => resolve("SIGINT"));
        });
        context.err(`Stopping (${signal}): runs in progress are recorded as interrupted and go back to the queue`);
        await worker.close();
        return signal === "SIGINT" ? EXIT.cancelled : EXIT.terminated;
      }),
    );
}
