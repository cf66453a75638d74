import { editDistance } from "@modular-planner/kit";
import { ABBREVIATIONS, MONTHS, NUMBER_WORDS, PHRASES, STOP_WORDS, TRANSLATIONS } from "./lexicon.js";
import {
  ALBANIAN_CONTEXT_WORDS,
  ALBANIAN_MARKERS,
  BASQUE_MARKERS,
  GREEK_CONTEXT_WORDS,
  GREEK_MARKERS,
  SLAVIC_CONTEXT_WORDS,
  SLAVIC_WORDS,
  TAGALOG_CONTEXT_WORDS,
  BASQUE_PHRASES,
  IRISH_MARKERS,
  IRISH_PHRASES,
  LUXEMBOURGISH_MARKERS,
  LUXEMBOURGISH_PHRASES,
  FAROESE_MARKERS,
  FAROESE_PHRASES,
  BRETON_MARKERS,
  BRETON_WORDS,
  BRETON_PHRASES,
  SARDINIAN_MARKERS,
  SARDINIAN_PHRASES,
  bretonBaseForms,
  GAELIC_CONTEXT_WORDS,
  GAELIC_MARKERS,
  GAELIC_MARKING_PHRASES,
  GAELIC_PHRASES,
  GAELIC_WORDS,
  gaelicBaseForms,
  FRISIAN_CONTEXT_WORDS,
  FRISIAN_MARKERS,
  FRISIAN_PHRASES,
  FRISIAN_WORDS,
  OCCITAN_CONTEXT_WORDS,
  OCCITAN_MARKERS,
  OCCITAN_MARKING_PHRASES,
  OCCITAN_PHRASES,
  OCCITAN_WORDS,
  ASTURIAN_CONTEXT_WORDS,
  ASTURIAN_MARKERS,
  ASTURIAN_MARKING_PHRASES,
  ASTURIAN_PHRASES,
  ASTURIAN_WORDS,
  ROMANSH_CONTEXT_WORDS,
  ROMANSH_MARKERS,
  ROMANSH_MARKING_PHRASES,
  ROMANSH_PHRASES,
  ROMANSH_WORDS,
  MALTESE_MARKERS,
  MALTESE_PHRASES,
  TAGALOG_MARKERS,
  VIETNAMESE_PHRASES,
  isVietnamese,
} from "./lexicon-languages.js";
import { moneyVerb } from "./lexicon-verbs.js";

