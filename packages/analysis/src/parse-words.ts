/**
 * The words the question parser reads by (parse.ts): sets of English words and their other-language forms that mark
 * a measure, an order, a filter or a boundary, with the small word tests built on them. Data, not logic: the parser
 * decides what a word does in its place.
 */
import { CURRENCY_NAMES, CURRENCY_WORDS } from "./currencies.js";
import { COUNT_WORDS, NUMBER_WORDS } from "./lexicon.js";
import { isMoneyVerb, columnWords, linkColumns, type ColumnLink } from "./link.js";
import type { AnalysisColumn, RelativeUnit, SpecAggregate, TimeBin } from "./spec.js";

export const MIN_SCORE = 0.6;
/** "the slowest tickets" orders by a duration column. */
export const DURATION_SUPERLATIVES = new Set(["slowest", "longest", "fastest", "shortest", "quickest"]);
export const DURATION_WORDS = new Set(["hours", "hour", "days", "day", "minutes", "seconds", "duration", "time", "lead", "latency"]);
/** Measures that are averaged when no aggregate is named (as the deterministic requirement extractor does). */
export const MEAN_BY_NATURE = new Set([
  "rate",
  "ratio",
  "pct",
  "percent",
  "percentage",
  "score",
  "satisfaction",
  "rating",
  "hours",
  "duration",
  "days",
  "price",
  "age",
  "temperature",
]);
/** Words of a column name that make it a row's total ("total_price", "NetAmount"): it adds up, whatever else it is. */
export const ROW_TOTAL_WORDS = new Set(["total", "amount", "net", "gross", "subtotal"]);
/** A measure that adds up: a row's total, or money the question asked for with a word of money ("how much money came in"). */
export const addsUp = (column: string, reason: string) =>
  reason.includes('" is money: ') || columnWords(column).some((word) => word.forms.some((form) => ROW_TOTAL_WORDS.has(form)));
