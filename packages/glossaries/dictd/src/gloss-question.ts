import type { Dictionary, EnglishWords, Entry } from "./dictionary.js";
import { ENDINGS } from "./gloss-table.js";
import { glossesOf } from "./glosses.js";

export interface GlossedQuestion {
  /** The language the question's other words were read in, when one was. */
  language?: string;
  /** English for the question's words in that language, by the word folded as the parser tokenizes it (`{ blutgruppe: "blood group" }`). */
  glosses: Record<string, string>;
  /** Why: the language and how many words it knew, or why none was read. */
  reason: string;
}

export interface GlossQuestionOptions {
  /** English words, left as they are (`openEnglishWords`). */
  english?: EnglishWords;
  /** The language to try first (the table's, from `glossTable`). */
  language?: string;
}

const fold = (word: string) => word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/**
 * English for the words of a question written in another language: the dictionary of `language`
 * when it knows at least two of the question's words that are not English and at least 40% of them,
 * else the dictionary knowing most of them (as many). Each word is looked up as written, as its
 * stem once a usual ending is off ("receptet" → recept), or as a compound of two headwords
 * ("blutgruppe" → blood group); its first gloss, a short phrase allowed, is its English. Forms no
 * headword or stem matches (most imperatives, "ürítsd") are left as written. The parser reads these words in English
 * (`ParseOptions.glosses`); words the curated lexicon knows keep the lexicon's reading.
 */
export function glossQuestion(question: string, dictionaries: readonly Dictionary[], options: GlossQuestionOptions = {}): GlossedQuestion {
  const words = [...new Set((question.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()))].filter(
    (word) => word.length >= 3 && !options.english?.has(fold(word)),
  );
  if (words.length === 0 || dictionaries.length === 0) return { glosses: {}, reason: words.length === 0 ? "no words to read" : "no dictionaries" };
  const found = dictionaries
    .map((dictionary) => ({ dictionary, found: withStems(dictionary, words) }))
    .sort((a, b) => b.found.size - a.found.size || a.dictionary.language.localeCompare(b.dictionary.language));
  // Two words at least, and 40% of the words that are not English: an English question with two typos is not Hungarian.
  const enough = (entry: (typeof found)[number]) => entry.found.size >= 2 && entry.found.size >= 0.4 * words.length;
  const preferred = found.find((entry) => entry.dictionary.language === options.language && enough(entry));
  const chosen = preferred ?? (enough(found[0]!) ? found[0] : undefined);
  if (!chosen) return { glosses: {}, reason: `no language: ${found[0]!.dictionary.language} knows ${found[0]!.found.size} of ${words.length} words` };
  const { dictionary } = chosen;
  const glosses: Record<string, string> = {};
  const first = (entries: readonly Entry[]) => entries.flatMap((entry) => glossesOf(dictionary.read(entry), { phrases: true }))[0];
  // Compounds of two headwords ("blutgruppe" → blood group), for words found neither whole nor as a stem.
  const splits = new Map<string, [string, string][]>();
  for (const word of words.filter((word) => !chosen.found.has(word) && word.length >= 7))
    for (let at = word.length - 4; at >= 3; at--) splits.set(word, [...(splits.get(word) ?? []), [word.slice(0, at), word.slice(at)]]);
  const parts = withStems(dictionary, [...splits.values()].flat(2));
  for (const word of words) {
    const entries = chosen.found.get(word);
    const split = entries ? undefined : splits.get(word)?.find(([left, right]) => parts.has(left) && parts.has(right));
    const english = entries ? first(entries) : split ? split.map((part) => first(parts.get(part)!)).join(" ") : undefined;
    if (english && english !== fold(word) && !english.includes("undefined")) glosses[fold(word)] = english;
  }
  return {
    glosses,
    language: dictionary.language,
    reason: `${dictionary.language} knows ${chosen.found.size} of ${words.length} words not English; ${Object.keys(glosses).length} read`,
  };
}

/** The words a dictionary has as written or as a stem once a usual ending is off. */
function withStems(dictionary: Dictionary, words: readonly string[]): Map<string, readonly Entry[]> {
  const found = new Map<string, readonly Entry[]>(dictionary.lookup(words));
  const stems = new Map<string, string[]>();
  for (const word of words.filter((word) => !found.has(word) && word.length >= 4))
    stems.set(
      word,
      ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= 3).map((ending) => word.slice(0, -ending.length)),
    );
  const stemmed = dictionary.lookup([...stems.values()].flat());
  for (const [word, candidates] of stems) {
    const stem = candidates.find((candidate) => stemmed.has(candidate));
    if (stem) found.set(word, stemmed.get(stem)!);
  }
  return found;
}
