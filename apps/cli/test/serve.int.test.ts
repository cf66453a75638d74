import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServe } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
let cwd: string;
let server: ChildProcess;
let base: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-"));
  ({ child: server, base } = await startServe(["--data-root", dirname(sales)], { cwd, timeoutMs: 30_000 }));
});
afterAll(async () => {
  server?.kill("SIGTERM");
  await rm(cwd, { recursive: true, force: true });
});

async function post(path: string, body: string) {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe("modular-planner serve over real HTTP", () => {
  it("POST /plan returns a verified plan", async () => {
    const { status, json } = await post("/plan", JSON.stringify({ question: "monthly revenue trend", data: sales }));
    expect(status).toBe(200);
    expect((json.plan as { steps: { tool: string }[] }).steps.map((step) => step.tool)).toEqual(["load_data", "run_analysis", "render_chart", "save_table"]);
    expect((json.report as { ok: boolean }).ok).toBe(true);
    expect(json.route).toMatchObject({ action: "plan", route: "AnalystThenVisual", intent: "time_series" });
  });

  it("a request the router refuses is 403 with the route, a Clarify route is 422 with the question", async () => {
    const refused = await post("/plan", JSON.stringify({ question: "TRUNCATE TABLE sales", data: sales }));
    expect(refused.status).toBe(403);
    expect(String(refused.json.error)).toContain("RequestRefusedError: The request was refused: destructive_sql/truncate");
    expect((refused.json.route as { risks: string[] }).risks.length).toBeGreaterThan(0);
    const unclear = await post("/plan", JSON.stringify({ question: "what do you think?", data: sales }));
    expect(unclear.status).toBe(422);
    expect((unclear.json.clarification as { question: string }).question).toMatch(/^What would you like to see: /);
    expect(unclear.json.route).toMatchObject({ route: "Clarify" });
  });

  it("rejects malformed and invalid bodies with 400 and a message", async () => {
    const malformed = await post("/plan", "{not json");
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toBe('Malformed JSON body; send {"question": "...", "data": "path/to/file.csv"}');
    const invalid = await post("/runs", JSON.stringify({ question: "" }));
    expect(invalid.status).toBe(400);
    expect(String(invalid.json.error)).toContain("question");
    const clarify = await post("/plan", JSON.stringify({ question: "total revenue by weather", data: sales }));
    expect(clarify.status).toBe(422);
  });

  it("POST /runs then GET /runs/:id streams events to run-finish, and survives a client that disconnects", async () => {
    const { status, json } = await post("/runs", JSON.stringify({ question: "total revenue by region", data: sales }));
    expect(status).toBe(202);
    const runId = json.runId as string;
    // A client that hangs up after the first bytes.
    await new Promise<void>((resolve) => {
      const req = request(`${base}/runs/${runId}`, (response) => {
        response.once("data", () => {
          req.destroy();
          resolve();
        });
      });
      req.end();
    });
    // A full stream.
    const response = await fetch(`${base}/runs/${runId}`);
    expect(response.headers.get("content-type")).toBe("text/event-stream");
    const text = await response.text();
    const types = [...text.matchAll(/^event: (.+)$/gm)].map((match) => match[1]);
    expect(types[0]).toBe("run-start");
    expect(types.at(-1)).toBe("run-finish");
    let summary: { status: string; summary?: { status: string; report: string } } = { status: "running" };
    while (summary.status === "running") {
      summary = (await (await fetch(`${base}/runs/${runId}`, { headers: { accept: "application/json" } })).json()) as typeof summary;
    }
    expect(summary.summary?.status).toBe("succeeded");
    expect(existsSync(summary.summary!.report)).toBe(true);
    expect((await fetch(`${base}/runs/nope`, { headers: { accept: "application/json" } })).status).toBe(404);
  });
});
