// The console page: plain browser JavaScript, no framework, nothing fetched from another origin.
// It talks to the same HTTP API as any client (GET /openapi.json describes it), with the token the
// person typed sent as a bearer token; the token stays in this tab (sessionStorage).

const $ = (selector) => document.querySelector(selector);
const TOKEN_KEY = "modular-planner-token";
const PAGE_SIZE = 20;
const GOAL_OPTION = "No data file: a goal over the tool catalog";

const state = {
  token: sessionStorage.getItem(TOKEN_KEY) ?? "",
  /** The run being shown: its id, plan, per-step details, and the stream reading it. */
  run: undefined,
  /** The open clarification's run id. */
  asking: undefined,
  answer: { columns: [], rows: [], sort: undefined, page: 0 },
  history: [],
  historyCursor: null,
  /** The Vega view of the chart shown, finalized when another replaces it. */
  chartView: undefined,
};

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) continue;
    if (name === "text") node.textContent = value;
    else node.setAttribute(name, value === true ? "" : String(value));
  }
  for (const child of children) node.append(child);
  return node;
}

function show(id, visible = true) {
  $(id).hidden = !visible;
}

function say(text) {
  $("#message").textContent = text;
}

/** An API error as a person reads it: the message and what to do. */
function problem(body, status) {
  if (body && typeof body.message === "string") return `${body.message}${body.hint ? ` — ${body.hint}` : ""}`;
  return `The server answered ${status}`;
}

