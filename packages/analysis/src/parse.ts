import { editDistance } from "@modular-planner/kit";
import { CURRENCY_NAMES, CURRENCY_WORDS, isMoneyWordFor } from "./currencies.js";
import { detectDestructiveRequest } from "./destructive.js";
import { unknownCommand } from "./unknown-command.js";
import { ANTONYMS, COUNT_WORDS, KIND_WORDS, MONTHS, NUMBER_WORDS, STOP_WORDS } from "./lexicon.js";
import { isRoleNoun, namesPeople } from "./given-names.js";
import {
  abbreviates,
  codeVariants,
  valueFamily,
  isMoneyVerb,
  isPastForm,
  columnSeconds,
  columnUnit,
  columnWords,
  isMoneyColumn,
  linkColumns,
  useEnglishWords,
  useThesaurus,
  useThesaurusExclusions,
  linkValues,
  mainMoneyColumn,
  netBesideGross,
  placeColumn,
  PER_WORDS,
  pastParticiple,
  secondsOf,
  unitOf,
  yesNoValues,
  type ColumnLink,
  useColumnGlosses,
} from "./link.js";
import { chooseChart } from "./chart.js";
import { ROUTE_WORDS, columnRole, roleCue, routeColumns } from "./roles.js";
import { shareOuterGroups } from "./sql.js";
import { rankColumnOptions, rankMeasureOptions, whyOfLink, type ClarifyOption } from "./options.js";
import {
  ANALYSIS_SPEC_VERSION,
  isIsoDay,
  isNumeric,
  isTemporal,
  type AnalysisColumn,
  type AnalysisSpec,
  type AnalysisTable,
  isCycleBin,
  type ChartType,
  type DerivedColumn,
  type RelativeKind,
  type RelativeUnit,
  type Group,
  type Measure,
  type Order,
  type Provenance,
  type SpecAggregate,
  type SpecFilter,
  type TimeBin,
} from "./spec.js";
import { fold, identifierWords, keyOf, sameSlavicStem, sharedStart, singular, tokenize, translate, type Token, withoutCourtesy } from "./text.js";
import { relativeWords } from "./requirements.js";
import { dateAt as dateAtIn, dayAt as dayAtIn, dayOf, dayRange, monthRange } from "./parse-dates.js";
import {
  MIN_SCORE,
  DURATION_SUPERLATIVES,
  DURATION_WORDS,
  MEAN_BY_NATURE,
  addsUp,
  UNIT_WORDS,
  JUDGEMENT_WORDS,
  DISCOVERY_WORDS,
  PERCENT_WORDS,
  SHARE_WORDS,
  CHART_WORDS,
  DESC_WORDS,
  ASC_WORDS,
  VERB_MEASURES,
  eventVerbs,
  FORECAST_WORDS,
  DISTINCT_WORDS,
  saysNone,
  SUPERLATIVE_MEASURES,
  YES_LITERALS,
  NO_LITERALS,
  QUANTITY_WORDS,
  AUXILIARIES,
  ownForms,
  SUPERLATIVE_ORDER,
  LIST_VERBS,
  LIST_BOUNDARIES,
  isQuantityColumn,
  QUANTITY_VERBS,
  PERSON_WORDS,
  PEOPLE_WORDS,
  PEOPLE_COUNT_WORDS,
  SINGULAR_VERBS,
  SIZE_SUPERLATIVES,
  COMPARATIVE_MEASURES,
  LABEL_WORDS,
  UNIT_KINDS,
  WAIT_WORDS,
  oneOfAUnit,
  thousandsWritten,
  ADJECTIVE_ENDING,
  FLAG_VERBS,
  AMOUNT_COMPARATIVES,
  EARNING_VERBS,
  LOG_WORDS,
  FLAG_FRAMING,
  GROUP_MARKERS,
  JOINING_WORDS,
  MONEY_ADJECTIVES,
  OWED_WORDS,
  WEEKDAYS,
  PARTS_OF_DAY,
  COMPARISON_WORDS,
  CONDITION_WORDS,
  ROW_NOUNS,
  MONTH_PREPOSITIONS,
  MONTH_SPAN_AND,
  MONTH_SPAN_TO,
  SEASONS,
  GROUPING_VERBS,
  RATE_NOUNS,
  MONEY_ASKING_WORDS,
  PER_HEAD_WORDS,
  OPENING_VERBS,
  PART_WORDS,
  asksSomething,
  UNREAD_ADVERBS,
  VALUE_WORDS,
  SUBJECT_PRONOUNS,
  BOUNDARIES,
  BIN_WORDS,
  RELATIVE_LAST,
  RELATIVE_UNIT_WORDS,
  TO_DATE,
  ADVERB_BINS,
  COPULAS,
  isNot,
  NEGATIONS,
  ANOMALY_WORDS,
  AGGREGATE_WORDS,
  LESS,
  MORE,
  numberOf,
  isYear,
  pad,
  type Mention,
  FREQUENCY_WORDS,
  adjectiveBase,
  SPAN_START_WORDS,
  SPAN_END_WORDS,
  TOO_DEGREES,
  HUNCH_VERBS,
} from "./parse-words.js";
import { repeatsInData, isIdentifier, titleOf, valueWords, withoutListedGroups, withSlashedInitials, formsValueWord } from "./parse-table.js";

export type ParseResult =
  | { kind: "spec"; spec: AnalysisSpec; provenance: Provenance[]; assumptions: string[]; unapplied: string[]; durationMs: number }
  /**
   * A question to ask: `options` are the labels of `ranked` (best first). `about` says what is
   * unclear: the column a `phrase` names, or the measure of a question that names none.
   */
  | {
      kind: "clarify";
      question: string;
      options: string[];
      ranked: ClarifyOption[];
      about: "column" | "measure";
      phrase?: string;
      reason: string;
      durationMs: number;
    }
  | { kind: "refuse"; reason: string; verb: string; durationMs: number }
  /** A question the spec does not express (forecast, correlation): the caller plans it another way. */
  | { kind: "unsupported"; reason: string; durationMs: number };

const MONTH_NAMES = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
/** States of a row whose end has not come: "still open", "currently active". */
const ONGOING_STATES = new Set(["open", "active", "ongoing", "pending", "live", "occupied", "rented", "in", "on", "unresolved", "outstanding", "underway"]);
/** The forms a column name gives a period's rate in ("monthly", "month": `monthlyRateUsd`, `rent_per_month`). */
const PERIOD_FORMS: Readonly<Record<string, readonly string[]>> = {
  hour: ["hourly", "hour"],
  day: ["daily", "day"],
  night: ["nightly", "night"],
  week: ["weekly", "week"],
  month: ["monthly", "month"],
  year: ["yearly", "annual", "year"],
};
/** A period a rate is by ("a month", "per mnoth"): its word, or a two-letter slip of it. */
const periodWord = (word: string): string | undefined => {
  const plain = singular(word);
  if (PERIOD_FORMS[plain]) return plain;
  return word.length >= 4
    ? Object.keys(PERIOD_FORMS).find((period) => period.length >= 4 && editDistance(word, period, { max: 1, transpositions: true }) <= 1)
    : undefined;
};

export interface ParseOptions {
  /** Links below this score are not used. Default 0.6. */
  minScore?: number;
  /**
   * The measure chosen in answer to "which measure?" (`column: null` counts rows), used when the
   * question names none instead of asking. Without `aggregate`, as when the question names a column.
   */
  measure?: { column: string | null; aggregate?: SpecAggregate };
  /**
   * English for words of the question in another language, by folded word (`{ blutgruppe: "blood group" }`),
   * as a bilingual dictionary read them (`glossQuestion` of `@modular-planner/glossary-dictd`): used for
   * words the curated lexicon does not translate, and for the destructive-request check.
   */
  glosses?: Readonly<Record<string, string>>;
  /**
   * Today's date (`YYYY-MM-DD`): "last month", "this year", "the last 30 days" are read relative to it
   * when the data reaches into that period, else relative to the data's latest date (an old file). It
   * is the relative filter's fourth value. Without it, always relative to the data's latest date.
   */
  today?: string;
  /**
   * Whether a word is an English word (an English word list, such as `openEnglishWords` of
   * `@modular-planner/glossary-dictd`): a word of English is not read as a typo of another English word
   * ("tours" is not hours, though one letter apart). Without it, only the lexicon's words are known.
   */
  isEnglishWord?: (word: string) => boolean;
  /**
   * An English thesaurus (`openWordNet` of `@modular-planner/thesaurus-wordnet`): the words sharing one of a word's
   * likeliest senses ("hurt": injury, harm; "limo": limousine). A question's word that matches no column word or value
   * in any other way is linked through them, weaker than any other match, and the assumptions say so. Without it, only
   * the lexicon's synonyms.
   */
  synonymsOf?: (word: string) => readonly string[];
}

/** Words of money in general, naming no part of it: of several money columns they name alike, the row's amount is meant. */
/** Words of a date column that records when a row was booked, not when what was booked happens. */
const RECORD_TIME_WORDS = new Set(["booked", "bkd", "bk", "book", "booking", "bkg", "reserved", "reservation"]);
/** Words of a date column that holds a later step of a row (its end, return, payment, cancellation), not the row's time. */
const LATER_TIME_WORDS = new Set(["end", "ended", "ends", "return", "returned", "rtn", "back", "paid", "pd", "payment", "cancelled", "closed"]);
/** Verbs of money coming in: "money taken", "cash received" name the money paid. */
const RECEIPT_VERBS = new Set(["taken", "received", "collected", "paid", "brought"]);
/** Words naming the size of a party in a column's name (groupSize, party_size, pax): a number of people compared is one. */
const PARTY_SIZE_WORDS = new Set(["size", "party", "pax", "headcount", "seats", "places"]);
const GENERAL_MONEY_WORDS = new Set(["money", "revenue", "revenues", "income", "takings", "turnover", "earnings"]);

/** Placeholder nouns: "the wash numbers thing", "the visitor stuff" stand for something left unsaid. */
const PLACEHOLDERS: ReadonlySet<string> = new Set(["thing", "things", "stuff", "situation", "business"]);
/** Words that ask something of a placeholder's words (how, which, the most, per, top, a list): then it is no vague question. */
const NOT_PLACEHOLDER_ONLY: ReadonlySet<string> = new Set([
  "how",
  "which",
  "who",
  "when",
  "where",
  "most",
  "least",
  "per",
  "by",
  "each",
  "top",
  "bottom",
  "list",
  "count",
  "more",
  "less",
  "than",
  "over",
  "under",
  "between",
  "not",
  "without",
  "only",
]);

/** Words of a state that calls a row off ("Weather Cancelled"; a "No Show" is read beside them). */
const CALLED_OFF_WORDS = new Set(["cancelled", "canceled", "cancellation", "aborted", "void", "voided"]);

/** Past participles not written with -ed ("WhalesSeen", "fish caught", "boxes sold"). */
const IRREGULAR_PARTICIPLES = new Set([
  "seen",
  "caught",
  "sold",
  "done",
  "given",
  "taken",
  "found",
  "won",
  "lost",
  "sent",
  "spent",
  "kept",
  "held",
  "bought",
  "made",
  "grown",
  "shown",
  "flown",
  "ridden",
  "driven",
  "eaten",
  "written",
  "drawn",
  "thrown",
]);

/** A column counting items (qty, quantity, units, pieces): what "orders with 4 to 8 items" and "over 10 pieces" compare. */
const countsItems = (column: AnalysisColumn): boolean =>
  isNumeric(column) &&
  !isMoneyColumn(column) &&
  !isIdentifier(column.name) &&
  columnWords(column.name).some((word) => word.forms.some((form) => QUANTITY_WORDS.has(form)));

/** Words of lateness said of rows ("late returns", "came back overdue", "were delayed"). */
const LATENESS_WORDS = ["late", "overdue", "delayed", "tardy"];

/** Words weighing numbers without naming them ("the important numbers", "the key figures"). */
const VAGUE_ADJECTIVES = new Set(["important", "key", "main", "interesting", "relevant", "headline", "notable", "big", "useful"]);

/**
 * Reads a data question into one typed {@link AnalysisSpec}: measures with their aggregate, up to
 * three groupings (time bins included), filters from named values and comparisons, order, top/bottom
 * N, chart. Every element carries its provenance. Pure and synchronous; the caller supplies the
 * table's columns and sampled values. Asks only when two columns are equally likely or there is
 * neither a measure nor a count reading; refuses destructive requests.
 */
export function parseQuestion(asked: string, table: AnalysisTable, options: ParseOptions = {}): ParseResult {
  const read = parseOnce(asked, table, options);
  // "I could not match 'rom'" where one column only is like it ("room", by its letters) and none of the others is
  // at all: not ambiguous, so read as that column, and say so, rather than ask.
  if (read.kind !== "clarify" || read.about !== "column" || !read.phrase) return read;
  const likely = read.ranked.filter((option) => option.score >= 0.3 && option.column);
  if (likely.length !== 1 || read.ranked.some((option) => option !== likely[0] && option.score > 0)) return read;
  const [only] = likely as [ClarifyOption];
  const phrase = read.phrase;
  const pinned: AnalysisTable = {
    ...table,
    columns: table.columns.map((column) => (column.name === only.column ? { ...column, aliases: [...(column.aliases ?? []), phrase] } : column)),
  };
  const again = parseOnce(asked, pinned, options);
  if (again.kind !== "spec") return read;
  return {
    ...again,
    assumptions: [...again.assumptions, `"${phrase}" is read as ${only.column}, the only column like it (${only.why}).`],
    durationMs: Number((read.durationMs + again.durationMs).toFixed(3)),
  };
}

/** The parser's own words, never linked through a thesaurus ("top" is a ranking, not a peak; "last" a date, not a shoe form). */
const OWN_WORDS = new Set([
  ...SIZE_SUPERLATIVES,
  ...DESC_WORDS,
  ...ASC_WORDS,
  ...CHART_WORDS,
  ...LIST_VERBS,
  ...GROUP_MARKERS,
  ...RELATIVE_LAST,
  ...AUXILIARIES,
  ...COPULAS,
  ...NEGATIONS,
  ...LESS,
  ...MORE,
  ...AMOUNT_COMPARATIVES,
  ...JUDGEMENT_WORDS,
  ...FREQUENCY_WORDS,
  ...PERCENT_WORDS,
  ...SHARE_WORDS,
  ...PART_WORDS,
  ...COUNT_WORDS,
  ...LOG_WORDS,
  ...ROW_NOUNS,
  ...EARNING_VERBS,
  ...FLAG_VERBS,
  ...OPENING_VERBS,
  ...GROUPING_VERBS,
]);
/** Words ending the name of a stretch of time ("Black Friday week", "the Easter holidays", "peak season"). */
const PERIOD_NAME_WORDS = new Set(["week", "weeks", "weekend", "month", "season", "quarter", "holiday", "holidays", "period", "fortnight", "term", "break"]);
const guardedThesauri = new WeakMap<(word: string) => readonly string[], (word: string) => readonly string[]>();
/** A thesaurus that is not asked about the parser's own words, one per thesaurus (its matches are kept while it is the same). */
function guardedThesaurus(synonymsOf: (word: string) => readonly string[]): (word: string) => readonly string[] {
  let guarded = guardedThesauri.get(synonymsOf);
  if (!guarded) {
    guarded = (word) => (OWN_WORDS.has(word) || MONTHS[word] !== undefined || NUMBER_WORDS[word] !== undefined ? [] : synonymsOf(word));
    guardedThesauri.set(synonymsOf, guarded);
  }
  return guarded;
}

/** A word of a column's name that is a unit ("min", "kg", "hours"): what the column measures its values in. */
const isUnitWord = (word: string) => UNIT_WORDS.has(word) || secondsOf(word) !== undefined;

function parseOnce(asked: string, table: AnalysisTable, options: ParseOptions): ParseResult {
  const started = performance.now();
  useColumnGlosses([...table.columns, table]);
  useEnglishWords(options.isEnglishWord);
  useThesaurus(options.synonymsOf && guardedThesaurus(options.synonymsOf));
  useThesaurusExclusions(new Set(columnWords(table.name).flatMap((word) => word.forms.map(singular))));
  const took = () => Number((performance.now() - started).toFixed(3));
  /** "I could not match … to a column": the words as asked, the phrase an answer pins, the candidate columns ranked. */
  const unmatchedColumn = (asked: string, unclear: string, candidates: readonly AnalysisColumn[], reason: string): ParseResult => {
    const ranked = rankColumnOptions(unclear, candidates);
    const choices = ranked.map((option) => option.label);
    return {
      kind: "clarify",
      question: `I could not match "${asked}" to a column of ${table.name}. Which column did you mean? (${choices.join(", ")})`,
      options: choices,
      ranked,
      about: "column",
      phrase: unclear,
      reason,
      durationMs: took(),
    };
  };
  const minScore = options.minScore ?? MIN_SCORE;
  const destructive = detectDestructiveRequest(asked, { glosses: options.glosses ?? {} });
  if (destructive.destructive) return { kind: "refuse", reason: destructive.reason!, verb: destructive.verb!, durationMs: took() };
  const heldValues = table.columns.flatMap((column) => (column.values ?? []).filter((value): value is string => typeof value === "string"));
  const question = thousandsWritten(oneOfAUnit(withSlashedInitials(withoutListedGroups(withoutCourtesy(asked), table.columns), table.columns)), heldValues);

  // A text column of just yes and no ("Sim"/"Não", "Y"/"N") is read as true/false; the spec's filters name its values back.
  const yesNo = new Map(
    table.columns.flatMap((column) => {
      const values = yesNoValues(column);
      return values ? [[column.name, values] as const] : [];
    }),
  );
  const allColumns: readonly AnalysisColumn[] =
    yesNo.size > 0 ? table.columns.map((column) => (yesNo.has(column.name) ? { ...column, type: "boolean", values: [true, false] } : column)) : table.columns;
  /** Durations linked only when a question names both their ends (`DerivedColumn.byEnds`): no word links them otherwise. */
  const spanColumns = allColumns.filter((column) => column.derived?.kind === "duration" && column.derived.byEnds);
  const columns = spanColumns.length > 0 ? allColumns.filter((column) => !spanColumns.includes(column)) : allColumns;
  const byName = new Map(allColumns.map((column) => [column.name, column]));
  // "the average wait by region", "members who waited more than an hour": with one span of two timestamps and no column
  // named for a wait, the wait is that span (between the call and the arrival, arriving and being served).
  const waitSpan =
    spanColumns.length === 1 &&
    !allColumns.some((column) => !column.derived && columnWords(column.name).some((word) => word.forms.some((form) => WAIT_WORDS.has(form))))
      ? spanColumns[0]
      : undefined;
  const waitReason = (word: string) => {
    const span = waitSpan?.derived as Extract<DerivedColumn, { kind: "duration" }> | undefined;
    return `"${word}" is ${waitSpan?.name}, the time from ${span?.from} to ${span?.to}: the table's one span, and no column is named for a wait`;
  };
  /** Number columns whose name states a unit of time (`resp_min`, `DurationMin`): where an amount of time is held. */
  const durationColumns = columns.filter((column) => isNumeric(column) && columnSeconds(column.name) !== undefined);
  /** Number columns named for a rate by `period` ("monthly" of `monthlyRateUsd`). */
  const columnsOfPeriod = (period: string) =>
    columns.filter((column) => isNumeric(column) && columnWords(column.name).some((word) => word.forms.some((form) => PERIOD_FORMS[period]!.includes(form))));
  /**
   * "longer than 10 minutes" of durationSec, "more than six weeks" of daysToDelivery: the numbers in the column's own
   * unit of time (`asked` seconds a unit), said in the assumptions; as they are when either unit is unknown.
   */
  const inOwnSeconds = (values: number[], asked: number | undefined, column: string, from: number, to: number) => {
    const own = columnSeconds(column);
    if (asked === undefined || own === undefined || asked === own) return values;
    const converted = values.map((value) => Number(((value * asked) / own).toPrecision(12)));
    assumptions.push(`"${phrase(from, to + 1)}" is ${converted.join(" and ")} in ${column}'s unit.`);
    return converted;
  };
  // An id is a row's key unless the data shows it repeats (sensor_id over readings): then it groups like any other column.
  /** The last word of the table's name in its forms: what the rows are ("jobs" of window_cln_jobs). */
  const rowWords = new Set((columnWords(table.name).at(-1)?.forms ?? []).map(singular));
  // ("Booking Ref", "auditId" first: the rows are bookings, audits, whatever the table is called; the row key says so.)
  const keyName = columns[0]?.type === "string" && !repeatsInData(columns[0], table.rows) ? identifierWords(columns[0].name) : [];
  const keyNouns =
    keyName.length >= 2 && ["id", "ref", "reference", "no", "nr", "num", "number", "code", "key"].includes(keyName.at(-1)!)
      ? keyName.slice(0, -1).filter((word) => /^[a-z]{4,}$/.test(word))
      : [];
  const tableWords = new Set([...columnWords(table.name).flatMap((word) => word.forms), ...keyNouns].map(singular));
  /** A noun of the table's rows, in a case of its own too ("zakaziek" of geodeticke_zakazky). */
  const tableNameWords = identifierWords(table.name);
  const namesRowsNoun = (word: string) => word.length > 0 && (tableWords.has(singular(word)) || tableNameWords.some((named) => sameSlavicStem(word, named)));
  /** A count word, or a word of another language the lexicon reads as one ("počet": number of). */
  const isCountWord = (word: string) => COUNT_WORDS.has(word) || COUNT_WORDS.has(translate(word)?.split(" ")[0] ?? "");
  /** An id column the data does not show repeating: "per shipment" over it is per row. */
  // (Named in another language, by its last word's glosses: "bestelnommer", order number.)
  const glossedKey = (name: string) => {
    const column = byName.get(name);
    const keyWord = (gloss: string | undefined) => gloss !== undefined && ["number", "id", "identifier", "code"].includes(gloss);
    // (Or its first word, translated, where the language puts the noun first: Maltese "numru_ordni", the order's number.)
    const parts = identifierWords(name);
    return (
      column?.type === "string" && ((column.words?.at(-1)?.glosses.slice(0, 3) ?? []).some(keyWord) || (parts.length === 2 && keyWord(translate(parts[0]!))))
    );
  };
  const isOwnKey = (name: string) => (isIdentifier(name) || glossedKey(name)) && !repeatsInData(byName.get(name), table.rows);
  // An id of another thing than the table's rows ("member_id" in class bookings), not the first column: it repeats, so it groups.
  const isForeignKey = (name: string) => {
    const column = byName.get(name);
    if (!column || column.values !== undefined || columns[0]?.name === name) return false;
    const own = identifierWords(name).filter((word) => !["id", "ids", "identifier", "key", "code", "uuid", "no", "nr", "num"].includes(word));
    return own.length > 0 && !own.some((word) => columnWords(word).some((entry) => entry.forms.some((form) => namesRowsNoun(form))));
  };
  const isRowKey = (name: string) => isOwnKey(name) && !isForeignKey(name);
  // A word that is a value or a column word of the table ("Plus", "Media") is not translated or corrected.
  // A phrase the lexicon rewrites ("basket value" → revenue) is kept when it names a column as written.
  // A word that names a value as written ("appen": the value App) is kept, not read through a dictionary.
  // A word that names a value, or a column better than its gloss does ("especie" is like species; its gloss "kind" names
  // nothing), is read as written.
  const bestLink = (text: string) => Math.max(0, ...linkColumns(text, columns).map((link) => link.score));
  // A case form of a word of a column's name ("teréne", locative of the teren of hodiny_teren) is that word, not its
  // dictionary gloss ("ground" names nothing), when the dictionary glosses the column's word so too (teren: ground,
  // terrain): then both are one word. ("kupci", buyers, glossed "constituency", is not kupec's.)
  const formsColumnWord = (word: string, gloss: string) =>
    columns.some((column) =>
      (column.words ?? []).some((named) => sameSlavicStem(word, named.word) && named.glosses.some((other) => keyOf(other) === keyOf(gloss))),
    );
  const glosses = Object.fromEntries(
    Object.entries(options.glosses ?? {}).filter(
      ([word, gloss]) =>
        linkValues(word, word, columns).length === 0 &&
        !formsValueWord(word, table) &&
        !formsColumnWord(word, gloss) &&
        !(bestLink(word) >= 0.8 && bestLink(word) > bestLink(gloss)),
    ),
  );
  const tokens = splitRateCompounds(
    tokenize(question, valueWords(table), (written) => (linkColumns(written, columns)[0]?.score ?? 0) >= 0.8, glosses),
    options.isEnglishWord,
  );
  // A command led by a verb nothing here reads, over the table's rows as a whole and asking for no reading of them
  // ("Lamit an holl … eus an daolenn"): refused as a change to the data, not listed.
  const command = unknownCommand(asked, tokens, (token) => {
    const written = fold(token.raw);
    return (
      token.word !== written ||
      STOP_WORDS.has(written) ||
      MONTHS[written] !== undefined ||
      NUMBER_WORDS[written] !== undefined ||
      WEEKDAYS[written] !== undefined ||
      Object.hasOwn(glosses, written) ||
      options.isEnglishWord?.(written) === true ||
      namesRowsNoun(written) ||
      bestLink(written) >= 0.8 ||
      linkValues(written, written, columns).length > 0
    );
  });
  if (command.destructive) return { kind: "refuse", reason: command.reason!, verb: command.verb!, durationMs: took() };
  const words = tokens.map((token) => token.word);
  // "How much did we make from termite jobs?": how much a person made, with no thing made named after the verb, is money
  // earned ("how much bread did we make" names the thing, and stays an amount of it).
  const howMuchAt = words.findIndex((word, i) => word === "how" && words[i + 1] === "much");
  if (howMuchAt >= 0)
    words.forEach((word, i) => {
      if (
        ["make", "made", "makes", "making"].includes(word) &&
        i > howMuchAt + 2 &&
        SUBJECT_PRONOUNS.has(words[i - 1] ?? "") &&
        ["did", "do", "does", "have", "has", "had", "will", "would", "we", "they", "you", "i"].includes(words[howMuchAt + 2] ?? "") &&
        (i + 1 >= words.length ||
          BOUNDARIES.has(words[i + 1]!) ||
          ["last", "this", "so", "since", "in", "on", "from", "off", "at", "per", "each"].includes(words[i + 1]!))
      )
        words[i] = tokens[i]!.word = "earned";
      // "How much did the hake fetch / sell for / go for?": what a thing brought in when sold is money earned.
      else if (
        i > howMuchAt + 2 &&
        (["fetch", "fetched", "fetches"].includes(word) || (["sell", "sold", "go", "went"].includes(word) && words[i + 1] === "for"))
      )
        words[i] = tokens[i]!.word = "earned";
    });
  // "Are the car parks making enough money?", "Are the desks being used enough?": a yes/no judgement with no target
  // names no answer the data holds; what to measure, and against what, is asked.
  if (
    !options.measure &&
    ["are", "is", "do", "does", "did", "was", "were", "have", "has"].includes(words[0] ?? "") &&
    words.includes("enough") &&
    !words.some((word) => /\d/.test(word))
  ) {
    const numeric = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
    const ranked = rankMeasureOptions(words, numeric);
    return {
      kind: "clarify",
      question: `"Enough" needs a target: which measure, compared with what? (numeric columns: ${numeric.map((column) => column.name).join(", ") || "none"}; or ask for the figures, e.g. per month)`,
      options: ranked.map((option) => option.label),
      ranked,
      about: "measure",
      reason: '"enough" with no target in a yes/no question',
      durationMs: took(),
    };
  }
  // "Which trucks took too long?", "which jobs cost too much?": "too" and a degree with no limit written is a judgement
  // whose threshold only the asker knows; what counts as too much is asked (not the rows above some guessed line).
  const tooAt = words.findIndex((word, i) => word === "too" && TOO_DEGREES.has(words[i + 1] ?? ""));
  if (!options.measure && tooAt >= 0 && !words.some((word) => /\d/.test(word)) && !words.some((word) => AGGREGATE_WORDS[word] !== undefined)) {
    const numeric = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
    const ranked = rankMeasureOptions(words, numeric);
    return {
      kind: "clarify",
      question: `"Too ${words[tooAt + 1]}" needs a limit: which measure, and above or below what? (numeric columns: ${numeric.map((column) => column.name).join(", ") || "none"}; e.g. "over 90 minutes")`,
      options: ranked.map((option) => option.label),
      ranked,
      about: "measure",
      reason: `"too ${words[tooAt + 1]}" with no limit written`,
      durationMs: took(),
    };
  }
  // "How are the crews doing?", "How is the Leeds branch performing?": a judgement of how things go, with no measure
  // named (the words are only the things judged and the verb); which measure is asked.
  // ("Show me how the ambulances are doing", "tell me how sales are going": asked the same way.)
  // ("Are the Edinburgh sales going well?", "Is the new branch doing OK?": the same judgement asked to be confirmed.)
  const lastWord = words.findLast((word) => !STOP_WORDS.has(word) || ["doing", "going"].includes(word));
  const judgedAt = words.indexOf("how");
  const JUDGING = ["doing", "going", "performing", "faring", "getting"];
  const confirmed =
    ["is", "are", "was", "were"].includes(words[0] ?? "") &&
    JUDGING.includes(words.at(-2) ?? "") &&
    ["well", "badly", "ok", "okay", "fine", "good", "great", "alright", "poorly"].includes(words.at(-1) ?? "");
  if (
    !options.measure &&
    (confirmed ||
      (judgedAt >= 0 &&
        words
          .slice(0, judgedAt)
          .every((word) => ["show", "me", "us", "tell", "let", "know", "see", "please", "can", "could", "you", "hi", "hey"].includes(word)) &&
        words.slice(judgedAt + 1, judgedAt + 5).some((word) => ["is", "are", "was", "were", "has", "have"].includes(word)) &&
        JUDGING.includes(lastWord ?? ""))) &&
    words.length <= 9 &&
    !words.some((word) => /\d/.test(word) || AGGREGATE_WORDS[word] !== undefined || isMoneyVerb(word))
  ) {
    const numeric = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
    const ranked = rankMeasureOptions(words, numeric);
    return {
      kind: "clarify",
      question: `"Doing" needs a measure: which one? (numeric columns: ${numeric.map((column) => column.name).join(", ") || "none"}; or ask for a count)`,
      options: ranked.map((option) => option.label),
      ranked,
      about: "measure",
      reason: "a judgement of how things go, with no measure named",
      durationMs: took(),
    };
  }
  // "can u check the wash numbers thing for me", "what's going on with the visitor stuff": a placeholder noun ("thing",
  // "stuff") standing for what is left unsaid, with nothing asked of it (no aggregate, number, period, order, grouping,
  // question word or chart): which measure is asked. ("people buy the most stuff", "stuff delivered in 2025" ask.)
  const placeholderAt = words.findIndex(
    (word) => PLACEHOLDERS.has(word) && !columns.some((column) => columnWords(column.name).some((entry) => entry.forms.includes(word))),
  );
  if (
    !options.measure &&
    placeholderAt >= 0 &&
    words.length <= 10 &&
    !words.some(
      (word, i) =>
        /\d/.test(word) ||
        AGGREGATE_WORDS[word] !== undefined ||
        isMoneyVerb(word) ||
        CHART_WORDS.has(word) ||
        NOT_PLACEHOLDER_ONLY.has(word) ||
        (word === "number" && words[i + 1] === "of"),
    )
  ) {
    const numeric = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
    const ranked = rankMeasureOptions(words, numeric);
    return {
      kind: "clarify",
      question: `"${tokens[placeholderAt]!.raw}" stands for what? Which measure, and how? (numeric columns: ${numeric.map((column) => column.name).join(", ") || "none"}; or ask for a count, e.g. per month)`,
      options: ranked.map((option) => option.label),
      ranked,
      about: "measure",
      reason: `"${tokens
        .slice(Math.max(0, placeholderAt - 2), placeholderAt + 1)
        .map((token) => token.raw)
        .join(" ")}" names nothing to compute`,
      durationMs: took(),
    };
  }
  const used = new Set<number>();
  // "Return a bar chart of …", "Find the average …": a verb that opens the question asks for the answer;
  // it names no column (cancelled_return, found_at), whatever the table.
  if (OPENING_VERBS.has(words[0] ?? "") && !["of", "and", "or", "by", "per", "is", "was", "are", "were"].includes(words[1] ?? "")) used.add(0);
  // "Bin svc dt by month and return a line chart of …": such a verb after "and" that asks for a chart names no column (rtn_flg).
  words.forEach((word, i) => {
    if (i > 0 && OPENING_VERBS.has(word) && words[i - 1] === "and" && words.slice(i + 1, i + 5).some((next) => CHART_WORDS.has(next))) used.add(i);
  });
  const provenance: Provenance[] = [];
  const assumptions: string[] = [];
  const unapplied: string[] = [];
  const has = (...candidates: string[]) => candidates.some((candidate) => words.includes(candidate));
  /** The question asks for a percent (0 to 100), not a share or a fraction: "percentage", "percent", "%", "pct" in any language. */
  const percentAsked = () => words.some((word, i) => PERCENT_WORDS.has(word) && !unitAt.has(i)) || /(^|[^\d\s])\s*%|^\s*%/.test(question);
  const phrase = (from: number, to: number) =>
    tokens
      .slice(from, to)
      .map((token) => token.raw)
      .join(" ");
  const consume = (from: number, to: number) => {
    for (let i = from; i < to; i++) used.add(i);
  };
  /** The values the words from `from` to `to` may be (`linkValues` of their folded and written forms). */
  const valuesAt = (from: number, to: number) => linkValues(words.slice(from, to).join(" "), phrase(from, to), columns);
  // "so far this year": "so far" is up to now, not a distance.
  words.forEach((word, i) => {
    if (word === "far" && words[i - 1] === "so") consume(i - 1, i + 1);
  });
  // "price per tonne", "price a tonne" over PRICE_CAD_PER_T: the unit is the measure column's own, not a grouping by
  // the column of tonnes (nor a second measure).
  words.forEach((word, i) => {
    const unit = ["per", "a", "an"].includes(word) && i > 0 ? unitOf(words[i + 1] ?? "") : undefined;
    if (!unit || unit.kind === "duration" || used.has(i - 1)) return;
    const priced = columns.find(
      (column) =>
        isNumeric(column) &&
        columnUnit(column.name)?.name === unit.name &&
        isMoneyColumn(column) &&
        (linkColumns(words[i - 1]!, [column])[0]?.score ?? 0) >= 0.6,
    );
    if (!priced) return;
    consume(i, i + 2);
    assumptions.push(`"${phrase(i - 1, i + 2)}" is ${priced.name}, a price by the ${unit.name.replace(/s$/, "")}.`);
  });
  // "grouped by", "split by", "coloured by": the verb names no column (unless a column is called so).
  // "what time do the gangs kick off?": the time of day something happens, asked of its date; no duration or time column.
  words.forEach((word, i) => {
    if (GROUPING_VERBS.has(word) && words[i + 1] === "by" && !columns.some((column) => keyOf(column.name) === word)) used.add(i);
    if (word === "time" && words[i - 1] === "what" && ["do", "does", "did", "is", "are", "was", "were", "will"].includes(words[i + 1] ?? "")) used.add(i);
    // "from 1 March to 31 May 2026, both dates included": the range's ends are in, as it reads them; no flag "included".
    if (["included", "inclusive"].includes(word) && words[i - 2] === "both" && ["dates", "days", "ends", "months", "years"].includes(words[i - 1] ?? ""))
      for (const at of [i - 2, i - 1, i]) used.add(at);
  });

  // "the forecast road temp was below -5": a forecast that describes the next noun is what a column holds, not one asked for
  // ("the forecast for next month" is asked).
  // ("runs that had snow forecast": the word with its neighbour names a column, "Snow Forecast", as a column's whole name does.)
  const namesForecastColumn = (i: number) =>
    columns.some((column) => {
      const parts = identifierWords(column.name);
      return (
        keyOf(column.name) === words[i] ||
        (parts.includes(words[i]!) && [words[i - 1], words[i + 1]].some((next) => next !== undefined && parts.includes(next)))
      );
    });
  const forecastAsked = words.some(
    (word, i) =>
      FORECAST_WORDS.has(word) &&
      !namesForecastColumn(i) &&
      !(["the", "its", "their"].includes(words[i - 1] ?? "") && words[i + 1] !== undefined && !STOP_WORDS.has(words[i + 1]!)),
  );
  words.forEach((word, i) => {
    if (FORECAST_WORDS.has(word) && !forecastAsked) used.add(i);
  });
  if (forecastAsked) return { kind: "unsupported", reason: "a forecast", durationMs: took() };
  // "a scatter chart about the correlation between A and B" asks for the chart of A against B, not a coefficient.
  const scatterNamed = has("scatter", "scatterplot", "scatterplots");
  if (has("correlation", "correlate", "correlated", "correlations") && !scatterNamed)
    return { kind: "unsupported", reason: "a correlation", durationMs: took() };
  if (scatterNamed)
    words.forEach((word, i) => {
      if (["correlation", "correlations", "relationship", "relation"].includes(word)) {
        consume(i, i + 1);
        if (words[i + 1] === "between") used.add(i + 1);
      }
    });

  const linked = new Map<string, ColumnLink[]>();
  /** A mention's links at or above the minimum score, computed once per question and text. */
  const columnLinks = (text: string) => {
    let links = linked.get(text);
    if (!links) {
      // ("how many hours of interpreting" beside OUT_OF_HOURS: a unit of time, with nothing but function words, is the
      // amount's unit, not a true/false column whose name holds it.)
      const content = text
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word && !["of", "the", "in", "a", "an"].includes(word));
      // (Units of the clock: "at night" may still be a night flag.)
      const unitOnly = content.length > 0 && content.every((word) => (secondsOf(word) ?? Number.POSITIVE_INFINITY) <= 3600);
      linked.set(
        text,
        (links = linkColumns(text, columns).filter((link) => link.score >= minScore && !(unitOnly && byName.get(link.column)?.type === "boolean"))),
      );
      // ("Total recharge by department" of chg_gbp: a noun made with "re" is named by the noun, where the whole names nothing.)
      const again = /^re(\p{L}{5,})$/iu.exec(text.trim());
      if (links.length === 0 && again) {
        links = linkColumns(again[1]!, columns)
          .filter((link) => link.score >= 0.6 && isNumeric(byName.get(link.column)))
          .map((link) => ({ ...link, score: Math.min(link.score, 0.75), reason: `${link.reason}, in "${text.trim()}"` }));
        linked.set(text, links);
      }
      // ("click-through rate" of clicked: a verb joined to its particle is named by the verb, where the whole names nothing.)
      const particle = /^(\p{L}{3,})-(?:through|out|in|up|off|on|back|over|down)$/iu.exec(text.trim().split(/\s+/)[0] ?? "");
      if (links.length === 0 && particle) {
        const rest = text.trim().split(/\s+/).slice(1);
        // ("a flare-up flagged" of fire_flg: the verb and the words after it, the particle left out, naming all of one column.)
        if (rest.length >= 1 && rest.length <= 2) {
          links = linkColumns([particle[1]!, ...rest].join(" "), columns)
            .filter((link) => link.score >= 0.75 && link.complete === true)
            .map((link) => ({ ...link, reason: `${link.reason}, in "${text.trim()}"` }));
          linked.set(text, links);
        }
        const rate = rest.length === 1 && ["rate", "rates"].includes(rest[0]!.toLowerCase());
        if (links.length === 0 && (rest.length === 0 || rate)) {
          links = linkColumns(particle[1]!, columns)
            .filter((link) => link.score >= 0.8 && isNumeric(byName.get(link.column)))
            .map((link) => ({ ...link, score: Math.min(link.score, 0.8), reason: `${link.reason}, the verb of "${text.trim()}"` }));
          linked.set(text, links);
        }
      }
    }
    return links;
  };
  /** Column mentions among the unused tokens, best first, non-overlapping (longest n-grams tried first). */
  // "far" says nothing, but "how far" asks for a distance.
  // (Nor a chart's word said as a thing the rows had, "ran a bar" of hasBar: `namesFlag`.)
  const flagChartWords = new Set<number>();
  // ("avg dE", "the pH": a short word written with a capital after small letters is a symbol, not the function word "de".)
  const isStop = (token: Token) =>
    STOP_WORDS.has(token.word) &&
    !(token.word === "far" && words[token.index - 1] === "how") &&
    !flagChartWords.has(token.index) &&
    !/^\p{Ll}{1,3}\p{Lu}{1,2}$/u.test(token.raw);
  /** Whether a column is named a value ("reading_value"): then "value" is its word, not the rows' money. */
  const valueColumn = columns.some((column) => identifierWords(column.name).some((word) => VALUE_WORDS.has(word)));
  /** Whether the asker wrote the word so (not a phrase of another language read as it: Danish "i alt" as total). */
  const foldedAsked = fold(asked);
  const writtenAs = (word: string) => new RegExp(`(?:^|[^\\p{L}])${word}(?:$|[^\\p{L}])`, "iu").test(foldedAsked);
  const mentionsIn = (from = 0, to = tokens.length, allowStop = false): Mention[] => {
    const candidates: Mention[] = [];
    for (let length = 4; length >= 1; length--) {
      for (let start = from; start + length <= to; start++) {
        const span = tokens.slice(start, start + length);
        if (span.some((token) => used.has(token.index))) continue;
        if (span.some((token) => /^\d/.test(token.word))) continue;
        const stopEdge = isStop(span[0]!) || isStop(span.at(-1)!);
        // ("the total value of the boxes", "average box value": a row's value is its money, where no column is a value.)
        const moneyValue = length === 1 && VALUE_WORDS.has(span[0]!.word) && !valueColumn;
        if (!allowStop && stopEdge && length === 1 && !moneyValue) continue;
        const text = span.map((token) => token.word).join(" ");
        let links = columnLinks(text);
        // "hodín v teréne" of hodiny_teren: two words naming all of one column, with a preposition of another language
        // between them (English ones are read already, and "day of the week" is no column day_week).
        if (links.length === 0 && length === 3 && !stopEdge && JOINING_WORDS.has(span[1]!.word))
          links = columnLinks(`${span[0]!.word} ${span.at(-1)!.word}`).filter((link) => link.complete === true && link.score >= 0.75);
        // Words that usually say nothing ("order", "value") still name a column called so (orderValue), and with the other
        // words name all of one ("start times" of START_HOUR).
        // A stop word of the column's name that tells it from its twin names it too ("start battery" start_battery_pct, not end_battery_pct).
        const namesWholly = (link: ColumnLink | undefined) =>
          link !== undefined &&
          (link.score >= 0.95 ||
            (length > 1 &&
              (link.complete === true || (links[1]?.score ?? 0) < link.score) &&
              link.score >= 0.7 &&
              // ("end time" of Ended At: the verb in another form.)
              span
                .filter(isStop)
                // (Or its English, written so: "booking total" of skupaj_eur, skupaj: total; not the Danish "i alt" read as
                // total.)
                .every((token) =>
                  columnWords(link.column).some(
                    (word) =>
                      word.word === token.word || word.word === pastParticiple(token.word) || (word.forms.includes(token.word) && writtenAs(token.word)),
                  ),
                )));
        // ("out of hours" of ooh: the stop words are letters of a column named by the words' initials.)
        const initialsOfSpan = (link: ColumnLink | undefined) =>
          link !== undefined && length > 1 && link.score >= 0.8 && keyOf(link.column) === span.map((token) => token.word[0]).join("");
        if (!allowStop && stopEdge && !moneyValue && !namesWholly(links[0]) && !initialsOfSpan(links[0])) continue;
        // "which metals did we pay out the most for", "what we paid": the verb after its subject names no text or date
        // column loosely (paymentMethod), though it may name money.
        if (
          length === 1 &&
          ["we", "they", "you", "i"].includes(words[start - 1] ?? "") &&
          (["did", "do", "does", "will", "would", "can", "could", "what"].includes(words[start - 2] ?? "") || words[start - 2] === undefined)
        )
          links = links.filter((link) => link.score >= 0.9 || isNumeric(byName.get(link.column)));
        if (links.length > 0) candidates.push({ start, end: start + length, words: span.map((token) => token.raw).join(" "), links });
      }
    }
    // Several words linked to one column together explain more than any one of them: "listing price" is
    // list_px although "listing" alone is listing_id. A span of words is tried first when its link is good.
    // (A link naming all of a money column, its currency by a word of money, is good a little lower: "parts money" of pts_usd.)
    const span = (mention: Mention) =>
      mention.links[0]!.score >= 0.75 ||
      (mention.links[0]!.score >= 0.7 && mention.links[0]!.complete === true && mention.links[0]!.reason.includes(": money in "))
        ? mention.end - mention.start
        : 1;
    candidates.sort((a, b) => span(b) - span(a) || b.links[0]!.score - a.links[0]!.score || b.end - b.start - (a.end - a.start));
    const chosen: Mention[] = [];
    for (const candidate of candidates) if (!chosen.some((other) => candidate.start < other.end && other.start < candidate.end)) chosen.push(candidate);
    return chosen.sort((a, b) => a.start - b.start);
  };
  // "hours spent carrying passengers", "time spent cleaning": what the time went on, where a column holds durations. The
  // activity names no measure of its own: its object, when it names a column ("passengers"), is not summed.
  if (durationColumns.length > 0)
    words.forEach((word, i) => {
      if (!((BIN_WORDS[word] && word.endsWith("s")) || word === "time")) return;
      // "time spent on scene", "hours spent at the desk", "the time crews spend on scene": a duration; "spent" is no money here.
      const verbAt = [i + 1, i + 2, i + 3].find(
        (j) => ["spent", "spend", "spends", "spending"].includes(words[j] ?? "") && words.slice(i + 1, j).every((between) => !BOUNDARIES.has(between)),
      );
      if (verbAt === undefined) return;
      if (["on", "at", "in", "with"].includes(words[verbAt + 1] ?? "")) {
        consume(verbAt, verbAt + 1);
        // "time" is the duration the place names ("on scene" of scn_min), not a column of times of day.
        const place = mentionsIn(verbAt + 2, Math.min(tokens.length, verbAt + 4)).find((mention) =>
          mention.links.some((link) => link.score >= 0.6 && columnSeconds(link.column) !== undefined),
        );
        if (word === "time" && place) consume(i, i + 1);
        return;
      }
      if (verbAt !== i + 1) return;
      if (!/..ing$/.test(words[i + 2] ?? "")) return;
      // ("time spent inspecting" of insp_min: an activity that names a duration column names the measure itself.)
      const duration = (at: number) =>
        mentionsIn(at, at + 1).some((mention) => mention.links.some((link) => link.score >= 0.6 && columnSeconds(link.column) !== undefined));
      if (duration(i + 2) || duration(i + 3)) return;
      consume(i + 1, i + 3);
      if (i + 3 < tokens.length && !BOUNDARIES.has(words[i + 3]!) && mentionsIn(i + 3, i + 4)[0]?.start === i + 3) consume(i + 3, i + 4);
    });
  // "cancellation rate", "no-show ratio": the share of a true/false column's rows, not a column of rates or prices.
  words.forEach((word, i) => {
    if (!["rate", "rates", "ratio"].includes(word) || i === 0 || used.has(i)) return;
    if (columnLinks(words[i - 1]!).some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean")) used.add(i);
  });
  /** "non-members", "advanced climbers": words naming rows by a true/false column or a value, which are counted. */
  const namesRowsOfAKind = (text: string) => {
    const plain = text
      .toLowerCase()
      .replace(/^non[- ]?/, "")
      .trim();
    if (!plain || plain.split(/\s+/).length > 3) return false;
    return (
      linkColumns(plain, columns).some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean") ||
      linkValues(plain, plain, columns).some((link) => link.score >= 0.8)
    );
  };
  const linkFor = (mention: Mention, accept: (column: AnalysisColumn) => boolean) => mention.links.find((link) => accept(byName.get(link.column)!));

  // "not counting anything cancelled", "not including refunds": the words that leave rows out name no column (guestCount).
  const leavingOut = new Set<number>();
  words.forEach((word, i) => {
    if ((word === "counting" || word === "including") && words[i - 1] === "not") {
      used.add(i);
      leavingOut.add(i);
    }
  });
  // "Give the rate as a percentage", "in percent": how a share is shown, no column of percents ("coveragePct").
  // "What share of sales were cut-your-own" over CHRISTMAS_TREE_SALES: the table's own noun for its rows after "share of" is
  // the rows counted, not its money.
  words.forEach((word, i) => {
    if (used.has(i) || words[i - 1] !== "of" || !SHARE_WORDS.has(words[i - 2] ?? "") || !tableNameWords.some((named) => singular(named) === singular(word)))
      return;
    if (columnLinks(word).some((link) => link.reason.includes('" is money: '))) consume(i, i + 1);
  });
  // "in % of delivered pushes", "as a percentage of delivered": the measure over the sum of that number column (read at
  // the end, when the measure is known).
  let percentOver: { column: string; from: number; to: number } | undefined;
  words.forEach((word, i) => {
    if (!["percentage", "percent", "pct"].includes(word) || words[i + 1] !== "of" || used.has(i)) return;
    const lead = words[i - 1] === "a" ? i - 2 : i - 1;
    if (!["as", "in"].includes(words[lead] ?? "")) return;
    const over = mentionsIn(i + 2, Math.min(tokens.length, i + 5), true).find(
      (mention) => mention.start === i + 2 && linkFor(mention, isNumeric) !== undefined,
    );
    if (!over) return;
    percentOver = { column: linkFor(over, isNumeric)!.column, from: lead, to: over.end };
    consume(lead, over.end);
  });
  words.forEach((word, i) => {
    if (!["percentage", "percent", "percentages", "pct"].includes(word) || used.has(i)) return;
    const lead = words[i - 1] === "a" ? i - 2 : i - 1;
    if (["as", "in"].includes(words[lead] ?? "") && (tokens[i]!.pause || i === tokens.length - 1 || BOUNDARIES.has(words[i + 1] ?? ""))) consume(lead, i + 1);
  });
  // 1. The chart named in the question.
  let chart: ChartType | null = null;
  const chartAt = (index: number, type: ChartType, length = 1) => {
    chart ??= type;
    consume(index, index + length);
    if (CHART_WORDS.has(words[index + length] ?? "")) used.add(index + length);
    provenance.push({ element: "chart", words: phrase(index, index + length), score: 1, reason: `the question names a ${type.replace("_", " ")} chart` });
  };
  // ("split by line", "boxes per line": a chart's word after "by" or "per", with no chart word after it, is a column's
  // name, ln, where one is named so.)
  const namesGrouping = (i: number) =>
    GROUP_MARKERS.has(words[i - 1] ?? "") && !CHART_WORDS.has(words[i + 1] ?? "") && columnLinks(words[i]!).some((link) => link.score >= 0.8);
  // ("jobs where we ran a bar" of hasBar: a chart's word said as a thing the rows had, no chart word after it and no verb of
  // showing before it, is a true/false column named so.)
  const namesFlag = (i: number) => {
    const before = ["a", "an", "the"].includes(words[i - 1] ?? "") ? i - 2 : i - 1;
    return (
      !CHART_WORDS.has(words[i + 1] ?? "") &&
      !["of", "for", "showing", "with", "by", "per"].includes(words[i + 1] ?? "") &&
      before >= 0 &&
      !OPENING_VERBS.has(words[before]!) &&
      !["want", "need", "make", "use", "see", "me"].includes(words[before]!) &&
      !["as", "in", "into", "on", "a", "an", "the"].includes(words[before]!) &&
      columnLinks(words[i]!).some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean")
    );
  };
  // ("average bar takings by venue" of BAR_REVENUE: a chart's word with the word after it, no chart word, naming a column
  // that holds the chart's word is that column's name.)
  const namesColumnWithNext = (i: number) => {
    const next = words[i + 1] ?? "";
    if (!/^[a-z]{3,}$/.test(next) || CHART_WORDS.has(next) || STOP_WORDS.has(next)) return false;
    const link = columnLinks(`${words[i]} ${next}`)[0];
    return !!link && link.score >= 0.8 && columnWords(link.column).some((word) => word.forms.includes(singular(words[i]!)));
  };
  words.forEach((word, i) => {
    const next = words[i + 1];
    if (["bar", "bars", "line", "lines"].includes(word) && (namesGrouping(i) || namesColumnWithNext(i))) return;
    if (["bar", "bars", "line", "lines"].includes(word) && namesFlag(i)) {
      flagChartWords.add(i);
      return;
    }
    if (word === "pie") chartAt(i, "pie");
    else if (word === "donut" || word === "doughnut" || word === "ring") chartAt(i, "donut");
    else if (word === "heatmap" || (word === "heat" && next === "map")) chartAt(i, "heatmap", word === "heat" ? 2 : 1);
    else if (word === "boxplot" || (word === "box" && (next === "plot" || next === "plots" || next === "and"))) chartAt(i, "boxplot", word === "box" ? 2 : 1);
    else if (word === "histogram") chartAt(i, "histogram");
    else if (word === "scatter" || word === "scatterplot") chartAt(i, "scatter");
    // "area chart", "chart of the area" ("gráfico de área"), not an area column named alone.
    else if (
      word === "area" &&
      (CHART_WORDS.has(next ?? "") ||
        CHART_WORDS.has(words[i - 1] ?? "") ||
        (["of", "de", "d'", "da"].includes(words[i - 1] ?? "") && CHART_WORDS.has(words[i - 2] ?? "")))
    )
      chartAt(i, "area");
    // ("barras apiladas", "barres horizontales": the kind of bar said after the bars, in the Romance order, refines them.)
    else if (word === "stacked") {
      if (chart === "bar") chart = "stacked_bar";
      chartAt(i, "stacked_bar");
    } else if ((word === "grouped" || word === "clustered") && (next === "bar" || next === "bars" || next === "column" || next === "columns"))
      chartAt(i, "grouped_bar", 2);
    else if (word === "side" && next === "by" && words[i + 2] === "side") chartAt(i, "grouped_bar", 3);
    else if (["horizontal", "horiz", "horz", "sideways", "hbar", "hbars"].includes(word)) {
      if (chart === "bar") chart = "horizontal_bar";
      chartAt(i, "horizontal_bar");
    } else if ((word === "bar" || word === "bars") && !used.has(i)) chartAt(i, "bar");
    else if ((word === "line" || word === "lines") && !used.has(i)) chartAt(i, "line");
  });

  // 1b. A column whose name holds a grouping word ("price per square foot" is px_per_sqft): its words are
  // one measure, read before "per" and "by" start groupings.
  const spannedMeasures: Mention[] = [];
  for (let length = 4; length >= 3; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      if (![...Array(length - 2).keys()].some((k) => GROUP_MARKERS.has(words[start + 1 + k]!))) continue;
      const [mention] = mentionsIn(start, start + length).filter((candidate) => candidate.start === start && candidate.end === start + length);
      const link = mention?.links[0];
      if (!mention || !link || link.score < 0.9 || !isNumeric(byName.get(link.column))) continue;
      spannedMeasures.push(mention);
      consume(mention.start, mention.end);
    }
  }
  // "rate per word" of tarif_mot_euro, "rating from clients" of note_client: the words after "per" or "from" are
  // more words of the name of the number column the words before it name, and name it better together.
  for (let at = 1; at < tokens.length - 1; at++) {
    const marker = words[at]!;
    if (!["per", "from"].includes(marker) || used.has(at)) continue;
    for (const [headLength, tailLength] of [
      [2, 1],
      [1, 2],
      [1, 1],
    ] as const) {
      const from = at - headLength;
      const to = at + 1 + tailLength;
      if (from < 0 || to > tokens.length || [...Array(to - from).keys()].some((k) => used.has(from + k))) continue;
      const head = tokens.slice(from, at).map((token) => token.word);
      const tail = tokens.slice(at + 1, to).map((token) => token.word);
      if ([...head, ...tail].some((word) => STOP_WORDS.has(word) || /^\d/.test(word))) continue;
      const together = columnLinks([...head, ...tail].join(" "))[0];
      if (!together || together.score < 0.75 || !isNumeric(byName.get(together.column))) continue;
      const alone = columnLinks(head.join(" ")).find((link) => link.column === together.column);
      if (!alone || alone.score >= together.score) continue;
      // "goals per player" with player and player_goals columns: the words after "per" name a column of their own.
      const tailOwn = columnLinks(tail.join(" "))[0];
      if (marker === "per" && tailOwn && tailOwn.column !== together.column && !isNumeric(byName.get(tailOwn.column)) && tailOwn.score >= 0.9) continue;
      // ("fee per lesson type": the words after "per" run on to name a text column, LESSON_TYPE.)
      const runOn = to < tokens.length && !STOP_WORDS.has(words[to]!) ? columnLinks([...tail, words[to]!].join(" "))[0] : undefined;
      if (marker === "per" && runOn && !isNumeric(byName.get(runOn.column)) && runOn.score >= 0.8) continue;
      spannedMeasures.push({ start: from, end: to, words: phrase(from, to), links: [together] });
      consume(from, to);
      break;
    }
  }

  // 2. Unusual points (a robust z-score over the aggregated series).
  const anomaly = words.some((word) => ANOMALY_WORDS.test(word));

  // 2a. Spans of months and seasons: "in July and August", "from June to September", "December to February",
  // "last winter", "in summer". Read before the relative dates: "July and August this year" is the span and this year.
  const monthSpans: { from: number; to: number; first: number; last: number; year?: number; season?: string; qualifier?: "last" | "this" }[] = [];
  /** "July and August", "June to September", "july-august", "July to August 2025" at word `at`: the months and the words. */
  const monthSpanAt = (at: number): { first: number; last: number; to: number; year?: number } | undefined => {
    const word = words[at] ?? "";
    const hyphened = /^(\p{L}+)-(\p{L}+)$/u.exec(word);
    const [first, last, to] = hyphened
      ? [MONTHS[hyphened[1]!], MONTHS[hyphened[2]!], at + 1]
      : [MONTHS[word], MONTH_SPAN_TO.has(words[at + 1] ?? "") || MONTH_SPAN_AND.has(words[at + 1] ?? "") ? MONTHS[words[at + 2] ?? ""] : undefined, at + 3];
    if (first === undefined || last === undefined || first === last) return undefined;
    // ("May" is a month here only after a preposition, as below; "1 July to 3 August" is two days, read elsewhere.)
    if (word === "may" && !["in", "during", "from", "between"].includes(words[at - 1] ?? "")) return undefined;
    if ((dayOf(words[at - 1]) !== undefined && !isYear(words[at - 1])) || (dayOf(words[to]) !== undefined && !isYear(words[to]))) return undefined;
    // ("July and August" are one span; "between November and February" too, "January and March" are two months.)
    if (!hyphened && MONTH_SPAN_AND.has(words[at + 1]!) && last !== (first % 12) + 1 && !(words[at - 1] === "between" && words[at + 1] === "and"))
      return undefined;
    const yearAt = isYear(words[to]) ? to : ["of", "in"].includes(words[to] ?? "") && isYear(words[to + 1]) ? to + 1 : undefined;
    return yearAt === undefined ? { first, last, to } : { first, last, to: yearAt + 1, year: Number(words[yearAt]) };
  };
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const before = words[i - 1] ?? "";
    const season = SEASONS[words[i]!];
    if (season) {
      const qualifier = ["last", "previous", "prior", "past"].includes(before) ? "last" : ["this", "current"].includes(before) ? "this" : undefined;
      const prepositioned = MONTH_PREPOSITIONS.has(before) || ["during", "over", "throughout", "the"].includes(before);
      // A season is a date only so introduced ("sales fall", "summer camp" are not), and not when it is a value of the table.
      // ("at the Spring Gala": nor when it begins a value of two words.)
      const beginsValue = () =>
        i + 1 < tokens.length &&
        linkValues(`${words[i]} ${words[i + 1]}`, `${tokens[i]!.raw} ${tokens[i + 1]!.raw}`, columns).some((link) => link.score >= 0.9);
      if (
        (!qualifier && !prepositioned) ||
        used.has(i - 1) ||
        linkValues(words[i]!, tokens[i]!.raw, columns).some((link) => link.score >= 0.9) ||
        beginsValue()
      )
        continue;
      let from = i - 1;
      if (before === "the" && (MONTH_PREPOSITIONS.has(words[i - 2] ?? "") || ["during", "over", "throughout"].includes(words[i - 2] ?? ""))) from = i - 2;
      // "last winter, December to February": the months said again are the same span.
      const again = monthSpanAt(i + 1);
      // ("over the winter, dec 2025 thru feb 2026": the season's months with their years are the dated range read below.)
      const dated =
        MONTHS[words[i + 1] ?? ""] === season[0] &&
        isYear(words[i + 2]) &&
        MONTH_SPAN_TO.has(words[i + 3] ?? "") &&
        MONTHS[words[i + 4] ?? ""] === season[1] &&
        isYear(words[i + 5]);
      if (dated) {
        consume(from, i + 1);
        continue;
      }
      const to = again && again.first === season[0] && again.last === season[1] && again.year === undefined ? again.to : i + 1;
      monthSpans.push({ from, to, first: season[0], last: season[1], season: words[i]!, ...(qualifier ? { qualifier } : {}) });
      consume(from, to);
      continue;
    }
    const span = monthSpanAt(i);
    if (!span || [...Array(span.to - i).keys()].some((k) => used.has(i + k))) continue;
    const from = ["from", "between", "during", "in"].includes(before) || MONTH_PREPOSITIONS.has(before) ? i - 1 : i;
    monthSpans.push({ from, to: span.to, first: span.first, last: span.last, ...(span.year !== undefined ? { year: span.year } : {}) });
    consume(from, span.to);
  }

  // 2b. Dates relative to the data's latest date: "last 3 months", "this year", "year to date", "yesterday".
  const relativeDates: { from: number; to: number; kind: RelativeKind; count: number; unit: RelativeUnit }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const word = words[i]!;
    const unitAt = (k: number) => RELATIVE_UNIT_WORDS[words[k] ?? ""];
    let found: (typeof relativeDates)[number] | undefined;
    const n = numberOf(words[i + 1]);
    const before = numberOf(words[i - 1]);
    if (RELATIVE_LAST.has(word) && n !== undefined && Number.isInteger(n) && n > 0 && unitAt(i + 2))
      found = { from: i, to: i + 3, kind: "last", count: n, unit: unitAt(i + 2)! };
    // "the 3 last months" (as French and German order it: "les 3 derniers mois").
    else if (RELATIVE_LAST.has(word) && before !== undefined && Number.isInteger(before) && before > 0 && unitAt(i + 1) && !used.has(i - 1))
      found = { from: i - 1, to: i + 2, kind: "last", count: before, unit: unitAt(i + 1)! };
    // "past year" is the rolling year; "last year" the calendar year before; "this year", "the latest month" the data's own.
    else if ((word === "past" || word === "trailing") && unitAt(i + 1)) found = { from: i, to: i + 2, kind: "last", count: 1, unit: unitAt(i + 1)! };
    else if ((word === "last" || word === "previous" || word === "prior") && unitAt(i + 1))
      found = { from: i, to: i + 2, kind: "previous", count: 1, unit: unitAt(i + 1)! };
    else if ((word === "this" || word === "current" || word === "latest") && unitAt(i + 1))
      found = { from: i, to: i + 2, kind: "this", count: 1, unit: unitAt(i + 1)! };
    else if (["year", "month", "quarter", "week"].includes(word) && words[i + 1] === "to" && (words[i + 2] === "date" || words[i + 2] === "day"))
      found = { from: i, to: i + 3, kind: "this", count: 1, unit: word as RelativeUnit };
    else if (TO_DATE[word]) found = { from: i, to: i + 1, kind: "this", count: 1, unit: TO_DATE[word] };
    else if (word === "yesterday") found = { from: i, to: i + 1, kind: "previous", count: 1, unit: "day" };
    else if (word === "today") found = { from: i, to: i + 1, kind: "this", count: 1, unit: "day" };
    if (!found || [...Array(found.to - found.from).keys()].some((k) => used.has(found.from + k))) continue;
    relativeDates.push(found);
    consume(found.from, found.to);
    // "in the last 3 months", "during this year": the preposition belongs to the date.
    if (["in", "during", "over", "for", "within", "the"].includes(words[found.from - 1] ?? "")) used.add(found.from - 1);
    if (words[found.from - 1] === "the" && ["in", "during", "over", "for", "within"].includes(words[found.from - 2] ?? "")) used.add(found.from - 2);
  }

  // 3. Top/bottom N and superlatives.
  let limit: number | null = null;
  let direction: "asc" | "desc" | null = null;
  let rankedEntity: number | undefined;
  words.forEach((word, i) => {
    // "at least 8", "at most 3" compare; they do not rank.
    if (used.has(i) || words[i - 1] === "at") return;
    const n = numberOf(words[i + 1]);
    const before = numberOf(words[i - 1]);
    if (
      (DESC_WORDS.has(word) || ASC_WORDS.has(word) || word === "first" || word === "last") &&
      n !== undefined &&
      Number.isInteger(n) &&
      n > 0 &&
      n < 10000 &&
      !isYear(words[i + 1])
    ) {
      limit ??= n;
      direction ??= ASC_WORDS.has(word) || word === "last" ? "asc" : "desc";
      consume(i, i + 2);
      rankedEntity ??= i + 2;
      provenance.push({ element: "limit", words: phrase(i, i + 2), score: 1, reason: `${word} ${n}` });
    } else if (
      (DESC_WORDS.has(word) || ASC_WORDS.has(word)) &&
      before !== undefined &&
      Number.isInteger(before) &&
      before > 0 &&
      !isYear(words[i - 1]) &&
      !used.has(i - 1)
    ) {
      limit ??= before;
      direction ??= ASC_WORDS.has(word) ? "asc" : "desc";
      consume(i - 1, i + 1);
      // "the three lowest regions": the noun after the superlative is what is ranked.
      rankedEntity ??= i + 1;
      provenance.push({ element: "limit", words: phrase(i - 1, i + 1), score: 1, reason: `${before} ${word}` });
    } else if ((word === "which" || word === "what") && n !== undefined && Number.isInteger(n) && n > 0 && !isYear(words[i + 1])) {
      limit ??= n;
      consume(i + 1, i + 2);
      rankedEntity ??= i + 2;
      provenance.push({ element: "limit", words: phrase(i, i + 2), score: 1, reason: `which ${n}` });
    }
  });
  // "Pain Before moins Pain After": "minus" between two number columns (French "moins", read "least" elsewhere) takes one
  // from the other (read with the measures); it ranks nothing.
  const numberNamed = (from: number, to: number) =>
    from >= 0 &&
    to <= words.length &&
    from < to &&
    columnLinks(words.slice(from, to).join(" ")).some((link) => link.score >= 0.8 && isNumeric(byName.get(link.column)));
  words.forEach((_, i) => {
    if (!["minus", "moins", "menos", "meno"].includes(fold(tokens[i]!.raw))) return;
    if ((numberNamed(i - 1, i) || numberNamed(i - 2, i)) && (numberNamed(i + 1, i + 2) || numberNamed(i + 1, i + 3))) used.add(i);
  });
  const superlative = words.findIndex(
    (word, i) => !used.has(i) && words[i - 1] !== "at" && (DESC_WORDS.has(word) || ASC_WORDS.has(word)) && word !== "maximum" && word !== "minimum",
  );
  if (superlative >= 0) {
    direction ??= ASC_WORDS.has(words[superlative]!) ? "asc" : "desc";
    used.add(superlative);
  }
  // "the 3 products with the most revenue": a count before a noun, a superlative after it.
  if (limit === null && superlative >= 0) {
    const at = words.findIndex(
      (word, i) =>
        i < superlative &&
        !used.has(i) &&
        !isYear(word) &&
        Number.isInteger(numberOf(word)) &&
        numberOf(word)! > 0 &&
        (i === 0 || STOP_WORDS.has(words[i - 1]!)) &&
        /^\p{L}/u.test(words[i + 1] ?? "") &&
        !RELATIVE_UNIT_WORDS[words[i + 1]!] &&
        !used.has(i + 1),
    );
    if (at >= 0) {
      limit = numberOf(words[at])!;
      used.add(at);
      rankedEntity ??= at + 1;
      provenance.push({
        element: "limit",
        words: phrase(at, superlative + 1),
        score: 0.9,
        reason: `${limit} ${tokens[at + 1]!.raw} ranked by "${tokens[superlative]!.raw}"`,
      });
    }
  }
  // "top categories by revenue", "rank regions by revenue": the noun after the word is what is ranked.
  const rankWord = words.findIndex(
    (word, i) => !used.has(i + 1) && (word === "top" || word === "bottom" || word === "rank") && /^\p{L}/u.test(words[i + 1] ?? ""),
  );
  if (rankedEntity === undefined && rankWord >= 0) rankedEntity = rankWord + 1;
  const which = words.findIndex((word) => word === "which" || word === "what");
  if (limit === null && superlative >= 0 && which >= 0 && which < superlative) {
    // "which team has the most…" (singular) is one answer; "which teams…" ranks them all.
    // (A stop word that is a column's name is the thing ranked: "which area had the most callouts".)
    const entity = tokens.slice(which + 1, superlative).find(
      (token) =>
        !STOP_WORDS.has(token.word) ||
        columns.some((column) => column.name.toLowerCase() === token.word) ||
        // ("which show has the most downloads": a verb that is a text column's word right after "which" is that noun.)
        (token.index === which + 1 && columnLinks(token.word).some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "string")),
    );
    // ("which punktas pays the most": a word of another language ending in s is singular by its verb.)
    const singularVerb = entity && SINGULAR_VERBS.has(fold(tokens[entity.index + 1]?.raw ?? ""));
    // ("Which day has the most delays? Give me the number per weekday": a later sentence asking for each group wants them all,
    // ranked.)
    const laterSentenceEnd = tokens.findIndex((token, k) => k >= superlative && token.sentenceEnd);
    const everyGroupAsked = laterSentenceEnd >= 0 && words.slice(laterSentenceEnd + 1).some((word) => ["per", "each", "every"].includes(word));
    if (entity && (singular(entity.word) === entity.word || singularVerb) && !everyGroupAsked) {
      limit = 1;
      provenance.push({ element: "limit", words: phrase(which, superlative + 1), score: 0.9, reason: `"${entity.raw}" is singular: one answer` });
    }
    rankedEntity ??= entity?.index;
  }

  // 4. Explicit order: "sorted by X", "ascending", "alphabetically".
  // "sort by the y-axis in descending order", "list by the x axis": the chart's axes name the grouping (x) and the measure (y).
  let axisOrder: { axis: "x" | "y"; words: string } | undefined;
  words.forEach((word, i) => {
    if (axisOrder || used.has(i)) return;
    // Read as written: "y" alone is Spanish "and" to the translator.
    const raw = tokens[i]!.raw.toLowerCase();
    const joined = /^([xy])-?axis$/.exec(raw);
    const split = (raw === "x" || raw === "y") && (words[i + 1] === "axis" || words[i + 1] === "axes") ? raw : undefined;
    const axis = (joined?.[1] ?? split) as "x" | "y" | undefined;
    if (!axis) return;
    let from = i;
    if (words[from - 1] === "the") from--;
    if (["by", "of", "on"].includes(words[from - 1] ?? "")) from--;
    const to = split ? i + 2 : i + 1;
    axisOrder = { axis, words: phrase(from, to) };
    consume(from, to);
  });
  let orderColumnMention: Mention | undefined;
  let sortedEntity: Mention | undefined;
  let explicitDirection: "asc" | "desc" | null = null;
  words.forEach((word, i) => {
    if (["ascending", "asc", "increasing"].includes(word) || (word === "low" && words[i + 1] === "to" && words[i + 2] === "high")) explicitDirection = "asc";
    if (["descending", "desc", "decreasing"].includes(word) || (word === "high" && words[i + 1] === "to" && words[i + 2] === "low")) explicitDirection = "desc";
    if (["ascending", "asc", "increasing", "descending", "desc", "decreasing"].includes(word)) used.add(i);
    // "highest first", "cheapest first": the direction of the order, never a column such as is_first_visit.
    if ((word === "first" || word === "last") && i > 0 && (SUPERLATIVE_ORDER[words[i - 1]!] !== undefined || /est$/.test(words[i - 1]!))) {
      explicitDirection ??= SUPERLATIVE_ORDER[words[i - 1]!] ?? null;
      used.add(i);
    }
    // "per order by channel" is a grouping, not a sort.
    if (
      ["sorted", "ordered", "ranked", "sort", "order", "rank"].includes(word) &&
      (words[i + 1] === "by" || words[i + 1] === "on") &&
      !["per", "each", "every", "an", "a", "the", "of"].includes(words[i - 1] ?? "")
    ) {
      // "grape varieties sorted by average Oechsle": the thing sorted, named just before, is a grouping.
      const before = i > 0 ? mentionsIn(Math.max(0, i - 3), i, true).find((candidate) => candidate.end === i) : undefined;
      const beforeColumn = before ? byName.get(before.links[0]!.column) : undefined;
      if (
        before &&
        beforeColumn &&
        (beforeColumn.type === "string" || beforeColumn.type === "boolean") &&
        !isIdentifier(beforeColumn.name) &&
        before.links[0]!.score >= 0.7
      )
        sortedEntity ??= before;
      consume(i, i + 2);
      const [mention] = mentionsIn(i + 2, Math.min(tokens.length, i + 6));
      if (mention && mention.start === i + 2) {
        orderColumnMention = mention;
        consume(mention.start, mention.end);
      }
    }
  });
  // "sort the plans by average users", "rank our stores by revenue": the thing sorted is a grouping.
  words.forEach((word, i) => {
    if (sortedEntity || !["sort", "rank", "order", "list", "arrange"].includes(word) || words[i + 1] === "by") return;
    let at = i + 1;
    while (["the", "all", "our", "my", "your", "their", "of"].includes(words[at] ?? "")) at++;
    const mention = mentionsIn(at, Math.min(tokens.length, at + 3), true).find((candidate) => candidate.start === at && words[candidate.end] === "by");
    const column = mention ? byName.get(mention.links[0]!.column) : undefined;
    if (mention && column && (column.type === "string" || column.type === "boolean") && !isIdentifier(column.name)) {
      sortedEntity = mention;
      // What follows its "by" is the order, as in "sorted by".
      used.add(mention.end);
      const [order] = mentionsIn(mention.end + 1, Math.min(tokens.length, mention.end + 5));
      if (order && !orderColumnMention) {
        orderColumnMention = order;
        consume(order.start, order.end);
      }
    }
  });
  // "from A to Z", "Z to A", "A-Z": the order of the letters, never a value "A" or "Z".
  let lettersDirection: "asc" | "desc" | undefined;
  words.forEach((word, i) => {
    const pair =
      word === "a-z" || word === "z-a"
        ? [word[0], word[2], 1]
        : (word === "a" || word === "z") && words[i + 1] === "to" && (words[i + 2] === "a" || words[i + 2] === "z") && words[i + 2] !== word
          ? [word, words[i + 2], 3]
          : undefined;
    if (!pair) return;
    lettersDirection = pair[0] === "a" ? "asc" : "desc";
    consume(words[i - 1] === "from" ? i - 1 : i, i + (pair[2] as number));
  });
  const alphabetical = has("alphabetically", "alphabetical") || lettersDirection !== undefined;

  // 5. The time column: named in the question, else the first date column.
  const temporalColumns = columns.filter(isTemporal);
  let timeColumn: string | undefined;
  let timeReason = "";
  /** The words that named the time column ("closed" of Closed On). */
  let timeMention: Mention | undefined;
  /** Whether a period filters the time column those words named ("cases closed this year"). */
  const periodNamedBy = (mention: Mention | undefined): mention is Mention =>
    mention !== undefined && mention === timeMention && filters.some((filter) => filter.column === timeColumn && filter.temporal);
  // ("paid tickets only" beside a Status of Paid: a value said before the rows' noun names the rows, not the date of paying.)
  const namesValueOfRows = (mention: Mention) => {
    const next = words[mention.end] ?? "";
    return (
      (namesRowsNoun(next) || (!STOP_WORDS.has(next) && singular(next) !== next && !columnLinks(next).some((link) => link.score >= 0.8))) &&
      linkValues(words.slice(mention.start, mention.end).join(" "), mention.words, columns).some(
        (link) => link.score >= 0.95 && byName.get(link.column)?.type === "string",
      )
    );
  };
  // A date column that records when a row was booked (booked, booking, reserved), and the others: a booking is dated by
  // what was booked (the move, the meal, the session) unless the question names the booking's own date.
  const recordsBooking = (name: string) => columnWords(name).some((word) => word.forms.some((form) => RECORD_TIME_WORDS.has(form)));
  const eventColumns = temporalColumns.filter(
    (column) => !recordsBooking(column.name) && !columnWords(column.name).some((word) => word.forms.some((form) => LATER_TIME_WORDS.has(form))),
  );
  const timeNamings: { mention: Mention; link: ColumnLink }[] = [];
  for (const mention of mentionsIn(0, tokens.length)) {
    const link = linkFor(mention, isTemporal);
    // ("arrangements per day" over ARRANGED_ON and FUNERAL_DATE: a bin's word linked to a date column only as a synonym of
    // "date" says which bin, not which date; the event the rows' noun names picks the column below.)
    const binBySynonym =
      temporalColumns.length > 1 &&
      mention.end - mention.start === 1 &&
      BIN_WORDS[words[mention.start]!] !== undefined &&
      /\bsynonym\b/.test(link?.reason ?? "");
    if (link && link.score >= 0.7 && mention.links[0]!.column === link.column && !namesValueOfRows(mention) && !binBySynonym)
      timeNamings.push({ mention, link });
  }
  // "bookings per month in 2026 by session date" over bookedOn and sessionStart: the rows' noun, a synonym of one date
  // column's word (bookings, booked), yields to a date column named by its own words later in the question.
  const bySynonymOnly = (naming: { mention: Mention; link: ColumnLink }) =>
    /\bsynonym\b/.test(naming.link.reason) && naming.mention.end - naming.mention.start === 1 && namesRowsNoun(words[naming.mention.start]!);
  // ("bookings per month" over bkd_dt and pu_ts: the rows' noun, a synonym of the booking's date, names no date of its own.)
  const bookingBySynonym = (naming: { mention: Mention; link: ColumnLink }) =>
    naming.mention.end - naming.mention.start === 1 &&
    namesRowsNoun(words[naming.mention.start]!) &&
    recordsBooking(naming.link.column) &&
    eventColumns.length > 0;
  const timeNaming =
    timeNamings.find((naming) => !bySynonymOnly(naming) && timeNamings.some((other) => other !== naming && bySynonymOnly(other))) ??
    timeNamings.find((naming) => !bookingBySynonym(naming));
  if (timeNaming) {
    timeColumn = timeNaming.link.column;
    timeReason = timeNaming.link.reason;
    timeMention = timeNaming.mention;
  }
  // "export sales in 2025" over Made On and Sold On: a noun of the event a date column records dates it (a sale is sold,
  // a shipment shipped, a booking booked).
  if (!timeColumn && temporalColumns.length > 1)
    for (const token of tokens) {
      if (used.has(token.index) || STOP_WORDS.has(token.word) || !/^[a-z]{4,}$/.test(token.word)) continue;
      // (A currency or a unit is no event: "sales in pounds" are not what pd_dt, the date paid, dates.)
      if (CURRENCY_WORDS.has(token.word) || unitOf(token.word) !== undefined) continue;
      const link = eventVerbs(token.word)
        .map((verb) => linkColumns(pastParticiple(verb), temporalColumns).find((candidate) => candidate.score >= 0.8))
        .find(Boolean);
      if (!link) continue;
      // ("bookings in 2025": the noun of the booking is dated by what was booked, where the table has such a date.)
      if (recordsBooking(link.column) && eventColumns.length > 0 && !isPastForm(token.word)) continue;
      timeColumn = link.column;
      timeReason = `"${token.raw}" is what ${link.column} dates`;
      break;
    }
  // "takings last quarter" over cateringEvents' bookedDate and eventDate: the date column named by the table's own noun for
  // its rows (an event) dates the rows, before the first one (when it was booked).
  if (!timeColumn && temporalColumns.length > 1) {
    const rowNoun = singular(identifierWords(table.name).at(-1) ?? "");
    const named = temporalColumns.filter((column) => identifierWords(column.name).some((word) => word === rowNoun || singular(word) === rowNoun));
    // (A three-letter noun too, written as the column writes it: frr_vst's vst_dt, the visit, not bk_dt, its booking.)
    if ((rowNoun.length >= 4 || /^[a-z]{3}$/.test(rowNoun)) && named.length === 1 && named[0] !== temporalColumns[0]) {
      timeColumn = named[0]!.name;
      timeReason = `the date of the table's rows (${identifierWords(table.name).at(-1)}), ${named[0]!.name}`;
    }
  }
  // "trial sessions per subject in 2025" over bookedAt, startsAt and endedAt, "revenue this year" over bk_dt and mv_dt: when
  // nothing names a date, a first date column that records the booking is not the rows' own time; the first that is not
  // a booking's, a return's, an end's or a payment's is.
  if (!timeColumn && temporalColumns.length > 1 && recordsBooking(temporalColumns[0]!.name) && eventColumns[0]) {
    timeColumn = eventColumns[0].name;
    timeReason = `what was booked is dated by ${eventColumns[0].name}, not by when it was booked (${temporalColumns[0]!.name})`;
  }
  if (!timeColumn && temporalColumns[0]) {
    timeColumn = temporalColumns[0].name;
    timeReason = temporalColumns.length > 1 ? `the first of the date columns (${temporalColumns.map((c) => c.name).join(", ")})` : "the only date column";
  }

  // Without a date column, a whole-number column of years (release_year, yr_built) takes year filters.
  const yearColumnOf = timeColumn
    ? undefined
    : columns.find((column) => column.type === "integer" && columnWords(column.name).some((word) => word.forms.includes("year")))?.name;
  /**
   * A number column of years named right before word `at` ("houses built from 1960 to 1979", "year built before 1980"):
   * it takes the years that follow, as numbers, even where the table has a date column.
   */
  const yearColumnNamedBefore = (at: number) =>
    mentionsIn(Math.max(0, at - 2), at, true)
      .filter((mention) => mention.end === at)
      .map((mention) => mention.links[0])
      .find((link) => {
        const column = link && link.score >= 0.8 ? byName.get(link.column) : undefined;
        return isNumeric(column) && columnWords(column!.name).some((word) => word.forms.includes("year"));
      });
  const filters: SpecFilter[] = [];
  /** Where each filter's words are: an "or" inside one ("North or South") joins its values, not filters. */
  const filterSpans: { from: number; to: number }[] = [];
  /**
   * Whether the words before `start` open a clause that leaves rows out ("Leaving out the parcels we lost, …", "excluding
   * those that …", "leave out the ones where we took out an oil boiler"): up to its comma, a conjunction or another filter.
   */
  /** Whether the word at `i` leaves rows out: "excluding", "except", "omitting", or "out" after "leaving", "leave", "left". */
  const leavesOutAt = (i: number) =>
    ["excluding", "except", "omitting"].includes(words[i]!) || (words[i] === "out" && ["leaving", "leave", "left"].includes(words[i - 1] ?? ""));
  const opensLeftOutClause = (start: number) => {
    for (let i = start - 1; i >= Math.max(0, start - 10); i--) {
      if (tokens[i]!.pause || ["and", "or", "but"].includes(words[i]!) || filterSpans.some((span) => i >= span.from && i < span.to)) return false;
      if (leavesOutAt(i)) return true;
    }
    return false;
  };
  /** Where each filter's words start in the question (a share's condition follows its "that"/"were"). */
  const filterStart = new Map<SpecFilter, number>();
  /** Takes back the filter at `at` (with its span and, unless told to keep it, its provenance). */
  const dropFilter = (at: number, keepProvenance = false): SpecFilter => {
    const [dropped] = filters.splice(at, 1);
    filterSpans.splice(at, 1);
    const entry = provenance.findIndex((other) => other.element === "filter" && other.column === dropped!.column);
    if (!keepProvenance && entry >= 0) provenance.splice(entry, 1);
    return dropped!;
  };
  const filterProvenance = (from: number, to: number, filter: SpecFilter, score: number, reason: string) => {
    filters.push(filter);
    filterSpans.push({ from, to });
    filterStart.set(filter, from);
    provenance.push({ element: "filter", words: phrase(from, to), column: filter.column, value: filter.values.join(", "), score, reason });
  };

  // 5b. Number ranges before dates: "between 1000 and 2000 sqft" is not the year 2000, "aged 30 to 45" not a date.
  /** `after`: where a column named after the comparison starts when it is not `to` ("2 or more parcels"). */
  /** `adjective`: "a 90-minute booking", compared by its unit alone (a column named before it is not the one compared). */
  const pendingComparisons: {
    from: number;
    to: number;
    operator: SpecFilter["operator"];
    values: number[];
    unresolved?: boolean;
    after?: number;
    adjective?: boolean;
  }[] = [];
  // "starting between 6pm and 9pm", "between 9 and 11am": a span of the day, its start kept and its end not, on any day
  // (the first number takes the second's am/pm when it has none).
  // (On the rows' time column when it holds times of day, else the first column that does.)
  const dayStamp =
    columns.find((candidate) => candidate.name === timeColumn && candidate.type === "timestamp") ?? columns.find((candidate) => candidate.type === "timestamp");
  for (let i = 0; dayStamp && i < tokens.length - 3; i++) {
    if (words[i] !== "between" || used.has(i)) continue;
    const first = numberOf(words[i + 1]);
    const firstMark = ["am", "pm"].includes(words[i + 2] ?? "") ? words[i + 2] : undefined;
    const join = i + (firstMark ? 3 : 2);
    if (!["and", "to"].includes(words[join] ?? "")) continue;
    const second = numberOf(words[join + 1]);
    const secondMark = ["am", "pm"].includes(words[join + 2] ?? "") ? words[join + 2] : undefined;
    if (first === undefined || second === undefined || !secondMark || !Number.isInteger(first) || !Number.isInteger(second) || first > 12 || second > 12)
      continue;
    const clockOf = (hour: number, mark: string) => (mark === "pm" ? (hour === 12 ? 12 : hour + 12) : hour === 12 ? 0 : hour);
    const [from, until] = [clockOf(first, firstMark ?? secondMark), clockOf(second, secondMark)];
    if (from >= until) continue;
    const end = join + 3;
    for (const [operator, clock] of [
      ["from_time", from],
      ["before_time", until],
    ] as const) {
      const filter: SpecFilter = { column: dayStamp.name, operator: "relative", values: [operator, clock * 60, "day"], temporal: true };
      filterProvenance(i, end, filter, 0.85, `a span of the day on ${dayStamp.name}`);
    }
    assumptions.push(`"${phrase(i, end)}": ${dayStamp.name} from ${from}:00 and before ${until}:00, on any day.`);
    consume(i, end);
  }

  for (let i = 0; i < tokens.length; i++) {
    const word = words[i]!;
    const lead = word === "between" || word === "from" || COMPARATIVE_MEASURES[word] !== undefined;
    // "between 0.5 tonne and 1 tonne", "from 2 hours to 4 hours": the unit written after each number, read once.
    const unitName = (at: number) => unitOf(words[at] ?? "")?.name;
    if (
      lead &&
      unitName(i + 2) !== undefined &&
      unitName(i + 2) === unitName(i + 5) &&
      ["and", "to", "-"].includes(words[i + 3] ?? "") &&
      numberOf(words[i + 1]) !== undefined &&
      numberOf(words[i + 4]) !== undefined &&
      ![i, i + 1, i + 2, i + 3, i + 4, i + 5].some((k) => used.has(k))
    ) {
      const [first, second] = [numberOf(words[i + 1])!, numberOf(words[i + 4])!];
      // (What follows names the column: "between a week and two weeks in advance" is days ahead.)
      let after = i + 6;
      while (after < tokens.length - 1 && STOP_WORDS.has(words[after]!)) after++;
      // (A unit of weight or distance names its columns itself: "sales between 0.5 tonne and 1 tonne" is the weight.)
      const timed = secondsOf(words[i + 5]!) !== undefined;
      pendingComparisons.push({
        from: i,
        to: i + 5,
        operator: "between",
        values: [Math.min(first, second), Math.max(first, second)],
        ...(timed ? { after } : {}),
      });
      consume(i, i + 5);
      continue;
    }
    // "vehicles with 200,000 to 300,000 km": two numbers joined by "to" and followed by a unit are a range without a lead.
    const [from, until] = [numberOf(word.replace(/%$/, "")), numberOf(words[i + 2]?.replace(/%$/, ""))];
    if (
      !lead &&
      from !== undefined &&
      until !== undefined &&
      words[i + 1] === "to" &&
      !isYear(word) &&
      !["between", "from"].includes(words[i - 1] ?? "") &&
      // ("bookings with 10 to 15 people", "8 to 12 guests": or by a word naming a number column.)
      (unitOf(words[i + 3] ?? "") !== undefined ||
        UNIT_KINDS[words[i + 3] ?? ""] !== undefined ||
        PEOPLE_WORDS.has(words[i + 3] ?? "") ||
        // ("orders with 4 to 8 items": a number of items, where a column counts them.)
        (QUANTITY_WORDS.has(words[i + 3] ?? "") && columns.some(countsItems)) ||
        (i + 3 < tokens.length && !used.has(i + 3) && columnLinks(words[i + 3]!).some((link) => link.score >= 0.7 && isNumeric(byName.get(link.column)))) ||
        // ("group size 6 to 8", "groups of 6 to 8": or after words naming one, "of" between.)
        mentionsIn(Math.max(0, i - 4), i).some(
          (mention) =>
            (mention.end === i || (mention.end === i - 1 && words[i - 1] === "of")) &&
            mention.links.some((link) => link.score >= 0.6 && isNumeric(byName.get(link.column)) && !isIdentifier(link.column)),
        )) &&
      ![i, i + 1, i + 2].some((k) => used.has(k))
    ) {
      pendingComparisons.push({ from: i, to: i + 3, operator: "between", values: [Math.min(from, until), Math.max(from, until)] });
      consume(i, i + 3);
      continue;
    }
    const [low, high] = [numberOf(words[i + 1]?.replace(/%$/, "")), numberOf(words[i + 3]?.replace(/%$/, ""))];
    if (
      !lead ||
      low === undefined ||
      high === undefined ||
      !["and", "to", "-"].includes(words[i + 2] ?? "") ||
      [i, i + 1, i + 2, i + 3].some((k) => used.has(k))
    )
      continue;
    if (isYear(words[i + 1]) && isYear(words[i + 3])) continue;
    // "between 3 and 17 March 2026": days of a month, read with the dates.
    if (MONTHS[words[i + 4] ?? ""] !== undefined && high >= 1 && high <= 31 && Number.isInteger(low) && Number.isInteger(high)) continue;
    if (
      word === "from" &&
      !COMPARATIVE_MEASURES[words[i - 1] ?? ""] &&
      !UNIT_KINDS[words[i + 4] ?? ""] &&
      secondsOf(words[i + 4] ?? "") === undefined &&
      isYear(words[i + 3])
    )
      continue;
    // "aged 30 to 45": the comparative stays in the range, so it names the column.
    pendingComparisons.push({ from: i, to: i + 4, operator: "between", values: [Math.min(low, high), Math.max(low, high)] });
    consume(i, i + 4);
  }

  // 6. Dates: "in 2025", "after March 2024", "before 2024-06-01", "in March 2024".
  /** Today's date when the caller gave one: relative dates and dates without a year are read against it. */
  const today = isIsoDay(options.today) ? options.today : undefined;
  const dateAt = (i: number) => dateAtIn(words, i);
  const dayAt = (i: number) => dayAtIn(words, i);
  // "between March and May 2025", "from January to June 2025", "from 2024-05 to 2024-08", "between 1 March and
  // 31 May 2026": one range, the end's whole period included; a month or day without a year takes the end's year.
  // ("dec 2025 thru feb 2026", "March 2025 to June 2025": without "from", two periods with their years joined by "to".)
  // ("what % of visits were telehealth in 2025 and in 2026": the preposition said again before the second year sets the
  // years apart, each its own answer, as "2025 vs 2026" does.)
  const periodsCompared =
    has(...COMPARISON_WORDS, "compared", "comparing") ||
    words.some(
      (word, i) => ["in", "for", "during"].includes(word) && isYear(words[i + 1]) && words[i + 2] === "and" && words[i + 3] === word && isYear(words[i + 4]),
    );
  for (let i = 0; i < tokens.length; i++) {
    const lead = ["between", "from"].includes(words[i]!);
    if (used.has(i) || (!lead && (periodsCompared || ["between", "from"].includes(words[i - 1] ?? "")))) continue;
    const s = lead ? i + 1 : i;
    if (!lead && !(MONTHS[words[s] ?? ""] !== undefined && isYear(words[s + 1])) && !/^\d{4}-\d{2}/.test(words[s] ?? "")) continue;
    // "between 3 and 17 March 2026": a bare day takes the end's month and year.
    const bareDay = lead ? dayOf(words[s]) : undefined;
    const endDay = bareDay !== undefined ? dayAt(s + 2) : undefined;
    const firstDay =
      (lead ? dayAt(s) : undefined) ??
      (bareDay !== undefined && endDay && ["and", "to", "-"].includes(words[s + 1] ?? "") && bareDay < endDay.day
        ? { month: endDay.month, day: bareDay, year: endDay.year, length: 1 }
        : undefined);
    const first = firstDay ? undefined : dateAt(s);
    const bareMonth = first || firstDay || !lead ? undefined : MONTHS[words[s] ?? ""];
    const separator = s + (firstDay?.length ?? first?.length ?? (bareMonth !== undefined ? 1 : 0));
    const joins = lead ? ["and", "to", "until", "till", "through", "thru", "-"] : ["to", "until", "till", "through", "thru"];
    if (separator === s || !joins.includes(words[separator] ?? "")) continue;
    const lastDay = dayAt(separator + 1);
    const last =
      lastDay?.year !== undefined
        ? { ...dayRange(lastDay.year, lastDay.month, lastDay.day), length: lastDay.length }
        : lastDay
          ? undefined
          : dateAt(separator + 1);
    if (!last) continue;
    const end = separator + 1 + last.length;
    if ([...Array(end - i).keys()].some((k) => used.has(i + k))) continue;
    const years = lead && first?.length === 1 && isYear(words[s]) && last.length === 1 && isYear(words[separator + 1]) ? yearColumnNamedBefore(i) : undefined;
    if (years) {
      filterProvenance(
        i - 1,
        end,
        { column: years.column, operator: "between", values: [Number(words[s]), Number(words[separator + 1])], temporal: false },
        0.85,
        `${years.reason}; ${phrase(i, end)} are years, and ${years.column} holds years`,
      );
      consume(i - 1, end);
      continue;
    }
    const start = firstDay
      ? dayRange(firstDay.year ?? Number(last.start.slice(0, 4)), firstDay.month, firstDay.day).start
      : (first?.start ?? `${last.start.slice(0, 4)}-${pad(bareMonth!)}-01`);
    if (!timeColumn) unapplied.push(`the date range "${phrase(i, end)}" (the table has no date column)`);
    else if (start < last.end)
      filterProvenance(
        i,
        end,
        { column: timeColumn, operator: "between", values: [start, last.end], temporal: true },
        0.9,
        `a date range on ${timeColumn} (${timeReason}), its end's whole ${last.length === 1 && /^\d{4}$/.test(words[separator + 1]!) ? "year" : "period"} included`,
      );
    consume(i, end);
  }
  // "whose BATTERY_FLAG is 'Y'", "where is_member = true": a true/false column compared with a yes or no literal.
  for (const mention of mentionsIn(0, tokens.length, true)) {
    const link = mention.links.find((candidate) => byName.get(candidate.column)?.type === "boolean");
    if (!link || link.score < 0.8) continue;
    const at = ["is", "=", "==", "equals"].includes(words[mention.end] ?? "") ? mention.end + 1 : undefined;
    const literal = at !== undefined && !used.has(at) ? fold(tokens[at]?.raw ?? "").trim() : undefined;
    const truth = literal === undefined ? undefined : YES_LITERALS.has(literal) ? true : NO_LITERALS.has(literal) ? false : undefined;
    if (truth === undefined) continue;
    consume(mention.start, at! + 1);
    filterProvenance(
      mention.start,
      at! + 1,
      { column: link.column, operator: "in", values: [truth], temporal: false },
      link.score,
      `${link.reason}; "${tokens[at!]!.raw}" is ${truth ? "yes" : "no"}`,
    );
  }
  /**
   * "since 1 September 2026" as a day; "since 1 September", "before March" (no year) as the last such day or month up
   * to today; undefined without today's date.
   */
  const lastDayOrMonthAt = (at: number): { start: string; end: string; length: number } | undefined => {
    const day = dayAt(at);
    const month = day ? day.month : words[at] !== "may" && !isYear(words[at + 1]) ? MONTHS[words[at] ?? ""] : undefined;
    if (day?.year !== undefined) return { ...dayRange(day.year, day.month, day.day), length: day.length };
    if (!today || month === undefined) return undefined;
    const [thisYear, thisMonth, thisDay] = today.split("-").map(Number) as [number, number, number];
    const year = month < thisMonth || (month === thisMonth && (day?.day ?? 1) <= thisDay) ? thisYear : thisYear - 1;
    if (day) return { ...dayRange(year, month, day.day), length: day.length };
    return { ...monthRange(year, month), length: 1 };
  };
  // "2024 vs 2025", "compare Q1 2025 with Q2 2025": the periods compared become a time grouping (periodsCompared).
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const word = words[i]!;
    const afterWords = ["after", "since", "from", "starting"];
    const beforeWords = ["before", "until", "till", "prior", "up"];
    let operator: ">=" | "<" | "between" | undefined;
    let at = i;
    // "since the start of 2025", "until the end of March": the edge of the period named, said in words.
    const edgeOf = (from: number, edges: ReadonlySet<string>) => {
      const skip = words[from] === "the" ? from + 1 : from;
      return edges.has(words[skip] ?? "") && words[skip + 1] === "of" ? skip + 2 : from;
    };
    let toEnd = false;
    if (afterWords.includes(word)) [operator, at] = [">=", edgeOf(i + 1, SPAN_START_WORDS)];
    else if (beforeWords.includes(word)) {
      const from = words[i + 1] === "to" ? i + 2 : i + 1;
      at = edgeOf(from, SPAN_END_WORDS);
      operator = "<";
      toEnd = at !== from;
    } else if (["in", "during", "for", "of", "within"].includes(word)) [operator, at] = ["between", i + 1];
    // ("on 3 May 2026", "3rd May 2026": a day written in words with its year.)
    else if (word === "on" && dayAtIn(words, i + 1)?.year !== undefined) [operator, at] = ["between", i + 1];
    else if (
      isYear(word) ||
      /^\d{4}-\d{2}/.test(word) ||
      (MONTHS[word] !== undefined && isYear(words[i + 1])) ||
      // ("avg spend, Q4 2025 visits": a quarter or half year with its year, written bare.)
      (/^(?:q[1-4]|h[12])$/.test(word) && isYear(words[i + 1])) ||
      (dayAtIn(words, i)?.year !== undefined && !used.has(i))
    )
      [operator, at] = ["between", i];
    if (!operator) continue;
    const date = dateAt(at) ?? (operator === "between" ? undefined : lastDayOrMonthAt(at));
    if (!date || [...Array(date.length).keys()].some((k) => used.has(at + k))) continue;
    // "in 2024/25" where a season column holds "2024/25": a value, read with the values.
    const asValue = (length: number) => valuesAt(at, at + length).some((link) => link.score >= 0.9);
    if (asValue(2) || (!timeColumn && !yearColumnOf && asValue(1))) continue;
    const namedYears = date.length === 1 && isYear(words[at]) && operator !== "between" ? yearColumnNamedBefore(i)?.column : undefined;
    if (((!timeColumn && yearColumnOf) || namedYears) && date.length === 1 && isYear(words[at])) {
      // "released since 2020" over a release_year number: the year compared as a number. ("houses built before 1980":
      // so is a year column named right before, where the table has a date column too.)
      const yearColumn = (namedYears ?? yearColumnOf)!;
      const year = Number(words[at]);
      const yearOperator: SpecFilter["operator"] = operator === "between" ? "=" : operator === ">=" ? (word === "after" ? ">" : ">=") : "<";
      const named = mentionsIn(Math.max(0, i - 2), i, true)
        .filter((mention) => mention.links[0]?.column === yearColumn)
        .at(-1);
      filterProvenance(
        named?.start ?? i,
        at + 1,
        { column: yearColumn, operator: yearOperator, values: [year], temporal: false },
        0.85,
        `${year} is a year and ${yearColumn} holds years (${namedYears ? "named right before" : "the table has no date column"})`,
      );
      if (named) consume(named.start, named.end);
      consume(i, at + 1);
      continue;
    }
    if (!timeColumn) {
      unapplied.push(`the date filter "${phrase(i, at + date.length)}" (the table has no date column)`);
      consume(i, at + date.length);
      continue;
    }
    // "after March 2024" starts after the whole month; "since March 2024" includes it.
    // ("until the end of 2025", "before the end of March": the whole period named is in.)
    const value = operator === ">=" ? (word === "after" ? date.end : date.start) : toEnd ? date.end : date.start;
    const filter: SpecFilter =
      operator === "between"
        ? { column: timeColumn, operator: "between", values: [date.start, date.end], temporal: true }
        : { column: timeColumn, operator, values: [value], temporal: true };
    filterProvenance(i, at + date.length, filter, 0.9, `a date on ${timeColumn} (${timeReason})`);
    consume(i, at + date.length);
  }

  const spanBin = (filter: SpecFilter): TimeBin | undefined => {
    if (!filter.temporal || filter.operator !== "between") return undefined;
    const [from, to] = filter.values as string[];
    // Only calendar dates can be a period's span (a range of another temporal form is none).
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(from)) || !/^\d{4}-\d{2}-\d{2}$/.test(String(to))) return undefined;
    const next = (months: number) => {
      const date = new Date(`${from}T00:00:00Z`);
      date.setUTCMonth(date.getUTCMonth() + months);
      return date.toISOString().slice(0, 10);
    };
    if (!from!.endsWith("-01")) return undefined;
    return to === next(12) && from!.endsWith("-01-01") ? "year" : to === next(3) ? "quarter" : to === next(1) ? "month" : undefined;
  };
  const comparedBins = filters.map(spanBin);
  const compareBin =
    periodsCompared && comparedBins.filter(Boolean).length >= 2 && new Set(comparedBins.filter(Boolean)).size === 1 ? comparedBins.find(Boolean) : undefined;
  // "2024 and 2025": ranges on one date column are one span when they touch; a gap cannot be one range.
  for (let i = filters.length - 1; i > 0; i--) {
    const later = filters[i]!;
    const earlier = filters.findIndex(
      (candidate, index) => index < i && candidate.temporal && candidate.operator === "between" && candidate.column === later.column,
    );
    if (!later.temporal || later.operator !== "between" || earlier < 0) continue;
    const first = filters[earlier]!;
    const [a, b] = [first.values as string[], later.values as string[]].sort((x, y) => x[0]!.localeCompare(y[0]!));
    if (a![1]! >= b![0]!) first.values = [a![0]!, b![1]! > a![1]! ? b![1]! : a![1]!];
    else unapplied.push(`the date range from ${b![0]} (only one continuous range per question; kept ${a![0]} to ${a![1]})`);
    filters.splice(i, 1);
  }
  for (const relative of relativeDates) {
    if (!timeColumn) {
      unapplied.push(`the date filter "${phrase(relative.from, relative.to)}" (the table has no date column)`);
      continue;
    }
    const filter: SpecFilter = {
      column: timeColumn,
      operator: "relative",
      values: [relative.kind, relative.count, relative.unit, ...(today ? [today] : [])],
      temporal: true,
    };
    filterProvenance(
      relative.from,
      relative.to,
      filter,
      0.9,
      today ? `a date relative to today, ${today} (${timeReason})` : `a date relative to the latest ${timeColumn} in the data (${timeReason})`,
    );
    assumptions.push(
      today
        ? `"${phrase(relative.from, relative.to)}" is read relative to today (${today}), or to the latest ${timeColumn} in the data when the data ends before that period: ${timeColumn} ${relativeWords(filter.values)}.`
        : `"${phrase(relative.from, relative.to)}" is read relative to the latest ${timeColumn} in the data, not today: ${timeColumn} ${relativeWords(filter.values)}.`,
    );
  }

  // Spans of months: dates when a year or today's "last"/"this" places them, else the same months of every year.
  for (const span of monthSpans) {
    const said = phrase(span.from, span.to);
    if (!timeColumn) {
      unapplied.push(`the months "${said}" (the table has no date column)`);
      continue;
    }
    const months = `${MONTH_NAMES[span.first - 1]} to ${MONTH_NAMES[span.last - 1]}`;
    // The span that starts in `year`, end exclusive.
    const dates = (year: number) => {
      const endYear = span.last >= span.first ? year : year + 1;
      return { start: monthRange(year, span.first).start, end: monthRange(endYear, span.last).end };
    };
    let range: { start: string; end: string } | undefined;
    if (span.year !== undefined) range = dates(span.last >= span.first ? span.year : span.year - 1);
    else if (span.qualifier && today) {
      const year = Number(today.slice(0, 4));
      const occurrences = [year - 2, year - 1, year].map(dates);
      const current = occurrences.find((occurrence) => occurrence.start <= today && today < occurrence.end);
      range =
        span.qualifier === "this"
          ? (current ?? occurrences.filter((occurrence) => occurrence.start <= today).at(-1))
          : occurrences.filter((occurrence) => occurrence.end <= today && occurrence !== current).at(-1);
    }
    const season = span.season ? ` (${span.season} taken as ${months}, the northern hemisphere's season)` : "";
    if (range) {
      const filter: SpecFilter = { column: timeColumn, operator: "between", values: [range.start, range.end], temporal: true };
      filterProvenance(span.from, span.to, filter, 0.85, `months on ${timeColumn} (${timeReason})`);
      const anchor = span.qualifier ? `, the ${span.qualifier === "last" ? "last one before" : "one of"} today (${today})` : "";
      assumptions.push(`"${said}" is ${range.start} up to ${range.end}${anchor}${season}.`);
      continue;
    }
    const filter: SpecFilter = { column: timeColumn, operator: "relative", values: ["month_span", span.first, "month", span.last], temporal: true };
    filterProvenance(span.from, span.to, filter, 0.85, `months with no year on ${timeColumn} (${timeReason})`);
    assumptions.push(
      `"${said}" names no year${span.qualifier ? " and no date for today was given" : ""}: ${timeColumn} from ${months} of any year in the data${season}.`,
    );
  }

  // "currently rented out", "still open", "not returned yet": rows whose end has not come, the end column of the table's one
  // start/end pair empty; "who've already moved out": the end has a date. (The duration of such rows is empty too.)
  // (A start/end pair, by their names or the data's order; not two times linked only when both are named, a booking and
  // its lesson beside a column of the lesson's minutes.)
  // (Two times the data orders, linked only when both are named, are such a pair when the question names the end:
  // "how many jobs are we still waiting to get paid for", PD_DT after CALL_DT.)
  const pairedEnds = [...new Set(allColumns.flatMap((column) => (column.derived?.kind === "duration" && !column.derived.byEnds ? [column.derived.to] : [])))];
  const orderedEnds = spanColumns.map((column) => (column.derived as Extract<DerivedColumn, { kind: "duration" }>).to);
  const endColumns = pairedEnds.length > 0 ? pairedEnds : orderedEnds;
  if (endColumns.length === 1) {
    const end = endColumns[0]!;
    const namesEnd = (at: number) =>
      mentionsIn(at, Math.min(tokens.length, at + 3)).find((mention) => mention.start === at && mention.links[0]?.column === end);
    /** Where the end is named in the few words after `from` (for a pair linked only when its ends are named). */
    const endNamedAfter = (from: number) =>
      [1, 2, 3, 4, 5].map((k) => from + k).find((at) => at < tokens.length && !used.has(at) && namesEnd(at) !== undefined);
    for (let i = 0; i < tokens.length; i++) {
      if (used.has(i)) continue;
      const word = words[i]!;
      const next = words[i + 1] ?? "";
      let empty: boolean | undefined;
      let to = i + 1;
      // ("still owe": a verb of now is no state of the row; "still rented", "currently occupied", "still running", "still open" are.)
      const state = isPastForm(next) || /^\p{L}{3,}ing$/u.test(next) || ONGOING_STATES.has(next);
      if (["currently", "presently", "still"].includes(word) && (state || (word !== "still" && words[i - 1] !== undefined && isPastForm(words[i - 1]!))))
        empty = true;
      // "still haven't been picked up", "still not returned": not yet.
      else if (word === "still" && words.slice(i + 1, i + 3).includes("not") && words.slice(i + 2, i + 6).some((later) => isPastForm(later))) {
        empty = true;
        to = words.findIndex((later, k) => k > i + 1 && isPastForm(later)) + 1;
      } else if (word === "ongoing") empty = true;
      else if (word === "not" && next === "yet") [empty, to] = [true, i + 2];
      // "have not moved out yet": the end named between "not" and "yet".
      else if (word === "not" && words.slice(i + 2, i + 6).includes("yet") && (namesEnd(i + 1) ?? namesEnd(i + 2))) {
        empty = true;
        to = words.indexOf("yet", i + 2) + 1;
      } else if (word === "yet" && next === "to") [empty, to] = [true, i + 2];
      else if (word === "already" && (isPastForm(next) || namesEnd(i + 1))) empty = false;
      if (empty === undefined) continue;
      if (pairedEnds.length === 0) {
        const at = endNamedAfter(to - 1);
        if (at === undefined) continue;
        to = at;
      }
      // The words naming the end ("moved out") belong to the condition, not to a date filter or grouping of their own.
      const named = namesEnd(to) ?? (isPastForm(words[to] ?? "") ? namesEnd(to + 1) : undefined);
      if (named) to = named.end;
      filterProvenance(
        i,
        to,
        { column: end, operator: "is_null", values: [empty], temporal: isTemporal(byName.get(end)) },
        0.8,
        `"${phrase(i, to)}": ${empty ? "the end has not come" : "the end has come"}, ${end} ${empty ? "is empty" : "has a date"} (the end of the table's one start/end pair)`,
      );
      assumptions.push(`"${phrase(i, to)}" is read as the rows whose ${end} ${empty ? "is empty (not ended yet)" : "has a date (ended)"}.`);
      consume(i, to);
      break;
    }
  }

  // "in June", "im Juni", "en marzo" with no year: that month of every year in the data (one month when the data spans a year).
  for (let i = 1; i < tokens.length; i++) {
    const month = MONTHS[words[i]!];
    const before = fold(tokens[i - 1]!.raw);
    if (month === undefined || used.has(i) || isYear(words[i + 1]) || /^\d/.test(words[i + 1] ?? "")) continue;
    // ("may" is a month only after "in" or "during" as written: "how many visitors may come in June".)
    if (!(MONTH_PREPOSITIONS.has(before) || ["in", "during"].includes(words[i - 1]!))) continue;
    if (words[i] === "may" && !["in", "during"].includes(before)) continue;
    if (!timeColumn) {
      unapplied.push(`the month "${phrase(i - 1, i + 1)}" (the table has no date column)`);
      consume(i - 1, i + 1);
      continue;
    }
    const filter: SpecFilter = { column: timeColumn, operator: "relative", values: ["month_of_year", month, "month"], temporal: true };
    filterProvenance(i - 1, i + 1, filter, 0.85, `a month with no year on ${timeColumn} (${timeReason})`);
    consume(i - 1, i + 1);
    assumptions.push(`"${phrase(i - 1, i + 1)}" names no year: ${timeColumn} ${relativeWords(filter.values)}.`);
  }

  // "before 8 in the morning", "after 6 pm", "from 18:00", "avant 8h": a time of day on the timestamp column, in every
  // day of the data (a clock time needs its mark: am/pm, o'clock, minutes, h, or the part of the day after it).
  const stamp = columns.find((candidate) => candidate.type === "timestamp");
  for (let i = 0; stamp && i < tokens.length - 2; i++) {
    const word = words[i]!;
    const before = ["before", "until", "till", "til"].includes(word);
    if (!before && !["after", "from", "since"].includes(word)) continue;
    if (used.has(i) || used.has(i + 1)) continue;
    const hour = numberOf(words[i + 1]);
    if (hour === undefined || !Number.isInteger(hour) || hour > 24) continue;
    let minutes = 0;
    let to = i + 2;
    if (/^\d\d$/.test(words[to] ?? "") && Number(words[to]) < 60) {
      minutes = Number(words[to]);
      to++;
    }
    const mark = words[to] ?? "";
    let clock: number | undefined;
    const afternoon = (h: number) => (h < 12 ? h + 12 : h);
    /** Where the part of the day is after "in"/"at" at `at` ("in the morning", "at night"). */
    const dayPartAt = (at: number) => at + (words[at + 1] === "the" ? 2 : 1);
    if (mark === "am" || (mark === "a" && words[to + 1] === "m")) {
      clock = hour === 12 ? 0 : hour;
      to += mark === "am" ? 1 : 2;
    } else if (mark === "pm" || (mark === "p" && words[to + 1] === "m")) {
      clock = afternoon(hour);
      to += mark === "pm" ? 1 : 2;
    } else if (["in", "at"].includes(mark) && ["morning", "afternoon", "evening", "night"].includes(words[dayPartAt(to)] ?? "")) {
      const part = words[dayPartAt(to)]!;
      clock = part === "morning" ? (hour === 12 ? 0 : hour) : part === "night" && hour < 5 ? hour : afternoon(hour);
      to = dayPartAt(to) + 1;
    } else if (["o'clock", "oclock", "h", "hrs"].includes(mark)) {
      clock = hour;
      to++;
    } else if (minutes > 0 || words[i + 2] === "00") clock = hour;
    if (clock === undefined || clock > 23) continue;
    const filter: SpecFilter = {
      column: stamp.name,
      operator: "relative",
      values: [before ? "before_time" : "from_time", clock * 60 + minutes, "day"],
      temporal: true,
    };
    filterProvenance(i, to, filter, 0.85, `a time of day on ${stamp.name}`);
    assumptions.push(`"${phrase(i, to)}": ${stamp.name} ${relativeWords(filter.values)}, on any day.`);
    consume(i, to);
  }

  // "on Mondays", "at weekends", "on weekdays", "in the morning", "in Q2": a part of the calendar or the day,
  // in every week or year of the data (filters, not groupings: "by weekday" groups).
  for (let i = 1; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const word = words[i]!;
    const previous = words[i - 1]!;
    const before = fold(tokens[i - 1]!.raw);
    const on = ["on", "every", "during", "at", "over", "in", "the"].includes(previous) || MONTH_PREPOSITIONS.has(before);
    let found: { values: [string, number, string]; from: number } | undefined;
    const weekday = WEEKDAYS[word] ?? WEEKDAYS[singular(word)];
    if (weekday && on) found = { values: ["day_of_week", weekday, "day"], from: i - 1 };
    else if ((word === "weekend" || word === "weekends") && on) found = { values: ["weekend", 1, "day"], from: i - 1 };
    else if (["weekdays", "workdays", "weekday", "workday"].includes(word) && ["on", "during", "over"].includes(previous))
      found = { values: ["workday", 1, "day"], from: i - 1 };
    else if ((word === "working" || word === "business") && (words[i + 1] === "days" || words[i + 1] === "day") && ["on", "during", "over"].includes(previous))
      found = { values: ["workday", 1, "day"], from: i - 1 };
    else if (
      PARTS_OF_DAY[singular(word)] &&
      (on || words[i + 1] === "only") &&
      // ("the average length of a stay, in nights": a unit asked for; "in the evenings" is a part of the day.)
      !(previous === "in" && singular(word) !== word) &&
      columns.some((column) => column.type === "timestamp") &&
      // ("tankers boarded at night" over nt_flg: a true/false column the part of the day names says it, not the clock.)
      !columnLinks(word).some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean")
    )
      found = {
        values: ["part_of_day", PARTS_OF_DAY[singular(word)]!, "day"],
        from: previous === "the" && ["in", "during"].includes(words[i - 2] ?? "") ? i - 2 : i - 1,
      };
    else if (/^q[1-4]$/.test(word) && !isYear(words[i + 1]) && (on || previous === "for"))
      found = { values: ["quarter_of_year", Number(word[1]), "quarter"], from: i - 1 };
    if (!found) continue;
    const to = word === "working" || word === "business" ? i + 2 : i + 1;
    // "weekdays vs weekends": a comparison of the parts, left for the grouping by weekday.
    if (["vs", "versus", "against", "compared"].includes(words[to] ?? "") || ["vs", "versus", "against"].includes(words[found.from - 1] ?? "")) {
      if (!unapplied.some((note) => note.startsWith("the comparison of parts of the week")))
        unapplied.push(`the comparison of parts of the week or day "${phrase(found.from, to)}" (ask per weekday or per hour of the day instead)`);
      consume(found.from, to);
      continue;
    }
    if (!timeColumn) {
      unapplied.push(`"${phrase(found.from, to)}" (the table has no date column)`);
      consume(found.from, to);
      continue;
    }
    const column = found.values[0] === "part_of_day" ? (columns.find((candidate) => candidate.type === "timestamp")?.name ?? timeColumn) : timeColumn;
    const filter: SpecFilter = { column, operator: "relative", values: found.values, temporal: true };
    filterProvenance(found.from, to, filter, 0.85, `a part of the calendar on ${column}`);
    assumptions.push(`"${phrase(found.from, to)}": ${column} ${relativeWords(filter.values)}.`);
    consume(found.from, to);
  }

  // 7. Comparisons on numbers: "under 40", "at least 3", "between 60 and 120".
  /** Unit words of comparisons ("below 30 percent"): they ask for no share. */
  const unitAt = new Set<number>();
  const thanAt = (at: number) => words[at] === "than" || (words[at] === "then" && numberOf(words[at + 1]?.replace(/%$/, "")) !== undefined);
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    const word = words[i]!;
    let operator: SpecFilter["operator"] | undefined;
    let valueAt = i + 1;
    if (
      word === "between" &&
      numberOf(words[i + 1]) !== undefined &&
      (words[i + 2] === "and" || words[i + 2] === "to") &&
      numberOf(words[i + 3]) !== undefined
    ) {
      pendingComparisons.push({ from: i, to: i + 4, operator: "between", values: [numberOf(words[i + 1])!, numberOf(words[i + 3])!] });
      consume(i, i + 4);
      continue;
    }
    // "6 or more", "5 nights or longer", "12+", "80% or more": the comparative after the number (and its unit).
    const number = numberOf(words[i]?.replace(/\+$/, "").replace(/%$/, ""));
    if (number !== undefined && !(isYear(words[i]) && temporalColumns.length > 0)) {
      const orAt = words[i + 1] === "or" ? i + 1 : words[i + 2] === "or" && !STOP_WORDS.has(words[i + 1]!) ? i + 2 : -1;
      const after = orAt > 0 ? words[orAt + 1]! : "";
      const postfix =
        after && (MORE.has(after) || after === "above" || after === "later")
          ? ">="
          : after && LESS.has(after)
            ? "<="
            : /^\d+(\.\d+)?\+$/.test(words[i]!)
              ? ">="
              : undefined;
      if (postfix) {
        pendingComparisons.push({ from: i, to: i + 1, operator: postfix, values: [number], ...(orAt === i + 1 ? { after: orAt + 2 } : {}) });
        used.add(i);
        if (orAt > 0) consume(orAt, orAt + 2);
        continue;
      }
      // "a 90-minute padel booking", "the 5 km runs": a number and a unit in the singular before a noun are what a row
      // measures, equal to it (not an amount of it; "more than 90 minutes" is read below).
      const unitWord = words[i + 1] ?? "";
      const comparedBefore = [i - 1, i - 2].some(
        (at) =>
          at >= 0 && (MORE.has(words[at]!) || LESS.has(words[at]!) || thanAt(at) || ["least", "most", "to", "and", "between", "from"].includes(words[at]!)),
      );
      if (
        i > 0 &&
        ["a", "an", "the", "each", "every", "for", "of", "on", "many"].includes(words[i - 1]!) &&
        !comparedBefore &&
        unitOf(unitWord) !== undefined &&
        !unitWord.endsWith("s") &&
        /^\p{L}{3,}$/u.test(words[i + 2] ?? "") &&
        !STOP_WORDS.has(words[i + 2]!) &&
        // (Not the words of a value: "40ft high cubes" is "40ft HC", read with the values.)
        ![4, 3, 2].some((length) => i + length <= tokens.length && valuesAt(i, i + length).some((link) => link.score >= 0.85))
      ) {
        pendingComparisons.push({ from: i, to: i + 1, operator: "=", values: [number], adjective: true });
        used.add(i);
        continue;
      }
      // "stays of 2 nights", "hires with 3 days": a number of a unit after "of" or "with", where a numeric column is named
      // by that unit, is what that column holds for the rows (not a second measure, the unit's column averaged).
      if (
        i > 0 &&
        ["of", "with", "lasting"].includes(words[i - 1]!) &&
        !comparedBefore &&
        unitOf(unitWord) !== undefined &&
        unitWord.endsWith("s") &&
        !["per", "a", "an", "each"].includes(words[i + 2] ?? "") &&
        columns.some(
          (column) =>
            isNumeric(column) && !column.derived && columnWords(column.name).some((named) => named.forms.some((form) => singular(form) === singular(unitWord))),
        )
      ) {
        pendingComparisons.push({ from: i, to: i + 1, operator: "=", values: [number], adjective: true });
        used.add(i);
        continue;
      }
      // "90° washes only", "washes at 60 degrees": a temperature with nothing comparing it is the one a row had.
      if (!comparedBefore && ["degrees", "degree", "deg"].includes(unitWord) && words[i - 1] !== "by") {
        pendingComparisons.push({ from: i, to: i + 1, operator: "=", values: [number], adjective: true });
        used.add(i);
        continue;
      }
    }
    if (word === "at" && (words[i + 1] === "least" || words[i + 1] === "most")) [operator, valueAt] = [words[i + 1] === "least" ? ">=" : "<=", i + 2];
    else if ((word === "no" || word === "not") && (words[i + 1] === "more" || words[i + 1] === "less" || words[i + 1] === "fewer") && words[i + 2] === "than")
      [operator, valueAt] = [words[i + 1] === "more" ? "<=" : ">=", i + 3];
    else if (word === "up" && words[i + 1] === "to") [operator, valueAt] = ["<=", i + 2];
    else if (word === ">=" || word === "<=" || word === ">" || word === "<") operator = word;
    else if (word === "=" || word === "equals" || word === "==") operator = "=";
    else if (word === "!=") operator = "!=";
    // ("more then 3", as "than" is often misspelt, before a number.)
    else if (LESS.has(word)) [operator, valueAt] = ["<", thanAt(i + 1) ? i + 2 : i + 1];
    else if (MORE.has(word)) [operator, valueAt] = [">", thanAt(i + 1) ? i + 2 : i + 1];
    // "stronger than 7%", "warmer than 30": another comparative before "than" and a number compares upwards
    // (the downward ones, "cheaper", "shorter", are listed in LESS).
    else if (/[a-z]{3,}er$/.test(word) && words[i + 1] === "than" && numberOf(words[i + 2]?.replace(/%$/, "")) !== undefined)
      [operator, valueAt] = [">", i + 2];
    if (!operator) continue;
    if (words[valueAt] === "or" && (words[valueAt + 1] === "equal" || words[valueAt + 1] === "equals")) {
      operator = operator === "<" ? "<=" : operator === ">" ? ">=" : operator;
      valueAt += words[valueAt + 2] === "to" ? 3 : 2;
    }
    // "longer than an hour", "over a week": one of the unit.
    const one =
      (words[valueAt] === "a" || words[valueAt] === "an") &&
      (secondsOf(words[valueAt + 1] ?? "") !== undefined || UNIT_KINDS[words[valueAt + 1] ?? ""] !== undefined);
    // "half an hour": a half of the unit.
    const half =
      !one && words[valueAt] === "half" && (words[valueAt + 1] === "a" || words[valueAt + 1] === "an") && secondsOf(words[valueAt + 2] ?? "") !== undefined;
    let value = one ? 1 : half ? 0.5 : numberOf(words[valueAt]?.replace(/%$/, ""));
    if (one) valueAt++;
    if (half) valueAt += 2;
    if (value === undefined || (isYear(words[valueAt]) && operator !== "=" && temporalColumns.length > 0 && !MORE.has(word) && !LESS.has(word))) continue;
    // "an hour and a half", "2 and a half hours": half a unit more.
    const andAHalf = (at: number) => words[at] === "and" && words[at + 1] === "a" && words[at + 2] === "half";
    // Consumed: up to the number (its unit is read below), or up to the unit when the unit was part of the value ("an hour").
    let unitAt = one || half ? valueAt : valueAt + 1;
    let consumedTo = valueAt + 1;
    if ((one || half) && andAHalf(unitAt + 1)) [value, consumedTo] = [value + 0.5, unitAt + 4];
    else if (!one && !half && andAHalf(valueAt + 1) && secondsOf(words[valueAt + 4] ?? "") !== undefined)
      [value, unitAt, consumedTo] = [value + 0.5, valueAt + 4, valueAt + 4];
    pendingComparisons.push({ from: i, to: unitAt, operator, values: [value] });
    consume(i, consumedTo);
  }
  /** Every word of the table's column names (a currency a column is in, "huf" of price_huf). */
  // (A column named for a length in feet, HEIGHT_FT, is no column in forints: "ft" is money only where a column of money
  // holds it.)
  const DIMENSIONS = ["height", "length", "width", "depth", "size", "distance", "tall", "long", "wide", "deep", "altitude", "span"];
  const columnNameWordSet = new Set(
    columns.filter((column) => !identifierWords(column.name).some((word) => DIMENSIONS.includes(word))).flatMap((column) => identifierWords(column.name)),
  );
  /** The comparison resolved last: "a pH below 6.5 or above 8.5" compares the same column twice. */
  let lastCompared: { column: string; to: number } | undefined;
  for (const comparison of pendingComparisons) {
    // The column compared, from every sign at once: a column named just before ("resolution hours under
    // 40") or just after ("under 40 units"), the comparative ("older than 50" is an age) and the unit
    // after the number ("over 10000 dollars" is money, "below 30 percent" a percentage). A column more
    // signs agree on wins ("battery below 30 percent": battery_pct, not humidity_pct).
    const before = comparison.adjective
      ? undefined
      : mentionsIn(Math.max(0, comparison.from - 4), comparison.from)
          .filter((mention) => linkFor(mention, isNumeric))
          .at(-1);
    const afterAt = comparison.after ?? comparison.to;
    const after = mentionsIn(afterAt, Math.min(tokens.length, afterAt + 3)).find((mention) => mention.start === afterAt && linkFor(mention, isNumeric));
    // "7%": the unit written on the number itself.
    const unitAtNumber = words[comparison.to - 1]?.endsWith("%") ?? false;
    const unitIndex = unitAtNumber ? comparison.to - 1 : comparison.to;
    const unitWord = unitAtNumber ? "%" : (words[comparison.to] ?? "");
    // "holes over 100 m deep", "boats longer than 20 ft long": an adjective of a dimension right after the unit says what is
    // measured (depth), and the unit is a length, not money ("m" is no million there).
    const dimensionAt = unitAtNumber ? -1 : unitIndex + 1;
    const dimension = unitOf(unitWord) !== undefined && !used.has(dimensionAt) ? DIMENSION_ADJECTIVES[words[dimensionAt] ?? ""] : undefined;
    // ("40ft": feet, not forints, where no column is in forints.)
    const unit = dimension
      ? undefined
      : ((UNIT_KINDS[unitWord] === "money" && !isMoneyWordFor(unitWord, columnNameWordSet) ? undefined : UNIT_KINDS[unitWord]) ??
        (secondsOf(unitWord) !== undefined ? "duration" : undefined));
    // "carrying over 15 tonnes", "longer than 2 km": a unit of weight, distance or volume names a column of that kind.
    const measured = unit ? undefined : unitOf(unitWord);
    // "between -5 and -4 °C", "above 30 degrees": a temperature, the column whose name says it holds one (Ice Temp C).
    const degrees = !unit && !measured && ["c", "celsius", "degrees", "degree", "deg", "f", "fahrenheit", "degc", "degf"].includes(unitWord);
    const evidence = new Map<string, { score: number; reasons: string[] }>();
    const support = (column: string, score: number, reason: string) => {
      const entry = evidence.get(column) ?? { score: 0, reasons: [] };
      entry.score += score;
      entry.reasons.push(reason);
      evidence.set(column, entry);
    };
    if (dimension) {
      for (const column of columns)
        if (isNumeric(column) && !isIdentifier(column.name) && columnWords(column.name).some((word) => word.forms.includes(dimension)))
          support(column.name, 1, `"${tokens[dimensionAt]!.raw}" measures ${dimension}: ${column.name}`);
      consume(dimensionAt, dimensionAt + 1);
    }
    // "waited more than an hour": the wait is the table's one span of two timestamps.
    const waitAt = waitSpan ? [1, 2, 3].map((back) => comparison.from - back).find((at) => at >= 0 && WAIT_WORDS.has(words[at]!) && !used.has(at)) : undefined;
    if (waitSpan && waitAt !== undefined) {
      support(waitSpan.name, 1.2, waitReason(words[waitAt]!));
      consume(waitAt, waitAt + 1);
    }
    // A unit word names many columns weakly: its links count for less than a named column's.
    for (const link of after?.links ?? [])
      if (isNumeric(byName.get(link.column))) support(link.column, unit ? link.score * 0.6 : link.score + 0.05, link.reason);
    // "pay between $100 and $150 a month": an amount by a period names the column of that period's rate (monthlyRateUsd).
    const perAt = [comparison.to, comparison.to + 1, unitIndex + 1].find(
      (at) => ["a", "an", "per", "each"].includes(words[at] ?? "") && periodWord(words[at + 1] ?? "") !== undefined && !used.has(at + 1),
    );
    if (perAt !== undefined) {
      const period = periodWord(words[perAt + 1]!)!;
      const ofPeriod = columnsOfPeriod(period);
      if (ofPeriod.length === 1) {
        support(ofPeriod[0]!.name, 2.5, `"${phrase(perAt, perAt + 2)}" is by the ${period}: ${ofPeriod[0]!.name}`);
        consume(perAt, perAt + 2);
      }
    }
    // "took more than two weeks to return": the words after the unit name the column compared (daysToReturn), when
    // they name one of the unit's kind.
    const unitSeconds = secondsOf(unitWord);
    const afterUnit =
      unitSeconds !== undefined && !after
        ? mentionsIn(unitIndex + 1, Math.min(tokens.length, unitIndex + 4)).find(
            (mention) => mention.start === unitIndex + 1 && mention.links.some((link) => columnSeconds(link.column) !== undefined),
          )
        : undefined;
    for (const link of afterUnit?.links ?? []) if (columnSeconds(link.column) !== undefined) support(link.column, link.score, `${link.reason}, after the unit`);
    // A column named before, with other nouns in between ("salary of employees older than 50"), is less likely the one compared.
    const gap = before ? tokens.slice(before.end, comparison.from).filter((token) => !STOP_WORDS.has(token.word)).length : 0;
    // ("days between 18 and 22 degrees": a unit of time before the numbers names the rows, "days", when the unit after them
    // is of another kind; the temperature is compared, not a duration.)
    const otherKindAfter =
      before !== undefined &&
      before.end - before.start === 1 &&
      secondsOf(words[before.start]!) !== undefined &&
      (degrees || measured !== undefined || (unit !== undefined && unit !== "duration"));
    if (otherKindAfter) consume(before.start, before.end);
    else for (const link of before?.links ?? []) if (isNumeric(byName.get(link.column))) support(link.column, link.score * (gap > 0 ? 0.8 : 1), link.reason);
    // "lifts heavier than 50 tonnes" of heaviestLiftT, "deeper than 20 m" of max_depth_m: a column named by the same
    // adjective in another degree is the one compared (before the noun the comparative stands for, weight, any column of).
    const degree = adjectiveBase(words[comparison.from]!);
    const sameAdjective = degree
      ? columns.filter(
          (column) =>
            isNumeric(column) &&
            !isIdentifier(column.name) &&
            columnWords(column.name).some((word) => adjectiveBase(word.word) === degree || word.word === degree),
        )
      : [];
    for (const column of sameAdjective) support(column.name, 0.85, `"${tokens[comparison.from]!.raw}" and ${column.name} name one adjective, ${degree}`);
    for (const noun of sameAdjective.length > 0 ? [] : (COMPARATIVE_MEASURES[words[comparison.from]!] ?? [])) {
      // "longer than a week": a length in feet is not compared with a duration (nor a weight with a distance).
      const fitsUnit = (name: string) =>
        unit === "duration" ? columnSeconds(name) !== undefined : measured ? (columnUnit(name)?.kind ?? measured.kind) === measured.kind : true;
      const link = linkColumns(noun, columns, "numeric").find(
        (candidate) => candidate.score >= 0.7 && !isIdentifier(candidate.column) && fitsUnit(candidate.column),
      );
      if (!link) continue;
      support(link.column, Math.max(0.8, link.score), `"${tokens[comparison.from]!.raw}" compares ${noun} (${link.reason})`);
      break;
    }
    // A unit names a kind of column: decisive when the table has one column of that kind, a hint otherwise.
    // "riders under 25", "patients over 60": a number compared on people, with no unit, is an age.
    const person = tokens
      .slice(Math.max(0, comparison.from - 2), comparison.from)
      .some((token) => PERSON_WORDS.has(singular(token.word)) || PEOPLE_WORDS.has(token.word));
    if (person && !unit) {
      const age = columns.find((column) => isNumeric(column) && columnWords(column.name).some((word) => word.forms.includes("age")));
      if (age) support(age.name, 0.9, `a number compared on ${tokens[comparison.from - 1]!.raw} is their age`);
    }
    // (Only where the word links no number column itself: "50 to 100 guests" of guestCount is that column's.)
    const peopleCounted = !unit && !measured && !degrees && !after && (PEOPLE_WORDS.has(unitWord) || PEOPLE_COUNT_WORDS.has(unitWord));
    // "orders with 4 to 8 items", "over 10 pieces": a number of items, the column counting them (qty, quantity, units), even
    // where the word names a text column too ("items" of itm, what the items are).
    const itemsCounted = !unit && !measured && !degrees && !after && !peopleCounted && QUANTITY_WORDS.has(unitWord) && unitWord !== "count";
    const main = unit === "money" ? mainMoneyColumn(columns) : undefined;
    // ("a low estimate between £1,000 and £2,000": money compared on a column named right before it is that column's.)
    // (Not the rows' key: "how many orders were over 50 dollars" over a numeric orderId compares the table's money.)
    const namedRightBefore = before !== undefined && gap === 0 && before.links.some((link) => isNumeric(byName.get(link.column)) && !isIdentifier(link.column));
    const columnsOfKind = (): readonly AnalysisColumn[] => {
      if (unit === "money") return namedRightBefore ? [] : main ? columns.filter((column) => column.name === main.name) : columns.filter(isMoneyColumn);
      if (unit === "percent")
        return columns.filter(
          (candidate) =>
            isNumeric(candidate) && columnWords(candidate.name).some((word) => word.forms.some((form) => SHARE_WORDS.has(form) || form === "rate")),
        );
      if (unit === "duration") return durationColumns;
      if (measured)
        return columns.filter((candidate) => isNumeric(candidate) && !isMoneyColumn(candidate) && columnUnit(candidate.name)?.kind === measured.kind);
      if (degrees) return columns.filter((candidate) => isNumeric(candidate) && columnWords(candidate.name).some((word) => word.forms.includes("temperature")));
      // "groups of 6 to 8 people": a number of people, the column of a party's size or one counting people (groupSize, pax).
      if (peopleCounted)
        return columns.filter(
          (candidate) =>
            isNumeric(candidate) &&
            !isMoneyColumn(candidate) &&
            !isIdentifier(candidate.name) &&
            columnWords(candidate.name).some((word) => word.forms.some((form) => PARTY_SIZE_WORDS.has(form) || PEOPLE_COUNT_WORDS.has(form))),
        );
      if (itemsCounted) return columns.filter(countsItems);
      return [];
    };
    const ofKind = columnsOfKind();
    // Among several, the one named after the table's rows ("claims over 10000 dollars": Claim_Amount, not Paid_Amount).
    const ofRows = (name: string) => columnWords(name).some((word) => namesRowsNoun(word.word));
    for (const column of ofKind)
      support(
        column.name,
        ofKind.length === 1 ? 0.7 : ofRows(column.name) ? 0.6 : 0.3,
        `"${tokens[unitIndex]!.raw}" is ${unit === "money" ? "money" : unit === "percent" ? "a percentage" : unit === "duration" ? "a duration" : degrees ? "a temperature" : peopleCounted ? "a number of people" : itemsCounted ? "a number of items" : `a ${measured?.kind ?? "unit"}`}`,
      );
    // "below 6.5 or above 8.5": a comparison naming nothing, right after another joined by "or"/"and", compares its column.
    if (evidence.size === 0 && lastCompared && words.slice(lastCompared.to, comparison.from).every((word) => word === "or" || word === "and"))
      support(lastCompared.column, 0.85, `"${phrase(comparison.from, comparison.to)}" continues the comparison of ${lastCompared.column} before it`);
    const ranked = [...evidence.entries()].filter(([column]) => !isIdentifier(column)).sort((a, b) => b[1].score - a[1].score);
    const chosen = ranked[0];
    if (chosen && chosen[1].score >= minScore * 0.9) {
      const [column, { score, reasons }] = chosen;
      let values = comparison.values;
      // "longer than 10 minutes" on durationSec: the number in the column's own unit.
      values = inOwnSeconds(values, unit === "duration" ? secondsOf(unitWord) : undefined, column, comparison.from, comparison.to);
      // "over 15 tonnes" of load_kg: 15000 in kg.
      const ownUnit = measured ? columnUnit(column) : undefined;
      if (measured && ownUnit && ownUnit.kind === measured.kind && ownUnit.size !== measured.size) {
        values = values.map((value) => Number(((value * measured.size) / ownUnit.size).toPrecision(12)));
        assumptions.push(`"${phrase(comparison.from, comparison.to + 1)}" is ${values.join(" and ")} in ${column}'s unit (${ownUnit.name}).`);
      }
      for (const mention of [before, after, afterUnit])
        if (mention && mention.links.some((link) => link.column === column)) consume(mention.start, mention.end);
      // ("pay over $120 a month": the money verb before names the rate its period chose, not a measure of its own.)
      if (perAt !== undefined && before && before.end === comparison.from && before.links.every((link) => isMoneyColumn(byName.get(link.column)!)))
        consume(before.start, before.end);
      if (unit || (measured && ownUnit?.kind === measured.kind) || ((degrees || itemsCounted) && ofKind.some((candidate) => candidate.name === column))) {
        used.add(unitIndex);
        unitAt.add(unitIndex);
      }
      const from = Math.min(before && before.links.some((link) => link.column === column) ? before.start : comparison.from, comparison.from);
      const to = Math.max(after && after.links.some((link) => link.column === column) ? after.end : comparison.to, unit ? unitIndex + 1 : comparison.to);
      filterProvenance(
        from,
        to,
        { column, operator: comparison.operator, values, temporal: false },
        Math.min(1, Number(score.toFixed(3))),
        [...new Set(reasons)].join("; "),
      );
      // "resolution takes more than 48 hours": the other words naming the same column belong to the filter.
      for (const other of mentionsIn(Math.max(0, comparison.from - 4), comparison.from)) if (other.links[0]?.column === column) consume(other.start, other.end);
      lastCompared = { column, to };
    } else comparison.unresolved = true;
  }

  // "delayed moves", "discounted campaigns", "how many moves were delayed", "the most delays": the past form (or the plural
  // noun, counted) of the word of a number column measured in a unit (minutes, a percentage, money), said of the rows, keeps
  // the rows where that number is above zero (dly_min > 0): what is counted then is the rows, not the minutes.
  // (Only where some rows hold zero, none of it: delivery minutes every order has are no sign of which were delivered.)
  const unitMeasured = (column: AnalysisColumn) =>
    isNumeric(column) &&
    !column.derived &&
    column.range?.min === 0 &&
    !isIdentifier(column.name) &&
    (columnSeconds(column.name) !== undefined ||
      columnUnit(column.name) !== undefined ||
      isMoneyColumn(column) ||
      columnWords(column.name).some((word) => word.forms.some((form) => ["pct", "percent", "percentage"].includes(form))));
  for (let i = 0; i < tokens.length; i++) {
    const word = words[i]!;
    if (used.has(i) || !/^[a-z]{4,}$/.test(word) || STOP_WORDS.has(word)) continue;
    const next = words[i + 1] ?? "";
    const pastForm = /[^e]ed$/.test(word);
    const nounOfRows =
      namesRowsNoun(next) ||
      (next.length > 3 &&
        singular(next) !== next &&
        !STOP_WORDS.has(next) &&
        !columnLinks(next).some((link) => link.score >= 0.8 && isNumeric(byName.get(link.column))));
    const said =
      pastForm &&
      (nounOfRows || (["were", "was", "got", "get"].includes(words[i - 1] ?? "") && (i === tokens.length - 1 || tokens[i]!.pause || BOUNDARIES.has(next))));
    // (Not a unit: "how many kilos", "the most hours" are the amount.)
    const counted =
      !pastForm &&
      singular(word) !== word &&
      unitOf(word) === undefined &&
      secondsOf(word) === undefined &&
      !CURRENCY_WORDS.has(word) &&
      UNIT_KINDS[word] === undefined &&
      !namesRowsNoun(word) &&
      (["most", "fewest", "many"].includes(words[i - 1] ?? "") || (words[i - 1] === "of" && ["number", "count"].includes(words[i - 2] ?? "")));
    // (As written, not a word translated to it, and the column's own word, not a synonym: "ont été encaissés" is no fee.)
    if ((!said && !counted) || fold(tokens[i]!.raw) !== word) continue;
    const ownWord = (reason: string) => {
      const synonym = /synonym (\S+)~(\S+)/.exec(reason);
      return !synonym || synonym[1]!.slice(0, 4) === synonym[2]!.slice(0, 4);
    };
    const link = columnLinks(word).find((candidate) => candidate.score >= 0.6 && ownWord(candidate.reason));
    const column = link ? byName.get(link.column) : undefined;
    // (Counted, events that take time: "the most delays" of dly_min, not "the most hops" of hops_kg.)
    if (!column || !unitMeasured(column) || (counted && columnSeconds(column.name) === undefined)) continue;
    consume(i, i + 1);
    // (Said twice, "the most delays … delayed moves", it is one filter.)
    if (filters.some((filter) => filter.column === column.name && filter.operator === ">" && filter.values[0] === 0)) continue;
    filterProvenance(
      i,
      i + 1,
      { column: column.name, operator: ">", values: [0], temporal: false },
      link!.score,
      `"${tokens[i]!.raw}" rows are those with ${column.name} above zero (${link!.reason})`,
    );
  }

  // 8. Text patterns: "names containing D or S", "starting with A".
  for (let i = 0; i < tokens.length; i++) {
    const word = words[i]!;
    const operator: SpecFilter["operator"] | undefined = ["containing", "contains", "contain", "including"].includes(word)
      ? "contains"
      : ["starting", "starts", "start", "beginning", "begins", "begin"].includes(word)
        ? "starts_with"
        : ["ending", "ends", "end"].includes(word)
          ? "ends_with"
          : undefined;
    if (!operator || used.has(i)) continue;
    // "starting with A" is a text pattern; "starting at Museum" and "by end station" are not.
    if (operator !== "contains" && words[i + 1] !== "with") continue;
    let at = i + 1;
    if (words[at] === "with") at++;
    const values: string[] = [];
    let end = at;
    while (end < tokens.length) {
      const token = tokens[end]!;
      if (token.word === "or" || token.word === "and" || token.word === ",") {
        end++;
        continue;
      }
      if (STOP_WORDS.has(token.word) && token.raw.length > 1) break;
      values.push(token.raw.replace(/^["']|["']$/g, ""));
      end++;
      if (tokens[end]?.word !== "or" && tokens[end]?.word !== "and") break;
    }
    if (values.length === 0) continue;
    const mention = mentionsIn(Math.max(0, i - 4), i)
      .filter((candidate) => linkFor(candidate, (column) => column.type === "string"))
      .at(-1);
    const link = mention ? linkFor(mention, (column) => column.type === "string") : undefined;
    const column = link?.column ?? columns.find((candidate) => candidate.type === "string" && /name|title/i.test(candidate.name))?.name;
    if (!column) {
      unapplied.push(`"${phrase(i, end)}" (no text column to match)`);
      consume(i, end);
      continue;
    }
    if (mention) consume(mention.start, mention.end);
    consume(i, end);
    filterProvenance(
      mention?.start ?? i,
      end,
      { column, operator, values, temporal: false },
      link?.score ?? 0.6,
      link?.reason ?? `${column} is the table's name column`,
    );
  }

  /** The one word of `from`–`to` that names a number column, even below a mention's threshold, as a mention. */
  const rankedByWord = (from: number, to: number): Mention | undefined => {
    const found = tokens.slice(from, to).flatMap((token) => {
      if (STOP_WORDS.has(token.word) || !/^\p{L}+$/u.test(token.word)) return [];
      const link = linkColumns(token.word, columns, "numeric").find((candidate) => candidate.score >= 0.5 && !isIdentifier(candidate.column));
      return link ? [{ start: token.index, end: token.index + 1, words: token.raw, links: [link] }] : [];
    });
    return found.length === 1 ? found[0] : undefined;
  };
  // 9. Groupings after "by", "per", "for each", "across", and time adverbs ("daily", "over time").
  const groups: Group[] = [];
  const measureHints: Mention[] = [];
  // "which station pays the most per kilo", "what do we charge a night": money asked by a unit is the one money column by
  // that unit (kaina_eur_kg, rate_eur_night), not a column of the unit's amount.
  // (By the words as written too: "pays" is no French "pays" here.)
  const moneyAsked = tokens.some(
    (token) => isMoneyVerb(token.word) || MONEY_ASKING_WORDS.has(token.word) || ["pays", "paying", "charges", "costs"].includes(fold(token.raw)),
  );
  let rateAsked = false;
  for (let i = 1; moneyAsked && i < tokens.length; i++) {
    const unit = unitOf(words[i]!) ?? unitOf(`${words[i]}s`);
    if (!unit || used.has(i) || used.has(i - 1) || !["per", "a", "an", "each"].includes(words[i - 1]!)) continue;
    const sameUnit = (word: string) => {
      const other = unitOf(word);
      return other !== undefined && other.kind === unit.kind && other.size === unit.size;
    };
    const rates = columns.filter((column) => isNumeric(column) && isMoneyColumn(column) && identifierWords(column.name).some(sameUnit));
    if (rates.length !== 1) continue;
    measureHints.push({
      start: i - 1,
      end: i + 1,
      words: phrase(i - 1, i + 1),
      links: [{ column: rates[0]!.name, score: 0.85, reason: `"${phrase(i - 1, i + 1)}" with money asked: ${rates[0]!.name} is money by the ${unit.name}` }],
    });
    consume(i - 1, i + 1);
    rateAsked = true;
  }
  /**
   * Where a cycle named in words ("by day of the week", "month of the year") is followed by "and" and more words, or, for a
   * heatmap, by "against"/"vs": the words after it are a further grouping ("… and delay reason").
   */
  const groupsGoOnAt = new Set<number>();
  const groupsGoOnAfter = (to: number) => {
    const joined = ["and", "&"].includes(words[to] ?? "") || (chart === "heatmap" && ["against", "vs", "versus", "by"].includes(words[to] ?? ""));
    if (joined && to + 1 < tokens.length && !used.has(to + 1) && !tokens[to - 1]!.sentenceEnd) groupsGoOnAt.add(to);
  };
  /** Whether "by hour" was read as the hour of the day over a long span (undone below when one day is named). */
  let hourOfTheDayRead = false;
  const addTimeGroup = (asked: TimeBin, from: number, to: number, reason: string) => {
    // "by hour", "by start hour", "hourly" over more than a month of data: the hour of the day, every day's together (an
    // hourly series that long is no chart anyone reads; every labelled question of the suites grouping so by an hour means
    // the hour of the day). Over a few days, or one day named ("each hour on 3 May"), each hour.
    // (The day may be read after the grouping: see `hourOfTheDayRead` below.)
    const spanned = timeColumn ? (byName.get(timeColumn)?.days ?? 0) : 0;
    const bin: TimeBin = asked === "hour" && spanned > 31 ? "hour_of_day" : asked;
    if (bin !== asked) hourOfTheDayRead = true;
    if (!timeColumn) {
      unapplied.push(`the time grouping "${phrase(from, to)}" (the table has no date column)`);
      return;
    }
    // Hours need a time of day: a date column named for the question gives way to the table's timestamp.
    if ((bin === "hour" || bin === "hour_of_day") && byName.get(timeColumn)?.type === "date") {
      const stamped = columns.find((column) => column.type === "timestamp");
      if (stamped) timeColumn = stamped.name;
    }
    const existing = groups.find((group) => group.bin !== null);
    // "by date claim settled per month": the named grain refines an automatic one.
    if (existing && existing.bin === "auto" && bin !== "auto" && bin !== "hour" && !isCycleBin(bin)) existing.bin = bin;
    // "by weekday and hour": two cycles of one date column, each a grouping (a heatmap's two axes).
    const cyclic = (candidate: TimeBin | null) => candidate === "hour" || isCycleBin(candidate);
    const cycleOf = (candidate: TimeBin | null) => (candidate === "hour" ? "hour_of_day" : candidate);
    if (existing && cyclic(existing.bin) && cyclic(bin) && cycleOf(existing.bin) !== cycleOf(bin)) {
      if (existing.bin === "hour") [existing.bin, existing.as] = ["hour_of_day", "hour_of_day"];
      const added: TimeBin = bin === "hour" ? "hour_of_day" : bin;
      groups.push({ column: timeColumn, bin: added, as: added });
      provenance.push({
        element: "bin",
        words: phrase(from, to),
        column: timeColumn,
        value: added,
        score: 0.9,
        reason: `${reason}; a second cycle of ${timeColumn}`,
      });
      return;
    }
    // "kg ordered per quarter, 2025 vs 2026 side by side": years compared beside a month or quarter grouping are each
    // month (quarter) of the year, one bar a year.
    if (existing && bin === "year" && from === 0 && to === 0 && (existing.bin === "month" || existing.bin === "quarter")) {
      const cycle: TimeBin = existing.bin === "month" ? "month_of_year" : "quarter_of_year";
      [existing.bin, existing.as] = [cycle, cycle];
      groups.push({ column: timeColumn, bin: "year", as: "year" });
      provenance.push({
        element: "bin",
        words: "",
        column: timeColumn,
        value: "year",
        score: 0.9,
        reason: `${reason}; each ${cycle.replace(/_/g, " ")}, a bar a year`,
      });
      return;
    }
    if (existing) return;
    const as = bin === "hour" || isCycleBin(bin) ? bin : timeColumn;
    groups.unshift({ column: timeColumn, bin, as });
    provenance.push({
      element: "bin",
      words: phrase(from, to),
      column: timeColumn,
      value: bin,
      score: 0.9,
      reason: `${reason}; ${timeColumn} is ${timeReason}`,
    });
  };
  // "bin harv_dt by year", "bin the hire date into weekday interval", "bin X by day of week": the benchmark wording of a time grouping.
  for (let i = 0; i + 3 < words.length; i++) {
    if (words[i] !== "bin" || used.has(i)) continue;
    const start = words[i + 1] === "the" ? i + 2 : i + 1;
    const dated = mentionsIn(start, Math.min(tokens.length, start + 4), true).find(
      (mention) => mention.start === start && isTemporal(byName.get(mention.links[0]!.column)) && mention.links[0]!.score >= 0.8,
    );
    if (!dated || !["by", "into", "in"].includes(words[dated.end] ?? "")) continue;
    let at = dated.end + 1;
    if (words[at] === "the") at++;
    const weekday = words[at] === "day" && words[at + 1] === "of" && (words[at + 2] === "week" || (words[at + 2] === "the" && words[at + 3] === "week"));
    const bin = weekday ? "weekday" : BIN_WORDS[words[at] ?? ""];
    if (!bin) continue;
    const unitEnd = weekday ? at + (words[at + 2] === "the" ? 4 : 3) : at + 1;
    const last = unitEnd + (words[unitEnd] === "interval" ? 1 : 0);
    timeColumn = dated.links[0]!.column;
    addTimeGroup(bin, i, last, `"${phrase(i, last)}"`);
    consume(i, last);
  }
  /** "per route", "which route": a trip's origin and destination columns, both grouped. */
  const addRoute = (route: readonly [string, string], words: string) => {
    for (const column of route) {
      if (groups.some((group) => group.column === column)) continue;
      groups.push({ column, bin: null, as: column });
      provenance.push({ element: "group", words, column, score: 0.85, reason: `"${words}" is a trip from ${route[0]} to ${route[1]}` });
    }
  };
  /** Where "how many" stands in the question, or -1. */
  const howManyAt = words.findIndex((word, i) => word === "how" && words[i + 1] === "many");
  /**
   * The column of people: a text column named by a person word (player, author, employee…) or by who did what to a row
   * (`firedBy`, `approved_by`), the first such.
   */
  // (Or by a role, "Physio"; not a kind of person, sellerType = public, trade: which sort of seller, no one.)
  const personColumns = columns.filter(
    (column) =>
      column.type === "string" &&
      !isRowKey(column.name) &&
      !KIND_WORDS.has(columnWords(column.name).at(-1)?.word ?? "") &&
      (columnWords(column.name).some((word) => PERSON_WORDS.has(singular(word.word))) ||
        (columnWords(column.name).length === 1 && isRoleNoun(singular(columnWords(column.name)[0]!.word))) ||
        (columnWords(column.name).length >= 2 && columnWords(column.name).at(-1)!.word === "by")),
  );
  // (Of RaceName and RunnerName, not the one whose sampled values are no people's names: "Parkland 5K" has a digit; a
  // column of too many values to sample may be of people.)
  const namesNoPeople = (column: AnalysisColumn) => {
    const values = (column.values ?? []).filter((value): value is string => typeof value === "string");
    const named = values.filter((value) => /^\p{Lu}[\p{L}'.-]*(?:\s\p{L}[\p{L}'.-]*){0,3}$/u.test(value.trim()));
    return values.length > 0 && named.length < 0.9 * values.length;
  };
  const personColumn = personColumns.find((column) => !namesNoPeople(column)) ?? personColumns[0];
  // "who did the most call-outs" with no column named for people: the one text column whose values are people's names
  // (texnikos of Giorgos, Nikos, Eleni). ("Per person" stays a rate over such a table: only who is asked reads it.)
  // (Before a column named for people whose values are no names, where one column's are: yardHand of Priya, Tomasz.)
  const namedPeople = columns.filter((column) => column.type === "string" && !isRowKey(column.name) && namesPeople(column.values));
  const whoColumn =
    personColumn !== undefined && namesNoPeople(personColumn) && namedPeople.length === 1
      ? namedPeople[0]
      : (personColumn ?? (namedPeople.length === 1 ? namedPeople[0] : undefined));
  /**
   * The money columns named after the people the word at `at` names ("patients" of part_pacient_eur): whom money was paid
   * by. By the word as written too ("clients" is read as "customers"; part_client_eur is named by the written one).
   */
  const peopleAt = (at: number) => at < tokens.length && (PERSON_WORDS.has(singular(words[at]!)) || PEOPLE_WORDS.has(words[at]!));
  const moneyNamedByPayer = (at: number): AnalysisColumn[] =>
    peopleAt(at)
      ? columns.filter(
          (column) =>
            isMoneyColumn(column) && [words[at]!, fold(tokens[at]!.raw)].some((payer) => linkColumns(payer, [column]).some((link) => link.score >= 0.7)),
        )
      : [];
  const addGroup = (mention: Mention, link: ColumnLink, at = groups.length) => {
    if (groups.some((group) => group.column === link.column && group.bin === null)) return;
    groups.splice(at, 0, { column: link.column, bin: null, as: link.column });
    provenance.push({ element: "group", words: mention.words, column: link.column, score: link.score, reason: link.reason });
  };
  if (sortedEntity) {
    addGroup(sortedEntity, sortedEntity.links[0]!);
    consume(sortedEntity.start, sortedEntity.end);
  }
  const ranking = limit !== null || superlative >= 0 || has("rank", "ranked", "ranking");
  /**
   * "top 3 technicians by hours on the job": after a ranking of things named in the plural, a plural time unit
   * after "by" is the amount of time ranked by, where a column holds durations; not a time bin.
   */
  // ("top 5 techs by labour hrs": a word and a unit of time after "by", the hours of that work.)
  const rankedByTime = (at: number) =>
    ranking &&
    words[at - 1] === "by" &&
    at >= 2 &&
    ((words[at]!.endsWith("s") && BIN_WORDS[words[at]!] !== undefined) ||
      (/^\p{L}{3,}$/u.test(words[at]!) && !BIN_WORDS[words[at]!] && /^(hours|hrs|minutes|mins|days)$/.test(words[at + 1] ?? ""))) &&
    singular(words[at - 2]!) !== words[at - 2] &&
    !STOP_WORDS.has(words[at - 2]!) &&
    durationColumns.length > 0;
  /** "revenue per recipient" beside a column recipients: a total over that count may be a rate of the two sums. */
  let perCounted: { column: string; words: string } | undefined;
  /** A number column named by one plural noun counting `noun` ("Players" of "player"): how many of them a row has. */
  const countsOf = (column: string, noun: string) => {
    const named = identifierWords(column);
    return isNumeric(byName.get(column)) && named.length === 1 && singular(named[0]!) === noun && named[0] !== noun;
  };
  /** "for each", "each", "every", "per each": a grouping is asked for, not a rate per row. */
  const eachMarked = (marker: number, start: number) =>
    ["each", "every"].includes(words[marker]!) ||
    ["each", "every"].includes(words[start - 1] ?? "") ||
    // "per branch" is a grouping too, unless what follows is a unit or a head ("per kg", "per person").
    (words[marker] === "per" &&
      !unitOf(words[start] ?? "") &&
      !PER_HEAD_WORDS.has(words[start] ?? "") &&
      !RATE_NOUNS.has(words[marker - 1] ?? "") &&
      // "earn on average per visit": what one average is taken over, a row.
      !(words[marker - 1] === "average" && words[marker - 2] === "on") &&
      // "average payout per delivery" where nothing is called a delivery: an average is per row already.
      !(
        words.slice(0, marker).some((word) => ["average", "avg", "mean"].includes(word)) &&
        start === marker + 1 &&
        singular(words[start] ?? "") === words[start] &&
        columnLinks(words[start] ?? "").length === 0 &&
        linkValues(words[start] ?? "", tokens[start]?.raw ?? "", columns).length === 0
      ));
  /** A word naming the table's rows: a word of its name ("shipment" of courier_shipments) or of its row key. */
  const namesTableRows = (word: string) =>
    namesRowsNoun(word) ||
    columns.some((column) => isOwnKey(column.name) && columnWords(column.name).some((entry) => entry.forms.some((form) => singular(form) === singular(word))));
  /**
   * A word naming the rows: the table's noun for them ("visits" of vetVisits, in any number unless `pluralOnly`), or a
   * plural that names no column well ("trips" where no column is a trip): "express inspections", "damaged trips".
   */
  const namesTheRows = (word: string, pluralOnly = false) => {
    const plural = singular(word) !== word;
    return ((plural || !pluralOnly) && namesRowsNoun(word)) || (plural && !columnLinks(word).some((link) => link.score >= 0.8 && !isIdentifier(link.column)));
  };
  /** A word naming the table's rows by its name's words, written short ("frg" of "firing", "firng" misspelt). */
  const namesRowsByTableName = (word: string) =>
    namesRowsNoun(word) ||
    identifierWords(table.name).some((part) => part.length >= 3 && part.length < singular(word).length && abbreviates(part, singular(word)) !== undefined);
  /**
   * A word naming the table's rows by the head of its name: the last word ("wine_shop_sales": sales, not the shop), or the
   * words before a last word that says nothing of them ("pcl_shpt_log": parcels, shipments), written short or whole.
   */
  const namesRowsByHead = (word: string) => {
    const parts = identifierWords(table.name);
    const head = parts.length > 1 && LOG_WORDS.has(parts.at(-1)!) ? parts.slice(0, -1) : parts.slice(-1);
    const noun = singular(word);
    return head.some((part) => singular(part) === noun || (part.length >= 3 && part.length < noun.length && abbreviates(part, noun) !== undefined));
  };
  let partsOf = false;
  for (let i = 0; i < tokens.length; i++) {
    const word = words[i]!;
    if (used.has(i)) continue;
    if (word === "over" && words[i + 1] === "time") {
      addTimeGroup("auto", i, i + 2, '"over time"');
      consume(i, i + 2);
      continue;
    }
    if (["trend", "trends", "timeline", "evolution", "evolve", "evolved"].includes(word)) {
      addTimeGroup("auto", i, i + 1, `"${tokens[i]!.raw}"`);
      used.add(i);
      continue;
    }
    // "monthly fee" may be the name of a column (MoFee), not a time grouping.
    const namesColumn = () =>
      mentionsIn(i, Math.min(tokens.length, i + 3), true).some(
        (mention) => mention.start === i && mention.end > i + 1 && mention.links[0]!.score >= 0.8 && !isTemporal(byName.get(mention.links[0]!.column)),
      );
    // "annual pass holders" where pass_type holds "Annual": the value, unless a measure follows ("annual revenue").
    const namesValue = () =>
      linkValues(word, tokens[i]!.raw, columns).some((link) => link.score >= 0.9) &&
      !mentionsIn(i + 1, Math.min(tokens.length, i + 3), true).some((mention) => mention.start === i + 1 && linkFor(mention, isNumeric));
    if (ADVERB_BINS.has(word) && !namesColumn() && !namesValue()) {
      addTimeGroup(BIN_WORDS[word]!, i, i + 1, `"${tokens[i]!.raw}"`);
      used.add(i);
      continue;
    }
    if ((word === "hour" || word === "hours") && words[i + 1] === "of" && (words[i + 2] === "day" || (words[i + 2] === "the" && words[i + 3] === "day"))) {
      const to = words[i + 2] === "day" ? i + 3 : i + 4;
      addTimeGroup("hour_of_day", i, to, `"${phrase(i, to)}"`);
      if (GROUP_MARKERS.has(words[i - 1] ?? "")) used.add(i - 1);
      consume(i, to);
      groupsGoOnAfter(to);
      continue;
    }
    // "month of the year", "months of year": the twelve months, every year's together.
    if ((word === "month" || word === "months") && words[i + 1] === "of" && (words[i + 2] === "year" || (words[i + 2] === "the" && words[i + 3] === "year"))) {
      const to = words[i + 2] === "year" ? i + 3 : i + 4;
      addTimeGroup("month_of_year", i, to, `"${phrase(i, to)}"`);
      if (GROUP_MARKERS.has(words[i - 1] ?? "")) used.add(i - 1);
      consume(i, to);
      groupsGoOnAfter(to);
      continue;
    }
    if ((word === "day" || word === "days") && words[i + 1] === "of" && words[i + 2] === "the" && words[i + 3] === "week") {
      addTimeGroup("weekday", i, i + 4, '"day of the week"');
      consume(i, i + 4);
      groupsGoOnAfter(i + 4);
      continue;
    }
    if ((word === "day" || word === "days") && words[i + 1] === "of" && words[i + 2] === "week") {
      addTimeGroup("weekday", i, i + 3, '"day of week"');
      consume(i, i + 3);
      groupsGoOnAfter(i + 3);
      continue;
    }
    // A time word names a grouping after "by"/"per"/"a", after "which"/"what", or with unusual points ("unusual days").
    const bin = BIN_WORDS[word];
    // "spent the most hours", "fewer days": an amount of time where a column holds durations, not a time bin.
    // ("top 3 technicians by hours on the job": after a ranking, hours ranked by are an amount too.)
    const amountOfTime = (AMOUNT_COMPARATIVES.has(words[i - 1] ?? "") && word.endsWith("s") && durationColumns.length > 0) || rankedByTime(i);
    // "$150 a month" where a column holds a monthly rate: the amount's period, read with the comparison, not a grouping.
    // (Read only for a time word: the period's typo check is not paid on every word.)
    const rateOfPeriod = () => {
      const period = periodWord(word);
      return (
        ["a", "an", "per"].includes(words[i - 1] ?? "") &&
        (numberOf(words[i - 2]?.replace(/%$/, "")) !== undefined || UNIT_KINDS[words[i - 2] ?? ""] !== undefined) &&
        period !== undefined &&
        columnsOfPeriod(period).length > 0
      );
    };
    if (bin && !amountOfTime && !rateOfPeriod() && !columns.some((column) => column.name.toLowerCase() === word)) {
      const previous = words[i - 1] ?? "";
      if (
        GROUP_MARKERS.has(previous) ||
        previous === "a" ||
        previous === "which" ||
        previous === "what" ||
        DESC_WORDS.has(previous) ||
        ASC_WORDS.has(previous) ||
        anomaly
      ) {
        addTimeGroup(bin, i, i + 1, `"${phrase(Math.max(0, i - 1), i + 1)}"`);
        used.add(i);
        if (GROUP_MARKERS.has(previous)) used.add(i - 1);
        continue;
      }
    }
    // "the proportion of weather", "a breakdown of sectors": the parts of a whole named by a column of
    // categories are its groups, and each part is counted.
    if (PART_WORDS.has(word) && words[i + 1] === "of") {
      let from = i + 2;
      while (["the", "each", "every", "all", "different"].includes(words[from] ?? "")) from++;
      const mention = mentionsIn(from, Math.min(tokens.length, from + 4), true).find((candidate) => candidate.start === from);
      const link = mention?.links[0];
      const column = link ? byName.get(link.column) : undefined;
      // ("what share of group lessons": a word that is a value as written, "Group" of LessonFormat, names only part of
      // StudentAgeGroup: the rows of that value, not parts by a column.)
      const valueRather =
        link !== undefined &&
        link.complete === false &&
        linkValues(mention!.words.toLowerCase(), mention!.words, columns).some((value) => value.score >= 0.95 && value.column !== link.column);
      if (mention && link && column && link.score >= 0.8 && !valueRather && (column.type === "string" || column.type === "boolean") && !isRowKey(column.name)) {
        addGroup(mention, link);
        consume(i, mention.end);
        partsOf = true;
        continue;
      }
    }
    if (!GROUP_MARKERS.has(word) && !groupsGoOnAt.has(i) && !(word === "for" && words[i + 1] === "each") && !(word === "broken" && words[i + 1] === "down"))
      continue;
    // ("avg qty per order by sales channel": "order" after "per", "each" or an article is the noun, not "order by".)
    const nounBefore = ["order", "rank", "side", "sort"].includes(words[i - 1] ?? "") && ["per", "each", "every", "a", "an"].includes(words[i - 2] ?? "");
    if (["sorted", "ordered", "ranked", "sort", "order", "rank", "side"].includes(words[i - 1] ?? "") && !nounBefore) continue;
    let start = i + 1;
    if (word === "for" || word === "broken") start = i + 2;
    if (words[start] === "by") start++;
    // "visits by people who rented shoes", "orders by customers that paid late": who did it, not a grouping.
    if (
      word === "by" &&
      (PERSON_WORDS.has(singular(words[start] ?? "")) || PEOPLE_WORDS.has(words[start] ?? "")) &&
      ["who", "that", "which"].includes(words[start + 1] ?? "")
    ) {
      consume(i, start + 2);
      continue;
    }
    // "total paid by patients", "spent by members": who paid, the payer a money column may be named after (read with the
    // money), not a grouping by them.
    if (word === "by" && ["paid", "spent", "billed", "charged"].includes(words[i - 1] ?? "") && moneyNamedByPayer(start).length > 0) continue;
    // "across the sunrise bookings", "delivered by Yodel arrived late": the rows of a value named, not a grouping.
    if (word === "across" || word === "by") {
      // ("sent to us by a GP": an article before the value too.)
      const first = ["the", "all", "our", "your", "their", "those", "these", "a", "an"].includes(words[start] ?? "") ? start + 1 : start;
      if (
        valuesAt(first, first + 1).some((link) => link.score >= (first > start ? 0.9 : 0.95)) &&
        !columnLinks(words[first] ?? "").some((link) => link.score >= 0.8)
      ) {
        consume(i, first);
        continue;
      }
    }
    // "this year (by sale date)": the date column that named the period, in brackets after it, says which dates the period
    // is of; it is no grouping.
    if (word === "by" && periodNamedBy(timeMention) && timeMention.start === start && tokens[i - 1]?.opensBracket) {
      consume(i, timeMention.end);
      continue;
    }
    // "paid by everything except cars", "across all milkings": the whole table, not a grouping.
    if (["everything", "everyone", "everybody", "anything", "anyone"].includes(words[start] ?? "") || (word === "across" && words[start] === "all")) {
      consume(i, start + 1);
      continue;
    }
    // "jobs were held up by wet sheep", "orders that got delayed by the weather": a passive's "by" (written so, not a
    // translated "par", "per centre") says what did it, not a grouping; the words after it are read as what they name.
    // (Only before a true/false column's words, "wet" of wet_stop: what did it is then that flag; other words stay a grouping
    // or go on being asked about.)
    if (
      word === "by" &&
      tokens[i]!.raw.toLowerCase() === "by" &&
      passiveAgentAt(i) &&
      columnLinks(words[["the", "a", "an", "their", "its"].includes(words[start] ?? "") ? start + 1 : start] ?? "").some(
        (link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean",
      )
    )
      continue;
    // "rank the branches by how many km the learners drove", "top 2 therapists by number of massages": what is ranked by,
    // a measure, not a grouping (nor a column of numbers, rezervasyon_no).
    if (
      word === "by" &&
      ((words[start] === "how" && ["many", "much"].includes(words[start + 1] ?? "")) ||
        (["number", "count"].includes(words[start] ?? "") &&
          words[start + 1] === "of" &&
          // ("by number of rooms" over num_rooms is a column of its own.)
          bestLink(`${words[start]} of ${words[start + 2] ?? ""}`) < 0.8 &&
          bestLink(`${words[start]} ${words[start + 2] ?? ""}`) < 0.8))
    ) {
      used.add(i);
      continue;
    }
    if (words[start] === "each" || words[start] === "every") start++;
    // "by type for every station except Amsterdam": after a grouping, all but some values are the rows' scope, not a
    // second grouping (the exception is a filter of its own). (Alone, "for each station except Amsterdam" is per station.)
    if (
      groups.length > 0 &&
      ["every", "each", "all"].includes(words[start - 1] ?? word) &&
      ["except", "excluding", "but", "besides", "bar"].includes(words[start + 1] ?? "") &&
      columnLinks(words[start]!).some((link) => link.score >= 0.8)
    ) {
      consume(i, start + 1);
      continue;
    }
    if (words[start] === "hour" && words[start + 1] === "of" && (words[start + 2] === "day" || (words[start + 2] === "the" && words[start + 3] === "day"))) {
      const to = words[start + 2] === "day" ? start + 3 : start + 4;
      addTimeGroup("hour_of_day", i, to, `"${phrase(i, to)}"`);
      consume(i, to);
      groupsGoOnAfter(to);
      continue;
    }
    if (words[start] === "month" && words[start + 1] === "of" && (words[start + 2] === "year" || (words[start + 2] === "the" && words[start + 3] === "year"))) {
      const to = words[start + 2] === "year" ? start + 3 : start + 4;
      addTimeGroup("month_of_year", i, to, `"${phrase(i, to)}"`);
      consume(i, to);
      groupsGoOnAfter(to);
      continue;
    }
    if (words[start] === "day" && words[start + 1] === "of" && (words[start + 2] === "week" || (words[start + 2] === "the" && words[start + 3] === "week"))) {
      const to = words[start + 2] === "week" ? start + 3 : start + 4;
      addTimeGroup("weekday", i, to, `"${phrase(i, to)}"`);
      consume(i, to);
      groupsGoOnAfter(to);
      continue;
    }
    let end = start;
    // "by number of bedrooms": an "of" inside words that name one column together does not end the grouping.
    // ("each kind of equipment": the kind is of what follows.)
    const ofInside = (at: number) =>
      (words[at] === "of" && at === start + 1 && KIND_WORDS.has(words[start] ?? "")) ||
      (words[at] === "of" &&
        mentionsIn(start, Math.min(tokens.length, at + 3), true).some(
          (mention) => mention.start === start && mention.end > at + 1 && mention.links[0]!.score >= 0.8,
        ));
    // ("by delay reason and day of the week": the "of" of a cycle named in words.)
    const cycleOfAt = (at: number) =>
      words[at] === "of" && CYCLE_PHRASES[`${words[at - 1]} of ${words[at + 1] === "the" ? words[at + 2] : words[at + 1]}`] !== undefined;
    // "grouped by is member", "by with coach": a boundary word inside a column's exact name does not end the grouping.
    const inExactName = (at: number) =>
      mentionsIn(start, Math.min(tokens.length, at + 3), true).some((mention) => mention.start <= at && mention.end > at && mention.links[0]!.score >= 0.99);
    // A comma ends it too: "for each drone model, how many flights …".
    // ("split it by make": a verb that ends groupings, "make up", is the grouping itself right after the marker when a
    // column is named so: brand.)
    const namedRightAfter = (at: number) =>
      at === start && !["up", "for"].includes(words[at + 1] ?? "") && columnLinks(words[at]!).some((link) => link.score >= 0.85);
    // ("in each DC actually took a customer down": a verb of the rows' condition, or the adverb before it, ends the noun
    // grouped by; "down" is no grouping.)
    const clauseVerb = (at: number) =>
      at > start &&
      (CONDITION_WORDS.has(words[at]!) || ["actually", "really"].includes(words[at]!)) &&
      !columnLinks(words[at]!).some((link) => link.score >= 0.85);
    while (
      end < tokens.length &&
      (!BOUNDARIES.has(words[end]!) || ofInside(end) || inExactName(end) || namedRightAfter(end) || cycleOfAt(end)) &&
      !used.has(end) &&
      !clauseVerb(end)
    ) {
      const token = tokens[end++]!;
      if (token.pause || token.sentenceEnd) break;
    }
    consume(i, start);
    // "region and product type" → two groupings; a time word → a bin.
    let pieceStart = start;
    // ("pre každý typ prace a urgentne": Czech and Slovak "a" is "and" between two column names written in full.)
    const slavicAnd = (k: number, from: number) =>
      tokens[k]!.raw === "a" &&
      mentionsIn(from, k, true).some((mention) => mention.start === from && mention.end === k && mention.links[0]!.score >= 0.9) &&
      mentionsIn(k + 1, Math.min(tokens.length, k + 4), true).some((mention) => mention.start === k + 1 && mention.links[0]!.score >= 0.9);
    for (let k = start; k <= end; k++) {
      if (k < end && !["and", "&", ",", "then", "or"].includes(words[k]!) && !slavicAnd(k, pieceStart)) continue;
      if (k > pieceStart) {
        const pieceWords = words.slice(pieceStart, k).filter((w) => !["the", "a", "its", "their"].includes(w));
        // "how many of each and how much did they pay": a piece that opens a question of its own ends the grouping.
        if (pieceStart > start && ["how", "what", "which", "who", "when", "why"].includes(pieceWords[0] ?? "")) break;
        // "each variedade and its average preco": the piece that starts with an aggregate is the measure, left for it.
        if (pieceWords.length > 1 && AGGREGATE_WORDS[pieceWords[0]!] && pieceStart > start) {
          pieceStart = k + 1;
          continue;
        }
        // "top 3 farms by number of bags harvested": bags a number column counts (sacas: bags) are summed, not rows counted.
        // (The piece ends before "of": "number" is all of it, and what is counted follows.)
        if (ranking && pieceWords.length === 1 && COUNT_WORDS.has(pieceWords[0]!) && k === end && words[k] === "of") {
          const counted = mentionsIn(k + 1, Math.min(tokens.length, k + 4)).find((candidate) => candidate.start === k + 1);
          const link = counted?.links[0];
          if (
            counted &&
            link &&
            link.score >= 0.75 &&
            isNumeric(byName.get(link.column)) &&
            !isIdentifier(link.column) &&
            singular(words[counted.end - 1]!) !== words[counted.end - 1]
          ) {
            measureHints.push(counted);
            consume(pieceStart, k + 1);
            pieceStart = k + 1;
            continue;
          }
        }
        // "by number of flights": counting the rows is the measure ranked by, not a grouping.
        if (
          ranking &&
          COUNT_WORDS.has(pieceWords[0] ?? "") &&
          pieceWords[1] === "of" &&
          pieceWords.length === 3 &&
          singular(pieceWords[2]!) !== pieceWords[2]
        ) {
          consume(pieceStart, k);
          pieceStart = k + 1;
          if (k < end) used.add(k);
          continue;
        }
        // "by whether the car was electric", "by whether they were delivered or picked up": the true/false (or yes/no)
        // column the clause names, its alternatives ("or picked up in store") included up to the clause's end.
        if (pieceWords[0] === "whether") {
          const isFlag = (link: ColumnLink) => byName.get(link.column)?.type === "boolean" || yesNo.has(link.column);
          const flag = mentionsIn(pieceStart + 1, Math.min(tokens.length, pieceStart + 7), true).find((candidate) => candidate.links.some(isFlag));
          const link = flag?.links.find(isFlag);
          if (flag && link) {
            addGroup(flag, link);
            const pause = tokens.findIndex((token, n) => n >= flag.end - 1 && token.pause === true);
            const clauseEnd = Math.max(k, flag.end, pause < 0 ? tokens.length : pause + 1);
            consume(pieceStart, clauseEnd);
            // The alternatives are the clause's own: no piece of their own ("or picked up in store").
            if (clauseEnd > k + 1) k = Math.min(end, clauseEnd - 1);
            pieceStart = k + 1;
            if (k < end) used.add(k);
            continue;
          }
        }
        // (A noun for the rows, the table's own or one naming no column: "job" of calls.)
        const rowsNounLike = (noun: string) =>
          namesRowsNoun(noun) || (/^\p{L}{3,}$/u.test(noun) && !STOP_WORDS.has(noun) && !columnLinks(noun).some((link) => link.score >= 0.6));
        // "paid by invoice", "made by walk-in or by phone": a value after "by" is a filter on its column, not a grouping.
        // ("avg $ per PR job": so too a value before the rows' noun after "per", each such row.)
        if (
          (word === "by" || (word === "per" && pieceWords.length >= 2 && rowsNounLike(pieceWords.at(-1)!))) &&
          pieceWords.length > 0 &&
          // ("top 3 stations by road traffic collisions attended": a verb's past form after the value says what happened to them.)
          pieceWords.length - (pieceWords.length > 1 && isPastForm(pieceWords.at(-1)!) ? 1 : 0) <= 3 &&
          !mentionsIn(pieceStart, k, true).some((candidate) => candidate.links[0]!.score >= 0.9) &&
          pieceWords.some((_, n) =>
            linkValues(
              pieceWords.slice(0, n + 1).join(" "),
              tokens
                .slice(pieceStart, pieceStart + n + 1)
                .map((token) => token.raw)
                .join(" "),
              columns,
              // ("paid by card": a one-word value may be a code, crd.)
              { codes: pieceWords.length === 1 },
            ).some(
              // "by advnced climbers": a value misspelt, where no column is named well.
              (link) => link.score >= 0.9 || (link.score >= 0.8 && !mentionsIn(pieceStart, k, true).some((candidate) => candidate.links[0]!.score >= 0.75)),
            ),
          )
        ) {
          pieceStart = k + 1;
          continue;
        }
        const only = pieceWords.length === 1 ? pieceWords[0]! : undefined;
        /** "for each dentist" where no column holds dentists and the rows are not dentists: asked below. */
        const groupNamedByNoColumn = () =>
          word !== "by" && word !== "across" && only !== undefined && eachMarked(i, start) && !namesTableRows(only) && !STOP_WORDS.has(only);
        // The head of the phrase names the grouping: the last noun in English ("sales channel" is a channel,
        // "flight origin" an origin), the first before "of"/"de" ("number of bedrooms", "origem de tráfego").
        const inPiece = mentionsIn(pieceStart, k, true);
        // ("each kind of equipment", "type of room": a kind of something is named by the something.)
        const kindOf = KIND_WORDS.has(words[pieceStart] ?? "") && words[pieceStart + 1] === "of";
        const headFirst = !kindOf && words.slice(pieceStart, k).some((w) => ["of", "de", "du", "des", "da", "do", "del", "von", "der"].includes(w));
        // A noun naming the table's rows ("damaged shipments" of shipments) is what is counted, not the head.
        const heads = inPiece.filter(
          (candidate) => !(candidate.end - candidate.start === 1 && namesRowsNoun(words[candidate.start]!) && isRowKey(candidate.links[0]!.column)),
        );
        // "por categoría pagadas con tarjeta" (by category paid by card): a verb's past form after the noun opens a clause
        // of its own, and the noun stays the head.
        const nouns = heads.filter((candidate, n) => !(n > 0 && candidate.end - candidate.start === 1 && isPastForm(words[candidate.start]!)));
        let perRowFrom = -1;
        let mention = nouns.length > 1 && !headFirst ? nouns.at(-1) : (nouns[0] ?? inPiece[0]);
        // ("each fab test": a column's whole name first, then a word only guessed to name another, a verb: the name. Not
        // "start" of start_ts nor "dog" of dogCount: the one word must be all of the column's name.)
        const wholeName = (candidate: Mention) => candidate.end - candidate.start === 1 && candidate.links[0]!.column.toLowerCase() === words[candidate.start];
        if (nouns.length > 1 && !headFirst && wholeName(nouns[0]!) && mention!.links[0]!.score < 0.9) mention = nouns[0];
        // "average hours per full shear job": after "per", the rows' noun closing the piece is what the measure is per, whatever
        // a word before it names ("shear" of shr_amt); the words before it say which rows, read with the values below.
        const rowsClosing =
          word === "per" && pieceWords.length >= 2
            ? inPiece.find(
                (candidate) =>
                  candidate.end === k &&
                  candidate.end - candidate.start === 1 &&
                  namesRowsNoun(words[candidate.start]!) &&
                  isOwnKey(candidate.links[0]!.column),
              )
            : undefined;
        if (rowsClosing) mention = rowsClosing;
        // "each vet charge": a money or measure word after the thing grouped is the measure, not the grouping.
        const textHead = heads.find((candidate) => byName.get(candidate.links[0]!.column)?.type === "string" && !isRowKey(candidate.links[0]!.column));
        if (mention && textHead && textHead !== mention && isNumeric(byName.get(mention.links[0]!.column))) mention = textHead;
        // "each city earn": a measure word (a money verb, a number column's word) after words that name no column is the
        // measure, and the grouping those words ask for is one the table does not name: asked, never a grouping by the measure.
        const leading = mention ? tokens.slice(pieceStart, mention.start).filter((token) => !STOP_WORDS.has(token.word)) : [];
        if (
          mention &&
          !textHead &&
          (byName.get(mention.links[0]!.column)?.type === "number" ||
            (isNumeric(byName.get(mention.links[0]!.column)) && (isMoneyVerb(words[mention.start]!) || QUANTITY_VERBS.has(words[mention.start]!)))) &&
          leading.length > 0 &&
          !inPiece.some((other) => other !== mention && other.start < mention.start)
        ) {
          measureHints.push(mention);
          return unmatchedColumn(
            phrase(pieceStart, mention.start),
            leading.map((token) => token.raw).join(" "),
            columns.filter((column) => column.type === "string" && !isRowKey(column.name)),
            `the grouping "${phrase(pieceStart, mention.start)}" matches no column ("${mention.words}" is the measure)`,
          );
        }
        const exactColumn = mention?.links[0]?.score === 1;
        const route = only && ROUTE_WORDS.has(only) && !exactColumn ? routeColumns(columns) : undefined;
        const datedLink =
          pieceWords.length === 2 && BIN_WORDS[pieceWords[1]!]
            ? columnLinks(pieceWords[0]!).find((link) => link.score >= 0.6 && isTemporal(byName.get(link.column)))
            : undefined;
        // ("by the hour they started", "hour started": a bin, then the verb a date column is named after, with the pronoun or
        // auxiliary between, is that column binned, as "start hour" is.)
        const verbDated =
          !datedLink && pieceWords.length >= 2 && pieceWords.length <= 4 && BIN_WORDS[pieceWords[0]!] && isPastForm(pieceWords.at(-1)!)
            ? pieceWords.slice(1, -1).every((word) => ["they", "it", "we", "was", "were", "got", "had", "been", "he", "she", "you"].includes(word))
              ? columnLinks(pieceWords.at(-1)!).find((link) => link.score >= 0.6 && isTemporal(byName.get(link.column)))
              : undefined
            : undefined;
        const datedBin =
          datedLink && !exactColumn
            ? { column: datedLink.column, bin: BIN_WORDS[pieceWords[1]!]!, reason: datedLink.reason }
            : verbDated && !exactColumn
              ? { column: verbDated.column, bin: BIN_WORDS[pieceWords[0]!]!, reason: verbDated.reason }
              : undefined;
        // ("by delay reason and day of the week": a cycle named in words is its bin, not a day.)
        const cycle = CYCLE_PHRASES[pieceWords.join(" ")];
        if (cycle) {
          addTimeGroup(cycle, pieceStart, k, `"${phrase(pieceStart, k)}"`);
          consume(pieceStart, k);
        } else if (route) {
          addRoute(route, only!);
          consume(pieceStart, k);
        } else if (only && BIN_WORDS[only] && !exactColumn && !rankedByTime(pieceStart)) {
          addTimeGroup(BIN_WORDS[only], pieceStart, k, `"${phrase(i, k)}"`);
          consume(pieceStart, k);
        } else if (datedBin && !rankedByTime(pieceStart)) {
          // "by start hour" of strt_ts, "per end month": a date column's word, then a bin, is that column binned.
          timeColumn = datedBin.column;
          timeReason = `"${tokens[pieceStart]!.raw}" names it (${datedBin.reason})`;
          addTimeGroup(datedBin.bin, pieceStart, k, `"${phrase(i, k)}"`);
          consume(pieceStart, k);
        } else if (
          mention &&
          word === "by" &&
          byName.get(mention.links[0]!.column)?.type === "boolean" &&
          mention.end - mention.start <= 2 &&
          mention.start === pieceStart &&
          // ("spent by club members": the plural may end two words naming the column.)
          singular(words[mention.end - 1]!) !== words[mention.end - 1] &&
          // ("grouped by expres": the column's own name as written, though it ends in "s", is no plural subject.)
          keyOf(mention.links[0]!.column) !== words.slice(mention.start, mention.end).join("") &&
          // "rentals by members vs non-members" compares the two sides: a grouping.
          !["vs", "versus", "against", "compare", "compared"].includes(words[mention.end] ?? "")
        ) {
          // "bookings made by members", "either by members or for a birthday": who did it, the true/false column's
          // subject in the plural, is that column's true rows (read below as a filter or a rate), not a grouping.
        } else if (mention) {
          const measureLink = linkFor(mention, (column) => isNumeric(column) || column.type === "boolean");
          const groupLink = mention.links[0]!;
          // "top 2 teams by reopened tickets": after a ranking, a measure is the ranking's measure.
          if (ranking && measureLink && measureLink.score >= groupLink.score - 0.05) {
            measureHints.push(mention);
          } else if (word !== "by" && word !== "across" && isOwnKey(groupLink.column)) {
            // "average cost per shipment": per row, not one group per id. (The words before the rows' noun say which rows:
            // "per fitting job" keeps the fittings, read with the values below.)
            perRowFrom = mention.start;
          } else if (word === "per" && only !== undefined && isTemporal(byName.get(groupLink.column)) && namesRowsByTableName(only)) {
            // "average cost per firing" over kiln_frg_log: the noun names the rows (the table's name says so), and the
            // date column it links to (frg_dt) only shares that name: per row, not one group per date.
            assumptions.push(`"per ${only}" read as per row: "${only}" names the rows of ${table.name}.`);
          } else if (
            word === "per" &&
            only !== undefined &&
            singular(only) === only &&
            isTemporal(byName.get(groupLink.column)) &&
            !BIN_WORDS[only] &&
            !["date", "time", "timestamp"].includes(only)
          ) {
            // "average service time per visit" over vst_dt (visit date): one visit is one row, not one group per date.
            assumptions.push(`"per ${only}" read as per row: a ${only} is a row, though ${groupLink.column} shares the word.`);
          } else if (word === "per" && only !== undefined && singular(only) === only && countsOf(groupLink.column, only)) {
            // "the average green fee per player" beside a column Players (how many played): the unit the measure is in, a
            // head, not one group per number of players. ("revenue per recipient": a total's rate, read at the end.)
            perCounted = { column: groupLink.column, words: `per ${only}` };
            assumptions.push(`"per ${only}" read as the unit of the measure: ${groupLink.column} counts them; no group per count.`);
          } else if (word === "per" && only !== undefined && groupLink.score < 0.9 && groupLink.complete === false && namesRowsByHead(only)) {
            // "what we charged on average per parcel" over pcl_shpt_log: the rows, though pcl_sz (parcel size) shares the word.
            assumptions.push(`"per ${only}" read as per row: "${only}" names the rows of ${table.name}.`);
          } else if (
            word === "by" &&
            ranking &&
            only !== undefined &&
            singular(only) !== only &&
            isTemporal(byName.get(groupLink.column)) &&
            namesRowsByTableName(only)
          ) {
            // "top 3 games by visits" over boardGameVisits: the rows counted, though visitDate shares their name.
            assumptions.push(`"by ${only}" read as the number of rows: "${only}" names the rows of ${table.name}.`);
          } else if (isTemporal(byName.get(groupLink.column))) {
            addTimeGroup("auto", pieceStart, k, `"${mention.words}" is a date column`);
          } else addGroup(mention, groupLink);
          consume(mention.start, mention.end);
          // "in each room, members vs non-members": the comma between two groupings is not read, so the last noun
          // won; a text column named before a side set against the other is a grouping of its own.
          if (["vs", "versus"].includes(words[mention.end] ?? ""))
            for (const other of heads) {
              if (other === mention || other.end > mention.start) continue;
              const link = other.links[0]!;
              const column = byName.get(link.column);
              if (column?.type !== "string" || isRowKey(link.column) || link.score < 0.9 || groups.some((group) => group.column === link.column)) continue;
              addGroup(other, link, groups.length - 1);
              consume(other.start, other.end);
            }
          // The words after the grouping's column stay for what follows ("by state leaving out Auto claims").
          const sameColumn = (token: Token) =>
            inPiece.some((other) => token.index >= other.start && token.index < other.end && other.links.some((link) => link.column === groupLink.column));
          const rest = tokens.slice(mention.end, k).filter((token) => !STOP_WORDS.has(token.word) && !sameColumn(token));
          const valuesBefore =
            perRowFrom === mention.start &&
            tokens
              .slice(pieceStart, mention.start)
              .some((token) => linkValues(token.word, token.raw, columns, { codes: true }).some((link) => link.score >= 0.8));
          consume(valuesBefore ? mention.start : pieceStart, rest.length > 0 ? mention.end : k);
          // ("per full shear job": beside the value, "shear" of the kind of job names no measure; it goes with the value.)
          if (valuesBefore && mention === rowsClosing)
            for (const token of tokens.slice(pieceStart, mention.start))
              if (!STOP_WORDS.has(token.word) && !linkValues(token.word, token.raw, columns, { codes: true }).some((link) => link.score >= 0.8))
                consume(token.index, token.index + 1);
        } else if (only && ["person", "people", "persons", "staff"].includes(only) && personColumn) {
          // "how many per person", "for each person": the column of people.
          const person = personColumn;
          groups.push({ column: person.name, bin: null, as: person.name });
          provenance.push({
            element: "group",
            words: phrase(pieceStart, k),
            column: person.name,
            score: 0.75,
            reason: `"${only}": the column of people, ${person.name}`,
          });
          consume(pieceStart, k);
        } else if (word !== "by" && word !== "across" && pieceWords.length === 1 && !groupNamedByNoColumn()) {
          // "average revenue per order": per row, which an average already is. "for each dentist" is not
          // per row unless the rows are dentists: a grouping the table does not name is asked below.
          consume(pieceStart, k);
        } else if (pieceWords.length > 0 && pieceWords.every((word) => SHARE_WORDS.has(word))) {
          // "top 2 regions by share of revenue": the share is the measure ranked by, not a grouping.
          consume(pieceStart, k);
        } else if (groupNamedByNoColumn()) {
          // "for each dentist" over Dutch columns: a grouping the table does not name; its text columns are offered.
          return unmatchedColumn(
            phrase(pieceStart, k),
            tokens[pieceStart + words.slice(pieceStart, k).indexOf(pieceWords[0]!)]?.raw ?? pieceWords[0]!,
            columns.filter((column) => column.type === "string" && !isRowKey(column.name)),
            `the grouping "${phrase(i, k)}" matches no column`,
          );
        } else if (pieceWords.length > 0 && pieceWords.some((word) => !STOP_WORDS.has(word))) {
          // "top 3 neighbourhoods by tips received": after a ranking, a word naming a number column even loosely (the
          // plural "tips" of tipAmount, below a mention's threshold) is the ranking's measure; the rest describes it.
          const ranked = ranking ? rankedByWord(pieceStart, k) : undefined;
          if (ranked) {
            measureHints.push(ranked);
            consume(pieceStart, k);
          } else {
            // A breakdown by something the table does not have changes the answer's shape: ask.
            const unclear = tokens
              .slice(pieceStart, k)
              .filter((token) => pieceWords.includes(token.word))
              .map((token) => token.raw)
              .join(" ");
            return unmatchedColumn(
              phrase(pieceStart, k),
              unclear,
              columns.filter((column) => !isNumeric(column) || column.type === "integer"),
              `the grouping "${phrase(pieceStart, k)}" matches no column`,
            );
          }
        }
      }
      pieceStart = k + 1;
      if (k < end) used.add(k);
    }
  }

  if (compareBin) addTimeGroup(compareBin, 0, 0, `the question compares ${compareBin}s`);

  /** A "not" up to five words before `at`, with only verbs and function words between ("did not come through an"). */
  /**
   * A word followed by one or two words in brackets inside its clause, which restate it ("don't count the outreach (EDU)
   * evenings"): the bracket ends no clause.
   */
  const restatedInBrackets = (i: number) => {
    if (!tokens[i]?.opensBracket) return false;
    const close = [i + 1, i + 2].find((j) => tokens[j]?.closesBracket);
    return close !== undefined && close + 1 < tokens.length && !tokens[close]!.pause && !tokens[close]!.sentenceEnd;
  };
  const notBefore = (at: number) => {
    for (let i = at - 1; i >= Math.max(0, at - 6); i--) {
      const word = words[i]!;
      if (word === "not" || word === "never") return true;
      if (
        (used.has(i) && !leavingOut.has(i)) ||
        (tokens[i]!.pause && !restatedInBrackets(i)) ||
        ["and", "or", "but", ",", "who", "which", "that", "where", "with", "by", "per"].includes(word)
      )
        return false;
    }
    return false;
  };
  // 9b. "priority 1 calls", "zone 3", "lane 2": a column named, then a number, where the column holds codes of its
  // initial and numbers ("P1", "Z3", "L-2"): the one code with that number.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const n = numberOf(words[i + 1]);
    if (used.has(i) || used.has(i + 1) || n === undefined || !Number.isInteger(n) || n < 0) continue;
    const named = mentionsIn(Math.max(0, i - 2), i + 1).filter((mention) => mention.end === i + 1);
    for (const mention of named) {
      const column = mention.links.map((link) => byName.get(link.column)).find((candidate) => candidate?.type === "string" && candidate.values?.length);
      const initial = words[mention.start]![0]!.toLowerCase();
      const codes = (column?.values ?? []).filter(
        (value): value is string => typeof value === "string" && new RegExp(`^${initial}[a-z]{0,2}[ -]?0*${n}$`, "i").test(value) && !/^\d/.test(value),
      );
      if (!column || codes.length !== 1) continue;
      filterProvenance(
        mention.start,
        i + 2,
        { column: column.name, operator: "in", values: [codes[0]!], temporal: false },
        0.85,
        `"${phrase(mention.start, i + 2)}" is ${codes[0]} of ${column.name}: its initial and the number`,
      );
      consume(mention.start, i + 2);
      break;
    }
  }

  // 9c. "how many runs are missing a road temperature", "what share has no rating", "how many wheels had the weight left
  // blank": a column said to be missing is empty (a number or a date as well as a text without a value saying none).
  const countOrShare = howManyAt >= 0 || has("percentage", "percent", "share", "rate", "proportion");
  // (In any question for a date: "which visits have no finish time recorded" lists the rows whose Finished At is empty.)
  for (const mention of mentionsIn()) {
    const column = byName.get(mention.links[0]!.column);
    if (!column || column.type === "boolean" || column.derived || isRowKey(column.name) || mention.links[0]!.score < 0.7) continue;
    if (!countOrShare && !isTemporal(column)) continue;
    // (Articles and up to two words that name nothing between: "missing a road temperature" of rst_c.)
    let before = mention.start - 1;
    for (let skipped = 0; before >= 0 && !used.has(before) && skipped < 4; before--, skipped++) {
      const word = words[before]!;
      if (["a", "an", "any", "the", "its", "their"].includes(word)) continue;
      if (skipped >= 2 || STOP_WORDS.has(word) || columnLinks(word).length > 0 || ["missing", "lacking", "lack", "lacks", "no"].includes(word)) break;
    }
    const saidBefore =
      ["missing", "lacking", "lack", "lacks"].includes(words[before] ?? "") ||
      // (A number with "no" is 0: "sales with no discount".)
      (words[before] === "no" && !isNumeric(column) && ["with", "had", "has", "have"].includes(words[before - 1] ?? ""))
        ? before
        : -1;
    const saidAfter =
      ["is", "was", "are", "were", "left"].includes(words[mention.end] ?? "") &&
      ["missing", "blank", "empty", "unknown", "unrecorded"].includes(words[mention.end + 1] ?? "");
    if ((saidBefore < 0 && !saidAfter) || (saidBefore >= 0 && used.has(saidBefore))) continue;
    // (A text column with a value saying none is read by the values' rule below.)
    if (column.values?.some(saysNone)) continue;
    const from = saidBefore >= 0 ? saidBefore : mention.start;
    const to = saidAfter
      ? mention.end + 2
      : ["recorded", "entered", "logged", "given", "set", "yet"].includes(words[mention.end] ?? "")
        ? mention.end + 1
        : mention.end;
    consume(from, to);
    filterProvenance(
      from,
      to,
      { column: column.name, operator: "is_null", values: [true], temporal: isTemporal(column) },
      mention.links[0]!.score,
      `${mention.links[0]!.reason}; "${phrase(from, to)}": the rows where ${column.name} is empty`,
    );
  }

  // 9d. "the units we actually installed", "how many orders were shipped": a verb in its past form that a date column
  // records, said of the rows as done, keeps the rows where that date is set (a pending job has no install date).
  for (let i = 1; i < tokens.length; i++) {
    const word = words[i]!;
    if (used.has(i) || !/^[a-z]{3,}ed$/.test(word)) continue;
    const link = linkColumns(word, temporalColumns)[0];
    if (!link || link.score < 0.8) continue;
    let k = i - 1;
    const stressed = ["actually", "already", "really", "finally"].includes(words[k]!);
    while (k > 0 && ["actually", "already", "really", "finally", "ever"].includes(words[k]!)) k--;
    // (Only a later event than the rows' first date, installed after ordered, may not have happened yet: "how many games were
    // played" over a play date says nothing of empty dates; or a done said with stress, "the ones we actually installed".)
    if (!stressed && (temporalColumns.length < 2 || temporalColumns[0]!.name === link.column)) continue;
    if (words[k] === "been" && ["have", "has", "had"].includes(words[k - 1] ?? "")) k--;
    // ("list the shipped orders": the verb's past form as an adjective of the rows' noun says the same.)
    const next = words[i + 1] ?? "";
    const adjective =
      (namesRowsNoun(next) || (namesTheRows(next, true) && next.length >= 4 && !STOP_WORDS.has(next))) && !isNot(words[i - 1]) && !used.has(i + 1);
    const subject = adjective || ["we", "they", "you"].includes(words[k]!) || ["were", "was", "has", "have", "got"].includes(words[k]!);
    // (Not "when we installed", "jobs not installed", nor a question about the date itself: "how many were installed in May" is read so too.)
    if (!subject || isNot(words[k - 1]) || ["when", "since", "until", "before", "after", "if"].includes(words[k - 1] ?? "")) continue;
    if (filters.some((filter) => filter.column === link.column && filter.operator === "is_null")) continue;
    consume(i, i + 1);
    filterProvenance(
      i,
      i + 1,
      { column: link.column, operator: "is_null", values: [false], temporal: true },
      link.score,
      `${link.reason}; "${phrase(k, i + 1)}": the rows where ${link.column} is set`,
    );
  }

  /** A past form with two neighbouring letters of `word` swapped ("piad" paid) that names a time column, if one does. */
  const swappedPastForm = (word: string) => {
    for (let k = 0; k + 1 < word.length; k++) {
      const candidate = word.slice(0, k) + word[k + 1] + word[k] + word.slice(k + 2);
      if (candidate !== word && isPastForm(candidate) && linkColumns(candidate, temporalColumns).some((link) => link.score >= 0.8)) return candidate;
    }
    return undefined;
  };
  // 9d'. "everything that isn't paid yet", "jobs not invoiced", "unpaid jobs", "orders still not shipped": the same verb said
  // of the rows as not done, or with "un-" before it, keeps the rows where that later date is still empty.
  for (let i = 0; i < tokens.length; i++) {
    const word = words[i]!;
    if (used.has(i)) continue;
    // ("how much are we still owed": money owed is money not paid yet; the word stays the money's, where no column, such as
    // a fee less what was paid, is named by it.)
    const owed = OWED_WORDS.has(word) && !columnLinks(word).some((link) => link.score >= 0.95);
    // (Two letters swapped are the word meant: "unpiad" is unpaid.)
    const rest = /^un\p{L}{4,}$/u.test(word) ? word.slice(2) : undefined;
    const restVerb = rest === undefined ? undefined : isPastForm(rest) ? rest : swappedPastForm(rest);
    const undone = owed || restVerb !== undefined;
    const verb = owed ? "paid" : (restVerb ?? word);
    // (Not a word naming a column of its own, "unpaid" of a derived outstanding amount, nor a value: a Status of Unpaid.)
    if (!owed && columnLinks(word).some((link) => link.score >= 0.9 && !isTemporal(byName.get(link.column)))) continue;
    if (undone && !owed && linkValues(word, tokens[i]!.raw, columns).some((link) => link.score >= 0.9)) continue;
    if (!undone && !(isPastForm(verb) && /^\p{L}{3,}$/u.test(verb))) continue;
    const link = linkColumns(verb, temporalColumns)[0];
    if (!link || link.score < 0.8 || temporalColumns.length < 2 || temporalColumns[0]!.name === link.column) continue;
    // (Only the rows said not to be so: "not" or "never" right before, or "yet to be"; not "when it was not paid".)
    let from = i;
    if (!undone) {
      if (isNot(words[i - 1]) && !used.has(i - 1)) from = i - 1;
      else if (words[i - 1] === "be" && words[i - 2] === "to" && words[i - 3] === "yet") from = i - 3;
      // ("orders that still haven't been paid", "not yet been invoiced".)
      else if (words[i - 1] === "been" && isNot(words[i - 2]) && !used.has(i - 2)) from = i - 2;
      else if (words[i - 1] === "been" && words[i - 2] === "yet" && isNot(words[i - 3]) && !used.has(i - 3)) from = i - 3;
      else continue;
      if (words[from - 1] === "still") from--;
      if (["when", "if", "unless", "until", "before", "after"].some((conjunction) => words.slice(Math.max(0, from - 3), from).includes(conjunction))) continue;
    }
    const to = words[i + 1] === "yet" ? i + 2 : i + 1;
    if (!owed) consume(from, to);
    // (Said twice, "still owed … everything that isn't paid yet", it is one filter.)
    if (filters.some((filter) => filter.column === link.column && filter.operator === "is_null")) continue;
    filterProvenance(
      from,
      to,
      { column: link.column, operator: "is_null", values: [true], temporal: true },
      link.score,
      `${link.reason}; "${phrase(from, to)}": the rows where ${link.column} is still empty`,
    );
  }

  // 9e. "private flights that actually went up", "lessons that really went ahead": a verb stressed as done that names
  // nothing, where the table has one true/false column named by a verb in the past (Flew, Attended), keeps its true rows.
  const namesCallingOff = (column: AnalysisColumn) => ["cancelled", "aborted"].some((word) => linkColumns(word, [column]).some((link) => link.score >= 0.7));
  // (A verb of calling off is no doing: a column "cancelled" of 1/0 marks the rows that did not happen.)
  const doneFlags = columns.filter((column) => {
    const named = identifierWords(column.name);
    return column.type === "boolean" && named.length === 1 && isPastForm(named[0]!) && !namesCallingOff(column);
  });
  // (With none, the one flag of rows called off, cxl_flg = Y/N or is_aborted, keeps its false rows: "flights that actually
  // flew" are those not cancelled. A yes/no column is true/false here; its filter names its "no" back at the end.)
  const calledOff = doneFlags.length === 0 ? columns.filter((column) => column.type === "boolean" && namesCallingOff(column)) : [];
  // (With neither, a text column of states some of which call the row off, Status = Sailed / Weather Cancelled / Customer
  // Cancelled: "trips that actually went out" are the rows in none of those states.)
  // (A no-show too: the lesson or trip did not go ahead.)
  const calledOffWord = (value: string) =>
    (fold(value).match(/\p{L}+/gu) ?? []).some((word) => CALLED_OFF_WORDS.has(word)) || /\bno[ _-]?shows?\b/.test(fold(value));
  const statusColumns =
    doneFlags.length === 0 && calledOff.length === 0
      ? columns.filter(
          (column) =>
            column.type === "string" &&
            !isRowKey(column.name) &&
            (column.values?.length ?? 0) >= 2 &&
            (column.values ?? []).some((value) => typeof value === "string" && calledOffWord(value)) &&
            (column.values ?? []).some((value) => typeof value === "string" && !calledOffWord(value)),
        )
      : [];
  const happened: { column: AnalysisColumn; value: boolean | undefined; offValues?: string[] } | undefined =
    doneFlags.length === 1
      ? { column: doneFlags[0]!, value: true }
      : calledOff.length === 1
        ? { column: calledOff[0]!, value: false }
        : statusColumns.length === 1
          ? {
              column: statusColumns[0]!,
              value: undefined,
              offValues: (statusColumns[0]!.values ?? []).filter((value): value is string => typeof value === "string" && calledOffWord(value)),
            }
          : undefined;
  for (let i = 0; i < tokens.length - 1 && happened; i++) {
    const flag = happened.column.name;
    // ("sessions that took place": the phrase says it happened without a stress word.)
    const tookPlace = words[i] === "took" && words[i + 1] === "place";
    if (used.has(i) || used.has(i + 1) || (!tookPlace && (!["actually", "really"].includes(words[i]!) || !isPastForm(words[i + 1]!))) || isNot(words[i - 1]))
      continue;
    // ("what percentage of groups actually escaped": after a share asked, the verb is what the share is of, read below.)
    if (words.slice(0, i).some((word) => ["percentage", "percent", "share", "proportion", "fraction", "%"].includes(word))) continue;
    if (filters.some((filter) => filter.column === flag) || columnLinks(words[i + 1]!).some((link) => link.column !== flag && link.score >= 0.8)) continue;
    // (Nor where the flag is named in words of its own, read below: "actually went ahead, i.e. weren't cancelled".)
    if (mentionsIn().some((mention) => mention.links[0]!.column === flag && mention.links[0]!.score >= 0.7 && (mention.start > i + 1 || mention.end < i)))
      break;
    // ("sessions actually played": a verb that is a state of its own, Played, is that value, read below.)
    if (happened.offValues && (happened.column.values ?? []).some((value) => typeof value === "string" && fold(value) === words[i + 1])) break;
    consume(i, i + 2);
    if (happened.offValues)
      filterProvenance(
        i,
        i + 2,
        { column: flag, operator: "not_in", values: happened.offValues, temporal: false },
        0.7,
        `"${phrase(i, i + 2)}": the rows that happened, ${flag} not ${happened.offValues.join(" or ")} (called off)`,
      );
    else
      filterProvenance(
        i,
        i + 2,
        { column: flag, operator: "in", values: [happened.value!], temporal: false },
        0.75,
        `"${phrase(i, i + 2)}": the rows that happened, ${happened.value ? flag : `${flag} = false (not called off)`}`,
      );
    break;
  }

  // 9f. "DVDs that came back overdue", "how many late returns", "deliveries that were delayed": a word of lateness said of
  // the rows (before their noun, or after a verb of coming back, arriving or being) keeps the rows a number column of
  // lateness (days_late, delay_min, dis_retard: days late) is above 0, and that column is then no measure. Not "how late",
  // "days late" (an amount of it), nor "late fee" (a money column's name).
  const lateness = columns.filter(
    (column) => isNumeric(column) && !isMoneyColumn(column) && LATENESS_WORDS.some((word) => linkColumns(word, [column]).some((link) => link.score >= 0.7)),
  );
  // (A true/false column of lateness, "delayed", says it itself: read as a flag elsewhere.)
  const lateFlag = columns.some(
    (column) => column.type === "boolean" && LATENESS_WORDS.some((word) => linkColumns(word, [column]).some((link) => link.score >= 0.7)),
  );
  for (let i = 0; i < tokens.length && lateness.length > 0 && !lateFlag; i++) {
    const word = words[i]!;
    if (used.has(i) || !LATENESS_WORDS.includes(word)) continue;
    const before = words[i - 1] ?? "";
    const next = words[i + 1] ?? "";
    const rowsAfter = namesRowsNoun(next) || (namesTheRows(next, true) && next.length >= 4 && !STOP_WORDS.has(next));
    const said = ["back", "returned", "were", "was", "is", "are", "been", "arrived", "came", "delivered", "finished", "ran", "running", "got"].includes(
      before.replace(/^not$/, ""),
    );
    const amount =
      before === "how" ||
      unitOf(before) !== undefined ||
      /^\d/.test(before) ||
      (next !== "" && columnLinks(`${word} ${next}`).some((link) => link.score >= 0.9));
    if (amount || !(rowsAfter || said || (isNot(before) && ["were", "was", "are", "is", "back"].includes(words[i - 2] ?? "")))) continue;
    const negated = isNot(before) || isNot(words[i - 2]);
    // (Of two, days_late and delay_min, the one the word itself names: "late" days_late, "delayed" delay_min.)
    const named = lateness
      .map((candidate) => ({
        candidate,
        // (The column written with the word's own stem first: "delayed" of delay_min beside days_late, its synonym.)
        score:
          (linkColumns(word, [candidate])[0]?.score || linkColumns("late", [candidate])[0]?.score || 0) +
          (identifierWords(candidate.name).some((part) => part.length >= 4 && word.startsWith(part)) ? 0.05 : 0),
      }))
      .sort((a, b) => b.score - a.score);
    if (named.length > 1 && named[0]!.score === named[1]!.score) continue;
    const column = named[0]!.candidate.name;
    consume(negated && isNot(before) ? i - 1 : i, i + 1);
    filterProvenance(
      i,
      i + 1,
      { column, operator: negated ? "<=" : ">", values: [0], temporal: false },
      0.8,
      `"${tokens[i]!.raw}" said of the rows: ${column}, the table's one number of lateness, ${negated ? "is 0 or less" : "is above 0"}`,
    );
    break;
  }

  // 10. Values named in the question become filters on the column that holds them.
  // ("had no drink plan", "without a drink plan": a text column named after "no" whose own value says none (None, No,
  // N/A) is that value.)
  for (const mention of mentionsIn()) {
    const column = byName.get(mention.links[0]!.column);
    // (A column of codes named by its head alone, "injuries" of inj_cd, is linked a little more weakly: its code word is not named.)
    const codeHead = mention.links[0]!.complete === false && ["cd", "cde", "code"].includes(identifierWords(column?.name ?? "").at(-1) ?? "");
    if (column?.type !== "string" || !column.values || mention.links[0]!.score < (codeHead ? 0.6 : 0.7)) continue;
    // "anyone who was deferred" of DEF_CD: a past form naming a column of codes, after a verb of being, is the rows with a
    // code; left out ("leaving out the mobile sessions and anyone who was deferred"), the rows without one.
    if (
      codeHead &&
      mention.end - mention.start === 1 &&
      isPastForm(words[mention.start]!) &&
      ["was", "were", "got", "been", "is", "are", "get", "gets"].includes(words[mention.start - 1] ?? "") &&
      !isRowKey(column.name)
    ) {
      // (Or listed after another thing left out, with "and" and up to eight words between, within the clause.)
      let listedOut = false;
      for (let i = mention.start - 2, joined = false; i >= Math.max(0, mention.start - 12); i--) {
        if (tokens[i]!.pause || tokens[i]!.sentenceEnd) break;
        if (["and", "or", "nor"].includes(words[i]!)) joined = true;
        if (joined && (leavesOutAt(i) || words[i] === "without")) {
          listedOut = true;
          break;
        }
      }
      const leftOut = opensLeftOutClause(mention.start) || isNot(words[mention.start - 2]) || listedOut;
      consume(mention.start - 1, mention.end);
      filterProvenance(
        mention.start - 1,
        mention.end,
        { column: column.name, operator: "is_null", values: [leftOut], temporal: false },
        mention.links[0]!.score,
        `${mention.links[0]!.reason}; "${phrase(mention.start - 1, mention.end)}": the rows where ${column.name} ${leftOut ? "is empty (left out)" : "has a value"}`,
      );
      continue;
    }
    // ("without anyone getting hurt", "without anyone getting an injury": up to three words between that name nothing.)
    const between = (from: number) => words.slice(from + 1, mention.start).every((word, k) => !used.has(from + 1 + k) && columnLinks(word).length === 0);
    const withoutAt = [1, 2, 3, 4].map((back) => mention.start - back).find((at) => at >= 0 && words[at] === "without" && between(at));
    const noAt =
      words[mention.start - 1] === "no"
        ? mention.start - 1
        : ["a", "any"].includes(words[mention.start - 1] ?? "") && words[mention.start - 2] === "without"
          ? mention.start - 2
          : -1;
    // ("had a problem reported", "with an issue logged": a text column left empty when there is none has a value.)
    const hadAt =
      ["a", "an", "any", "some"].includes(words[mention.start - 1] ?? "") && ["had", "has", "have", "with", "got"].includes(words[mention.start - 2] ?? "")
        ? mention.start - 2
        : -1;
    if (noAt < 0 && hadAt >= 0 && !used.has(hadAt) && !isRowKey(column.name) && (howManyAt >= 0 || has("percentage", "percent", "share", "rate"))) {
      consume(hadAt, mention.end);
      filterProvenance(
        hadAt,
        mention.end,
        { column: column.name, operator: "is_null", values: [false], temporal: false },
        mention.links[0]!.score,
        `${mention.links[0]!.reason}; "${phrase(hadAt, mention.end)}": the rows where ${column.name} has a value`,
      );
      continue;
    }
    const none = column.values.filter(saysNone);
    // "how many jobs went off without anyone getting hurt", "what share had no fault code": a text column with no value
    // saying none is left empty when there is none.
    const emptyAt = noAt >= 0 ? noAt : (withoutAt ?? -1);
    if (
      emptyAt >= 0 &&
      !used.has(emptyAt) &&
      none.length === 0 &&
      !isRowKey(column.name) &&
      (howManyAt >= 0 || has("percentage", "percent", "share", "rate"))
    ) {
      consume(emptyAt, mention.end);
      filterProvenance(
        emptyAt,
        mention.end,
        { column: column.name, operator: "is_null", values: [true], temporal: false },
        mention.links[0]!.score,
        `${mention.links[0]!.reason}; "${phrase(emptyAt, mention.end)}": the rows where ${column.name} is empty`,
      );
      continue;
    }
    if (noAt < 0 || used.has(noAt) || mention.links[0]!.score < 0.8) continue;
    if (none.length !== 1) continue;
    consume(noAt, mention.end);
    filterProvenance(
      noAt,
      mention.end,
      { column: column.name, operator: "in", values: none, temporal: false },
      mention.links[0]!.score,
      `${mention.links[0]!.reason}; "${phrase(noAt, mention.end)}" is its value ${none[0]}`,
    );
  }
  // "from 24 to 30 November 2025 (Black Friday week)": a name in brackets right after a period, ending in a word for a
  // stretch of time, names that period; its words are no filter (promoCode BLACKFRIDAY).
  filters.forEach((filter, k) => {
    const end = filterSpans[k]!.to - 1;
    if (!filter.temporal || !tokens[end]?.opensBracket) return;
    // (A bracket closing the question is not marked on its last word.)
    const close = [1, 2, 3, 4].map((n) => end + n).find((j) => tokens[j]?.closesBracket || j === tokens.length - 1);
    if (close === undefined || !PERIOD_NAME_WORDS.has(words[close]!)) return;
    for (let at = end + 1; at <= close; at++) used.add(at);
  });
  const valueFilters = new Map<
    string,
    { values: (string | boolean)[]; negated: boolean; from: number; to: number; score: number; reasons: string[]; coded?: boolean }
  >();
  /**
   * "jobs that failed or got aborted" (rslt FAIL and ABRT): a word joined by "or", "and" or "nor" to a value read of a
   * column, and read as nothing itself, is tried as another value of that column, its code too (though "failed" also
   * names fail_cd loosely, which keeps it from being read as a code on its own). An auxiliary may stand after the
   * conjunction ("or got", "and were").
   */
  const coordinatedValues = () => {
    const free = (at: number) => at >= 0 && at < tokens.length && !used.has(at) && !STOP_WORDS.has(words[at]!) && !NEGATIONS.has(words[at]!);
    const joins = (word: string | undefined) => word === "or" || word === "and" || word === "nor";
    for (const [name, entry] of valueFilters) {
      const column = byName.get(name);
      if (column?.type !== "string" || !column.values || entry.to - entry.from !== 1) continue;
      // The word before: "<word> or [got] <value>"; the word after: "<value> or [got] <word>".
      let before = entry.from - 1;
      while (before >= 0 && AUXILIARIES.has(words[before]!) && !SUBJECT_PRONOUNS.has(words[before]!)) before--;
      let after = entry.to + 1;
      while (after < words.length && AUXILIARIES.has(words[after]!) && !SUBJECT_PRONOUNS.has(words[after]!)) after++;
      const candidates = [
        joins(words[before]) && !tokens[before - 1]?.pause ? before - 1 : -1,
        joins(words[entry.to]) && !tokens[entry.to - 1]!.pause ? after : -1,
      ];
      for (const at of candidates) {
        if (!free(at) || !/^\p{L}{4,}$/u.test(words[at]!)) continue;
        const link = linkValues(words[at]!, tokens[at]!.raw, [column], { codes: true }).find(
          (found) => found.score >= 0.8 && !entry.values.includes(found.value),
        );
        if (!link) continue;
        const joiner = at < entry.from ? words[before] : words[entry.to];
        entry.values.push(link.value);
        entry.from = Math.min(entry.from, at);
        entry.to = Math.max(entry.to, at + 1);
        entry.reasons.push(`${link.reason}, joined by "${joiner}" to another value of it`);
        consume(at, at + 1);
      }
    }
  };
  for (let length = 4; length >= 1; length--) {
    for (let start = 0; start + length <= tokens.length; start++) {
      const span = tokens.slice(start, start + length);
      // (Four words only with an amount first: "40 ft high cubes" of "40ft HC".)
      if (length === 4 && !/^\d/.test(span[0]!.word)) continue;
      if (span.some((token) => used.has(token.index))) continue;
      // A value's words do not run across a comma ("For sweeps, what percentage" is not the initials SWP).
      if (span.slice(0, -1).some((token) => token.pause)) continue;
      // ("annual" left by the time bins is a value: "annual pass holders".)
      // ("group walks", "other expenses": a word that is a value as written, before the noun naming the rows, is that value.)
      const valueOfRows =
        words[start + 1] !== undefined &&
        namesRowsNoun(words[start + 1]!) &&
        linkValues(span[0]!.word, span[0]!.raw, columns).some((link) => link.score >= 0.95);
      if (length === 1 && STOP_WORDS.has(span[0]!.word) && span[0]!.raw.length > 2 && !ADVERB_BINS.has(span[0]!.word) && !valueOfRows) continue;
      // ("… last year? A line chart would be great": "A" opening a sentence before a word in lower case is the article, not
      // the code A; its capital says nothing there.)
      if (length === 1 && span[0]!.raw === "A" && (start === 0 || tokens[start - 1]!.sentenceEnd) && /^\p{Ll}/u.test(tokens[start + 1]?.raw ?? "")) continue;
      // ("… with the net kg and what we paid": a verb in a clause of "what" and its subject names an amount, not the rows
      // in a state of its name, "paid".)
      if (length === 1 && words[start - 2] === "what" && SUBJECT_PRONOUNS.has(words[start - 1] ?? "")) continue;
      let text = span.map((token) => token.word).join(" ");
      let negatedHere = false;
      if (text.startsWith("non-") || text.startsWith("non ")) [text, negatedHere] = [text.slice(4), true];
      // A single word no column claims may be a code of a value ("goalkeepers" → GK).
      // ("most expensive" is an adjective, not the code EXP; "the most delays" a plural noun, which may be DLY.)
      // ("C-checks", "A check": a letter before a word may be a code of both, CCHK.)
      const codes =
        (length === 2 && /^[a-z]$/.test(span[0]!.word) && /^\p{L}{3,}$/u.test(span[1]!.word)) ||
        (length === 1 && /^[a-z]-\p{L}{3,}$/u.test(span[0]!.word)) ||
        (length === 1 &&
          columnLinks(text).length === 0 &&
          (!["most", "least", "more", "less", "very", "too", "so", "quite", "rather"].includes(words[start - 1] ?? "") ||
            (["most", "least", "more", "fewest", "fewer"].includes(words[start - 1] ?? "") && singular(text) !== text)));
      /** Whether the word at `at` names a true/false column (yes/no ones are read as such) other than `column`. */
      const flagNamedAt = (at: number, column: string) =>
        at < tokens.length &&
        !STOP_WORDS.has(words[at]!) &&
        linkColumns(words[at]!, columns).some((other) => other.score >= 0.7 && other.column !== column && byName.get(other.column)?.type === "boolean");
      // "the mall car park": a text column named right after the words, whose value they may be a word of.
      // ("door faults" of fault_cd: a column of codes is named by what its codes describe, more loosely.)
      const holdsCodes = (column: AnalysisColumn | undefined) =>
        column?.values !== undefined && column.values.length > 0 && column.values.every((value) => typeof value === "string" && /^[A-Z]{1,4}$/.test(value));
      const namedMention = mentionsIn(start + length, Math.min(tokens.length, start + length + 3)).find(
        (mention) => mention.start === start + length && mention.links[0]!.score >= 0.9 && byName.get(mention.links[0]!.column)?.type === "string",
      );
      const namedAfter =
        (namedMention ? namedMention.links[0]!.column : undefined) ??
        (start + length < tokens.length && !used.has(start + length)
          ? linkColumns(words[start + length]!, columns).find((link) => link.score >= 0.55 && holdsCodes(byName.get(link.column)))?.column
          : undefined);
      // Words none of which names a column may be a code of their letters ("stump grinding" → SGR).
      // (Nor words that ask for a measure: "gritting spend" is the cost of gritting, not the driver GS.)
      const phraseCodes =
        length >= 2 &&
        span.every((token) => !columnLinks(token.word).some((link) => link.score >= 0.8) && !asksSomething(token.word) && !VERB_MEASURES[token.word]);
      // ("night runs": one word before a plural noun describes the rows, as a code of its letters may.)
      const nextWord = words[start + length] ?? "";
      const beforePlural = length === 1 && /^[a-z]{3,}(?:-[a-z]+)*s$/.test(nextWord) && !STOP_WORDS.has(nextWord) && singular(nextWord) !== nextWord;
      let links = linkValues(text, span.map((token) => token.raw).join(" "), columns, {
        codes,
        phraseCodes,
        ...(beforePlural ? { modifier: true } : {}),
        counted: words[start - 1] === "many" && words[start - 2] === "how",
        ...(namedAfter ? { named: namedAfter } : {}),
      })
        .filter((link) => link.score >= 0.8)
        // "between Players and Total EUR": a word that is a column's name as written names that column, not a value it only
        // resembles ("Played" of Status).
        .filter((link) => link.score >= 0.95 || length > 1 || !columnLinks(text).some((column) => column.score >= 0.95 && column.column !== link.column))
        // "avg resp min" is not the value ARM by its initials: an aggregate, or words naming columns, are no value's words.
        .filter(
          (link) =>
            !/is the initials of/.test(link.reason) ||
            !(
              span.some((token) => AGGREGATE_WORDS[token.word]) ||
              span.filter((token) => columnLinks(token.word).some((other) => other.score >= 0.8)).length >= 2
            ),
        )
        // "outside the CBD": a word that negates, first, is no word of the value after it (OUT) unless the value says it.
        .filter((link) => !NEGATIONS.has(span[0]!.word) || span[0]!.word === "non" || identifierWords(String(link.value)).includes(span[0]!.word))
        // "with a hotel pickup" before the flag pkup_flg: a word read only as a code of another column (bk_chnl HTL) says
        // which kind of the flag's thing it is, no value.
        .filter((link) => !(/ abbreviates "/.test(link.reason) && flagNamedAt(start + length, link.column)));
      // "natural-process lots", "diesel-powered vans": a value joined to a word naming its own column.
      if (links.length === 0 && length === 1 && /^[\p{L}]+(-[\p{L}]+)+$/u.test(text)) {
        const [head, ...rest] = text.split("-");
        // ("English-speaking customers" of kieli = englanti: a participle after the value says how the rows have it.)
        const participle = rest.length === 1 && /^[a-z]{4,}ing$/.test(rest[0]!);
        links = linkValues(head!, span[0]!.raw.split("-")[0]!, columns)
          .filter((link) => link.score >= (participle ? 0.8 : 0.9))
          .filter((link) => participle || rest.every((word) => (linkColumns(word, [byName.get(link.column)!])[0]?.score ?? 0) >= 0.7))
          .map((link) => ({ ...link, reason: `${link.reason}; "${text}" names its column too` }));
      }
      // "the electric kilns" before kiln's noun, where "Electric A" and "Electric B" are two of its values: the values that
      // word begins (misspelt by a letter too, "electirc"), all of them.
      if (links.length === 0 && length === 1 && namedAfter && /^[a-z]{4,}$/.test(text) && !STOP_WORDS.has(text)) {
        const column = byName.get(namedAfter);
        const firstWordOf = (value: string | boolean) => (typeof value === "string" ? fold(value.split(/[\s_-]+/)[0] ?? "") : "");
        const fits = (value: string | boolean) => {
          const first = firstWordOf(value);
          return (
            first.length >= 4 &&
            /[\s_-]/.test(String(value).trim()) &&
            (first === text || first === singular(text) || (text.length >= 6 && editDistance(text, first, { max: 1, transpositions: true }) <= 1))
          );
        };
        const begun = (column?.values ?? []).filter(fits);
        if (column && begun.length >= 2) {
          const entry = valueFilters.get(column.name) ?? { values: [], negated: false, from: start, to: start + 1, score: 0.8, reasons: [] };
          for (const value of begun) if (!entry.values.includes(value)) entry.values.push(value);
          entry.from = Math.min(entry.from, start);
          entry.to = Math.max(entry.to, start + 1);
          entry.reasons.push(`"${tokens[start]!.raw}" begins the values ${begun.join(", ")} of ${column.name}, named after it`);
          valueFilters.set(column.name, entry);
          consume(start, start + 1);
          continue;
        }
      }
      // "isn't acrylic" of ACR3 and ACR5: a word whose letters begin several codes that differ only by their number, all of them.
      const variants = links.length === 0 && length === 1 && codes ? codeVariants(text, columns) : undefined;
      const family = links.length === 0 && length === 1 && codes && !variants ? valueFamily(span[0]!.raw, columns) : undefined;
      if (variants)
        links = variants.values.map((value) => ({
          column: variants.column,
          value,
          score: 0.8,
          reason: `"${span[0]!.raw}" begins the codes ${variants.values.join(", ")} of ${variants.column}, which differ only by their number`,
        }));
      else if (family)
        links = family.values.map((value) => ({
          column: family.column,
          value,
          score: 0.8,
          reason: `"${span[0]!.raw}" begins the values ${family.values.join(", ")} of ${family.column}`,
        }));
      // "ACC-funded visits", "GP-referred patients": a value joined to a past form of the verb its column is named by
      // (Funding, Referral Source) is that value.
      const joinedVerb = links.length === 0 && length === 1 ? /^([\p{L}\p{N}]+)-(\p{L}{3,}ed)$/u.exec(span[0]!.raw) : null;
      if (joinedVerb) {
        const [, head, verb] = joinedVerb as unknown as [string, string, string];
        const stem = fold(verb).slice(0, 4);
        links = linkValues(fold(head), head, columns).filter(
          (link) =>
            link.score >= 0.9 &&
            (columnLinks(fold(verb)).some((named) => named.column === link.column && named.score >= 0.5) ||
              identifierWords(link.column).some((word) => word.length >= 4 && word.startsWith(stem))),
        );
        links = links.map((link) => ({ ...link, score: 0.85, reason: `${link.reason}, "${verb}" of ${link.column}` }));
      }
      if (links.length === 0) continue;
      // "cases closed this year" over Closed On: the words that dated the period are not also a value in another form
      // (Outcome "Settled"); a value as written still is.
      if (periodNamedBy(timeMention) && start >= timeMention.start && start + length <= timeMention.end && links[0]!.score < 0.95) continue;
      // A value inside a longer column name ("sold price" is sold_px, not status = sold) is the column's word.
      const inColumnName = mentionsIn(Math.max(0, start - 3), Math.min(tokens.length, start + length + 3)).some(
        (mention) => mention.start <= start && mention.end >= start + length && mention.end - mention.start > length && mention.links[0]!.score >= 0.9,
      );
      if (inColumnName) continue;
      // A column's whole name as written ("Chips Repaired") is that column, not a value in another form ("Chip Repair").
      const columnNamed =
        length >= 2 &&
        links[0]!.score < 0.9 &&
        mentionsIn(start, start + length).some(
          (mention) => mention.start === start && mention.end === start + length && mention.links[0]!.score >= 1 && mention.links[0]!.complete !== false,
        );
      if (columnNamed) continue;
      // "the indoor courts" beside isIndoor and the value "Indoor Hard": one word of a value gives way to a true/false
      // column named by that word.
      if (
        length === 1 &&
        links.every((link) => / is a word of the value /.test(link.reason)) &&
        columnLinks(text).some((link) => link.score >= 0.85 && byName.get(link.column)?.type === "boolean")
      )
        continue;
      const best = links[0]!;
      // A value of several columns: the one whose column the question also names, else the best.
      const named = links.find((link) =>
        mentionsIn(Math.max(0, start - 3), start, true).some((mention) => mention.links.some((l) => l.column === link.column)),
      );
      // A value of two columns in two roles: "from BER" is the origin's, "to CDG" the destination's.
      // The cue wins over a column merely named nearby ("des envois de Lyon": "des" is not dest). French "à" is "to".
      const cue = roleCue(
        tokens.map((token) => (token.raw.toLowerCase() === "à" ? "to" : token.word)),
        start,
      );
      const roled = cue ? links.filter((link) => link.score >= best.score - 0.05 && columnRole(link.column) === cue) : [];
      const link = roled.length === 1 ? { ...roled[0]!, reason: `${roled[0]!.reason}; "${words[start - 1]}" names the ${cue} column` } : (named ?? best);
      const window = words.slice(Math.max(0, start - 3), start);
      // "leaving out Auto" negates; "leaving JFK" does not. "did not come through an OTA": a "not" a few
      // words back negates too, unless another filter, a conjunction or a clause comes between.
      // "Leaving out the parcels we lost, …": a clause that opens by leaving out says which rows go, up to its comma.
      // (A word of another value is not a negation: "No. 1 durum" is the grade No. 1 and durum, not "no durum".)
      const windowFrom = Math.max(0, start - 3);
      const inValue = (k: number) => [...valueFilters.values()].some((other) => other.from <= windowFrom + k && windowFrom + k < other.to);
      // (Not across a pause: "haven't been paid (open or overdue)" names the unpaid rows' values, which are not negated.)
      const pausedAfter = (k: number) => tokens.slice(windowFrom + k, start).some((token) => token.pause && !restatedInBrackets(token.index));
      // (Nor a negation of a number column named right after it: "ohne Versand der Sirup-Bestellungen", without shipping, of
      // the syrup orders.)
      const negatesNumber = (k: number) =>
        k + 1 < window.length && columnLinks(window[k + 1]!).some((candidate) => candidate.score >= 0.8 && isNumeric(byName.get(candidate.column)));
      const negated =
        negatedHere ||
        window.some(
          (word, k) =>
            !inValue(k) &&
            !pausedAfter(k) &&
            !negatesNumber(k) &&
            (NEGATIONS.has(word) || (word === "out" && ["leaving", "leave", "left"].includes(window[k - 1] ?? words[start - 4] ?? ""))),
        ) ||
        notBefore(start) ||
        opensLeftOutClause(start) ||
        // "Leaving the Red Delicious out": a verb of leaving before the value and its "out" after it, in one clause.
        (["leaving", "leave", "left", "leaves"].includes(words[words[start - 1] === "the" ? start - 2 : start - 1] ?? "") &&
          words.slice(start + length, start + length + 3).includes("out") &&
          !tokens.slice(start, words.indexOf("out", start + length)).some((token) => token.pause)) ||
        // "apart from routine servicing and the thorough examinations": a value listed right after one left out is left out too.
        [...valueFilters.values()].some(
          (other) =>
            other.negated &&
            other.to < start &&
            start - other.to <= 4 &&
            words.slice(other.to, start).some((word) => ["and", "or", "nor"].includes(word)) &&
            // ("leaving out unpaid invoices and anything still pending": a pronoun and an adverb of time change nothing.)
            words
              .slice(other.to, start)
              .every((word) =>
                ["and", "or", "nor", "the", "a", "an", "any", "anything", "everything", "those", "ones", "still", "already", "currently"].includes(word),
              ),
        );
      const entry = valueFilters.get(link.column) ?? { values: [], negated, from: start, to: start + length, score: link.score, reasons: [] };
      // "thermal inspection" (thrm, and insp by its letters): a word read only as a code right after a value of the
      // same column is the noun that value qualifies, not a second value.
      // So is one before it, as French orders them ("inspection thermique").
      const coded = codes && / abbreviates "/.test(link.reason);
      // Two codes side by side: the adjective qualifies ("inspection thermique" is thrm, not insp).
      const adjective = length === 1 && ADJECTIVE_ENDING.test(words[start]!);
      if (coded && entry.values.length > 0 && entry.to === start && !(entry.coded && adjective)) {
        consume(start, start + length);
        continue;
      }
      if ((!coded || adjective) && entry.coded && entry.values.length === 1 && entry.to === start) entry.values = [];
      // ("apart from breakdowns and the thorough examinations": the later value, read first as the longer words, is in
      // the list the earlier one's negation opens.)
      const between = words.slice(start + length, entry.from);
      if (
        negated &&
        !entry.negated &&
        entry.values.length > 0 &&
        entry.from >= start + length &&
        between.length <= 3 &&
        between.some((word) => ["and", "or", "nor"].includes(word)) &&
        between.every((word) => ["and", "or", "nor", "the", "a", "an", "any"].includes(word))
      )
        entry.negated = true;
      entry.coded = coded && entry.values.length === 0;
      const together = variants ?? family;
      for (const value of together && link.column === together.column ? together.values : [link.value])
        if (!entry.values.includes(value)) entry.values.push(value);
      entry.from = Math.min(entry.from, start);
      entry.to = Math.max(entry.to, start + length);
      entry.score = Math.min(entry.score, link.score);
      entry.reasons.push(link.reason);
      valueFilters.set(link.column, entry);
      consume(start, start + length);
      // The column named right before its value ("region = North", "channel is online") is part of the filter.
      for (const mention of mentionsIn(Math.max(0, start - 3), start, true))
        if (
          mention.links.some((l) => l.column === link.column) &&
          // ("how much did we pay by invoice": the verb of "how much" is the money paid, though pay_mthd has its word.)
          !(has("much") && mention.end - mention.start === 1 && isMoneyVerb(words[mention.start]!))
        )
          consume(mention.start, mention.end);
      // So is the noun right after it that names its column ("advanced climbers" of climber_level), whatever else it is like.
      const next = tokens[start + length];
      if (next && !used.has(next.index) && !STOP_WORDS.has(next.word) && (linkColumns(next.word, [byName.get(link.column)!])[0]?.score ?? 0) >= 0.5)
        consume(next.index, next.index + 1);
    }
  }
  coordinatedValues();
  /**
   * Whether the words from `marker` (just after "vs", "versus", "against", "compared with") name the rest of the rows: "the
   * rest", "everyone else", "non-members", "not", "normal jobs", "when we did".
   */
  const restSaidAt = (marker: number) => {
    let at = marker;
    while (["the", "all"].includes(words[at] ?? "")) at++;
    return (
      ["rest", "others", "remainder"].includes(words[at] ?? "") ||
      // "express vs normal jobs", "premium members against regular ones": the ordinary side of a flag.
      ["normal", "regular", "standard", "ordinary", "usual"].includes(words[at] ?? "") ||
      (["everyone", "everybody", "everything"].includes(words[at] ?? "") && words[at + 1] === "else") ||
      // "members vs non-members": the other side of a flag.
      /^non-?\p{L}/u.test(words[at] ?? "") ||
      words[at] === "non" ||
      // "express vs not": the flag's other side, said by "not" alone.
      (words[at] === "not" && (at + 1 >= words.length || BOUNDARIES.has(words[at + 1]!))) ||
      // "when we couldn't fix it vs when we did", "… versus the ones that were": a clause of a pronoun and an auxiliary
      // that names nothing, the other side of the flag the first clause set.
      (["when", "where", "if", "those", "ones", "the"].includes(words[at] ?? "") &&
        words.slice(at + 1, at + 4).some((word) => AUXILIARIES.has(word)) &&
        words
          .slice(at, at + 4)
          .every((word, k) => !used.has(at + k) && (STOP_WORDS.has(word) || AUXILIARIES.has(word) || SUBJECT_PRONOUNS.has(word) || word === "ones")))
    );
  };
  /** Where a "vs"/"versus"/"against" (or "compared with/to") at `from` or one word after it sets what is before it against the rest of the rows; -1 if none. */
  const againstRestAfter = (from: number) => {
    for (let i = from; i <= from + 1 && i < words.length; i++) {
      // (Not across a pause, nor past a word naming a column of its own: "complaints: regulars vs the rest" sets the
      // regulars against the rest.)
      if (tokens[i - 1]?.pause) return -1;
      const word = words[i]!;
      if (["vs", "versus", "against"].includes(word) && restSaidAt(i + 1)) return i;
      if (["compared", "compare"].includes(word) && ["with", "to"].includes(words[i + 1] ?? "") && restSaidAt(i + 2)) return i;
      if (BOUNDARIES.has(word) || used.has(i) || columnLinks(word).some((link) => link.score >= 0.8)) return -1;
    }
    return -1;
  };
  // ("line chart comparing domestic and farm jobs month by month": the verb in any form compares the values it names.)
  const comparing =
    has(...COMPARISON_WORDS, "comparing", "compared", "compares", "comparison", "difference") ||
    (has("between") && !pendingComparisons.some((c) => c.operator === "between"));
  /** Whether word `at` is in a clause of the asker's belief ("I reckon …", "I suspect …", "my guess is …"), up to its end. */
  const inHunch = (at: number) => {
    for (let i = at - 1; i >= Math.max(0, at - 6); i--) {
      if (tokens[i]!.pause || tokens[i]!.sentenceEnd) return false;
      if (
        (words[i - 1] === "i" && HUNCH_VERBS.has(words[i]!)) ||
        (words[i - 2] === "my" && ["guess", "hunch", "bet", "feeling"].includes(words[i - 1]!) && words[i] === "is")
      )
        return true;
    }
    return false;
  };
  for (const [column, entry] of valueFilters) {
    // "compare online vs in-store" where only "online" is a value: compare every value of the column.
    const versusAt = words.findIndex((word, i) => ["vs", "versus", "against"].includes(word) && Math.abs(i - entry.from) <= 3);
    // ("no-shows, online bookings vs the rest": what the rest is set against is the nearer words, not this value.)
    const restAgainstOther = versusAt > entry.to && restSaidAt(versusAt + 1);
    // ("WCHC pax, arr vs dep": the values either side of the "vs" are another column's, compared there.)
    // ("VRI vs in-person jobs, completed ones only": another column's value nearer the "vs" is the one compared there.)
    const othersCompared = [...valueFilters.values()].some(
      (other) =>
        other !== entry &&
        ((other.from < versusAt && other.to > versusAt) ||
          (entry.from > versusAt && other.from > versusAt && other.to <= entry.from) ||
          (entry.to <= versusAt && other.from >= entry.to && other.to <= versusAt)),
    );
    if (comparing && versusAt >= 0 && entry.values.length === 1 && !entry.negated && !restAgainstOther && !othersCompared) {
      const other = tokens
        .slice(Math.min(entry.from, entry.from > versusAt ? Math.max(0, versusAt - 2) : versusAt), Math.max(entry.to, versusAt + 3))
        .find((token) => !used.has(token.index) && !STOP_WORDS.has(token.word) && token.index !== versusAt);
      if (other) {
        unapplied.push(`"${other.raw}" matches no value of ${column}: comparing every ${column} instead`);
        used.add(other.index);
        if (!groups.some((group) => group.column === column)) {
          groups.push({ column, bin: null, as: column });
          provenance.push({
            element: "group",
            words: phrase(entry.from, entry.to),
            column,
            score: entry.score,
            reason: `the question compares values of ${column}`,
          });
        }
        continue;
      }
    }
    // "I reckon Toshiba's the problem, so split it by make": a value named in the asker's hunch, on the column the answer is
    // split by, is what the split will show, not a filter keeping only it.
    if (!entry.negated && entry.values.length === 1 && groups.some((group) => group.column === column) && inHunch(entry.from)) {
      assumptions.push(`"${phrase(entry.from, entry.to)}" is said as a hunch: every ${column} is shown, split by it, rather than only ${entry.values[0]}`);
      continue;
    }
    const operator = entry.negated ? "not_in" : "in";
    const filter: SpecFilter = { column, operator, values: entry.values, temporal: false };
    filters.push(filter);
    filterSpans.push({ from: entry.from, to: entry.to });
    filterStart.set(filter, entry.from);
    provenance.push({
      element: "filter",
      words: phrase(entry.from, entry.to),
      column,
      value: entry.values.join(", "),
      score: entry.score,
      reason: entry.reasons.join("; "),
    });
    if (comparing && entry.values.length >= 2 && !entry.negated && !groups.some((group) => group.column === column)) {
      groups.push({ column, bin: null, as: column });
      provenance.push({
        element: "group",
        words: phrase(entry.from, entry.to),
        column,
        score: entry.score,
        reason: `the question compares values of ${column}`,
      });
    }
  }

  // 10b. "cancelled because of the weather", "cancelled by the customer": a value of several words (Weather Cancelled,
  // Customer Cancelled), each said in the question within a few words of the others in another order, where no other value
  // of its column has them all, is that value, as "weather cancelled" is. (Only words nothing else read, none negated.)
  for (const column of columns) {
    if (column.type !== "string" || !column.values || filters.some((filter) => filter.column === column.name) || isRowKey(column.name)) continue;
    const wordsOfValue = (value: string) => (fold(value).match(/\p{L}+/gu) ?? []).filter((word) => word.length >= 3 && !STOP_WORDS.has(word));
    const said = (word: string, at: number) => !used.has(at) && (words[at] === word || singular(words[at]!) === singular(word));
    const found: { value: string; at: number[] }[] = [];
    for (const value of column.values) {
      if (typeof value !== "string") continue;
      const own = wordsOfValue(value);
      if (own.length < 2 || own.length > 3) continue;
      const at = own.map((word) => words.findIndex((_, index) => said(word, index)));
      if (at.some((index) => index < 0) || Math.max(...at) - Math.min(...at) > 5) continue;
      // (In another order than the value's: in its own order the value is read above.)
      if (at.every((index, k) => k === 0 || index > at[k - 1]!)) continue;
      const [from, to] = [Math.min(...at), Math.max(...at) + 1];
      if (tokens.slice(from, to).some((token) => token.sentenceEnd) || words.slice(Math.max(0, from - 2), to).some((word) => isNot(word))) continue;
      found.push({ value: String(value), at });
    }
    if (found.length !== 1) continue;
    const [{ value, at }] = found as [{ value: string; at: number[] }];
    const [from, to] = [Math.min(...at), Math.max(...at) + 1];
    for (const index of at) consume(index, index + 1);
    filterProvenance(
      from,
      to,
      { column: column.name, operator: "in", values: [value], temporal: false },
      0.75,
      `the words of "${value}" of ${column.name} are said apart ("${phrase(from, to)}")`,
    );
  }

  // 11. The ranked entity ("top 3 categories", "which team") is a grouping. Beside another grouping
  // ("top 2 products in each region", "top 3 products per month") the limit applies within each group.
  let limitWithin: string[] = [];
  if (ranking && limit !== null && rankedEntity !== undefined && groups.length > 0) {
    const entity = mentionsIn(rankedEntity, Math.min(tokens.length, rankedEntity + 4)).find((mention) => mention.start === rankedEntity);
    const link = entity ? linkFor(entity, (column) => (column.type === "string" || column.type === "integer") && !isIdentifier(column.name)) : undefined;
    if (
      entity &&
      link &&
      entity.links[0]!.column === link.column &&
      !isNumeric(byName.get(link.column)) &&
      !groups.some((group) => group.column === link.column)
    ) {
      limitWithin = groups.map((group) => group.as);
      addGroup(entity, link);
      consume(entity.start, entity.end);
      provenance.push({
        element: "limit",
        words: phrase(rankedEntity - 2, entity.end),
        score: 0.9,
        reason: `the top ${limit} ${entity.words} within each ${limitWithin.join(", ")}`,
      });
    }
  }
  // "top 5 days by net sales": a ranked time word is a time grouping.
  const rankedBin = rankedEntity !== undefined && !used.has(rankedEntity) ? BIN_WORDS[words[rankedEntity] ?? ""] : undefined;
  if (ranking && rankedBin && groups.length === 0 && !columns.some((column) => column.name.toLowerCase() === words[rankedEntity!])) {
    addTimeGroup(rankedBin, rankedEntity!, rankedEntity! + 1, `"${tokens[rankedEntity!]!.raw}" are ranked`);
    used.add(rankedEntity!);
  }
  // "who scored the most goals": the person column (player, name, employee…) is what is ranked.
  // ("Top 3 people by how much compute they burned", "which person": people ranked, the same column.)
  const peopleRanked = tokens.some(
    (token) =>
      ["people", "persons", "person", "individuals"].includes(token.word) &&
      !used.has(token.index) &&
      [1, 2].some((back) => ["top", "which", "bottom", "what"].includes(words[token.index - back] ?? "") || numberOf(words[token.index - 1]) !== undefined),
  );
  if (
    groups.length === 0 &&
    ranking &&
    (words[0] === "who" || peopleRanked) &&
    // (A number ranked, or the rows themselves counted: "who ran the most firings".)
    (mentionsIn().some((mention) => mention.links.some((link) => isNumeric(byName.get(link.column)) && !isIdentifier(link.column))) ||
      tokens.some((token) => ["most", "fewest", "least"].includes(words[token.index - 1] ?? "") && namesRowsNoun(token.word)) ||
      // ("who saw the most patients" over visits: the people a row serves, no column of them, counted as the rows.)
      tokens.some(
        (token) =>
          ["most", "fewest", "least"].includes(words[token.index - 1] ?? "") &&
          singular(token.word) !== token.word &&
          (PERSON_WORDS.has(singular(token.word)) || PEOPLE_WORDS.has(token.word)) &&
          !mentionsIn().some((mention) => mention.start <= token.index && token.index < mention.end && mention.links.some((link) => link.score >= 0.7)),
      ))
  ) {
    const person = whoColumn;
    if (person) {
      groups.push({ column: person.name, bin: null, as: person.name });
      provenance.push({ element: "group", words: "who", column: person.name, score: 0.8, reason: `"who" asks for a person: ${person.name}` });
      if (
        limit === null &&
        !tokens.some(
          (token) =>
            token.index > 0 &&
            singular(token.word) !== token.word &&
            !STOP_WORDS.has(token.word) &&
            !used.has(token.index) &&
            // (Not the people counted: "who saw the most patients" is still one physio.)
            !["most", "fewest", "least"].includes(words[token.index - 1] ?? "") &&
            PERSON_WORDS.has(singular(token.word)),
        )
      )
        limit = 1;
    }
  } else if (
    // "who handled the most tickets" where "handled" already named yardHand: one person still.
    words[0] === "who" &&
    ranking &&
    limit === null &&
    groups.length === 1 &&
    groups[0]!.bin === null &&
    groups[0]!.column === whoColumn?.name &&
    tokens.some((token) => ["most", "fewest", "least"].includes(words[token.index - 1] ?? ""))
  )
    limit = 1;
  // "where did we sell the most coffee", "where do most customers come from": the place ranked is the table's one column
  // of places (reg, branch, site), the most-counted or most-summed first; one place unless a number is asked.
  if (groups.length === 0 && words[0] === "where" && (ranking || words.includes("most"))) {
    const place = placeColumn(columns);
    if (place && !isRowKey(place.name)) {
      groups.push({ column: place.name, bin: null, as: place.name });
      provenance.push({ element: "group", words: "where", column: place.name, score: 0.75, reason: `"where" asks for a place: ${place.name}` });
      if (limit === null && ranking) limit = 1;
    }
  }
  // "Which airlines had passengers miss their flight, and how many each?": "which" and a plural noun naming a text column,
  // opening the question, asks for the values that had what follows, each with its count (or measure): a grouping, where
  // nothing is ranked.
  const whichAt = words.findIndex((word, i) => ["which", "what"].includes(word) && (i === 0 || tokens[i - 1]!.sentenceEnd === true));
  // (The noun may be of two words, "which product lines had …", its last the plural.)
  const HAD_VERBS = ["had", "have", "has", "got", "get", "did", "saw", "were"];
  const whichLength = whichAt < 0 ? 0 : HAD_VERBS.includes(words[whichAt + 2] ?? "") ? 1 : HAD_VERBS.includes(words[whichAt + 3] ?? "") ? 2 : 0;
  const whichHead = whichLength > 0 ? tokens[whichAt + whichLength] : undefined;
  if (
    whichHead &&
    !ranking &&
    limit === null &&
    groups.length === 0 &&
    !tokens.slice(whichAt + 1, whichAt + 1 + whichLength).some((token) => used.has(token.index) || STOP_WORDS.has(token.word)) &&
    singular(whichHead.word) !== whichHead.word &&
    !namesRowsNoun(whichHead.word)
  ) {
    const said = phrase(whichAt + 1, whichAt + 1 + whichLength);
    const link = columnLinks(said).find((candidate) => candidate.score >= 0.8);
    if (link && byName.get(link.column)?.type === "string" && !isRowKey(link.column)) {
      groups.push({ column: link.column, bin: null, as: link.column });
      consume(whichAt + 1, whichAt + 1 + whichLength);
      provenance.push({
        element: "group",
        words: said,
        column: link.column,
        score: link.score,
        reason: `"which ${said}" asks for the ${link.column} values that had it: ${link.reason}`,
      });
    }
  }
  // "which route had the most shipments", "deliveries per route": a route is its origin and its destination.
  const routeAt = tokens.findIndex((token) => ROUTE_WORDS.has(token.word) && !used.has(token.index));
  const route = routeAt >= 0 && groups.filter((group) => group.bin === null).length === 0 ? routeColumns(columns) : undefined;
  if (route && (ranking || GROUP_MARKERS.has(words[routeAt - 1] ?? ""))) {
    addRoute(route, tokens[routeAt]!.raw);
    used.add(routeAt);
    if (GROUP_MARKERS.has(words[routeAt - 1] ?? "")) used.add(routeAt - 1);
    if (limit === null && ranking && singular(words[routeAt]!) === words[routeAt]) limit = 1;
  }
  if (groups.filter((group) => group.bin === null).length === 0 && ranking && !rankedBin) {
    const from = rankedEntity ?? 0;
    const candidates = mentionsIn(from, tokens.length).concat(mentionsIn(0, from));
    for (const mention of candidates) {
      const link = linkFor(mention, (column) => column.type === "string" || column.type === "boolean" || column.type === "integer");
      if (!link || (isNumeric(byName.get(link.column)) && mention.links[0]!.column !== link.column)) continue;
      // ("the 3 most popular start times": the frequency word before the noun is the ranking's, not the noun's.)
      let entityAt = rankedEntity;
      while (entityAt !== undefined && FREQUENCY_WORDS.has(words[entityAt] ?? "")) entityAt++;
      if (isNumeric(byName.get(link.column)) && entityAt !== mention.start) continue;
      // "the 3 highest salaries": plural values of a measure are ranked rows, not groups; ranked by how often ("the 3 most
      // popular start times", "top 3 start hours by number of bookings"), they are groups.
      const byHowOften =
        words.some((word) => FREQUENCY_WORDS.has(word)) ||
        words.some((word, i) => COUNT_WORDS.has(word) && words[i + 1] === "of" && namesRowsNoun(words[i + 2] ?? ""));
      if (isNumeric(byName.get(link.column)) && singular(words[mention.end - 1]!) !== words[mention.end - 1] && !byHowOften) continue;
      // An id groups nothing: one row per value is the rows themselves.
      if (byName.get(link.column)!.type === "boolean" || isRowKey(link.column)) continue;
      addGroup(mention, link);
      // "least busy origin airport", "the busiest day": a superlative of one thing is one answer.
      const last = words[mention.end - 1]!;
      if (
        limit === null &&
        superlative >= 0 &&
        mention.start > superlative &&
        mention.start - superlative <= 3 &&
        singular(last) === last &&
        !last.endsWith("s")
      ) {
        limit = 1;
        provenance.push({ element: "limit", words: phrase(superlative, mention.end), score: 0.85, reason: `"${mention.words}" is singular: one answer` });
      }
      consume(mention.start, mention.end);
      break;
    }
    // "which two sites": the things ranked, named in the plural, are the column labelling that thing (site_cd, a code;
    // plt_nm, a name) even when the plural reads as what the column describes (0.595), below a mention's threshold.
    // Not the table's own rows ("5 largest claims" are rows, not Claim_Type), nor an attribute of the thing.
    const entity = rankedEntity;
    const labels = (name: string, word: string) =>
      identifierWords(name).every((part) => LABEL_WORDS.has(part) || (linkColumns(word, [{ name: part, type: "string" }])[0]?.score ?? 0) >= 0.5);
    if (
      groups.filter((group) => group.bin === null).length === 0 &&
      entity !== undefined &&
      !used.has(entity) &&
      /^\p{L}+$/u.test(words[entity] ?? "") &&
      !namesRowsNoun(words[entity]!)
    ) {
      const link = linkColumns(words[entity]!, columns).find(
        (candidate) =>
          candidate.score >= 0.55 && byName.get(candidate.column)?.type === "string" && !isRowKey(candidate.column) && labels(candidate.column, words[entity]!),
      );
      if (link) {
        addGroup({ start: entity, end: entity + 1, words: tokens[entity]!.raw, links: [link] }, link);
        consume(entity, entity + 1);
      }
    }
  }
  // "a pie chart of how customers paid", "how do people book": the manner of a verb, asked with "how", is the column of
  // its ways (paymentMethod, booking_channel), a grouping; not "how many", "how much", "how long".
  if (groups.filter((group) => group.bin === null).length === 0) {
    const howAt = words.findIndex((word, i) => word === "how" && !used.has(i) && !HOW_MEASURES.has(words[i + 1] ?? ""));
    for (let at = howAt + 1; howAt >= 0 && at <= howAt + 4 && at < tokens.length; at++) {
      if (used.has(at) || !(isPastForm(words[at]!) || words[at - 1] === "to" || AUXILIARIES.has(words[howAt + 1] ?? ""))) continue;
      const link = columnLinks(words[at]!).find(
        (candidate) =>
          candidate.score >= 0.7 &&
          byName.get(candidate.column)?.type === "string" &&
          !isRowKey(candidate.column) &&
          identifierWords(candidate.column).some((part) => MANNER_WORDS.has(part)),
      );
      if (!link) continue;
      addGroup({ start: at, end: at + 1, words: tokens[at]!.raw, links: [link] }, link);
      consume(howAt, at + 1);
      break;
    }
  }

  /**
   * A true/false column's words negated: "not rated", "never reopened" (a negation up to two words before), or
   * "not part of a tournament", "not in a league" (only such framing words between).
   */
  /** Where the flags read as negated start ("not counting plan members or follow-ups": the list after one shares its negation). */
  const negatedFlagStarts = new Set<number>();
  /** Where an "or" joins flags left out together ("not counting plan members or follow-ups"): no alternatives. */
  const negatedOrs = new Set<number>();
  /**
   * "by number of golfers (players, not bookings)": "not" and a plural only loosely linked to a true/false column, right
   * after a comma that follows a word already read, corrects what is counted; it leaves no rows out. Consumes it when so.
   */
  const correctsWhatIsCounted = (mention: Mention, score: number, column: string) => {
    const at = mention.start;
    const corrects =
      mention.end - at === 1 &&
      score < 0.8 &&
      words[at - 1] === "not" &&
      tokens[at - 2]?.pause === true &&
      used.has(at - 2) &&
      singular(words[at]!) !== words[at];
    if (corrects) {
      consume(at - 1, mention.end);
      assumptions.push(`"not ${words[at]}" after "${words[at - 2]}" says what is counted, not which rows: no filter on ${column}.`);
    }
    return corrects;
  };
  const flagNegated = (start: number) => {
    const negated = flagNegatedHere(start);
    if (negated) negatedFlagStarts.add(start);
    return negated;
  };
  /** "out-of-warranty kit" of isUnderWarranty, "out of stock" of inStock: "out of" says the flag's opposite. */
  const outOfFlag = (mention: Mention, flag: string) => {
    const flagWords = identifierWords(flag);
    return (
      (/^out[- ]of[- ]/.test(fold(mention.words)) || (words[mention.start - 2] === "out" && words[mention.start - 1] === "of")) &&
      flagWords.some((word) => ["under", "in", "within", "on"].includes(word)) &&
      !flagWords.includes("out")
    );
  };
  const flagNegatedHere = (start: number) => {
    // "not counting plan members or follow-ups", "excluding refunds, rush jobs and bonuses": each flag of the list is left out.
    // ("leaving out trials and anything cancelled": a word for rows in general may stand after the joining word.)
    let before = start - 1;
    while (before > 0 && ["anything", "everything", "any", "those", "the", "all", "ones"].includes(words[before]!) && before >= start - 2) before--;
    const joined = ["or", "nor", "and"].includes(words[before] ?? "") ? before : tokens[start - 1]?.pause ? start : -1;
    if (joined >= 0 && [...negatedFlagStarts].some((at) => at < joined && at >= joined - 3)) {
      // (Neither is kept: "not counting A or B" is not A and not B, so the "or" joins no alternatives.)
      if (words[joined] === "or") negatedOrs.add(joined);
      return true;
    }
    // (Not across another flag's words: "people who aren't members rent a locker" negates the membership only.)
    for (let i = start - 1; i >= Math.max(0, start - 2); i--) {
      if (NEGATIONS.has(words[i]!) || words[i] === "never") return true;
      if (used.has(i) && columnLinks(words[i]!).some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean")) break;
    }
    // "leave out the ones where we took out an oil boiler": a clause that opens by leaving rows out, up to its comma.
    if (opensLeftOutClause(start)) return true;
    // "cancellations not counted", "no-shows excluded": the flag's words, then what leaves them out.
    // ("cancelled appointments please do not count", German "Abgesagte Termine bitte nicht mitzählen": a plea between.)
    for (let j = start + 1; j <= Math.min(words.length - 1, start + 4); j++) {
      const leftOut =
        (words[j] === "not" && ["counted", "included", "counting", "including", "count", "include"].includes(words[j + 1] ?? "")) ||
        words[j] === "excluded" ||
        (words[j] === "left" && words[j + 1] === "out");
      // ("cancelled ones not counted", "cancelld orders left out": a word for the rows may stand between.)
      const flagWords = words.slice(start, j).filter(
        (word, k) =>
          k === 0 ||
          !(
            ["ones", "one", "those", "please", "pls", "plz", "bitte", "do"].includes(word) ||
            namesTableRows(word) ||
            // (A noun that names nothing of the table is the rows' noun too: "cancelled appointments", "Abgesagte Termine".)
            (k === 1 && /^\p{L}{4,}$/u.test(word) && !STOP_WORDS.has(word) && !columnLinks(word).some((link) => link.score >= 0.6))
          ),
      );
      if (leftOut)
        return flagWords.length === 1 || columnLinks(flagWords.join(" ")).some((link) => link.score >= 0.7 && byName.get(link.column)?.type === "boolean");
      if (tokens[j - 1]!.pause || tokens[j - 1]!.sentenceEnd) break;
    }
    for (let i = start - 1; i >= Math.max(0, start - 5); i--) {
      const word = words[i]!;
      if (NEGATIONS.has(word) || word === "never") return true;
      // "not counting the bonus ones", "not including refunds": the rows left out.
      if ((word === "counting" || word === "including") && words[i - 1] === "not") return true;
      // ("escluse le prenotazioni annullate": where the adjective follows its noun, the rows' noun stands between.)
      // (Read already as what a date column dates, "gan na horduithe cealaithe", it is still the rows' noun.)
      if (namesTableRows(word) && !filterSpans.some((span) => i >= span.from && i < span.to)) continue;
      // ("not counting anything that was cancelled": a word for any row stands for the rows' noun.)
      // (And the relative clause after it: "that was", "which were".)
      if (!used.has(i) && ["anything", "everything", "anyone", "anybody", "whatever", "ones", "those", "that", "which", "was", "were"].includes(word)) continue;
      if (used.has(i) || !FLAG_FRAMING.has(word)) return false;
    }
    return false;
  };
  /**
   * "corporate bookings": a plural noun right after a filter's words, which a true/false column names only
   * loosely (booked_online, by a synonym), names the rows filtered, not another flag.
   */
  /** The table's rows named by their noun or its verb ("bookings", "booked" of trampolineBookings), matching only part of a column. */
  const rowStem = (word: string) => singular(word).replace(/(?:ings?|ed|s)$/, "");
  const namesRowsPartly = (mention: Mention, link: ColumnLink) =>
    mention.end - mention.start === 1 &&
    link.complete === false &&
    [...tableWords].some((word) => word.length >= 4 && rowStem(word) === rowStem(words[mention.start]!));
  const namesFilteredRows = (mention: Mention, score: number) =>
    mention.end - mention.start === 1 && score < 0.8 && /s$/.test(words[mention.start]!) && filterSpans.some((span) => span.to === mention.start);

  // "missed the response target", "failed the safety check": a word opposite to a true/false column's word, with the
  // column's other words as its object, is that column false; the object's words name no measure of their own.
  for (let i = 0; i < tokens.length - 1; i++) {
    const opposites = ANTONYMS[words[i]!];
    if (!opposites || used.has(i)) continue;
    // (By the column's own words: "met" of tgt_met is too short a mention to link alone.)
    const flags = new Set(
      columns
        .filter((column) => column.type === "boolean" && columnWords(column.name).some((word) => word.forms.some((form) => opposites.includes(form))))
        .map((column) => column.name),
    );
    if (flags.size === 0) continue;
    for (let end = i + 2; end <= Math.min(tokens.length, i + 5); end++) {
      if (used.has(end - 1) || BOUNDARIES.has(words[end - 1]!)) break;
      const link = columnLinks(words[end - 1]!).find((candidate) => flags.has(candidate.column));
      if (!link || filters.some((filter) => filter.column === link.column)) continue;
      filterProvenance(
        i,
        end,
        { column: link.column, operator: "in", values: [false], temporal: false },
        link.score,
        `"${words[i]}" negates ${link.column} (${link.reason})`,
      );
      consume(i, end);
      break;
    }
  }

  // "jobs in each hour of the day? want to see when the busy hours are": the busy hours are the grouping's, no measure of
  // hours.
  words.forEach((word, i) => {
    if (BUSY_WORDS.has(words[i - 1] ?? "") && BIN_WORDS[word] && word.endsWith("s") && groups.some((group) => group.bin !== null)) used.add(i);
  });

  // 12. Measures.
  /** The unit "how many" asks for ("how many minutes"), when it asks for one. */
  // (Or its word in another language, kept as the table names a column so: "wéivill Stonnen", how many hours.)
  const askedUnit = howManyAt >= 0 ? (unitOf(words[howManyAt + 2] ?? "") ?? unitOf(translate(words[howManyAt + 2] ?? "") ?? "")) : undefined;
  /** The table's quantity columns (`qty`, `units`, a cognate), found once per question when asked for. */
  let quantitiesFound: AnalysisColumn[] | undefined;
  const quantityColumns = () => (quantitiesFound ??= columns.filter((column) => isNumeric(column) && !isIdentifier(column.name) && isQuantityColumn(column)));
  const howMany = howManyAt >= 0;
  // (A count word kept as written because a column is named with it, "počet" beside pocet_bodov, still asks for a count.)
  // ("show me the important numbers", "the key figures": numbers said with a word of weighing them are what to look at,
  // a vague ask, not a count.)
  const vagueNumbersAt = words.findIndex(
    (word, i) =>
      ["number", "numbers", "figure", "figures", "stats", "statistics", "metrics", "kpis"].includes(word) &&
      VAGUE_ADJECTIVES.has(words[i - 1] ?? "") &&
      words[i + 1] !== "of",
  );
  const countReading = howMany || words.some((word, i) => isCountWord(word) && i !== vagueNumbersAt);
  const distinct = words.some((word) => DISTINCT_WORDS.has(word));
  // "dur min", "alt max m": an aggregate's word inside a column's name written out is part of the name, not an aggregate.
  const columnNameWords = columns.map((column) => identifierWords(column.name).join(" "));
  const inColumnName = (i: number) => {
    for (let start = Math.max(0, i - 3); start <= i; start++)
      for (let end = Math.max(i + 1, start + 2); end <= Math.min(words.length, start + 4); end++)
        if (columnNameWords.includes(words.slice(start, end).join(" "))) return true;
    return false;
  };
  // "the average total per group", "avg total by channel": "total" right after another aggregate is the noun, the one number
  // column named with it (Total_EUR), not a sum.
  // (Named so in another language too: samtals_kr, "samtals" the total.)
  const totalColumns = columns.filter((column) => isNumeric(column) && columnWords(column.name).some((word) => word.forms.includes("total")));
  // (Or with "of the" between: "the average of the total".)
  const aggregateBefore = (i: number) => {
    let at = i - 1;
    if (words[at] === "the") at--;
    if (words[at] === "of") at--;
    return AGGREGATE_WORDS[words[at] ?? ""];
  };
  const totalNamedAt =
    totalColumns.length !== 1
      ? -1
      : words.findIndex((word, i) => {
          const aggregate = word === "total" && !used.has(i) ? aggregateBefore(i) : undefined;
          return aggregate !== undefined && aggregate !== "sum" && !["amount", "number", "count"].includes(words[i + 1] ?? "");
        });
  if (totalNamedAt >= 0) {
    measureHints.push({
      start: totalNamedAt,
      end: totalNamedAt + 1,
      words: tokens[totalNamedAt]!.raw,
      links: [
        {
          column: totalColumns[0]!.name,
          score: 0.85,
          reason: `"${phrase(totalNamedAt - 1, totalNamedAt + 1)}": the total of each row, ${totalColumns[0]!.name}`,
        },
      ],
    });
  }
  const aggregateWords = words
    .map((word, i) => ({ i, aggregate: AGGREGATE_WORDS[word] }))
    .filter((entry): entry is { i: number; aggregate: SpecAggregate } => entry.aggregate !== undefined && !inColumnName(entry.i) && entry.i !== totalNamedAt);
  // "products ranked by revenue": a numeric column the answer is sorted by is its measure.
  if (orderColumnMention && linkFor(orderColumnMention, isNumeric) && !groups.some((group) => group.column === orderColumnMention!.links[0]!.column))
    measureHints.push(orderColumnMention);
  // "what did patients pay", "total paid by patients": money paid by people a money column is named after (part_pacient_eur,
  // the patient's share; insurer_paid_usd) is that column, of several money columns.
  for (let i = 0; i < tokens.length; i++) {
    if (!["pay", "pays", "paid", "paying", "spend", "spent", "spends"].includes(words[i]!) || used.has(i)) continue;
    const by = words[i + 1] === "by" ? (["the", "our", "their"].includes(words[i + 2] ?? "") ? i + 3 : i + 2) : -1;
    const payer = [by, i - 1].find((at) => at >= 0 && !used.has(at) && peopleAt(at));
    if (payer === undefined) continue;
    const named = moneyNamedByPayer(payer);
    if (named.length !== 1) continue;
    measureHints.push({
      start: payer,
      end: payer + 1,
      words: tokens[payer]!.raw,
      links: [{ column: named[0]!.name, score: 0.8, reason: `"${tokens[payer]!.raw}" ${words[i]}: the money ${named[0]!.name} is named after them` }],
    });
    used.add(i);
  }
  // "which boats paid us the most", "who paid the most in total": "paid" before a superlative or a total is the money
  // paid. (After a superlative, "the best paid employees", it ranks by what the rows are paid, and is left as it was.)
  for (let i = 0; i < tokens.length; i++) {
    if (words[i] !== "paid" || used.has(i) || rateAsked) continue;
    let k = i + 1;
    while (["us", "me", "them", "you", "him", "her", "out"].includes(words[k] ?? "")) k++;
    if (words[k] === "the") k++;
    const after = words[k] ?? "";
    if (!["most", "least", "more", "less", "altogether", "overall"].includes(after) && !(after === "in" && words[k + 1] === "total")) continue;
    const money = mainMoneyColumn(columns);
    // (A number column named so, paid_amt, is linked as usual.)
    if (!money || columnLinks("paid").some((link) => isNumeric(byName.get(link.column)))) continue;
    measureHints.push({
      start: i,
      end: i + 1,
      words: tokens[i]!.raw,
      links: [{ column: money.name, score: 0.75, reason: `"paid" is money: ${money.reason}` }],
    });
  }
  // "how much did the e-bike repairs bring in", "what did each truck take in": an earning verb with "in" is the money
  // taken, unless things are counted ("how many dogs did we take in").
  if (!countReading)
    for (let i = 0; i < tokens.length - 1; i++) {
      // (The "in" may be read with a date after it: "bring in last month".)
      // ("How much did Namba take last month?": after "how much", "take" alone is the money taken too, before a date or the end,
      // or before what it was taken from or for: "how much did we take from cat boarding".)
      const takeAlone =
        ["take", "took", "taken"].includes(words[i]!) &&
        words.slice(0, i).join(" ").includes("how much") &&
        (i + 1 >= tokens.length ||
          ["last", "this", "in", "during", "on", "yesterday", "today", "per", "each", "altogether", "overall", "from", "for"].includes(words[i + 1]!));
      if (!EARNING_VERBS.has(words[i]!) || (words[i + 1] !== "in" && !takeAlone) || used.has(i)) continue;
      const span = words[i + 1] === "in" ? 2 : 1;
      // ("how much did the bar take in": of several money columns, the one the verb's subject names, BAR_REVENUE.)
      const subject = i > 0 ? words[i - 1]! : "";
      const bySubject =
        // (Not a pronoun or an auxiliary; "bar", a word of charts too, may be the subject.)
        /^\p{L}{3,}$/u.test(subject) && !["did", "does", "the", "you", "they", "who", "what", "much", "many", "each", "all"].includes(subject)
          ? columns.filter(
              (column) =>
                (isMoneyColumn(column) || (isNumeric(column) && linkColumns("revenue", [column]).some((link) => link.score >= 0.7))) &&
                linkColumns(subject, [column]).some((link) => link.score >= 0.6 && !/^synonym|thesaurus/.test(link.reason)),
            )
          : [];
      const money = bySubject.length === 1 ? { name: bySubject[0]!.name, reason: `money named by "${subject}",` } : mainMoneyColumn(columns);
      if (!money) break;
      // ("Which customers brought in the least mash": a noun after the verb is what was brought, not money.)
      let object = i + span;
      while (["the", "a", "an", "least", "most", "fewest", "more", "less", "fewer", "any", "some"].includes(words[object] ?? "")) object++;
      const thing = words[object];
      if (
        object > i + span &&
        thing !== undefined &&
        /^\p{L}{3,}$/u.test(thing) &&
        !used.has(object) &&
        !STOP_WORDS.has(thing) &&
        !BIN_WORDS[thing] &&
        !["last", "this", "next", "past", "previous", "yesterday", "today", "overall", "altogether", "money"].includes(thing) &&
        MONTHS[thing] === undefined &&
        !columnLinks(thing).some((link) => isMoneyColumn(byName.get(link.column)!))
      )
        continue;
      // ("How much money did the rentals take in": the money is named already; the verb only says it came in.)
      const named = mentionsIn().some((other) => (other.end <= i || other.start >= i + span) && isMoneyColumn(byName.get(other.links[0]!.column)!));
      consume(i, i + span);
      if (named) continue;
      measureHints.push({
        start: i,
        end: i + span,
        words: phrase(i, i + span),
        links: [{ column: money.name, score: 0.75, reason: `"${phrase(i, i + span)}" is money taken: the table's ${money.reason} ${money.name}` }],
      });
    }
  // "the average group size", "party size": the one number column counting the people of a row (players, guests, pax).
  // ("the most guests", "how many visitors" where no column is named so but one counts people, henkilot: person.)
  for (let i = 0; i < tokens.length; i++) {
    const sized = i + 1 < tokens.length && ["group", "party", "team", "class", "crew"].includes(words[i]!) && ["size", "sizes"].includes(words[i + 1]!);
    const people =
      !sized &&
      PEOPLE_COUNT_WORDS.has(words[i]!) &&
      // (Not a number of them compared, "more than 4 guests": the comparison's; nor people of a kind, "loyalty members".)
      numberOf(words[i - 1]) === undefined &&
      !(i > 0 && (columnLinks(words[i - 1]!).some((link) => link.score >= 0.8) || linkValues(words[i - 1]!, tokens[i - 1]!.raw, columns).length > 0)) &&
      !namesRowsNoun(words[i]!) &&
      !columnLinks(words[i]!).some((link) => link.score >= 0.6);
    if (!(sized || people) || used.has(i) || (sized && used.has(i + 1))) continue;
    const length = sized ? 2 : 1;
    if (sized && columnLinks(phrase(i, i + 2)).some((link) => link.score >= 0.8 && isNumeric(byName.get(link.column)))) break;
    const counts = columns.filter(
      (column) =>
        isNumeric(column) &&
        !isIdentifier(column.name) &&
        // (Not a price per person: pricePerPlayer counts no players.)
        !isMoneyColumn(column) &&
        !identifierWords(column.name).some((word) => PER_WORDS.has(word)) &&
        // (The people its head, not a word describing another: playerLevel is a level, no count of players.)
        !identifierWords(column.name).some((word) => ["level", "lvl", "rank", "score", "id", "age", "type", "name"].includes(word)) &&
        columnWords(column.name).some(
          (word) =>
            word.forms.some((form) => PEOPLE_COUNT_WORDS.has(form) || PEOPLE_COUNT_WORDS.has(`${form}s`)) ||
            // (An abbreviation only for "group size": "pax" of players; a word alone needs the column's own word, not
            // "pct" of participants.)
            // (Nor a percentage's "pct" for a group size: popust_pct is a discount.)
            (sized && !["pct", "perc", "pc"].includes(word.word) && [...PEOPLE_COUNT_WORDS].some((people) => abbreviates(word.word, people))),
        ),
    );
    // (Of several, the one named a count too: n_plyrs, not avg_scr or hi_scr, whose "scr" the letters of "spectators" fit.)
    if (counts.length > 1) {
      const counted = counts.filter((column) => identifierWords(column.name).some((word) => COUNT_MARKERS.has(word)));
      if (counted.length === 1) counts.splice(0, counts.length, counted[0]!);
    }
    if (counts.length !== 1) {
      if (sized) break;
      continue;
    }
    measureHints.push({
      start: i,
      end: i + length,
      words: phrase(i, i + length),
      links: [
        {
          column: counts[0]!.name,
          score: 0.75,
          reason: `"${phrase(i, i + length)}" is how many people a row had: ${counts[0]!.name}, the one column counting them`,
        },
      ],
    });
    consume(i, i + length);
  }
  // "avg days from detection to resolution", "hours between booking and pickup": the time from one event to another,
  // each named by a word of its date column (the noun of its verb: detection, detectedDate), is the duration the table
  // derives from that pair.
  // (Each end may be a few words, "between the loss and the claim being reported": a word of each names its column.)
  /** The "and"s and "to"s joining a span's two ends, no second ask. */
  const spanJoins = new Set<number>();
  for (let i = 0; i + 3 < tokens.length; i++) {
    const [lead, join] = words[i] === "from" ? ["from", "to"] : words[i] === "between" ? ["between", "and"] : [undefined, undefined];
    const joinAt = lead ? words.findIndex((word, j) => j > i + 1 && j <= i + 3 && word === join) : -1;
    if (joinAt < 0 || tokens.slice(i, joinAt).some((token) => token.pause)) continue;
    const names = (word: string, column: string) =>
      identifierWords(column).some((part) => part === word || (part.length >= 5 && word.length >= 5 && sharedStart(part, word) >= 5));
    const second = (to: string) => {
      for (let j = joinAt + 1; j <= joinAt + 4 && j < tokens.length; j++) {
        if (used.has(j)) return -1;
        if (names(words[j]!, to)) return j;
        if (tokens[j]!.pause || tokens[j]!.sentenceEnd) return -1;
      }
      return -1;
    };
    let end = -1;
    const duration = allColumns.find((column) => {
      if (column.derived?.kind !== "duration") return false;
      const from = column.derived.from;
      if (!words.slice(i + 1, joinAt).some((word, n) => !used.has(i + 1 + n) && names(word, from))) return false;
      end = second(column.derived.to);
      return end >= 0;
    });
    if (!duration) continue;
    const unitAt = secondsOf(words[i - 1] ?? "") !== undefined || ["time", "duration"].includes(words[i - 1] ?? "") ? i - 1 : i;
    // ("the average number of days between …": the number of days is the duration, no count of rows.)
    const before = unitAt < i && words[unitAt - 1] === "of" && ["number", "amount"].includes(words[unitAt - 2] ?? "") ? unitAt - 2 : unitAt;
    measureHints.push({
      start: before,
      end: end + 1,
      words: phrase(before, end + 1),
      links: [{ column: duration.name, score: 0.85, reason: `"${phrase(before, end + 1)}" is the time from one date to the other: ${duration.name}` }],
    });
    consume(before, end + 1);
    spanJoins.add(joinAt);
  }
  // "what did we bill for haulage", "spend on materials": money said of a thing (for, on) that names a money column of its
  // own (haul_gbp beside tot_gbp) is that column, not the table's main money.
  for (let i = 0; i + 2 < tokens.length; i++) {
    if (used.has(i) || used.has(i + 2) || !["for", "on"].includes(words[i + 1]!)) continue;
    const money = columnLinks(words[i]!).find((link) => link.score >= 0.7);
    if (!money || !/ is money: /.test(money.reason)) continue;
    const own = columnLinks(words[i + 2]!).filter((link) => link.score >= 0.6 && link.column !== money.column && isMoneyColumn(byName.get(link.column)!));
    if (own.length !== 1) continue;
    measureHints.push({
      start: i,
      end: i + 3,
      words: phrase(i, i + 3),
      links: [{ column: own[0]!.column, score: 0.85, reason: `"${phrase(i, i + 3)}" is the money for ${words[i + 2]}: ${own[0]!.column}` }],
    });
    consume(i, i + 3);
  }
  // "honey sales in euros": the currency after "in" is the unit of the money named just before it, not a second measure.
  for (let i = 1; i < tokens.length - 1; i++) {
    if (words[i] !== "in" || used.has(i) || used.has(i + 1) || !CURRENCY_WORDS.has(words[i + 1]!)) continue;
    const before = mentionsIn(Math.max(0, i - 3), i).filter((mention) => mention.end === i);
    if (before.some((mention) => isMoneyColumn(byName.get(mention.links[0]!.column)!))) consume(i, i + 2);
  }
  // "the average wait between arriving and being served", "avg days from report to repair": a duration named by its two
  // ends, the time columns it runs between; the word for the time before it ("wait", "days") is part of it.
  for (const span of spanColumns) {
    const derived = span.derived as Extract<DerivedColumn, { kind: "duration" }>;
    const names = (at: number, column: string) =>
      !used.has(at) &&
      /^\p{L}{3,}$/u.test(words[at] ?? "") &&
      (columnLinks(words[at]!).some((link) => link.column === column && link.score >= 0.6) ||
        columnWords(column).some((word) => word.word.length >= 4 && words[at]!.startsWith(word.word.replace(/(ed|ing|e)$/, ""))));
    for (let i = 0; i < tokens.length; i++) {
      if (!["between", "from"].includes(words[i]!) || used.has(i)) continue;
      const join = words.findIndex((word, k) => k > i + 1 && k <= i + 4 && ["and", "to", "until", "till"].includes(word));
      if (join < 0) continue;
      const first = words.slice(i + 1, join).findIndex((_, n) => names(i + 1 + n, derived.from));
      const last = [join + 1, join + 2, join + 3].find((at) => at < tokens.length && names(at, derived.to));
      if (first < 0 || last === undefined) continue;
      let start =
        ["wait", "waits", "time", "gap", "delay", "lag"].includes(words[i - 1] ?? "") || (BIN_WORDS[words[i - 1] ?? ""] && words[i - 1]!.endsWith("s"))
          ? i - 1
          : i;
      // "response time in days from the call to the job": the time, and the unit it is asked in, are the span's.
      if (start === i - 1 && words[i - 2] === "in" && ["wait", "time", "gap", "delay", "lag", "turnaround"].includes(words[i - 3] ?? "")) start = i - 3;
      measureHints.push({
        start,
        end: last + 1,
        words: phrase(start, last + 1),
        links: [{ column: span.name, score: 0.9, reason: `"${phrase(start, last + 1)}" names both ends of ${span.name} (${derived.from} to ${derived.to})` }],
      });
      consume(start, last + 1);
      break;
    }
  }
  // "the average wait by region": the wait as the measure.
  if (waitSpan && !measureHints.some((hint) => hint.links.some((link) => link.column === waitSpan.name))) {
    const at = words.findIndex((word, k) => WAIT_WORDS.has(word) && !used.has(k));
    if (at >= 0) {
      measureHints.push({
        start: at,
        end: at + 1,
        words: words[at]!,
        links: [{ column: waitSpan.name, score: 0.85, reason: waitReason(words[at]!) }],
      });
      consume(at, at + 1);
      // "the average wait in minutes": the span's own unit, not a column of minutes.
      const unit = (waitSpan.derived as Extract<DerivedColumn, { kind: "duration" }>).unit;
      if (words[at + 1] === "in" && secondsOf(words[at + 2] ?? "") === (unit === "minute" ? 60 : 86400)) consume(at + 1, at + 3);
    }
  }
  // "average hours on site, from start to finish", "the time from start to end": both ends of the table's one span named
  // in words, so the time word before them measures that span, not another column it happens to name ("Downtime Hours").
  let spanHint: Mention | undefined;
  const spans = allColumns.filter((column) => column.derived?.kind === "duration");
  const endsAt = words.findIndex((word, i) => SPAN_START_WORDS.has(word) && words[i + 1] === "to" && SPAN_END_WORDS.has(words[i + 2] ?? ""));
  if (spans.length === 1 && endsAt >= 0) {
    const timeAt = words.findLastIndex(
      (word, i) => i < endsAt && !used.has(i) && (unitOf(word)?.kind === "duration" || ["time", "duration", "long"].includes(word)),
    );
    if (timeAt >= 0) {
      const span = spans[0]!.derived as Extract<DerivedColumn, { kind: "duration" }>;
      const reason = `"${tokens[timeAt]!.raw}" ${phrase(endsAt, endsAt + 3)} is ${spans[0]!.name}, the time from ${span.from} to ${span.to}`;
      spanHint = { start: timeAt, end: timeAt + 1, words: tokens[timeAt]!.raw, links: [{ column: spans[0]!.name, score: 0.9, reason }] };
      measureHints.push(spanHint);
      consume(words[endsAt - 1] === "from" ? endsAt - 1 : endsAt, endsAt + 3);
    }
  }
  const measureMentions = [...spannedMeasures, ...measureHints, ...mentionsIn()]
    .filter((mention) => !spanHint || mention === spanHint || mention.end <= spanHint.start || mention.start >= spanHint.end)
    .sort((a, b) => a.start - b.start);
  const measures: Measure[] = [];
  // A measure mention: its best numeric (or true/false) link is not an id, and no text column is named clearly better ("shipments" is shipment_id, not delivery_days).
  /**
   * "the sauna" of used_sauna, "a locker" of rented_locker: a flag named by a verb's participle (or is/has/with) and a
   * thing is named by the thing. ("users" of is_new_user names only a part that is not the thing: "new user".)
   */
  const namesFlagThing = (mention: Mention, column: string) => {
    const all = identifierWords(column);
    const isVerb = (word: string | undefined) => word !== undefined && (FLAG_VERBS.has(word) || (word.length >= 4 && word.endsWith("ed")));
    // The verb first (passed_limits, has_guest) or, when a share is asked, last ("what % … got hit with an idle fee" of
    // idle_fee_charged). (In a count, "complaints that never got an inspector sent out" is a filter on inspector_visited.)
    const shareAsked = has("percentage", "percent", "share", "rate", "proportion", "fraction", "ratio", "pct") || question.includes("%");
    const [verb, rest] = isVerb(all[0])
      ? [all[0]!, all.slice(1)]
      : shareAsked && isVerb(all.at(-1)) && !isVerb(all[0])
        ? [all.at(-1)!, all.slice(0, -1)]
        : [undefined, []];
    if (!verb || rest.length === 0) return false;
    // The thing ("limits" of passed_limits, "an idle fee" of idle_fee_charged) or, for a past verb, what happened ("the pass rate").
    const names = (name: string) => (linkColumns(mention.words, [{ name, type: "boolean" }])[0]?.score ?? 0) >= 0.9;
    // (Named in the past, "samples that passed", it says which rows, as before.)
    return names(rest.join("_")) || (verb.endsWith("ed") && fold(mention.words) !== verb && names(verb));
  };
  /** A link a mention may be measured by: a number column's, or a true/false column's named whole or by its thing; not an id. */
  const measurable = (mention: Mention, link: ColumnLink) => {
    const column = byName.get(link.column)!;
    return (
      (isNumeric(column) || (column.type === "boolean" && (link.complete !== false || namesFlagThing(mention, column.name)))) && !isIdentifier(column.name)
    );
  };
  /**
   * A text column the words name clearly better ("order date" rather than a numeric order_value) than `link`: then they name
   * no measure. (Not beside an average or a median, which is of numbers: "la note moyenne" over Grade, a text column, and
   * Rating, a synonym.)
   */
  const namedBetterAsText = (mention: Mention, link: ColumnLink) => {
    const blocking = mention.links[0]!;
    const averaged = [words[mention.start - 1], words[mention.end]].some((word) => ["avg", "median"].includes(AGGREGATE_WORDS[word ?? ""] ?? ""));
    return (
      blocking.score > link.score + 0.1 &&
      !isNumeric(byName.get(blocking.column)) &&
      blocking.complete !== false &&
      !(averaged && link.score >= 0.8 && link.complete !== false)
    );
  };
  const measureLink = (mention: Mention) => {
    // A true/false column is a measure only when named whole: "new users" is is_new_user, "users" are rows.
    const link = mention.links.find((candidate) => measurable(mention, candidate));
    // A text column the mention names only part of ("pay" of pay_mthd) does not block a number column it names otherwise (paid_amt_eur).
    return link && !namedBetterAsText(mention, link) ? link : undefined;
  };
  // "how many sales", "number of orders": the noun counted right after a count word is not a measure.
  // "average number of passengers" is a measure: an aggregate word before the count word.
  const plural = (mention: Mention) => singular(words[mention.end - 1]!) !== words[mention.end - 1] || words[mention.end - 1]!.endsWith("s");
  const counted = (mention: Mention) =>
    (words[mention.start - 1] === "many" && words[mention.start - 2] === "how") ||
    (words[mention.start - 1] === "of" &&
      COUNT_WORDS.has(words[mention.start - 2] ?? "") &&
      !AGGREGATE_WORDS[words[mention.start - 3] ?? ""] &&
      plural(mention));
  // "how many calories", "how many kg of Riesling", "how many units": the noun is what a number column
  // measures (its head word or its unit), so it is summed rather than the rows counted.
  const namesQuantity = (mention: Mention) => {
    const link = measureLink(mention);
    const column = link ? byName.get(link.column) : undefined;
    // The rows are what the table's name ends with: "windows" of window_cln_jobs are not its rows (jobs), win_qty counts them.
    // ("seen", "caught", "sold": participles not written with -ed.)
    const participle = (word: string) => isPastForm(word) || IRREGULAR_PARTICIPLES.has(word);
    const unitless = column ? identifierWords(column.name).filter((name) => !UNIT_WORDS.has(name)) : [];
    // (A column named the thing and a participle, WhalesSeen, counts those things, even where the table's name has the
    // word: "how many whales" over WhaleTripBookings.)
    const countsThatThing = unitless.length === 2 && participle(unitless[1]!) && singular(unitless[0]!) === singular(words[mention.end - 1]!);
    const rowsNamed =
      !countsThatThing &&
      namesRowsNoun(words[mention.end - 1]!) &&
      (rowWords.size === 0 || rowWords.has(singular(words[mention.end - 1]!)) || !column || !isQuantityColumn(column));
    if (!column || !isNumeric(column) || rowsNamed) return false;
    const names = identifierWords(column.name);
    const head = names.filter((name) => !UNIT_WORDS.has(name)).at(-1);
    // "boxesSold", "photos_delivered": a participle last, the counted thing before it.
    const before = head !== undefined && participle(head) ? names.filter((name) => !UNIT_WORDS.has(name)).at(-2) : undefined;
    const last = singular(words[mention.end - 1]!);
    // The head word ("calories" of calories_kcal), the unit itself ("kg" of Menge_kg) or a word for the unit ("calories" of burned_kcal).
    const unitNamed = names.some((name) => UNIT_WORDS.has(name) && (name === last || (linkColumns(last, [{ name, type: "number" }])[0]?.score ?? 0) >= 0.8));
    // A unit of the kind the column states: "how many days" of DaysInCare, "how many litres" of litri.
    // (Or a unit and what it weighs: "how many kilos of food".)
    const asked = unitOf(last) ?? unitOf(words[mention.end - 1]!) ?? (words[mention.start + 1] === "of" ? unitOf(words[mention.start]!) : undefined);
    const sameKind = (asked !== undefined && columnUnit(column.name)?.kind === asked.kind) || (CURRENCY_NAMES.has(last) && isMoneyColumn(column));
    // The head written short or misspelt: "how many windows" of win_qty, "how many nigths" of NIGHTS.
    const thing = names.filter((name) => !UNIT_WORDS.has(name) && !QUANTITY_WORDS.has(name)).at(-1);
    const headWritten =
      head !== undefined &&
      mention.end - mention.start === 1 &&
      link!.complete !== false &&
      link!.score >= 0.8 &&
      ((thing !== undefined && thing.length >= 3 && last.startsWith(thing) && names.some((name) => QUANTITY_WORDS.has(name))) ||
        (last.length >= 5 && editDistance(last, singular(head), { max: 1, transpositions: true }) <= 1) ||
        // ... or named by a synonym of the counted thing: "how many pictures" of img_cnt (img: image).
        (thing !== undefined &&
          names.some((name) => QUANTITY_WORDS.has(name)) &&
          (linkColumns(last, [{ name: thing, type: "number" }])[0]?.score ?? 0) >= 0.8) ||
        // ... or a column named just the counted thing, by a synonym of it: "how many kids" of children.
        (thing !== undefined &&
          names.filter((name) => !UNIT_WORDS.has(name)).length === 1 &&
          link!.reason.includes("synonym") &&
          (linkColumns(words[mention.end - 1]!, [{ name: thing, type: "number" }])[0]?.score ?? 0) >= 0.85));
    // The head in another language, by its dictionary's gloss: "how many bags" of sacas (sacas: bags).
    // (Not a head measured in a unit: "how many jobs" of prace_min, work in minutes, counts jobs.)
    const measuredIn = columnUnit(column.name);
    const headGlossed =
      head !== undefined &&
      // ("how many kilos of olives" of masline_kg asks for the unit itself.)
      !(measuredIn !== undefined && asked === undefined && askedUnit?.kind !== measuredIn.kind) &&
      columnWords(column.name).some((word) => word.word === head && (word.glosses?.has(last) || word.glosses?.has(`${last}s`)));
    // "how many passengers got stuck" of psgr_trp: people a column counts, named by its word for them (not its head).
    const peopleCounted =
      (PEOPLE_COUNT_WORDS.has(last) || PEOPLE_COUNT_WORDS.has(`${last}s`)) &&
      columnWords(column.name).some((word) => word.forms.some((form) => singular(form) === last));
    return (
      (head !== undefined && (last === singular(head) || last === head)) ||
      (before !== undefined && (last === singular(before) || last === before)) ||
      headWritten ||
      peopleCounted ||
      headGlossed ||
      (mention.end - mention.start === 1 && (unitNamed || sameKind)) ||
      // "how many kilos of food": a unit of the column's kind, and what is weighed.
      (words[mention.start + 1] === "of" && unitOf(words[mention.start]!) !== undefined && sameKind)
    );
  };
  // "what percentage of our firings ran late": "percentage of" asks for a share of what follows; it names
  // no column unless one is called so (gloss_pct is not meant).
  const shareOf = (mention: Mention) =>
    mention.end - mention.start === 1 && SHARE_WORDS.has(words[mention.start]!) && words[mention.end] === "of" && mention.links[0]!.score < 0.95;
  // "in hours" is the unit the answer is shown in (12b), not a measure of its own, unless a column is named by that unit ("in minutes" of prod_min).
  const unitAsked = (mention: Mention) =>
    mention.end - mention.start === 1 &&
    words[mention.start - 1] === "in" &&
    unitOf(words[mention.start]!) !== undefined &&
    mention.links[0]!.reason.includes("the table's only column with");
  // "the number of orders" over FoodTruckOrders: the rows' noun, though OrderTotal has its word (and "total" says nothing),
  // unless a column is called just that ("orders" of daily_orders).
  const namesRowsOnly = (mention: Mention) =>
    namesRowsNoun(words[mention.end - 1]!) &&
    singular(identifierWords(mention.links[0]!.column).join(" ")) !== singular(identifierWords(mention.words).join(" "));
  // "what have we charged customers": people named alone are whom, not the part of cust_rtg they share a word with; only
  // beside another measure word ("the average age of the patients" over leeftijd_patient has no other).
  const namesPeopleOnly = (mention: Mention) => {
    const link = measureLink(mention);
    return (
      mention.end - mention.start === 1 &&
      (PERSON_WORDS.has(singular(words[mention.start]!)) || PEOPLE_WORDS.has(words[mention.start]!)) &&
      link?.complete === false &&
      link.score < 0.9 &&
      measureMentions.some((other) => other !== mention && measureLink(other) !== undefined && measureLink(other)!.column !== link.column)
    );
  };
  // "the most bookings" over daysBooked, "how many deliveries" over hoursDelivered: a plural noun of the column's verb names
  // the events, the rows; the column counts a unit of them.
  const namesEventsOnly = (mention: Mention) => {
    const link = measureLink(mention);
    const word = words[mention.start]!;
    // (A column named as written, "billedHours", is the column itself.)
    if (!link || link.score >= 0.95 || mention.end - mention.start !== 1 || !word.endsWith("s") || unitOf(word) !== undefined) return false;
    const names = identifierWords(link.column);
    return names.length >= 2 && !names.includes(word) && names.some((name) => isPastForm(name)) && names.filter((name) => !isPastForm(name)).every(isUnitWord);
  };
  // "how many jobs did the crews do": the subject after the auxiliary does what is counted; a column it names only
  // loosely (crw_sz) is no measure.
  const subjectOfCount = (mention: Mention) =>
    howManyAt >= 0 &&
    mention.start > howManyAt + 3 &&
    ["the", "our", "your", "their", "my"].includes(words[mention.start - 1] ?? "") &&
    ["did", "do", "does", "have", "has", "had"].includes(words[mention.start - 2] ?? "") &&
    mention.links[0]!.score < 0.9;
  // "how much salt did MRD spread": after "how much <measure> did <subject>", the one word left is the verb, not a second
  // measure it happens to abbreviate (sprd_rt).
  const verbOfClause = (mention: Mention) => {
    const askAt = howMuchAt >= 0 ? howMuchAt : howManyAt;
    if (askAt < 0 || mention.end - mention.start !== 1 || mention.links[0]!.score >= 0.9) return false;
    const auxAt = words.findIndex((word, i) => i > askAt + 2 && i < mention.start - 1 && ["did", "do", "does"].includes(word));
    if (auxAt < 0 || mention.start - auxAt > 4) return false;
    return measureMentions.some((other) => other !== mention && other.start > askAt + 1 && other.end <= auxAt && measureLink(other) !== undefined);
  };
  // "how many 2025 visits were booked 30 to 60 days ahead": in a count, the passive verb after the counted rows says what
  // happened to them; a number column it names only loosely (bookingFeeAud, by a synonym) is no measure.
  const passiveOfCount = (mention: Mention) => {
    const link = measureLink(mention);
    return (
      howManyAt >= 0 &&
      mention.start > howManyAt + 2 &&
      mention.end - mention.start === 1 &&
      isPastForm(words[mention.start]!) &&
      ["were", "was", "got", "get", "are", "is", "been", "being"].includes(words[mention.start - 1] ?? "") &&
      link !== undefined &&
      link.score < 0.8 &&
      isNumeric(byName.get(link.column))
    );
  };
  // "how many days do people take to collect their orders", "how long to pay": a verb of money after "to", in a question
  // of time, is what takes the time, not money measured.
  const verbTimed = (mention: Mention) =>
    mention.end - mention.start === 1 &&
    words[mention.start - 1] === "to" &&
    isMoneyVerb(words[mention.start]!) &&
    words.some((word, i) => word === "how" && (words[i + 1] === "long" || (words[i + 1] === "many" && unitOf(words[i + 2] ?? "")?.kind === "duration")));
  // "avg ticket …, tips in", "revenue incl. tips", "total with tax included": money named as what another money measure
  // named before it includes is no measure of its own.
  const includedPart = (mention: Mention) => {
    const link = measureLink(mention);
    if (mention.end - mention.start !== 1 || !link || !isMoneyColumn(byName.get(link.column)!)) return false;
    const closes = (at: number) => at >= tokens.length - 1 || tokens[at]!.pause || tokens[at]!.sentenceEnd;
    const included =
      (words[mention.end] === "in" && closes(mention.end)) ||
      (words[mention.end] === "included" && closes(mention.end)) ||
      ["incl", "including", "inc"].includes(words[mention.start - 1] ?? "");
    return (
      included &&
      measureMentions.some((other) => {
        const otherLink = other.end <= mention.start ? measureLink(other) : undefined;
        return otherLink !== undefined && otherLink.column !== link.column && isMoneyColumn(byName.get(otherLink.column)!);
      })
    );
  };
  // "How many wheels are still maturing in the cave?": in a count of the table's rows, a place named after "in the" that is
  // only part of a number column's name (Cave Temp (°C)) says where, not what to measure.
  const placeOfCount = (mention: Mention) => {
    if (howManyAt < 0 || !namesRowsNoun(words[howManyAt + 2] ?? "")) return false;
    let before = mention.start - 1;
    if (["the", "a", "an", "our", "their"].includes(words[before] ?? "")) before--;
    // ("How many trucks came through the gate?": a place passed through, Gate Lane's word, says where too.)
    return (
      ["in", "at", "on", "inside", "into", "through", "thru", "via", "past", "from"].includes(words[before] ?? "") && measureLink(mention)?.complete === false
    );
  };
  /**
   * "how many delayed bag reports": a quantity's word in the singular before a plural noun naming the table's rows is
   * what the rows are about (bag_irr_rpt's reports), not the quantity counted (bags).
   */
  const modifiesRowNoun = (mention: Mention) => {
    const word = words[mention.start]!;
    const next = words[mention.end] ?? "";
    return (
      countReading &&
      mention.end - mention.start === 1 &&
      singular(word) === word &&
      singular(next) !== next &&
      !used.has(mention.end) &&
      (namesRowsByTableName(next) || ROW_NOUNS.has(next)) &&
      !columnWords(measureLink(mention)!.column).some((entry) => entry.word === word)
    );
  };
  // "rounds played each month" over golf_rounds: the rows' own noun, plural and alone, naming a number column only by the
  // word its unit measures (Round Minutes) is the rows counted.
  const rowsBesideUnit = (mention: Mention) => {
    const link = measureLink(mention);
    const word = words[mention.start]!;
    if (!link || link.score >= 0.95 || mention.end - mention.start !== 1 || singular(word) === word || !namesRowsNoun(word)) return false;
    const others = identifierWords(link.column).filter((name) => name !== singular(word));
    return others.length > 0 && others.every(isUnitWord);
  };
  // "only days we actually fished", "the jobs they did": the rows' noun with a clause of its own after it (a pronoun, then
  // a verb) names the rows, not a column it only partly names (duration_days).
  const rowsOfAClause = (mention: Mention) => {
    if (mention.end - mention.start !== 1 || !namesRowsOnly(mention) || (measureLink(mention)?.score ?? 1) >= 0.95) return false;
    if (!["we", "they", "you", "i"].includes(words[mention.end] ?? "")) return false;
    const verbAt = ["actually", "really", "just"].includes(words[mention.end + 1] ?? "") ? mention.end + 2 : mention.end + 1;
    return isPastForm(words[verbAt] ?? "") || AUXILIARIES.has(words[verbAt] ?? "");
  };
  const includedParts = new Set(measureMentions.filter(includedPart));
  const numericMentions = measureMentions.filter(
    (mention) =>
      measureLink(mention) !== undefined &&
      !rowsBesideUnit(mention) &&
      !modifiesRowNoun(mention) &&
      !placeOfCount(mention) &&
      !namesEventsOnly(mention) &&
      !subjectOfCount(mention) &&
      !verbOfClause(mention) &&
      !passiveOfCount(mention) &&
      !verbTimed(mention) &&
      !includedParts.has(mention) &&
      !(counted(mention) && (mention.links[0]!.score < 1 || namesRowsOnly(mention)) && !namesQuantity(mention)) &&
      !rowsOfAClause(mention) &&
      !namesPeopleOnly(mention) &&
      !shareOf(mention) &&
      !unitAsked(mention),
  );
  for (const mention of includedParts) {
    consume(mention.start, mention.end + (words[mention.end] === "in" || words[mention.end] === "included" ? 1 : 0));
    assumptions.push(`"${mention.words}" is named as what the money measured includes, not as a measure of its own.`);
  }
  // "honey sales", "fuel cost": of two measure words side by side, the last is the head and the first says what of.
  const modifiers = new Set(
    numericMentions.filter((mention) => {
      const head = numericMentions.find((other) => other.start === mention.end);
      return (
        head !== undefined &&
        mention.end - mention.start === 1 &&
        mention.links[0]!.score < 0.95 &&
        measureLink(head)!.column !== measureLink(mention)!.column &&
        !AGGREGATE_WORDS[words[head.start]!] &&
        // ("hours spent": a verb after the measure is no head noun.)
        !isMoneyVerb(words[head.start]!) &&
        !/ed$/.test(words[head.start]!)
      );
    }),
  );
  // "labour hours spent on tyre fitting": a weak one-word measure right before a value read as a filter ("fitting" of
  // svc_cd) qualifies that value, when another measure was named before it with no aggregate word or "and" between.
  for (const mention of numericMentions) {
    if (mention.end - mention.start !== 1 || mention.links[0]!.score >= 0.95) continue;
    const qualifiesValue = filterSpans.some((span, f) => span.from === mention.end && span.to > span.from && byName.get(filters[f]!.column)?.type === "string");
    const earlier = numericMentions.filter((other) => other.end <= mention.start).at(-1);
    if (!qualifiesValue || !earlier || measureLink(earlier)!.column === measureLink(mention)!.column) continue;
    const between = words.slice(earlier.end, mention.start);
    if (between.some((word) => AGGREGATE_WORDS[word] || word === "and" || word === "," || word === "&")) continue;
    modifiers.add(mention);
    used.add(mention.start);
    assumptions.push(`"${mention.words}" read as part of "${phrase(mention.start, mention.end + 1)}", not as a measure of its own.`);
  }
  /** Where the words naming each measure end ("labour" of "labour hours"). */
  const measureEnds = new Map<Measure, number>();
  /** Where the words naming each measure start. */
  const measureStarts = new Map<Measure, number>();
  /** Words read as what money was spent on ("spent on parts"): not measures of their own. */
  const spentObjects = new Set<number>();
  /** Shares of a true/false column named before the noun of the rows ("what % of express inspections …"). */
  const flagRates: { measure: Measure; mention: Mention; score: number; reason: string }[] = [];
  // "Top 3 reasons people were referred, by number of parcels": the ranking is said to be by the count of the rows; a number
  // column another word of the question resembles ("people" of people fed) is no measure unless an aggregate names it.
  const rankedByCount = words.some((word, i) => {
    const at = words[i + 1] === "the" ? i + 2 : i + 1;
    return word === "by" && isCountWord(words[at] ?? "") && words[at + 1] === "of" && namesRowsNoun(words[at + 2] ?? "");
  });
  for (const mention of numericMentions) {
    if (modifiers.has(mention) || spentObjects.has(mention.start)) continue;
    // "top 3 regions by total spent on archive trips", "total paid for pumps": "total" right before a verb of money is the sum
    // of what the verb names, not a column of totals (totalUsd).
    // ("top 3 farms by total billed" keeps the total: nothing after the verb says what the money went on.)
    if (
      mention.end - mention.start === 1 &&
      words[mention.start] === "total" &&
      isMoneyVerb(words[mention.end] ?? "") &&
      ["on", "for"].includes(words[mention.end + 1] ?? "") &&
      linkColumns(words[mention.end + 2] ?? "", columns, "numeric").some((link) => link.score >= 0.5 && link.column !== mention.links[0]?.column)
    )
      continue;
    if (rankedByCount && !AGGREGATE_WORDS[words[mention.start - 1] ?? ""] && !AGGREGATE_WORDS[words[mention.start] ?? ""]) continue;
    // "počet zákaziek" (the number of jobs) over pocet_bodov: a count word, in the question's language, before the noun
    // of the rows counts the rows; it names no column named with that word.
    if (mention.end - mention.start === 1 && isCountWord(words[mention.start]!) && namesRowsNoun(words[mention.end] ?? "")) continue;
    // "števila izposoj" (the number of loans) over dni_izposoje: the noun of the rows after a count word is what is counted,
    // not a measure its word only resembles.
    if (
      mention.end - mention.start === 1 &&
      mention.links[0]!.score < 0.9 &&
      namesRowsNoun(words[mention.start]!) &&
      (isCountWord(words[mention.start - 1] ?? "") || (words[mention.start - 1] === "of" && isCountWord(words[mention.start - 2] ?? "")))
    )
      continue;
    const candidates = mention.links.filter((link) => measurable(mention, link));
    let best = candidates[0]!;
    let tied = candidates.filter((link) => link.score >= best.score - 0.001 && link.column !== best.column);
    // "How many kilos": an amount in a unit of measure is never a money column's (px_kg is a price by the kilo).
    if (tied.length > 0 && words.slice(mention.start, mention.end).some((word) => (unitOf(word)?.kind ?? "duration") !== "duration")) {
      const amounts = [best, ...tied].filter((link) => {
        const column = byName.get(link.column);
        return !column || !isMoneyColumn(column);
      });
      if (amounts.length === 1 && amounts[0] !== best) {
        assumptions.push(`"${mention.words}" read as ${amounts[0]!.column}: an amount in a unit of measure, not a price by it`);
        best = amounts[0]!;
      }
      if (amounts.length === 1) tied = [];
    }
    // "how much salt did we put down" beside Salt Tonnes and Salt Cost: with no word of money in the question, the substance
    // itself, the column in a unit of measure, not what it cost ("how much did the salt cost" names money).
    if (tied.length > 0 && !words.some((word) => MONEY_ASKING_WORDS.has(word) || isMoneyVerb(word) || UNIT_KINDS[word] === "money")) {
      const amounts = [best, ...tied].filter((link) => {
        const column = byName.get(link.column);
        const own = column ? columnUnit(column.name) : undefined;
        return column !== undefined && !isMoneyColumn(column) && own !== undefined;
      });
      const money = [best, ...tied].filter((link) => isMoneyColumn(byName.get(link.column)!));
      if (amounts.length === 1 && money.length === tied.length) {
        assumptions.push(`"${mention.words}" read as ${amounts[0]!.column}: the amount in its unit of measure, not its cost (no money was asked for)`);
        best = amounts[0]!;
        tied = [];
      }
    }
    // "the time to clear deferred items", "time to close": a span from one event to another is the duration between the
    // table's two dates, not a column of hours worked.
    const spanAsked = words[mention.end] === "to" && /^[a-z]{3,}$/.test(words[mention.end + 1] ?? "") && !BIN_WORDS[words[mention.end + 1]!];
    const between = [best, ...tied].filter((link) => byName.get(link.column)?.derived?.kind === "duration");
    if (
      tied.length > 0 &&
      spanAsked &&
      mention.end - mention.start === 1 &&
      ["time", "days", "hours"].includes(words[mention.start]!) &&
      between.length === 1
    ) {
      assumptions.push(`"${mention.words} to ${words[mention.end + 1]}" read as ${between[0]!.column}: the time from one date to the other`);
      best = between[0]!;
      tied = [];
    }
    if (tied.length > 0 && best.score < 1) {
      // The rest of the question may name one of them: "delay of flights leaving JFK" is the departure delay.
      // (Or a phrase of it: "How much Type IV … In litres" names T4_L.)
      const namedElsewhere = (column: string) =>
        measureMentions.some(
          (other) =>
            other !== mention &&
            (other.end <= mention.start || other.start >= mention.end) &&
            other.links[0]?.column === column &&
            other.links[0].score >= 0.8 &&
            !(other.links[1] && other.links[1].score >= other.links[0].score),
        )
          ? 0.85
          : 0;
      // "hours we lost to weather" of wx_loss_hrs: a column the head word names less well, among three or more, is one
      // of the candidates when the rest of the question names it.
      const nearby = candidates.filter(
        (link) => link !== best && !tied.includes(link) && link.score >= best.score - 0.25 && !tied.some((other) => other.column === link.column),
      );
      const compared = [best, ...tied, ...nearby];
      const contextTokens = tokens.filter(
        (token) =>
          (token.index < mention.start || token.index >= mention.end) &&
          // ("How many tickets did each film sell": the verb, a stop word elsewhere, names TICKETS_SOLD, not COMP_TICKETS.)
          (!STOP_WORDS.has(token.word) || QUANTITY_VERBS.has(token.word)) &&
          !/^\d/.test(token.word) &&
          // (Not the words of a filter already read: "last quarter" is a date, not a duration naming both.)
          !filterSpans.some((span) => token.index >= span.from && token.index < span.to) &&
          // ("labour hours spent": time spent, not money.)
          !(isMoneyVerb(token.word) && (secondsOf(words[token.index - 1] ?? "") !== undefined || words[token.index - 1] === "time")),
      );
      // (A word naming every candidate alike tells none apart: "nights" is as much a duration as each of the hours.)
      const contextScores = contextTokens
        .map((token) => compared.map((link) => linkColumns(token.word, [byName.get(link.column)!])[0]?.score ?? 0))
        .filter((scores) => compared.length < 3 || scores.some((score) => score !== scores[0]));
      const context = (column: string) =>
        Math.max(namedElsewhere(column), ...contextScores.map((scores) => scores[compared.findIndex((link) => link.column === column)] ?? 0));
      // ("price with VAT" of cena_s_dph_eur, not cena_bez_dph_eur: two words in a row, short ones too, that the column's name
      // has in a row.)
      const pairs = (column: string) => {
        const named = identifierWords(column);
        return tokens.some(
          (token, i) =>
            (i < mention.start || i >= mention.end) &&
            i + 1 < tokens.length &&
            (i + 1 < mention.start || i + 1 >= mention.end) &&
            named.some((word, k) => word === token.word && named[k + 1] === tokens[i + 1]!.word),
        )
          ? 0.9
          : 0;
      };
      const scored = compared.map((link) => ({ link, context: Math.max(context(link.column), pairs(link.column)) })).sort((a, b) => b.context - a.context);
      if (scored[0]!.context >= 0.5 && scored[0]!.context >= scored[1]!.context + 0.1) {
        assumptions.push(
          `"${mention.words}" read as ${scored[0]!.link.column} rather than ${scored
            .slice(1)
            .map((entry) => entry.link.column)
            .join(" or ")}: other words of the question name it`,
        );
        best = scored[0]!.link;
        tied = [];
      }
    }
    // "total copago" of copago_pct and copago_eur: a total adds amounts up, never percentages, where one of the tied is not
    // a share.
    const summedHere = aggregateWords.some((entry) => entry.aggregate === "sum" && entry.i < mention.start && mention.start - entry.i <= 2);
    const isShareColumn = (column: string) => identifierWords(column).some((word) => ["pct", "percent", "percentage", "share", "ratio", "rate"].includes(word));
    const amountsTied = [best, ...tied].filter((link) => !isShareColumn(link.column));
    if (tied.length > 0 && summedHere && amountsTied.length === 1) {
      assumptions.push(`"${mention.words}" read as ${amountsTied[0]!.column}: a total adds up amounts, not percentages`);
      best = amountsTied[0]!;
      tied = [];
    }
    // "how much money" of tien_cong (labour) and tong_tien (the total money): money in general, of several money columns
    // the word names alike, is the row's whole amount when one of them is named so.
    const moneyWord = fold(mention.words);
    if (tied.length > 0 && (GENERAL_MONEY_WORDS.has(moneyWord) || GENERAL_MONEY_WORDS.has(translate(moneyWord) ?? ""))) {
      const tiedColumns = [best, ...tied].map((link) => byName.get(link.column)!);
      const main = tiedColumns.every(isMoneyColumn) ? mainMoneyColumn(tiedColumns) : undefined;
      const chosen = main ? [best, ...tied].find((link) => link.column === main.name) : undefined;
      if (main && chosen) {
        assumptions.push(`"${mention.words}" read as ${chosen.column}: the ${main.reason} among ${tiedColumns.map((column) => column.name).join(", ")}`);
        best = chosen;
        tied = [];
      }
    }
    // "fares" of gjald_folk_kr and gjald_bilur_kr (the passengers' fare and the car's) beside samtals_kr: a plural naming
    // several money columns alike is all of them, the row's total where the table has one money column named so.
    if (tied.length > 0 && /^[a-z]+$/.test(moneyWord) && singular(moneyWord) !== moneyWord) {
      const tiedColumns = [best, ...tied].map((link) => byName.get(link.column)!);
      const totals = allColumns.filter(
        (column) => isMoneyColumn(column) && !tiedColumns.includes(column) && columnWords(column.name).some((word) => word.forms.includes("total")),
      );
      if (tiedColumns.every(isMoneyColumn) && totals.length === 1) {
        assumptions.push(
          `"${mention.words}" read as ${totals[0]!.name}, the total of ${tiedColumns.map((column) => column.name).join(" and ")}, which it names alike`,
        );
        best = { column: totals[0]!.name, score: best.score, reason: `the total of the money columns "${mention.words}" names` };
        tied = [];
      }
    }
    // "the kg of copper we bought" of grossKg, tareKg and netKg (or sales of gross and net amounts): of an amount weighed or
    // charged gross and net, the net one is the thing itself, without its container or its tax.
    // (With a part besides, the tare or a discount: gross and net alone, "sales" of gross_sales and net_sales, are asked.)
    if (tied.length > 1) {
      const net = [best, ...tied].find((link) => link.column === netBesideGross([best, ...tied].map((tiedLink) => tiedLink.column)));
      if (net) {
        assumptions.push(
          `"${mention.words}" read as ${net.column}, the net amount, rather than ${[best, ...tied]
            .filter((link) => link !== net)
            .map((link) => link.column)
            .join(" or ")}`,
        );
        best = net;
        tied = [];
      }
    }
    // "how many hours of interpreting" of DURATION_MIN and the duration derived from START_TIME to END_TIME: the table's
    // own column, where one alone of the tied is not derived.
    const ownTied = [best, ...tied].filter((link) => !byName.get(link.column)?.derived);
    if (tied.length > 0 && ownTied.length === 1) {
      assumptions.push(`"${mention.words}" read as ${ownTied[0]!.column}, the table's own column, rather than a duration derived from its times`);
      best = ownTied[0]!;
      tied = [];
    }
    if (tied.length > 0 && best.score < 1 && mention.links[0]!.score <= best.score) {
      const ranked = [best, ...tied].map(
        (link): ClarifyOption => ({ label: link.column, score: link.score, why: whyOfLink(link, mention.words), column: link.column }),
      );
      const options = ranked.map((option) => option.label);
      return {
        kind: "clarify",
        question: `"${mention.words}" could be ${options.join(" or ")}. Which column did you mean?`,
        options,
        ranked,
        about: "column",
        phrase: mention.words,
        reason: `two columns are equally likely for "${mention.words}" (score ${best.score})`,
        durationMs: took(),
      };
    }
    if (namedBetterAsText(mention, best)) continue;
    // "how many permanent jobs did we fill": the verb after "we" is what was done to the rows counted, not a
    // measure, when it only partly names a column (DAYS_TO_FILL).
    if (
      howMany &&
      aggregateWords.length === 0 &&
      ["we", "they", "you", "i"].includes(words[mention.start - 1] ?? "") &&
      mention.end - mention.start === 1 &&
      best.complete === false
    )
      continue;
    // "are the big ones worth it?": a judgement, not the money they are worth.
    if (words[mention.start] === "worth" && words[mention.end] === "it") continue;
    // "hours spent", "spend on materials": a money verb after a measure named, or before "on" and a number column
    // named, says how that measure came about; it is not the table's money as well.
    if (mention.end - mention.start === 1 && isMoneyVerb(words[mention.start]!) && best.score < 0.95) {
      // "how many hours have we spent": auxiliaries and a pronoun between the measure and the verb change nothing.
      const namedBefore = measureMentions.some(
        (other) =>
          other !== mention &&
          other.end <= mention.start &&
          words.slice(other.end, mention.start).every((word) => AUXILIARIES.has(word) || word === "been") &&
          measureLink(other) !== undefined,
      );
      // The word after "on" ("spent on parts"), or after "in" past a superlative ("earned the most in labour").
      let onAt = mention.end;
      while (["the", "most", "least", "more", "less"].includes(words[onAt] ?? "")) onAt++;
      if (!(words[onAt] === "on" || (words[onAt] === "in" && onAt > mention.end))) onAt = -1;
      const on =
        onAt >= 0 ? mentionsIn(onAt + 1, Math.min(tokens.length, onAt + 4), true).find((other) => other.start === onAt + 1 && measureLink(other)) : undefined;
      // "spent the most hours": a time spent, named after the verb and a superlative, is no money either.
      const timeAfter = measureMentions.some(
        (other) =>
          other.start > mention.end &&
          words.slice(mention.end, other.start).every((word) => word === "the" || AMOUNT_COMPARATIVES.has(word)) &&
          unitOf(words[other.start]!)?.kind === "duration",
      );
      // "spend on materials": a money column the word after "on" names, even in part (costo_materiali_euro), is what was spent.
      const object = onAt >= 0 ? words[onAt + 1] : undefined;
      const spentOn =
        object && !STOP_WORDS.has(object)
          ? linkColumns(object, columns, "numeric").find((link) => link.score >= 0.5 && link.column !== best.column && isMoneyColumn(byName.get(link.column)!))
          : undefined;
      // ("spent on parts" with prts_qty and prts_gbp: the money of the parts, not their number.)
      if (namedBefore || timeAfter || (on && (measureLink(on)?.score ?? 0) >= 0.7 && !spentOn)) continue;
      if (spentOn) {
        best = { ...spentOn, reason: `"${words[mention.start]} on ${object}" is money spent on it: ${spentOn.reason}` };
        tied = [];
        consume(onAt + 1, onAt + 2);
        spentObjects.add(onAt + 1);
      }
    }
    // "something interesting about the climbers": a measure only guessed at (a typo-like link) is not what was asked for.
    if (aggregateWords.length === 0 && best.score < 0.8 && words.some((word) => DISCOVERY_WORDS.has(word))) continue;
    // "a lead climbing session": words of the table's name together name its rows, not a measure (routes_climbed).
    if (mention.end - mention.start === 1 && best.score < 0.9 && namesRowsNoun(words[mention.start]!) && namesRowsNoun(words[mention.end] ?? "")) continue;
    // "how many non-members climbed without …": rows of a kind (the words after "how many" are a filter) and a
    // verb that partly names a number column (routes_climbed): the verb says what those rows did; they are counted.
    if (
      howMany &&
      aggregateWords.length === 0 &&
      mention.end - mention.start === 1 &&
      best.complete === false &&
      /[a-z]{3}ed$/.test(words[mention.start]!) &&
      howManyAt >= 0 &&
      mention.start > howManyAt + 2 &&
      namesRowsOfAKind(phrase(howManyAt + 2, mention.start))
    )
      continue;
    // "how many lots went to online bidders": in a count of the table's own rows, a later word only guessed to abbreviate a
    // number column (bidCount) says which rows, not what is measured.
    if (
      howMany &&
      aggregateWords.length === 0 &&
      mention.start > howManyAt + 3 &&
      namesRowsNoun(words[howManyAt + 2] ?? "") &&
      best.score < 0.9 &&
      (best.reason.includes("abbreviation") || best.reason.includes("thesaurus")) &&
      // (Rows with some of it, "sales with a discount", are counted where it is above 0, below.)
      !["with", "a", "an", "any", "no", "without", "the"].includes(words[mention.start - 1] ?? "") &&
      !COPULAS.has(words[mention.start - 1] ?? "")
    )
      continue;
    // "how many entrapments had more than 4 people stuck in the lift": in a count, a word only guessed to abbreviate a
    // number column (lft_age_yrs), after a preposition of place and its article, is where, not what is measured.
    if (
      howMany &&
      aggregateWords.length === 0 &&
      best.score < 0.7 &&
      ["the", "a", "an", "our", "their"].includes(words[mention.start - 1] ?? "") &&
      ["in", "on", "at", "inside", "into", "from"].includes(words[mention.start - 2] ?? "")
    )
      continue;
    const column = byName.get(best.column)!;
    // "how many loans were overdue", "how many orders are discounted": a number column named after a verb of
    // being, in a count, says which rows to count: those where it is above 0.
    // "how many lessons weren't paid", "… haven't been paid (at all)": negated, the rows where it is 0.
    const before = words[mention.start - 1];
    const negatedCopula = (isNot(before) && COPULAS.has(words[mention.start - 2] ?? "")) || (COPULAS.has(before ?? "") && isNot(words[mention.start - 2]));
    // "how many copies sold at a discount", "how many tickets with a refund": the rows where it is above 0.
    const withOne = ["a", "an", "any"].includes(before ?? "") && ["at", "with"].includes(words[mention.start - 2] ?? "");
    const copula = COPULAS.has(before ?? "") || negatedCopula || withOne;
    const atAll = words[mention.end] === "at" && words[mention.end + 1] === "all" ? 2 : 0;
    // "how many routes were climbed": the noun counted names the same column (routes_climbed); it is summed.
    const countedNoun = howManyAt >= 0 && howManyAt + 2 < mention.start ? words[howManyAt + 2]! : "";
    const countsTheColumn = countedNoun !== "" && linkColumns(countedNoun, [column])[0]?.column === column.name;
    // ("how many orders are unpaid, and how much is owed on them": "how much is owed" asks for the amount, it picks no rows.)
    const amountAsked = COPULAS.has(before ?? "") && words[mention.start - 2] === "much" && words[mention.start - 3] === "how";
    if (
      isNumeric(column) &&
      countReading &&
      copula &&
      !amountAsked &&
      !countsTheColumn &&
      (words[mention.end + atAll] === undefined || BOUNDARIES.has(words[mention.end + atAll]!)) &&
      aggregateWords.length === 0 &&
      !numericMentions.some((other) => other !== mention && counted(other)) &&
      !pendingComparisons.some((comparison) => Math.abs(comparison.from - mention.end) <= 2)
    ) {
      const from = negatedCopula ? mention.start - 2 : mention.start;
      consume(from, mention.end + atAll);
      // "how many came with a DNA kit" beside dnaKitIncluded and dnaKitUsd: a true/false column the words name as well says
      // it outright (a kit given free, or refunded, is still a kit); it is read rather than the amount above 0.
      const flag = mention.links.find((link) => link.column !== column.name && byName.get(link.column)?.type === "boolean" && link.score >= best.score - 0.05);
      if (flag) {
        filterProvenance(
          from,
          mention.end + atAll,
          { column: flag.column, operator: "in", values: [!negatedCopula], temporal: false },
          flag.score,
          `${flag.reason}; ${flag.column} says it outright, rather than ${column.name} ${negatedCopula ? "being 0" : "above 0"}`,
        );
        continue;
      }
      const how = negatedCopula ? "is 0" : "is above 0";
      filterProvenance(
        from,
        mention.end + atAll,
        { column: column.name, operator: negatedCopula ? "=" : ">", values: [0], temporal: false },
        best.score,
        `${best.reason}; "${phrase(mention.start - (negatedCopula ? 2 : 1), mention.end)}" counts the rows where ${column.name} ${how}`,
      );
      assumptions.push(`"${phrase(from, mention.end)}" counts the rows where ${column.name} ${how}.`);
      continue;
    }
    // "no state subsidy", "without any discount", "without using any hints": one word that names nothing may stand
    // between, or two after "without".
    const namesNothing = (k: number) => !used.has(k) && /^\p{L}+$/u.test(words[k]!) && columnLinks(words[k]!).length === 0;
    // ("without the sales cancelled", Breton's "hep ar gwerzhioù nullet": a true/false column's word right after the noun
    // says which rows are left out; the noun is the rows, not an amount of none.)
    const flagAfter = columnLinks(words[mention.end] ?? "").some((link) => link.score >= 0.8 && byName.get(link.column)?.type === "boolean");
    const noAt = [mention.start - 1, mention.start - 2, mention.start - 3].find(
      (at) =>
        !flagAfter &&
        (words[at] === "no" || words[at] === "without") &&
        (at === mention.start - 1 ||
          (at === mention.start - 2 && namesNothing(at + 1)) ||
          (words[at] === "without" && namesNothing(at + 1) && namesNothing(at + 2))),
    );
    // "counting the ones with no discount too", "including those with no tip": the rows without it are kept, not the only ones.
    const keptToo =
      noAt !== undefined &&
      (words.slice(Math.max(0, noAt - 5), noAt).some((word) => ["including", "include", "includes", "incl"].includes(word)) ||
        ["too", "also"].includes(words[mention.end] ?? "") ||
        (words[mention.end] === "as" && words[mention.end + 1] === "well"));
    // "the goods' value (without shipping)", "revenue excluding tips": money left out of the money measure named right
    // before says what that measure holds, not which rows.
    const measured = noAt !== undefined && isMoneyColumn(column) ? measures.find((measure) => measureEnds.get(measure) === noAt) : undefined;
    if (noAt !== undefined && measured?.column && isMoneyColumn(byName.get(measured.column)!)) {
      consume(noAt, mention.end);
      assumptions.push(`"${phrase(noAt, mention.end)}" says what ${measured.column} leaves out: it is no filter.`);
      continue;
    }
    if (isNumeric(column) && noAt !== undefined && keptToo) {
      consume(noAt, mention.end);
      assumptions.push(`"${phrase(noAt, mention.end)}" keeps the rows without ${column.name} in the answer: it is no filter.`);
      continue;
    }
    // "how many stays with children", "families with kids": rows counted that have some of a counted thing (more than 0).
    const withAt = words[mention.start - 1] === "with" ? mention.start - 1 : undefined;
    if (
      column.type === "integer" &&
      withAt !== undefined &&
      howMany &&
      howManyAt + 2 < withAt &&
      !isIdentifier(column.name) &&
      !filters.some((filter) => filter.column === column.name)
    ) {
      consume(withAt, mention.end);
      filterProvenance(
        withAt,
        mention.end,
        { column: column.name, operator: ">", values: [0], temporal: false },
        best.score,
        `${best.reason}; rows "with ${mention.words}" have ${column.name} above 0`,
      );
      continue;
    }
    if (isNumeric(column) && noAt !== undefined) {
      // "orders with no discount": none of it, i.e. the number is 0; the rows are still counted or measured otherwise.
      consume(noAt, mention.end);
      filterProvenance(
        noAt,
        mention.end,
        { column: column.name, operator: "=", values: [0], temporal: false },
        best.score,
        `${best.reason}; "${words[noAt]}" ${mention.words} is ${column.name} = 0`,
      );
      continue;
    }
    if (column.type === "boolean") {
      // "tickets not reopened", "satisfaction of reopened tickets": a true/false column beside another
      // measure, or negated, filters; alone it is the measure (the true rows counted, or their rate).
      const negated = flagNegated(mention.start) || outOfFlag(mention, column.name);
      if (negated && correctsWhatIsCounted(mention, best.score, column.name)) continue;
      if (!negated && namesFilteredRows(mention, best.score)) {
        consume(mention.start, mention.end);
        continue;
      }
      const otherMeasure = numericMentions.some((other) => other.start !== mention.start && isNumeric(byName.get(measureLink(other)!.column)));
      // "how many bookings were either by members or for a birthday": two true/false columns joined by "or" in a
      // count say which rows to count (either), each a filter.
      const eitherFlag =
        countReading &&
        numericMentions.some((other) => {
          if (other.start === mention.start || byName.get(measureLink(other)!.column)?.type !== "boolean") return false;
          const [from, to] = other.start < mention.start ? [other.end, mention.start] : [mention.end, other.start];
          return words.slice(from, to).includes("or");
        });
      // "how many rated games were not in a tournament": two true/false columns in a count say which rows to count, both.
      const bothFlags =
        countReading && numericMentions.some((other) => other.start !== mention.start && byName.get(measureLink(other)!.column)?.type === "boolean");
      // "what % of express inspections got a rush fee": a true/false column naming the kind of rows counted, before
      // their noun, says which rows; the true/false column after it is the one whose share is asked.
      const rowsNounAfter = (other: Mention) => namesTheRows(words[other.end] ?? "");
      // (The table's own noun for its rows is the surer sign: "after-hours visits … for insured pets" over vetVisits.)
      const tableNounAfter = (other: Mention) => namesRowsNoun(words[other.end] ?? "");
      const otherFlags = numericMentions.filter((other) => other.start !== mention.start && byName.get(measureLink(other)!.column)?.type === "boolean");
      const kindOfRows =
        (rowsNounAfter(mention) && otherFlags.some((other) => !rowsNounAfter(other))) ||
        (tableNounAfter(mention) && otherFlags.some((other) => !tableNounAfter(other)));
      // "for grant-eligible homes versus the rest": the flag set against the rest of the rows is a grouping (made one
      // below from this filter), not the measure.
      const againstRest = !negated && againstRestAfter(mention.end) >= 0;
      // "Out of province plates: how many tickets, …": a flag (and its noun) opening the question before "how many" is the
      // rows it is about.
      const topic = mention.start <= 1 && howManyAt >= mention.end && howManyAt - mention.end <= 1;
      // "When we do a stain treatment, what percentage of those batches end up needing a rewash?": a flag in a clause
      // before the share asked ("when", "if", "for", "among") says which rows; the flag after the share is its measure.
      const shareAt = words.findIndex((word) => ["percentage", "percent", "share", "proportion", "fraction", "%"].includes(word));
      const conditioned =
        shareAt > mention.end &&
        words.slice(0, mention.start).some((word) => ["when", "whenever", "if", "for", "among", "amongst", "where"].includes(word)) &&
        otherFlags.some((other) => other.start > shareAt);
      // Rows counted by a flag per group (or per time bin) are the rows that have it, a count of the rows kept: a group with
      // none is no row. The flag is said after the rows counted ("how many orders were gift wrapped, split by channel", "how
      // many jobs included a gutter clear, per month") or right before their noun after a count word ("no. of trial
      // sessions per subject", "how many cancelled bookings per channel").
      const countWordBefore =
        (words[mention.start - 1] === "of" && COUNT_WORDS.has(words[mention.start - 2] ?? "")) || (howManyAt >= 0 && mention.start === howManyAt + 2);
      const countedByFlag =
        groups.length > 0 &&
        !has("percentage", "percent", "share", "rate", "proportion", "%") &&
        ((howManyAt >= 0 && namesRowsNoun(words[howManyAt + 2] ?? "") && mention.start > howManyAt + 2) || (rowsNounAfter(mention) && countWordBefore));
      if (negated || otherMeasure || eitherFlag || bothFlags || kindOfRows || againstRest || topic || conditioned || countedByFlag) {
        consume(mention.start, mention.end);
        filterProvenance(
          mention.start,
          mention.end,
          { column: column.name, operator: "in", values: [!negated], temporal: false },
          best.score,
          `${best.reason}; ${column.name} is true/false`,
        );
        continue;
      }
      if (has("percentage", "percent", "share", "rate", "proportion", "fraction", "ratio", "pct") || /%/.test(question)) {
        const percent = percentAsked();
        const rate: Measure = {
          aggregate: "avg",
          column: column.name,
          as: `${column.name}_${percent ? "pct" : "rate"}`,
          ...(percent ? { percent: true } : {}),
        };
        measures.push(rate);
        if (rowsNounAfter(mention)) flagRates.push({ measure: rate, mention, score: best.score, reason: best.reason });
        provenance.push({
          element: "measure",
          words: mention.words,
          column: column.name,
          value: "avg",
          score: best.score,
          reason: `${best.reason}; the share of rows where it is true (${percent ? "a percentage, 0 to 100" : "0 to 1"})`,
        });
        assumptions.push(
          percent
            ? `The percentage of ${column.name} is the percent of rows where it is true (0 to 100).`
            : `The rate of ${column.name} is the fraction of rows where it is true (0 to 1).`,
        );
        consume(mention.start, mention.end);
        continue;
      }
    }
    const previousMeasureEnd = numericMentions.filter((other) => other.end <= mention.start).at(-1)?.end ?? -1;
    const ownWords = aggregateWords.filter((entry) => entry.i < mention.start && entry.i >= previousMeasureEnd);
    const nearest = ownWords[0]?.aggregate ?? aggregateWords.filter((entry) => entry.i < mention.start).at(-1)?.aggregate;
    let aggregate: SpecAggregate = nearest ?? aggregateWords[0]?.aggregate ?? "sum";
    const assumedBefore = assumptions.length;
    // "the highest salary in each department", "youngest age per city": the superlative is the aggregate of each group.
    const perGroup =
      has("each", "per", "every") && groups.length > 0 && limit === null && superlative >= 0 && superlative < mention.start && mention.start - superlative <= 3;
    if (!nearest && !aggregateWords[0]) {
      if (perGroup) {
        aggregate = direction === "asc" ? "min" : "max";
        assumptions.push(`"${tokens[superlative]!.raw} ${mention.words}" in each group: the ${aggregate} of ${column.name} per group`);
      } else if (limit === null && superlative >= 0 && groups.length === 0) aggregate = direction === "asc" ? "min" : "max";
      else if (
        column.type !== "boolean" &&
        !addsUp(column.name, best.reason) &&
        // "how many hours have we spent tuning", "how many minutes were the booths booked": a number of units asked for is a
        // total, whichever word names the column.
        !(howManyAt >= 0 && mention.start === howManyAt + 2 && unitOf(words[mention.start] ?? "") !== undefined) &&
        !(howManyAt >= 0 && askedUnit !== undefined && askedUnit.kind === columnUnit(column.name)?.kind) &&
        // "how much did each walker bill": money billed, paid or spent adds up, whatever the column is called (priceCharged).
        !(has("much") && words.some((word) => isMoneyVerb(word)) && isMoneyColumn(column)) &&
        // "what did each saleroom take in hammer prices": money taken in adds up, though a price averages.
        !(words.some((word, i) => i <= mention.start && EARNING_VERBS.has(word) && words[i + 1] === "in") && isMoneyColumn(column)) &&
        // "rented gear out for the most days", "the fewest hours": an amount of the unit is ranked, which adds up.
        !(AMOUNT_COMPARATIVES.has(words[mention.start - 1] ?? "") && unitOf(words[mention.start] ?? "") !== undefined) &&
        // "top 3 technicians by hours on the job": the hours ranked by add up.
        !rankedByTime(mention.start) &&
        columnWords(column.name).some((word) => ownForms(word).some((form) => MEAN_BY_NATURE.has(form)))
      ) {
        aggregate = "avg";
        assumptions.push(`No aggregate named: averaging ${column.name} (a rate, score, duration or price does not add up)`);
      } else
        assumptions.push(
          column.type === "boolean" ? `${column.name} is true/false: counting the rows where it is true` : `No aggregate named: summing ${column.name}`,
        );
    }
    // The same measure named twice ("how many hours were the booths booked") is one, and said once.
    if (measures.some((measure) => measure.column === column.name && measure.aggregate === aggregate)) {
      assumptions.length = assumedBefore;
      continue;
    }
    const as = measures.some((measure) => measure.as === column.name) ? `${aggregate}_${column.name}` : column.name;
    const measure: Measure = { aggregate, column: column.name, as };
    measures.push(measure);
    measureEnds.set(measure, mention.end);
    measureStarts.set(measure, mention.start);
    provenance.push({ element: "measure", words: mention.words, column: column.name, value: aggregate, score: best.score, reason: best.reason });
    consume(mention.start, mention.end);
    // "average and maximum salary": every aggregate word of the mention applies to it.
    for (const entry of ownWords.slice(1)) {
      if (!measures.some((measure) => measure.column === column.name && measure.aggregate === entry.aggregate))
        measures.push({ aggregate: entry.aggregate, column: column.name, as: `${entry.aggregate}_${column.name}` });
    }
  }
  if (measures.length === 0 && !countReading) {
    // A superlative that names its measure ("heaviest" is weight) supplies it when nothing else does.
    for (const [i, word] of words.entries()) {
      const nouns = SUPERLATIVE_MEASURES[word];
      if (!nouns || (word === "paid" && !DESC_WORDS.has(words[i - 1] ?? "") && !ASC_WORDS.has(words[i - 1] ?? ""))) continue;
      const link = nouns
        .map((noun) => linkColumns(noun, columns, "numeric").find((candidate) => candidate.score >= 0.7 && !isIdentifier(candidate.column)))
        .find(Boolean);
      if (!link) continue;
      const column = byName.get(link.column)!;
      const byNature = columnWords(column.name).some((entry) => ownForms(entry).some((form) => MEAN_BY_NATURE.has(form)));
      measures.push({ aggregate: groups.length > 0 ? (byNature ? "avg" : "sum") : "max", column: link.column, as: link.column });
      provenance.push({
        element: "measure",
        words: tokens[i]!.raw,
        column: link.column,
        value: groups.length > 0 ? (byNature ? "avg" : "sum") : "max",
        score: 0.8,
        reason: `"${tokens[i]!.raw}" ranks by ${nouns[0]} (${link.reason})`,
      });
      break;
    }
  }
  const sizeAt = words.findIndex((word) => SIZE_SUPERLATIVES.has(word));
  // "the 5 highest bills": a ranked plural whose words name a number column in part (BillAmt) ranks the rows by it.
  const entityNumber =
    rankedEntity !== undefined && measures.length === 0 && !countReading && sizeAt >= 0 && groups.length === 0
      ? linkColumns(words[rankedEntity] ?? "", columns, "numeric").filter((link) => link.score >= 0.5 && !isIdentifier(link.column))
      : [];
  if (entityNumber.length === 1 || (entityNumber.length > 1 && entityNumber[0]!.score > entityNumber[1]!.score + 0.05)) {
    const link = entityNumber[0]!;
    measures.push({ aggregate: "max", column: link.column, as: link.column });
    provenance.push({
      element: "measure",
      words: phrase(sizeAt, rankedEntity! + 1),
      column: link.column,
      value: "max",
      score: link.score,
      reason: `"${tokens[rankedEntity!]!.raw}" are values of ${link.column} (${link.reason})`,
    });
    used.add(rankedEntity!);
  }
  if (measures.length === 0 && !countReading && sizeAt >= 0 && groups.length === 0 && rankedEntity !== undefined && namesRowsNoun(words[rankedEntity] ?? "")) {
    // "the 5 largest claims": the rows ranked by their own size, the number named after them
    // (Claim_Amount of claims), else the table's only money column.
    const numbers = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
    const own = numbers.filter((column) => columnWords(column.name).some((word) => namesRowsNoun(word.word)));
    const money = numbers.filter(isMoneyColumn);
    const chosen = own.length === 1 ? own[0] : own.filter(isMoneyColumn).length === 1 ? own.find(isMoneyColumn) : money.length === 1 ? money[0] : undefined;
    if (chosen) {
      measures.push({ aggregate: "max", column: chosen.name, as: chosen.name });
      provenance.push({
        element: "measure",
        words: phrase(sizeAt, rankedEntity + 1),
        column: chosen.name,
        value: "max",
        score: 0.75,
        reason: `"${tokens[sizeAt]!.raw} ${tokens[rankedEntity]!.raw}" ranks the rows by their size, ${chosen.name}`,
      });
      assumptions.push(`"${tokens[sizeAt]!.raw} ${tokens[rankedEntity]!.raw}" ranks the rows by ${chosen.name}.`);
    }
  }
  if (measures.length === 0 && !countReading) {
    // "how much did we sell per month": a verb of money names the measure when no noun does.
    const verbAt = words.findIndex((word) => VERB_MEASURES[word] !== undefined);
    const nouns = verbAt >= 0 ? VERB_MEASURES[words[verbAt]!]! : [];
    // "which pitch sold the most churros": things sold that a value names are counted in the table's one quantity column.
    const k = words[verbAt + 1] === "the" ? verbAt + 2 : verbAt + 1;
    const quantities = quantityColumns();
    const thingsSold =
      verbAt >= 0 &&
      QUANTITY_VERBS.has(words[verbAt]!) &&
      ["most", "least", "fewest", "more", "less"].includes(words[k] ?? "") &&
      filterSpans.some((span) => span.from <= k + 1 && k + 1 < span.to) &&
      quantities.length === 1;
    const link = thingsSold
      ? {
          column: quantities[0]!.name,
          score: 0.75,
          reason: `the things ${words[verbAt]} that "${tokens[k + 1]!.raw}" names are counted in ${quantities[0]!.name}, the table's only quantity`,
        }
      : nouns.map((noun) => linkColumns(noun, columns, "numeric").find((candidate) => candidate.score >= 0.7 && !isIdentifier(candidate.column))).find(Boolean);
    if (link) {
      // "average cost, express vs normal jobs": an aggregate named goes with it (a sum otherwise).
      const aggregate = aggregateWords.find((entry) => entry.aggregate !== "count")?.aggregate ?? "sum";
      measures.push({ aggregate, column: link.column, as: link.column });
      provenance.push({
        element: "measure",
        words: tokens[verbAt]!.raw,
        column: link.column,
        value: aggregate,
        score: 0.7,
        reason: thingsSold ? link.reason : `"${tokens[verbAt]!.raw}" asks for ${nouns[0]} (${link.reason})`,
      });
    }
  }
  // "how many different people entered": the people are the column of people, counted once each.
  const distinctAt = words.findIndex((word) => DISTINCT_WORDS.has(word));
  if (distinct && measures.length === 0 && personColumn && ["people", "persons", "individuals"].includes(words[distinctAt + 1] ?? "")) {
    measures.push({ aggregate: "count_distinct", column: personColumn.name, as: `distinct_${personColumn.name}` });
    provenance.push({
      element: "measure",
      words: phrase(distinctAt, distinctAt + 2),
      column: personColumn.name,
      value: "count_distinct",
      score: 0.75,
      reason: `"${phrase(distinctAt, distinctAt + 2)}": the column of people, ${personColumn.name}, counted once each`,
    });
    consume(distinctAt, distinctAt + 2);
  }
  if (distinct && measures.length === 0) {
    for (const mention of measureMentions) {
      const link = linkFor(mention, (column) => !isNumeric(column) || isIdentifier(column.name));
      if (!link || used.has(mention.start)) continue;
      measures.push({ aggregate: "count_distinct", column: link.column, as: `distinct_${link.column}` });
      provenance.push({
        element: "measure",
        words: mention.words,
        column: link.column,
        value: "count_distinct",
        score: link.score,
        reason: `distinct ${link.reason}`,
      });
      break;
    }
  }
  // "how many users who live alone had a fall" (Galician "cantos usuarios …") over visits: a plural right after "how many"
  // naming all of a text column whose values repeat over many rows (the people or things the rows are of, not a kind of
  // row) counts each of them once, not the rows.
  if (measures.length === 0 && howManyAt >= 0 && !groups.length) {
    const [counted] = mentionsIn(howManyAt + 2, Math.min(tokens.length, howManyAt + 4)).filter((mention) => mention.start === howManyAt + 2);
    const link = counted?.links[0];
    const column = link ? byName.get(link.column) : undefined;
    const plural = counted !== undefined && singular(words[counted.end - 1]!) !== words[counted.end - 1];
    if (
      counted &&
      link &&
      column?.type === "string" &&
      plural &&
      (link.score >= 0.9 || (link.score >= 0.8 && link.complete === true)) &&
      !isRowKey(column.name) &&
      !namesRowsNoun(words[counted.end - 1]!) &&
      // (Many values, or too many to list: not a kind of row, "how many express jobs".) A column of values unique to each
      // row counts as many as the rows do.
      (column.values === undefined || column.values.length >= 8) &&
      !filters.some((filter) => filter.column === column.name)
    ) {
      measures.push({ aggregate: "count_distinct", column: column.name, as: `distinct_${column.name}` });
      provenance.push({
        element: "measure",
        words: counted.words,
        column: column.name,
        value: "count_distinct",
        score: link.score,
        reason: `"how many ${counted.words}": each ${column.name} counted once (${link.reason})`,
      });
      assumptions.push(`"how many ${counted.words}" counts each ${column.name} once, not the rows.`);
      consume(counted.start, counted.end);
    }
  }
  // "claims flagged as fraud", "remote employees": a true/false column named beside the measure or a
  // count filters the rows (to false when negated), even when the words name only part of it.
  // ("which dive site had the most whale shark sightings": a ranking with no measure counts rows, and the flag says which.)
  if (measures.length > 0 || countReading || (ranking && groups.length > 0)) {
    // "uninsured patients", "inactive users": a negating prefix on a true/false column's word filters it to false;
    // so does the word's opposite ("samples that failed" of passed_limits, "rejected claims" of is_approved).
    for (const token of tokens) {
      if (used.has(token.index)) continue;
      const stem = /^(un|non-?|in|dis)(\p{L}{4,})$/u.exec(token.word)?.[2];
      const flag = (candidate: ColumnLink) => byName.get(candidate.column)?.type === "boolean";
      // ("insurance" names Insurance Claim itself: no "in-" before "surance"; a stem matched only as a typo negates nothing.)
      const whole = stem ? columnLinks(token.word).find((candidate) => flag(candidate) && candidate.score >= 0.8) : undefined;
      const link =
        (stem && !whole ? columnLinks(stem).find((candidate) => flag(candidate) && !/\btypo\b/.test(candidate.reason)) : undefined) ??
        (ANTONYMS[token.word] ?? []).flatMap((opposite) => columnLinks(opposite)).find((candidate) => flag(candidate) && candidate.score >= 0.8);
      if (
        !link ||
        filters.some((filter) => filter.column === link.column) ||
        measures.some((measure) => measure.column === link.column) ||
        groups.some((group) => group.column === link.column)
      )
        continue;
      used.add(token.index);
      filterProvenance(
        token.index,
        token.index + 1,
        { column: link.column, operator: "in", values: [false], temporal: false },
        link.score,
        `"${token.raw}" negates ${link.column} (${link.reason})`,
      );
    }
    for (const mention of mentionsIn()) {
      const link = mention.links[0]!;
      const column = byName.get(link.column);
      if (column?.type !== "boolean" || measures.some((measure) => measure.column === column.name) || filters.some((filter) => filter.column === column.name))
        continue;
      const negated = flagNegated(mention.start) || outOfFlag(mention, column.name);
      if (negated && correctsWhatIsCounted(mention, link.score, column.name)) continue;
      if (!negated && namesFilteredRows(mention, link.score)) continue;
      // "the number of bookings", "jumpers were booked" over trampolineBookings: the rows' own noun or verb names part of
      // bookedOnline, not the flag ("online" is what it says).
      if (namesRowsPartly(mention, link)) continue;
      // "for households that didn't come through the council": a plural noun a relative clause describes is whom the rows
      // are for, not a flag the thesaurus only guesses it names (home delivery).
      if (
        link.score < 0.7 &&
        link.reason.includes("thesaurus") &&
        mention.end - mention.start === 1 &&
        singular(words[mention.start]!) !== words[mention.start] &&
        ["that", "who", "which", "whose"].includes(words[mention.end] ?? "")
      )
        continue;
      consume(mention.start, mention.end);
      filterProvenance(
        mention.start,
        mention.end,
        { column: column.name, operator: "in", values: [!negated], temporal: false },
        link.score,
        `${link.reason}; ${column.name} is true/false`,
      );
    }
  }
  // Unresolved comparisons apply to the measure ("orders under 40" with a single measure).
  for (const comparison of pendingComparisons) {
    if (!comparison.unresolved) continue;
    const target =
      measures.find((measure) => measure.column && isNumeric(byName.get(measure.column)))?.column ??
      (columns.filter(isNumeric).length === 1 ? columns.find(isNumeric)!.name : undefined);
    if (target) {
      // "more than six weeks" of a measure in days: 42, as the measure counts.
      const asked = secondsOf(words[comparison.to] ?? "");
      const values = inOwnSeconds(comparison.values, asked, target, comparison.from, comparison.to);
      if (values !== comparison.values) used.add(comparison.to);
      filterProvenance(
        comparison.from,
        asked !== undefined && columnSeconds(target) !== undefined ? comparison.to + 1 : comparison.to,
        { column: target, operator: comparison.operator, values, temporal: false },
        0.6,
        `the comparison applies to the measure ${target}`,
      );
      // "How many batches took between 2 and 3 hours from loading to finished": rows counted ("how many" and their noun,
      // no aggregate named) whose measure only the comparison reads are counted, not summed.
      const counted = howManyAt >= 0 && namesRowsNoun(words[howManyAt + 2] ?? "") && secondsOf(words[howManyAt + 2] ?? "") === undefined;
      if (counted && aggregateWords.length === 0 && measures.length === 1 && measures[0]!.column === target && measures[0]!.aggregate === "sum") {
        measures.splice(0, 1, { aggregate: "count", column: null, as: "count" });
        const summed = assumptions.indexOf(`No aggregate named: summing ${target}`);
        if (summed >= 0) assumptions.splice(summed, 1);
        const read = provenance.findIndex((entry) => entry.element === "measure" && entry.column === target);
        if (read >= 0) provenance.splice(read, 1);
        provenance.push({
          element: "measure",
          words: "how many",
          value: "count",
          score: 0.8,
          reason: `"how many ${words[howManyAt + 2]}": the rows counted, ${target} only compared`,
        });
      }
    } else {
      // "How many batches took between 2 and 3 hours?" over cycleMin, dryMin and the time from loading to finishing: a
      // comparison in a unit that several columns are measured in is asked about, not dropped.
      const unit = secondsOf(words[comparison.to] ?? "");
      // (A money column is no time, whatever its name says: min_fee is a fee by the minute.)
      const candidates = columns.filter(
        (column) =>
          isNumeric(column) &&
          !isIdentifier(column.name) &&
          (unit === undefined || ((columnSeconds(column.name) !== undefined || column.derived !== undefined) && !isMoneyColumn(column))),
      );
      // "rides lasting 30 to 60 min" over dur_min (and min_fee, money): the one column measured in time is compared.
      if (unit !== undefined && candidates.length === 1 && columnSeconds(candidates[0]!.name) !== undefined) {
        const only = candidates[0]!.name;
        filterProvenance(
          comparison.from,
          comparison.to + 1,
          { column: only, operator: comparison.operator, values: inOwnSeconds(comparison.values, unit, only, comparison.from, comparison.to), temporal: false },
          0.6,
          `${only} is the one column measured in time`,
        );
        used.add(comparison.to);
        continue;
      }
      if (!options.measure && unit !== undefined && candidates.length >= 2) {
        const ranked = rankMeasureOptions(words, candidates).filter((option) => option.column !== null);
        const said = phrase(comparison.from, comparison.to + 1);
        return {
          kind: "clarify",
          question: `Which column should "${said}" compare? (columns of time: ${candidates.map((column) => column.name).join(", ")})`,
          options: ranked.map((option) => option.label),
          ranked,
          about: "column",
          phrase: said,
          reason: `"${said}" names no column, and ${candidates.length} columns hold a time`,
          durationMs: took(),
        };
      }
      unapplied.push(`the comparison "${phrase(comparison.from, comparison.to)}" (no numeric column named)`);
    }
  }

  // "List the ShelterName and the average AdoptionFee": a text column named outright beside an aggregated measure,
  // with no other grouping, is what the measure is given for.
  if (groups.length === 0 && measures.length > 0 && (aggregateWords.length > 0 || chart !== null)) {
    // Not the table's own rows ("animals" of shelter_animals), which a count or a measure is about.
    const named = mentionsIn(0, tokens.length).filter(
      (mention) =>
        mention.links[0]!.score >= 0.9 &&
        (mention.links.length === 1 || mention.links[1]!.score < mention.links[0]!.score) &&
        !(mention.end - mention.start === 1 && namesRowsNoun(words[mention.start]!)),
    );
    // (Nor a noun a filter right after it narrows: "customers from Cacak" are the rows from Čačak, no group per customer.)
    const narrowedAt = (at: number) => {
      const next = words[at] === "the" ? at + 1 : at;
      return used.has(next) && filters.length > 0;
    };
    const narrowed = (mention: (typeof named)[number]) => ["from", "in", "at"].includes(words[mention.end] ?? "") && narrowedAt(mention.end + 1);
    // Not a column named beside its own value ("excluding the Central station").
    const categorical = named.filter(
      (mention) =>
        ["string", "boolean"].includes(byName.get(mention.links[0]!.column)?.type ?? "") &&
        ((byName.get(mention.links[0]!.column)?.values?.length ?? 0) > 0 || !isIdentifier(mention.links[0]!.column)) &&
        !filters.some((filter) => filter.column === mention.links[0]!.column) &&
        !narrowed(mention) &&
        // ("for sub vs non-sub custs": the noun after two kinds compared is what they are kinds of, not a grouping.)
        !words.slice(Math.max(0, mention.start - 4), mention.start).some((word) => ["vs", "versus"].includes(word)),
    );
    if (categorical.length === 1) {
      const [mention] = categorical;
      addGroup(mention!, {
        ...mention!.links[0]!,
        reason: `${mention!.links[0]!.reason}; named beside the measure, so the measure is given per ${mention!.links[0]!.column}`,
      });
      consume(mention!.start, mention!.end);
    }
  }

  // A plural noun no column claims ("tickets", "hires") or the table's name: the question is about rows, so a count reads it.
  // The table's name in its own language counts too ("bestellungen" are orders).
  const namesRows = tokens.some(
    (token) =>
      !STOP_WORDS.has(token.word) && !/^\d/.test(token.word) && ((!used.has(token.index) && singular(token.word) !== token.word) || namesRowsNoun(token.word)),
  );

  // 12a. "how much milk did the Jersey cows give", "total coffee per farm": an amount of a stuff no column is
  // named after is the table's one quantity of volume or weight, summed (money is asked otherwise).
  if (measures.length === 0 && !countReading && !words.some((word) => MONEY_ASKING_WORDS.has(word))) {
    const howMuch = words.findIndex((word, i) => word === "how" && words[i + 1] === "much");
    const massAfterTotal = words.findIndex(
      (word, i) =>
        AGGREGATE_WORDS[word] === "sum" &&
        !used.has(i + 1) &&
        /^\p{L}+$/u.test(words[i + 1] ?? "") &&
        !STOP_WORDS.has(words[i + 1]!) &&
        singular(words[i + 1]!) === words[i + 1] &&
        !words[i + 1]!.endsWith("s") &&
        !tableWords.has(words[i + 1]!) &&
        mentionsIn(i + 1, i + 2, true).length === 0,
    );
    const quantities = columns.filter((column) => {
      // A price per kg is money, not an amount of stuff ("Preis_pro_kg").
      const rate = isMoneyColumn(column) || identifierWords(column.name).some((word) => ["per", "pro", "por", "par", "je"].includes(word));
      const unit = isNumeric(column) && !isIdentifier(column.name) && !rate ? columnUnit(column.name) : undefined;
      return unit?.kind === "volume" || unit?.kind === "weight";
    });
    const at = howMuch >= 0 ? howMuch : massAfterTotal;
    if (at >= 0 && quantities.length === 1) {
      const column = quantities[0]!;
      const unit = columnUnit(column.name)!;
      measures.push({ aggregate: "sum", column: column.name, as: column.name });
      const said = howMuch >= 0 ? "how much" : phrase(at, at + 2);
      provenance.push({
        element: "measure",
        words: said,
        column: column.name,
        value: "sum",
        score: 0.7,
        reason: `"${said}" asks for an amount; ${column.name} is the table's only quantity of ${unit.kind} (${unit.name})`,
      });
      assumptions.push(`"${said}" read as the total of ${column.name}, the table's only quantity of ${unit.kind}.`);
    }
  }

  // 12a'. "the 5 most expensive calls this year": where no measure is money, a word of dear money after "most" or "least"
  // ranks by the table's money (no column is named "expensive"; the word names no grouping either).
  // (Before a measure of another kind that other words named, "… w/ tech and service": the money is what is ranked.)
  if (
    !countReading &&
    !measures.some((measure) => {
      const column = byName.get(measure.column ?? "");
      return column !== undefined && isMoneyColumn(column);
    })
  ) {
    const at = words.findIndex((word, i) => MONEY_ADJECTIVES.has(word) && !used.has(i) && ["most", "least"].includes(words[i - 1] ?? ""));
    const money = at >= 0 ? mainMoneyColumn(columns) : undefined;
    if (money) {
      measures.unshift({ aggregate: "sum", column: money.name, as: money.name });
      used.add(at);
      provenance.push({
        element: "measure",
        words: phrase(at - 1, at + 1),
        column: money.name,
        value: "sum",
        score: 0.75,
        reason: `"${phrase(at - 1, at + 1)}" ranks by money: the table's ${money.reason} ${money.name}`,
      });
    }
  }

  // 12b. A change of unit: the answer in the unit asked for when the measure's column states a unit of that kind in another size.
  const showInUnit = (measure: Measure, asked: NonNullable<ReturnType<typeof unitOf>>): boolean => {
    if (
      !measure.column ||
      measure.share ||
      measure.percent ||
      measure.factor !== undefined ||
      !["sum", "avg", "min", "max", "median"].includes(measure.aggregate)
    )
      return false;
    const own = columnUnit(measure.column);
    if (!own || own.kind !== asked.kind || own.size === asked.size) return false;
    measure.factor = own.size / asked.size;
    measure.as = `${measure.as}_${asked.name}`;
    assumptions.push(`${measure.column} is in ${own.name}; shown in ${asked.name} as asked (× ${Number(measure.factor.toPrecision(6))}).`);
    return true;
  };
  // "idle time in hours" of idle_min, "weight in tonnes" of peso_kg: the unit after "in".
  for (let i = 0; i + 1 < words.length; i++) {
    const asked = words[i] === "in" ? unitOf(words[i + 1]!) : undefined;
    if (!asked) continue;
    for (const measure of [...measures]) {
      if (!measures.includes(measure)) continue;
      // ("the average length of stay, in nights" beside a column Nights: the nights the table holds, not the time from
      // check-in to check-out counted in nights.)
      const unitColumn =
        measure.column && byName.get(measure.column)?.derived
          ? measures.find(
              (other) =>
                other !== measure &&
                other.column &&
                !byName.get(other.column)?.derived &&
                identifierWords(other.column).every((word) => singular(word) === singular(words[i + 1]!)),
            )
          : undefined;
      if (unitColumn) {
        measures.splice(measures.indexOf(measure), 1);
        const named = provenance.findIndex((entry) => entry.element === "measure" && entry.column === measure.column);
        if (named >= 0) provenance.splice(named, 1);
        unitColumn.aggregate = measure.aggregate;
        assumptions.push(`"in ${tokens[i + 1]!.raw}" reads the table's own ${unitColumn.column}, not ${measure.column} counted in ${words[i + 1]}.`);
        used.add(i);
        used.add(i + 1);
        continue;
      }
      if (!showInUnit(measure, asked)) continue;
      used.add(i);
      used.add(i + 1);
      // ("avg downtime in hours": the unit asked for is not also a measure of its own, labourHours, that shares its word.)
      for (let m = measures.length - 1; m >= 0; m--) {
        const other = measures[m]!;
        if (other === measure || !other.column) continue;
        const named = provenance.findIndex((entry) => entry.element === "measure" && entry.column === other.column);
        if (named < 0 || provenance[named]!.words !== tokens[i + 1]!.raw) continue;
        measures.splice(m, 1);
        provenance.splice(named, 1);
        assumptions.push(`"in ${tokens[i + 1]!.raw}" is the unit asked for, not the measure ${other.column}.`);
      }
      // ("a dental appointment …, in hours": the unit is not also the true/false isAfterHours it shares a word with.)
      for (let f = filters.length - 1; f >= 0; f--) {
        const span = filterSpans[f]!;
        if (span.from !== i + 1 || span.to !== i + 2 || byName.get(filters[f]!.column)?.type !== "boolean") continue;
        dropFilter(f);
      }
    }
  }
  // "how many hours of downtime" of downtimeMin, "tonnes of fruit" of fruit_kg: a unit, then "of" and the words naming the
  // measure, is the unit asked for.
  for (let i = 0; i + 2 < words.length; i++) {
    const asked = words[i + 1] === "of" ? unitOf(words[i]!) : undefined;
    if (!asked) continue;
    const measure = measures.find((candidate) =>
      provenance.some((entry) => entry.element === "measure" && entry.column === candidate.column && entry.words.split(/\s+/)[0] === tokens[i + 2]!.raw),
    );
    if (measure && showInUnit(measure, asked)) used.add(i);
  }
  // "total labour hours" of lab_min: a unit right after the words naming the measure is the unit asked for.
  for (const [measure, end] of measureEnds) {
    const asked = unitOf(words[end] ?? "");
    if (asked && measures.includes(measure) && showInUnit(measure, asked)) used.add(end);
  }
  // "how many litres" of volume_ml, "how many hours" of minutes_on_wall: the unit that named the measure is the unit asked for.
  for (const measure of measures) {
    const named = provenance.find((entry) => entry.element === "measure" && entry.column === measure.column && !entry.words.includes(" "));
    // (Or the word it is read as: "horas" of another language is hours.)
    const read = named ? tokens.find((token) => token.raw === named.words)?.word : undefined;
    const asked = named ? (unitOf(named.words) ?? (read ? unitOf(read) : undefined)) : undefined;
    if (asked) showInUnit(measure, asked);
    // "how many minutes were the booths booked" of HOURS_BOOKED: the unit after "how many", when another word named the column.
    else if (askedUnit && measure.aggregate === "sum") showInUnit(measure, askedUnit);
  }

  /**
   * "plot sheep shorn per month", "loaves baked each day": things named by a verb of making or selling in its past form,
   * naming no column, value or row, are the table's one quantity column (`hd_cnt`), as "how many sheep did we shear" is.
   */
  function thingsMadeCounted(): { column: string; words: string; reason: string } | undefined {
    const quantities = quantityColumns();
    if (quantities.length !== 1) return undefined;
    const only = quantities[0]!;
    const at = words.findIndex((word, i) => {
      const noun = words[i - 1] ?? "";
      return (
        i > 0 &&
        QUANTITY_VERBS.has(word) &&
        isPastForm(word) &&
        !used.has(i - 1) &&
        /^\p{L}{3,}$/u.test(noun) &&
        !STOP_WORDS.has(noun) &&
        !namesRowsNoun(noun) &&
        !PERSON_WORDS.has(singular(noun)) &&
        !PEOPLE_WORDS.has(noun) &&
        columnLinks(noun).every((link) => link.score < 0.6) &&
        linkValues(noun, tokens[i - 1]!.raw, columns).length === 0
      );
    });
    if (at < 0) return undefined;
    const noun = words[at - 1]!;
    return { column: only.name, words: noun, reason: `"${noun} ${words[at]}" are not the rows; ${only.name} is the table's only quantity` };
  }

  /** Whether "by" at `i` follows a passive verb ("were held up by", "was caused by", "got delayed by"). */
  function passiveAgentAt(i: number): boolean {
    let verb = i - 1;
    if (PASSIVE_PARTICLES.has(words[verb] ?? "")) verb--;
    // (Not across a pause: "where no rigger was included, by sector" groups.)
    if (!isPastForm(words[verb] ?? "") || verb < 1 || tokens.slice(verb, i).some((token) => token.pause)) return false;
    return [words[verb - 1], words[verb - 2]].some((before) => PASSIVE_AUXILIARIES.has(before ?? ""));
  }

  /**
   * "how many trees …" where trees are not the rows (the table is of sales), name no column, and are not
   * people or units: the table's one quantity column (`qty`, `units`, `määrä`: quantity) counts them.
   */
  const quantityCounted = (): { column: string; words: string; reason: string } | undefined => {
    const at = howManyAt;
    // "how many litres of diesel" where no column is in litres: the quantity column holds them (its unit in another column).
    const quantities = quantityColumns();
    const only = quantities.length === 1 ? quantities[0]! : undefined;
    const unit = at >= 0 ? unitOf(words[at + 2] ?? "") : undefined;
    // "how many people did the ferries carry": the one number column counting people (Passengers, visitors, guests)
    // holds them, when the rows are not people themselves.
    if (at >= 0 && ["people", "persons"].includes(words[at + 2] ?? "")) {
      const heads = columns.filter(
        (column) =>
          isNumeric(column) &&
          !isIdentifier(column.name) &&
          identifierWords(column.name).some((word) => PEOPLE_COUNT_WORDS.has(word)) &&
          !identifierWords(column.name).some((word) => namesRowsNoun(word)),
      );
      if (heads.length === 1 && ![...tableWords].some((word) => PERSON_WORDS.has(word) || PEOPLE_WORDS.has(`${word}s`)))
        return { column: heads[0]!.name, words: words[at + 2]!, reason: `${heads[0]!.name} counts people; the rows are not people` };
    }
    if (unit && only && !columns.some((column) => isNumeric(column) && columnUnit(column.name)?.kind === unit.kind))
      return { column: only.name, words: words[at + 2]!, reason: `no column is in ${unit.name}; ${only.name} is the table's only quantity` };
    // The noun phrase's head: its last word before the verb ("how many meat box orders were delivered": orders).
    const end = words.findIndex((word, i) => i > at + 2 && (QUANTITY_VERBS.has(word) || AUXILIARIES.has(word)));
    const noun = words
      .slice(at + 2, end < 0 ? at + 5 : Math.min(end, at + 6))
      .filter((word) => /^\p{L}+$/u.test(word))
      .at(-1);
    // A head that says nothing of its own ("orders", "items" as the lexicon's stop words) is the rows.
    if (noun && STOP_WORDS.has(noun)) return undefined;
    // The noun may be a value ("how many candles": item = candle): those are the things counted.
    if (at < 0 || !noun || namesRowsNoun(noun) || PERSON_WORDS.has(singular(noun))) return undefined;
    // A noun naming a number column or an id ("orders" of order_id) is counted or measured as usual; one naming a text
    // column ("items" of a product column) still has its units in the quantity.
    const named = columnLinks(noun).some((link) => link.score >= 0.8 || isNumeric(byName.get(link.column)) || isIdentifier(link.column));
    if (unitOf(noun) || DURATION_WORDS.has(noun) || named || CURRENCY_NAMES.has(noun)) return undefined;
    // Only things that change hands or are made: a verb of selling, buying or making follows ("did the shop sell").
    if (!only || !words.slice(at + 3).some((word) => QUANTITY_VERBS.has(word))) return undefined;
    // A quantity of something named (pocet_kol: number of wheels) holds only that: "how many tyre changes did we do" are
    // rows, not wheels.
    const quantityWord = (entry: ReturnType<typeof columnWords>[number]) =>
      entry.forms.some((form) => QUANTITY_WORDS.has(form) || COUNT_WORDS.has(form) || ["count", "number", "quantity", "amount", "total"].includes(form));
    const ofWhat = columnWords(only.name).filter(
      (entry) => !quantityWord(entry) && entry.word.length >= 3 && !isPastForm(entry.word) && !UNIT_WORDS.has(entry.word),
    );
    if (columnWords(only.name).length >= 2 && ofWhat.length > 0 && !columnLinks(noun).some((link) => link.column === only.name)) return undefined;
    return { column: only.name, words: noun, reason: `"${noun}" are not the rows; ${only.name} is the table's only quantity` };
  };

  /**
   * "which cows produced the most milk", "pie chart of milk by breed", "how much was harvested each year": a
   * substance named where a measure goes (after "most", "of", "total", "much") that names no column, value or
   * row, or "how much" with a verb of making or selling, is the table's one quantity in a unit of weight or
   * volume (litri, Menge_kg), summed. Not when the table has none or several.
   */
  const substanceMeasured = (): { column: string; words: string; reason: string } | undefined => {
    if (countReading || aggregateWords.some((entry) => entry.aggregate !== "sum")) return undefined;
    const quantities = columns.filter((column) => {
      // (A rate such as Preis_pro_kg states a unit too; it is not a quantity.)
      if (!isNumeric(column) || isIdentifier(column.name) || identifierWords(column.name).some((word) => ["per", "pro", "por", "par", "je"].includes(word)))
        return false;
      const kind = columnUnit(column.name)?.kind;
      return kind === "weight" || kind === "volume";
    });
    if (quantities.length !== 1) return undefined;
    const only = quantities[0]!;
    const before = new Set(["most", "least", "more", "less", "of", "total", "much", "biggest", "largest", "smallest", "highest", "lowest"]);
    const after = new Set(["total", "totals", "production", "output"]);
    const noun = tokens.find((token, i) => {
      const word = token.word;
      if (used.has(i) || !/^\p{L}{3,}$/u.test(word) || STOP_WORDS.has(word) || CHART_WORDS.has(word) || AGGREGATE_WORDS[word] || FREQUENCY_WORDS.has(word))
        return false;
      // ("the most sessions" counts the rows; "milk" of mungiture_latte is what they hold.)
      if ((namesRowsNoun(word) && singular(word) !== word) || PERSON_WORDS.has(singular(word)) || PEOPLE_WORDS.has(word) || QUANTITY_VERBS.has(word))
        return false;
      if (!before.has(words[i - 1] ?? "") && !(before.has(words[i - 2] ?? "") && words[i - 1] === "total") && !after.has(words[i + 1] ?? "")) return false;
      // "the most recent", "the most expensive": an adjective after "most" is not a substance.
      if (["most", "least", "more", "less"].includes(words[i - 1] ?? "") && /(ive|ous|ful|able|ible|ent|ant|ic|ical|less|ly|ed|ing)$/.test(word)) return false;
      return columnLinks(word).length === 0 && linkValues(word, token.raw, columns).length === 0;
    });
    if (noun) return { column: only.name, words: noun.raw, reason: `"${noun.raw}" names no column; ${only.name} is the table's one quantity of its kind` };
    if (has("much") && words.some((word) => QUANTITY_VERBS.has(word)))
      return { column: only.name, words: "how much", reason: `${only.name} is the table's one quantity in a unit of weight or volume` };
    return undefined;
  };

  /**
   * The names listed in words `from` to `to` ("tech, service and the total"): split at "and", "&" and pauses, without
   * the articles and possessives before them; empty pieces are left out.
   */
  const namesListed = (from: number, to: number): string[][] => {
    const pieces: string[][] = [[]];
    for (let i = from; i < to; i++) {
      if (["and", "&"].includes(words[i]!)) pieces.push([]);
      else if (!["the", "its", "their", "a", "his", "her"].includes(words[i]!)) pieces.at(-1)!.push(words[i]!);
      if (tokens[i]!.pause) pieces.push([]);
    }
    return pieces.filter((piece) => piece.length > 0);
  };

  /**
   * "List the hive_id, harv_dt and honey_kg of harvests whose …", "List the distinct hive_id of …": columns
   * named as written (or nearly) right after a verb of listing, joined by "and", with no aggregate, count or
   * grouping word: the rows (or the distinct values) are the answer, not a sum of a number column among them.
   */
  /**
   * Where a verb of listing `isVerb` accepts opens the question (or a later sentence), and where what it lists begins
   * past "the", "all", "me", "us"; none where an aggregate, a count or outliers are asked.
   */
  const listOpening = (isVerb: (word: string) => boolean): { verb: number; at: number } | undefined => {
    const verb = words.findIndex(
      (word, i) => isVerb(word) && (i <= 1 || tokens[i - 1]!.sentenceEnd === true || (tokens[i - 2]?.sentenceEnd === true && words[i - 1] === "please")),
    );
    if (verb < 0 || aggregateWords.length > 0 || countReading || anomaly) return undefined;
    let at = verb + 1;
    while (["the", "all", "me", "us"].includes(words[at] ?? "")) at++;
    return { verb, at };
  };
  const listedColumns = (): { columns: string[]; distinct: boolean; from: number; to: number; flags: Mention[]; rows?: true } | undefined => {
    // The verb first, or first in a later sentence ("Which visits have no finish time recorded? Give me the visit refs").
    const opening = listOpening((word) => LIST_VERBS.has(word));
    if (!opening) return undefined;
    const { verb } = opening;
    let { at } = opening;
    const isDistinct = DISTINCT_WORDS.has(words[at] ?? "");
    if (isDistinct) at++;
    const stop = words.findIndex((word, i) => i >= at && LIST_BOUNDARIES.has(word));
    const end = stop < 0 ? words.length : stop;
    if (end <= at) return undefined;
    const found = mentionsIn(at, end, true).filter((mention) => mention.links[0]!.score >= 0.9);
    const covered = new Set(found.flatMap((mention) => Array.from({ length: mention.end - mention.start }, (_, k) => mention.start + k)));
    // "list trip id, start station and penalty for …": a list of two or more names, each linked to one column more surely
    // than to any other (if loosely), one of them a column no sum could read (an id, a text, a date), lists the rows' columns.
    const loosely = (): Mention[] | undefined => {
      const pieces = namesListed(at, end);
      if (pieces.length < 2) return undefined;
      const links = pieces.map((piece) => linkColumns(piece.join(" "), columns).filter((link) => link.score >= 0.6));
      if (links.some((linked) => linked.length === 0 || (linked.length > 1 && linked[1]!.score >= linked[0]!.score))) return undefined;
      if (new Set(links.map((linked) => linked[0]!.column)).size < links.length || links.every((linked) => isNumeric(byName.get(linked[0]!.column))))
        return undefined;
      return links.map((linked, k) => ({ start: at, end: at, words: pieces[k]!.join(" "), links: [linked[0]!] }));
    };
    for (let i = at; i < end; i++) {
      if (covered.has(i) || words[i] === "and") continue;
      // A word already read as a measure ("honey_kg") still names its column.
      const link = columnLinks(words[i]!)[0];
      if (!link || link.score < 0.9) {
        const read = loosely();
        if (!read) return undefined;
        found.splice(0, found.length, ...read);
        break;
      }
      found.push({ start: i, end: i + 1, words: tokens[i]!.raw, links: [link] });
    }
    found.sort((a, b) => a.start - b.start);
    // "List the rush samples": a true/false column named before the noun of the rows says which rows; it is not listed.
    const flags = found.filter((mention) => byName.get(mention.links[0]!.column)?.type === "boolean" && mention.end < end && words[mention.end] !== "and");
    const columnsListed = found.filter((mention) => !flags.includes(mention)).map((mention) => mention.links[0]!.column);
    // "List the lots whose yield was between 60% and 75%, with product family and yield": the columns named after a
    // closing "with" (or "showing", "including"), joined by "and", are shown beside them.
    const tailAt = words.findIndex((word, i) => i > end && ["with", "showing", "including", "plus"].includes(word) && tokens[i - 1]!.pause);
    if (tailAt > 0) {
      const tailEnd = tokens.findIndex((token, i) => i > tailAt && token.pause);
      const last = tailEnd < 0 ? tokens.length : tailEnd + 1;
      const shown = namesListed(tailAt + 1, last).map((piece) => linkColumns(piece.join(" "), columns)[0]);
      if (shown.length > 0 && shown.every((link) => link !== undefined && link.score >= 0.6)) {
        for (const link of shown) if (!columnsListed.includes(link!.column)) columnsListed.push(link!.column);
        consume(tailAt, last);
      }
    }
    const listedSet = new Set(columnsListed);
    if (listedSet.size === 0 || groups.some((group) => !listedSet.has(group.column))) return undefined;
    return { columns: [...listedSet], distinct: isDistinct, from: verb, to: end, flags };
  };

  /**
   * "list every ticket from 1 to 15 March with the net kg and what we paid", "list the shipped orders that haven't been
   * paid, with customer and net amount": the rows themselves, named by their noun after "list" (and "every", "all", or a
   * word saying which), are the answer; the columns named after "with" are shown (or every column, when one of them names
   * none), never summed. (Not ranked or grouped: "list the top 5 …" and "list … per region" are read otherwise.)
   */
  const listedRows = (): { columns: string[]; distinct: boolean; from: number; to: number; flags: Mention[]; rows?: true } | undefined => {
    const opening = listOpening((word) => word === "list");
    if (!opening) return undefined;
    const { verb, at } = opening;
    if (DISTINCT_WORDS.has(words[at] ?? "")) return undefined;
    const rowsNounAt = [at, at + 1].find((k) => namesTheRows(words[k] ?? "", true) || namesRowsNoun(words[k] ?? ""));
    if (
      words[verb] === "list" &&
      limit === null &&
      rowsNounAt !== undefined &&
      (rowsNounAt === at || ["every", "each", "any"].includes(words[at]!) || used.has(at) || /^\p{L}{3,}ed$/u.test(words[at]!)) &&
      groups.every((group) => group.bin === null)
    ) {
      const tailAt = words.findIndex((word, i) => i > rowsNounAt && ["with", "showing", "including", "plus"].includes(word));
      const pieces = tailAt > 0 ? namesListed(tailAt + 1, tokens.length) : [];
      const shown = pieces.map((piece) => linkColumns(piece.join(" "), columns).find((link) => link.score >= 0.6));
      const key = columns.find((column) => isRowKey(column.name));
      const named = shown.every((link) => link !== undefined) && pieces.length > 0 ? shown.map((link) => link!.column) : [];
      const listedNow = named.length > 0 ? [...(key && !named.includes(key.name) ? [key.name] : []), ...named] : [];
      if (groups.every((group) => listedNow.includes(group.column))) {
        if (tailAt > 0) consume(tailAt, tokens.length);
        return { columns: listedNow, distinct: false, from: verb, to: rowsNounAt + 1, flags: [], rows: true };
      }
    }
    return undefined;
  };

  // "money taken", "cash received", "money collected": money said with a verb of receiving is what was paid, the one money
  // column named so (amountPaid), rather than the table's main amount (ticketTotal) the word alone names.
  for (const measure of measures) {
    const read = provenance.find((entry) => entry.element === "measure" && entry.column === measure.column && / is money: the table's /.test(entry.reason));
    if (!read || !measure.column) continue;
    const at = words.findIndex((word, i) => word === fold(read.words) && RECEIPT_VERBS.has(words[i + 1] ?? ""));
    if (at < 0) continue;
    const paid = columns.filter(
      (column) => isMoneyColumn(column) && columnWords(column.name).some((word) => word.forms.some((form) => RECEIPT_VERBS.has(form) || form === "paid")),
    );
    if (paid.length !== 1 || paid[0]!.name === measure.column) continue;
    const was = measure.column;
    measure.column = paid[0]!.name;
    // (The order is built from the measures later: it follows.)
    if (measure.as === was) measure.as = paid[0]!.name;
    const summed = assumptions.indexOf(`No aggregate named: summing ${was}`);
    if (summed >= 0) assumptions[summed] = `No aggregate named: summing ${paid[0]!.name}`;
    read.column = paid[0]!.name;
    read.reason = `"${phrase(at, at + 2)}": money received is what was paid, ${paid[0]!.name}`;
    consume(at + 1, at + 2);
  }
  // "avg pax per booking" over vaksin (adults) and born (children): a word for a number of people that names no column is
  // all the people a row counts, its columns counting people added row by row (one measure, as "adults plus children").
  if (measures.length === 0) {
    const at = words.findIndex((word, i) => !used.has(i) && ["pax", "passengers", "people", "persons", "guests", "headcount"].includes(word));
    const counting = columns.filter(
      (column) =>
        isNumeric(column) &&
        !isMoneyColumn(column) &&
        !isIdentifier(column.name) &&
        columnWords(column.name).some((word) => word.forms.some((form) => PEOPLE_WORDS.has(form) || PEOPLE_WORDS.has(`${form}s`))),
    );
    const aggregate = aggregateWords.find((entry) => entry.i < at)?.aggregate ?? (howManyAt >= 0 ? "sum" : undefined);
    if (at >= 0 && counting.length >= 2 && !columnLinks(words[at]!).some((link) => link.score >= 0.6) && (aggregate === "avg" || aggregate === "sum")) {
      const [first, ...rest] = counting.map((column) => column.name);
      measures.push({ aggregate, column: first!, as: [first, ...rest].join("_plus_"), plus: rest });
      consume(at, at + 1);
      provenance.push({
        element: "measure",
        words: tokens[at]!.raw,
        column: first!,
        value: aggregate,
        score: 0.7,
        reason: `"${tokens[at]!.raw}" are all the people a row counts: ${[first, ...rest].join(" + ")}`,
      });
      assumptions.push(`"${tokens[at]!.raw}" read as ${[first, ...rest].join(" plus ")}, the columns counting people, added row by row.`);
    }
  }
  // "damaged trips per station", "rainy vs dry trips": a word linking a true/false (or yes/no) column, however loosely, right
  // before the rows' own noun says which rows are counted; read nowhere else, it is a filter, not dropped.
  // (The rows' noun: the table's, or a plural naming no column but their key, "trips" of bk_trp's trp_id.)
  const pluralRowsNoun = (word: string) => namesTheRows(word, true);
  if (measures.every((measure) => measure.column === null))
    for (let i = 0; i + 1 < tokens.length; i++) {
      // ("rainy vs dry trips": the flag set against its other side, before the rows' noun, compares the two: a grouping.)
      const contrasted = ["vs", "versus"].includes(words[i + 1]!) && i + 3 < tokens.length && !used.has(i + 2) && pluralRowsNoun(words[i + 3]!);
      if (used.has(i) || used.has(i + 1) || STOP_WORDS.has(words[i]!) || !(contrasted || pluralRowsNoun(words[i + 1]!))) continue;
      const links = columnLinks(words[i]!);
      const link = links[0];
      if (!link || link.score < 0.6 || byName.get(link.column)?.type !== "boolean" || filters.some((filter) => filter.column === link.column)) continue;
      if (links.some((other) => other !== link && other.score >= link.score)) continue;
      if (contrasted && !groups.some((group) => group.column === link.column)) {
        consume(i, i + 3);
        groups.push({ column: link.column, bin: null, as: link.column });
        provenance.push({
          element: "group",
          words: phrase(i, i + 3),
          column: link.column,
          score: link.score,
          reason: `${link.reason}; "${phrase(i, i + 3)}" sets the rows where ${link.column} is true against the others`,
        });
        continue;
      }
      if (contrasted) continue;
      consume(i, i + 1);
      filterProvenance(
        i,
        i + 1,
        { column: link.column, operator: "in", values: [true], temporal: false },
        link.score,
        `${link.reason}; "${tokens[i]!.raw} ${tokens[i + 1]!.raw}" are the rows where ${link.column} is true`,
      );
    }
  // "compare the average rate of post-editing jobs with fully human ones": a comparison that names one side by a true/false
  // column and nothing else to compare compares its two sides, true and false.
  // Beside another grouping, the flag's side is set against the other by a "vs" right after it ("average bar takings by
  // venue, matinees vs evening shows"), whose other side no other filter reads.
  const versusRightAfter = (filter: SpecFilter) => {
    const start = filterStart.get(filter);
    if (start === undefined) return false;
    const at = words.findIndex((word, i) => i > start && i <= start + 3 && ["vs", "versus", "against"].includes(word));
    return at > 0 && !filterSpans.some((span) => span.from > at && span.from <= at + 3);
  };
  // ("Do A/B tested pushes get more clicks than the rest?": a comparative set against the rest of the rows compares too.)
  const thanTheRest = words.some((word, i) => word === "than" && restSaidAt(i + 1));
  // ("how many were paid by card and how many not", "… or not": both sides of the flag asked, counted side by side.)
  const NOT_SIDE = ["not", "no", "non", "weren't", "wasn't", "didn't", "aren't", "isn't", "werent", "didnt", "arent"];
  const otherSideAsked = words.some(
    (word, i) =>
      ["and", "or"].includes(word) &&
      (NOT_SIDE.includes(words[i + 1] ?? "") || (words[i + 1] === "how" && words[i + 2] === "many" && NOT_SIDE.includes(words[i + 3] ?? ""))) &&
      (i + 2 >= words.length || !columnLinks(words[i + 2]!).some((link) => link.score >= 0.8)),
  );
  if (has("compare", "comparison", "vs", "versus", "against") || thanTheRest || otherSideAsked) {
    const flagged = filters
      .map((filter, at) => ({ filter, at }))
      .filter(
        ({ filter }) =>
          byName.get(filter.column)?.type === "boolean" &&
          filter.operator === "in" &&
          filter.values.length === 1 &&
          filter.values[0] === true &&
          (groups.length === 0 || (groups.length === 1 && versusRightAfter(filter))),
      );
    if (flagged.length === 1 && !filters.some((filter) => filter !== flagged[0]!.filter && filter.column === flagged[0]!.filter.column)) {
      const { column } = flagged[0]!.filter;
      dropFilter(flagged[0]!.at, true);
      groups.push({ column, bin: null, as: column });
      const named = provenance.find((entry) => entry.element === "filter" && entry.column === column);
      if (named) {
        named.element = "group";
        named.reason = `${named.reason}; the question compares rows where it is true with the others`;
      }
    }
  }
  // "broken down by service level (standard / express / overnight)": values in brackets beside a grouping name its groups,
  // they keep no rows out.
  const bracketed = [...question.matchAll(/\(([^)]*)\)/g)].map((match) => keyOf(match[1]!));
  for (let f = filters.length - 1; f >= 0 && bracketed.length > 0; f--) {
    const filter = filters[f]!;
    if (filter.operator !== "in" || !groups.some((group) => group.column === filter.column)) continue;
    const key = keyOf(phrase(filterSpans[f]!.from, filterSpans[f]!.to));
    if (!key || !bracketed.some((inside) => inside.includes(key))) continue;
    dropFilter(f);
    assumptions.push(`The values in brackets name the groups of ${filter.column}; no rows are left out.`);
  }

  // "at each site last year, including the mobile sessions": a value said to be included keeps no other rows out.
  for (let f = filters.length - 1; f >= 0; f--) {
    const filter = filters[f]!;
    if (filter.operator !== "in" || filter.temporal) continue;
    let at = filterSpans[f]!.from - 1;
    while (["the", "all", "any", "our", "its", "their"].includes(words[at] ?? "")) at--;
    if (!["including", "incl", "inclusive"].includes(words[at] ?? "") || words[at - 1] === "not") continue;
    const said = phrase(at, filterSpans[f]!.to);
    dropFilter(f);
    assumptions.push(`"${said}" keeps ${filter.values.join(", ")} in; no rows are left out.`);
  }

  // "what % of express inspections passed": the kind of rows counted says which rows, and what is said of them after
  // their noun (a true/false filter) is the share asked for.
  for (const { measure, mention, score, reason } of flagRates) {
    const column = measure.column!;
    const saidAt = filters.findIndex(
      (filter) => filter.column !== column && byName.get(filter.column)?.type === "boolean" && (filterStart.get(filter) ?? -1) >= mention.end,
    );
    if (saidAt < 0 || !measures.includes(measure)) continue;
    const said = dropFilter(saidAt, true);
    const named = provenance.find((entry) => entry.element === "filter" && entry.column === said.column);
    if (named) named.element = "measure";
    const percent = measure.percent === true;
    measures.splice(measures.indexOf(measure), 1, {
      aggregate: "avg",
      column: null,
      as: `${said.column}_${percent ? "pct" : "rate"}`,
      where: [said],
      ...(percent ? { percent: true } : {}),
    });
    const asMeasure = provenance.findIndex((entry) => entry.element === "measure" && entry.column === column);
    if (asMeasure >= 0) provenance.splice(asMeasure, 1);
    filterProvenance(mention.start, mention.end, { column, operator: "in", values: [true], temporal: false }, score, `${reason}; the kind of rows counted`);
    const stale = assumptions.findIndex((assumption) => assumption.includes(`of ${column} is the`));
    if (stale >= 0) assumptions.splice(stale, 1);
    assumptions.push(`The ${percent ? "percentage" : "rate"} is of the ${column} rows where ${said.column} is ${said.values.join(", ")}.`);
  }

  // 13. The mode: a distribution, a scatter of two measures, the rows, or an aggregate.
  let mode: AnalysisSpec["mode"] = "aggregate";
  let select: string[] = [];
  // "how much money do they still owe", "disc (list - paid)": a difference asked for is the measure; its two columns,
  // or the money it is, named beside it, only explain it.
  const parts = new Set(
    measures.flatMap((measure) => {
      const derived = measure.column ? byName.get(measure.column)?.derived : undefined;
      return derived?.kind === "difference" ? [derived.from, derived.to] : [];
    }),
  );
  if (parts.size > 0)
    for (let i = measures.length - 1; i >= 0; i--)
      if (parts.has(measures[i]!.column ?? "")) {
        const dropped = measures.splice(i, 1)[0]!;
        assumptions.push(`${dropped.column} is part of the difference asked for, not a measure of its own.`);
      }
  const listed = listedColumns() ?? listedRows();
  if (listed) {
    // The columns listed are neither measures nor groupings of their own.
    const listedSet = new Set(listed.columns);
    const flagged = new Set(listed.flags.map((mention) => mention.links[0]!.column));
    for (let i = measures.length - 1; i >= 0; i--)
      if (listed.rows || listedSet.has(measures[i]!.column ?? "") || flagged.has(measures[i]!.column ?? "")) measures.splice(i, 1);
    if (listed.rows) for (let i = provenance.length - 1; i >= 0; i--) if (provenance[i]!.element === "measure") provenance.splice(i, 1);
    for (let i = provenance.length - 1; i >= 0; i--)
      if (provenance[i]!.element === "measure" && flagged.has(provenance[i]!.column ?? "")) provenance.splice(i, 1);
    for (const mention of listed.flags) {
      const link = mention.links[0]!;
      if (filters.some((filter) => filter.column === link.column)) continue;
      filterProvenance(
        mention.start,
        mention.end,
        { column: link.column, operator: "in", values: [true], temporal: false },
        link.score,
        `${link.reason}; the rows listed are the ${mention.words} ones`,
      );
    }
    groups.splice(0, groups.length);
    if (listed.distinct) {
      for (const column of listed.columns) groups.push({ column, bin: null, as: column });
      if (measures.length === 0) measures.push({ aggregate: "count", column: null, as: "count" });
    }
  }
  // "5 most expensive calls this year w/ tech and service": the rows themselves ranked (their noun right after the number and
  // the superlative), the columns named after a closing "with" (or "showing", "including", "plus") shown beside them: no
  // groupings or measures of their own. Every column is shown.
  if (!listed && limit !== null && groups.length > 0 && groups.every((group) => group.bin === null)) {
    // (Or a plural naming no column, "visits" over wizyty_salonu: after the number, the things ranked are the rows.)
    const rowsNoun = (word: string) =>
      namesRowsNoun(word) || (/^\p{L}{4,}s$/u.test(word) && singular(word) !== word && !STOP_WORDS.has(word) && columnLinks(word).length === 0);
    const rowsAt = words.findIndex((word, i) => rowsNoun(word) && words.slice(Math.max(0, i - 3), i).some((before) => numberOf(before) === limit));
    // (Or after a colon: "Top 5 priciest single visits in Gdańsk: date, service and price".)
    const tailAt =
      rowsAt < 0
        ? -1
        : words.findIndex(
            (word, i) =>
              i > rowsAt && (["with", "showing", "including", "incl", "plus"].includes(word) || tokens[i - 1]?.colon === true || tokens[i - 1]?.dash === true),
          );
    // (Or after a dash set apart: "top 5 rounds by takings - date, route and amount".)
    const colonTail =
      tailAt > 0 &&
      (tokens[tailAt - 1]?.colon === true || tokens[tailAt - 1]?.dash === true) &&
      !["with", "showing", "including", "incl", "plus"].includes(words[tailAt]!);
    let last = tailAt + 1;
    while (tailAt > 0 && last < tokens.length && !tokens[last - 1]!.sentenceEnd) last++;
    const said = tailAt > 0 ? namesListed(colonTail ? tailAt : tailAt + 1, last) : [];
    // ("… - date, route and amount" over Out At and Back At: "date" alone is the date the rows are dated by.)
    const shown = said.map((piece) => {
      const links = linkColumns(piece.join(" "), columns).filter((link) => link.score >= 0.6);
      return links.length === 0 && piece.length === 1 && ["date", "day", "when"].includes(piece[0]!) && timeColumn
        ? [{ column: timeColumn, score: 0.7, reason: `"${piece[0]}": the rows' date, ${timeColumn}` }]
        : links;
    });
    const shownColumns = new Set(shown.flatMap((links) => links.map((link) => link.column)));
    const unshown = measures.filter((measure) => measure.column !== null && !shownColumns.has(measure.column) && isNumeric(byName.get(measure.column)));
    // (The one measure may be shown too: "priciest …: date, service and price" ranks by the price it shows.)
    const ranking =
      unshown.length === 0 && measures.length === 1 && measures[0]!.column !== null && isNumeric(byName.get(measures[0]!.column)) ? measures : unshown;
    if (said.length > 0 && shown.every((links) => links.length > 0) && groups.every((group) => shownColumns.has(group.column)) && ranking.length === 1) {
      groups.splice(0, groups.length);
      for (let i = measures.length - 1; i >= 0; i--) if (measures[i] !== ranking[0]) measures.splice(i, 1);
      for (let i = provenance.length - 1; i >= 0; i--)
        if (
          ["group", "measure"].includes(provenance[i]!.element) &&
          shownColumns.has(provenance[i]!.column ?? "") &&
          provenance[i]!.column !== ranking[0]!.column
        )
          provenance.splice(i, 1);
      assumptions.push(`"${phrase(tailAt, tokens.length)}" names columns shown beside the ranked ${words[rowsAt]}, not groupings: every column is shown.`);
    }
  }
  // ("how much salt did MRD spread": "spread" after an auxiliary and its subject is the verb, not a distribution.)
  const spreadAsked = words.some(
    (word, i) => word === "spread" && !words.slice(Math.max(0, i - 4), i - 1).some((before) => ["did", "do", "does", "will", "would"].includes(before)),
  );
  // (Not a word of a column's name the question used: "at each distribution centre" groups by a column.)
  const distribution =
    words.some((word, i) => ["distribution", "distributed", "histogram"].includes(word) && !used.has(i)) ||
    spreadAsked ||
    chart === "histogram" ||
    chart === "boxplot";
  const numericMeasures = measures.filter((measure) => measure.column && isNumeric(byName.get(measure.column)));
  if (listed && !listed.distinct) {
    mode = "rows";
    select = listed.columns;
    provenance.push({ element: "mode", words: phrase(listed.from, listed.to), score: 0.9, reason: `the rows' ${listed.columns.join(", ")}, as listed` });
  } else if (listed) {
    provenance.push({ element: "mode", words: phrase(listed.from, listed.to), score: 0.9, reason: `the distinct values of ${listed.columns.join(", ")}` });
  } else if (distribution && numericMeasures.length >= 1 && (!countReading || chart === "histogram" || chart === "boxplot")) {
    // (A count reading too, where a histogram or box plot is named: "a histogram of how many recipients each campaign had"
    // is the distribution of the number column counted in.)
    mode = "distribution";
    select = [...groups.filter((group) => group.bin === null).map((group) => group.column), numericMeasures[0]!.column!];
    chart ??= groups.some((group) => group.bin === null) ? "boxplot" : "histogram";
    provenance.push({ element: "mode", words: "distribution", score: 1, reason: "the question asks how values are distributed" });
  } else if (
    (chart === "scatter" || has("relationship", "vs", "versus", "against")) &&
    numericMeasures.length >= 2 &&
    // ("party size vs bill total": "total" in a measure's own words, the bill's total, is no aggregate.)
    aggregateWords.every(
      (entry) =>
        words[entry.i] === "total" &&
        entry.i > 0 &&
        provenance.some((item) => item.element === "measure" && fold(item.words).includes(`${words[entry.i - 1]} total`)),
    ) &&
    !anomaly
  ) {
    mode = "rows";
    select = [numericMeasures[0]!.column!, numericMeasures[1]!.column!, ...groups.filter((group) => group.bin === null).map((group) => group.column)];
    chart ??= "scatter";
    provenance.push({ element: "mode", words: "relationship", score: 1, reason: "two numeric measures against each other: one point per row" });
  } else if (
    limit !== null &&
    groups.length === 0 &&
    numericMeasures.length >= 1 &&
    // ("the 5 rentals we've billed the most in total": each row's own total, when the rows are what is ranked.)
    (aggregateWords.length === 0 ||
      (rankedEntity !== undefined && namesRowsNoun(words[rankedEntity] ?? "") && aggregateWords.every((entry) => entry.aggregate === "sum"))) &&
    !countReading &&
    !anomaly &&
    !distinct
  ) {
    // "top 3 orders by net sales", "the 5 largest sales": nothing to group, so the rows themselves are ranked.
    mode = "rows";
    provenance.push({ element: "mode", words: "rows", score: 0.8, reason: `the top ${limit} rows by ${numericMeasures[0]!.column}: nothing to group` });
    assumptions.push(`The top ${limit} rows by ${numericMeasures[0]!.column} (one row each; nothing in the question to group by).`);
  } else if (measures.length === 0) {
    // "which branch is the best?": a judgement with nothing to judge by is a question to ask, not a count.
    const judged = words.some((word) => JUDGEMENT_WORDS.has(word)) || vagueNumbersAt >= 0;
    const averaged = aggregateWords.some((entry) => ["avg", "min", "max", "median"].includes(entry.aggregate));
    const listing =
      !judged &&
      has("list", "show", "rows", "records", "which", "find", "names", "entries") &&
      groups.length === 0 &&
      (filters.length > 0 || limit !== null) &&
      !countReading;
    const substance = listing || howMany ? undefined : substanceMeasured();
    if (listing) {
      mode = "rows";
      provenance.push({ element: "mode", words: "rows", score: 0.8, reason: "no measure: the matching rows" });
    } else if (substance) {
      measures.push({ aggregate: "sum", column: substance.column, as: substance.column });
      provenance.push({ element: "measure", words: substance.words, column: substance.column, value: "sum", score: 0.7, reason: substance.reason });
      assumptions.push(`"${substance.words}" read as the total of ${substance.column}: ${substance.reason}.`);
    } else if (
      // "which room is the best one?": a judgement names no measure, and counting rows is not what "best" means; asked below.
      !(judged && !countReading && !partsOf && !anomaly && !options.measure) &&
      // "average group size for bookings …" where nothing names the size: an average, a minimum or a maximum of rows
      // counted would drop the word; asked below.
      !(averaged && !countReading && !partsOf && !anomaly && !options.measure) &&
      // "Revenue so far this year, month by month" where no one money column is the revenue: a money word left unread
      // asks which column, never a count of rows.
      // ("what percentage of our jobs haven't been paid yet": "paid" after a verb of being is a state of the rows counted.)
      !(
        !countReading &&
        !anomaly &&
        !options.measure &&
        words.some(
          (word, i) => MONEY_ASKING_WORDS.has(word) && !used.has(i) && !CURRENCY_NAMES.has(word) && !COPULAS.has(words[i - 1] ?? "") && !isNot(words[i - 1]),
        )
      ) &&
      (countReading ||
        partsOf ||
        (ranking && !judged && (groups.length > 0 || filters.length > 0 || namesRows)) ||
        anomaly ||
        (groups.length > 0 && filters.length > 0) ||
        ((groups.length > 0 || filters.length > 0 || aggregateWords.some((entry) => entry.aggregate === "sum")) && namesRows))
    ) {
      const quantity = howMany ? quantityCounted() : countReading ? undefined : thingsMadeCounted();
      if (quantity) {
        // "how many trees did the Oulu shop sell" over sales rows with a quantity column: the things sold, summed.
        measures.push({ aggregate: "sum", column: quantity.column, as: quantity.column });
        provenance.push({ element: "measure", words: quantity.words, column: quantity.column, value: "sum", score: 0.7, reason: quantity.reason });
        assumptions.push(`"${howMany ? `how many ${quantity.words}` : quantity.words}" read as the total of ${quantity.column}: ${quantity.reason}.`);
      } else measures.push({ aggregate: "count", column: null, as: "count" });
      if (!quantity)
        provenance.push({
          element: "measure",
          words: countReading ? "count" : "(none)",
          score: countReading ? 1 : 0.7,
          reason: countReading ? "the question counts rows" : "no measure named: counting rows",
        });
      if (!countReading && !quantity) assumptions.push("No measure named: counting rows.");
    } else if (options.measure && (options.measure.column === null || byName.has(options.measure.column))) {
      // The measure chosen in answer to the question below.
      const { column } = options.measure;
      const aggregate =
        options.measure.aggregate ?? (column === null ? "count" : identifierWords(column).some((word) => MEAN_BY_NATURE.has(word)) ? "avg" : "sum");
      measures.push({ aggregate, column, as: column ?? "count" });
      provenance.push({
        element: "measure",
        words: "(answer)",
        ...(column ? { column } : {}),
        value: aggregate,
        score: 1,
        reason: "the measure chosen in answer to a clarification",
      });
    } else {
      const numeric = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
      const ranked = rankMeasureOptions(words, numeric);
      return {
        kind: "clarify",
        question: `Which measure should I analyse, and how? (numeric columns: ${numeric.map((column) => column.name).join(", ") || "none"}; or ask for a count)`,
        options: ranked.map((option) => option.label),
        ranked,
        about: "measure",
        reason: "no measure, no count and no grouping in the question",
        durationMs: took(),
      };
    }
  }

  // Anomalies need a series: by day unless the question says otherwise.
  if (anomaly && mode === "aggregate" && !groups.some((group) => group.bin !== null)) {
    if (timeColumn) addTimeGroup("day", 0, 0, "unusual points are looked for per day");
    else unapplied.push("unusual points (the table has no date column to make a series)");
  }

  // 14. Order: named, else by the ranking measure, else time ascending.
  const orderBy: Order[] = [];
  const firstMeasure = measures[0];
  if (axisOrder && mode === "aggregate") {
    const target = axisOrder.axis === "x" ? (groups.find((group) => group.bin === null) ?? groups[0])?.as : firstMeasure?.as;
    if (target) {
      orderBy.push({ by: target, direction: explicitDirection ?? "asc" });
      provenance.push({ element: "order", words: axisOrder.words, column: target, score: 0.95, reason: `the ${axisOrder.axis} axis shows ${target}` });
    } else unapplied.push(`the order by "${axisOrder.words}" (nothing on that axis)`);
  }
  if (orderColumnMention) {
    const link = orderColumnMention.links[0]!;
    const target =
      measures.find((measure) => measure.column === link.column)?.as ??
      groups.find((group) => group.column === link.column)?.as ??
      (mode !== "aggregate" ? link.column : undefined);
    if (target) {
      orderBy.push({ by: target, direction: explicitDirection ?? (groups.some((group) => group.as === target) ? "asc" : "desc") });
      provenance.push({ element: "order", words: orderColumnMention.words, column: link.column, score: link.score, reason: `sorted by ${target}` });
    } else unapplied.push(`the order by "${orderColumnMention.words}" (not in the result)`);
  }
  // "rank regions by revenue": a ranking without a direction is from the most.
  if (direction === null && has("rank", "ranked", "ranking")) direction = "desc";
  if (
    orderBy.length === 0 &&
    mode === "aggregate" &&
    firstMeasure &&
    (limit !== null || direction !== null || explicitDirection !== null) &&
    groups.length > 0 &&
    !(groups[0]!.bin !== null && limit === null && direction === null)
  ) {
    orderBy.push({ by: firstMeasure.as, direction: explicitDirection ?? direction ?? "desc" });
    provenance.push({
      element: "order",
      words: limit !== null ? `top ${limit}` : (words[superlative] ?? "order"),
      column: firstMeasure.column ?? "count",
      score: 1,
      reason: `ordered by ${firstMeasure.as} ${explicitDirection ?? direction ?? "desc"}`,
    });
  }
  if (orderBy.length === 0 && mode === "rows" && (limit !== null || direction !== null)) {
    const durationWanted = words.some((word) => DURATION_SUPERLATIVES.has(word));
    const duration = durationWanted
      ? columns.find((column) => isNumeric(column) && columnWords(column.name).some((word) => word.forms.some((form) => DURATION_WORDS.has(form))))?.name
      : undefined;
    const target =
      numericMeasures[0]?.column ??
      duration ??
      measureMentions.map((mention) => linkFor(mention, (column) => isNumeric(column) && !isIdentifier(column.name))?.column).find(Boolean);
    if (target) {
      orderBy.push({ by: target, direction: explicitDirection ?? direction ?? "desc" });
      provenance.push({ element: "order", words: words[superlative] ?? "order", column: target, score: 0.8, reason: `rows ordered by ${target}` });
    }
  }
  // "which vineyard plot had the biggest total yield" with no column for vineyards: the one total of the table
  // would answer a ranking of things the table does not name. Ask which column holds them.
  // "which dentist brought in the least money" where the rows are appointments: the rows ranked one by one
  // are not dentists either. ("top 3 appointments by bedrag" may name the rows in another language: answered.)
  // (A word naming a column even loosely, "depots" of depotTown, or its whole name, "skus" of sku, is left to the readings below.)
  const namesAColumn = (word: string) =>
    columns.some((column) => [singular(word), word.replace(/s$/, "")].includes(keyOf(column.name))) || linkColumns(word, columns).length > 0;
  if (
    (mode === "aggregate" || mode === "rows") &&
    (superlative >= 0 || limit !== null) &&
    groups.length === 0 &&
    rankedEntity !== undefined &&
    (words[rankedEntity - 1] === "which" ||
      // ("which 3 wood types have the lowest rating": a number between, and none of the words before the verb names a column.)
      (numberOf(words[rankedEntity - 1]) !== undefined && ["which", "what"].includes(words[rankedEntity - 2] ?? "")) ||
      // ("top 3 wizards by total payout": the same, after "top" or "bottom" and the number.)
      (numberOf(words[rankedEntity - 1]) !== undefined &&
        ["top", "bottom"].includes(words[rankedEntity - 2] ?? "") &&
        !namesTableRows(words[rankedEntity]!) &&
        // (Nor a column's own name, read as the rows it keys: "top 5 skus by unit cost".)
        !namesAColumn(words[rankedEntity] ?? ""))) &&
    !ROW_NOUNS.has(words[rankedEntity]!)
  ) {
    const entity = tokens[rankedEntity]!;
    const named: Token[] = [];
    for (const token of tokens.slice(rankedEntity, rankedEntity + 3)) {
      if (STOP_WORDS.has(token.word) || used.has(token.index)) break;
      named.push(token);
    }
    const namesNothing = named.every((token) => !namesRowsNoun(token.word) && columnLinks(token.word).length === 0);
    const rankedWords = named.length > 1 ? phrase(rankedEntity, rankedEntity + named.length) : entity.raw;
    if (!used.has(entity.index) && !STOP_WORDS.has(entity.word) && namesNothing && (named.length === 1 || columnLinks(rankedWords).length === 0))
      return unmatchedColumn(
        rankedWords,
        rankedWords,
        columns.filter((column) => column.type === "string" && !isRowKey(column.name)),
        `"which ${rankedWords}" asks for a ranking of something no column names`,
      );
  }
  // "which lecturer has the most enrolments" with no column for lecturer: a ranking with nothing to rank by
  // would answer with an arbitrary row. Ask what was meant instead.
  if (mode === "rows" && superlative >= 0 && orderBy.length === 0 && !alphabetical) {
    const entity = rankedEntity !== undefined ? tokens[rankedEntity] : undefined;
    const unlinked = entity && !used.has(entity.index) && !STOP_WORDS.has(entity.word) && !namesRowsNoun(entity.word) && columnLinks(entity.word).length === 0;
    if (unlinked) {
      return unmatchedColumn(
        entity.raw,
        entity.raw,
        columns.filter((column) => (column.type === "string" || column.type === "boolean") && !isIdentifier(column.name)),
        `"${tokens[superlative]!.raw}" ranks "${entity.raw}", which matches no column`,
      );
    }
    const numeric = columns.filter((column) => isNumeric(column) && !isIdentifier(column.name));
    const ranked = rankMeasureOptions(words, numeric);
    return {
      kind: "clarify",
      question: `"${tokens[superlative]!.raw}" by which measure? (numeric columns: ${numeric.map((column) => column.name).join(", ") || "none"}; or a count)`,
      options: ranked.map((option) => option.label),
      ranked,
      about: "measure",
      reason: `"${tokens[superlative]!.raw}" ranks by a measure the question does not name`,
      durationMs: took(),
    };
  }
  if (alphabetical && groups[0]) orderBy.unshift({ by: groups.find((group) => group.bin === null)?.as ?? groups[0].as, direction: lettersDirection ?? "asc" });
  // Then time first, then the other groupings, so the answer's row order is stable.
  if (mode === "aggregate")
    for (const group of groups) if (group.bin !== null && !orderBy.some((order) => order.by === group.as)) orderBy.push({ by: group.as, direction: "asc" });
  if (mode === "aggregate") for (const group of groups) if (!orderBy.some((order) => order.by === group.as)) orderBy.push({ by: group.as, direction: "asc" });
  if (limit !== null && mode === "aggregate" && groups.length === 0 && measures.length > 0) {
    unapplied.push(`the limit ${limit} (there is one total, nothing to rank)`);
    limit = null;
  }
  if (limitWithin.length > 0 && limit !== null) {
    // Within each group: the groups first, then the ranking measure.
    const rank = orderBy.find((order) => measures.some((measure) => measure.as === order.by));
    orderBy.sort((a, b) => Number(limitWithin.includes(b.by)) - Number(limitWithin.includes(a.by)) || Number(b === rank) - Number(a === rank));
  } else if (limit !== null && groups.filter((group) => group.bin === null).length > 1)
    assumptions.push(`The top ${limit} applies to the whole result, not within each group.`);

  // "members vs non members", "online and in-store": two filters keeping different values of one column
  // would keep no row together. They name the values to show: one filter of both, grouped when compared.
  for (const column of new Set(filters.map((filter) => filter.column))) {
    const own = filters.filter((filter) => filter.column === column);
    if (own.length < 2 || !own.every((filter) => (filter.operator === "in" || filter.operator === "=") && !filter.temporal)) continue;
    const values = [...new Set(own.flatMap((filter) => filter.values))];
    if (values.length !== own.reduce((sum, filter) => sum + filter.values.length, 0)) continue;
    for (const filter of own) filters.splice(filters.indexOf(filter), 1);
    const every = byName.get(column)?.type === "boolean" && values.includes(true) && values.includes(false);
    if (!every) filters.push({ column, operator: "in", values, temporal: false });
    if (mode === "aggregate" && !groups.some((group) => group.column === column) && (comparing || every)) {
      groups.push({ column, bin: null, as: column });
      // Ordered like every other grouping, so the answer's rows come in a stable order.
      if (!orderBy.some((order) => order.by === column)) orderBy.push({ by: column, direction: "asc" });
      provenance.push({
        element: "group",
        words: column,
        column,
        score: 0.8,
        reason: `the question names ${values.map(String).join(" and ")} of ${column}: each is a group`,
      });
    }
    assumptions.push(
      `${values.map(String).join(" and ")} of ${column} are shown${comparing || every ? " side by side" : " together"}, not required of the same row.`,
    );
  }

  // "loyalty members compared with everyone else", "electric trips vs the rest": the one filter on a
  // two-valued column (true/false, Y/N), set against the rest of the rows, is a grouping by that column.
  const restAt = words.findIndex((word, i) => {
    // "average price with and without", "with or without insurance": both sides of the flag.
    if (word === "with" && ["and", "or"].includes(words[i + 1] ?? "") && words[i + 2] === "without") return true;
    // "revenue from insurance claims vs sales without a claim": the other side said by "without".
    if (["vs", "versus", "against"].includes(word) && words.slice(i + 1, i + 4).includes("without")) return true;
    const marker = ["vs", "versus", "against"].includes(word)
      ? i + 1
      : ["compare", "compared"].includes(word) && ["with", "to"].includes(words[i + 1] ?? "")
        ? i + 2
        : -1;
    if (marker < 0) return false;
    return restSaidAt(marker);
  });
  const twoValued = (filter: SpecFilter) => {
    const column = byName.get(filter.column);
    return (
      !filter.temporal &&
      (filter.operator === "in" || filter.operator === "=") &&
      filter.values.length === 1 &&
      (column?.type === "boolean" || (column?.type === "string" && column.values?.length === 2))
    );
  };
  const setAgainstRest = restAt >= 0 && mode === "aggregate" ? filters.filter(twoValued) : [];
  if (setAgainstRest.length === 1 && !groups.some((group) => group.column === setAgainstRest[0]!.column)) {
    const [filter] = setAgainstRest as [SpecFilter];
    filters.splice(filters.indexOf(filter), 1);
    groups.push({ column: filter.column, bin: null, as: filter.column });
    if (!orderBy.some((order) => order.by === filter.column)) orderBy.push({ by: filter.column, direction: "asc" });
    provenance.push({
      element: "group",
      words: phrase(restAt, Math.min(words.length, restAt + 4)),
      column: filter.column,
      score: 0.8,
      reason: `${String(filter.values[0])} of ${filter.column} is compared with the rest of the rows: each value is a group`,
    });
    assumptions.push(`${String(filter.values[0])} of ${filter.column} is compared with the rest: ${filter.column} is a grouping, not a filter.`);
  }

  // Combine: "or" between filters on different columns, not an "or" inside one filter's values.
  // The "or" of "6 or more" / "or equal to" belongs to a comparison.
  const comparative = (next: string | undefined) =>
    next !== undefined && (MORE.has(next) || LESS.has(next) || next === "equal" || next === "equals" || next === "later");
  const between = (word: string) =>
    words.some(
      (candidate, i) =>
        candidate === word &&
        !negatedOrs.has(i) &&
        !filterSpans.some((span) => i > span.from && i < span.to) &&
        // ("6 or more" is one comparison; "below 6.5 or above 8.5" two, a number after each.)
        !(word === "or" && comparative(words[i + 1]) && numberOf(words[i + 2] ?? "") === undefined),
    );
  // "a pH below 6.5 or above 8.5": two comparisons of one column, the only filters, joined by "or", are either one.
  const outside =
    filters.length === 2 &&
    filters[0]!.column === filters[1]!.column &&
    filters.every((filter) => ["<", "<=", ">", ">="].includes(filter.operator)) &&
    between("or") &&
    !between("and");
  const filterLogic: AnalysisSpec["filterLogic"] =
    outside || (new Set(filters.map((filter) => filter.column)).size > 1 && between("or") && !between("and")) ? "or" : "and";

  // "how many orders were there and how much did they bring in?", "number of orders and total revenue by shop": two asks
  // joined by "and", a count of the rows and an amount, each a measure.
  // ("…, plus the number of stays": "plus" joins a second ask as "and" does.)
  const andAt = words.findIndex(
    // (Read as written: the lexicon reads "plus" as French for more.)
    (word, i) =>
      // (Not the "and" of a span: "days between the loss and the claim being reported".)
      (word === "and" || (tokens[i]!.raw.toLowerCase() === "plus" && i > 0)) &&
      !spanJoins.has(i) &&
      // ("number of bookings and average total": an aggregate word opens the second ask as well.)
      (["how", "what", "total", "their", "the"].includes(words[i + 1] ?? "") ||
        AGGREGATE_WORDS[words[i + 1] ?? ""] !== undefined ||
        // ("count + amount owed", "number and value": a count word alone before it is the first ask.)
        (["count", "number"].includes(fold(tokens[i - 1]?.raw ?? "")) && !used.has(i - 1))),
  );
  // ("how many bins …, and how many cartons": "how many" before a number column's word or a unit asks for its total, not
  // a count of the rows.)
  const howManyRows = (at: number) =>
    words[at] === "many" &&
    words[at - 1] === "how" &&
    unitOf(words[at + 1] ?? "") === undefined &&
    !columnLinks(words[at + 1] ?? "").some((link) => link.score >= 0.8 && isNumeric(byName.get(link.column)));
  const countedBefore =
    andAt > 0 &&
    words.slice(0, andAt).some(
      (word, i) =>
        howManyRows(i) ||
        (["count", "number"].includes(fold(tokens[i]!.raw)) && i === andAt - 1) ||
        // ("number of orders" counts rows; "number of guests" of a guests column sums it.)
        (COUNT_WORDS.has(word) &&
          words[i + 1] === "of" &&
          !columnLinks(words[i + 2] ?? "").some((link) => link.score >= 0.8 && isNumeric(byName.get(link.column)))),
    );
  // "average price per stay at each car park, plus the number of stays": the count asked after the amount.
  const countedAfter =
    andAt > 0 &&
    !countedBefore &&
    words.slice(andAt + 1).some((word, i) => howManyRows(andAt + 1 + i) || (COUNT_WORDS.has(word) && words[andAt + 2 + i] === "of")) &&
    measures.length > 0 &&
    measures.every((measure) => measure.column !== null);
  if (mode === "aggregate" && countedAfter && !options.measure && !measures.some((measure) => measure.share)) {
    measures.push({ aggregate: "count", column: null, as: "count" });
    provenance.push({
      element: "measure",
      words: phrase(andAt + 1, words.length),
      score: 0.8,
      reason: `a count asked after "${words[andAt]}", beside the amount before it`,
    });
  }
  if (mode === "aggregate" && countedBefore && !options.measure && !measures.some((measure) => measure.share)) {
    const onlyCount = measures.length === 1 && measures[0]!.aggregate === "count" && measures[0]!.column === null;
    if (onlyCount) {
      const tail = phrase(andAt + 1, tokens.length);
      const second = parseQuestion(tail, table, { ...options, measure: undefined });
      const asked = second.kind === "spec" ? second.spec.measures.filter((candidate) => candidate.column !== null && !candidate.share) : [];
      // "… and what did they come to in total?", "and their total value": an amount naming no column is the rows' money.
      const tailWords = words.slice(andAt + 1);
      const money = mainMoneyColumn(columns);
      if (
        asked.length === 0 &&
        money &&
        (tailWords.some((word) => ["total", "value", "worth", "amount", "cost"].includes(word)) ||
          tailWords.some((word, i) => ["come", "came", "comes"].includes(word) && tailWords[i + 1] === "to"))
      )
        asked.push({ aggregate: "sum", column: money.name, as: money.name });
      for (const measure of asked) {
        if (measures.some((other) => other.as === measure.as)) continue;
        measures.push(measure);
        provenance.push({
          element: "measure",
          words: tail,
          column: measure.column!,
          value: measure.aggregate,
          score: 0.7,
          reason: `a second ask after "and": ${measure.aggregate} of ${measure.column}`,
        });
      }
    } else if (measures.length > 0 && !measures.some((measure) => measure.aggregate === "count" && measure.column === null)) {
      measures.unshift({ aggregate: "count", column: null, as: "count" });
      provenance.push({ element: "measure", words: phrase(0, andAt), score: 0.8, reason: 'a count asked before "and", beside the amount after it' });
    }
  }
  // "click-through rate, in % of delivered pushes", "clicks as a percentage of delivered": the one measure over the sum of
  // the number column named after "% of"; "revenue per recipient" (a total, not a price) over the column counting them.
  if (mode === "aggregate" && measures.length === 1) {
    const only = measures[0]!;
    const over = percentOver;
    const priceLike = (name: string) =>
      columnWords(name).some((word) => word.forms.some((form) => ["price", "fee", "rate", "per", "unit", "average", "avg"].includes(form)));
    const perColumn = over?.column ?? (perCounted && !priceLike(only.column ?? "") && only.aggregate !== "avg" ? perCounted.column : undefined);
    if (perColumn && only.column && perColumn !== only.column && isNumeric(byName.get(only.column)) && !only.share && !only.where) {
      measures[0] = { aggregate: "sum", column: only.column, as: `${only.column}_per_${perColumn}`, per: perColumn, ...(over ? { percent: true } : {}) };
      for (const entry of orderBy) if (entry.by === only.as) entry.by = measures[0].as;
      assumptions.push(
        `${only.column} is given as a rate: its sum over the sum of ${perColumn}${over ? ", as a percentage" : ""} ("${over ? phrase(over.from, over.to) : perCounted!.words}").`,
      );
      provenance.push({
        element: "measure",
        words: over ? phrase(over.from, over.to) : perCounted!.words,
        column: only.column,
        value: "sum",
        score: 0.8,
        reason: `a rate of ${only.column} per ${perColumn}`,
      });
    }
  }
  // "the mean party size (grown-ups plus kids)", "avg of labour + parts": two number columns said with "plus" or "+"
  // between them, under one aggregate, are added row by row: one measure, not two side by side.
  const escaped = (text: string) => fold(text).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // ("how many people came … count adults and kids": people are all of them, two columns counting people summed.)
  const countsPeople = (column: string) =>
    identifierWords(column).some((word) => [word, `${word}s`].some((form) => PEOPLE_COUNT_WORDS.has(form) || PEOPLE_WORDS.has(form)));
  const peopleAsked = howManyAt >= 0 && ["people", "persons", "guests", "visitors", "passengers"].includes(words[howManyAt + 2] ?? "");
  for (let m = 0; m + 1 < measures.length; m++) {
    const [first, second] = [measures[m]!, measures[m + 1]!];
    if (first.column === null || second.column === null || first.aggregate !== second.aggregate || first.share || second.share) continue;
    if (!["sum", "avg", "min", "max"].includes(first.aggregate) || first.per || second.per || first.where || second.where) continue;
    if (!isNumeric(byName.get(first.column)) || !isNumeric(byName.get(second.column))) continue;
    const wordsOf = (column: string) => provenance.find((entry) => entry.element === "measure" && entry.column === column)?.words;
    const [a, b] = [wordsOf(first.column), wordsOf(second.column)];
    if (!a || !b) continue;
    // (Both are number columns, checked above.)
    const people = first.aggregate === "sum" && peopleAsked && countsPeople(first.column) && countsPeople(second.column);
    // ("Pain Before minus Pain After", "moins", "less": the second taken from the first.)
    const minus =
      !people &&
      !first.plus &&
      new RegExp(`${escaped(a)}\\s*(?:minus|moins|menos|meno|less|−)\\s*${escaped(b)}`).test(foldedAsked) &&
      first.aggregate !== "min";
    if (!people && !minus && !new RegExp(`${escaped(a)}\\s*(?:plus|\\+)\\s*${escaped(b)}`).test(foldedAsked)) continue;
    // One measure either way: the second column joined to the first, its name and the order following.
    if (minus) first.minus = [...(first.minus ?? []), second.column];
    else first.plus = [...(first.plus ?? []), second.column];
    first.as = `${first.as}_${minus ? "minus" : "plus"}_${second.column}`;
    measures.splice(m + 1, 1);
    for (const order of orderBy) if (order.by === second.as) order.by = first.as;
    const aggregated = first.aggregate === "avg" ? "average" : first.aggregate;
    assumptions.push(
      minus
        ? `"${a} minus ${b}" takes ${second.column} from ${first.column} row by row before the ${aggregated}.`
        : `"${a} plus ${b}" adds ${first.column} and ${second.column} row by row before the ${aggregated}.`,
    );
    m--;
  }
  // "for groups of 6 to 8" where nothing says what is 6 to 8: a range of two numbers no filter read is named, not dropped.
  for (let i = 0; i + 2 < words.length; i++) {
    const [low, high] = [numberOf(words[i]!), numberOf(words[i + 2]!)];
    if (low === undefined || high === undefined || !["to", "and", "-"].includes(words[i + 1]!) || isYear(words[i]) || isYear(words[i + 2])) continue;
    if ([i, i + 1, i + 2].some((k) => used.has(k)) || (i > 0 && ["between", "from"].includes(words[i - 1]!) && used.has(i - 1))) continue;
    // "for groups of 6 to 12", "parties of 4 to 8": the size of the party, the one column counting its people (read as
    // "party size" already, or the one number column named by people: comensales, diners, pax).
    if (words[i - 1] === "of" && ["groups", "parties", "party", "group", "tables"].includes(words[i - 2] ?? "")) {
      const read = provenance.find((entry) => entry.element === "measure" && entry.reason.includes("is how many people a row had"))?.column;
      const named = columns.filter(
        (column) => isNumeric(column) && columnWords(column.name).some((word) => word.forms.some((form) => PEOPLE_COUNT_WORDS.has(form))),
      );
      const sized = read ?? (named.length === 1 ? named[0]!.name : undefined);
      if (sized) {
        consume(i, i + 3);
        filterProvenance(
          i - 2,
          i + 3,
          { column: sized, operator: "between", values: [Math.min(low, high), Math.max(low, high)], temporal: false },
          0.7,
          `"${phrase(i - 2, i + 3)}": the party's size, ${sized}`,
        );
        i += 2;
        continue;
      }
    }
    unapplied.push(`the range "${phrase(i, i + 3)}" (no column it compares)`);
    i += 2;
  }
  // "each hour on 3 May": with one day named, an hour read as the hour of the day is that day's hour.
  if (hourOfTheDayRead && filters.some((filter) => filter.temporal && filter.operator === "between" && daysBetween(filter.values) <= 1))
    for (const group of groups)
      if (group.bin === "hour_of_day" && group.as === "hour_of_day" && groups.filter((other) => isCycleBin(other.bin)).length === 1) {
        group.bin = "hour";
        group.as = "hour";
        for (const order of orderBy) if (order.by === "hour_of_day") order.by = "hour";
      }
  const spec: AnalysisSpec = {
    version: ANALYSIS_SPEC_VERSION,
    mode,
    select: mode === "rows" && select.length === 0 ? [] : select,
    measures: mode === "aggregate" ? measures : [],
    groupBy: mode === "aggregate" ? groups.slice(0, 3) : [],
    filters: filters.map((filter) => {
      const values = yesNo.get(filter.column);
      return values && filter.values.every((value) => typeof value === "boolean")
        ? { ...filter, values: filter.values.map((value) => (value ? values.yes : values.no)) }
        : filter;
    }),
    filterLogic,
    orderBy,
    limit,
    ...(limitWithin.length > 0 && limit !== null && mode === "aggregate" ? { limitWithin } : {}),
    anomaly: anomaly && mode === "aggregate" && groups.some((group) => group.bin !== null),
    chart,
    title: titleOf(question),
  };
  /** A second count beside the first, of the rows meeting `where`, with its provenance (`reason`) and assumption (`what`). */
  const addCountWhere = (as: string, where: SpecFilter[], said: string, score: number, reason: string, what: string) => {
    spec.measures.push({ aggregate: "count", column: null, as, where });
    provenance.push({ element: "measure", words: said, value: "count", score, reason: `${as}: ${reason}` });
    assumptions.push(`${as} is ${what}.`);
  };
  // "how many tickets, and how many of those are still unpaid": a second "how many" after "and", of the rows the first
  // counted ("of those", "of them"), counts those meeting its clause's filters, beside the count of all.
  const secondCountAt = words.findIndex(
    (word, i) =>
      howManyAt >= 0 &&
      i > howManyAt + 2 &&
      word === "how" &&
      words[i + 1] === "many" &&
      (words[i - 1] === "and" || tokens[i - 1]!.pause === true) &&
      words[i + 2] === "of" &&
      ["those", "them", "these"].includes(words[i + 3] ?? ""),
  );
  if (
    secondCountAt >= 0 &&
    spec.mode === "aggregate" &&
    spec.measures.length === 1 &&
    spec.measures[0]!.aggregate === "count" &&
    spec.measures[0]!.column === null &&
    spec.filterLogic === "and"
  ) {
    const conditions = spec.filters.filter((_, k) => (filterStart.get(filters[k]!) ?? -1) > secondCountAt);
    if (conditions.length > 0) {
      spec.filters = spec.filters.filter((filter) => !conditions.includes(filter));
      const said = conditions.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`).join(" and ");
      addCountWhere(
        "count_of_those",
        conditions,
        phrase(secondCountAt, secondCountAt + 4),
        0.85,
        `the rows counted where ${said}`,
        `how many of the rows counted have ${said}`,
      );
    }
  }
  // "How many strings have we replaced altogether, and on how many calls?": a total, then "and on (in, over, across) how
  // many <rows>", is the total beside the number of rows that had any of it (the measure above 0).
  const rowsWithAt = words.findIndex(
    (word, i) =>
      i > 2 &&
      word === "how" &&
      words[i + 1] === "many" &&
      ["on", "in", "over", "across", "from"].includes(words[i - 1] ?? "") &&
      (words[i - 2] === "and" || tokens[i - 2]!.pause === true) &&
      /^\p{L}{3,}$/u.test(words[i + 2] ?? "") &&
      singular(words[i + 2]!) !== words[i + 2] &&
      (namesRowsNoun(words[i + 2]!) || !columnLinks(words[i + 2]!).some((link) => link.score >= 0.8)) &&
      (i + 3 >= words.length || tokens[i + 2]!.pause === true || tokens[i + 2]!.sentenceEnd === true || BOUNDARIES.has(words[i + 3]!)),
  );
  const summed = spec.measures[0];
  if (
    rowsWithAt >= 0 &&
    spec.mode === "aggregate" &&
    spec.measures.length === 1 &&
    summed?.aggregate === "sum" &&
    summed.column !== null &&
    isNumeric(byName.get(summed.column)) &&
    !summed.share &&
    !summed.percent
  ) {
    const as = `${words[rowsWithAt + 2]}_with_${summed.column}`;
    addCountWhere(
      as,
      [{ column: summed.column, operator: ">", values: [0], temporal: false }],
      phrase(rowsWithAt - 1, rowsWithAt + 3),
      0.8,
      `the ${words[rowsWithAt + 2]} with ${summed.column} above 0`,
      `how many of the rows have ${summed.column} above 0`,
    );
    used.add(rowsWithAt + 2);
  }
  // "share of revenue by region", "% of sales by category within each year": the measure over its total.
  const shareAsked =
    words.some((word, i) => SHARE_WORDS.has(word) && !unitAt.has(i)) ||
    /(^|[^\d\s])\s*%|^\s*%/.test(question) ||
    words.some(
      (word, i) =>
        (word === "part" || word === "parts") &&
        ["of", "de", "du", "des", "da", "do"].includes(words[i + 1] ?? "") &&
        // "games that were not part of a tournament", "booked as part of a block": belonging to something, not a share.
        !["is", "are", "was", "were", "be", "been", "not", "never", "as"].includes(words[i - 1] ?? ""),
    );
  const RATE_AFTER_VALUE = new Set(["rate", "rates", "percentage", "percentages", "pct"]);
  // "fail rate", "the no-show rate of each site": a value named right before "rate" is the condition whose share is asked.
  const rateOf = filters.filter((filter, k) => {
    const { from, to } = filterSpans[k]!;
    return (
      // (Or "rate" read as a word of the value's own span: "VVR rate" of the value VVR.)
      // ("the lowest no-show percentage": a percentage after the value is its rate, in percent.)
      ((RATE_AFTER_VALUE.has(words[to] ?? "") && !used.has(to)) || (to - 1 > from && RATE_AFTER_VALUE.has(words[to - 1] ?? ""))) &&
      filter.operator === "in" &&
      !filter.temporal &&
      !spec.groupBy.some((group) => group.column === filter.column)
    );
  });
  // A column that is itself a share ("discount_pct", "market_share") is the measure the words named.
  const namesShare = (column: string | null) =>
    column !== null && columnWords(column).some((word) => word.forms.some((form) => SHARE_WORDS.has(form) || form === "rate" || form === "ratio"));
  // (A rate of two sums, "clicks as a percentage of delivered", is its own percentage: no share of it.)
  const shared = spec.measures[0]?.per ? undefined : spec.measures[0];
  /** Where the word asking for a share is ("what percentage of …"), or -1. */
  const shareAt = words.findIndex((word, i) => SHARE_WORDS.has(word) && !unitAt.has(i));
  // "What percentage of parcels came with a fuel voucher": a number column the rows are said to come with, have or get (the
  // share word then the rows' noun before it) is the condition, rows where it is above 0, not an amount shared out.
  const comesWith = (() => {
    const at = shared ? measureStarts.get(shared) : undefined;
    if (!shareAsked || mode !== "aggregate" || shared?.aggregate !== "sum" || !shared.column || at === undefined) return false;
    if (shareAt < 0 || shareAt > at || words[shareAt + 1] !== "of" || !namesRowsNoun(words[shareAt + 2] ?? "")) return false;
    const before = ["a", "an", "any", "some"].includes(words[at - 1] ?? "") ? at - 2 : at - 1;
    return ["with", "had", "got", "received", "given", "get", "have", "has", "include", "included"].includes(words[before] ?? "");
  })();
  if (comesWith && shared?.column) {
    const percent = percentAsked();
    const as = percent ? "row_pct" : "row_share";
    const condition: SpecFilter = { column: shared.column, operator: ">", values: [0], temporal: false };
    spec.measures.splice(
      0,
      1,
      { aggregate: "avg", column: null, as, where: [condition], ...(percent ? { percent: true } : {}) },
      {
        aggregate: "count",
        column: null,
        as: "count",
      },
    );
    for (const order of spec.orderBy) if (order.by === shared.as) order.by = as;
    const summed = assumptions.indexOf(`No aggregate named: summing ${shared.column}`);
    if (summed >= 0) assumptions.splice(summed, 1);
    provenance.push({ element: "measure", words: "share", value: "share", score: 0.85, reason: `${as}: the share of the rows where ${shared.column} > 0` });
    assumptions.push(
      `${as} is the ${percent ? "percentage (0 to 100)" : "fraction (0 to 1)"} of the rows${spec.filters.length > 0 ? " the other filters keep" : ""} with a ${shared.column} above 0; count is how many rows it is taken of.`,
    );
  } else if (
    (shareAsked || (rateOf.length > 0 && shared?.aggregate === "count" && shared.column === null && spec.filterLogic === "and")) &&
    mode === "aggregate" &&
    shared &&
    (shared.aggregate === "sum" || shared.aggregate === "count") &&
    !shared.as.endsWith("_rate") &&
    !namesShare(shared.column)
  ) {
    // "what percentage of visits lasted more than two hours": the share of the rows meeting the clause's filters.
    // ("What percentage of Maxicab trips from the CBD carried more than 4 passengers": with no such word, a verb's past form
    // after the rows' noun opens the clause.)
    const conditionAt = words.findIndex((word, i) => i > shareAt && CONDITION_WORDS.has(word));
    // ("What percentage of the cases filed last year ended in a default judgment": a past form right after the rows' noun,
    // then another with no conjunction between, describes the rows counted; the second opens the clause.)
    const filterOpensAt = (at: number) => filters.some((filter) => filterStart.get(filter) === at);
    const pastForms = words
      .map((_, i) => i)
      .filter(
        (i) =>
          i > shareAt + 2 &&
          !["of", "the", "de"].includes(words[i - 1]!) &&
          isPastForm(words[i]!) &&
          // (Or one that begins a filter of its own: "failed or got aborted", the values of rslt.)
          (!used.has(i) || filterOpensAt(i)),
      );
    const describesRows =
      pastForms.length >= 2 &&
      namesRowsNoun(words[pastForms[0]! - 1] ?? "") &&
      !words.slice(pastForms[0]! + 1, pastForms[1]!).some((word) => ["and", "or", "but", "nor"].includes(word));
    const pastAt = (describesRows ? pastForms[1] : pastForms[0]) ?? -1;
    // ("what percentage of jobs failed or got aborted": a filter opened by a past form before the condition word opens the clause.)
    const clauseAt = conditionAt >= 0 && !(pastAt >= 0 && pastAt < conditionAt && filterOpensAt(pastAt)) ? conditionAt : pastAt;
    // With groups ("what percentage ended without a certificate, split by condition"), the clause's filters on columns not
    // grouped are the condition within each group; the filters on a grouped column ("diesels vs petrol") keep rows.
    const grouped = new Set(spec.groupBy.map((group) => group.column));
    const countsRows = shared.aggregate === "count" && shared.column === null && spec.filterLogic === "and";
    const conditions = !countsRows
      ? []
      : rateOf.length > 0
        ? spec.filters.filter((_, k) => rateOf.includes(filters[k]!))
        : clauseAt >= 0
          ? spec.filters.filter((filter, k) => (filterStart.get(filters[k]!) ?? -1) >= clauseAt && !grouped.has(filter.column))
          : [];
    // (One value and nothing else, "what percent of orders are online", is that value's share among the column's values, below.)
    // (Two values or more, "what percentage of jobs are open or overdue", are one share of the rows holding either.)
    const onlyValue =
      spec.groupBy.length === 0 &&
      spec.filters.length === 1 &&
      conditions.length === 1 &&
      conditions[0]!.operator === "in" &&
      conditions[0]!.values.length === 1 &&
      byName.get(conditions[0]!.column)?.type === "string";
    const conditional = conditions.length > 0 && !onlyValue;
    if (conditional) {
      const percent = percentAsked();
      const as = percent ? "row_pct" : "row_share";
      spec.filters = spec.filters.filter((filter) => !conditions.includes(filter));
      spec.measures.splice(0, 1, { aggregate: "avg", column: null, as, where: conditions, ...(percent ? { percent: true } : {}) }, shared);
      // ("which physio has the lowest no-show rate": a ranking of the rows counted is of their rate.)
      if (rateOf.length > 0) for (const order of spec.orderBy) if (order.by === shared.as) order.by = as;
      const said = conditions.map((filter) => `${filter.column} ${filter.operator} ${filter.values.join("|")}`).join(" and ");
      provenance.push({ element: "measure", words: "share", value: "share", score: 0.9, reason: `${as}: the share of the rows where ${said}` });
      assumptions.push(
        `${as} is the ${percent ? "percentage (0 to 100)" : "fraction (0 to 1)"} of the rows${spec.filters.length > 0 ? " the other filters keep" : ""} where ${said}; count is how many rows it is taken of.`,
      );
    }
    // "what percent of orders are online": the named value's share among the column's values, so
    // the filter becomes the grouping (one query; the row of the named value answers it).
    const valueFilters = spec.filters.filter((filter) => filter.operator === "in" && !filter.temporal && byName.get(filter.column)?.type === "string");
    if (!conditional && spec.groupBy.length === 0 && valueFilters.length === 1 && spec.filterLogic === "and") {
      const filter = valueFilters[0]!;
      spec.filters = spec.filters.filter((other) => other !== filter);
      spec.groupBy = [{ column: filter.column, bin: null, as: filter.column }];
      spec.orderBy = [{ by: filter.column, direction: "asc" }];
      spec.limit = null;
      // The shares are taken over every value of the column, then only the asked value's row is shown.
      spec.keep = [filter];
      for (let i = provenance.length - 1; i >= 0; i--)
        if (provenance[i]!.element === "filter" && provenance[i]!.column === filter.column) provenance.splice(i, 1);
      provenance.push({
        element: "group",
        words: filter.values.join(", "),
        column: filter.column,
        score: 1,
        reason: `the share of ${filter.values.join(", ")} among all the values of ${filter.column}`,
      });
      assumptions.push(`The share of ${filter.values.join(", ")} is taken among all the values of ${filter.column} (0 to 1).`);
    }
    if (conditional) {
      // The share is the conditional measure above.
    } else if (spec.groupBy.length === 0) unapplied.push(`the share (nothing groups the ${shared.column ?? "rows"}, so there is one total)`);
    else {
      const percent = percentAsked();
      const as = `${shared.column ?? "row"}_${percent ? "pct" : "share"}`;
      for (const order of spec.orderBy) if (order.by === shared.as) order.by = as;
      // The share and, beside it, the number it is a share of ("38 claims, 19%").
      spec.measures.splice(
        0,
        1,
        { ...shared, as, share: true, ...(percent ? { percent: true } : {}) },
        ...(spec.measures.some((measure, index) => index > 0 && measure.as === shared.as) ? [] : [shared]),
      );
      const outer = shareOuterGroups(spec.groupBy);
      provenance.push({
        element: "measure",
        words: "share",
        ...(shared.column ? { column: shared.column } : {}),
        value: "share",
        score: 1,
        reason: `${as}: ${shared.column ?? "the row count"} over its total${outer.length > 0 ? ` within each ${outer.map((group) => group.as).join(" and ")}` : ""} (${percent ? "a percentage, 0 to 100" : "0 to 1"})`,
      });
      assumptions.push(
        `${as} is ${percent ? "a percentage (0 to 100)" : "a fraction from 0 to 1"} of the total${outer.length > 0 ? ` within each ${outer.map((group) => group.as).join(" and ")}` : ""}.`,
      );
    }
  }
  // "How many lessons did Walsh teach?" where no value has Walsh: a name left unread is said, not dropped in silence.
  for (const token of tokens) {
    if (token.index === 0 || used.has(token.index) || !/^\p{Lu}\p{Ll}{2,}$/u.test(token.raw)) continue;
    // A word the lexicon or a dictionary read in English ("Hoeveel": how many) is not a name.
    if (
      /[.!?:]$/.test(tokens[token.index - 1]!.raw) ||
      options.glosses?.[fold(token.raw)] ||
      token.word !== fold(token.raw) ||
      MONTHS[token.word] ||
      WEEKDAYS[token.word]
    )
      continue;
    if (provenance.some((entry) => entry.words.toLowerCase().split(/\s+/).includes(token.word))) continue;
    unapplied.push(`"${token.raw}" (no column or value of ${table.name} is called so)`);
  }
  // "house fires in rural areas" where nothing here reads "house": a word that qualifies what was read (the word after
  // it is used, or names the rows) but names nothing the parser knows is said rather than dropped in silence. (Not in
  // a question in another language, whose grammar words the lexicon does not list: "hubo", "heeft" would be said.)
  if (tokens.filter((token) => token.word !== fold(token.raw).replace(/'s$/, "")).length < 2) {
    /** What is read or counted: a word used, or a noun naming the rows. */
    const read = (at: number) =>
      at < tokens.length &&
      (used.has(at) ||
        namesTableRows(words[at]!) ||
        (singular(words[at]!) !== words[at] && namesRowsByTableName(words[at]!)) ||
        rowWords.has(singular(words[at]!)));
    // (Not a verb, an adverb or the rows' noun, nor the thing counted: "how many tickts", "the number of rentals".)
    const counted = (at: number) =>
      words[at - 1] === "many" || (words[at - 1] === "of" && COUNT_WORDS.has(words[at - 2] ?? "")) || (at === 0 && measures.some((m) => m.column === null));
    const candidate = (token: Token) =>
      !used.has(token.index) &&
      !read(token.index) &&
      !counted(token.index) &&
      !UNREAD_ADVERBS.has(token.word) &&
      !isPastForm(token.word) &&
      !/(ing|ly)$/.test(token.word) &&
      // (A hyphenated modifier too, "walk-in", "same-day"; not a plural, which names rows: "call-outs", "drop-offs".)
      (/^\p{L}{4,}$/u.test(token.raw) || (/^\p{L}{2,}(?:-\p{L}{2,})+$/u.test(token.raw) && !/s$/i.test(token.raw))) &&
      !STOP_WORDS.has(token.word) &&
      !asksSomething(token.word) &&
      !MONTHS[token.word] &&
      !WEEKDAYS[token.word] &&
      !provenance.some((entry) => entry.words.toLowerCase().split(/\s+/).includes(token.word)) &&
      !unapplied.some((note) => note.includes(`"${token.raw}"`));
    // Two or more such words before something read or a preposition ("house fires in rural areas", "boiler jobs"), or one
    // right before a value read as a filter: a qualifier of what was asked.
    const unread: Token[] = [];
    for (let at = 0; at < tokens.length; ) {
      if (!candidate(tokens[at]!)) {
        at++;
        continue;
      }
      let end = at;
      // ("for hospital and GP appointments": an acronym nothing reads, and "and"/"or" between unread words, go on the run.)
      const acronym = (k: number) => k < tokens.length && !used.has(k) && /^\p{Lu}{2,4}s?$/u.test(tokens[k]!.raw) && !read(k);
      const joins = (k: number) => ["and", "or", "&"].includes(words[k] ?? "") && !used.has(k) && (candidate(tokens[k + 1] ?? tokens[k]!) || acronym(k + 1));
      while (end < tokens.length && (candidate(tokens[end]!) || (end > at && (acronym(end) || joins(end))))) end++;
      const run = tokens.slice(at, end).filter((token) => candidate(token) || acronym(token.index));
      // (One word alone only right before a value read as a filter, "organic Oblica pressings": one word elsewhere is too
      // often a verb or the rows' own noun.)
      const beforeFilter = filterSpans.some((span) => span.from === end);
      if (run.length >= 2 ? read(end) || end === tokens.length || BOUNDARIES.has(words[end]!) : beforeFilter) unread.push(...run);
      at = end;
    }
    // "… charged in total for pear?": one word after "for" (or "only", "just", "on", "from") that ends the question or its clause and
    // that nothing reads would have picked rows: said, not dropped in silence.
    for (let at = 1; at < tokens.length; at++) {
      const token = tokens[at]!;
      const ends = at === tokens.length - 1 || token.pause === true || token.sentenceEnd === true;
      // (Not people in general: "for customers", "for guests" say whom the figure is about.)
      const people =
        PEOPLE_COUNT_WORDS.has(token.word) || ["customer", "client", "buyer", "person", "people", "everyone", "anyone"].includes(singular(token.word));
      // ("… from oil changes on scooters?": "on" and "from" before the last word pick rows as "for" does.)
      if (ends && ["for", "only", "just", "on", "from"].includes(words[at - 1]!) && candidate(token) && !people && !unread.includes(token)) unread.push(token);
      // ("For walk-in customers, …": a word nothing reads between "for" and the people it picks is said too.)
      const before = tokens[at - 1]!;
      if (ends && people && at >= 2 && words[at - 2] === "for" && candidate(before) && !unread.includes(before)) unread.push(before);
    }
    // "completed WOs only", "only shipped orders": a past form that nothing read, said with "only", picks rows; it is said,
    // not dropped in silence (past forms are otherwise often the rows' own verb, "how many orders were shipped").
    for (let at = 0; at < tokens.length; at++) {
      const token = tokens[at]!;
      if (used.has(at) || read(at) || !isPastForm(token.word) || !/^\p{L}{4,}$/u.test(token.raw) || unread.includes(token)) continue;
      if (provenance.some((entry) => entry.words.toLowerCase().split(/\s+/).includes(token.word))) continue;
      const only = words[at - 1] === "only" || (words[at + 1] === "only" && !tokens[at]!.pause) || (words[at + 2] === "only" && !tokens[at + 1]?.pause);
      if (only && !unapplied.some((note) => note.includes(`"${token.raw}"`))) unread.push(token);
    }
    // "except crab and lobster", "without the deluxe ones": what an exclusion names and nothing reads is said, one word
    // or several: the rows it would leave out are kept.
    for (let at = 0; at < tokens.length; at++) {
      const word = words[at]!;
      const opens =
        ["except", "excluding", "exclude", "without", "besides", "minus"].includes(word) ||
        (word === "from" && words[at - 1] === "apart") ||
        (word === "than" && words[at - 1] === "other") ||
        (word === "out" && ["leaving", "leave", "left"].includes(words[at - 1] ?? "")) ||
        (word === "counting" && words[at - 1] === "not");
      if (!opens) continue;
      for (let next = at + 1; next < tokens.length; next++) {
        const token = tokens[next]!;
        if (candidate(token)) {
          if (!unread.includes(token)) unread.push(token);
        } else if (!used.has(next) && !["and", "or", "the", "a", "an", "any", "all"].includes(token.word)) break;
        if (token.pause) break;
      }
    }
    unread.sort((a, b) => a.index - b.index);
    for (const token of unread) unapplied.push(`"${token.raw}" (read as nothing: no column or value of ${table.name} matches it)`);
  } else {
    // In another language: a word closing the question after "in", "for", "from", "with" (and an article) that no lexicon,
    // column or value reads would have picked rows ("… des forages dans le calcaire ?": limestone): said, not dropped.
    const last = tokens.findLast((token) => /\p{L}/u.test(token.raw));
    if (last && last.index >= 2 && !used.has(last.index) && /^\p{L}{4,}$/u.test(last.raw) && last.word === fold(last.raw) && !STOP_WORDS.has(last.word)) {
      const before = CLOSING_ARTICLES.has(words[last.index - 1]!) ? last.index - 2 : last.index - 1;
      // (Not a currency or a unit, "In euros.", nor a word already said.)
      if (
        CLOSING_PREPOSITIONS.has(words[before] ?? "") &&
        !namesTableRows(last.word) &&
        !MONTHS[last.word] &&
        !CURRENCY_WORDS.has(last.word) &&
        !CURRENCY_NAMES.has(last.word) &&
        UNIT_KINDS[last.word] === undefined &&
        !isUnitWord(last.word) &&
        !unapplied.some((note) => note.startsWith(`"${last.raw}"`))
      )
        unapplied.push(`"${last.raw}" (read as nothing: no column or value of ${table.name} matches it)`);
    }
  }
  if (groups.length > 3)
    unapplied.push(
      `the grouping by ${groups
        .slice(3)
        .map((group) => group.column)
        .join(", ")} (three groupings at most)`,
    );
  // "what share of revenue comes from each channel": parts of a whole, a pie when nothing else is named.
  if (
    spec.chart === null &&
    mode === "aggregate" &&
    !ranking &&
    !spec.keep &&
    spec.groupBy.length === 1 &&
    spec.groupBy[0]!.bin === null &&
    // (Parts of a whole add up: an average per group is no slice of anything.)
    spec.measures.every((measure) => ["sum", "count", "count_distinct"].includes(measure.aggregate)) &&
    (spec.measures.some((measure) => measure.share) ||
      words.some(
        (word, i) =>
          !unitAt.has(i) &&
          ["share", "shares", "proportion", "proportions", "percentage", "composition", "split", "breakdown", "part", "parts", "mix"].includes(word) &&
          // ("Split by line": a grouping asked for, not parts of a whole.)
          !(word === "split" && words[i + 1] === "by") &&
          // ("the number of parts" of n_parts is a column's word, not parts of a whole; nor "by failed part", a phrase that
          // named a grouping.)
          !columnLinks(word).some((link) => link.score >= 0.85) &&
          !provenance.some((entry) => entry.element === "group" && entry.words.includes(" ") && identifierWords(entry.words).includes(word)),
      )) &&
    !namesShare(spec.measures[0]?.column ?? null) &&
    // (A rate of two sums is no part of a whole.)
    !spec.measures.some((measure) => measure.per)
  ) {
    spec.chart = "pie";
    provenance.push({ element: "chart", words: "share", score: 0.8, reason: "parts of a whole" });
  }
  spec.chart = chooseChart(spec, columns);
  if (mode !== "aggregate") for (let i = assumptions.length - 1; i >= 0; i--) if (assumptions[i]!.startsWith("No aggregate named")) assumptions.splice(i, 1);
  for (const link of provenance)
    if (link.score < 1 && link.column && ["measure", "group", "filter", "bin"].includes(link.element))
      assumptions.push(`${link.element} ${link.column}${link.value ? ` (${link.value})` : ""} from "${link.words}": ${link.reason} (score ${link.score})`);
  if (timeColumn && spec.groupBy.some((group) => group.bin !== null) && temporalColumns.length > 1)
    assumptions.push(`Time column ${timeColumn}: ${timeReason}.`);
  return { kind: "spec", spec, provenance, assumptions, unapplied, durationMs: took() };
}

/**
 * "passrate", "noshowrate": a word and "rate" written as one, no English word, is the two ("pass rate"), when the English
 * word list knows the first and the first names something alone (three letters at least).
 */
function splitRateCompounds(tokens: Token[], isEnglishWord: ((word: string) => boolean) | undefined): Token[] {
  if (!isEnglishWord) return tokens;
  const split = tokens.flatMap((token) => {
    const match = /^([a-z]{3,})(rates?)$/.exec(token.word);
    if (!match || isEnglishWord(token.word) || !isEnglishWord(match[1]!)) return [token];
    return [
      { ...token, word: match[1]!, raw: match[1]! },
      { ...token, word: match[2]!, raw: match[2]! },
    ];
  });
  return split.length === tokens.length ? tokens : split.map((token, index) => ({ ...token, index }));
}

/** Cycles named in words, as a grouping's words read them ("the" left out): "day of the week" is the weekday. */
const CYCLE_PHRASES: Readonly<Record<string, TimeBin>> = {
  "day of week": "weekday",
  "days of week": "weekday",
  "hour of day": "hour_of_day",
  "hours of day": "hour_of_day",
  "month of year": "month_of_year",
  "months of year": "month_of_year",
  "quarter of year": "quarter_of_year",
  "quarters of year": "quarter_of_year",
};

/** Articles before a question's last word, in the languages the lexicon reads ("dans le calcaire", "en la sierra"). */
const CLOSING_ARTICLES: ReadonlySet<string> = new Set("the a an le la les l un une el los las lo il gli der die das den dem des o os as um uma".split(" "));
/** Prepositions before a question's last word that would pick rows by it ("in", "dans", "en", "für", "nel", "com"). */
const CLOSING_PREPOSITIONS: ReadonlySet<string> = new Set(
  "in for from with on at dans pour avec sur chez en para con por desde im fur mit aus bei nel nella nei nelle per con no na nos nas com".split(" "),
);
/** Adjectives of a dimension said after a measured amount ("100 m deep", "3 m wide"), to the noun a column is named by. */
const DIMENSION_ADJECTIVES: Readonly<Record<string, string>> = {
  deep: "depth",
  long: "length",
  wide: "width",
  broad: "width",
  tall: "height",
  high: "height",
  thick: "thickness",
  heavy: "weight",
};

/** The words after "how" that ask for a measure or a size ("how many", "how long"), not a manner. */
const HOW_MEASURES: ReadonlySet<string> = new Set([
  "many",
  "much",
  "long",
  "often",
  "far",
  "old",
  "big",
  "large",
  "small",
  "fast",
  "quickly",
  "soon",
  "late",
  "early",
  "high",
  "low",
]);
/** The words of a column naming the ways something is done: "paymentMethod", "booking_channel", "travel_mode". */
const MANNER_WORDS: ReadonlySet<string> = new Set([
  "method",
  "methods",
  "mode",
  "modes",
  "channel",
  "channels",
  "way",
  "ways",
  "means",
  "type",
  "types",
  "medium",
  "via",
]);
/** The days a `between` filter of two ISO dates spans (Infinity for other values). */
const daysBetween = (values: readonly unknown[]): number =>
  typeof values[0] === "string" && typeof values[1] === "string" ? (Date.parse(values[1]) - Date.parse(values[0])) / 86_400_000 : Number.POSITIVE_INFINITY;
/** Words of how busy a time is: "the busy hours", "quietest days". */
const BUSY_WORDS: ReadonlySet<string> = new Set(["busy", "busiest", "busier", "quiet", "quietest", "quieter", "peak"]);
/** The particles of phrasal verbs ("held up", "called out", "broken down") and the auxiliaries of a passive. */
const PASSIVE_PARTICLES: ReadonlySet<string> = new Set(["up", "out", "off", "down", "back", "over"]);
const PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set(["was", "were", "been", "being", "is", "are", "be", "get", "got", "gets", "getting"]);
/** Words of a column name that say it counts something: n_plyrs, num_guests, no_pax, cnt, antal_personer. */
const COUNT_MARKERS: ReadonlySet<string> = new Set([
  "n",
  "num",
  "no",
  "nr",
  "nb",
  "cnt",
  "count",
  "number",
  "qty",
  "antal",
  "aantal",
  "anzahl",
  "pocet",
  "liczba",
  "broj",
  "fjoldi",
]);
