/** Words before a gloss's last word that only frame it ("in total", "to sell", "a shop"). */
const FRAMING = new Set(["a", "an", "the", "to", "in", "of", "be", "all"]);

/**
 * The English glosses of a dictd entry, in its order: the numbered senses when it has them ("1.
 * quantity"), else its first line after the headword ("shop, store"). Lines after a sense that
 * define it in the source language (as FreeDict's Finnish dictionary has) are not glosses.
 * Parentheses are dropped; a gloss of several words keeps its last word when the others only frame
 * it ("in total" → total); longer glosses are dropped (kept, up to three words, with `phrases`).
 */
export function glossesOf(entry: string, options: { phrases?: boolean } = {}): string[] {
  const lines = entry
    .split("\n")
    .slice(1)
    .map((line) => line.trim())
    // ("see: {skadad}" points to another headword; it is no gloss.)
    .filter((line) => line && !/^see( also)?:/i.test(line));
  const numbered = lines.filter((line) => /^\d+\.\s/.test(line)).map((line) => line.replace(/^\d+\.\s*/, ""));
  // ("Plural of {lipo}: payment": the form named before its gloss is no part of it.)
  const senses = (numbered.length > 0 ? numbered : lines.slice(0, 1)).map((sense) => sense.replace(/^[\p{L} ]+ of \{[^}]*\}:\s*/u, ""));
  const glosses: string[] = [];
  for (const sense of senses) {
    for (const part of sense
      .replace(/\([^)]*\)|<[^>]*>|\[[^\]]*\]/g, " ")
      .replace(/\s\d+\.\s*$/, "")
      .split(/[,;]/)) {
      const words = part.trim().toLowerCase().split(/\s+/).filter(Boolean);
      const framed = words.length > 1 && words.slice(0, -1).every((word) => FRAMING.has(word));
      // With `phrases`, a gloss of two or three words is kept whole ("blood group"), framing words off.
      const phrase = options.phrases && words.length <= 3 ? words.filter((word, i) => i > 0 || !FRAMING.has(word)).join(" ") : undefined;
      const gloss = words.length === 1 ? words[0] : (phrase ?? (framed ? words.at(-1) : undefined));
      if (gloss && /^[a-z][a-z -]*$/.test(gloss) && !glosses.includes(gloss)) glosses.push(gloss);
    }
  }
  return glosses;
}
