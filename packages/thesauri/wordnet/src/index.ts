export { DEFAULT_WORDNET_DIR, openWordNet, type PartOfSpeech, type Thesaurus, type WordNetOptions } from "./wordnet.js";
