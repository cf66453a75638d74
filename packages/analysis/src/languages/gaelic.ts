/**
 * Scottish Gaelic analysis words, folded (à a, è e, ì i, ò o, ù u), to English: question words, aggregates, periods,
 * months and days, chart names, yes and no, and the nouns orders, sales and shop columns are named with ("aireamh",
 * "ceann_latha", "duthaich", "iomlan_gbp", "measadh"). A Gaelic word often begins mutated ("bhliadhna" of bliadhna,
 * "h-uile" of uile, "t-sultain" of sultain): `gaelicBaseForms` gives the forms to look up. Words that are English or
 * another language's too ("no", "de", "le", "gun", "bho", "not", "mart", "mios", "tha") are read only in a Gaelic
 * question, by `GAELIC_PHRASES`; none here is an English word.
 */
export const GAELIC_WORDS: Readonly<Record<string, string>> = {
  // The nations of Britain and Ireland, which the runtime's country names lack (they are no ISO countries).
  sasainn: "england",
  alba: "scotland",
  eirinn: "ireland",
  cuimrigh: "wales",
  // Question words ("cia mheud", "de", how many, what, are phrases).
  ciamar: "how",
  cuin: "when",
  caite: "where",
  meud: "size",
  meudachd: "size",
  uiread: "quantity",
  // Aggregates and degrees.
  iomlan: "total",
  iomlain: "total",
  suim: "sum",
  cuibheasach: "average",
  cuibheas: "average",
  meadhan: "average",
  meadhanach: "average",
  aireamh: "number",
  aireamhan: "numbers",
  cunntas: "count",
  cunnt: "count",
  ceudad: "percentage",
  motha: "most",
  lugha: "least",
  barrachd: "more",
  ciad: "first",
  // Groupings and quantifiers.
  gach: "each",
  uile: "all",
  airson: "for",
  eadar: "between",
  agus: "and",
  roimh: "before",
  "a-mhain": "only",
  // Periods.
  bliadhna: "year",
  bliadhnaichean: "years",
  bliadhnail: "yearly",
  miosan: "months",
  miosail: "monthly",
  seachdain: "week",
  seachdaine: "week",
  seachdainean: "weeks",
  seachdaineil: "weekly",
  latha: "day",
  lathaichean: "days",
  lathail: "daily",
  raithe: "quarter",
  raithean: "quarters",
  "ceann-latha": "date",
  ceannlatha: "date",
  "cinn-latha": "dates",
  "an-diugh": "today",
  "an-de": "yesterday",
  "an-uiridh": "last year",
  "am-bliadhna": "this year",
  // Months (am Màrt, March, and an t-Samhain, November, are phrases) and days.
  faoilleach: "january",
  faoilteach: "january",
  gearran: "february",
  giblean: "april",
  ceitean: "may",
  ogmhios: "june",
  iuchar: "july",
  lunastal: "august",
  sultain: "september",
  damhair: "october",
  dubhlachd: "december",
  diluain: "monday",
  dimairt: "tuesday",
  diciadain: "wednesday",
  diardaoin: "thursday",
  dihaoine: "friday",
  disathairne: "saturday",
  didomhnaich: "sunday",
  // Numbers (dà, two, and sia, six, are phrases).
  aon: "one",
  tri: "three",
  ceithir: "four",
  coig: "five",
  seachd: "seven",
  ochd: "eight",
  naoi: "nine",
  deich: "ten",
  fichead: "twenty",
  // Money.
  pris: "price",
  prise: "price",
  prisean: "prices",
  cosgais: "cost",
  cosgaisean: "costs",
  luach: "value",
  airgead: "money",
  notaichean: "gbp",
  paigheadh: "payment",
  paighidh: "payment",
  paighte: "paid",
  reic: "sales",
  reicte: "sold",
  reiceadair: "seller",
  reiceadairean: "sellers",
  lasachadh: "discount",
  // Orders (an order read as "orders": "cia mheud òrdugh", how many orders, puts the singular after a count, and an
  // English "order" may be a sort order), customers, places.
  ordugh: "orders",
  orduigh: "orders",
  ordughan: "orders",
  orduighean: "orders",
  "neach-ceannach": "customer",
  "luchd-ceannach": "customers",
  ceannach: "purchase",
  teachdaiche: "customer",
  teachdaichean: "customers",
  duthaich: "country",
  duthcha: "country",
  duthchannan: "countries",
  eilean: "island",
  eilein: "island",
  eileanan: "islands",
  baile: "town",
  bailtean: "towns",
  "baile-mor": "city",
  sgire: "region",
  sgirean: "regions",
  seoladh: "address",
  // Work and staff.
  "neach-obrach": "staff",
  "luchd-obrach": "staff",
  obair: "job",
  obraichean: "jobs",
  breabadair: "weaver",
  breabadairean: "weavers",
  gleidheadh: "booking",
  gleidhidh: "booking",
  // Things and their measures.
  bathar: "product",
  bathair: "product",
  aodach: "cloth",
  aodaich: "cloth",
  seorsa: "type",
  seorsaichean: "types",
  ainm: "name",
  ainmean: "names",
  fad: "length",
  leud: "width",
  cuideam: "weight",
  cuideim: "weight",
  dath: "colour",
  datha: "colour",
  dathan: "colours",
  patran: "pattern",
  patrain: "pattern",
  patranan: "patterns",
  meatair: "metre",
  meatairean: "metres",
  measadh: "rating",
  measaidh: "rating",
  measaidhean: "ratings",
  inbhe: "status",
  doigh: "method",
  // Delivery.
  libhrigeadh: "delivery",
  libhrigidh: "delivery",
  postachd: "postage",
  cabhagach: "express",
  luath: "express",
  // Flags and kinds.
  singilte: "single",
  dubailte: "double",
  simplidh: "plain",
  breacan: "check",
  // Colours (dubh, black, is English in no sense but erases in "dubh às": read as the colour only).
  liath: "grey",
  gorm: "blue",
  uaine: "green",
  dearg: "red",
  dubh: "black",
  geal: "white",
  buidhe: "yellow",
  purpaidh: "purple",
  // Yes ("tha" is a phrase: it is also the verb is).
  seadh: "yes",
  // Showing, charts, the table.
  seall: "show",
  seallaibh: "show",
  graf: "chart",
  grafaichean: "charts",
  cairt: "chart",
  "clar-bar": "bar chart",
  loidhne: "line",
  cearcall: "pie",
  cearcaill: "pie",
  clar: "table",
  colbh: "column",
  colbhan: "columns",
  sreath: "row",
  sreathan: "rows",
  faidhle: "file",
};

