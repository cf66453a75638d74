import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { RunStore } from "@modular-planner/core";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { createJsonlRunStore, summarizeRun } from "../src/index.js";

const folder = await mkdtemp(join(tmpdir(), "mp-crash-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** Runs test/fixtures/crashing-run.ts with the given store and kills it (SIGKILL) once s3 has started. */
async function runAndKill(path: string, kind: "jsonl" | "sqlite") {
  const child = spawn(
    process.execPath,
    ["--conditions=@modular-planner/source", "--import", "tsx", fileURLToPath(new URL("./fixtures/crashing-run.ts", import.meta.url)), path, kind],
    {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("s3-started") && resolve());
    child.once("exit", (code) => reject(new Error(`the child exited early (${code})`)));
  });
  child.kill("SIGKILL");
  await new Promise((resolve) => child.once("exit", resolve));
}

const stores: { kind: "jsonl" | "sqlite"; file: string; open: (path: string) => { runs: RunStore; close: () => Promise<void> } }[] = [
  { kind: "jsonl", file: "runs.jsonl", open: (path) => ({ runs: createJsonlRunStore({ path }), close: async () => {} }) },
  { kind: "sqlite", file: "planner.db", open: (path) => createSqliteStore({ path }) },
];

describe("a run killed midway", () => {
  for (const { kind, file, open } of stores) {
    it(`leaves a record that says which steps finished and which was running (${kind} store)`, async () => {
      const path = join(folder, file);
      await runAndKill(path, kind);
      const store = open(path);
      const record = await store.runs.loadRun("crash-run");
      expect(record?.status).toBe("running");
      expect(summarizeRun(record!)).toEqual({ finished: ["s1", "s2"], failed: [], running: ["s3"] });
      expect(record!.events.map((event) => event.type)).toEqual([
        "run-start",
        "plan-step-start",
        "plan-step-finish",
        "plan-step-start",
        "plan-step-finish",
        "plan-step-start",
      ]);
      await store.close();
    });
  }
});
