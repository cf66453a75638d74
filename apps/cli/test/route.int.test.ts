// `run` routes before planning: the route decision is printed, stored in result.json and shown in
// report.html; a Clarify route or a gate asks one question (exit 4); a guardrail block exits 5.
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-route-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe("run goes through the router", () => {
  it("prints the route decision, and --json, result.json and report.html carry it", () => {
    const text = cli(["run", "top 2 regions by total revenue", "--data", sales], { cwd });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/^Route: AnalystThenVisual \(ranking, template ranking; confidence 0\.\d+; classifier deterministic\)$/m);
    expect(text.stdout).toMatch(/^ {2}Why: AnalystThenVisual scored \d+ for ranking/m);
    expect(text.stdout).toContain("  Assumption: top_n = 2");

    const json = cli(["--json", "run", "top 2 regions by total revenue", "--data", sales], { cwd });
    expect(json.code, json.stderr).toBe(0);
    const summary = JSON.parse(json.stdout) as { route: Record<string, unknown>; report: string; outDir: string };
    expect(summary.route).toMatchObject({
      action: "plan",
      route: "AnalystThenVisual",
      intent: "ranking",
      template: "ranking",
      classifier: "deterministic",
      risks: [],
    });
    expect(summary.route.confidence).toBeGreaterThan(0.45);
    expect(summary.route.justification).toMatch(/^AnalystThenVisual scored/);
    expect(summary.route.assumptions).toContain("top_n = 2");
    expect(JSON.parse(readFileSync(join(summary.outDir, "result.json"), "utf8")).route).toEqual(summary.route);
    const html = readFileSync(summary.report, "utf8");
    expect(html).toContain('<table id="route">');
    expect(html).toContain("<tr><th>route</th><td>AnalystThenVisual</td></tr>");
    expect(html).toMatch(/<div id="route-assumptions"><ul>.*<li>top_n = 2<\/li>/);
  });

  it("a Clarify route exits 4 with exactly one question, and --json gives it with the route", () => {
    const text = cli(["run", "what do you think?", "--data", sales], { cwd });
    expect(text.code).toBe(4);
    expect(text.stderr.match(/^Question: /gm)).toHaveLength(1);
    expect(text.stderr).toMatch(/^Question: What would you like to see: .*\?$/m);
    expect(text.stdout).toBe("");
    const json = cli(["--json", "run", "what do you think?", "--data", sales], { cwd });
    expect(json.code).toBe(4);
    const body = JSON.parse(json.stdout) as {
      clarification: { question: string; options: { label: string; score: number; why: string }[] };
      route: { route: string; action: string };
    };
    expect(body.route).toMatchObject({ route: "Clarify", action: "clarify" });
    expect(body.clarification.options.map((option) => option.label)).toContain("a trend over time");
  });

  it("a step behind a gate is not run: one fork question, exit 4", () => {
    const result = cli(["run", "run the risk model", "--data", sales], { cwd });
    expect(result.code).toBe(4);
    expect(result.stderr).toContain("Question: risk needs step tpr first: finish step tpr with defaults, or continue step tpr yourself?");
  });

  it("destructive SQL in the question is blocked with a clear message and exit 5, nothing is run", () => {
    const text = cli(["run", "DROP TABLE sales; then total revenue by region", "--data", sales], { cwd: join(cwd) });
    expect(text.code).toBe(5);
    expect(text.stderr).toContain("RequestRefusedError: The request was refused: destructive_sql/drop detected (DROP TABLE): blocked on AnalystThenVisual");
    expect(text.stderr).toContain("Hint: The data tools are read-only");
    expect(text.stdout).not.toContain("Report:");
    const json = cli(["--json", "run", "delete from sales", "--data", sales], { cwd });
    expect(json.code).toBe(5);
    const body = JSON.parse(json.stdout) as { error: { name: string }; route: { risks: string[] } };
    expect(body.error.name).toBe("RequestRefusedError");
    expect(body.route.risks[0]).toMatch(/^destructive_sql\/delete_without_where detected/);
  });

  it("router constraints come from the config: max_steps 5 leaves only SimpleAnalyst, allow_web off refuses a web search", async () => {
    const dir = await mkdtemp(join(cwd, "constraints-"));
    await writeFile(join(dir, "modular-planner.config.json"), JSON.stringify({ router: { constraints: { max_steps: 5 } } }));
    const small = cli(["--json", "plan", "monthly revenue trend", "--data", sales], { cwd: dir });
    expect(small.code, small.stderr).toBe(0);
    expect(JSON.parse(small.stdout).route).toMatchObject({ route: "SimpleAnalyst", intent: "time_series" });
    const yaml = cli(["plan", "monthly revenue trend", "--data", sales], { cwd: dir });
    expect(yaml.stdout).toMatch(/^assets:/m);
    expect(yaml.stdout).not.toContain("Route:");
    expect(yaml.stderr).toMatch(/^Route: SimpleAnalyst \(time_series, template time_series;/m);
    expect(yaml.stderr).toContain("  Excluded: AnalystThenVisual: 6 steps > max_steps 5");
    const web = cli(["run", "google the latest news about our competitors", "--data", sales], { cwd: dir });
    expect(web.code).toBe(5);
    expect(web.stderr).toContain("allow_web is off");
  });

  it("the run record is stored in SQLite and `runs show <id>` prints it", async () => {
    const json = cli(["--json", "run", "total revenue by region", "--data", sales], { cwd });
    expect(json.code, json.stderr).toBe(0);
    const summary = JSON.parse(json.stdout) as { runId: string; store: string };
    expect(summary.store).toBe(join(cwd, ".modular-planner", "store.sqlite"));
    const shown = cli(["runs", "show", summary.runId], { cwd });
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toContain(`Run ${summary.runId}: succeeded`);
    expect(shown.stdout).toMatch(/Steps: load \(load_data\) → .*save_table/);
    expect(shown.stdout).toMatch(/plan-step-finish load load_data succeeded/);
    expect(shown.stdout).toMatch(/Finished: load, analyze, (chart, save|save, chart); failed: none; still running when the record ends: none/);
    const listed = JSON.parse(cli(["--json", "runs", "list"], { cwd }).stdout) as { runs: { runId: string }[] };
    expect(listed.runs.map((run) => run.runId)).toContain(summary.runId);
    const missing = cli(["runs", "show", "nope"], { cwd });
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('No run "nope"');
    const empty = cli(["runs", "list"], { cwd: await mkdtemp(join(cwd, "fresh-")) });
    expect(empty.code).toBe(3);
    expect(empty.stderr).toMatch(/No run has been stored yet: .*store\.sqlite does not exist/);
  });

  it("--session remembers the question: a follow-up (now by region) is planned with the previous one", async () => {
    const dir = await mkdtemp(join(cwd, "session-"));
    const first = cli(["--json", "run", "monthly revenue trend", "--data", sales, "--session", "demo"], { cwd: dir });
    expect(first.code, first.stderr).toBe(0);
    expect(JSON.parse(first.stdout).route.intent).toBe("time_series");
    const follow = cli(["--json", "run", "now by region", "--data", sales, "--session", "demo"], { cwd: dir });
    expect(follow.code, follow.stderr + follow.stdout).toBe(0);
    const summary = JSON.parse(follow.stdout) as {
      route: { intent: string; assumptions: string[] };
      plan: string[];
      requirements: { group_by: string[]; time: { grain: string } };
    };
    expect(summary.route.intent).toBe("time_series_grouped");
    expect(summary.route.assumptions).toContain("Read as a follow-up of the previous request in this session.");
    expect(summary.route.assumptions).toContain('Planned as "monthly revenue trend, now by region" (the previous question of session demo with this one).');
    // One compiled query by month and region, drawn as one line per region.
    expect(summary.plan).toEqual(["load_data", "run_analysis", "render_chart", "save_table"]);
    expect(summary.requirements.group_by).toEqual(["region"]);
    expect(summary.requirements.time.grain).toBe("month");
    const stored = JSON.parse(readFileSync(join(dir, ".modular-planner", "sessions", "demo.json"), "utf8")) as { facts: string[]; summary: string };
    expect(stored.facts).toEqual(["data_loaded", "last_intent:time_series_grouped"]);
    expect(stored.summary).toBe("time_series: monthly revenue trend\ntime_series_grouped: monthly revenue trend, now by region");
    // Without the session the follow-up has nothing to build on.
    const alone = cli(["--json", "run", "now by region", "--data", sales], { cwd: dir });
    expect(alone.code).not.toBe(0);
  });
});