async function api(path, { method = "GET", body, accept = "application/json" } = {}) {
  const headers = { accept };
  if (state.token) headers.authorization = `Bearer ${state.token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
  if (response.status === 401) {
    $("#token-status").textContent = "The server needs a token: type it above.";
    $("#token").focus();
  }
  return response;
}

async function json(path, options) {
  const response = await api(path, options);
  let body;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  return { status: response.status, body };
}

// ---- token -------------------------------------------------------------------------------

$("#token").value = state.token;
$("#token-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  state.token = $("#token").value.trim();
  sessionStorage.setItem(TOKEN_KEY, state.token);
  $("#token-status").textContent = state.token ? "Token set for this tab." : "No token.";
  await Promise.all([loadDataFiles(), loadHistory(), loadGraphs()]);
});

// ---- ask ---------------------------------------------------------------------------------

async function loadDataFiles() {
  const { status, body } = await json("/data-files");
  const select = $("#data");
  if (status !== 200) {
    say(problem(body, status));
    return;
  }
  say("");
  const chosen = select.value;
  // No data file: the question is a goal planned over the tool catalog (its MCP tools run).
  select.replaceChildren(
    ...body.files.map((file) => element("option", { value: file.path, text: file.name })),
    element("option", { value: "", text: GOAL_OPTION }),
  );
  if (chosen) select.value = chosen;
  if (body.files.length === 0)
    say(
      `No data file under the data roots (${body.roots.join(", ")}); add one, or start serve with --data-root <dir> (a goal over the tool catalog needs none).`,
    );
}

/** A new question: the previous run's view goes (it stays in the history). */
function clearRun() {
  state.run?.controller.abort();
  state.run = undefined;
  show("#run", false);
  show("#answer", false);
}

function request() {
  const question = $("#question").value.trim();
  const data = $("#data").value;
  if (!question) {
    say("Type a question first.");
    $("#question").focus();
    return undefined;
  }
  return data ? { question, data } : { question };
}

function showUnderstanding(route, requirements, plan) {
  const routeList = $("#route");
  routeList.replaceChildren();
  const rows = [
    ["Route", route?.route],
    ["Intent", route ? `${route.intent} (confidence ${Number(route.confidence).toFixed(2)})` : undefined],
    ["Summary", route?.user_summary],
    ["Why", route?.justification],
    ["Risks", route?.risks?.length ? route.risks.join("; ") : "none"],
  ];
  for (const [name, value] of rows) if (value) routeList.append(element("dt", { text: name }), element("dd", { text: value }));
  const items = (list, values, empty) => $(list).replaceChildren(...(values.length ? values : [empty]).map((value) => element("li", { text: value })));
  // The requirement set's labels (metrics, group_by, time, analysis, outputs), each on one line.
  const needs = Object.entries(requirements ?? {})
    .filter(([key, value]) => !["version", "constraints"].includes(key) && value !== null && (!Array.isArray(value) || value.length > 0))
    .map(
      ([key, value]) =>
        `${key}: ${Array.isArray(value) ? value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join(", ") : JSON.stringify(value)}`,
    );
  items("#requirements", needs, "none stated");
  items("#assumptions", route?.assumptions ?? [], "none");
  items(
    "#planned-steps",
    (plan?.steps ?? []).map((step) => `${step.id}: ${step.tool}${step.satisfies?.length ? ` (covers ${step.satisfies.join(", ")})` : ""}`),
    "no plan yet",
  );
  show("#understanding");
}

function showClarification(body) {
  // Where the answer goes: /runs/{id}/answer for a data question, /graphs/{id}/answer for a goal.
  state.asking = body.answer;
  $("#clarification-question").textContent = body.clarification.question;
  $("#clarification-options").replaceChildren(
    ...body.clarification.options.map((option, index) => {
      const button = element("button", { type: "button", "data-answer": String(index + 1) }, option.label);
      if (option.why) button.append(element("small", { text: option.why }));
      button.addEventListener("click", () => answer(String(index + 1)));
      return button;
    }),
  );
  $("#clarification-free").value = "";
  show("#clarification");
  if (body.route) showUnderstanding(body.route, undefined, undefined);
  $("#clarification-options button")?.focus();
}

/** A 202 follows the run; a 422 asks; anything else is said. */
async function started({ status, body }) {
  if (status === 202) {
    show("#clarification", false);
    state.asking = undefined;
    await follow(body.runId);
  } else if (status === 422 && body?.clarification) showClarification(body);
  else say(problem(body, status));
}

$("#ask-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const body = request();
  if (!body) return;
  say("");
  clearRun();
  const reply = await json("/plan", { method: "POST", body });
  if (reply.status === 200) {
    show("#clarification", false);
    showUnderstanding(reply.body.route, reply.body.requirements, reply.body.plan);
    $("#run-button").focus();
    if (reply.body.graphId) void loadGraphs();
  } else if (reply.status === 422 && reply.body?.clarification) showClarification(reply.body);
  else say(problem(reply.body, reply.status));
});

$("#run-button").addEventListener("click", async () => {
  const body = request();
  if (!body) return;
  say("");
  clearRun();
  await started(await json("/runs", { method: "POST", body }));
});

async function answer(text) {
  if (!state.asking) return;
  say("");
  await started(await json(state.asking, { method: "POST", body: { answer: text } }));
}

$("#clarification-form").addEventListener("submit", async (event) => {
  event.preventDefault();
  const text = $("#clarification-free").value.trim();
  if (text) await answer(text);
});

// ---- the run: graph, events, approvals ---------------------------------------------------

const STATUS_OF_FINISH = { succeeded: "succeeded", failed: "failed", skipped: "skipped", cancelled: "cancelled" };

function nodeOf(stepId) {
  return [...document.querySelectorAll("#graph g.plan-node")].find((node) => node.dataset.step === stepId);
}

function setStepStatus(stepId, status) {
  const step = state.run?.steps.get(stepId);
  if (step) step.status = status;
  const node = nodeOf(stepId);
  if (node) {
    node.dataset.status = status;
    node.setAttribute("aria-label", `Step ${stepId}: ${step?.tool ?? ""}, ${status}`);
  }
  if (state.run?.selected === stepId) showStep(stepId);
}

async function drawGraph(runId) {
  const response = await api(`/runs/${runId}/graph`, { accept: "image/svg+xml" });
  if (!response.ok || state.run?.id !== runId) return;
  const svg = new DOMParser().parseFromString(await response.text(), "image/svg+xml").documentElement;
  // The report's drawing is one image; here its steps are buttons, so the drawing is a group of them.
  svg.setAttribute("role", "group");
  $("#graph").replaceChildren(document.importNode(svg, true));
  for (const node of document.querySelectorAll("#graph g.plan-node")) {
    const stepId = node.dataset.step;
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "button");
    node.setAttribute("aria-pressed", "false");
    const step = state.run.steps.get(stepId);
    node.dataset.status = step?.status ?? "not-run";
    node.setAttribute("aria-label", `Step ${stepId}: ${step?.tool ?? ""}, ${node.dataset.status}`);
    node.addEventListener("click", () => showStep(stepId));
    node.addEventListener("keydown", (event) => {
      if (event.key === "Enter" || event.key === " ") {
        event.preventDefault();
        showStep(stepId);
      }
    });
  }
}

function showStep(stepId) {
  const step = state.run?.steps.get(stepId);
  if (!step) return;
  state.run.selected = stepId;
  for (const node of document.querySelectorAll("#graph g.plan-node")) node.setAttribute("aria-pressed", String(node.dataset.step === stepId));
  $("#step-title").textContent = `Step ${stepId}: ${step.tool}`;
  const detail = $("#step-detail");
  detail.replaceChildren();
  const rows = [
    ["Status", step.status],
    ["Covers", step.satisfies.length ? step.satisfies.join(", ") : "feeds later steps"],
    ["Depends on", step.dependsOn.length ? step.dependsOn.join(", ") : "nothing"],
    ["Parameters", JSON.stringify(step.params)],
    ["Time", step.durationMs !== undefined ? `${Math.round(step.durationMs)} ms` : "not finished"],
    ["Approval", step.approval],
    ["Error", step.error],
    ["Repairs", step.repairs.length ? step.repairs.map((repair) => `${repair.param}: ${repair.reason}`).join("; ") : undefined],
    ["Replans", step.replans.length ? step.replans.join("; ") : undefined],
  ];
  for (const [name, value] of rows) if (value) detail.append(element("dt", { text: name }), element("dd", { text: value }));
  const artifact = step.artifact;
  $("#step-preview").textContent = artifact
    ? `${artifact.type}${artifact.rowCount !== undefined ? `, ${artifact.rowCount} rows` : ""}\n${JSON.stringify(artifact.value ?? artifact.uri ?? "", null, 1).slice(0, 4000)}`
    : "No result yet.";
  show("#step-panel");
}

function askApproval(runId, event) {
  const card = element("div", { class: "approval", "data-step": event.stepId, role: "group", "aria-label": `Approval for step ${event.stepId}` });
  card.append(element("p", { text: `Step ${event.stepId} (${event.tool}) wants to ${event.effects.join(", ")}. Allow it?` }));
  const decide = async (decision) => {
    for (const button of card.querySelectorAll("button")) button.disabled = true;
    const { status, body } = await json(`/runs/${runId}/approvals/${event.stepId}`, { method: "POST", body: { decision } });
    if (status !== 200) {
      say(problem(body, status));
      for (const button of card.querySelectorAll("button")) button.disabled = false;
    }
  };
  const approve = element("button", { type: "button", class: "approve" }, "Approve");
  const reject = element("button", { type: "button", class: "reject" }, "Reject");
  approve.addEventListener("click", () => decide("approve"));
  reject.addEventListener("click", () => decide("reject"));
  card.append(approve, reject);
  $("#approvals").append(card);
  approve.focus();
}

function onEvent(runId, event) {
  const run = state.run;
  if (!run || run.id !== runId) return;
  const step = event.stepId ? run.steps.get(event.stepId) : undefined;
  switch (event.type) {
    case "run-start":
      run.steps = new Map(
        event.plan.steps.map((planned) => [
          planned.id,
          { ...planned, dependsOn: planned.dependsOn ?? [], satisfies: planned.satisfies ?? [], status: "not-run", repairs: [], replans: [] },
        ]),
      );
      void drawGraph(runId);
      break;
    case "plan-step-start":
      setStepStatus(event.stepId, "running");
      break;
    case "plan-step-finish":
      if (step) Object.assign(step, { durationMs: event.durationMs, artifact: event.artifact, error: event.error });
      setStepStatus(event.stepId, STATUS_OF_FINISH[event.status] ?? event.status);
      break;
    case "tool-approval-request":
      setStepStatus(event.stepId, "waiting");
      askApproval(runId, event);
      break;
    case "tool-approval-response":
      if (step) step.approval = event.decision;
      document.querySelector(`#approvals .approval[data-step="${CSS.escape(event.stepId)}"]`)?.remove();
      setStepStatus(event.stepId, event.decision === "approved" ? "running" : "skipped");
      break;
    case "repair-applied":
      run.steps.get(event.repair.stepId)?.repairs.push(event.repair);
      break;
    case "replan-request":
      if (event.failedStepId) run.steps.get(event.failedStepId)?.replans.push(`attempt ${event.attempt}: ${event.reason}`);
      break;
    case "run-finish":
      setRunStatus(event.status);
      break;
    default:
  }
}

