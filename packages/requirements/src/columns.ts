import type { Column, DatasetSchema } from "@modular-planner/core";
import { editDistance, singular, typoBudget } from "./text.js";

export interface ColumnMention {
  column: Column;
  /** Index of the first word of the mention. */
  start: number;
  /** Number of words it spans. */
  length: number;
  how: "name" | "alias" | "typo";
}

function phrasesOf(column: Column): { words: string[]; how: "name" | "alias" }[] {
  const name = column.name
    .toLowerCase()
    .split(/[_\s-]+/)
    .filter(Boolean);
  return [{ words: name, how: "name" as const }, ...column.aliases.map((alias) => ({ words: alias.toLowerCase().split(/\s+/), how: "alias" as const }))];
}

const STOP = new Set([
  "the",
  "a",
  "an",
  "of",
  "by",
  "per",
  "and",
  "or",
  "to",
  "in",
  "on",
  "for",
  "over",
  "time",
  "with",
  "me",
  "show",
  "what",
  "is",
  "are",
  "each",
  "total",
  "totals",
]);

/**
 * Finds column mentions: the column's name (underscores as spaces), an alias, or a light typo of a
 * one-word name ("revnue" → revenue). Longer matches win; a word belongs to at most one mention.
 */
export function findColumnMentions(tokens: readonly string[], dataset: DatasetSchema): ColumnMention[] {
  const candidates: ColumnMention[] = [];
  for (const column of dataset.columns) {
    for (const phrase of phrasesOf(column)) {
      const length = phrase.words.length;
      for (let start = 0; start + length <= tokens.length; start++) {
        const slice = tokens.slice(start, start + length).map(singular);
        const target = phrase.words.map(singular);
        if (slice.every((word, i) => word === target[i])) {
          candidates.push({ column, start, length, how: phrase.how });
        } else if (length === 1 && phrase.how === "name" && !STOP.has(tokens[start]!)) {
          const word = slice[0]!;
          const budget = typoBudget(target[0]!.length);
          if (budget > 0 && word.length >= 4 && editDistance(word, target[0]!, budget) <= budget) candidates.push({ column, start, length, how: "typo" });
        }
      }
    }
  }
  const rank = { name: 0, alias: 1, typo: 2 } as const;
  candidates.sort((a, b) => b.length - a.length || rank[a.how] - rank[b.how] || a.start - b.start);
  const taken = new Set<number>();
  const mentions: ColumnMention[] = [];
  for (const candidate of candidates) {
    const span = Array.from({ length: candidate.length }, (_, i) => candidate.start + i);
    if (span.some((index) => taken.has(index))) continue;
    span.forEach((index) => taken.add(index));
    mentions.push(candidate);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

export const isNumeric = (column: Column) => column.type === "number" || column.type === "integer";
export const isTemporal = (column: Column) => column.type === "date" || column.type === "timestamp";
export const isCategorical = (column: Column) => column.type === "string" || column.type === "boolean";
