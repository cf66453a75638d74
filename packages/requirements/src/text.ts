import { editDistance as coreEditDistance } from "@modular-planner/kit";

/** Lower-case words of a question, punctuation removed (apostrophes and digits kept). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'.%-]+/gu, " ")
    .replace(/(?<!\d)\.|\.(?!\d)/g, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Levenshtein distance, early exit above `max` (returns `max + 1` there). */
export function editDistance(a: string, b: string, max = 3): number {
  return coreEditDistance(a, b, { max });
}

/** Typos tolerated for a word of this length: none below 4 letters, 1 up to 6, 2 beyond. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length <= 6 ? 1 : 2;
}

/** Singular form for matching ("regions" → "region", "categories" → "category"). */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20 };

export function parseCount(word: string | undefined): number | undefined {
  if (!word) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return NUMBER_WORDS[word];
}
