/**
 * Words or prefixes without which no credential pattern of the router can match (each pattern
 * starts with one of them). Text without any needs no redaction, and the router is not loaded
 * (`plan` without --data keeps its light start). test/redact.test.ts checks it against the detector.
 */
export const MAY_HOLD_SECRET = /sk-|akia|gh[pousr]_|xox[baprs]-|bearer|eyj|passw|pwd|secret|api[_ ]?key|token/i;

/** Removes the secrets of a question from what is stored or written (run record, plan files, report, result.json, session). */
export interface Redactor {
  /** False when the question holds no secret: `text` and `json` return their input unchanged. */
  readonly active: boolean;
  text(text: string): string;
  /** A copy of a JSON-like value with every string redacted (plain objects and arrays are walked). */
  json<T>(value: T): T;
  /**
   * Like `text`, but the secret values are removed and the words around them kept ("by weather,
   * password: hunter2" → "by weather, password:"), so that text read again (a clarification
   * record continued by an answer) tokenises the same whether it held the secret or not.
   */
  strip(text: string): string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The redactor of one question, with the detector that masks secrets on screen (the router's
 * credential patterns). Besides every match of those patterns, the question's secret values
 * themselves are removed wherever they appear (a plan step or requirement may quote the value
 * without the `password:` before it), in any letter case.
 */
export async function redactorFor(question: string): Promise<Redactor> {
  const none: Redactor = { active: false, text: (text) => text, json: (value) => value, strip: (text) => text };
  if (!MAY_HOLD_SECRET.test(question)) return none;
  const { findSecrets, redactSecrets } = await import("@modular-planner/router");
  const secrets = findSecrets(question);
  if (secrets.length === 0) return none;
  const values = new Set<string>();
  const bare = new Set<string>();
  for (const secret of secrets) {
    values.add(secret.text);
    // `password: hunter2,` → `hunter2`: the value alone, without the keyword or trailing punctuation.
    const value = /(?:[:=]|\bis)\s*(\S{4,})$/i.exec(secret.text)?.[1]?.replace(/[.,;:!?)\]}'"]+$/, "");
    if (value && value.length >= 4) values.add(value);
    bare.add(value && value.length >= 4 ? value : secret.text);
  }
  const alternation = (set: Set<string>) =>
    new RegExp(
      [...set]
        .sort((a, b) => b.length - a.length)
        .map(escapeRegExp)
        .join("|"),
      "gi",
    );
  const known = alternation(values);
  const valuesOnly = alternation(bare);
  const text = (input: string) => redactSecrets(input).replace(known, "[redacted]");
  const json = <T>(value: T): T => {
    if (typeof value === "string") return text(value) as T;
    if (Array.isArray(value)) return value.map((item) => json(item)) as T;
    if (value !== null && typeof value === "object") {
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return value;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, json(item)])) as T;
    }
    return value;
  };
  const strip = (input: string) => text(input.replace(valuesOnly, "").replace(/ {2,}/g, " ").trim());
  return { active: true, text, json, strip };
}
