import type { JsonSchemaProperty } from "@modular-planner/core";
import { editDistance } from "@modular-planner/kit";
import { splitIdentifier, stem } from "./text.js";

/** The parts of a tool's parameter schema the mapper reads (core `ParamsSchema` fits). */
export interface ParamsSchemaLike {
  properties?: Record<string, JsonSchemaProperty>;
  required?: readonly string[];
}

export interface ParamRename {
  from: string;
  to: string;
  /** `exact-case`: same words, other casing (`timeColumn` → `time_column`); `fuzzy`: similar words. */
  how: "exact-case" | "fuzzy";
  similarity: number;
}

export interface ParamCoercion {
  param: string;
  from: unknown;
  to: unknown;
  /** The schema type it was coerced to (`number`, `boolean`, `date`, `array`, `enum`, …). */
  type: string;
}

export interface ParamMapping {
  /** Parameters under the schema's names, values coerced to the schema's types; unknown ones kept as given. */
  params: Record<string, unknown>;
  renamed: ParamRename[];
  coerced: ParamCoercion[];
  /** Given names that match no schema property (kept in `params` unchanged). */
  unknown: string[];
  /** Required schema properties with no value after mapping (and no default). */
  missingRequired: string[];
  /** Values that could not be coerced to the schema's type (kept unchanged). */
  mismatched: { param: string; expected: string; value: unknown }[];
}

export interface MapParamsOptions {
  /** Minimum word similarity (0..1) for a fuzzy rename. Default 0.6. */
  minSimilarity?: number;
  /** Drop unknown parameters instead of keeping them. Default false. */
  dropUnknown?: boolean;
}

const squash = (name: string) => splitIdentifier(name).join("");
const words = (name: string) => splitIdentifier(name).map(stem);

/** Similarity of two parameter names in [0, 1]: word overlap, or edit distance of the squashed names. */
export function parameterNameSimilarity(a: string, b: string): number {
  const left = squash(a);
  const right = squash(b);
  if (left === right) return 1;
  const wordsA = new Set(words(a));
  const wordsB = new Set(words(b));
  let shared = 0;
  for (const word of wordsA) if (wordsB.has(word)) shared++;
  const overlap = shared / Math.max(1, Math.max(wordsA.size, wordsB.size));
  const edit = 1 - editDistance(left, right) / Math.max(left.length, right.length, 1);
  const contains = left.length >= 3 && right.length >= 3 && (left.includes(right) || right.includes(left)) ? 0.75 : 0;
  return Math.max(overlap, edit, contains);
}

const typesOf = (schema: JsonSchemaProperty | undefined): string[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "array":
      return Array.isArray(value);
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    case "null":
      return value === null;
    default:
      return true;
  }
}

const NO_VALUE = Symbol("no-value");

function coerceTo(value: unknown, type: string, schema: JsonSchemaProperty): unknown {
  switch (type) {
    case "number":
    case "integer": {
      if (typeof value === "boolean") return NO_VALUE;
      const text = typeof value === "string" ? value.trim().replace(/(?<=\d)[,_](?=\d{3}\b)/g, "") : undefined;
      if (text === undefined || text === "") return NO_VALUE;
      const number = Number(text.endsWith("%") ? Number(text.slice(0, -1)) / 100 : text);
      if (!Number.isFinite(number)) return NO_VALUE;
      if (type === "integer" && !Number.isInteger(number)) return NO_VALUE;
      return number;
    }
    case "boolean": {
      const text = String(value).trim().toLowerCase();
      if (["true", "yes", "y", "1", "on"].includes(text)) return true;
      if (["false", "no", "n", "0", "off"].includes(text)) return false;
      return NO_VALUE;
    }
    case "string": {
      if (typeof value === "number" || typeof value === "boolean") return String(value);
      if (value instanceof Date) return formatDate(value, schema.format);
      return NO_VALUE;
    }
    case "array": {
      if (typeof value === "string" && schema.items && typesOf(schema.items).some((itemType) => itemType !== "string")) {
        return value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
      }
      if (typeof value === "string" && value.includes(","))
        return value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean);
      return [value];
    }
    default:
      return NO_VALUE;
  }
}

function formatDate(date: Date, format: string | undefined): string {
  return format === "date" ? date.toISOString().slice(0, 10) : date.toISOString();
}

