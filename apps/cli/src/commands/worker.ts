import { InvalidArgumentError, type Command } from "commander";
import { ModularPlannerError } from "@modular-planner/core";
import type { CommandContext } from "../context.js";
import { EXIT } from "../exit-codes.js";
import { queueUrlOf } from "../queue/redis.js";

const whole = (flag: string, minimum: number) => (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < minimum) throw new InvalidArgumentError(`${flag} takes a whole number of at least ${minimum} (got "${value}")`);
  return number;
};

/** `modular-planner worker --queue redis://… --concurrency N`: runs the jobs `serve --queue` queues (queue/worker.ts). */
export function registerWorkerCommand(program: Command, context: CommandContext): void {
  program
    .command("worker")
    .description("Run the runs `serve --queue` puts on the queue, N at a time, until SIGTERM/SIGINT (docs/deployment.md)")
    .option("--queue <redis-url>", "the queue's Redis (default: queue.url, MODULAR_PLANNER_QUEUE)")
    .option("--concurrency <n>", "runs executed at once", whole("--concurrency", 1), 2)
    .option(
      "--grace-period <ms>",
      "on SIGTERM/SIGINT, how long running steps may take to finish before they are stopped and their runs handed back (default: queue.gracePeriodMs, 30000)",
      whole("--grace-period", 0),
    )
    .action((options: { queue?: string; concurrency: number; gracePeriod?: number }) =>
      context.handle(async ({ config }) => {
        const url = queueUrlOf(config, options.queue);
        if (!url)
          throw new ModularPlannerError("configuration-invalid", "worker needs the queue's Redis URL", {
            hint: "Pass --queue redis://host:6379 (or set queue.url in the config, or MODULAR_PLANNER_QUEUE).",
            details: { input: true },
          });
        const { startRunWorker } = await import("../queue/worker.js");
        const { maskUrl } = await import("../queue/redis.js");
        const gracePeriodMs = options.gracePeriod ?? config.queue.gracePeriodMs;
        const worker = await startRunWorker(config, { url, concurrency: options.concurrency, gracePeriodMs, log: (line) => context.err(line) });
        context.out(
          `Worker ${process.pid}: taking runs from ${maskUrl(url)} (queue ${config.queue.name}), ${options.concurrency} at a time; store ${config.store.kind}`,
        );
        // The first signal stops gracefully (worker.close); a second one stops the running steps at once.
        let first: "SIGINT" | "SIGTERM" | undefined;
        const closed = await new Promise<Promise<void>>((resolve) => {
          const onSignal = (signal: "SIGINT" | "SIGTERM") => {
            if (first) {
              context.err(`${signal} again: stopping the running steps now`);
              void worker.close(signal);
              return;
            }
            first = signal;
            context.err(
              `Stopping (${signal}): no new run is taken; running steps have up to ${gracePeriodMs} ms to finish, then unfinished runs are recorded as interrupted and go back to the queue`,
            );
            resolve(worker.close(signal));
          };
          process.on("SIGTERM", () => onSignal("SIGTERM"));
          process.on("SIGINT", () => onSignal("SIGINT"));
        });
        await closed;
        return first === "SIGINT" ? EXIT.cancelled : EXIT.terminated;
      }),
    );
}
