import { fold } from "@modular-planner/analysis";

/**
 * The closed-class words of a language (articles, prepositions, conjunctions, question words,
 * auxiliaries), folded: how a question's language is told before any dictionary is asked. A
 * dictionary only says which words it knows, and FreeDict's are of very different sizes (the Spanish
 * one has 4,500 headwords, the Croatian one 80,000), so the largest one "knows" most of any short
 * question. Words that are common in English questions ("a", "in", "do", "to", "die", "per") are
 * left out, so an English question naming a Dutch beach is not Dutch.
 */
const FUNCTION_WORDS: Readonly<Record<string, readonly string[]>> = {
  spa: "el la los las del en por para que cual cuales cuanto cuantos cuanta cuantas cada es fue fueron hay una uno unos unas sin entre durante desde hasta hacia mas menos se lo y al este esta ese esa cuando donde como muestra muestrame dame".split(
    " ",
  ),
  por: "os da das dos em na nas pelo pela pelos pelas para que qual quais quanto quantos quanta quantas cada foi foram com sem entre uma mais menos ao aos este esta desde ate quando onde como mostre".split(
    " ",
  ),
  fra: "le la les des du de un une et ou en dans par pour avec sans entre quel quelle quels quelles combien chaque est sont ont ete au aux ce cette ces qui que plus moins leur depuis pendant vers montre".split(
    " ",
  ),
  ita: "il lo la gli le dei degli delle della del di da per con senza tra fra quale quali quanto quanti quante ogni sono stato stati stata state un una uno al alla nel nella che piu meno mostra".split(
    " ",
  ),
  deu: "der das dem des ein eine einen einem und oder im mit ohne fur von vom zum zur bei wie viele viel welche welcher welches welchen jede jeden jeder jedes ist sind wurde wurden haben als mehr weniger nach zwischen seit insgesamt zeige".split(
    " ",
  ),
  nld: "de het een en van met zonder voor welke welk hoeveel elke ieder iedere zijn er werd werden heeft hebben dit deze dat naar uit tussen sinds meer minder toon wat hoe ons volgens gedurende".split(
    " ",
  ),
  // Afrikaans: Dutch's closed-class words it shares ("hoeveel", "elke", "tussen", "het", "van", "uit") and its own ("nie", "vir",
  // "sonder", "watter", "hierdie", "verlede"), so a question with any of its own outscores Dutch (and ties go to the table's language).
  afr: "nie wat watter hoeveel elke vir sonder tussen sedert het ons hierdie daardie van met en uit deur volgens gedurende verlede wys asseblief hoe".split(
    " ",
  ),
  swe: "och eller pa av for med utan vilken vilket vilka hur manga mycket varje ar har hade blev det ett som till fran mellan sedan mest flest mer fler visa".split(
    " ",
  ),
  dan: "og eller pa af for med uden hvilken hvilket hvilke hvor mange meget hver hvert er har havde blev det et som til fra mellem siden mest flest mere flere vis".split(
    " ",
  ),
  nor: "og eller pa av for med uten hvilken hvilket hvilke hvor mange mye hver hvert er har hadde ble det et som til fra mellom siden mest flest mer flere vis".split(
    " ",
  ),
  pol: "w we z ze na od dla przez bez oraz lub albo ile ilu jaka jaki jakie jakich ktory ktora ktore ktorzy kazdy kazda kazde kazdego kazdej kazdym jest sa byl byla bylo byly byli sie ten te srednia sredni lacznie najwiecej pokaz".split(
    " ",
  ),
  ces: "v ve z ze na od pro pres bez nebo kolik ktery ktera ktere kazdy kazda kazde kazdem je jsou byl byla bylo byly se ten celkem prumerne nejvice ukaz".split(
    " ",
  ),
  slk: "v vo z zo na od pre cez bez alebo kolko ktory ktora ktore kazdy kazda kazde je su bol bola bolo boli sa celkom priemerne najviac ukaz".split(" "),
  hrv: "u na iz od za po s sa bez ili koliko koji koja koje kojem svaki svaka svako svakom je su bio bila bilo bili se ukupno prosjecno najvise prikazi".split(
    " ",
  ),
  slv: "v na iz od za po s z brez ali koliko kateri katera katero vsak vsaka vsako vsakem je so bil bila bilo bili se skupaj povprecno najvec prikazi".split(
    " ",
  ),
  hun: "az es vagy hany mennyi melyik melyek minden egy van volt voltak nem osszes osszesen atlagos atlag legtobb kozott alatt szerint ezen".split(" "),
  fin: "ja tai kuinka montako paljonko mika mitka kukin kunkin jokainen jokaisen kussakin oli olivat ei yhteensa keskimaarin eniten vuonna aikana".split(" "),
  tur: "ve veya ile icin kac hangi her bir ne kadar toplam ortalama cok mi mu midir yok olan arasinda gore".split(" "),
  ron: "si sau din pe cu fara pentru care cate cati fiecare fiecarui este sunt au fost cel cea cele cei mai medie".split(" "),
  ind: "dan atau di ke dari untuk dengan tanpa berapa mana yang setiap tiap adalah ada rata paling".split(" "),
};

