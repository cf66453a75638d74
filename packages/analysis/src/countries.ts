/**
 * Countries named in any of many languages, for value linking: "German guests" over a column of Danish country names
 * (`Tyskland`), "deutsche Kunden" over `Germany`, "Brits" over `United Kingdom`. A country's names come from the
 * runtime's ICU data (`Intl.DisplayNames`, every ISO 3166 region in the languages below), its adjectives ("german",
 * "deutsche", "italiani", "français") from those names by their shared beginning, and the irregular English ones
 * ("dutch", "swiss", "british") from a short list. Nothing is shipped but that list.
 */
import { keyOf, sharedStart } from "./text.js";

/** The languages whose country names are read (those the parser reads and those of the tables it has met, and their neighbours). */
const LANGUAGES = [
  "en",
  "es",
  "fr",
  "de",
  "pt",
  "it",
  "nl",
  "da",
  "sv",
  "nb",
  "fi",
  "is",
  "pl",
  "cs",
  "sk",
  "hu",
  "ro",
  "hr",
  "sl",
  "et",
  "lt",
  "lv",
  "tr",
  "el",
  "id",
  "ms",
  "vi",
  "ca",
  "sw",
  "fil",
  // Languages of Europe's smaller and regional tables, whose names the runtime's ICU data holds as well: Irish, Scottish
  // Gaelic, Welsh, Breton, Faroese, West Frisian, Romansh, Sardinian, Basque, Galician, Maltese, Luxembourgish,
  // Albanian, Afrikaans, Bosnian, Serbian in Latin letters.
  "ga",
  "gd",
  "cy",
  "br",
  "fo",
  "fy",
  "rm",
  "sc",
  "eu",
  "gl",
  "mt",
  "lb",
  "sq",
  "af",
  "bs",
  "sr-Latn",
];

/**
 * A leading article of a country's name in the languages above ("An Eadailt", "A’ Ghearmailt", "il-Ġappun", "Yr Almaen",
 * "an tSeapáin"): a name is read with it and without it, since a table or a question may leave it out.
 */
