/** The folder of initdb/postgres/pg_ctl: undefined when initdb is on PATH, else Debian's newest /usr/lib/postgresql/<version>/bin, null when there is none. */
export function findPostgresBinaries(): string | undefined | null;

export interface PostgresCluster {
  url: string;
  /** Stops the server and removes its data folder. */
  stop(): Promise<void>;
  /** The same, synchronously (for an exit hook). */
  stopAtExit(): void;
  /** Stops the server (fast shutdown) and keeps its data folder. */
  stopServer(): Promise<void>;
  /** Starts the server stopped by `stopServer` again, with its data, on the same port. */
  startAgain(): Promise<void>;
}

export function startPostgresCluster(options?: { startTimeoutMs?: number }): Promise<PostgresCluster>;
