import {
  ASTURIAN_DELETE_VERBS,
  ASTURIAN_LEADING_DELETE_VERBS,
  FRISIAN_DELETE_VERBS,
  GAELIC_DELETE_VERBS,
  GAELIC_DELETE_VERBS_WITH_AS,
  OCCITAN_DELETE_VERBS,
  OCCITAN_LEADING_DELETE_VERBS,
  ROMANSH_DELETE_VERBS,
  ROMANSH_LEADING_DELETE_VERBS,
} from "./lexicon-languages.js";
import { fold } from "./text.js";

/** Verbs that change or destroy data (English, Spanish, French, German, Portuguese, Italian; a few Dutch, Swedish, Polish, Finnish, Turkish, Czech, Slovak, Croatian, Serbian, Slovenian, Danish, Norwegian, Hungarian, Romanian, Indonesian/Malay, Latvian, Lithuanian, Estonian, Icelandic, Welsh, Irish, Afrikaans, Swahili, Tagalog, Vietnamese, Albanian, Basque, Maltese, Luxembourgish, Faroese, Breton, Sardinian, Occitan, Asturian and Romansh ones), folded. */
const VERBS = new Set([
  // Croatian, Serbian, Bosnian and Slovenian imperatives and infinitives (folded: "obriši" is obrisi), and Slovak ones
  // ("zmaž"): deleting, emptying, removing, overwriting.
  "obrisi",
  "obrisite",
  "obrisati",
  "izbrisi",
  "izbrisite",
  "izbrisati",
  "ocisti",
  "ocistite",
  "ukloni",
  "uklonite",
  "isprazni",
  "ispraznite",
  "izprazni",
  "izpraznite",
  "prepisi",
  "prepisite",
  "pocisti",
  "pocistite",
  "odstrani",
  "odstranite",
  "zmaz",
  "zmazte",
  "vymazte",
  "vyprazdnite",
  // Latvian, Lithuanian and Estonian imperatives and infinitives (folded: "izdzēs" is izdzes, "ištrink" istrink):
  // deleting, removing, emptying, cleaning, updating, overwriting.
  "izdzes",
  "izdzesiet",
  "izdzest",
  "dzes",
  "dzesiet",
  "dzest",
  "nonem",
  "nonemiet",
  "iztukso",
  "iztuksojiet",
  "notiri",
  "notiriet",
  "atjaunini",
  "parraksti",
  "istrink",
  "istrinkite",
  "istrinti",
  "pasalink",
  "pasalinkite",
  "isvalyk",
  "isvalykite",
  "atnaujink",
  "perrasyk",
  "kustuta",
  "kustutage",
  "eemalda",
  "eemaldage",
  "tuhjenda",
  "tuhjendage",
  "uuenda",
  // Icelandic, Welsh, Irish, Afrikaans, Swahili, Tagalog and Vietnamese ones (folded: "eyðið" is eydid).
  "eyda",
  "eyddu",
  "eydid",
  "fjarlaegdu",
  "fjarlaegid",
  "taemdu",
  "hreinsadu",
  "uppfaerdu",
  "dileu",
  "dilewch",
  "dilea",
  "scrios",
  "folmhaigh",
  "nuashonraigh",
  "verwyder",
  "skrap",
  "leegmaak",
  // Afrikaans separable verbs of removing, joined as an infinitive is ("Kan jy al die bestellings uitvee?").
  "uitvee",
  "wegvee",
  "afvee",
  "uitwis",
  "weggooi",
  "uitgooi",
  "weghaal",
  "skoonmaak",
  "opdateer",
  "oorskryf",
  "futa",
  "futeni",
  "ondoa",
  "sasisha",
  "burahin",
  "tanggalin",
  "alisin",
  "xoa",
  // Basque, Maltese and Luxembourgish (folded: "ħassar" is hassar, "läschen" laschen): deleting, removing, emptying,
  // updating, changing, overwriting, replacing.
  "ezabatu",
  "ezabatzeko",
  "ezabatuko",
  "kendu",
  "garbitu",
  "hustu",
  "eguneratu",
  "gainidatzi",
  "ordezkatu",
  "hassar",
  "hassru",
  "nehhi",
  "nehhu",
  "battal",
  "aggorna",
  "laschen",
  "lascht",
  // (Luxembourgish imperatives and participles too: "Läsch …", "Läscht …", "geläscht", "iwwerschreif", "ersetz".)
  "lasch",
  "gelascht",
  "ewechhuelen",
  "ewechhuel",
  "iwwerschreiwen",
  "iwwerschreif",
  "iwwerschriwwen",
  "ersetzen",
  "eidelmaachen",
  "aktualiseieren",
  // Sardinian imperatives and infinitives: taking out, deleting, changing.
  "boga",
  "bogade",
  "bogare",
  "cantzella",
  "cantzellade",
  "cantzellare",
  "iscantzella",
  "iscantzellare",
  // Breton imperatives and infinitives: removing, erasing, clearing out, destroying, changing, updating.
  "lamit",
  "lemel",
  "diverkit",
  "diverka",
  "skarzhit",
  "skarzhan",
  "freuzit",
  "distrujit",
  "chenchit",
  "hizivait",
  // Faroese (folded: "strika" delete, "tøm" empty is tom, a name too, and left out): deleting, changing, updating, overwriting.
  "strika",
  "strikid",
  "strikar",
  "strikad",
  "broyt",
  "broyta",
  "dagfor",
  "dagfora",
  "yvirskriva",
  // Albanian imperatives, singular and plural, and with the object's pronoun ("fshije"; folded: "zëvendëso" is zevendeso,
  // "përditëso" perditeso): deleting, removing, changing, replacing, overwriting, emptying, updating, setting, resetting.
  "fshi",
  "fshij",
  "fshini",
  "fshije",
  "fshijini",
  "hiq",
  "hiqni",
  "hiqe",
  "hiqini",
  "ndrysho",
  "ndryshoni",
  "ndryshoje",
  "ndryshojini",
  "zevendeso",
  "zevendesoni",
  "zevendesoje",
  "mbishkruaj",
  "mbishkruani",
  "mbishkruaje",
  "pastro",
  "pastroni",
  "pastroje",
  "boshatis",
  "boshatisni",
  "zbraz",
  "zbrazni",
  "perditeso",
  "perditesoni",
  "perditesoje",
  "vendos",
  "vendosni",
  "vendose",
  "rivendos",
  "rivendosni",
  "modifiko",
  "modifikoni",
  "redakto",
  "redaktoni",
  "shkaterro",
  "shkaterroni",
  // Romanian imperatives and infinitives (folded: "șterge" is sterge).
  "sterge",
  "stergeti",
  "sterg",
  "elimina",
  "eliminati",
  "goleste",
  "goliti",
  "actualizeaza",
  "suprascrie",
  // Indonesian and Malay imperatives.
  "hapus",
  "hapuskan",
  "kosongkan",
  "kosongkanlah",
  "buang",
  "buanglah",
  "perbarui",
  "timpa",
  // More Hungarian imperatives ("Ürítsd ki", "töröljön", "módosítsd", "frissítsd").
  "uritsd",
  "uritsuk",
  "urits",
  "toroljon",
  "modositsd",
  "frissitsd",
  // Finnish, Turkish, Czech, Danish/Norwegian and Hungarian imperatives (folded).
  "poista",
  "poistakaa",
  "tyhjenna",
  "tyhjentakaa",
  "paivita",
  "sil",
  "silin",
  "temizle",
  "guncelle",
  "bosalt",
  "smaz",
  "smazat",
  "smazte",
  "vymaz",
  "vymazat",
  "odstran",
  "odstranit",
  "odstrante",
  "vyprazdni",
  "aktualizuj",
  "prepis",
  "slett",
  "slet",
  "fjern",
  "torold",
  "torol",
  "toroljuk",
  "delete",
  "remove",
  "drop",
  "truncate",
  "update",
  "overwrite",
  "erase",
  "wipe",
  "purge",
  "destroy",
  "insert",
  "alter",
  "modify",
  "replace",
  "rename",
  "discard",
  "eliminate",
  "empty",
  "clear",
  "set",
  "change",
  "edit",
  "nuke",
  "scrub",
  "clean",
  "write",
  "append",
  "upsert",
  "merge",
  "reset",
  "revert",
  "rollback",
  "restore",
  "nullify",
  "blank",
  "zero",
  "increase",
  "decrease",
  "raise",
  // Raising, lowering or filling in values: "bump every price up by 10%", "hike the fees", "halve the deposits",
  // "backfill the missing ratings", "impute the empty yields".
  "bump",
  "hike",
  "halve",
  "inflate",
  "adjust",
  "backfill",
  "impute",
  "populate",
  "dedupe",
  "deduplicate",
  "borrar",
  "borra",
  "borre",
  "eliminar",
  "elimina",
  "elimine",
  "actualizar",
  "actualiza",
  "vaciar",
  "vacia",
  "modificar",
  "quitar",
  "quita",
  "supprimer",
  "supprime",
  "supprimez",
  "effacer",
  "efface",
  "effacez",
  "vider",
  "videz",
  "retirer",
  "modifier",
  "modifiez",
  "ecraser",
  "loschen",
  "losche",
  "loscht",
  "entfernen",
  "entferne",
  "leeren",
  "aktualisieren",
  "uberschreiben",
  "andern",
  "apagar",
  "apague",
  "apaga",
  "excluir",
  "exclua",
  "remover",
  "remova",
  "deletar",
  "atualizar",
  "atualize",
  "esvaziar",
  "cancella",
  "cancellare",
  "cancellate",
  "elimini",
  "eliminate",
  "rimuovi",
  "rimuovere",
  "svuota",
  "svuotare",
  "aggiorna",
  "aggiornare",
  "sovrascrivi",
  "modifica",
  "verwijder",
  "verwijderen",
  "wis",
  "wissen",
  "gooi",
  "leegmaken",
  // Dutch and German separable verbs of removing, joined as an infinitive is ("Kunt u alle bestellingen weggooien?").
  "uitvegen",
  "wegvegen",
  "uitwissen",
  "weggooien",
  "weghalen",
  "wegwerfen",
  "overschrijf",
  "overschrijven",
  "wijzig",
  "wijzigen",
  "radera",
  "rensa",
  "usun",
  "skasuj",
  "wyczysc",
  // Scottish Gaelic: sweeping away, destroying, changing, updating, emptying (not "dubh", "thoir", "cuir": below).
  ...GAELIC_DELETE_VERBS.filter((verb) => !GAELIC_DELETE_VERBS_WITH_AS.has(verb)),
  // West Frisian: wiping, throwing away, removing, changing, updating, overwriting, emptying.
  ...FRISIAN_DELETE_VERBS,
  // Occitan: erasing, deleting, taking away, emptying, changing, replacing, destroying, striking out.
  ...OCCITAN_DELETE_VERBS,
  // Asturian: deleting ("desaniciar"), erasing, taking away, eliminating, overwriting, updating ("anovar"), emptying.
  ...ASTURIAN_DELETE_VERBS,
  // Romansh: deleting ("stizzar"), striking out, removing, eliminating, discarding, overwriting ("surscriver"), updating,
  // changing ("midar"), emptying ("svidar"), cancelling, replacing, destroying, cleaning.
  ...ROMANSH_DELETE_VERBS,
]);
/** Scottish Gaelic's destructive verbs: no noun follows them with a preposition ("Sguabaibh na h-òrdughan"). */
const GAELIC_VERBS: ReadonlySet<string> = new Set(GAELIC_DELETE_VERBS);
/** Imperatives of verb-final languages (Turkish, Hungarian), destructive as a clause's last word. */
const VERB_FINAL = new Set(["sil", "silin", "temizle", "guncelle", "bosalt", "torold", "torol", "toroljuk"]);
/** Verbs that relabel rows ("mark all unpaid invoices as paid"): destructive only with their "as". */
const RELABEL = new Set([
  "mark",
  "flag",
  "tag",
  "label",
  "reclassify",
  "recode",
  "marca",
  "marcar",
  "marque",
  "marquer",
  "marquez",
  "markiere",
  "markieren",
  "kennzeichne",
  "kennzeichnen",
  "etiqueta",
  "etiquetar",
]);
const AS_WORDS = new Set(["as", "como", "comme", "als", "to"]);

