/**
 * Romansh analysis words (Rumantsch Grischun, the standard written form of Graubünden, with the Sursilvan and Vallader
 * forms that differ most: "tgei", "cudisch", "meins", "jamna", "muossa", "eivna"), folded (à a, è e, ì i, ü u, ö o), to
 * English: question words, aggregates, quantifiers, comparisons, periods, months and days, chart names, verbs of asking,
 * and the nouns loans, sales, orders, bookings, lessons and bakery tables are named with ("emprest", "filiala", "multa",
 * "pretsch", "cliant", "empustaziun", "prolungaziun", "lecziun"). Words that are English or another language's too with
 * another sense ("mais", Portuguese more; "nua", Irish new; "main", "data", "tip", "import", "pers", "cust", "sur", "sin",
 * "di", "dis", "na", "tard", "stadi") are read only in a Romansh question, by `ROMANSH_CONTEXT_WORDS` and
 * `ROMANSH_PHRASES`; the words Italian, Spanish, Catalan or Occitan have with the same English ("media", "summa",
 * "senza", "quantas", "qual", "visita", "durada", "annullada") are their lexicons'. None here is an English word of
 * another sense (English "quotidian", "lieu" and "magister" are the same words).
 */
export const ROMANSH_WORDS: Readonly<Record<string, string>> = {
  // Question words ("quants", "quant", "nua", "cura", "co" are in a question only).
  tge: "what",
  tgei: "what",
  tgi: "who",
  pertge: "why",
  pertgei: "why",
  ingio: "where",
  // Aggregates, degrees and counting ("il pli aut", highest, and "il dumber da", the number of, are phrases).
  pertschient: "percent",
  pertschients: "percent",
  percentadi: "percentage",
  percentadis: "percentages",
  dumbra: "count",
  dumbrai: "count",
  dumbrei: "count",
  dumbrar: "count",
  meglier: "best",
  megliers: "best",
  meglra: "best",
  megliras: "best",
  ultim: "last",
  ultims: "last",
  emprim: "first",
  emprima: "first",
  emprims: "first",
  emprimas: "first",
  dapli: "more",
  damain: "less",
  almain: "at least",
  tranter: "between",
  cunter: "against",
  // Quantifiers ("tut", all, is a word of other languages too: in a question only).
  tuts: "all",
  tuttas: "all",
  mintga: "each",
  mincha: "each",
  mintgin: "each",
  // Negation and exceptions ("na", no, in a question only).
  betg: "not",
  buc: "not",
  brich: "not",
  danor: "except",
  excepi: "except",
  sainza: "without",
  // Periods: RG, Sursilvan ("meins", "jamna", "gis") and Vallader ("eivna").
  onn: "year",
  onns: "years",
  meins: "month",
  emna: "week",
  emnas: "weeks",
  jamna: "week",
  jamnas: "weeks",
  eivna: "week",
  eivnas: "weeks",
  mensil: "monthly",
  mensila: "monthly",
  emnil: "weekly",
  emnila: "weekly",
  annuala: "yearly",
  quotidian: "daily",
  // Months (RG, then Sursilvan and Vallader spellings; "mars", "october", "november", "december" are the lexicon's, and
  // Vallader "mai", "gün" are read in a month's phrases only).
  schaner: "january",
  schner: "january",
  favrer: "february",
  fevrer: "february",
  avrigl: "april",
  avrel: "april",
  matg: "may",
  zercladur: "june",
  fanadur: "july",
  fenadur: "july",
  lugl: "july",
  avust: "august",
  uost: "august",
  avuost: "august",
  settember: "september",
  // Days of the week ("sonda", Saturday, is Spanish and Portuguese for a probe: in a question only).
  glindesdi: "monday",
  glindesdis: "mondays",
  gliendisdis: "monday",
  lundeschdi: "monday",
  mardi: "tuesday",
  mardis: "tuesdays",
  mesemna: "wednesday",
  mesemnas: "wednesdays",
  mesjamna: "wednesday",
  marcurdi: "wednesday",
  gievgia: "thursday",
  gievgias: "thursdays",
  govgia: "thursday",
  venderdi: "friday",
  venderdis: "fridays",
  dumengia: "sunday",
  dumengias: "sundays",
  // Charts ("diagram da travs", bar chart, "diagram a lingias", line chart, "diagram a turta", pie chart, are phrases).
  trav: "bar",
  travs: "bars",
  turta: "pie",
  puncts: "points",
  // Asking to see, list, compare, draw; "arcunar" (save) is no change to the data.
  mussa: "show",
  mussai: "show",
  mussei: "show",
  mussar: "show",
  muossa: "show",
  muossai: "show",
  muossar: "show",
  glista: "list",
  glistai: "list",
  enumerescha: "list",
  enumerai: "list",
  cumpareglia: "compare",
  cumpareglai: "compare",
  cumparegliar: "compare",
  dessegna: "draw",
  dissegna: "draw",
  dessegnai: "draw",
  dissegnai: "draw",
  arcuna: "save",
  arcunai: "save",
  arcunar: "save",
  memorisescha: "save",
  memorisar: "save",
  // Loans, books, readers, branches, fines and fees.
  emprest: "loan",
  emprests: "loans",
  lectur: "reader",
  lecturs: "readers",
  cudesch: "book",
  cudeschs: "books",
  cudisch: "book",
  cudischs: "books",
  filiala: "branch",
  filialas: "branches",
  multa: "fine",
  multas: "fines",
  prolungaziun: "renewal",
  prolungaziuns: "renewals",
  fittanza: "rental",
  fittanzas: "rentals",
  // Money.
  pretsch: "price",
  pretschs: "prices",
  predsch: "price",
  prezi: "price",
  pajament: "payment",
  pajaments: "payments",
  pajada: "paid",
  pajads: "paid",
  pajadas: "paid",
  nunpaja: "unpaid",
  nunpajada: "unpaid",
  nunpajads: "unpaid",
  nunpajadas: "unpaid",
  svieuta: "turnover",
  gudogn: "profit",
  gudogns: "profits",
  // Sales, orders, bookings, visits, customers and staff.
  vendita: "sale",
  venditas: "sales",
  vendids: "sold",
  vendidas: "sold",
  cliant: "customer",
  cliants: "customers",
  empustaziun: "order",
  empustaziuns: "orders",
  reservaziun: "booking",
  reservaziuns: "bookings",
  persunal: "staff",
  collavuratur: "employee",
  collavuraturs: "employees",
  collavuratura: "employee",
  collavuraturas: "employees",
  artitgel: "item",
  artitgels: "items",
  quantitad: "quantity",
  quantitads: "quantities",
  // States.
  returna: "returned",
  returnada: "returned",
  returnads: "returned",
  returnadas: "returned",
  annullads: "cancelled",
  // Change and trend ("Co èn las multas sa midadas?": how did the fines change).
  midada: "change",
  midadas: "changed",
  midads: "changed",
  svilup: "trend",
  // Who, where and what kind: ages, languages, places.
  lingua: "language",
  linguas: "languages",
  gruppa: "group",
  gruppas: "groups",
  etad: "age",
  uffant: "child",
  uffants: "children",
  giuvenil: "youth",
  giuvenils: "youths",
  creschi: "adult",
  creschids: "adults",
  creschidas: "adults",
  persuna: "person",
  persunas: "people",
  regiun: "region",
  regiuns: "regions",
  lieu: "location",
  lieus: "locations",
  vischnanca: "municipality",
  vischnancas: "municipalities",
  vitg: "village",
  vitgs: "villages",
  citad: "city",
  citads: "cities",
  butia: "shop",
  butias: "shops",
  rumantsch: "romansh",
  tudestg: "german",
  englais: "english",
  talian: "italian",
  franzos: "french",
  // A ski school's and a bakery's words.
  lecziun: "lesson",
  lecziuns: "lessons",
  scolars: "students",
  scolaras: "students",
  magister: "teacher",
  magistra: "teacher",
  magisters: "teachers",
  magistras: "teachers",
  instructur: "instructor",
  instructurs: "instructors",
  nivel: "level",
  nivels: "levels",
  stagiun: "season",
  stagiuns: "seasons",
  pasternaria: "bakery",
  pasternarias: "bakeries",
  paun: "bread",
  pauns: "breads",
  copia: "copy",
};

