import { existsSync } from "node:fs";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ConfigurationError, type SessionState, type SessionStore } from "@modular-planner/core";

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

/**
 * Session memory for `--session <id>`: one JSON file per session in `directory`
 * (`.modular-planner/sessions/` by default). Written to a temporary file then renamed, so a
 * killed process never leaves half a session.
 */
export function createFileSessionStore(directory: string): SessionStore {
  const fileOf = (sessionId: string) => {
    if (!SESSION_ID.test(sessionId)) throw new ConfigurationError(`Invalid session id "${sessionId}"`, { setting: "--session", hint: "Use letters, digits, dot, dash or underscore (up to 128 characters)." });
    return join(directory, `${sessionId}.json`);
  };
  return {
    async load(sessionId) {
      const file = fileOf(sessionId);
      if (!existsSync(file)) return undefined;
      return JSON.parse(await readFile(file, "utf8")) as SessionState;
    },
    async save(state) {
      const file = fileOf(state.sessionId);
      await mkdir(directory, { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify(state, null, 2));
      await rename(temporary, file);
    },
    async delete(sessionId) {
      await rm(fileOf(sessionId), { force: true });
    },
    async close() {},
  };
}
