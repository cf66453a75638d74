import { readFile, stat } from "node:fs/promises";
import { basename } from "node:path";
import type { Artifact, JsonValue } from "@modular-planner/core";
import { stepDependencies } from "@modular-planner/kit";
import { describeParamValues, planToMermaid, type PlanResult } from "@modular-planner/planner";
import type { RunResult } from "@modular-planner/executor";
import { parseCsv } from "./report/csv.js";
import { answerHeadline, shapeFromSpec, shapeFromTable, type AnswerTable } from "./report/headline.js";
import { planGraphSvg, STATUS_COLOURS, type PlanGraphNode, type StepStatus } from "./report/plan-graph.js";
import type { PlannedAnalysis, RouteSummary, RunAnswer } from "./service.js";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Rows of the answer table visible before "show all". */
export const ANSWER_FIRST_ROWS = 10;
/** Rows of the answer table written into the page (all rows stay in the CSV download). */
export const ANSWER_PAGE_ROWS = 1000;
/** Files embedded as data: URLs up to this size; larger ones are linked beside the report. */
const EMBED_LIMIT_BYTES = 4 * 1024 * 1024;

const dataUrl = (mime: string, content: string | Buffer) => `data:${mime};base64,${Buffer.from(content).toString("base64")}`;

const cellText = (value: JsonValue | undefined) =>
  typeof value === "number"
    ? new Intl.NumberFormat("en-US", { maximumFractionDigits: 2, useGrouping: Math.abs(value) >= 10_000 }).format(value)
    : value === null || value === undefined
      ? ""
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);

function tableHtml(artifact: Artifact, limit = 50): string {
  const rows = (Array.isArray(artifact.value) ? artifact.value : []) as Record<string, JsonValue>[];
  const columns = artifact.columns?.map((column) => column.name) ?? Object.keys(rows[0] ?? {});
  return `<div class="table-wrap"><table class="data" data-step="${escape(artifact.stepId)}"><thead><tr>${columns.map((c) => `<th>${escape(c)}</th>`).join("")}</tr></thead><tbody>${rows
    .slice(0, limit)
    .map((row) => `<tr>${columns.map((c) => `<td>${escape(cellText(row[c]))}</td>`).join("")}</tr>`)
    .join(
      "",
    )}</tbody></table></div><p class="note">${artifact.rowCount ?? rows.length} rows${(artifact.rowCount ?? rows.length) > limit ? `, first ${limit} shown` : ""}</p>`;
}

/** The sortable answer table: every row in the page up to a cap, the first few visible until "show all". */
function answerTableHtml(table: AnswerTable, stepId: string, rowCount: number, flag?: string): string {
  const flagIndex = flag ? table.columns.indexOf(flag) : -1;
  // Flagged (unusual) rows are always in the page and never folded away.
  const flagged = (row: JsonValue[]) => flagIndex >= 0 && row[flagIndex] === true;
  const rows = [...table.rows.slice(0, ANSWER_PAGE_ROWS), ...table.rows.slice(ANSWER_PAGE_ROWS).filter(flagged)];
  const numeric = table.columns.map((_, index) => rows.length > 0 && rows.every((row) => row[index] === null || typeof row[index] === "number"));
  const head = table.columns
    .map(
      (column, index) => `<th${numeric[index] ? ' class="num"' : ""}><button type="button" title="Sort by ${escape(column)}">${escape(column)}</button></th>`,
    )
    .join("");
  const body = rows
    .map(
      (row, rowIndex) =>
        `<tr${flagged(row) ? ' class="flag"' : rowIndex >= ANSWER_FIRST_ROWS ? " hidden" : ""}>${row.map((value, index) => (numeric[index] && typeof value === "number" ? `<td class="num" data-v="${value}">${escape(cellText(value))}</td>` : `<td>${escape(cellText(value))}</td>`)).join("")}</tr>`,
    )
    .join("");
  const more = rows.length > ANSWER_FIRST_ROWS ? `<button type="button" class="toggle" data-toggle="answer-table">Show all ${rows.length} rows</button>` : "";
  const count = `${rowCount} ${rowCount === 1 ? "row" : "rows"}${rowCount > rows.length ? `; the page holds the first ${rows.length}, the CSV has all` : ""}`;
  return `<div class="table-wrap"><table class="data sortable" id="answer-table" data-step="${escape(stepId)}" data-limit="${ANSWER_FIRST_ROWS}"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div><p class="note">${more} ${escape(count)}${rows.length > 1 ? '<span class="sort-hint"> · click a column to sort</span>' : ""}</p>`;
}