/** Words that may come before an imperative verb ("please", "can you", "I want to", "go ahead and"). */
const LEAD = new Set([
  "please",
  // Afrikaans and Dutch courtesy ("Asseblief, vee …", "Alstublieft verwijder …").
  "asseblief",
  "alstublieft",
  "alsjeblieft",
  // Albanian courtesy, wanting and asking before an imperative ("Ju lutem fshini …", "Dua të fshij …", "A mund të fshini …"),
  // and "bëj" (make) of "bëj zero" (zero it).
  "ju",
  "lutem",
  "dua",
  "duam",
  "mund",
  "mundeni",
  "mundesh",
  "tani",
  "thjesht",
  "gjithashtu",
  "pastaj",
  "bej",
  "beni",
  // Indonesian and Romanian courtesy before an imperative ("Tolong kosongkan …", "Te rog șterge …").
  "tolong",
  "mohon",
  "silakan",
  "te",
  "va",
  "rog",
  "can",
  "could",
  "would",
  "will",
  "you",
  "i",
  "we",
  "want",
  "wanna",
  "need",
  "to",
  "lets",
  "let",
  "us",
  "go",
  "ahead",
  "and",
  "then",
  "just",
  "now",
  "should",
  "must",
  "kindly",
  "also",
  "first",
  "quickly",
  "permanently",
  "por",
  "favor",
  "favour",
  "bitte",
  "veuillez",
  "svp",
  "s'il",
  "vous",
  "plait",
  "je",
  "veux",
  "quiero",
  "eu",
  "quero",
  "ich",
  "will",
  "mochte",
  "o",
  "do",
  "per",
  "piacere",
  "voglio",
  "puoi",
  // Romansh courtesy, wanting and asking before an imperative or an infinitive ("Per plaschair stizza …", "Jau vuless
  // stizzar …", "Pudessas ti stizzar …", "Pudais Vus eliminar …"), and "lura" (then).
  "plaschair",
  "jau",
  "vuless",
  "vulessan",
  "vi",
  "vulain",
  "pudessas",
  "pudessi",
  "pudais",
  "ti",
  "vus",
  "lura",
]);
/** What a destructive verb acts on when it is not at the start ("… and delete the rows"). */
const OBJECTS = new Set([
  "all",
  "every",
  "the",
  "these",
  "those",
  "rows",
  "row",
  "records",
  "record",
  "table",
  "tables",
  "column",
  "columns",
  "data",
  "dataset",
  "entries",
  "entry",
  "everything",
  "file",
  "values",
  "todos",
  "todas",
  "los",
  "las",
  "tous",
  "toutes",
  "les",
  "la",
  "alle",
  "die",
  "den",
  "das",
  "os",
  "as",
  "tutte",
  "tutti",
  "le",
  "righe",
  "dati",
  // Romansh "tut", "tuts", "tuttas" (all), "ils" (the).
  "tut",
  "tuts",
  "tuttas",
  "ils",
]);
/** Read-only uses of the same verbs ("sales drop", "how did prices change"). */
const READ_ONLY_BEFORE = new Set([
  "did",
  "does",
  "do",
  "has",
  "have",
  "had",
  "was",
  "were",
  "is",
  "are",
  "biggest",
  "largest",
  "sharpest",
  "the",
  "a",
  "any",
  "price",
  "sales",
  "revenue",
]);

