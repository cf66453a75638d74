import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerTable, chartSpecs, chartType, parseCsv } from "./run.js";

const bar = (encoding: Record<string, unknown>, mark: unknown = "bar") => ({ mark, encoding });
const nominal = (field: string) => ({ field, type: "nominal" });
const quantitative = (field: string) => ({ field, type: "quantitative" });

describe("chart type of a Vega-Lite spec", () => {
  it("names each of the twelve chart types", () => {
    expect(chartType(bar({ x: nominal("region"), y: quantitative("sales") }))).toBe("bar");
    expect(chartType(bar({ y: nominal("region"), x: quantitative("sales") }))).toBe("horizontal_bar");
    expect(chartType(bar({ x: nominal("region"), y: quantitative("sales"), color: nominal("channel") }))).toBe("stacked_bar");
    expect(chartType(bar({ x: nominal("region"), y: quantitative("sales"), color: nominal("channel"), xOffset: nominal("channel") }))).toBe("grouped_bar");
    expect(chartType({ mark: { type: "line", point: true }, encoding: { x: { field: "month", type: "temporal" }, y: quantitative("sales") } })).toBe("line");
    expect(chartType({ mark: "line", encoding: { x: { field: "month", type: "temporal" }, y: quantitative("sales"), color: nominal("region") } })).toBe(
      "multi_line",
    );
    expect(chartType({ mark: "area", encoding: { x: { field: "month", type: "temporal" }, y: quantitative("sales") } })).toBe("area");
    expect(chartType({ mark: "point", encoding: { x: quantitative("a"), y: quantitative("b") } })).toBe("scatter");
    expect(chartType({ mark: { type: "arc", innerRadius: 50 }, encoding: { theta: quantitative("sales"), color: nominal("channel") } })).toBe("pie");
    expect(chartType(bar({ x: { field: "salary", bin: { maxbins: 20 }, type: "quantitative" }, y: { aggregate: "count", type: "quantitative" } }))).toBe(
      "histogram",
    );
    expect(chartType({ mark: "boxplot", encoding: { x: nominal("nbhd"), y: quantitative("price") } })).toBe("boxplot");
    expect(chartType({ mark: "rect", encoding: { x: nominal("weekday"), y: { field: "hour", type: "ordinal" }, color: quantitative("kwh") } })).toBe("heatmap");
  });
  it("reads layered specs and does not count colouring the category axis as stacking", () => {
    expect(
      chartType({ layer: [{ mark: "bar", encoding: { x: nominal("region"), y: quantitative("sales"), color: nominal("region") } }, { mark: "text" }] }),
    ).toBe("bar");
    expect(chartType(bar({ x: nominal("region"), y: { ...quantitative("sales"), stack: null }, color: nominal("channel") }))).toBe("overlay_bar");
  });
});

describe("where the answer table is read from", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "mp-harness-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("prefers the JSON's answer (rows as arrays or objects)", async () => {
    expect(await answerTable({ answer: { columns: ["region", "total"], rows: [["North", 1]] } }, [])).toEqual({
      table: { columns: ["region", "total"], rows: [["North", 1]] },
      source: "json.answer",
    });
    expect((await answerTable({ answer: { columns: [{ name: "region" }, { name: "total" }], rows: [{ total: 1, region: "North" }] } }, [])).table).toEqual({
      columns: ["region", "total"],
      rows: [["North", 1]],
    });
  });

  it("falls back to the saved CSV, then to the table the chart was drawn from", async () => {
    const csv = join(dir, "result.csv");
    await writeFile(csv, 'name,total\n"Smith, J",1.5\nLee,2\n');
    expect(await answerTable({ files: [csv] }, [])).toEqual({
      table: {
        columns: ["name", "total"],
        rows: [
          ["Smith, J", "1.5"],
          ["Lee", "2"],
        ],
      },
      source: "csv:result.csv",
    });
    const log = [
      {
        kind: "run",
        record: {
          plan: {
            steps: [
              { id: "agg", tool: "aggregate" },
              { id: "top", tool: "top_n" },
              { id: "plot", tool: "plot_bar", params: { table: { ref: "agg" } } },
            ],
          },
        },
      },
      {
        kind: "event",
        event: {
          type: "plan-step-finish",
          stepId: "agg",
          artifact: {
            type: "table",
            columns: [{ name: "region" }, { name: "total" }],
            rowCount: 2,
            value: [
              { region: "North", total: 1 },
              { region: "South", total: 2 },
            ],
          },
        },
      },
      {
        kind: "event",
        event: {
          type: "plan-step-finish",
          stepId: "top",
          artifact: { type: "table", columns: [{ name: "region" }], rowCount: 300, value: [{ region: "North" }] },
        },
      },
      { kind: "event", event: { type: "plan-step-finish", stepId: "plot", artifact: { type: "chart" } } },
    ];
    expect(await answerTable({ files: [join(dir, "plot.svg")] }, log)).toEqual({
      table: {
        columns: ["region", "total"],
        rows: [
          ["North", 1],
          ["South", 2],
        ],
      },
      source: "run.jsonl:chart input",
      truncated: false,
    });
    expect(
      await answerTable(
        {},
        log.filter((line) => line.event?.stepId !== "plot"),
      ),
    ).toMatchObject({ source: "run.jsonl:last table", truncated: true });
  });

  it("reads the chart spec from the JSON, else beside the chart file", async () => {
    expect((await chartSpecs({ chart: { spec: { mark: "arc" } } })).map(chartType)).toEqual(["pie"]);
    await writeFile(join(dir, "plot.vl.json"), JSON.stringify({ mark: "area", encoding: {} }));
    expect((await chartSpecs({ files: [join(dir, "plot.svg")] })).map(chartType)).toEqual(["area"]);
  });

  it("parses quoted CSV fields", () => {
    expect(parseCsv('a,b\r\n"x ""y""",\n')).toEqual({ columns: ["a", "b"], rows: [['x "y"', ""]] });
  });
});

describe("labelProblems", () => {
  it("names every inconsistent label, and nothing in a consistent suite", async () => {
    const { labelProblems } = await import("./suite.js");
    const good = {
      id: "q1",
      table: "retail_orders",
      question: "revenue by region",
      category: "aggregate",
      expected: { sql: "SELECT 1", outcome: "answer" as const },
    };
    expect(labelProblems([good])).toEqual([]);
    const problems = labelProblems([
      good,
      { ...good },
      { ...good, id: "q2", table: "no_such_table" },
      { ...good, id: "q3", category: "destructive" },
      { ...good, id: "q4", expected: { outcome: "clarify" as const } },
      { ...good, id: "q5", expected: { outcome: "answer" as const, chart: "bar" as const } },
    ]);
    expect(problems).toEqual([
      "q1: the id is used twice",
      "q2: table no_such_table is missing",
      'q3: "refuse" is for the destructive category and only it',
      'q4: "clarify" is for the vague category and only it',
      "q5: an answer without SQL must be a histogram or box plot",
    ]);
  });
});