/** Words that shape the analysis; a misspelt one ("avergae", "mothly") is read as the word. */
const KEYWORDS = [
  "average",
  "median",
  "maximum",
  "minimum",
  "total",
  "number",
  "count",
  "highest",
  "lowest",
  "largest",
  "smallest",
  "between",
  "except",
  "excluding",
  "without",
  "including",
  "monthly",
  "weekly",
  "daily",
  "quarterly",
  "yearly",
  "distinct",
  "unique",
  "compare",
  "versus",
  "bottom",
  "sorted",
  "descending",
  "ascending",
  "percentage",
  "distribution",
  "histogram",
  "scatter",
  "stacked",
  "horizontal",
  "horiz",
  "chart",
  "month",
  "quarter",
  "week",
  "year",
  "where",
  "which",
  "greater",
  "fewer",
  // Verbs and nouns of the table's money ("colected", "revnue"; not "invoiced", a letter from "invoices").
  "collected",
  "revenue",
];
const KEYWORD_SET = new Set(KEYWORDS);
const keywordsNear = new Map<string, string | undefined>();
/** Four-letter words that shape the analysis ("this year", "last week", "each"): misspelt only by two letters swapped ("htis", "lsat", "yaer"). */
const SHORT_KEYWORDS = new Set([
  "this",
  "last",
  "past",
  "next",
  "year",
  "week",
  "each",
  "most",
  "than",
  "many",
  "much",
  "from",
  "over",
  "with",
  "what",
  "when",
]);
/** The English words that are such a swap of one ("form" of from, "pats" of past): meant as written. */
const SWAPPED_WORDS = new Set(["form", "pats", "lats", "mots"]);
/** The short keyword a four-letter word is with two neighbouring letters swapped ("htis" this, "lsat" last), when exactly one is. */
function swappedKeyword(word: string): string | undefined {
  const found = new Set<string>();
  for (let at = 0; at + 1 < word.length; at++) {
    const swapped = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (SHORT_KEYWORDS.has(swapped)) found.add(swapped);
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The one word of `candidates` that `word` is a letter away from (added, dropped, changed or two swapped; same first letter). */
function oneLetterFrom(word: string, candidates: readonly string[]): string | undefined {
  const near = candidates.filter(
    (candidate) =>
      Math.abs(candidate.length - word.length) <= 1 && candidate[0] === word[0] && editDistance(word, candidate, { max: 1, transpositions: true }) <= 1,
  );
  return near.length === 1 ? near[0] : undefined;
}

/**
 * Words of the phrases of dates ("the second half of", "the first quarter of") and the longer month names ("decmber",
 * "septmber"), put right when misspelt by one letter. (Not "march" or "april": "match" and "aprils" are words.)
 */
const PHRASE_WORDS = [
  "first",
  "second",
  "third",
  "fourth",
  "quarter",
  "months",
  "january",
  "february",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const phraseWordNear = (word: string): string | undefined =>
  PHRASE_WORDS.includes(word) || KEYWORD_SET.has(word) ? undefined : oneLetterFrom(word, PHRASE_WORDS);

/** Question words misspelt by a letter left out ("wich", "wher"): the letter is put back. */
const DROPPED_LETTER: Readonly<Record<string, string>> = {
  wich: "which",
  whic: "which",
  wher: "where",
  whos: "whose",
  totl: "total",
  // A question word without its apostrophe, and informal spellings ("thru the agency", "late nite rides").
  whats: "what",
  thru: "through",
  nite: "night",
  nites: "nights",
};

function keywordNear(word: string): string | undefined {
  if (DROPPED_LETTER[word]) return DROPPED_LETTER[word];
  if (word.length === 4 && !SHORT_KEYWORDS.has(word) && !SWAPPED_WORDS.has(word) && /^[a-z]+$/.test(word)) return swappedKeyword(word);
  if (word.length < 5 || KEYWORD_SET.has(word) || !/^[a-z]+$/.test(word)) return undefined;
  if (keywordsNear.has(word)) return keywordsNear.get(word);
  const found = oneLetterFrom(word, KEYWORDS);
  keywordsNear.set(word, found);
  return found;
}

/** Lower case without accents: "Région" → "region", "Umsätze" → "umsatze". */
/**
 * Letters with a stroke or a ligature, which NFD does not take apart (Polish ł, Danish and Norwegian ø and æ), Turkish
 * dotless ı, German ß and Icelandic þ and ð, as a keyboard without them writes them.
 */
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  // (Maltese ħ: "ħassar" is hassar.)
  ħ: "h",
  Ħ: "h",
  ł: "l",
  Ł: "l",
  ø: "o",
  Ø: "o",
  đ: "d",
  Đ: "d",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ı: "i",
  ß: "ss",
  þ: "th",
  Þ: "th",
  ð: "d",
  Ð: "d",
};

/**
 * Results of `fold`, `keyOf` and `identifierWords`, kept per text: the same column names, values and
 * words are folded thousands of times in reading one question (a quarter of its time before they were
 * kept). Emptied whole when full, so a long-lived server's memory stays bounded.
 */
const FOLDED_CAP = 50_000;
function remembered<T>(cache: Map<string, T>, text: string, make: (text: string) => T): T {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const made = make(text);
  if (cache.size >= FOLDED_CAP) cache.clear();
  cache.set(text, made);
  return made;
}
const folded = new Map<string, string>();
const keys = new Map<string, string>();
const identifiers = new Map<string, readonly string[]>();

/** Letters without their accents, lower case ("Région" → "region", "Łódź" → "lodz"). */
export const fold = (text: string) =>
  remembered(folded, text, (raw) =>
    // Plain ASCII has no accent to take off.
    /^[\x00-\x7f]*$/.test(raw)
      ? raw.toLowerCase()
      : raw
          .normalize("NFD")
          .replace(/\p{M}/gu, "")
          .replace(/[ħĦłŁøØđĐæÆœŒıßþÞðÐ]/g, (letter) => UNDECOMPOSED[letter]!)
          .toLowerCase(),
  );

/** The length of the shared beginning of two words ("lezioni", "lezione": 6). */
export const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** A comparable key of a value or name: folded, letters and digits only ("In-Store" → "instore"). */
export const keyOf = (text: string) => remembered(keys, text, (raw) => fold(raw).replace(/[^a-z0-9]/g, ""));

/** The words of an identifier: CamelCase, snake_case, kebab-case and digits split ("DateClaimSettled" → date claim settled). */
export function identifierWords(name: string): string[] {
  // (A copy of the kept words: callers may add to theirs.)
  return [
    ...remembered(identifiers, name, (raw) =>
      fold(
        raw
          .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
          .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
          .replace(/([a-zA-Z])(\d)/g, "$1 $2"),
      )
        .split(/[^a-z0-9]+/)
        .filter(Boolean),
    ),
  ];
}

/** German umlauts written as two letters ("Umsaetze", "Stueck") folded like the umlauts themselves ("umsatze", "stuck"). */
export const transliterate = (word: string) => word.replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u").replace(/aa/g, "a");

/** Case endings of Slavic nouns and adjectives (folded: Czech, Slovak, Slovenian, Croatian, Serbian), longest first, and the endings of their base forms. */
const SLAVIC_CASE_ENDINGS = [
  "ima",
  "ama",
  "ega",
  "ami",
  "ach",
  "och",
  "ih",
  "em",
  "ych",
  "ymi",
  "ego",
  "emu",
  "eho",
  "ich",
  "ej",
  "ou",
  "om",
  "ov",
  "ym",
  "im",
  "iu",
  "a",
  "e",
  "i",
  "o",
  "u",
  "y",
];
const SLAVIC_BASE_ENDINGS = ["", "y", "a", "e", "i", "o"];

/**
 * The base form the Czech and Slovak lexicon has of a word in another case ("stlpcovom" of stlpcovy, "grafe" of graf,
 * "priemernu" of priemerna), or undefined: a case ending off, a base form's ending on, and the lexicon must know it.
 */
export function slavicBaseForm(word: string): string | undefined {
  if (word.length < 5 || !/^[a-z]+$/.test(word) || SLAVIC_WORDS[word] !== undefined) return undefined;
  for (const ending of SLAVIC_CASE_ENDINGS) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, word.length - ending.length);
    if (stem.length < 3) continue;
    const base = SLAVIC_BASE_ENDINGS.map((end) => stem + end).find((form) => form !== word && SLAVIC_WORDS[form] !== undefined);
    if (base) return base;
  }
  return undefined;
}

