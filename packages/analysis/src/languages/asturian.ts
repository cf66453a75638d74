/**
 * Asturian analysis words (asturianu, the central standard of Xixón and Uviéu), folded (á a, é e, í i, ó o, ú u, ñ n),
 * to English: question words, aggregates, quantifiers, periods, months and days, chart names, verbs of asking, and the
 * nouns restaurant, cider-house ("chigre", "llagar"), bar and sales tables are named with ("cuentes", "comensales",
 * "camareru", "turnu", "xinta", "tarxeta", "anulaes"). Words that are English or another language's too with another
 * sense ("cena", Czech price; "files", "dies", "reserves", English; "nun", "ye", "col", "pol", "pa", "que", "tan") are read
 * only in an Asturian question, by `ASTURIAN_CONTEXT_WORDS` and `ASTURIAN_PHRASES`; the words Spanish has with the same
 * English ("media", "suma", "fecha", "canal", "anulada", "precio", "importe", "factura", "cliente", "reserva") are its
 * lexicon's. None here is an English word.
 */
export const ASTURIAN_WORDS: Readonly<Record<string, string>> = {
  // Question words ("cuántos", "cuál", "ónde" are Spanish's and Galician's already; "qué" opening a question is a phrase).
  cuantu: "how much",
  cuanta: "how much",
  cuantes: "how many",
  cualos: "which",
  cuala: "which",
  // Aggregates and degrees.
  mediu: "average",
  promediu: "average",
  maximu: "maximum",
  minimu: "minimum",
  porcentaxe: "percentage",
  porcentaxes: "percentages",
  meyor: "best",
  meyores: "best",
  caberu: "last",
  cabera: "last",
  caberos: "last",
  caberes: "last",
  ultimu: "last",
  ultimes: "last",
  primeru: "first",
  primeros: "first",
  primeres: "first",
  // Quantifiers ("toles", "tolos": all the; "toos": all; "dalgún": any).
  toles: "all",
  tolos: "all",
  toos: "all",
  dalgun: "any",
  dalguna: "any",
  dalgunos: "any",
  dalgunes: "any",
  ensin: "without",
  sacante: "except",
  // Periods.
  anu: "year",
  selmana: "week",
  selmanes: "weeks",
  selmanal: "weekly",
  hores: "hours",
  guei: "today",
  ayeri: "yesterday",
  // Months ("abril" is the lexicon's already) and days ("martes", "miércoles" are Spanish too: in a question only).
  xineru: "january",
  febreru: "february",
  marzu: "march",
  mayu: "may",
  xunu: "june",
  xunetu: "july",
  agostu: "august",
  setiembre: "september",
  ochobre: "october",
  payares: "november",
  avientu: "december",
  llunes: "monday",
  xueves: "thursday",
  vienres: "friday",
  sabadu: "saturday",
  domingu: "sunday",
  // Charts ("gráficu de barres", "gráficu de quesu", "diagrama de dispersión" are phrases).
  barres: "bar",
  llinia: "line",
  llinies: "lines",
  histograma: "histogram",
  histogrames: "histograms",
  // Asking to see, draw, compare, list.
  amuesa: "show",
  amuesame: "show",
  amuesanos: "show",
  amuesamelo: "show",
  amuesamelos: "show",
  amosai: "show",
  amuesen: "show",
  amosar: "show",
  dibuxa: "draw",
  dibuxame: "draw",
  dibuxai: "draw",
  compara: "compare",
  comparai: "compare",
  llista: "list",
  llistame: "list",
  llistai: "list",
  // Money.
  preciu: "price",
  importes: "amounts",
  pagu: "payment",
  pagau: "paid",
  pagaes: "paid",
  pagaos: "paid",
  facturar: "invoice",
  facturau: "billed",
  facturaos: "billed",
  tarxeta: "card",
  tarxetes: "cards",
  efectivu: "cash",
  vendiu: "sold",
  vendios: "sold",
  vendies: "sold",
  // Bills, diners and staff ("cuenta", a bill, is Spanish's account and Asturian's count too: in a question only).
  cuentes: "bills",
  camareru: "waiter",
  camareres: "waiters",
  // Cider, food and meals.
  sidra: "cider",
  sidres: "ciders",
  sidreria: "cider house",
  sidreries: "cider houses",
  llagar: "cider maker",
  llagares: "cider makers",
  botella: "bottle",
  botellas: "bottles",
  botelles: "bottles",
  comida: "food",
  comides: "meals",
  xinta: "lunch",
  xintes: "lunches",
  merienda: "snack",
  meriendes: "snacks",
  propines: "tips",
  // Places and shifts.
  chigres: "bars",
  comedor: "dining room",
  terraza: "terrace",
  turnu: "shift",
  tipu: "type",
  // Rows and files, counts, states, ratings.
  ficheru: "file",
  numberu: "number",
  cantida: "quantity",
  anulaes: "cancelled",
  anulaos: "cancelled",
  anulau: "cancelled",
  valoraciones: "ratings",
};

