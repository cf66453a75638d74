import { editDistance } from "@modular-planner/kit";
import { countryOf, namesCountries } from "./countries.js";
import { CURRENCY_NAMES, CURRENCY_WORDS, sameCurrency } from "./currencies.js";
import { ABBREVIATIONS, KIND_WORDS, STOP_WORDS, SYNONYM_GROUPS, TRANSLATIONS } from "./lexicon.js";
import { isRoleNoun, namesPeople, namesPlaces } from "./given-names.js";
import { ASTURIAN_WORDS, FRISIAN_WORDS, GREEK_WORDS, NAME_PHRASES, NAME_TRANSLATIONS, OCCITAN_WORDS, ROMANSH_WORDS } from "./lexicon-languages.js";
import { isNumeric, isTemporal, type AnalysisColumn, type ColumnGloss } from "./spec.js";
import { decompound, expand, fold, identifierWords, keyOf, singular, translate, sharedStart } from "./text.js";

/** A mention linked to a column, with the score (0–1) and the reason shown in the assumptions. */
export interface ColumnLink {
  column: string;
  score: number;
  reason: string;
  /** False when the mention names only part of the column ("users" of is_new_user). */
  complete?: boolean;
}

/** What a linked column must be able to do: a sum needs a number. */
export type ColumnUse = "any" | "numeric" | "measure" | "time" | "group";

/** Words asking for a column of countries. */
const COUNTRY_WORDS = new Set(["country", "countries", "nationality", "nationalities", "nation", "nations"]);
const synonymsOf = new Map<string, Set<number>>();
SYNONYM_GROUPS.forEach((group, index) => {
  for (const word of group) synonymsOf.set(word, (synonymsOf.get(word) ?? new Set()).add(index));
});
/** The lexicon groups of a word, through its singular or, for a verb form, its base ("delayed", "cancelling"); kept per word. */
const groupsOfWord = new Map<string, Set<number> | undefined>();
function synonymGroups(word: string): Set<number> | undefined {
  if (groupsOfWord.has(word)) return groupsOfWord.get(word);
  let groups = synonymsOf.get(word) ?? synonymsOf.get(singular(word));
  const stem = /(?:ed|ing)$/.test(word) && word.length >= 6 ? word.replace(/(?:ed|ing)$/, "") : undefined;
  if (!groups && stem) {
    // "delayed" → delay, "priced" → price, "cancelled" → cancel.
    const doubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : undefined;
    for (const base of [stem, `${stem}e`, doubled]) if (base && !groups) groups = synonymsOf.get(base);
  }
  groupsOfWord.set(word, groups);
  return groups;
}
/** The words of the lexicon groups a word is in (itself included), singular forms only once. */
const synonymWords = new Map<string, string[]>();
const synonymsOfWord = (word: string): string[] => {
  let found = synonymWords.get(word);
  if (!found) {
    found = [...(synonymsOf.get(word) ?? synonymGroups(word) ?? [])].flatMap((group) => SYNONYM_GROUPS[group] ?? []);
    synonymWords.set(word, found);
  }
  return found;
};
const areSynonyms = (a: string, b: string) => {
  const groups = synonymsOf.get(a) ?? synonymGroups(a);
  const other = synonymsOf.get(b) ?? synonymGroups(b);
  if (groups === undefined || other === undefined) return false;
  for (const group of groups) if (other.has(group)) return true;
  return false;
};

/** A value's words, split at underscores, spaces and hyphens, lower-cased: "pull_request" → pull, request. */
const valueWords = (value: string): string[] =>
  value
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean);

/** The first letters of a value's words: "pull_request" → pr. */
const initialsOf = (value: string): string =>
  valueWords(value)
    .map((word) => word[0])
    .join("");

/**
 * A word of a language whose stem changes before its ending shares all of the value but its last letter (or, from eight
 * letters, its last two); the whole value followed by a long tail is another word ("stationnement" is not Station).
 */
const sharesStem = (word: string, valueKey: string): boolean => sharedStart(word, valueKey) >= valueKey.length - (valueKey.length >= 8 ? 2 : 1);
function changedStem(word: string, valueKey: string): boolean {
  const shared = sharedStart(word, valueKey);
  return sharesStem(word, valueKey) && (shared < valueKey.length || word.length - valueKey.length <= 4) && word.length - shared <= 7;
}

/** Two forms of one word whose endings differ in place ("melyniu", "melynes"): a stem of five letters at least, and no more than two letters after it in either. */
function swapsEnding(word: string, valueKey: string): boolean {
  const shared = sharedStart(word, valueKey);
  return shared >= 5 && shared < Math.min(word.length, valueKey.length) && word.length - shared <= 2 && valueKey.length - shared <= 2;
}

/** Words that open a true/false column's name without naming its thing ("isFirstBox", "has_pool", "was_late"). */
const FLAG_PREFIXES = new Set(["is", "has", "had", "was", "with"]);
/** Verbs that open a true/false column's name in the present or without "-ed" ("usesCard", "gotRefund", "needs_permit"). */
const FLAG_VERBS_OF_NAMES = new Set(["uses", "use", "got", "gets", "needs", "need", "wants", "paid", "made", "took", "sent", "won", "lost", "did"]);

/** Short words that end column names as a code or a number, never guessed to abbreviate another word. */
const CODE_SUFFIXES = new Set(["cd", "nr", "no", "nb", "ct", "cde"]);

/** An English word list, when the caller has one (`ParseOptions.isEnglishWord`). */
let englishWord: ((word: string) => boolean) | undefined;
/** Uses `isWord` to tell English words: a word of English is not a typo of another ("tours" / hours). */
export function useEnglishWords(isWord: ((word: string) => boolean) | undefined): void {
  if (isWord === englishWord) return;
  englishWord = isWord;
  wordMatches.clear();
}
const isEnglish = (word: string) => englishWord?.(word) ?? false;

/** An English thesaurus, when the caller has one (`ParseOptions.synonymsOf`). */
let thesaurus: ((word: string) => readonly string[]) | undefined;
const thesaurusWords = new Map<string, ReadonlySet<string>>();
/** Uses `synonymsOf` to link words no other rule links ("hurt" inj_cd, injury; "limo" Limousine). */
export function useThesaurus(synonymsOf: ((word: string) => readonly string[]) | undefined): void {
  if (synonymsOf === thesaurus) return;
  thesaurus = synonymsOf;
  thesaurusWords.clear();
  wordMatches.clear();
}
/** Words never read through the thesaurus: the table's own rows ("repairs" of phoneRepairs are the rows, not isFixed). */
let thesaurusExcluded: ReadonlySet<string> = new Set();
let thesaurusExcludedKey = "";
/** Sets the words never read through the thesaurus (the words of the table's name, singular), per table. */
export function useThesaurusExclusions(words: ReadonlySet<string>): void {
  const key = [...words].sort().join(" ");
  if (key === thesaurusExcludedKey) return;
  thesaurusExcluded = words;
  thesaurusExcludedKey = key;
  wordMatches.clear();
}
const excludedFromThesaurus = (word: string) => thesaurusExcluded.has(word) || thesaurusExcluded.has(singular(word));
/**
 * Whether a question's word may be read through the thesaurus: not a word the lexicon knows, nor an everyday verb ("take"
 * is no "need", though WordNet lists them in one sense), nor a word of the table's name.
 */
const thesaurusMayRead = (word: string) => !KNOWN_WORDS.has(word) && !COMMON_VERBS.has(word) && !excludedFromThesaurus(word);
/** A word's thesaurus synonyms, single words only, lower-cased (none without a thesaurus). */
function thesaurusOf(word: string): ReadonlySet<string> {
  let found = thesaurusWords.get(word);
  if (!found) {
    found = new Set((thesaurus?.(word) ?? []).map((synonym) => synonym.toLowerCase()).filter((synonym) => synonym !== word && /^[a-z]+$/.test(synonym)));
    thesaurusWords.set(word, found);
  }
  return found;
}
/** Two words the thesaurus puts in one of either's likeliest senses (either way round: "broke" breach). */
const thesaurusSynonyms = (a: string, b: string): boolean =>
  thesaurus !== undefined && a.length >= 3 && b.length >= 3 && (thesaurusOf(a).has(b) || thesaurusOf(b).has(a));
/** Two English words one edit apart that are not one word inflected ("tours"/"hours", not "damage"/"damaged"). */
const twoEnglishWords = (a: string, b: string) => isEnglish(a) && isEnglish(b) && !a.startsWith(b) && !b.startsWith(a);

const lexiconWords = [...synonymsOf.keys()].filter((word) => word.length >= 5);
const nearWords = new Map<string, string | undefined>();
/** The one lexicon word one edit away from a word ("revnue" → revenue), if there is exactly one. */
function lexiconWordNear(word: string): string | undefined {
  if (nearWords.has(word)) return nearWords.get(word);
  const near = lexiconWords.filter(
    (candidate) => Math.abs(candidate.length - word.length) <= 1 && editDistance(word, candidate, { max: 1, transpositions: true }) <= 1,
  );
  const found = new Set(near.map(singular)).size === 1 ? near[0] : undefined;
  nearWords.set(word, found);
  return found;
}

const VOWELS = /[aeiou]/;
/** Function words that may sit inside a mention without naming anything ("number of bedrooms"). */
const FUNCTION_WORDS = new Set(["of", "the", "a", "an", "on", "in", "for", "de", "du", "des", "la", "le", "da", "do", "del", "von", "der"]);
/** Words of a column name that qualify rather than name it. */
const GENERIC_WORDS = new Set([
  "name",
  "id",
  "identifier",
  "code",
  "key",
  "number",
  "label",
  "title",
  "description",
  "value",
  "flag",
  "indicator",
  "is",
  "has",
  "total",
  "average",
  "sum",
  "mean",
  "count",
  "quantity",
  "date",
  "timestamp",
  "datetime",
]);
/** Units a column name ends with ("_usd", "_sec", "_kg", every currency word): the word before them is the head. */
const UNIT_WORDS = new Set([
  ...CURRENCY_WORDS,
  "usd",
  "eur",
  "gbp",
  "chf",
  "kg",
  "g",
  "lb",
  "lbs",
  "km",
  "m",
  "cm",
  "mm",
  "mi",
  "sec",
  "secs",
  "seconds",
  "min",
  "mins",
  "minutes",
  "hrs",
  "hours",
  "h",
  "days",
  "d",
  "pct",
  "percent",
  "kwh",
  "mwh",
  "w",
  "kw",
  "eur",
  "ms",
]);
/** The index of a column name's head word: the last one that is not generic or a unit ("len" of session_len_sec). */
function headOf(words: readonly ColumnWord[]): number {
  for (let i = words.length - 1; i >= 0; i--) if (!GENERIC_WORDS.has(expand(words[i]!.word)) && !UNIT_WORDS.has(words[i]!.word)) return i;
  return words.length - 1;
}
const isIdentifierLike = (words: readonly ColumnWord[]) => words.some((word) => ["id", "identifier", "code", "key", "uuid"].includes(word.word));

/**
 * True when `short` abbreviates `long` the way names are abbreviated: a prefix of at least three
 * letters ("cust" → customer, "rev" → revenue), or the first letter followed by consonants of the
 * word in order, a consonant skeleton ("qty" → quantity, "amt" → amount, "rgn" → region). A
 * skeleton with a vowel after its first letter ("age" in "average") is a word, not an abbreviation.
 */
export function abbreviates(short: string, long: string): "prefix" | "skeleton" | undefined {
  // Two letters shorter, or one for a skeleton of three consonants that drops one vowel ("shp" ship, "dys" days).
  const oneVowel = short.length >= 3 && long.length === short.length + 1 && !VOWELS.test(short.slice(1)) && (long.match(/[aeiou]/g) ?? []).length === 1;
  if (short.length < 2 || (long.length < short.length + 2 && !oneVowel) || short[0] !== long[0] || !/^[a-z]+$/.test(short)) return undefined;
  // Two letters abbreviate a short word ("nm" name, "dt" date), not any word between them ("id" is not "invoiced").
  if (short.length === 2 && long.length > 5) return undefined;
  // (And a skeleton of two letters is the word without its vowels, a silent "gh", a "c" before "k" or a doubled letter:
  // "hd" head, "pd" paid, "nt" night, "pk" pack, "dt" date; not "held".)
  if (
    short.length === 2 &&
    !long.startsWith(short) &&
    long
      .replace(/(?<=.)[aeiou]/g, "")
      .replace(/c(?=k)|gh|(\p{L})(?=\1)/gu, "")
      .replace(/s$/, "") !== short
  )
    return undefined;
  if (short.length >= 3 && long.length >= 5 && long.startsWith(short)) return "prefix";
  // Four letters or more, all in order and ending the word, may keep a vowel: "chkin" is checkin, "rsvtn" reservation.
  // Three may keep the word's last vowel after consonants: "pno" is piano, "vdo" video (not "age" in average: a vowel first).
  const bare = long.replace(/(?<=[aeiou])s$/, "");
  const finalVowel =
    short.length === 3 && /^[b-df-hj-np-tv-z]{2}[aeiou]$/.test(short) && bare.endsWith(short.at(-1)!) && lettersInOrder(short, bare, 0) === bare.length;
  // (Not a word of its own scattered through a much longer one: "start" is not an abbreviation of "sitzungsart".)
  if (
    VOWELS.test(short.slice(1)) &&
    !finalVowel &&
    !(short.length >= 4 && long.length >= short.length + 2 && long.length <= short.length + 4 && isSubsequenceEnding(short, long))
  )
    return undefined;
  // "emrg" emergency, "dlvr" delivery: four consonants or more that begin the word's own skeleton, none skipped, though
  // the word goes on.
  if (short.length >= 4 && !VOWELS.test(short.slice(1)) && `${long[0]}${long.slice(1).replace(/[aeiou]/g, "")}`.startsWith(short)) return "skeleton";
  let at = 1;
  for (const letter of short.slice(1, -1)) {
    at = long.indexOf(letter, at) + 1;
    if (at === 0) return undefined;
  }
  // The skeleton ends where the word does, bar a final vowel or inflection: "qty" quantity, "amt" amount, "nm" name,
  // "dmg" damaged, "opr" operator (its last letter the word's last of it); "cnt" is not "cancellation".
  const last = short.at(-1)!;
  const end = Math.max(long.lastIndexOf(last, long.length - 1), long.indexOf(last, at)) + 1;
  if (end === 0 || end <= at) return undefined;
  return /^(?:[aeiou]|ed|es|s|ing|er|ers)?$/.test(long.slice(end)) ? "skeleton" : undefined;
}

/** `short`'s letters appear in `long` in order, from its first letter, and its last letter ends `long` (bar an inflection). */
function isSubsequenceEnding(short: string, long: string): boolean {
  const at = lettersInOrder(short, long, 0);
  return at >= 0 && /^(?:s|es|ed)?$/.test(long.slice(at));
}

/** The most letters skipped between two of a code's letters, each found at its first place after the one before in the word. */
function widestGap(code: string, word: string): number {
  let widest = 0;
  let at = 0;
  for (const letter of code) {
    const found = word.indexOf(letter, at);
    if (found < 0) return Number.POSITIVE_INFINITY;
    if (at > 0) widest = Math.max(widest, found - at);
    at = found + 1;
  }
  return widest;
}

/** Where `letters` end when found in `word` in order from `from` (the index after the last), or -1. */
function lettersInOrder(letters: string, word: string, from: number): number {
  let at = from;
  for (const letter of letters) {
    at = word.indexOf(letter, at) + 1;
    if (at === 0) return -1;
  }
  return at;
}

/** A word of a column name in the forms it is compared in: as written, its abbreviation expanded, translated to English. */
interface ColumnWord {
  word: string;
  forms: string[];
  /** Forms that are a dictionary's glosses (`AnalysisColumn.words`), by their rank among the word's glosses. */
  glosses?: ReadonlyMap<string, number>;
  /** The English of a compound's last part, when it is a form ("price" of gesamtpreis): what the word is, not which. */
  head?: string;
}

const columnWordsCache = new Map<string, ColumnWord[]>();
/** Names whose words came from a glossary (`AnalysisColumn.words`), with the glosses they were read from. */
const glossedNames = new Map<string, readonly ColumnGloss[]>();

/**
 * Makes the words a glossary read in `columns`' names (`AnalysisColumn.words`) the words linking
 * compares, and forgets those of names now given without: called at the start of each reading.
 */
let columnsInUse: unknown;
export function useColumnGlosses(columns: readonly { name: string; words?: readonly ColumnGloss[] | undefined }[]): void {
  // Linking calls this for every mention with the same list of columns: the list seen last is in use already.
  if (columns === columnsInUse) return;
  columnsInUse = columns;
  for (const column of columns) {
    const known = glossedNames.get(column.name);
    if (column.words === known) continue;
    if (column.words?.length) glossedNames.set(column.name, column.words);
    else glossedNames.delete(column.name);
    columnWordsCache.delete(column.name);
    wordMatches.clear();
  }
}

/** The most words a name of several words of `NAME_PHRASES` has. */
const LONGEST_NAME_PHRASE = Math.max(...Object.keys(NAME_PHRASES).map((phrase) => phrase.split(" ").length));

/**
 * A name's words with a Gaelic, Frisian or Occitan name of several words read as its English ("air_a_chur_dheth" is cancelled,
 * "soarte_wurk" work type): its words alone are others ("air", on, is English air; "latha" a day, not a date; "ein" German a).
 */
function namePhrasesJoined(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const length = [...Array(LONGEST_NAME_PHRASE - 1).keys()]
      .map((n) => LONGEST_NAME_PHRASE - n)
      .find((n) => i + n <= words.length && Object.hasOwn(NAME_PHRASES, words.slice(i, i + n).join(" ")));
    if (length === undefined) out.push(words[i]!);
    else {
      out.push(...NAME_PHRASES[words.slice(i, i + length).join(" ")]!.split(" "));
      i += length - 1;
    }
  }
  return out;
}

/** A column named by what someone did, then "by" ("Packed By", scannedBy, servit_per: served by): it holds who did it. */
const byAgent = (name: string) => {
  const named = columnWords(name);
  return named.length >= 2 && named.at(-1)!.forms.includes("by") && isPastForm(named.at(-2)!.word);
};

/** The English of a column name's word: the lexicon's, or of a word that is English too ("skip", a ship) only as a name's. */
function nameTranslation(word: string): string | undefined {
  return translate(word) ?? NAME_TRANSLATIONS[word];
}

/** A word of a column name in its forms: as written, its abbreviation expanded, translated; with a glossary's glosses. */
function columnWord(word: string, glosses: readonly string[] = []): ColumnWord {
  const forms = new Set([word, expand(word)]);
  // (A word of another language that is English too, "skip" a ship, is read so only in a column's name.)
  const translated = nameTranslation(word) ?? translate(singular(word));
  if (translated && !translated.includes(" ")) forms.add(translated);
  // A compound of another language names what its last part does ("gesamtpreis" a price, "materialkosten" a cost,
  // "arbeitsstunden" hours): the head's English is a form of the word, where the whole has none.
  // (Both parts known, "gesamtpreis" total price, the word is both: neither part is only a guess.)
  const parts = translated === undefined && glosses.length === 0 ? decompound(word, undefined, false)?.split(" ") : undefined;
  if (parts?.every((part) => /^[a-z]+$/.test(part))) for (const part of parts) forms.add(part);
  const head = translated === undefined && glosses.length === 0 && !parts ? compoundHead(word) : undefined;
  if (head) forms.add(head);
  const ranks = new Map<string, number>();
  for (const gloss of glosses) {
    // A gloss that is a phrase ("grape variety") gives its words.
    for (const folded of fold(gloss)
      .split(" ")
      .filter((word) => !FUNCTION_WORDS.has(word))) {
      if (!/^[a-z]+$/.test(folded) || forms.has(folded) || ranks.has(folded)) continue;
      ranks.set(folded, ranks.size);
      forms.add(folded);
    }
  }
  return { word, forms: [...forms], ...(ranks.size ? { glosses: ranks } : {}), ...(head ? { head } : {}) };
}

/**
 * The English of the last part of a compound word of another language, the longest the lexicon translates (four letters
 * or more, after a first part of three or more): "gesamtpreis" → price, "kappalehinta" → price. Not of a word of English
 * ("timestamp"), which is its own.
 */