/** "from" in the languages the lists read (English "of", "in", "by" stay noun readings: "change of table bookings"). */
const FROM_WORDS = new Set([
  "from",
  "da",
  "de",
  "du",
  "des",
  "del",
  "dalla",
  "dal",
  "della",
  "do",
  "dos",
  "das",
  "aus",
  "von",
  "van",
  "uit",
  "z",
  "ze",
  "fran",
  "fra",
  // (Irish "ón" from the.)
  "on",
]);
/** The table or its data, in the languages the lists read ("da tabela", "de la tabla", "dalla tabella", "aus der Tabelle"). */
const TABLE_WORDS = new Set([
  "table",
  "tables",
  "tabela",
  "tabelas",
  "tabla",
  "tablas",
  "tabella",
  "tabelle",
  "tabellen",
  "tabel",
  "tabell",
  "dados",
  "datos",
  "donnees",
  "dati",
  "daten",
  "gegevens",
  "registros",
  "registos",
  "rexistros",
  // French and Occitan "fichier", "fichièr" (Provençal "fichié"): the file.
  "fichier",
  "fichie",
  // Asturian "ficheru".
  "ficheru",
  // Romansh "datoteca" (file; "tabella" is Italian's too).
  "datoteca",
]);
/** A word for the table: one of the list, or a word shaped so ("táboa", "taula", "tábla" folded: "ta" then "b" or "ul"). */
export const namesTheTable = (word: string) => TABLE_WORDS.has(word) || /^ta(?:b[aeilo]|ul)[a-z]{1,4}$/.test(word);
const PREPOSITIONS = new Set([
  "in",
  "of",
  "by",
  "per",
  "over",
  "after",
  "between",
  "from",
  "for",
  "during",
  "since",
  "across",
  "rate",
  "frequency",
  "de",
  "du",
  "des",
  "en",
  "im",
  "der",
  "do",
  "da",
  "no",
  "na",
]);

