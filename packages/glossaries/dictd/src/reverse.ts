import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { type Dictionary, decode, defaultCacheDir, dictdDictionary, encode, openData } from "./dictionary.js";

/** At most this many English words for one word read backwards. */
const MAX_ENGLISH = 12;

/**
 * A dictionary from English (`freedict-eng-nor`) read backwards: a dictionary from `language` to English
 * whose headwords are the words of its translations and whose entries list the English headwords they
 * translate, first the senses they are the first translation of ("sykkel\nbicycle, bike"). It is built once
 * into `cacheDir` as a plain dictd pair (rebuilt when the source index is newer), then read like any other.
 */
export function reversedDictionary(language: string, indexFile: string, dataFile: string, cacheDir: string = defaultCacheDir()): Dictionary {
  let reversed: Dictionary | undefined;
  const open = () => {
    if (reversed) return reversed;
    const base = join(cacheDir, `${basename(indexFile, ".index")}.reversed-v1`);
    let fresh = false;
    try {
      fresh = statSync(`${base}.index`).mtimeMs >= statSync(indexFile).mtimeMs && statSync(`${base}.dict`).mtimeMs >= statSync(dataFile).mtimeMs;
    } catch {
      // Not built yet.
    }
    if (!fresh) {
      const { index, data } = reverse(indexFile, dataFile);
      try {
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(`${base}.dict.${process.pid}`, data);
        renameSync(`${base}.dict.${process.pid}`, `${base}.dict`);
        writeFileSync(`${base}.index.${process.pid}`, index);
        renameSync(`${base}.index.${process.pid}`, `${base}.index`);
      } catch (error) {
        throw new Error(
          `Could not write the reversed dictionary of ${indexFile} into ${cacheDir}: ${error instanceof Error ? error.message : String(error)}. Set XDG_CACHE_HOME to a folder that can be written.`,
        );
      }
    }
    reversed = dictdDictionary(language, `${base}.index`, `${base}.dict`, cacheDir);
    return reversed;
  };
  return {
    language,
    lookup: (words) => open().lookup(words),
    read: (entry) => open().read(entry),
  };
}

/** The translations of an entry of a dictionary from English, by sense: its first line after the header, and each numbered line ("1. hage 2."). */
export function translationsOf(entry: string): string[][] {
  const lines = entry.split("\n").slice(1);
  const senses: string[][] = [];
  lines.forEach((line, i) => {
    const numbered = /^\s*\d+\.\s/.test(line);
    if (i !== 0 && !numbered) return;
    const words = line
      .replace(/^\s*\d+\.\s*/, "")
      .replace(/\s\d+\.\s*$/, "")
      .replace(/\([^)]*\)|<[^>]*>|\[[^\]]*\]/g, " ")
      .split(/[,;]/)
      .map((part) => part.trim().toLowerCase())
      .filter((part) => part && part.split(/\s+/).length <= 3 && /^\p{L}[\p{L} '-]*$/u.test(part));
    if (words.length > 0) senses.push(words);
  });
  return senses;
}

/** The reversed pair: each translation with the English headwords it translates, ranked by sense and place in it. */
function reverse(indexFile: string, dataFile: string): { index: string; data: Buffer } {
  const read = openData(dataFile);
  const english = new Map<string, { word: string; rank: number }[]>();
  for (const line of readFileSync(indexFile, "utf8").split("\n")) {
    const [headword, offset, length] = line.split("\t");
    if (!headword || !offset || !length || headword.startsWith("00-database") || headword.startsWith("00database")) continue;
    const word = headword.toLowerCase();
    if (!/^[a-z][a-z '-]*$/.test(word) || word.split(" ").length > 3) continue;
    translationsOf(read(decode(offset), decode(length)).toString("utf8")).forEach((sense, s) =>
      sense.forEach((translation, t) => {
        const list = english.get(translation) ?? [];
        list.push({ word, rank: s * 100 + t * 10 + (word.includes(" ") ? 5 : 0) });
        english.set(translation, list);
      }),
    );
  }
  const entries: Buffer[] = [];
  let offset = 0;
  const lines: [Buffer, string][] = [];
  for (const [translation, list] of english) {
    const words = [...new Set(list.sort((a, b) => a.rank - b.rank).map((entry) => entry.word))].slice(0, MAX_ENGLISH);
    const entry = Buffer.from(`${translation}\n${words.join(", ")}\n`, "utf8");
    entries.push(entry);
    lines.push([Buffer.from(translation, "utf8"), `${translation}\t${encode(offset)}\t${encode(entry.length)}`]);
    offset += entry.length;
  }
  lines.sort((a, b) => Buffer.compare(a[0], b[0]));
  return { index: `${lines.map(([, line]) => line).join("\n")}\n`, data: Buffer.concat(entries) };
}