function compoundHead(word: string): string | undefined {
  if (word.length < 8 || !/^[a-z]+$/.test(word) || isEnglish(word)) return undefined;
  for (let start = 3; start <= word.length - 4; start++) {
    const english = translate(word.slice(start));
    if (english !== undefined && /^[a-z]+$/.test(english)) return english;
  }
  return undefined;
}

/** The words of a column name with their English forms, computed once per name. */
export function columnWords(name: string): ColumnWord[] {
  let cached = columnWordsCache.get(name);
  if (cached) return cached;
  const glossed = glossedNames.get(name);
  cached = glossed
    ? glossed.flatMap((entry) => identifierWords(entry.word).map((word) => columnWord(word, entry.glosses)))
    : // "no" opening a name of more words is the word no ("no_show", "NO_SHOW"), not a number ("no_of_items", "order_no").
      syllablePairs(namePhrasesJoined(identifierWords(name))).map((word, i, all) =>
        word === "no" && i === 0 && all.length > 1 && all[1] !== "of" ? { word, forms: [word] } : columnWord(word),
      );
  columnWordsCache.set(name, cached);
  return cached;
}

/**
 * A name's words with two short syllables the lexicon knows only together joined: Vietnamese writes a word as
 * syllables ("phu_tung", parts; "bao_hanh", warranty), so tien_phu_tung is money and parts, not three words.
 */
function syllablePairs(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next] = [words[i]!, words[i + 1]];
    if (next && word.length <= 5 && next.length <= 5 && /^[a-z]+$/.test(word + next) && translate(word + next) !== undefined && translate(word) === undefined) {
      out.push(word + next);
      i++;
    } else out.push(word);
  }
  return out;
}

/** Word pairs already compared: a question's n-grams compare the same words against every column many times. */
const wordMatches = new Map<string, [number, string]>();
const WORD_MATCHES_KEPT = 50_000;

/** How well one mention word matches one column word (in any of its forms), and why. */
function wordMatch(mention: string, column: ColumnWord): [number, string] {
  const key = `${mention}\u0000${column.word}`;
  let known = wordMatches.get(key);
  if (!known) {
    if (wordMatches.size >= WORD_MATCHES_KEPT) wordMatches.clear();
    wordMatches.set(key, (known = compareWord(mention, column)));
  }
  return known;
}

function compareWord(mention: string, column: ColumnWord): [number, string] {
  let best: [number, string] = [0, ""];
  // A column word the lexicon expands ("pct" is percent) is that word's abbreviation, not a guess's ("pct" is not "placements").
  const listed = expand(column.word) !== column.word;
  for (const form of column.forms) {
    const rank = column.glosses?.get(form);
    let match = formMatch(mention, form, column.word, rank === undefined && !(listed && form === column.word));
    // The written abbreviation may still shorten another word than the lexicon's ("pts" of pts_gbp is points, or parts):
    // a guess, weaker than any word matched.
    if (listed && form === column.word && rank === undefined && match[0] === 0 && mention.length >= 5) {
      const guessed = formMatch(mention, form, column.word, true);
      if (guessed[0] > 0 && guessed[1].startsWith("abbreviation")) match = [0.62, `${guessed[1]}, not the lexicon's ${expand(column.word)}`];
    }
    // The same word after expanding or translating the column's word is a little less certain.
    // (A compound's head is named less surely: its first part says which one, "stamgaest" a regular guest.)
    if (form === column.head && match[0] > 0)
      match = [Number((match[0] * 0.66).toFixed(3)), `the last part of the compound ${column.word}, a ${form}${match[0] < 1 ? ` (${match[1]})` : ""}`];
    else if (form !== column.word && match[0] === 1)
      match = [
        0.95,
        nameTranslation(column.word) === form
          ? `translation ${column.word}=${form}`
          : expand(column.word) === form
            ? `abbreviation ${column.word}=${form}`
            : `compound ${column.word}, a ${form}`,
      ];
    // A dictionary's gloss is one of the word's senses: less certain still, the less so the further down its list.
    if (rank !== undefined && match[0] > 0) {
      const weight = rank < 3 ? 0.88 : 0.8;
      match = [
        Number((Math.min(match[0], 1) * weight).toFixed(3)),
        `dictionary ${column.word}: ${form}${match[1].startsWith("synonym") ? `, ${match[1]}` : ""}`,
      ];
    }
    if (match[0] > best[0]) best = match;
  }
  return best;
}

/** Irregular past forms of verbs data columns are named with ("spent", "paid", "sold"), to their base. */
const IRREGULAR_VERBS: Readonly<Record<string, string>> = {
  spent: "spend",
  paid: "pay",
  sold: "sell",
  shorn: "shear",
  bought: "buy",
  made: "make",
  brought: "bring",
  took: "take",
  taken: "take",
  gave: "give",
  given: "give",
  flew: "fly",
  flown: "fly",
  drove: "drive",
  driven: "drive",
  rode: "ride",
  ridden: "ride",
  won: "win",
  lost: "lose",
  sent: "send",
  built: "build",
  grew: "grow",
  grown: "grow",
  wrote: "write",
  written: "write",
  held: "hold",
  kept: "keep",
  caught: "catch",
  taught: "teach",
  spun: "spin",
  swam: "swim",
  swum: "swim",
  broke: "break",
  broken: "break",
  chose: "choose",
  chosen: "choose",
  found: "find",
  told: "tell",
  lent: "lend",
  went: "go",
  gone: "go",
  came: "come",
  ran: "run",
  did: "do",
  done: "do",
  began: "begin",
  begun: "begin",
  fell: "fall",
  fallen: "fall",
  stood: "stand",
  felt: "feel",
  met: "meet",
};
const baseVerb = (word: string) => IRREGULAR_VERBS[word] ?? word;
/** A verb's past form, irregular ("paid", "sold") or in -ed ("booked"): after a noun it opens a clause ("category paid by card"). */
export const isPastForm = (word: string) => IRREGULAR_VERBS[word] !== undefined || (word.length >= 5 && /[^e]ed$/.test(word));
/** The participle of an irregular verb above: the last of its forms ("taken", not "took"). */
const PARTICIPLES = new Map(Object.entries(IRREGULAR_VERBS).map(([form, base]) => [base, form]));

/**
 * The English past participle of a verb ("sell" → sold, "wash" → washed, "stop" → stopped, "hand over" →
 * handed over): how a dictionary's infinitive reads when the word it translates is in the past ("vendió").
 */
export function pastParticiple(verb: string): string {
  const [head = "", ...rest] = verb.split(" ");
  const irregular = PARTICIPLES.get(head);
  const past = irregular
    ? irregular
    : head.endsWith("e")
      ? `${head}d`
      : /[^aeiou]y$/.test(head)
        ? `${head.slice(0, -1)}ied`
        : /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(head)
          ? `${head}${head.at(-1)}ed`
          : `${head}ed`;
  return [past, ...rest].join(" ");
}

function formMatch(mention: string, column: string, written: string, guessAbbreviations = true): [number, string] {
  const found = wordFormMatch(mention, column, written, guessAbbreviations);
  return found[0] > 0 || thesaurus === undefined ? found : thesaurusMatch(mention, column, written, guessAbbreviations);
}

/**
 * A question's word and a column's word no other rule matched, matched through the thesaurus: a synonym ("hurt"
 * injury) or, for a column word that is a short code, a synonym it abbreviates ("hurt" inj, of injury). Weaker than
 * every other match: the thesaurus lists a word's senses, not the one meant.
 */
function thesaurusMatch(mention: string, column: string, written: string, guessAbbreviations: boolean): [number, string] {
  const m = expand(mention);
  if (m.length < 3 || STOP_WORDS.has(m) || GRAMMAR_WORDS.has(m) || !thesaurusMayRead(m) || COMMON_VERBS.has(baseVerb(m))) return [0, ""];
  // (A word the thesaurus is not asked about, such as the parser's own "top" or "last", links nothing either way round.)
  if (thesaurusOf(m).size === 0 && thesaurusOf(singular(m)).size === 0 && thesaurusOf(baseVerb(m)).size === 0) return [0, ""];
  if (thesaurusSynonyms(m, column) || thesaurusSynonyms(singular(m), singular(column)) || thesaurusSynonyms(baseVerb(m), baseVerb(column)))
    return [0.74, `thesaurus ${mention}~${written}`];
  if (guessAbbreviations && column.length >= 3 && column.length <= 4 && !CODE_SUFFIXES.has(column)) {
    const synonym = [...thesaurusOf(m), ...thesaurusOf(singular(m))].find((word) => word.length > column.length + 1 && abbreviates(column, word) === "prefix");
    if (synonym) return [0.72, `abbreviation ${written} of ${synonym}, a synonym of ${mention} (thesaurus)`];
  }
  return [0, ""];
}

function wordFormMatch(mention: string, column: string, written: string, guessAbbreviations = true): [number, string] {
  if (mention === column || singular(mention) === singular(column)) return [1, "word"];
  // "spend" and the column spent, "sold" and sell_qty: one verb in two forms.
  if (baseVerb(mention) === baseVerb(column) && (baseVerb(mention) !== mention || baseVerb(column) !== column)) return [0.9, `verb form ${mention}~${written}`];
  // An adjective of a noun: "monthly fee" names MoFee, "daily" day.
  if (mention.length > 5 && mention.endsWith("ly") && [mention.slice(0, -2), mention.slice(0, -3) + "y"].includes(column))
    return [0.9, `${mention}~${written}`];
  const m = expand(mention);
  const c = column;
  if (m === c || singular(m) === singular(c)) return [0.95, `abbreviation ${mention === m ? written : mention}`];
  if (areSynonyms(m, c)) return [0.85, `synonym ${mention}~${written}`];
  // A misspelt synonym: "revnue" is revenue, a synonym of sales.
  const near = m.length >= 5 && !synonymsOf.has(m) ? lexiconWordNear(m) : undefined;
  // Another last letter is another word, not a typo: "played" is not player, "rides" not rider.
  // (A word of English is not a typo of another: "tours" is not hours.)
  const corrected = near && !(near.length === m.length && near.slice(0, -1) === m.slice(0, -1)) && !twoEnglishWords(m, near) ? near : undefined;
  const bothEnglish = twoEnglishWords(m, c);
  // A typo of the column's own word is likelier than a typo of one of its synonyms; either keeps its first letter: a
  // misspelling seldom starts with another letter ("worry" is no lorry, a vehicle; "lasting" no rating).
  if (corrected && corrected[0] === m[0] && (corrected === c || areSynonyms(corrected, c)))
    return [corrected === c ? 0.78 : 0.75, `typo ${mention}→${corrected}${corrected === c ? "" : `, synonym of ${written}`}`];
  // Abbreviations no lexicon lists: "qty"/"quantity", "cust"/"customer", either side.
  // A word of the question and a column word derived from it ("brew" / brewer, "own" / owner) are two words; a column word
  // that is a word's stem ("list" of list_px for "listing") is the short form names use.
  const derived = c.startsWith(m) && /^(?:er|ers|ing|ed|es)$/.test(c.slice(m.length));
  // ("cd", "nr", "no" end names as a code or a number: "card" is not svc_cd.)
  // An irregular past is abbreviated as its verb is: "broken" pieces are brk_pcs.
  const shortened =
    // (A currency code is no abbreviation of a word: "uninsured" is not usd.)
    COMMON_VERBS.has(m) || !guessAbbreviations || derived || CODE_SUFFIXES.has(c) || CURRENCY_WORDS.has(c)
      ? undefined
      : (abbreviates(m, c) ??
        abbreviates(c, m) ??
        (baseVerb(m) !== m ? abbreviates(c, baseVerb(m)) : undefined) ??
        // A regular past is abbreviated as its verb is: "delivered" orders are dlv_flg.
        (m.length >= 6 && m.endsWith("ed") ? (abbreviates(c, m.slice(0, -2)) ?? abbreviates(c, m.slice(0, -1))) : undefined) ??
        // And a verbal noun as its verb is: "the packing" is pk_flg.
        (m.length >= 7 && m.endsWith("ing") ? abbreviates(c, m.slice(0, -3)) : undefined));
  // (Two words of English are two words, not one short for the other by its letters: "delays" is not "days".)
  // (A short word of consonants, or ending in its one vowel, stays a code though a word list has it: "zn" zone, "rte" route.)
  if (shortened && !(shortened === "skeleton" && bothEnglish && VOWELS.test(c.slice(1, -1)))) return [0.8, `abbreviation ${mention}~${written} (${shortened})`];
  // A name of two consonants beginning a longer word: "br" branch, "cl" client (weaker: two letters begin many words).
  if (
    !shortened &&
    guessAbbreviations &&
    !COMMON_VERBS.has(m) &&
    !CODE_SUFFIXES.has(c) &&
    /^[b-df-hj-np-tv-z]{2}$/.test(c) &&
    m.length >= 5 &&
    m.length <= 9 &&
    m.startsWith(c) &&
    !isEnglish(c) &&
    // (A place or a person by role, what short codes of a business name: "branch" br, "operator" op; not "bread".)
    (PLACE_NOUNS.has(singular(m)) || isRoleNoun(singular(m)))
  )
    return [0.66, `abbreviation ${mention}~${written} (its first two letters)`];
  // The first consonants of a long word: "cmp" compensation, "mgmt" management (weaker: "cmp" may be many words).
  if (
    !shortened &&
    guessAbbreviations &&
    !COMMON_VERBS.has(m) &&
    !CODE_SUFFIXES.has(c) &&
    !CURRENCY_WORDS.has(c) &&
    !isEnglish(c) &&
    /^[b-df-hj-np-tv-z]{3,4}$/.test(c) &&
    // (Seven letters too, for three consonants: "machine" mch, "customer" cst, misspelt "custmer".)
    (m.length >= 8 || (m.length === 7 && c.length === 3)) &&
    m[0] === c[0] &&
    m.replace(/[aeiouy]/g, "").startsWith(c)
  )
    return [0.72, `abbreviation ${mention}~${written} (first consonants)`];
  // A column word abbreviating a synonym by its consonants: "boat" names vsl_cd (vsl, vessel), "crop" crp_typ.
  // (Consonants only: "pris" is a word of its own, not properties.)
  // (Not a word of money: "fee" is the table's money, not ev_chrg through "charge".)
  const moneyWord = () =>
    MONEY_NOUNS.has(m) || MAIN_MONEY_WORDS.has(m) || ["price", "revenue", "cost", "salary", "amount"].some((word) => areSynonyms(m, word));
  // (A first vowel is the word's own: "overweight" names ovld_flg through overloaded.)
  if (guessAbbreviations && c.length >= 3 && c.length <= 4 && /^[aeiou]?[b-df-hj-np-tv-z]+$/.test(c) && !CODE_SUFFIXES.has(c) && !moneyWord()) {
    const synonym = synonymsOfWord(m).find((word) => word !== m && word.length >= c.length + 1 && abbreviates(c, word) === "skeleton");
    if (synonym) return [0.75, `abbreviation ${written} of ${synonym}, a synonym of ${mention}`];
  }
  // A compound ending in the column's word: "floodlights" of usedLights, "headlamps" of lamps (four letters or more before it).
  if (c.length >= 5 && singular(m).length >= singular(c).length + 4 && singular(m).endsWith(singular(c))) return [0.8, `compound ${mention}~${written}`];
  // The same word in another language of the Latin family: "varieties" variedade, "processing" processo,
  // "certified" certificado (their stems, without inflection and with the usual endings made one).
  if (m.length >= 6 && c.length >= 6 && cognates(m, c)) return [0.72, `cognate ${mention}~${written}`];
  // The same word spelt the way another language spells its sounds: "instructor" instruktör, "telephone" telefon.
  if (m.length >= 6 && c.length >= 6 && m !== c && spelling(m) === spelling(c)) return [0.8, `cognate ${mention}~${written}`];
  // A one-letter change to a four-letter word is often another word ("ride" / "rider"): four letters
  // allow only two letters swapped ("tpye" / "type").
  const swapped =
    m.length === 4 && c.length === 4 && [...m].sort().join("") === [...c].sort().join("") && editDistance(m, c, { max: 1, transpositions: true }) === 1;
  if (swapped && !bothEnglish) return [0.8, `typo ${mention}→${written}`];
  // Not typos: a negating prefix ("uninsured" is not insured) or another last letter ("rides" / "rider").
  if (/^(un|non|in|dis)/.test(m) && m.replace(/^(un|non-?|in|dis)/, "") === c) return [0, ""];
  // A case of a word of another language, its last vowel changed ("služby" of sluzba, "pobočky" of pobocka): neither
  // word English, five letters or more.
  if (
    m.length === c.length &&
    m.length >= 5 &&
    m.slice(0, -1) === c.slice(0, -1) &&
    /[aeiouy]$/.test(m) &&
    /[aeiouy]$/.test(c) &&
    !KNOWN_WORDS.has(c) &&
    !isEnglish(c) &&
    !isEnglish(m)
  )
    return [0.8, `inflection ${mention}~${written}`];
  if (m.length === c.length && m.slice(0, -1) === c.slice(0, -1)) return [0, ""];
  // A word with a prefix is another word, not a typo: "offered" is not reoffered, "paid" not prepaid.
  const prefixed = (long: string, short: string) =>
    long.length > short.length && long.endsWith(short) && /^(?:re|un|pre|non|dis|mis|over|under|out|sub|co|de)$/.test(long.slice(0, -short.length));
  if (prefixed(c, m) || prefixed(m, c)) return [0, ""];
  // A word the lexicon knows is that word, not a typo of another ("account" is not "amount").
  if (m.length >= 5 && c.length >= 4 && !KNOWN_WORDS.has(m) && !bothEnglish) {
    const distance = editDistance(m, c, { max: 2, transpositions: true });
    // (Two letters off, the first kept: "lasting" is no rating.)
    if (distance === 1 || (distance === 2 && m.length >= 7 && m[0] === c[0])) return [0.8, `typo ${mention}→${written}`];
  }
  // A short word with its last letter left off ("by venu" of VENUE_CODE): four letters that are no word, a word of five.
  if (m.length === 4 && c.length === 5 && c.startsWith(m) && /^[a-z]+$/.test(m) && !KNOWN_WORDS.has(m) && !isEnglish(m))
    return [0.78, `typo ${mention}→${written} (its last letter left off)`];
  return [0, ""];
}

/**
 * A word's stem for comparing cognates across English and the Romance languages: inflections off
 * (plural, participle, gerund, gender), the usual endings made one (-ity/-idad/-idade/-ité/-ità,
 * -tion/-ción/-ção/-zione, -ment/-mento/-miento).
 */
function cognateStem(word: string): string {
  return word
    .replace(/(?:ies|ied)$/, "y")
    .replace(/(?:ities|ity|ety|eties|idades|idade|idad|edade|edad|itatea|itate|itati|ites|ite|itat|ita|eta)$/, "ITY")
    .replace(/(?:tions|tion|ciones|cion|coes|cao|zioni|zione|tiunea|tiune|tiuni)$/, "TION")
    .replace(/(?:ments|ment|mentos|mento|mientos|miento)$/, "MENT")
    .replace(/(?:ing|ados|adas|ado|ada|atos|atas|ato|ata|ed|os|as|es|s|o|a|e|i|y)$/, "");
}

/** A word as it sounds, roughly: c/k/q one letter, ph f, th t, y i, w v, doubled letters once, a final e off. */
function spelling(word: string): string {
  return (
    word
      .replace(/ph/g, "f")
      .replace(/th/g, "t")
      // (Latin t before i and a vowel is c or z in the Romance languages: "patient" pacient, "nation" nacion.)
      .replace(/ti(?=[aeou])/g, "si")
      .replace(/qu/g, "kv")
      .replace(/c(?=[eiy])/g, "s")
      .replace(/ck|c|q/g, "k")
      .replace(/y/g, "i")
      .replace(/w/g, "v")
      .replace(/(.)\1+/g, "$1")
      .replace(/e$/, "")
  );
}