/**
 * Separable verbs of removing, as Afrikaans, Dutch and German split them in an imperative: the verb leads its clause and
 * its particle closes it ("Vee asseblief al die gekanselleerde bestellings uit die tabel uit": wipe out; "Gooi … weg",
 * throw away; "Maak die tabel leeg", empty it; "Wirf … weg"). Each verb (folded) to the particles that make it remove or
 * erase. Not "haal … uit", which takes out what is then shown as well as what is removed.
 */
const SEPARABLE: Readonly<Record<string, readonly string[]>> = {
  // Afrikaans (and Dutch, where the words are the same).
  vee: ["uit", "af", "weg"],
  wis: ["uit"],
  haal: ["weg"],
  gooi: ["weg", "uit"],
  maak: ["skoon", "leeg", "schoon"],
  skrap: ["uit"],
  // Dutch.
  veeg: ["weg", "uit"],
  // German ("räume … leer", "mach … leer").
  wirf: ["weg"],
  werft: ["weg"],
  mach: ["leer"],
  macht: ["leer"],
  machen: ["leer"],
  raum: ["leer"],
  raume: ["leer"],
};
/** Relative pronouns that may follow a separable verb's particle, the clause going on after it ("Vee die bestellings uit wat …"). */
const RELATIVES = new Set(["wat", "waarvan", "wie", "welke", "waarin"]);

