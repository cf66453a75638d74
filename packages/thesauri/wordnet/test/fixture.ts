import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A part of speech's synsets, each a list of words (a phrase's words joined by `_`, as WordNet writes them). */
export type Synsets = readonly (readonly string[])[];

const POS_LETTER = { noun: "n", verb: "v", adj: "a" } as const;

/**
 * Writes a made-up WordNet database in its own layout: `data.<pos>` lines addressed by their byte offsets, a sorted
 * `index.<pos>` listing each lemma's synsets in the order given (its likeliest sense first), a licence header of lines
 * that begin with spaces, and `<pos>.exc` exceptions.
 */
export function writeWordNet(
  parts: Partial<Record<keyof typeof POS_LETTER, Synsets>>,
  exceptions: Partial<Record<keyof typeof POS_LETTER, Record<string, string>>> = {},
): string {
  const dir = mkdtempSync(join(tmpdir(), "wordnet-"));
  const header = "  1 This is a made-up database for tests.  \n  2 Its layout is WordNet's.  \n";
  for (const [pos, synsets] of Object.entries(parts) as [keyof typeof POS_LETTER, Synsets][]) {
    const letter = POS_LETTER[pos];
    let data = header;
    const senses = new Map<string, number[]>();
    for (const words of synsets) {
      const offset = Buffer.byteLength(data, "latin1");
      const count = words.length.toString(16).padStart(2, "0");
      data += `${String(offset).padStart(8, "0")} 03 ${letter} ${count} ${words.map((word) => `${word} 0`).join(" ")} 000 | a made-up sense  \n`;
      for (const word of words) senses.set(word.toLowerCase(), [...(senses.get(word.toLowerCase()) ?? []), offset]);
    }
    const index = [...senses.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(
        ([lemma, offsets]) =>
          `${lemma} ${letter} ${offsets.length} 1 @ ${offsets.length} 0 ${offsets.map((offset) => String(offset).padStart(8, "0")).join(" ")}  \n`,
      )
      .join("");
    writeFileSync(join(dir, `data.${pos}`), data, "latin1");
    writeFileSync(join(dir, `index.${pos}`), header + index, "latin1");
    writeFileSync(
      join(dir, `${pos}.exc`),
      Object.entries(exceptions[pos] ?? {})
        .map(([inflected, base]) => `${inflected} ${base}\n`)
        .join(""),
    );
  }
  return dir;
}