/** English closed-class words, counted against another language's: a question with as many is English. */
const ENGLISH = new Set(
  "the a an of for with by how many much which what who per is are was were each in on and or to from at than more less most show me did do does has have had there this that these those".split(
    " ",
  ),
);

const SETS = new Map(Object.entries(FUNCTION_WORDS).map(([language, words]) => [language, new Set(words)]));

/**
 * The language a question is written in, from its closed-class words: the language with most of
 * them (two at least, and more than the question has English ones); ties go to the first of
 * `prefer` (the languages whose dictionaries know most of its words), else none. A question of
 * content words only ("Blutgruppe Spenden") is left to the dictionaries.
 */
export function detectLanguage(text: string, prefer: readonly string[] = []): { language: string; hits: number } | undefined {
  const words = [...new Set((text.match(/\p{L}+/gu) ?? []).map((word) => fold(word)))];
  const english = words.filter((word) => ENGLISH.has(word)).length;
  const scored = [...SETS]
    .map(([language, set]) => ({ language, hits: words.filter((word) => set.has(word)).length }))
    .filter((entry) => entry.hits >= 2 && entry.hits > english);
  if (scored.length === 0) return undefined;
  const best = Math.max(...scored.map((entry) => entry.hits));
  const top = scored.filter((entry) => entry.hits === best);
  if (top.length === 1) return top[0];
  const rank = (language: string) => (prefer.includes(language) ? prefer.indexOf(language) : prefer.length);
  const [first, second] = top.sort((a, b) => rank(a.language) - rank(b.language));
  return second && rank(first!.language) === rank(second.language) ? undefined : first;
}

/** Words of the lists above that are analysis words, not grammar ("insgesamt", "ukupno", "mest"): read through the dictionary like any other. */
const ANALYSIS_WORDS = new Set(
  "insgesamt ukupno prosjecno najvise lacznie srednia sredni najwiecej celkem prumerne nejvice celkom priemerne najviac skupaj povprecno najvec osszes osszesen atlagos atlag legtobb yhteensa keskimaarin eniten toplam ortalama medie rata paling mest flest mehr weniger mas menos mais plus moins piu meno meer minder mer fler mere flere mye meget mycket".split(
    " ",
  ),
);

/** Whether a folded word is a closed-class word of `language` ("har" in Swedish): it names no column, and its dictionary senses ("army") mislead. */
export const isClosedClass = (word: string, language: string) => (SETS.get(language)?.has(word) ?? false) && !ANALYSIS_WORDS.has(word);

/** The languages `detectLanguage` can tell (FreeDict's codes). */
export const DETECTABLE_LANGUAGES: readonly string[] = Object.keys(FUNCTION_WORDS);

type Rule = readonly [ending: string, ...replacements: string[]];

/**
 * Inflections back to a dictionary's headword, per language, on folded words: plurals and gender
 * ("corporativas" → corporativo), past tenses and participles ("vendio" → vender, "faturaram" →
 * faturar, "cassees" → casser, "gespielt" → spielen), nouns of a quality ("oscuridad" → oscuro), Dutch plurals that double a vowel ("ramen" →
 * raam) and Slavic cases ("pasazerow" → pasazer). Longest ending first; each rule's replacements are
 * tried in order. A grammar of endings, not a list of words.
 */
