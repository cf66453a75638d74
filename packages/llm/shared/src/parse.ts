import type { z } from "zod";
import type { ValidationIssue } from "./errors.js";

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; issues: ValidationIssue[] };

/** Parses a model's answer as JSON, tolerating Markdown code fences and prose around one object. */
export function parseJsonAnswer(text: string): { ok: true; value: unknown } | { ok: false; issues: ValidationIssue[] } {
  const trimmed = text.trim();
  const fenced = /^```[a-zA-Z0-9_-]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  const candidates = [fenced ? fenced[1]!.trim() : trimmed];
  const start = trimmed.search(/[{[]/);
  const end = Math.max(trimmed.lastIndexOf("}"), trimmed.lastIndexOf("]"));
  if (start >= 0 && end > start) candidates.push(trimmed.slice(start, end + 1));
  let lastError = "empty answer";
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return { ok: true, value: JSON.parse(candidate) };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  }
  return { ok: false, issues: [{ path: "", message: `not valid JSON (${lastError}); answer with one JSON object only` }] };
}

/** Parses then validates against the contract; issues carry `a.b.0` paths. */
export function parseAndValidate<T>(text: string, schema: z.ZodType<T>): ParseOutcome<T> {
  const parsed = parseJsonAnswer(text);
  if (!parsed.ok) return parsed;
  const result = schema.safeParse(parsed.value);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, issues: result.error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message })) };
}