/**
 * Scottish Gaelic words that are English or another language's too, read so only in a Gaelic question (one with a word
 * of `GAELIC_MARKERS`): "mios" (month; Spanish "míos", mine), "mart" (March), "no" (or), "le" (with), "gun" (without;
 * Turkish "gün", day), "bho" (from), "chan" and "nach" (not), "donn" (brown).
 */
export const GAELIC_CONTEXT_WORDS: Readonly<Record<string, string>> = {
  mios: "month",
  mart: "march",
  samhain: "november",
  donn: "brown",
  staid: "status",
  no: "or",
  le: "with",
  leis: "with",
  gun: "without",
  bho: "from",
  bhon: "from",
  cha: "not",
  chan: "not",
  nach: "not",
  da: "two",
  sia: "six",
  ron: "before",
  fo: "under",
  dean: "make",
  deanaibh: "make",
};

/**
 * Words of `GAELIC_WORDS` that Irish or another language has too ("luach", value; "roimh", before; "obair", work), and
 * words of names of places and people (an English question may name "Eilean Donan", "Beinn Dearg"): no marker of a
 * Gaelic question.
 */
const GAELIC_SHARED = new Set([
  "iomlan",
  "iomlain",
  "gach",
  "airgead",
  "baile",
  "graf",
  "pris",
  "cairt",
  "agus",
  "luach",
  "roimh",
  "obair",
  "ceannach",
  "doigh",
  "caite",
  "eilean",
  "eilein",
  "luath",
  "breacan",
  "liath",
  "uaine",
  "dearg",
  "buidhe",
  "purpaidh",
]);

/**
 * The words of `GAELIC_WORDS` of five letters or more that no other language or English has, their mutated forms and
 * Gaelic's verbs and particles ("mheud", "robh", "chaidh", "reir", "dheth"): one makes a question Gaelic.
 */