/**
 * Asturian words that are English or another language's too, read so only in an Asturian question (one with a word of
 * `ASTURIAN_MARKERS` or a phrase of `ASTURIAN_MARKING_PHRASES`): "ye", "tan" (is, are; Spanish "tan" so), "foi", "foron"
 * (was, were), "nun" (not; before a noun "in a", a phrase; English nun), "non" (no), "col", "cola" (with the), "pol",
 * "pola" (by the), "pa" (for), "nel", "na", "nos" (in the; Spanish "nos" us), "ente" (between), "dende" (since), "cuenta"
 * (a bill; opening a request, count: a phrase), "toes" (all; English toes), "cena" (dinner; Czech price), "files" (rows; English files), "dies"
 * (days), "reserves" (bookings), "martes", "miercoles" (Tuesday, Wednesday; Spanish's too), "fai", "pon", "ponlo", "dame"
 * (make, put, give: show), "esti" (this).
 */
export const ASTURIAN_CONTEXT_WORDS: Readonly<Record<string, string>> = {
  // ("toes", all: English toes.)
  toes: "all",
  ye: "is",
  tan: "are",
  tien: "has",
  tienen: "have",
  foi: "was",
  foron: "were",
  nun: "not",
  non: "not",
  col: "with",
  cola: "with",
  colos: "with",
  coles: "with",
  pol: "by",
  pola: "by",
  polos: "by",
  poles: "by",
  pa: "for",
  nel: "in",
  na: "in",
  nos: "in",
  nes: "in",
  ente: "between",
  dende: "since",
  cuenta: "bill",
  cena: "dinner",
  cenes: "dinners",
  files: "rows",
  fila: "row",
  dies: "days",
  reserves: "bookings",
  martes: "tuesday",
  miercoles: "wednesday",
  fai: "make",
  faime: "make",
  pon: "show",
  ponlo: "show",
  ponmelo: "show",
  dame: "show",
  esti: "this",
};

/**
 * Words of `ASTURIAN_WORDS` that Spanish, Galician, Catalan, Portuguese or Italian has too (with the same English), or
 * that are too short to tell: no marker of an Asturian question ("cuanta", "sidra", "botella", "comida", "terraza" are
 * Spanish; "porcentaxe" Galician; "barres", "hores", "propines" Catalan; "compara" Spanish and Italian).
 */
const ASTURIAN_SHARED = new Set([
  "cuanta",
  "cuala",
  "porcentaxe",
  "porcentaxes",
  "setiembre",
  "barres",
  "histograma",
  "compara",
  "importes",
  "facturar",
  "sidra",
  "sidres",
  "sidreria",
  "botella",
  "botellas",
  "comida",
  "merienda",
  "propines",
  "comedor",
  "terraza",
  "hores",
  "primeros",
  "valoraciones",
  "amosar",
]);

/**
 * The words of `ASTURIAN_WORDS` of four letters or more that no other language or English has, and Asturian's own words
 * a question has ("hebo", there was; "guei"; "chigre", a cider bar; "ensin"): one makes a question Asturian.
 */
export const ASTURIAN_MARKERS: ReadonlySet<string> = new Set([
  ...Object.keys(ASTURIAN_WORDS).filter((word) => word.length >= 4 && /^[a-z]+$/.test(word) && !ASTURIAN_SHARED.has(word)),
  "anu",
  "hebo",
  "hebieron",
  "guei",
  "chigre",
  "ponlo",
  "ponmelo",
  "faime",
]);

