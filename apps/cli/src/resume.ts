// `run --resume <run-id>` for a data run that was interrupted or failed: what a run keeps to be
// resumed (out/<run-id>/resume.json, checkpoints of its tables), and how a resumed run is set up.
import { existsSync, statSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { ModularPlannerError, type Artifact, type Plan, type RunRecord } from "@modular-planner/core";
import { createToolCatalog, stepDependencies } from "@modular-planner/kit";
import type { PlanResult } from "@modular-planner/planner";
import type { CliConfig } from "./config.js";
import type { Redactor } from "./redact.js";
import type { Runtime } from "./runtime.js";
import type { PlannedAnalysis, PlannedQuestion, RouteSummary } from "./service.js";

/** What a data run keeps, beside its record, to be resumed: in `out/<run-id>/`. */
export const RESUME_FILE = "resume.json";
/** Tables of finished steps, written when a run stops before the end (`<step-id>.parquet`). */
export const CHECKPOINTS_DIR = "checkpoints";

/**
 * out/<run-id>/resume.json: the question (its secrets redacted, like every file of the run), the data
 * file with its size and modification time when the run started, the table, and the plan as run
 * with its route. No option holds a secret; the token of `serve` is never in it.
 */
export interface ResumeRecord {
  version: 1;
  runId: string;
  question: string;
  data: { path: string; size: number; mtimeMs: number };
  table?: string;
  /** `analysis`: the plan was made through the analysis spec and runs on the registry's tools plus the analysis tools. */
  catalog: "analysis" | "registry";
  route: RouteSummary;
  planned: PlanResult;
  analysis?: PlannedAnalysis;
}

const RUN_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export const runFolder = (config: CliConfig, runId: string) => resolve(config.output.dir, runId);

/** Whether `runId` names a data run that kept what it needs to be resumed. */
export function isResumableDataRun(config: CliConfig, runId: string): boolean {
  return RUN_ID.test(runId) && existsSync(join(runFolder(config, runId), RESUME_FILE));
}

/** Writes out/<run-id>/resume.json for a data run about to execute (everything in it redacted). */
export async function writeResumeRecord(planned: PlannedQuestion, question: string, redactor: Redactor): Promise<void> {
  await writeFile(join(planned.outDir, RESUME_FILE), JSON.stringify(resumeRecordOf(planned, question, redactor), null, 2), { mode: 0o600 });
}

/** The resume record of a planned data run (everything in it redacted): what a queued run's job carries. */
export function resumeRecordOf(planned: PlannedQuestion, question: string, redactor: Redactor): ResumeRecord {
  const stats = statSync(planned.dataPath);
  const table = planned.planned.plan.steps.find((step) => step.tool === "load_data" && typeof step.params.table === "string")?.params.table as
    | string
    | undefined;
  const record: ResumeRecord = {
    version: 1,
    runId: planned.runId,
    question: redactor.text(question),
    data: { path: planned.dataPath, size: stats.size, mtimeMs: stats.mtimeMs },
    ...(table ? { table } : {}),
    catalog: planned.catalog ? "analysis" : "registry",
    route: redactor.json(planned.route),
    planned: redactor.json(planned.planned),
    ...(planned.analysis ? { analysis: redactor.json(planned.analysis) } : {}),
  };
  return record;
}

/** A run that succeeded needs no checkpoint (copies of its tables) any more; resume.json stays, so a resume of it says it succeeded. */
export async function removeCheckpoints(outDir: string): Promise<void> {
  await rm(join(outDir, CHECKPOINTS_DIR), { recursive: true, force: true });
}

const dependantsOf = (plan: Plan) => {
  const dependants = new Map<string, string[]>(plan.steps.map((step) => [step.id, []]));
  for (const step of plan.steps) for (const id of stepDependencies(step)) dependants.get(id)?.push(step.id);
  return dependants;
};

/** Tables of finished steps that a step still to run needs: the ones to write as checkpoints when the run stops early. */
export function tablesToCheckpoint(plan: Plan, finished: readonly string[], artifacts: Record<string, Artifact>): Artifact[] {
  const done = new Set(finished);
  const dependants = dependantsOf(plan);
  return plan.steps
    .filter(
      (step) =>
        done.has(step.id) && step.tool !== "load_data" && artifacts[step.id]?.type === "table" && (dependants.get(step.id) ?? []).some((id) => !done.has(id)),
    )
    .map((step) => artifacts[step.id]!);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The run's record as it is in out/<run-id>/run.jsonl, after runs left `running` by a dead process were marked interrupted. */
async function loadRecord(config: CliConfig, runId: string): Promise<RunRecord | undefined> {
  const { openSqliteForReading } = await import("./stores.js");
  // Opening the SQLite store marks the runs of dead processes interrupted, in both records.
  const opened = await openSqliteForReading(config);
  await opened?.store?.close();
  const { createJsonlRunStore } = await import("@modular-planner/executor");
  const jsonl = createJsonlRunStore({ path: join(runFolder(config, runId), "run.jsonl") });
  try {
    const record = await jsonl.loadRun(runId);
    // Without a SQLite store nothing swept the record: a run of a dead process of this host was interrupted.
    if (record?.status === "running" && record.owner && record.owner.host === hostname() && record.owner.pid !== process.pid && !isAlive(record.owner.pid)) {
      await jsonl.updateRunStatus(runId, "interrupted");
      return { ...record, status: "interrupted" };
    }
    return record;
  } finally {
    await jsonl.close();
  }
}

/** The artifact of each step the record says succeeded (the last attempt's). */
function finishedArtifacts(record: RunRecord): Map<string, Artifact> {
  const finished = new Map<string, Artifact>();
  for (const event of record.events) {
    if (event.type !== "plan-step-finish") continue;
    if (event.status === "succeeded" && event.artifact) finished.set(event.stepId, event.artifact);
    else finished.delete(event.stepId);
  }
  return finished;
}

export interface ResumedRun {
  planned: PlannedQuestion;
  /** Artifacts of the finished steps the run reuses, by step id (those steps are not run again). */
  reuse: Record<string, Artifact>;
  /** The record so far: the resumed run continues it (none: the run starts afresh, as a queued run's first attempt). */
  record?: RunRecord;
  /** Finished steps run again: their table was in memory of the stopped process and no checkpoint of it was written (it was killed). */
  rerun: string[];
}

/**
 * Sets a data run up to continue from its finished steps: checks its record (interrupted, failed,
 * partial or cancelled; not running, not succeeded) and its data file (still there, same size and
 * modification time), and gives each finished step's output back: a file or chart it wrote is
 * kept as recorded, the data file is attached again, a table is read from its checkpoint; a
 * table whose every dependant is reused is kept as recorded (its preview is the answer).
 */
export async function prepareResume(config: CliConfig, runId: string, onProgress?: (message: string) => void): Promise<ResumedRun> {
  const release = await lockResume(runFolder(config, runId), runId);
  try {
    const resumed = await setUp(config, runId, onProgress);
    const close = resumed.planned.close;
    return { ...resumed, planned: { ...resumed.planned, close: () => close().finally(release) } };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * One resume of a run at a time: out/<run-id>/resume.lock, created exclusively, holds the pid and
 * host of the process resuming it (the record says `running` only once the run has started). A lock
 * of a process of this host that is gone is taken over.
 */
async function lockResume(outDir: string, runId: string): Promise<() => Promise<void>> {
  const file = join(outDir, "resume.lock");
  const mine = JSON.stringify({ pid: process.pid, host: hostname() });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, mine, { flag: "wx" });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(await readFile(file, "utf8")) as typeof holder;
      } catch {
        // torn or removed meanwhile: taken over below
      }
      const alive = holder.host === undefined || holder.host !== hostname() || (typeof holder.pid === "number" && isAlive(holder.pid));
      if (alive && holder.pid !== undefined)
        throw new ModularPlannerError(
          "configuration-invalid",
          `Run ${runId} is still running (process ${holder.pid} on ${holder.host ?? "another host"} resumes it)`,
          { hint: "Wait for it to end, or stop it (Ctrl-C, SIGTERM); then resume it.", details: { input: true } },
        );
      await rm(file, { force: true });
    }
  }
  throw new ModularPlannerError("configuration-invalid", `Run ${runId} is being resumed by another process`, {
    hint: "Wait for it to end; then resume it.",
    details: { input: true },
  });
}

