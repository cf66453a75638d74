/**
 * Currencies by the words that name them in questions and column names: names (singular and
 * plural, English and the currency's own), ISO codes, symbols, and the short forms column names use
 * (`ar_ft`, `price_kr`, `cena_kc`). "How many forints' worth", "over 5,000 Ft", a column `_huf`: money.
 */
const CURRENCIES: readonly (readonly string[])[] = [
  ["dollar", "dollars", "usd", "$", "bucks", "cad", "aud", "nzd"],
  ["euro", "euros", "eur", "€"],
  ["pound", "pounds", "gbp", "£", "quid", "sterling"],
  ["franc", "francs", "chf"],
  ["yen", "jpy", "¥"],
  ["krona", "kronor", "krone", "kroner", "sek", "nok", "dkk", "kr"],
  ["zloty", "zlotys", "zlotych", "pln", "zl", "zł"],
  ["forint", "forints", "huf", "ft"],
  ["koruna", "korun", "koruny", "czk", "kc", "kč"],
  ["lira", "liras", "lire", "try", "tl", "₺"],
  ["leu", "lei", "ron"],
  ["kuna", "kune", "hrk"],
  ["rupiah", "idr", "rp"],
  ["real", "reais", "brl", "r$"],
  // (Tagalog "piso"; "php" the Philippine peso's code.)
  ["peso", "pesos", "piso", "mxn", "ars", "clp", "cop", "php"],
  ["rupee", "rupees", "inr", "₹"],
  ["yuan", "renminbi", "cny", "rmb"],
  ["rand", "zar"],
  // (Not "rm", "won" or "lev": a room, games won and a level in column names.)
  ["ringgit", "myr"],
  ["baht", "thb", "฿"],
  ["dirham", "dirhams", "aed"],
  ["shekel", "shekels", "ils", "₪"],
  ["riyal", "riyals", "sar"],
  ["dong", "vnd", "₫"],
  ["krw", "₩"],
  ["leva", "bgn"],
];

/** Every word of `CURRENCIES`. */
export const CURRENCY_WORDS: ReadonlySet<string> = new Set(CURRENCIES.flat());

/** Words that name a currency only in a column name or after a number (`ft`, `kr`, `try`, `real` are other words elsewhere). */
const AMBIGUOUS = new Set(["ft", "kr", "try", "tl", "real", "rand", "rp", "zl", "kc", "ron", "ars", "cop", "pound", "pounds", "franc", "dong", "sar", "ils"]);

/** Currency words a question may use on their own for money ("how many forints", "in euros"). */
export const CURRENCY_NAMES: ReadonlySet<string> = new Set([...CURRENCY_WORDS].filter((word) => !AMBIGUOUS.has(word) && /^[a-z]+$/.test(word)));

/**
 * Whether a word after a number is money for a table whose column names have `nameWords`: a currency's own name always;
 * a word that is other things too ("ft" feet or forint, "kr") only where a column is in that currency (`ar_ft`, `price_huf`).
 */
export const isMoneyWordFor = (word: string, nameWords: ReadonlySet<string>): boolean =>
  CURRENCY_WORDS.has(word) && (!AMBIGUOUS.has(word) || CURRENCIES.some((names) => names.includes(word) && names.some((name) => nameWords.has(name))));

/** Whether two words name one currency ("pesos" and the `php` of halaga_php, "dollars" and `usd`). */
export const sameCurrency = (a: string, b: string): boolean => CURRENCIES.some((names) => names.includes(a) && names.includes(b));
