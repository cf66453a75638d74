/**
 * West Frisian (Frysk) analysis words, folded (û u, ê e, ô o, â a): question words, aggregates, periods, months and days,
 * chart names, and the nouns hire, delivery, building and work columns are named with ("plak", "oantal", "wurdearring",
 * "annulearre"). Words that are English or another language's too ("net", "mei", "fan", "of", "en", "yn", "sunder",
 * "dak", "alle", "wer") are read only in a Frisian question, by `FRISIAN_CONTEXT_WORDS` and `FRISIAN_PHRASES`; the words
 * Dutch has with the same English ("totaal", "gemiddeld", "elke", "klant", "kwartaal", "dagen") are its lexicon's.
 */
export const FRISIAN_WORDS: Readonly<Record<string, string>> = {
  // Question words ("hoe folle", how many, is a phrase).
  hoefolle: "how many",
  hokker: "which",
  hokke: "which",
  wannear: "when",
  // Aggregates and degrees.
  trochsneed: "average",
  meast: "most",
  measte: "most",
  minst: "least",
  heechst: "highest",
  heechste: "highest",
  leechst: "lowest",
  leechste: "lowest",
  grutst: "largest",
  grutste: "largest",
  lytst: "smallest",
  lytste: "smallest",
  oantal: "number",
  persint: "percent",
  prosint: "percent",
  mear: "more",
  earste: "first",
  leste: "last",
  foarige: "previous",
  folgjende: "next",
  kommende: "next",
  tusken: "between",
  boppe: "above",
  allinnich: "only",
  oant: "to",
  gjin: "not",
  // Numbers (twa, two, and san, seven, are English words: read in a Frisian question only).
  ien: "one",
  trije: "three",
  fjouwer: "four",
  fiif: "five",
  seis: "six",
  acht: "eight",
  njoggen: "nine",
  tsien: "ten",
  alve: "eleven",
  tolve: "twelve",
  tweintich: "twenty",
  hundert: "hundred",
  tuzen: "thousand",
  // Periods.
  jier: "year",
  jierren: "years",
  jierliks: "yearly",
  moanne: "month",
  moannen: "months",
  moanliks: "monthly",
  wike: "week",
  wiken: "weeks",
  wykliks: "weekly",
  deistich: "daily",
  kwartalen: "quarters",
  hjoed: "today",
  begjin: "start",
  begjindatum: "start date",
  eindatum: "end date",
  einddatum: "end date",
  // Months (april and july are English already; augustus is read in a Frisian question) and days.
  jannewaris: "january",
  febrewaris: "february",
  maart: "march",
  maaie: "may",
  juny: "june",
  septimber: "september",
  oktober: "october",
  novimber: "november",
  desimber: "december",
  moandei: "monday",
  tiisdei: "tuesday",
  woansdei: "wednesday",
  tongersdei: "thursday",
  sneon: "saturday",
  snein: "sunday",
  // Money.
  priis: "price",
  prizen: "prices",
  jild: "money",
  betelling: "payment",
  betellingen: "payments",
  betelle: "paid",
  unbetelle: "unpaid",
  bedrach: "amount",
  wearde: "value",
  koarting: "discount",
  // Places and buildings.
  plak: "town",
  plakken: "towns",
  doarp: "village",
  doarpen: "villages",
  sted: "city",
  steden: "cities",
  huzen: "houses",
  wenhus: "dwelling",
  wenhuzen: "dwellings",
  buorkerij: "farmhouse",
  buorkerijen: "farmhouses",
  skuorre: "barn",
  skuorren: "barns",
  gebou: "building",
  gebouwen: "buildings",
  dakken: "roofs",
  monumint: "monument",
  monuminten: "monuments",
  komof: "origin",
  oerflak: "area",
  ofstan: "distance",
  // Work, staff and material.
  nij: "new",
  nije: "new",
  reparaasje: "repair",
  reparaasjes: "repairs",
  ferfange: "replace",
  ferfanging: "replacement",
  wurk: "work",
  soarte: "type",
  soarten: "types",
  opdracht: "job",
  opdrachten: "jobs",
  ploech: "crew",
  ploegen: "crews",
  arbeider: "worker",
  arbeiders: "workers",
  arbeid: "labour",
  materiaal: "material",
  materialen: "materials",
  steiger: "scaffolding",
  steigers: "scaffolding",
  namme: "name",
  nammen: "names",
  oeren: "hours",
  // Hires, deliveries and their states.
  ferhier: "rental",
  ferhiering: "rental",
  ferhierings: "rentals",
  ferhieringen: "rentals",
  hierder: "renter",
  hierders: "renters",
  leveringen: "deliveries",
  molke: "milk",
  reindagen: "rain days",
  fertraging: "delay",
  fertragingen: "delays",
  wurdearring: "rating",
  wurdearrings: "ratings",
  waardearring: "rating",
  steat: "status",
  annulearre: "cancelled",
  klear: "finished",
  // Charts ("lit … sjen", show, is a phrase; "toan", show, is Vietnamese too).
  grafyk: "chart",
  grafiken: "charts",
  steafdiagram: "bar chart",
  linediagram: "line chart",
  taartdiagram: "pie chart",
  sirkeldiagram: "pie chart",
};

