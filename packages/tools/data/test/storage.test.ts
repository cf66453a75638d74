import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";

const SALES = fileURLToPath(new URL("../../../../samples/sales.csv", import.meta.url));
const registry = await loadRegistry();
const dir = await mkdtemp(join(tmpdir(), "mp-storage-"));
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

async function totals(materialiseBelowBytes: number) {
  const executor = createDataToolExecutor({ outputDir: dir, png: false, materialiseBelowBytes });
  const run = (id: string, name: string, params: Record<string, unknown>) =>
    executor.execute({ step: step(id, name), tool: registry.catalog.get(name)!, params, inputs: {}, signal: new AbortController().signal });
  try {
    const table = await run("load", "load_data", { path: SALES });
    const aggregate = await run("agg", "aggregate", { table, group_by: ["region"], metrics: [{ column: "revenue", aggregation: "sum" }] });
    return { storage: table.metadata.storage, rowCount: table.rowCount, columns: table.columns, rows: aggregate.value };
  } finally {
    executor.close();
  }
}

describe("load_data storage", () => {
  it("reads a small file into a DuckDB table once and keeps a large one as a streaming view, with the same results", async () => {
    const small = await totals(16 * 2 ** 20);
    const large = await totals(0);
    expect(small.storage).toBe("table");
    expect(large.storage).toBe("view");
    expect(small.rowCount).toBe(large.rowCount);
    expect(small.columns).toEqual(large.columns);
    expect(small.rows).toEqual(large.rows);
  });
});
