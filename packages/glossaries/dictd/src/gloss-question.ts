import { fold, pastParticiple } from "@modular-planner/analysis";
import type { Dictionary, EnglishWords } from "./dictionary.js";
import { detectLanguage, isClosedClass } from "./languages.js";
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
  /**
   * How well an English sense names something of the table being asked about (a column's word, a
   * value), from 0 (not at all) to 1: of a word's senses, the one the table confirms best is chosen,
   * the dictionary's order breaking ties ("especie": kind, species → species when a column is
   * `species`). Without it, or when no sense scores above 0, a word's first sense is its English.
   *
   * With it, a question in no detected language (too few of its words known: inflected Polish,
   * Czech) still has the words read whose sense the table confirms, in the first dictionary that
   * gives one ("trasa" → route over a table with a `route` column).
   */
  confirm?: (english: string) => number;
  /**
   * Whether the parser reads an English sense as an analysis word (a measure, a verb of money or
   * quantity, a kind of thing rows are: `isAnalysisWord` of `@modular-planner/analysis`): of a word's
   * senses that the table confirms none of, the first such one is chosen over the dictionary's first.
   */
  prefer?: (english: string) => boolean;
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
  const { confirm } = options;
  const readers = dictionaries
    .map((dictionary) => {
      const reader = wordReader(dictionary, { maxGlosses: confirm || options.prefer ? 12 : 1, phrases: true });
      reader.prepare(words);
      const own = dictionary.own ? dictionary.own.lookup(words).size : undefined;
      return { dictionary, reader, known: words.filter((word) => reader.knows(word)).length, own };
    })
    // (A language and its sister that knows as many through it: the one whose own dictionary knows more first.)
    .sort((a, b) => b.known - a.known || (b.own ?? b.known) - (a.own ?? a.known) || a.dictionary.language.localeCompare(b.dictionary.language));
  // One English reading of a word: the first sense of each part, or, when the table confirms one, that sense.
  const english = (reader: (typeof readers)[number]["reader"], word: string): { text: string; confirmed: boolean } | undefined => {
    const parts = reader.read(word);
    if (!parts.every((part) => part.glosses.length > 0)) return undefined;
    // A verb in the past reads in the past ("vendió" → sold, "cassées" → broken, "adoptés" → adopted), as an English question says it.
    const tense = parts.length === 1 && reader.isPast(word) ? pastParticiple : (gloss: string) => gloss;
    const last = parts.at(-1)!;
    const head = parts.slice(0, -1).map((part) => part.glosses[0]!);
    if (confirm) {
      // The sense of the last part (the head of a compound) the table confirms best; the whole phrase first.
      let best: { text: string; score: number } | undefined;
      // A word's own senses first, then those of the headword it may inflect ("banen": pave, then lane).
      const senses = parts.length === 1 ? [...new Set([...last.glosses, ...reader.alternates(word)])] : last.glosses;
      for (const gloss of senses.map(tense)) {
        const text = [...head, gloss].join(" ");
        const score = Math.max(confirm(text), head.length > 0 ? confirm(gloss) : 0);
        if (score > 0 && score > (best?.score ?? 0)) best = { text, score };
      }
      if (best) return { text: best.text, confirmed: true };
    }
    // No sense the table confirms: the first one the parser reads ("vender": dispose of, sell → sold), else the first.
    const preferred = options.prefer ? last.glosses.find((gloss) => options.prefer!(gloss)) : undefined;
    return { text: [...head, tense(preferred ?? last.glosses[0]!)].join(" "), confirmed: false };
  };
  // Two words at least, and 40% of the words that are not English: an English question with two typos is not Hungarian.
  const enough = (entry: (typeof readers)[number]) => entry.known >= 2 && entry.known >= 0.4 * words.length;
  // The question's closed-class words tell its language first ("cada", "por", "el": Spanish), whichever dictionary is largest;
  // ties between close languages go to the table's language ("hoeveel … elke … tussen": Dutch and Afrikaans alike, over an
  // Afrikaans table), then to the dictionary knowing more of its words.
  const told = detectLanguage(question, [
    ...(options.language ? [options.language] : []),
    ...readers.map((entry) => entry.dictionary.language).filter((language) => language !== options.language),
  ]);
  const toldReader = told && readers.find((entry) => entry.dictionary.language === told.language && entry.known > 0);
  const chosen = told
    ? toldReader
    : (readers.find((entry) => entry.dictionary.language === options.language && enough(entry)) ?? (enough(readers[0]!) ? readers[0] : undefined));
  if (!chosen) {
    const none = told
      ? `${told.language} by ${told.hits} of its closed-class words, with no dictionary from it knowing the others`
      : `no language: ${readers[0]!.dictionary.language} knows ${readers[0]!.known} of ${words.length} words`;
    if (!confirm) return { glosses: {}, reason: none };
    // No language, but words the table confirms: each read in the first dictionary (most words known first) with a confirmed sense.
    const glosses: Record<string, string> = {};
    for (const word of words.filter((word) => word.length >= 4))
      for (const entry of readers) {
        const read = entry.reader.knows(word) ? english(entry.reader, word) : undefined;
        // (Only a strong confirmation, 0.9 or more, with no language told: "Kone" in an English question is a maker's
        // name, not Finnish "machine" that an abbreviated column name half confirms.)
        if (read?.confirmed && read.text !== fold(word) && confirm(read.text) >= 0.9) {
          glosses[fold(word)] = read.text;
          break;
        }
      }
    const count = Object.keys(glosses).length;
    return {
      glosses,
      reason: `${none}${count > 0 ? `; ${count} read as senses the table confirms` : ""}`,
    };
  }
  const glosses: Record<string, string> = {};
  for (const word of words) {
    // A closed-class word of the told language is the parser's (its lexicon reads "cada", "hoeveel"), not a dictionary's.
    if (told && isClosedClass(fold(word), told.language)) continue;
    const read = english(chosen.reader, word);
    if (read && read.text !== fold(word)) glosses[fold(word)] = read.text;
  }
  // A word English has too, in a question whose grammar tells another language ("por tipo de red": red is a network in
  // Spanish), is read in that language when the table confirms the sense strongly and names nothing by the English word.
  if (told && confirm && chosen.dictionary.language === told.language) {
    const homographs = [...new Set((question.match(/\p{L}+/gu) ?? []).map((word) => word.toLowerCase()))].filter(
      (word) => word.length >= 3 && options.english?.has(fold(word)) && !isClosedClass(fold(word), told.language),
    );
    chosen.reader.prepare(homographs);
    for (const word of homographs) {
      if (!chosen.reader.knows(word) || confirm(fold(word)) > 0) continue;
      const read = english(chosen.reader, word);
      if (read?.confirmed && read.text !== fold(word) && confirm(read.text) >= 0.9) glosses[fold(word)] = read.text;
    }
  }
  return {
    glosses,
    language: chosen.dictionary.language,
    reason: `${told ? `${told.language} by ${told.hits} of its closed-class words; it ` : `${chosen.dictionary.language} `}knows ${chosen.known} of ${words.length} words not English; ${Object.keys(glosses).length} read`,
  };
}