async function setUp(config: CliConfig, runId: string, onProgress?: (message: string) => void): Promise<ResumedRun> {
  const outDir = runFolder(config, runId);
  let saved: ResumeRecord;
  try {
    saved = JSON.parse(await readFile(join(outDir, RESUME_FILE), "utf8")) as ResumeRecord;
  } catch (error) {
    throw new ModularPlannerError("configuration-invalid", `${join(outDir, RESUME_FILE)} cannot be read: ${(error as Error).message}`, {
      hint: `The run cannot be resumed without it: ask the question again with modular-planner run "<question>" --data <file>`,
      details: { input: true },
    });
  }
  if (saved.version !== 1 || saved.runId !== runId || !saved.planned?.plan)
    throw new ModularPlannerError("configuration-invalid", `${join(outDir, RESUME_FILE)} is not the resume record of run ${runId}`, {
      hint: `Ask the question again with modular-planner run "<question>" --data <file>`,
      details: { input: true },
    });
  const record = await loadRecord(config, runId);
  if (!record)
    throw new ModularPlannerError("configuration-invalid", `Run ${runId} has no record in ${join(outDir, "run.jsonl")}`, {
      hint: `Run the question again: modular-planner run "<question>" --data ${saved.data.path}`,
    });
  if (record.status === "succeeded")
    throw new ModularPlannerError("configuration-invalid", `Run ${runId} already succeeded: there is nothing to resume`, {
      hint: `Its answer is in ${join(outDir, "result.json")} and ${join(outDir, "report.html")}.`,
      details: { input: true },
    });
  if (record.status === "running") {
    const owner = record.owner ? ` (process ${record.owner.pid} on ${record.owner.host})` : "";
    throw new ModularPlannerError("configuration-invalid", `Run ${runId} is still running${owner}`, {
      hint: "Wait for it to end, or stop it (Ctrl-C, SIGTERM); then resume it.",
      details: { input: true },
    });
  }
  const { path } = saved.data;
  if (!existsSync(path))
    throw new ModularPlannerError("configuration-invalid", `The data file of run ${runId} is gone: ${path}`, {
      hint: `Put the file back at that path to resume the run, or ask the question again with another file: modular-planner run "<question>" --data <file>`,
      details: { input: true },
    });
  const stats = statSync(path);
  if (stats.size !== saved.data.size || stats.mtimeMs !== saved.data.mtimeMs) {
    const what = [
      stats.size !== saved.data.size ? `size ${saved.data.size} → ${stats.size} bytes` : undefined,
      stats.mtimeMs !== saved.data.mtimeMs ? `modified ${new Date(saved.data.mtimeMs).toISOString()} → ${new Date(stats.mtimeMs).toISOString()}` : undefined,
    ]
      .filter(Boolean)
      .join(", ");
    throw new ModularPlannerError("configuration-invalid", `The data file of run ${runId} changed since the run (${what}): ${path}`, {
      hint: `Its finished steps read the old contents, so the run cannot continue from them: ask the question again with modular-planner run "<question>" --data ${path}`,
      details: { input: true },
    });
  }

  return restoreRun(config, saved, record, { onProgress });
}

