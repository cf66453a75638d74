import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SPECIFICATION_VERSION, type Embedder } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createFlatVectorIndex, createHashedEmbedder, createToolIndex, toolIndexCachePath } from "../src/index.js";
import { SAMPLE_TOOLS, tool } from "./helpers.js";

let cacheDir: string;
beforeEach(async () => {
  cacheDir = await mkdtemp(join(tmpdir(), "mp-tool-index-"));
});
afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

/** Wraps the hashed embedder and counts document embeddings. */
function countingEmbedder(dimensions = 128) {
  const inner = createHashedEmbedder({ dimensions });
  const counts = { calls: 0, texts: 0 };
  const embedder: Embedder & { fit(texts: readonly string[]): void } = {
    specificationVersion: SPECIFICATION_VERSION,
    id: inner.id,
    dimensions,
    fit: (texts) => inner.fit(texts),
    async embed(texts, options) {
      counts.calls++;
      counts.texts += texts.length;
      return inner.embed(texts, options);
    },
  };
  return { embedder, counts };
}

describe("tool index", () => {
  it("finds tools by hybrid, lexical and dense search with all scores and ranks", async () => {
    const index = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir });
    const results = await index.search("show the issues of my repository", { k: 3 });
    expect(results[0]!.tool.name).toBe("list_issues");
    expect(results.map((result) => result.rank)).toEqual([1, 2, 3]);
    expect(results[0]!.lexicalScore).toBeGreaterThan(0);
    expect(results[0]!.denseScore).toBeGreaterThan(0);
    expect(results[0]!.coverage).toBeGreaterThan(0);
    const scores = results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await index.search("wildlife species", { mode: "lexical", k: 1 }))[0]!.tool.name).toBe("getWildlifeSpecies");
    expect((await index.search("forecasting the series", { mode: "dense", k: 1 }))[0]!.tool.name).toBe("forecast_linear");
    const restricted = await index.search("chart", { k: 5, candidates: ["plot_bar", "load_data"] });
    expect(restricted[0]!.tool.name).toBe("plot_bar");
    expect(restricted.every((result) => ["plot_bar", "load_data"].includes(result.tool.name))).toBe(true);
  });

  it("does no embedding work on a warm second start (counted), and re-embeds when the catalog or embedder changes", async () => {
    const first = countingEmbedder();
    const cold = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: first.embedder, cacheDir });
    expect(cold.cache.status).toBe("built");
    expect(first.counts.texts).toBe(SAMPLE_TOOLS.length);

    const second = countingEmbedder();
    const warm = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: second.embedder, cacheDir });
    expect(warm.cache).toEqual({ status: "hit", path: cold.cache.path });
    expect(second.counts.calls).toBe(0);
    expect((await warm.search("line chart over time", { k: 1 }))[0]!.tool.name).toBe("plot_line");
    expect(await warm.search("line chart over time")).toEqual(await cold.search("line chart over time"));

    const changed = countingEmbedder();
    const more = [...SAMPLE_TOOLS, tool({ name: "delete_file", description: "Delete a file." })];
    expect((await createToolIndex({ tools: more, embedder: changed.embedder, cacheDir })).cache.status).toBe("built");
    expect(changed.counts.texts).toBe(more.length);

    const other = countingEmbedder(64);
    expect((await createToolIndex({ tools: SAMPLE_TOOLS, embedder: other.embedder, cacheDir })).cache.status).toBe("built");
    expect(other.counts.calls).toBeGreaterThan(0);
    expect((await readdir(cacheDir)).length).toBe(3);
  });

  it("can score with only the query's largest dimensions (queryDimensions)", async () => {
    const full = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir: false });
    const pruned = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir: false, queryDimensions: 24 });
    const [fullTop] = await full.search("line chart of a metric over time", { mode: "dense", k: 1 });
    const [prunedTop] = await pruned.search("line chart of a metric over time", { mode: "dense", k: 1 });
    expect(prunedTop!.tool.name).toBe("plot_line");
    expect(prunedTop!.denseScore).not.toBe(fullTop!.denseScore);
  });

  it("one hashed embedder can serve several catalogs: each index fits its own copy", async () => {
    const shared = createHashedEmbedder({ dimensions: 128 });
    const first = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: shared, cacheDir: false });
    await createToolIndex({ tools: SAMPLE_TOOLS.slice(0, 3), embedder: shared, cacheDir: false });
    const alone = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: createHashedEmbedder({ dimensions: 128 }), cacheDir: false });
    expect(shared.fitted).toBe(false);
    expect(await first.search("line chart over time", { mode: "dense" })).toEqual(await alone.search("line chart over time", { mode: "dense" }));
  });

  it("appends extra text (usage-aware documents) to tool documents and keys the cache by its hash", async () => {
    const extraText = { hash: "library-1", texts: new Map([["plot_bar", "show sales of each shop side by side"]]) };
    const plain = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: null, cacheDir: false });
    const aware = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: null, cacheDir: false, extraText });
    expect((await plain.search("sales of each shop side by side", { k: 1 }))[0]?.tool.name).not.toBe("plot_bar");
    expect((await aware.search("sales of each shop side by side", { k: 1 }))[0]?.tool.name).toBe("plot_bar");
    const cached = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir, extraText });
    expect(cached.cache.path).toBe(toolIndexCachePath(cacheDir, cached.catalogHash, cached.embedderId!, 768, "library-1"));
    expect(cached.cache.path).not.toBe(toolIndexCachePath(cacheDir, cached.catalogHash, cached.embedderId!, 768));
  });

  it("keys the cache by the core catalog hash, embedder id and dimensions", async () => {
    const index = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir });
    expect(index.catalogHash).toBe(createToolCatalog(SAMPLE_TOOLS).hash);
    expect(index.cache.path).toBe(toolIndexCachePath(cacheDir, index.catalogHash, index.embedderId!, 768));
  });

  it("refuses a corrupt cache, a stale one and one of another dimension, and rebuilds it", async () => {
    const cold = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir });
    const path = cold.cache.path!;
    const bytes = await readFile(path);

    const corrupt = Buffer.from(bytes);
    corrupt[corrupt.length - 10] = corrupt[corrupt.length - 10]! ^ 0x01;
    await writeFile(path, corrupt);
    const counted = countingEmbedder(768);
    const afterCorrupt = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: { ...counted.embedder, id: cold.embedderId! }, cacheDir });
    expect(afterCorrupt.cache.status).toBe("rebuilt");
    expect(afterCorrupt.cache.reason).toBe(`${path}: checksum mismatch (the file is corrupt)`);
    expect(counted.counts.texts).toBe(SAMPLE_TOOLS.length);
    expect((await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir })).cache.status).toBe("hit");

    // A file under the right name holding other tools (e.g. written by an older version): stale.
    const stale = createFlatVectorIndex(768);
    stale.add(["other"], [new Float32Array(768).fill(0.01)]);
    await stale.save(path);
    const afterStale = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir });
    expect(afterStale.cache).toMatchObject({ status: "rebuilt", reason: `${path}: stale (its tool ids differ from the catalog)` });

    // Cache and embedder disagree on the dimension.
    const narrow = createFlatVectorIndex(32);
    narrow.add(
      SAMPLE_TOOLS.map((entry) => entry.name),
      SAMPLE_TOOLS.map(() => new Float32Array(32).fill(0.1)),
    );
    await narrow.save(path);
    const afterMismatch = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir });
    expect(afterMismatch.cache).toMatchObject({
      status: "rebuilt",
      reason: `${path}: dimension mismatch: the file holds 32-dimensional vectors, the index expects 768`,
    });
    expect((await afterMismatch.search("bar chart", { k: 1 }))[0]!.tool.name).toBe("plot_bar");
  });
});