function routeHtml(route: RouteSummary): string {
  const list = (items: string[]) => (items.length ? `<ul>${items.map((item) => `<li>${escape(item)}</li>`).join("")}</ul>` : '<p class="note">none</p>');
  return `<table id="route"><tbody>
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

function statusOf(run: RunResult, stepId: string): { status: StepStatus; detail?: string } {
  if (run.finished.includes(stepId)) return { status: "finished" };
  const failed = run.failed.find((entry) => entry.stepId === stepId);
  if (failed) return { status: "failed", detail: `failed: ${failed.error}` };
  const skipped = run.skipped.find((entry) => entry.stepId === stepId);
  if (skipped) return { status: "skipped", detail: `skipped: ${skipped.reason}` };
  return { status: "not-run" };
}

const tableRef = (value: JsonValue | undefined) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && typeof value.ref === "string" ? value.ref : undefined;

/** The whole answer table: the CSV the plan saved from it when there is one (the artifact keeps only a preview). */
async function fullAnswer(answer: RunAnswer, run: RunResult): Promise<{ table: AnswerTable; complete: boolean; csv?: { path: string; text?: string } }> {
  const preview: AnswerTable = { columns: answer.columns, rows: answer.rows };
  const saved = Object.values(run.artifacts).find(
    (artifact) =>
      artifact.type === "file" &&
      artifact.mimeType === "text/csv" &&
      artifact.uri &&
      run.plan.steps.some((step) => step.id === artifact.stepId && tableRef(step.params.table) === answer.stepId),
  );
  if (!saved?.uri) return { table: preview, complete: !answer.truncated };
  const size = (await stat(saved.uri).catch(() => undefined))?.size;
  if (size === undefined || size > EMBED_LIMIT_BYTES * 4) return { table: preview, complete: !answer.truncated, csv: { path: saved.uri } };
  const text = await readFile(saved.uri, "utf8");
  const [header, ...lines] = parseCsv(text);
  if (!header || header.join("\u0000") !== answer.columns.join("\u0000")) return { table: preview, complete: !answer.truncated, csv: { path: saved.uri } };
  const types = new Map((run.artifacts[answer.stepId]?.columns ?? []).map((column) => [column.name, column.type]));
  const convert = (name: string, raw: string): JsonValue => {
    const type = types.get(name);
    if (raw === "") return type === "string" ? "" : null;
    if ((type === "number" || type === "integer") && Number.isFinite(Number(raw))) return Number(raw);
    if (type === "boolean") return raw === "true";
    return raw;
  };
  const rows = lines.filter((line) => line.length === header.length).map((line) => line.map((raw, index) => convert(header[index]!, raw)));
  return {
    table: { columns: answer.columns, rows },
    complete: rows.length === answer.rowCount,
    csv: { path: saved.uri, ...(size <= EMBED_LIMIT_BYTES ? { text } : {}) },
  };
}

interface ChartView {
  artifact: Artifact;
  svg: string;
  links: string[];
}

async function chartView(artifact: Artifact, run: RunResult, answerTable: AnswerTable | undefined, answerStep: string | undefined): Promise<ChartView> {
  const svg = await readFile(artifact.uri!, "utf8");
  const name = basename(artifact.uri!).replace(/\.svg$/, "");
  const links = [`<a download="${escape(name)}.svg" href="${dataUrl("image/svg+xml", svg)}">SVG</a>`];
  const png = typeof artifact.metadata.png === "string" ? await readFile(artifact.metadata.png).catch(() => undefined) : undefined;
  if (png) links.push(`<a download="${escape(name)}.png" href="${dataUrl("image/png", png)}">PNG</a>`);
  const specText = typeof artifact.metadata.spec === "string" ? await readFile(artifact.metadata.spec, "utf8").catch(() => undefined) : undefined;
  if (specText) {
    // The spec with the answer's rows inline opens as is in any Vega-Lite editor.
    const step = run.plan.steps.find((candidate) => candidate.id === artifact.stepId);
    const spec = JSON.parse(specText) as Record<string, unknown>;
    const inline = answerTable && step && tableRef(step.params.table) === answerStep;
    const values = inline
      ? answerTable.rows.map((row) => Object.fromEntries(answerTable.columns.map((column, index) => [column, row[index] ?? null])))
      : undefined;
    links.push(
      `<a download="${escape(name)}.vl.json" href="${dataUrl("application/json", JSON.stringify(values ? { ...spec, data: { values } } : spec, null, 2))}">Vega-Lite spec</a>`,
    );
  }
  return { artifact, svg, links };
}

const STYLE = `
:root{color-scheme:light}
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0 auto;max-width:1240px;color:#1b1b1b;padding:.75rem 1rem 2rem;line-height:1.4}
h1{font-size:1.25rem;margin:.25rem 0 .1rem}
h2{font-size:1rem;margin:1rem 0 .4rem}
h3{font-size:.95rem}
.meta,.note{color:#5f5f5f;font-size:.8rem;margin:.2rem 0}
.headline{font-size:1.12rem;margin:.6rem 0;padding:.6rem .8rem;background:#f3f7fc;border-left:4px solid #2f6db5;border-radius:4px}
.warning{color:#8a4b00}
.answer{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:1rem;align-items:start}
.answer-only{grid-template-columns:minmax(0,1fr)}
.chart{margin:0}.chart-scroll{overflow-x:auto}.chart svg{display:block;max-width:100%;height:auto;max-height:58vh;width:auto}
.downloads{font-size:.8rem;margin:.2rem 0}.downloads a{margin-right:.6rem}
.table-wrap{overflow:auto;max-height:56vh;width:fit-content;max-width:100%;border:1px solid #ddd;border-radius:4px}
#answer-section{max-width:min(46rem,100%)}
table{border-collapse:collapse}
td,th{border-bottom:1px solid #e6e6e6;padding:.22rem .5rem;font-size:.82rem;text-align:left;white-space:nowrap}
th{background:#f4f4f4;position:sticky;top:0}
th button{all:unset;cursor:pointer;font-weight:600}
th[aria-sort=ascending] button::after{content:" ▲"}th[aria-sort=descending] button::after{content:" ▼"}
.num{text-align:right;font-variant-numeric:tabular-nums}
tr.flag td{background:#fff4e5;font-weight:600}
.toggle{font:inherit;font-size:.8rem;padding:.1rem .5rem;cursor:pointer}
.plan-graph{display:block;max-width:100%;height:auto}
.legend{font-size:.78rem;color:#444}.legend span{display:inline-block;margin-right:.8rem}
.legend i{display:inline-block;width:.8rem;height:.8rem;border:1.5px solid;border-radius:3px;vertical-align:-2px;margin-right:.25rem}
details{border-top:1px solid #ddd;padding:.35rem 0}
summary{cursor:pointer;font-weight:600;font-size:.95rem}
details table td,details table th{border:1px solid #ddd;white-space:normal}
pre{background:#f7f7f7;padding:.75rem;overflow:auto;font-size:.8rem}
.ok{color:#1e7b34}.bad{color:#b3261e}
@media (max-width:900px){.answer{grid-template-columns:minmax(0,1fr)}}
@media (max-width:600px){body{padding:.5rem .6rem}.chart svg{max-height:none;max-width:none;width:600px}.headline{font-size:1rem}}
@media print{body{max-width:none;padding:0}.downloads,.toggle,.sort-hint,th button::after{display:none}.answer{display:block}.chart svg{width:100%;max-width:100%}.table-wrap{max-height:none;overflow:visible;border:0}.chart svg{max-height:none}figure,.plan-graph,tr{break-inside:avoid}details{border:0}}
`;

// Sorting, "show all", and every section open when printed; no library, nothing loaded.
const SCRIPT = `(()=>{for(const t of document.querySelectorAll("table.sortable")){const b=t.tBodies[0],lim=Number(t.dataset.limit);let all=false;const show=()=>[...b.rows].forEach((r,i)=>{r.hidden=!all&&i>=lim&&!r.classList.contains("flag")});
t.querySelectorAll("th button").forEach((btn,col)=>btn.addEventListener("click",()=>{const th=btn.parentElement,dir=th.getAttribute("aria-sort")==="ascending"?-1:1;t.querySelectorAll("th").forEach(h=>h.removeAttribute("aria-sort"));th.setAttribute("aria-sort",dir>0?"ascending":"descending");
const key=r=>{const c=r.cells[col];return c.dataset.v!==undefined?Number(c.dataset.v):c.textContent};[...b.rows].sort((x,y)=>{const p=key(x),q=key(y);return(typeof p==="number"&&typeof q==="number"?p-q:String(p).localeCompare(String(q),undefined,{numeric:true}))*dir}).forEach(r=>b.append(r));show()}));
const tog=document.querySelector('button[data-toggle="'+t.id+'"]');if(tog)tog.addEventListener("click",()=>{all=!all;tog.textContent=all?"Show the first "+lim:"Show all "+b.rows.length+" rows";show()})}
addEventListener("beforeprint",()=>document.querySelectorAll("details").forEach(d=>{d.open=true}))})();`;

/**
 * The report a person reads, as one self-contained HTML file (styles, script and images inline; a
 * content security policy that allows no request): the answer in one sentence, its chart and its
 * table first, the plan drawn; the route, requirements, plan steps, coverage, other tables,
 * files and timings below in collapsed sections.
 */
export async function renderReport(input: {
  question: string;
  dataPath: string;
  route?: RouteSummary;
  planned: PlanResult;
  run: RunResult;
  files: string[];
  answer?: RunAnswer;
  analysis?: PlannedAnalysis;
  /** The run's status when it differs from the executor's (a run stopped by a signal is `interrupted`). */
  status?: string;
}): Promise<string> {
  const { planned, run, answer } = input;
  const status = input.status ?? run.status;
  const full = answer ? await fullAnswer(answer, run) : undefined;
  const shape =
    answer && full
      ? input.analysis
        ? shapeFromSpec(input.analysis.spec, answer.columns)
        : shapeFromTable(full.table, planned.requirements?.metrics ?? [])
      : undefined;
  const failures = [
    ...run.failed.map((entry) => `step ${entry.stepId} failed: ${entry.error}`),
    ...run.skipped.map((entry) => `step ${entry.stepId} was skipped: ${entry.reason}`),
  ];
  let headline: string;
  if (answer && full && shape) {
    headline = answerHeadline(full.table, shape);
    if (!full.complete) headline += ` (Read from the first ${full.table.rows.length} of ${answer.rowCount} rows.)`;
  } else headline = `The run ${run.status === "succeeded" ? "succeeded without an answer table" : run.status}${failures.length ? `: ${failures[0]}` : ""}.`;
  const notApplied = input.analysis?.notApplied ?? [];

  const charts = await Promise.all(
    Object.values(run.artifacts)
      .filter((artifact) => artifact.type === "chart" && artifact.uri)
      .map((artifact) => chartView(artifact, run, full?.table, answer?.stepId)),
  );
  // The answer's chart is the one drawn from the answer table; others go below.
  const main = charts.find((chart) => tableRef(run.plan.steps.find((step) => step.id === chart.artifact.stepId)?.params.table) === answer?.stepId) ?? charts[0];
  const otherCharts = charts.filter((chart) => chart !== main);
  const figure = (chart: ChartView) =>
    `<figure class="chart" data-step="${escape(chart.artifact.stepId)}"><div class="chart-scroll">${chart.svg}</div><figcaption class="downloads">Download: ${chart.links.join("")}</figcaption></figure>`;

  const nodes: PlanGraphNode[] = run.plan.steps.map((step) => ({
    id: step.id,
    tool: step.kind === "ask-user" ? "ask user" : step.tool,
    covers: step.satisfies,
    dependsOn: stepDependencies(step),
    ...statusOf(run, step.id),
  }));
  const counts = new Map<StepStatus, number>();
  for (const node of nodes) counts.set(node.status, (counts.get(node.status) ?? 0) + 1);
  const legend = [...counts]
    .map(
      ([status, count]) =>
        `<span><i style="background:${STATUS_COLOURS[status].fill};border-color:${STATUS_COLOURS[status].stroke}"></i>${count} ${status.replace("-", " ")}</span>`,
    )
    .join("");

  const csvLink = full?.csv
    ? full.csv.text !== undefined
      ? `<a download="${escape(basename(full.csv.path))}" href="${dataUrl("text/csv", full.csv.text)}">CSV</a>`
      : `<a href="${escape(basename(full.csv.path))}">${escape(basename(full.csv.path))}</a> (beside this report)`
    : "";
  const answerSection =
    answer && full
      ? `<section id="answer-section">${answerTableHtml(full.table, answer.stepId, answer.rowCount, shape?.anomaly?.flag)}${csvLink ? `<p class="downloads">Download: ${csvLink}</p>` : ""}</section>`
      : "";

  const tables = Object.values(run.artifacts).filter(
    (artifact) => artifact.type === "table" && artifact.stepId !== answer?.stepId && run.plan.steps.some((step) => step.id === artifact.stepId),
  );
  const coverage = Object.entries(planned.report.coverage);
  const stepRows = run.plan.steps
    .map((step) => {
      const { status, detail } = statusOf(run, step.id);
      return `<tr><td>${escape(step.id)}</td><td><code>${escape(step.tool)}</code></td><td>${escape(step.satisfies.join(", "))}</td><td>${describeParamValues(step).map(escape).join("<br>")}</td><td>${escape(detail ?? status.replace("-", " "))}</td></tr>`;
    })
    .join("");
  const statusClass = status === "succeeded" ? "ok" : "bad";

  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'">
<title>${escape(input.question)} · Modular Planner report</title>
<style>${STYLE}</style></head><body>
<header>
<h1 id="question">${escape(input.question)}</h1>
<p class="meta">Data: ${escape(input.dataPath)} · run ${escape(run.runId)} · status <strong class="${statusClass}">${status}</strong></p>
</header>
<p id="headline" class="headline">${escape(headline)}</p>
${notApplied.length ? `<p class="note warning" id="not-applied">Not applied: ${escape(notApplied.join("; "))}.</p>` : ""}
<div class="answer${main ? "" : " answer-only"}">
${main ? `<section id="chart-section">${figure(main)}</section>` : ""}
${answerSection}
</div>
<section id="plan-section"><h2>How it was answered</h2>
${planGraphSvg(nodes, { title: `The plan: ${nodes.length} steps, ${nodes.filter((node) => node.status === "finished").length} finished` })}
<p class="legend">${legend}</p>
</section>
${input.route ? `<details id="details-route"><summary>Route: ${escape(input.route.route)} (${escape(input.route.intent)}), assumptions and risks</summary>${routeHtml(input.route)}</details>` : ""}
<details id="details-requirements"><summary>Requirements</summary><pre id="requirements">${escape(JSON.stringify(planned.requirements, null, 2))}</pre></details>
<details id="details-plan"><summary>Plan steps (${run.plan.steps.length})</summary>
<table id="plan"><thead><tr><th>step</th><th>tool</th><th>satisfies</th><th>values (and where they came from)</th><th>status</th></tr></thead><tbody>${stepRows}</tbody></table>
<p class="note">Template ${escape(planned.template ?? "none")}. Mermaid source (also in plan.mmd):</p><pre id="dag">${escape(planToMermaid(run.plan))}</pre></details>
<details id="details-coverage"><summary>Coverage</summary>
<table id="coverage"><thead><tr><th>requirement</th><th>covered by</th></tr></thead><tbody>${coverage.map(([requirement, steps]) => `<tr><td>${escape(requirement)}</td><td class="${steps.length ? "ok" : "bad"}">${escape(steps.join(", ") || "not covered")}</td></tr>`).join("")}</tbody></table>
${planned.report.removedSteps.length ? `<p class="note">Removed as unjustified: ${escape(planned.report.removedSteps.join(", "))}</p>` : ""}</details>
${tables.length ? `<details id="details-tables"><summary>Intermediate tables (${tables.length})</summary>${tables.map((artifact) => `<h3>${escape(artifact.stepId)}</h3>${tableHtml(artifact)}`).join("\n")}</details>` : ""}
${otherCharts.length ? `<details id="details-charts"><summary>Other charts (${otherCharts.length})</summary>${otherCharts.map(figure).join("\n")}</details>` : ""}
<details id="details-files"><summary>Files (${input.files.length})</summary><ul>${input.files.map((file) => `<li>${escape(file)}</li>`).join("")}</ul></details>
<details id="details-timings"><summary>Timings</summary>
<table id="timings"><thead><tr><th>stage</th><th>ms</th><th>decision</th></tr></thead><tbody>${planned.trace.map((entry) => `<tr><td>${escape(entry.stage)}</td><td>${entry.durationMs.toFixed(1)}</td><td>${escape(entry.decision)}</td></tr>`).join("")}<tr><td>execute</td><td>${run.durationMs.toFixed(1)}</td><td>${escape(`${run.finished.length} steps finished`)}</td></tr></tbody></table></details>
<script>${SCRIPT}</script>
</body></html>
`;
}
