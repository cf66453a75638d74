import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { StrategyContext, ToolMetadata } from "@modular-planner/core";
import { createPlanLibrary } from "@modular-planner/plan-library";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { strategy } from "./strategy.js";

const entries = [
  {
    id: "c1",
    request: "find flights to Paris and book the cheapest",
    steps: ["find flights to Paris", "book the cheapest flight"],
    tools: ["search_flights", "book_flight"],
    links: [["search_flights", "book_flight"]],
    source: "import",
  },
  {
    id: "c2",
    request: "find flights to Rome and book one",
    steps: ["find flights to Rome", "book a flight"],
    tools: ["search_flights", "book_flight"],
    links: [["search_flights", "book_flight"]],
    source: "import",
  },
];
const tool = (name: string) => ({ name }) as ToolMetadata;
const searchTools = async (text: string) =>
  /flight/.test(text)
    ? [
        { tool: "search_flights", score: 1 },
        { tool: "book_flight", score: 0.5 },
      ]
    : [];

function contextFor(configDir: string, extra: Partial<StrategyContext> = {}): StrategyContext {
  return {
    configDir,
    cacheDir: configDir,
    tools: () => [tool("search_flights"), tool("book_flight")],
    load: async () => undefined,
    llm: async () => Promise.reject(new Error("no llm")),
    ...extra,
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "cases-strategy-"));
  await writeFile(join(dir, "library.jsonl"), entries.map((entry) => JSON.stringify(entry)).join("\n"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const goal = { id: "g", text: "find flights to Lima and book one", facts: [] };

describe("decomposer-cases strategy", () => {
  it("is a v1 decomposer strategy whose options schema refuses unknown keys", () => {
    expect(strategy).toMatchObject({ kind: "decomposer", specificationVersion: "v1" });
    expect(strategy.optionsSchema.safeParse({ neighbours: 0 }).success).toBe(false);
    expect(strategy.optionsSchema.safeParse({ library: "x" }).success).toBe(false);
  });

  it("reads its own files relative to the config's folder and plans from them with the host's search", async () => {
    const decomposer = await strategy.create({ files: ["library.jsonl"] }, contextFor(dir, { searchTools }));
    const result = await decomposer.decompose(goal, {});
    expect(result.intents.map((intent) => intent.capability)).toEqual(["search_flights", "book_flight"]);
  });

  it("takes the host's library when its options name no files", async () => {
    const library = createPlanLibrary({ entries: entries as never });
    const decomposer = await strategy.create({}, contextFor(dir, { searchTools, library: () => library }));
    expect((await decomposer.decompose(goal, {})).confidence).toBeGreaterThan(0);
  });

  it("says what is missing: a library, the host's search, a readable file", async () => {
    await expect(strategy.create({}, contextFor(dir, { searchTools }))).rejects.toThrow('"cases" needs a plan library');
    await expect(strategy.create({ files: ["library.jsonl"] }, contextFor(dir))).rejects.toThrow("needs the host's tool search");
    await expect(strategy.create({ files: ["nowhere.jsonl"] }, contextFor(dir, { searchTools }))).rejects.toThrow(
      "cannot read the plan library nowhere.jsonl (ENOENT)",
    );
  });
});
