/**
 * Verbs of money in Spanish, Portuguese, Italian, French, German, Dutch and Polish, read in any of their
 * usual forms: a stem and an ending of its conjugation ("incassato", "faturaram", "cobró", "gagné",
 * "verdienten", "zarobił" — folded, without accents), to the English verb the parser reads as the table's
 * money ("collected", "billed", "charged", "earned", "spent", "paid"). A dictionary lists a verb once, by
 * its infinitive; a question uses a person and a tense. The lexicon (`TRANSLATIONS`) is read first; only the
 * tokenizer reads these words (a column's name is read through the lexicon alone).
 */

/** Endings (folded) of verbs in -ar (Spanish, Portuguese), -are (Italian) and -er (French), by tense and person. */
const ROMANCE_ENDINGS =
  "a o e as es an am en ent ons ez amos emos iamo ate ato ata ati ado ada ados adas ou aron aram arono ara aran ar are er ando ava avano aba aban avam ait aient ais ee ees ei aste asti ano ou".split(
    " ",
  );
/** Endings of weak German and Dutch verbs ("verdient", "verdiende", "verdienten"). */
const GERMANIC_ENDINGS = "t te ten en d de den st".split(" ");
/** Endings of Polish verbs in the past and the infinitive ("zarobił", "zarobili", "zarobiono", "zarobić"). */
const POLISH_ENDINGS = "il ila ilo ili ily ilismy ilem iono ic ia iaja ial iali".split(" ");
/** Endings of Slovenian, Croatian, Serbian, Czech and Slovak verbs in the past and the infinitive ("iztržili", "zaradio", "utržili"). */
const SLAVIC_ENDINGS = "il ila ilo ili ile io iti it ili al ala alo ali ale ao ati at".split(" ");

const STEMS: readonly (readonly [stem: string, english: string, endings: readonly string[]])[] = [
  // Earning
  ["gan", "earned", ROMANCE_ENDINGS],
  ["ganh", "earned", ROMANCE_ENDINGS],
  ["guadagn", "earned", ROMANCE_ENDINGS],
  ["gagn", "earned", ROMANCE_ENDINGS],
  ["verdien", "earned", GERMANIC_ENDINGS],
  ["zarob", "earned", POLISH_ENDINGS],
  ["zarab", "earned", POLISH_ENDINGS],
  ["zasluz", "earned", SLAVIC_ENDINGS],
  ["zarad", "earned", SLAVIC_ENDINGS],
  ["vydel", "earned", SLAVIC_ENDINGS],
  ["zarob", "earned", SLAVIC_ENDINGS],
  // Billing and charging
  ["factur", "billed", ROMANCE_ENDINGS],
  ["fatur", "billed", ROMANCE_ENDINGS],
  ["fattur", "billed", ROMANCE_ENDINGS],
  ["cobr", "charged", ROMANCE_ENDINGS],
  ["addebit", "charged", ROMANCE_ENDINGS],
  // Taking in
  ["incass", "collected", ROMANCE_ENDINGS],
  ["encaiss", "collected", ROMANCE_ENDINGS],
  ["recaud", "collected", ROMANCE_ENDINGS],
  ["arrecad", "collected", ROMANCE_ENDINGS],
  ["ingres", "collected", ROMANCE_ENDINGS],
  ["kassier", "collected", GERMANIC_ENDINGS],
  ["iztrz", "collected", SLAVIC_ENDINGS],
  ["utrz", "collected", SLAVIC_ENDINGS],
  // Spending and paying
  ["gast", "spent", ROMANCE_ENDINGS],
  ["depens", "spent", ROMANCE_ENDINGS],
  ["wyda", "spent", POLISH_ENDINGS.map((ending) => ending.slice(1))],
  ["pag", "paid", ROMANCE_ENDINGS],
  ["zaplac", "paid", POLISH_ENDINGS],
  ["zapravi", "spent", ["l", "la", "lo", "li", "le", "ti"]],
  ["potros", "spent", SLAVIC_ENDINGS],
  ["zaplat", "paid", SLAVIC_ENDINGS],
  ["plac", "paid", SLAVIC_ENDINGS],
  ["plat", "paid", SLAVIC_ENDINGS],
];

/**
 * Whole forms no stem and ending give: strong participles and separable verbs, and a few nouns and question words of
 * money the lexicon lacks ("incasso", "spesa", "quanto"), read in questions only.
 */
const FORMS: Readonly<Record<string, string>> = {
  eingenommen: "collected",
  einnahmen: "revenue",
  ausgegeben: "spent",
  bezahlt: "paid",
  gezahlt: "paid",
  uitgegeven: "spent",
  betaald: "paid",
  betaalden: "paid",
  binnengehaald: "collected",
  opgebracht: "earned",
  gefactureerd: "billed",
  incasso: "takings",
  incassi: "takings",
  utarg: "takings",
  guadagno: "earnings",
  guadagni: "earnings",
  ricavo: "revenue",
  ingreso: "revenue",
  spesa: "spend",
  spese: "spend",
  uitgaven: "spend",
  wydatki: "spend",
  opbrengst: "revenue",
  inkomsten: "revenue",
  paye: "paid",
  payes: "paid",
  // Slovenian, Croatian, Czech and Slovak nouns of money in their cases ("prihodka", "iztržka", "tržieb", "zarade").
  prihodek: "revenue",
  prihodka: "revenue",
  prihodki: "revenue",
  prihodkov: "revenue",
  iztrzek: "takings",
  iztrzka: "takings",
  iztrzki: "takings",
  zasluzek: "earnings",
  zasluzka: "earnings",
  zarada: "earnings",
  zarade: "earnings",
  zaradu: "earnings",
  trzba: "revenue",
  trzby: "revenue",
  trzbu: "revenue",
  trzieb: "revenue",
  trzeb: "revenue",
  quanto: "how much",
  cuanto: "how much",
  cuanta: "how much",
};

/** Words a stem and an ending also spell ("page", "pager", "pagan") or nouns more often than verbs ("paga", "gana"): never read as a verb. */
const NOT_VERBS = new Set(["page", "pages", "pagan", "gane", "gate", "gates", "ganda", "gastar", "cobra", "cobras", "paga", "pago", "gana", "ganas", "pager"]);

/**
 * The English of a money word of another language, in any usual form of its verb; none for other
 * words (and for English words a stem and an ending happen to spell).
 */
export function moneyVerb(word: string): string | undefined {
  if (Object.hasOwn(FORMS, word)) return FORMS[word];
  if (word.length < 5 || NOT_VERBS.has(word)) return undefined;
  for (const [stem, english, endings] of STEMS) if (word.startsWith(stem) && endings.includes(word.slice(stem.length))) return english;
  return undefined;
}
