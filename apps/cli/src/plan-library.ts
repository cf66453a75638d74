import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { ModularPlannerError, type PlanLibrary, type PlanLibraryEntry, type PlanLibraryStore } from "@modular-planner/core";
import type { CliConfig } from "./config.js";

/**
 * The plan library a goal without a data file is planned with: the entries of the SQLite store's
 * library (`learn`, `library.learnFromRuns`) plus those of the JSONL files in `library.files`
 * (a file's entry replaces a stored one with the same id). Undefined when `library.enabled` is
 * false or no entry was found, so the planner runs exactly as without a library.
 */
export async function loadPlanLibrary(config: CliConfig, store: PlanLibraryStore | undefined): Promise<PlanLibrary | undefined> {
  if (!config.library.enabled) return undefined;
  const { createPlanLibrary, parsePlanLibraryJsonl } = await import("@modular-planner/plan-library");
  const byId = new Map<string, PlanLibraryEntry>();
  if (store) for (const entry of await store.listEntries()) byId.set(entry.id, entry);
  for (const file of config.library.files) {
    let text: string;
    try {
      text = await readFile(resolve(file), "utf8");
    } catch (error) {
      throw new ModularPlannerError(
        "configuration-invalid",
        `cannot read the plan library ${file} (library.files): ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
        {
          hint: "Create it with `modular-planner learn --dataset <dir> --out <file>`, or remove it from library.files.",
          details: { input: true },
        },
      );
    }
    for (const entry of parsePlanLibraryJsonl(text, file)) byId.set(entry.id, entry);
  }
  if (byId.size === 0) return undefined;
  return createPlanLibrary({ entries: [...byId.values()] });
}

/**
 * The plan library for commands that do not otherwise open the store (`tools search`, `index`): the
 * store's entries when the store exists (a missing SQLite file is not created), plus `library.files`.
 */
export async function openPlanLibrary(config: CliConfig): Promise<PlanLibrary | undefined> {
  if (!config.library.enabled) return undefined;
  const stored = config.store.kind === "postgres" || (config.store.kind === "sqlite" && existsSync(resolve(config.store.path)));
  if (!stored) return loadPlanLibrary(config, undefined);
  const { openIntentGraphStore } = await import("./graph-store.js");
  const store = await openIntentGraphStore(config, { mustExist: true });
  try {
    return await loadPlanLibrary(config, store.library);
  } finally {
    await store.close();
  }
}
