import type { DestructiveRequest } from "./destructive.js";
import { namesTheTable } from "./destructive.js";
import { COUNT_WORDS } from "./lexicon.js";
import {
  AGGREGATE_WORDS,
  AMOUNT_COMPARATIVES,
  ASC_WORDS,
  CHART_WORDS,
  DESC_WORDS,
  LIST_VERBS,
  PART_WORDS,
  PERCENT_WORDS,
  SHARE_WORDS,
  SIZE_SUPERLATIVES,
} from "./parse-words.js";
import { fold, type Token } from "./text.js";

/**
 * "All", "every", "the whole" in many languages (folded), as a request that acts on the rows as a whole says it:
 * Romance, Germanic, Celtic, Slavic, Baltic, Finnic, Greek, Turkish and a few others. A word list of quantifiers, not of
 * any one suite's language: it only ever adds weight to a reading that already has an unknown verb at its head.
 */
const ALL_WORDS: ReadonlySet<string> = new Set([
  "all",
  "every",
  "entire",
  "whole",
  "everything",
  // Romance.
  "todo",
  "todos",
  "toda",
  "todas",
  "tout",
  "tous",
  "toute",
  "toutes",
  "tutto",
  "tutti",
  "tutta",
  "tutte",
  "tot",
  "tots",
  "tota",
  "totes",
  "totas",
  // (Occitan "totis", Provençal "totei".)
  "totis",
  "totei",
  // (Asturian "toles", "tolos": all the; "toos", "toes".)
  "toles",
  "tolos",
  "toos",
  "toes",
  "totus",
  "totu",
  // (Romansh "tut", "tuts", "tuttas"; Vallader "tuot", "tuots", "tuottas".)
  "tut",
  "tuts",
  "tuttas",
  "tuot",
  "tuots",
  "tuottas",
  "toate",
  "toti",
  // Germanic.
  "alle",
  "alles",
  "aller",
  "allen",
  "al",
  "alla",
  "allt",
  "alt",
  "allar",
  "allir",
  "oll",
  "ollum",
  "heel",
  "hele",
  "hela",
  "ganze",
  "ganzen",
  // Celtic.
  "holl",
  "pob",
  "uile",
  "ooilley",
  // Slavic, Baltic, Finnic, Hungarian, Greek, Turkish, Albanian, Basque, Maltese, Malay, Swahili, Tagalog.
  "vse",
  "vsi",
  "vsechny",
  "vsetky",
  "wszystkie",
  "wszystko",
  "svi",
  "sve",
  "sva",
  "visi",
  "visas",
  "visus",
  "kaikki",
  "koik",
  "minden",
  "osszes",
  "ola",
  "oles",
  "olous",
  "tum",
  "hepsi",
  "gjitha",
  "guztiak",
  "kollha",
  "semua",
  "seluruh",
  "zote",
  "yote",
  "lahat",
]);

/** Words for the data as a whole that are the same in most languages ("the file", "the csv"). */
const DATA_WORDS: ReadonlySet<string> = new Set([
  "file",
  "files",
  "csv",
  "xlsx",
  "spreadsheet",
  "sheet",
  "dataset",
  "database",
  "db",
  // French and Occitan "fichier", "fichièr" (Provençal "fichié").
  "fichier",
  "fichiers",
  "fichie",
  // (Asturian "ficheru".)
  "ficheru",
  // (Romansh "datoteca".)
  "datoteca",
  "datotecas",
]);

/**
 * A word for the table in a language no list here holds, by its shape: "t" or "d" (a mutated "t"), "a", at most one of
 * "b", "v", "f", "u", "o", then "l" and a vowel ("tabla", "tafla", "talva", "taula", "taolenn", "daolenn", "tabel").
 */
const TABLE_SHAPE = /^[td]a[bvfuo]?l[aeiouy]/;

/** Words a reading of the data is asked with: a count, an aggregate, an order, a chart, a share, a question word. */
const READING_WORDS: ReadonlySet<string> = new Set([
  ...COUNT_WORDS,
  ...LIST_VERBS,
  ...CHART_WORDS,
  ...Object.keys(AGGREGATE_WORDS),
  ...SIZE_SUPERLATIVES,
  ...DESC_WORDS,
  ...ASC_WORDS,
  ...AMOUNT_COMPARATIVES,
  ...PERCENT_WORDS,
  ...SHARE_WORDS,
  ...PART_WORDS,
  "what",
  "which",
  "how",
  "who",
  "whom",
  "whose",
  "when",
  "where",
  "why",
  "by",
  "per",
  "each",
  "across",
  "compare",
  "versus",
  "vs",
  "trend",
  "see",
  "view",
  "tell",
  "plot",
  "draw",
]);

/** Courtesy before an imperative, as the lexicon reads it in English. */
const COURTESY: ReadonlySet<string> = new Set(["please", "pls", "plz", "kindly", "now", "just"]);

/**
 * A request led by a verb that no list, lexicon or dictionary knows, that acts on the table's rows as a whole and asks for
 * no reading of them: the first word (after courtesy) is unknown, nothing asks a question, counts, aggregates, orders or
 * charts, and the request says "all …" or names the table or the file ("Lamit an holl … eus an daolenn", "Boga totu sas
 * rigas … dae su file"). Every language the lexicons do not yet know puts its own verb of deleting there; since the data
 * tools only read, a command over the whole table that is not known to read is refused, with what to say instead, rather
 * than answered as a listing of the rows it named. `knows` says whether the parser reads a word at all (a lexicon
 * translated it, it is a stop word, a column's or a value's word, a number, a month).
 */
export function unknownCommand(asked: string, tokens: readonly Token[], knows: (token: Token) => boolean): DestructiveRequest {
  if (/\?\s*$/.test(asked) || tokens.length < 3) return { destructive: false };
  let at = 0;
  while (at < tokens.length && COURTESY.has(tokens[at]!.word)) at++;
  const verb = tokens[at];
  if (!verb || !/^\p{L}{3,}$/u.test(verb.raw) || knows(verb)) return { destructive: false };
  if (tokens.some((token) => READING_WORDS.has(token.word))) return { destructive: false };
  const whole = tokens.find((token) => {
    // (A Celtic prefix before a vowel comes off: Scottish Gaelic "a h-uile", Irish "na h-", "t-".)
    const written = fold(token.raw).replace(/^[hnt]-(?=[aeiou])/, "");
    return ALL_WORDS.has(token.word) || ALL_WORDS.has(written) || DATA_WORDS.has(written) || namesTheTable(written) || TABLE_SHAPE.test(written);
  });
  if (!whole || whole === verb) return { destructive: false };
  return {
    destructive: true,
    verb: verb.raw,
    reason:
      `"${verb.raw}" is no verb I know, and the request acts on the table's rows as a whole ("${whole.raw}") without asking for a count, ` +
      `a total or a chart, so it is read as a request to change or delete data; the data tools only read. To see these rows, ask with "show" or "list"; to count them, "how many".`,
  };
}
