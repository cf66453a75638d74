/**
 * Luxembourgish analysis words, folded (é e, ë e, ä a), to English: question words, aggregates, periods, and the nouns
 * childcare and bookings columns are named with ("Stonnen", "Mettegiessen", "Reservatiounen"). Words that are English or
 * German too ("am", "den", "zu", "all", "der", "pro") are read only in a Luxembourgish question, by `LUXEMBOURGISH_PHRASES`.
 */
export const LUXEMBOURGISH_WORDS: Readonly<Record<string, string>> = {
  weivill: "how many",
  weivillen: "how many",
  wivill: "how many",
  duerchschnett: "average",
  duerchschnettlech: "average",
  joer: "year",
  joren: "years",
  meint: "months",
  woch: "week",
  eischte: "first",
  eischten: "first",
  zweet: "second",
  zweeten: "second",
  drett: "third",
  drette: "third",
  veiert: "fourth",
  veierte: "fourth",
  reservatioun: "booking",
  reservatiounen: "bookings",
  stonnen: "hours",
  stonn: "hour",
  goufen: "",
  gouf: "",
  gebucht: "booked",
  ofgesot: "cancelled",
  mettegiessen: "lunch",
  iessen: "meals",
  elteren: "parents",
  erzeier: "carer",
  erzeierin: "carer",
  ukonft: "arrival",
  tabell: "table",
  // (A childcare "Struktur" is the facility, a crèche.)
  struktur: "facility",
  staat: "state",
  grupp: "group",
  gruppen: "groups",
  akommensgrupp: "income group",
  vum: "of the",
  weisen: "show",
  weis: "show",
  bezuelt: "paid",
  kanner: "children",
  kand: "child",
};

/** The words of `LUXEMBOURGISH_WORDS` that no other language or English has: one makes a question Luxembourgish. */
export const LUXEMBOURGISH_MARKERS: ReadonlySet<string> = new Set([
  "weivill",
  "weivillen",
  "wivill",
  "duerchschnett",
  "goufen",
  "reservatiounen",
  "joer",
  "vum",
  "eischte",
  "eischten",
  "weisen",
]);

/** Luxembourgish phrases (folded) read in a Luxembourgish question: "am Joer 2025" (in 2025), "zu Esch" (in Esch), articles. */
export const LUXEMBOURGISH_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\bam joer (\d{4})\b/g, (match) => `in ${match[1]}`],
  [/\bam (?=(?:eischten?|zweeten?|drett?e?|veierte?) quartal)\b/g, "in the "],
  // (Read before the English date phrases: "am éischte Quartal 2026" is "in the first quarter 2026".)
  [/\beischten? quartal\b/g, "first quarter"],
  [/\bzweeten? quartal\b/g, "second quarter"],
  [/\bdrett?e? quartal\b/g, "third quarter"],
  [/\bveierte? quartal\b/g, "fourth quarter"],
  [/\bw[e]?ivill(?:en)?\b/g, "how many"],
  [/\bwat ass\b/g, "what is"],
  [/\bzu (?=\p{Lu}|\p{L})/gu, "in "],
  [/\b(?:den|dem|der|d')\s*(?=\p{L})/gu, ""],
  [/\bw\.e\.g\./g, "please"],
];