/**
 * Modals and pronouns that open a request in the languages that put its infinitive last: "Kan jy asseblief al die
 * bestellings uitvee?", "Kunt u alle geannuleerde bestellingen verwijderen?", "Kannst du alle Bestellungen löschen?" (a
 * modal, then who is asked), "Ek wil al die kansellasies uitwis", "Ich möchte … löschen" (who asks, then a modal).
 * (Not English "will", "we", "u": "will u show how prices change" ends with a verb of the lists too.)
 */
const ASKING_MODALS = new Set([
  "kan",
  "kun",
  "kunt",
  "wil",
  "wilt",
  "sal",
  "zou",
  "zoudt",
  "kannst",
  "konnen",
  "konnt",
  "konntest",
  "konnten",
  "wurdest",
  "wurden",
]);
const ASKED = new Set(["jy", "u", "julle", "je", "jij", "jullie", "du", "sie", "ihr", "ons", "wij", "wir"]);
const ASKER = new Set(["ek", "ik", "ich", "ons", "wij", "wir"]);
const WANTING_MODALS = new Set(["wil", "wou", "moet", "wilt", "willen", "will", "wollen", "mochte", "mochten", "muss", "mussen"]);
/** Words of a question or of showing: a request to show what was deleted is no request to delete ("Kan jy wys hoeveel … uitvee?"). */
const ASKING = new Set([
  "hoeveel",
  "watter",
  "welke",
  "hoe",
  "waar",
  "wanneer",
  "waarom",
  "wys",
  "toon",
  "sien",
  "zien",
  "weet",
  "weten",
  "wieviel",
  "wieviele",
  "welche",
  "welcher",
  "welches",
  "wann",
  "warum",
  "zeige",
  "zeigen",
  // (German "wissen", to know, though Dutch "wissen" erases: "Ich möchte wissen, …" asks.)
  "wissen",
  "wie",
  "was",
  "wo",
  "ob",
  "se",
  "sagen",
  "zeggen",
  "vertel",
  "vertellen",
  "kyk",
  "kijk",
  "kijken",
]);

