import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import type { PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";
import { sqliteAffinity } from "../src/sqlite.js";

const registry = await loadRegistry();
const dir = await mkdtemp(join(tmpdir(), "mp-sqlite-"));
const executor = createDataToolExecutor({ outputDir: dir });
afterAll(() => executor.close());
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
const run = (id: string, name: string, params: Record<string, unknown>) =>
  executor.execute({ step: step(id, name), tool: registry.catalog.get(name)!, params, inputs: {}, signal: new AbortController().signal });

function sqliteFile(name: string, statements: string[]): string {
  const path = join(dir, name);
  const db = new Database(path);
  for (const sql of statements) db.exec(sql);
  db.close();
  return path;
}

describe("SQLite input (read offline through better-sqlite3)", () => {
  const shop = sqliteFile("shop.db", [
    "CREATE TABLE sales (day TEXT, region VARCHAR(20), revenue REAL, units INTEGER)",
    "INSERT INTO sales VALUES ('2024-01-01', 'North', 10.5, 2), ('2024-01-02', 'South', 20.25, 3), ('2024-01-03', 'North', NULL, 'n/a')",
  ]);

  it("loads the only table with typed columns, and its values aggregate like SQL would", async () => {
    const table = await run("load", "load_data", { path: shop });
    expect(table.rowCount).toBe(3);
    expect(table.columns!.map((column) => `${column.name}:${column.type}`)).toEqual(["day:string", "region:string", "revenue:number", "units:integer"]);
    expect(table.metadata.source).toBe(`${shop}#sales`);
    // A value that does not fit the column's affinity ('n/a' in an INTEGER column) is NULL, never a made-up number.
    expect(table.metadata.nullCounts).toMatchObject({ revenue: 1, units: 1 });
    const totals = await run("agg", "aggregate", { table, group_by: ["region"], metrics: [{ column: "revenue", aggregation: "sum" }] });
    const rows = (totals.value as { region: string; revenue: number }[]).sort((a, b) => a.region.localeCompare(b.region));
    expect(rows).toEqual([
      { region: "North", revenue: 10.5 },
      { region: "South", revenue: 20.25 },
    ]);
  });

  it("with several tables, asks which one (listing them) unless the table parameter names it", async () => {
    const two = sqliteFile("two.db", [
      "CREATE TABLE a (x INTEGER)",
      "CREATE TABLE b (y REAL)",
      "INSERT INTO a VALUES (1)",
      "INSERT INTO b VALUES (2.5), (3.5)",
    ]);
    await expect(run("load2", "load_data", { path: two })).rejects.toThrow(/has 2 tables \(a, b\); say which one/);
    const b = await run("load3", "load_data", { path: two, table: "b" });
    expect(b.rowCount).toBe(2);
    await expect(run("load4", "load_data", { path: two, table: "c" })).rejects.toThrow(/no table "c"; it has a, b/);
  });

  it("a file that is not a SQLite database, or has no tables, gives a clear error", async () => {
    const fake = join(dir, "fake.db");
    await writeFile(fake, "this is not a database, just text\n".repeat(200));
    await expect(run("bad", "load_data", { path: fake })).rejects.toThrow(/Cannot read SQLite file .*fake\.db/);
    const empty = sqliteFile("empty.sqlite", ["PRAGMA user_version = 1"]);
    await expect(run("none", "load_data", { path: empty })).rejects.toThrow(/has no tables/);
  });

  it("maps declared types with SQLite's affinity rules", () => {
    expect(["INTEGER", "BIGINT", "VARCHAR(10)", "TEXT", "REAL", "DOUBLE PRECISION", "NUMERIC(10,2)", "BLOB", ""].map(sqliteAffinity)).toEqual([
      "integer",
      "integer",
      "varchar",
      "varchar",
      "double",
      "double",
      "double",
      "varchar",
      "varchar",
    ]);
  });
});
