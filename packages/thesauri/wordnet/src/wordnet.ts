import { existsSync, openSync, readFileSync, readSync } from "node:fs";
import { join } from "node:path";

/** Where Debian's `wordnet-base` puts the database (`index.noun`, `data.noun`, `noun.exc`, …). */
export const DEFAULT_WORDNET_DIR = "/usr/share/wordnet";

/** The parts of speech a thesaurus reads, by WordNet's file names. */
export type PartOfSpeech = "noun" | "verb" | "adj";

export interface WordNetOptions {
  /** The folder with WordNet's `index.<pos>`, `data.<pos>` and `<pos>.exc` files. Default `/usr/share/wordnet`. */
  dir?: string;
  /**
   * How many of a word's senses give synonyms in each part of speech, likeliest first (WordNet lists a word's senses by
   * how often they were seen in tagged text). Default 1: "hurt" gives injury and harm (its first noun sense), and
   * "dispatch" does not give hit (its second verb sense, to kill), as the rarer senses of a word with dozens ("break"
   * has 59) would.
   */
  senses?: number;
  /** The parts of speech read. Default noun, verb and adjective. */
  partsOfSpeech?: readonly PartOfSpeech[];
}

/** English synonyms of a word. */
export interface Thesaurus {
  /**
   * The words sharing one of the word's likeliest senses, in any part of speech, after reading the word in its base form
   * ("broke" as break, "lorries" as lorry): lower case, words of a phrase joined by spaces, the word itself left out.
   */
  synonymsOf(word: string): readonly string[];
  /** The word's base forms that WordNet lists ("lorries": lorry; "broke": break). */
  baseFormsOf(word: string): readonly string[];
}

/** WordNet's rules for taking an inflection off (its `morphy`), by part of speech: ending, replacement. */
const DETACHMENTS: Readonly<Record<PartOfSpeech, readonly (readonly [string, string])[]>> = {
  noun: [
    ["s", ""],
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
  ],
  verb: [
    ["s", ""],
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
  adj: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
};

/**
 * Opens the WordNet database in `dir` as a thesaurus, or gives undefined when it is not there (the caller links
 * without synonyms). Nothing is read until the first word is asked about; each index is then read once and searched
 * by halves, and a synset is read from its data file by its offset (each data file stays open for the process).
 */
export function openWordNet(options: WordNetOptions = {}): Thesaurus | undefined {
  const dir = options.dir ?? DEFAULT_WORDNET_DIR;
  const senses = Math.max(1, options.senses ?? 1);
  const parts = options.partsOfSpeech ?? (["noun", "verb", "adj"] as const);
  if (!parts.every((pos) => existsSync(join(dir, `index.${pos}`)) && existsSync(join(dir, `data.${pos}`)))) return undefined;
  const readers = parts.map((pos) => partReader(dir, pos));
  const synonyms = new Map<string, readonly string[]>();
  return {
    synonymsOf(word) {
      const key = lemmaKey(word);
      let found = synonyms.get(key);
      if (!found) {
        const words = new Set<string>();
        const bases = new Set<string>([key]);
        for (const reader of readers)
          for (const base of reader.baseForms(key)) {
            bases.add(base);
            for (const offset of reader.offsets(base).slice(0, senses)) for (const synonym of reader.synset(offset)) words.add(synonym);
          }
        for (const base of bases) words.delete(base.replace(/_/g, " "));
        found = [...words];
        synonyms.set(key, found);
      }
      return found;
    },
    baseFormsOf(word) {
      const key = lemmaKey(word);
      return [...new Set(readers.flatMap((reader) => reader.baseForms(key)))].map((base) => base.replace(/_/g, " "));
    },
  };
}

/** A word as WordNet's files key it: lower case, the words of a phrase joined by "_". */
const lemmaKey = (word: string) => word.toLowerCase().trim().replace(/\s+/g, "_");

/**
 * The line of a sorted file (WordNet's indexes and exception lists) whose first field is `key`, found by halves in the
 * file's bytes: no line is split up front, so a lookup costs a file read once and a few comparisons.
 */
function sortedLine(text: Buffer, key: string): string | undefined {
  let low = 0;
  let high = text.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const start = middle === 0 ? 0 : Math.max(low, text.lastIndexOf(10, middle - 1) + 1);
    const newline = text.indexOf(10, start);
    const end = newline < 0 ? text.length : newline;
    const space = text.indexOf(32, start);
    const first = text.toString("latin1", start, space < 0 || space > end ? end : space);
    if (first === key) return text.toString("latin1", start, end);
    // (The licence at the top begins with spaces: its first field is empty, before every word.)
    if (first < key) low = end + 1;
    else high = start;
  }
  return undefined;
}

