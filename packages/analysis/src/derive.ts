import { columnSeconds } from "./link.js";
import { identifierWords, singular } from "./text.js";
import type { AnalysisColumn, AnalysisTable } from "./spec.js";

/** Words that mark a start column and the word of its end column, in the same place of the name. */
const START_END: readonly (readonly [string, string])[] = [
  ["start", "end"],
  ["started", "ended"],
  ["start", "finish"],
  ["started", "finished"],
  ["begin", "end"],
  ["begin", "finish"],
  ["in", "out"],
  ["checkin", "checkout"],
  ["open", "close"],
  ["opened", "closed"],
  ["opn", "cls"],
  ["strt", "end"],
  ["arrival", "departure"],
  ["arrived", "departed"],
  ["arr", "dep"],
  ["created", "closed"],
  ["created", "resolved"],
  ["opened", "resolved"],
  ["pickup", "dropoff"],
  ["pickup", "return"],
  ["departure", "return"],
  ["from", "to"],
];

const isTime = (column: AnalysisColumn) => column.type === "date" || column.type === "timestamp";

export interface DeriveOptions {
  /**
   * Pairs `[from, to]` of time columns the data shows in order (never after, before in some row; tools-data's profile
   * `ordered`): a table with exactly two time columns of one type gets their duration even when the names do not pair.
   */
  ordered?: readonly (readonly [string, string])[];
}

/**
 * The table with a duration column for each start/end pair of date or time columns whose names differ
 * by one start word and its end word in the same place (`check_in`/`check_out`, `start_time`/`end_time`,
 * `OpenedAt`/`ClosedAt`), or, given the data's order (`options.ordered`), for a table's only two time columns of one
 * type whatever their names (`plugged_in_at`/`unplugged_at`), or, of three or more, each pair the data orders (linked only
 * when a question names both ends): minutes between two timestamps (their seconds / 60), days between two dates. It is named
 * `duration_minutes` (`duration_days`) when the table has one pair and no column called so, else
 * `<from>_to_<to>_minutes`; "how long", "length", "duration", "stay", "tenure", "turnaround" link to it like any column. With one column of
 * what was paid and one of what was due, `outstanding` (due − paid; "still owe", "unpaid", "balance") or, for a
 * list price, `discount` (list − paid). Nothing is added when nothing pairs (the same table is returned).
 */
export function deriveColumns(table: AnalysisTable, options: DeriveOptions = {}): AnalysisTable {
  const times = table.columns.filter((column) => isTime(column) && !column.derived);
  const pairs: [AnalysisColumn, AnalysisColumn][] = [];
  // Two time columns of one type whose names do not pair (`plugged_in_at`, `unplugged_at`): the data says which is the start.
  // (Not when a number column already holds a time, "nts" of nights: a booking's date and its check-in date are a lead
  // time, and the length of a stay is that column.)
  // There the pair's duration is still derived, but linked only when a question names both its ends ("the wait between
  // arriving and being served" beside a column of service minutes).
  const heldTime = table.columns.some((column) => (column.type === "number" || column.type === "integer") && columnSeconds(column.name) !== undefined);
  const byEnds: [AnalysisColumn, AnalysisColumn][] = [];
  if (times.length === 2 && times[0]!.type === times[1]!.type) {
    const [from, to] = times as [AnalysisColumn, AnalysisColumn];
    const orderedPair = options.ordered?.find(([a, b]) => (a === from.name && b === to.name) || (a === to.name && b === from.name));
    const pair: [AnalysisColumn, AnalysisColumn] | undefined = orderedPair ? (orderedPair[0] === from.name ? [from, to] : [to, from]) : undefined;
    if (pair && !heldTime) pairs.push(pair);
    else if (pair) byEnds.push(pair);
  }
  // Three time columns or more (ordered, due and delivered dates): each pair the data orders is a duration too, linked
  // only when a question names both its ends ("how many days from order to delivery"): which span a bare "how long"
  // means is not known.
  if (times.length > 2)
    for (const [a, b] of options.ordered ?? []) {
      const from = times.find((column) => column.name === a);
      const to = times.find((column) => column.name === b);
      if (from && to && from.type === to.type && byEnds.length < 6) byEnds.push([from, to]);
    }
  for (const from of times)
    for (const to of times) {
      if (from === to || from.type !== to.type) continue;
      const a = identifierWords(from.name);
      const b = identifierWords(to.name);
      if (a.length !== b.length) continue;
      const differ = a.map((word, i) => (word === b[i] ? -1 : i)).filter((i) => i >= 0);
      if (differ.length !== 1) continue;
      const at = differ[0]!;
      if (START_END.some(([start, end]) => a[at] === start && b[at] === end) && !pairs.some(([f, t]) => f === from && t === to)) pairs.push([from, to]);
    }
  const taken = new Set(table.columns.map((column) => column.name.toLowerCase()));
  const added: AnalysisColumn[] = [...moneyDifferences(table.columns, taken)];
  for (const [from, to] of pairs) {
    const unit = from.type === "timestamp" ? "minute" : "day";
    const plain = `duration_${unit}s`;
    const name = pairs.length === 1 && !taken.has(plain) ? plain : `${from.name}_to_${to.name}_${unit}s`;
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    // (A stay, a tenure, a turnaround: the time between a start and an end by another name.)
    // (Not a word the table's rows are called: "stays" of campsite_stays are the rows, not their length.)
    const rows = new Set(identifierWords(table.name).map(singular));
    added.push({
      name,
      type: "integer",
      aliases: SPAN_ALIASES.filter((alias) => !rows.has(singular(alias))),
      derived: { kind: "duration", from: from.name, to: to.name, unit },
    });
  }
  for (const [from, to] of byEnds) {
    if (pairs.some(([f, t]) => f === from && t === to)) continue;
    const unit = from.type === "timestamp" ? "minute" : "day";
    const name = `${from.name}_to_${to.name}_${unit}s`;
    if (taken.has(name.toLowerCase())) continue;
    taken.add(name.toLowerCase());
    added.push({ name, type: "integer", aliases: [], derived: { kind: "duration", from: from.name, to: to.name, unit, byEnds: true } });
  }
  return added.length > 0 ? { ...table, columns: [...table.columns, ...added] } : table;
}

