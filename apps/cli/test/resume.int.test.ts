// `run --resume <run-id>` continues a data run stopped before its end from its finished steps.
// Real processes and signals: the first attempt is the built CLI's `run`, whose tool call for one
// step is held (test/fixtures/hold-step.mjs) until SIGTERM stops it, sent once that step started
// and the steps named have finished; the resume is the built CLI too.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, copyFile, mkdir, mkdtemp, readFile, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN, cli } from "./cli.js";

const holdStep = fileURLToPath(new URL("./fixtures/hold-step.mjs", import.meta.url));
const QUESTION = "total freight cost by carrier name";
let cwd: string;

beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-resume-"));
  await copyFile(fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url)), join(cwd, "shipments.csv"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

/**
 * `run QUESTION --data <data>` with step `hold` held; SIGTERM once it is held and every step of
 * `after` printed `succeeded`. Resolves with the exit code, run id and finished steps it printed.
 */
function interruptedRun(data: string, hold = "analyze", after: string[] = []) {
  return new Promise<{ code: number | null; runId: string; finished: string[]; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", holdStep, BIN, "run", QUESTION, "--data", data], {
      cwd,
      env: { ...process.env, CI: "true", MP_HOLD_STEP: hold },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    let sent = false;
    child.stdout.resume();
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
      stderr += chunk;
      if (!sent && stderr.includes(`held: ${hold}`) && after.every((step) => new RegExp(`\\] ${step} \\(\\w+\\) succeeded`).test(stderr))) {
        sent = true;
        child.kill("SIGTERM");
      }
    });
    // A safety net only: nothing is asserted on how long it took.
    const timer = setTimeout(() => child.kill("SIGKILL"), 90_000);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(timer);
      const printed = /Interrupted \(SIGTERM\): run (\S+) is recorded as interrupted; finished steps: (.*)/.exec(stderr);
      if (!printed) reject(new Error(`not interrupted (exit ${code}): ${stderr}`));
      else resolve({ code, runId: printed[1]!, finished: printed[2]!.split(", "), stderr });
    });
  });
}

interface StoredRun {
  status: string;
  events: { type: string; stepId?: string; status?: string }[];
}
const stored = (runId: string): StoredRun => {
  const shown = cli(["--json", "runs", "show", runId], { cwd });
  expect(shown.code, shown.stderr).toBe(0);
  return JSON.parse(shown.stdout) as StoredRun;
};
const started = (run: StoredRun) => run.events.filter((event) => event.type === "plan-step-start").map((event) => event.stepId);

interface Summary {
  runId: string;
  status: string;
  outDir: string;
  reused: string[];
  finished: string[];
  answer: { rows: unknown[][]; text: string };
}