/** Units written in column names ("calories_kcal", "Menge_kg", "durationMin"): not the thing measured. */
export const UNIT_WORDS = new Set([
  "kg",
  "g",
  "t",
  "lb",
  "lbs",
  "km",
  "m",
  "mi",
  "kcal",
  "cal",
  "kwh",
  "wh",
  "l",
  "ml",
  "min",
  "mins",
  "sec",
  "secs",
  "s",
  "h",
  "hr",
  "hrs",
  "usd",
  "eur",
  "gbp",
  "pct",
  "eurs",
  "cm",
  "mm",
]);
/** Superlatives of judgement: unlike "busiest" or "most", they say nothing of what is measured. */
export const JUDGEMENT_WORDS = new Set([
  "best",
  "worst",
  "better",
  "worse",
  "strongest",
  "weakest",
  "performing",
  "performer",
  "performers",
  "underperforming",
  "good",
  "bad",
  "successful",
  "interesting",
  "insight",
  "insights",
]);
/** Words that ask for something to be found, not for a measure: a measure they come with must be named clearly. */
export const DISCOVERY_WORDS = new Set(["interesting", "insight", "insights", "notable", "noteworthy", "surprising"]);
/** Words that ask for a share on the 0–100 scale (translations arrive as these English words). */
export const PERCENT_WORDS = new Set(["percent", "percentage", "percentages", "pct", "perc"]);
/** Words that ask for a measure as a share of its total. */
export const SHARE_WORDS = new Set(["share", "shares", "percent", "percentage", "percentages", "proportion", "proportions", "fraction", "pct"]);
export const CHART_WORDS = new Set(["chart", "graph", "plot", "diagram", "visualization"]);
export const DESC_WORDS = new Set([
  "top",
  "highest",
  "largest",
  "biggest",
  "most",
  "best",
  "strongest",
  "greatest",
  "leading",
  "maximum",
  "busiest",
  "longest",
  "slowest",
  "heaviest",
  "priciest",
  "oldest",
  "earners",
  "hottest",
  "warmest",
  "furthest",
  "farthest",
  "tallest",
]);
export const ASC_WORDS = new Set([
  "bottom",
  "lowest",
  "smallest",
  "least",
  "fewest",
  "worst",
  "weakest",
  "minimum",
  "quietest",
  "shortest",
  "fastest",
  "quickest",
  "lightest",
  "cheapest",
  "youngest",
  "coldest",
  "coolest",
]);
/** Verbs that name a measure when no noun does ("how much did we sell" is revenue). */
export const VERB_MEASURES: Record<string, readonly string[]> = {
  sell: ["revenue", "quantity"],
  sold: ["revenue", "quantity"],
  earn: ["revenue"],
  earned: ["revenue"],
  earns: ["revenue"],
  spend: ["cost"],
  spent: ["cost"],
  cost: ["cost"],
  costs: ["cost"],
};
/** Superlatives that name their measure: "the 5 heaviest shipments" rank by weight, "top earners" by salary. */
export const SUPERLATIVE_MEASURES: Record<string, readonly string[]> = {
  heaviest: ["weight"],
  lightest: ["weight"],
  priciest: ["price", "cost", "fee"],
  cheapest: ["price", "cost", "fee"],
  oldest: ["age"],
  youngest: ["age"],
  slowest: ["duration", "days", "hours", "time", "delay"],
  longest: ["duration", "length", "days", "hours", "time"],
  fastest: ["duration", "days", "hours", "time"],
  quickest: ["duration", "days", "hours", "time"],
  shortest: ["duration", "length", "days", "hours", "time"],
  earners: ["salary", "income"],
  paid: ["salary", "pay"],
  hottest: ["temperature", "temp"],
  warmest: ["temperature", "temp"],
  coldest: ["temperature", "temp"],
  coolest: ["temperature", "temp"],
  furthest: ["distance"],
  farthest: ["distance"],
  tallest: ["height"],
};
/** Literals of yes and no a true/false column is compared with ("BATTERY_FLAG is 'Y'"). */
export const YES_LITERALS = new Set(["y", "yes", "true", "t", "1", "ja", "si", "sí", "oui", "sim"]);
export const NO_LITERALS = new Set(["n", "no", "false", "f", "0", "nein", "non", "nao", "não"]);
/** Column words that name how many things a row is of ("qty", "units", "määrä": quantity). */
export const QUANTITY_WORDS = new Set(["quantity", "qty", "units", "pieces", "pcs", "items", "cnt", "count"]);
/** Words that end the noun phrase after "how many". */
export const AUXILIARIES = new Set(["did", "do", "does", "were", "was", "are", "is", "have", "has", "had", "we", "they", "you", "i", "got", "get"]);
/**
 * A column word's forms without a dictionary's glosses: whether a measure is averaged by nature is not
 * read from one sense among many ("masa": mass, score, volume).
 */
export const ownForms = (word: { forms: readonly string[]; glosses?: ReadonlyMap<string, number> }) => word.forms.filter((form) => !word.glosses?.has(form));
/** Words before "first" that say the order's direction ("highest first"). */
export const SUPERLATIVE_ORDER: Readonly<Record<string, "asc" | "desc">> = {
  highest: "desc",
  largest: "desc",
  biggest: "desc",
  most: "desc",
  top: "desc",
  lowest: "asc",
  smallest: "asc",
  least: "asc",
};
/** Verbs that ask for rows to be listed, at the question's start. */
export const LIST_VERBS = new Set(["list", "show", "display", "give", "return", "find", "get"]);
/** Words after which the columns listed end ("… of harvests whose …"). */
export const LIST_BOUNDARIES = new Set([
  "of",
  "for",
  "from",
  "whose",
  "where",
  "with",
  "that",
  "which",
  "who",
  "in",
  "at",
  "on",
  "by",
  "per",
  "sorted",
  "ordered",
  "when",
]);
/** A column named as a quantity ("qty", "units", a gloss "quantity"). */
export const isQuantityColumn = (column: AnalysisColumn) =>
  columnWords(column.name).some((word) => word.forms.some((form) => QUANTITY_WORDS.has(form))) ||
  // A cognate in another language ("cantitate", "quantità"): the name's words read as "quantity".
  (linkColumns("quantity", [column])[0]?.score ?? 0) >= 0.7;
