import { STOP_WORDS } from "./lexicon.js";
import { linkColumns, type ColumnLink } from "./link.js";
import type { AnalysisColumn } from "./spec.js";
import { keyOf } from "./text.js";

/**
 * One answer a clarification offers, ranked by `score` (0–1): `why` says in words why it is offered
 * (`matches "region" (typo 0.68)`). `column` is the column the option names; `null` is a count of rows.
 */
export interface ClarifyOption {
  label: string;
  score: number;
  why: string;
  column: string | null;
}

/** Score of "count of rows" in answer to "which measure?": a question with no measure most often counts. */
const COUNT_PRIOR = 0.5;
/** Score of a numeric column the question does not name. */
const UNNAMED_PRIOR = 0.3;

/** `matches "<column word>" (<kind> <score>)` from a link's reason. */
export function whyOfLink(link: ColumnLink, word: string): string {
  const typo = /typo \S+→(\S+?)[,)]/.exec(`${link.reason})`);
  const synonym = /synonym \S+~(\S+?)[,)]/.exec(`${link.reason})`);
  if (link.reason.includes("is the column name")) return `is the column name (score ${link.score})`;
  if (link.reason.includes("is an alias of")) return `"${word}" is an alias (score ${link.score})`;
  if (typo) return `matches "${typo[1]}" (typo ${link.score})`;
  if (synonym) return `matches "${synonym[1]}" (synonym ${link.score})`;
  if (link.reason.includes("abbreviation")) return `matches "${word}" (abbreviation ${link.score})`;
  return `matches "${word}" (word match ${link.score})`;
}

/** Letter-pair (Dice) similarity of two keys, 0–1. */
function letterSimilarity(a: string, b: string): number {
  if (a.length < 2 || b.length < 2) return 0;
  const pairs = (text: string) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(i, i + 2));
  const left = pairs(a);
  const right = pairs(b);
  let shared = 0;
  const pool = [...right];
  for (const pair of left) {
    const at = pool.indexOf(pair);
    if (at >= 0) {
      shared++;
      pool.splice(at, 1);
    }
  }
  return (2 * shared) / (left.length + right.length);
}

/** The best link of a column from the whole phrase or any one of its words. */
function bestLink(words: readonly string[], column: AnalysisColumn): { link: ColumnLink; word: string } | undefined {
  const tries = [words.join(" "), ...words.filter((word) => !STOP_WORDS.has(word))];
  let best: { link: ColumnLink; word: string } | undefined;
  for (const text of tries) {
    const link = linkColumns(text, [column])[0];
    if (link && (!best || link.score > best.link.score)) best = { link, word: text };
  }
  return best;
}

const byScore = (options: ClarifyOption[]) =>
  options
    .map((option, index) => ({ option, index }))
    .sort((a, b) => b.option.score - a.option.score || a.index - b.index)
    .map((entry) => entry.option);

/**
 * The columns offered for a phrase that matched none (`"regoin thing"`), best first: a link of the
 * phrase or one of its words (word, abbreviation, synonym, typo), else letters in common (scored at
 * most 0.4), else 0.
 */
export function rankColumnOptions(phrase: string, columns: readonly AnalysisColumn[]): ClarifyOption[] {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  const options = columns.map((column): ClarifyOption => {
    const linked = bestLink(words, column);
    if (linked) return { label: column.name, score: linked.link.score, why: whyOfLink(linked.link, linked.word), column: column.name };
    const letters = Number((0.4 * letterSimilarity(keyOf(phrase), keyOf(column.name))).toFixed(3));
    if (letters >= 0.1) return { label: column.name, score: letters, why: `spelled like "${phrase}" (letters ${letters})`, column: column.name };
    return {
      label: column.name,
      score: 0,
      why: `${/^[aeiou]/.test(column.type) ? "an" : "a"} ${column.type} column; nothing in "${phrase}" names it`,
      column: column.name,
    };
  });
  return byScore(options);
}

/**
 * The measures offered when a question names none: numeric columns linked from one of the
 * question's words first, then a count of rows, then the other numeric columns.
 */
export function rankMeasureOptions(words: readonly string[], numeric: readonly AnalysisColumn[]): ClarifyOption[] {
  const options = numeric.map((column): ClarifyOption => {
    const linked = bestLink(
      words.filter((word) => !STOP_WORDS.has(word)),
      column,
    );
    if (linked && linked.link.score >= 0.4)
      return { label: column.name, score: linked.link.score, why: whyOfLink(linked.link, linked.word), column: column.name };
    return {
      label: column.name,
      score: UNNAMED_PRIOR,
      why: "a numeric column the question does not name (summed, or averaged for a rate, score, duration or price)",
      column: column.name,
    };
  });
  options.push({ label: "count of rows", score: COUNT_PRIOR, why: "counts the rows (needs no measure)", column: null });
  return byScore(options);
}