const INFLECTIONS: Readonly<Record<string, readonly Rule[]>> = {
  spa: [
    // A noun of a quality to its adjective ("oscuridad", darkness, of oscuro; "humedad" of húmedo).
    ["idades", "o", "e"],
    ["idad", "o", "e"],
    ["edad", "o"],
    ["ieron", "er", "ir"],
    ["aron", "ar"],
    ["ados", "ar"],
    ["adas", "ar"],
    ["idos", "er", "ir"],
    ["idas", "er", "ir"],
    ["ado", "ar"],
    ["ada", "ar"],
    ["ido", "er", "ir"],
    ["ida", "er", "ir"],
    ["io", "er", "ir"],
    ["ces", "z"],
    ["as", "o", "a"],
    ["os", "o"],
    ["es", "", "e"],
    ["o", "ar"],
    ["a", "o"],
    ["s", ""],
  ],
  por: [
    ["idades", "o", "e"],
    ["idade", "o", "e"],
    ["aram", "ar"],
    ["eram", "er"],
    ["iram", "ir"],
    ["ados", "ar"],
    ["adas", "ar"],
    ["idos", "er", "ir"],
    ["idas", "er", "ir"],
    ["oes", "ao"],
    ["ado", "ar"],
    ["ada", "ar"],
    ["ido", "er", "ir"],
    ["ida", "er", "ir"],
    ["ou", "ar"],
    ["eu", "er"],
    ["iu", "ir"],
    ["as", "o", "a"],
    ["os", "o"],
    ["es", "", "e"],
    ["a", "o"],
    ["s", ""],
  ],
  fra: [
    ["ees", "er"],
    ["es", "er", "e", ""],
    ["ee", "er"],
    ["aux", "al"],
    ["ies", "ir"],
    ["is", "ir", "i"],
    ["e", "er", ""],
    ["s", ""],
    ["x", ""],
  ],
  ita: [
    ["ati", "are"],
    ["ate", "are"],
    ["ato", "are"],
    ["ata", "are"],
    ["uti", "ere"],
    ["uto", "ere"],
    ["iti", "ire"],
    ["ito", "ire"],
    ["i", "o", "e"],
    ["e", "a"],
  ],
  deu: [
    ["en", "", "e"],
    ["er", ""],
    ["es", ""],
    ["n", ""],
    ["s", ""],
    ["e", ""],
  ],
  nld: [
    ["en", ""],
    ["s", ""],
  ],
  // Afrikaans plurals ("bestellings" → bestelling, "boeke" → boek, "hoeveelhede" → hoeveelheid, "bedrae" → bedrag) and an
  // adjective's -e ("totale"); its participles and their attributive -de/-te are read in `lemmasOf`.
  afr: [
    ["hede", "heid"],
    ["ae", "ag", "aag"],
    ["es", "e", ""],
    ["s", ""],
    ["e", ""],
  ],
  swe: [
    ["arna", ""],
    ["erna", ""],
    ["orna", "a"],
    ["ar", ""],
    ["er", ""],
    ["or", "a"],
    ["na", ""],
    ["en", ""],
    ["et", ""],
  ],
  dan: [
    ["erne", ""],
    ["ene", ""],
    ["er", ""],
    ["en", ""],
    ["et", ""],
  ],
  nor: [
    ["ene", ""],
    ["er", ""],
    ["en", ""],
    ["et", ""],
  ],
  pol: [
    ["ami", "", "a"],
    ["ach", "", "a"],
    ["owi", ""],
    ["ow", ""],
    ["om", "", "a"],
    ["em", ""],
    ["ie", "", "a"],
    ["la", "c"],
    ["lo", "c"],
    ["li", "c"],
    ["ly", "c"],
    ["l", "c"],
    ["y", "", "a"],
    ["i", "", "a"],
    ["u", "", "o"],
    ["a", "", "o"],
    ["e", "a", "o", ""],
  ],
  ces: [
    ["ami", "", "a"],
    ["ech", "", "a"],
    ["em", ""],
    ["ou", "a"],
    ["ano", "at"],
    ["eno", "it"],
    ["lo", "t"],
    ["la", "t"],
    ["l", "t"],
    ["u", "", "a", "o"],
    ["y", "", "a"],
    ["e", "", "a"],
    ["a", "", "o"],
  ],
  slk: [
    ["ami", "", "a"],
    ["och", "", "a"],
    ["om", ""],
    ["ou", "a"],
    ["lo", "t"],
    ["la", "t"],
    ["l", "t"],
    ["u", "", "a", "o"],
    ["y", "", "a"],
    ["e", "", "a"],
    ["a", "", "o"],
  ],
  hrv: [
    ["ima", "", "a"],
    ["ama", "a"],
    ["ano", "ati"],
    ["eno", "iti"],
    ["om", ""],
    ["lo", "ti"],
    ["la", "ti"],
    ["li", "ti"],
    ["u", "", "a"],
    ["a", "", "o"],
    ["e", "a", ""],
    ["i", "", "a"],
  ],
  slv: [
    ["ih", "", "a"],
    ["ov", ""],
    ["om", ""],
    ["lo", "ti"],
    ["la", "ti"],
    ["li", "ti"],
    ["u", "", "a"],
    ["a", "", "o"],
    ["e", "a", ""],
    ["i", "", "a"],
  ],
};

