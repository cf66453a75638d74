import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SessionStore } from "@modular-planner/core";
import { emptySession } from "@modular-planner/router";
import { sessionStoreSuite } from "@modular-planner/router/testing";
import { describe, expect, it } from "vitest";
import { createFileSessionStore } from "../src/sessions.js";

sessionStoreSuite("file (CLI --session)", async () => createFileSessionStore(mkdtempSync(join(tmpdir(), "mp-sessions-"))));

/** `turns` updates split over `stores`, each pausing between its read and its write; resolves with the facts stored. */
async function concurrentTurns(stores: SessionStore[], id: string, turns: number): Promise<string[]> {
  await Promise.all(
    Array.from({ length: turns }, (_, i) =>
      stores[i % stores.length]!.update(id, async (current) => {
        const base = current ?? emptySession(id);
        await new Promise((resolve) => setTimeout(resolve, 3));
        return { ...base, facts: [...base.facts, `turn:${i}`] };
      }),
    ),
  );
  return (await stores[0]!.load(id))!.facts;
}

describe("file session store", () => {
  it("serialises turns of two store instances on one folder (two processes) through the lock file: none is lost", async () => {
    const directory = mkdtempSync(join(tmpdir(), "mp-sessions-"));
    const a = createFileSessionStore(directory);
    const b = createFileSessionStore(directory);
    const facts = await concurrentTurns([a, b], "shared", 16);
    expect([...facts].sort()).toEqual(Array.from({ length: 16 }, (_, i) => `turn:${i}`).sort());
    expect(readdirSync(directory)).toEqual(["shared.json"]);
  });

  it("takes over a lock left by a dead process once it is stale, and says so when a live one holds it too long", async () => {
    const directory = mkdtempSync(join(tmpdir(), "mp-sessions-"));
    writeFileSync(join(directory, "held.lock"), "999999\n");
    const old = new Date(Date.now() - 60_000);
    utimesSync(join(directory, "held.lock"), old, old);
    const store = createFileSessionStore(directory);
    expect((await store.update("held", (current) => ({ ...(current ?? emptySession("held")), facts: ["after"] }))).facts).toEqual(["after"]);
    writeFileSync(join(directory, "held.lock"), `${process.pid}\n`);
    const impatient = createFileSessionStore(directory, { lockWaitMs: 50 });
    await expect(impatient.update("held", (current) => current!)).rejects.toThrow(/^Session "held" stayed locked for 50 ms by another turn/);
  });

  it("refuses a session id that could leave its folder", async () => {
    const store = createFileSessionStore(mkdtempSync(join(tmpdir(), "mp-sessions-")));
    await expect(store.load("../etc/passwd")).rejects.toThrow(/Invalid session id "\.\.\/etc\/passwd"/);
  });
});
