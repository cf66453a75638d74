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