/**
 * Phrases only Asturian has, which make a question Asturian as a marker does (folded): "ye" after a question word or
 * before an article ("¿cuál ye la media", "ye'l total"; English "ye" stands before no Spanish article), a verb with "-'l"
 * (the article joined: "ye'l", "pa'l", "guarda'l"), "nun" or "nuna" before a chart or a table ("nun gráficu de llinies"),
 * "les" with a feminine plural in "-es" after "de", "toles" or "pa" ("de les cuentes": French says "des").
 */
export const ASTURIAN_MARKING_PHRASES =
  /\b(?:cual|que|onde|cuanto|cuanta|cuantu|cuantos|cuantes|cuando) ye\b|\bye (?:el|la|los|les)\b|\b(?:ye|pa|guarda|amuesa|dibuxa|fai|pon|hai|hebo|tien|col|pol)'l\b|\bnuna? (?:graficu|grafica|diagrama|histograma|tabla|llista)\b|\b(?:de|pa|en) les \p{L}{3,}es\b/u;

/** English of Asturian periods, in "esti añu" (this year), "el mes pasáu" (last month), "per selmana" (per week). */
const ASTURIAN_PERIODS: Readonly<Record<string, string>> = {
  anu: "year",
  ano: "year",
  mes: "month",
  selmana: "week",
  dia: "day",
  trimestre: "quarter",
};
const ASTURIAN_PERIOD = Object.keys(ASTURIAN_PERIODS).join("|");
/** Asturian months, folded, to English, for "en mayu de 2025", "xineru 2025". */
const ASTURIAN_MONTHS: Readonly<Record<string, string>> = {
  xineru: "january",
  febreru: "february",
  marzu: "march",
  abril: "april",
  mayu: "may",
  xunu: "june",
  xunetu: "july",
  agostu: "august",
  setiembre: "september",
  ochobre: "october",
  payares: "november",
  avientu: "december",
};
const ASTURIAN_MONTH = Object.keys(ASTURIAN_MONTHS).join("|");
/** Asturian days of the week, folded, to English, for "los llunes" (on Mondays). */
const ASTURIAN_WEEKDAYS: Readonly<Record<string, string>> = {
  llunes: "mondays",
  martes: "tuesdays",
  miercoles: "wednesdays",
  xueves: "thursdays",
  vienres: "fridays",
  sabadu: "saturday",
  sabados: "saturdays",
  domingu: "sunday",
  domingos: "sundays",
};
const ASTURIAN_WEEKDAY = Object.keys(ASTURIAN_WEEKDAYS).join("|");

/** Chart names' last words: "gráficu de barres" (bar), "de llinies" (line), "de tarta", "de quesu" (pie). */
const ASTURIAN_CHART = "(?:graficu|grafica|graficos|diagrama)";

/**
 * Asturian phrases (folded) read in an Asturian question: the article joined to a word ("ye'l", "pa'l", "guarda'l"),
 * "hai", "hebo" (there is, there were: nothing asked), "cuenta" opening a request (count), "qué" opening a question
 * (what), "nun", "nuna" before a noun (in a), chart names ("gráficu de barres", "de llinies", "de tarta", "de quesu",
 * "diagrama de dispersión"), "ponlo nun gráficu" (show it as), a month of a year ("en mayu de 2025"), periods ("esti
 * añu", "l'añu pasáu", "el mes que vien", "per selmana"), "pa cada", "per cada" (per).
 */