/** Two words of one stem (at least five letters), or one stem the start of the other's with six letters or more in common. */
function cognates(a: string, b: string): boolean {
  // Latin qu before a is c in Spanish and Romanian: "quantity" cantidad, cantitate; "quality" calidad.
  const latin = (stem: string) => stem.replace(/^qua/, "ca");
  const same = (x: string, y: string) => {
    if (x.length < 5 || y.length < 5) return false;
    if (x === y) return true;
    const [short, long] = x.length <= y.length ? [x, y] : [y, x];
    return short.length >= 6 && !/[A-Z]/.test(short) && long.startsWith(short) && long.length - short.length <= 2;
  };
  const [x, y] = [latin(cognateStem(a)), latin(cognateStem(b))];
  if (x.length < 5 || y.length < 5) return false;
  // (Or spelt as the other language spells its sounds, before or after the endings come off: "method" metodo, "theatre"
  // teatro, "pharmacy" farmacia, "patient" pacient.)
  return same(x, y) || spelling(x) === spelling(y) || same(latin(cognateStem(spelling(a))), latin(cognateStem(spelling(b))));
}

export function typeFits(column: AnalysisColumn, use: ColumnUse): boolean {
  switch (use) {
    case "numeric":
      return isNumeric(column);
    case "measure":
      return isNumeric(column) || column.type === "boolean";
    case "time":
      return isTemporal(column);
    default:
      return true;
  }
}

/** English plurals not made with -s, to their singular: "women" of a value glossed "woman". */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  women: "woman",
  men: "man",
  children: "child",
  people: "person",
  feet: "foot",
  teeth: "tooth",
  geese: "goose",
  mice: "mouse",
  oxen: "ox",
};

/** "children" and "kids" are Child: an irregular plural of the value, or (it or its singular) the lexicon's synonym of it. */
const sameAsValue = (key: string, valueKey: string) =>
  key !== valueKey && (IRREGULAR_PLURALS[key] === valueKey || areSynonyms(key, valueKey) || areSynonyms(singular(key), valueKey));

/** Articles, determiners and conjunctions: no initial of a flag's words. */
const DETERMINERS = new Set([
  "the",
  "a",
  "an",
  "this",
  "that",
  "these",
  "those",
  "my",
  "our",
  "your",
  "their",
  "its",
  "his",
  "her",
  "each",
  "every",
  "all",
  "any",
  "some",
  "no",
  "and",
  "or",
]);

/** Prepositions that begin or end no flag's initials. */
const EDGE_PREPOSITIONS = new Set(["of", "in", "on", "at", "to", "for", "by", "with", "per", "from", "into", "as"]);
/** Whether initials would be taken across an article or a determiner, or from or to a preposition ("the proportion of"). */
const acrossFunctionWords = (parts: readonly string[]) =>
  parts.some((part) => DETERMINERS.has(part)) || EDGE_PREPOSITIONS.has(parts[0] ?? "") || EDGE_PREPOSITIONS.has(parts.at(-1) ?? "");

/** Words of a name that say it holds a flag ("FLG" of AH_FLG). */
const FLAG_NAME_WORDS = new Set(["flg", "flag", "ind", "indicator", "yn", "bool"]);

/** Words for a point in time, and the words of date and time columns' names that say they hold one. */
const POINT_IN_TIME_WORDS = new Set(["time", "date", "timestamp", "datetime", "day"]);
const TIME_MARKER_WORDS = new Set(["at", "on", "date", "dt", "time", "ts", "timestamp", "datetime", "day", "when"]);

/**
 * Links a mention ("region", "date claim settled", "rev", "regoin", "revenue") to the columns it
 * may name, best first: exact name (1), alias (0.95), words of the name split from CamelCase and
 * snake_case, with abbreviations, synonyms and typos (edit distance) weighed lower, scaled by how
 * much of the column name the mention covers. Only columns whose type fits `use` are returned.
 */
export function linkColumns(mention: string, columns: readonly AnalysisColumn[], use: ColumnUse = "any"): ColumnLink[] {
  // One letter names only a column named by that letter: the Slovak "s" (with) is no word of cena_s_dph_eur alone.
  if (/^\p{L}$/u.test(mention.trim())) return linkWords(mention, columns, use).filter((link) => identifierWords(link.column).length === 1);
  const found = [...linkWords(mention, columns, use), ...linkNumbered(mention, columns, use)];
  // A column named by the mention's own word ("sites" of site_cd) is meant before one abbreviating a synonym of it (plt, plant).
  const bySynonym = (link: ColumnLink) => / of \S+, a synonym of /.test(link.reason);
  // A thesaurus is asked only when nothing else links the words: "parts" is prts_gbp, however weakly, not rgn (region,
  // which WordNet gives as a part).
  // (One word: in a phrase, "broke the SLA", the thesaurus's word is beside others that link.)
  const byThesaurus = (link: ColumnLink) => !/\s/.test(mention.trim()) && /thesaurus/.test(link.reason);
  const read = found.some((link) => !byThesaurus(link)) ? found.filter((link) => !byThesaurus(link)) : found;
  const links = read.some((link) => !bySynonym(link) && link.score >= 0.5) ? read.filter((link) => !bySynonym(link)) : read;
  // "packout" of pk_pct, "payout", "turnout": a noun made of a verb and its particle names what the verb alone names, where
  // the whole word names nothing as well.
  const particle = /^([a-z]{4,})(out|up|off|over|down)$/.exec(mention.trim().toLowerCase());
  if (particle && !links.some((link) => link.score >= 0.6)) {
    for (const link of linkWords(particle[1]!, columns, use)) {
      if (link.score < 0.6) continue;
      upsertLink(links, { ...link, reason: `"${mention.trim()}" is "${particle[1]}" and "${particle[2]}": ${link.reason}` });
    }
    links.sort((a, b) => b.score - a.score);
  }
  // A hyphenated word is also the word written whole: "check-ins" is checkin (chkin_dt); and its plural is of its
  // last part: "touch-ups" are touch-up (is_touch_up), whose short last word the plural rule leaves alone.
  if (!/^[\p{L}]+(-[\p{L}]+)+$/u.test(mention) || links.some((link) => link.score >= 0.9)) return openingFirst(mention, links);
  const joined = [...linkWords(mention.replace(/-/g, ""), columns, use), ...(/[^s]s$/.test(mention) ? linkWords(mention.slice(0, -1), columns, use) : [])];
  for (const link of joined) upsertLink(links, link);
  return openingFirst(
    mention,
    links.sort((a, b) => b.score - a.score),
  );
}

/**
 * "penalty" of unl_fee, min_fee and pen_fee, each a fee (its synonym) alike: of the columns tied first, the one with a word
 * of three letters or more the mention's one word begins with ("pen") is meant, a little surer than the others.
 */
function openingFirst(mention: string, links: ColumnLink[]): ColumnLink[] {
  const said = fold(mention.trim());
  if (links.length < 2 || links[1]!.score < links[0]!.score || !/^[a-z]+$/.test(said)) return links;
  const tied = links.filter((link) => link.score === links[0]!.score);
  const opening = tied.filter((link) =>
    identifierWords(link.column).some((word) => word.length >= 3 && said.length > word.length + 1 && said.startsWith(word)),
  );
  if (opening.length !== 1) return links;
  const chosen = opening[0]!;
  return [
    { ...chosen, score: Number((chosen.score + 0.01).toFixed(3)), reason: `${chosen.reason}; a word of ${chosen.column} begins "${mention.trim()}"` },
    ...links.filter((link) => link !== chosen),
  ];
}

/** Adds a link, or replaces the link to the same column when the new one scores higher (one link a column). */
function upsertLink(links: ColumnLink[], link: ColumnLink): void {
  const known = links.findIndex((other) => other.column === link.column);
  if (known < 0) links.push(link);
  else if (link.score > links[known]!.score) links[known] = link;
}

const ROMAN: Readonly<Record<string, number>> = { i: 1, ii: 2, iii: 3, iv: 4, v: 5, vi: 6, vii: 7, viii: 8, ix: 9, x: 10 };

/**
 * "Type IV" of T4_L, "zone 3" of z3_cnt: a word and a number (or a Roman numeral) naming a column word of the word's
 * initial and that number, when no other column has it.
 */
function linkNumbered(mention: string, columns: readonly AnalysisColumn[], use: ColumnUse): ColumnLink[] {
  const match = /^(\p{L})\p{L}+\s+(\d{1,2}|[ivx]{1,4})$/u.exec(fold(mention).trim());
  if (!match) return [];
  const number = /^\d/.test(match[2]!) ? Number(match[2]) : ROMAN[match[2]!];
  if (number === undefined) return [];
  const code = `${match[1]}${number}`;
  // (Split from the name or written as one: T4_L is t, 4, l.)
  const names = (column: AnalysisColumn) =>
    columnWords(column.name).some((word, k, all) => word.word === code || (word.word === match[1] && all[k + 1]?.word === String(number)));
  const named = columns.filter((column) => typeFits(column, use) && names(column));
  return named.length === 1 ? [{ column: named[0]!.name, score: 0.85, reason: `"${mention}" is ${code} of ${named[0]!.name}: its initial and number` }] : [];
}

