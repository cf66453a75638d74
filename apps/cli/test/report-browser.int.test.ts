import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
/** Screenshots kept after the run (ignored by git, like the vitest JSON report beside them). */
const ARTIFACTS = fileURLToPath(new URL("../.test-results/", import.meta.url));
const chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find(existsSync);
const SCREEN = { width: 1280, height: 900 };

interface Box {
  top: number;
  bottom: number;
  width: number;
  height: number;
}

let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-report-"));
  await mkdir(ARTIFACTS, { recursive: true });
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

function browse(args: string[], url: string) {
  const result = spawnSync(
    chromium!,
    [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--hide-scrollbars",
      `--user-data-dir=${join(cwd, "chromium-profile")}`,
      ...args,
      url,
    ],
    { encoding: "utf8", timeout: 90_000 },
  );
  return { stdout: result.stdout, stderr: result.stderr, status: result.status };
}

// Recorded from the first script of the page: uncaught errors, console.error and blocked requests.
const CATCH = `<script>window.__problems=[];addEventListener("error",e=>__problems.push("error: "+(e.message||e.target&&e.target.outerHTML)),true);addEventListener("securitypolicyviolation",e=>__problems.push("blocked: "+e.blockedURI));const __ce=console.error;console.error=(...a)=>{__problems.push("console.error: "+a.join(" "));__ce(...a)};</script>`;
// After load: where the parts are on the first screen, then the table's own controls used once.
const PROBE = `<script>addEventListener("load",()=>{const box=s=>{const e=document.querySelector(s);if(!e)return null;const r=e.getBoundingClientRect();return{top:r.top,bottom:r.bottom,left:r.left,right:r.right,width:r.width,height:r.height}};
const out={innerWidth,innerHeight,headline:box("#headline"),headlineText:document.querySelector("#headline")?.textContent,plan:box("svg.plan-graph"),planNodes:document.querySelectorAll("svg.plan-graph g.plan-node").length,chart:box("figure.chart svg"),table:box("#answer-table"),firstRow:box("#answer-table tbody tr:first-child"),visibleRows:[...document.querySelectorAll("#answer-table tbody tr")].filter(r=>!r.hidden).length};
document.querySelector('button[data-toggle="answer-table"]').click();out.rowsAfterShowAll=[...document.querySelectorAll("#answer-table tbody tr")].filter(r=>!r.hidden).length;
const sort=[...document.querySelectorAll("#answer-table th button")].at(-1);sort.click();sort.click();out.firstAfterSortDescending=Number(document.querySelector("#answer-table tbody tr td:last-child").dataset.v);
out.problems=__problems;const pre=document.createElement("pre");pre.id="probe";pre.textContent=JSON.stringify(out);document.body.append(pre)})</script>`;

describe("the report in a real browser", () => {
  it("opens with the headline, the chart, the answer table and the drawn plan on the first screen, offline and without errors", async () => {
    expect(chromium, "Debian's chromium must be installed (`npm test` installs it as root: apt-get install -y chromium)").toBeDefined();
    const run = cli(["--json", "run", "get revenue totals by region and product type over time", "--data", sales], { cwd });
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as { report: string; plan: string[]; answer: { rowCount: number; rows: unknown[][] } };
    const html = await readFile(result.report, "utf8");
    // One file: nothing fetched (no src or href to the network; the policy blocks any request).
    expect(html).not.toMatch(/(?:src|href)\s*=\s*["']?(?:https?:)?\/\//i);
    expect(html).toContain(`content="default-src 'none'; img-src data:;`);

    const probed = join(cwd, "probed.html");
    await writeFile(probed, html.replace("<head>", `<head>${CATCH}`).replace("</body>", `${PROBE}</body>`));
    const dom = browse([`--window-size=${SCREEN.width},${SCREEN.height}`, "--virtual-time-budget=5000", "--dump-dom"], `file://${probed}`).stdout;
    const probe = JSON.parse(
      /<pre id="probe">(.*?)<\/pre>/s
        .exec(dom)?.[1]
        ?.replace(/&quot;/g, '"')
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&") ?? "null",
    ) as Record<string, unknown> & {
      innerHeight: number;
      headline: Box;
      plan: Box;
      chart: Box;
      table: Box;
      firstRow: Box;
    };
    expect(probe, dom.slice(0, 2000)).not.toBeNull();
    expect(probe.problems).toEqual([]);
    expect(probe.headlineText).toMatch(
      /^Over Jan 2024–Dec 2025 \(24 months\), .+ had the highest total revenue \([\d,]+\) and .+ the lowest \([\d,]+\)\. All 12 groups together (rose|fell) [\d.]+%/,
    );
    expect(probe.planNodes).toBe(result.plan.length);
    for (const part of ["headline", "chart", "plan", "firstRow"] as const) {
      const box = probe[part];
      expect(box, part).not.toBeNull();
      expect(box.width * box.height, `${part} has a size`).toBeGreaterThan(0);
      expect(box.top, `${part} starts on the first screen`).toBeGreaterThanOrEqual(0);
      expect(box.bottom, `${part} ends on the first screen (${probe.innerHeight}px)`).toBeLessThanOrEqual(probe.innerHeight);
    }
    expect(probe.table.top).toBeLessThan(probe.innerHeight);
    expect(probe.visibleRows).toBe(10);
    expect(probe.rowsAfterShowAll).toBe(result.answer.rowCount);
    const largest = Math.max(...result.answer.rows.map((row) => Number(row.at(-1))));
    expect(probe.firstAfterSortDescending).toBeGreaterThanOrEqual(largest);

    // The rest is in the page, folded away.
    expect(dom).toContain("<tr><th>route</th><td>AnalystThenVisual</td></tr>");
    expect(dom).toMatch(/<details id="details-coverage"><summary>Coverage<\/summary>/);
    expect(dom).not.toMatch(/<details[^>]* open/);

    // Screenshots kept as test artifacts: the first screen on a desktop and on a phone.
    for (const [name, size] of [
      ["report-first-screen.png", `${SCREEN.width},${SCREEN.height}`],
      ["report-phone.png", "390,844"],
    ] as const) {
      const path = join(ARTIFACTS, name);
      browse([`--window-size=${size}`, "--virtual-time-budget=5000", `--screenshot=${path}`], `file://${result.report}`);
      expect(existsSync(path), path).toBe(true);
      expect(statSync(path).size).toBeGreaterThan(10_000);
    }
  });
});
