import type { ColumnGloss } from "@modular-planner/analysis";
import type { Dictionary, Entry } from "./dictionary.js";
import { glossesOf } from "./glosses.js";
import { lemmasOf } from "./languages.js";

export interface WordReaderOptions {
  /** Glosses kept per word, likeliest first. Default 12. */
  maxGlosses?: number;
  /** Words left unread (English words of a name or a question). */
  isEnglish?: (word: string) => boolean;
  /** Keep glosses of two or three words ("blood group"), as `glossesOf` does with `phrases`. */
  phrases?: boolean;
}

/**
 * Endings of plurals and cases in the languages FreeDict covers, tried longest first when a word is
 * not a headword (Hungarian -ben -ból -nak -ot …, Finnish -ssa -sta -lla …, Slavic -om -ima -ama …).
 */
const ENDINGS = [
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

/**
 * Reads words with one dictionary: each word as a headword; else its headword by the language's
 * inflections (`lemmasOf`: "vendio" → vender, a Slavic imperative's infinitive first), or its stem once a usual ending is
 * off (or, for a Slavic case form, its -a or -o noun); else as a compound of two headwords (parts of
 * four letters or more). `prepare` looks all the
 * words up in a few batches; `read` then gives a word's glosses (none for English words, and for
 * words of one letter).
 */
export function wordReader(dictionary: Dictionary, options: WordReaderOptions = {}) {
  const { maxGlosses = 12, isEnglish = () => false, phrases = false } = options;
  const known = new Map<string, readonly Entry[]>();
  const splits = new Map<string, [string, string]>();
  const alternates = new Map<string, readonly Entry[]>();
  // Words read as a verb's past tense or participle ("vendio" as vender), and the stems that would make them so.
  const past = new Set<string>();
  const pastStems = new Set<string>();
  const glossCache = new Map<string, string[]>();
  const glossesFor = (word: string, entries: readonly Entry[]) => {
    let glosses = glossCache.get(word);
    if (!glosses)
      glossCache.set(word, (glosses = [...new Set(entries.flatMap((entry) => glossesOf(dictionary.read(entry), { phrases })))].slice(0, maxGlosses)));
    return glosses;
  };
  return {
    prepare(words: readonly string[]) {
      const wanted = [...new Set(words.filter((word) => word.length >= 2 && !isEnglish(word) && !known.has(word)))];
      for (const [word, entries] of dictionary.lookup(wanted)) known.set(word, entries);
      // A headword that is also an inflection of another ("banen": to pave, and the plural of baan, lane): the other's senses too.
      const lemmas = new Map(
        wanted
          .filter((word) => known.has(word) && word.length >= 4)
          // A plural or a case, not a tense: "gespielt" is played, not a game.
          .map((word) => [word, lemmasOf(word, dictionary.language).flatMap((entry) => (entry.past ? [] : [entry.lemma]))] as const),
      );
      const lemmaEntries = dictionary.lookup([...lemmas.values()].flat());
      for (const [word, candidates] of lemmas) {
        const lemma = candidates.find((candidate) => lemmaEntries.has(candidate));
        if (lemma) alternates.set(word, lemmaEntries.get(lemma)!);
      }
      // Inflected words: a stem the dictionary knows once a usual ending is off ("boltok" → bolt).
      const stems = new Map<string, string[]>();
      for (const word of wanted.filter((word) => !known.has(word) && word.length >= 4))
        stems.set(word, [
          // The language's own inflections first ("vendio" → vender, "ramen" → raam), then the endings of any.
          ...lemmasOf(word, dictionary.language).map((entry) => {
            if (entry.past) pastStems.add(`${word}\u0000${entry.lemma}`);
            return entry.lemma;
          }),
          ...ENDINGS.filter((ending) => word.endsWith(ending) && word.length - ending.length >= 3).map((ending) => word.slice(0, -ending.length)),
          // A Slavic case form of a noun in -a or -o ("predaje" of predaja, "vozila" of vozilo).
          ...(/[aeiouy]$/.test(word) ? [`${word.slice(0, -1)}a`, `${word.slice(0, -1)}o`].filter((lemma) => lemma !== word) : []),
        ]);
      const stemmed = dictionary.lookup([...stems.values()].flat());
      for (const [word, candidates] of stems) {
        const stem = candidates.find((candidate) => stemmed.has(candidate));
        if (stem) {
          known.set(word, stemmed.get(stem)!);
          if (pastStems.has(`${word}\u0000${stem}`)) past.add(word);
        }
      }
      // Compounds: every split of a word still unknown into two parts of four letters or more, looked up at once
      // (three-letter parts make nonsense: "predaje" is not pre + daje).
      const candidates = new Map<string, [string, string][]>();
      for (const word of wanted.filter((word) => !known.has(word) && word.length >= 8))
        for (let at = word.length - 4; at >= 4; at--) candidates.set(word, [...(candidates.get(word) ?? []), [word.slice(0, at), word.slice(at)]]);
      const parts = dictionary.lookup([...candidates.values()].flat(2));
      for (const [word, options] of candidates) {
        const split = options.find(([left, right]) => parts.has(left) && parts.has(right));
        if (!split) continue;
        splits.set(word, split);
        for (const part of split) known.set(part, parts.get(part)!);
      }
    },
    /** The senses of the headword a word (itself a headword) inflects, by the language's rules: none when it inflects none. */
    alternates(word: string): string[] {
      const entries = alternates.get(word);
      return entries && !isEnglish(word) ? glossesFor(`\u0000${word}`, entries) : [];
    },
    /** True when the word (prepared) was read as the past tense or participle of the verb it inflects ("vendio", "gespielt"). */
    isPast: (word: string) => past.has(word),
    /** True when the word (prepared) is a headword or the stem of one; a compound of two is not counted. */
    knows: (word: string) => known.has(word) && !isEnglish(word),
    read(word: string): ColumnGloss[] {
      const entries = known.get(word);
      if (entries && !isEnglish(word)) return [{ word, glosses: glossesFor(word, entries) }];
      const split = splits.get(word);
      if (split) return split.map((part) => ({ word: part, glosses: glossesFor(part, known.get(part)!) }));
      return [{ word, glosses: [] }];
    },
  };
}