/** Verbs of things changing hands or being made: "how many trees did we sell" counts trees, not sales. */
export const QUANTITY_VERBS = new Set(
  "sell sells sold buy buys bought order ordered orders purchase purchased ship shipped deliver delivered dispense dispensed produce produced make made bake baked brew brewed harvest harvested pick picked pack packed plant planted use used consume consumed print printed shift shifted rent rented hire hired lend lent loan loaned borrow borrowed donate donated collect collected recycle recycled install installed issue issued serve served pour poured cook cooked grow grew grown catch caught break broke broken shear shears sheared shorn".split(
    " ",
  ),
);
/** Column words that name people: "who" asks for one of them. */
export const PERSON_WORDS = new Set([
  "name",
  "player",
  "person",
  "employee",
  "customer",
  "client",
  "member",
  "user",
  "agent",
  "driver",
  "author",
  "student",
  "patient",
  "athlete",
  "rep",
  "salesperson",
  "seller",
  "buyer",
  "owner",
  "manager",
  "staff",
  "worker",
  "candidate",
  "teacher",
  "doctor",
  "artist",
  "director",
  "actor",
  "scorer",
]);
/** Plural nouns for people that name no column: "riders under 25" compares an age. */
export const PEOPLE_WORDS = new Set([
  "people",
  "persons",
  "riders",
  "patients",
  "customers",
  "clients",
  "users",
  "members",
  "employees",
  "staff",
  "students",
  "children",
  "kids",
  "adults",
  "seniors",
  "players",
  "drivers",
  "passengers",
  "visitors",
  "guests",
  "claimants",
  "buyers",
  "shoppers",
  "workers",
  "athletes",
]);
/** Words of a number column that counts people: "how many people" sums it. */
export const PEOPLE_COUNT_WORDS = new Set([
  "players",
  "participants",
  "deelnemers",
  "members",
  "passengers",
  "pax",
  "visitors",
  "guests",
  "attendees",
  "attendance",
  "participants",
  "riders",
  "spectators",
  "headcount",
  "people",
  "persons",
  "occupants",
  "diners",
  "covers",
]);
/** Superlatives of size that name no measure: "the 5 largest claims" are ranked by the claims' own amount. */
export const SIZE_SUPERLATIVES = new Set(["largest", "biggest", "smallest", "highest", "lowest", "top", "bottom", "greatest"]);
/** Comparatives that name the column compared: "older than 50" is an age, "longer than 10 minutes" a duration. */
export const COMPARATIVE_MEASURES: Record<string, readonly string[]> = {
  older: ["age"],
  younger: ["age"],
  aged: ["age"],
  heavier: ["weight"],
  lighter: ["weight"],
  pricier: ["price", "cost"],
  cheaper: ["price", "cost"],
  costlier: ["price", "cost"],
  longer: ["duration", "length", "time"],
  shorter: ["duration", "length", "time"],
  hotter: ["temperature"],
  colder: ["temperature"],
  warmer: ["temperature"],
  cooler: ["temperature"],
  deeper: ["depth"],
  shallower: ["depth"],
  taller: ["height"],
  wider: ["width"],
  narrower: ["width"],
  faster: ["speed"],
  slower: ["speed"],
};
/** Words of a column name that label a thing rather than describe it (site_cd, plt_nm, cust_id). */
export const LABEL_WORDS = new Set(["cd", "code", "nm", "name", "id", "no", "nr", "num", "key", "ref", "label"]);
/** Unit words after a number, by the kind of column they measure: every currency word (`CURRENCY_WORDS`) is money. */
export const UNIT_KINDS: Record<string, "money" | "percent"> = {
  ...Object.fromEntries([...CURRENCY_WORDS].map((word) => [word, "money" as const])),
  percent: "percent",
  pct: "percent",
  percentage: "percent",
  "%": "percent",
};
/** Endings of adjectives in English and the Romance and Germanic languages ("thermal", "thermique", "elettrico", "technisch"). */
export const ADJECTIVE_ENDING = /\p{L}{3}(?:al|ic|ical|ique|ive|if|ous|eux|euse|ary|aire|ful|less|ico|ica|ici|iche|isch|ische|ischen|ivo|iva|oso|osa)$/u;
/** First words of true/false columns that only say "it has" the rest: is_member, has_pool, with_coach. */
export const FLAG_VERBS = new Set(["is", "has", "had", "have", "with", "uses", "use", "did", "got", "needs", "wants"]);
/** Words before a unit that make it an amount ("the most hours", "fewer days"), not a time bin. */
/** Words for what a row is worth: its money, where no column is named so. */
export const VALUE_WORDS = new Set(["value", "values", "worth"]);
/** Words that set things side by side: periods compared become a time grouping, values compared groups. */
export const COMPARISON_WORDS = ["compare", "vs", "versus", "against"] as const;
/** Verbs in the third person singular: after "which X" they make X one thing ("which punktas pays the most"). */
export const SINGULAR_VERBS = new Set(["has", "is", "was", "does", "pays", "gets", "makes", "sells", "takes", "earns", "charges", "brings", "costs"]);
export const AMOUNT_COMPARATIVES = new Set(["most", "least", "fewest", "more", "less", "fewer", "many"]);
/** Verbs that with "in" say money came in: "bring in", "took in", "pulled in", "raked in". */
export const EARNING_VERBS = new Set(
  "bring brings bringing brought take takes taking took taken pull pulls pulled rake rakes raked haul hauls hauled".split(" "),
);
/** Last words of a table's name that say nothing of its rows ("kiln_frg_log", "sales_data"). */
export const LOG_WORDS = new Set(["log", "logs", "data", "records", "register", "list", "table", "history", "entries", "ledger", "sheet", "export"]);
/** Words that may stand between a negation and the true/false column it negates ("not part of a tournament"). */
export const FLAG_FRAMING = new Set([
  "part",
  "of",
  "a",
  "an",
  "the",
  "in",
  "on",
  "at",
  "for",
  "during",
  "as",
  "from",
  "through",
  "via",
  "got",
  "get",
  "gets",
  "had",
  "have",
  "has",
  "received",
  // "did not need the electrical upgrade", "never required a permit": the verbs a flag's thing is had by.
  "need",
  "needed",
  "needs",
  "require",
  "required",
  "requires",
  "use",
  "used",
  "uses",
  // "didn't come in through the website": the verb the rows arrived by.
  "come",
  "came",
  "comes",
  // "didn't take a buggy", "never wanted the extended warranty".
  "take",
  "took",
  "taken",
  "takes",
  "want",
  "wanted",
  "wants",
  "buy",
  "bought",
  "choose",
  "chose",
  // Articles of the other languages read ("escluse le prenotazioni annullate", "sin las reservas canceladas").
  "le",
  "la",
  "les",
  "il",
  "gli",
  "lo",
  "los",
  "las",
  "el",
  "die",
  "der",
  "den",
  "het",
]);
export const GROUP_MARKERS = new Set(["by", "per", "each", "every", "across"]);
/** Prepositions of other languages, read only between two words that name one column together ("v" of "hodín v teréne"). */
export const JOINING_WORDS: ReadonlySet<string> = new Set(["v", "ve", "na", "pre", "pri", "za", "do", "od", "s", "z", "k", "o", "u", "w", "po"]);
/** ISO weekdays by name (Monday 1). */
export const WEEKDAYS: Readonly<Record<string, number>> = { monday: 1, tuesday: 2, wednesday: 3, thursday: 4, friday: 5, saturday: 6, sunday: 7 };
/** Parts of a day (see `relativeWords`): morning 1, afternoon 2, evening 3, night 4. */
export const PARTS_OF_DAY: Readonly<Record<string, number>> = { morning: 1, afternoon: 2, evening: 3, night: 4, overnight: 4 };
/** Words that open the condition of a share: "what percentage of visits lasted / were / that …". */
export const CONDITION_WORDS = new Set([
  "that",
  "which",
  "who",
  "were",
  "was",
  "are",
  "is",
  "had",
  "have",
  "has",
  "got",
  "did",
  "lasted",
  "took",
  "ran",
  "came",
  "went",
  "with",
  "without",
  "cost",
  "scored",
  "weighed",
  "sold",
]);
/** Nouns of rows as such: "the top 5 rows by amount", "the 3 largest transactions". */
export const ROW_NOUNS = new Set(["row", "rows", "record", "records", "entry", "entries", "line", "lines", "transaction", "transactions", "one", "ones"]);
/** Words before a month with no year: "in June", "during March", "im Juni", "en marzo", "em maio", "w czerwcu", "i juni". */
export const MONTH_PREPOSITIONS = new Set(["in", "during", "throughout", "im", "en", "em", "w", "i", "nel", "a", "au", "no", "na", "op"]);
/** Verbs before "by" that say how rows are grouped, not what: "grouped by clr_mode", "split by region". */
export const GROUPING_VERBS = new Set([
  "grouped",
  "group",
  "grouping",
  "split",
  "segmented",
  "coloured",
  "colored",
  "colour",
  "color",
  "stacked",
  "categorized",
  "categorised",
  "bucketed",
  "aggregated",
  "summarized",
  "summarised",
  "separated",
  "divided",
  "clustered",
]);
/** Nouns of a rate: "price per sack", "cost per kg" are one unit's price, not a grouping by sacks. */
export const RATE_NOUNS = new Set([
  "price",
  "prices",
  "cost",
  "costs",
  "fee",
  "fees",
  "rate",
  "rates",
  "fare",
  "fares",
  "charge",
  "charges",
  "rent",
  "yield",
  "consumption",
]);
/** Words that ask about money: "how much did we pay" is not an amount of stuff; currency names ("how many forints"). */
export const MONEY_ASKING_WORDS = new Set([
  ...CURRENCY_NAMES,
  "pay",
  "paid",
  "spent",
  "spend",
  "earn",
  "earned",
  "cost",
  "costs",
  "bill",
  "billed",
  "charge",
  "charged",
  "money",
  "price",
  "fee",
  "fees",
  "worth",
  "revenue",
  "sales",
  "euros",
  "dollars",
  "amount",
]);
/** What "per" may be followed by as a rate rather than a grouping: "per person", "per head". */
export const PER_HEAD_WORDS = new Set([
  "person",
  "persons",
  "people",
  "head",
  "heads",
  "capita",
  "unit",
  "units",
  "item",
  "items",
  "piece",
  "pieces",
  "row",
  "rows",
  "record",
  "records",
  "entry",
  "entries",
  "guest",
  "guests",
  "pax",
]);
/** Verbs that open a request for an answer ("Return a pie chart …", "Find the …", "Get me …"). */
export const OPENING_VERBS = new Set([
  "return",
  "find",
  "get",
  "compute",
  "calculate",
  "tell",
  "give",
  "show",
  "list",
  "display",
  "plot",
  "draw",
  "visualize",
  "visualise",
]);
/** Nouns of parts of a whole: "the proportion of <a column of categories>" groups by that column. */
export const PART_WORDS = new Set(["proportion", "proportions", "share", "shares", "breakdown", "composition", "distribution", "split", "mix"]);
/** A word that asks for something rather than naming it: an aggregate, a count, a chart, an order, a share, a verb of money. */
export const asksSomething = (word: string) =>
  AGGREGATE_WORDS[word] !== undefined ||
  COUNT_WORDS.has(word) ||
  CHART_WORDS.has(word) ||
  BIN_WORDS[word] !== undefined ||
  SHARE_WORDS.has(word) ||
  DESC_WORDS.has(word) ||
  ASC_WORDS.has(word) ||
  MORE.has(word) ||
  LESS.has(word) ||
  JUDGEMENT_WORDS.has(word) ||
  MONEY_ASKING_WORDS.has(word) ||
  isMoneyVerb(word);
