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
      const key = word.toLowerCase().trim().replace(/\s+/g, "_");
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
      const key = word.toLowerCase().trim().replace(/\s+/g, "_");
      return [...new Set(readers.flatMap((reader) => reader.baseForms(key)))].map((base) => base.replace(/_/g, " "));
    },
  };
}

/** One part of speech: its index (searched by halves), its exceptions and its synsets. */
function partReader(dir: string, pos: PartOfSpeech) {
  let index: { text: Buffer; starts: Uint32Array; count: number } | undefined;
  let exceptions: Map<string, string[]> | undefined;
  let data: number | undefined;
  const synsets = new Map<number, readonly string[]>();
  const lines = new Map<string, string | null>();

  const loadIndex = () => {
    if (index) return index;
    const text = readFileSync(join(dir, `index.${pos}`));
    // Line starts, skipping the licence at the top (its lines begin with spaces).
    const starts: number[] = [];
    for (let at = 0; at < text.length; ) {
      const end = text.indexOf(10, at);
      if (text[at] !== 32 && end !== at) starts.push(at);
      if (end < 0) break;
      at = end + 1;
    }
    index = { text, starts: Uint32Array.from(starts), count: starts.length };
    return index;
  };
  const lemmaAt = (loaded: { text: Buffer; starts: Uint32Array }, line: number) => {
    const start = loaded.starts[line]!;
    return loaded.text.toString("latin1", start, loaded.text.indexOf(32, start));
  };
  /** The index line of a lemma, by halves (the index is sorted by lemma). */
  const indexLine = (lemma: string): string | undefined => {
    const known = lines.get(lemma);
    if (known !== undefined) return known ?? undefined;
    const loaded = loadIndex();
    let low = 0;
    let high = loaded.count - 1;
    let found: string | null = null;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = lemmaAt(loaded, middle);
      if (at === lemma) {
        const start = loaded.starts[middle]!;
        const end = loaded.text.indexOf(10, start);
        found = loaded.text.toString("latin1", start, end < 0 ? loaded.text.length : end);
        break;
      }
      if (at < lemma) low = middle + 1;
      else high = middle - 1;
    }
    lines.set(lemma, found);
    return found ?? undefined;
  };
  const loadExceptions = () => {
    if (exceptions) return exceptions;
    exceptions = new Map();
    const file = join(dir, `${pos}.exc`);
    if (existsSync(file))
      for (const line of readFileSync(file, "latin1").split("\n")) {
        const [inflected, ...bases] = line.trim().split(/\s+/);
        if (inflected && bases.length > 0) exceptions.set(inflected, bases);
      }
    return exceptions;
  };
  return {
    /** The word's base forms in this part of speech that the index lists: itself, its exceptions, its detachments. */
    baseForms(word: string): string[] {
      const candidates = [word, ...(loadExceptions().get(word) ?? [])];
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