export const GAELIC_MARKERS: ReadonlySet<string> = new Set([
  ...Object.keys(GAELIC_WORDS).filter((word) => word.length >= 5 && /^[a-z]+$/.test(word) && !GAELIC_SHARED.has(word)),
  "mheud",
  "cuin",
  "bhliadhna",
  "sheachdain",
  "mhios",
  "dhuthaich",
  "dhuthcha",
  "chosgais",
  "mheasaidh",
  "chaidh",
  "robh",
  "deach",
  "bheil",
  "ghearran",
  "ghiblean",
  "cheitean",
  "fhaoilleach",
  "dhomh",
  "dhuinn",
  "uiridh",
  "dheth",
]);

/** Phrases only Gaelic has, which make a question Gaelic as a marker does: "a rèir" (by; Irish says "de réir"), "dè an" (what the) opening it. */
export const GAELIC_MARKING_PHRASES = /\ba reir\b|^\W*de (?:an|am|na|a')\s|\b(?:cia|co) mheud\b/;

/** English of Gaelic periods, as written after an article or a mutation ("a' bhliadhna", "an t-seachdain", "am mìos"). */
const GAELIC_PERIODS: Readonly<Record<string, string>> = {
  bliadhna: "year",
  bhliadhna: "year",
  mios: "month",
  mhios: "month",
  seachdain: "week",
  sheachdain: "week",
  "t-seachdain": "week",
  raithe: "quarter",
  latha: "day",
};
const GAELIC_PERIOD = Object.keys(GAELIC_PERIODS).join("|");

/**
 * Gaelic phrases (folded) read in a Gaelic question: "cia mheud" (how many), "dè" (what), "a bh' ann" (that there were,
 * nothing asked), "ann an", "san", "anns an" (in), "a h-uile" (all, each), "air a chur dheth" (cancelled), "chan eil" (no),
 * "a rèir" (by), "as motha" (most), "a' bhliadhna seo chaidh" (last year), "graf-bhàr" (bar chart), "ceann latha" (date),
 * "£" as "not" after a number; then the articles ("an", "am", "na", "a'") and "air", "ann" standing alone.
 */
export const GAELIC_PHRASES: readonly [RegExp, string | ((match: RegExpMatchArray) => string)][] = [
  [/\b(?:cia|co|ce) mh?eud\b/g, "how many"],
  [/(^|[.?!;:,]\s*)de\b(?!-)/g, (match) => `${match[1]}what`],
  [/\bthoir dhomh\b|\bthoiribh dhuinn\b|\b(?:seall|innis|seallaibh|innsibh|thoiribh) (?:dhomh|dhuinn)\b/g, "show"],
  // What was cancelled, and what was not ("nach deach a chur dheth").
  [/\b(?:nach (?:deach|do|robh|eil)(?: air)?|cha (?:deach|robh)(?: air)?) (?:a|an) (?:chur|cur) (?:dheth|as)\b/g, "not cancelled"],
  [/\b(?:(?:a )?(?:chaidh|bha|bh'|tha|th') )?(?:air )?(?:a|an) (?:chur|cur) (?:dheth|as)\b/g, "cancelled"],
  [/\ba chaidh (?:a|an) reic\b/g, "sold"],
  [/\ba chaidh (?:a|an) (?:ph|p)aigheadh\b/g, "paid"],
  [/\bchan eil\b/g, "no"],
  [/\bchan e\b/g, "no"],
  [/\b(?:nach|cha) (?:eil|robh|deach|do|bh')\b/g, "not"],
  [/\bgun a bhith\b/g, "not"],
  // Verbs that ask nothing: "a bh' ann" (that there were), "a th' againn" (that we have), "a chaidh" (that were).
  [/\ba (?:bh'|bha|th'|tha|bhios) ?(?:ann|againn|agaibh|aca)\b/g, ""],
  [/\b(?:a )?(?:bh'|th') ?(?:ann|againn|agaibh|aca)\b/g, ""],
  [/\ba (?:tha|bha|chaidh)\b/g, ""],
  [/\bfar (?:a|an) (?:bheil|robh|bi|deach)\b/g, "where"],
  // A total or an average after its noun, as Gaelic puts an adjective ("an cuideam iomlan", the total weight), before it.
  [/\b(?!(?:an|am|na|a|de|den|dhen|gach|uile|agus|no|is|san|sa)\b)(\p{L}[\p{L}'-]*) (iomlan|cuibheasach)\b/gu, (match) => `${match[2]} ${match[1]}`],
  // An adjective of a kind after its noun ("òrdughan cabhagach", express orders), before it as English puts it.
  [
    /\b(?!(?:not|no|is|a|an|am|na|agus|of|cho|gle|nas|as|ro|tha|bha|eil|robh|le|leis|gun|bho|bhon|air|ann|aig|do|de|den|far|nach|cha|chan|mar|ri|ris|gu|fo|tro|eadar|airson|gach|uile)\b)(\p{L}[\p{L}'-]*) (cabhagach|luath|paighte|singilte|dubailte|simplidh|liath|gorm|donn|uaine|dearg|dubh|geal|buidhe|purpaidh)\b/gu,
    (match) => `${match[2]} ${match[1]}`,
  ],
  // "de" (of), "den" (of the), once "dè" (what) opening a question is read.
  [/\b(?:de|dhe|den|dhen)\b(?!-)/g, "of"],
  // Per and by.
  [/\b(?:a h-uile|na h-uile) (?=(?:bliadhna|mios|seachdain|latha|raithe)\b)/g, "each "],
  [/\b(?:a h-uile|na h-uile)\b/g, "all"],
  [/\b(?:anns|air|airson|aig|an aghaidh) gach\b/g, "per"],
  [/\ba reir\b/g, "by"],
  // Percent, before "sa" (in the).
  [/\b(?:sa|san|as a'?|anns a'?) cheud\b/g, "percent"],
  // Comparisons and superlatives.
  [/\bnas (?:motha|mo|airde) na\b|\bbarrachd air\b|\bos cionn\b/g, "more than"],
  [/\bnas (?:lugha|isle) na\b/g, "less than"],
  [/\bco-dhiu (?=\d)/g, "at least "],
  [/\bas (?:motha|mo|trice)\b/g, "most"],
  [/\bas lugha\b/g, "least"],
  [/\bas (?:airde|aird)\b/g, "highest"],
  [/\bas (?:isle|iosal)\b/g, "lowest"],
  [/\bas fhearr\b/g, "best"],
  [/\bas miosa\b/g, "worst"],
  [/\bas daoire\b/g, "most expensive"],
  [/\bas saoire\b/g, "cheapest"],
  [/\bas aonais\b/g, "without"],
  [/\b(?:as|an) deidh\b/g, "after"],
  // Periods: "a' bhliadhna seo chaidh" (last year), "am mìos seo" (this month), "an ath sheachdain" (next week).
  [new RegExp(`\\b(?:(?:a'|am|an) )?(${GAELIC_PERIOD}) (?:seo chaidh|mu dheireadh|a chaidh)\\b`, "g"), (match) => `last ${GAELIC_PERIODS[match[1]!]}`],
  [new RegExp(`\\b(?:(?:a'|am|an) )?(${GAELIC_PERIOD}) seo\\b`, "g"), (match) => `this ${GAELIC_PERIODS[match[1]!]}`],
  // "an t-òrdugh mu dheireadh" (the last order), "a' chiad òrdugh" (the first order).
  [/\b(?!(?:a|an|am|na|no|is|agus)\b)(\p{L}[\p{L}'-]*) mu dheireadh\b/gu, (match) => `last ${match[1]}`],
  [/\bmu dheireadh\b/g, "last"],
  [new RegExp(`\\b(?:an )?ath (${GAELIC_PERIOD})\\b`, "g"), (match) => `next ${GAELIC_PERIODS[match[1]!]}`],
  [/\bam bliadhna\b/g, "this year"],
  [/\ban uiridh\b/g, "last year"],
  [/\b(?:bho|bhon|o) ([\p{L}\d'-]+) gu\b/gu, (match) => `from ${match[1]} to`],
  // In: "ann an", "anns an", "san", "sa", "as t-" (in the: "as t-Samhain").
  [/\bann (?:an|am)\b|\banns (?:an|a'|a|am|na)(?=\s)|\b(?:san|sa|sna)\b(?!-)/g, "in"],
  [/\bas (?=t-)/g, "in "],
  // On a day: "air Diluain" (on Monday).
  // (With the day in the match: "air" alone may be read as the start of a column's name, "aireamh".)
  [/\bair (d?h?i-?(?:luain|mairt|ciadain|ardaoin|haoine|sathairne|domhnaich))\b/g, (match) => `on ${match[1]}`],
  // Charts.
  [/\b(?:gh?raf|ch?airt|ch?lar)[- ](?:bh?ar|bh?arran|bh?arraichean)\b/g, "bar chart"],
  [/\b(?:gh?raf|ch?airt)[- ]loidhne\b/g, "line chart"],
  [/\b(?:gh?raf|ch?airt)[- ](?:ch?earcaill|ch?earcall|ph?ie)\b/g, "pie chart"],
  [/\bmar (?=gh?raf|ch?airt)/g, "as "],
  // Nouns of two words: a date, a customer, staff, a city, herringbone.
  [/\bceann latha\b/g, "date"],
  [/\bcinn latha\b/g, "dates"],
  [/\bneach ceannach\b/g, "customer"],
  [/\bluchd ceannach\b/g, "customers"],
  [/\b(?:neach|luchd) obrach\b/g, "staff"],
  [/\bbaile mor\b/g, "city"],
  [/\bcnaimh[- ]an[- ]sgadain\b/g, "herringbone"],
  // Money: "£40" written "40 not".
  [/\b(\d[\d,]*(?:\.\d+)?) not\b/g, (match) => `${match[1]} gbp`],
  // The articles, and prepositions standing alone ("air Ìle", on Islay; "ann", in it), once the phrases that hold them are read.
  [/\b(?:an|am|na|nan|nam)\b(?!-)/g, ""],
  [/(?<=^|\s)a'(?=\s)/g, ""],
  [/\b(?:air|ann) (\p{L}[\p{L}'-]*|\d)/gu, (match) => match[1]!],
  [/\b(?:air|ann)\b(?!-)/g, ""],
];

/**
 * Gaelic names of several words ("air_a_chur_dheth", cancelled; "ceann_latha", date; "neach_ceannach", customer), as a
 * column's name writes them, by their words: read as one word of a name.
 */
export const GAELIC_NAME_PHRASES: Readonly<Record<string, string>> = {
  "air a chur dheth": "cancelled",
  "air a chur as": "cancelled",
  "air an cur dheth": "cancelled",
  "ceann latha": "date",
  "cinn latha": "dates",
  "neach ceannach": "customer",
  "luchd ceannach": "customers",
  "neach obrach": "staff",
  "luchd obrach": "staff",
  "baile mor": "city",
  "cnaimh an sgadain": "herringbone",
};

/**
 * The base forms of a Gaelic word whose beginning may be mutated: lenition writes an "h" after the first consonant
 * ("bhliadhna" of bliadhna, "mheud" of meud, "chlar" of clar, "fhaoilleach" of faoilleach), and before a vowel "h-", "t-"
 * or "n-" is put ("h-uile", "t-sultain", "n-ordughan"), and "t-" before an "s" ("t-seachdain").
 */
export function gaelicBaseForms(word: string): string[] {
  const forms: string[] = [];
  const lenited = /^([bcdfgmpst])h(\p{L}{2,}.*)$/u.exec(word);
  if (lenited) forms.push(lenited[1]! + lenited[2]!);
  const prefixed = /^(?:h-|t-|n-)(?=[aeiou])(.{2,})$/.exec(word) ?? /^t-(?=s)(.{2,})$/.exec(word);
  if (prefixed) forms.push(prefixed[1]!);
  return forms;
}

/**
 * Scottish Gaelic verbs that delete, remove, change or empty, folded (imperatives, singular and plural): "sguab" (sweep
 * away), "dubh às" (erase), "thoir … às" (take out), "cuir … às" (put out), "atharraich" (change), "ùraich" (update),
 * "falamhaich" (empty), "sgrios" (destroy). "dubh", "thoir" and "cuir" are also black, give ("thoir dhomh", give me:
 * show) and put, so they change data only with "às" (folded "as") right after them or closing their clause:
 * `GAELIC_DELETE_VERBS_WITH_AS`.
 */
export const GAELIC_DELETE_VERBS: readonly string[] = [
  "sguab",
  "sguabaibh",
  "atharraich",
  "atharraichibh",
  "uraich",
  "uraichibh",
  "falamhaich",
  "falamhaichibh",
  "sgrios",
  "sgriosaibh",
  "dubh",
  "dubhaibh",
  "thoir",
  "thoiribh",
  "cuir",
  "cuiribh",
];

/** The verbs of `GAELIC_DELETE_VERBS` that delete only with "às" (folded "as") after them: "dubh às", "thoir às", "cuir às". */
export const GAELIC_DELETE_VERBS_WITH_AS: ReadonlySet<string> = new Set(["dubh", "dubhaibh", "thoir", "thoiribh", "cuir", "cuiribh"]);
