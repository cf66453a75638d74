import { createReadStream } from "node:fs";
import { basename } from "node:path";
import { createInterface } from "node:readline";

const DELIMITERS = [",", ";", "\t", "|"] as const;
/** Lines read at most when looking for the row that breaks a CSV file (only after DuckDB could not read it). */
const MAX_LINES = 1_000_000;

/** Fields on one line, outside double quotes; `quoted` carries an open quote over to the next line. */
function countFields(line: string, delimiter: string, quoted: boolean): { fields: number; quoted: boolean } {
  let fields = 1;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (char === delimiter && !quoted) fields += 1;
  }
  return { fields, quoted };
}

/**
 * The first row of a delimited file whose number of fields differs from the header's, in words
 * (`sales.csv line 4 has 3 fields where the header has 2: "east,30,extra"`), or undefined when
 * every row has the header's shape or the header has no delimiter. Run only when DuckDB could not
 * read the file, or read it as a single column: it reads the file line by line.
 */
export async function raggedRowProblem(path: string): Promise<string | undefined> {
  const lines = createInterface({ input: createReadStream(path, { encoding: "latin1" }), crlfDelay: Infinity });
  let delimiter: string | undefined;
  let expected = 0;
  let quoted = false;
  let lineNumber = 0;
  let fields = 0;
  try {
    for await (const line of lines) {
      lineNumber += 1;
      if (lineNumber > MAX_LINES) return undefined;
      if (delimiter === undefined) {
        const header = line.replace(/^\uFEFF/, "");
        const best = DELIMITERS.map((candidate) => ({ candidate, fields: countFields(header, candidate, false).fields })).sort(
          (a, b) => b.fields - a.fields,
        )[0]!;
        if (best.fields < 2) return undefined;
        delimiter = best.candidate;
        expected = best.fields;
        continue;
      }
      if (!quoted && line.trim() === "") continue;
      const counted = countFields(line, delimiter, quoted);
      fields += counted.fields - (quoted ? 1 : 0);
      quoted = counted.quoted;
      if (quoted) continue; // a quoted field goes on on the next line
      if (fields !== expected) {
        const shown = line.length > 80 ? `${line.slice(0, 80)}…` : line;
        return `${basename(path)} line ${lineNumber} has ${fields} field${fields === 1 ? "" : "s"} where the header has ${expected}: ${JSON.stringify(shown)}`;
      }
      fields = 0;
    }
  } finally {
    lines.close();
  }
  return undefined;
}

/** A DuckDB error as one readable sentence: its first line, and the explanation on the next when the first is only "… on Line: N". */
export function duckErrorSummary(message: string): string {
  const lines = message
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !line.startsWith("Possible") && !line.startsWith("LINE "));
  const [first = message, second] = lines;
  return /Line: \d+$/.test(first) && second ? `${first}: ${second}` : first;
}

/** DuckDB's words when a CSV file is not UTF-8. */
export const isEncodingError = (message: string) => /not utf-8 encoded|Invalid unicode/i.test(message);
