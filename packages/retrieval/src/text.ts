/**
 * Tokenisation shared by BM25, the hashed embedder and the resolvers: identifiers split on
 * camelCase, snake_case, dots and digits; Unicode letters kept (non-English text stays searchable);
 * a short stop-word list; light suffix stemming so "issues"/"issue" and "plotting"/"plot" meet.
 */

export const STOP_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "to",
  "in",
  "on",
  "for",
  "with",
  "by",
  "at",
  "from",
  "as",
  "is",
  "are",
  "was",
  "were",
  "be",
  "been",
  "it",
  "its",
  "this",
  "that",
  "these",
  "those",
  "i",
  "me",
  "my",
  "we",
  "our",
  "you",
  "your",
  "he",
  "she",
  "they",
  "them",
  "their",
  "please",
  "can",
  "could",
  "would",
  "should",
  "will",
  "do",
  "does",
  "did",
  "want",
  "need",
  "like",
  "some",
  "any",
  "all",
  "into",
  "about",
  "what",
  "which",
  "who",
  "how",
  "if",
  "then",
  "than",
  "so",
  "also",
  "just",
  "there",
  "here",
  "have",
  "has",
  "had",
  "not",
  "no",
  "let",
  "us",
  "know",
  "tell",
]);

/** Splits an identifier or phrase into lower-case words: `getWildlifeSpecies` → get wildlife species. */
export function splitIdentifier(text: string): string[] {
  return text
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu})(\p{Lu}\p{Ll})/gu, "$1 $2")
    .replace(/(\p{L})(\p{N})/gu, "$1 $2")
    .replace(/(\p{N})(\p{L})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

const stemCache = new Map<string, string>();
/** Words that look plural or past but are not: stemming them would merge unrelated words. */
const UNSTEMMED: ReadonlySet<string> = new Set([
  "species",
  "series",
  "news",
  "status",
  "canvas",
  "alias",
  "bias",
  "always",
  "thing",
  "string",
  "during",
  "need",
  "speed",
  "feed",
  "seed",
  "embed",
  "bed",
]);

/** Light stemming: plural and common verb forms only (no Porter), so it stays predictable. */
export function stem(word: string): string {
  if (word.length <= 3 || UNSTEMMED.has(word) || !/^[a-z]+$/.test(word)) return word;
  const cached = stemCache.get(word);
  if (cached !== undefined) return cached;
  let result = word;
  if (word.endsWith("ies") && word.length > 4) result = `${word.slice(0, -3)}y`;
  else if (word.endsWith("sses")) result = word.slice(0, -2);
  else if (word.endsWith("xes") || word.endsWith("ches") || word.endsWith("shes")) result = word.slice(0, -2);
  else if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is")) result = word.slice(0, -1);
  else if (word.endsWith("ing") && word.length > 5) result = undouble(word.slice(0, -3));
  else if (word.endsWith("ed") && word.length > 4) result = undouble(word.slice(0, -2));
  if (stemCache.size < 200_000) stemCache.set(word, result);
  return result;
}

function undouble(base: string): string {
  // "plotted" → "plott" → "plot"; "filled" → "fill" stays (ll is a common final double).
  if (base.length > 3 && base.at(-1) === base.at(-2) && !"lsz".includes(base.at(-1)!)) return base.slice(0, -1);
  return base;
}

export interface TokenizeOptions {
  /** Drop stop words (default true). When every word is a stop word, nothing is left. */
  stopWords?: boolean;
  stem?: boolean;
}

/** Words of a text, split, lower-cased, stop words removed and stemmed. */
export function tokenize(text: string, options: TokenizeOptions = {}): string[] {
  const dropStopWords = options.stopWords ?? true;
  const doStem = options.stem ?? true;
  const tokens: string[] = [];
  for (const word of splitIdentifier(text)) {
    if (dropStopWords && STOP_WORDS.has(word)) continue;
    tokens.push(doStem ? stem(word) : word);
  }
  return tokens;
}

/** A span of a text: `start` inclusive, `end` exclusive. */
export interface TextSpan {
  start: number;
  end: number;
}

/** A file name's extension ending a path (`.csv`, `.txt`, `.xlsx`). */
const FILE_EXTENSION = /\.[A-Za-z][A-Za-z0-9]{0,4}$/;

// A file-system path written in a request: `/tmp/x/shared`, `~/notes`, `./data/sales.csv`, `data/q3/sales.csv`.
const PATH = /(?<=^|[\s(["'`=])((?:~|\.{1,2})?\/?[\w.@~-]+(?:\/[\w.@~-]+)+\/?|(?:~|\.{1,2})\/[\w.@~-]*)(?=$|[\s)\]"'`,;:!?]|\.(?:\s|$))/g;

/**
 * The file-system paths a request states. A path is a value, not words of intent: the random
 * `csvABC` of a temp folder's name must not make "list the files in /tmp/mp-csvABC" a CSV
 * export. Written paths only: absolute or home- or dot-relative, two or more slashes, or one slash
 * before a file name with an extension (`data/sales.csv`); `and/or`, `km/h` and URLs are not paths.
 */
export function pathSpans(text: string): TextSpan[] {
  const spans: TextSpan[] = [];
  for (const match of text.matchAll(PATH)) {
    // A sentence's full stop after the path is not part of it.
    const path = match[1]!.replace(/(?<=[^/.])\.+$/, "");
    const slashes = path.replace(/\/$/, "").split("/").length - 1;
    const anchored = /^(?:~|\.{1,2})?\//.test(path);
    // (A web address without its scheme, "www.example.com/blog/post", is no file-system path.)
    const first = path.split("/")[0]!;
    if (!anchored && /\.[a-z]{2,}$/i.test(first) && !/\.(?:csv|tsv|json|txt|md|xlsx?|parquet|db|sqlite)$/i.test(first)) continue;
    if (anchored || slashes >= 2 || FILE_EXTENSION.test(path)) spans.push({ start: match.index!, end: match.index! + path.length });
  }
  return spans;
}

/**
 * A request's text for retrieval: each written path gives way to its file name when it ends in one
 * (`/data/q3/sales.csv` → `sales.csv`, which says what kind of file it is), and to nothing when it
 * names a folder; a request that is nothing but paths stays as written (there is nothing else to search by).
 * Parameter extraction keeps reading the original text.
 */
export function withoutPaths(text: string): string {
  const spans = pathSpans(text);
  if (spans.length === 0) return text;
  let out = "";
  let at = 0;
  for (const span of spans) {
    const path = text.slice(span.start, span.end).replace(/\/$/, "");
    const last = path.slice(path.lastIndexOf("/") + 1);
    out += text.slice(at, span.start) + (FILE_EXTENSION.test(last) ? last : "");
    at = span.end;
  }
  return (out + text.slice(at)).replace(/[ \t]{2,}/g, " ").trim() || text;
}
