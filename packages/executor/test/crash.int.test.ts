import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { createJsonlRunStore, summarizeRun } from "../src/index.js";

const folder = await mkdtemp(join(tmpdir(), "mp-crash-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

describe("a run killed midway", () => {
  it("leaves a record that says which steps finished and which was running", async () => {
    const store = join(folder, "runs.jsonl");
    const child = spawn(process.execPath, ["--conditions=@modular-planner/source", "--import", "tsx", fileURLToPath(new URL("./fixtures/crashing-run.ts", import.meta.url)), store], {
      cwd: fileURLToPath(new URL("..", import.meta.url)),
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => chunk.toString().includes("s3-started") && resolve());
      child.once("exit", (code) => reject(new Error(`the child exited early (${code})`)));
    });
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    const record = await createJsonlRunStore({ path: store }).loadRun("crash-run");
    expect(record?.status).toBe("running");
    expect(summarizeRun(record!)).toEqual({ finished: ["s1", "s2"], failed: [], running: ["s3"] });
  });
});