function linkWords(mention: string, columns: readonly AnalysisColumn[], use: ColumnUse): ColumnLink[] {
  const byName = new Map(columns.map((column) => [column.name, column]));
  const columnNamed = (name: string) => byName.get(name);
  /** Every column's whole name as a key ("boxes"): a word that is one names that column, not a flag's initial. */
  const columnKeys = new Set(columns.map((column) => keyOf(column.name)));
  useColumnGlosses(columns);
  const mentionKey = keyOf(mention);
  const mentionWords = identifierWords(mention);
  if (!mentionKey || mentionWords.length === 0) return [];
  const links: ColumnLink[] = [];
  for (const column of columns) {
    if (!typeFits(column, use)) continue;
    if (keyOf(column.name) === mentionKey) {
      links.push({ column: column.name, score: 1, reason: `"${mention}" is the column name` });
      continue;
    }
    const alias = (column.aliases ?? []).find((a) => keyOf(a) === mentionKey);
    if (alias) {
      links.push({ column: column.name, score: 0.95, reason: `"${mention}" is an alias of ${column.name}` });
      continue;
    }
    // "nationality", "country", "customer country": a column whose values are countries, whatever its name ("uyruk").
    // (The word ends the mention: "customer nationality", not "country pay us altogether".)
    const countryWord = COUNTRY_WORDS.has(mentionWords.at(-1)!) ? mentionWords.at(-1) : undefined;
    if (countryWord && column.type === "string" && column.values && namesCountries(column.values)) {
      // (A column whose name says so too, clientCountry beside sourceLang of "German", "Japanese": that one first.)
      const named = columnWords(column.name).some((word) => word.forms.some((form) => COUNTRY_WORDS.has(form)));
      links.push({
        column: column.name,
        score: named ? 0.9 : 0.85,
        reason: `"${mention}": the values of ${column.name} are countries${named ? ", as its name says" : ""}`,
      });
      continue;
    }
    const words = columnWords(column.name);
    let total = 0;
    const used = new Set<number>();
    const reasons: string[] = [];
    let counted = mentionWords.length;
    for (const word of mentionWords) {
      let best = 0;
      let bestIndex = -1;
      let why = "";
      words.forEach((candidate, index) => {
        const [score, reason] = wordMatch(word, candidate);
        // (A compound ending in a column's word names a true/false column's thing, "floodlights" of usedLights; not a
        // number column's, where "PaidAmount" written whole is its own column, not TotalAmount's amount.)
        if (reason.startsWith("compound ") && column.type !== "boolean") return;
        // ("fleet type" is no date: a kind is not a synonym's class of cls_dt, closed.)
        if (KIND_WORDS.has(word) && isTemporal(column) && reason.startsWith("synonym")) return;
        if (score > best) [best, bestIndex, why] = [score, index, reason];
      });
      // A verb naming a true/false column in its past ("pass rate" of passed_limits, "the return rate" of returned): what
      // happened to a row. (Only for such columns: "milk" is not milked_litres.)
      // (And a date or time column's beside a word for a point in time: "end time" of Ended At; not "milk" of milked_on.)
      const pointNamed = mentionWords.some((other) => POINT_IN_TIME_WORDS.has(other));
      if (
        best === 0 &&
        (column.type === "boolean" || ((column.type === "date" || column.type === "timestamp") && pointNamed)) &&
        /^[a-z]{3,}$/.test(word) &&
        !STOP_WORDS.has(word)
      ) {
        const past = pastParticiple(word);
        const at = words.findIndex((candidate) => candidate.word === past);
        if (at >= 0) [best, bestIndex, why] = [0.9, at, `verb form ${word}~${past}`];
      }
      // "rented clubs" of Club Rental, "delivered" of delivery_flag: a verb in its past or -ing form naming the thing done
      // by the noun a true/false column is named with (rental, delivery, payment).
      if (best === 0 && column.type === "boolean" && /^[a-z]{3,}(?:ed|ing)$/.test(word) && word.length >= 6) {
        const base = word.replace(/(?:ed|ing)$/, "");
        const bases = new Set([base, `${base}e`, base.replace(/([b-df-hj-np-tv-z])\1$/, "$1")]);
        const at = words.findIndex((candidate) => {
          const stem = candidate.word.replace(/(?:al|ment|ation|ion|ery|y)$/, "");
          return stem !== candidate.word && stem.length >= 4 && bases.has(stem);
        });
        if (at >= 0) [best, bestIndex, why] = [0.85, at, `verb form ${word}~${words[at]!.word}`];
      }
      // "labour revenue" of lab_aud, "parts cost" of prts_eur: a word of money names the currency a money column is in.
      // ("chemicals spend" of chem_gbp: a word of what was spent too.)
      if (
        best === 0 &&
        mentionWords.length > 1 &&
        (GENERIC_MONEY_WORDS.has(word) ||
          areSynonyms(word, "revenue") ||
          areSynonyms(word, "cost") ||
          MONEY_NOUNS.has(word) ||
          // (Or one misspelt: "rush surchage".)
          (word.length >= 6 && MONEY_NOUNS.has(lexiconWordNear(word) ?? "")))
      ) {
        const at = words.findIndex((candidate) => CURRENCY_WORDS.has(candidate.word));
        if (at >= 0) [best, bestIndex, why] = [0.85, at, `${word}: money in ${words[at]!.word}`];
      }
      // "crew leader" of crw_ld: after another word of the name, two consonants abbreviate a longer word ("ld" leader),
      // which alone they do not ("id" is not "invoiced").
      if (best === 0 && total > 0 && /^[a-z]{5,}$/.test(word)) {
        const at = words.findIndex(
          (candidate, index) =>
            !used.has(index) &&
            /^[b-df-hj-np-tv-z]{2}$/.test(candidate.word) &&
            candidate.word[0] === word[0] &&
            word.lastIndexOf(candidate.word[1]!) > 0 &&
            // (The second letter ends the word but for an ending: "ld" leader, not "dt" durration.)
            /^(?:[aeiou]|ed|es|s|ing|er|ers)?$/.test(word.slice(word.lastIndexOf(candidate.word[1]!) + 1)),
        );
        if (at >= 0) [best, bestIndex, why] = [0.75, at, `abbreviation ${word}~${words[at]!.word}, beside the other words`];
      }
      // "service type" of svc_cd: a kind of something is written as its code in names.
      if (best === 0 && KIND_WORDS.has(word)) {
        const at = words.findIndex((candidate) => ["cd", "cde", "code"].includes(candidate.word));
        if (at >= 0) [best, bestIndex, why] = [0.85, at, `${word}~${words[at]!.word}`];
      }
      // "finish time" of Finished At, "order date" of OrderedOn: a word for a point in time names a date or time column's
      // word for one ("at", "on", "dt"), or, with none, the column itself, which holds such points.
      if (best === 0 && POINT_IN_TIME_WORDS.has(word) && (column.type === "date" || column.type === "timestamp") && mentionWords.length > 1) {
        const at = words.findIndex((candidate, index) => !used.has(index) && TIME_MARKER_WORDS.has(candidate.word));
        if (at < 0) {
          counted--;
          continue;
        }
        [best, bestIndex, why] = [0.9, at, `${word}~${words[at]!.word} (a point in time)`];
      }
      // "response time" of RESP_MIN, "wait duration" of wait_sec: a time held in a unit of it is named by its unit.
      if (best === 0 && (word === "time" || word === "duration") && (column.type === "number" || column.type === "integer")) {
        const at = words.findIndex((candidate, index) => !used.has(index) && secondsOf(candidate.word) !== undefined);
        if (at >= 0 && columnSeconds(column.name) !== undefined)
          [best, bestIndex, why] = [0.8, at, `${word}~${words[at]!.word} (a time in ${words[at]!.word})`];
      }
      // "number of bedrooms": a function word inside the words names nothing and is skipped.
      if (best === 0 && FUNCTION_WORDS.has(word) && word !== mentionWords[0] && word !== mentionWords.at(-1)) {
        counted--;
        continue;
      }
      if (best === 0) {
        total = 0;
        break;
      }
      // A plural naming a singular modifier ("sessions" of session_len_sec, "units" of unit_prc) is the
      // thing itself, not the attribute the column measures.
      // (Not before a code's suffix: "districts" are DISTRICT_CD, the district's code, as "district" is.)
      if (
        singular(word) !== word &&
        singular(word) === words[bestIndex]!.word &&
        bestIndex !== headOf(words) &&
        bestIndex < words.length - 1 &&
        !words.slice(bestIndex + 1).every((candidate) => ["cd", "cde", "code"].includes(candidate.word))
      ) {
        best *= 0.7;
        why = `${word} names what ${column.name} describes`;
      }
      // A plural naming only the head of a true/false column's qualified thing ("boxes" of isFirstBox, "trips" of
      // isReturnTrip) names every row, not the ones the flag marks: the qualifier is what the flag says.
      // (A verb's participle is no qualifier: "floodlights" are usedLights.)
      if (
        column.type === "boolean" &&
        mentionWords.length === 1 &&
        singular(word) !== word &&
        singular(word) === words[bestIndex]!.word &&
        bestIndex === words.length - 1 &&
        words.filter((candidate) => !FLAG_PREFIXES.has(candidate.word)).length >= 2 &&
        !words.some((candidate) => /ed$/.test(candidate.word) || FLAG_VERBS_OF_NAMES.has(candidate.word))
      ) {
        best *= 0.5;
        why = `${word} names the rows, not the ${words
          .filter((candidate) => !FLAG_PREFIXES.has(candidate.word))
          .map((candidate) => candidate.word)
          .join(" ")} ${column.name} marks`;
      }
      // "pro" of Preis_pro_kg names nothing on its own (German "pro Lage" is a grouping), nor does a word of one or two
      // letters between two others of a name, a preposition ("na" of cena_na_kozarec_eur, "de" of fecha_de_pago).
      const connector =
        mentionWords.length === 1 &&
        words[bestIndex]!.word.length <= 2 &&
        /^[a-z]+$/.test(words[bestIndex]!.word) &&
        bestIndex > 0 &&
        bestIndex < words.length - 1;
      if (PER_WORDS.has(words[bestIndex]!.word) || connector) {
        if (word !== mentionWords[0] && word !== mentionWords.at(-1)) {
          counted--;
          continue;
        }
        total = 0;
        break;
      }
      // "kilos" of Preis_pro_kg, "hour" of cost_per_hour: the word after "per" is what the column is counted by, not what it
      // measures, unless the mention says "per" too ("price per square foot").
      const perBefore = mentionWords.slice(0, mentionWords.indexOf(word)).some((other) => PER_WORDS.has(other));
      if (bestIndex > 0 && PER_WORDS.has(words[bestIndex - 1]!.word) && !perBefore) {
        best *= 0.6;
        why = `${words[bestIndex]!.word} is what ${column.name} is per`;
      }
      total += best;
      used.add(bestIndex);
      if (why !== "word") reasons.push(why);
    }
    if (total === 0) {
      // An acronym of the column's words: "nps" → net_promoter_score, "aht" → AvgHandleTime.
      // (A true/false column's leading "is"/"has" is no initial: "PB", "PBs" of IsPersonalBest.)
      const acronymWords = FLAG_PREFIXES.has(words[0]?.word ?? "") && column.type === "boolean" ? words.slice(1) : words;
      // (Nor its unit at the end: "OD" of OWN_DAMAGE_GBP, "TP" of THIRD_PARTY_GBP.)
      // ("SE" of sidra_eur neither: a name of two words and its unit is named by its first word, and "se" is a pronoun.)
      const unitless = words.length >= 2 && UNIT_WORDS.has(words.at(-1)!.word) ? words.slice(0, -1) : words;
      const acronym = /^[A-Z]{2,4}s$/.test(mention.trim()) ? mentionKey.slice(0, -1) : mentionKey;
      const initialsOfWords = (named: typeof words) =>
        named.length >= 2 && acronym.length === named.length && named.every((word, i) => word.word[0] === acronym[i]);
      const withUnit = unitless.length < words.length;
      if (
        mentionWords.length === 1 &&
        ((!withUnit && (initialsOfWords(words) || initialsOfWords(acronymWords))) ||
          initialsOfWords(unitless) ||
          (withUnit && words.length >= 3 && initialsOfWords(words)))
      ) {
        links.push({ column: column.name, score: 0.8, reason: `"${mention}" is the initials of ${column.name}` });
      }
      // The column is the mention's initials: "days on market" → dom, "year to date" → ytd.
      const initials = mentionWords.map((word) => word[0]).join("");
      if (mentionWords.length >= 2 && initials.length <= 4 && keyOf(column.name) === initials) {
        links.push({ column: column.name, score: 0.85, reason: `${column.name} is the initials of "${mention}"` });
      } else if (
        // A flag named by initials and a word for a flag: "after hours" of AH_FLG, "out of warranty" of OOW_IND.
        mentionWords.length >= 2 &&
        initials.length <= 4 &&
        // (Not across an article or a determiner, "the central" is no TC; nor from or to a preposition, "of tot" is no OT;
        // "out of hours" is OOH.)
        !acrossFunctionWords(mentionWords) &&
        column.type === "boolean" &&
        words.length >= 2 &&
        words.slice(1).every((word) => FLAG_NAME_WORDS.has(word.word)) &&
        words[0]!.word === initials &&
        // (Nor across a word that is another column's whole name: "boxes packed" is the column boxes, not BP_FLG.)
        !mentionWords.some((word) => [word, singular(word)].some((form) => form !== keyOf(column.name) && columnKeys.has(form)))
      ) {
        links.push({ column: column.name, score: 0.95, reason: `${words[0]!.word.toUpperCase()} of ${column.name} is the initials of "${mention}"` });
      } else if (
        // "a proof of concept" of hasPoc: the initials of three words or more, an inner "of" or "and" among them, are the
        // word of a true/false column named with "has", "is" or "with".
        mentionWords.length >= 3 &&
        initials.length <= 4 &&
        column.type === "boolean" &&
        !acrossFunctionWords(mentionWords) &&
        words.length === 2 &&
        ["has", "is", "with", "had"].includes(words[0]!.word) &&
        words[1]!.word === initials
      ) {
        links.push({ column: column.name, score: 0.9, reason: `${words[1]!.word.toUpperCase()} of ${column.name} is the initials of "${mention}"` });
      }
      continue;
    }
    // Generic words ("name", "id", "code") need not be named: "product" covers prod_nm.
    const named = words.filter((word, index) => used.has(index) || (!GENERIC_WORDS.has(expand(word.word)) && !PER_WORDS.has(word.word))).length;
    const score = (total / Math.max(1, counted)) * (0.7 + (0.3 * used.size) / Math.max(1, named)) - (isIdentifierLike(words) ? 0.01 : 0);
    links.push({
      column: column.name,
      score: Number(score.toFixed(3)),
      reason: `"${mention}" matches the words of ${column.name}${reasons.length ? ` (${reasons.join(", ")})` : ""}`,
      complete: used.size >= named,
    });
  }
  // "sales" or "revenue" that no column is named after is the table's only money column too ("ventas" over importe_eur);
  // "invoiced", "billed", "spent" name the money the rows are about when no column is named so.
  const single = mentionWords.length === 1 ? mentionWords[0]! : "";
  // ("rev" is revenue; "fee", "price", "cost" with no column named so are the row's money too.)
  if (
    // ("pay" of pay_mthd, a text column, is still the money paid.)
    (MONEY_VERBS.has(single) || PAY_WORDS.has(single) || !links.some((link) => link.score >= 0.8)) &&
    single &&
    (GENERIC_MONEY_WORDS.has(single) ||
      MONEY_VERBS.has(single) ||
      // "how many forints", "in euros": a currency's name is the table's money.
      CURRENCY_NAMES.has(single) ||
      areSynonyms(expand(single), "revenue") ||
      (links.length === 0 && MONEY_NOUNS.has(single)) ||
      // "how much did we pay", "which boats paid us the most", "how much did we bill", "what were they worth": money,
      // unless a number column is called so (salary is pay).
      (PAY_WORDS.has(single) && !links.some((link) => link.score >= 0.8 && isNumeric(columnNamed(link.column)))))
  ) {
    const money = mainMoneyColumn(columns.filter((column) => typeFits(column, use)));
    const linked = money ? links.findIndex((link) => link.column === money.name) : -1;
    if (money && linked < 0)
      links.push({
        column: money.name,
        score: MONEY_VERBS.has(single) ? 0.9 : 0.75,
        reason: `"${mention}" is money: the table's ${money.reason} ${money.name}`,
      });
    // "how much did we pay" where pay is as like the unit price as the amount: the row's money is the one meant.
    else if (money && links.some((link, i) => i !== linked && link.score >= links[linked]!.score))
      links[linked] = {
        column: money.name,
        score: Number((Math.max(...links.map((link) => link.score)) + 0.01).toFixed(3)),
        reason: `"${mention}" is money: the table's ${money.reason} ${money.name}`,
      };
  }
  // "profit per driver" over Net GBP beside Total Sales GBP and the costs: a profit is what is left, the one money column
  // named net, where no column is named by profit itself.
  if (single && ["profit", "profits", "margin", "margins"].includes(single) && !links.some((link) => link.score >= 0.6)) {
    const net = columns.filter((column) => typeFits(column, use) && isMoneyColumn(column) && identifierWords(column.name).includes("net"));
    if (net.length === 1) links.push({ column: net[0]!.name, score: 0.8, reason: `"${mention}" is what is left: the money column named net, ${net[0]!.name}` });
  }
  // "in pesos", "sa piso" of halaga_php beside halaga_usd: a currency's name is first the money column in that currency.
  // (Of several columns in this currency, its main money.)
  if (single && CURRENCY_NAMES.has(single)) {
    const currencyOf = (column: AnalysisColumn) => identifierWords(column.name).find((word) => CURRENCY_WORDS.has(word));
    const priced = columns.filter((column) => isNumeric(column) && typeFits(column, use) && currencyOf(column) !== undefined);
    const inIt = priced.filter((column) => sameCurrency(currencyOf(column)!, single) || currencyOf(column) === single);
    const main = inIt.length > 1 ? mainMoneyColumn(inIt)?.name : inIt[0]?.name;
    const column = main === undefined ? undefined : byName.get(main);
    if (column)
      upsertLink(links, { column: column.name, score: 0.9, reason: `"${mention}" is money: the table's money in ${currencyOf(column)}, ${column.name}` });
  }
  // "the average rating" over marka, Puntuazioa: with no column named so, a rating is the table's one integer column on a
  // rating's scale (its values 0–3 up to 5 or 10, as profiled).
  if (single && !links.some((link) => link.score >= 0.6) && (single === "stars" || areSynonyms(single, "rating"))) {
    const onScale = columns.filter(
      (column) =>
        column.type === "integer" &&
        typeFits(column, use) &&
        column.range &&
        column.range.min >= 0 &&
        column.range.min <= 3 &&
        [5, 10].includes(column.range.max),
    );
    // (Of two on such a scale, not one named a count: aantal_deelnemers, "number of participants", 1–10, beside beoordeling.)
    const rated =
      onScale.length > 1
        ? onScale.filter((column) => !["number", "count"].some((word) => linkColumns(word, [column]).some((link) => link.score >= 0.7)))
        : onScale;
    if (rated.length === 1) {
      const { name, range } = rated[0]!;
      upsertLink(links, {
        column: name,
        score: 0.8,
        reason: `"${mention}" is a rating: ${name}, the table's one column on a scale (${range!.min} to ${range!.max})`,
      });
    }
  }
  /** Whether the mention is a value of some column ("the technicians" among staff roles, "hotels" the channel HTL). */
  const isValue = () => linkValues(mention, mention, columns, { codes: true }).some((link) => link.score >= 0.8);
  /**
   * Links the table's one text column whose values `fits` accepts (people's names, proper place names), as `what`; not when
   * the mention is itself a value of some column.
   */
  const onlyColumnByValues = (fits: (values: AnalysisColumn["values"]) => boolean, score: number, what: string, holding: string) => {
    const found = columns.filter((column) => typeFits(column, use) && column.type === "string" && fits(column.values));
    if (found.length !== 1 || isValue()) return;
    const { name } = found[0]!;
    upsertLink(links, { column: name, score, reason: `"${mention}" is ${what}: ${name}, the table's one column of ${holding}` });
  };
  // "each quarry", "per mill", "which depot": a kind of place, with no column named so, is the table's one column of places
  // named generically (site, location, facility).
  if (single && !links.some((link) => link.score >= 0.6) && PLACE_NOUNS.has(singular(single))) {
    const places = columns.filter(
      (column) =>
        typeFits(column, use) &&
        column.type === "string" &&
        // (Or in another language: Luxembourgish "Struktur", a childcare facility.)
        identifierWords(column.name).some((word) => GENERIC_PLACE_WORDS.has(word) || GENERIC_PLACE_WORDS.has(translate(word) ?? "")),
    );
    // (Not a kind of place a column holds as a value: "the railway station machines" are site_typ STN, "bookings through
    // hotels" bk_chnl HTL.)
    if (places.length === 1 && !isValue())
      upsertLink(links, { column: places[0]!.name, score: 0.7, reason: `"${mention}" is a place: ${places[0]!.name}, the table's one column of places` });
    // With none named so ("each city" over grad, "per branch" over pobocka): the one text column of proper names that are
    // no people's (Zagreb, Split, Rijeka), where the others hold words, codes or people.
    // (Only for nouns that are places whatever the sentence: "box office" is takings, "course" a kind of lesson.)
    if (places.length === 0 && NAMED_PLACE_NOUNS.has(singular(single))) onlyColumnByValues(namesPlaces, 0.62, "a place", "proper names that are not people's");
  }
  // "which technician", "each tailor" over texnikos, krejci: a person by role, with no column named so, is the table's one
  // column whose values are people's names (most begin with a given name). (Not over a column that holds the role as a
  // value: "the technicians" among staff roles.)
  // ("which translator gets the lowest rating": the role, then words that name no column, the verb of what follows.)
  const roleWord =
    single ||
    (mentionWords.length >= 2 &&
    mentionWords.length <= 3 &&
    isRoleNoun(singular(mentionWords[0]!)) &&
    mentionWords.slice(1).every((word) => !isRoleNoun(singular(word)) && linkColumns(word, columns).length === 0)
      ? mentionWords[0]!
      : "");
  if (roleWord && !links.some((link) => link.score >= 0.6) && isRoleNoun(singular(roleWord))) {
    onlyColumnByValues(namesPeople, 0.7, "a person", "people's names");
    // ("top 3 hunters" over researcher, whose values are handles, zeroDayZoe): else the table's one text column named by a
    // person's role.
    // (Or named by what a person did, "Packed By", servit_per (served by): the one text column of an agent.)
    const roled = columns.filter(
      (column) =>
        typeFits(column, use) && column.type === "string" && (isRoleNoun(singular(identifierWords(column.name).at(-1) ?? "")) || byAgent(column.name)),
    );
    if (!links.some((link) => link.score >= 0.6) && roled.length === 1 && !isValue())
      upsertLink(links, {
        column: roled[0]!.name,
        score: 0.66,
        reason: `"${mention}" is a person: ${roled[0]!.name}, the table's one column named by a person's role`,
      });
  }
  // "invoice value", "job amount", "ticket total": a word, then a noun of the row's money, is that money where the first word
  // names no number column (it says whose money it is: the invoice's, not the invoice's status inv_st).
  // (Also where the first word names a text column, the rows' own: "auftrag value" of the orders' auftrag is their money.)
  if (mentionWords.length === 2 && !links.some((link) => link.score >= 0.7 && columnNamed(link.column)?.type !== "string")) {
    const [first, head] = mentionWords as [string, string];
    const moneyHead = MONEY_HEAD_NOUNS.has(head);
    if (moneyHead && /^\p{L}{3,}$/u.test(first) && !STOP_WORDS.has(first)) {
      const money = linkColumns(first, columns).some((link) => link.score >= 0.6 && isNumeric(columnNamed(link.column)))
        ? undefined
        : mainMoneyColumn(columns.filter((column) => typeFits(column, use)));
      if (money && !links.some((link) => link.column === money.name))
        links.push({ column: money.name, score: 0.8, reason: `"${mention}" is money: the ${first}'s ${head}, the table's ${money.reason} ${money.name}` });
      // ("parts cost" over tien_phu_tung, the money and the parts: the first word names one money column, that money.)
      const ownMoney = linkColumns(first, columns).filter((link) => link.score >= 0.6 && isMoneyColumn(columnNamed(link.column)!));
      if (!money && ownMoney.length === 1 && !links.some((link) => link.column === ownMoney[0]!.column))
        links.push({ column: ownMoney[0]!.column, score: 0.8, reason: `"${mention}" is money: the ${first}'s ${head}, ${ownMoney[0]!.column}` });
    }
  }
  // "horas de atención" over minutos and prezo_hora_eur: a unit of time asks for time, the table's one column of time in
  // another unit (converted where it is read), not a price by the hour that names the unit.
  if (single && secondsOf(single) !== undefined && !links.some((link) => link.score >= 0.8 && !isMoneyColumn(columnNamed(link.column)!))) {
    const timed = columns.filter((column) => isNumeric(column) && !isMoneyColumn(column) && columnSeconds(column.name) !== undefined && typeFits(column, use));
    if (timed.length === 1 && links.some((link) => isMoneyColumn(columnNamed(link.column)!)))
      links.push({ column: timed[0]!.name, score: 0.82, reason: `"${mention}" asks for time: the table's only column of time, ${timed[0]!.name}` });
  }
  /** The table's only number column `fits` accepts, linked for a word asking for a `what` ("how long", "how far"). */
  const onlyColumn = (what: string, unit: string, fits: (column: AnalysisColumn) => boolean) => {
    const found = columns.filter((column) => typeFits(column, use) && (column.type === "number" || column.type === "integer") && fits(column));
    if (found.length === 1)
      upsertLink(links, {
        column: found[0]!.name,
        score: 0.8,
        reason: `"${mention}" is ${/^[aeiou]/.test(what) ? "an" : "a"} ${what}: the table's only column with ${unit}, ${found[0]!.name}`,
      });
    // Of a gross, a tare and a net weight (net_t beside gross_t and tare_t), the net one is what was weighed for.
    const net = found.filter((column) => identifierWords(column.name).includes("net"));
    if (found.length > 1 && what === "weight" && net.length === 1)
      upsertLink(links, {
        column: net[0]!.name,
        score: 0.8,
        reason: `"${mention}" is a weight: of the table's columns with ${unit}, the net one, ${net[0]!.name}`,
      });
  };
  // "date" with no column named so (data_wizyty, where "data" is no English word to read): the table's only date column.
  if (links.length === 0 && (single === "date" || single === "dates")) {
    const dated = columns.filter((column) => isTemporal(column) && typeFits(column, use));
    if (dated.length === 1)
      links.push({ column: dated[0]!.name, score: 0.7, reason: `"${mention}" is a date: ${dated[0]!.name}, the table's only date column` });
  }
  // "how long", "length", "duration" with no column named so: the table's only column with a time unit.
  if (links.length === 0 && single && DURATION_WORDS.has(single)) onlyColumn("duration", "a time unit", (column) => columnSeconds(column.name) !== undefined);
  // "how far", "distance": the table's only column with a unit of distance.
  if (links.length === 0 && single && DISTANCE_WORDS.has(single))
    onlyColumn("distance", "a unit of distance", (column) => columnWords(column.name).some((word) => DISTANCE_UNITS.has(word.word)));
  // "how tall", "how heavy": the table's only column with a unit of length or of weight.
  const dimension = links.length === 0 && single ? DIMENSION_WORDS[single] : undefined;
  if (dimension) {
    const what = dimension === "distance" ? "length" : dimension;
    onlyColumn(what, `a unit of ${what}`, (column) => !isMoneyColumn(column) && columnUnit(column.name)?.kind === dimension);
  }
  // "how many litres", "kilometres": the table's only column measured in a unit of that kind (volume_ml), converted where it is read.
  // (Also where a word of a name links it more weakly: "kilos" of foodWasteKg is that weight, not a word of its name.)
  // (Not a unit of time, which the duration rules read: "in hours" after a stay is the unit asked for.)
  const unit = single && (links.length === 0 || (!links.some((link) => link.score >= 0.8) && unitOf(single)?.kind !== "duration")) ? unitOf(single) : undefined;
  // (The unit's reading replaces a weaker one of the same column: `onlyColumn` upserts.)
  if (unit) onlyColumn(unit.kind, `a unit of ${unit.kind}`, (column) => !isMoneyColumn(column) && columnUnit(column.name)?.kind === unit.kind);
  // A flag named by its compound's last part alone is not said: "customers" is no `stammkunde` (regular customer), the
  // first part is what the flag says of them.
  return links
    .filter((link) => !(link.reason.includes("the last part of the compound ") && columnNamed(link.column)?.type === "boolean"))
    .sort((a, b) => b.score - a.score);
}

/** Kinds of place a business runs its work at, named for the table's generic column of places (site, location). */
const PLACE_NOUNS = new Set(
  (
    "quarry mine pit farm plant factory mill works depot yard warehouse store shop branch outlet office clinic hospital school campus " +
    "venue rink pool gym hotel restaurant kitchen bakery brewery winery distillery station terminal port airport garage workshop " +
    "creche nursery daycare kindergarten " +
    "centre center hub facility premises site location park field ground course club hall studio lab laboratory " +
    "city town village district region area county province municipality neighbourhood neighborhood suburb resort"
  ).split(" "),
);
/** Kinds of place whose instances have proper names (Zagreb, Boavista): read in a column of such names. */
const NAMED_PLACE_NOUNS = new Set(
  (
    "city town village district region area county province municipality neighbourhood neighborhood suburb resort branch shop store " +
    "outlet depot yard warehouse site location venue hotel farm mill station clinic school campus garage workshop centre center " +
    "creche nursery daycare kindergarten"
  ).split(" "),
);
/** Words of a column's name that name places in general: "site", "location", "facility". */
const GENERIC_PLACE_WORDS = new Set([
  "site",
  "sites",
  "location",
  "locations",
  "loc",
  "facility",
  "facilities",
  "premises",
  "venue",
  "venues",
  "place",
  "places",
]);

/**
 * The table's one text column of places, for "where did we sell the most": a column named by a kind of place (region,
 * branch, site, loc) in any of its words, written whole, translated, or cut short ("reg" of region); with none, the one
 * text column whose values are proper names that are not people's (Zagreb, Split). Not a kind of something
 * (`site_type`), not a key, and none where two columns are so named (pickup and drop-off city): which place is then not
 * said.
 */
export function placeColumn(columns: readonly AnalysisColumn[]): AnalysisColumn | undefined {
  const isPlaceWord = (word: string) => PLACE_NOUNS.has(singular(word)) || GENERIC_PLACE_WORDS.has(word);
  const named = columns.filter((column) => {
    if (column.type !== "string") return false;
    const words = identifierWords(column.name);
    if (words.length === 0 || KIND_WORDS.has(words.at(-1)!) || words.some((word) => ["id", "no", "nr", "code", "key", "number"].includes(word))) return false;
    return words.some(
      (word) =>
        isPlaceWord(word) ||
        isPlaceWord(translate(word)?.split(" ")[0] ?? "") ||
        (word.length >= 3 &&
          word.length <= 4 &&
          !isPlaceWord(word) &&
          [...NAMED_PLACE_NOUNS].some((place) => place.length > word.length + 1 && place.startsWith(word))),
    );
  });
  if (named.length === 1) return named[0];
  if (named.length > 1) return undefined;
  const proper = columns.filter((column) => column.type === "string" && namesPlaces(column.values));
  return proper.length === 1 ? proper[0] : undefined;
}

