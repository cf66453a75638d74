import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { describeEmbedderConformance } from "@modular-planner/testkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHashedEmbedder, createOpenAICompatibleEmbedder } from "../src/index.js";

/** A real OpenAI-compatible /embeddings server backed by the hashed embedder (deterministic vectors). */
const backing = createHashedEmbedder({ dimensions: 64 });
const requests: { body: { model: string; input: string[]; dimensions?: number }; authorization: string | undefined }[] = [];
let server: Server;
let baseURL: string;

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
};

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ body, authorization: request.headers.authorization });
    if (request.url !== "/v1/embeddings" || request.method !== "POST") {
      response.writeHead(404).end("not found");
      return;
    }
    if (body.model === "missing-model") {
      response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ error: { message: "model not found" } }));
      return;
    }
    const vectors = await backing.embed(body.input);
    const data = vectors.map((vector, index) => ({
      object: "embedding",
      index,
      embedding: body.model === "short-model" ? Array.from(vector.slice(0, 8)) : Array.from(vector),
    }));
    // Servers may answer out of order: the client sorts by index.
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ object: "list", data: data.reverse(), model: body.model }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describeEmbedderConformance({
  name: "openai-compatible (local server)",
  create: () => createOpenAICompatibleEmbedder({ baseURL, model: "test-model", dimensions: 64, batchSize: 2 }),
});

describe("OpenAI-compatible embedder", () => {
  it("batches requests, sends the key and model, keeps order, prefixes queries", async () => {
    requests.length = 0;
    const embedder = createOpenAICompatibleEmbedder({
      baseURL: `${baseURL}/`,
      apiKey: "sk-test",
      model: "test-model",
      dimensions: 64,
      batchSize: 2,
      queryPrefix: "query: ",
    });
    expect(embedder.id).toBe("openai-compatible:test-model:d64");
    const vectors = await embedder.embed(["a b", "c d", "e f"]);
    expect(requests.map((request) => request.body.input)).toEqual([["a b", "c d"], ["e f"]]);
    expect(requests[0]!.authorization).toBe("Bearer sk-test");
    expect(requests[0]!.body.model).toBe("test-model");
    const [expected] = await backing.embed(["e f"]);
    expect(vectors[2]).toHaveLength(64);
    vectors[2]!.forEach((value, i) => expect(value).toBeCloseTo(expected![i]!, 6));
    await embedder.embed(["revenue"], { kind: "query" });
    expect(requests.at(-1)!.body.input).toEqual(["query: revenue"]);
  });

  it("sends dimensions only when asked", async () => {
    requests.length = 0;
    await createOpenAICompatibleEmbedder({ baseURL, model: "test-model", dimensions: 64, sendDimensions: true }).embed(["x"]);
    expect(requests[0]!.body.dimensions).toBe(64);
  });

  it("fails clearly on HTTP errors, dimension mismatches and unreachable servers", async () => {
    await expect(createOpenAICompatibleEmbedder({ baseURL, model: "missing-model", dimensions: 64 }).embed(["x"])).rejects.toThrow(
      `POST ${baseURL}/embeddings returned HTTP 404: {"error":{"message":"model not found"}}`,
    );
    await expect(createOpenAICompatibleEmbedder({ baseURL, model: "short-model", dimensions: 64 }).embed(["x"])).rejects.toThrow(
      'dimension mismatch: model "short-model" returned 8-dimensional vectors, the embedder is configured for 64',
    );
    await expect(createOpenAICompatibleEmbedder({ baseURL: "http://127.0.0.1:1/v1", model: "m", dimensions: 4 }).embed(["x"])).rejects.toThrow(
      /^POST http:\/\/127\.0\.0\.1:1\/v1\/embeddings failed: /,
    );
  });
});