/**
 * Whether two folded words are forms of one Czech or Slovak noun ("zakaziek", genitive plural, of "zakazky"): the same
 * first three letters and, with a case ending off each, the same consonants (the vowels a case inserts or drops aside).
 */
export function sameSlavicStem(a: string, b: string): boolean {
  if (a === b || a.length < 5 || b.length < 5 || a.slice(0, 3) !== b.slice(0, 3) || !/^[a-z]+$/.test(a) || !/^[a-z]+$/.test(b)) return false;
  const stem = (word: string) => {
    const ending = SLAVIC_CASE_ENDINGS.find((end) => word.endsWith(end) && word.length - end.length >= 4) ?? "";
    return word.slice(0, word.length - ending.length).replace(/[aeiouy]/g, "");
  };
  const [x, y] = [stem(a), stem(b)];
  return x.length >= 3 && x === y;
}

/** The English of a folded word of another language, if the lexicon has it (umlauts written out too; Czech and Slovak cases read). */
export const translate = (word: string): string | undefined => {
  // (West Frisian's, Occitan's, Asturian's and Romansh's words last: none is a word another lexicon reads.)
  const known =
    TRANSLATIONS[word] ??
    (/ae|oe|ue|aa/.test(word) ? TRANSLATIONS[transliterate(word)] : undefined) ??
    (Object.hasOwn(FRISIAN_WORDS, word) ? FRISIAN_WORDS[word] : undefined) ??
    (Object.hasOwn(OCCITAN_WORDS, word) ? OCCITAN_WORDS[word] : undefined) ??
    (Object.hasOwn(ASTURIAN_WORDS, word) ? ASTURIAN_WORDS[word] : undefined) ??
    (Object.hasOwn(ROMANSH_WORDS, word) ? ROMANSH_WORDS[word] : undefined);
  if (known !== undefined) return known;
  const base = slavicBaseForm(word);
  if (base !== undefined) return SLAVIC_WORDS[base];
  // Finnish "-ittain", by each: "operaattoreittain" by operator, "alueittain" by region (the stem, read as a column's cognate).
  const finnishBy = /^([a-z]{4,})ittain$/.exec(word);
  return finnishBy ? `by ${finnishBy[1]}` : undefined;
};

/** The words before a French "plus" (the most, more): "le plus", "les plus", "pas plus". */
const FRENCH_BEFORE_PLUS = new Set(["le", "la", "les", "au", "aux", "en", "de", "du", "des", "ou", "et", "un", "une", "pas", "ne", "n", "a"]);

/** Words of an amount that, before a slash, make it a rate: "rev/trip" is revenue per trip. */
const AMOUNT_BEFORE_SLASH = new Set([
  "revenue",
  "sales",
  "income",
  "turnover",
  "cost",
  "costs",
  "price",
  "fee",
  "fees",
  "spend",
  "profit",
  "margin",
  "pay",
  "amount",
  "value",
  "distance",
  "km",
  "miles",
  "minutes",
  "hours",
  "duration",
  "weight",
  "kg",
  "units",
  "items",
]);

/** A word with its abbreviation expanded ("qty" → "quantity"); unknown words unchanged. */
export const expand = (word: string) => ABBREVIATIONS[word] ?? word;

/** English plurals no ending rule gives back ("knives", "shelves", "children"). */
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  knives: "knife",
  wives: "wife",
  halves: "half",
  shelves: "shelf",
  calves: "calf",
  wolves: "wolf",
  loaves: "loaf",
  thieves: "thief",
  children: "child",
};

/** Singular of a simple English plural ("categories" → "category", "sales" stays; "knives" → "knife"). */
export function singular(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && word !== "sales") return word.slice(0, -1);
  return word;
}

/** Courtesy words around a question ("…per week please", "please show…", "… thanks!"): no part of what is asked. */
const COURTESY = String.raw`(?:please|pls|plz|thanks|thank\s+you|thx|cheers|kindly)`;
const LEADING_COURTESY = new RegExp(String.raw`^\s*${COURTESY}\b[\s,!.:-]*`, "i");
const TRAILING_COURTESY = new RegExp(String.raw`[\s,;:-]*\b${COURTESY}(?:\s+(?:so\s+much|a\s+lot))?\s*[!.?]*\s*$`, "i");

/** The question without courtesy words at its start or end (a question of courtesy words only is kept). */
export function withoutCourtesy(question: string): string {
  let text = question;
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(TRAILING_COURTESY, "").replace(LEADING_COURTESY, "");
  }
  return text.trim() ? text : question;
}