/**
 * Romansh words that are English or another language's too, read so only in a Romansh question (one with a word of
 * `ROMANSH_MARKERS` or a phrase of `ROMANSH_MARKING_PHRASES`): "quant", "quanta" (how much; French "quant à"), "nua"
 * (where; Irish new), "cura" (when; a cure), "co" (how), "mais" (month; Portuguese more), "di", "dis", "gi", "gis" (day,
 * days; Italian of, English dis), "main" (less; English main), "sur", "sut" (over, under; French on), "sin" (on; Spanish
 * without), "tenor" (by; English tenor), "na" (no, not; Slavic on), "e", "ed", "u" (and, or), "cun" (with), "in", "ina"
 * (a), "ils" (the; French they), "dal", "dals" (of the), "el" (in the), "fa", "fai", "dai" (make, give: show), "tut"
 * (all), "data" (date; English data), "datas" (data), "tip" (type; English tip), "import" (amount; English import),
 * "cust", "custs" (cost; English cust, customer), "taxa" (fee; Portuguese rate), "pers", "persa" (lost; English pers,
 * Italian and Spanish), "tard" (late), "stadi" (status; Italian stages), "paja" (pajà, paid; Spanish straw), "annulla"
 * (annullà, cancelled; Italian cancel), "quint" (bill; Catalan fifth), "vendi" (sold), "davos" (last; the town), "oz",
 * "ier" (today, yesterday), "sonda" (Saturday), "trimester" (quarter), "aura" (weather), "sco" (as), "ord" (out of),
 * "ha", "han" (has, have).
 */
