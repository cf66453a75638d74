import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ModularPlannerError, SPECIFICATION_VERSION, type Embedder, type EmbedOptions } from "@modular-planner/core";

export const DEFAULT_MODEL = "Xenova/bge-small-en-v1.5";
export const BGE_QUERY_INSTRUCTION = "Represent this sentence for searching relevant passages: ";

/** Output sizes of common sentence-embedding models, so `dimensions` is known before the model loads. */
const KNOWN_DIMENSIONS: Record<string, number> = {
  "Xenova/bge-small-en-v1.5": 384,
  "Xenova/bge-base-en-v1.5": 768,
  "Xenova/bge-large-en-v1.5": 1024,
  "Xenova/all-MiniLM-L6-v2": 384,
  "Xenova/all-MiniLM-L12-v2": 384,
  "Xenova/all-mpnet-base-v2": 768,
  "Xenova/multilingual-e5-small": 384,
};

export interface TransformersEmbedderOptions {
  /** Hub model id or folder name under `localModelPath`. Default `Xenova/bge-small-en-v1.5`. */
  model?: string;
  /** Folder holding models as `<localModelPath>/<model>/{config.json,tokenizer.json,tokenizer_config.json,onnx/model.onnx}`. */
  localModelPath?: string;
  /** Download from the Hugging Face hub when the model is not found locally. Default true. */
  allowRemoteModels?: boolean;
  /** Download cache for hub models (transformers.js `env.cacheDir`). */
  cacheDir?: string;
  /** Texts per forward pass. Default 32. */
  batchSize?: number;
  /** Prefix for `kind: "query"` texts. Default: bge's instruction for bge models, none otherwise. */
  queryInstruction?: string;
  /** Default `cls` for bge models, `mean` otherwise. */
  pooling?: "cls" | "mean";
  /** Unit-length vectors. Default true. */
  normalize?: boolean;
  /** Output size, when the model is neither known nor a local folder with config.json. */
  dimensions?: number;
  /** ONNX weights variant (`fp32`, `q8`, …), passed to transformers.js. Default: transformers.js's choice (fp32 on CPU). */
  dtype?: "auto" | "fp32" | "fp16" | "q8" | "int8" | "uint8" | "q4" | "bnb4" | "q4f16";
}

export interface TransformersEmbedder extends Embedder {
  readonly model: string;
  readonly pooling: "cls" | "mean";
  readonly queryInstruction: string;
  /** Loads the model now (otherwise it loads on the first `embed`). Throws the not-found error early. */
  load(): Promise<void>;
}

type Transformers = typeof import("@huggingface/transformers");
interface Extractor {
  (texts: string[], options: { pooling: "cls" | "mean"; normalize: boolean }): Promise<{ dims: number[]; data: ArrayLike<number> }>;
  dispose?: () => Promise<void>;
}

// transformers.js keeps model-location settings in a global `env`: loads are serialised so each sees its own.
let loadChain: Promise<unknown> = Promise.resolve();

function isNotFound(error: unknown): boolean {
  const text = `${(error as Error)?.name ?? ""} ${(error as Error)?.message ?? String(error)}`;
  return /ModelFileNotFound|not found locally|Could not locate|Unauthorized access|404|fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|getaddrinfo/i.test(
    text,
  );
}

function readHiddenSize(folder: string): number | undefined {
  const configPath = join(folder, "config.json");
  if (!existsSync(configPath)) return undefined;
  try {
    const config = JSON.parse(readFileSync(configPath, "utf8")) as { hidden_size?: unknown; d_model?: unknown };
    const size = config.hidden_size ?? config.d_model;
    return typeof size === "number" && size > 0 ? size : undefined;
  } catch {
    return undefined;
  }
}

