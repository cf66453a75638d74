import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readDatasetCatalog, readDatasetQueries, resolveDatasetPaths, runRetrievalEval } from "../src/index.js";
import { retrievalItems } from "../src/retrieval-eval.js";

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "mp-eval-"));
  const catalog = [
    {
      name: "getWeather",
      description: "Current weather for a city",
      parameters: { type: "object", properties: { city: { type: "string", description: "City name" } }, required: ["city"] },
      group: "Weather",
    },
    { name: "sendEmail", description: "Send an email message to a recipient" },
    { name: "translateText", description: "Translate text into another language" },
    { name: "sendEmail", description: "A duplicate entry" },
  ];
  await writeFile(join(directory, "catalog.jsonl"), `${catalog.map((tool) => JSON.stringify(tool)).join("\n")}\n`);
  const queries = [
    { id: "q1", query: "what is the weather in Paris", gold_tools: ["getWeather"] },
    {
      id: "q2",
      query: "translate this then email it",
      gold_tools: ["translateText", "sendEmail"],
      steps: ["translate the text", "send the email"],
      gold_links: [["translateText", "sendEmail"]],
    },
  ];
  await writeFile(join(directory, "queries.jsonl"), `${queries.map((query) => JSON.stringify(query)).join("\n")}\n\n`);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

describe("dataset readers", () => {
  it("reads catalogs and queries in the shared format", async () => {
    const tools = await readDatasetCatalog(join(directory, "catalog.jsonl"));
    expect(tools).toHaveLength(4);
    expect(tools[0]).toMatchObject({ name: "getWeather", group: "Weather" });
    const queries = await readDatasetQueries(join(directory, "queries.jsonl"));
    expect(queries.map((query) => query.id)).toEqual(["q1", "q2"]);
    expect(queries[1]!.gold_links).toEqual([["translateText", "sendEmail"]]);
    expect(retrievalItems(queries, "steps")).toEqual([
      { text: "translate the text", gold: ["translateText"] },
      { text: "send the email", gold: ["sendEmail"] },
    ]);
  });

  it("resolves --dataset/--queries paths", () => {
    expect(resolveDatasetPaths(directory, "queries.jsonl")).toEqual({
      catalogPath: join(directory, "catalog.jsonl"),
      queriesPath: join(directory, "queries.jsonl"),
    });
    expect(resolveDatasetPaths(directory, "/abs/q.jsonl").queriesPath).toBe("/abs/q.jsonl");
    expect(resolveDatasetPaths(directory).queriesPath).toBe(join(directory, "queries.jsonl"));
  });

  it("names the file and line of a parse error", async () => {
    const bad = join(directory, "queries-bad.jsonl");
    await writeFile(bad, `${JSON.stringify({ id: "ok", query: "x", gold_tools: [] })}\n{"id": "q2", "query": "y"}\n`);
    await expect(readDatasetQueries(bad)).rejects.toThrow(`${bad}:2: gold_tools: Invalid input: expected array, received undefined`);
    await writeFile(bad, `{"id": "q1", "query": "x", "gold_tools": []}\n{not json\n`);
    await expect(readDatasetQueries(bad)).rejects.toThrow(`${bad}:2: invalid JSON (`);
    await writeFile(join(directory, "catalog-bad.jsonl"), `${JSON.stringify({ name: "ok" })}\n\n${JSON.stringify({ description: "no name" })}\n`);
    await expect(readDatasetCatalog(join(directory, "catalog-bad.jsonl"))).rejects.toThrow(`${join(directory, "catalog-bad.jsonl")}:3: name: Invalid input`);
    await expect(readDatasetCatalog(join(directory, "missing.jsonl"))).rejects.toThrow(`cannot read ${join(directory, "missing.jsonl")}: ENOENT`);
  });
});

describe("runRetrievalEval", () => {
  it("returns one row per mode and a Markdown table", async () => {
    const result = await runRetrievalEval({ catalogPath: join(directory, "catalog.jsonl"), queriesPath: join(directory, "queries.jsonl") });
    expect(result.duplicateTools).toEqual(["sendEmail"]);
    expect(result.rows.map((row) => row.mode)).toEqual(["bm25", "dense", "hybrid"]);
    for (const row of result.rows) {
      expect(row).toMatchObject({ queries: 2, tools: 3 });
      expect(row.recallAt10).toBe(1);
      expect(row.recallAt1).toBe(0.75);
    }
    expect(result.markdown.split("\n")[0]).toBe("| split | mode | queries | tools | Recall@1 | Recall@5 | Recall@10 | NDCG@10 | MRR | median ms |");
    expect(result.markdown).toContain(`| ${directory.split("/").at(-1)}/queries | bm25 | 2 | 3 | 0.750 | 1.000 | 1.000 |`);

    const steps = await runRetrievalEval({
      catalogPath: join(directory, "catalog.jsonl"),
      queriesPath: join(directory, "queries.jsonl"),
      mode: "bm25",
      unit: "steps",
    });
    expect(steps.rows).toHaveLength(1);
    expect(steps.rows[0]).toMatchObject({ mode: "bm25", queries: 2, recallAt1: 1, mrr: 1 });
  });
});
