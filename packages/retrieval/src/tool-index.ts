import { createHash } from "node:crypto";
import { join } from "node:path";
import { ModularPlannerError, type Embedder, type ToolCatalog, type ToolMetadata, type VectorIndex } from "@modular-planner/core";
import { createToolCatalog, isModularPlannerError } from "@modular-planner/kit";
import { createBm25Index, type Bm25Index, type Bm25Options } from "./bm25.js";
import { toolDocumentText, type ToolDocumentOptions } from "./documents.js";
import { createFlatVectorIndex, topPositions, type FlatVectorIndex } from "./flat-index.js";
import { DEFAULT_FUSION, fuse, type FusionOptions } from "./fusion.js";
import { createHashedEmbedder } from "./hashed-embedder.js";
import { withoutPaths } from "./text.js";

export type SearchMode = "hybrid" | "lexical" | "dense";

export interface ToolSearchOptions {
  /** How many results. Default 10. */
  k?: number;
  /** Default `hybrid` (or `lexical` when the index has no embedder). */
  mode?: SearchMode;
  /** Restrict results to these tool names. */
  candidates?: Iterable<string>;
  signal?: AbortSignal;
}

export interface ToolSearchResult {
  tool: ToolMetadata;
  /** The fused score (hybrid), the BM25 score (lexical) or the cosine similarity (dense). Higher is better. */
  score: number;
  /** Raw BM25 score, 0 when no query word matches. */
  lexicalScore: number;
  /** Cosine similarity, 0 without an embedder. */
  denseScore: number;
  /** Share of the query's IDF mass found in the tool's document, in [0, 1]. */
  coverage: number;
  /** 1-based. */
  rank: number;
}

export interface ToolIndexCacheInfo {
  /** `hit`: vectors loaded, nothing embedded; `built`: no cache yet; `rebuilt`: a cache was found and refused; `disabled`. */
  status: "hit" | "built" | "rebuilt" | "disabled" | "none";
  path: string | undefined;
  /** Why a cache was refused, or why it could not be written. */
  reason?: string;
}

export interface ToolIndex {
  readonly tools: readonly ToolMetadata[];
  readonly catalog: ToolCatalog;
  readonly catalogHash: string;
  readonly embedderId: string | undefined;
  readonly cache: ToolIndexCacheInfo;
  readonly bm25: Bm25Index;
  readonly vectors: FlatVectorIndex | undefined;
  /** The id of the VectorIndex dense scores come from (`flat` unless `vectorIndex` chose another); undefined without an embedder. */
  readonly vectorIndexId: string | undefined;
  search(query: string, options?: ToolSearchOptions): Promise<ToolSearchResult[]>;
}

export interface ToolIndexOptions {
  tools: readonly ToolMetadata[];
  /**
   * Dense embedder. Default: `createHashedEmbedder()` (offline, fitted on the tool documents).
   * `null` builds a lexical-only index. An embedder with `withIdf(texts)` (the hashed embedder) is
   * copied and the copy fitted on the tool documents, so one embedder can serve several catalogs; one
   * with only `fit(texts)` is fitted in place. Either way its vectors depend only on the catalog (which
   * keys the cache).
   */
  embedder?: (Embedder & { fit?: (texts: readonly string[]) => void; withIdf?: (texts: readonly string[]) => Embedder }) | null;
  /** Cache folder. Default `.cache/tool-index`; `false` disables the disk cache. */
  cacheDir?: string | false;
  /** The catalog's content hash when already known (core `createToolCatalog(tools).hash`). */
  catalogHash?: string;
  fusion?: FusionOptions;
  bm25?: Bm25Options;
  documents?: ToolDocumentOptions;
  /**
   * Extra searchable text per tool name (e.g. usage-aware documents from a plan library: the step
   * texts and requests each tool served), appended to its document. `hash` identifies the texts and
   * is part of the cache key, so a changed library never reuses stale vectors.
   */
  extraText?: { hash: string; texts: ReadonlyMap<string, string> };
  /** Candidates taken from each ranking before fusion: max(k × poolFactor, minPool). Defaults 10 and 50. */
  poolFactor?: number;
  minPool?: number;
  /**
   * Keep only this many largest-magnitude dimensions of the query vector when scoring (the rest are
   * zeroed), trading a little dense accuracy for speed on long queries. Default: all dimensions.
   */
  queryDimensions?: number;
  /** Documents per embed call when building. Default 256. */
  embedBatchSize?: number;
  /**
   * Another VectorIndex (usearch, faiss, …) to score dense hits with, built for the embedder's
   * dimensions. The cache file stays the flat format; its vectors are added to this index on start.
   */
  vectorIndex?: (dimensions: number) => VectorIndex;
}