const LEADING_ARTICLE = /^(?:an t-?|an |na h-|na |a['’] ?|am |yr |y |il-|l-|ir-|is-|la |le |les |el |los |the |der |die |das |de |het )(?=\p{L})/iu;

/** English adjectives and nouns of a people that do not begin like their country's name in any language, and common short names. */
const IRREGULAR: Readonly<Record<string, string>> = {
  british: "GB",
  brit: "GB",
  brits: "GB",
  english: "GB",
  scottish: "GB",
  welsh: "GB",
  uk: "GB",
  gb: "GB",
  greatbritain: "GB",
  britain: "GB",
  dutch: "NL",
  holland: "NL",
  swiss: "CH",
  french: "FR",
  danish: "DK",
  dane: "DK",
  danes: "DK",
  swedish: "SE",
  swede: "SE",
  swedes: "SE",
  norwegian: "NO",
  norwegians: "NO",
  finnish: "FI",
  finn: "FI",
  finns: "FI",
  irish: "IE",
  spanish: "ES",
  spaniard: "ES",
  spaniards: "ES",
  portuguese: "PT",
  greek: "GR",
  greeks: "GR",
  turkish: "TR",
  turk: "TR",
  turks: "TR",
  polish: "PL",
  pole: "PL",
  poles: "PL",
  czech: "CZ",
  czechs: "CZ",
  slovak: "SK",
  slovaks: "SK",
  icelandic: "IS",
  icelander: "IS",
  icelanders: "IS",
  american: "US",
  americans: "US",
  // ("OFWs in America", the United States as people say it.)
  america: "US",
  amerika: "US",
  us: "US",
  usa: "US",
  unitedstates: "US",
  kiwi: "NZ",
  kiwis: "NZ",
  aussie: "AU",
  aussies: "AU",
  filipino: "PH",
  filipinos: "PH",
  thai: "TH",
  chinese: "CN",
  japanese: "JP",
  korean: "KR",
  koreans: "KR",
  vietnamese: "VN",
  emirati: "AE",
  emiratis: "AE",
  uae: "AE",
  saudi: "SA",
  saudis: "SA",
  indian: "IN",
  indians: "IN",
  israeli: "IL",
  israelis: "IL",
  lebanese: "LB",
  peruvian: "PE",
  peruvians: "PE",
  chilean: "CL",
  turkey: "TR",
  canadian: "CA",
  canadians: "CA",
  mexican: "MX",
  mexicans: "MX",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  argentinian: "AR",
  argentine: "AR",
  egyptian: "EG",
  moroccan: "MA",
  kenyan: "KE",
  chileans: "CL",
};

let names: Map<string, string> | undefined;
/** Names of five letters or more by their first four: the only ones a word can share a beginning of four or more with. */
let namesByStart: Map<string, [string, string][]> | undefined;

/** Folded country name → ISO code, built once per process (some 40 ms; the CLI's warm-up pays it). */
function countryNames(): Map<string, string> {
  if (names) return names;
  const found = new Map<string, string>();
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const codes: string[] = [];
  for (const a of letters) for (const b of letters) codes.push(a + b);
  const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const canonical = new Map<string, string>();
  for (const code of codes) {
    let name: string | undefined;
    try {
      name = english.of(code);
    } catch {
      continue;
    }
    // Groups of countries and placeholders are no country ("European Union", "Eurozone", "Unknown Region").
    if (name && !/union|nations|eurozone|unknown|outlying|pseudo/i.test(name)) canonical.set(code, name);
  }
  for (const language of LANGUAGES) {
    let display: Intl.DisplayNames;
    try {
      display = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
    } catch {
      continue;
    }
    for (const given of canonical.keys()) {
      const code = currentCode(given);
      let name: string | undefined;
      try {
        name = display.of(given);
      } catch {
        continue;
      }
      if (!name) continue;
      // The first language to name it wins: "Georgia" is the country, whatever another language calls by that name.
      // (Without its article only when five letters or more are left: Irish "an tSín" is no "sin".)
      const bare = keyOf(name.replace(LEADING_ARTICLE, ""));
      for (const key of [keyOf(name), ...(bare.length >= 5 ? [bare] : [])]) if (key.length >= 3 && !found.has(key)) found.set(key, code);
    }
  }
  names = found;
  namesByStart = new Map();
  for (const [key, code] of found) {
    if (key.length < 5) continue;
    const start = key.slice(0, 4);
    namesByStart.set(start, [...(namesByStart.get(start) ?? []), [key, code]]);
  }
  return found;
}

/** A retired code's successor ("DD" DE, "SU" RU), as the runtime canonicalizes it. */
function currentCode(code: string): string {
  try {
    return Intl.getCanonicalLocales(`und-${code}`)[0]?.slice(4) ?? code;
  } catch {
    return code;
  }
}

/**
 * The ISO code of the country a folded, space-free key names: by a name in any language ("tyskland", "alemania"), an
 * irregular English word ("dutch", "brits"), or an adjective or people beginning like a name ("german" Germany,
 * "deutsche" Deutschland, "italiani" Italia, "allemands" Allemagne, "tyske" Tyskland): six letters or more shared and
 * three quarters of the shorter word, or the word's stem and "land".
 */
export function countryOf(key: string): string | undefined {
  if (!/^[a-z]+$/.test(key) || key.length < 2) return undefined;
  if (known.has(key)) return known.get(key) ?? undefined;
  const code = readCountry(key);
  known.set(key, code ?? null);
  return code;
}

const known = new Map<string, string | null>();

function readCountry(key: string): string | undefined {
  const byName = countryNames().get(key);
  if (byName) return byName;
  const irregular = IRREGULAR[key] ?? (key.endsWith("s") ? IRREGULAR[key.slice(0, -1)] : undefined);
  if (irregular) return irregular;
  if (key.length < 4) return undefined;
  let best: { code: string; shared: number } | undefined;
  for (const [name, code] of namesByStart?.get(key.slice(0, 4)) ?? []) {
    const shared = sharedStart(key, name);
    const fits =
      (shared >= 6 && shared >= 0.75 * Math.min(key.length, name.length) && key.length - shared <= 5) ||
      // "tyske", "tysk": the stem of Tyskland; "finske" Finland is irregular (listed), "engelske" is not England.
      (name.endsWith("land") && shared === name.length - 4 && shared >= 4 && key.length - shared <= 2);
    if (fits && (!best || shared > best.shared)) best = { code, shared };
  }
  return best?.code;
}

const countryColumns = new WeakMap<readonly (string | boolean)[], boolean>();
/** True when two or more of a column's sampled values name countries: a column of countries (one that happens to be "Jersey" is not). */
export function namesCountries(values: readonly (string | boolean)[]): boolean {
  let found = countryColumns.get(values);
  if (found === undefined) {
    found = values.filter((value) => typeof value === "string" && countryOf(keyOf(value)) !== undefined).length >= 2;
    countryColumns.set(values, found);
  }
  return found;
}
