export {
  DEFAULT_DICTD_DIR,
  DEFAULT_WORD_LIST,
  defaultCacheDir,
  combinedDictionary,
  dictdDictionary,
  foldWord,
  openDictionaries,
  openEnglishWords,
  SISTER_LANGUAGES,
  withSisters,
  type Dictionary,
  type EnglishWords,
  type Entry,
  type OpenDictionariesOptions,
} from "./dictionary.js";
export { glossesOf } from "./glosses.js";
export { glossProperNames, properNamesIn } from "./proper-names.js";
export { glossTable, nameWords, type GlossedTable, type GlossTableOptions } from "./gloss-table.js";
export { glossQuestion, type GlossedQuestion, type GlossQuestionOptions } from "./gloss-question.js";
export { DETECTABLE_LANGUAGES, detectLanguage, isClosedClass, lemmasOf, type Lemma } from "./languages.js";