function setRunStatus(status) {
  $("#run-status").textContent = status;
  $("#run-status").dataset.status = status;
  $("#cancel-button").disabled = status !== "running";
}

/** Reads a server-sent event stream with fetch (EventSource cannot send the token). */
async function readEvents(runId, controller) {
  const response = await fetch(`/runs/${runId}`, {
    headers: { accept: "text/event-stream", ...(state.token ? { authorization: `Bearer ${state.token}` } : {}) },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    say(problem(await response.json().catch(() => undefined), response.status));
    return;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end;
    while ((end = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = block
        .split("\n")
        .filter((line) => line.startsWith("data: "))
        .map((line) => line.slice(6))
        .join("\n");
      if (data) onEvent(runId, JSON.parse(data));
    }
  }
}

async function follow(runId) {
  state.run?.controller.abort();
  const controller = new AbortController();
  state.run = { id: runId, steps: new Map(), selected: undefined, controller };
  $("#run-id").textContent = runId;
  setRunStatus("running");
  $("#graph").replaceChildren();
  $("#approvals").replaceChildren();
  show("#step-panel", false);
  show("#answer", false);
  show("#run");
  void loadHistory();
  try {
    await readEvents(runId, controller);
  } catch (error) {
    if (controller.signal.aborted) return;
    say(`Lost the run's event stream: ${error.message}. Re-open the run from the history.`);
  }
  if (state.run?.id !== runId) return;
  const { status, body } = await json(`/runs/${runId}`);
  if (status !== 200) return say(problem(body, status));
  if (body.status === "failed") {
    setRunStatus("failed");
    say(body.error ?? "The run failed.");
  }
  if (body.summary) {
    setRunStatus(body.summary.status);
    showUnderstanding(body.summary.route, body.summary.requirements, { steps: [...state.run.steps.values()] });
    await showAnswer(runId, body.summary);
  }
  await Promise.all([loadHistory(), loadGraphs()]);
}

$("#cancel-button").addEventListener("click", async () => {
  if (!state.run) return;
  const { status, body } = await json(`/runs/${state.run.id}/cancel`, { method: "POST" });
  if (status !== 200) say(problem(body, status));
});

// ---- the answer: table, chart, downloads -------------------------------------------------

async function blobOf(runId, name) {
  const response = await api(`/runs/${runId}/files/${encodeURIComponent(name)}`, { accept: "*/*" });
  if (!response.ok) throw new Error(problem(await response.json().catch(() => undefined), response.status));
  return response.blob();
}

async function showAnswer(runId, summary) {
  const answerOf = summary.answer;
  // A goal over the tool catalog answers with its tools' results, not a table.
  const results = summary.results
    ? Object.entries(summary.results)
        .map(([step, value]) => `${step}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
        .join("\n")
    : "";
  $("#answer-text").textContent = answerOf
    ? `${answerOf.text}${answerOf.truncated ? ` (the first ${answerOf.rows.length} of ${answerOf.rowCount} rows are shown)` : ""}`
    : results || "The run gave no answer table.";
  state.answer = { columns: answerOf?.columns ?? [], rows: answerOf?.rows ?? [], sort: undefined, page: 0 };
  drawTable();
  const files = (await json(`/runs/${runId}/files`)).body?.files ?? [];
  const chart = files.find((file) => file.endsWith(".svg")) ?? files.find((file) => file.endsWith(".png"));
  show("#chart", false);
  show("#chart-view", false);
  state.chartView?.finalize();
  state.chartView = undefined;
  if (chart) {
    try {
      $("#chart-image").src = URL.createObjectURL(await blobOf(runId, chart));
      $("#chart-image").alt = `Chart of the answer (${chart})`;
      show("#chart-image");
      show("#chart");
      $("#chart-caption").textContent = "The chart of the run (drawn by the server)";
    } catch (error) {
      say(error.message);
    }
  }
  const spec = files.find((file) => file.endsWith(".vl.json"));
  if (spec && answerOf) await drawChart(runId, spec, answerOf);
  $("#downloads").replaceChildren(
    ...files.map((name) => {
      const link = element("a", { href: `/runs/${runId}/files/${encodeURIComponent(name)}`, "data-file": name }, name);
      link.addEventListener("click", async (event) => {
        event.preventDefault();
        const url = URL.createObjectURL(await blobOf(runId, name));
        const save = element("a", { href: url, download: name });
        document.body.append(save);
        save.click();
        save.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      });
      return element("li", {}, link);
    }),
  );
  show("#answer");
}

/** The fields a Vega-Lite spec's encodings read (layers and facets included). */
function fieldsOf(value, found = new Set()) {
  if (Array.isArray(value)) for (const item of value) fieldsOf(item, found);
  else if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key === "field" && typeof inner === "string") found.add(inner);
      else if (key !== "data") fieldsOf(inner, found);
    }
  }
  return found;
}

/**
 * The run's Vega-Lite spec drawn in the page (interactive, with tooltips) over the answer table it
 * charts. Vega is loaded only now (/chart.js, about 800 KB). The server's SVG stays when the table
 * in the page is not the whole data (truncated, or without a field the chart reads) or drawing fails.
 */
async function drawChart(runId, name, answerOf) {
  try {
    const spec = JSON.parse(await (await blobOf(runId, name)).text());
    const fields = [...fieldsOf({ encoding: spec.encoding, layer: spec.layer, facet: spec.facet, transform: spec.transform })];
    if (answerOf.truncated || fields.some((field) => !answerOf.columns.includes(field))) return;
    const values = answerOf.rows.map((row) => Object.fromEntries(answerOf.columns.map((column, index) => [column, row[index]])));
    const { renderChart } = await import("/chart.js");
    const container = $("#chart-view");
    container.replaceChildren();
    show("#chart-view");
    state.chartView = await renderChart({ ...spec, data: { values } }, container);
    container.querySelector("svg")?.setAttribute("aria-label", `Chart of the answer (${name}); hover a mark for its values`);
    container.querySelector("svg")?.setAttribute("role", "img");
    show("#chart-image", false);
    $("#chart-caption").textContent = "The chart of the run (Vega-Lite, drawn in the page: hover a mark for its values)";
    show("#chart");
  } catch (error) {
    show("#chart-view", false);
    show("#chart-image");
    say(`The chart could not be drawn in the page (${error.message}); the server's drawing is shown.`);
  }
}

function drawTable() {
  const { columns, rows, sort, page } = state.answer;
  const table = $("#answer-table");
  const head = element("thead");
  const headRow = element("tr");
  columns.forEach((column, index) => {
    const th = element("th", { scope: "col", "aria-sort": sort?.column === index ? sort.direction : undefined });
    const button = element("button", { type: "button", "aria-label": `Sort by ${column}` }, column);
    button.addEventListener("click", () => {
      state.answer.sort = { column: index, direction: sort?.column === index && sort.direction === "ascending" ? "descending" : "ascending" };
      state.answer.page = 0;
      drawTable();
      table.querySelectorAll("th button")[index].focus();
    });
    th.append(button);
    headRow.append(th);
  });
  head.append(headRow);
  const ordered = [...rows];
  if (sort) {
    const sign = sort.direction === "ascending" ? 1 : -1;
    ordered.sort((a, b) => {
      const x = a[sort.column];
      const y = b[sort.column];
      if (typeof x === "number" && typeof y === "number") return sign * (x - y);
      return sign * String(x ?? "").localeCompare(String(y ?? ""), undefined, { numeric: true });
    });
  }
  const pages = Math.max(1, Math.ceil(ordered.length / PAGE_SIZE));
  const body = element("tbody");
  for (const row of ordered.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)) {
    const tr = element("tr");
    for (const value of row)
      tr.append(
        element("td", {
          class: typeof value === "number" ? "number" : undefined,
          text: value === null ? "" : typeof value === "number" && !Number.isInteger(value) ? value.toFixed(2) : String(value),
        }),
      );
    body.append(tr);
  }
  table.replaceChildren(element("caption", { text: `Answer table, ${ordered.length} rows` }), head, body);
  $("#page-status").textContent = `Page ${page + 1} of ${pages}`;
  $("#page-previous").disabled = page === 0;
  $("#page-next").disabled = page >= pages - 1;
}

$("#page-previous").addEventListener("click", () => {
  state.answer.page = Math.max(0, state.answer.page - 1);
  drawTable();
});
$("#page-next").addEventListener("click", () => {
  state.answer.page += 1;
  drawTable();
});

// ---- history and comparison --------------------------------------------------------------

/** Where a listed run comes from, in words. */
const fromOf = (run) => (run.live ? "this server" : ({ api: "an earlier server", cli: "the CLI", unknown: "not recorded" }[run.startedBy] ?? ""));

/**
 * The runs of this token from the server: this process's and the runs store's (earlier server
 * processes, the CLI). The filter is applied by the server, so it reaches past the first page.
 */
async function loadHistory(more = false) {
  const query = new URLSearchParams({ limit: "50" });
  const filter = $("#history-filter").value.trim();
  if (filter) query.set("q", filter);
  if ($("#history-started-by").value) query.set("startedBy", $("#history-started-by").value);
  if (more && state.historyCursor) query.set("cursor", state.historyCursor);
  const { status, body } = await json(`/runs?${query}`);
  if (status !== 200) return;
  state.history = more ? [...state.history, ...body.runs] : body.runs;
  state.historyCursor = body.nextCursor;
  $("#history-more").hidden = !body.nextCursor;
  drawHistory();
}

function drawHistory() {
  $("#history-table tbody").replaceChildren(
    ...state.history.map((run) => {
      const open = element("button", { type: "button", "aria-label": `Open run ${run.runId}` }, "Open");
      open.addEventListener("click", () => follow(run.runId));
      return element(
        "tr",
        { "data-run": run.runId, "data-started-by": run.live ? "live" : run.startedBy },
        element("td", {}, element("input", { type: "checkbox", value: run.runId, "aria-label": `Select run ${run.runId} to compare` })),
        element("td", { text: run.question ?? "" }),
        element("td", { text: run.outcome ?? run.status }),
        element("td", { text: fromOf(run) }),
        element("td", { text: new Date(run.createdAt).toLocaleString() }),
        element("td", {}, open),
      );
    }),
  );
}

let filterTimer;
$("#history-filter").addEventListener("input", () => {
  clearTimeout(filterTimer);
  filterTimer = setTimeout(() => Promise.all([loadHistory(), loadGraphs()]), 250);
});
$("#history-started-by").addEventListener("change", () => loadHistory());
$("#history-refresh").addEventListener("click", () => Promise.all([loadHistory(), loadGraphs()]));
$("#history-more").addEventListener("click", () => loadHistory(true));

// ---- intent graphs ----------------------------------------------------------------------

/** The stored intent graphs of goals over the tool catalog (the same filter as the runs). */
async function loadGraphs() {
  const query = new URLSearchParams({ limit: "50" });
  const filter = $("#history-filter").value.trim();
  if (filter) query.set("q", filter);
  const { status, body } = await json(`/graphs?${query}`);
  if (status !== 200) return;
  $("#graphs-table tbody").replaceChildren(
    ...body.graphs.map((graph) => {
      const open = element("button", { type: "button", "aria-label": `Open intent graph ${graph.graphId}` }, "Open");
      open.addEventListener("click", () => openGraph(graph.graphId));
      return element(
        "tr",
        { "data-graph": graph.graphId },
        element("td", { text: graph.goal }),
        element("td", {}, element("span", { class: "badge", "data-status": graph.status, text: graph.status })),
        element("td", { text: fromOf({ live: false, startedBy: graph.startedBy }) }),
        element("td", { text: new Date(graph.updatedAt).toLocaleString() }),
        element("td", {}, open),
      );
    }),
  );
}

/** What a node's data says: the tool chosen, the question it asks, why it failed. */
function nodeFacts(node) {
  const data = node.data ?? {};
  return [
    data.tool && `tool ${data.tool}`,
    data.clarification?.question && `asks: ${data.clarification.question}`,
    data.missing && "missing capability",
    typeof data.failure === "string" && `failed: ${data.failure}`,
  ]
    .filter(Boolean)
    .join("; ");
}

/** An intent graph as a tree of sub-intents (IsSubgoalOf), each with its status, then its DependsOn edges. */
async function openGraph(graphId) {
  const { status, body } = await json(`/graphs/${graphId}`);
  if (status !== 200) {
    say(problem(body, status));
    return;
  }
  const graph = body.graph;
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const children = new Map();
  for (const edge of graph.edges) if (edge.type === "IsSubgoalOf") children.set(edge.to, [...(children.get(edge.to) ?? []), edge.from]);
  const seen = new Set();
  const item = (id) => {
    const node = byId.get(id);
    if (!node || seen.has(id)) return undefined;
    seen.add(id);
    const facts = nodeFacts(node);
    const below = (children.get(id) ?? []).map(item).filter(Boolean);
    return element(
      "li",
      { "data-node": node.id, "data-status": node.status },
      element("span", { class: "badge", "data-status": node.status, text: node.status }),
      ` ${node.text} `,
      ...(facts ? [element("small", { text: facts })] : []),
      ...(below.length ? [element("ul", {}, ...below)] : []),
    );
  };
  $("#intent-graph-title").textContent = `Intent graph ${graph.id}: ${graph.goal.text}`;
  $("#intent-tree").replaceChildren(...[graph.rootId, ...graph.nodes.map((node) => node.id)].map(item).filter(Boolean));
  const depends = graph.edges.filter((edge) => edge.type === "DependsOn");
  $("#intent-depends").replaceChildren(
    ...(depends.length
      ? depends.map((edge) => element("li", { text: `${byId.get(edge.from)?.text ?? edge.from} needs ${byId.get(edge.to)?.text ?? edge.to}` }))
      : [element("li", { text: "no dependency between sub-intents" })]),
  );
  show("#intent-graph");
  $("#intent-graph").focus();
}

$("#compare-button").addEventListener("click", async () => {
  const chosen = [...document.querySelectorAll("#history-table input:checked")].map((box) => box.value);
  if (chosen.length !== 2) {
    say("Select exactly two runs to compare.");
    return;
  }
  say("");
  const plans = await Promise.all(chosen.map(async (runId) => JSON.parse(await (await blobOf(runId, "plan.json")).text())));
  const line = (step) => `${step.tool} ${JSON.stringify(step.params)}`;
  const other = plans.map((plan) => new Set(plan.steps.map(line)));
  $("#compare").replaceChildren(
    ...plans.map((plan, index) =>
      element(
        "div",
        { class: "compare-side" },
        element("h3", { text: `Run ${chosen[index]}` }),
        element(
          "ol",
          {},
          ...plan.steps.map((step) => element("li", { class: other[1 - index].has(line(step)) ? undefined : "differs", text: `${step.id}: ${line(step)}` })),
        ),
      ),
    ),
  );
});

await Promise.all([loadDataFiles(), loadHistory(), loadGraphs()]);
