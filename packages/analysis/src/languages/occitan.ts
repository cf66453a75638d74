/**
 * Occitan analysis words (Lengadocian first, a few Gascon and Provençal forms), folded (à a, è e, ò o, ç c), to English:
 * question words, aggregates, periods, months and days, chart names, and the nouns sales, orders, jobs, visits and
 * pharmacy columns are named with ("vendeire", "prètz", "ordonança", "liurason", "anullada"). Words that are English or
 * another language's too with another sense ("pas", "mai", "mens", "sus", "es", "son", "ont", "que", "data", "part",
 * "article", "fach", "despensa", "recepta") are read only in an Occitan question, by `OCCITAN_CONTEXT_WORDS` and
 * `OCCITAN_PHRASES`; the words Catalan, Spanish or French have with the same English ("vendas", "mes", "trimestre",
 * "camembert", "nombre") are their lexicon's. None here is an English word.
 */
export const OCCITAN_WORDS: Readonly<Record<string, string>> = {
  // Question words ("quant de", how many, and "que", what, are phrases; "quin", "qual" below, in a question only).
  cossi: "how",
  quala: "which",
  qualas: "which",
  quinas: "which",
  quinis: "which",
  // Aggregates and degrees.
  mejana: "average",
  mejanas: "average",
  mejan: "average",
  mejans: "average",
  totala: "total",
  totalas: "totals",
  maximom: "maximum",
  minimom: "minimum",
  percentatge: "percentage",
  percentatges: "percentages",
  darrier: "last",
  darriera: "last",
  darriers: "last",
  darrieras: "last",
  primier: "first",
  primiera: "first",
  primiers: "first",
  melhor: "best",
  melhors: "best",
  pieger: "worst",
  levat: "except",
  // All ("totas las vendas"; Catalan says "totes", Spanish "todas"; Provençal "totei"): not the typo of "total" it looks like.
  totas: "all",
  totis: "all",
  totei: "all",
  // Gascon: "shens" (without), "mensh" (less).
  shens: "without",
  mensh: "less",
  // Periods.
  annada: "year",
  annadas: "years",
  setmana: "week",
  setmanas: "weeks",
  jorn: "day",
  jorns: "days",
  mesadier: "monthly",
  oras: "hours",
  uei: "today",
  // Months (abril, mai, octobre, novembre, decembre are the lexicon's already; "marc", March, is a name too: in a question
  // only) and Gascon's ("heurer", "seteme", "noveme", "deceme") and days.
  genier: "january",
  gener: "january",
  febrier: "february",
  heurer: "february",
  junh: "june",
  julhet: "july",
  julh: "july",
  agost: "august",
  setembre: "september",
  seteme: "september",
  outobre: "october",
  noveme: "november",
  deceme: "december",
  desembre: "december",
  diluns: "monday",
  dimars: "tuesday",
  dimecres: "wednesday",
  dijous: "thursday",
  divendres: "friday",
  dissabte: "saturday",
  dimenge: "sunday",
  // Charts ("grafic en barras", bar chart, and "fai veire", show, are phrases).
  grafic: "chart",
  grafics: "charts",
  corba: "line",
  corbas: "lines",
  istograma: "histogram",
  // Asking to see.
  mostratz: "show",
  balha: "show",
  balhatz: "show",
  donatz: "show",
  afichatz: "show",
  listatz: "list",
  // Money.
  pretz: "price",
  pretzes: "prices",
  pagat: "paid",
  pagada: "paid",
  pagats: "paid",
  pagadas: "paid",
  impagat: "unpaid",
  impagada: "unpaid",
  impagats: "unpaid",
  impagadas: "unpaid",
  pagament: "payment",
  pagaments: "payments",
  remborsament: "refund",
  remborsaments: "refunds",
  remborsat: "refunded",
  remborsada: "refunded",
  benefici: "profit",
  beneficis: "profits",
  crompa: "purchase",
  crompas: "purchases",
  crompat: "bought",
  crompada: "bought",
  vendut: "sold",
  venduda: "sold",
  venduts: "sold",
  vendudas: "sold",
  // Sales, orders, customers and staff.
  venda: "sale",
  comanda: "order",
  comandas: "orders",
  clienta: "customer",
  clientas: "customers",
  pacient: "patient",
  pacienta: "patient",
  pacients: "patients",
  pacientas: "patients",
  vendeire: "seller",
  vendeira: "seller",
  vendeires: "sellers",
  vendeiras: "sellers",
  emplegat: "employee",
  emplegada: "employee",
  emplegats: "employees",
  emplegadas: "employees",
  farmacian: "pharmacist",
  farmaciana: "pharmacist",
  farmacians: "pharmacists",
  farmacianas: "pharmacists",
  medecin: "doctor",
  medecins: "doctors",
  mecanician: "mechanic",
  mecanicians: "mechanics",
  tecnician: "technician",
  tecnicians: "technicians",
  servit: "served",
  servida: "served",
  servits: "served",
  servidas: "served",
  // Places.
  vila: "town",
  vilas: "towns",
  vilatge: "village",
  vilatges: "villages",
  ciutat: "city",
  ciutats: "cities",
  botiga: "shop",
  botigas: "shops",
  garatge: "garage",
  ostal: "house",
  ostals: "houses",
  cambra: "room",
  cambras: "rooms",
  departament: "department",
  // Channels and deliveries ("telefon", phone, is many languages' word: in a question only).
  correu: "mail",
  liurason: "delivery",
  liurasons: "deliveries",
  liurament: "delivery",
  liuraments: "deliveries",
  liurat: "delivered",
  liurada: "delivered",
  liurats: "delivered",
  liuradas: "delivered",
  domicili: "home",
  retirada: "collection",
  retiradas: "collections",
  // States.
  anullada: "cancelled",
  anulladas: "cancelled",
  anullat: "cancelled",
  anullats: "cancelled",
  anullacion: "cancellation",
  anullacions: "cancellations",
  tornat: "returned",
  tornada: "returned",
  tornats: "returned",
  tornadas: "returned",
  estat: "status",
  // Ratings, items and kinds.
  estela: "star",
  estelas: "stars",
  quantitat: "quantity",
  quantitats: "quantities",
  tipe: "type",
  tipes: "types",
  // Pharmacy and care.
  ordonanca: "prescription",
  ordonancas: "prescriptions",
  conselh: "advice",
  conselhs: "advice",
  substitucion: "substitution",
  substitucions: "substitutions",
  asseguranca: "insurance",
  assegurancas: "insurance",
  mutuala: "mutual",
  mutualas: "mutuals",
  secu: "social security",
  visita: "visit",
  durada: "duration",
  // Work, products and stays.
  trabalh: "job",
  trabalhs: "jobs",
  produch: "product",
  produches: "products",
  produchs: "products",
  nuechada: "night",
  nuechadas: "nights",
  nuech: "night",
  nuechs: "nights",
};

