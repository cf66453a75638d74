import { findPostgresBinaries, startPostgresCluster } from "./cluster.mjs";

export interface TemporaryPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
  /** Stops the server (fast shutdown) and keeps its data folder, as a restart does: `startAgain` brings it back on the same port. */
  stopServer(): Promise<void>;
  /** Starts the server stopped by `stopServer` again, with its data, on the same port; resolves once it accepts connections. */
  startAgain(): Promise<void>;
}

/** The folder of `initdb`/`pg_ctl`: on PATH, else the newest `/usr/lib/postgresql/<version>/bin` (Debian). */
export function postgresBinaries(): string | undefined {
  const bin = findPostgresBinaries();
  if (bin === null) throw new Error("PostgreSQL is not installed (no initdb on PATH, no /usr/lib/postgresql): apt-get install postgresql");
  return bin;
}

/**
 * Starts a throwaway PostgreSQL cluster for tests: `initdb` into a temporary folder, `postgres` on a
 * free loopback port (no TCP outside 127.0.0.1, its socket in the same folder), no fsync. PostgreSQL
 * refuses to run as root, so as root both run as the `postgres` user (`runuser`). Rejects with a
 * one-line reason when it cannot start. The launch is `src/cluster.mjs`, shared with
 * scripts/setup/postgres.mjs (which runs before anything is built).
 */
export async function startTemporaryPostgres(options: { startTimeoutMs?: number } = {}): Promise<TemporaryPostgres> {
  const cluster = await startPostgresCluster(options);
  return { url: cluster.url, stop: cluster.stop, stopServer: cluster.stopServer, startAgain: cluster.startAgain };
}