/**
 * A destructive verb said as languages with separable verbs say it, in one clause's folded words: a verb of `SEPARABLE`
 * leading the clause (after courtesy) with its particle closing it, or before a relative clause, something between them;
 * or a destructive infinitive closing a clause that a modal and its pronoun open ("Kan jy … uitvee?").
 */
function separableRequest(words: readonly string[]): string | undefined {
  let at = 0;
  while (at < words.length && LEAD.has(words[at]!) && !SEPARABLE[words[at]!]) at++;
  const verb = words[at];
  const particles = verb ? SEPARABLE[verb] : undefined;
  if (verb && particles)
    for (let j = at + 2; j < words.length; j++) {
      if (!particles.includes(words[j]!) || !words.slice(at + 1, j).some((word) => !LEAD.has(word))) continue;
      if (j === words.length - 1 || RELATIVES.has(words[j + 1]!)) return `${verb} … ${words[j]}`;
    }
  // "Kan jy …", "Kunt u …", "Ek wil …": a modal and who is asked, or who asks and a modal, after courtesy.
  let frame = 0;
  while (frame < words.length && LEAD.has(words[frame]!) && !ASKING_MODALS.has(words[frame]!) && !ASKER.has(words[frame]!)) frame++;
  const [first = "", second = ""] = [words[frame], words[frame + 1]];
  const opens = (ASKING_MODALS.has(first) && ASKED.has(second)) || (ASKER.has(first) && WANTING_MODALS.has(second));
  const last = words.at(-1);
  if (opens && last && VERBS.has(last) && words.length - frame > 3 && !words.some((word) => ASKING.has(word))) return last;
  return undefined;
}

const SQL =
  /\b(delete\s+from|drop\s+(table|view|column|database|schema)|truncate\s+(table\s+)?\w|update\s+\w+\s+set|insert\s+into|alter\s+table|create\s+or\s+replace|replace\s+into)\b/i;

export interface DestructiveRequest {
  destructive: boolean;
  /** The verb or statement that makes it destructive. */
  verb?: string;
  reason?: string;
}

/**
 * Whether a request asks to change or destroy data rather than read it: a destructive verb as an
 * imperative (first word of a clause, after "please"/"can you"/"I want to"), or followed directly by
 * what it acts on ("… then delete all rows"), or a destructive SQL statement. The data tools are
 * read-only; such a request is refused, never planned or asked about.
 */