/**
 * Occitan words that are English or another language's too, read so only in an Occitan question (one with a word of
 * `OCCITAN_MARKERS` or a phrase of `OCCITAN_MARKING_PHRASES`): "quant", "quants" (how many; Catalan, French "quant à"),
 * "qual", "quin", "quina" (which; Catalan), "ont" (where; French they have), "quand" (when), "es", "son" (is, are),
 * "pas" (not; French), "mai" (more, most; May), "mens" (less; English men's), "sus" (on; Spanish their), "jos" (under),
 * "sens" (without; French sense), "amb", "e", "o", "en" (with, and, or, in), "lo", "dels", "pel" (the, of the, by the), "tot",
 * "tota" (all), "data" (date), "part" (share), "article" (item), "nota" (rating), "fach" (made; German Fach), "compte"
 * (count; French account), "despensa" (expense; Spanish pantry), "recepta" (takings; Catalan prescription), "especias"
 * (cash; Spanish spices), "remesa" (discount), "marc" (March; a name), "ier" (yesterday), "jornal" (daily; Portuguese
 * newspaper), "minutas" (minutes; Spanish fees), "telefon" (phone; a word of many languages, which English questions'
 * "phones" must not meet as a word the lexicon lists).
 */
export const OCCITAN_CONTEXT_WORDS: Readonly<Record<string, string>> = {
  quant: "how much",
  quants: "how many",
  quanta: "how much",
  quantes: "how many",
  qual: "which",
  quals: "which",
  quin: "which",
  quina: "which",
  quins: "which",
  ont: "where",
  quand: "when",
  es: "is",
  son: "are",
  eran: "were",
  era: "was",
  foguet: "was",
  fogueron: "were",
  fach: "made",
  facha: "made",
  fachs: "made",
  fachas: "made",
  pas: "not",
  mai: "most",
  mei: "more",
  mens: "less",
  pus: "more",
  sus: "on",
  jos: "under",
  sens: "without",
  amb: "with",
  dab: "with",
  dins: "in",
  en: "in",
  hens: "in",
  e: "and",
  o: "or",
  lo: "the",
  una: "a",
  ua: "a",
  dels: "of",
  deu: "of",
  deus: "of",
  pel: "by",
  pels: "by",
  peu: "by",
  peus: "by",
  tot: "all",
  tota: "all",
  totes: "all",
  data: "date",
  part: "share",
  parts: "shares",
  article: "item",
  articles: "items",
  nota: "rating",
  notas: "ratings",
  compte: "count",
  despensa: "expense",
  despensas: "expenses",
  recepta: "takings",
  receptas: "takings",
  especias: "cash",
  remesa: "discount",
  remesas: "discounts",
  marc: "march",
  abriu: "april",
  ier: "yesterday",
  mostra: "show",
  dona: "show",
  lista: "list",
  veire: "show",
  naut: "high",
  nauta: "high",
  pagar: "pay",
  paga: "pay",
  pagan: "pay",
  generics: "generic",
  telefon: "phone",
  jornal: "daily",
  minutas: "minutes",
};