/** Adverbs and pronouns that qualify nothing a table holds ("altogether", "still", "they"): never said as words left unread. */
export const UNREAD_ADVERBS = new Set([
  "altogether",
  "together",
  "still",
  "ahead",
  "very",
  "either",
  "really",
  "just",
  "also",
  "please",
  "they",
  "them",
  "their",
  "theirs",
  "ours",
  "yours",
]);
/** Who does something: "how much did we make". */
export const SUBJECT_PRONOUNS = new Set(["we", "you", "they", "i", "he", "she", "it"]);
export const BOUNDARIES = new Set([
  "where",
  // ("per month because of the weather": a reason ends the noun grouped by.)
  "because",
  "due",
  "with",
  "for",
  "in",
  "over",
  "sorted",
  "ordered",
  "ranked",
  "as",
  "that",
  "which",
  "whose",
  "having",
  "when",
  "during",
  "after",
  "before",
  "since",
  "between",
  "excluding",
  "except",
  "only",
  "top",
  "using",
  "on",
  "at",
  "from",
  "than",
  "then",
  "is",
  "are",
  "was",
  "were",
  "not",
  "without",
  "under",
  "below",
  "above",
  "highest",
  "lowest",
  "most",
  "least",
  "show",
  "plot",
  "chart",
  "graph",
  "of",
  "to",
  "vs",
  "versus",
  "have",
  "has",
  "had",
  "by",
  "per",
  "across",
  "each",
  "every",
  "leaving",
  "omitting",
  "but",
  "besides",
  "ignoring",
  "apart",
  // "per month, split by plan", "broken down by region", "does each channel account for": the grouping ends there.
  "split",
  "broken",
  "segmented",
  "separated",
  "account",
  "accounts",
  "make",
  "makes",
  "represent",
  "represents",
  "contribute",
  "contributes",
]);
export const BIN_WORDS: Record<string, Exclude<TimeBin, "auto">> = {
  day: "day",
  days: "day",
  daily: "day",
  date: "day",
  dates: "day",
  week: "week",
  weeks: "week",
  weekly: "week",
  month: "month",
  months: "month",
  monthly: "month",
  quarter: "quarter",
  quarters: "quarter",
  quarterly: "quarter",
  year: "year",
  years: "year",
  yearly: "year",
  annual: "year",
  annually: "year",
  hour: "hour",
  hours: "hour",
  hourly: "hour",
  weekday: "weekday",
  weekdays: "weekday",
};
/** The seasons as months of the northern hemisphere's meteorological seasons (winter December to February). */
export const SEASONS: Readonly<Record<string, readonly [number, number]>> = {
  winter: [12, 2],
  spring: [3, 5],
  summer: [6, 8],
  autumn: [9, 11],
  fall: [9, 11],
};
/** Words joining two months into a span: "July to September", "de julio a septiembre", "Juli bis September". */
export const MONTH_SPAN_TO = new Set(["to", "through", "thru", "till", "until", "til", "bis", "a", "al", "au", "tot", "-"]);
/** Words joining two months that are a span only when the months follow each other: "July and August". */
export const MONTH_SPAN_AND = new Set(["and", "e", "et", "und", "og", "och", "i", "&", "or"]);
export const RELATIVE_LAST = new Set(["last", "past", "previous", "prior", "trailing", "recent", "latest"]);
export const RELATIVE_UNIT_WORDS: Record<string, RelativeUnit> = {
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  quarter: "quarter",
  quarters: "quarter",
  year: "year",
  years: "year",
};
export const TO_DATE: Record<string, RelativeUnit> = { ytd: "year", mtd: "month", qtd: "quarter", wtd: "week" };
export const ADVERB_BINS = new Set(["daily", "weekly", "monthly", "quarterly", "yearly", "annual", "annually", "hourly"]);
/** Verbs of being before a number column in a count: "how many loans were overdue" (see the measures). */
export const COPULAS = new Set(["were", "was", "are", "is", "got", "been", "be", "came", "went"]);
export const isNot = (word: string | undefined) => word === "not" || word === "never";
export const NEGATIONS = new Set([
  "not",
  // "outside the CBD": every zone but that one.
  "outside",
  "except",
  "excluding",
  "exclude",
  "without",
  "besides",
  "ignoring",
  "ignore",
  "disregard",
  "disregarding",
  "other",
  "non",
  "no",
  "apart",
  "aside",
  "sans",
  "sin",
  "ohne",
  "sem",
  "omit",
  "omitting",
  "excl",
  "minus",
  "barring",
]);
export const ANOMALY_WORDS = /^(unusual|anomal\w*|outliers?|spikes?|odd|weird|abnormal|atypical|strange|irregular)$/;
export const AGGREGATE_WORDS: Record<string, SpecAggregate> = {
  average: "avg",
  avg: "avg",
  mean: "avg",
  median: "median",
  total: "sum",
  sum: "sum",
  overall: "sum",
  maximum: "max",
  max: "max",
  minimum: "min",
  min: "min",
};
export const LESS = new Set([
  "under",
  "below",
  "less",
  "lower",
  "fewer",
  "<",
  "<=",
  "beneath",
  "smaller",
  "lighter",
  "cheaper",
  "shorter",
  "younger",
  "colder",
  "cooler",
]);
export const MORE = new Set([
  "over",
  "above",
  "more",
  "greater",
  "higher",
  ">",
  ">=",
  "exceeding",
  "exceeds",
  "exceed",
  "larger",
  "bigger",
  "heavier",
  "pricier",
  "costlier",
  "longer",
  "older",
]);

