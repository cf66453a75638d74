import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Artifact, PlanStep } from "@modular-planner/core";
import { loadRegistry } from "@modular-planner/registry";
import { describe, expect, it } from "vitest";
import { createDataToolExecutor } from "../src/index.js";

const SALES = fileURLToPath(new URL("../../../../samples/sales.csv", import.meta.url));
const registry = await loadRegistry();
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

function executorIn(outputDir: string) {
  const executor = createDataToolExecutor({ outputDir, png: false });
  const run = (id: string, name: string, params: Record<string, unknown>) =>
    executor.execute({ step: step(id, name), tool: registry.catalog.get(name)!, params, inputs: {}, signal: new AbortController().signal });
  return { executor, run };
}

describe("table checkpoints (exportTable / importTable)", () => {
  it("a table exported by one executor is read back by another, and the next step gives the same result", async () => {
    const dir = await mkdtemp(join(tmpdir(), "mp-checkpoint-"));
    const first = executorIn(dir);
    let aggregate: Artifact;
    let sorted: Artifact;
    try {
      const table = await first.run("load", "load_data", { path: SALES });
      aggregate = await first.run("agg", "segment_metric", { table, metric: "revenue", segment_by: "region" });
      sorted = await first.run("top", "top_n", { table: aggregate, column: "revenue", n: 2 });
      await first.executor.exportTable(aggregate, join(dir, "agg.parquet"));
      // Only under the output folder.
      await expect(first.executor.exportTable(aggregate, join(tmpdir(), "elsewhere.parquet"))).rejects.toThrow(/writes under/);
    } finally {
      first.executor.close();
    }
    expect(existsSync(join(dir, "agg.parquet"))).toBe(true);

    const second = executorIn(dir);
    try {
      const restored = await second.executor.importTable(aggregate, join(dir, "agg.parquet"));
      expect(restored.uri).not.toBe(aggregate.uri);
      expect(restored.value).toEqual(aggregate.value);
      const again = await second.run("top", "top_n", { table: restored, column: "revenue", n: 2 });
      expect(again.value).toEqual(sorted.value);
      // After a query the sandbox reads no new file.
      await expect(second.executor.importTable(aggregate, join(dir, "agg.parquet"))).rejects.toThrow(/before the first query/);
    } finally {
      second.executor.close();
    }
  });
});
