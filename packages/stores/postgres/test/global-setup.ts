import { createConnection } from "node:net";
import type { TestProject } from "vitest/node";
import { startTemporaryPostgres } from "../src/testing.js";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * The server the tests use: POSTGRES_URL when set (npm test starts one and sets it), otherwise a
 * throwaway cluster started here. If neither works the run fails with the reason: never skipped.
 */
export default async function setup(project: TestProject) {
  if (process.env.POSTGRES_URL) {
    await reachable(process.env.POSTGRES_URL);
    project.provide("postgresUrl", process.env.POSTGRES_URL);
    return;
  }
  let server;
  try {
    server = await startTemporaryPostgres();
  } catch (error) {
    throw new Error(`PostgreSQL could not be started for the tests (set POSTGRES_URL to use a running server): ${(error as Error).message}`);
  }
  project.provide("postgresUrl", server.url);
  return () => server.stop();
}

/** One line for the whole run when the given server is down, rather than one failure per test. */
async function reachable(url: string): Promise<void> {
  const parsed = new URL(url);
  const host = parsed.hostname || "127.0.0.1";
  const port = Number(parsed.port || 5432);
  const open = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(3000, () => socket.destroy());
    socket.on("connect", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(false));
  });
  if (!open)
    throw new Error(
      `PostgreSQL is not reachable at ${host}:${port} (POSTGRES_URL); start it, or unset POSTGRES_URL to let the tests start a throwaway cluster`,
    );
}
