import { readFile } from "node:fs/promises";
import type { Artifact, JsonValue } from "@modular-planner/core";
import { describeParamValues, planToMermaid, type PlanResult } from "@modular-planner/planner";
import type { RunResult } from "@modular-planner/executor";
import type { RouteSummary } from "./service.js";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function tableHtml(artifact: Artifact, limit = 50): string {
  const rows = (Array.isArray(artifact.value) ? artifact.value : []) as Record<string, JsonValue>[];
  const columns = artifact.columns?.map((column) => column.name) ?? Object.keys(rows[0] ?? {});
  const cell = (value: JsonValue | undefined) => escape(typeof value === "number" && !Number.isInteger(value) ? value.toFixed(2) : String(value ?? ""));
  return `<table class="data" data-step="${escape(artifact.stepId)}"><thead><tr>${columns.map((c) => `<th>${escape(c)}</th>`).join("")}</tr></thead><tbody>${rows
    .slice(0, limit)
    .map((row) => `<tr>${columns.map((c) => `<td>${cell(row[c])}</td>`).join("")}</tr>`)
    .join("")}</tbody></table><p class="note">${artifact.rowCount ?? rows.length} rows${(artifact.rowCount ?? 0) > limit ? `, first ${limit} shown` : ""}</p>`;
}

function routeHtml(route: RouteSummary): string {
  const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>` : "<p class=\"note\">none</p>");
  return `<h2>Route</h2>
<table id="route"><tbody>
<tr><th>route</th><td>${escape(route.route)}</td></tr>
<tr><th>intent</th><td>${escape(route.intent)}${route.template ? ` (template ${escape(route.template)})` : ""}</td></tr>
<tr><th>confidence</th><td>${route.confidence}</td></tr>
<tr><th>classifier</th><td>${escape(route.classifier)}${route.fallback ? ` (fallback: ${escape(route.fallback)})` : ""}</td></tr>
<tr><th>justification</th><td>${escape(route.justification)}</td></tr>
<tr><th>summary</th><td>${escape(route.user_summary)}</td></tr>
</tbody></table>
<h3>Assumptions</h3><div id="route-assumptions">${list(route.assumptions)}</div>
<h3>Risks</h3><div id="route-risks">${list(route.risks)}</div>
${route.excluded.length ? `<h3>Excluded routes</h3><div id="route-excluded">${list(route.excluded)}</div>` : ""}`;
}

/** A self-contained HTML page: question, requirements, plan DAG, coverage, tables, charts, timings. */
export async function renderReport(input: { question: string; dataPath: string; route?: RouteSummary; planned: PlanResult; run: RunResult; files: string[]; status?: string }): Promise<string> {
  const { planned, run } = input;
  const status = input.status ?? run.status;
  const tables = Object.values(run.artifacts).filter((artifact) => artifact.type === "table" && run.plan.steps.some((step) => step.id === artifact.stepId && step.satisfies.length > 0));
  const charts = await Promise.all(Object.values(run.artifacts).filter((artifact) => artifact.type === "chart" && artifact.uri).map(async (artifact) => ({ artifact, svg: await readFile(artifact.uri!, "utf8") })));
  const coverage = Object.entries(planned.report.coverage);
  const durations = new Map<string, number>();
  const stepRows = run.plan.steps
    .map((step) => {
      const status = run.finished.includes(step.id) ? "finished" : run.failed.find((f) => f.stepId === step.id) ? `failed: ${run.failed.find((f) => f.stepId === step.id)!.error}` : run.skipped.find((s) => s.stepId === step.id) ? `skipped: ${run.skipped.find((s) => s.stepId === step.id)!.reason}` : "not run";
      return `<tr><td>${escape(step.id)}</td><td><code>${escape(step.tool)}</code></td><td>${escape(step.satisfies.join(", "))}</td><td>${describeParamValues(step).map(escape).join("<br>")}</td><td>${escape(status)}</td><td>${durations.get(step.id) ?? ""}</td></tr>`;
    })
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Modular Planner report</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:1100px;color:#1b1b1b;padding:0 1rem}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem;border-bottom:1px solid #ddd}
table{border-collapse:collapse;margin:.5rem 0}td,th{border:1px solid #ddd;padding:.25rem .5rem;font-size:.85rem;text-align:left}
th{background:#f4f4f4}.note{color:#666;font-size:.8rem}pre{background:#f7f7f7;padding:.75rem;overflow:auto}
.ok{color:#0a7d24}.bad{color:#b3261e}.chart{margin:1rem 0}
</style></head><body>
<h1 id="question">${escape(input.question)}</h1>
<p class="note">Data: ${escape(input.dataPath)} · run ${escape(run.runId)} · status <strong class="${status === "succeeded" ? "ok" : "bad"}">${status}</strong> · template ${escape(planned.template ?? "none")}</p>
${input.route ? routeHtml(input.route) : ""}
<h2>Requirements</h2>
<pre id="requirements">${escape(JSON.stringify(planned.requirements, null, 2))}</pre>
<h2>Plan</h2>
<table id="plan"><thead><tr><th>step</th><th>tool</th><th>satisfies</th><th>values (and where they came from)</th><th>status</th><th></th></tr></thead><tbody>${stepRows}</tbody></table>
<pre class="mermaid" id="dag">${escape(planToMermaid(run.plan))}</pre>
<h2>Coverage</h2>
<table id="coverage"><thead><tr><th>requirement</th><th>covered by</th></tr></thead><tbody>${coverage.map(([requirement, steps]) => `<tr><td>${escape(requirement)}</td><td class="${steps.length ? "ok" : "bad"}">${escape(steps.join(", ") || "not covered")}</td></tr>`).join("")}</tbody></table>
${planned.report.removedSteps.length ? `<p class="note">Removed as unjustified: ${escape(planned.report.removedSteps.join(", "))}</p>` : ""}
<h2>Charts</h2>
${charts.map(({ artifact, svg }) => `<figure class="chart" data-step="${escape(artifact.stepId)}">${svg}<figcaption class="note">${escape(artifact.stepId)}: ${escape(String((artifact.metadata.series as string[] | undefined)?.join(", ") ?? ""))}</figcaption></figure>`).join("\n") || "<p>No chart was requested.</p>"}
<h2>Tables</h2>
${tables.map((artifact) => `<h3>${escape(artifact.stepId)}</h3>${tableHtml(artifact)}`).join("\n") || "<p>No table.</p>"}
<h2>Files</h2>
<ul>${input.files.map((file) => `<li>${escape(file)}</li>`).join("")}</ul>
<h2>Timings</h2>
<table id="timings"><thead><tr><th>stage</th><th>ms</th><th>decision</th></tr></thead><tbody>${planned.trace.map((entry) => `<tr><td>${escape(entry.stage)}</td><td>${entry.durationMs.toFixed(1)}</td><td>${escape(entry.decision)}</td></tr>`).join("")}<tr><td>execute</td><td>${run.durationMs.toFixed(1)}</td><td>${escape(`${run.finished.length} steps finished`)}</td></tr></tbody></table>
</body></html>
`;
}
