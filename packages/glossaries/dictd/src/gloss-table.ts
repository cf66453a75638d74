import type { AnalysisColumn, AnalysisTable } from "@modular-planner/analysis";
import { pastParticiple } from "@modular-planner/analysis";
import type { Dictionary, EnglishWords } from "./dictionary.js";
import { isClosedClass } from "./languages.js";
import { glossProperNames } from "./proper-names.js";
import { wordReader } from "./reader.js";

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
  if (dictionaries.length === 0) return { table, reason: "no dictionaries" };
  // (Values named in another language are glossed by their English names in any table: "Lappi", Lapland.)
  if (words.length === 0) return { table: glossProperNames(table, dictionaries, english), reason: "no words to read" };
  const chooseAmong = (pool: readonly string[], scored: { dictionary: Dictionary; found: number; long?: number; own?: number }[], how: string) => {
    // (A language and its sister that knows as many through it: the one whose own dictionary knows more.)
    scored.sort((a, b) => b.found - a.found || (b.own ?? b.found) - (a.own ?? a.found) || a.dictionary.language.localeCompare(b.dictionary.language));
    const [best, next] = scored;
    const summary = `${best!.dictionary.language} knows ${best!.found} of ${pool.length} words${how}${englishWords.size ? ` not English (${englishWords.size} English)` : ""}`;
    // Below the share, a language still reads the table when it knows four of its words or more and twice as many as any
    // other: a small dictionary (FreeDict's Swedish) lacks many words of a table plainly in its language.
    // (Words of four letters or more: "typ", "tmp", "hr" of an English table's abbreviations are in most dictionaries.)
    const long = (entry: (typeof scored)[number] | undefined) => entry?.long ?? 0;
    const clearly = long(best) >= 4 && long(best) >= 2 * Math.max(1, ...scored.slice(1).map(long)) && best!.found / pool.length >= minShare * 0.6;
    if ((best!.found / pool.length < minShare && !clearly) || best!.found < 2) return { summary: `no language: ${summary}` };
    if (next && next.found === best!.found && (next.own ?? next.found) === (best!.own ?? best!.found))
      return { summary: `no language: ${summary}, and ${next.dictionary.language} as many` };
    return { dictionary: best!.dictionary, summary };
  };
  const choose = (scored: { dictionary: Dictionary; found: number; long?: number; own?: number }[], how: string) => chooseAmong(words, scored, how);
  let chosen = choose(
    dictionaries.map((dictionary) => {
      const found = [...dictionary.lookup(words).keys()];
      return {
        dictionary,
        found: found.length,
        long: found.filter((word) => word.length >= 4).length,
        ...(dictionary.own ? { own: dictionary.own.lookup(words).size } : {}),
      };
    }),
    "",
  );
  // No language by the names alone: the values written in lower case are words of the same language ("lezione privata",
  // "contanti", "nej"), where capitalised ones are mostly names of people and places. Read together with the names.
  const valueWords = [
    ...new Set(
      table.columns.flatMap((column) =>
        column.type === "string" && column.values
          ? column.values.filter((value): value is string => typeof value === "string" && value === value.toLowerCase()).flatMap(nameWords)
          : [],
      ),
    ),
  ].filter((word) => word.length >= 3 && !english?.has(word) && !words.includes(word));
  // (Only for names mostly not English: an English table's values in lower case are English words and codes.)
  if (!chosen.dictionary && valueWords.length > 0 && words.length > englishWords.size) {
    const all = [...words, ...valueWords];
    const again = chooseAmong(
      all,
      dictionaries.map((dictionary) => {
        const found = [...dictionary.lookup(all).keys()];
        return {
          dictionary,
          found: found.length,
          long: found.filter((word) => word.length >= 4).length,
          ...(dictionary.own ? { own: dictionary.own.lookup(all).size } : {}),
        };
      }),
      ` and values (${valueWords.length} value words)`,
    );
    chosen = again.dictionary ? again : chosen;
  }
  // No language by whole words: count the words each dictionary reads as a stem or a compound too. A small
  // dictionary (eng-nor read backwards) knows "kunde" and "type" but not "privatkunde" or "avfallstype".
  if (!chosen.dictionary) {
    const again = choose(
      dictionaries.map((dictionary) => {
        const reader = wordReader(dictionary, { maxGlosses: 1 });
        reader.prepare(words);
        return { dictionary, found: words.filter((word) => reader.read(word).every((entry) => entry.glosses.length > 0)).length };
      }),
      " with stems and compounds",
    );
    chosen = again.dictionary ? again : chosen;
  }
  if (!chosen.dictionary) return { table: glossProperNames(table, dictionaries, english), reason: chosen.summary };
  const { dictionary, summary } = chosen;
  // Once the language is known, a word that is English too is read in it as well ("grad": city, "datum": date);
  // the word itself still matches as written, above any gloss.
  const reader = wordReader(dictionary, { maxGlosses });
  // The names' words and the sampled values' words, read in one batch of lookups.
  const texts = table.columns.flatMap((column) =>
    column.type === "string" && column.values ? column.values.filter((value): value is string => typeof value === "string") : [],
  );
  // (`prepare` skips words of one letter.)
  reader.prepare([table.name, ...table.columns.map((column) => column.name), ...texts].flatMap(nameWords));
  // A word whose glosses are all phrases ("Rebsorte": type of grape, grape variety) is read by its phrases.
  const phraseReader = wordReader(dictionary, { maxGlosses, phrases: true });
  // A verb form in the past (a passive, a participle: "imekataliwa" of kataa, refuse) is read in the past too, as an
  // English question names what happened to a row ("refused", beside "refuse").
  const withPast = (word: string, entries: ReturnType<typeof reader.read>) =>
    entries.length === 1 && reader.isPast(word)
      ? [
          {
            ...entries[0]!,
            glosses: [...new Set([...entries[0]!.glosses, ...entries[0]!.glosses.filter((gloss) => !gloss.includes(" ")).map(pastParticiple)])],
          },
        ]
      : entries;
  // So is a word whose likeliest gloss is a phrase ("avanto": ice hole, then glade from the dictionary read backwards).
  const read = (word: string) => {
    const entries = withPast(word, reader.read(word));
    if (entries.length !== 1 || !reader.knows(word)) return entries;
    phraseReader.prepare([word]);
    const phrased = phraseReader.read(word);
    const first = phrased.length === 1 ? phrased[0]!.glosses[0] : undefined;
    return first?.includes(" ") ? phrased : entries;
  };
  let glossed = 0;
  const columns = table.columns.map((column): AnalysisColumn => {
    const read_ = nameWords(column.name).flatMap(read);
    // A one-word value in the table's language, glossed ("antibiotikum": antibiotic); a compound as its parts' first glosses ("home delivery").
    const valueGlosses: Record<string, string[]> = {};
    for (const value of column.type === "string" ? (column.values ?? []) : []) {
      if (typeof value !== "string") continue;
      const words = nameWords(value);
      // A value of two or three words ("lezione di gruppo"): its content words' likeliest glosses, two each, in every
      // combination ("lesson group", "class group", …); a link compares them with a question's words in any order.
      if (words.length >= 2 && words.length <= 4) {
        const content = words.filter((word) => word.length >= 3 && !isClosedClass(word, dictionary.language));
        if (content.length < 2 || content.length > 3) continue;
        const each = content.map((word) => {
          const parts = read(word);
          return parts.length === 1 ? parts[0]!.glosses.slice(0, 2) : [];
        });
        if (each.some((glosses) => glosses.length === 0)) continue;
        valueGlosses[value] = each.reduce<string[]>(
          (combos, glosses) => combos.flatMap((combo) => glosses.map((gloss) => (combo ? `${combo} ${gloss}` : gloss))),
          [""],
        );
        continue;
      }
      // (Two letters only in a column of two values, as yes/no is written: Welsh "ie"/"na".)
      if (words.length !== 1 || (words[0]!.length < 3 && column.values?.length !== 2)) continue;
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
  return {
    table: glossProperNames({ ...table, columns, ...tableNamed }, dictionaries, english),
    language: dictionary.language,
    reason: `${summary}; ${glossed} columns glossed`,
  };
}