export const numberOf = (word: string | undefined): number | undefined => {
  if (word === undefined) return undefined;
  // "2,000" and "12,500,000" are thousands; "2,5" a decimal comma.
  if (/^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(word)) return Number(word.replace(/,/g, ""));
  if (/^-?\d+(?:[.,]\d+)?$/.test(word)) return Number(word.replace(",", "."));
  return NUMBER_WORDS[word];
};
export const isYear = (word: string | undefined) => word !== undefined && /^(19|20)\d\d$/.test(word);
export const pad = (n: number) => String(n).padStart(2, "0");

export interface Mention {
  start: number;
  end: number;
  words: string;
  links: ColumnLink[];
}

/** "least often", "most popular": how often, a count of rows, not a substance or a measure. */
export const FREQUENCY_WORDS = new Set(["often", "frequently", "commonly", "common", "popular", "regularly", "times", "frequent", "usual"]);

/** Units of weight, distance, volume and area written after "a" ("a tonne", "a mile"). Times are read where they are compared ("an hour"). */
const ONE_UNIT = "tonne|ton|kilo|kilogram|gram|pound|ounce|metre|meter|kilometre|kilometer|mile|foot|inch|litre|liter|gallon";
/**
 * "between half a tonne and a tonne", "more than a mile": a unit after "half a", or "a" after a word that compares, is a
 * number of it (0.5 tonne, 1 tonne), so that a range or a comparison reads it as any other number.
 */
