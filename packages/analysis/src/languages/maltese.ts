/**
 * Maltese analysis words, folded (ħ h, ġ g, ż z, għ gh), to English: question words, aggregates, periods, charts, and
 * the nouns sales and orders columns are named with ("prodott", "kwantità", "kanal", "imballaġġ_rigal"). Its articles
 * are joined to the noun with a hyphen ("il-prodott", "l-kwantità", "fil-ħanut": in the shop); `MALTESE_PHRASES` take
 * them off in a Maltese question (one with ħ or għ, or a word of `MALTESE_MARKERS`). Words that are English or another
 * language's too ("data", "le", "uri") are left out.
 */
export const MALTESE_WORDS: Readonly<Record<string, string>> = {
  kemm: "how many",
  liema: "which",
  kull: "each",
  sena: "year",
  snin: "years",
  xahar: "month",
  xhur: "months",
  gimgha: "week",
  jum: "day",
  ghal: "for",
  minn: "from",
  medja: "average",
  somma: "sum",
  totali: "total",
  iktar: "most",
  inqas: "least",
  aghtini: "show",
  urini: "show",
  wrini: "show",
  grafika: "chart",
  prodott: "product",
  prodotti: "products",
  kwantita: "quantity",
  ordni: "orders",
  ordnijiet: "orders",
  numru: "number",
  kanal: "channel",
  daqs: "size",
  prezz: "price",
  unita: "unit",
  skont: "discount",
  spiza: "cost",
  kunsinna: "delivery",
  pajjiz: "country",
  turist: "tourist",
  turisti: "tourists",
  hanut: "shop",
  imballagg: "wrapping",
  rigal: "gift",
  hlas: "payment",
  bejjiegh: "seller",
  ikkancellat: "cancelled",
  ikkancellati: "cancelled",
  dhalna: "earned",
  dahhalna: "earned",
  bieghna: "sold",
  bejgh: "sales",
  flus: "money",
  saru: "",
  harsa: "",
};

/** The words of `MALTESE_WORDS` of four letters or more that no other language or English has: one makes a question Maltese. */
export const MALTESE_MARKERS: ReadonlySet<string> = new Set([
  "kemm",
  "liema",
  "aghtini",
  "urini",
  "wrini",
  "dhalna",
  "dahhalna",
  "bieghna",
  "ordnijiet",
  "kwantita",
]);

/** Maltese phrases (folded) read in a Maltese question: articles joined to their nouns, "fl-2026" (in 2026), "mill-ogħla għall-inqas" (descending). */
export const MALTESE_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\bmill-oghla ghall-inqas\b/g, "descending"],
  [/\bmill-inqas ghall-oghla\b/g, "ascending"],
  [/\bfl-(\d{4})\b/g, (match) => `in ${match[1]}`],
  [/\bkemm-il\b/g, "how many"],
  [/\bfil-(?=\p{L})/gu, "in "],
  [/\b(?:tal|tat|tas|taz|tad|tar|tax|tan)-(?=\p{L})/gu, "of "],
  [/\bta' /g, "of "],
  [/\b(?:il|l|is|it|id|ir|ix|iz|in|ic|mill|ghall|bil|lill|mal|sal)-(?=\p{L})/gu, ""],
];