export const ASTURIAN_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  // The article joined to the word before it: "ye'l total" (is the total), "guarda'l ficheru" (save the file).
  [/\b(\p{L}+)['’]l\b/gu, (match) => `${match[1]} el`],
  // Verbs that ask nothing: "hai", "hebo", "hebieron", "hubo" (there is, there were).
  [/\b(?:hai|hebo|hebieron|hubo|habia)\b/g, ""],
  [/\b(?:ta|tan|tuvo|tuvieron|foi|foron) (?:anulaes|anulaos|anulada|anulau|pagaes|pagaos|pagada|pagau)\b/g, (match) => match[0].split(" ")[1]!],
  // "cuenta" opening a request is the verb, count ("Cuenta les cuentes anulaes"); elsewhere a bill.
  // (The article after it goes: "cuenta les cuentes" counts bills, as "count bills" does.)
  [/^(\W*)(?:cuenta|cuentai|cuentame)\b(?: (?:les|los|el|la)\b)?/g, (match) => `${match[1]}count`],
  // "el númberu de cuentes": the number of bills.
  [/\bnumberu de\b/g, "number of"],
  // "qué" opening the question is what; elsewhere the relative that asks nothing ("les cuentes que nun tán anulaes").
  [/^(\W*)que\b/g, (match) => `${match[1]}what`],
  // Charts: "gráficu de barres", "gráficu de llinies", "gráficu de tarta", "gráficu de quesu", "diagrama de dispersión".
  [new RegExp(`\\b${ASTURIAN_CHART} (?:de|en) (?:barres|barra|columnes)\\b`, "g"), "bar chart"],
  [new RegExp(`\\b${ASTURIAN_CHART} (?:de|en) (?:llinies|llinia|llinea|llinees)\\b`, "g"), "line chart"],
  [new RegExp(`\\b${ASTURIAN_CHART} (?:de|en) (?:tarta|quesu|sectores)\\b`, "g"), "pie chart"],
  [new RegExp(`\\b${ASTURIAN_CHART} (?:de|en) (?:dispersion|puntos)\\b|\\bnube de puntos\\b`, "g"), "scatter chart"],
  // "nun gráficu", "nuna tabla": in a (elsewhere "nun" is not).
  [/\bnuna?\b(?= (?:graficu|grafica|diagrama|histograma|tabla|llista|bar chart|line chart|pie chart|scatter chart)\b)/g, "as a"],
  // Asking to see: "ponlo", "pónmelo", "fai", "faime" before a chart (show it as).
  [/\b(?:ponlo|ponmelo|pon|fai|faime|dibuxa|dibuxame)(?= (?:un |una |as a )?(?:bar chart|line chart|pie chart|scatter chart|histograma)\b)/g, "show"],
  // A month of a year: "en mayu de 2025", "de xineru a marzu de 2025", "xunu 2025".
  [
    new RegExp(`\\bde (${ASTURIAN_MONTH}) a (${ASTURIAN_MONTH})(?: (?:de|del) )?((?:19|20)\\d{2})?\\b`, "g"),
    (match) => `from ${ASTURIAN_MONTHS[match[1]!]} to ${ASTURIAN_MONTHS[match[2]!]}${match[3] ? ` ${match[3]}` : ""}`,
  ],
  [
    new RegExp(`\\b(?:(en|de|nel mes de|pal mes de) )?(${ASTURIAN_MONTH}) (?:de |del )?((?:19|20)\\d{2})\\b`, "g"),
    (match) => `${match[1] ? "in " : ""}${ASTURIAN_MONTHS[match[2]!]} ${match[3]}`,
  ],
  [new RegExp(`\\b(?:en|nel mes de) (${ASTURIAN_MONTH})\\b`, "g"), (match) => `in ${ASTURIAN_MONTHS[match[1]!]}`],
  // Days of the week: "los llunes", "el sábadu" (on Mondays, on Saturday).
  [new RegExp(`\\b(?:los|les|el|cada) (${ASTURIAN_WEEKDAY})\\b`, "g"), (match) => `on ${ASTURIAN_WEEKDAYS[match[1]!]}`],
  // Periods: "esti añu", "esta selmana", "l'añu pasáu", "el mes pasáu", "la selmana pasada", "el mes que vien".
  [new RegExp(`\\b(?:esti|esta|este) (${ASTURIAN_PERIOD})\\b`, "g"), (match) => `this ${ASTURIAN_PERIODS[match[1]!]}`],
  [new RegExp(`\\b(?:(?:el|la|l') ?)?(${ASTURIAN_PERIOD}) (?:pasau|pasada|pasao|caberu|cabera)\\b`, "g"), (match) => `last ${ASTURIAN_PERIODS[match[1]!]}`],
  [new RegExp(`\\b(?:(?:el|la|l') ?)?(${ASTURIAN_PERIOD}) (?:que vien|siguiente)\\b`, "g"), (match) => `next ${ASTURIAN_PERIODS[match[1]!]}`],
  [/\b(?:(?:los|les) )?(\d+) (?:caberos|caberes|ultimos|ultimes) (\p{L}+)/gu, (match) => `last ${match[1]} ${match[2]}`],
  [/\b(?:(?:los|les) )?(?:caberos|caberes|ultimos|ultimes) (\d+) (\p{L}+)/gu, (match) => `last ${match[1]} ${match[2]}`],
  [new RegExp(`\\b(?:per|pol|pola|por|cada|pa cada|per cada) (${ASTURIAN_PERIOD})\\b`, "g"), (match) => `per ${ASTURIAN_PERIODS[match[1]!]}`],
  [/\b(?:pa|per) cada\b/g, "per"],
  // "de 2025", "nel 2025": in 2025.
  [/\b(?:de|en|nel|en el|durante) ((?:19|20)\d{2})\b(?!\s*(?:€|eur|euros|%|a\b))/g, (match) => `in ${match[1]}`],
  // "de X a Y": from X to Y (numbers).
  [/\bde (\d[\d.,]*) a (\d[\d.,]*)\b/g, (match) => `from ${match[1]} to ${match[2]}`],
  // "más de 3", "menos de 20" are Spanish's; "lo más", "el más" too. "que" elsewhere asks nothing.
  [/(?<!\b(?:mas|mayor|menor|menos|meyor|peor) )\bque\b/g, ""],
];

/**
 * Asturian names of several words ("tipu_de_sidra", cider type; "forma_de_pagu", payment method), as a column's name or
 * a value writes them, by their words: read as their English.
 */
export const ASTURIAN_NAME_PHRASES: Readonly<Record<string, string>> = {
  "tipu de sidra": "cider type",
  "tipu de pagu": "payment type",
  "forma de pagu": "payment method",
  "mediu de pagu": "payment method",
  "numberu de comensales": "diners",
  "fecha de la cuenta": "bill date",
  "importe de la cuenta": "bill amount",
};

/**
 * Asturian words that are English or another language's too, read so only as a word of a column's name or a value: "cuenta"
 * (a bill; in a question, opening a request, count), "chigre" (a cider bar: in a question "bar" would name a chart), "mesa"
 * (a restaurant's table; English mesa).
 */
export const ASTURIAN_NAME_TRANSLATIONS: Readonly<Record<string, string>> = {
  cuenta: "bill",
  chigre: "bar",
  mesa: "table",
};

/**
 * Asturian verbs that delete, remove, overwrite or update, folded (infinitives, and the imperatives, singular and plural,
 * an Asturian request uses, with their pronouns joined: "desanicia-y", delete for it; "desanicialos", delete them):
 * "desaniciar" (delete), "borrar" (erase), "quitar" (take away), "eliminar", "sobrescribir" (overwrite), "anovar"
 * (update), "baleirar" (empty). Those of `ASTURIAN_LEADING_DELETE_VERBS` are other words too ("anova", the statistician's
 * ANOVA): they delete only leading their clause.
 */
export const ASTURIAN_DELETE_VERBS: readonly string[] = [
  "desaniciar",
  "desanicia",
  "desaniciai",
  "desanicia-y",
  "desanicia-yos",
  "desanicialos",
  "desaniciales",
  "desanicialu",
  "desaniciala",
  "borrai",
  "borralos",
  "borrales",
  "quitai",
  "quitalos",
  "quitales",
  "eliminai",
  "eliminalos",
  "eliminales",
  "sobrescribir",
  "sobrescribe",
  "sobrescribi",
  "anovar",
  "anova",
  "anovai",
  "baleirar",
  "baleira",
  "baleirai",
];

/** The verbs of `ASTURIAN_DELETE_VERBS` that are other words too ("anova", analysis of variance): destructive only leading their clause. */
export const ASTURIAN_LEADING_DELETE_VERBS: ReadonlySet<string> = new Set(["anova", "anovar", "anovai"]);
