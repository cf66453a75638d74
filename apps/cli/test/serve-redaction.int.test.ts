// Secrets typed into a question sent to `serve` reach no response: not the plan's route, not a
// clarification's 422 body, not the run's event stream or final state.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const SECRET = "hunter2secret";
let cwd: string;
let server: ChildProcess | undefined;
let base: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-redaction-"));
  await copyFile(fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url)), join(cwd, "shipments.csv"));
  ({ child: server, base } = await startServe(["--data-root", cwd], { cwd, timeoutMs: 60_000 }));
}, 90_000);
afterAll(async () => {
  server?.kill("SIGTERM");
  await rm(cwd, { recursive: true, force: true });
});

const post = async (path: string, body: unknown) => {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, text: await response.text() };
};

describe("serve and secrets in a question", () => {
  it("leaves them out of /plan's answer", async () => {
    const planned = await post("/plan", { question: `total freight cost by carrier name, password: ${SECRET}`, data: join(cwd, "shipments.csv") });
    expect(planned.status).toBe(200);
    expect(planned.text).toContain("redacted");
    expect(planned.text).not.toContain(SECRET);
  });

  it("leaves them out of a clarification's 422 body", async () => {
    const asked = await post("/plan", { question: `by weather, password: ${SECRET}`, data: join(cwd, "shipments.csv") });
    expect(asked.status).toBe(422);
    expect(asked.text).not.toContain(SECRET);
  });

  it("leaves them out of the run's events and final state", async () => {
    const started = await post("/runs", { question: `total freight cost by carrier name, password: ${SECRET}`, data: join(cwd, "shipments.csv") });
    expect(started.status).toBe(202);
    const { runId } = JSON.parse(started.text) as { runId: string };
    // The event stream ends when the run ends; then the JSON state is final.
    const stream = await (await fetch(`${base}/runs/${runId}`)).text();
    expect(stream).toContain("run-finish");
    expect(stream).not.toContain(SECRET);
    const state = await (await fetch(`${base}/runs/${runId}`, { headers: { accept: "application/json" } })).text();
    expect(state).not.toContain(SECRET);
  }, 60_000);
});
