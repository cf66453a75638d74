import {
  SPECIFICATION_VERSION,
  type JsonValue,
  type Resolution,
  type ResolveContext,
  type Resolver,
  type SubIntent,
  type ToolCatalog,
  type ToolMetadata,
} from "@modular-planner/core";
import {
  createBm25Index,
  mapParamsToSchema,
  splitIdentifier,
  stem,
  tokenize,
  toolDocumentText,
  withoutPaths,
  type Bm25Index,
} from "@modular-planner/retrieval";

/** Verb classes: words of one class align (`show` ~ `list`), words of different classes clash (`create` vs `delete`). */
export const DEFAULT_VERB_CLASSES: Record<string, readonly string[]> = {
  list: ["list", "show", "enumerate", "browse", "all"],
  get: ["get", "fetch", "retrieve", "read", "show", "find", "lookup", "look", "check", "query", "view", "obtain", "see", "display"],
  search: ["search", "find", "lookup", "look", "query", "discover"],
  create: ["create", "add", "new", "make", "insert", "generate", "open", "register", "post", "build", "write"],
  update: ["update", "modify", "edit", "change", "set", "rename", "patch", "replace", "adjust"],
  delete: ["delete", "remove", "drop", "erase", "destroy", "cancel", "clear", "purge"],
  plot: ["plot", "chart", "graph", "visualize", "visualise", "draw", "render"],
  load: ["load", "import", "read", "open", "ingest", "upload"],
  save: ["save", "export", "write", "store", "download", "persist"],
  send: ["send", "post", "notify", "email", "message", "share"],
  compute: ["compute", "calculate", "aggregate", "summarize", "summarise", "count", "analyze", "analyse", "measure"],
  sort: ["sort", "order", "rank"],
  filter: ["filter", "keep", "exclude", "select", "where"],
  convert: ["convert", "parse", "transform", "translate", "format"],
};

/**
 * Noun classes: words that name the same thing in tool descriptions and requests (`folder` ~
 * `directory`). A request's word is found in a tool's document or name when any word of its class is.
 */
export const DEFAULT_NOUN_CLASSES: readonly (readonly string[])[] = [
  ["folder", "directory", "dir"],
  ["repository", "repo"],
  ["picture", "image", "photo"],
  ["spreadsheet", "workbook"],
  ["ticket", "issue"],
];

export interface CatalogResolverOptions {
  /** Results at or below this score are dropped. Default 0.05. */
  minScore?: number;
  /** Default number of resolutions when the context gives no `topK`. Default 5. */
  topK?: number;
  verbClasses?: Record<string, readonly string[]>;
  /** Synonym classes of nouns (default `DEFAULT_NOUN_CLASSES`; `[]` for none). */
  nounClasses?: readonly (readonly string[])[];
}

interface PreparedTool {
  tool: ToolMetadata;
  nameTerms: string[];
  nameVerbs: Set<string>;
  /** The name's first word of its own (after an MCP server's prefix): its verb when `nameVerbs` has classes. */
  nameVerb: string | undefined;
  documentTerms: Set<string>;
  capabilities: Set<string>;
}

