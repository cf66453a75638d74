// Goals without --data planned with the plan library through the real CLI: a JSONL library named in
// the config (library.files), the SQLite store's library filled by `learn`, and --no-library.
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cli } from "./cli.js";

const FIXTURE = fileURLToPath(new URL("./fixtures/plan-library.jsonl", import.meta.url));
const jsonl = (records: unknown[]) => `${records.map((record) => JSON.stringify(record)).join("\n")}\n`;

interface Planned {
  plan?: { steps: { id: string; kind: string; tool: string; params: Record<string, unknown> }[] };
  clarification?: { question: string };
  graphId?: string;
  error?: { code: string };
  library?: { entries: number; hash: string } | null;
}
const planJson = (args: string[], cwd: string) => {
  const result = cli(["--json", "plan", ...args], { cwd });
  return { code: result.code, planned: JSON.parse(result.stdout) as Planned, stderr: result.stderr };
};
const toolsOf = (planned: Planned) => planned.plan?.steps.filter((step) => step.kind === "tool").map((step) => step.tool);

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mp-plan-library-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe("plan over the tool catalog with the plan library", () => {
  // The request shares no action verb with the pattern decomposer and no tool's words: only the learned case says what to do.
  const request = "weekly health check of the shop please";

  it("a JSONL library in library.files plans the learned chain; without it (or with --no-library, or enabled: false) the request is not planned that way", async () => {
    const folder = join(root, "files");
    await mkdir(folder);
    await copyFile(FIXTURE, join(folder, "library.jsonl"));
    await writeFile(join(folder, "with.json"), JSON.stringify({ library: { files: ["library.jsonl"] } }));
    await writeFile(join(folder, "off.json"), JSON.stringify({ library: { enabled: false, files: ["library.jsonl"] } }));
    await writeFile(join(folder, "without.json"), JSON.stringify({}));

    const learned = cli(["-c", "with.json", "--json", "plan", request], { cwd: folder });
    expect(learned.code).toBe(0);
    const planned = JSON.parse(learned.stdout) as Planned;
    expect(toolsOf(planned)).toEqual(["load_data", "compute_summary_stats", "describe_result"]);
    // The case's links become data references; the file path the request does not state is asked for, never invented.
    const [ask, load, stats, describe] = planned.plan!.steps;
    expect(ask).toMatchObject({ kind: "ask-user", params: { parameter: "path" } });
    expect(load!.params.path).toEqual({ ref: ask!.id, path: "value" });
    expect(stats!.params.table).toEqual({ ref: "i1" });
    expect(describe!.params.table).toEqual({ ref: "i2" });
    expect(planned.library).toMatchObject({ entries: 1 });

    // The request the library holds word for word: the pattern decomposer reads it confidently as one
    // clause no tool fits; the case is more confident and answers.
    const exact = cli(["-c", "with.json", "--json", "plan", "give me the weekly health check of the shop"], { cwd: folder });
    expect(exact.code).toBe(0);
    expect(toolsOf(JSON.parse(exact.stdout) as Planned)).toEqual(["load_data", "compute_summary_stats", "describe_result"]);
    const exactWithout = cli(["-c", "with.json", "--json", "plan", "--no-library", "give me the weekly health check of the shop"], { cwd: folder });
    expect(exactWithout.code).toBe(4);

    for (const args of [
      ["-c", "without.json", "--json", "plan", request],
      ["-c", "with.json", "--json", "plan", "--no-library", request],
      ["-c", "off.json", "--json", "plan", request],
    ]) {
      const result = cli(args, { cwd: folder });
      const other = JSON.parse(result.stdout) as Planned;
      expect(toolsOf(other) ?? other.error?.code ?? other.clarification?.question).not.toEqual(["load_data", "compute_summary_stats", "describe_result"]);
      expect(other.library ?? null).toBeNull();
    }
  });

  it("a library whose own cases do not carry over between its requests (leave-one-out) is not used: the goal is planned as without it", async () => {
    const folder = join(root, "gated");
    await mkdir(folder);
    const tools = [
      "compute_summary_stats",
      "detect_anomalies",
      "correlation",
      "forecast_linear",
      "query_sql",
      "save_table",
      "plot_line",
      "plot_bar",
      "plot_histogram",
      "plot_scatter",
      "filter_rows",
      "sort_rows",
      "aggregate",
      "segment_metric",
      "top_n",
    ];
    // 24 near-identical requests, each solved with another pair of tools: a nearest case never tells what a request needs.
    const entries = Array.from({ length: 24 }, (_, n) => ({
      id: `run:${n}`,
      request: `give me the weekly health check of the shop, part ${n}`,
      tools: [tools[n % tools.length], tools[(n * 7 + 3) % tools.length]],
      source: "run",
      outcome: "passed",
    }));
    await writeFile(join(folder, "library.jsonl"), jsonl(entries));
    await writeFile(join(folder, "with.json"), JSON.stringify({ library: { files: ["library.jsonl"] } }));
    const goal = "give me the weekly health check of the shop";
    const gated = cli(["-c", "with.json", "--json", "plan", goal], { cwd: folder });
    const without = cli(["-c", "with.json", "--json", "plan", "--no-library", goal], { cwd: folder });
    expect(gated.code).toBe(without.code);
    const planned = JSON.parse(gated.stdout) as Planned;
    const plain = JSON.parse(without.stdout) as Planned;
    expect(toolsOf(planned)).toEqual(toolsOf(plain));
    expect(planned.clarification?.question).toEqual(plain.clarification?.question);
    // Its nearest case's pair is not what was planned.
    for (const entry of entries) expect(toolsOf(planned) ?? []).not.toEqual(entry.tools);
  });

  it("a library file that cannot be read is a configuration error naming library.files", async () => {
    const folder = join(root, "missing");
    await mkdir(folder);
    await writeFile(join(folder, "modular-planner.config.json"), JSON.stringify({ library: { files: ["nowhere.jsonl"] } }));
    const result = cli(["plan", request], { cwd: folder });
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("cannot read the plan library nowhere.jsonl (library.files)");
    expect(result.stderr).toContain("modular-planner learn --dataset");
  });

  it("`learn` fills the store's library and the next `plan` uses it, through a clarification and its resume", async () => {
    const folder = join(root, "learned");
    const dataset = join(folder, "history");
    await mkdir(dataset, { recursive: true });
    await writeFile(
      join(dataset, "catalog.jsonl"),
      jsonl([
        { name: "load_data", description: "Load a data file" },
        { name: "plot_histogram", description: "Histogram of a column" },
      ]),
    );
    await writeFile(
      join(dataset, "queries.jsonl"),
      jsonl([
        {
          id: "q1",
          query: "quarterly look at how the order values spread out",
          gold_tools: ["load_data", "plot_histogram"],
          steps: ["load the orders file", "draw a histogram of the order values"],
          gold_links: [["load_data", "plot_histogram"]],
        },
      ]),
    );
    const goal = "quarterly look at how order values spread out";
    const before = planJson([goal], folder);
    expect(before.planned.clarification?.question ?? "").not.toContain("plot_histogram");
    expect(toolsOf(before.planned) ?? []).not.toContain("plot_histogram");

    const learn = cli(["learn", "--dataset", dataset], { cwd: folder });
    expect(learn.code).toBe(0);
    expect(learn.stdout).toContain("Learned 1 plans");

    // The learned chain's histogram needs a column the request does not state: asked now, then resumed.
    const asked = planJson([goal], folder);
    expect(asked.code).toBe(4);
    expect(asked.planned.clarification!.question).toContain("plot_histogram needs column");
    const resumed = planJson(["--resume", asked.planned.graphId!, "--answer", "order_value"], folder);
    expect(resumed.code).toBe(0);
    expect(toolsOf(resumed.planned)).toEqual(["load_data", "plot_histogram"]);
    expect(resumed.planned.plan!.steps.find((step) => step.tool === "plot_histogram")!.params.column).toBe("order_value");

    const without = planJson(["--no-library", goal], folder);
    expect(toolsOf(without.planned) ?? []).not.toContain("plot_histogram");
  });
});
