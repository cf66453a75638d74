import type { AnalysisColumn, AnalysisTable } from "@modular-planner/analysis";
import { fold } from "@modular-planner/analysis";
import type { Dictionary, EnglishWords } from "./dictionary.js";

/**
 * The English names a dictionary's proper-noun entry gives its headword, in the FreeDict layout "Lappi /…/ <pn>
 * Lapland alue Suomen …" (the names, capitalised and comma-separated, before the definition in the headword's own
 * language): "Kraków" → Cracow, Krakow; "Haag" → Hague, The Hague. None for an entry that is no proper noun.
 */
export function properNamesIn(entry: string): string[] {
  const at = entry.indexOf("<pn>");
  if (at < 0) return [];
  const names: string[] = [];
  for (const part of entry
    .slice(at + 4)
    .trim()
    .split(/,\s*/)) {
    const name = /^(?:The )?\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)*/u.exec(part)?.[0];
    if (!name) break;
    names.push(name);
    // (What follows the last name is the definition: "Lapland alue Suomen …".)
    if (name.length < part.trim().length) break;
  }
  return names;
}

/** A value that may be a name of a place or a person in another language: one or two capitalised words, not an English word nor a code. */
const mayBeName = (value: string, english: EnglishWords | undefined) =>
  /^\p{Lu}\p{Ll}[\p{L}'’-]{1,}(?: \p{Lu}\p{Ll}[\p{L}'’-]+)?$/u.test(value) && !english?.has(fold(value));

/**
 * Glosses the values of a table's text columns that a dictionary knows as a proper noun with another name in English
 * ("Lappi": Lapland, "München": Munich, "Praha": Prague), whatever language the table's names are in: a question asks
 * for "Lapland" over a column of Finnish regions named in English. Each value gets the English names of every
 * dictionary's proper-noun entry for it (beside any glosses it has already); values that are their own English name
 * are left as they are.
 */
export function glossProperNames<T extends AnalysisTable>(table: T, dictionaries: readonly Dictionary[], english?: EnglishWords): T {
  const candidates = new Map<string, string[]>();
  for (const column of table.columns)
    for (const value of column.type === "string" ? (column.values ?? []) : [])
      if (typeof value === "string" && mayBeName(value, english)) candidates.set(fold(value), []);
  if (candidates.size === 0) return table;
  const keys = [...candidates.keys()];
  for (const dictionary of dictionaries)
    for (const [key, entries] of dictionary.lookup(keys))
      for (const entry of entries)
        for (const name of properNamesIn(dictionary.read(entry))) {
          const english = fold(name);
          const names = candidates.get(key);
          if (names && english !== key && !names.includes(english)) names.push(english);
        }
  if (![...candidates.values()].some((names) => names.length > 0)) return table;
  const columns = table.columns.map((column): AnalysisColumn => {
    if (column.type !== "string" || !column.values) return column;
    const named = column.values.filter((value): value is string => typeof value === "string" && (candidates.get(fold(value))?.length ?? 0) > 0);
    if (named.length === 0) return column;
    const valueGlosses: Record<string, readonly string[]> = { ...column.valueGlosses };
    for (const value of named) valueGlosses[value] = [...new Set([...(valueGlosses[value] ?? []), ...candidates.get(fold(value))!])];
    return { ...column, valueGlosses };
  });
  return { ...table, columns };
}