/**
 * Words of `OCCITAN_WORDS` that Catalan, Spanish, Portuguese, French, Italian, Romanian or English has too, or that a
 * place's or a person's name may be: no marker of an Occitan question ("vila", "botiga", "setmana", "agost", "setembre",
 * "comanda" are Catalan; "medecin" French; "melhor" Portuguese; "totala", "mecanician" Romanian).
 */
const OCCITAN_SHARED = new Set([
  "gener",
  "agost",
  "setembre",
  "desembre",
  "dimecres",
  "dijous",
  "divendres",
  "dissabte",
  "setmana",
  "grafic",
  "grafics",
  "corba",
  "corbas",
  "pagat",
  "pagada",
  "pagats",
  "pagadas",
  "impagat",
  "impagada",
  "impagats",
  "impagadas",
  "pagament",
  "pagaments",
  "remborsament",
  "remborsat",
  "benefici",
  "beneficis",
  "venda",
  "comanda",
  "comandas",
  "clienta",
  "clientas",
  "pacient",
  "pacienta",
  "pacients",
  "pacientas",
  "medecin",
  "medecins",
  "mecanician",
  "servit",
  "servida",
  "servits",
  "servidas",
  "vila",
  "vilas",
  "ciutat",
  "ciutats",
  "botiga",
  "cambra",
  "cambras",
  "departament",
  "correu",
  "domicili",
  "retirada",
  "retiradas",
  "tornat",
  "tornada",
  "tornats",
  "tornadas",
  "estat",
  "estela",
  "quantitat",
  "quantitats",
  "tipe",
  "tipes",
  "asseguranca",
  "assegurancas",
  "visita",
  "durada",
  "totala",
  "totalas",
  "melhor",
  "melhors",
  "percentatge",
  "percentatges",
  "oras",
  "jorn",
  "liurat",
  "tecnician",
  "garatge",
  "julh",
  "secu",
]);

