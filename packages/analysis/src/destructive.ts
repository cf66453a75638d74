import { fold } from "./text.js";

/** Verbs that change or destroy data (English, Spanish, French, German, Portuguese, Italian; a few Dutch, Swedish, Polish, Finnish, Turkish, Czech, Slovak, Croatian, Serbian, Slovenian, Danish, Norwegian, Hungarian, Romanian and Indonesian/Malay ones), folded. */
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
  "overschrijf",
  "overschrijven",
  "wijzig",
  "wijzigen",
  "radera",
  "rensa",
  "usun",
  "skasuj",
  "wyczysc",
]);
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
]);
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
    .replace(/\b(get|gets|getting) rid of\b/g, "remove")
    .replace(/\bthrow (away|out)\b/g, "discard")
    .replace(/\bdo away with\b/g, "remove");
  const clauses = folded.split(/[,;.!?:]|\bthen\b|\band then\b|\bet puis\b|\by luego\b|\bund dann\b|\be depois\b/);
  for (const clause of clauses) {
    // Hyphenated words stay whole: "drop-offs per month" names drop-offs, it drops nothing.
    const words = clause.match(/[a-z0-9']+(?:-[a-z0-9']+)*/g) ?? [];
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
      // A noun reading: "drop in sales", "change of price by month". Not when the table is what follows the preposition,
      // as other languages put it: "Apaga da tabela todos os trabalhos", "Borra de la tabla …", "Lösche aus der Tabelle …".
      if (lead && next !== undefined && PREPOSITIONS.has(next) && !(FROM_WORDS.has(next) && words.slice(i + 2, i + 5).some((later) => TABLE_WORDS.has(later))))
        continue;
      if ((lead && next !== undefined) || acts) return { destructive: true, verb: word, reason: `"${word}" asks to change or delete data` };
    }
  }
  return { destructive: false };
}