/** Endings of past tenses and participles, per language: a lemma reached through one of them is a verb the word puts in the past. */
const PAST_ENDINGS: Readonly<Record<string, readonly string[]>> = {
  spa: ["ieron", "aron", "ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida", "io", "o"],
  por: ["aram", "eram", "iram", "ados", "adas", "idos", "idas", "ado", "ada", "ido", "ida", "ou", "eu", "iu"],
  fra: ["ees", "es", "ee", "e", "is", "ies"],
  ita: ["ati", "ate", "ato", "ata", "uti", "uto", "iti", "ito"],
  pol: ["la", "lo", "li", "ly", "l"],
  ces: ["ano", "eno", "lo", "la", "l"],
  slk: ["lo", "la", "l"],
  hrv: ["ano", "eno", "lo", "la", "li"],
  slv: ["lo", "la", "li"],
};
/** What an infinitive ends with, in the languages with past endings above. */
const INFINITIVE = /^(ar|er|ir|are|ere|ire|c|t|ti|ati|iti|at|it)$/;

/** Swahili's subject prefixes (by noun class and person), tense markers and relative infixes, on verbs. */
const SWAHILI_SUBJECTS = ["a", "u", "i", "li", "ya", "ki", "vi", "zi", "wa", "m", "mi", "ku", "tu", "ni", "yu", "pa", "mu"];
const SWAHILI_TENSES = ["me", "li", "na", "ta", "ki", "ka", "sha"];
const SWAHILI_RELATIVES = ["", "o", "yo", "lo", "cho", "vyo", "zo", "po", "ko", "mo", "ye", "we"];

/**
 * The infinitive stems of a Swahili verb form, likeliest first: its subject, tense and relative prefixes off
 * ("imekataliwa": i-me-kataliwa; "zilizofutwa": zi-li-zo-futwa) and a passive's ending back to the verb's final -a
 * ("kataliwa" of kataa, refuse; "futwa" of futa; "pokelewa" of pokea). A grammar of affixes, not a list of words.
 */
function swahiliVerbStems(word: string): string[] {
  const rests: string[] = [];
  for (const subject of SWAHILI_SUBJECTS)
    for (const tense of SWAHILI_TENSES)
      for (const relative of SWAHILI_RELATIVES) {
        const prefix = subject + tense + relative;
        if (word.startsWith(prefix) && word.length - prefix.length >= 3) rests.push(word.slice(prefix.length));
      }
  const stems: string[] = [];
  for (const rest of rests.sort((a, b) => b.length - a.length)) {
    for (const ending of ["liwa", "lewa", "iwa", "ewa", "wa"])
      if (rest.endsWith(ending) && rest.length - ending.length >= 2) stems.push(`${rest.slice(0, -ending.length)}a`);
    if (rest.endsWith("a")) stems.push(rest);
  }
  return stems;
}

/** Afrikaans separable particles, kept before a participle's ge- ("afgelewer" of aflewer, "uitgevoer" of uitvoer). */
const AFRIKAANS_PARTICLES = "aan af agter by deur in mee na om oor op saam teen terug toe uit vas voor weer weg".split(" ");
const AFRIKAANS_PARTICIPLE = new RegExp(`^(${AFRIKAANS_PARTICLES.join("|")}|)ge(\\p{L}{3,})$`, "u");
/** Unstressed prefixes of Afrikaans verbs that take no ge- ("verkoop" is its own participle, "betaal" too). */
const AFRIKAANS_UNSTRESSED = /^(be|ver|ont|her|er)\p{L}{3,}$/u;

/** The verb of an Afrikaans participle (ge + the stem, a separable particle kept before it), or undefined. */
function afrikaansParticiple(form: string): string | undefined {
  const participle = AFRIKAANS_PARTICIPLE.exec(form);
  return participle ? `${participle[1]}${participle[2]}` : undefined;
}

/**
 * The headword candidates of an inflected Afrikaans word that its plain endings (`INFLECTIONS`, tried before these: "gesonde"
 * is gesond, healthy, no participle of son) do not give. Before a noun a participle takes -de or -te ("gekanselleerde",
 * "verkoopte") or -e ("gestorte"): the form without the ending, then as a participle ("gekanselleer" of kanselleer). A plural or
 * an adjective in -e after one consonant and one vowel doubles the vowel back ("verkope" → verkoop, "totale" → totaal), and
 * after a doubled consonant undoubles it ("takke" → tak).
 */
