import { SPECIFICATION_VERSION, type JsonValue, type Resolution, type Resolver, type ToolMetadata } from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { createToolIndex, mapParamsToSchema, tokenize, type ToolIndex, type ToolIndexOptions, withoutPaths } from "@modular-planner/retrieval";

export interface McpResolverOptions {
  /** The MCP tools to resolve over (e.g. `manager.tools`); read on every call, so refreshed catalogs are seen. */
  tools: () => readonly ToolMetadata[];
  embedder?: ToolIndexOptions["embedder"];
  cacheDir?: ToolIndexOptions["cacheDir"];
  topK?: number;
  /**
   * Candidates whose confidence is at or below this are not returned. Default 0: every candidate with
   * some evidence is ranked, and the planner's own thresholds (clarify, minimum resolution score) decide
   * what is too weak (0.05 before issue #20 cut long requests' rankings short, below BM25's).
   */
  minScore?: number;
  /**
   * Order the candidates by reciprocal rank fusion of the resolver's own confidence and plain BM25 over
   * the same tool documents, so a request BM25 ranks well is not lost to the dense half of the
   * confidence. Default false: measured on the repository's MCP requests and two catalog-only proxies
   * it did not beat the confidence order alone once `minScore` no longer cut rankings short
   * (docs/benchmarks.md, "MCP resolver against BM25").
   */
  fuseWithBm25?: boolean;
}

/** The usual reciprocal rank fusion constant (Cormack et al., 2009): no tuning. */
const RRF_K = 60;

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Resolves sub-intents to MCP tools through the same hybrid retrieval as the semantic resolver,
 * maps the intent's parameters onto the tool's input schema (snake/camel case, fuzzy names,
 * coercion), and says which server the tool lives on and why it was chosen.
 */
export function createMcpResolver(options: McpResolverOptions): Resolver {
  const indexes = new Map<string, Promise<ToolIndex>>();
  const indexFor = (tools: readonly ToolMetadata[]) => {
    const catalog = createToolCatalog(tools);
    let index = indexes.get(catalog.hash);
    if (!index) {
      indexes.clear();
      index = createToolIndex({
        tools,
        catalogHash: catalog.hash,
        ...(options.embedder !== undefined ? { embedder: options.embedder } : {}),
        cacheDir: options.cacheDir ?? false,
      });
      indexes.set(catalog.hash, index);
    }
    return index;
  };
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "mcp",
    async resolve(intent, context) {
      const tools = options.tools().filter((tool) => tool.source?.kind === "mcp");
      if (tools.length === 0) return [];
      const index = await indexFor(tools);
      const k = context.topK ?? options.topK ?? 5;
      const query = new Set(tokenize(withoutPaths(intent.text)));
      // Unwanted specificity: name words the request does not mention ("list_allowed_directories" for
      // "list the files") cost a little, so the plainer tool wins among close candidates.
      const extraWords = (name: string) => tokenize(name.split(".").slice(1).join(" ")).filter((word) => !query.has(word)).length;
      const fuse = (options.fuseWithBm25 ?? false) && index.vectors !== undefined;
      // With the fusion, a wider pool of the hybrid search: BM25's own ranking is read from its lexical scores.
      const found = await index.search(intent.text, { k: Math.max(k, 10) * (fuse ? 5 : 1), ...(context.signal ? { signal: context.signal } : {}) });
      const confidenceOf = (hit: (typeof found)[number]) =>
        (index.vectors ? 0.5 * hit.coverage + 0.5 * Math.max(0, hit.denseScore) : hit.coverage) - 0.03 * extraWords(hit.tool.name);
      // Candidates at or below minScore are not kept; the rest are ordered by the fusion, scores kept non-increasing.
      const scored = found
        .map((hit) => ({ hit, confidence: confidenceOf(hit) }))
        .filter((item) => round(item.confidence) > (options.minScore ?? 0))
        .sort((a, b) => b.confidence - a.confidence);
      const lexicalRank = new Map(
        found
          .filter((hit) => hit.lexicalScore > 0)
          .sort((a, b) => b.lexicalScore - a.lexicalScore)
          .map((hit, position) => [hit.tool.name, position + 1]),
      );
      const fused = (position: number, name: string) => 1 / (RRF_K + position + 1) + (lexicalRank.has(name) ? 1 / (RRF_K + lexicalRank.get(name)!) : 0);
      const hits = (
        fuse
          ? scored.map((item, position) => ({ ...item, fused: fused(position, item.hit.tool.name) })).sort((a, b) => b.fused - a.fused)
          : scored.slice(0, Math.max(k, 10))
      ).slice(0, k);
      const resolutions: Resolution[] = [];
      let ceiling = 1;
      for (const { hit, confidence: raw } of hits) {
        const confidence = Math.max(0, raw);
        const score = round(Math.min(ceiling, confidence));
        ceiling = score;
        if (score <= (options.minScore ?? 0)) break;
        const mapping = mapParamsToSchema(intent.params, hit.tool.params);
        const renamed = mapping.renamed.map((rename) => `${rename.from}→${rename.to}`).join(", ");
        const server = hit.tool.source?.server ?? hit.tool.group ?? "unknown";
        resolutions.push({
          intentId: intent.id,
          tool: hit.tool.name,
          score,
          reason: `MCP server "${server}": hybrid rank ${hit.rank}${fuse && lexicalRank.has(hit.tool.name) ? `, BM25 rank ${lexicalRank.get(hit.tool.name)}` : ""}, words matched ${round(hit.coverage)}, cosine ${round(hit.denseScore)}${renamed ? `; params ${renamed}` : ""}${
            mapping.missingRequired.length ? `; missing ${mapping.missingRequired.join(", ")}` : ""
          }`,
          strategy: "mcp",
          server,
          params: mapping.params as Record<string, JsonValue>,
        });
      }
      return resolutions;
    },
  };
}
