import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

/** A session id the API hands out: 128 random bits, so no caller finds another's session by guessing. */
const API_SESSION = /^api-[0-9a-f]{32}$/;

/** The owner of what a request makes over the API (a session, an open clarification): a hash of its token, never the token. */
export const ownerOf = (token: string | undefined): string => createHash("sha256").update(`modular-planner session owner\u0000${token ?? ""}`).digest("hex");

/**
 * Who owns the sessions made over the API. A session is created by `POST /sessions` and belongs to
 * the token of that request (the `<id>.owner` file beside the session holds a hash of it, never the
 * token); a request naming a session it does not own, or one never created, is the same 404.
 */
export function createApiSessions(directory: string) {
  const owners = new Map<string, string>();
  return {
    async create(token: string | undefined): Promise<string> {
      const id = `api-${randomBytes(16).toString("hex")}`;
      const owner = ownerOf(token);
      await mkdir(directory, { recursive: true });
      await writeFile(join(directory, `${id}.owner`), `${owner}\n`, { flag: "wx", mode: 0o600 });
      owners.set(id, owner);
      return id;
    },
    owns(id: string, token: string | undefined): boolean {
      if (!API_SESSION.test(id)) return false;
      let owner = owners.get(id);
      if (owner === undefined) {
        const file = join(directory, `${id}.owner`);
        if (!existsSync(file)) return false;
        owner = readFileSync(file, "utf8").trim();
        owners.set(id, owner);
      }
      return owner === ownerOf(token);
    },
  };
}