function afrikaansLemmas(word: string): Lemma[] {
  const found: Lemma[] = [];
  const attributive = /^(\p{L}{4,}?)(de|te|e)$/u.exec(word);
  if (attributive) {
    const bare = attributive[1]!;
    const ending = attributive[2]!;
    const forms = ending === "e" ? [bare] : [bare, word.slice(0, -1)];
    // (A verb with an unstressed prefix takes no ge-: "verkoopte" is verkoop's attributive participle, "betaalde" betaal's.)
    for (const form of forms) found.push({ lemma: form, past: form === bare && ending !== "e" && AFRIKAANS_UNSTRESSED.test(form) });
    for (const form of forms) {
      const lemma = afrikaansParticiple(form);
      if (lemma) found.push({ lemma, past: true });
    }
  }
  const open = /^(\p{L}*?[^aeiou])([aeou])([^aeiou])e$/u.exec(word);
  if (open) found.push({ lemma: `${open[1]}${open[2]}${open[2]}${open[3]}`, past: false });
  const doubled = /^(\p{L}{2,}?)([^aeiou])\2e$/u.exec(word);
  if (doubled) found.push({ lemma: `${doubled[1]}${doubled[2]}`, past: false });
  return found;
}

/** A headword candidate of an inflected word; `past` when the word is the verb's past tense or participle ("vendio" of vender). */
export interface Lemma {
  lemma: string;
  past: boolean;
}

/**
 * The headword candidates of a folded word in `language`, likeliest first: the inflection rules'
 * stems (three letters at least), and for Dutch and German the stem of a participle (`ge…d`, `ge…t`,
 * `ge…en`) and a Dutch plural's doubled vowel ("ramen" → raam, "banen" → baan), for Afrikaans its participles
 * (`ge…`, "afgelewer" → aflewer) with their attributive endings ("gekanselleerde" → kanselleer). None for a language without rules.
 */
export function lemmasOf(written: string, language: string): Lemma[] {
  const word = fold(written);
  const found: Lemma[] = [];
  const add = (lemma: string, past = false) => {
    if (lemma.length >= 3 && lemma !== word && !found.some((entry) => entry.lemma === lemma)) found.push({ lemma, past });
  };
  if (language === "nld" || language === "deu") {
    // A participle: ge-stem-t/d (gespielt → spielen, gewassen → wassen), the separable prefix kept (binnengehaald → binnenhalen).
    const participle = /^(\p{L}*?)ge(\p{L}{3,}?)(t|d|en)$/u.exec(word);
    if (participle) {
      const [, prefix, stem, end] = participle;
      if (end === "en") add(`${prefix}${stem}en`, true);
      else {
        add(`${prefix}${stem}en`, true);
        // Dutch doubles a vowel in a closed syllable that the infinitive opens (gehaald → halen).
        if (language === "nld") add(`${prefix}${stem!.replace(/([aeou])\1(\p{L})$/u, "$1$2")}en`, true);
      }
    }
  }
  // A Slavic imperative's infinitive comes first ("obriši" of obrisati, "očisti" of očistiti): read as a noun's case
  // ("obris", an outline), a request to delete would not be seen.
  if (["hrv", "slv", "ces", "slk", "pol", "srp", "bos"].includes(language) && word.endsWith("i") && word.length >= 4) {
    add(`${word}ti`);
    add(`${word.slice(0, -1)}ati`);
    add(`${word.slice(0, -1)}iti`);
  }
  if (language === "swh" && word.length >= 6) for (const lemma of swahiliVerbStems(word)) add(lemma, true);
  if (language === "nld") {
    // A plural in -en after one consonant and one vowel doubles the vowel back (ramen → raam, banen → baan).
    const open = /^(\p{L}*?[^aeiou])([aeou])([^aeiou])en$/u.exec(word);
    if (open) add(`${open[1]}${open[2]}${open[2]}${open[3]}`);
  }
  // An Afrikaans participle as written, the verb's stem with no ending ("afgelewer" of aflewer): no plural's ending is off it.
  const afrikaansVerb = language === "afr" && !/[^e]e$/.test(word) ? afrikaansParticiple(word) : undefined;
  if (afrikaansVerb) add(afrikaansVerb, true);
  for (const [ending, ...replacements] of INFLECTIONS[language] ?? []) {
    if (!word.endsWith(ending) || word.length - ending.length < 3) continue;
    const past = PAST_ENDINGS[language]?.includes(ending) ?? false;
    for (const replacement of replacements) add(word.slice(0, -ending.length) + replacement, past && INFINITIVE.test(replacement));
  }
  if (language === "afr") for (const lemma of afrikaansLemmas(word)) add(lemma.lemma, lemma.past);
  return found;
}
