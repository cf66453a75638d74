import { fold } from "@modular-planner/analysis";
import type { Dictionary, EnglishWords } from "./dictionary.js";
import { wordReader } from "./reader.js";

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
  const readers = dictionaries
    .map((dictionary) => {
      const reader = wordReader(dictionary, { maxGlosses: 1, phrases: true });
      reader.prepare(words);
      return { dictionary, reader, known: words.filter((word) => reader.knows(word)).length };
    })
    .sort((a, b) => b.known - a.known || a.dictionary.language.localeCompare(b.dictionary.language));
  // Two words at least, and 40% of the words that are not English: an English question with two typos is not Hungarian.
  const enough = (entry: (typeof readers)[number]) => entry.known >= 2 && entry.known >= 0.4 * words.length;
  const chosen = readers.find((entry) => entry.dictionary.language === options.language && enough(entry)) ?? (enough(readers[0]!) ? readers[0] : undefined);
  if (!chosen) return { glosses: {}, reason: `no language: ${readers[0]!.dictionary.language} knows ${readers[0]!.known} of ${words.length} words` };
  const glosses: Record<string, string> = {};
  for (const word of words) {
    const parts = chosen.reader.read(word);
    const english = parts.every((part) => part.glosses.length > 0) ? parts.map((part) => part.glosses[0]).join(" ") : undefined;
    if (english && english !== fold(word)) glosses[fold(word)] = english;
  }
  return {
    glosses,
    language: chosen.dictionary.language,
    reason: `${chosen.dictionary.language} knows ${chosen.known} of ${words.length} words not English; ${Object.keys(glosses).length} read`,
  };
}