export const ROMANSH_CONTEXT_WORDS: Readonly<Record<string, string>> = {
  quants: "how many",
  quant: "how much",
  quanta: "how much",
  nua: "where",
  cura: "when",
  co: "how",
  mais: "month",
  di: "day",
  dis: "days",
  gis: "days",
  main: "less",
  sur: "over",
  sut: "under",
  sin: "on",
  tenor: "by",
  na: "not",
  e: "and",
  ed: "and",
  u: "or",
  cun: "with",
  ina: "a",
  ils: "the",
  dal: "of",
  dals: "of",
  el: "in",
  els: "in",
  fa: "show",
  fai: "show",
  dai: "show",
  tut: "all",
  tutta: "all",
  data: "date",
  datas: "data",
  tip: "type",
  tips: "types",
  dumber: "number",
  import: "amount",
  imports: "amounts",
  cust: "cost",
  custs: "costs",
  taxa: "fee",
  taxas: "fees",
  pers: "lost",
  persa: "lost",
  persas: "lost",
  tard: "late",
  // ("dis retard", days late: a delay said as lateness, as a column of days late names it.)
  retard: "late",
  stadi: "status",
  paja: "paid",
  annulla: "cancelled",
  quint: "invoice",
  quints: "invoices",
  vendi: "sold",
  davos: "last",
  davosa: "last",
  davosas: "last",
  oz: "today",
  ier: "yesterday",
  sonda: "saturday",
  sondas: "saturdays",
  trimester: "quarter",
  trimesters: "quarters",
  minutas: "minutes",
  aura: "weather",
  sco: "as",
  ord: "from",
  ha: "has",
  han: "have",
  aveva: "had",
  avevan: "had",
  // ("il pretsch medi": the average price; Catalan "medi" is a medium.)
  medi: "average",
  // ("pli" is French fold; "ura" Albanian bridge, Basque water, "uras" the end of "figuras"; "curs" Romanian rate;
  // "scolar" Romanian of school.)
  pli: "more",
  ura: "hour",
  uras: "hours",
  curs: "course",
  scolar: "student",
  scolara: "student",
  // ("las uras totalas": the total hours; Occitan reads "totalas" as totals.)
  totala: "total",
  totalas: "total",
  totals: "total",
};

/**
 * Words of `ROMANSH_WORDS` that Italian, Spanish, Catalan, Occitan, Latin or German has too (with the same English), or
 * that a place's or a person's name may be: no marker of a Romansh question ("vendita", "lingua", "copia" are Italian;
 * "nivel" Spanish; "mardi", "lieu" French; "magister" Latin;
 * "gruppa" Russian; "multa" the Romance languages' fine; "prezi" near Italian "prezzi"; "ultim" Romanian; "trav" Swedish trot).
 */
const ROMANSH_SHARED = new Set([
  "vendita",
  "venditas",
  "lingua",
  "linguas",
  "copia",
  "nivel",
  "mardi",
  "mardis",
  "lieu",
  "lieus",
  "magister",
  "magistra",
  "gruppa",
  "gruppas",
  "multa",
  "multas",
  "prezi",
  "ultim",
  "ultims",
  "trav",
  "quotidian",
  "annuala",
  "persuna",
  "persunas",
  "scolars",
  "scolaras",
]);

/**
 * The words of `ROMANSH_WORDS` of four letters or more that no other language or English has, and Romansh's own short
 * words a question has ("tge", "tgi", "onn", "betg", "buc", "dals", of the; "davosa", last; "uras", hours): one makes a
 * question Romansh.
 */
export const ROMANSH_MARKERS: ReadonlySet<string> = new Set([
  ...Object.keys(ROMANSH_WORDS).filter((word) => word.length >= 4 && /^[a-z]+$/.test(word) && !ROMANSH_SHARED.has(word)),
  "tge",
  "tgi",
  "onn",
  "betg",
  "buc",
  "davosa",
  "dals",
  "uras",
]);