/**
 * The words of `OCCITAN_WORDS` of four letters or more that no other language or English has, and Occitan's verbs and
 * particles ("aguet", "avem", "faitz", "veire", "uei", "mejana", "pas" aside: French): one makes a question Occitan.
 */
export const OCCITAN_MARKERS: ReadonlySet<string> = new Set([
  ...Object.keys(OCCITAN_WORDS).filter((word) => word.length >= 4 && /^[a-z]+$/.test(word) && !OCCITAN_SHARED.has(word)),
  "cossi",
  "uei",
  "aguet",
  "agueron",
  "avem",
  "avetz",
  "aviam",
  "fogueron",
  "faitz",
  "fasetz",
  "veire",
  "aqueste",
  "aquestas",
  "shens",
  "mensh",
]);

/** Words that follow "per" in Latin phrases English and Spanish use ("per cent", "per capita"): no Occitan "per". */
const LATIN_PER = "(?! (?:cent|capita|se|annum|diem)\\b)";
/** Names ending in "-as" (Catalan "Tomàs", "Nicolàs"; places): no Occitan feminine plural. */
const NAMES_IN_AS = "(?!(?:nicolas|thomas|tomas|lucas|matias|elias|andreas|douglas|jonas|vegas|texas|atlas|kansas|arkansas|honduras|caracas|palmas)\\b)";

/**
 * Phrases only Occitan has, which make a question Occitan as a marker does (folded):
 * - "quant de" before a plural ("quant de vendas"; Catalan says "quant de" before a mass noun only, "quant de temps");
 * - "i a agut", "i aguèt", "i aviá", "quantas … i a" (there was, there is; Catalan writes "hi");
 * - "es pas", "son pas", or "pas" before a participle, in a question with no "no" (Catalan puts its "pas" after "no");
 * - "las" or "los" with "per" (Spanish says "por", Catalan "les", "els"), and "lo" with "per" and a plural in "-as"
 *   (Italian has no such plural), "quantas" with "per" (Portuguese says "por");
 * - "a fach" (has made; German "Fach" follows no "a"), "lo mai", "la mens" (the most, the least), "mai de 3", "mai naut"
 *   (Catalan "mai" is never), "quant an" (how much have; Catalan writes "han");
 * - "quin", "quina" with a plural in "-as" (Catalan plurals end in "-es"), "amb las", "e los", "sens las";
 * - a word Catalan has and Spanish has not ("aquesta", "amb", "dels", "quina", "dins") with an article Spanish has and
 *   Catalan has not ("lo", "las", "los");
 * - "grafic en barras" (Catalan "barres"), "lo mes passat", "l'an passat" (Catalan "el mes", "l'any"), "a pagat", "an
 *   vendut" (has paid, have sold; Catalan writes "ha", "han").
 */
