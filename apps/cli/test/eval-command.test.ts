import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Command } from "commander";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { registerEvalCommand } from "../src/commands/eval.js";
import { createCommandContext } from "../src/context.js";

const samples = fileURLToPath(new URL("../../../samples", import.meta.url));
let root: string;
let dataset: string;

const tools = [
  {
    name: "getWeather",
    description: "Current weather forecast for a city",
    parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  },
  { name: "sendEmail", description: "Send an email message to a recipient" },
  { name: "translateText", description: "Translate text into another language" },
  { name: "bookFlight", description: "Book a flight ticket between two airports" },
  { name: "playMusic", description: "Play a song or a playlist" },
  { name: "setAlarm", description: "Set an alarm clock for a time" },
];
const queries = [
  { id: "q1", query: "Get the weather forecast for Paris", gold_tools: ["getWeather"] },
  {
    id: "q2",
    query: "Translate this text to French then send an email to Bob",
    gold_tools: ["translateText", "sendEmail"],
    steps: ["translate the text", "send an email"],
    gold_links: [["translateText", "sendEmail"]],
  },
  { id: "q3", query: "Book a flight ticket to Rome", gold_tools: ["bookFlight"] },
];
const questions = [
  {
    id: "a",
    dataset: "sales",
    question: "total revenue by region",
    expected: { metrics: [{ column: "revenue", aggregation: "sum" }], group_by: ["region"], time: null, top_n: null },
  },
  {
    id: "b",
    dataset: "sales",
    question: "average units by channel",
    expected: { metrics: [{ column: "units", aggregation: "mean" }], group_by: ["channel"], time: null, top_n: null },
  },
];
const jsonl = (records: unknown[]) => `${records.map((record) => JSON.stringify(record)).join("\n")}\n`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mp-cli-eval-"));
  dataset = join(root, "datasets", "toy");
  await mkdir(dataset, { recursive: true });
  await writeFile(join(dataset, "catalog.jsonl"), jsonl(tools));
  await writeFile(join(dataset, "queries-dev.jsonl"), jsonl(queries));
  await mkdir(join(root, "questions"));
  await writeFile(join(root, "questions", "suite.jsonl"), jsonl(questions));
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  process.exitCode = undefined;
});

/** Runs `modular-planner <args>` through the real eval command registration; captures stdout, stderr and the exit code. */
async function run(args: string[]) {
  const program = new Command("modular-planner").option("--json").exitOverride();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const context = { ...createCommandContext(program), out: (line: string) => stdout.push(line) };
  registerEvalCommand(program, context);
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
  process.exitCode = undefined;
  await program.parseAsync(["node", "modular-planner", ...args]);
  const code = process.exitCode ?? 0;
  vi.restoreAllMocks();
  return { code, stdout: stdout.join("\n"), stderr: stderr.join("") };
}

describe("modular-planner eval", () => {
  it("eval plans: node/edge F1 table on stdout, JSON results in --out, and says no LLM was configured", async () => {
    vi.stubEnv("OPENAI_BASE_URL", "");
    const out = join(root, "results", "plans.json");
    const { code, stdout } = await run(["eval", "plans", "--dataset", dataset, "--out", out]);
    expect(code).toBe(0);
    expect(stdout).toContain("## plans: toy");
    expect(stdout).toMatch(/\| offline \| toy\/queries-dev \| 3 \|/);
    expect(stdout).toContain("No LLM was configured (OPENAI_BASE_URL is not set): only the offline path was measured.");
    const json = JSON.parse(await readFile(out, "utf8")) as {
      results: Record<string, { rows: { requests: number; linkedRequests: number; goldStepsNodeF1: number }[] }>;
    };
    expect(json.results["plans: toy"]!.rows[0]).toMatchObject({ requests: 3, linkedRequests: 1, goldStepsNodeF1: 1 });
  });

  it("eval requirements: reads a folder of labelled questions", async () => {
    const { code, stdout } = await run(["eval", "requirements", "--questions", join(root, "questions"), "--schemas", samples, "--no-llm"]);
    expect(code).toBe(0);
    expect(stdout).toContain("| deterministic | 2 | 100.0% | 100.0% | 100.0% | 100.0% | 100.0% | 0.0% | 0 |");
  });

  it("eval prompts --json: narrowed and full-catalog token counts per size and encoding", async () => {
    const { code, stdout } = await run(["--json", "eval", "prompts", "--dataset", dataset, "--sizes", "3,all", "--sample", "2", "--cap", "2"]);
    expect(code).toBe(0);
    const json = JSON.parse(stdout) as {
      results: Record<string, { sizes: number[]; rows: { tools: number; encoding: string; narrowed: { plan: number }; full: { plan: number } }[] }>;
    };
    const result = json.results["prompts: toy"]!;
    expect(result.sizes).toEqual([3, 6]);
    expect(result.rows.map((row) => `${row.tools}/${row.encoding}`)).toEqual(["3/cl100k_base", "3/o200k_base", "6/cl100k_base", "6/o200k_base"]);
    for (const row of result.rows) expect(row.full.plan).toBeGreaterThanOrEqual(row.narrowed.plan);
  });

  it("eval all: retrieval, plans and prompts for each dataset of a folder, then requirements and pipeline", async () => {
    const out = join(root, "all.json");
    const { code, stdout } = await run([
      "eval",
      "all",
      "--datasets",
      join(root, "datasets"),
      "--questions",
      join(root, "questions"),
      "--schemas",
      samples,
      "--sizes",
      "3,all",
      "--no-llm",
      "--out",
      out,
    ]);
    expect(code).toBe(0);
    expect([...stdout.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual(["retrieval: toy", "plans: toy", "prompts: toy", "requirements", "pipeline"]);
    const json = JSON.parse(await readFile(out, "utf8")) as { results: Record<string, unknown> };
    expect(Object.keys(json.results)).toEqual(["retrieval: toy", "plans: toy", "prompts: toy", "requirements", "pipeline"]);
  });

  it("reports a malformed dataset line with its path and line, exit code 3", async () => {
    const broken = join(root, "broken");
    await mkdir(broken, { recursive: true });
    await writeFile(join(broken, "catalog.jsonl"), jsonl(tools));
    await writeFile(join(broken, "queries.jsonl"), `${JSON.stringify(queries[0])}\n{"id": "q2", "query": "oops"\n`);
    const { code, stderr } = await run(["eval", "plans", "--dataset", broken, "--no-llm"]);
    expect(code).toBe(3);
    expect(stderr).toContain(`${join(broken, "queries.jsonl")}:2: invalid JSON`);
  });

  it("rejects a bad --limit with exit code 3", async () => {
    const { code, stderr } = await run(["eval", "retrieval", "--dataset", dataset, "--limit", "zero"]);
    expect(code).toBe(3);
    expect(stderr).toContain('--limit must be a positive integer, received "zero"');
  });
});
