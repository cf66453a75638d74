// Two `serve` processes behind one load balancer, in different folders, on one PostgreSQL store
// (POSTGRES_URL, which npm test starts; otherwise a throwaway cluster started here): a session made
// through one is used through the other, and a question asked through one is answered through the
// other. Nothing is shared through files.
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startTemporaryPostgres, type TemporaryPostgres } from "@modular-planner/store-postgres/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const SALES = fileURLToPath(new URL("./fixtures/store-sales.csv", import.meta.url));
let server: TemporaryPostgres | undefined;
const children: ChildProcess[] = [];
const folders: string[] = [];
let first: string;
let second: string;

beforeAll(async () => {
  let url = process.env.POSTGRES_URL ?? "";
  if (!url) {
    try {
      server = await startTemporaryPostgres();
    } catch (error) {
      throw new Error(`PostgreSQL could not be started for the test (npm test sets POSTGRES_URL): ${(error as Error).message}`);
    }
    url = server.url;
  }
  const config = JSON.stringify({ store: { kind: "postgres", url, schema: `mp_shared_${randomBytes(5).toString("hex")}` } });
  const bases: string[] = [];
  for (let index = 0; index < 2; index += 1) {
    const cwd = await mkdtemp(join(tmpdir(), "mp-shared-serve-"));
    folders.push(cwd);
    await writeFile(join(cwd, "modular-planner.config.json"), config);
    const served = await startServe(["--data-root", dirname(SALES)], { cwd, timeoutMs: 60_000 });
    children.push(served.child);
    bases.push(served.base);
  }
  [first, second] = bases as [string, string];
});
afterAll(async () => {
  for (const child of children) child.kill("SIGTERM");
  await server?.stop();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function post(base: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("two serve processes on one PostgreSQL store", () => {
  it("a session made through one serve is known to the other (POST /plan with it is not a 404); a made-up one is still refused", async () => {
    const created = await post(first, "/sessions", {});
    expect(created.status).toBe(201);
    const session = String(created.json.session);
    expect(existsSync(join(folders[0]!, ".modular-planner", "sessions", `${session}.owner`))).toBe(false);
    const planned = await post(second, "/plan", { question: "total net_sales by store_region", data: SALES, session });
    expect(planned.status, JSON.stringify(planned.json)).toBe(200);
    const madeUp = await post(second, "/plan", { question: "total net_sales by store_region", data: SALES, session: `api-${"0".repeat(32)}` });
    expect(madeUp.status).toBe(404);
  });

  it("a question asked through one serve (422) is answered through the other, which runs it", async () => {
    const asked = await post(first, "/runs", { question: "net sales by weather", data: SALES });
    expect(asked.status, JSON.stringify(asked.json)).toBe(422);
    const runId = String(asked.json.runId);
    expect(existsSync(join(folders[0]!, ".modular-planner", "clarifications", `${runId}.json`))).toBe(false);
    const answered = await post(second, `/runs/${runId}/answer`, { answer: "store_region" });
    expect(answered.status, JSON.stringify(answered.json)).toBe(202);
    expect(answered.json.runId).toBe(runId);
    for (;;) {
      const state = (await (await fetch(`${second}/runs/${runId}`, { headers: { accept: "application/json" } })).json()) as {
        status: string;
        summary?: { status: string; answer?: { columns: string[] } };
        error?: string;
      };
      if (state.status === "running") {
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      expect(state.status, state.error).toBe("finished");
      expect(state.summary?.answer?.columns).toContain("store_region");
      break;
    }
    // Answered once: the open question is gone for both.
    expect((await post(first, `/runs/${runId}/answer`, { answer: "store_region" })).status).toBe(404);
  });
});
