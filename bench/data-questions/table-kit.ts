/**
 * What every suite's make-tables.ts shares: a seeded PRNG (one per table, so tables do not shift when
 * another changes), date and timestamp helpers, and a CSV writer that quotes only where it must.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type Cell = string | number | boolean;

/** A small seeded generator (mulberry32) with the draws the table scripts use. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const int = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  return { random, pick, int, round, normal };
}

/** An ISO date `offsetDays` after the given day. */
export const day = (year: number, month: number, dayOfMonth: number, offsetDays = 0) =>
  new Date(Date.UTC(year, month - 1, dayOfMonth) + offsetDays * 86_400_000).toISOString().slice(0, 10);
/** "YYYY-MM-DD HH:MM:SS", `offsetMinutes` after `base` (ms since the epoch, UTC). */
export const stamp = (base: number, offsetMinutes: number) => new Date(base + offsetMinutes * 60_000).toISOString().slice(0, 19).replace("T", " ");

const cell = (value: Cell) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A writer of `<name>.csv` files into `dir` (created if needed). */
export function csvWriter(dir: string) {
  mkdirSync(dir, { recursive: true });
  return (name: string, header: string[], rows: Cell[][]) =>
    writeFileSync(join(dir, `${name}.csv`), [header.join(","), ...rows.map((row) => row.map(cell).join(","))].join("\n") + "\n");
}