interface PreparedCatalog {
  bm25: Bm25Index;
  tools: Map<string, PreparedTool>;
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Resolves a sub-intent against the local catalog by scoring every tool (or the narrowed
 * candidates) on: IDF-weighted coverage of the intent's words by the tool's document; how many of
 * the tool name's words the intent states (a name with extra words, `list_issue_types` for "list
 * issues", is penalised as unwanted specificity); verb alignment between the intent and the tool
 * name; the decomposer's capability label; and a soft check of the intent's parameters against
 * the tool's schema. Scores are in [0, 1] and every resolution says why.
 */
export function createCatalogResolver(options: CatalogResolverOptions = {}): Resolver {
  const minScore = options.minScore ?? 0.05;
  const defaultTopK = options.topK ?? 5;
  const verbClasses = options.verbClasses ?? DEFAULT_VERB_CLASSES;
  const classesOfWord = new Map<string, Set<string>>();
  for (const [verbClass, words] of Object.entries(verbClasses)) {
    for (const word of words) {
      const key = stem(word);
      if (!classesOfWord.has(key)) classesOfWord.set(key, new Set());
      classesOfWord.get(key)!.add(verbClass);
    }
  }
  const synonymsOf = new Map<string, string[]>();
  for (const words of options.nounClasses ?? DEFAULT_NOUN_CLASSES) {
    const stems = words.map((word) => stem(word));
    for (const key of stems) synonymsOf.set(key, [...new Set([...(synonymsOf.get(key) ?? []), ...stems])]);
  }
  /** The term or a synonym of it is in the set. */
  const hasTerm = (terms: ReadonlySet<string>, term: string) => terms.has(term) || (synonymsOf.get(term) ?? []).some((other) => terms.has(other));
  const prepared = new Map<string, PreparedCatalog>();

  const prepare = (catalog: ToolCatalog): PreparedCatalog => {
    const cached = prepared.get(catalog.hash);
    if (cached) return cached;
    const documents = catalog.tools.map((tool) => toolDocumentText(tool, { nameWeight: 1 }));
    const tools = new Map<string, PreparedTool>();
    catalog.tools.forEach((tool, position) => {
      const nameTerms = [...new Set(tokenize(splitIdentifier(tool.name).join(" "), { stopWords: false }))];
      // An MCP tool's name opens with its server's ("files.edit_file"): the verb is the tool's own first word.
      const own = tool.source?.kind === "mcp" && tool.name.includes(".") ? tool.name.slice(tool.name.indexOf(".") + 1) : tool.name;
      const first = tokenize(splitIdentifier(own).join(" "), { stopWords: false })[0];
      tools.set(tool.name, {
        tool,
        nameTerms,
        nameVerbs: first ? (classesOfWord.get(first) ?? new Set()) : new Set(),
        nameVerb: first,
        documentTerms: new Set(tokenize(documents[position]!)),
        capabilities: new Set([...tool.capabilities, ...tool.aliases]),
      });
    });
    const entry = { bm25: createBm25Index(documents), tools };
    if (prepared.size > 16) prepared.clear();
    prepared.set(catalog.hash, entry);
    return entry;
  };

  const score = (intent: SubIntent, queryTerms: string[], intentVerbs: Set<string>, entry: PreparedTool, catalog: PreparedCatalog) => {
    const reasons: string[] = [];
    // IDF-weighted share of the intent's words found in the tool's document.
    let mass = 0;
    let found = 0;
    for (const term of queryTerms) {
      const idf = catalog.bm25.idf(term) || Math.log(1 + (catalog.bm25.size + 0.5) / 0.5);
      mass += idf;
      if (hasTerm(entry.documentTerms, term)) found += idf;
    }
    const coverage = mass > 0 ? found / mass : 0;
    const querySet = new Set(queryTerms);
    const stated = entry.nameTerms.filter(
      (term) => hasTerm(querySet, term) || (intentVerbs.size > 0 && [...(classesOfWord.get(term) ?? [])].some((c) => intentVerbs.has(c))),
    );
    const nameShare = entry.nameTerms.length ? stated.length / entry.nameTerms.length : 0;
    const extra = entry.nameTerms.filter((term) => !stated.includes(term) && !(term === entry.nameVerb && entry.nameVerbs.size > 0));
    let value = 0.55 * coverage + 0.35 * nameShare;
    reasons.push(`intent words covered ${round(coverage)}`, `name words stated ${stated.length}/${entry.nameTerms.length}`);
    if (stated.length > 0 && extra.length > 0) {
      value -= 0.08 * extra.length;
      reasons.push(`unwanted specificity: ${extra.join(", ")}`);
    }
    if (intentVerbs.size > 0 && entry.nameVerbs.size > 0) {
      const aligned = [...intentVerbs].some((verbClass) => entry.nameVerbs.has(verbClass));
      value += aligned ? 0.1 : -0.15;
      reasons.push(aligned ? `verb aligns (${entry.nameVerb})` : `verb clash (${entry.nameVerb})`);
    }
    if (intent.capability && entry.capabilities.has(intent.capability)) {
      value = 0.55 + 0.45 * Math.max(0, value);
      reasons.push(`capability ${intent.capability}`);
    }
    const mapping = mapParamsToSchema(intent.params, entry.tool.params);
    const given = Object.keys(intent.params).length;
    if (given > 0) {
      const fit = (given - mapping.unknown.length - mapping.mismatched.length) / given;
      value += 0.1 * (fit - 0.5);
      reasons.push(`params fit ${round(fit)}${mapping.unknown.length ? ` (unknown: ${mapping.unknown.join(", ")})` : ""}`);
    }
    return { score: round(Math.min(1, Math.max(0, value))), reason: reasons.join("; "), params: mapping.params as Record<string, JsonValue> };
  };

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "catalog",
    async resolve(intent, context: ResolveContext): Promise<Resolution[]> {
      const catalog = prepare(context.catalog);
      // A written path is a value, not words of intent: its folder names are no query words.
      const said = withoutPaths(intent.text);
      const text = intent.capability ? `${said} ${splitIdentifier(intent.capability).join(" ")}` : said;
      const queryTerms = [...new Set(tokenize(text))];
      const intentVerbs = new Set<string>();
      for (const term of tokenize(said, { stopWords: false }).slice(0, 3)) {
        for (const verbClass of classesOfWord.get(term) ?? []) intentVerbs.add(verbClass);
        if (intentVerbs.size > 0) break;
      }
      if (intentVerbs.has("list") && intentVerbs.size > 1) {
        // "show issues" asks for a list, "show issue 12" for one item: plural nouns (or "all") decide.
        const words = tokenize(said, { stopWords: false, stem: false });
        const plural = words.some((word, index) => index > 0 && word.endsWith("s") && stem(word) !== word) || words.includes("all");
        if (plural) for (const verbClass of [...intentVerbs]) if (verbClass !== "list") intentVerbs.delete(verbClass);
        if (!plural) intentVerbs.delete("list");
      }
      const pool = context.candidates ?? context.catalog.tools;
      const results: Resolution[] = [];
      for (const tool of pool) {
        const entry = catalog.tools.get(tool.name);
        if (!entry) continue;
        const { score: value, reason, params } = score(intent, queryTerms, intentVerbs, entry, catalog);
        if (value <= minScore) continue;
        results.push({ intentId: intent.id, tool: tool.name, score: value, reason, strategy: "catalog", params });
      }
      results.sort((a, b) => b.score - a.score || (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0));
      return results.slice(0, context.topK ?? defaultTopK);
    },
  };
}
