import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { homedir, tmpdir } from "node:os";
import { basename, join } from "node:path";
import { constants, gunzipSync, inflateRawSync } from "node:zlib";
import { fold } from "@modular-planner/analysis";
import { reversedDictionary } from "./reverse.js";

/** A bilingual dictionary from another language to English, read lazily. */
export interface Dictionary {
  /** The language the headwords are in, from the file name (`hun` of freedict-hun-eng). */
  readonly language: string;
  /** The words of `words` that are headwords (folded), with where their entries are. */
  lookup(words: readonly string[]): ReadonlyMap<string, readonly Entry[]>;
  /** The text of an entry found by `lookup`. */
  read(entry: Entry): string;
  /** The language's own dictionary, when this one also looks words up in its sister languages' (`withSisters`). */
  readonly own?: Dictionary;
}

/** Where an entry is in the dictionary's data file. */
export interface Entry {
  offset: number;
  length: number;
  /** Which of a combined dictionary's parts the entry is in (`combinedDictionary`); the first when absent. */
  part?: number;
}

export interface OpenDictionariesOptions {
  /** The folder with the `.index` and `.dict.dz` (or `.dict`) files. Default `/usr/share/dictd`, where Debian's dict-freedict-* packages put them. */
  dir?: string;
  /**
   * Read a dictionary from English backwards (`freedict-eng-nor`): each word of its translations gets the English
   * headwords it translates (`sykkel`: bicycle, bike). For a language with no dictionary into English it is the
   * language's dictionary; beside one (`freedict-ces-eng`, 494 headwords, and `freedict-eng-ces`) the two are read
   * together, the one into English first. Default true.
   */
  reverse?: boolean;
  /** Only these source languages (`["hun", "fin"]`); default every `<lang>-eng` dictionary in `dir`. */
  languages?: readonly string[];
  /** Where folded indexes are kept (see `dictdDictionary`). Default `defaultCacheDir()`. */
  cacheDir?: string;
  /**
   * Look a word a language's dictionary lacks up in a close sister language's (`SISTER_LANGUAGES`: Slovak in Czech,
   * Serbian and Slovenian in Croatian), when that dictionary is here too. FreeDict's Slovak one knows 833 words, its
   * Serbian one 401; "cena", "pocet", "okres" are the same words in Czech. Default true.
   */
  sisters?: boolean;
}

/**
 * The languages a language's words are most often the same words in, folded (mutually intelligible, or nearly: a
 * Slovak reader reads Czech; Serbian, Bosnian and Croatian are one language written three ways), in the order to ask.
 * Only a word the language's own dictionary lacks is looked up in them.
 */
export const SISTER_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  slk: ["ces"],
  ces: ["slk"],
  srp: ["hrv", "bos"],
  bos: ["hrv", "srp"],
  hrv: ["srp", "bos"],
  slv: ["hrv"],
};

export const DEFAULT_DICTD_DIR = "/usr/share/dictd";

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** dictd writes offsets and lengths in its own base 64. */
export const decode = (text: string) => [...text].reduce((value, char) => value * 64 + B64.indexOf(char), 0);
/** An offset or a length in dictd's base 64, as its index writes them (the reverse of `decode`). */
export const encode = (value: number) => {
  let text = "";
  do {
    text = B64[value % 64] + text;
    value = Math.floor(value / 64);
  } while (value > 0);
  return text;
};

/**
 * The dictionaries from another language to English in `dir` (FreeDict's `freedict-hun-eng.index`
 * and `.dict.dz`, or any `<name>-eng.index` beside its data file). Nothing is read until a lookup;
 * a missing folder gives none.
 */
