// `--help` and `tools list` must not load the heavy dependencies: they are imported inside the
// commands that use them. A resolve hook lists every package the CLI process loads.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BIN } from "./cli.js";

const trace = fileURLToPath(new URL("./fixtures/load-trace.mjs", import.meta.url));
const sales = fileURLToPath(new URL("../../../samples/sales.csv", import.meta.url));
const HEAVY = [
  "@duckdb/node-api",
  "vega",
  "vega-lite",
  "@modelcontextprotocol/sdk",
  "openai",
  "@anthropic-ai/sdk",
  "better-sqlite3",
  "packages/planner",
  "packages/executor",
  "packages/tools/data",
  "packages/eval",
  "packages/retrieval",
];
let cwd: string;
beforeAll(async () => {
  cwd = await mkdtemp(join(tmpdir(), "mp-lazy-"));
});
afterAll(async () => {
  await rm(cwd, { recursive: true, force: true });
});

function loaded(args: string[]): { code: number | null; packages: string[] } {
  const result = spawnSync(process.execPath, ["--import", trace, BIN, ...args], {
    cwd,
    encoding: "utf8",
    env: { ...process.env, CI: "true" },
    timeout: 120_000,
  });
  return { code: result.status, packages: [...result.stderr.matchAll(/^LOAD (.+)$/gm)].map((match) => match[1]!) };
}

describe("commands load their heavy dependencies lazily", () => {
  it("--help loads commander, the core and zod only", () => {
    const { code, packages } = loaded(["--help"]);
    expect(code).toBe(0);
    expect(packages).toContain("commander");
    for (const heavy of HEAVY) expect(packages).not.toContain(heavy);
  });

  it("tools list adds the registry, not DuckDB, Vega, the MCP SDK, the planner or the executor", () => {
    const { code, packages } = loaded(["tools", "list"]);
    expect(code).toBe(0);
    expect(packages).toContain("packages/registry");
    for (const heavy of HEAVY) expect(packages).not.toContain(heavy);
  });

  it("run loads them when it needs them (the hook sees them)", () => {
    const { code, packages } = loaded(["run", "total revenue by region", "--data", sales]);
    expect(code).toBe(0);
    for (const needed of ["@duckdb/node-api", "packages/planner", "packages/executor", "packages/tools/data", "packages/router"])
      expect(packages).toContain(needed);
  });

  it("plan without --data loads the planner, the pattern decomposer and the SQLite store, not DuckDB, Vega, the MCP SDK or the data tools", () => {
    const { code, packages } = loaded(["plan", "load sales.csv and describe it"]);
    expect(code).toBe(0);
    for (const needed of ["packages/planner", "packages/decomposers/pattern", "packages/stores/sqlite", "better-sqlite3"]) expect(packages).toContain(needed);
    for (const heavy of [
      "@duckdb/node-api",
      "vega",
      "vega-lite",
      "@modelcontextprotocol/sdk",
      "openai",
      "@anthropic-ai/sdk",
      "packages/tools/data",
      "packages/router",
    ])
      expect(packages).not.toContain(heavy);
    const graphs = loaded(["graphs", "list"]);
    expect(graphs.code).toBe(0);
    expect(graphs.packages).toContain("better-sqlite3");
    for (const heavy of ["packages/planner", "@duckdb/node-api", "vega", "@modelcontextprotocol/sdk"]) expect(graphs.packages).not.toContain(heavy);
  });
});
