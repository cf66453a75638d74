import type { AnalysisColumn, AnalysisTable, ColumnGloss } from "@modular-planner/analysis";
import type { Dictionary, EnglishWords, Entry } from "./dictionary.js";
import { glossesOf } from "./glosses.js";

export interface GlossedTable<T extends AnalysisTable> {
  /** The table with `words` set on each column a dictionary could read; the input unchanged when none could. */
  table: T;
  /** The language the table's names were read in, when one was. */
  language?: string;
  /** Why: which share of the names' words the chosen dictionary knows, or why none was chosen. */
  reason: string;
}

export interface GlossTableOptions {
  /** The share of the names' words (three letters or more) a dictionary must know to be the table's language. Default 0.5. */
  minShare?: number;
  /** Glosses kept per word, likeliest first. Default 12. */
  maxGlosses?: number;
  /** English headwords (`openEnglishWords`): a name's English words ("status", "total") are neither counted for a language nor glossed. */
  english?: EnglishWords;
}

/** A name's words as written: split at CamelCase, underscores, digits and spaces, lower case, letters of any script kept. */
export function nameWords(name: string): string[] {
  return name
    .replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, "$1 $2")
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
}

/**
 * Endings of plurals and cases in the languages FreeDict covers, tried longest first when a word is
 * not a headword (Hungarian -ben -ból -nak -ot …, Finnish -ssa -sta -lla …, Slavic -om -ima -ama …).
 */
export const ENDINGS = [
  "onként",
  "enként",
  "ként",
  "eken",
  "ból",
  "ből",
  "ban",
  "ben",
  "nak",
  "nek",
  "val",
  "vel",
  "ssa",
  "ssä",
  "sta",
  "stä",
  "lla",
  "llä",
  "lta",
  "ltä",
  "lle",
  "ima",
  "ama",
  "ova",
  "ök",
  "ek",
  "ok",
  "ak",
  "ot",
  "et",
  "at",
  "om",
  "en",
  "er",
  "es",
  "ar",
  "or",
  "na",
  "ne",
  "ni",
  "ja",
  "jä",
  "ta",
  "tä",
  "ul",
  "s",
  "n",
  "e",
  "t",
  "a",
  "i",
  "u",
  "y",
];

const lookup = (dictionary: Dictionary, words: readonly string[]) => dictionary.lookup(words);

/**
 * Reads a table's column names with the dictionary of the language they are written in: the
 * dictionary that knows the largest share of the names' words (at least `minShare`, and at least
 * two words; a tie chooses none) is the table's language, and each column gets `words`, its words
 * with their English glosses. A word no headword matches is read as a compound of two headwords
 * when it splits into two ("kappalehinta" → kappale + hinta). Tables named in English match no
 * dictionary that well and are returned unchanged.
 */
export function glossTable<T extends AnalysisTable>(table: T, dictionaries: readonly Dictionary[], options: GlossTableOptions = {}): GlossedTable<T> {
  const { minShare = 0.5, maxGlosses = 12, english } = options;
  const named = [...new Set(table.columns.flatMap((column) => nameWords(column.name)).filter((word) => word.length >= 3))];
  const englishWords = new Set(english ? named.filter((word) => english.has(word)) : []);
  const words = named.filter((word) => !englishWords.has(word));
  if (words.length === 0 || dictionaries.length === 0) return { table, reason: dictionaries.length === 0 ? "no dictionaries" : "no words to read" };
  const scored = dictionaries
    .map((dictionary) => ({ dictionary, found: lookup(dictionary, words) }))
    .sort((a, b) => b.found.size - a.found.size || a.dictionary.language.localeCompare(b.dictionary.language));
  const [best, next] = scored;
  const share = best!.found.size / words.length;
  const summary = `${best!.dictionary.language} knows ${best!.found.size} of ${words.length} words${englishWords.size ? ` not English (${englishWords.size} English)` : ""}`;
  if (share < minShare || best!.found.size < 2) return { table, reason: `no language: ${summary}` };
  if (next && next.found.size === best!.found.size) return { table, reason: `no language: ${summary}, and ${next.dictionary.language} as many` };
  const dictionary = best!.dictionary;
  const reader = wordReader(dictionary, maxGlosses, englishWords);
  const nameWordsOf = (name: string) => nameWords(name).filter((word) => word.length >= 2);
  // The names' words and the sampled values' words, read in one batch of lookups.
  const valueWords = (value: string) => nameWords(value);
  const texts = table.columns.flatMap((column) =>
    column.type === "string" && column.values ? column.values.filter((value): value is string => typeof value === "string") : [],
  );
  reader.prepare([...table.columns.flatMap((column) => nameWordsOf(column.name)), ...nameWordsOf(table.name), ...texts.flatMap(valueWords)]);
  const read = reader.read;
  let glossed = 0;
  const columns = table.columns.map((column): AnalysisColumn => {
    const read_ = nameWords(column.name).flatMap(read);
    // A one-word value in the table's language, glossed ("antibiotikum": antibiotic); a compound as its parts' first glosses ("home delivery").
    const valueGlosses: Record<string, string[]> = {};
    for (const value of column.type === "string" ? (column.values ?? []) : []) {
      if (typeof value !== "string") continue;
      const words = valueWords(value);
      if (words.length !== 1 || words[0]!.length < 3) continue;
      const parts = read(words[0]!);
      const glosses =
        parts.length === 1 ? parts[0]!.glosses : parts.every((part) => part.glosses.length > 0) ? [parts.map((part) => part.glosses[0]).join(" ")] : [];
      if (glosses.length > 0) valueGlosses[value] = [...glosses];
    }
    const glossedName = read_.some((entry) => entry.glosses.length > 0);
    const glossedValues = Object.keys(valueGlosses).length > 0;
    if (!glossedName && !glossedValues) return column;
    glossed++;
    return { ...column, ...(glossedName ? { words: read_ } : {}), ...(glossedValues ? { valueGlosses } : {}) };
  });
  const tableWords = nameWords(table.name).flatMap(read);
  const tableNamed = tableWords.some((entry) => entry.glosses.length > 0) ? { words: tableWords } : {};
  return { table: { ...table, columns, ...tableNamed }, language: dictionary.language, reason: `${summary}; ${glossed} columns glossed` };
}

