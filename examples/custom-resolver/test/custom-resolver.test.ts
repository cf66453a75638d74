import { spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SubIntentSchema, ToolMetadataSchema, type SubIntentInput, type ToolMetadataInput } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { describeResolverConformance } from "@modular-planner/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeywordResolver } from "../src/index.js";

const intent = (input: SubIntentInput) => SubIntentSchema.parse(input);
const tools: ToolMetadataInput[] = [
  { name: "load_csv", description: "Load a CSV file into a table." },
  { name: "plot_line", description: "Line chart of a metric over time." },
  { name: "sort_rows", description: "Sort the rows of a table by a column." },
  { name: "send_email", description: "Send an email message to a recipient." },
];
const catalog = createToolCatalog(tools.map((tool) => ToolMetadataSchema.parse(tool)));

describeResolverConformance({
  name: "keyword (example package)",
  create: () => createKeywordResolver(),
  context: { catalog },
  cases: [
    { intent: intent({ id: "i1", text: "plot revenue over time as a line chart" }), expectedTool: "plot_line" },
    { intent: intent({ id: "i2", text: "load the sales csv file" }), expectedTool: "load_csv" },
    { intent: intent({ id: "i3", text: "sort the rows by revenue" }), expectedTool: "sort_rows" },
    { intent: intent({ id: "i4", text: "email the report to Bob" }), expectedTool: "send_email" },
  ],
  noMatch: { intent: intent({ id: "n1", text: "book a flight to Paris for tomorrow" }) },
});

// The CLI as users run it: its built bin, in a folder whose config names this package's folder.
const bin = join(
  createRequire(import.meta.url)
    .resolve("@modular-planner/cli/package.json")
    .replace(/package\.json$/, ""),
  "dist",
  "bin.js",
);
const here = fileURLToPath(new URL("..", import.meta.url));
const cli = (args: string[], cwd: string) =>
  spawnSync(process.execPath, [bin, ...args], { cwd, encoding: "utf8", env: { ...process.env, CI: "true" }, timeout: 120_000 });

describe("the CLI with this resolver in its config", () => {
  let cwd: string;
  beforeAll(async () => {
    cwd = await mkdtemp(join(tmpdir(), "mp-custom-resolver-"));
  });
  afterAll(async () => {
    await rm(cwd, { recursive: true, force: true });
  });

  it("plans a goal with it (its reasons are in the stored intent graph)", async () => {
    await writeFile(
      join(cwd, "modular-planner.config.json"),
      JSON.stringify({ resolver: { use: here, options: { aliases: { describe_result: ["summarise"] } } }, library: { enabled: false } }),
    );
    const plan = cli(["plan", "load sales.csv and summarise it", "--format", "json"], cwd);
    expect(plan.stderr).not.toMatch(/Error/);
    expect(plan.status).toBe(0);
    const { id, steps } = JSON.parse(plan.stdout) as { id: string; steps: { tool: string }[] };
    expect(steps.map((step) => step.tool)).toEqual(["load_data", "describe_result"]);
    const graph = cli(["--json", "graphs", "show", id], cwd);
    expect(graph.status).toBe(0);
    expect(graph.stdout).toContain("keyword: name summarise");
  });

  it("rejects options its schema refuses, naming the package", async () => {
    await writeFile(join(cwd, "modular-planner.config.json"), JSON.stringify({ resolver: { use: here, options: { topK: -1 } } }));
    const plan = cli(["plan", "load sales.csv and summarise it"], cwd);
    expect(plan.status).toBe(3);
    expect(plan.stderr).toContain("resolver: @modular-planner/example-custom-resolver@0.0.0");
    expect(plan.stderr).toContain("options.topK");
  });
});