export const oneOfAUnit = (question: string) =>
  question
    .replace(new RegExp(`\\bhalf an? (${ONE_UNIT})\\b`, "gi"), "0.5 $1")
    .replace(new RegExp(`\\b(between|and|than|to|under|over|above|below|least|most|from) an? (${ONE_UNIT})\\b`, "gi"), "$1 1 $2")
    // "between a week and two weeks", "from a day to 3 days": a time as the first end of a range ("more than an hour and
    // a half" is read where comparisons are).
    .replace(/\b(between|from) an? (minute|hour|day|week|month|year) (and|to) (\w+) (minutes|hours|days|weeks|months|years)\b/gi, "$1 1 $2 $3 $4 $5");

/**
 * "between 50k and 100k recipients", "over £2.5k": a number with a "k" joined to it is thousands (50000, 2500), unless the
 * table holds it as a value of its own ("the 10K" of a race's distances).
 */
export const thousandsWritten = (question: string, values: Iterable<string>) => {
  // (Any word of a value: "the Parkland 5K" is a race.)
  const held = new Set([...values].flatMap((value) => value.toLowerCase().split(/[^\p{L}\d.]+/u)));
  return question.replace(/(?<![\p{L}\d.,])(\d+(?:\.\d+)?)[kK](?![\p{L}\d])/gu, (written, number: string) =>
    held.has(written.toLowerCase()) ? written : String(Math.round(Number(number) * 1000)),
  );
};

