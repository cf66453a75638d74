import { SPECIFICATION_VERSION, type Embedder, type EmbedOptions } from "@modular-planner/core";
import { tokenize } from "./text.js";

export interface HashedEmbedderOptions {
  /** Output dimensions. Default 768. */
  dimensions?: number;
  /** Character n-gram sizes (of each word with boundary marks). Default [3, 4, 5]. */
  charNgrams?: readonly number[];
  /** Channel weights before the final normalisation. Defaults (tuned on seal-tools queries-dev and MetaTool single-tool queries): words 1, bigrams 0.5, characters 2. */
  wordWeight?: number;
  bigramWeight?: number;
  charWeight?: number;
  /** Texts are cut to this many characters before embedding (bounds the cost of huge descriptions). Default 8,000. */
  maxChars?: number;
}

/** The offline default embedder: needs no weights, is deterministic, and can fit IDF on a corpus. */
export interface HashedEmbedder extends Embedder {
  /** Fits IDF weights on a corpus (e.g. the tool documents). Without it every feature weighs 1. */
  fit(texts: readonly string[]): void;
  /** A copy with the same options fitted on `texts`; this embedder is left unchanged. */
  withIdf(texts: readonly string[]): HashedEmbedder;
  readonly fitted: boolean;
}

const IDF_BITS = 20;
const IDF_MASK = (1 << IDF_BITS) - 1;
const SEED_WORD = 0x811c9dc5;
const SEED_BIGRAM = 0x01000193;
const SEED_CHAR = 0x9e3779b1;

function hashString(seed: number, text: string, start = 0, end = text.length): number {
  let hash = seed >>> 0;
  for (let i = start; i < end; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return mix(hash);
}

/** murmur3 finaliser: spreads FNV's weak low bits. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

type Channel = Map<number, number>;

/**
 * Hashed TF-IDF embedder: word unigrams, word bigrams and character n-grams, each channel weighted
 * by sublinear TF × IDF, signed-hashed into `dimensions`, L2-normalised per channel, mixed by the
 * channel weights and normalised again. Character n-grams give partial credit across morphology
 * ("forecasting" ~ "forecast") and non-space-separated scripts.
 */
export function createHashedEmbedder(options: HashedEmbedderOptions = {}): HashedEmbedder {
  const dimensions = options.dimensions ?? 768;
  if (!Number.isInteger(dimensions) || dimensions <= 0) throw new RangeError(`dimensions must be a positive integer, received ${dimensions}`);
  const charNgrams = [...(options.charNgrams ?? [3, 4, 5])];
  const wordWeight = options.wordWeight ?? 1;
  const bigramWeight = options.bigramWeight ?? 0.5;
  const charWeight = options.charWeight ?? 2;
  const maxChars = options.maxChars ?? 8_000;
  let documentFrequency: Uint32Array | undefined;
  let corpusSize = 0;

  const features = (text: string): [Channel, Channel, Channel] => {
    const words = tokenize(text.length > maxChars ? text.slice(0, maxChars) : text);
    const wordChannel: Channel = new Map();
    const bigramChannel: Channel = new Map();
    const charChannel: Channel = new Map();
    let previous: number | undefined;
    for (const word of words) {
      const wordHash = hashString(SEED_WORD, word);
      wordChannel.set(wordHash, (wordChannel.get(wordHash) ?? 0) + 1);
      if (previous !== undefined) {
        const bigram = mix(Math.imul(previous, 31) ^ wordHash ^ SEED_BIGRAM);
        bigramChannel.set(bigram, (bigramChannel.get(bigram) ?? 0) + 1);
      }
      previous = wordHash;
      const padded = `<${word}>`;
      for (const n of charNgrams) {
        if (padded.length < n) continue;
        for (let start = 0; start + n <= padded.length; start++) {
          const gram = hashString(SEED_CHAR + n, padded, start, start + n);
          charChannel.set(gram, (charChannel.get(gram) ?? 0) + 1);
        }
      }
    }
    return [wordChannel, bigramChannel, charChannel];
  };

  const idf = (feature: number): number => {
    if (!documentFrequency) return 1;
    const df = documentFrequency[feature & IDF_MASK]!;
    return Math.log((corpusSize + 1) / (df + 1)) + 1;
  };

  const addChannel = (vector: Float64Array, channel: Channel, weight: number): void => {
    if (channel.size === 0 || weight === 0) return;
    const slots: number[] = [];
    const values: number[] = [];
    let norm = 0;
    for (const [feature, tf] of channel) {
      const value = (1 + Math.log(tf)) * idf(feature);
      slots.push(feature);
      values.push(value);
      norm += value * value;
    }
    const scale = weight / Math.sqrt(norm);
    for (let i = 0; i < slots.length; i++) {
      const feature = slots[i]!;
      const sign = mix(feature ^ 0x5bd1e995) & 1 ? -1 : 1;
      vector[feature % dimensions]! += sign * values[i]! * scale;
    }
  };

  const embedOne = (text: string): Float32Array => {
    const [words, bigrams, chars] = features(text);
    const accumulator = new Float64Array(dimensions);
    addChannel(accumulator, words, wordWeight);
    addChannel(accumulator, bigrams, bigramWeight);
    addChannel(accumulator, chars, charWeight);
    let norm = 0;
    for (let i = 0; i < dimensions; i++) norm += accumulator[i]! * accumulator[i]!;
    const vector = new Float32Array(dimensions);
    if (norm === 0) return vector;
    const scale = 1 / Math.sqrt(norm);
    for (let i = 0; i < dimensions; i++) vector[i] = accumulator[i]! * scale;
    return vector;
  };

  const id = `hashed-v1:d${dimensions}:c${charNgrams.join("")}:w${wordWeight}:b${bigramWeight}:ch${charWeight}`;
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id,
    dimensions,
    get fitted() {
      return documentFrequency !== undefined;
    },
    withIdf(texts) {
      const copy = createHashedEmbedder(options);
      copy.fit(texts);
      return copy;
    },
    fit(texts) {
      const table = new Uint32Array(1 << IDF_BITS);
      for (const text of texts) {
        const seen = new Set<number>();
        for (const channel of features(text)) for (const feature of channel.keys()) seen.add(feature & IDF_MASK);
        for (const slot of seen) table[slot]!++;
      }
      documentFrequency = table;
      corpusSize = texts.length;
    },
    async embed(texts: readonly string[], embedOptions?: EmbedOptions) {
      if (embedOptions?.signal?.aborted) throw embedOptions.signal.reason ?? new Error("The operation was aborted");
      return texts.map(embedOne);
    },
  };
}