export function openDictionaries(options: OpenDictionariesOptions = {}): Dictionary[] {
  const dir = options.dir ?? DEFAULT_DICTD_DIR;
  if (!existsSync(dir)) return [];
  const found: Dictionary[] = [];
  for (const file of readdirSync(dir).sort()) {
    const match = /^(?:freedict-)?([a-z]{2,3})-eng\.index$/.exec(file);
    if (!match || match[1] === "eng" || (options.languages && !options.languages.includes(match[1]!))) continue;
    const base = join(dir, file.slice(0, -".index".length));
    const data = dataFileOf(base);
    if (data) found.push(dictdDictionary(match[1]!, `${base}.index`, data, options.cacheDir));
  }
  if (options.reverse === false) return found;
  // A dictionary from English read backwards: a language's only one (Debian has eng-nor, no nor-eng), or read beside
  // a small one into English (FreeDict's ces-eng knows 494 words, its eng-ces tens of thousands).
  for (const file of readdirSync(dir).sort()) {
    const match = /^(?:freedict-)?eng-([a-z]{2,3})\.index$/.exec(file);
    const language = match?.[1];
    if (!language || (options.languages && !options.languages.includes(language))) continue;
    const base = join(dir, file.slice(0, -".index".length));
    const data = dataFileOf(base);
    if (!data) continue;
    const reversed = reversedDictionary(language, `${base}.index`, data, options.cacheDir);
    const at = found.findIndex((dictionary) => dictionary.language === language);
    if (at < 0) found.push(reversed);
    else found[at] = combinedDictionary(language, [found[at]!, reversed]);
  }
  if (options.sisters === false) return found;
  return found.map((dictionary) => {
    const sisters = (SISTER_LANGUAGES[dictionary.language] ?? []).flatMap((language) => found.filter((other) => other.language === language));
    return sisters.length > 0 ? withSisters(dictionary, sisters) : dictionary;
  });
}

/**
 * A dictionary that looks the words it lacks up in its sister languages' dictionaries, in order (`SISTER_LANGUAGES`): a
 * word it knows is read only in its own, so a sister's false friend never adds a sense to it.
 */
export function withSisters(own: Dictionary, sisters: readonly Dictionary[]): Dictionary {
  const from = new WeakMap<Entry, Dictionary>();
  return {
    language: own.language,
    own,
    lookup(words) {
      const found = new Map(own.lookup(words));
      for (const sister of sisters) {
        const missing = words.filter((word) => !found.has(word));
        if (missing.length === 0) break;
        for (const [word, entries] of sister.lookup(missing)) {
          for (const entry of entries) from.set(entry, sister);
          found.set(word, entries);
        }
      }
      return found;
    },
    read: (entry) => (from.get(entry) ?? own).read(entry),
  };
}

/**
 * Several dictionaries of one language read as one: a word's entries in each, in the order given (the dictionary into
 * English first, then one from English read backwards), each entry read from its own.
 */
export function combinedDictionary(language: string, parts: readonly Dictionary[]): Dictionary {
  return {
    language,
    lookup(words) {
      const merged = new Map<string, Entry[]>();
      parts.forEach((dictionary, part) => {
        for (const [word, entries] of dictionary.lookup(words))
          merged.set(word, [...(merged.get(word) ?? []), ...entries.map((entry) => ({ ...entry, part }))]);
      });
      return merged;
    },
    read: (entry) => parts[entry.part ?? 0]!.read(entry),
  };
}

/** A dictionary's data file beside its index (`<base>.index`): dictzip'd or plain, or none. */
const dataFileOf = (base: string) => (existsSync(`${base}.dict.dz`) ? `${base}.dict.dz` : existsSync(`${base}.dict`) ? `${base}.dict` : undefined);

/** English words: a name's words that are English are not read as another language's. */
export interface EnglishWords {
  has(word: string): boolean;
}

export const DEFAULT_WORD_LIST = "/usr/share/dict/words";

/**
 * English words from a word list, one per line (`/usr/share/dict/words`, Debian's wamerican or
 * wbritish), else from the headwords of a dictionary from English in `dir` (FreeDict's
 * `freedict-eng-fra`); undefined when there is neither.
 */