/** Words for the time something waited: the span between two timestamps when the table has one and no column is named so. */
export const WAIT_WORDS = new Set(["wait", "waits", "waited", "waiting"]);

/** Nouns of an event whose verb English makes otherwise: a sale is sold, a loss lost. */
const EVENT_NOUN_VERBS: Readonly<Record<string, string>> = { sale: "sell", loss: "lose", sight: "see", flight: "fly", gift: "give" };
/**
 * The verbs a noun of an event may come from, likeliest first: "sales" sell, "shipments" ship, "bookings" book, "arrivals"
 * arrive, "deliveries" deliver, "departures" depart (its participle then names the column dating it: Sold On, shipped_at).
 */
export function eventVerbs(word: string): string[] {
  const noun = word.endsWith("ies") ? `${word.slice(0, -3)}y` : word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
  const verbs = EVENT_NOUN_VERBS[noun] ? [EVENT_NOUN_VERBS[noun]!] : [];
  for (const ending of ["ment", "ing", "al", "ure", "y"])
    if (noun.endsWith(ending) && noun.length - ending.length >= 3) {
      const stem = noun.slice(0, -ending.length);
      verbs.push(stem, `${stem}e`);
    }
  // ("orders" ordered, "repairs" repaired: the noun is the verb.)
  return [...verbs, noun];
}
/** Words that ask for a forecast, which the data cannot answer (unless one describes a column: "the forecast road temp"). */
export const FORECAST_WORDS = new Set(["forecast", "predict", "prediction", "projection", "extrapolate"]);
/** Words that ask for each value once ("how many different people", "list the distinct hive_id"). */
export const DISTINCT_WORDS = new Set(["distinct", "unique", "different"]);
/** A text value that says there is none (None, No, N/A, nil, without). */
export const saysNone = (value: string | boolean): value is string => typeof value === "string" && /^(none|no|n\/a|nil|without)$/i.test(value.trim());