/**
 * Frisian words that are English or another language's too, read so only in a Frisian question (one with a word of
 * `FRISIAN_MARKERS`): "wat" (what; Dutch that), "hoe" (how), "folle" (much), "elk" (each), "twa" (two), "san" (seven),
 * "augustus", "freed" (Friday), "dei" (day; Italian of the), "juster" (yesterday), "ein" (end; German a), "som" (sum),
 * "dak" (roof), "hus" (house), "rein" (rain; German pure), "levering" (delivery), "alle" (all; German), "wer" (where;
 * German who), "net" (not), "mei" (with; Dutch May), "sunder" (without), "ut" (from), "yn" (in), "troch" (by), "toan"
 * (show; Vietnamese "toán").
 */
export const FRISIAN_CONTEXT_WORDS: Readonly<Record<string, string>> = {
  wat: "what",
  hoe: "how",
  folle: "many",
  elk: "each",
  alle: "all",
  wer: "where",
  twa: "two",
  san: "seven",
  augustus: "august",
  freed: "friday",
  dei: "day",
  juster: "yesterday",
  ein: "end",
  som: "sum",
  dak: "roof",
  hus: "house",
  rein: "rain",
  levering: "delivery",
  net: "not",
  mei: "with",
  sunder: "without",
  ut: "from",
  yn: "in",
  troch: "by",
  toan: "show",
};

/** Words of `FRISIAN_WORDS` that Dutch, German or another language has too, or that a place's name may hold: no marker of a Frisian question. */
const FRISIAN_SHARED = new Set([
  "seis",
  "acht",
  "maart",
  "oktober",
  "arbeid",
  "arbeider",
  "arbeiders",
  "steiger",
  "steigers",
  "gebouwen",
  "ploegen",
  "steden",
  "sted",
  "leveringen",
  "opdracht",
  "opdrachten",
  "materiaal",
  "materialen",
  "einddatum",
  "kommende",
  "hundert",
  "minst",
  "mear",
  "koarting",
]);

/** The words of `FRISIAN_WORDS` of four letters or more that no other language or English has, and Frisian's verbs ("wiene", "binne", "sjen"): one makes a question Frisian. */
export const FRISIAN_MARKERS: ReadonlySet<string> = new Set([
  ...Object.keys(FRISIAN_WORDS).filter((word) => word.length >= 4 && /^[a-z]+$/.test(word) && !FRISIAN_SHARED.has(word)),
  "gjin",
  "wiene",
  "wienen",
  "binne",
  "hawwe",
  "hiene",
  "sjen",
  "sunder",
  "folle",
]);

/** English of Frisian periods, in "dit jier" (this year), "ferline moanne" (last month), "per wike" (per week). */
const FRISIAN_PERIODS: Readonly<Record<string, string>> = { jier: "year", moanne: "month", wike: "week", dei: "day", kwartaal: "quarter" };
const FRISIAN_PERIOD = Object.keys(FRISIAN_PERIODS).join("|");

/**
 * Frisian phrases (folded) read in a Frisian question: "hoe folle" (how many), "lit my … sjen" (show), "wiene der" (there
 * were, nothing asked), "dit jier", "ferline jier", "folgjend jier" (this, last, next year), "per moanne", "yn 2025",
 * "fan … oant …" (from … to), "mear as" (more than), "it measte" (the most), "soarte wurk" (work type); then the words
 * English has too, before the phrases of English read them: "in" (a), "of" (or), "en" (and), "fan" (of), "dy't", "dat" (that).
 */