describe("tool index: bad input", () => {
  it("an empty catalog gives an empty index and no results", async () => {
    const index = await createToolIndex({ tools: [], cacheDir });
    expect(index.tools).toEqual([]);
    expect(await index.search("anything")).toEqual([]);
  });

  it("a tool without a description is found by its name", async () => {
    const index = await createToolIndex({ tools: [...SAMPLE_TOOLS, tool({ name: "convertCurrencyRates", description: "" })], cacheDir });
    expect((await index.search("convert currency", { k: 1 }))[0]!.tool.name).toBe("convertCurrencyRates");
  });

  it("a 100 KB description is indexed and searchable", async () => {
    const huge = tool({ name: "bulk_report", description: `Generate a bulk report. ${"lorem ipsum dolor sit amet ".repeat(4_000)}` });
    expect(huge.description.length).toBeGreaterThan(100_000);
    const index = await createToolIndex({ tools: [...SAMPLE_TOOLS, huge], cacheDir });
    expect((await index.search("bulk report", { k: 1 }))[0]!.tool.name).toBe("bulk_report");
    expect((await index.search("bar chart", { k: 1 }))[0]!.tool.name).toBe("plot_bar");
  });

  it("non-English tools and queries work", async () => {
    const tools = [
      ...SAMPLE_TOOLS,
      tool({ name: "umsatz_bericht", description: "Erstellt einen Umsatzbericht pro Region." }),
      tool({ name: "weather_cn", description: "查询城市天气预报" }),
    ];
    const index = await createToolIndex({ tools, cacheDir });
    expect((await index.search("Umsatzbericht für jede Region", { k: 1 }))[0]!.tool.name).toBe("umsatz_bericht");
    expect((await index.search("天气预报", { k: 1 }))[0]!.tool.name).toBe("weather_cn");
  });

  it("a query of only stop words returns no results in every mode", async () => {
    const index = await createToolIndex({ tools: SAMPLE_TOOLS, cacheDir });
    for (const mode of ["hybrid", "lexical", "dense"] as const) expect(await index.search("the of and to", { mode })).toEqual([]);
  });

  it("an embedder returning vectors of another dimension than it declares is a clear error", async () => {
    const liar: Embedder = {
      specificationVersion: SPECIFICATION_VERSION,
      id: "liar",
      dimensions: 16,
      embed: async (texts) => texts.map(() => new Float32Array(8)),
    };
    await expect(createToolIndex({ tools: SAMPLE_TOOLS, embedder: liar, cacheDir })).rejects.toThrow(
      'dimension mismatch: embedder "liar" declares 16 dimensions but returned a 8-dimensional vector',
    );
  });

  it("duplicate tool names are refused", async () => {
    await expect(createToolIndex({ tools: [SAMPLE_TOOLS[0]!, SAMPLE_TOOLS[0]!], cacheDir })).rejects.toThrow(
      'duplicate tool name "list_issues" in the tool index',
    );
  });

  it("works without an embedder (lexical only) and without a disk cache", async () => {
    const index = await createToolIndex({ tools: SAMPLE_TOOLS, embedder: null, cacheDir: false });
    expect(index.vectors).toBeUndefined();
    expect(index.cache.status).toBe("none");
    const [first] = await index.search("load a csv file");
    expect(first).toMatchObject({ denseScore: 0, rank: 1 });
    expect(first!.tool.name).toBe("load_data");
  });
});