/**
 * The plain adjective of a comparative or superlative ("heavier", "heaviest" → heavy; "bigger" → big; "deeper" → deep),
 * or undefined for a word that is neither (or too short to tell: "over", "under", "after" are no comparatives).
 */
export function adjectiveBase(word: string): string | undefined {
  if (!/^[a-z]{5,}$/.test(word) || NOT_COMPARATIVES.has(word)) return undefined;
  const stem = word.endsWith("iest")
    ? `${word.slice(0, -4)}y`
    : word.endsWith("ier")
      ? `${word.slice(0, -3)}y`
      : word.endsWith("est")
        ? word.slice(0, -3)
        : word.endsWith("er")
          ? word.slice(0, -2)
          : undefined;
  if (!stem || stem.length < 3) return undefined;
  // A doubled last consonant is one: "bigger" big, "hotter" hot.
  return /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
}
export const NOT_COMPARATIVES = new Set([
  "after",
  "other",
  "under",
  "never",
  "either",
  "rather",
  "whether",
  "number",
  "order",
  "water",
  "later",
  "latest",
  "power",
  "paper",
  "server",
  "driver",
  "rider",
  "owner",
  "member",
  "customer",
  "interest",
  "forest",
  "request",
  "harvest",
  "contest",
  "guest",
  "honest",
  "test",
  "rest",
  "best",
  "west",
  "nest",
  "chest",
  "manifest",
  "suggest",
  "invest",
  "digest",
  "protest",
  "modest",
  "arrest",
]);

/** Words for a span's first end and its last, said in a question ("from start to finish"). */
export const SPAN_START_WORDS = new Set(["start", "beginning", "begining", "begin", "outset"]);
export const SPAN_END_WORDS = new Set(["finish", "end", "completion", "close"]);

/** Degrees after "too" that judge against a limit the asker has in mind ("took too long", "cost too much"). */
export const TOO_DEGREES = new Set([
  "long",
  "late",
  "slow",
  "much",
  "many",
  "high",
  "low",
  "expensive",
  "cheap",
  "big",
  "small",
  "short",
  "early",
  "far",
  "old",
  "heavy",
  "light",
  "often",
  "busy",
]);

/** Verbs after "I" that open the asker's belief, not a condition on the rows ("I reckon Toshiba's the problem"). */
export const HUNCH_VERBS = new Set(["reckon", "think", "suspect", "guess", "bet", "believe", "feel", "figure", "expect"]);

/** Adjectives of dear money: the money itself where no other word names it ("the 5 most expensive calls"). */
export const MONEY_ADJECTIVES: ReadonlySet<string> = new Set(["expensive", "pricey", "costly"]);
/** Words of money owed: the money of the rows not paid yet ("how much are we still owed"). */
export const OWED_WORDS: ReadonlySet<string> = new Set(["owed", "owe", "owes", "owing"]);
