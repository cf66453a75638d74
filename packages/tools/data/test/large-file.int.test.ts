import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadRegistry } from "@modular-planner/registry";
import { afterAll, describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";

const folder = await mkdtemp(join(tmpdir(), "mp-large-"));
afterAll(() => rm(folder, { recursive: true, force: true }));

async function writeLargeCsv(path: string, rows: number) {
  const out = createWriteStream(path);
  out.write("date,region,revenue\n");
  const regions = ["North", "South", "East", "West"];
  for (let i = 0; i < rows; i++) {
    const line = `2025-${String((i % 12) + 1).padStart(2, "0")}-${String((i % 28) + 1).padStart(2, "0")},${regions[i % 4]},${(i % 997) + 0.5}\n`;
    if (!out.write(line)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
}

describe("a large file is streamed by DuckDB, not loaded into Node", () => {
  it("loads and aggregates a ~55 MB CSV with small heap growth", async () => {
    const path = join(folder, "large.csv");
    const rows = 2_500_000;
    await writeLargeCsv(path, rows);
    const size = (await stat(path)).size;
    expect(size).toBeGreaterThan(50_000_000);
    const registry = await loadRegistry();
    const executor = createDataToolExecutor({ outputDir: folder, maxInlineRows: 20 });
    const step = (id: string, tool: string) => ({ id, kind: "tool" as const, tool, description: "", params: {}, satisfies: [], dependsOn: [], checks: [] });
    global.gc?.();
    const before = process.memoryUsage().heapUsed;
    const loaded = await executor.execute({
      step: step("load", "load_data"),
      tool: registry.catalog.get("load_data")!,
      params: { path },
      inputs: {},
      signal: new AbortController().signal,
    });
    const totals = await executor.execute({
      step: step("agg", "aggregate"),
      tool: registry.catalog.get("aggregate")!,
      params: { table: loaded, group_by: ["region"], metrics: [{ column: "revenue", aggregation: "sum" }] },
      inputs: {},
      signal: new AbortController().signal,
    });
    const growth = process.memoryUsage().heapUsed - before;
    expect(loaded.rowCount).toBe(rows);
    expect(totals.rowCount).toBe(4);
    expect(growth).toBeLessThan(size / 5);
    executor.close();
  });
});
