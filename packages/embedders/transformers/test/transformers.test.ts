import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { ModularPlannerError } from "@modular-planner/core";
import { describeEmbedderConformance } from "@modular-planner/testkit";
import { describe, expect, it } from "vitest";
import { BGE_QUERY_INSTRUCTION, createTransformersEmbedder } from "../src/index.js";

// A 49 KB BERT-shaped model with random weights (test/fixtures/make_tiny.py): its vectors carry no meaning.
const models = fileURLToPath(new URL("./fixtures/models", import.meta.url));
const tiny = (options: Parameters<typeof createTransformersEmbedder>[0] = {}) =>
  createTransformersEmbedder({ model: "tiny-bert", localModelPath: models, allowRemoteModels: false, ...options });

const closeTo = (a: Float32Array, b: Float32Array) => {
  expect(a.length).toBe(b.length);
  for (let i = 0; i < a.length; i++) expect(a[i]).toBeCloseTo(b[i]!, 5);
};

describeEmbedderConformance({ name: "transformers tiny-bert (mean pooling)", create: () => tiny() });
describeEmbedderConformance({ name: "transformers tiny-bert (cls pooling)", create: () => tiny({ pooling: "cls" }) });

describe("transformers embedder", () => {
  it("defaults to bge-small with cls pooling, its query instruction and 384 dimensions, without loading anything", () => {
    const embedder = createTransformersEmbedder();
    expect(embedder.id).toBe("transformers:Xenova/bge-small-en-v1.5");
    expect(embedder.pooling).toBe("cls");
    expect(embedder.queryInstruction).toBe("Represent this sentence for searching relevant passages: ");
    expect(BGE_QUERY_INSTRUCTION).toBe(embedder.queryInstruction);
    expect(embedder.dimensions).toBe(384);
    const other = createTransformersEmbedder({ model: "Xenova/all-MiniLM-L6-v2" });
    expect(other.pooling).toBe("mean");
    expect(other.queryInstruction).toBe("");
  });

  it("reads the dimensions of a local model from its config.json", () => {
    expect(tiny().dimensions).toBe(32);
  });

  it("splits large inputs into batches and keeps the order across batch boundaries", async () => {
    const texts = Array.from({ length: 70 }, (_, i) => `query number ${i} about the ${i % 2 ? "quick brown fox" : "lazy dog"}`);
    const batched = await tiny({ batchSize: 32 }).embed(texts);
    const small = await tiny({ batchSize: 3 }).embed(texts);
    expect(batched).toHaveLength(70);
    expect(small).toHaveLength(70);
    const single = tiny({ batchSize: 1 });
    for (const index of [0, 31, 32, 33, 64, 69]) {
      const [alone] = await single.embed([texts[index]!]);
      closeTo(batched[index]!, alone!);
      closeTo(small[index]!, alone!);
    }
    expect(() => tiny({ batchSize: 0 })).toThrow("transformers embedder: batchSize must be a positive integer, got 0");
  });

  it("prefixes the query instruction for kind query only", async () => {
    const embedder = tiny({ queryInstruction: "search vector index: " });
    const [query] = await embedder.embed(["the quick fox"], { kind: "query" });
    const [document] = await embedder.embed(["the quick fox"], { kind: "document" });
    const [prefixed] = await embedder.embed(["search vector index: the quick fox"], { kind: "document" });
    closeTo(query!, prefixed!);
    expect(Array.from(query!)).not.toEqual(Array.from(document!));
    const [plain] = await embedder.embed(["the quick fox"]);
    closeTo(plain!, document!);
  });

  it("fails with a typed error naming the folder layout when the model is not found offline, and retries after it appears", async () => {
    const directory = await mkdtemp(join(tmpdir(), "mp-models-"));
    try {
      const embedder = createTransformersEmbedder({ localModelPath: directory, allowRemoteModels: false });
      const error = await embedder.embed(["hello"]).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ModularPlannerError);
      const typed = error as ModularPlannerError;
      const folder = join(directory, "Xenova/bge-small-en-v1.5");
      expect(typed.code).toBe("configuration-invalid");
      expect(typed.message).toBe(`transformers embedder: model "Xenova/bge-small-en-v1.5" was not found in ${folder} and remote models are disabled`);
      expect(typed.hint).toContain(`Put the model files in ${folder}/ as config.json, tokenizer.json, tokenizer_config.json and onnx/model.onnx.`);
      expect(typed.hint).toContain("git clone https://huggingface.co/Xenova/bge-small-en-v1.5");
      await expect(embedder.load()).rejects.toThrow("was not found in");

      // Once the files are in place the same embedder loads (failures are not cached).
      const late = createTransformersEmbedder({ model: "late/tiny", localModelPath: directory, allowRemoteModels: false, dimensions: 32 });
      await expect(late.load()).rejects.toThrow(`transformers embedder: model "late/tiny" was not found in ${join(directory, "late/tiny")}`);
      await cp(join(models, "tiny-bert"), join(directory, "late/tiny"), { recursive: true });
      await late.load();
      expect((await late.embed(["hello"]))[0]).toHaveLength(32);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("rejects a dimensions option that does not match the model, and reports unknown dimensions clearly", async () => {
    await expect(tiny({ dimensions: 16 }).embed(["hello"])).rejects.toThrow(
      'transformers embedder: dimension mismatch: "tiny-bert" returned 32-dimensional vectors, expected 16',
    );
    const unknown = createTransformersEmbedder({ model: "someone/unknown-model", allowRemoteModels: false });
    expect(() => unknown.dimensions).toThrow('transformers embedder: the dimensions of "someone/unknown-model" are unknown until it loads');
  });

  it("stops between batches when the signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await tiny()
      .embed(["a", "b"], { signal: controller.signal })
      .catch((e: unknown) => e);
    expect((error as ModularPlannerError).code).toBe("cancelled");
  });
});