/** Words for the time between a start and its end, linked to a pair's duration like its name. */
const SPAN_ALIASES = ["how long", "stay", "tenure", "turnaround"];
const PAID_WORDS = new Set(["paid", "received", "collected", "payment", "payments"]);
const DUE_WORDS = new Set(["fee", "fees", "due", "billed", "invoiced", "charged", "total", "price", "list"]);
const isNumber = (column: AnalysisColumn) => column.type === "number" || column.type === "integer";

/**
 * What is still owed (`outstanding`: a fee, total or amount due less the one column of what was paid) or, when
 * the other column is a list price, the `discount` (list less paid): one of each, or nothing. Not added when a
 * column already names it (a `discount` column stays the discount).
 */
function moneyDifferences(columns: readonly AnalysisColumn[], taken: Set<string>): AnalysisColumn[] {
  const numbers = columns.filter((column) => isNumber(column) && !column.derived);
  const wordsOf = (column: AnalysisColumn) => identifierWords(column.name);
  const paid = numbers.filter((column) => wordsOf(column).some((word) => PAID_WORDS.has(word)));
  if (paid.length !== 1) return [];
  const due = numbers.filter(
    (column) => column !== paid[0] && wordsOf(column).some((word) => DUE_WORDS.has(word)) && !wordsOf(column).some((word) => word === "per" || word === "unit"),
  );
  if (due.length !== 1) return [];
  const [from, to] = [due[0]!, paid[0]!];
  const list = wordsOf(from).includes("list");
  const name = list ? "discount" : "outstanding";
  if ([...taken].some((existing) => identifierWords(existing).includes(name))) return [];
  taken.add(name);
  return [
    {
      name,
      type: "number",
      aliases: list ? ["discounts", "reduction"] : ["owed", "owe", "owes", "owing", "unpaid", "balance", "still owed", "still owe"],
      derived: { kind: "difference", from: from.name, to: to.name },
    },
  ];
}

/** The SQL expression of a derived column, its source columns quoted by `quote`. */
export function derivedSql(column: AnalysisColumn, quote: (name: string) => string): string | undefined {
  const derived = column.derived;
  if (!derived) return undefined;
  if (derived.kind === "difference") return `(${quote(derived.from)} - ${quote(derived.to)})`;
  if (derived.kind === "flag") return `CAST(${quote(derived.from)} AS BOOLEAN)`;
  // Minutes from the seconds between the two (date_diff('minute') counts minute boundaries crossed: 10:00:59 to
  // 10:01:00 would be a minute); days between two dates are whole.
  const between = (unit: string) => `date_diff('${unit}', CAST(${quote(derived.from)} AS TIMESTAMP), CAST(${quote(derived.to)} AS TIMESTAMP))`;
  return derived.unit === "minute" ? `(${between("second")} / 60.0)` : between("day");
}