/** Words asking for a length or a weight ("how tall", "how heavy"), by the kind of unit they ask for. */
const DIMENSION_WORDS: Readonly<Record<string, "distance" | "weight">> = {
  tall: "distance",
  taller: "distance",
  tallest: "distance",
  height: "distance",
  heights: "distance",
  heavy: "weight",
  heavier: "weight",
  heaviest: "weight",
  weigh: "weight",
  weighed: "weight",
  weighs: "weight",
};

/** Everyday verbs: never short forms of a column's word ("went" is not wt, "made" not md). */
const COMMON_VERBS = new Set([
  // (Modal verbs: "should" is not sold, "would" not wood.)
  "should",
  "would",
  "could",
  "might",
  "must",
  "shall",
  "went",
  "go",
  "goes",
  "gone",
  "came",
  "come",
  "comes",
  "got",
  "get",
  "gets",
  "made",
  "make",
  "makes",
  "took",
  "take",
  "takes",
  "did",
  "does",
  "done",
  "had",
  "has",
  "have",
  "was",
  "were",
  "been",
  "being",
  "said",
  "saw",
  "seen",
  "put",
  "set",
  "let",
  "ran",
  "run",
  "left",
  "kept",
  "moved",
  "used",
  "want",
  "need",
  "show",
  "give",
  "gave",
]);

/** Every word the lexicon lists: such a word in a question is meant, not misspelt. */
const KNOWN_WORDS = new Set([
  ...SYNONYM_GROUPS.flat(),
  ...Object.values(ABBREVIATIONS),
  // (Not the English of the Greek nouns alone, "private", "fault", "panel": the words the parser reads, not every gloss;
  // "private customers" is still the value privato of an Italian table.)
  ...Object.entries(TRANSLATIONS)
    .filter(([word, english]) => GREEK_WORDS[word] !== english)
    .flatMap(([, english]) => english.split(" ")),
  ...Object.values(FRISIAN_WORDS).flatMap((english) => english.split(" ")),
  ...Object.values(OCCITAN_WORDS).flatMap((english) => english.split(" ")),
  ...Object.values(ASTURIAN_WORDS).flatMap((english) => english.split(" ")),
  ...Object.values(ROMANSH_WORDS).flatMap((english) => english.split(" ")),
]);

/** Verbs whose object is money: "invoiced the most", "total billed", "spent per month". */
const MONEY_VERBS = new Set([
  "charge",
  "invoiced",
  "billed",
  "charged",
  "spent",
  "spend",
  "spends",
  "spending",
  "earned",
  "earn",
  "earns",
  "grossed",
  "collect",
  "collected",
  // "how much are we still owed": the money of the rows not paid yet (the parser keeps those rows by the paid date).
  "owed",
  "owe",
  "owes",
  "owing",
  "turnover",
  "takings",
]);
/**
 * Verbs of paying and being worth, money unless a number column is named so (salary is pay). Not "paid": "the
 * best paid employees" ranks people by a salary, and "paid" there must stay the superlative's word.
 */
const PAY_WORDS = new Set(["pay", "pays", "paying", "bill", "worth"]);
/** A verb naming the table's money ("spent", "billed", "pay"). */
export const isMoneyVerb = (word: string) => MONEY_VERBS.has(word) || PAY_WORDS.has(word);

/** English prepositions, articles and conjunctions: a dictionary's sense that is one of them is grammar, never an analysis word. */
const GRAMMAR_WORDS = new Set(
  "a an the by at in on to of for with from per as into onto than about over under after before since during until and or but not how many much what which who".split(
    " ",
  ),
);

/**
 * Whether every word of an English phrase is one the parser reads as more than itself: a word of the
 * lexicon (a measure, a kind of row, an aggregate), a verb of money, or a verb data columns are named
 * with ("sell", "swim"); never a preposition or an article ("bei" is at, not the "by" of a grouping). A bilingual dictionary
 * prefers such a sense of a word ("vender": sell, not dispose of).
 */
export const isAnalysisWord = (english: string) =>
  english
    .split(" ")
    .every((word) => !GRAMMAR_WORDS.has(word) && (KNOWN_WORDS.has(word) || isMoneyVerb(word) || PARTICIPLES.has(word) || IRREGULAR_VERBS[word] !== undefined));

/** Words asking for a distance, and units of distance in column names. */
const DISTANCE_WORDS = new Set(["far", "distance", "distances", "mileage"]);
const DISTANCE_UNITS = new Set(["km", "kms", "mi", "miles", "mile", "kilometers", "kilometres", "meters", "metres"]);
/** Nouns of money that, with no column named after them, mean the row's own amount. */
const MONEY_NOUNS = new Set([
  "fee",
  "fees",
  "price",
  "prices",
  "cost",
  "costs",
  "charge",
  "charges",
  "surcharge",
  "surcharges",
  "fare",
  "fares",
  "value",
  "values",
  "worth",
  // "avg ticket": the retail word for what one sale came to, where no column is named by it.
  "ticket",
]);
/** Nouns of money that end a phrase naming whose money it is ("invoice value", "job total"). */
const MONEY_HEAD_NOUNS = new Set([
  "value",
  "values",
  "amount",
  "amounts",
  "total",
  "totals",
  "price",
  "prices",
  "cost",
  "costs",
  "fee",
  "fees",
  "fare",
  "fares",
]);
/** Words asking for a duration: "how long", "length of stay". */
// Not "took"/"take": "the animals we took in" asks for no duration ("how long did it take" has "long").
const DURATION_WORDS = new Set(["long", "length", "duration", "durations", "lasted", "lasts", "last"]);
/** Words of a money column that make it the amount of the row itself, not a part of it (tip, fee, tax, discount). */
const MAIN_MONEY_WORDS = new Set(["amount", "total", "bill", "price", "revenue", "sales", "importe", "fare", "spend", "paid", "payment"]);

/**
 * Of columns named gross and net (amt_gross, amt_net; grossKg, netKg), the one net column: the thing itself, without its
 * container, its discount or its tax. None where no column is named gross or two are named net.
 */
export function netBesideGross(names: readonly string[]): string | undefined {
  const named = (name: string, word: string) => columnWords(name).some((part) => part.word === word || part.forms.includes(word));
  const nets = names.filter((name) => named(name, "net"));
  return nets.length === 1 && names.some((name) => named(name, "gross")) ? nets[0] : undefined;
}

/**
 * The money column a question about money means when it names none: the only money column, or among
 * several the only one named as the row's amount ("billAmtUsd" beside "tipUsd").
 */
export function mainMoneyColumn(columns: readonly AnalysisColumn[]): { name: string; reason: string } | undefined {
  const allMoney = columns.filter(isMoneyColumn);
  if (allMoney.length === 1) return { name: allMoney[0]!.name, reason: "only money column" };
  // A price by a unit of measure ("px_kg", "PRICE_CAD_PER_T", "price_m2") is a rate, not what the row came to: set aside
  // while any other money column is left.
  const perMeasure = (column: AnalysisColumn) =>
    columnWords(column.name).some((word) => MEASURE_UNITS[word.word] !== undefined || word.forms.some((form) => MEASURE_UNITS[form] !== undefined));
  const wholeMoney = allMoney.filter((column) => !perMeasure(column));
  if (wholeMoney.length === 1) return { name: wholeMoney[0]!.name, reason: "money column of the whole row (the others are prices by a unit of measure)" };
  const money = wholeMoney.length > 0 ? wholeMoney : allMoney;
  // (A price per something, "cena_na_kozarec_eur" a price a jar, is named as a price but is no row's amount while a money
  // column not per anything is left.)
  const perUnit = (column: AnalysisColumn) =>
    columnWords(column.name).some((word) => word.forms.some((form) => PER_UNIT_WORDS.has(form) || secondsOf(form) !== undefined));
  // (Not by a compound's last part alone: "kappalehinta" is a price, but of a piece.)
  const main = money.filter(
    (column) =>
      columnWords(column.name).some((word) => word.forms.some((form) => MAIN_MONEY_WORDS.has(form) && form !== word.head)) &&
      !(perUnit(column) && money.some((other) => !perUnit(other))),
  );
  if (main.length === 1) return { name: main[0]!.name, reason: "money column named as the amount" };
  // "TotalAmount" beside "PaidAmount": the total is the row's whole amount.
  const totals = main.filter((column) => columnWords(column.name).some((word) => word.forms.includes("total")));
  if (totals.length === 1) return { name: totals[0]!.name, reason: "money column named as the row's total" };
  // "amt_net" beside "amt_gross", "amt_disc" and "amt_ship" (or NET_EUR beside VAT_EUR and GROSS_EUR): what the row
  // brought in is its net amount, after discounts and without the tax collected for others.
  // (With a part besides, a discount, shipping or tax: gross and net alone are asked about.)
  const net = netBesideGross(money.map((column) => column.name));
  if (net !== undefined && money.length >= 3) return { name: net, reason: "net money column beside a gross one: what the row brought in" };
  // "final_price" beside "quoted_price": what was charged in the end, not the estimate.
  const settled = money.filter((column) => columnWords(column.name).some((word) => word.forms.some((form) => SETTLED_WORDS.has(form))));
  const estimated = money.filter((column) => columnWords(column.name).some((word) => word.forms.some((form) => ESTIMATE_WORDS.has(form))));
  if (settled.length === 1 && settled.length + estimated.length === money.length)
    return { name: settled[0]!.name, reason: "money column of what was finally charged (the others are estimates)" };
  // "kostos_eur" (cost, what was charged) beside "ektimisi_eur" (the estimate) and "ylika_eur" (materials): the money
  // column that is neither an estimate nor a part of a job (its materials, labour, tax) is the job's whole amount.
  const partOf = money.filter((column) => columnWords(column.name).some((word) => word.forms.some((form) => PART_MONEY_WORDS.has(form))));
  const rest = money.filter((column) => !estimated.includes(column) && !partOf.includes(column));
  if (
    rest.length === 1 &&
    partOf.length > 0 &&
    partOf.length + estimated.length + 1 === money.length &&
    columnWords(rest[0]!.name).some((word) => word.forms.some((form) => CHARGED_WORDS.has(form)))
  )
    return { name: rest[0]!.name, reason: "money column of the whole job (the others are an estimate or parts of it)" };
  // "unit_prc" beside "net_amt": a price per unit is not what the row brought in.
  // (A unit of time in a money column's name makes it a rate too: cena_dzien_pln is a price a day.)
  const whole = (main.length > 1 ? main : money).filter((column) => !perUnit(column));
  if (whole.length === 1 && whole.length < (main.length > 1 ? main : money).length)
    return { name: whole[0]!.name, reason: "money column of the whole row (the others are per unit)" };
  // "postnina_eur" (postage, on the web shop's sales only) beside "znesek_eur": a money column empty on many rows is a
  // part of some rows; the one never empty, when the others are empty on a third of the rows or more, is every row's.
  const left = whole.length > 1 ? whole : money;
  const full = left.filter((column) => (column.empty ?? 0) < 0.02);
  if (full.length === 1 && left.every((column) => column === full[0] || (column.empty ?? 0) >= 0.3))
    return { name: full[0]!.name, reason: "money column of every row (the others are empty on many rows)" };
  return undefined;
}

/** Words of a money column holding what was in the end charged or paid, beside estimates. */
const SETTLED_WORDS = new Set(["final", "actual", "charged", "invoiced", "billed"]);
/** Words of a money column holding a part of what a row came to: its materials, labour, tax, tip, deposit. */
const PART_MONEY_WORDS = new Set(["materials", "material", "parts", "labour", "labor", "tax", "vat", "postage", "shipping"]);
/** Words of a money column holding what a row was charged: the whole amount beside its parts. */
const CHARGED_WORDS = new Set(["cost", "charge", "charged", "amount", "total", "price", "fee", "fare", "bill", "paid", "payment"]);
/** Words of a money column holding an estimate. */
const ESTIMATE_WORDS = new Set(["quoted", "quote", "estimated", "estimate", "expected", "planned", "budget", "budgeted", "proposed"]);
/** "per" in column names, in the languages the lexicon reads ("Preis_pro_kg", "precio_por_kg", "prix_par_kg", "cena_za_osobu"). */
export const PER_WORDS: ReadonlySet<string> = new Set(["per", "pro", "por", "par", "za", "je", "each"]);
/** Words that make a money column a rate per unit, not the row's amount. */
const PER_UNIT_WORDS = new Set(["unit", "per", "each", "hourly", "daily", "avg", "average", "mean", "rate"]);

/** True when a column's name makes it a money column (price, revenue, amount, salary, …). */
export const isMoneyColumn = (column: AnalysisColumn) =>
  (column.type === "number" || column.type === "integer") &&
  columnWords(column.name).some(
    (word) =>
      MONEY_COLUMN_WORDS.has(expand(word.word)) ||
      // (Not by a compound's last part alone, a guess: "kappalehinta" is a price, of a piece.)
      word.forms.some((form) => MONEY_COLUMN_WORDS.has(form) && form !== word.head && !countedFirst(word, word.glosses?.get(form))),
  );

/** Senses of a quantity that is no money. */
const QUANTITY_SENSES = new Set(["quantity", "number", "count", "volume", "weight", "mass"]);
/** Whether a dictionary gave a word a sense of a quantity before the sense of money ranked `rank` ("kolicina": quantity, amount). */
const countedFirst = (word: ColumnWord, rank: number | undefined) =>
  rank !== undefined && [...(word.glosses ?? [])].some(([gloss, other]) => other < rank && QUANTITY_SENSES.has(gloss));

/** Seconds in a time unit word ("min", "hours", "sec", "days"), or undefined. */
export function secondsOf(word: string): number | undefined {
  if (/^(s|sec|secs|second|seconds)$/.test(word)) return 1;
  if (/^(min|mins|minute|minutes)$/.test(word)) return 60;
  if (/^(h|hr|hrs|hour|hours)$/.test(word)) return 3600;
  if (/^(day|days|night|nights|nts)$/.test(word)) return 86400;
  if (/^(wk|wks|week|weeks)$/.test(word)) return 604800;
  if (/^(ms|millis|milliseconds?)$/.test(word)) return 0.001;
  return undefined;
}

/** The time unit a column's name states ("durationSec", "resolution_hours"), in seconds. */
export const columnSeconds = (name: string) =>
  columnWords(name)
    // Of the word or its translation ("ore" of durata_ore is hours).
    .map((word) => secondsOf(word.word) ?? word.forms.map(secondsOf).find((seconds) => seconds !== undefined))
    .findLast((seconds) => seconds !== undefined);

/** Units of weight, distance, volume and area in their base unit (g, m, l, m²), by word. */
const MEASURE_UNITS: Record<string, { kind: "weight" | "distance" | "volume" | "area"; size: number; name: string }> = {
  g: { kind: "weight", size: 1, name: "g" },
  gram: { kind: "weight", size: 1, name: "g" },
  grams: { kind: "weight", size: 1, name: "g" },
  kg: { kind: "weight", size: 1000, name: "kg" },
  kgs: { kind: "weight", size: 1000, name: "kg" },
  kilo: { kind: "weight", size: 1000, name: "kg" },
  kilos: { kind: "weight", size: 1000, name: "kg" },
  kilogram: { kind: "weight", size: 1000, name: "kg" },
  kilograms: { kind: "weight", size: 1000, name: "kg" },
  t: { kind: "weight", size: 1e6, name: "tonnes" },
  tonne: { kind: "weight", size: 1e6, name: "tonnes" },
  tonnes: { kind: "weight", size: 1e6, name: "tonnes" },
  ton: { kind: "weight", size: 1e6, name: "tonnes" },
  tons: { kind: "weight", size: 1e6, name: "tonnes" },
  tonnage: { kind: "weight", size: 1e6, name: "tonnes" },
  lb: { kind: "weight", size: 453.59237, name: "lb" },
  lbs: { kind: "weight", size: 453.59237, name: "lb" },
  pounds: { kind: "weight", size: 453.59237, name: "lb" },
  oz: { kind: "weight", size: 28.349523125, name: "oz" },
  ounce: { kind: "weight", size: 28.349523125, name: "oz" },
  ounces: { kind: "weight", size: 28.349523125, name: "oz" },
  mm: { kind: "distance", size: 0.001, name: "mm" },
  millimetres: { kind: "distance", size: 0.001, name: "mm" },
  millimeters: { kind: "distance", size: 0.001, name: "mm" },
  cm: { kind: "distance", size: 0.01, name: "cm" },
  centimetres: { kind: "distance", size: 0.01, name: "cm" },
  centimeters: { kind: "distance", size: 0.01, name: "cm" },
  inches: { kind: "distance", size: 0.0254, name: "inches" },
  ft: { kind: "distance", size: 0.3048, name: "ft" },
  feet: { kind: "distance", size: 0.3048, name: "ft" },
  m: { kind: "distance", size: 1, name: "m" },
  metres: { kind: "distance", size: 1, name: "m" },
  meters: { kind: "distance", size: 1, name: "m" },
  km: { kind: "distance", size: 1000, name: "km" },
  kms: { kind: "distance", size: 1000, name: "km" },
  kilometres: { kind: "distance", size: 1000, name: "km" },
  kilometers: { kind: "distance", size: 1000, name: "km" },
  mi: { kind: "distance", size: 1609.344, name: "miles" },
  miles: { kind: "distance", size: 1609.344, name: "miles" },
  l: { kind: "volume", size: 1, name: "litres" },
  litres: { kind: "volume", size: 1, name: "litres" },
  liters: { kind: "volume", size: 1, name: "litres" },
  ml: { kind: "volume", size: 0.001, name: "ml" },
  gal: { kind: "volume", size: 3.785411784, name: "gallons" },
  gallon: { kind: "volume", size: 3.785411784, name: "gallons" },
  gallons: { kind: "volume", size: 3.785411784, name: "gallons" },
  ha: { kind: "area", size: 10_000, name: "hectares" },
  hectare: { kind: "area", size: 10_000, name: "hectares" },
  hectares: { kind: "area", size: 10_000, name: "hectares" },
  acre: { kind: "area", size: 4046.8564224, name: "acres" },
  acres: { kind: "area", size: 4046.8564224, name: "acres" },
  sqm: { kind: "area", size: 1, name: "m²" },
  m2: { kind: "area", size: 1, name: "m²" },
  sqft: { kind: "area", size: 0.09290304, name: "sq ft" },
  km2: { kind: "area", size: 1_000_000, name: "km²" },
};

/** A unit word ("hours", "tonnes", "km") as a kind and a size in the kind's base unit (seconds, g, m, l). */
export function unitOf(word: string): { kind: "duration" | "weight" | "distance" | "volume" | "area"; size: number; name: string } | undefined {
  const seconds = secondsOf(word);
  if (seconds !== undefined) return { kind: "duration", size: seconds, name: word.endsWith("s") ? word : `${word}s` };
  return MEASURE_UNITS[word];
}

/** The units `unitOf` reads, by their names, of one kind or of every kind (for messages saying what may be asked). */
export function unitNames(kind?: NonNullable<ReturnType<typeof unitOf>>["kind"]): string[] {
  // The time units by one word each `secondsOf` reads; the others from their table.
  const words = ["ms", "seconds", "minutes", "hours", "days", "weeks", ...Object.keys(MEASURE_UNITS)];
  const names = words.flatMap((word) => {
    const unit = unitOf(word);
    return unit && (kind === undefined || unit.kind === kind) ? [unit.name] : [];
  });
  return [...new Set(names)];
}

/** The unit a column's name states ("idle_min", "peso_kg", "dist_km", "litri"), as `unitOf` gives it (of the word or its translation). */
export const columnUnit = (name: string) =>
  columnWords(name)
    .map((word) => unitOf(word.word) ?? word.forms.map(unitOf).find((unit) => unit !== undefined))
    .findLast((unit) => unit !== undefined);