export function openEnglishWords(options: { file?: string; dir?: string; cacheDir?: string } = {}): EnglishWords | undefined {
  const file = options.file ?? DEFAULT_WORD_LIST;
  if (existsSync(file)) {
    const words = new Set(
      readFileSync(file, "utf8")
        .split("\n")
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean),
    );
    return { has: (word) => words.has(word) };
  }
  const dir = options.dir ?? DEFAULT_DICTD_DIR;
  if (!existsSync(dir)) return undefined;
  for (const name of readdirSync(dir).sort()) {
    if (!/^(?:freedict-)?eng-[a-z]{2,3}\.index$/.test(name)) continue;
    const base = join(dir, name.slice(0, -".index".length));
    const data = dataFileOf(base);
    if (!data) continue;
    const dictionary = dictdDictionary("eng", `${base}.index`, data, options.cacheDir);
    return { has: (word) => dictionary.lookup([word]).size > 0 };
  }
  return undefined;
}

/**
 * One dictd dictionary, looked up by folded headword (lower case, accents off: "gyogyszer" finds
 * gyógyszer, "preis" Preis), as names are often written without accents. The folded index (each
 * headword folded, sorted) is built once from the dictionary's index and kept in `cacheDir`
 * (rebuilt when the index changes; kept in memory only when the folder cannot be written), so each
 * word is then found by binary search. The data file (a dictzip file chunk by chunk, as dictd does)
 * is read on the first entry read.
 */
export function dictdDictionary(language: string, indexFile: string, dataFile: string, cacheDir: string = defaultCacheDir()): Dictionary {
  let index: Buffer | undefined;
  let data: ((offset: number, length: number) => Buffer) | undefined;
  return {
    language,
    lookup(words) {
      const found = new Map<string, Entry[]>();
      index ??= foldedIndex(indexFile, cacheDir);
      for (const word of new Set(words)) {
        if (!word) continue;
        const entries = findEntries(index, Buffer.from(foldWord(word), "utf8"));
        if (entries.length > 0) found.set(word, entries);
      }
      return found;
    },
    read(entry) {
      data ??= openData(dataFile);
      return data(entry.offset, entry.length).toString("utf8");
    },
  };
}

/** A word folded for lookup: the parser's folding (`fold`: accents off, lower case, ł ø đ æ œ spelt plainly), and ß, ı too. */
export const foldWord = (word: string) => fold(word).replace(/ß/g, "ss").replace(/ı/g, "i");

/** `$XDG_CACHE_HOME/modular-planner/dictd`, else `~/.cache/modular-planner/dictd`, else the temp folder's. */
export function defaultCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), ".cache") : tmpdir());
  return join(base, "modular-planner", "dictd");
}

