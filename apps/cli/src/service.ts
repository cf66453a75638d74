import { randomUUID } from "node:crypto";
import { writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { ModularPlannerError, type RunEvent } from "@modular-planner/core";
import { createExecutor, createInMemoryApprovalQueue, createJsonlRunStore, type ApprovalQueue, type RunResult } from "@modular-planner/executor";
import { planToJson, planToMermaid, planToYaml, type PlanResult } from "@modular-planner/planner";
import type { CliConfig } from "./config.js";
import { createPlannerFor, describeDataset } from "./pipeline.js";
import { renderReport } from "./report.js";
import { createRuntime, type Runtime } from "./runtime.js";

export interface PlannedQuestion {
  runId: string;
  outDir: string;
  planned: PlanResult;
  dataPath: string;
  runtime: Runtime;
  tools: Awaited<ReturnType<typeof describeDataset>>["tools"];
  close(): Promise<void>;
}

export interface RunSummary {
  runId: string;
  status: RunResult["status"];
  outDir: string;
  report: string;
  plan: string[];
  requirements: PlanResult["requirements"];
  coverage: Record<string, string[]>;
  files: string[];
  failed: RunResult["failed"];
  skipped: RunResult["skipped"];
  repairs: RunResult["repairs"];
  durationMs: number;
}

export function newRunId(): string {
  return `${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomUUID().slice(0, 8)}`;
}

/** Reads the data's schema and plans the question; the caller closes the result. */
export async function planQuestion(input: { question: string; data: string | undefined; config: CliConfig; runId?: string; onProgress?: (message: string) => void }): Promise<PlannedQuestion> {
  if (!input.question.trim()) throw new ModularPlannerError("configuration-invalid", "The question is empty", { hint: 'Ask something, e.g. modular-planner run "total revenue by region" --data sales.csv' });
  if (!input.data) throw new ModularPlannerError("configuration-invalid", "No data file given", { hint: "Pass --data <file.csv|.parquet|.json>." });
  const runtime = await createRuntime(input.config);
  const runId = input.runId ?? newRunId();
  const outDir = resolve(input.config.output.dir, runId);
  try {
    input.onProgress?.("Reading the data schema…");
    const { dataset, tools } = await describeDataset(input.data, outDir);
    input.onProgress?.("Planning…");
    try {
      const planned = await createPlannerFor(runtime).plan({ text: input.question, dataset });
      return {
        runId,
        outDir,
        planned,
        dataPath: resolve(input.data),
        runtime,
        tools,
        close: async () => {
          tools.close();
          await runtime.close();
        },
      };
    } catch (error) {
      tools.close();
      throw error;
    }
  } catch (error) {
    await runtime.close();
    throw error;
  }
}

/** Executes a planned question and writes plan files, tables, charts, result.json and report.html. */
export async function runPlanned(planned: PlannedQuestion, options: { question: string; approvals?: ApprovalQueue; onEvent?: (event: RunEvent) => void; signal?: AbortSignal; started?: number }): Promise<RunSummary> {
  const { outDir, runtime, tools } = planned;
  const plan = planned.planned.plan;
  await writeFile(join(outDir, "plan.json"), planToJson(plan));
  await writeFile(join(outDir, "plan.yaml"), planToYaml(plan, runtime.registry.catalog));
  await writeFile(join(outDir, "plan.mmd"), planToMermaid(plan));
  const executor = createExecutor({
    executors: [tools, ...(runtime.mcp ? [runtime.mcp.executor] : [])],
    catalog: runtime.registry.catalog,
    concurrency: runtime.config.limits.concurrency,
    stepTimeoutMs: runtime.config.limits.stepTimeoutMs,
    approvals: options.approvals ?? createInMemoryApprovalQueue({ decide: () => "denied" }),
    store: createJsonlRunStore({ path: join(outDir, "run.jsonl") }),
    maxReplans: runtime.config.limits.maxReplans,
  });
  const run = await executor.run(plan, { runId: planned.runId, ...(options.onEvent ? { onEvent: options.onEvent } : {}), ...(options.signal ? { signal: options.signal } : {}) });
  const files = Object.values(run.artifacts).filter((artifact) => (artifact.type === "file" || artifact.type === "chart") && artifact.uri).map((artifact) => artifact.uri!);
  const reportPath = join(outDir, "report.html");
  await writeFile(reportPath, await renderReport({ question: options.question, dataPath: planned.dataPath, planned: planned.planned, run, files }));
  const summary: RunSummary = {
    runId: run.runId,
    status: run.status,
    outDir,
    report: reportPath,
    plan: plan.steps.map((step) => step.tool),
    requirements: planned.planned.requirements,
    coverage: planned.planned.report.coverage,
    files,
    failed: run.failed,
    skipped: run.skipped,
    repairs: run.repairs,
    durationMs: Math.round(performance.now() - (options.started ?? performance.now())),
  };
  await writeFile(join(outDir, "result.json"), JSON.stringify(summary, null, 2));
  return summary;
}