/** Pairs of words a text column may hold for yes and no, folded ("Sim"/"Não", "Y"/"N", "oui"/"non"). */
const YES_NO = [
  // English, and the codes and booleans written as text.
  ["yes", "no"],
  ["y", "n"],
  ["true", "false"],
  ["t", "f"],
  // Portuguese; Spanish and Italian; French.
  ["sim", "nao"],
  ["si", "no"],
  ["oui", "non"],
  // Galician.
  ["si", "non"],
  // Serbian, Croatian and Slovenian; Czech and Slovak; Latvian; Lithuanian; Norwegian; Estonian.
  ["da", "ne"],
  ["ano", "ne"],
  ["ja", "ne"],
  ["taip", "ne"],
  ["ja", "nei"],
  ["jah", "ei"],
  // Basque; Maltese; Tagalog; Greek in Latin letters; Irish.
  ["bai", "ez"],
  ["iva", "le"],
  ["oo", "hindi"],
  ["nai", "ochi"],
  ["nai", "oxi"],
  ["ta", "nil"],
  // German; Dutch and Afrikaans; Swedish and Danish; Polish; Hungarian.
  ["ja", "nein"],
  ["ja", "nee"],
  ["ja", "nej"],
  ["tak", "nie"],
  ["igen", "nem"],
  // Albanian; Finnish; Romanian; Indonesian and Malay; Turkish.
  ["po", "jo"],
  // Luxembourgish; Breton (ya, nann).
  ["jo", "neen"],
  ["ya", "nann"],
  // Sardinian (eja, nono); Scottish Gaelic (tha, chan eil: "is", "is not").
  ["eja", "nono"],
  ["tha", "chan eil"],
  ["kylla", "ei"],
  ["da", "nu"],
  ["ya", "tidak"],
  ["evet", "hayir"],
  // Vietnamese (có, không).
  ["co", "khong"],
  // Occitan (òc, non).
  ["oc", "non"],
  // Romansh: Rumantsch Grischun (gea, na), Sursilvan (gie, na), Vallader and Puter (schi, na).
  ["gea", "na"],
  ["gie", "na"],
  ["schi", "na"],
] as const;

/** The value meaning yes and the one meaning no of a text column that holds just those two, or undefined. */
export function yesNoValues(column: AnalysisColumn | undefined): { yes: string; no: string } | undefined {
  if (column?.type !== "string" || column.values?.length !== 2) return undefined;
  const [a, b] = column.values.map(String) as [string, string];
  const [x, y] = [fold(a).trim(), fold(b).trim()];
  for (const [yes, no] of YES_NO) {
    if (x === yes && y === no) return { yes: a, no: b };
    if (x === no && y === yes) return { yes: b, no: a };
  }
  // In a language the list does not have, the dictionary's glosses: Welsh "ie" is yes, "na" not.
  const glosses = (value: string) => (column.valueGlosses?.[value] ?? []).map((gloss) => fold(gloss).trim());
  const says = (value: string, words: readonly string[]) => glosses(value).some((gloss) => words.includes(gloss));
  const [yesWords, noWords] = [["yes"], ["no", "not"]];
  if (says(a, yesWords) && says(b, noWords) && !says(b, yesWords)) return { yes: a, no: b };
  if (says(b, yesWords) && says(a, noWords) && !says(a, yesWords)) return { yes: b, no: a };
  return undefined;
}

/** Words that name money in general rather than one column. */
const GENERIC_MONEY_WORDS = new Set(["amount", "amounts", "money", "payout", "payouts"]);
/** Words of a column name that make it a money column (and every currency word: `ar_ft`, `price_kr`). */
const MONEY_COLUMN_WORDS = new Set([
  ...CURRENCY_WORDS,
  "money",
  "price",
  "cost",
  "revenue",
  "sales",
  "amount",
  "fee",
  "fees",
  "paid",
  "payment",
  "payout",
  "premium",
  "salary",
  "income",
  "charge",
  "charges",
  "spend",
  "fare",
  "usd",
  "eur",
  "gbp",
  "dollars",
  "euros",
  "value",
  "total",
  "freight",
  "profit",
]);

/** A value named in a question, linked to the column that holds it. */
export interface ValueLink {
  column: string;
  value: string | boolean;
  score: number;
  reason: string;
}

/**
 * A mention with the words that a value's capitals ("HC" of "40ft HC") are the initials of ("high cubes") put back as
 * those capitals, or undefined when no run of its words has them.
 */
function initialsSpelledOut(mention: string, value: string): string | undefined {
  const parts = mention.split(/\s+/).filter(Boolean);
  for (const code of value.match(/\b[A-Z]{2,3}\b/g) ?? []) {
    const initials = code.toLowerCase();
    for (let i = 0; i + initials.length <= parts.length; i++)
      if (initialsOf(parts.slice(i, i + initials.length).join(" ")) === initials)
        return [...parts.slice(0, i), initials, ...parts.slice(i + initials.length)].join(" ");
  }
  return undefined;
}

/**
 * The words of a text as a bag (singular, sorted), an amount and its unit as one word in the unit's base ("250t",
 * "250 tonnes", "250-tonne" are all 250 tonnes); `measured` says whether the text has such an amount.
 */
function unitBag(text: string): { bag: string; measured: boolean } {
  const parts = fold(text)
    .split(/[\s_-]+/)
    .filter(Boolean);
  const out: string[] = [];
  let measured = false;
  // ("12-metre": a unit's singular where its table has the plural.)
  const unitNamed = (word: string) => unitOf(word) ?? unitOf(`${word}s`);
  for (let i = 0; i < parts.length; i++) {
    const match = /^(\d+(?:\.\d+)?)([a-z]*)$/.exec(parts[i]!);
    if (!match) {
      out.push(singular(parts[i]!));
      continue;
    }
    const [, number, suffix] = match;
    const unit = suffix ? unitNamed(suffix) : parts[i + 1] !== undefined ? unitNamed(parts[i + 1]!) : undefined;
    if (!suffix && unit) i++;
    if (suffix && !unit) {
      out.push(parts[i]!);
      continue;
    }
    if (unit) measured = true;
    out.push(unit ? `${Number(number) * unit.size}${unit.kind}` : number!);
  }
  return { bag: out.sort().join(" "), measured };
}

/** A value of several words: a space between them, or a hyphen between letters ("Esch-Uelzecht"). */
const SEVERAL_WORDS = /\s|\p{L}-\p{L}/u;

/**
 * "acrylic" of ACR3 and ACR5 (3 and 5 mm acrylic), "plywood" of PLY3 and PLY6: a word whose first letters are the letters of
 * two or more codes of one column that differ only by the number after them (a size, a grade), and of no other code of that
 * column; all of those codes. Only columns of such codes (capitals, then maybe digits), and only a word of five letters or
 * more that no column's name uses.
 */
export function codeVariants(word: string, columns: readonly AnalysisColumn[]): { column: string; values: string[] } | undefined {
  const key = fold(word);
  if (!/^[a-z]{5,}$/.test(key) || STOP_WORDS.has(key) || CURRENCY_WORDS.has(key)) return undefined;
  const forms = new Set([key, singular(key)]);
  for (const column of columns) {
    if (column.type !== "string" || !column.values || column.values.length < 3) continue;
    if (!column.values.every((value) => typeof value === "string" && /^[A-Z]{2,5}\d{0,3}$/.test(value))) continue;
    const stemOf = (value: string) => value.replace(/\d+$/, "").toLowerCase();
    const begins = (value: string) => {
      const stem = stemOf(value);
      return stem.length >= 3 && [...forms].some((form) => form.length >= stem.length + 2 && form.startsWith(stem));
    };
    const found = (column.values as string[]).filter(begins);
    const stems = new Set(found.map(stemOf));
    if (found.length >= 2 && stems.size === 1 && found.every((value) => /\d$/.test(value))) return { column: column.name, values: found };
  }
  return undefined;
}

/**
 * "syrup" of Syrup 540 ml, Syrup 1 L and Syrup 4 L, "Sirup-Bestellungen" (syrup orders): a word (four letters or more, in
 * either number, or the first part of a hyphenated word, in another language translated) that is the first word of two or
 * more values of several words of one column, and not of all of them; all of those values. Only where no column's name
 * uses the word.
 */
export function valueFamily(word: string, columns: readonly AnalysisColumn[]): { column: string; values: string[] } | undefined {
  const folded = fold(word);
  const first = folded.includes("-") ? folded.split("-")[0]! : folded;
  if (!/^[a-z]{4,}$/.test(first) || STOP_WORDS.has(first) || CURRENCY_WORDS.has(first)) return undefined;
  const forms = new Set([first, singular(first), translate(first) ?? first].map((form) => singular(form)));
  if (columns.some((column) => identifierWords(column.name).some((name) => forms.has(singular(name))))) return undefined;
  for (const column of columns) {
    if (column.type !== "string" || !column.values || column.values.length < 3) continue;
    const found = (column.values as unknown[])
      .filter((value): value is string => typeof value === "string" && /\s/.test(value.trim()))
      .filter((value) => forms.has(singular(identifierWords(value)[0] ?? "")));
    if (found.length >= 2 && found.length < column.values.length) return { column: column.name, values: found };
  }
  return undefined;
}

/**
 * Links words of a question ("north", "in-store", "regoin"…) to sampled distinct values of text
 * columns: same letters and digits (1), a plural or a typo (0.8), the initials of three or more words
 * ("single family homes" → sfh). Values of one or two characters ("F") match only as written, or,
 * with `codes` (a word that names no column), as a code of a plural word ("goalkeepers" → GK); with
 * `phraseCodes` (words that name no column), a code of three or four letters may take letters of each
 * word in order ("stump grinding" → SGR). With `counted` (the noun after "how many"), the head of a value's gloss
 * names no value; with `modifier` (one word before a plural noun: "night runs"), a two-letter code may be of a singular word.
 */
