import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Command } from "commander";
import { createSqliteStore } from "@modular-planner/store-sqlite";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { registerEvalCommand } from "../src/commands/eval.js";
import { registerLearnCommand } from "../src/commands/learn.js";
import { createCommandContext } from "../src/context.js";

let root: string;
let dataset: string;
const tools = [
  { name: "findRestaurant", description: "Find a restaurant by cuisine near a place" },
  { name: "convertCurrency", description: "Convert an amount between currencies" },
  { name: "sendEmail", description: "Send an email message to a recipient" },
];
const queries = [
  {
    id: "q1",
    query: "what would a restaurant near the park cost in dollars",
    gold_tools: ["findRestaurant", "convertCurrency"],
    steps: ["find a restaurant", "convert the price"],
    gold_links: [["findRestaurant", "convertCurrency"]],
  },
  { id: "q2", query: "email Bob", gold_tools: ["sendEmail"] },
  { id: "q3", query: "no tools here", gold_tools: [] },
];
const jsonl = (records: unknown[]) => `${records.map((record) => JSON.stringify(record)).join("\n")}\n`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), "mp-cli-learn-"));
  dataset = join(root, "toy");
  await mkdir(dataset, { recursive: true });
  await writeFile(join(dataset, "catalog.jsonl"), jsonl(tools));
  await writeFile(join(dataset, "queries.jsonl"), jsonl(queries));
  await writeFile(join(root, "config.json"), JSON.stringify({ store: { kind: "sqlite", path: join(root, "store", "store.sqlite") } }));
});
afterAll(() => rm(root, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

async function run(args: string[]) {
  const program = new Command("modular-planner").option("-c, --config <file>").option("--json").exitOverride();
  const stdout: string[] = [];
  const stderr: string[] = [];
  const context = { ...createCommandContext(program), out: (line: string) => stdout.push(line) };
  registerLearnCommand(program, context);
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

describe("modular-planner learn", () => {
  it("writes the labelled requests as plan-library JSONL and into the SQLite store", async () => {
    const out = join(root, "library.jsonl");
    const { code, stdout } = await run(["-c", join(root, "config.json"), "--json", "learn", "--dataset", dataset, "--out", out]);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ requests: 3, learned: 2, heldOut: 0 });
    const lines = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map((entry) => [entry.id, entry.source, entry.tools])).toEqual([
      ["toy:q1", "import", ["findRestaurant", "convertCurrency"]],
      ["toy:q2", "import", ["sendEmail"]],
    ]);
    const store = createSqliteStore({ path: join(root, "store", "store.sqlite") });
    expect((await store.planLibrary.listEntries()).map((entry) => entry.id)).toEqual(["toy:q1", "toy:q2"]);
    await store.close();
  });

  it("says what to do when there is nowhere to write, and rejects a bad hold-out share", async () => {
    const nowhere = await run(["-c", join(root, "config.json"), "learn", "--dataset", dataset, "--no-store"]);
    expect(nowhere.code).not.toBe(0);
    expect(nowhere.stderr).toMatch(/pass --out <file\.jsonl>/);
    const bad = await run(["-c", join(root, "config.json"), "learn", "--dataset", dataset, "--out", join(root, "x.jsonl"), "--hold-out", "2"]);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/--hold-out must be a share between 0 and 1/);
  });

  it("eval plans --library adds a row planned with the library", async () => {
    const out = join(root, "library.jsonl");
    await run(["-c", join(root, "config.json"), "learn", "--dataset", dataset, "--out", out, "--no-store"]);
    const { code, stdout } = await run(["eval", "plans", "--dataset", dataset, "--no-llm", "--library", out]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/\| offline, with library \(library\.jsonl\) \| toy\/queries \| 3 \|/);
    expect(stdout).toContain("node / edge F1, answer always");
  });

  it("eval plans reports both modes; --answer-always (or config planner.answerAlways) makes the main columns answer always", async () => {
    const asking = await run(["eval", "plans", "--dataset", dataset, "--no-llm"]);
    expect(asking.code).toBe(0);
    expect(asking.stdout).toMatch(/\| offline \| toy\/queries \| 3 \|/);
    expect(asking.stdout).toContain("Both modes: the main columns ask when unsure");
    const always = await run(["eval", "plans", "--dataset", dataset, "--no-llm", "--answer-always"]);
    expect(always.code).toBe(0);
    expect(always.stdout).toMatch(/\| offline, answer always \| toy\/queries \| 3 \| 100\.0% \| 0\.0% \|/);
    expect(always.stdout).toContain("--answer-always: the main columns plan without asking");
    await writeFile(join(root, "always.json"), JSON.stringify({ planner: { answerAlways: true } }));
    const configured = await run(["-c", join(root, "always.json"), "eval", "plans", "--dataset", dataset, "--no-llm"]);
    expect(configured.stdout).toMatch(/\| offline, answer always \| toy\/queries \| 3 \|/);
  });

  it("eval all --library adds the library row to every dataset's plans section", async () => {
    const out = join(root, "library.jsonl");
    await run(["-c", join(root, "config.json"), "learn", "--dataset", dataset, "--out", out, "--no-store"]);
    const { code, stdout } = await run(["eval", "all", "--datasets", root, "--no-llm", "--library", out, "--sizes", "2"]);
    expect(code).toBe(0);
    expect(stdout).toContain("## plans: toy");
    expect(stdout).toMatch(/\| offline, with library \(library\.jsonl\) \| toy\/queries \| 3 \|/);
    const without = await run(["eval", "all", "--datasets", root, "--no-llm", "--sizes", "2"]);
    expect(without.code).toBe(0);
    expect(without.stdout).not.toContain("with library");
  });
});

describe("learning from runs (config library.learnFromRuns)", () => {
  const plan = {
    id: "p",
    goal: "find a restaurant and convert its price",
    steps: [
      { id: "s1", kind: "tool", tool: "findRestaurant", description: "find a restaurant", params: {}, satisfies: [], dependsOn: [], checks: [] },
      { id: "s2", kind: "tool", tool: "convertCurrency", description: "convert the price", params: {}, satisfies: [], dependsOn: ["s1"], checks: [] },
    ],
  } as unknown as import("@modular-planner/core").Plan;

  it("adds a succeeded run to the SQLite library only when the switch is on", async () => {
    const { CliConfigSchema } = await import("../src/config.js");
    const { learnFromRun } = await import("../src/stores.js");
    const path = join(root, "runs", "store.sqlite");
    const off = CliConfigSchema.parse({ store: { kind: "sqlite", path } });
    expect(off.library.learnFromRuns).toBe(false);
    expect(await learnFromRun(off, { runId: "r0", status: "succeeded", request: plan.goal, plan })).toBeUndefined();
    const on = CliConfigSchema.parse({ store: { kind: "sqlite", path }, library: { learnFromRuns: true } });
    expect(await learnFromRun(on, { runId: "r1", status: "failed", request: plan.goal, plan })).toBeUndefined();
    expect(await learnFromRun(on, { runId: "r2", status: "succeeded", request: plan.goal, plan })).toBe("run:r2");
    const store = createSqliteStore({ path });
    expect(await store.planLibrary.listEntries()).toEqual([
      {
        id: "run:r2",
        request: plan.goal,
        steps: ["find a restaurant", "convert the price"],
        tools: ["findRestaurant", "convertCurrency"],
        links: [["findRestaurant", "convertCurrency"]],
        source: "run",
        outcome: "passed",
        origin: "cli run",
      },
    ]);
    await store.close();
  });
});
