import { mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, resolve } from "node:path";
import type { Command } from "commander";
import { ModularPlannerError, type PlanLibraryEntry } from "@modular-planner/core";
import { EXIT } from "../exit-codes.js";
import type { CommandContext } from "../context.js";

interface LearnOptions {
  dataset: string;
  queries?: string;
  out?: string;
  store?: boolean;
  holdOut?: string;
  origin?: string;
}

/** `learn`: fills the plan library from a labelled dataset (shared format): a JSONL file and/or the SQLite store. */
export function registerLearnCommand(program: Command, context: CommandContext): void {
  program
    .command("learn")
    .description("Fill the plan library from a labelled dataset (catalog.jsonl + queries*.jsonl with gold_tools, steps, gold_links)")
    .requiredOption("--dataset <dir>", "a folder in the shared datasets format")
    .option("--queries <file>", "queries file (default: queries.jsonl, else the dataset's first queries*.jsonl)")
    .option("--out <file>", "write (or extend) this plan-library JSONL file")
    .option("--no-store", "do not save the entries into the configured SQLite store")
    .option("--hold-out <share>", "leave out the requests a fixed id-hash split holds out (e.g. 0.2), so they can be evaluated")
    .option("--origin <name>", "label of the entries' origin (default: the dataset folder's name)")
    .action((options: LearnOptions) =>
      context.handle(async ({ config, json, reporter }) => {
        const [{ readDatasetQueries, resolveDatasetPaths }, { entriesFromLabelledRequests, isHeldOut, parsePlanLibraryJsonl, toPlanLibraryJsonl }] =
          await Promise.all([import("@modular-planner/eval"), import("@modular-planner/plan-library")]);
        const share = options.holdOut === undefined ? undefined : Number(options.holdOut);
        if (share !== undefined && !(share > 0 && share < 1)) {
          throw new ModularPlannerError("configuration-invalid", `--hold-out must be a share between 0 and 1, received "${options.holdOut}"`, {
            details: { input: true },
          });
        }
        const saveToStore = options.store !== false && config.store.kind !== "jsonl";
        if (!options.out && !saveToStore) {
          throw new ModularPlannerError(
            "configuration-invalid",
            "learn has nowhere to write: pass --out <file.jsonl>, or use a SQLite or PostgreSQL store (config `store.kind: sqlite` or `postgres`) without --no-store",
            { details: { input: true } },
          );
        }
        const { queriesPath } = resolveDatasetPaths(options.dataset, options.queries);
        reporter.progress(`Reading ${queriesPath}…`);
        const requests = await readDatasetQueries(queriesPath);
        const kept = share === undefined ? requests : requests.filter((request) => !isHeldOut(request.id, share));
        const entries: PlanLibraryEntry[] = entriesFromLabelledRequests(kept, { origin: options.origin ?? basename(resolve(options.dataset)) });
        const written: string[] = [];
        if (options.out) {
          let existing: PlanLibraryEntry[] = [];
          try {
            existing = parsePlanLibraryJsonl(await readFile(options.out, "utf8"), options.out);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
          }
          const byId = new Map(existing.map((entry) => [entry.id, entry]));
          for (const entry of entries) byId.set(entry.id, entry);
          await mkdir(dirname(resolve(options.out)), { recursive: true });
          await writeFile(options.out, toPlanLibraryJsonl([...byId.values()]));
          written.push(options.out);
        }
        if (saveToStore) {
          const { openSharedStore } = await import("../stores.js");
          const store = (await openSharedStore(config))!;
          try {
            await store.planLibrary.saveEntries(entries);
          } finally {
            await store.close();
          }
          written.push(config.store.kind === "sqlite" ? config.store.path : store.location);
        }
        reporter.done();
        const summary = { requests: requests.length, learned: entries.length, heldOut: requests.length - kept.length, written };
        if (json) context.out(JSON.stringify(summary));
        else
          context.out(
            `Learned ${entries.length} plans from ${queriesPath}${summary.heldOut ? ` (${summary.heldOut} held out)` : ""} into ${written.join(" and ")}`,
          );
        return EXIT.ok;
      }),
    );
}