/** The folded index of a dictd index: read from the cache when it is newer than the index, else built (and cached when it can be). */
function foldedIndex(indexFile: string, cacheDir: string): Buffer {
  const cached = join(cacheDir, `${basename(indexFile)}.folded-v2`);
  try {
    if (statSync(cached).mtimeMs >= statSync(indexFile).mtimeMs) return readFileSync(cached);
  } catch {
    // Not cached yet.
  }
  const lines = readFileSync(indexFile, "utf8")
    .split("\n")
    .flatMap((line) => {
      const tab = line.indexOf("\t");
      return tab > 0 ? [`${foldWord(line.slice(0, tab))}${line.slice(tab)}`] : [];
    });
  const folded = Buffer.from(`${lines.sort(byHeadword).join("\n")}\n`, "utf8");
  try {
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${cached}.${process.pid}`;
    writeFileSync(partial, folded);
    renameSync(partial, cached);
  } catch {
    // A folder that cannot be written: the folded index lives in memory for this process.
  }
  return folded;
}

/** Lines ordered by headword as UTF-8 bytes, the order the binary search compares in. */
function byHeadword(a: string, b: string): number {
  const x = Buffer.from(a.slice(0, a.indexOf("\t")), "utf8");
  const y = Buffer.from(b.slice(0, b.indexOf("\t")), "utf8");
  return Buffer.compare(x, y);
}

const NEWLINE = 0x0a;
const TAB = 0x09;
/** The start of the line `at` is in. */
const lineStart = (index: Buffer, at: number) => index.lastIndexOf(NEWLINE, at - 1) + 1;
/** The entries of the lines whose headword is `word`: binary search for one, then its neighbours with the same headword. */
function findEntries(index: Buffer, word: Buffer): Entry[] {
  let low = 0;
  let high = index.length;
  let hit = -1;
  while (low < high) {
    const start = lineStart(index, (low + high) >>> 1);
    const tab = index.indexOf(TAB, start);
    if (tab < 0) break;
    const order = Buffer.compare(index.subarray(start, tab), word);
    if (order === 0) {
      hit = start;
      break;
    }
    if (order < 0) {
      const end = index.indexOf(NEWLINE, start);
      low = end < 0 ? index.length : end + 1;
    } else high = start;
  }
  if (hit < 0) return [];
  let first = hit;
  while (first > 0) {
    const previous = lineStart(index, first - 1);
    if (!sameHeadword(index, previous, word)) break;
    first = previous;
  }
  const entries: Entry[] = [];
  for (let start = first; start < index.length && sameHeadword(index, start, word); ) {
    const end = index.indexOf(NEWLINE, start);
    const [, offset, length] = index
      .subarray(start, end < 0 ? index.length : end)
      .toString("latin1")
      .split("\t");
    if (offset && length) entries.push({ offset: decode(offset), length: decode(length) });
    start = end < 0 ? index.length : end + 1;
  }
  return entries;
}

const sameHeadword = (index: Buffer, start: number, word: Buffer) =>
  index[start + word.length] === TAB && index.subarray(start, start + word.length).equals(word);

/**
 * Reads byte ranges of a dictionary's data: a plain file as is; a dictzip file (gzip with a table of
 * independently compressed chunks in its header) by inflating only the chunks a range is in; any
 * other gzip file whole, once.
 */
export function openData(file: string): (offset: number, length: number) => Buffer {
  const raw = readFileSync(file);
  if (!file.endsWith(".dz")) return (offset, length) => raw.subarray(offset, offset + length);
  const chunks = dictzipChunks(raw);
  if (!chunks) {
    const whole = gunzipSync(raw);
    return (offset, length) => whole.subarray(offset, offset + length);
  }
  const inflated = new Map<number, Buffer>();
  const chunk = (at: number) => {
    let text = inflated.get(at);
    if (!text) {
      const [from, to] = chunks.bounds[at]!;
      inflated.set(at, (text = inflateRawSync(raw.subarray(from, to), { finishFlush: constants.Z_SYNC_FLUSH })));
    }
    return text;
  };
  return (offset, length) => {
    const first = Math.floor(offset / chunks.size);
    const last = Math.floor((offset + Math.max(length, 1) - 1) / chunks.size);
    const parts: Buffer[] = [];
    for (let at = first; at <= last && at < chunks.bounds.length; at++) parts.push(chunk(at));
    const start = offset - first * chunks.size;
    return Buffer.concat(parts).subarray(start, start + length);
  };
}

/** The chunk table of a dictzip header (the gzip extra field "RA"): uncompressed chunk size and each chunk's compressed bytes. */
function dictzipChunks(raw: Buffer): { size: number; bounds: [number, number][] } | undefined {
  const flags = raw[3]!;
  if (raw[0] !== 0x1f || raw[1] !== 0x8b || !(flags & 4)) return undefined;
  const extraLength = raw.readUInt16LE(10);
  let at = 12;
  let table: { size: number; lengths: number[] } | undefined;
  while (at + 4 <= 12 + extraLength) {
    const length = raw.readUInt16LE(at + 2);
    if (raw[at] === 0x52 && raw[at + 1] === 0x41) {
      const size = raw.readUInt16LE(at + 6);
      const count = raw.readUInt16LE(at + 8);
      table = { size, lengths: Array.from({ length: count }, (_, i) => raw.readUInt16LE(at + 10 + 2 * i)) };
    }
    at += 4 + length;
  }
  if (!table) return undefined;
  let data = 12 + extraLength;
  if (flags & 8) data = raw.indexOf(0, data) + 1;
  if (flags & 16) data = raw.indexOf(0, data) + 1;
  if (flags & 2) data += 2;
  const bounds: [number, number][] = [];
  for (const length of table.lengths) {
    bounds.push([data, data + length]);
    data += length;
  }
  return { size: table.size, bounds };
}
