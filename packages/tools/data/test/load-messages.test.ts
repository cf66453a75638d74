// What load_data says about files it cannot read as they are: a row with the wrong number of
// fields (named, with its line), a latin-1 file (read as latin-1, and said so), a DuckDB file with
// several tables (listed, and the table parameter picks one).
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DuckDBInstance } from "@duckdb/node-api";
import type { PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";
import { duckErrorSummary, raggedRowProblem } from "../src/csv-check.js";

const registry = await loadRegistry();
const dir = await mkdtemp(join(tmpdir(), "mp-load-messages-"));
const executors: ReturnType<typeof createDataToolExecutor>[] = [];
afterAll(() => executors.forEach((executor) => executor.close()));
const step = (id: string): PlanStep => ({ id, kind: "tool", tool: "load_data", description: "", params: {}, satisfies: ["x"], dependsOn: [], checks: [] });
/** Each load on a fresh executor: one executor reads only the files loaded before its first query. */
const load = (params: Record<string, unknown>) => {
  const executor = createDataToolExecutor({ outputDir: dir });
  executors.push(executor);
  return executor.execute({ step: step("load"), tool: registry.catalog.get("load_data")!, params, inputs: {}, signal: new AbortController().signal });
};
const file = async (name: string, content: string | Buffer) => {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
};

describe("CSV files DuckDB cannot read as they are", () => {
  it("one row with an extra field: names the line and the row, not 'no numeric column'", async () => {
    const path = await file("ragged.csv", "region,amount\nnorth,10\nsouth,20\neast,30,extra\nwest,40\n");
    await expect(load({ path })).rejects.toThrow(`Cannot read ${path}: ragged.csv line 4 has 3 fields where the header has 2: "east,30,extra"`);
  });

  it("a row with a missing field, and quoted fields with the delimiter or a line break are counted right", async () => {
    const path = await file("short.csv", 'name,note,amount\n"Smith, J","line one\nline two",10\nLee,ok\nKim,fine,3\n');
    expect(await raggedRowProblem(path)).toBe('short.csv line 4 has 2 fields where the header has 3: "Lee,ok"');
  });

  it("a latin-1 file is read as latin-1, with a note saying so and how to convert it", async () => {
    const path = await file("latin1.csv", Buffer.from("caf\xe9,amount\nna\xefve,10\nr\xe9sum\xe9,20\n", "latin1"));
    const table = await load({ path });
    expect(table.columns!.map((column) => `${column.name}:${column.type}`)).toEqual(["café:string", "amount:integer"]);
    expect((table.value as { café: string }[]).map((row) => row.café)).toEqual(["naïve", "résumé"]);
    expect(table.metadata).toMatchObject({ encoding: "latin-1" });
    expect(String(table.metadata.note)).toContain("is not UTF-8: it was read as latin-1 (convert it with: iconv -f latin1 -t utf-8)");
  });

  it("a DuckDB error keeps its explanation, not only 'CSV Error on Line: 1'", () => {
    expect(duckErrorSummary("Invalid Input Error: CSV Error on Line: 1\nInvalid unicode (byte sequence mismatch) detected.\n\nPossible Solution: x")).toBe(
      "Invalid Input Error: CSV Error on Line: 1: Invalid unicode (byte sequence mismatch) detected.",
    );
  });
});

describe("DuckDB database files", () => {
  it("with several tables: lists them; the table parameter picks one; a wrong name lists them too", async () => {
    const path = join(dir, "shop.duckdb");
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    await connection.run("CREATE TABLE sales AS SELECT * FROM (VALUES ('north', 10.5), ('south', 20.0)) t(region, revenue)");
    await connection.run("CREATE TABLE stores AS SELECT * FROM (VALUES (1, 'north')) t(id, region)");
    connection.closeSync();
    instance.closeSync();
    await expect(load({ path })).rejects.toThrow(`DuckDB file ${path} has 2 tables (sales, stores); say which one to analyse`);
    await expect(load({ path })).rejects.toMatchObject({ hint: expect.stringContaining("--table <name>") });
    const sales = await load({ path, table: "sales" });
    expect(sales.rowCount).toBe(2);
    expect(sales.metadata.source).toBe(`${path}#sales`);
    await expect(load({ path, table: "nope" })).rejects.toThrow(`DuckDB file ${path} has no table "nope"; it has sales, stores`);
  });

  it("a file that is not a DuckDB database says so", async () => {
    const path = await file("fake.duckdb", "not a database");
    await expect(load({ path })).rejects.toThrow(`Cannot read DuckDB file ${path}`);
  });
});
