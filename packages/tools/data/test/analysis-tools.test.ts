import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Artifact, PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ANALYSIS_TOOLS, chartSpecProblem, createDataToolExecutor } from "../src/index.js";

const SHIPMENTS = fileURLToPath(new URL("./fixtures/shipments.csv", import.meta.url));
const registry = await loadRegistry();
const outputDir = await mkdtemp(join(tmpdir(), "mp-analysis-tools-"));
const executor = createDataToolExecutor({ outputDir, png: false });
const step = (id: string, name: string): PlanStep => ({
  id,
  kind: "tool",
  tool: name,
  description: "",
  params: {},
  satisfies: ["x"],
  dependsOn: [],
  checks: [],
});
const tool = (name: string) => registry.catalog.get(name) ?? ANALYSIS_TOOLS.find((candidate) => candidate.name === name)!;
const run = (id: string, name: string, params: Record<string, unknown>) =>
  executor.execute({ step: step(id, name), tool: tool(name), params, inputs: {}, signal: new AbortController().signal });

let loaded: Artifact;
beforeAll(async () => {
  loaded = await run("load", "load_data", { path: SHIPMENTS });
});
afterAll(() => executor.close());

describe("load_data samples what questions are linked against", () => {
  it("distinct values of low-cardinality text columns, not of ids", () => {
    const profile = loaded.metadata.profile as { values: Record<string, string[]>; spans: Record<string, { days: number; distinctDays: number }> };
    expect(profile.values.carrier_name!.sort()).toEqual(["BlueLine", "FastShip", "Parcelo"]);
    expect(profile.values.dest_zone!.sort()).toEqual(["east", "north", "south", "west"]);
    expect(profile.values.shipment_id).toBeUndefined(); // 60 distinct > 50
    expect(profile.spans.ship_date!.days).toBeGreaterThan(300);
  });
});

describe("load_data finds true/false flags written as 0 and 1", () => {
  it("an integer column of 0s and 1s (both) is a flag; 0/1/2, all 0s and decimals are not", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-flags-"));
    const file = join(dir, "bookings.csv");
    await writeFile(file, "ref,no_show,guests,seats,ratio\nA,0,0,0,0.5\nB,1,1,0,1.0\nC,0,2,0,0.0\nD,1,0,0,1.0\n");
    const bookings = await run("load-flags", "load_data", { path: file });
    expect((bookings.metadata.profile as { flags: string[] }).flags).toEqual(["no_show"]);
  });

  it("every other integer column with a value has its smallest and largest value (a 1–5 column is a rating scale)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-ranges-"));
    const file = join(dir, "visits.csv");
    await writeFile(file, "ref,served,bewertung,guests,none\nA,0,4,3,\nB,1,2,1,\nC,1,5,8,\nD,0,,2,\n");
    const visits = await run("load-ranges", "load_data", { path: file });
    const profile = visits.metadata.profile as { flags: string[]; ranges: Record<string, { min: number; max: number }> };
    expect(profile.flags).toEqual(["served"]);
    expect(profile.ranges).toEqual({ bewertung: { min: 2, max: 5 }, guests: { min: 1, max: 8 } });
  });
});

describe("load_data finds which time columns come before which", () => {
  it("a pair is ordered when the first is never after the second and before it somewhere, whatever the names", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-ordered-"));
    const file = join(dir, "sessions.csv");
    await writeFile(
      file,
      [
        "id,plugged_in_at,unplugged_at,noted_at,day_a,day_b",
        "1,2026-01-01 10:00:00,2026-01-01 11:30:00,2026-01-01 09:00:00,2026-01-02,2026-01-02",
        "2,2026-01-02 08:00:00,2026-01-02 08:45:00,2026-01-03 09:00:00,2026-01-03,2026-01-03",
        "3,2026-01-03 12:00:00,,2026-01-01 07:00:00,2026-01-04,2026-01-04",
      ].join("\n"),
    );
    const loaded = await run("load-ordered", "load_data", { path: file });
    // noted_at is before the plug-in in one row and after it in another: no order. Equal dates are no span.
    expect((loaded.metadata.profile as { ordered: [string, string][] }).ordered).toEqual([["plugged_in_at", "unplugged_at"]]);
  });
});

describe("load_data finds how often number columns are empty", () => {
  it("gives the share of empty rows of each number column that has any, and none for full columns", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-empty-"));
    const file = join(dir, "sales.csv");
    await writeFile(file, "id,amount_eur,postage_eur,channel\n1,10.5,,shop\n2,20,4.9,web\n3,7,,shop\n4,12,,farm\n");
    const loaded = await run("load-empty", "load_data", { path: file });
    expect((loaded.metadata.profile as { empty: Record<string, number> }).empty).toEqual({ postage_eur: 0.75 });
  });
});

