/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The web console in a real browser (the system Chromium, headless, driven by puppeteer-core):
// a whole run with an approval, then a question that needs a clarification, the history and a
// comparison of two plans, all by keyboard; every state screenshotted into .test-results and
// checked (visible parts, no console error, no blocked request), and axe-core run on the page.
// The approval comes from a copy of the registry in which save_table also writes (a risky effect).
import { existsSync } from "node:fs";
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChildProcess } from "node:child_process";
import { cliAsync, startServe, type StartedServe } from "./cli.js";

const REGISTRY = fileURLToPath(new URL("../../../registry/", import.meta.url));
const SALES = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const STORE_SALES = fileURLToPath(new URL("./fixtures/store-sales.csv", import.meta.url));
const ARTIFACTS = fileURLToPath(new URL("../.test-results/", import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
const TOKEN = "a-token-of-the-console-tests-0123456789";
const FILESYSTEM_SERVER = fileURLToPath(new URL("../node_modules/.bin/mcp-server-filesystem", import.meta.url));

let cwd: string;
let server: ChildProcess | undefined;
let goalServer: StartedServe | undefined;
let cliRunId: string;
let base: string;
let browser: Browser | undefined;
let page: Page;
/** Console errors, uncaught errors, failed and blocked requests, in order, with whether the token was set yet. */
const problems: { text: string; tokenSet: boolean }[] = [];
let tokenSet = false;

beforeAll(async () => {
  expect(chromium, "Debian's chromium must be installed (`npm test` installs it as root: apt-get install -y chromium)").toBeDefined();
  cwd = await mkdtemp(join(tmpdir(), "mp-console-"));
  await mkdir(ARTIFACTS, { recursive: true });
  await cp(REGISTRY, join(cwd, "registry"), { recursive: true });
  const output = join(cwd, "registry", "tools", "output.yaml");
  const tools = await readFile(output, "utf8");
  const risky = tools.replace(/(name: save_table[\s\S]*?effects: )\[output\]/, "$1[output, write]");
  expect(risky, "save_table's effects in registry/tools/output.yaml").not.toBe(tools);
  await writeFile(output, risky);
  await writeFile(join(cwd, "modular-planner.config.json"), JSON.stringify({ registry: "registry", serve: { approvalTimeoutMs: 120_000 } }));
  const data = join(cwd, "data");
  await mkdir(data);
  await copyFile(SALES, join(data, "sales.csv"));
  await copyFile(STORE_SALES, join(data, "store-sales.csv"));
  // A run of a previous process (the CLI, in the same folder): the history reads it from the runs store.
  // Its risky step is denied (no terminal to ask), so it ends partial; its record is what matters.
  const earlier = await cliAsync(["--json", "run", "average revenue by month", "--data", join(data, "sales.csv")], { cwd });
  cliRunId = (JSON.parse(earlier.stdout) as { runId: string }).runId;
  expect(cliRunId, earlier.stderr).toMatch(/^\d{8}T/);
  ({ child: server, base } = await startServe(["--data-root", data], { cwd, env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: TOKEN } }));
  browser = await puppeteer.launch({
    executablePath: chromium!,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--user-data-dir=${join(cwd, "chromium-profile")}`,
    ],
  });
  page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.evaluateOnNewDocument(() => {
    addEventListener("securitypolicyviolation", (event) => console.error(`blocked: ${event.blockedURI} (${event.violatedDirective})`));
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push({ text: `console.error: ${message.text()}`, tokenSet });
  });
  page.on("pageerror", (error) => problems.push({ text: `error: ${String(error)}`, tokenSet }));
  page.on("requestfailed", (request) => problems.push({ text: `failed: ${request.url()} ${request.failure()?.errorText ?? ""}`, tokenSet }));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  server?.kill("SIGTERM");
  goalServer?.child.kill("SIGTERM");
  if (cwd) await rm(cwd, { recursive: true, force: true });
});

/** Tabs (or shift-tabs) until the focused element matches `selector`, as a keyboard user would. */
async function tabTo(selector: string, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    if (backwards) {
      await page.keyboard.down("Shift");
      await page.keyboard.press("Tab");
      await page.keyboard.up("Shift");
    } else await page.keyboard.press("Tab");
  }
  throw new Error(`${max} presses of Tab never reached ${selector}; focused: ${await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200))}`);
}

/** Chooses an option of a select with the keyboard: Home, then down arrow until it is chosen. */
async function arrowToOption(select: string, label: string): Promise<void> {
  await tabTo(select);
  await page.keyboard.press("Home");
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate((s, l) => (document.querySelector(s) as HTMLSelectElement).selectedOptions[0]?.textContent === l, select, label)) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`no option "${label}" in ${select}`);
}

async function typeQuestion(text: string): Promise<void> {
  await tabTo("#question");
  await page.keyboard.down("Control");
  await page.keyboard.press("a");
  await page.keyboard.up("Control");
  await page.keyboard.press("Backspace");
  await page.keyboard.type(text);
}

/** Screenshot of a state, and the parts that must be visible in it (a size and not hidden). */
async function screenshot(name: string, visible: string[]): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `console-${name}.png`), fullPage: true });
  for (const selector of visible) {
    const box = await page.$eval(selector, (element) => {
      const rect = element.getBoundingClientRect();
      return { width: rect.width, height: rect.height, hidden: element.closest("[hidden]") !== null };
    });
    expect(box.hidden, `${selector} hidden in ${name}`).toBe(false);
    expect(box.width * box.height, `${selector} has a size in ${name}`).toBeGreaterThan(0);
  }
}

const statusOf = () => page.$eval("#run-status", (element) => element.textContent);

/** Approves the waiting risky step with the keyboard: the Approve button has the focus when it appears. */
async function approveByKeyboard(): Promise<void> {
  await page.waitForSelector("#approvals .approval button.approve", { timeout: 60_000 });
  await tabTo("#approvals .approval button.approve");
  await page.keyboard.press("Enter");
}

describe("the web console in a real browser", () => {
  it("serves the page, its script and its style under a policy that allows only the server", async () => {
    const response = await page.goto(`${base}/`, { waitUntil: "networkidle0" });
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-security-policy"]).toContain("default-src 'none'; script-src 'self'");
    const html = await response!.text();
    expect(html).not.toMatch(/(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    // Without the token the API answers 401 and the page asks for it.
    expect(await page.$eval("#token-status", (element) => element.textContent)).toContain("needs a token");
  });

  it("runs a question with an approval, by keyboard: understanding, live graph, step panel, answer table, chart and downloads", async () => {
    await tabTo("#token");
    await page.keyboard.type(TOKEN);
    await page.keyboard.press("Enter");
    tokenSet = true;
    await page.waitForFunction(() => document.querySelectorAll("#data option").length === 3);
    expect(await page.$$eval("#data option", (options) => options.map((option) => option.textContent))).toEqual([
      "data/sales.csv",
      "data/store-sales.csv",
      "No data file: a goal over the tool catalog",
    ]);

    await typeQuestion("total revenue by region");
    await arrowToOption("#data", "data/sales.csv");
    await tabTo("#plan-button");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#understanding:not([hidden]) #planned-steps li");
    expect(await page.$eval("#route", (element) => element.textContent)).toContain("Route");
    expect(await page.$$eval("#planned-steps li", (items) => items.map((item) => item.textContent))).toEqual(
      expect.arrayContaining([expect.stringContaining("save_table")]),
    );
    await screenshot("1-understanding", ["#understanding", "#route", "#planned-steps"]);

    // The plan button moved the focus to "Plan and run".
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("run-button");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#approvals .approval", { timeout: 60_000 });
    await page.waitForSelector("#graph g.plan-node");
    expect(await page.$$eval("#graph g.plan-node", (nodes) => nodes.map((node) => node.getAttribute("data-step")))).toHaveLength(4);
    expect(await page.$eval("#approvals .approval", (element) => element.textContent)).toMatch(/save_table.*write/);
    await page.waitForSelector('#graph g.plan-node[data-status="waiting"]');
    // The history lists the run while it waits.
    await page.waitForFunction(() => [...document.querySelectorAll("#history-table tbody tr td:nth-child(3)")].some((td) => td.textContent === "running"));
    await screenshot("2-approval", [
      "#run",
      "#graph svg",
      "#approvals .approval button.approve",
      "#approvals .approval button.reject",
      "#history-table tbody tr",
    ]);
    expect(await statusOf()).toBe("running");

    await approveByKeyboard();
    await page.waitForFunction(() => document.querySelector("#run-status")?.textContent !== "running", { timeout: 60_000 });
    expect(await statusOf()).toBe("succeeded");
    await page.waitForSelector("#answer:not([hidden]) #downloads li");
    await page.waitForFunction(() => ((document.querySelector("#chart-image") as HTMLImageElement | null)?.naturalWidth ?? 0) > 0);
    expect(await page.$$eval("#graph g.plan-node", (nodes) => nodes.map((node) => node.getAttribute("data-status")))).toEqual([
      "succeeded",
      "succeeded",
      "succeeded",
      "succeeded",
    ]);
    expect(await page.$$eval("#downloads a", (links) => links.map((link) => link.textContent))).toEqual(
      expect.arrayContaining(["answer.csv", "chart.svg", "chart.png", "plan.json", "plan.yaml", "report.html"]),
    );
    const rows = await page.$$eval("#answer-table tbody tr", (trs) => trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent)));
    expect(rows.length).toBeGreaterThan(1);
    // The run's Vega-Lite spec drawn in the page (vega loaded then, under the same policy), the server's SVG kept as the fallback and download.
    await page.waitForSelector("#chart-view:not([hidden]) svg g.role-mark path", { timeout: 30_000 });
    expect(await page.$eval("#chart-image", (image) => (image as HTMLImageElement).hidden)).toBe(true);
    expect(await page.$eval("#chart-caption", (element) => element.textContent)).toContain("Vega-Lite, drawn in the page");
    const mark = await page.$("#chart-view svg g.role-mark path");
    expect(mark, "a mark of the chart").not.toBeNull();
    await mark!.hover();
    await page.waitForFunction(
      () =>
        [document.querySelector("#chart-view"), ...document.querySelectorAll("#chart-view *")].some((node) =>
          /region/i.test(node?.getAttribute("title") ?? ""),
        ),
      { timeout: 10_000 },
    );
    await screenshot("3-answer", ["#answer-table", "#chart-view svg", "#downloads", "#graph svg"]);

    // The table sorts by keyboard: the last column, twice, is descending.
    const lastHeader = "#answer-table th:last-child button";
    await tabTo(lastHeader, { backwards: true });
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await page.$eval("#answer-table th:last-child", (th) => th.getAttribute("aria-sort"))).toBe("descending");
    const sorted = await page.$$eval("#answer-table tbody tr td:last-child", (tds) => tds.map((td) => Number(td.textContent)));
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

    // A step of the graph opens its panel from the keyboard, with its parameters, time and approval.
    await tabTo("#graph g.plan-node[data-step]:last-of-type", { backwards: true });
    const step = await page.evaluate(() => (document.activeElement as SVGElement).dataset.step);
    await page.keyboard.press("Enter");
    await page.waitForSelector("#step-panel:not([hidden])");
    const panel = await page.$eval("#step-panel", (element) => element.textContent ?? "");
    expect(panel).toContain(`Step ${step}`);
    expect(panel).toMatch(/Parameters/);
    expect(panel).toMatch(/\d+ ms/);
    if (step === "save") expect(panel).toContain("approved");
  });

  it("asks a clarification in the page, runs with the chosen option, then lists and compares both runs", async () => {
    await typeQuestion("net sales by weather");
    await arrowToOption("#data", "data/store-sales.csv");
    await tabTo("#run-button");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#clarification:not([hidden]) #clarification-options button");
    const options = await page.$$eval("#clarification-options button", (buttons) => buttons.map((button) => button.firstChild?.textContent));
    expect(options).toContain("store_region");
    await screenshot("4-clarification", ["#clarification-question", "#clarification-options", "#clarification-free"]);
    await tabTo(`#clarification-options button[data-answer="${options.indexOf("store_region") + 1}"]`);
    await page.keyboard.press("Enter");
    await approveByKeyboard();
    await page.waitForFunction(() => document.querySelector("#run-status")?.textContent !== "running", { timeout: 60_000 });
    expect(await statusOf()).toBe("succeeded");
    await page.waitForSelector("#answer:not([hidden]) #answer-table tbody tr");
    expect(await page.$$eval("#answer-table thead th", (ths) => ths.map((th) => th.textContent))).toContain("store_region");

    // The two runs of this test, newest first, then the CLI's run of before the server started.
    await page.waitForFunction(() => document.querySelectorAll("#history-table tbody tr").length === 3);
    const from = await page.$$eval("#history-table tbody tr", (trs) => trs.map((tr) => [tr.getAttribute("data-run"), tr.children[3]?.textContent]));
    expect(from[2]).toEqual([cliRunId, "the CLI"]);
    expect(from.slice(0, 2).map((row) => row[1])).toEqual(["this server", "this server"]);
    for (const index of [1, 2]) {
      await tabTo(`#history-table tbody tr:nth-child(${index}) input[type=checkbox]`, { backwards: true });
      await page.keyboard.press("Space");
    }
    await tabTo("#compare-button", { backwards: true });
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => document.querySelectorAll("#compare .compare-side").length === 2);
    const sides = await page.$$eval("#compare .compare-side", (divs) => divs.map((div) => div.querySelectorAll("li").length));
    expect(sides.every((count) => count > 0)).toBe(true);
    // The two plans read different files: their load steps differ.
    expect(await page.$$eval("#compare li.differs", (items) => items.length)).toBeGreaterThan(0);

    // The filter narrows the history to the question typed (the server filters, after a short pause in typing).
    await tabTo("#history-filter", { backwards: true });
    await page.keyboard.type("weather");
    await page.waitForFunction(() => document.querySelectorAll("#history-table tbody tr").length === 1);
    expect(await page.$$eval("#history-table tbody tr", (trs) => trs.map((tr) => tr.children[1]?.textContent))).toEqual(["net sales by weather"]);
    await screenshot("5-history", ["#history-table", "#compare"]);
  });

  it("pages a longer answer 20 rows at a time, by keyboard", async () => {
    await typeQuestion("monthly revenue trend");
    await arrowToOption("#data", "data/sales.csv");
    await tabTo("#run-button", { backwards: true });
    await page.keyboard.press("Enter");
    await approveByKeyboard();
    await page.waitForFunction(() => document.querySelector("#run-status")?.textContent !== "running", { timeout: 60_000 });
    await page.waitForSelector("#answer:not([hidden]) #answer-table tbody tr");
    const caption = await page.$eval("#answer-table caption", (element) => element.textContent ?? "");
    const total = Number(/(\d+) rows/.exec(caption)?.[1]);
    expect(total, caption).toBeGreaterThan(20);
    expect(await page.$eval("#page-status", (element) => element.textContent)).toBe(`Page 1 of ${Math.ceil(total / 20)}`);
    expect(await page.$$eval("#answer-table tbody tr", (trs) => trs.length)).toBe(20);
    const firstPage = await page.$$eval("#answer-table tbody tr td:first-child", (tds) => tds.map((td) => td.textContent));
    await tabTo("#page-next");
    await page.keyboard.press("Enter");
    expect(await page.$eval("#page-status", (element) => element.textContent)).toBe(`Page 2 of ${Math.ceil(total / 20)}`);
    const secondPage = await page.$$eval("#answer-table tbody tr td:first-child", (tds) => tds.map((td) => td.textContent));
    expect(secondPage).toHaveLength(Math.min(20, total - 20));
    expect(secondPage.some((cell) => firstPage.includes(cell))).toBe(false);
    await screenshot("6-second-page", ["#answer-table", "#page-previous"]);
  });

  it("plans and runs a goal over the tool catalog (no data file) by keyboard, then opens its intent graph from the history", async () => {
    // Another server whose catalog has MCP tools (a real filesystem server); the same token.
    const folder = join(cwd, "goal", "shared");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "quarterly-notes.txt"), "q3");
    await writeFile(
      join(cwd, "goal", "modular-planner.config.json"),
      JSON.stringify({ mcp: { servers: [{ name: "files", transport: "stdio", command: FILESYSTEM_SERVER, args: [folder] }] } }),
    );
    await mkdir(join(cwd, "goal", "data"));
    goalServer = await startServe(["--data-root", join(cwd, "goal", "data")], {
      cwd: join(cwd, "goal"),
      env: { ...process.env, CI: "true", MODULAR_PLANNER_TOKEN: TOKEN },
    });
    tokenSet = false;
    await page.goto(`${goalServer.base}/`, { waitUntil: "networkidle0" });
    await tabTo("#token");
    await page.keyboard.type(TOKEN);
    await page.keyboard.press("Enter");
    tokenSet = true;
    await page.waitForFunction(() => document.querySelectorAll("#data option").length === 1);

    await typeQuestion(`list the files in the folder ${folder}`);
    await arrowToOption("#data", "No data file: a goal over the tool catalog");
    await tabTo("#plan-button");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#understanding:not([hidden]) #planned-steps li");
    expect(await page.$eval("#route", (element) => element.textContent)).toContain("tool catalog");
    expect(await page.$eval("#assumptions", (element) => element.textContent)).toContain("files.list_directory");
    await screenshot("7-goal-understanding", ["#understanding", "#route", "#assumptions", "#planned-steps"]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("run-button");
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => ["succeeded", "failed", "partial", "cancelled"].includes(document.querySelector("#run-status")?.textContent ?? ""), {
      timeout: 60_000,
    });
    expect(await statusOf()).toBe("succeeded");
    await page.waitForSelector("#answer:not([hidden])");
    expect(await page.$eval("#answer-text", (element) => element.textContent)).toContain("quarterly-notes.txt");
    expect(await page.$$eval("#graph g.plan-node", (nodes) => nodes.map((node) => node.getAttribute("data-status")))).toContain("succeeded");
    await screenshot("8-goal-run", ["#run", "#graph svg", "#answer-text"]);

    // Its intent graph in the history: opened by keyboard as a tree of sub-intents with their status.
    await page.waitForSelector("#graphs-table tbody tr button");
    await tabTo("#graphs-table tbody tr:first-child button", { backwards: true });
    await page.keyboard.press("Enter");
    await page.waitForSelector("#intent-graph:not([hidden]) #intent-tree li");
    const tree = await page.$$eval("#intent-tree li", (items) => items.map((item) => item.getAttribute("data-status")));
    expect(tree[0]).toBe("planned");
    expect(await page.$eval("#intent-tree", (element) => element.textContent)).toContain("files.list_directory");
    await screenshot("9-intent-graph", ["#graphs-table", "#intent-graph", "#intent-tree"]);
  }, 120_000);

  it("has no accessibility violation axe-core rates serious or critical, and no console error or blocked request once the token is set", async () => {
    const axe = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
    // Evaluated through the DevTools protocol: the page's policy (no inline script) stays on.
    await page.evaluate(axe);
    const violations = await page.evaluate(async () => {
      const result = await (
        window as unknown as {
          axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> };
        }
      ).axe.run(document, { runOnly: ["wcag2a", "wcag2aa"] });
      return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.length }));
    });
    expect(violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical")).toEqual([]);
    // Chromium logs every 4xx answer as "Failed to load resource": the API's 401 before the token was
    // typed, and its 422 that carries the clarification, are answers the page handles, not errors.
    const handled = (text: string) => /Failed to load resource: the server responded with a status of (401|422)\b/.test(text);
    expect(
      problems.filter((problem) => !(handled(problem.text) && (!problem.tokenSet || problem.text.includes("422")))).map((problem) => problem.text),
    ).toEqual([]);
    expect(
      problems.some((problem) => problem.text.includes("status of 422")),
      "the clarification's 422 was seen",
    ).toBe(true);
  });
});