/**
 * Reads words with one dictionary: each word as a headword; else its stem once a usual ending is
 * off; else as a compound of two headwords (parts of three letters or more). `prepare` looks all the
 * words up in a few batches; `read` then gives a word's glosses (none for English words, and for
 * words of one letter).
 */
function wordReader(dictionary: Dictionary, maxGlosses: number, englishWords: ReadonlySet<string>) {
  const known = new Map<string, readonly Entry[]>();
  const splits = new Map<string, [string, string]>();
  const glossCache = new Map<string, string[]>();
  const glossesFor = (word: string, entries: readonly Entry[]) => {
    let glosses = glossCache.get(word);
    if (!glosses) glossCache.set(word, (glosses = [...new Set(entries.flatMap((entry) => glossesOf(dictionary.read(entry))))].slice(0, maxGlosses)));
    return glosses;
  };
  return {
    prepare(words: readonly string[]) {
      const wanted = [...new Set(words.filter((word) => word.length >= 2 && !englishWords.has(word) && !known.has(word)))];
      for (const [word, entries] of lookup(dictionary, wanted)) known.set(word, entries);
      // Inflected words: a stem the dictionary knows once a usual ending is off ("boltok" → bolt).
      const stems = new Map<string, string[]>();
      for (const word of wanted.filter((word) => !known.has(word) && word.length >= 4))
        stems.set(
          word,
          ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= 3).map((ending) => word.slice(0, -ending.length)),
        );
      const stemmed = lookup(dictionary, [...stems.values()].flat());
      for (const [word, candidates] of stems) {
        const stem = candidates.find((candidate) => stemmed.has(candidate));
        if (stem) known.set(word, stemmed.get(stem)!);
      }
      // Compounds: every split of a word still unknown into two parts of three letters or more, looked up at once.
      const candidates = new Map<string, [string, string][]>();
      for (const word of wanted.filter((word) => !known.has(word) && word.length >= 6))
        for (let at = word.length - 3; at >= 3; at--) candidates.set(word, [...(candidates.get(word) ?? []), [word.slice(0, at), word.slice(at)]]);
      const parts = lookup(dictionary, [...candidates.values()].flat(2));
      for (const [word, options] of candidates) {
        const split = options.find(([left, right]) => parts.has(left) && parts.has(right));
        if (!split) continue;
        splits.set(word, split);
        for (const part of split) known.set(part, parts.get(part)!);
      }
    },
    read(word: string): ColumnGloss[] {
      const entries = known.get(word);
      if (entries && !englishWords.has(word)) return [{ word, glosses: glossesFor(word, entries) }];
      const split = splits.get(word);
      if (split) return split.map((part) => ({ word: part, glosses: glossesFor(part, known.get(part)!) }));
      return [{ word, glosses: [] }];
    },
  };
}
