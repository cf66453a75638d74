import { SPECIFICATION_VERSION, type JsonValue, type Resolution, type Resolver, type ToolCatalog } from "@modular-planner/core";
import { createToolIndex, mapParamsToSchema, splitIdentifier, type ToolIndex, type ToolIndexOptions } from "@modular-planner/retrieval";

export interface SemanticResolverOptions {
  /** Embedder for the tool index. Default: the offline hashed embedder; `null` for BM25 only. */
  embedder?: ToolIndexOptions["embedder"];
  /** Vector cache folder. Default `.cache/tool-index`; `false` keeps vectors in memory only. */
  cacheDir?: ToolIndexOptions["cacheDir"];
  fusion?: ToolIndexOptions["fusion"];
  /** Default number of resolutions when the context gives no `topK`. Default 5. */
  topK?: number;
  /** Results at or below this score are dropped. Default 0.05. */
  minScore?: number;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Resolves intents by hybrid retrieval (BM25 + dense, fused) over the catalog, with the tool index
 * built once per catalog hash and cached on disk. The ranking is the fused one; each score is an
 * absolute confidence in [0, 1] (the mean of the share of the intent's words the tool matches and
 * the cosine similarity), capped so scores never rise down the ranking.
 */
export function createSemanticResolver(options: SemanticResolverOptions = {}): Resolver & { indexFor(catalog: ToolCatalog): Promise<ToolIndex> } {
  const indexes = new Map<string, Promise<ToolIndex>>();
  const minScore = options.minScore ?? 0.05;
  const indexFor = (catalog: ToolCatalog): Promise<ToolIndex> => {
    let index = indexes.get(catalog.hash);
    if (!index) {
      index = createToolIndex({
        tools: catalog.tools,
        catalogHash: catalog.hash,
        ...(options.embedder !== undefined ? { embedder: options.embedder } : {}),
        ...(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {}),
        ...(options.fusion ? { fusion: options.fusion } : {}),
      });
      index.catch(() => indexes.delete(catalog.hash));
      if (indexes.size > 8) indexes.clear();
      indexes.set(catalog.hash, index);
    }
    return index;
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "semantic",
    indexFor,
    async resolve(intent, context) {
      const index = await indexFor(context.catalog);
      const query = intent.capability ? `${intent.text} ${splitIdentifier(intent.capability).join(" ")}` : intent.text;
      const hits = await index.search(query, {
        k: context.topK ?? options.topK ?? 5,
        ...(context.candidates ? { candidates: context.candidates.map((tool) => tool.name) } : {}),
        ...(context.signal ? { signal: context.signal } : {}),
      });
      const resolutions: Resolution[] = [];
      let ceiling = 1;
      for (const hit of hits) {
        const confidence = index.vectors ? 0.5 * hit.coverage + 0.5 * Math.max(0, hit.denseScore) : hit.coverage;
        const score = round(Math.min(ceiling, confidence));
        ceiling = score;
        if (score <= minScore) break;
        resolutions.push({
          intentId: intent.id,
          tool: hit.tool.name,
          score,
          reason: `hybrid rank ${hit.rank} (fused ${round(hit.score)}; bm25 ${round(hit.lexicalScore)}, words matched ${round(hit.coverage)}; cosine ${round(hit.denseScore)})`,
          strategy: "semantic",
          params: mapParamsToSchema(intent.params, hit.tool.params).params as Record<string, JsonValue>,
        });
      }
      return resolutions;
    },
  };
}
