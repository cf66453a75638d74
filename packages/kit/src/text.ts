/**
 * Edit distance between two strings (Levenshtein; with `transpositions`, optimal string
 * alignment, so "teh" → "the" costs 1). With `max`, gives up early and returns `max + 1` as soon
 * as the distance must exceed it: typo matching only cares whether a word is within budget.
 */
export function editDistance(a: string, b: string, options: { max?: number; transpositions?: boolean } = {}): number {
  const max = options.max ?? Number.POSITIVE_INFINITY;
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (options.transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2]! + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    // With transpositions a later row can reuse the row before the previous one; the minimum of
    // two consecutive rows is a safe lower bound for the final distance.
    const bound = options.transpositions ? Math.min(rowMin, ...previous) : rowMin;
    if (bound > max) return max + 1;
    beforePrevious = previous;
    previous = current;
  }
  const result = previous[b.length]!;
  return result > max ? max + 1 : result;
}