export function linkValues(
  words: string,
  raw: string,
  columns: readonly AnalysisColumn[],
  options: { codes?: boolean; named?: string; phraseCodes?: boolean; counted?: boolean; modifier?: boolean } = {},
): ValueLink[] {
  const key = keyOf(signsAsWords(words));
  // ("a draught" is no code AGT: an article's letter is no part of a code.)
  const articled = /^(a|an|the)\s/i.test(words.trim());
  if (!key) return [];
  const links: ValueLink[] = [];
  /** Codes guessed from the word's letters ("WCHR" of "wheelchiar"), and values the word is a misspelling of. */
  const guessedCodes = new Set<ValueLink>();
  const longTypos: ValueLink[] = [];
  const guessCode = (link: ValueLink) => {
    // (A preposition or conjunction is no code: "came through hotels" is no flight type THR.)
    if (CODE_FREE_WORDS.has(key)) return;
    links.push(link);
    guessedCodes.add(link);
  };
  // Words for a value written as a code: "girls", "women" are F or Female; "men" M.
  const group = key.length >= 3 ? VALUE_GROUPS.find((candidates) => candidates.includes(key)) : undefined;
  if (group) {
    for (const column of columns) {
      if (column.type !== "string" || !column.values) continue;
      const found = valueIndex(column.values).find((entry) => entry.key !== key && group.includes(entry.key));
      if (found) links.push({ column: column.name, value: found.value, score: 0.85, reason: `"${raw}" are ${found.value} in ${column.name}` });
    }
  }
  const singularKey = singular(key);
  // "an e-bike", "ebike" of bk_typ's E and M: a letter joined to a word naming a column whose values are letters is that
  // letter's value (the word says which column; the letter alone would be no value of any).
  const lettered = /^([a-z])-?([a-z]{3,})$/.exec(fold(words.trim()));
  if (lettered) {
    const [, letter, noun] = lettered as unknown as [string, string, string];
    for (const column of columns) {
      if (column.type !== "string" || !column.values || !column.values.every((value) => String(value).length === 1)) continue;
      const value = column.values.find((candidate) => fold(String(candidate)) === letter);
      if (value === undefined || !linkColumns(noun, [column]).some((link) => link.score >= 0.6)) continue;
      links.push({ column: column.name, value: String(value), score: 0.8, reason: `"${raw}": ${value} of ${column.name}, which "${noun}" names` });
    }
  }
  const parts = identifierWords(words);
  const wordCount = parts.length;
  // (A verb's past form is no word of a code: "call-outs missed" is not COM.)
  const initials = parts.some((part) => isPastForm(part)) ? "" : parts.map((part) => part[0]).join("");
  // Initials across an inner "and"/"on" ("black and white" bw, "bed and breakfast" bb), never a phrase's edges.
  const joiner = (part: string) => ["and", "&", "on", "n"].includes(part);
  // (Two letters across "on" are too often two words that happen to meet: "repairs on motorbikes" is not the initials RM.)
  const acrossOn = parts.includes("on") && !parts.some((part) => part !== "on" && joiner(part));
  const contentInitials =
    parts.length >= 3 && !joiner(parts[0]!) && !joiner(parts.at(-1)!) && parts.some(joiner)
      ? parts
          .filter((part) => !joiner(part))
          .map((part) => part[0])
          .join("")
      : "";
  const joinedInitials = acrossOn && contentInitials.length < 3 ? "" : contentInitials;
  const typos = key.length >= 5 && /^[a-z]+$/.test(key);
  // A currency is the unit an amount is asked in ("in pounds"), never a code guessed from its letters (PD).
  const codes = options.codes && !CURRENCY_WORDS.has(key) && !CURRENCY_WORDS.has(singularKey);
  /** The phrase's content words, singular and sorted, once a value's glosses of several words are compared with it. */
  let phraseBag: string | undefined;
  // (A word naming a column is that column's, not a value's synonym: "without a reserve" is hasReserve, not the value
  // Books. Found once per call, when the thesaurus is asked about a value.)
  let namesColumn: boolean | undefined;
  const namesAColumnWord = () =>
    (namesColumn ??= columns.some((other) => columnWords(other.name).some((entry) => entry.word === key || entry.word === singularKey)));
  // "the 250-tonne all-terrain" of "All Terrain 250t": an amount in a unit, written another way, with the value's other
  // words in any order.
  const measuredBag = /\d/.test(words) ? unitBag(words) : undefined;
  // (A number with a decimal point in the words: "2.4" gives "24".)
  const numberDigits = /^(?:\p{L}+\s)?(\d{1,2}\.\d)(?:[\s-]?\p{L}+)?$/u.exec(raw.trim())?.[1]?.replace(".", "");
  // (Whether the first word begins a code of any column, asked once per call, when a phrase's letters fit a code.)
  let firstBegins: boolean | undefined;
  const firstBeginsCode = () =>
    (firstBegins ??= columns.some(
      (other) =>
        other.type === "string" &&
        other.values?.some((code) => typeof code === "string" && /^[A-Z]{3,4}$/.test(code) && parts[0]!.startsWith(code.toLowerCase())) === true,
    ));
  for (const column of columns) {
    if (column.type !== "string" || !column.values) continue;
    for (const entry of valueIndex(column.values)) {
      const { value, key: valueKey } = entry;
      if (measuredBag?.measured && entry.unitBag === measuredBag.bag) {
        links.push({ column: column.name, value, score: 0.9, reason: `"${raw}" is "${value}" of ${column.name}, its amount in another unit's spelling` });
        continue;
      }
      // "40ft high cubes" of "40ft HC": an amount in a unit, and words written out whose initials are the value's capitals.
      const spelledOut = measuredBag?.measured && entry.unitBag ? initialsSpelledOut(words, value) : undefined;
      if (spelledOut && unitBag(spelledOut).bag === entry.unitBag) {
        links.push({
          column: column.name,
          value,
          score: 0.85,
          reason: `"${raw}" is "${value}" of ${column.name}, its amount in another spelling and its initials written out`,
        });
        continue;
      }
      // "the 2.4-metre" of T24 (the 0.4, 1.0 and 2.4 m telescopes T04, T10, T24): a number written in the question whose
      // digits, its point left out, are the digits of a code, the only code of the column with them.
      if (numberDigits && /^[A-Za-z]{1,3}\d{2,4}$/.test(value) && value.replace(/^[A-Za-z]+/, "") === numberDigits) {
        const same = valueIndex(column.values).filter((other) => typeof other.value === "string" && /^[A-Za-z]{1,3}\d{2,4}$/.test(other.value));
        if (same.length >= 2 && same.filter((other) => (other.value as string).replace(/^[A-Za-z]+/, "") === numberDigits).length === 1) {
          links.push({ column: column.name, value, score: 0.85, reason: `the digits of "${raw.trim()}" are the code "${value}" of ${column.name}` });
          continue;
        }
      }
      // A value that is the initials of the words ("single family homes" → sfh); not across an article or from or to a
      // preposition ("the proportion of" is no TPO).
      if (wordCount >= 3 && valueKey.length === wordCount && initials === valueKey && !acrossFunctionWords(parts)) {
        links.push({ column: column.name, value, score: 0.85, reason: `"${value}" is the initials of "${raw}" in ${column.name}` });
        continue;
      }
      // Capitals written for a value of several words, their initials ("PRs" of pull_request, "ATM" of "automated teller
      // machine"), the only value of the column with them.
      const capitals = raw.trim().replace(/s$/, "");
      if (
        wordCount === 1 &&
        /^[A-Z]{2,4}$/.test(capitals) &&
        typeof value === "string" &&
        initialsOf(value) === capitals.toLowerCase() &&
        valueIndex(column.values).filter((other) => initialsOf(other.value) === capitals.toLowerCase()).length === 1
      ) {
        links.push({ column: column.name, value, score: 0.85, reason: `"${raw.trim()}" is the initials of the value "${value}" of ${column.name}` });
        continue;
      }
      // A code of two capitals that are the initials of two longer words naming no column ("thorough examinations" TE),
      // the only value of the column that is.
      if (
        options.phraseCodes &&
        wordCount === 2 &&
        /^[A-Z]{2}$/.test(value) &&
        parts.every((part) => part.length >= 4 && /^[a-z]+$/.test(part) && !STOP_WORDS.has(part) && !GENERIC_MONEY_WORDS.has(part)) &&
        initials === valueKey &&
        valueIndex(column.values).filter((other) => other.key === valueKey).length === 1
      ) {
        links.push({ column: column.name, value, score: 0.85, reason: `"${value}" is the initials of "${raw}" in ${column.name}` });
        continue;
      }
      // A country's name for its ISO code ("Germany", "Alemania" → DE).
      const region = /^[A-Z]{2}$/.test(value) ? regionNames(value) : undefined;
      if (region && wordCount <= 3 && (region.has(key) || region.has(singularKey))) {
        links.push({ column: column.name, value, score: 0.9, reason: `"${raw}" is the country ${value} in ${column.name}` });
        continue;
      }
      // A country named another way: "German" or "deutsche" for Tyskland, "Brits" for United Kingdom.
      if (wordCount <= 3 && key !== valueKey && raw.trim() !== "us" && namesCountries(column.values)) {
        const country = countryOf(valueKey);
        if (country && (countryOf(key) ?? countryOf(singularKey)) === country) {
          links.push({ column: column.name, value, score: 0.9, reason: `"${raw}" names the country ${value} (${country}) in ${column.name}` });
          continue;
        }
      }
      // The value's words in another form, word by word: "battesimi della sella", "lezioni private" (an inflected language's plural).
      if (wordCount >= 2 && valueKey !== key && entry.parts.length === wordCount) {
        if (entry.parts.some((part, n) => part !== parts[n]) && entry.parts.every((part, n) => sameWordInflected(part, parts[n]!))) {
          links.push({ column: column.name, value, score: 0.85, reason: `"${raw}" is the value "${value}" of ${column.name} in another form` });
          continue;
        }
      }
      // A code of the words' initials, "and" left out ("black and white" → bw, "print on demand" → pod).
      if (joinedInitials.length >= 2 && valueKey === joinedInitials && /^[a-z]+$/.test(valueKey)) {
        links.push({ column: column.name, value, score: 0.85, reason: `"${value}" is the initials of "${raw}" in ${column.name}` });
        continue;
      }
      // A code of two or three words, each giving its first letter and maybe more of its letters in order: "stump
      // grinding" SGR, "wood burners" WBS, "crown reduction" CRD; the only value of the column that fits them so.
      // (Not across a verb: "Merino went through" is no code MWT.)
      if ((codes || options.phraseCodes) && wordCount >= 2 && wordCount <= 3 && !parts.some(isPastForm) && phraseCodeFits(valueKey, value, parts)) {
        // (Not where the first word begins a code of its own: "puncture repairs" is PUN of svc_cd, not the branch PER.)
        if (!firstBeginsCode() && valueIndex(column.values).filter((other) => phraseCodeFits(other.key, other.value, parts)).length === 1) {
          links.push({ column: column.name, value, score: 0.85, reason: `"${value}" abbreviates the words of "${raw}" in ${column.name}` });
          continue;
        }
      }
      // A code of the words' abbreviations, word by word: "brake adjustments" brk_adj, "full services" fll_svc.
      const codeParts = typeof value === "string" ? valueWords(value) : [];
      if (
        wordCount >= 2 &&
        codeParts.length === wordCount &&
        codeParts.every((part) => /^[a-z]{2,12}$/.test(part)) &&
        codeParts.some((part, n) => part !== parts[n]) &&
        codeParts.every(
          (part, n) =>
            part === parts[n] ||
            abbreviates(part, parts[n]!) ||
            abbreviates(part, singular(parts[n]!)) ||
            // (Or the question shortens the value's words: "billing svc" of billing-service.)
            (part.length >= 5 && abbreviates(parts[n]!, part) !== undefined),
        )
      ) {
        links.push({ column: column.name, value, score: 0.8, reason: `"${value}" abbreviates "${raw}" word by word in ${column.name}` });
        continue;
      }
      // Scandinavian definite forms: "appen" is the app, "bussen" the bus.
      if (valueKey.length >= 3 && valueKey.length < 5 && /^[a-z]+$/.test(key) && key.startsWith(valueKey) && /^(en|et)$/.test(key.slice(valueKey.length))) {
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is the value "${value}" of ${column.name} with an article` });
        continue;
      }
      // A column of short codes (web, ph, wi, app): a code that begins the word ("website" web) or is the initials of a
      // hyphenated word ("walk-in" wi) names it, when no other code of the column does.
      const codeColumn = codes && column.values.every((other) => typeof other === "string" && /^[A-Za-z]{2,4}$/.test(other));
      // "C-checks" CCHK, "A check" ACHK: a letter, then its word abbreviated, as one code.
      const lettered = codeColumn ? /^([a-z])[- ]([a-z]{3,})$/.exec(fold(raw.trim())) : null;
      if (lettered && valueKey.length >= 3 && valueKey[0] === lettered[1]) {
        const rest = valueKey.slice(1);
        const word = singular(lettered[2]!);
        if (rest === word || abbreviates(rest, word) !== undefined) {
          links.push({ column: column.name, value, score: 0.85, reason: `"${value}" is the letter and the abbreviated word of "${raw}" in ${column.name}` });
          continue;
        }
      }
      // "arr vs dep" of Arrival and Departure, "HC only" of the code HCR: the first letters of a value (three of a word, two
      // capitals of a code), which begin no other value of the column and are no word of their own. (Four are a word as
      // often: "the mini" is no Minivan.)
      const shortened = raw.trim();
      const beginsValue = (other: { key: string; value: string }) =>
        other.key.startsWith(key) && other.key.length >= key.length + (/^[A-Z]{2}$/.test(shortened) ? 1 : 3) && !/\s/.test(other.value.trim());
      if (
        wordCount === 1 &&
        valueKey !== key &&
        typeof value === "string" &&
        // (Three letters only of a column of two values, Arrival/Departure: of a longer list, "car" is no Cardiff.)
        ((/^[A-Za-z][a-z]{2}$/.test(shortened) && column.values.length === 2) || (/^[A-Z]{2}$/.test(shortened) && /^[A-Z]{3,4}$/.test(value))) &&
        !KNOWN_WORDS.has(key) &&
        !STOP_WORDS.has(key) &&
        !isEnglish(key) &&
        !CURRENCY_WORDS.has(key) &&
        beginsValue(entry) &&
        !valueIndex(column.values).some((other) => other.key === key) &&
        valueIndex(column.values).filter(beginsValue).length === 1
      ) {
        links.push({
          column: column.name,
          value,
          score: 0.8,
          reason: `"${shortened}" is the first letters of the value "${value}" of ${column.name}, and of no other`,
        });
        continue;
      }
      // "the weather" of a delay reason WX: a value that is a known abbreviation of the word ("wx" weather).
      // (Not a unit: "how many litres" of qty_unit "l" is the amount's unit.)
      if (codes && !articled && valueKey !== key && unitOf(key) === undefined && (ABBREVIATIONS[valueKey] === key || ABBREVIATIONS[valueKey] === singularKey)) {
        links.push({ column: column.name, value, score: 0.85, reason: `"${value}" abbreviates "${raw.trim()}" in ${column.name}` });
        continue;
      }
      // ("low-temp plasma cycles" of LT: the initials of a hyphenated pair are a code of as many letters.)
      if (
        codes &&
        column.values.every((other) => typeof other === "string" && /^[A-Za-z0-9]{2,5}$/.test(other)) &&
        /^\p{L}+-\p{L}+$/u.test(raw.trim()) &&
        initials === valueKey &&
        valueKey.length === 2
      ) {
        guessCode({ column: column.name, value, score: 0.8, reason: `"${value}" is the initials of "${raw.trim()}" in ${column.name}` });
        continue;
      }
      // "comp policies" of COMPREHENSIVE: a word's first four letters or more written for a value of one longer word, the
      // only value of the column they begin (and no column's word), before a plural noun or the column's name ("quick one"
      // is no Quicksilver).
      if (
        wordCount === 1 &&
        (options.modifier || options.named === column.name) &&
        key.length >= 4 &&
        /^[a-z]+$/.test(key) &&
        /^\p{L}+$/u.test(String(value)) &&
        valueKey.length >= key.length + 3 &&
        valueKey.startsWith(key) &&
        !namesAColumnWord() &&
        valueIndex(column.values).filter((other) => other.key.startsWith(key)).length === 1
      ) {
        links.push({ column: column.name, value, score: 0.8, reason: `"${raw.trim()}" begins the value "${value}" of ${column.name}` });
        continue;
      }
      if (codeColumn && valueKey !== key && /^[a-z]+$/.test(key) && !articled) {
        // (Four letters may also be the word's skeleton: "repair" REPR.)
        const begins = (code: string) =>
          code.length >= 3 && (abbreviates(code, key) === "prefix" || (code.length >= 4 && abbreviates(code, key) === "skeleton"));
        if (begins(valueKey) && valueIndex(column.values).filter((other) => begins(other.key)).length === 1) {
          guessCode({ column: column.name, value, score: 0.8, reason: `"${value}" abbreviates "${raw}" in ${column.name}` });
          continue;
        }
      }
      if (valueKey.length <= 2) {
        // A column of language codes (EN, FR, JA): "French films" is FR by its name; "foreign-language" is no FR.
        const languages = namesLanguages(column.values);
        if (languages && raw.trim() !== value) {
          if (languageNames(value as string)?.has(key) || languageNames(value as string)?.has(singularKey))
            links.push({ column: column.name, value, score: 0.9, reason: `"${raw}" is the language ${value} in ${column.name}` });
          continue;
        }
        // A column of ISO country codes (GB, US, CN): a country is named by its name (matched above), not by letters of a
        // word ("concierges" is no CN).
        if (raw.trim() !== value && namesRegions(column.values)) {
          // ("German passengers": a people's adjective names its country's code.)
          // ("rate us higher": "us" in lower case is the pronoun; the country is written "US", "USA" or by its name.)
          if (wordCount <= 2 && raw.trim() !== "us" && (countryOf(key) ?? countryOf(singularKey)) === value)
            links.push({ column: column.name, value, score: 0.9, reason: `"${raw}" names the country ${value} in ${column.name}` });
          continue;
        }
        if (raw.trim() === value) links.push({ column: column.name, value, score: 0.9, reason: `"${raw}" is a value of ${column.name}` });
        // ".io" of a column of extensions (.com, .io, .dev): its dot is no word's, and the letters after it are the value.
        else if (
          wordCount === 1 &&
          value === `.${raw.trim().toLowerCase()}` &&
          column.values.every((other) => typeof other === "string" && /^\.[a-z0-9]+(?:\.[a-z0-9]+)*$/.test(other))
        )
          links.push({ column: column.name, value, score: 0.9, reason: `"${raw.trim()}" is the extension ${value} of ${column.name}` });
        // A compound of two English words written as one ("pothole": pot + hole) is the code of their initials, PH.
        else if (wordCount === 1 && /^[A-Z]{2}$/.test(value) && compoundInitials(singularKey).includes(valueKey))
          links.push({ column: column.name, value, score: 0.85, reason: `"${value}" is the initials of the two words of "${raw}" in ${column.name}` });
        // "the night shift", "day shift" of shft = N or D: a column of one-letter codes named right after a word, whose
        // first letter is one code's and no other's.
        else if (
          options.named === column.name &&
          wordCount === 1 &&
          /^[A-Za-z]$/.test(value) &&
          /^[a-z]{3,}$/.test(key) &&
          key[0] === valueKey &&
          column.values.every((other) => typeof other === "string" && /^[A-Za-z]$/.test(other))
        )
          links.push({ column: column.name, value, score: 0.8, reason: `"${value}" is the initial of "${raw.trim()}", named before ${column.name}` });
        else if (
          codes &&
          !articled &&
          (codeOf(key, value, column.values, options.named === column.name || options.modifier === true) || letterCodeOf(key, value, column.values, parts))
        )
          guessCode({ column: column.name, value, score: 0.8, reason: `"${value}" abbreviates "${raw}" in ${column.name}` });
        continue;
      }
      // A three-letter code of the word, its letters in order ("suite" STE, "deluxe" DLX), fitting no other value.
      if (codes && !articled && letterCodeOf(key, value, column.values, parts)) {
        guessCode({ column: column.name, value, score: 0.8, reason: `"${value}" abbreviates "${raw}" in ${column.name}` });
        continue;
      }
      // A state named by its participle: "delivered" orders are the value delivery, "shipped" shipping.
      if (valueKey !== key && key.length >= 6 && key.endsWith("ed") && participleOf(key, valueKey)) {
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" names the value "${value}" of ${column.name}` });
        continue;
      }
      if (valueKey === key || raw.trim() === value) links.push({ column: column.name, value, score: 1, reason: `"${words}" is a value of ${column.name}` });
      // A name written as one of its words ("Siobhan" of Siobhan Byrne), capitalised as names are, when no other value
      // of the column has that word.
      else if (
        wordCount === 1 &&
        (key.length >= 4 || /^\p{Lu}{2,5}$/u.test(raw.trim())) &&
        // (Capitalised as names are, or written before the column's own name: "the mall car park" of Riverside Mall.)
        // (Or an acronym, "the NMR" of "NMR Spectrometer".)
        (/^\p{Lu}\p{Ll}+$/u.test(raw.trim()) ||
          /^\p{Lu}{2,5}$/u.test(raw.trim()) ||
          (options.named === column.name && /^\p{L}+$/u.test(raw.trim())) ||
          // (Or, in lower case, the value's first word, five letters or more, that the parser and the table's names don't
          // use otherwise: "isn't hockey" of Hockey Drop-In, "the disco nights".)
          (key.length >= 5 && identifierWords(value)[0] === key && !KNOWN_WORDS.has(key) && !STOP_WORDS.has(key) && !namesAColumnWord())) &&
        typeof value === "string" &&
        // (Or a hyphen, as double names of towns are written: "Esch" of Esch-Uelzecht.)
        SEVERAL_WORDS.test(value.trim()) &&
        // (Or its plural, capitalised: "Nordmanns" of Nordmann Fir.)
        [key, /^\p{Lu}/u.test(raw.trim()) && singularKey !== key ? singularKey : ""].some(
          (form) =>
            form.length > 0 &&
            identifierWords(value).includes(form) &&
            valueIndex(column.values!).filter((other) => SEVERAL_WORDS.test(other.value.trim()) && identifierWords(other.value).includes(form)).length === 1,
        )
      )
        links.push({ column: column.name, value, score: 0.8, reason: `"${raw.trim()}" is a word of the value "${value}" of ${column.name}, and of no other` });
      // The last words of a value of more words, two or more in a row ("the care home" of Braid Hills Care Home), where no
      // other value of the column ends so.
      else if (
        wordCount >= 2 &&
        typeof value === "string" &&
        !parts.some((part) => STOP_WORDS.has(part)) &&
        identifierWords(value).length > wordCount &&
        identifierWords(value).slice(-wordCount).join(" ") === parts.map((part) => singular(part)).join(" ") &&
        valueIndex(column.values).filter((other) => identifierWords(other.value).slice(-wordCount).join(" ") === parts.map((part) => singular(part)).join(" "))
          .length === 1
      )
        links.push({ column: column.name, value, score: 0.85, reason: `"${raw.trim()}" ends the value "${value}" of ${column.name}, and no other` });
      // A hyphenated word of a value of several words, written as it is there ("needed a follow-up" of Follow-up Required),
      // the only value with it.
      else if (
        wordCount >= 2 &&
        /^\p{L}{2,}(-\p{L}+)+$/u.test(raw.trim()) &&
        typeof value === "string" &&
        /\s/.test(value.trim()) &&
        value.split(/\s+/).some((word) => fold(word) === fold(raw.trim())) &&
        valueIndex(column.values).filter((other) => other.value.split(/\s+/).some((word) => fold(word) === fold(raw.trim()))).length === 1
      )
        links.push({ column: column.name, value, score: 0.8, reason: `"${raw.trim()}" is a word of the value "${value}" of ${column.name}, and of no other` });
      // The head of a value of several words, in either number ("parties" of Birthday Party), where no other value ends
      // so and the word names no column (as for codes).
      else if (
        codes &&
        wordCount === 1 &&
        singularKey.length >= 5 &&
        // (A plural, as rows of a kind are named: "parties"; not "the hamam", one thing judged. And a value of two
        // content words, not a phrase: "Cancelled by Member" is no kind of member.)
        singularKey !== key &&
        typeof value === "string" &&
        identifierWords(value).length === 2 &&
        !identifierWords(value).some((part) => STOP_WORDS.has(part)) &&
        singular(identifierWords(value).at(-1) ?? "") === singularKey &&
        valueIndex(column.values).filter((other) => singular(identifierWords(other.value).at(-1) ?? "") === singularKey).length === 1
      )
        links.push({
          column: column.name,
          value,
          score: 0.8,
          reason: `"${raw.trim()}" is the last word of the value "${value}" of ${column.name}, and of no other`,
        });
      else if (singularKey === entry.singular)
        links.push({ column: column.name, value, score: 0.9, reason: `"${words}" is a value of ${column.name} (plural)` });
      // Plurals of other languages: "Lieferungen" of Lieferung, "entregas" of entrega.
      // (Of one word, or a value of several: "de cafés" is the article and "cafés", no plural of DECAF.)
      else if (
        valueKey.length >= 5 &&
        /^[a-z]+$/.test(key) &&
        key.startsWith(valueKey) &&
        /^(en|n|e|er|es|s|x)$/.test(key.slice(valueKey.length)) &&
        (wordCount === 1 || identifierWords(value).length > 1)
      )
        links.push({ column: column.name, value, score: 0.85, reason: `"${words}" is a plural of the value "${value}" of ${column.name}` });
      // A place or name with a case ending: "Debrecenben" (in Debrecen), "Oulussa", "Zagrebu", "Clujului".
      else if (valueKey.length >= 5 && /^[a-z]+$/.test(key) && key.startsWith(valueKey) && CASE_ENDINGS.test(key.slice(valueKey.length)))
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is the value "${value}" of ${column.name} with a case ending` });
      // A word of a language whose stems change before their endings: "yritystilaisuuksista" (from company events) of
      // yritystilaisuus, sharing all but its last letter or two, no English word, and no other value beginning so.
      // (Seven letters may lose one: "plånböckerna", the wallets, of plånbok.)
      else if (
        wordCount === 1 &&
        valueKey.length >= 7 &&
        /^[a-z]+$/.test(key) &&
        key.length > valueKey.length &&
        !KNOWN_WORDS.has(key) &&
        !isEnglish(key) &&
        changedStem(key, valueKey) &&
        valueIndex(column.values).filter((other) => other.key.length >= 7 && sharesStem(key, other.key)).length === 1
      )
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is an inflected form of the value "${value}" of ${column.name}` });
      // Both inflected: "mėlynių" (of bilberries) of mėlynės, "baravykų" of baravykai: a word of a language whose endings
      // change in place, sharing all but its last two letters and the value's, no English word, and no other value so.
      else if (
        wordCount === 1 &&
        valueKey.length >= 6 &&
        /^[a-z]+$/.test(key) &&
        !KNOWN_WORDS.has(key) &&
        !isEnglish(key) &&
        swapsEnding(key, valueKey) &&
        valueIndex(column.values).filter((other) => swapsEnding(key, other.key)).length === 1
      )
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is an inflected form of the value "${value}" of ${column.name}` });
      else if (ingFormOf(key, valueKey) || doerOf(key, valueKey))
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" names the value "${value}" of ${column.name}` });
      // An English plural not made with -s, or a word the lexicon gives as the same ("children", "kids" of Child), of a
      // one-word value, the only value of the column it names; not a word of a column's name.
      else if (
        wordCount === 1 &&
        /^[a-z]{3,}$/.test(valueKey) &&
        !namesAColumnWord() &&
        // ("payouts per month" over a status of "paid": a noun of money is the amount paid, not the rows in that state.)
        !(MONEY_COLUMN_WORDS.has(singular(key)) && singular(key) !== valueKey && !/s$/.test(valueKey)) &&
        sameAsValue(key, valueKey) &&
        valueIndex(column.values).filter((other) => sameAsValue(key, other.key)).length === 1
      )
        links.push({ column: column.name, value, score: 0.85, reason: `"${words}" is the value "${value}" of ${column.name} in another word` });
      // A word the thesaurus gives the value as a synonym of ("limo" Limousine, "lorries" of Camion), the only value of the
      // column it does; weaker than any other reading of a value.
      else if (
        wordCount === 1 &&
        thesaurus !== undefined &&
        /^[a-z]{3,}$/.test(valueKey) &&
        thesaurusMayRead(key) &&
        !namesAColumnWord() &&
        (thesaurusSynonyms(key, valueKey) || thesaurusSynonyms(singularKey, valueKey)) &&
        valueIndex(column.values).filter((other) => thesaurusSynonyms(key, other.key) || thesaurusSynonyms(singularKey, other.key)).length === 1
      )
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is a synonym of the value "${value}" of ${column.name} (thesaurus)` });
      // (A word the parser knows is not a misspelt value: "worth" is not North, "bill" not Bell.)
      else if (
        typos &&
        !KNOWN_WORDS.has(key) &&
        !twoEnglishWords(key, valueKey) &&
        !isMoneyVerb(key) &&
        // (Nor a word of a column's name: Greek "kostos" is kostos_eur, not the technician Kostas.)
        !namesAColumnWord() &&
        // ("phone boths": a plural misspelt is the value's plural.)
        ((Math.abs(valueKey.length - key.length) <= 1 && editDistance(key, valueKey, { max: 1, transpositions: true }) <= 1) ||
          (singularKey !== key &&
            // ("books" is no misspelt ebook: the plural of a short word, or an English word, is meant as written.)
            singularKey.length >= 5 &&
            !isEnglish(key) &&
            Math.abs(valueKey.length - singularKey.length) <= 1 &&
            editDistance(singularKey, valueKey, { max: 1, transpositions: true }) <= 1)) &&
        // (Nor words run together into one value's: "de cafés" is an article and cafés, a value of its own (CAFE), no
        // misspelt DECAF; "a draw" is still draw.)
        !(
          wordCount > 1 &&
          identifierWords(value).length === 1 &&
          words
            .trim()
            .split(/\s+/)
            .some((part) => part.length <= 2 || STOP_WORDS.has(part)) &&
          linkValues(words.trim().split(/\s+/).at(-1)!, raw.trim().split(/\s+/).at(-1)!, columns).some((other) => other.score >= 0.9 && other.value !== value)
        )
      ) {
        const typo = { column: column.name, value, score: 0.8, reason: `"${words}" is close to the value "${value}" of ${column.name} (typo)` };
        links.push(typo);
        if (key.length >= 7) longTypos.push(typo);
      }
      // A compound of a value and a word of its column's name, as Germanic languages write one ("restaurantkliënte",
      // restaurant customers, of klient_tipe = restaurant; "Firmenkunden" of Kundentyp = Firmen).
      else if (
        wordCount === 1 &&
        typeof value === "string" &&
        valueKey.length >= 4 &&
        /^[a-z]+$/.test(key) &&
        key.length >= valueKey.length + 4 &&
        key.startsWith(valueKey) &&
        (linkColumns(key.slice(valueKey.length), [column]).some((link) => link.score >= 0.7) ||
          // (The word inflected: "kliënte" of klient.)
          columnWords(column.name).some(
            (word) => word.word.length >= 4 && key.slice(valueKey.length).startsWith(word.word) && key.length - valueKey.length - word.word.length <= 2,
          ))
      ) {
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is the value "${value}" and a word of ${column.name} written as one` });
      }
      // A one-word value named by the last part of its compound ("roach" of Cockroaches), when no other value ends so.
      // (Not a word of a column's name: "colour work" is in_colour, not the value watercolour.)
      else if (
        wordCount === 1 &&
        /^[a-z]{5,}$/.test(key) &&
        typeof value === "string" &&
        /^\p{L}+$/u.test(value.trim()) &&
        compoundTail(singularKey, entry, column.values) &&
        !columns.some((other) => columnWords(other.name).some((word) => word.forms.includes(key) || word.forms.includes(singularKey)))
      ) {
        links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is the last part of the value "${value}" of ${column.name}` });
      }
      // A value in another language named in English: "antibiotics" of antibiotikum, through a dictionary's glosses.
      else if (typeof value === "string" && key.length >= 3) {
        // A value of several words by its words' glosses in any order: "group lessons" of "lezione di gruppo" (lesson group).
        const gloss = (column.valueGlosses?.[value] ?? (entry.lexiconGlosses ??= lexiconGlosses(value))).find(
          (candidate) =>
            keyOf(candidate) === key ||
            singular(keyOf(candidate)) === singularKey ||
            // ("women" of mwanamke: woman; an irregular plural.)
            IRREGULAR_PLURALS[key] === keyOf(candidate) ||
            (wordCount >= 2 && candidate.includes(" ") && wordBag(candidate) === (phraseBag ??= wordBag(words))),
        );
        if (gloss)
          links.push({ column: column.name, value, score: 0.8, reason: `"${words}" is the value "${value}" of ${column.name} (dictionary: ${gloss})` });
        // One word naming the head of a gloss of several words ("phones" of mobiltelefon: mobile phone), when no other value's
        // gloss ends so.
        // (Not a word the lexicon knows, "orders" of virman: transfer order; nor the kind every value is, "trees" of
        // Omenapuu when the column's values share its ending, puu.)
        // (Nor the noun counted: "how many trees" counts, whatever kind of tree.)
        else if (
          wordCount === 1 &&
          !options.counted &&
          singularKey.length >= 4 &&
          column.valueGlosses &&
          !KNOWN_WORDS.has(key) &&
          !KNOWN_WORDS.has(singularKey)
        ) {
          const headOf = (candidate: string) => (candidate.includes(" ") ? singular(keyOf(candidate.split(" ").at(-1)!)) : undefined);
          const headed = column.valueGlosses[value]?.find((candidate) => headOf(candidate) === singularKey);
          const values = column.values;
          const uniqueEnding = () =>
            values !== undefined && valueIndex(values).filter((other) => other.key.length >= 4 && other.key.endsWith(valueKey.slice(-3))).length === 1;
          const glossedElsewhere = () =>
            Object.entries(column.valueGlosses ?? {}).some(
              ([other, glosses]) =>
                other !== value && glosses.some((candidate) => headOf(candidate) === singularKey || singular(keyOf(candidate)) === singularKey),
            );
          if (headed && !glossedElsewhere() && uniqueEnding())
            links.push({ column: column.name, value, score: 0.8, reason: `"${words}" names the value "${value}" of ${column.name} (dictionary: ${headed})` });
        }
      }
    }
  }
  // A long word one letter off a value ("wheelchiar" of Wheelchair) is that value misspelt, not a code guessed from its letters.
  if (longTypos.length > 0) for (let i = links.length - 1; i >= 0; i--) if (guessedCodes.has(links[i]!)) links.splice(i, 1);
  // "blk shades" of BK: a known abbreviation in the question is read as its word ("black"), where it links nothing itself.
  const expanded = wordCount === 1 && links.length === 0 && key.length >= 3 && !STOP_WORDS.has(key) ? ABBREVIATIONS[key] : undefined;
  if (expanded && !expanded.includes(" "))
    for (const link of linkValues(expanded, expanded, columns, options))
      links.push({ ...link, score: Math.min(link.score, 0.8), reason: `${link.reason}, "${raw.trim()}" written for "${expanded}"` });
  // "im Online-Shop", "the online-shop": a hyphenated word no value is spelt as, whose first part is a value written out
  // (Online of Sales Channel), is that value, before a code guessed from the whole word's letters (ON of Province). (Only
  // the first part, which says which kind: "call-outs" are no value OUT.)
  const firstPart = /^(\p{L}{4,})(?:-\p{L}{2,})+$/u.exec(words.trim())?.[1];
  if (firstPart && !STOP_WORDS.has(fold(firstPart)) && !links.some((link) => link.score >= 0.85))
    for (const link of linkValues(firstPart, firstPart, columns, { ...options, codes: false }))
      if (link.score >= 0.9 && !links.some((other) => other.column === link.column && other.value === link.value))
        links.push({ ...link, score: 0.85, reason: `"${raw.trim()}": "${firstPart}" is the value "${link.value}" of ${link.column}` });
  return links.sort((a, b) => b.score - a.score);
}

/**
 * A word of five letters or more that ends a one-word value after a part of three or more ("roach" of Cockroaches, the
 * compound's last part), fitting no other value of the column so. (A word that begins a value is not read so: "take"
 * would be takeaway and "break" breakfast.)
 */
function compoundTail(singularKey: string, entry: { singular: string }, values: readonly (string | boolean)[]): boolean {
  const tail = (other: { singular: string }) =>
    singularKey.length >= 5 && other.singular.length >= singularKey.length + 3 && other.singular.endsWith(singularKey);
  return tail(entry) && valueIndex(values).filter(tail).length === 1;
}

/**
 * True when a two-letter capital code abbreviates a plural word the way codes do: its first letter,
 * then a consonant further in ("goalkeepers" GK, "defenders" DF), and no other value of the column
 * fits the word as early ("carriers" is not CA: a code's second letter is a consonant).
 */
/**
 * Whether `value`, a code of three or four capital letters (or consonants), is the words' letters in order, each word
 * giving its first letter and maybe more of its own ("stump grinding" SGR: S + GR, "wood burners" WBS: W + BS).
 */
function phraseCodeFits(key: string, value: string | boolean, parts: readonly string[]): boolean {
  if (typeof value !== "string" || !/^[A-Z]{3,4}$/.test(value) || parts.some((part) => !/^[a-z]{3,}$/.test(part) || STOP_WORDS.has(part))) return false;
  const split = (code: string, n: number): boolean => {
    const word = parts[n]!;
    if (n === parts.length - 1) return code[0] === word[0] && lettersInOrder(code.slice(1), word, 1) >= 0;
    // This word's share of the code: its first letter and up to two more of its letters, the rest for the words after.
    for (let take = 1; take <= Math.min(3, code.length - (parts.length - 1 - n)); take++) {
      const own = code.slice(0, take);
      if (own[0] === word[0] && lettersInOrder(own.slice(1), word, 1) >= 0 && split(code.slice(take), n + 1)) return true;
    }
    return false;
  };
  return key.length === value.length && split(key, 0);
}

/**
 * True when `value` is a two-letter code of the plural word `key` ("goalkeepers" GK): its first letter, then a consonant
 * of the word. With `named`, the word stands right before the column's own noun ("door faults" of fault_cd: DR), so a
 * singular word of four letters or more is enough.
 */
function codeOf(key: string, value: string, values: readonly (string | boolean)[], named = false): boolean {
  const fits = (code: string) =>
    /^[A-Z]{2}$/.test(code) &&
    !/[AEIOU]/.test(code[1]!) &&
    (named ? key.length >= 4 : key.length >= 5 && key.endsWith("s")) &&
    key[0] === code[0]!.toLowerCase() &&
    // (Named, or before the rows' noun, its first two letters too: "emergency call-outs" EM.)
    key.indexOf(code[1]!.toLowerCase(), named ? 1 : 2) > 0;
  return fitsFirst(key, value, values, fits);
}

/**
 * True when `value` is a code `fits` the word `key` with, and of the column's codes that fit the word, the one whose
 * letters come earliest in it ("Chesterton": CHS rather than CTR), no other as early.
 */
function fitsFirst(key: string, value: string, values: readonly (string | boolean)[], fits: (code: string) => boolean): boolean {
  if (!fits(value)) return false;
  const spread = (code: string) => {
    let at = 0;
    let sum = 0;
    for (const letter of code.toLowerCase()) {
      at = key.indexOf(letter, at) + 1;
      sum += at;
    }
    return sum;
  };
  const others = values.filter((other): other is string => typeof other === "string" && other !== value && fits(other));
  return others.every((other) => spread(other) > spread(value));
}

/**
 * The activity and its verb or noun, one the other with -ing: "boulder" sessions are the value bouldering, "bouldering"
 * the value boulder (five letters or more), and with the consonant doubled "mapping" missions are the value map.
 */
function ingFormOf(key: string, valueKey: string): boolean {
  if (!/^[a-z]+$/.test(key) || !/^[a-z]+$/.test(valueKey)) return false;
  if (Math.min(key.length, valueKey.length) >= 5 && (valueKey === `${key}ing` || key === `${valueKey}ing`)) return true;
  return valueKey.length >= 3 && /[^aeiou]$/.test(valueKey) && key === `${valueKey}${valueKey.at(-1)}ing`;
}

/**
 * Those who do an activity and the activity, the last word of each: "lane swimmers" do lane swimming, "climbers"
 * climbing (the words before the last the same, the stem four letters or more); and a status of what was done, those
 * who did it or the things it was done to: "finishers" Finished, "rejects" Rejected, "returns" Returned.
 */
function doerOf(key: string, valueKey: string): boolean {
  const [doers, activity] = [key.split(" "), valueKey.split(" ")];
  if (doers.length !== activity.length || doers.slice(0, -1).join(" ") !== activity.slice(0, -1).join(" ")) return false;
  const doer = /^([a-z]{4,})ers?$/.exec(doers.at(-1)!)?.[1];
  const done = /^([a-z]{4,})ing$/.exec(activity.at(-1)!)?.[1];
  if (doer !== undefined && doer === done) return true;
  const status = /^([a-z]{4,})ed$/.exec(activity.at(-1)!)?.[1];
  const named = /^([a-z]{4,}?)(?:ers|s)$/.exec(doers.at(-1)!)?.[1];
  return status !== undefined && named === status;
}

/**
 * The initials of each way a word splits into two English words, the first of three letters or more and the second of
 * four ("pothole" → ph; not "claimant" → claim + ant, a word and a suffix).
 */
function compoundInitials(key: string): string[] {
  const found: string[] = [];
  if (!/^[a-z]{7,}$/.test(key)) return found;
  // (Without a word list, the words the lexicon and the parser know: "down" + "town" of downtown, DT.)
  const known = (word: string) => isEnglish(word) || KNOWN_WORDS.has(word) || STOP_WORDS.has(word) || PLACE_NOUNS.has(word);
  for (let at = 3; at <= key.length - 4; at++) if (known(key.slice(0, at)) && known(key.slice(at))) found.push(key[0]! + key[at]!);
  return found;
}

/** Whether a three-letter capital code's letters (or a lower-case code's of two to four consonants: thrm for thermal) appear in the word in order from its first, and no other code of the column's does as early. */
function letterCodeOf(key: string, value: string, values: readonly (string | boolean)[], parts: readonly string[] = [key]): boolean {
  const fits = (code: string) => {
    // Capital codes (STE, DLX) and lower-case ones without vowels (clr for colour, pb for paperback).
    if (
      !(
        /^[A-Z]{3}$/.test(code) ||
        // (its first letter may be a vowel, as the word's is: "upr" for upright, "ext" for exterior)
        /^[a-z][b-df-hj-np-tv-z]{2,3}$/.test(code) ||
        // (or ending in the word's own last vowel, as the capital ones may: "lge" for league)
        (/^[a-z][b-df-hj-np-tv-z]{1,2}[aeiou]$/.test(code) && code.at(-1) === key.replace(/s$/, "").at(-1)) ||
        (/^[b-df-hj-np-tv-z]{2}$/.test(code) && key.length >= 6)
      ) ||
      key.length < 4 ||
      key[0] !== code[0]!.toLowerCase() ||
      // (A capital code with a vowel after its first letter begins the word, CAN of Canada, MEX of Mexico; it is not
      // letters picked across another word: "cartons" is no CAN, "unclaimed" no UAE.)
      // (The word's own last vowel may end it: "suite" STE.)
      (/[AEIOU]/.test(code.endsWith(key.at(-1)!.toUpperCase()) ? code.slice(1, -1) : code.slice(1)) && !key.startsWith(code.toLowerCase()))
    )
      return false;
    // (A code of three letters keeps them close together: "central" CTR and "birthday" BDY, not "conductor", whose T is
    // five letters on.)
    // (Or within one part of a written compound: "city-centre" CTR, its letters close in "centre".)
    const close = (word: string) => word[0] === code[0]!.toLowerCase() && widestGap(code.toLowerCase(), word) <= 4;
    return lettersInOrder(code.slice(1).toLowerCase(), key, 1) >= 0 && (code.length < 3 || close(key) || parts.some(close));
  };
  return fitsFirst(key, value, values, fits);
}

/**
 * A value's English from the embedded lexicon, where no dictionary glossed it ("matrikula" tuition, "lalaki" man): every
 * word of the value translated, or nothing.
 */
function lexiconGlosses(value: string): string[] {
  const words = fold(value).trim().split(/\s+/);
  // (A value of several words that is one name, "cnàimh an sgadain" herringbone, by the names of several words.)
  const named = words.length > 1 ? NAME_PHRASES[words.join(" ")] : undefined;
  if (named) return [named];
  const english = words.map((word) => (/^[a-z]{4,}$/.test(word) ? nameTranslation(word) : undefined));
  return english.every((word) => word !== undefined) ? [english.join(" ")] : [];
}

/** A text's content words, singular and sorted: "group lessons" and "lesson group" are one bag. */
const wordBag = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !FUNCTION_WORDS.has(word))
    .map(singular)
    .sort()
    .join(" ");

/** The same word, or the same but for its last one or two letters, four or more shared ("lezioni" lezione, "private" privata). */
export function sameWordInflected(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 4 || b.length < 4 || Math.abs(a.length - b.length) > 2 || /\d/.test(a + b)) return false;
  const shared = sharedStart(a, b);
  return shared >= 4 && shared >= Math.max(a.length, b.length) - 2;
}

/** "delivered" and "delivery", "shipped" and "shipping", "cancelled" and "cancellation": one stem, at least five letters. */
function participleOf(key: string, valueKey: string): boolean {
  if (areSynonyms(key, valueKey)) return true;
  const stem = key.slice(0, -2);
  const valueStem = valueKey.replace(/(ation|ations|ion|ions|ies|ing|ed|y|s|e)$/, "");
  return stem.length >= 5 && (valueStem === stem || valueStem === stem.replace(/(.)\1$/, "$1"));
}

const regionCache = new Map<string, Set<string> | undefined>();
const REGION_LANGUAGES = ["en", "es", "fr", "de", "pt"];
/** The folded names of an ISO 3166 region code in the five languages the parser reads (from the runtime's ICU data). */
function regionNames(code: string): Set<string> | undefined {
  if (regionCache.has(code)) return regionCache.get(code);
  let names: Set<string> | undefined;
  try {
    const found = REGION_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: "region", fallback: "none" }).of(code)).filter(
      (name): name is string => typeof name === "string",
    );
    names = found.length > 0 ? new Set(found.map((name) => keyOf(name))) : undefined;
  } catch {
    names = undefined;
  }
  regionCache.set(code, names);
  return names;
}

const languageCache = new Map<string, Set<string> | undefined>();
/** The folded names of an ISO 639-1 language code ("fr": french, francais, frances, franzosisch) in the five languages, and their adjectives' stems. */
function languageNames(code: string): Set<string> | undefined {
  if (languageCache.has(code)) return languageCache.get(code);
  let names: Set<string> | undefined;
  try {
    const found = REGION_LANGUAGES.map((language) => new Intl.DisplayNames([language], { type: "language", fallback: "none" }).of(code.toLowerCase())).filter(
      (name): name is string => typeof name === "string" && name.toLowerCase() !== code.toLowerCase(),
    );
    names = found.length > 0 ? new Set(found.map((name) => keyOf(name))) : undefined;
  } catch {
    names = undefined;
  }
  languageCache.set(code, names);
  return names;
}

/** Whether a column's values are all ISO codes of languages (EN, FR, JA): a word names one by the language, not by its letters. */
const namesLanguages = (values: readonly (string | boolean)[]) =>
  values.length >= 2 && values.every((value) => typeof value === "string" && /^[A-Za-z]{2}$/.test(value) && languageNames(value) !== undefined);

/** Whether a column's values are all ISO codes of countries (GB, US, CN), three or more: a word names one by the country's name. */
const namesRegions = (values: readonly (string | boolean)[]) =>
  values.length >= 3 && values.every((value) => typeof value === "string" && /^[A-Z]{2}$/.test(value) && regionNames(value) !== undefined);

/** Prepositions and conjunctions, never read as a value's code ("through" is no THR, "across" no ACR). */
const CODE_FREE_WORDS: ReadonlySet<string> = new Set(
  (
    "through thru across over under between within without along among around during after before since until against toward towards " +
    "upon about above below behind beyond despite except while whether either neither those these their there where which other another"
  ).split(" "),
);

/** Words that name one value of a column written in other ways (codes, singular, another word). */
const VALUE_GROUPS: readonly (readonly string[])[] = [
  ["female", "females", "f", "w", "woman", "women", "girl", "girls", "feminine"],
  ["male", "males", "m", "man", "men", "boy", "boys", "masculine"],
];

interface ValueEntry {
  value: string;
  key: string;
  singular: string;
  /** The value's words, folded ("battesimo della sella": battesimo, della, sella). */
  parts: string[];
  /** The value's words as a bag with its amounts in their unit's base ("250t" 250tonne), when it has digits. */
  unitBag?: string;
  /** The value's English from the embedded lexicon (`lexiconGlosses`), translated on first use and kept with the index. */
  lexiconGlosses?: string[];
}
/** The comparable keys of a column's sampled values, computed once per values list (a table is linked many times per question). */
const valueIndexes = new WeakMap<readonly (string | boolean)[], ValueEntry[]>();
/** Case endings of Hungarian, Finnish, the Slavic languages and Romanian after a name ("Debrecen-ben", "Oulu-ssa"). */
const CASE_ENDINGS =
  /^(?:ben|ban|bol|rol|ba|be|on|ön|nak|nek|ig|ssa|sta|lla|lta|lle|ssä|stä|llä|ltä|na|u|om|em|e|a|ul|ului|ului|lui|n|an|en|in|un|yn|hin|ksi|tta)$/;

/** A sign ending a value or a word, as a word: "O-" is "O negative", "AB+" "AB positive". */
const signsAsWords = (text: string) => text.replace(/\+$/, " positive").replace(/(?<=\w)-$/, " negative");

function valueIndex(values: readonly (string | boolean)[]): ValueEntry[] {
  let index = valueIndexes.get(values);
  if (!index) {
    index = values
      .filter((value): value is string => typeof value === "string")
      // A sign ending a value is a word: "O-" is "O negative", "A+" "A positive" (else both would be "o", "a").
      .map((value) => {
        const key = keyOf(signsAsWords(value));
        const parts = fold(value).match(/\p{L}+|\d+/gu) ?? [];
        return { value, key, singular: singular(key), parts, ...(/\d/.test(value) ? { unitBag: unitBag(value).bag } : {}) };
      })
      .filter((entry) => entry.key !== "");
    valueIndexes.set(values, index);
  }
  return index;
}

/** True when a folded word names a time column generically ("when", "date", "day"). */
export const isTimeWord = (word: string) => POINT_IN_TIME_WORDS.has(fold(word)) || ["when", "dates", "period"].includes(fold(word));
