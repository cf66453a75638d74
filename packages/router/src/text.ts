import { editDistance as coreEditDistance } from "@modular-planner/kit";

/** Text normalisation shared by the classifier and the guardrails. */

/** Abbreviations and shorthands expanded before matching (token → replacement words). */
export const DEFAULT_ABBREVIATIONS: Readonly<Record<string, string>> = {
  rev: "revenue",
  revs: "revenue",
  avg: "average",
  pct: "percent",
  yr: "year",
  yrs: "years",
  wk: "week",
  wks: "weeks",
  mo: "month",
  mth: "month",
  qty: "quantity",
  corr: "correlation",
  hist: "histogram",
  dist: "distribution",
  tpr: "test positivity rate",
  pls: "please",
  plz: "please",
  yoy: "year over year",
  mom: "month over month",
  vs: "versus",
  calc: "calculate",
  rsk: "risk",
  compair: "compare",
  num: "number",
  info: "information",
};

/** Lower-cases, splits `top10` into `top 10`, and keeps letters, digits and a few symbols as tokens. */
export function tokenize(text: string, abbreviations: Readonly<Record<string, string>> = DEFAULT_ABBREVIATIONS): string[] {
  const spaced = text
    .toLowerCase()
    .replace(/([a-z])(\d)/g, "$1 $2")
    .replace(/(\d)([a-z])/g, "$1 $2");
  const raw = spaced.split(/[^a-z0-9]+/).filter((t) => t.length > 0);
  const out: string[] = [];
  for (const token of raw) {
    const expanded = abbreviations[token];
    if (expanded !== undefined) out.push(...expanded.split(" "));
    else out.push(token);
  }
  return out;
}

/** Optimal string alignment distance (Levenshtein with adjacent transpositions), capped at `max + 1`. */
export function editDistance(a: string, b: string, max = 2): number {
  return coreEditDistance(a, b, { max, transpositions: true });
}

/** Everyday words that are never read as typos of a cue ("last" is not "least", "most" is not "mist"). */
const REAL_WORDS = new Set([
  "last",
  "past",
  "list",
  "lost",
  "most",
  "must",
  "rest",
  "test",
  "load",
  "lead",
  "read",
  "open",
  "over",
  "even",
  "time",
  "each",
  "rate",
  "date",
  "data",
  "west",
  "east",
  "bets",
  "tops",
  "rank",
  "bank",
  "rink",
  "spend",
  "trend",
  "drop",
  "drive",
  "driven",
  "drivers",
  "rise",
  "risks",
  "wish",
  "disk",
  "weak",
  "week",
  "sheet",
  "share",
  "shared",
  "store",
  "stores",
]);

/** Typo tolerance: exact, or within 1 edit for words of 4+ letters, 2 edits for 8+ letters. */
export function fuzzyEquals(token: string, word: string): boolean {
  if (token === word) return true;
  if (REAL_WORDS.has(token)) return false;
  if (/\d/.test(token) || /\d/.test(word)) return false;
  const len = Math.min(token.length, word.length);
  if (len < 4) return false;
  const allowed = len >= 8 ? 2 : 1;
  // Keep the first letter: typos rarely change it and this avoids "trend" ~ "spend".
  if (token[0] !== word[0]) return false;
  return editDistance(token, word, allowed) <= allowed;
}

/** Finds `phrase` (a space-separated word sequence) in `tokens` with typo tolerance per word. */
export function containsPhrase(tokens: readonly string[], phrase: string): boolean {
  const words = phrase.split(" ");
  outer: for (let i = 0; i + words.length <= tokens.length; i++) {
    for (let k = 0; k < words.length; k++) {
      if (!fuzzyEquals(tokens[i + k]!, words[k]!)) continue outer;
    }
    return true;
  }
  return false;
}