export interface Token {
  /** Folded and translated to English. */
  word: string;
  /** As written (for case-sensitive short values such as "F"). */
  raw: string;
  index: number;
  /** A comma or semicolon follows the word: a clause or list item ends there ("For each drone model, how many …"). */
  pause?: true;
  /** A full stop, question or exclamation mark follows the word: a sentence ends there ("… recorded? Give me …"). */
  sentenceEnd?: true;
  /** An opening bracket follows the word ("the outreach (EDU) evenings"). */
  opensBracket?: true;
  /** A closing bracket follows the word. */
  closesBracket?: true;
  /** A colon follows the word: what comes after it spells out what came before ("… visits in Gdańsk: date, service and price"). */
  colon?: true;
  /** A dash set apart by spaces follows the word: what comes after it says more of what came before ("top 5 rounds - date, route"). */
  dash?: true;
}

/**
 * A dictionary's English for a word, unless the parser reads the word itself: a month, a number or a
 * stop word of any language it knows ("marzo" is March, not Polish "margin").
 */
const glossOf = (glosses: Readonly<Record<string, string>>, word: string) =>
  Object.hasOwn(glosses, word) && MONTHS[word] === undefined && NUMBER_WORDS[word] === undefined && !STOP_WORDS.has(word) ? glosses[word] : undefined;

/** The ISO code of a currency written as its symbol. */
const SYMBOL_CODES: Readonly<Record<string, string>> = {
  "£": "gbp",
  "€": "eur",
  $: "usd",
  "¥": "jpy",
  "₹": "inr",
  "₩": "krw",
  "฿": "thb",
  "₫": "vnd",
  "₪": "ils",
};

/** French and Italian elisions before a word ("l'", "d'", "qu'", "dell'", "un'"). */
const ELIDED = /^(?:l|d|j|n|s|m|t|c|qu|jusqu|lorsqu|puisqu|dell|dall|nell|sull|all|coll|dev|quell|quest|un)'(?=\p{L}{2})/iu;

/**
 * Tokens of a question: folded, multi-word phrases of other languages replaced, single words
 * translated to English. Decimal numbers, dates (2024-03-01) and hyphenated words stay whole.
 */