/** Coerces one value to a property schema; returns the value and what changed. */
export function coerceToSchema(value: unknown, schema: JsonSchemaProperty | undefined): { value: unknown; changed: boolean; type: string; ok: boolean } {
  if (!schema) return { value, changed: false, type: "any", ok: true };
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    if (schema.enum.some((option) => option === value)) return { value, changed: false, type: "enum", ok: true };
    const text = String(value).trim().toLowerCase();
    const option = schema.enum.find((candidate) => String(candidate).toLowerCase() === text || squash(String(candidate)) === squash(text));
    if (option !== undefined) return { value: option, changed: true, type: "enum", ok: true };
  }
  const types = typesOf(schema);
  if (schema.format === "date" || schema.format === "date-time") {
    if (typeof value === "string" || typeof value === "number" || value instanceof Date) {
      const date = value instanceof Date ? value : new Date(value);
      if (!Number.isNaN(date.getTime())) {
        const formatted = formatDate(date, schema.format);
        return { value: formatted, changed: formatted !== value, type: "date", ok: true };
      }
    }
  }
  if (types.length === 0 || types.some((type) => matchesType(value, type))) {
    if (Array.isArray(value) && schema.items) return coerceArrayItems(value, schema.items);
    return { value, changed: false, type: types[0] ?? "any", ok: true };
  }
  for (const type of types) {
    const coerced = coerceTo(value, type, schema);
    if (coerced === NO_VALUE) continue;
    if (Array.isArray(coerced) && schema.items) {
      const inner = coerceArrayItems(coerced, schema.items);
      return { value: inner.value, changed: true, type, ok: inner.ok };
    }
    return { value: coerced, changed: true, type, ok: true };
  }
  return { value, changed: false, type: types.join("|"), ok: false };
}

function coerceArrayItems(values: unknown[], items: JsonSchemaProperty): { value: unknown; changed: boolean; type: string; ok: boolean } {
  let changed = false;
  let ok = true;
  const mapped = values.map((item) => {
    const result = coerceToSchema(item, items);
    changed ||= result.changed;
    ok &&= result.ok;
    return result.value;
  });
  return { value: changed ? mapped : values, changed, type: "array", ok };
}

/**
 * Maps free-form parameters (from an LLM, a decomposer or a user) onto a tool's parameter schema:
 * renames snake_case ↔ camelCase and near-miss names (`timeCol` → `time_column`), coerces values
 * to the schema's types (string → number/integer/boolean, dates to ISO strings, scalars to arrays,
 * enum values by case), and reports what it changed, what it did not know and what is missing.
 * It never invents values; defaults are not filled in.
 */
export function mapParamsToSchema(params: Record<string, unknown>, schema: ParamsSchemaLike | undefined, options: MapParamsOptions = {}): ParamMapping {
  const properties = schema?.properties ?? {};
  const names = Object.keys(properties);
  const minSimilarity = options.minSimilarity ?? 0.6;
  const result: ParamMapping = { params: {}, renamed: [], coerced: [], unknown: [], missingRequired: [], mismatched: [] };
  const taken = new Set<string>();
  const pending: [string, unknown][] = [];

  // Exact names first, so a fuzzy match never steals a property that is given by its own name.
  for (const [name, value] of Object.entries(params)) {
    if (name in properties) {
      taken.add(name);
      assign(result, name, value, properties[name]);
    } else pending.push([name, value]);
  }
  for (const [name, value] of pending) {
    let bestName: string | undefined;
    let bestSimilarity = 0;
    for (const candidate of names) {
      if (taken.has(candidate)) continue;
      const similarity = parameterNameSimilarity(name, candidate);
      if (similarity > bestSimilarity) {
        bestSimilarity = similarity;
        bestName = candidate;
      }
    }
    if (bestName !== undefined && bestSimilarity >= minSimilarity) {
      taken.add(bestName);
      result.renamed.push({ from: name, to: bestName, how: bestSimilarity === 1 ? "exact-case" : "fuzzy", similarity: Number(bestSimilarity.toFixed(3)) });
      assign(result, bestName, value, properties[bestName]);
    } else {
      result.unknown.push(name);
      if (!options.dropUnknown) result.params[name] = value;
    }
  }
  for (const name of schema?.required ?? []) {
    if (!(name in result.params) && properties[name]?.default === undefined) result.missingRequired.push(name);
  }
  return result;
}

function assign(result: ParamMapping, name: string, value: unknown, schema: JsonSchemaProperty | undefined): void {
  // References to earlier steps' outputs ({ ref: "step" }) are wiring, not values to coerce.
  if (value !== null && typeof value === "object" && !Array.isArray(value) && "ref" in value) {
    result.params[name] = value;
    return;
  }
  const coerced = coerceToSchema(value, schema);
  result.params[name] = coerced.value;
  if (coerced.changed) result.coerced.push({ param: name, from: value, to: coerced.value, type: coerced.type });
  if (!coerced.ok) result.mismatched.push({ param: name, expected: coerced.type, value });
}
