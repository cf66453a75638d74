import { resolve } from "node:path";
import type { SessionStore } from "@modular-planner/core";
import type { CliConfig } from "./config.js";
import { createFileSessionStore } from "./sessions.js";

/**
 * Session memory (`--session <id>`, the API's `session`) where the config keeps its records: in
 * PostgreSQL with `store.kind: postgres` (shared by every process and machine using that database),
 * otherwise one JSON file per session under `directory`. The store is opened for `use` and closed
 * after it.
 */
export async function withSessions<T>(config: CliConfig, directory: string, use: (store: Pick<SessionStore, "load" | "update">) => Promise<T>): Promise<T> {
  if (config.store.kind !== "postgres") return use(createFileSessionStore(resolve(directory)));
  const { openPostgresStore } = await import("@modular-planner/store-postgres");
  const { postgresOptions } = await import("./postgres-options.js");
  const store = await openPostgresStore(postgresOptions(config)!);
  try {
    return await use(store.sessions);
  } finally {
    await store.close();
  }
}
