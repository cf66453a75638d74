// A run stopped by SIGINT or SIGTERM is recorded as `interrupted` with its finished steps; a run
// whose process was killed (SIGKILL) is marked `interrupted` by the next command that opens the
// store. Real processes, real signals: each run is held on a step that does not answer (an MCP
// tool that never replies, or a data tool held by the harness) and signalled once a step finished.
import { spawn } from "node:child_process";
import { copyFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cli } from "./cli.js";

const slowServer = fileURLToPath(new URL("./fixtures/slow-mcp-server.mjs", import.meta.url));
const heldDataRun = fileURLToPath(new URL("./fixtures/held-data-run.ts", import.meta.url));
// The TypeScript loader by URL: the child runs in a temporary folder, where "tsx" does not resolve.
const tsxLoader = new URL("../node_modules/tsx/dist/loader.mjs", import.meta.url).href;
const GOAL = "fetch the build status, then publish the release report";
let cwd: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-interrupts-"));
  await writeFile(
    join(cwd, "modular-planner.config.json"),
    JSON.stringify({ mcp: { servers: [{ name: "slow", transport: "stdio", command: process.execPath, args: [slowServer] }] } }),
  );
  await copyFile(fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url)), join(cwd, "shipments.csv"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/** Starts a process, waits until its stderr contains `ready`, sends `signal`, and resolves when it ends. */
function signalWhen(args: string[], ready: string, signal: NodeJS.Signals) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, CI: "true" }, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    let sent = false;
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      if (!sent && stderr.includes(ready)) {
        sent = true;
        child.kill(signal);
      }
    });
    // A safety net only: the assertions are on what was recorded, not on how long it took.
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("error", reject);
    child.on("close", (code, killedBy) => {
      clearTimeout(timer);
      resolve({ code, signal: killedBy, stdout, stderr });
    });
  });
}

interface StoredRun {
  runId: string;
  status: string;
  events: { type: string; stepId?: string; status?: string }[];
}
const stored = (runId: string): StoredRun => {
  const shown = cli(["--json", "runs", "show", runId], { cwd });
  expect(shown.code, shown.stderr).toBe(0);
  return JSON.parse(shown.stdout) as StoredRun;
};
const finishedSteps = (run: StoredRun) =>
  run.events.filter((event) => event.type === "plan-step-finish" && event.status === "succeeded").map((event) => event.stepId);
const runIdOf = (stderr: string) => /run (\S+) is recorded as interrupted/.exec(stderr)?.[1];

describe("interrupted runs", () => {
  it.each([
    ["SIGTERM", 143],
    ["SIGINT", 130],
  ] as const)("%s: the run stops, exits %i and is recorded as interrupted with its finished step", async (signal, exitCode) => {
    const result = await signalWhen([BIN, "run", "--yes", GOAL], "[1/2] i1 (slow.fetch_build_status) succeeded", signal);
    expect(result.code, result.stderr).toBe(exitCode);
    expect(result.stderr).toContain(`Interrupted (${signal}): run `);
    expect(result.stderr).toContain("finished steps: i1");
    const runId = runIdOf(result.stderr)!;
    const run = stored(runId);
    expect(run.status).toBe("interrupted");
    expect(finishedSteps(run)).toEqual(["i1"]);
    const jsonl = await readFile(join(cwd, "out", runId, "run.jsonl"), "utf8");
    expect(
      jsonl
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { kind: string; status?: string })
        .filter((line) => line.kind === "status")
        .at(-1)?.status,
    ).toBe("interrupted");
    const listed = cli(["runs", "list"], { cwd });
    expect(listed.stdout).toMatch(new RegExp(`${runId}  interrupted  `));
    const shown = cli(["runs", "show", runId], { cwd });
    expect(shown.stdout).toContain(`Run ${runId}: interrupted`);
    expect(shown.stdout).toContain("cannot be resumed from them; run the same question again");
  });

  it("SIGKILL: the run is left running, and the next command marks it interrupted (pid and host recorded)", async () => {
    const before = new Set((JSON.parse(cli(["--json", "runs", "list"], { cwd }).stdout) as { runs: { runId: string }[] }).runs.map((run) => run.runId));
    const result = await signalWhen([BIN, "run", "--yes", GOAL], "[1/2] i1 (slow.fetch_build_status) succeeded", "SIGKILL");
    expect(result.signal).toBe("SIGKILL");
    const listed = JSON.parse(cli(["--json", "runs", "list"], { cwd }).stdout) as { runs: { runId: string; status: string }[] };
    const killed = listed.runs.filter((run) => !before.has(run.runId));
    expect(killed.map((run) => run.status)).toEqual(["interrupted"]);
    const run = stored(killed[0]!.runId);
    expect(finishedSteps(run)).toEqual(["i1"]);
    expect(await readFile(join(cwd, "out", killed[0]!.runId, "run.jsonl"), "utf8")).toContain('"status":"interrupted"');
  });

  it("a data run (runPlanned) stopped by SIGTERM is recorded as interrupted with the steps that finished", async () => {
    const result = await signalWhen(["--import", tsxLoader, heldDataRun, "total freight cost by carrier name", "shipments.csv"], "held: ", "SIGTERM");
    expect(result.code, result.stderr).toBe(143);
    const summary = JSON.parse(result.stdout) as { runId: string; status: string; interruptedBy: string; finished: string[] };
    expect(summary).toMatchObject({ status: "interrupted", interruptedBy: "SIGTERM", finished: ["load"] });
    const run = stored(summary.runId);
    expect(run.status).toBe("interrupted");
    expect(finishedSteps(run)).toEqual(["load"]);
    expect(JSON.parse(await readFile(join(cwd, "out", summary.runId, "result.json"), "utf8"))).toMatchObject({ status: "interrupted", finished: ["load"] });
  });
});
