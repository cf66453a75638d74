/**
 * Sardinian (LSC) analysis words, folded (à a, è e, ì i, ò o, ù u), to English: question words, aggregates, months, chart
 * names, and the nouns bookings columns are named with ("prenotatzione", "totale", "votu"). Words that are English, Italian
 * or Spanish too ("su", "sa", "sos", "pro", "e", "mi") are read only in a Sardinian question, by `SARDINIAN_PHRASES`.
 */
export const SARDINIAN_WORDS: Readonly<Record<string, string>> = {
  cantas: "how many",
  cantos: "how many",
  cantu: "how much",
  prenotatzione: "booking",
  prenotatziones: "bookings",
  totale: "total",
  chene: "without",
  annulladu: "cancelled",
  annullada: "cancelled",
  annulladas: "cancelled",
  annullados: "cancelled",
  votu: "rating",
  mediu: "average",
  graficu: "chart",
  barras: "bar",
  orizontales: "horizontal",
  orizontale: "horizontal",
  torta: "pie",
  rigas: "rows",
  faghe: "make",
  mustra: "show",
  ammustra: "show",
  ghennargiu: "january",
  freargiu: "february",
  martzu: "march",
  abrile: "april",
  maju: "may",
  lampadas: "june",
  triulas: "july",
  austu: "august",
  cabudanni: "september",
  santugaine: "october",
  santandria: "november",
  nadale: "december",
  annu: "year",
  mese: "month",
  meses: "months",
};

/** The words of `SARDINIAN_WORDS` that no other language or English has: one makes a question Sardinian. */
export const SARDINIAN_MARKERS: ReadonlySet<string> = new Set([
  "cantas",
  "prenotatziones",
  "chene",
  "faghe",
  "graficu",
  "orizontales",
  "rigas",
  "austu",
  "amus",
  "apidu",
  "boga",
  "cabudanni",
  "santugaine",
  "ghennargiu",
]);

/** Sardinian phrases (folded) read in a Sardinian question: "de su 2025" (of 2025), "pro cada" (per), articles, "·mi". */
export const SARDINIAN_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\bde su (\d{4})\b/g, (match) => `${match[1]}`],
  [/\bin su (\d{4})\b/g, (match) => `in ${match[1]}`],
  [/\bpro cada\b/g, "per"],
  [/\bgraficu a barras orizontales\b/g, "horizontal bar chart"],
  [/\bgraficu a (?:barras|colunnas)\b/g, "bar chart"],
  [/\bgraficu a torta\b/g, "pie chart"],
  [/·(?:mi|lu|la|los|las)\b/g, ""],
  [/\b(?:amus|azis|ant) apidu\b/g, ""],
  [/\bdae\b/g, "from"],
  [/\b(?:su|sa|sos|sas|unu|una|totu)\b ?/g, ""],
];
