/**
 * Breton analysis words, folded (ù u, ñ n), to English: question words, aggregates, periods, chart names, and the nouns
 * sales and orders columns are named with ("hollad", "kementad", "priz", "pratik", "ker"). A Breton word often begins with
 * a mutated consonant ("werzher" of gwerzher, "viz" of miz, "daolenn" of taolenn): `bretonBaseForms` gives the forms to
 * look up. Words that are English or French too ("an", "e", "du", "here") are read only in a Breton question, by
 * `BRETON_PHRASES`.
 */
export const BRETON_WORDS: Readonly<Record<string, string>> = {
  petra: "what",
  hollad: "total",
  kementad: "quantity",
  keidenn: "average",
  keitat: "average",
  niver: "number",
  niverenn: "number",
  miz: "month",
  mizio: "months",
  bloaz: "year",
  sizhun: "week",
  deiz: "day",
  deiziad: "date",
  gwerzh: "sale",
  gwerzhiou: "sales",
  gwerzher: "seller",
  gwerzherien: "sellers",
  pratik: "customer",
  pratiked: "customers",
  ker: "town",
  kerio: "towns",
  unanenn: "unit",
  priz: "price",
  distaol: "discount",
  koust: "cost",
  kas: "shipping",
  paeamant: "payment",
  nullet: "cancelled",
  evit: "for",
  dre: "by",
  hep: "without",
  gant: "with",
  eus: "from",
  holl: "all",
  diskouezit: "show",
  diskouez: "show",
  grafik: "chart",
  barrennou: "bar",
  barrenn: "bar",
  kelc: "pie",
  linenn: "line",
  brasan: "most",
  bihanan: "least",
  taolenn: "table",
  plij: "please",
};

/** The words of `BRETON_WORDS` that no other language or English has: one makes a question Breton. */
export const BRETON_MARKERS: ReadonlySet<string> = new Set([
  "hollad",
  "kementad",
  "gwerzhiou",
  "evit",
  "dre",
  "hep",
  "grit",
  "grafik",
  "barrennou",
  "niver",
  "petra",
  "diskouezit",
  "lamit",
  "diverkit",
]);

/** Breton months, folded, by number: read after "miz" (month) in a Breton question ("e miz Kerzu 2025", in December 2025). */
const BRETON_MONTHS: Readonly<Record<string, string>> = {
  genver: "january",
  "c'hwevrer": "february",
  chwevrer: "february",
  meurzh: "march",
  ebrel: "april",
  mae: "may",
  mezheven: "june",
  gouere: "july",
  eost: "august",
  gwengolo: "september",
  here: "october",
  du: "november",
  kerzu: "december",
};

/** Breton phrases (folded) read in a Breton question: "e miz Kerzu 2025" (in December 2025), "e 2026" (in 2026), articles, "c'h" as k. */
export const BRETON_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [new RegExp(`\\b(?:e |en )?(?:miz|viz) (${Object.keys(BRETON_MONTHS).join("|")})\\b`, "g"), (match) => `in ${BRETON_MONTHS[match[1]!]}`],
  [/\be (\d{4})\b/g, (match) => `in ${match[1]}`],
  [/\bmar plij\b/g, "please"],
  // (English words too, read so only here: "pet" how many, "grit" make.)
  [/\bpet (?=\p{L})/gu, "how many "],
  [/\bgrit\b/g, "make"],
  [/\bgrafik barrenn(?:ou)?\b/g, "bar chart"],
  [/\bc'h(?=\p{L})/gu, "k"],
  [/\b(?:an|ar|al|ur|un|ul)\b ?/g, ""],
];

/** The base forms of a Breton word whose first consonant may be mutated ("werzher" gwerzher, "viz" miz, "daolenn" taolenn). */
export function bretonBaseForms(word: string): string[] {
  const forms: string[] = [];
  const swap = (from: string, to: string) => {
    if (word.startsWith(from) && word.length >= from.length + 2) forms.push(to + word.slice(from.length));
  };
  swap("w", "gw");
  swap("v", "m");
  swap("v", "b");
  swap("d", "t");
  swap("z", "d");
  swap("g", "k");
  swap("b", "p");
  swap("f", "p");
  swap("h", "k");
  return forms;
}