export const OCCITAN_MARKING_PHRASES = new RegExp(
  [
    "\\bquants? (?:de |d')(?!(?:temps|pes|gas|pas|preus|diners|ells|elles|els|les|aquests|aquestes|nosaltres|vosaltres)\\b)\\p{L}{3,}s\\b",
    "\\bi (?:a agut|aguet|avia)\\b",
    "\\bquant\\p{L}* (?:\\p{L}+ ){1,2}i a\\b",
    "^(?!.*\\bno\\b).*(?:\\b(?:es|son|eran|foguet|fogueron) pas\\b|\\bpas \\p{L}+(?:ada|adas|ats|uda|udas|uts|ida|idas|its)\\b)",
    `^(?!.*\\b(?:las vegas|las palmas|los angeles|los alamos)\\b)(?=.*\\bper\\b${LATIN_PER})(?=.*(?<!-)\\b(?:las|los)\\b|.*\\blo\\b.*\\b${NAMES_IN_AS}\\p{L}{3,}as\\b|.*\\b${NAMES_IN_AS}\\p{L}{3,}as\\b.*\\blo\\b|.*\\bquantas\\b)`,
    "\\b(?:a|an|ai|avem|avetz) (?:fach|facha|fachs|fachas)\\b",
    "\\b(?:lo|la|los|las) (?:mai|mens)\\b",
    "\\b(?:mai|mens) (?:de|que) \\d",
    "\\b(?:mai|mens) (?:naut|nauta|nauts|nautas|bas|bassa|grand|granda|pichon|pichona|car|cara|long|longa)\\b",
    "\\bquant (?:an|avem|avetz|aguet|agueron)\\b",
    `\\bquin(?:a|s|as)?\\b.*\\b${NAMES_IN_AS}\\p{L}{4,}as\\b`,
    "\\bgrafic (?:(?:en|de|a) )?(?:barras|linha|linhas|camembert|corba)\\b",
    "\\b(?:lo (?:mes|trimestre)|l'an) (?:passat|venent|que ven)\\b",
    "\\b(?:a|an) (?:pagat|pagada|pagats|pagadas|vendut|venduda|venduts|vendudas|comandat|comandada|anullat|anullada|servit|servida|crompat|crompada|liurat|liurada|tornat|tornada|agut|ganhat|reservat|reservada|facturat|facturada)\\b",
    "^(?=.*\\b(?:aquest|aquesta|aquestas|aqueste|amb|dels|pels|pel|quin|quina|quins|quinas|dins)\\b)(?=.*(?<!-)\\b(?:lo|las|los)\\b(?! (?:angeles|alamos|vegas|palmas)\\b))",
    "\\b(?:amb|e|sens) (?!(?:las vegas|las palmas|los angeles|los alamos)\\b)(?:los|las)\\b",
  ].join("|"),
  "u",
);

/** English of Occitan periods, in "aqueste an" (this year), "lo mes passat" (last month), "per setmana" (per week). */
const OCCITAN_PERIODS: Readonly<Record<string, string>> = {
  an: "year",
  annada: "year",
  mes: "month",
  setmana: "week",
  jorn: "day",
  trimestre: "quarter",
};
const OCCITAN_PERIOD = Object.keys(OCCITAN_PERIODS).join("|");
/** Occitan months, folded, to English (Lengadocian, then Gascon and Provençal spellings), for "en mai de 2025", "març de 2025". */
const OCCITAN_MONTHS: Readonly<Record<string, string>> = {
  genier: "january",
  gener: "january",
  febrier: "february",
  heurer: "february",
  marc: "march",
  abril: "april",
  abriu: "april",
  mai: "may",
  junh: "june",
  julhet: "july",
  agost: "august",
  setembre: "september",
  seteme: "september",
  octobre: "october",
  outobre: "october",
  novembre: "november",
  noveme: "november",
  decembre: "december",
  deceme: "december",
};
const OCCITAN_MONTH = Object.keys(OCCITAN_MONTHS).join("|");
/** Units after a number that make "mai de 2000" more than 2000 of them, not May 2000. */
const OCCITAN_UNIT_AFTER = "(?:\\s*(?:€|%|(?:eur|euro|euros|oras?|jorns?|articles?|unitats?|km|kg|minutas?|setmanas?|ans?|estelas?)\\b))";

/**
 * Occitan phrases (folded) read in an Occitan question: "quant de" (how many), "i a", "i aguèt" (there were, nothing
 * asked), "fai veire", "balhatz-me", "mostra-me" (show), "en tot" (in total), "per cada" (per), "servit per" (served by),
 * "a domicili" (home delivery), "mai de", "mens de" (more, less than), "lo mai", "lo mens" (the most, the least), "mai
 * naut" (highest), "mejan de pagament" (payment method), "aqueste an", "l'an passat", "lo mes venent" (this, last, next
 * year or month), "en mai de 2025", "març de 2025" (a month of a year), "de 2025" (in 2025), "grafic en barras" (bar
 * chart); then the words English has too: "que" (what opening the question, else that), "franc de" (except).
 */
