import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, open, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ConfigurationError, ModularPlannerError, type SessionState, type SessionStore } from "@modular-planner/core";

const SESSION_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export interface FileSessionStoreOptions {
  /** How long `update` waits for another process's lock on the session before giving up; default 10 s. */
  lockWaitMs?: number;
  /** A lock file older than this is left by a dead process and is taken over; default 30 s. */
  lockStaleMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Session memory for `--session <id>`: one JSON file per session in `directory`
 * (`.modular-planner/sessions/` by default). Written to a temporary file then renamed, so a
 * killed process never leaves half a session. `update` holds `<id>.lock` (created exclusively)
 * from the read to the rename, so concurrent turns, from this process or another, are serialised.
 */
export function createFileSessionStore(directory: string, options: FileSessionStoreOptions = {}): SessionStore {
  const lockWaitMs = options.lockWaitMs ?? 10_000;
  const lockStaleMs = options.lockStaleMs ?? 30_000;
  const fileOf = (sessionId: string) => {
    if (!SESSION_ID.test(sessionId))
      throw new ConfigurationError(`Invalid session id "${sessionId}"`, {
        setting: "--session",
        hint: "Use letters, digits, dot, dash or underscore (up to 128 characters).",
      });
    return join(directory, `${sessionId}.json`);
  };
  const load = async (sessionId: string) => {
    const file = fileOf(sessionId);
    if (!existsSync(file)) return undefined;
    return JSON.parse(await readFile(file, "utf8")) as SessionState;
  };
  const save = async (state: SessionState) => {
    const file = fileOf(state.sessionId);
    await mkdir(directory, { recursive: true });
    // Unique per write: two saves in one process never share a temporary file.
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    await writeFile(temporary, JSON.stringify(state, null, 2));
    await rename(temporary, file);
  };
  /** Turns of this process wait here, so only one of them at a time polls for the lock file. */
  const local = new Map<string, Promise<void>>();
  const lock = async (sessionId: string): Promise<() => Promise<void>> => {
    const path = join(directory, `${sessionId}.lock`);
    await mkdir(directory, { recursive: true });
    const started = Date.now();
    for (let wait = 2; ; wait = Math.min(wait * 2, 50)) {
      try {
        const handle = await open(path, "wx");
        await handle.writeFile(`${process.pid}\n`);
        await handle.close();
        return () => rm(path, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      }
      const age = await stat(path).then(
        (stats) => Date.now() - stats.mtimeMs,
        () => 0,
      );
      if (age > lockStaleMs) {
        await rm(path, { force: true });
        continue;
      }
      if (Date.now() - started > lockWaitMs) {
        throw new ModularPlannerError("tool-execution-failed", `Session "${sessionId}" stayed locked for ${lockWaitMs} ms by another turn (${path})`, {
          hint: "Retry when the other turn has finished; a lock left by a killed process is taken over after 30 s.",
        });
      }
      await pause(wait + Math.random() * wait);
    }
  };
  return {
    load,
    save,
    async update(sessionId, change) {
      fileOf(sessionId);
      const previous = local.get(sessionId) ?? Promise.resolve();
      const turn = previous.then(async () => {
        const unlock = await lock(sessionId);
        try {
          const next = await change(await load(sessionId));
          await save(next);
          return next;
        } finally {
          await unlock();
        }
      });
      const settled = turn.then(
        () => undefined,
        () => undefined,
      );
      local.set(sessionId, settled);
      void settled.then(() => {
        if (local.get(sessionId) === settled) local.delete(sessionId);
      });
      return turn;
    },
    async delete(sessionId) {
      await rm(fileOf(sessionId), { force: true });
    },
    async close() {},
  };
}
