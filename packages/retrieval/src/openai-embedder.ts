import { ModularPlannerError, SPECIFICATION_VERSION, type Embedder } from "@modular-planner/core";

export interface OpenAICompatibleEmbedderOptions {
  /** e.g. `https://api.openai.com/v1`, `http://localhost:8000/v1` (vLLM), `http://localhost:11434/v1` (Ollama). */
  baseURL: string;
  apiKey?: string;
  model: string;
  /**
   * The vectors' dimension. Sent as `dimensions` when `sendDimensions` is true (OpenAI
   * text-embedding-3 models shorten vectors); always checked against the answer.
   */
  dimensions: number;
  sendDimensions?: boolean;
  /** Texts per request. Default 64. */
  batchSize?: number;
  /** Prefix added to query texts (e.g. bge's "Represent this sentence for searching relevant passages: "). */
  queryPrefix?: string;
  headers?: Record<string, string>;
  /** Normalise vectors to unit length (servers differ). Default true. */
  normalize?: boolean;
  fetch?: typeof fetch;
}

interface EmbeddingsResponse {
  data?: { index?: number; embedding?: unknown }[];
}

/** An Embedder over the OpenAI `POST /embeddings` wire format (OpenAI, vLLM, Ollama, TEI, llama.cpp). */
export function createOpenAICompatibleEmbedder(options: OpenAICompatibleEmbedderOptions): Embedder {
  const { model, dimensions } = options;
  if (!Number.isInteger(dimensions) || dimensions <= 0) throw new RangeError(`dimensions must be a positive integer, received ${dimensions}`);
  const batchSize = Math.max(1, options.batchSize ?? 64);
  const url = `${options.baseURL.replace(/\/+$/, "")}/embeddings`;
  const doFetch = options.fetch ?? fetch;
  const normalize = options.normalize ?? true;

  const request = async (input: string[], signal: AbortSignal | undefined): Promise<Float32Array[]> => {
    const body: Record<string, unknown> = { model, input, encoding_format: "float" };
    if (options.sendDimensions) body.dimensions = dimensions;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          ...options.headers,
        },
        body: JSON.stringify(body),
        signal,
      });
    } catch (error) {
      throw new ModularPlannerError("llm-request-failed", `POST ${url} failed: ${(error as Error).message}`, {
        cause: error,
        hint: "Check that the embeddings server is running and baseURL is right.",
      });
    }
    if (!response.ok) {
      const text = (await response.text().catch(() => "")).slice(0, 500);
      throw new ModularPlannerError("llm-request-failed", `POST ${url} returned HTTP ${response.status}: ${text}`, {
        hint: response.status === 401 ? "Set apiKey." : response.status === 404 ? `Check the model name "${model}" and the baseURL.` : undefined,
      });
    }
    const json = (await response.json()) as EmbeddingsResponse;
    if (!Array.isArray(json.data) || json.data.length !== input.length) {
      throw new ModularPlannerError(
        "llm-output-invalid",
        `POST ${url}: expected ${input.length} embeddings in "data", received ${Array.isArray(json.data) ? json.data.length : "none"}`,
      );
    }
    const ordered = [...json.data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    return ordered.map((item, position) => {
      const embedding = item.embedding;
      if (!Array.isArray(embedding) || !embedding.every((value) => typeof value === "number" && Number.isFinite(value))) {
        throw new ModularPlannerError("llm-output-invalid", `POST ${url}: embedding ${position} is not an array of finite numbers`);
      }
      if (embedding.length !== dimensions) {
        throw new ModularPlannerError(
          "configuration-invalid",
          `dimension mismatch: model "${model}" returned ${embedding.length}-dimensional vectors, the embedder is configured for ${dimensions}`,
          { hint: `Set dimensions: ${embedding.length}.` },
        );
      }
      const vector = Float32Array.from(embedding as number[]);
      if (normalize) {
        let norm = 0;
        for (const value of vector) norm += value * value;
        if (norm > 0) {
          const scale = 1 / Math.sqrt(norm);
          for (let i = 0; i < vector.length; i++) vector[i]! *= scale;
        }
      }
      return vector;
    });
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: `openai-compatible:${model}:d${dimensions}`,
    dimensions,
    async embed(texts, embedOptions) {
      const prefix = embedOptions?.kind === "query" ? (options.queryPrefix ?? "") : "";
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        // Servers reject empty strings; a single space embeds as "nothing".
        const batch = texts.slice(start, start + batchSize).map((text) => `${prefix}${text}` || " ");
        vectors.push(...(await request(batch, embedOptions?.signal)));
      }
      return vectors;
    },
  };
}
