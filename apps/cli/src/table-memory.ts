import { createHash } from "node:crypto";
import type { DatasetSchema } from "@modular-planner/core";
import { emptySession } from "@modular-planner/router";
import { pinsOfFacts, withPinFacts } from "./clarifications.js";
import type { CliConfig } from "./config.js";
import { withSessions } from "./session-store.js";

/** Where the file store keeps what was answered about each table (one JSON file per table, as sessions are kept). */
export const TABLES_DIR = ".modular-planner/tables";

export interface TablePin {
  phrase: string;
  column: string;
}

/**
 * The memory of a table, by its columns (names and types, in any order): the same export under another file
 * name, or next month's file of the same shape, is the same table; a table with another column is not.
 */
export function tableMemoryId(dataset: Pick<DatasetSchema, "columns">): string {
  const shape = dataset.columns
    .map((column) => `${column.name}\u0000${column.type}`)
    .sort()
    .join("\u0001");
  return `table-${createHash("sha256").update(shape).digest("hex").slice(0, 24)}`;
}

/**
 * What earlier answers taught about this table: the phrases pinned to its columns ("rating" = beoordeling) when
 * someone answered "I could not match …" over a table of the same columns. Kept with the sessions' store (files
 * under `.modular-planner/tables`, or the shared PostgreSQL database), so every CLI and `serve` using it learns
 * together. Nothing unless `tables.remember` is on; a store that cannot be read costs the memory, not the answer.
 */
export async function rememberedPins(config: CliConfig, dataset: DatasetSchema): Promise<TablePin[]> {
  if (!config.tables.remember) return [];
  try {
    const state = await withSessions(config, TABLES_DIR, (store) => store.load(tableMemoryId(dataset)));
    return pinsOfFacts(state?.facts ?? []).filter((pin) => dataset.columns.some((column) => column.name === pin.column));
  } catch {
    return [];
  }
}

/** Keeps the phrases an answer pinned to columns for later questions over a table of the same columns (a phrase answered again is replaced). */
export async function rememberPins(config: CliConfig, dataset: DatasetSchema, pins: readonly TablePin[]): Promise<void> {
  if (!config.tables.remember || pins.length === 0) return;
  const id = tableMemoryId(dataset);
  await withSessions(config, TABLES_DIR, (store) =>
    store.update(id, (current) => {
      const base = current ?? emptySession(id);
      return { ...base, facts: withPinFacts(base.facts, pins) };
    }),
  );
}
