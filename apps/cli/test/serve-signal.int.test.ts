// SIGTERM to `serve` while a run is in flight: the listener closes, the run is recorded as
// `interrupted` with its finished step, the process exits 143 without a stack trace. The run's
// analysis step is held (test/fixtures/hold-step.mjs) so the signal certainly lands mid-run.
import { spawn } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cli } from "./cli.js";

const holdStep = fileURLToPath(new URL("./fixtures/hold-step.mjs", import.meta.url));
let cwd: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-serve-signal-"));
  await copyFile(fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url)), join(cwd, "shipments.csv"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe("serve and SIGTERM", () => {
  it("records the run in flight as interrupted, closes the listener and exits 143, with no stack trace", async () => {
    const child = spawn(process.execPath, ["--import", holdStep, BIN, "serve", "--port", "0"], {
      cwd,
      env: { ...process.env, CI: "true", MP_HOLD_STEP: "analyze" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    // A safety net only: nothing is asserted on how long it took.
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    const seen = (stream: "stdout" | "stderr", pattern: RegExp) =>
      new Promise<RegExpExecArray>((resolve, reject) => {
        const check = () => {
          const match = pattern.exec(stream === "stdout" ? stdout : stderr);
          if (match) resolve(match);
          return Boolean(match);
        };
        if (check()) return;
        child[stream]!.on("data", () => check());
        void exited.then(() => reject(new Error(`serve exited before ${pattern}: ${stderr}`)));
      });
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    try {
      const base = (await seen("stdout", /Listening on (http:\/\/\S+)\n[\s\S]*CORS: /))[1]!;
      const response = await fetch(`${base}/runs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ question: "total freight cost by carrier name", data: "shipments.csv" }),
      });
      expect(response.status).toBe(202);
      const { runId } = (await response.json()) as { runId: string };
      // The event stream of the run, open while the signal comes: it ends with the run.
      const events = await fetch(`${base}/runs/${runId}`);
      const streamed = events.text();
      await seen("stderr", /held: analyze/);

      child.kill("SIGTERM");
      const code = await exited;
      expect(code, stderr).toBe(143);
      expect(stderr).toContain("Stopping (SIGTERM): the listener is closed");
      expect(stderr).not.toMatch(/\n\s+at /);
      expect(await streamed).toContain("event: run-finish");
      await expect(fetch(`${base}/runs/${runId}`)).rejects.toThrow();

      const shown = cli(["--json", "runs", "show", runId], { cwd });
      expect(shown.code, shown.stderr).toBe(0);
      const run = JSON.parse(shown.stdout) as { status: string; events: { type: string; stepId?: string; status?: string }[] };
      expect(run.status).toBe("interrupted");
      expect(run.events.filter((event) => event.type === "plan-step-finish" && event.status === "succeeded").map((event) => event.stepId)).toEqual(["load"]);
      // A run stopped with the server resumes from the CLI.
      const resumed = cli(["--json", "run", "--resume", runId], { cwd });
      expect(resumed.code, resumed.stderr).toBe(0);
      expect(JSON.parse(resumed.stdout)).toMatchObject({ runId, status: "succeeded", reused: ["load"] });
    } finally {
      clearTimeout(timer);
      child.kill("SIGKILL");
    }
  });
});