/**
 * A run set up from its resume record: with its record so far, the finished steps' outputs to reuse
 * (as `setUp` explains); without one, a fresh start. `runtime`: a runtime to use (and not close),
 * as a worker's shared one; otherwise one is created and closed with the run. Used by `run --resume`
 * and by queue workers (a job's resume record is its whole input, queue/job.ts).
 */
export async function restoreRun(
  config: CliConfig,
  saved: ResumeRecord,
  record: RunRecord | undefined,
  options: { onProgress?: (message: string) => void; runtime?: Runtime } = {},
): Promise<ResumedRun> {
  const { onProgress } = options;
  const runId = saved.runId;
  const outDir = runFolder(config, runId);
  const { path } = saved.data;
  const plan = saved.planned.plan;
  const finished = record ? finishedArtifacts(record) : new Map<string, Artifact>();
  const dependants = dependantsOf(plan);
  const checkpoint = (id: string) => join(outDir, CHECKPOINTS_DIR, `${id}.parquet`);
  // Reused as recorded: a file or chart still on disk, or any output whose dependants are all reused.
  const asRecorded = new Set<string>();
  for (let changed = true; changed; ) {
    changed = false;
    for (const [id, artifact] of finished) {
      if (asRecorded.has(id)) continue;
      const onDisk = (artifact.type === "file" || artifact.type === "chart") && artifact.uri !== undefined && existsSync(artifact.uri);
      if (onDisk || (dependants.get(id) ?? []).every((dependant) => asRecorded.has(dependant))) {
        asRecorded.add(id);
        changed = true;
      }
    }
  }

  const { createRuntime } = await import("./runtime.js");
  const { createDataToolExecutor, ANALYSIS_TOOLS } = await import("@modular-planner/tools-data");
  const runtime = options.runtime ?? (await createRuntime(config));
  const closeRuntime = () => (options.runtime ? Promise.resolve() : runtime.close());
  const tools = createDataToolExecutor({ outputDir: outDir });
  try {
    const catalog = saved.catalog === "analysis" ? createToolCatalog([...runtime.registry.catalog.tools, ...ANALYSIS_TOOLS]) : runtime.registry.catalog;
    const reuse: Record<string, Artifact> = {};
    const rerun: string[] = [];
    for (const step of plan.steps) {
      const artifact = finished.get(step.id);
      if (!artifact) continue;
      if (asRecorded.has(step.id)) reuse[step.id] = artifact;
      else if (step.tool === "load_data") {
        // The table of a loaded file lived in the stopped process: the unchanged file is attached again.
        onProgress?.(`Attaching ${path} again for ${step.id}…`);
        reuse[step.id] = await tools.execute({ step, tool: catalog.get("load_data")!, params: step.params, inputs: {}, signal: new AbortController().signal });
      } else if (artifact.type === "table" && existsSync(checkpoint(step.id))) reuse[step.id] = await tools.importTable(artifact, checkpoint(step.id));
      else rerun.push(step.id);
    }
    const planned: PlannedQuestion = {
      runId,
      question: saved.question,
      ...(saved.analysis ? { analysis: saved.analysis } : {}),
      ...(saved.catalog === "analysis" ? { catalog } : {}),
      outDir,
      route: saved.route,
      planned: saved.planned,
      dataPath: path,
      runtime,
      tools,
      close: async () => {
        tools.close();
        await closeRuntime();
      },
    };
    return { planned, reuse, ...(record ? { record } : {}), rerun };
  } catch (error) {
    tools.close();
    await closeRuntime();
    throw error;
  }
}
