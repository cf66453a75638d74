import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ToolMetadataSchema, type Plan } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createExampleRetriever, yaaafRowToPlan, loadExamples, parseCsv, type YaaafImportReport, type YaaafRow } from "../src/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const packageDir = join(here, "..");
/** A 60-row fixture ships with the repository (test/fixtures/yaaaf, MIT); DATASETS_YAAAF points at the full dataset instead. */
const datasetDir = resolve(process.env.DATASETS_YAAAF ?? join(here, "fixtures/yaaaf"));
const registry = await loadRegistry();
let outDir: string;
let report: YaaafImportReport;
let plans: Plan[];

beforeAll(() => {
  if (!existsSync(join(datasetDir, "planner_dataset.csv"))) {
    throw new Error(`YAAAF dataset missing at ${datasetDir}: DATASETS_YAAAF must name a folder holding planner_dataset.csv.`);
  }
  outDir = mkdtempSync(join(tmpdir(), "mp-yaaaf-"));
  const run = spawnSync(
    process.execPath,
    ["--conditions=@modular-planner/source", "--import", "tsx", "scripts/import-yaaaf.ts", "--dataset", datasetDir, "--out", outDir],
    { cwd: packageDir, encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`import-yaaaf failed (${run.status}): ${run.stderr}`);
  expect(run.stdout).toMatch(/^YAAAF: \d+ rows, \d+ plans written/);
  report = JSON.parse(readFileSync(join(outDir, "report.json"), "utf8")) as YaaafImportReport;
  plans = loadExamples(outDir);
}, 120_000);
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

describe("scripts/import-yaaaf.ts on the YAAAF planner dataset", () => {
  it("converts every scenario into a YAML asset workflow plan", () => {
    const rows = parseCsv(readFileSync(join(datasetDir, "planner_dataset.csv"), "utf8")).length;
    expect(rows).toBeGreaterThan(0);
    expect(report.rows).toBe(rows);
    expect(report.failed).toEqual([]);
    expect(report.written).toBe(rows);
    expect(plans).toHaveLength(rows);

    const first = plans.find((plan) => plan.id === "yaaaf-0000")!;
    expect(first.goal).toMatch(/^Gather customer feedback from our website, analyze the sentiments/);
    expect(first.steps.map((step) => [step.id, step.tool, step.kind])).toEqual([
      ["customer_feedback_data", "ask_user", "ask-user"],
      ["analyzed_sentiment_data", "MleAgent", "tool"],
      ["sentiment_summary_report", "describe_result", "tool"],
      ["sentiment_trend_visualization", "plot_line", "tool"],
    ]);
    expect(first.steps[2]!.dependsOn).toEqual(["analyzed_sentiment_data"]);
    expect(first.steps[2]!.checks).toEqual([
      { type: "row_count", operator: ">", value: 0 },
      { type: "columns", columns: ["insight", "sentiment_score", "feedback_count"] },
    ]);
    const yaml = readFileSync(join(outDir, "yaaaf-0000.yaml"), "utf8");
    expect(yaml).toContain("type: image");
    expect(yaml).toContain("source: yaaaf/planner_dataset.csv#0");
  });

  it("drops the examples naming agents the registry has no tool for, and searches the rest", () => {
    const retriever = createExampleRetriever({ examples: plans, catalog: registry.catalog });
    expect(retriever.examples.length).toBe(report.onlyMappedAgents);
    expect(retriever.examples.length).toBeGreaterThan(0);
    expect(retriever.dropped.length).toBe(report.rows - report.onlyMappedAgents);
    expect(retriever.dropped.find((dropped) => dropped.id === "yaaaf-0000")).toEqual({ id: "yaaaf-0000", unavailable: ["MleAgent"] });
    for (const plan of retriever.examples)
      expect(
        plan.steps.every((step) => registry.catalog.has(step.tool)),
        plan.id,
      ).toBe(true);

    const hits = retriever.search("collect survey feedback and chart the common themes");
    expect(hits).toHaveLength(3);
    for (const hit of hits) expect(hit.goal.toLowerCase()).toMatch(/survey|feedback/);
  });
});

describe("YAAAF with its own agents as the catalog (raw conversion)", () => {
  it("keeps what the catalog offers, drops BraveSearchAgent plans, and finds web-search examples", () => {
    const rows = parseCsv(readFileSync(join(datasetDir, "planner_dataset.csv"), "utf8")) as unknown as YaaafRow[];
    const rawPlans = rows.map((row, index) => yaaafRowToPlan(row, index, { raw: true }).plan);
    const agents = [...new Set(rawPlans.flatMap((plan) => plan.steps.map((step) => step.tool)))].filter((agent) => agent !== "BraveSearchAgent");
    const catalog = createToolCatalog(agents.map((name) => ToolMetadataSchema.parse({ name, description: `YAAAF ${name}` })));
    const retriever = createExampleRetriever({ examples: rawPlans, catalog });
    const withBrave = rawPlans.filter((plan) => plan.steps.some((step) => step.tool === "BraveSearchAgent"));
    expect(withBrave.length).toBeGreaterThan(0);
    expect(retriever.dropped.map((dropped) => dropped.id)).toEqual(withBrave.map((plan) => plan.id));
    expect(retriever.dropped.every((dropped) => dropped.unavailable.join() === "BraveSearchAgent")).toBe(true);

    const hits = retriever.search("search the web with DuckDuckGo for competitor news");
    expect(hits).toHaveLength(3);
    for (const hit of hits) expect(hit.plan.steps.map((step) => step.tool)).toContain("DuckDuckGoSearchAgent");
  });
});
