import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { ConfigurationError, ModularPlannerError, type IntentGraphStore, type PlanLibraryStore } from "@modular-planner/core";
import type { CliConfig } from "./config.js";

// Kept apart from stores.ts and intents.ts so `graphs list|show` loads the SQLite store only (not the executor or the planner).

/** The intent-graph store of the config: the SQLite file (`store.path`) or the PostgreSQL store; not `store.kind: jsonl`. */
export async function openIntentGraphStore(
  config: CliConfig,
  options: { mustExist: boolean },
): Promise<{ path: string; graphs: IntentGraphStore; library: PlanLibraryStore; close(): Promise<void> }> {
  if (config.store.kind === "postgres") {
    const { openPostgresStore } = await import("@modular-planner/store-postgres");
    const { postgresOptions } = await import("./postgres-options.js");
    const store = await openPostgresStore(postgresOptions(config)!);
    return { path: store.location, graphs: store.intentGraphs, library: store.planLibrary, close: () => store.close() };
  }
  const path = config.store.kind === "sqlite" ? resolve(config.store.path) : undefined;
  if (!path) {
    throw new ConfigurationError("Intent graphs are kept in the SQLite store, and the config sets store.kind: jsonl", {
      setting: "store.kind",
      hint: "Set store: { kind: sqlite } (the default) or { kind: postgres, url } so `plan` without --data can save the graph, and `plan --resume` and `graphs show` can read it.",
    });
  }
  if (options.mustExist && !existsSync(path)) {
    throw new ModularPlannerError("store-failed", `No intent graph has been stored yet: ${path} does not exist`, {
      hint: 'Intent graphs are stored by `modular-planner plan "<goal>"` (without --data) in the folder it was started from (store.path in the config).',
      details: { input: true },
    });
  }
  await mkdir(dirname(path), { recursive: true });
  const { createSqliteStore } = await import("@modular-planner/store-sqlite");
  const store = createSqliteStore({ path });
  return { path, graphs: store.intentGraphs, library: store.planLibrary, close: () => store.close() };
}
