/** Guardrails: PII, credentials and destructive SQL found in text, annotated or blocked by policy. */

export type GuardrailCategory = "pii" | "credential" | "destructive_sql";
export type GuardrailDecision = "annotate" | "block";

export interface GuardrailFinding {
  category: GuardrailCategory;
  kind: string;
  /** The match with its middle masked, never the full secret. */
  excerpt: string;
  index: number;
}

export type GuardrailPolicy = Record<string, Partial<Record<GuardrailCategory, GuardrailDecision>>>;

/** `*` applies to every route; a route's own entry overrides it. */
export const DEFAULT_GUARDRAIL_POLICY: GuardrailPolicy = {
  "*": { pii: "annotate", credential: "annotate", destructive_sql: "block" },
  WebSearch: { pii: "block", credential: "block" },
  DeepResearch: { pii: "block", credential: "block" },
};

function mask(s: string): string {
  if (s.length <= 4) return "*".repeat(s.length);
  return `${s.slice(0, 2)}${"*".repeat(Math.max(1, s.length - 4))}${s.slice(-2)}`;
}

/** Luhn checksum for card numbers. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** A statement (up to the next `;`, DELETE or UPDATE) without a WHERE clause. */
const hasNoWhere = (statement: string) => !/\bWHERE\b/i.test(statement);

/**
 * Every pattern is searched in linear time: a match can start only at the beginning of a run of
 * the characters it repeats (a look-behind, or `\b` where the run is of word characters), and no
 * part re-scans the rest of the text from every start (a look-ahead for WHERE over `[^;]*` did:
 * quadratic; the statement is now matched once and checked by `hasNoWhere`). The e-mail pattern
 * without its look-behind took 5.6 s on a 63 KB question. test/guardrails-redos.test.ts checks
 * each one with the recheck ReDoS checker.
 */
export const GUARDRAIL_PATTERNS: readonly { category: GuardrailCategory; kind: string; re: RegExp; check?: (m: string) => boolean }[] = [
  { category: "pii", kind: "email", re: /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g },
  { category: "pii", kind: "card_number", re: /\b(?:\d[ -]?){12,18}\d\b/g, check: (m) => luhnValid(m.replace(/[ -]/g, "")) },
  { category: "pii", kind: "us_ssn", re: /\b\d{3}-\d{2}-\d{4}\b/g },
  { category: "pii", kind: "uk_nino", re: /\b[A-CEGHJ-PR-TW-Z]{2}\s?\d{2}\s?\d{2}\s?\d{2}\s?[A-D]\b/g },
  { category: "pii", kind: "iban", re: /\b[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}(?:\s?[A-Z0-9]{1,4})?\b/g },
  { category: "pii", kind: "phone", re: /(?<!\d[\s.-]?)(?:\+\d{1,3}[\s.-]?)?\(?\d{2,4}\)?[\s.-]\d{3,4}[\s.-]\d{3,4}\b(?![\s.-]?\d)/g },
  { category: "credential", kind: "openai_key", re: /(?<![A-Za-z0-9_-])sk-(?:proj-)?[A-Za-z0-9_-]{16,}/g },
  { category: "credential", kind: "aws_access_key", re: /\bAKIA[0-9A-Z]{16}\b/g },
  { category: "credential", kind: "github_token", re: /\bgh[pousr]_[A-Za-z0-9]{20,}\b/g },
  { category: "credential", kind: "slack_token", re: /(?<![A-Za-z0-9-])xox[baprs]-[A-Za-z0-9-]{10,}/g },
  { category: "credential", kind: "bearer_token", re: /\bBearer\s+[A-Za-z0-9._~+/-]{16,}=*/g },
  { category: "credential", kind: "jwt", re: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { category: "credential", kind: "password", re: /\b(?:password|passwd|pwd|secret|api[_ ]?key|token)\s*(?:[:=]|is)\s*\S{4,}/gi },
  { category: "destructive_sql", kind: "drop", re: /\bDROP\s+(?:TABLE|DATABASE|SCHEMA|VIEW|INDEX)\b/gi },
  { category: "destructive_sql", kind: "truncate", re: /\bTRUNCATE\s+(?:TABLE\s+)?\w+/gi },
  { category: "destructive_sql", kind: "alter", re: /\bALTER\s+(?:TABLE|DATABASE|SCHEMA)\b/gi },
  { category: "destructive_sql", kind: "delete_without_where", re: /\bDELETE\s+FROM\s+[\w."]+(?:(?!\b(?:DELETE|UPDATE)\b)[^;])*/gi, check: hasNoWhere },
  { category: "destructive_sql", kind: "update_without_where", re: /\bUPDATE\s+[\w."]+\s+SET\b(?:(?!\b(?:DELETE|UPDATE)\b)[^;])*/gi, check: hasNoWhere },
];

interface GuardrailMatch {
  category: GuardrailCategory;
  kind: string;
  text: string;
  index: number;
}

function matchAll(text: string): GuardrailMatch[] {
  const found: GuardrailMatch[] = [];
  // Characters already in a finding: checking and marking a match costs its length, and each
  // pattern's matches are disjoint, so this stays linear (a list of spans compared pairwise took
  // 0.9 s for 9,000 e-mail addresses).
  const taken = new Uint8Array(text.length);
  for (const p of GUARDRAIL_PATTERNS) {
    for (const m of text.matchAll(p.re)) {
      const s = m[0];
      const start = m.index ?? 0;
      if (p.check && !p.check(s)) continue;
      if (taken.subarray(start, start + s.length).includes(1)) continue;
      taken.fill(1, start, start + s.length);
      found.push({ category: p.category, kind: p.kind, text: s, index: start });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** Every finding in `text`, in order of position. */
export function scanText(text: string): GuardrailFinding[] {
  return matchAll(text).map((m) => ({
    category: m.category,
    kind: m.kind,
    excerpt: m.category === "destructive_sql" ? m.text.trim().slice(0, 60) : mask(m.text),
    index: m.index,
  }));
}

/** The credentials in `text` (API keys, tokens, `password: …`), found by the same patterns as `scanText`, in full. */
export function findSecrets(text: string): { kind: string; text: string }[] {
  return matchAll(text)
    .filter((m) => m.category === "credential")
    .map((m) => ({ kind: m.kind, text: m.text }));
}

/** `text` with every credential `scanText` finds replaced by `[redacted <kind>]`, for text that is stored or written. */
export function redactSecrets(text: string): string {
  const secrets = matchAll(text).filter((m) => m.category === "credential");
  if (secrets.length === 0) return text;
  let out = "";
  let at = 0;
  for (const secret of secrets) {
    out += `${text.slice(at, secret.index)}[redacted ${secret.kind}]`;
    at = secret.index + secret.text.length;
  }
  return out + text.slice(at);
}

/** The decision for one finding on one route; `allow_sql_writes` turns a SQL block into an annotation. */
export function decideGuardrail(policy: GuardrailPolicy, route: string, category: GuardrailCategory, allowSqlWrites = false): GuardrailDecision {
  if (category === "destructive_sql" && allowSqlWrites) return "annotate";
  return policy[route]?.[category] ?? policy["*"]?.[category] ?? "annotate";
}