/**
 * Phrases only Romansh has, which make a question Romansh as a marker does (folded): "il pli" (the most; Italian writes
 * "il più", French "le pli"), "l'onn" (the year), "quest onn", "quest mais", "questa emna" (this year, month, week),
 * "mintg'onn" (each year), "per mais", "tenor mais" (per month; Portuguese says "por mais"), "hai dà" (there was), "dà'm",
 * "mussa'm" (give me, show me), "quants … hai", "quantas … han ins" (how many were there, did one), "diagram da travs",
 * "diagram a lingias" (the charts), and the article "ils" after a preposition or a verb ("cun ils", "per ils", "han ils";
 * French "ils" is a pronoun, before its verb).
 */
export const ROMANSH_MARKING_PHRASES =
  /\b(?:il|la|ils|las) pli\b|\bl['’]onn\b|\bquest(?:a)? (?:onn|mais|emna)\b|\bmintg['’]onn\b|\b(?:per|mintga|dal|el|tenor) mais\b|\bhai (?:da|gi)\b|\b(?:da|mussa|fa)['’]m\b|\bquant(?:s|as) (?:\p{L}+ )?(?:hai|han ins|ha ins)\b|\bdiagram (?:da|a) (?:travs|trav|lingias|lingia|turta|puncts)\b|\b(?:per|cun|tut|han|ha|hai|en|sin|tenor|tranter|sur|sut|e|mussa|quals|tgi|tge) ils\b/u;

/** English of Romansh periods, in "quest onn" (this year), "il mais passà" (last month), "per emna" (per week). */
const ROMANSH_PERIODS: Readonly<Record<string, string>> = {
  onn: "year",
  onns: "years",
  mais: "month",
  meins: "month",
  emna: "week",
  emnas: "weeks",
  jamna: "week",
  eivna: "week",
  di: "day",
  dis: "days",
  gi: "day",
  trimester: "quarter",
  quartal: "quarter",
  ura: "hour",
  uras: "hours",
};
const ROMANSH_PERIOD = Object.keys(ROMANSH_PERIODS).join("|");
/** Plurals of the periods, after a number ("ils davos 3 mais": the last 3 months; "mais" is both). */
const ROMANSH_PERIODS_PLURAL: Readonly<Record<string, string>> = {
  onn: "years",
  onns: "years",
  mais: "months",
  meins: "months",
  emna: "weeks",
  emnas: "weeks",
  jamna: "weeks",
  jamnas: "weeks",
  eivna: "weeks",
  eivnas: "weeks",
  di: "days",
  dis: "days",
  gi: "days",
  gis: "days",
  trimester: "quarters",
  trimesters: "quarters",
  quartal: "quarters",
  quartals: "quarters",
  ura: "hours",
  uras: "hours",
};
const ROMANSH_PLURAL_PERIOD = Object.keys(ROMANSH_PERIODS_PLURAL).join("|");
/** Romansh months, folded, to English (RG, Sursilvan, Vallader), for "en schaner 2025", "da schaner fin mars 2025". */
const ROMANSH_MONTHS: Readonly<Record<string, string>> = {
  schaner: "january",
  schner: "january",
  favrer: "february",
  fevrer: "february",
  mars: "march",
  marz: "march",
  avrigl: "april",
  avrel: "april",
  matg: "may",
  mai: "may",
  zercladur: "june",
  gun: "june",
  fanadur: "july",
  fenadur: "july",
  lugl: "july",
  avust: "august",
  uost: "august",
  avuost: "august",
  settember: "september",
  october: "october",
  november: "november",
  december: "december",
};
const ROMANSH_MONTH = Object.keys(ROMANSH_MONTHS).join("|");
/** Romansh days of the week, folded (RG, Sursilvan, Vallader), to English, for "ils glindesdis" (on Mondays). */
const ROMANSH_WEEKDAYS: Readonly<Record<string, string>> = {
  glindesdi: "mondays",
  gliendisdi: "mondays",
  lundeschdi: "mondays",
  mardi: "tuesdays",
  mesemna: "wednesdays",
  mesjamna: "wednesdays",
  marcurdi: "wednesdays",
  gievgia: "thursdays",
  govgia: "thursdays",
  venderdi: "fridays",
  sonda: "saturdays",
  dumengia: "sundays",
};
const ROMANSH_WEEKDAY = Object.keys(ROMANSH_WEEKDAYS).join("|");
/** The article or "in" (a) before a chart's name, and the name: "in diagram", "ina grafica". */
const ROMANSH_CHART = "(?:(?:in|ina|il|sco|sco in|en in|en ina) )?(?:diagram|diagrams|grafica|grafic)";
/** Units after a number that make "dapli che 2000" more than 2000 of them, and "da 2025" no year. */
const ROMANSH_UNIT_AFTER = "(?!\\s*(?:€|%|chf|fr|eur|euros|rappen|uras|dis|mais|onns|emnas|minutas|km|kg|persunas)\\b)";

/**
 * Romansh phrases (folded) read in a Romansh question: "tge è" (what is: "è" folds to "e"), "èn stads" (were), "hai dà",
 * "i dat" (there was, there is: nothing asked), "mussa'm", "dà'm" (show me), "il pli bler" (the most), "il pli aut"
 * (highest) and the other superlatives, "dapli che 3", "main che 20" (more, less than), "al maximum" (at most), "auter
 * che" (except), "il dumber da" (the number of), chart names ("diagram da travs", "diagram a lingias", "diagram a turta",
 * "diagram da puncts"), a month of a year ("en schaner 2025", "da schaner fin mars 2025"), days ("ils glindesdis"),
 * periods ("quest onn", "l'onn passà", "il mais proxim", "ils davos 3 mais", "per mais", "mintg'onn"), "da 2025" (in
 * 2025), "da 10 fin 20" (from 10 to 20), "per mintga" (per), "en retard" (late); then "che" (what opening the question,
 * else that).
 */
export const ROMANSH_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  // A pronoun joined to a verb: "mussa'm" (show me), "dà'm" (give me), "fa'ns" (make us).
  [/\b(\p{L}+)['’](?:m|ns|la|ls|las)\b/gu, (match) => `${match[1] === "da" ? "dai" : match[1]}`],
  // "mintg'onn", "mintg'emna": each year, week.
  [/\bmintg['’](?=\p{L})/gu, "mintga "],
  // "n'è", "n'èn" (is not, are not, with "betg" after): is, are.
  [/\bn['’]en\b/g, "are"],
  [/\bn['’]e\b/g, "is"],
  // "tge è", "qual è", "quant è" (what is: "è" is folded to "e", and "èn", are, to "en").
  [/\b(tge|tgei|qual|quala|quals|qualas|quant|quanta|nua|cura|co|tgi) e\b/g, (match) => `${match[1]} is`],
  [/\b(tge|tgei|qual|quala|quals|qualas|quants|quantas|nua|cura|co|tgi) en\b/g, (match) => `${match[1]} are`],
  // The passive and the perfect's auxiliaries: "èn stads returnads", "è vegnida annullada", "èn vegnids pajads" (were).
  [/\b(?:e|en|era|eran|vegn|vegnan) (?:sta|stada|stads|stadas|vegni|vegnida|vegnids|vegnidas)\b/g, "were"],
  // "èn" before a participle ("èn returnads", "èn annulladas"): are.
  [/\ben (?=\p{L}{3,}(?:ads|adas|ids|idas)\b)/gu, "are "],
  // "en media" (on average).
  [/\ben media\b/g, "on average"],
  // "ha gì", "han gì" (had: "gì" folds to Sursilvan "gi", a day).
  [/\b(?:ha|han|hai|aveva|avevan) gi\b(?! lieu\b)/g, "had"],
  // "ha lieu", "han gì lieu" (takes place, took place): nothing asked ("Nua han lieu las pli bleras lecziuns?").
  [/\b(?:ha|han|hai|ha gi|han gi) lieu\b/g, ""],
  // There is, there were ("hai dà", "i ha dà", "i dat", "dat i"): nothing asked.
  [/\b(?:hai (?:da|gi|dau)|i ha (?:da|gi)|i dat|dat i|hai|i deva)\b/g, ""],
  // "ha dà", "han dà" before what was given ("Tgi ha dà las pli bleras lecziuns?"): gave ("dà" folds to "da", of).
  [/\b(?:ha|han) da (?=(?:il|la|ils|las|l['’]|pli|\d))/g, "gave "],
  // Superlatives: "il pli bler(s)" (the most), "il pli pauc(s)" (the fewest), "il pli aut" (highest) and the others.
  [/\b(?:(?:il|la|ils|las) )?pli (?:bler|blers|blera|bleras)\b/g, "most"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:pauc|paucs|pauca|paucas)\b/g, "fewest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:aut|auta|auts|autas)\b/g, "highest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:bass|bassa|bass|bassas)\b/g, "lowest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:grond|gronda|gronds|grondas)\b/g, "largest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:pitschen|pitschna|pitschens|pitschnas)\b/g, "smallest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:char|chara|chars|charas)\b/g, "most expensive"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:bunmartga|bunmartgada|bunmartgads|bunmartgadas)\b/g, "cheapest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:lung|lunga|lungs|lungas)\b/g, "longest"],
  [/\b(?:(?:il|la|ils|las) )?pli (?:curt|curta|curts|curtas)\b/g, "shortest"],
  [/\b(?:il|la|ils|las) pli\b/g, "most"],
  // More and less: "dapli che 3", "pli che 3", "main che 20", "damain da 20", "sur 100", "sut 20"; "al maximum" (at most).
  [/\b(?:dapli|pli) (?:che|da|sco) (?=\d)/g, "more than "],
  [/\b(?:main|damain) (?:che|da|sco) (?=\d)/g, "less than "],
  [/\b(?:al maximum|maximalmain|al pli)\b/g, "at most"],
  [/\b(?:al minimum|minimalmain)\b/g, "at least"],
  // Except: "auter che", "cun excepziun da", "ma betg" (but not).
  [/\bauter(?:s|a|as)? che\b|\bcun excepziun (?:da|dal|dals|da la|da las)\b/g, "except"],
  // "il dumber da lecziuns": the number of lessons.
  [/\b(?:il )?dumber (?:da|dals|dal|da las|da la)\b/g, "number of"],
  // Charts: "diagram da travs", "diagram a colonnas" (bar), "diagram a lingias" (line), "diagram a turta" (pie), "diagram
  // da puncts" (scatter), with "in" (a) or "sco" (as) before.
  [new RegExp(`\\b${ROMANSH_CHART} (?:da|a|cun) (?:travs|trav|colonnas|colonna|bars|barras)\\b`, "g"), "bar chart"],
  [new RegExp(`\\b${ROMANSH_CHART} (?:da|a|cun) (?:lingias|lingia|curvas|curva)\\b`, "g"), "line chart"],
  [new RegExp(`\\b${ROMANSH_CHART} (?:da|a|cun|en) (?:torta|turta|tuorta|tortas|turtas)\\b`, "g"), "pie chart"],
  [new RegExp(`\\b${ROMANSH_CHART} (?:da|a|cun) (?:puncts|punct|dispersiun)\\b`, "g"), "scatter chart"],
  [/\b(?:in |sco in |sco )?histogram\b/g, "histogram"],
  // Asking to see: "fa", "fai", "dai", "mussa" before a chart (show it as).
  [/\b(?:fa|fai|dai|mussa|mussai|dessegna|dissegna)(?= (?:bar chart|line chart|pie chart|scatter chart|histogram)\b)/g, "show"],
  // A month of a year: "en schaner 2025", "il schaner da 2025", "da schaner fin mars 2025", "dal schaner al mars".
  [
    new RegExp(`\\b(?:da|dal) (${ROMANSH_MONTH}) (?:fin|a|al|fin al|fin a) (${ROMANSH_MONTH})(?: (?:da|dal) )?((?:19|20)\\d{2})?\\b`, "g"),
    (match) => `from ${ROMANSH_MONTHS[match[1]!]} to ${ROMANSH_MONTHS[match[2]!]}${match[3] ? ` ${match[3]}` : ""}`,
  ],
  [
    new RegExp(`\\b(?:(en|el|il|dal|da|el mais da|il mais da|en il mais da) )?(${ROMANSH_MONTH}) (?:da |dal )?((?:19|20)\\d{2})\\b`, "g"),
    (match) => `${match[1] ? "in " : ""}${ROMANSH_MONTHS[match[2]!]} ${match[3]}`,
  ],
  [new RegExp(`\\b(?:en|el|el mais da|il mais da|en il mais da) (${ROMANSH_MONTH})\\b`, "g"), (match) => `in ${ROMANSH_MONTHS[match[1]!]}`],
  // Days of the week: "ils glindesdis", "la sonda", "mintga dumengia" (on Mondays, on Saturday, every Sunday).
  [new RegExp(`\\b(?:ils|las|il|la|mintga|da) (${ROMANSH_WEEKDAY})s?\\b`, "g"), (match) => `on ${ROMANSH_WEEKDAYS[match[1]!]}`],
  // Periods: "quest onn", "questa emna", "l'onn passà", "il mais passà", "l'emna passada", "l'onn proxim", "l'onn che vegn".
  [new RegExp(`\\b(?:quest|questa|quests) (${ROMANSH_PERIOD})\\b`, "g"), (match) => `this ${ROMANSH_PERIODS[match[1]!]}`],
  [
    new RegExp(`\\b(?:(?:il|la|l['’]) ?)?(${ROMANSH_PERIOD}) (?:passa|passada|ultim|ultima|davos|davosa)\\b`, "g"),
    (match) => `last ${ROMANSH_PERIODS[match[1]!]}`,
  ],
  // ("la davosa emna", "il proxim mais": the adjective before the period.)
  [
    new RegExp(`\\b(?:(?:il|la|l['’]) ?)?(?:passa|passada|ultim|ultima|davos|davosa) (${ROMANSH_PERIOD})\\b`, "g"),
    (match) => `last ${ROMANSH_PERIODS[match[1]!]}`,
  ],
  [new RegExp(`\\b(?:(?:il|la|l['’]) ?)?(?:proxim|proxima) (${ROMANSH_PERIOD})\\b`, "g"), (match) => `next ${ROMANSH_PERIODS[match[1]!]}`],
  [
    new RegExp(`\\b(?:(?:il|la|l['’]) ?)?(${ROMANSH_PERIOD}) (?:proxim|proxima|che vegn|che vegnan|suandant|suandanta)\\b`, "g"),
    (match) => `next ${ROMANSH_PERIODS[match[1]!]}`,
  ],
  [
    new RegExp(`\\b(?:(?:ils|las) )?(?:davos|davosas|ultims|ultimas) (\\d+) (${ROMANSH_PLURAL_PERIOD})\\b`, "g"),
    (match) => `last ${match[1]} ${ROMANSH_PERIODS_PLURAL[match[2]!]}`,
  ],
  [
    new RegExp(`\\b(?:(?:ils|las) )?(\\d+) (?:davos|davosas|ultims|ultimas) (${ROMANSH_PLURAL_PERIOD})\\b`, "g"),
    (match) => `last ${match[1]} ${ROMANSH_PERIODS_PLURAL[match[2]!]}`,
  ],
  [new RegExp(`\\b(?:per|mintga|tenor|per mintga|da mintga) (${ROMANSH_PERIOD})\\b`, "g"), (match) => `per ${ROMANSH_PERIODS[match[1]!]}`],
  [/\b(?:per|da) mintga\b/g, "per"],
  // A year: "en 2025", "da 2025", "dal 2025", "l'onn 2025", "en l'onn 2025" (in 2025).
  [new RegExp(`\\b(?:(?:en|el|dal|da|durant|sin) )?l['’]onn ((?:19|20)\\d{2})\\b${ROMANSH_UNIT_AFTER}`, "g"), (match) => `in ${match[1]}`],
  [new RegExp(`\\b(?:en|el|dal|da|durant) ((?:19|20)\\d{2})\\b(?! (?:fin|a)\\b)${ROMANSH_UNIT_AFTER}`, "g"), (match) => `in ${match[1]}`],
  // "da 10 fin 20", "da 2024 fin 2025": from one number to another.
  [/\bda (\d[\d.,]*) (?:fin|a|fin a) (\d[\d.,]*)\b/g, (match) => `from ${match[1]} to ${match[2]}`],
  [/\bdapi\b/g, "since"],
  [/\bsuenter\b/g, "after"],
  // "dis retard", "dis da retard" (days late), "en retard" (late), "cun retard".
  [/\b(dis|uras) (?:da |en |cun )?retard\b/g, (match) => `${match[1] === "dis" ? "days" : "hours"} late`],
  [/\b(?:en|cun) retard\b/g, "late"],
  // "che" opening the question is what (Vallader); elsewhere the relative or "than" that asks nothing.
  [/^(\W*)che\b/g, (match) => `${match[1]}what`],
  [/\bche\b/g, ""],
];

/**
 * Nouns a Romansh column's name puts after "data" (date), "tip" (type), "import" (amount) or "taxa" (fee), with their
 * English: "data_emprest" is the loan date, "tip_medium" the media type, "import_vendita" the sale amount.
 */
const ROMANSH_NAMED_NOUNS: Readonly<Record<string, string>> = {
  emprest: "loan",
  vendita: "sale",
  empustaziun: "order",
  reservaziun: "booking",
  visita: "visit",
  pajament: "payment",
  quint: "invoice",
  factura: "invoice",
  lecziun: "lesson",
  curs: "course",
  fittanza: "rental",
  return: "return",
  returnada: "return",
  naschientscha: "birth",
  inscripziun: "registration",
  annullaziun: "cancellation",
  consegna: "delivery",
  furniziun: "delivery",
  arrivada: "arrival",
  partenza: "departure",
  medium: "media",
  cudesch: "book",
  cliant: "customer",
  product: "product",
  material: "material",
  multa: "fine",
  abunament: "subscription",
  prolungaziun: "renewal",
  retard: "delay",
  lectur: "reader",
};

/** Nouns of `ROMANSH_NAMED_NOUNS` that are English words too: after "data" they are an English name ("data_product"). */
const ENGLISH_NAMED_NOUNS = new Set(["return", "product", "material", "medium"]);

/** The names of several words `ROMANSH_NAMED_NOUNS` makes: "data emprest", "data da emprest", "data d emprest" (d'emprest). */
const namedNouns = (head: string, english: string): [string, string][] =>
  Object.entries(ROMANSH_NAMED_NOUNS)
    .filter(([noun]) => head !== "data" || !ENGLISH_NAMED_NOUNS.has(noun))
    .flatMap(([noun, meaning]) =>
      ["", "da ", "d ", "dal ", "da l ", "da la "].map((between): [string, string] => [`${head} ${between}${noun}`, `${meaning} ${english}`]),
    );

/**
 * Romansh names of several words ("data_emprest", loan date; "tip_medium", media type; "dis_retard", days late;
 * "gruppa_etad", age group; "import_chf", the amount in francs), as a column's name or a value writes them, by their
 * words: read as their English.
 */
export const ROMANSH_NAME_PHRASES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(namedNouns("data", "date")),
  ...Object.fromEntries(namedNouns("tip", "type")),
  ...Object.fromEntries(namedNouns("import", "amount")),
  ...Object.fromEntries(namedNouns("taxa", "fee")),
  "dis retard": "days late",
  "dis da retard": "days late",
  "dis en retard": "days late",
  "uras retard": "hours late",
  "uras da retard": "hours late",
  "gruppa etad": "age group",
  "gruppa d etad": "age group",
  "gruppa da etad": "age group",
  "import chf": "amount chf",
  "import eur": "amount eur",
  "import fr": "amount chf",
  "import total": "total amount",
  "import net": "net amount",
  "import brut": "gross amount",
  "custs chf": "costs chf",
  "custs total": "total costs",
  "taxa chf": "fee chf",
  "en retard": "late",
};

/**
 * Romansh words that are English or another language's too, read so only as a word of a column's name or a value (in a
 * question, a Romansh one's `ROMANSH_CONTEXT_WORDS`): "stadi" (status; Italian stages), "annulla" (annullà, cancelled;
 * Italian cancel), "paja" (pajà, paid; Spanish straw), "quint" (bill; Catalan fifth), "persa" (lost), "uras" (hours; the end
 * of Spanish "figuras", "alturas", which the lexicon's words would read as a compound of hours).
 */
export const ROMANSH_NAME_TRANSLATIONS: Readonly<Record<string, string>> = {
  stadi: "status",
  annulla: "cancelled",
  paja: "paid",
  quint: "invoice",
  quints: "invoices",
  persa: "lost",
  persas: "lost",
  // ("uras", hours, ends Spanish "figuras", "alturas": no compound's last part.)
  uras: "hours",
};

/**
 * Romansh verbs that delete, remove, overwrite, change or empty, folded (infinitives, and the imperatives, singular and
 * plural, RG and Sursilvan, a request uses): "stizzar" (delete, erase), "stritgar" (strike out), "allontanar" (remove),
 * "eliminar", "sbittar" (discard), "surscriver", "sura-scriver" (overwrite), "actualisar" (update), "midar" (change),
 * "svidar" (empty), "annullar" (cancel), "remplazzar" (replace), "modifitgar" (modify), "destruir" (destroy),
 * "nettegiar" (clean). Those of `ROMANSH_LEADING_DELETE_VERBS` are other words too: a first-conjugation imperative is
 * spelt as its participle once folded ("stizza", delete; "stizzà", deleted), and Catalan "mida" is a size.
 */
export const ROMANSH_DELETE_VERBS: readonly string[] = [
  "stizzar",
  "stizza",
  "stizzai",
  "stizzei",
  "stritgar",
  "stritga",
  "stritgai",
  "stritgei",
  "allontanar",
  "allontana",
  "allontanai",
  "allontanei",
  "eliminar",
  "elimina",
  "eliminai",
  "eliminei",
  "sbittar",
  "sbitta",
  "sbittai",
  "sbittei",
  "surscriver",
  "surscriva",
  "surscrivai",
  "surscrivei",
  "sura-scriver",
  "sura-scriva",
  "sura-scrivai",
  "surascriver",
  "surascriva",
  "actualisar",
  "actualisescha",
  "actualisai",
  "actualisei",
  "actualisa",
  "midar",
  "mida",
  "midai",
  "midei",
  "svidar",
  "svida",
  "svidai",
  "svidei",
  "annullar",
  "annullescha",
  "annullai",
  "remplazzar",
  "remplazza",
  "remplazzai",
  "modifitgar",
  "modifitga",
  "modifitgai",
  "destruir",
  "destruescha",
  "destruai",
  "nettegiar",
  "nettegia",
  "nettegiai",
];

/**
 * The verbs of `ROMANSH_DELETE_VERBS` that are other words too (a participle once folded: "Quants pretschs han ins midà la
 * davosa emna?" asks; Catalan "mida", size): destructive only leading their clause, or after "e", "lura" (and, then).
 */
export const ROMANSH_LEADING_DELETE_VERBS: ReadonlySet<string> = new Set([
  "stizza",
  "stritga",
  "allontana",
  "sbitta",
  "actualisa",
  "mida",
  "midar",
  "svida",
  "remplazza",
  "modifitga",
  "nettegia",
  "nettegiar",
]);