describe("run_analysis", () => {
  it("is not in the registry: only the analysis compiler writes its parameters", () => {
    expect(registry.catalog.get("run_analysis")).toBeUndefined();
    expect(registry.catalog.get("render_chart")).toBeUndefined();
    expect(executor.canExecute(tool("run_analysis"))).toBe(true);
  });

  it("runs one parameterised query over the table named data; numbers stay numbers", async () => {
    const result = await run("analyze", "run_analysis", {
      table: loaded,
      sql: 'SELECT "carrier_name" AS "carrier_name", count(*) AS "count", sum("weight_kg") AS "weight_kg" FROM "data" WHERE ("dest_zone" IN (CAST($1 AS VARCHAR), CAST($2 AS VARCHAR))) GROUP BY 1 ORDER BY "count" DESC, "carrier_name" LIMIT $3',
      params: ["north", "west", 2],
    });
    const rows = result.value as Record<string, unknown>[];
    expect(rows).toHaveLength(2);
    expect(typeof rows[0]!.count).toBe("number");
    expect(result.metadata.params).toEqual(["north", "west", 2]);
  });

  it("accepts a WITH query and binds data first", async () => {
    const result = await run("analyze2", "run_analysis", {
      table: loaded,
      sql: 'WITH s AS (SELECT "carrier_name" AS c FROM "data") SELECT count(DISTINCT c) AS n FROM s',
    });
    expect((result.value as Record<string, unknown>[])[0]!.n).toBe(3);
  });

  it("keeps the read-only guard, and quoted identifiers may be any word", async () => {
    await expect(run("bad", "run_analysis", { table: loaded, sql: "DELETE FROM data" })).rejects.toThrow(/only runs SELECT/);
    await expect(run("bad2", "run_analysis", { table: loaded, sql: "SELECT 1; DROP TABLE data" })).rejects.toThrow(/one statement/);
    const ok = await run("ok", "run_analysis", { table: loaded, sql: 'SELECT count(*) AS "update" FROM "data"' });
    expect(ok.rowCount).toBe(1);
  });
});

describe("render_chart", () => {
  it("renders a Vega-Lite spec over the table's rows to SVG", async () => {
    const table = await run("agg", "run_analysis", {
      table: loaded,
      sql: 'SELECT "dest_zone", "carrier_name", sum("freight_cost") AS cost FROM "data" GROUP BY 1, 2',
    });
    const chart = await run("chart", "render_chart", {
      table,
      spec: {
        mark: "bar",
        encoding: {
          x: { field: "dest_zone", type: "nominal" },
          xOffset: { field: "carrier_name" },
          y: { field: "cost", type: "quantitative" },
          color: { field: "carrier_name", type: "nominal" },
        },
      },
      title: "Freight cost by zone and carrier",
    });
    const svg = await readFile(chart.uri!, "utf8");
    expect(svg).toContain("Freight cost by zone and carrier");
    expect((chart.metadata.series as string[]).sort()).toEqual(["BlueLine", "FastShip", "Parcelo"]);
  });

  it("checks a spec compiles before any data exists", () => {
    expect(chartSpecProblem({ mark: "bar", encoding: { x: { field: "a", type: "nominal" }, y: { field: "b", type: "quantitative" } } })).toBeUndefined();
    expect(chartSpecProblem({ mark: "notamark", encoding: { x: { field: "a", type: "nominal" } } })).toBeDefined();
  });

  it("gives the same answer for a spec it has already compiled (kept, not compiled again)", () => {
    const bad = { mark: "notamark", encoding: { x: { field: "c", type: "nominal" } } };
    const first = chartSpecProblem(bad);
    expect(first).toEqual(expect.any(String));
    expect(chartSpecProblem({ ...bad })).toBe(first);
    const good = { mark: "line", encoding: { x: { field: "c", type: "temporal" }, y: { field: "d", type: "quantitative" } } };
    expect(chartSpecProblem(good)).toBeUndefined();
    expect(chartSpecProblem(good)).toBeUndefined();
  });

  it("says which encoded field the table lacks", async () => {
    await expect(run("chart2", "render_chart", { table: loaded, spec: { mark: "bar", encoding: { x: { field: "nope", type: "nominal" } } } })).rejects.toThrow(
      /"nope"/,
    );
  });
});
