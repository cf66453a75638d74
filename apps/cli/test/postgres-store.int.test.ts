// `store: { kind: postgres, url }` in the config: runs go to PostgreSQL (not a SQLite file) and
// `runs list|show` read them back, from another folder too. Against a real server: POSTGRES_URL when
// set (npm test starts one), otherwise a throwaway cluster started here; never skipped.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTemporaryPostgres, type TemporaryPostgres } from "@modular-planner/store-postgres/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliConfigSchema } from "../src/config.js";
import { cliAsync } from "./cli.js";

let server: TemporaryPostgres | undefined;
let url = process.env.POSTGRES_URL ?? "";
const folders: string[] = [];
const schema = `mp_cli_${randomBytes(6).toString("hex")}`;

beforeAll(async () => {
  if (url) return;
  try {
    server = await startTemporaryPostgres();
  } catch (error) {
    throw new Error(`PostgreSQL could not be started for the tests (set POSTGRES_URL to use a running server): ${(error as Error).message}`);
  }
  url = server.url;
});
afterAll(async () => {
  await server?.stop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function folderWithConfig(store: unknown): Promise<string> {
  const cwd = await mkdtemp(join(tmpdir(), "mp-cli-postgres-"));
  folders.push(cwd);
  await writeFile(join(cwd, "modular-planner.config.json"), JSON.stringify({ store }));
  await writeFile(join(cwd, "sales.csv"), "region,amount\nnorth,10\nsouth,20\nnorth,5\nwest,40\n");
  return cwd;
}

describe("store.kind postgres in the config", () => {
  it("needs a url", () => {
    expect(CliConfigSchema.safeParse({ store: { kind: "postgres" } }).success).toBe(false);
    expect(CliConfigSchema.parse({ store: { kind: "postgres", url: "postgres://db/planner", schema: "team_a" } }).store).toEqual({
      kind: "postgres",
      url: "postgres://db/planner",
      schema: "team_a",
    });
    expect(CliConfigSchema.parse({ store: { kind: "postgres", url: "postgres://db/planner", retryMs: 0 } }).store).toMatchObject({ retryMs: 0 });
    expect(CliConfigSchema.safeParse({ store: { kind: "postgres", url: "postgres://db/planner", retryMs: -1 } }).success).toBe(false);
  });

  it("a run is recorded in PostgreSQL and `runs list|show` read it back from another folder", async () => {
    const first = await folderWithConfig({ kind: "postgres", url, schema });
    const ran = await cliAsync(["--json", "run", "total amount by region", "--data", "sales.csv"], { cwd: first });
    expect(ran.code, ran.stderr).toBe(0);
    expect(existsSync(join(first, ".modular-planner", "store.sqlite"))).toBe(false);

    const second = await folderWithConfig({ kind: "postgres", url, schema });
    const listed = await cliAsync(["--json", "runs", "list"], { cwd: second });
    expect(listed.code, listed.stderr).toBe(0);
    const runs = (JSON.parse(listed.stdout) as { runs: { runId: string; status: string }[] }).runs;
    expect(runs).toHaveLength(1);
    expect(runs[0]!.status).toBe("succeeded");
    const shown = await cliAsync(["--json", "runs", "show", runs[0]!.runId], { cwd: second });
    expect(shown.code, shown.stderr).toBe(0);
    const record = JSON.parse(shown.stdout) as { status: string; events: { type: string }[] };
    expect(record.status).toBe("succeeded");
    expect(record.events.at(0)?.type).toBe("run-start");
    expect(record.events.at(-1)?.type).toBe("run-finish");
  });

  it("an unreachable server is a one-line store error naming it, without the password or a stack trace", async () => {
    const cwd = await folderWithConfig({ kind: "postgres", url: "postgres://planner:hunter2@127.0.0.1:1/planner" });
    const listed = await cliAsync(["runs", "list"], { cwd });
    expect(listed.code).not.toBe(0);
    expect(listed.stderr).toContain("Cannot open the PostgreSQL store postgres://planner:***@127.0.0.1:1/planner (schema public)");
    expect(listed.stderr).not.toContain("hunter2");
    expect(listed.stderr).not.toMatch(/\n\s+at /);
  });

  it("--session keeps the session in PostgreSQL: a follow-up from another folder builds on the same session, and no session file is written", async () => {
    const session = `pg-${randomBytes(4).toString("hex")}`;
    const first = await folderWithConfig({ kind: "postgres", url, schema });
    const asked = await cliAsync(["--json", "plan", "total amount by region", "--data", "sales.csv", "--session", session], { cwd: first });
    expect(asked.code, asked.stderr).toBe(0);
    const second = await folderWithConfig({ kind: "postgres", url, schema });
    const followed = await cliAsync(["--json", "plan", "now the average amount", "--data", "sales.csv", "--session", session], { cwd: second });
    expect(followed.code, followed.stderr).toBe(0);
    for (const cwd of [first, second]) expect(existsSync(join(cwd, ".modular-planner", "sessions", `${session}.json`))).toBe(false);
    // Read back in a plain Node process (pg does not load under vitest's module conditions, see docs/architecture.md).
    const read = spawnSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { openPostgresStore } from "@modular-planner/store-postgres"; const store = await openPostgresStore({ url: process.env.PG_URL, schema: process.env.PG_SCHEMA }); console.log(JSON.stringify(await store.sessions.load(process.env.SESSION))); await store.close();`,
      ],
      { cwd: fileURLToPath(new URL("..", import.meta.url)), env: { ...process.env, PG_URL: url, PG_SCHEMA: schema, SESSION: session }, encoding: "utf8" },
    );
    expect(read.status, read.stderr).toBe(0);
    const state = JSON.parse(read.stdout) as { turns: { role: string; text: string }[]; facts: string[] };
    expect(state.turns.filter((turn) => turn.role === "user").map((turn) => turn.text)).toEqual([
      "total amount by region",
      expect.stringContaining("now the average amount"),
    ]);
    expect(state.facts).toContain("data_loaded");
  });
});
