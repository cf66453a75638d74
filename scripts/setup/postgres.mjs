// A throwaway PostgreSQL cluster on a free loopback port for the test run, stopped and removed when
// the run ends (also on Ctrl-C). The launch is the store package's plain-JavaScript cluster module
// (Node built-ins only: this runs before the workspace is installed or built), which the tests' own
// fallback, `startTemporaryPostgres` in @modular-planner/store-postgres/testing, wraps too.
import { findPostgresBinaries, startPostgresCluster } from "../../packages/stores/postgres/src/cluster.mjs";

/** The folder of initdb/postgres/pg_ctl: undefined when initdb is on PATH, else Debian's newest /usr/lib/postgresql/<version>/bin, null when there is none. */
export const postgresBinaries = findPostgresBinaries;

/** Starts PostgreSQL; resolves with its URL and a (synchronous) stop function, or rejects with a one-line reason. */
export async function startPostgres() {
  const cluster = await startPostgresCluster();
  return { url: cluster.url, stop: cluster.stopAtExit };
}
