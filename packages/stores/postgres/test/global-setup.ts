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