const CACHE_FORMAT = "tool-index-v1";

/** The cache file for a catalog and an embedder (both identities are part of the name). */
export function toolIndexCachePath(cacheDir: string, catalogHash: string, embedderId: string, dimensions: number, extraTextHash?: string): string {
  const key = createHash("sha256")
    .update(`${CACHE_FORMAT}\n${catalogHash}\n${embedderId}\n${dimensions}${extraTextHash ? `\n${extraTextHash}` : ""}`)
    .digest("hex")
    .slice(0, 40);
  return join(cacheDir, `${key}.mpvi`);
}

/**
 * Builds the searchable tool index: BM25 over tool documents plus dense vectors from the embedder,
 * cached on disk by catalog hash + embedder id + dimensions. A warm start loads vectors and embeds
 * nothing; a corrupt, stale or mismatched cache file is refused (checksum, ids, dimensions) and rebuilt.
 */
export async function createToolIndex(options: ToolIndexOptions): Promise<ToolIndex> {
  const tools = [...options.tools];
  const seen = new Set<string>();
  for (const tool of tools) {
    if (seen.has(tool.name)) throw new ModularPlannerError("configuration-invalid", `duplicate tool name "${tool.name}" in the tool index`);
    seen.add(tool.name);
  }
  const catalog = createToolCatalog(tools);
  const catalogHash = options.catalogHash ?? catalog.hash;
  const documents = tools.map((tool) => {
    const text = toolDocumentText(tool, options.documents);
    const extra = options.extraText?.texts.get(tool.name);
    return extra ? `${text} . ${extra}` : text;
  });
  const bm25 = createBm25Index(documents, options.bm25);
  const given = options.embedder === undefined ? createHashedEmbedder() : options.embedder;
  let embedder: Embedder | null = given;
  if (given && typeof given.withIdf === "function") embedder = given.withIdf(documents);
  else if (given && typeof given.fit === "function") given.fit(documents);
  const fusion = options.fusion ?? DEFAULT_FUSION;
  const poolFactor = options.poolFactor ?? 10;
  const minPool = options.minPool ?? 50;

  let vectors: FlatVectorIndex | undefined;
  let cache: ToolIndexCacheInfo = { status: "none", path: undefined };
  if (embedder) {
    const cacheDir = options.cacheDir === undefined ? ".cache/tool-index" : options.cacheDir;
    const path = cacheDir === false ? undefined : toolIndexCachePath(cacheDir, catalogHash, embedder.id, embedder.dimensions, options.extraText?.hash);
    let refused: string | undefined;
    if (path) {
      const loaded = createFlatVectorIndex(embedder.dimensions);
      try {
        await loaded.load(path);
        const names = tools.map((tool) => tool.name);
        if (loaded.size !== names.length || loaded.ids.some((id, position) => id !== names[position])) {
          refused = `${path}: stale (its tool ids differ from the catalog)`;
        } else {
          vectors = loaded;
          cache = { status: "hit", path };
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") refused = isModularPlannerError(error) ? error.message : String(error);
      }
    }
    if (!vectors) {
      vectors = createFlatVectorIndex(embedder.dimensions);
      const batchSize = options.embedBatchSize ?? 256;
      for (let start = 0; start < documents.length; start += batchSize) {
        const batch = await embedder.embed(documents.slice(start, start + batchSize), { kind: "document" });
        checkDimensions(embedder, batch);
        vectors.add(
          tools.slice(start, start + batchSize).map((tool) => tool.name),
          batch,
        );
      }
      cache = path ? { status: refused ? "rebuilt" : "built", path, ...(refused ? { reason: refused } : {}) } : { status: "disabled", path: undefined };
      if (path) {
        try {
          await vectors.save(path);
        } catch (error) {
          cache = { ...cache, reason: `${cache.reason ? `${cache.reason}; ` : ""}could not write the cache: ${(error as Error).message}` };
        }
      }
    }
  }

  let chosenIndex: VectorIndex | undefined;
  if (vectors && options.vectorIndex) {
    chosenIndex = options.vectorIndex(vectors.dimensions);
    if (chosenIndex.dimensions !== vectors.dimensions) {
      throw new ModularPlannerError(
        "configuration-invalid",
        `vector index "${chosenIndex.id}" has ${chosenIndex.dimensions} dimensions, the embedder ${vectors.dimensions}`,
      );
    }
    const stored = vectors;
    if (stored.size > 0)
      await chosenIndex.add(
        stored.ids,
        stored.ids.map((_, position) => stored.vectorAt(position)),
      );
  }
  const positionByName = new Map(tools.map((tool, position) => [tool.name, position]));
  // Every tool's score, as the fusion reads them: tools the chosen index does not return score -Infinity.
  const denseScores = async (query: Float32Array): Promise<Float64Array> => {
    if (!chosenIndex) return vectors!.scoreAll(query);
    const scores = new Float64Array(tools.length).fill(-Infinity);
    for (const hit of await chosenIndex.search(query, tools.length)) {
      const position = positionByName.get(hit.id);
      if (position !== undefined) scores[position] = hit.score;
    }
    return scores;
  };

  const positionsOf = (names: Iterable<string>): Set<number> => {
    const wanted = new Set(names);
    const positions = new Set<number>();
    tools.forEach((tool, position) => {
      if (wanted.has(tool.name)) positions.add(position);
    });
    return positions;
  };

  return {
    tools,
    catalog,
    catalogHash,
    embedderId: embedder?.id,
    cache,
    bm25,
    vectors,
    vectorIndexId: vectors ? (chosenIndex?.id ?? vectors.id) : undefined,
    async search(request, searchOptions = {}) {
      // A written path is a value, not words of intent (a temp folder's random name is no query).
      const query = withoutPaths(request);
      const k = searchOptions.k ?? 10;
      if (tools.length === 0 || k <= 0) return [];
      const mode: SearchMode = !vectors ? "lexical" : (searchOptions.mode ?? "hybrid");
      const allowed = searchOptions.candidates ? positionsOf(searchOptions.candidates) : undefined;
      const pool = allowed ? tools.length : Math.max(k * poolFactor, minPool);

      let lexicalHits = mode === "dense" ? [] : bm25.search(query, allowed ? tools.length : pool);
      if (allowed) lexicalHits = lexicalHits.filter((hit) => allowed.has(hit.index)).slice(0, Math.max(k * poolFactor, minPool));
      const lexical = new Map(lexicalHits.map((hit) => [hit.index, hit.score]));
      const coverage = new Map(lexicalHits.map((hit) => [hit.index, hit.coverage]));

      let dense: Float64Array | undefined;
      let denseOrder: number[] = [];
      if (mode !== "lexical" && vectors && embedder) {
        const [queryVector] = await embedder.embed([query], { kind: "query", signal: searchOptions.signal });
        checkDimensions(embedder, [queryVector!]);
        if (queryVector!.some((value) => value !== 0)) {
          dense = await denseScores(options.queryDimensions ? keepLargest(queryVector!, options.queryDimensions) : queryVector!);
          if (allowed) {
            const restricted = new Float64Array(dense.length).fill(-Infinity);
            for (const position of allowed) restricted[position] = dense[position]!;
            denseOrder = topPositions(restricted, Math.min(allowed.size, Math.max(k * poolFactor, minPool)));
          } else {
            denseOrder = topPositions(dense, pool);
          }
        }
      }

      let scored: { position: number; score: number }[];
      if (mode === "lexical") scored = lexicalHits.map((hit) => ({ position: hit.index, score: hit.score }));
      else if (mode === "dense") scored = denseOrder.map((position) => ({ position, score: dense![position]! }));
      else {
        const poolPositions = [...new Set([...lexicalHits.map((hit) => hit.index), ...denseOrder])];
        const fused = fuse({ lexical, dense, pool: poolPositions, denseOrder, lexicalOrder: lexicalHits.map((hit) => hit.index) }, fusion);
        scored = poolPositions.map((position) => ({ position, score: fused.get(position) ?? 0 }));
      }
      scored.sort((a, b) => b.score - a.score || a.position - b.position);
      return scored.slice(0, k).map(({ position, score }, index) => ({
        tool: tools[position]!,
        score,
        lexicalScore: lexical.get(position) ?? 0,
        denseScore: dense ? dense[position]! : 0,
        coverage: coverage.get(position) ?? 0,
        rank: index + 1,
      }));
    },
  };
}

function checkDimensions(embedder: Embedder, vectors: readonly Float32Array[]): void {
  for (const vector of vectors) {
    if (vector.length !== embedder.dimensions) {
      throw new ModularPlannerError(
        "configuration-invalid",
        `dimension mismatch: embedder "${embedder.id}" declares ${embedder.dimensions} dimensions but returned a ${vector.length}-dimensional vector`,
        { hint: "Fix the embedder's dimensions option." },
      );
    }
  }
}

/** The vector with all but its `count` largest-magnitude entries set to zero. */
function keepLargest(vector: Float32Array, count: number): Float32Array {
  if (count >= vector.length) return vector;
  const magnitudes = Array.from(vector, (value) => Math.abs(value)).sort((a, b) => b - a);
  const floor = magnitudes[count - 1]!;
  if (floor === 0) return vector;
  let kept = 0;
  return vector.map((value) => (Math.abs(value) >= floor && kept++ < count ? value : 0));
}