export function detectDestructiveRequest(question: string, options: { glosses?: Readonly<Record<string, string>> } = {}): DestructiveRequest {
  const sql = SQL.exec(question);
  if (sql) return { destructive: true, verb: sql[0], reason: `"${sql[0]}" is a statement that changes data` };
  // Separable verbs, read as written (a dictionary reads "vee" as livestock, "uit" as from).
  for (const clause of fold(question).split(/[,;.!?:]/)) {
    const verb = separableRequest(clause.match(/[a-z0-9']+(?:-[a-z0-9']+)*/g) ?? []);
    if (verb) return { destructive: true, verb, reason: `"${verb}" asks to change or delete data` };
  }
  const glosses = options.glosses ?? {};
  // A word is read as written first: a dictionary's sense must not hide a verb the lists know ("slett" is
  // Norwegian for delete; a Swedish dictionary reads it as "plain").
  if (Object.keys(glosses).length > 0) {
    const asWritten = detectDestructiveRequest(question);
    if (asWritten.destructive) return asWritten;
  }
  // "get rid of", "throw away": phrases of one destructive verb. Words of another language a dictionary read
  // are read in English ("ürítsd" → empty).
  const fromGlosses = new Set<string>();
  const folded = fold(question)
    .replace(/\p{L}+/gu, (word) => {
      if (!Object.hasOwn(glosses, word)) return word;
      fromGlosses.add(glosses[word]!);
      return glosses[word]!;
    })
    // A courtesy said after the verb is "please" ("Stizza per plaschair tut …", "Borra por favor …"), no preposition of a noun.
    .replace(/\b(?:per plaschair|per plaschei|por favor|per favor|per favore|s'il vous plait|s'il te plait)\b/g, "please")
    .replace(/\b(get|gets|getting) rid of\b/g, "remove")
    .replace(/\bthrow (away|out)\b/g, "discard")
    .replace(/\bdo away with\b/g, "remove")
    // Occitan "metre a jorn" (update: "Metètz a jorn los prètzes").
    .replace(/\b(?:metre|mete|metetz|metem) a jorn\b/g, "update")
    // Asturian joins the article to the word before it: "sobrescribe'l ficheru", "guarda'l ficheru" (the verb, then "el").
    .replace(/(\p{L})['’]l\b/gu, "$1 el")
    // Asturian and Spanish "guarda'l ficheru", "guarda el fichero" (save the file: write over it).
    .replace(/\bguarda(?:r|i|lo)?(?: el| la| los| les)? (?=(?:ficheru|fichero|ficheros|cambeos|cambios|tabla|datos)\b)/g, "overwrite the ")
    // Albanian: "A mund të …" (can you …) asks as "can you" does; "kthe(ni) … në 0" (turn … into 0) zeroes.
    .replace(/(^|[,;.!?:] *)a (?=mund\b|mundeni\b|mundesh\b)/g, "$1")
    .replace(/(^|[,;.!?:] *)(?:kthe|ktheni|bej|beni)\b(?=[^,;.!?:]*\bne (?:0|zero)\b)/g, "$1zero");
  const clauses = folded.split(/[,;.!?:]|\bthen\b|\band then\b|\bet puis\b|\by luego\b|\bund dann\b|\be depois\b|\b(?:dhe |e )?pastaj\b|\bdhe me pas\b/);
  for (const clause of clauses) {
    // Hyphenated words stay whole: "drop-offs per month" names drop-offs, it drops nothing.
    const words = clause.match(/[a-z0-9']+(?:-[a-z0-9']+)*/g) ?? [];
    // Scottish Gaelic "dubh às" (erase), "thoir … às" (take out), "cuir … às": the verb leads its clause and "às" follows it
    // or closes the clause ("as" elsewhere is the superlative's: "thoir dhomh an t-eilean as motha" asks).
    const gaelicLead = words.findIndex((word) => !LEAD.has(word));
    if (
      gaelicLead >= 0 &&
      GAELIC_DELETE_VERBS_WITH_AS.has(words[gaelicLead]!) &&
      (words[gaelicLead + 1] === "as" || (words.at(-1) === "as" && words.length > gaelicLead + 2))
    )
      return { destructive: true, verb: `${words[gaelicLead]} … às`, reason: `"${words[gaelicLead]} … às" asks to remove data` };
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      // "mark every unpaid invoice as paid", "marca … como pagadas": a relabelling verb leading its clause, with its "as".
      if (RELABEL.has(word) && words.slice(0, i).every((before) => LEAD.has(before)) && words.slice(i + 2).some((later) => AS_WORDS.has(later))) {
        return { destructive: true, verb: word, reason: `"${word} … ${words.slice(i + 2).find((later) => AS_WORDS.has(later))}" asks to change data` };
      }
      // Verb-final languages: "Tüm kayıtları sil", "Minden sort töröl".
      // A destructive verb read from another language ends its clause as those languages put it ("Tabelle löschen").
      if ((VERB_FINAL.has(word) || (fromGlosses.has(word) && VERBS.has(word))) && i === words.length - 1 && i > 0)
        return { destructive: true, verb: word, reason: `"${word}" asks to change or delete data` };
      if (!VERBS.has(word)) continue;
      const next = words[i + 1];
      const lead = words.slice(0, i).every((before) => LEAD.has(before));
      const acts = next !== undefined && OBJECTS.has(next) && !READ_ONLY_BEFORE.has(words[i - 1] ?? "");
      // "set" and "change" are destructive only as "set X to Y" / imperative; "change" as a noun reads.
      if ((word === "set" || word === "change" || word === "clear" || word === "clean" || word === "write" || word === "merge") && !lead) continue;
      // (Occitan "lèva", "cambia", "raia" are other words too: raises, Spanish changes, Portuguese a ray.)
      if (OCCITAN_LEADING_DELETE_VERBS.has(word) && !lead) continue;
      // (Asturian "anova", update, is the statistician's ANOVA too.)
      if (ASTURIAN_LEADING_DELETE_VERBS.has(word) && (!lead || ["de", "del", "pol", "per", "por"].includes(next ?? ""))) continue;
      // (A Romansh imperative in "-a" is its participle too once folded, "stizzà", "midà": one after "e", "lura" (and,
      // then) is still a request, "Mussa ils emprests e stizza la tabella".)
      if (ROMANSH_LEADING_DELETE_VERBS.has(word) && !lead && !["e", "ed", "lura", "alura"].includes(words[i - 1] ?? "")) continue;
      // A noun reading: "drop in sales", "change of price by month". Not when the table is what follows the preposition,
      // as other languages put it: "Apaga da tabela todos os trabalhos", "Borra de la tabla …", "Lösche aus der Tabelle …".
      // (A word for the table in a language the list lacks is still one in form: Galician "táboa", Catalan "taula".)
      // ("Scrios na horduithe cealaithe go léir ón tábla": the table said later, after a word for "from", is what is acted on.)
      const fromTheTable = words.slice(i + 2).some((later, k, rest) => namesTheTable(later) && FROM_WORDS.has(k > 0 ? rest[k - 1]! : (next ?? "")));
      // (A Scottish Gaelic verb is no noun: "na" after it is the plural article, "Sguabaibh na h-òrdughan".)
      if (
        lead &&
        next !== undefined &&
        PREPOSITIONS.has(next) &&
        !GAELIC_VERBS.has(word) &&
        !(FROM_WORDS.has(next) && words.slice(i + 2, i + 5).some(namesTheTable)) &&
        !fromTheTable
      )
        continue;
      if ((lead && next !== undefined) || acts) return { destructive: true, verb: word, reason: `"${word}" asks to change or delete data` };
    }
  }
  return { destructive: false };
}
