/**
 * The analysis lexicons of languages beyond the main ones, one file per language (or family) under `languages/`;
 * this module gathers them and holds what spans several.
 */
import { ASTURIAN_NAME_PHRASES, ASTURIAN_NAME_TRANSLATIONS } from "./languages/asturian.js";
import { FRISIAN_NAME_PHRASES } from "./languages/frisian.js";
import { GAELIC_NAME_PHRASES } from "./languages/gaelic.js";
import { OCCITAN_NAME_PHRASES } from "./languages/occitan.js";
import { ROMANSH_NAME_PHRASES, ROMANSH_NAME_TRANSLATIONS } from "./languages/romansh.js";

export * from "./languages/albanian.js";
export * from "./languages/asturian.js";
export * from "./languages/basque.js";
export * from "./languages/breton.js";
export * from "./languages/faroese.js";
export * from "./languages/frisian.js";
export * from "./languages/gaelic.js";
export * from "./languages/greek.js";
export * from "./languages/irish.js";
export * from "./languages/luxembourgish.js";
export * from "./languages/maltese.js";
export * from "./languages/occitan.js";
export * from "./languages/other.js";
export * from "./languages/romansh.js";
export * from "./languages/sardinian.js";
export * from "./languages/slavic.js";
export * from "./languages/tagalog.js";
export * from "./languages/vietnamese.js";

/**
 * Words of other languages read only as a word of a column's name or a value, never in a question: they are English
 * words too (Faroese "skip", a ship; "born", children), or the end of many (Breton "ment", size), and an English question means its own.
 */
export const NAME_TRANSLATIONS: Readonly<Record<string, string>> = {
  skip: "ship",
  born: "children",
  // (Breton "ment", size, is also the ending of English nouns: "department" is no compound of a size.)
  ment: "size",
  // (A telephone in many languages, Occitan "telefòn" too; in a question, a word of another language: "lost telefon".)
  telefon: "phone",
  // (Asturian "cuenta", a bill, Spanish account and Asturian count too; "chigre", a cider bar; "mesa", a restaurant's table.)
  ...ASTURIAN_NAME_TRANSLATIONS,
  // (Romansh "stadi", status, is Italian stages; "annullà", "pajà", cancelled, paid, fold to Italian cancel, Spanish straw.)
  ...ROMANSH_NAME_TRANSLATIONS,
};

/** The names of several words of every language that has them (Scottish Gaelic, Frisian, Occitan, Asturian, Romansh), by their words, to English. */
export const NAME_PHRASES: Readonly<Record<string, string>> = {
  ...GAELIC_NAME_PHRASES,
  ...FRISIAN_NAME_PHRASES,
  ...OCCITAN_NAME_PHRASES,
  ...ASTURIAN_NAME_PHRASES,
  ...ROMANSH_NAME_PHRASES,
};
