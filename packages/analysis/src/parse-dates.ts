/** Dates as the question parser reads them from its words (parse.ts): a year, month, quarter or day, as a period with an exclusive end. */
import { MONTHS } from "./lexicon.js";
import { isYear, pad } from "./parse-words.js";

/** "2025", "2025-03", "2025-03-14", "March 2025", "Q2 2025" at word `i`: the period, end exclusive, and how many words it takes. */
export const dateAt = (words: readonly string[], i: number): { start: string; end: string; length: number } | undefined => {
  const word = words[i];
  if (word === undefined) return undefined;
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(word);
  // A calendar month and day only ("3000-60", a range of thousands written with "k", is none).
  if (iso && Number(iso[2]) >= 1 && Number(iso[2]) <= 12 && (iso[3] === undefined || (Number(iso[3]) >= 1 && Number(iso[3]) <= 31))) {
    const [, y, m, d] = iso;
    if (d) {
      const next = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + 1));
      return { start: `${y}-${m}-${d}`, end: next.toISOString().slice(0, 10), length: 1 };
    }
    return { ...monthRange(Number(y), Number(m)), length: 1 };
  }
  // "3 May 2026", "May 3rd 2026": one day, written in words with its year.
  const written = dayAt(words, i);
  if (written?.year !== undefined) return { ...dayRange(written.year, written.month, written.day), length: written.length };
  const month = MONTHS[word];
  if (month !== undefined && isYear(words[i + 1]) && !(word === "may" && !isYear(words[i + 1]))) {
    return { ...monthRange(Number(words[i + 1]), month), length: 2 };
  }
  if (isYear(word)) return { start: `${word}-01-01`, end: `${Number(word) + 1}-01-01`, length: 1 };
  const quarter = /^q([1-4])$/.exec(word);
  if (quarter && isYear(words[i + 1])) {
    const q = Number(quarter[1]);
    const year = Number(words[i + 1]);
    return { start: `${year}-${pad(q * 3 - 2)}-01`, end: q === 4 ? `${year + 1}-01-01` : `${year}-${pad(q * 3 + 1)}-01`, length: 2 };
  }
  // "H1 2026", "H2 2025": a half year, as "Q1 2026" is a quarter.
  const half = /^h([12])$/.exec(word);
  if (half && isYear(words[i + 1])) {
    const year = Number(words[i + 1]);
    return half[1] === "1" ? { start: `${year}-01-01`, end: `${year}-07-01`, length: 2 } : { start: `${year}-07-01`, end: `${year + 1}-01-01`, length: 2 };
  }
  return undefined;
};
/** "1 March 2026", "March 1st", "31 May": one day; `year` undefined when none is written (a range's end gives it). */
export const dayOf = (word: string | undefined) => {
  const match = /^(\d{1,2})(st|nd|rd|th)?$/.exec(word ?? "");
  const day = match ? Number(match[1]) : 0;
  return day >= 1 && day <= 31 ? day : undefined;
};
export const dayAt = (words: readonly string[], i: number): { month: number; day: number; year: number | undefined; length: number } | undefined => {
  let month: number | undefined;
  let day: number | undefined;
  // (An ordinal's letters may come apart from its number: "3rd" is read as "3", "rd".)
  const ordinalAt = (at: number) => (/^(?:st|nd|rd|th)$/.test(words[at] ?? "") ? 1 : 0);
  let end = i + 2;
  if (dayOf(words[i]) !== undefined && MONTHS[words[i + 1 + ordinalAt(i + 1)] ?? ""] !== undefined) {
    [day, month] = [dayOf(words[i]), MONTHS[words[i + 1 + ordinalAt(i + 1)]!]];
    end += ordinalAt(i + 1);
  } else if (MONTHS[words[i] ?? ""] !== undefined && dayOf(words[i + 1]) !== undefined && !isYear(words[i + 1])) {
    [month, day] = [MONTHS[words[i]!], dayOf(words[i + 1])];
    end += ordinalAt(i + 2);
  }
  if (month === undefined || day === undefined) return undefined;
  const year = isYear(words[end]) ? Number(words[end]) : undefined;
  return { month, day, year, length: end - i + (year === undefined ? 0 : 1) };
};
/** One month as a period, end exclusive. */
export const monthRange = (year: number, month: number) => ({
  start: `${year}-${pad(month)}-01`,
  end: month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`,
});
/** One day as a period, end exclusive. */
export const dayRange = (year: number, month: number, day: number) => {
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return { start: `${year}-${pad(month)}-${pad(day)}`, end: next.toISOString().slice(0, 10) };
};