/** One part of speech: its index and exceptions (searched by halves) and its synsets. */
function partReader(dir: string, pos: PartOfSpeech) {
  let index: Buffer | undefined;
  let exceptions: Buffer | undefined;
  let data: number | undefined;
  const synsets = new Map<number, readonly string[]>();
  const lines = new Map<string, string | null>();
  /** The index line of a lemma. */
  const indexLine = (lemma: string): string | undefined => {
    const known = lines.get(lemma);
    if (known !== undefined) return known ?? undefined;
    index ??= readFileSync(join(dir, `index.${pos}`));
    const found = sortedLine(index, lemma) ?? null;
    lines.set(lemma, found);
    return found ?? undefined;
  };
  /** The base forms an exception list gives an inflected word ("broke": break). */
  const exceptionsOf = (word: string): string[] => {
    if (!exceptions) {
      const file = join(dir, `${pos}.exc`);
      exceptions = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
    }
    return (sortedLine(exceptions, word) ?? "").trim().split(/\s+/).slice(1);
  };
  return {
    /** The word's base forms in this part of speech that the index lists: itself, its exceptions, its detachments. */
    baseForms(word: string): string[] {
      const candidates = [word, ...exceptionsOf(word)];
      for (const [ending, replacement] of DETACHMENTS[pos])
        if (word.endsWith(ending) && word.length > ending.length + 1) candidates.push(word.slice(0, -ending.length) + replacement);
      return [...new Set(candidates)].filter((candidate) => indexLine(candidate) !== undefined);
    },
    /** The synset offsets of a lemma's senses, likeliest first. */
    offsets(lemma: string): number[] {
      const line = indexLine(lemma);
      if (!line) return [];
      const fields = line.trim().split(" ");
      const synsetCount = Number(fields[2]);
      const pointerCount = Number(fields[3]);
      // lemma pos synset_cnt p_cnt [ptr_symbol…] sense_cnt tagsense_cnt synset_offset…
      return fields.slice(4 + pointerCount + 2, 4 + pointerCount + 2 + synsetCount).map(Number);
    },
    /** The words of the synset at `offset` in the data file. */
    synset(offset: number): readonly string[] {
      const known = synsets.get(offset);
      if (known) return known;
      data ??= openSync(join(dir, `data.${pos}`), "r");
      let line = "";
      const chunk = Buffer.alloc(4096);
      for (let at = offset; ; at += chunk.length) {
        const read = readSync(data, chunk, 0, chunk.length, at);
        const end = chunk.subarray(0, read).indexOf(10);
        line += chunk.toString("latin1", 0, end < 0 ? read : end);
        if (end >= 0 || read < chunk.length) break;
      }
      const fields = line.split(" ");
      const count = Number.parseInt(fields[3] ?? "0", 16);
      const words = Array.from({ length: count }, (_, i) =>
        (fields[4 + 2 * i] ?? "")
          .replace(/\((?:a|p|ip)\)$/, "")
          .replace(/_/g, " ")
          .toLowerCase(),
      ).filter(Boolean);
      synsets.set(offset, words);
      return words;
    },
  };
}
