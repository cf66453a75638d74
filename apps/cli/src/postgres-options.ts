import type { PostgresStoreOptions } from "@modular-planner/store-postgres";
import type { CliConfig } from "./config.js";

// Its own module so that commands opening only the PostgreSQL store (graphs, sessions) load nothing else.

/**
 * The PostgreSQL store's options of the config (undefined unless `store.kind: postgres`): a call made
 * while the server is away waits up to `store.retryMs` (default 30 s), and the outage is said on
 * stderr when it starts, every 5 s, and when the server is back: never silent.
 */
export function postgresOptions(config: CliConfig): PostgresStoreOptions | undefined {
  const store = config.store;
  if (store.kind !== "postgres") return undefined;
  return {
    url: store.url,
    ...(store.schema ? { schema: store.schema } : {}),
    ...(store.retryMs !== undefined ? { retryMs: store.retryMs } : {}),
    onOutage: (line) => process.stderr.write(`${line}\n`),
  };
}