export function createTransformersEmbedder(options: TransformersEmbedderOptions = {}): TransformersEmbedder {
  const model = options.model ?? DEFAULT_MODEL;
  const isBge = /bge/i.test(model);
  const pooling = options.pooling ?? (isBge ? "cls" : "mean");
  const normalize = options.normalize ?? true;
  const queryInstruction = options.queryInstruction ?? (isBge ? BGE_QUERY_INSTRUCTION : "");
  const batchSize = options.batchSize ?? 32;
  const allowRemoteModels = options.allowRemoteModels ?? true;
  const localModelPath = options.localModelPath === undefined ? undefined : resolve(options.localModelPath);
  if (!Number.isInteger(batchSize) || batchSize < 1) {
    throw new ModularPlannerError("configuration-invalid", `transformers embedder: batchSize must be a positive integer, got ${batchSize}`);
  }

  let dimensions: number | undefined =
    options.dimensions ?? (localModelPath ? readHiddenSize(join(localModelPath, model)) : undefined) ?? KNOWN_DIMENSIONS[model];
  let extractor: Promise<Extractor> | undefined;

  const notFound = (cause: unknown) => {
    const where = localModelPath ? join(localModelPath, model) : `transformers.js's default local model folder (./models/${model})`;
    const message = allowRemoteModels
      ? `transformers embedder: model "${model}" was not found in ${where} and could not be downloaded from the Hugging Face hub`
      : `transformers embedder: model "${model}" was not found in ${where} and remote models are disabled`;
    return new ModularPlannerError("configuration-invalid", message, {
      cause,
      hint:
        `Put the model files in ${where}/ as config.json, tokenizer.json, tokenizer_config.json and onnx/model.onnx. ` +
        `On a machine with internet: \`git clone https://huggingface.co/${model} ${where}\` ` +
        `(or \`huggingface-cli download ${model} --local-dir ${where}\`), then copy the folder here; ` +
        `or pass allowRemoteModels: true where huggingface.co is reachable.`,
      details: { model, localModelPath, allowRemoteModels },
    });
  };

  const getExtractor = (): Promise<Extractor> => {
    extractor ??= (async () => {
      let transformers: Transformers;
      try {
        transformers = await import("@huggingface/transformers");
      } catch (cause) {
        throw new ModularPlannerError(
          "configuration-invalid",
          `transformers embedder: @huggingface/transformers could not be loaded: ${(cause as Error).message}`,
          {
            cause,
            hint: "Reinstall dependencies (`pnpm install`); onnxruntime-node ships CPU binaries for linux/macos/windows in its npm package.",
          },
        );
      }
      const run = async (): Promise<Extractor> => {
        const { env } = transformers;
        const saved = {
          allowRemoteModels: env.allowRemoteModels,
          allowLocalModels: env.allowLocalModels,
          localModelPath: env.localModelPath,
          cacheDir: env.cacheDir,
        };
        env.allowRemoteModels = allowRemoteModels;
        env.allowLocalModels = true;
        if (localModelPath) env.localModelPath = localModelPath.endsWith("/") ? localModelPath : `${localModelPath}/`;
        if (options.cacheDir) env.cacheDir = options.cacheDir;
        try {
          const pipe = await transformers.pipeline("feature-extraction", model, {
            device: "cpu",
            ...(options.dtype ? { dtype: options.dtype } : {}),
          });
          return pipe as unknown as Extractor;
        } catch (cause) {
          if (isNotFound(cause)) throw notFound(cause);
          throw new ModularPlannerError("configuration-invalid", `transformers embedder: model "${model}" could not be loaded: ${(cause as Error).message}`, {
            cause,
            hint: "Check that the model folder holds a complete ONNX export (config.json, tokenizer files, onnx/model.onnx).",
          });
        } finally {
          Object.assign(env, saved);
        }
      };
      const result = loadChain.then(run, run);
      loadChain = result.catch(() => undefined);
      return result;
    })();
    // A failed load is not cached: the next call retries (e.g. after the user downloads the model).
    extractor.catch(() => {
      extractor = undefined;
    });
    return extractor;
  };

  const embedder: TransformersEmbedder = {
    specificationVersion: SPECIFICATION_VERSION,
    id: `transformers:${model}`,
    model,
    pooling,
    queryInstruction,
    get dimensions(): number {
      if (dimensions === undefined) {
        throw new ModularPlannerError("configuration-invalid", `transformers embedder: the dimensions of "${model}" are unknown until it loads`, {
          hint: "Pass `dimensions`, or `await embedder.load()` before reading `dimensions`.",
        });
      }
      return dimensions;
    },
    async load() {
      await getExtractor();
      if (dimensions === undefined) {
        const [probe] = await embedder.embed(["dimension probe"]);
        dimensions = probe!.length;
      }
    },
    async embed(texts: readonly string[], embedOptions: EmbedOptions = {}) {
      if (texts.length === 0) return [];
      const pipe = await getExtractor();
      const prefix = embedOptions.kind === "query" ? queryInstruction : "";
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        if (embedOptions.signal?.aborted) {
          throw new ModularPlannerError("cancelled", "transformers embedder: embedding cancelled", { cause: embedOptions.signal.reason });
        }
        const batch = texts.slice(start, start + batchSize).map((text) => prefix + text);
        const output = await pipe(batch, { pooling, normalize });
        const width = output.dims[output.dims.length - 1]!;
        if (dimensions === undefined) dimensions = width;
        if (width !== dimensions) {
          throw new ModularPlannerError(
            "contract-invalid",
            `transformers embedder: dimension mismatch: "${model}" returned ${width}-dimensional vectors, expected ${dimensions}`,
            {
              hint: "Remove the `dimensions` option or set it to the model's hidden size.",
            },
          );
        }
        const data = output.data;
        for (let row = 0; row < batch.length; row++) {
          vectors.push(Float32Array.from({ length: width }, (_, i) => data[row * width + i]!));
        }
      }
      return vectors;
    },
  };
  return embedder;
}
export { strategy } from "./strategy.js";