describe("run --resume <run-id> (a data run)", () => {
  let expected: Summary;
  beforeAll(() => {
    const fresh = cli(["--json", "run", QUESTION, "--data", "shipments.csv"], { cwd });
    expect(fresh.code, fresh.stderr).toBe(0);
    expected = JSON.parse(fresh.stdout) as Summary;
  });

  it("continues after the load step: the answer is the one of an uninterrupted run, load is not run again, same folder", async () => {
    const first = await interruptedRun("shipments.csv");
    expect(first.code, first.stderr).toBe(143);
    expect(first.finished).toEqual(["load"]);
    expect(stored(first.runId).status).toBe("interrupted");
    expect(existsSync(join(cwd, "out", first.runId, "resume.json"))).toBe(true);
    // runs show says how to continue it.
    expect(cli(["runs", "show", first.runId], { cwd }).stdout).toContain(`modular-planner run --resume ${first.runId}`);

    const resumed = cli(["--json", "run", "--resume", first.runId], { cwd });
    expect(resumed.code, resumed.stderr).toBe(0);
    const summary = JSON.parse(resumed.stdout) as Summary;
    expect(summary).toMatchObject({ runId: first.runId, status: "succeeded", reused: ["load"], outDir: join(cwd, "out", first.runId) });
    expect(summary.finished).toEqual(expect.arrayContaining(["load", "analyze", "chart", "save"]));
    expect(summary.answer.rows).toEqual(expected.answer.rows);
    expect(summary.answer.text).toBe(expected.answer.text);
    const run = stored(first.runId);
    expect(run.status).toBe("succeeded");
    // load started once (the first attempt); analyze twice (held, then run); no event lost.
    expect(started(run).filter((id) => id === "load")).toHaveLength(1);
    expect(started(run).filter((id) => id === "analyze")).toHaveLength(2);
    expect(await readFile(join(cwd, "out", first.runId, "answer.csv"), "utf8")).toContain("BlueLine");
    expect(existsSync(join(cwd, "out", first.runId, "report.html"))).toBe(true);
    expect(JSON.parse(await readFile(join(cwd, "out", first.runId, "resume.json"), "utf8"))).toMatchObject({
      runId: first.runId,
      question: QUESTION,
      data: { path: join(cwd, "shipments.csv") },
    });

    // Nothing left to resume.
    const again = cli(["run", "--resume", first.runId], { cwd });
    expect(again.code).toBe(3);
    expect(again.stderr).toContain(`Run ${first.runId} already succeeded`);
  });

  it("a finished analysis table is read from its checkpoint: only the step left is run", async () => {
    const first = await interruptedRun("shipments.csv", "save", ["load", "analyze", "chart"]);
    expect(first.code, first.stderr).toBe(143);
    expect([...first.finished].sort()).toEqual(["analyze", "chart", "load"]);
    expect(existsSync(join(cwd, "out", first.runId, "checkpoints", "analyze.parquet"))).toBe(true);

    const resumed = cli(["run", "--resume", first.runId], { cwd });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Resumed run ${first.runId}: reused load, analyze, chart`);
    expect(resumed.stdout).toContain("BlueLine");
    const run = stored(first.runId);
    expect(run.status).toBe("succeeded");
    expect(
      started(run)
        .filter((id) => id !== "save")
        .sort(),
    ).toEqual(["analyze", "chart", "load"]);
    expect(started(run).filter((id) => id === "save")).toHaveLength(2);
    expect(await readFile(join(cwd, "out", first.runId, "answer.csv"), "utf8")).toContain("BlueLine");
    expect(existsSync(join(cwd, "out", first.runId, "checkpoints"))).toBe(false);
  });

  it("after SIGKILL (no checkpoint written): the run is marked interrupted, and the finished analysis a step still needs runs again", async () => {
    const before = new Set((JSON.parse(cli(["--json", "runs", "list"], { cwd }).stdout) as { runs: { runId: string }[] }).runs.map((run) => run.runId));
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", holdStep, BIN, "run", QUESTION, "--data", "shipments.csv"], {
        cwd,
        env: { ...process.env, CI: "true", MP_HOLD_STEP: "save" },
        stdio: ["ignore", "ignore", "pipe"],
      });
      let stderr = "";
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
        if (stderr.includes("held: save") && /\] chart \(render_chart\) succeeded/.test(stderr)) child.kill("SIGKILL");
      });
      child.on("error", reject);
      child.on("close", () => resolve());
    });
    const runs = (JSON.parse(cli(["--json", "runs", "list"], { cwd }).stdout) as { runs: { runId: string; status: string }[] }).runs.filter(
      (run) => !before.has(run.runId),
    );
    expect(runs.map((run) => run.status)).toEqual(["interrupted"]);
    const runId = runs[0]!.runId;
    expect(existsSync(join(cwd, "out", runId, "checkpoints"))).toBe(false);

    const resumed = cli(["run", "--resume", runId], { cwd });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toContain(`Resumed run ${runId}: reused load, chart; ran again analyze (no checkpoint of its table)`);
    const run = stored(runId);
    expect(run.status).toBe("succeeded");
    expect(started(run).filter((id) => id === "load")).toHaveLength(1);
    expect(started(run).filter((id) => id === "chart")).toHaveLength(1);
    expect(started(run).filter((id) => id === "analyze")).toHaveLength(2);
  });

  it("a run being resumed cannot be resumed again until it stops; a resumed run interrupted again resumes once more", async () => {
    const first = await interruptedRun("shipments.csv");
    expect(first.finished).toEqual(["load"]);
    // The resume, held on analyze again.
    const child = spawn(process.execPath, ["--import", holdStep, BIN, "run", "--resume", first.runId], {
      cwd,
      env: { ...process.env, CI: "true", MP_HOLD_STEP: "analyze" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
        stderr += chunk;
        if (stderr.includes("held: analyze")) resolve();
      });
      void exited.then(() => reject(new Error(`the resume ended before its step was held: ${stderr}`)));
    });
    child.stdout.resume();
    const meanwhile = cli(["run", "--resume", first.runId], { cwd });
    expect(meanwhile.code).toBe(3);
    expect(meanwhile.stderr).toMatch(new RegExp(`Run ${first.runId} is still running \\(process ${child.pid} on \\S+ resumes it\\)`));
    child.kill("SIGTERM");
    expect(await exited).toBe(143);
    expect(stderr).toContain(`Interrupted (SIGTERM): run ${first.runId} is recorded as interrupted; finished steps: load`);
    expect(stored(first.runId).status).toBe("interrupted");

    const last = cli(["--json", "run", "--resume", first.runId], { cwd });
    expect(last.code, last.stderr).toBe(0);
    expect(JSON.parse(last.stdout)).toMatchObject({ status: "succeeded", reused: ["load"] });
    expect(existsSync(join(cwd, "out", first.runId, "resume.lock"))).toBe(false);
    // load ran once over the three attempts.
    expect(started(stored(first.runId)).filter((id) => id === "load")).toHaveLength(1);
  });

  it("continues a run that failed: its held step timed out (limits.stepTimeoutMs of another config), the resume runs it", async () => {
    await writeFile(join(cwd, "short-steps.json"), JSON.stringify({ limits: { stepTimeoutMs: 500 } }));
    const failed = await new Promise<{ code: number | null; stdout: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ["--import", holdStep, BIN, "--json", "-c", "short-steps.json", "run", QUESTION, "--data", "shipments.csv"], {
        cwd,
        env: { ...process.env, CI: "true", MP_HOLD_STEP: "analyze" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let stdout = "";
      child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
      child.stderr.resume();
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout }));
    });
    expect(failed.code).toBe(1);
    const summary = JSON.parse(failed.stdout) as Summary & { failed: { stepId: string }[] };
    expect(summary.status).not.toBe("succeeded");
    expect(summary.failed.map((failure) => failure.stepId)).toEqual(["analyze"]);

    const resumed = cli(["--json", "run", "--resume", summary.runId], { cwd });
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(JSON.parse(resumed.stdout)).toMatchObject({ runId: summary.runId, status: "succeeded", reused: ["load"] });
    expect(stored(summary.runId).status).toBe("succeeded");
  });

  it("refuses to resume when the data file changed or is gone, saying which", async () => {
    await copyFile(join(cwd, "shipments.csv"), join(cwd, "changing.csv"));
    const first = await interruptedRun("changing.csv");
    expect(first.code, first.stderr).toBe(143);
    // Its own question, data and table only.
    const extra = cli(["run", "--resume", first.runId, "--data", "changing.csv", "--table", "t"], { cwd });
    expect(extra.code).toBe(3);
    expect(extra.stderr).toContain(`--resume ${first.runId} continues the stored run with its own question, data file and table; it takes no --data, --table`);
    const later = new Date(Date.now() + 60_000);
    await utimes(join(cwd, "changing.csv"), later, later);
    const touched = cli(["run", "--resume", first.runId], { cwd });
    expect(touched.code).toBe(3);
    expect(touched.stderr).toContain(`The data file of run ${first.runId} changed since the run (modified `);
    expect(touched.stderr).not.toMatch(/\n\s+at /);

    await appendFile(join(cwd, "changing.csv"), "S999,2024-03-01,BlueLine,north,1.0,6.7,1,false\n");
    const grown = cli(["run", "--resume", first.runId], { cwd });
    expect(grown.stderr).toMatch(/changed since the run \(size \d+ → \d+ bytes/);

    await rm(join(cwd, "changing.csv"));
    const gone = cli(["--json", "run", "--resume", first.runId], { cwd });
    expect(gone.code).toBe(3);
    expect(JSON.parse(gone.stdout).error.message).toBe(`The data file of run ${first.runId} is gone: ${join(cwd, "changing.csv")}`);
    // Still interrupted: a refused resume changes nothing.
    expect(stored(first.runId).status).toBe("interrupted");

    // A resume record that cannot be read is one line and a hint too.
    await mkdir(join(cwd, "out", "broken-run"), { recursive: true });
    await writeFile(join(cwd, "out", "broken-run", "resume.json"), "{");
    const broken = cli(["run", "--resume", "broken-run"], { cwd });
    expect(broken.code).toBe(3);
    expect(broken.stderr).toContain(`${join(cwd, "out", "broken-run", "resume.json")} cannot be read`);
    expect(broken.stderr).not.toMatch(/\n\s+at /);
  });
});
