import type { Command } from "commander";
import { ConfigurationError, ModularPlannerError, type RunEvent } from "@modular-planner/core";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

function describeEvent(event: RunEvent): string {
  const e = event as RunEvent & { stepId?: string; tool?: string; status?: string; error?: string };
  return [e.type, e.stepId, e.tool, e.status, e.error].filter((part) => typeof part === "string" && part.length > 0).join(" ");
}

async function withStore<T>(
  context: Parameters<Parameters<CommandContext["handle"]>[0]>[0],
  work: (store: import("../stores.js").SharedStore, path: string) => Promise<T>,
): Promise<T> {
  const { openSqliteForReading } = await import("../stores.js");
  const opened = await openSqliteForReading(context.config);
  if (!opened)
    throw new ConfigurationError("Run records are only in out/<run-id>/run.jsonl: the config sets store.kind: jsonl", {
      setting: "store.kind",
      hint: "Set store: { kind: sqlite } (or { kind: postgres, url }) to keep runs in a store that `runs list|show` can read.",
    });
  if (!opened.store)
    throw new ModularPlannerError("store-failed", `No run has been stored yet: ${opened.path} does not exist`, {
      hint: "Runs are stored by `modular-planner run` in the folder it was started from (store.path in the config).",
      details: { input: true },
    });
  const store = opened.store;
  try {
    return await work(store, opened.path);
  } finally {
    await store.close();
  }
}

export function registerRunsCommand(program: Command, context: CommandContext): void {
  const runs = program.command("runs").description("Stored run records (SQLite or PostgreSQL store, see store in the config)");

  runs
    .command("list")
    .description("List stored runs, newest first")
    .action(() =>
      context.handle((input) =>
        withStore(input, async (store) => {
          const rows = await store.runs.listRuns();
          if (input.json) context.out(JSON.stringify({ runs: rows }));
          else for (const row of rows) context.out(`${row.runId}  ${row.status.padEnd(11)}  ${row.updatedAt}`);
          return EXIT.ok;
        }),
      ),
    );

  runs
    .command("show <runId>")
    .description("Print a stored run: status, plan steps and events")
    .action((runId: string) =>
      context.handle((input) =>
        withStore(input, async (store, path) => {
          const record = await store.runs.loadRun(runId);
          if (!record)
            throw new ModularPlannerError("store-failed", `No run "${runId}" in ${path}`, {
              hint: "List the stored runs with: modular-planner runs list",
              details: { input: true },
            });
          if (input.json) context.out(JSON.stringify(record));
          else {
            const steps = ((record.plan as { steps?: { id: string; tool: string }[] } | null)?.steps ?? []).map((step) => `${step.id} (${step.tool})`);
            context.out(`Run ${record.runId}: ${record.status} (plan ${record.planId}, ${record.createdAt} → ${record.updatedAt})`);
            context.out(`Steps: ${steps.join(" → ")}`);
            const { summarizeRun } = await import("@modular-planner/executor");
            const summary = summarizeRun(record);
            context.out(
              `Finished: ${summary.finished.join(", ") || "none"}; failed: ${summary.failed.join(", ") || "none"}; still running when the record ends: ${summary.running.join(", ") || "none"}`,
            );
            // Said plainly, since `--resume` of a run id means an open clarification, not this.
            const { isResumableDataRun } = await import("../resume.js");
            if (record.status !== "succeeded" && record.status !== "running" && isResumableDataRun(input.config, record.runId))
              context.out(
                `Resumable: modular-planner run --resume ${record.runId} runs the steps left, reusing the finished ones (the data file must be unchanged).`,
              );
            else if (record.status === "interrupted")
              context.out(
                "Interrupted: the finished steps are kept in this record, but a run cannot be resumed from them; run the same question again (same --data, --table, --session) to redo every step under a new run id.",
              );
            for (const event of record.events) context.out(`  ${describeEvent(event)}`);
          }
          return EXIT.ok;
        }),
      ),
    );
}
