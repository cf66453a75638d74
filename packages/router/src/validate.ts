/** Output validation: placeholders, top-N row counts, percentages within 0–100. */

export interface AnswerToValidate {
  text?: string;
  rows?: readonly Record<string, unknown>[];
  /** When the answer is a top-N, the N asked for. */
  topN?: number;
  /** Columns of `rows` holding percentages. */
  percentColumns?: readonly string[];
}

export interface OutputIssue {
  code: "placeholder" | "top_n_rows" | "percent_range";
  message: string;
}

// Linear in the text (test/guardrails-redos.test.ts): a repeated part stops at the character that
// could start another match, and a number starts only where no digit or dot precedes it.
export const PLACEHOLDERS: [RegExp, string][] = [
  [/\bTODO\b|\bTBD\b|\bFIXME\b/, "TODO marker"],
  [/\blorem ipsum\b|\blorem\b/i, "lorem ipsum"],
  [/\{\{[^{}]*\}\}/, "unfilled {{...}} template variable"],
  [/<\s*(?:placeholder\s*|insert[^<>]*|your[^<>]*)>/i, "<placeholder> tag"],
  [/\[(?:placeholder|insert [^[\]]*)\]/i, "[placeholder] marker"],
];

export const PERCENT = /(?<![\d.])(-?\d+(?:\.\d+)?)\s*%/g;

export function validateAnswer(answer: AnswerToValidate): { ok: boolean; issues: OutputIssue[] } {
  const issues: OutputIssue[] = [];
  if (answer.text) {
    for (const [re, what] of PLACEHOLDERS) {
      const m = re.exec(answer.text);
      if (m) issues.push({ code: "placeholder", message: `answer contains placeholder text (${what}): "${m[0]}"` });
    }
    for (const m of answer.text.matchAll(PERCENT)) {
      const v = Number(m[1]);
      if (v < 0 || v > 100) issues.push({ code: "percent_range", message: `percentage ${m[1]}% in the text is outside 0–100` });
    }
  }
  if (answer.topN !== undefined && answer.rows && answer.rows.length !== answer.topN) {
    issues.push({ code: "top_n_rows", message: `top-${answer.topN} answer has ${answer.rows.length} rows, expected exactly ${answer.topN}` });
  }
  for (const col of answer.percentColumns ?? []) {
    (answer.rows ?? []).forEach((row, i) => {
      const v = row[col];
      if (typeof v === "number" && (v < 0 || v > 100 || Number.isNaN(v)))
        issues.push({ code: "percent_range", message: `row ${i} column ${col} = ${v} is outside 0–100` });
    });
  }
  return { ok: issues.length === 0, issues };
}
