/** What the question parser reads off a table as a whole (parse.ts): identifiers, repeating columns, the words of its values, listed groups. */
import { columnWords, linkColumns, linkValues, sameWordInflected, unitOf } from "./link.js";
import type { AnalysisColumn, AnalysisTable } from "./spec.js";
import { fold } from "./text.js";

/** True when the sampled values show a column repeating: fewer distinct values than the table has rows. */
export const repeatsInData = (column: AnalysisColumn | undefined, rows: number | undefined) =>
  rows !== undefined && column?.values !== undefined && column.values.length > 0 && column.values.length < rows;

/** A column of identifiers: named "…_id", "…Key", "…Code", "…_nr", "…_no", "…_ref" (or "id_…", as Spanish and French write "id_factura"). */
export const isIdentifier = (name: string) =>
  /(^|[^a-z])(id|ids|identifier|key|code|uuid|zip|phone|nr|no|ref)$/i.test(name.replace(/([a-z])([A-Z])/g, "$1_$2")) ||
  /^id$/i.test(name) ||
  /^(id|uuid)[_\s-]\p{L}/iu.test(name);

export const titleOf = (question: string) => {
  const trimmed = question.trim().replace(/[?.!]+$/, "");
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
};

const valueWordsOf = new WeakMap<AnalysisTable, Set<string>>();
/** The one-word sampled values and the words of the column names of a table, folded: read as written. */
export function valueWords(table: AnalysisTable): Set<string> {
  let found = valueWordsOf.get(table);
  if (!found) {
    found = new Set(
      table.columns.flatMap((column) =>
        (column.values ?? []).filter((value): value is string => typeof value === "string" && /^[\p{L}]+$/u.test(value)).map(fold),
      ),
    );
    // A column's words stay as written ("Lage" is not translated), but not its "pro"/"por" (Preis_pro_kg): "pro Lage" groups.
    for (const column of table.columns) for (const word of columnWords(column.name)) if (!["pro", "por", "par", "je"].includes(word.word)) found.add(word.word);
    valueWordsOf.set(table, found);
  }
  return found;
}

/**
 * "Do A/B tested pushes get more clicks" over isABTest: two letters joined by a slash are one word where a column's name
 * holds them as one ("ab"), not two values ("A", "B" of abVariant).
 */
export function withSlashedInitials(question: string, columns: readonly AnalysisColumn[]): string {
  return question.replace(/(?<![\p{L}\d/])(\p{L})\/(\p{L})(?![\p{L}\d/])/gu, (whole, a: string, b: string) => {
    const joined = fold(`${a}${b}`);
    // (Not a unit: "8 m/s" stays as written.)
    return unitOf(joined) === undefined && columns.some((column) => columnWords(column.name).some((word) => word.word === joined)) ? `${a}${b}` : whole;
  });
}

/**
 * "broken down by service level (standard / express / overnight)": a bracketed list of two or more values of one text
 * column names the groups asked for, so it is left out of the question (it keeps no rows out). Any other brackets stay.
 */
export function withoutListedGroups(question: string, columns: readonly AnalysisColumn[]): string {
  return question.replace(/\s*\(([^()]*)\)/g, (whole, inside: string, at: number) => {
    // (Only beside a grouping: the words before name the column or say "by", "per", "each". "What percentage haven't been
    // paid yet (open or overdue)" says which rows by the values in brackets.)
    const before =
      fold(question.slice(0, at))
        .match(/\p{L}+/gu)
        ?.slice(-5) ?? [];
    const grouping = before.some((word) => ["by", "per", "each", "every", "split", "broken", "breakdown"].includes(word));
    const items = inside
      .split(/\s*(?:\/|,|;|\bor\b|\band\b)\s*/i)
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length < 2) return whole;
    const columnsOf = items.map(
      (item) =>
        new Set(
          linkValues(fold(item), item, columns, { codes: true })
            .filter((link) => link.score >= 0.8)
            .map((link) => link.column),
        ),
    );
    const shared = [...(columnsOf[0] ?? [])].filter((column) => columnsOf.every((found) => found.has(column)));
    if (shared.length !== 1) return whole;
    const named = linkColumns(before.slice(-3).join(" "), columns).some((link) => link.column === shared[0] && link.score >= 0.6);
    return grouping || named ? "" : whole;
  });
}

const valueStemsOf = new WeakMap<AnalysisTable, string[]>();
/** The words (five letters or more) of a table's text values, those of values of several words too, folded. */
function valueStems(table: AnalysisTable): string[] {
  let found = valueStemsOf.get(table);
  if (!found) {
    found = [
      ...new Set(
        table.columns.flatMap((column) =>
          (column.values ?? []).flatMap((value) => (typeof value === "string" ? (fold(value).match(/\p{L}+/gu) ?? []) : [])).filter((word) => word.length >= 5),
        ),
      ),
    ];
    valueStemsOf.set(table, found);
  }
  return found;
}

/**
 * True when a folded word is a word of one of the table's values, of several words too ("sella" of "battesimo della
 * sella"), or the same word but for its last one or two letters ("battesimi", "lezioni private" of "lezione privata").
 * Such a word is the value's, read as written, not through a dictionary's English ("baptisms", "saddle").
 */
export function formsValueWord(word: string, table: AnalysisTable): boolean {
  if (word.length < 5 || !/^\p{L}+$/u.test(word)) return false;
  return valueStems(table).some((stem) => sameWordInflected(stem, word));
}