export const FRISIAN_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\bhoe(?: folle|'n soad)\b/g, "how many"],
  [/\b(?:lit|lit(?:te)?) (?:my|us|ris) /g, "show "],
  [/\btoan (?:my|us) /g, "show "],
  [/\bsjen\b/g, ""],
  // Verbs that ask nothing: "wiene der" (there were), "binne der", "hat der", "is der".
  [/\b(?:wiene|wienen|wie|binne|is|hat|hawwe|hie|hiene) der\b/g, ""],
  [/\b(?:wiene|wienen|binne|hawwe|hiene|wurde|waarden|waard)\b/g, ""],
  // Periods.
  [new RegExp(`\\bdit (${FRISIAN_PERIOD})\\b`, "g"), (match) => `this ${FRISIAN_PERIODS[match[1]!]}`],
  [new RegExp(`\\b(?:(?:it|de) )?(?:ferline|foarich|foarige|ofrune|leste) (${FRISIAN_PERIOD})\\b`, "g"), (match) => `last ${FRISIAN_PERIODS[match[1]!]}`],
  [
    new RegExp(`\\b(?:(?:it|de) )?(?:folgjend|folgjende|kommend|kommende|takom|takommende) (${FRISIAN_PERIOD})\\b`, "g"),
    (match) => `next ${FRISIAN_PERIODS[match[1]!]}`,
  ],
  [new RegExp(`\\b(?:per|elke|alle) (${FRISIAN_PERIOD})\\b`, "g"), (match) => `per ${FRISIAN_PERIODS[match[1]!]}`],
  [/\bfan (\S+) oant\b/g, (match) => `from ${match[1]} to`],
  // Comparisons and superlatives.
  [/\b(?:mear|heger|grutter) (?:as|dan)\b/g, "more than"],
  [/\b(?:minder|leger|lytser) (?:as|dan)\b/g, "less than"],
  [/\bop (?:syn|it) minst\b/g, "at least"],
  [/\b(?:it|de) (meast|measte|minst|minste|heechste|leechste|grutste|lytste)\b/g, (match) => match[1]!],
  // Names of two words.
  [/\bsoarte wurk\b/g, "work type"],
  [/\byn behanneling\b/g, "pending"],
  // The words English has too: the article "in" (a), "of" (or), "en" (and), "fan" (of), "dy't", "dat" (that).
  [/\bin\b/g, ""],
  [/\bof\b/g, "or"],
  [/\ben\b/g, "and"],
  [/\bfan\b/g, "of"],
  [/\bdy'?t\b|\bdat\b/g, ""],
  [/\byn\b/g, "in"],
];

/**
 * Frisian names of several words ("soarte_wurk", work type; "nij_dak", new roof; "ein_datum", end date), as a column's
 * name or a value writes them, by their words: read as their English.
 */
export const FRISIAN_NAME_PHRASES: Readonly<Record<string, string>> = {
  "soarte wurk": "work type",
  "nij dak": "new roof",
  "nije dakken": "new roofs",
  "begjin datum": "start date",
  "ein datum": "end date",
  "yn behanneling": "pending",
  "net betelle": "unpaid",
};

/**
 * West Frisian verbs that delete, remove, change or empty, folded (infinitives, which a Frisian request uses, and
 * imperatives): "wiskje" (delete), "fuortsmite" (throw away), "fuorthelje" (take away), "ferwiderje" (remove),
 * "feroarje" (change), "bywurkje" (update), "bewurkje" (edit), "oanpasse" (adjust), "oerskriuwe" (overwrite),
 * "leechmeitsje" (empty), "skrasse" (strike out), "ferneatigje" (destroy), "ferfange" (replace). None is an English or a
 * Dutch word (Dutch says "wissen", "verwijderen", "veranderen", "bijwerken", "aanpassen", "overschrijven", "vervangen").
 */
export const FRISIAN_DELETE_VERBS: readonly string[] = [
  "wiskje",
  "wisk",
  "fuortsmite",
  "fuorthelje",
  "ferwiderje",
  "ferwider",
  "feroarje",
  "bywurkje",
  "bewurkje",
  "oanpasse",
  "oerskriuwe",
  "leechmeitsje",
  "skrasse",
  "ferneatigje",
  "ferfange",
];