export function tokenize(
  question: string,
  untranslated: ReadonlySet<string> = new Set(),
  keepPhrase: (phrase: string) => boolean = () => false,
  glosses: Readonly<Record<string, string>> = {},
): Token[] {
  // "weren't", "didn't", "isn't": the negation is a word of its own.
  let text = question
    .replace(/[’`]/g, "'")
    .replace(/\b(\p{L}+)n't\b/giu, "$1 not")
    // Written without the apostrophe, or misspelt so: "wernt", "didnt", "wasnt", "dont".
    .replace(
      /\b(were|wer|was|is|are|did|do|does|had|has|have|could|would|should)nt\b/gi,
      (_whole, verb: string) => `${/^wer$/i.test(verb) ? "were" : verb} not`,
    )
    .replace(/\bcan not\b/gi, "cannot")
    // "w/ tech and service", "w/o the refunds": the shorthand for "with" and "without".
    .replace(/(^|\s)w\/o(?=\s|$)/giu, "$1without")
    .replace(/(^|\s)w\/(?=\s|\p{L})/giu, "$1with ")
    // "avg rev/trip", "cost/unit", "km/day": an amount's word before a slash is by what follows it, "per" (not "versus", as
    // "ebike/mech" is).
    .replace(/\b(\p{L}+)\/(?=\p{L}{2,}\b)/gu, (whole, word: string) => (AMOUNT_BEFORE_SLASH.has(expand(fold(word))) ? `${word} per ` : whole))
    // "between 100 and 200 square metres", "over 50 sq ft": an area is one unit, as "m2" and "sqft" write it.
    .replace(/\b(?:square|sq\.?)\s+(?:metres|meters|metre|meter|m)\b/giu, "m2")
    .replace(/\b(?:square|sq\.?)\s+(?:feet|foot|ft)\b/giu, "sqft")
    .replace(/\b(?:square|sq\.?)\s+(?:kilometres|kilometers|kilometre|kilometer|km)\b/giu, "km2")
    // "# of rush jobs", "no. of jobs", "#jobs": the shorthands for "number of" (not the "no" of a negation).
    .replace(/(^|\s)(?:#|no\.|nr\.)\s?of(?=\s)/giu, "$1number of")
    .replace(/(^|\s)#(?=\p{L})/giu, "$1number of ")
    // "count + amount owed": a plus sign set apart after a count asks for both too.
    .replace(/\b(count|number|total|sum)\s\+\s(?=\p{L})/giu, "$1 and ")
    // "jobs + total $": a plus sign set apart before an aggregate asks for both, as "and" does ("BT + TRW" stays a list).
    .replace(/(?<=[\p{L}\p{N}$£€%)])\s\+\s(?=(?:total|sum|avg|average|mean|median|count|number|max|min|#|\$|£|€)(?![\p{L}]))/giu, " and ")
    // "frost-only jobs", "cash-only sales": the word and "only", not one word no value is spelt as.
    .replace(/(\p{L}{3,})-only\b/giu, "$1 only")
    // "a one-night guest", "three-day hires": a number spelt out and a unit joined by a hyphen are the number and the unit,
    // as "a 1-night guest" is read.
    .replace(HYPHENED_NUMBER_UNIT, "$1 $2")
    // "the biggest-spending parties", "top-earning sites": a superlative and what it ranks by, two words.
    .replace(/\b(biggest|highest|lowest|top|best|worst|most|least|largest|smallest|fastest|slowest)-(\p{L}{3,}ing)\b/giu, "$1 $2")
    // "loans per month through 2025", "throughout 2026": the year whole, unless a start was said before it ("from 2024
    // through 2025", "Jan 2025 through 2026" stay ranges).
    .replace(/\b(through|thru|throughout)\s+((?:19|20)\d{2})\b(?!\s*[-–/])/giu, (whole, _word: string, year: string, offset: number, text: string) =>
      /\b(?:from|between|since|starting|after|(?:19|20)\d{2}|jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*|q[1-4])\b[^.?!;]*$/iu.test(
        text.slice(Math.max(0, offset - 40), offset),
      )
        ? whole
        : `in ${year}`,
    )
    // "avg disc %", "the margin %": a percent sign after a name, not after a number, is its percentage ("disc pct").
    .replace(/(^|\s)(\p{L}{2,})\s?%(?![\p{L}\p{N}])/gu, (whole, before: string, word: string) =>
      ["what", "which", "the", "a", "as", "in", "by", "of", "per", "and", "or", "how", "than"].includes(word.toLowerCase()) ? whole : `${before}${word} pct`,
    )
    // "in '26", "Q3 ’25": a year written with its last two digits after an apostrophe (not "the '90s").
    .replace(/(^|[\s(])['’‘](\d{2})(?![\p{L}\p{N}'’])/gu, (_whole, before: string, year: string) => `${before}${Number(year) < 70 ? "20" : "19"}${year}`)
    // "90° washes", "a 40°C wash": a temperature written with the degree sign is the number and "degrees".
    .replace(/(\d)\s?°\s?[CF]?(?![\p{L}\p{N}])/gu, "$1 degrees")
    // A minus sign before a number is a negative number ("colder than −5 °C"); a dash set apart by spaces is not.
    .replace(/(?<!\d)−(?=\d)/g, "-")
    // "£40", "€ 1,200", "40€": an amount in a currency written as its symbol is the number then the currency's code, as
    // "40 pounds" is written ("between £40 and £60" compares money).
    .replace(
      /(^|[^\p{L}\p{N}])([£€$¥₹₩฿₫₪])\s?(\d[\d,]*(?:\.\d+)?)/gu,
      (_whole, before: string, symbol: string, amount: string) => `${before}${amount} ${SYMBOL_CODES[symbol]}`,
    )
    .replace(/(\d)\s?([£€¥₹₩฿₫₪])(?![\p{L}\p{N}])/gu, (_whole, digit: string, symbol: string) => `${digit} ${SYMBOL_CODES[symbol]}`)
    // "avg $ per job", "total € by month": a currency's symbol standing alone is the money asked for.
    .replace(/(^|\s)[£€$¥₹₩฿₫₪](?=\s|$|[?.,!;:])/gu, "$1money")
    // "in % of delivered", "as a % of": a percent sign standing alone after "in", "as" or "a" is the word.
    .replace(/\b(in|as|a)\s+%(?=\s+of\b)/gi, "$1 percent")
    // "a wait of 20-30 mins", "60–70%": two numbers joined by a dash are a range, as "20 to 30" is (not a year and its
    // month, 2024-05, nor two years, 2024-2025, nor part of a code, ASE-300001; "3000-6000 km" is a range).
    .replace(
      /(?<![\p{L}\p{N}.,-])(\d+(?:\.\d+)?)(%?)\s?[-–]\s?(\d+(?:\.\d+)?)(?![\p{L}\p{N}-]|[.,]\d)/gu,
      (whole, low: string, percent: string, high: string) =>
        (/^(?:19|20)\d{2}$/.test(low) && (/^\d{2}$/.test(high) || /^(?:19|20)\d{2}$/.test(high))) || Number(low) > Number(high)
          ? whole
          : `${low}${percent} to ${high}`,
    )
    // "between 5 kg and 10 kg", "from £40 to £60": a unit written after both numbers of a range is written once, after
    // the second, as "between 5 and 10 kg" is.
    .replace(/\b(\d[\d,]*(?:\.\d+)?) (\p{L}+) (and|to|or) (\d[\d,]*(?:\.\d+)?) \2\b/gu, "$1 $3 $4 $2");
  // Whether the question has a Slavic word of the lexicon ("prikazi", "okrajih"): then "po" is "by", as it is in no English
  // one, and "je" is "is", not German "per". (Not a word of the table's own names or values: an English question naming
  // the column pocet_bodov is still English.)
  let questionWords: string[] | undefined;
  const foldedWords = () => (questionWords ??= fold(question).match(/\p{L}+/gu) ?? []);
  let hasSlavicWord: boolean | undefined;
  const slavic = () =>
    (hasSlavicWord ??= foldedWords().some(
      (word) => word.length >= 4 && !untranslated.has(word) && (SLAVIC_WORDS[word] !== undefined || slavicBaseForm(word) !== undefined),
    ));
  // Whether the question has a word only Albanian has ("shfaq", "sipas", "porositë"): then "e", "i", "të", "së" are the
  // genitive's "of", "në" is "in", "pa" without, "sa" how many, and "po" is no Slavic "by" (it is Albanian yes). (Not a
  // word of the table's own names or values, as for the Slavic words.)
  let hasAlbanianWord: boolean | undefined;
  const albanian = () => (hasAlbanianWord ??= foldedWords().some((word) => !untranslated.has(word) && ALBANIAN_MARKERS.has(word)));
  // Whether the question has a word only Tagalog has ("ilang", "magkano", "bawat"): then "sa", "ng", "na", "may", "lang",
  // "hindi" are its particles (not the month May, nor the language Hindi).
  let hasTagalogWord: boolean | undefined;
  const tagalog = () => (hasTagalogWord ??= foldedWords().some((word) => !untranslated.has(word) && TAGALOG_MARKERS.has(word)));
  // Whether the question has a Greek word written in Latin letters ("poses", "fetos", "perissotera"): then "den" is not,
  // "to", "ta", "tin" the articles, "se", "stis" in, "apo" from, "ana" per. (Two of them, or one not of the table's own
  // names: an English question naming the column texnikos is still English.)
  let hasGreekWord: boolean | undefined;
  const greek = () => (hasGreekWord ??= foldedWords().some((word) => !untranslated.has(word) && GREEK_MARKERS.has(word)));
  // Phrases are matched on the folded text; the rest keeps its case ("F", "HQ") when folding kept the
  // length, and a phrase that is a column's name ("order value" of orderValue) is not rewritten.
  // Words of the date phrases misspelt by a letter ("the secnd half of 2025", "first quater") are put right first, as
  // the phrases are read before the words are.
  let folded = fold(text).replace(/\b[a-z]{5,}\b/g, (word) => phraseWordNear(word) ?? word);
  const aligned = folded.length === text.length;
  // A question written in Vietnamese is read by its phrases first: its words are syllables ("doanh thu", revenue).
  // A question with a word only Basque has is read by its phrases too: case endings on numbers and names, verbs of two words.
  const marked = (markers: ReadonlySet<string>) => foldedWords().some((word) => !untranslated.has(word) && markers.has(word));
  const basque = marked(BASQUE_MARKERS);
  // So is a question with a word only Irish has: its mutated words ("horduithe", "ghraf") and phrases ("cé mhéad").
  const irish = marked(IRISH_MARKERS);
  // And a Maltese one, by its letters (ħ, għ) or a word only Maltese has: its articles joined to the noun ("il-prodott").
  const maltese = /ħ|għ/i.test(question) || marked(MALTESE_MARKERS);
  // And a Luxembourgish one, by a word only Luxembourgish has: "am Joer 2025", "zu Esch", its articles.
  const luxembourgish = marked(LUXEMBOURGISH_MARKERS);
  // And a Faroese one, by a word only Faroese has: "í 2025", "á hvørjari leið", "sum kakumynd".
  const faroese = marked(FAROESE_MARKERS);
  // And a Breton one: "e miz Kerzu 2025", "e 2026", its articles, "c'h" read as k.
  const breton = marked(BRETON_MARKERS);
  // And a Sardinian one: "de su 2025", "pro cada", its articles and clitics ("faghe·mi").
  const sardinian = marked(SARDINIAN_MARKERS);
  // And a Scottish Gaelic one: "cia mheud", "san Iuchar", "a h-uile", "air a chur dheth", its articles (a word Irish has
  // too, "iomlan", may make it Irish as well: the Gaelic phrases are read instead of the Irish ones).
  const gaelic = marked(GAELIC_MARKERS) || GAELIC_MARKING_PHRASES.test(fold(question));
  // And a West Frisian one: "hoe folle", "yn 2025", "lit my … sjen", "wiene der", "of" (or), "en" (and), "fan" (of).
  const frisian = !gaelic && marked(FRISIAN_MARKERS);
  // And an Occitan one: "quant de vendas", "i aguèt", "mejana", "balhatz-me", "son pas anulladas", "las … per" (Catalan
  // "quina", "quants", Spanish and Portuguese "quantas", "vendas" mark none).
  // And an Asturian one: "cuántes cuentes", "toles", "selmana", "amuésame", "¿cuál ye …", "de les cuentes" (Spanish
  // "cuántas", "media", "fecha" mark none); read before the Occitan phrases, whose "los … per" it has too.
  const asturian = !gaelic && !frisian && (marked(ASTURIAN_MARKERS) || ASTURIAN_MARKING_PHRASES.test(fold(question)));
  // And a Romansh one: "tge", "quants … hai dà", "mussa", "onn", "betg", "il pli", "l'onn", "quest mais" (Catalan
  // "quants", Italian "vendita", "lingua" mark none); read before the Occitan phrases, whose "las … per" it has too.
  const romansh = !gaelic && !frisian && !asturian && (marked(ROMANSH_MARKERS) || ROMANSH_MARKING_PHRASES.test(fold(question)));
  const occitan = !gaelic && !frisian && !asturian && !romansh && (marked(OCCITAN_MARKERS) || OCCITAN_MARKING_PHRASES.test(fold(question)));
  for (const [pattern, english] of [
    ...(isVietnamese(question) ? VIETNAMESE_PHRASES : []),
    ...(basque ? BASQUE_PHRASES : []),
    ...(gaelic ? GAELIC_PHRASES : []),
    // (Not in a Gaelic question, whose words the Irish phrases would misread: "an-diugh", today, is no Irish article.)
    ...(irish && !gaelic ? IRISH_PHRASES : []),
    ...(maltese ? MALTESE_PHRASES : []),
    ...(luxembourgish ? LUXEMBOURGISH_PHRASES : []),
    ...(faroese ? FAROESE_PHRASES : []),
    ...(breton ? BRETON_PHRASES : []),
    ...(sardinian ? SARDINIAN_PHRASES : []),
    ...(frisian ? FRISIAN_PHRASES : []),
    ...(occitan ? OCCITAN_PHRASES : []),
    ...(asturian ? ASTURIAN_PHRASES : []),
    ...(romansh ? ROMANSH_PHRASES : []),
    ...PHRASES,
  ]) {
    let nextFolded = "";
    let nextText = "";
    let at = 0;
    for (const match of folded.matchAll(pattern)) {
      if (keepPhrase(match[0])) continue;
      const replaced = typeof english === "string" ? english : english(match);
      nextFolded += folded.slice(at, match.index) + replaced;
      nextText += text.slice(at, match.index) + replaced;
      at = match.index + match[0].length;
    }
    if (at === 0) continue;
    folded = nextFolded + folded.slice(at);
    text = aligned ? nextText + text.slice(at) : folded;
  }
  if (!aligned) text = folded;
  const tokens: Token[] = [];
  const matcher =
    /\d{4}-\d{2}(?:-\d{2})?(?!\d)|(?:(?<=^|[\s(<>=])-)?\d{1,3}(?:,\d{3})+(?:\.\d+)?%?|(?:(?<=^|[\s(<>=])-)?\d+(?:[.,]\d+)?%?|[\p{L}\p{N}]+(?:['_-][\p{L}\p{N}]+)*(?:\+|-(?![\p{L}\p{N}]))?|[<>=!]=?|"[^"]*"|'[^']*'/gu;
  let previousEnd = -1;
  for (const match of text.matchAll(matcher)) {
    // A comma, a semicolon or a dash set apart by spaces ("paying by card - avg price") ends a clause; not a dash between
    // two numbers ("18 - 25").
    const gap = text.slice(previousEnd, match.index);
    const dash = /\s[-–—]+\s|\s[–—]|[–—]\s/.test(gap) && !(/\d$/.test(text.slice(0, previousEnd)) && /^\d/.test(match[0]));
    // (An opening bracket sets apart what it holds too: "not paid (open or overdue)".)
    if (tokens.length > 0 && (/[,;(]/.test(gap) || dash)) tokens[tokens.length - 1]!.pause = true;
    if (tokens.length > 0 && gap.includes("(")) tokens[tokens.length - 1]!.opensBracket = true;
    if (tokens.length > 0 && gap.includes(")")) tokens[tokens.length - 1]!.closesBracket = true;
    if (tokens.length > 0 && /:\s/.test(gap)) tokens[tokens.length - 1]!.colon = true;
    if (tokens.length > 0 && dash) tokens[tokens.length - 1]!.dash = true;
    if (tokens.length > 0 && /[.?!]\s/.test(gap)) tokens[tokens.length - 1]!.sentenceEnd = true;
    previousEnd = match.index + match[0].length;
    // An elided article or preposition of French or Italian is not part of the word: "l'importo" is importo,
    // "d'inspection" inspection.
    const raw = match[0].replace(ELIDED, "");
    const word = fold(raw);
    if (/^["']/.test(raw) && raw.length > 1) {
      tokens.push({ word: word.slice(1, -1), raw: raw.slice(1, -1), index: tokens.length });
      continue;
    }
    // A dictionary's English for a word of another language comes last: the lexicon's reading wins.
    // (Tagalog's "hindi" is its "not" even where a yes/no column holds it as its no: "hindi para sa …" leaves rows out.)
    // "grown-ups plus kids": "plus" is French for more only after an article or before "de"/"que" ("le plus de", "plus
    // que"); else it adds, as in English, and stays.
    const frenchPlus =
      word === "plus" &&
      (FRENCH_BEFORE_PLUS.has(fold(tokens.at(-1)?.raw ?? "")) || /^\s*(?:de|d'|du|des|que|qu')/i.test(text.slice(previousEnd)) || tokens.length === 0);
    const english =
      untranslated.has(word) || (word === "plus" && !frenchPlus)
        ? word === "hindi" && tagalog()
          ? "not"
          : undefined
        : // (A Gaelic question's words are no Slavic, Albanian, Tagalog or Greek ones: "graf" is its chart, "in" no Slovenian "and".)
          ((gaelic && Object.hasOwn(GAELIC_CONTEXT_WORDS, word) ? GAELIC_CONTEXT_WORDS[word] : undefined) ??
          // (So are a Frisian question's: "wat" is its what, "net" not, "mei" with.)
          (frisian && Object.hasOwn(FRISIAN_CONTEXT_WORDS, word) ? FRISIAN_CONTEXT_WORDS[word] : undefined) ??
          // (And an Occitan question's: "pas" is its not, "mai" most, "es" is, "quin" which.)
          (occitan && Object.hasOwn(OCCITAN_CONTEXT_WORDS, word) ? OCCITAN_CONTEXT_WORDS[word] : undefined) ??
          // (And an Asturian question's: "ye" is its is, "nun" not, "cena" dinner, "files" rows.)
          (asturian && Object.hasOwn(ASTURIAN_CONTEXT_WORDS, word) ? ASTURIAN_CONTEXT_WORDS[word] : undefined) ??
          // (And a Romansh question's: "mais" is its month, "nua" where, "data" date, "tip" type, "na" not.)
          (romansh && Object.hasOwn(ROMANSH_CONTEXT_WORDS, word) ? ROMANSH_CONTEXT_WORDS[word] : undefined) ??
          (gaelic || frisian || occitan || asturian || romansh
            ? undefined
            : albanian()
              ? ALBANIAN_CONTEXT_WORDS[word]
              : slavic()
                ? SLAVIC_CONTEXT_WORDS[word]
                : tagalog()
                  ? TAGALOG_CONTEXT_WORDS[word]
                  : greek()
                    ? GREEK_CONTEXT_WORDS[word]
                    : undefined) ??
          translate(word) ??
          // A Breton word with its first consonant mutated ("werzher" of the column gwerzher, "viz" of miz, month).
          (breton
            ? bretonBaseForms(word)
                .map((form) => (untranslated.has(form) ? form : BRETON_WORDS[form]))
                .find(Boolean)
            : undefined) ??
          // A Gaelic word with its beginning mutated ("bhliadhna" of bliadhna, "h-uile" of uile, "t-sultain" of sultain).
          (gaelic
            ? gaelicBaseForms(word)
                .map((form) =>
                  untranslated.has(form)
                    ? form
                    : Object.hasOwn(GAELIC_WORDS, form)
                      ? GAELIC_WORDS[form]
                      : Object.hasOwn(GAELIC_CONTEXT_WORDS, form)
                        ? GAELIC_CONTEXT_WORDS[form]
                        : undefined,
                )
                .find(Boolean)
            : undefined) ??
          moneyVerb(word) ??
          keywordNear(word) ??
          decompound(word, untranslated) ??
          glossOf(glosses, word));
    const parts = english ? english.split(" ") : [word.replace(/'s$/, "")];
    for (const part of parts) tokens.push({ word: part, raw, index: tokens.length });
  }
  return tokens;
}

const HYPHENED_NUMBER_UNIT = new RegExp(
  `\\b(${Object.keys(NUMBER_WORDS).join("|")})-(night|day|week|month|year|hour|minute|mile|km|kilometre|kilometer|metre|meter|litre|liter|kilo|kg|pound|tonne|ton)\\b`,
  "giu",
);

/** Last parts of compounds naming what a row measures or is known by, in the Germanic and Finnic languages ("-wert", "-nummer", "-prijs", "-hinta"). */
const COMPOUND_HEADS = new Set([
  "wert",
  "preis",
  "nummer",
  "summe",
  "betrag",
  "kosten",
  "datum",
  "dauer",
  "stunden",
  "menge",
  "gewicht",
  "umsatz",
  "prijs",
  "bedrag",
  "pris",
  "belopp",
  "hinta",
  "summa",
]);

/**
 * A compound of two translated words, as German writes them: "gesamtumsatz" is total revenue,
 * "durchschnittsnote" average grade (with the linking "s"). Both parts must be known words.
 */
export function decompound(word: string, untranslated: ReadonlySet<string> = new Set(), unknownFirst = true): string | undefined {
  if (word.length < 9 || !/^[a-z]+$/.test(word)) return undefined;
  let headOnly: string | undefined;
  for (let at = 4; at <= word.length - 4; at++) {
    const right = translate(word.slice(at));
    if (!right) continue;
    const left = translate(word.slice(0, at)) ?? (word[at - 1] === "s" ? translate(word.slice(0, at - 1)) : undefined);
    if (left) return `${left} ${right}`;
    // "Auftragswert", "Auftragsnummer": a first part the lexicon lacks stays as written (its linking "s" dropped) before
    // the last part's English, "auftrag value" (not a word naming one of the table's columns in another form,
    // "stammkunden" of stammkunde).
    const first = word[at - 1] === "s" && at > 5 ? word.slice(0, at - 1) : word.slice(0, at);
    if (
      unknownFirst &&
      COMPOUND_HEADS.has(word.slice(at)) &&
      !headOnly &&
      ![...untranslated].some((name) => sharedStart(name, word) >= name.length - 1 && word.length - name.length <= 2)
    )
      headOnly = `${first} ${right}`;
  }
  return headOnly;
}
