import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ApiSessionOwners } from "@modular-planner/store-postgres";
import type { CliConfig } from "./config.js";

/** A session id the API hands out: 128 random bits, so no caller finds another's session by guessing. */
const API_SESSION = /^api-[0-9a-f]{32}$/;

/** The owner of what a request makes over the API (a session, an open clarification): a hash of its token, never the token. */
export const ownerOf = (token: string | undefined): string =>
  createHash("sha256")
    .update(`modular-planner session owner\u0000${token ?? ""}`)
    .digest("hex");

/**
 * Who owns the sessions made over the API. A session is created by `POST /sessions` and belongs to
 * the token of that request (a hash of it, never the token); a request naming a session it does not
 * own, or one never created, is the same 404. The owners are kept where the config keeps its
 * records: with `store.kind: postgres`, in the shared database (table `api_sessions`), so every
 * `serve` behind one load balancer knows every session; otherwise in an `<id>.owner` file beside the
 * session in `directory`.
 */
export function createApiSessions(directory: string, config?: CliConfig) {
  const owners = new Map<string, string>();
  const postgres = config?.store.kind === "postgres" ? config : undefined;
  const withStore = async <T>(work: (owners: ApiSessionOwners) => Promise<T>): Promise<T> => {
    const [{ openPostgresStore }, { postgresOptions }] = await Promise.all([import("@modular-planner/store-postgres"), import("./postgres-options.js")]);
    const store = await openPostgresStore(postgresOptions(postgres!)!);
    try {
      return await work(store.apiSessions);
    } finally {
      await store.close();
    }
  };
  return {
    async create(token: string | undefined): Promise<string> {
      const id = `api-${randomBytes(16).toString("hex")}`;
      const owner = ownerOf(token);
      if (postgres) await withStore((sessions) => sessions.create(id, owner, new Date().toISOString()));
      else {
        await mkdir(directory, { recursive: true });
        await writeFile(join(directory, `${id}.owner`), `${owner}\n`, { flag: "wx", mode: 0o600 });
      }
      owners.set(id, owner);
      return id;
    },
    async owns(id: string, token: string | undefined): Promise<boolean> {
      if (!API_SESSION.test(id)) return false;
      let owner = owners.get(id);
      if (owner === undefined) {
        if (postgres) owner = await withStore((sessions) => sessions.ownerOf(id));
        else {
          const file = join(directory, `${id}.owner`);
          owner = existsSync(file) ? readFileSync(file, "utf8").trim() : undefined;
        }
        if (owner === undefined) return false;
        owners.set(id, owner);
      }
      return owner === ownerOf(token);
    },
  };
}
