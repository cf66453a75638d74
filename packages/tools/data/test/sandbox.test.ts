import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Artifact, PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../src/duck.js";
import { createDataToolExecutor } from "../src/index.js";

const SALES = fileURLToPath(new URL("../../../../samples/sales.csv", import.meta.url));
const OTHER = fileURLToPath(new URL("../../../../samples/web_traffic.csv", import.meta.url));
const registry = await loadRegistry();
const outputDir = await mkdtemp(join(tmpdir(), "mp-sandbox-"));
const secretDir = await mkdtemp(join(tmpdir(), "mp-secret-"));
const secret = join(secretDir, "secret.txt");
await writeFile(secret, "top secret\n");
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
const executor = createDataToolExecutor({ outputDir, png: false });
const run = (id: string, name: string, params: Record<string, unknown>) =>
  executor.execute({ step: step(id, name), tool: registry.catalog.get(name)!, params, inputs: {}, signal: new AbortController().signal });

let sales: Artifact;
beforeAll(async () => {
  sales = await run("load", "load_data", { path: SALES });
  // The first step that is not a load seals the database.
  await run("first", "query_sql", { table: sales, sql: "SELECT count(*) AS n FROM data" });
});
afterAll(() => executor.close());

const sql = (id: string, query: string) => run(id, "query_sql", { table: sales, sql: query });
const REFUSED = /query_sql may read only the loaded data: Permission Error/;

describe("query_sql cannot reach the host", () => {
  it("read_text and read_blob of another file are refused", async () => {
    await expect(sql("text", "SELECT * FROM read_text('/etc/passwd')")).rejects.toThrow(REFUSED);
    await expect(sql("text2", `SELECT * FROM read_text('${secret}')`)).rejects.toThrow(REFUSED);
    await expect(sql("blob", "SELECT * FROM read_blob('/etc/passwd')")).rejects.toThrow(REFUSED);
  });

  it("glob lists nothing, not even the data file's folder", async () => {
    await expect(sql("glob", "SELECT * FROM glob('/root/*')")).rejects.toThrow(REFUSED);
    await expect(sql("glob2", `SELECT * FROM glob('${secretDir}/*')`)).rejects.toThrow(REFUSED);
  });

  it("read_csv of another file, and https:// (which would install httpfs), are refused", async () => {
    await expect(sql("csv", `SELECT * FROM read_csv('${OTHER}')`)).rejects.toThrow(REFUSED);
    await expect(sql("csv2", `SELECT * FROM read_csv_auto('${secret}')`)).rejects.toThrow(REFUSED);
    await expect(sql("https", "SELECT * FROM read_csv('https://example.com/data.csv')")).rejects.toThrow(REFUSED);
    await expect(sql("parquet", "SELECT * FROM read_parquet('s3://bucket/x.parquet')")).rejects.toThrow(REFUSED);
  });

  it("the refusal is not a replan: no rewrite of the query can lift it", async () => {
    const error = await sql("text3", "SELECT * FROM read_text('/etc/passwd')").then(
      () => ({}) as { requiresReplan?: boolean; hint?: string },
      (caught: unknown) => caught as { requiresReplan?: boolean; hint?: string },
    );
    expect(error.requiresReplan).toBeFalsy();
    expect(error.hint).toContain("table named data");
  });

  it("queries over the loaded data, and saving into the output folder, still work", async () => {
    const result = await sql("ok", "SELECT region, sum(revenue) AS revenue FROM data GROUP BY 1");
    expect(result.rowCount).toBe(4);
    const saved = await run("save", "save_table", { table: result, format: "csv", name: "regions" });
    expect(saved.uri).toBe(join(outputDir, "regions.csv"));
  });

  it("a new file after the first query is refused with what to do; the loaded one is reused", async () => {
    await expect(run("late", "load_data", { path: OTHER })).rejects.toThrow(/load_data cannot read .*web_traffic\.csv: queries already ran on this executor/);
    const again = await run("again", "load_data", { path: SALES });
    expect(again.metadata.reusedFrom).toBe("load");
  });
});

describe("a sealed database refuses every way back out (even SQL the query_sql guard would stop first)", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase();
    await db.run(`CREATE VIEW data AS SELECT * FROM read_csv_auto('${SALES}')`);
    await db.seal({ readablePaths: [SALES], writableDirectories: [outputDir] });
  });
  afterAll(() => db.close());

  it("still streams the loaded file through its view", async () => {
    const [row] = await db.query("SELECT count(*) AS n FROM data");
    expect(Number(row!.n)).toBeGreaterThan(1000);
    expect(db.sealed).toBe(true);
  });

  it.each([
    ["COPY to another folder", `COPY (SELECT 1) TO '${join(secretDir, "out.csv")}'`, /Permission Error/],
    ["ATTACH another database", `ATTACH '${join(secretDir, "x.duckdb")}' AS x`, /Permission Error/],
    ["INSTALL an extension", "INSTALL httpfs", /Permission Error/],
    ["LOAD an extension", "LOAD httpfs", /Permission Error/],
    ["SET to re-enable external access", "SET enable_external_access = true", /configuration has been locked/],
    ["RESET external access", "RESET enable_external_access", /configuration has been locked/],
    ["SET allowed_directories wider", "SET allowed_directories = ['/']", /configuration has been locked/],
    ["SET autoinstall back on", "SET autoinstall_known_extensions = true", /configuration has been locked/],
    ["unlock the configuration", "SET lock_configuration = false", /configuration has been locked/],
  ])("%s is refused", async (_name, statement, error) => {
    await expect(db.run(statement)).rejects.toThrow(error);
  });

  it("settings stay as sealed", async () => {
    const rows = await db.query(
      "SELECT name, value FROM duckdb_settings() WHERE name IN ('enable_external_access', 'autoinstall_known_extensions', 'autoload_known_extensions', 'lock_configuration') ORDER BY name",
    );
    expect(Object.fromEntries(rows.map((row) => [row.name, row.value]))).toEqual({
      autoinstall_known_extensions: "false",
      autoload_known_extensions: "false",
      enable_external_access: "false",
      lock_configuration: "true",
    });
  });
});