export const OCCITAN_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  // How many and how much: "quant de vendas", "quant d'oras", "quantas", "quantes".
  [/\bquants? (?:de |d')/g, "how many "],
  // Verbs that ask nothing: "i a", "i a agut", "i aguèt", "i aviá", "qu'i a" (there is, there were).
  [/\b(?:qu')?i (?:a agut|aguet|avia|aura|a)\b/g, ""],
  [/\b(?:son|es|foguet|fogueron|eran|era) (?:estats|estadas|estat|estada)\b/g, "were"],
  // Asking to see: "fai-me veire", "faitz veire", "balhatz-me", "mostra-me", "dona-me", "vòli veire".
  [/\b(?:fai|faitz|fas|fasetz|he|hetz)(?:-(?:me|nos|ne))? (?:veire|vede|veder)\b/g, "show"],
  [/\b(?:voli|voldriai|vodriai|volem|voldriam) (?:veire|saber|conéisser|coneisser)\b/g, "show"],
  [/\b(balha|balhatz|mostra|mostratz|dona|donatz|lista|listatz|aficha|afichatz)-(?:me|nos|ne|i|lo|la|los|las)\b/g, (match) => match[1]!],
  // Charts: "grafic en barras", "diagrama de barras", "en camembèrt", "en linha", "una corba".
  [/\b(?:grafic|diagrama) (?:en|de|a) (?:barras|barra|colomnas|colonas)\b/g, "bar chart"],
  [/\b(?:grafic|diagrama) (?:en|de|a) (?:camembert|formatge|torta)\b/g, "pie chart"],
  [/\b(?:grafic|diagrama) (?:en|de|a) (?:linha|linhas|corba|corbas)\b/g, "line chart"],
  [/\ben (?=(?:barras|camembert|linha|corba)\b)/g, ""],
  // Names of two words and more.
  [/\bmejans? de pagament\b/g, "payment method"],
  [/\bseguretat sociala\b/g, "social security"],
  [/\ba domicili\b/g, "home delivery"],
  [/\b(servit|servida|servits|servidas) (?:per|pel|dab)\b/g, "served by"],
  // In total, percent, per, except.
  [/\bper cent\b/g, "percent"],
  [/\b(?:en|al) tot(?:al)?\b/g, "in total"],
  [/\b(?:per|a|de) cada\b/g, "per"],
  [/\bfranc (?:de |d')|\ben defora (?:de |d')|\blevat (?:de |d')?/g, "except "],
  // A month of a year: "en mai de 2025", "de març de 2025", "junh 2025" (before "mai de" more than).
  // ("de genièr a març de 2025": from one month to another, the year said once.)
  [
    new RegExp(`\\bde (${OCCITAN_MONTH}) a (${OCCITAN_MONTH})(?:(?: de| d')? ((?:19|20)\\d{2})\\b)?`, "g"),
    (match) => `from ${OCCITAN_MONTHS[match[1]!]} to ${OCCITAN_MONTHS[match[2]!]}${match[3] ? ` ${match[3]}` : ""}`,
  ],
  [
    new RegExp(`\\b(?:(en|de|dins|al mes de|pel mes de) )?(${OCCITAN_MONTH}) (?:de |d')?((?:19|20)\\d{2})\\b(?!${OCCITAN_UNIT_AFTER})`, "g"),
    (match) => `${match[1] ? "in " : ""}${OCCITAN_MONTHS[match[2]!]} ${match[3]}`,
  ],
  [new RegExp(`\\b(?:en|dins|al mes de|pel mes de) (${OCCITAN_MONTH})\\b`, "g"), (match) => `in ${OCCITAN_MONTHS[match[1]!]}`],
  [/\bde mai\b(?! (?:de|que)\b)/g, "of may"],
  // More and less: "mai de 3 oras", "mens de 20 €", "al mens", "lo mai", "lo cost mai naut".
  [/\bal mens\b|\bau mensh\b|\balmens\b/g, "at least"],
  [/\bal mai\b|\bau mei\b/g, "at most"],
  [/\b(?:lo|la|los|las) (?:mai|mei|pus) (?:de |d')(?!\d)/g, "most "],
  [/\b(?:lo|la|los|las) (?:mens|mensh) (?:de |d')(?!\d)/g, "least "],
  [/\b(?:mai|mei|pus) (?:de |d'|que )(?=\d)/g, "more than "],
  [/\b(?:mens|mensh) (?:de |d'|que )(?=\d)/g, "less than "],
  [/\b(?:(?:lo|la|los|las) )?(?:mai|mei|pus) (?:naut|nauta|nauts|nautas|elevat|elevada|elevats|elevadas)\b/g, "highest"],
  [/\b(?:(?:lo|la|los|las) )?(?:mai|mei|pus) (?:bas|bassa|basses|bassas|feble|febla)\b/g, "lowest"],
  [/\b(?:(?:lo|la|los|las) )?(?:mai|mei|pus) (?:grand|granda|grands|grandas|gros|grossa)\b/g, "largest"],
  [/\b(?:(?:lo|la|los|las) )?(?:mai|mei|pus) (?:pichon|pichona|pichons|pichonas|petit|petita)\b/g, "smallest"],
  [/\b(?:(?:lo|la|los|las) )?(?:mai|mei|pus) (?:car|cara|cars|caras)\b/g, "most expensive"],
  [/\b(?:(?:lo|la|los|las) )?(?:mai|mei|pus) (?:long|longa|longs|longas)\b/g, "longest"],
  [/\b(?:(?:lo|la|los|las) )?(?:mens|mensh) (?:car|cara|cars|caras)\b/g, "cheapest"],
  [/\b(?:lo|la|los|las) (?:mai|mei|pus)\b/g, "most"],
  [/\b(?:lo|la|los|las) (?:mens|mensh)\b/g, "least"],
  // Periods: "aqueste an", "aquesta setmana", "l'an passat", "lo mes passat", "l'an que ven", "los 3 darriers meses".
  [new RegExp(`\\b(?:aqueste|aquesta|aquest) (${OCCITAN_PERIOD})\\b`, "g"), (match) => `this ${OCCITAN_PERIODS[match[1]!]}`],
  [new RegExp(`\\b(?:(?:lo|la|l') ?)?(${OCCITAN_PERIOD}) (?:passat|passada|darrier|darriera)\\b`, "g"), (match) => `last ${OCCITAN_PERIODS[match[1]!]}`],
  [
    new RegExp(`\\b(?:(?:lo|la|l') ?)?(${OCCITAN_PERIOD}) (?:venent|venenta|que ven|seguent|seguenta)\\b`, "g"),
    (match) => `next ${OCCITAN_PERIODS[match[1]!]}`,
  ],
  [/\b(?:(?:los|las) )?(\d+) (?:darriers|darrieras|darriers|passats|passadas) (\p{L}+)/gu, (match) => `last ${match[1]} ${match[2]}`],
  [/\b(?:(?:los|las) )?(?:darriers|darrieras) (\d+) (\p{L}+)/gu, (match) => `last ${match[1]} ${match[2]}`],
  [new RegExp(`\\b(?:per|cada|pel|peu) (${OCCITAN_PERIOD})\\b`, "g"), (match) => `per ${OCCITAN_PERIODS[match[1]!]}`],
  [/\bdempuei\b|\bdespuei\b/g, "since"],
  // "de X a Y": from X to Y (numbers), before a year alone.
  [/\bde (\d[\d.,]*) a (\d[\d.,]*)\b/g, (match) => `from ${match[1]} to ${match[2]}`],
  // A year: "de 2025", "dins 2025" (in 2025).
  [/\b(?:de|dins|durant) ((?:19|20)\d{2})\b(?!\s*(?:€|eur|euros|%|a\b))/g, (match) => `in ${match[1]}`],
  // "per telefòn", "per internet": by a means, as English "by" filters by a value (and groups by a column); not before
  // what a rate is of ("lo cost mejan per trabalh", per job; "per ora", per hour); before an article, "for the" ("en tot per
  // las vendas de 2025", in all for the sales of 2025: a grouping names no article).
  [/\bper (?:la|las|lo|los|l')\b/g, "for the"],
  [
    /\bper\b(?! (?:vendas?|comandas?|trabalhs?|visitas?|reservas?|clients?|clientas?|pacients?|pacientas?|articles?|personas?|cap|ora|jorn|nuech|nuechada|unitat|km|kg|litre|\d))/g,
    "by",
  ],
  // "de las", "del", "dels" (of the), once the phrases that hold "de" are read.
  [/\bde (?:las|los)\b|\bdels?\b/g, "of the"],
  // "que" opening the question is what; elsewhere the relative that asks nothing ("las vendas que son pas anulladas").
  [/^(\W*)que\b/g, (match) => `${match[1]}what`],
  [/\bque\b/g, ""],
];

/**
 * Occitan names of several words ("mejan_de_pagament", payment method; "a_domicili", home delivery; "seguretat_sociala",
 * social security), as a column's name or a value writes them, by their words: read as their English.
 */
export const OCCITAN_NAME_PHRASES: Readonly<Record<string, string>> = {
  "mejan de pagament": "payment method",
  "mejans de pagament": "payment methods",
  "a domicili": "home delivery",
  "liurason a domicili": "home delivery",
  "seguretat sociala": "social security",
  "servit per": "served by",
  "servida per": "served by",
  "tipe de venda": "sale type",
  "data de venda": "sale date",
};

/**
 * Occitan verbs that delete, remove, change or empty, folded (infinitives, and the imperatives, singular and plural, an
 * Occitan request uses): "escafar" (erase), "suprimir" (delete), "levar" (take away), "voidar", "vuejar" (empty),
 * "cambiar" (change), "modificar", "remplaçar" (replace), "destrusir" (destroy), "raiar" (strike out); "metre a jorn"
 * (update) is a phrase. Those of `OCCITAN_LEADING_DELETE_VERBS` are other words too ("lèva" raises, Italian "leva"
 * a lever; Spanish "cambia" changes): they delete only leading their clause.
 */
export const OCCITAN_DELETE_VERBS: readonly string[] = [
  "escafar",
  "escafa",
  "escafatz",
  "escafes",
  "suprimir",
  "suprimis",
  "suprimissetz",
  "suprimisses",
  "levar",
  "leva",
  "levatz",
  "voidar",
  "voida",
  "voidatz",
  "vuejar",
  "vueja",
  "vuejatz",
  "cambiar",
  "cambia",
  "cambiatz",
  "modificatz",
  "remplacar",
  "remplaca",
  "remplacatz",
  "destrusir",
  "destrusis",
  "destrusissetz",
  "destrutz",
  "raiar",
  "raia",
  "raiatz",
];

/** The verbs of `OCCITAN_DELETE_VERBS` that are other words too ("lèva", raises; "cambia", Spanish changes; "raia"): destructive only leading their clause. */
export const OCCITAN_LEADING_DELETE_VERBS: ReadonlySet<string> = new Set([
  "levar",
  "leva",
  "levatz",
  "cambiar",
  "cambia",
  "cambiatz",
  "raiar",
  "raia",
  "raiatz",
  "voida",
]);
