import { readdir, readFile, stat } from "node:fs/promises";
import { basename, extname, join, relative } from "node:path";
import type { Plan } from "@modular-planner/core";
import { planGraphSvg } from "./report/plan-graph.js";
import { HttpError } from "./serve-security.js";

/**
 * What `serve` adds for the web console (apps/console): the data files a person may pick, a run's
 * plan drawn as SVG (the report's renderer), and the files a run wrote, for download.
 */

/** Data files the planner reads (describeDataset): CSV/TSV, Parquet, JSON, SQLite and DuckDB. */
const DATA_EXTENSIONS = new Set([".csv", ".tsv", ".parquet", ".json", ".jsonl", ".ndjson", ".sqlite", ".sqlite3", ".db", ".duckdb"]);
/** How deep and how many: a data root is a folder of data, not a disk to index. */
export const DATA_LISTING_DEPTH = 3;
export const DATA_LISTING_CAP = 500;

export interface DataFile {
  /** The real path, as `data` takes it. */
  path: string;
  /** The path inside its root, prefixed with the root's name: what the page shows. */
  name: string;
  bytes: number;
}

/** The data files under the roots, depth-first in name order; hidden folders and node_modules skipped. */
export async function listDataFiles(roots: readonly string[]): Promise<{ roots: string[]; files: DataFile[]; truncated: boolean }> {
  const files: DataFile[] = [];
  let truncated = false;
  const walk = async (root: string, folder: string, depth: number): Promise<void> => {
    let entries;
    try {
      entries = await readdir(folder, { withFileTypes: true });
    } catch {
      return; // an unreadable folder is left out, not an error of the listing
    }
    entries.sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (depth < DATA_LISTING_DEPTH) await walk(root, path, depth + 1);
      } else if (entry.isFile() && DATA_EXTENSIONS.has(extname(entry.name).toLowerCase())) {
        if (files.length >= DATA_LISTING_CAP) {
          truncated = true;
          return;
        }
        files.push({ path, name: join(basename(root), relative(root, path)), bytes: (await stat(path)).size });
      }
    }
  };
  for (const root of roots) await walk(root, root, 1);
  return { roots: [...roots], files, truncated };
}

/** The plan drawn as the report draws it, every step not run yet (the page colours them from the events). */
export function runGraphSvg(plan: Plan): string {
  return planGraphSvg(
    plan.steps.map((step) => ({ id: step.id, tool: step.tool, covers: step.satisfies, dependsOn: step.dependsOn, status: "not-run" as const })),
  );
}

const MEDIA_TYPES: Record<string, string> = {
  ".json": "application/json",
  ".yaml": "application/yaml",
  ".csv": "text/csv; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".mmd": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".html": "text/html; charset=utf-8",
  ".parquet": "application/vnd.apache.parquet",
};
/** Files a run folder holds that are not for people: the resume record, the raw event log. */
const INTERNAL = new Set(["resume.json", "run.jsonl"]);

/** The downloadable files of a run's folder (plan, tables, charts, report), by name. */
export async function listRunFiles(outDir: string): Promise<string[]> {
  try {
    const entries = await readdir(outDir, { withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile() && !INTERNAL.has(entry.name) && MEDIA_TYPES[extname(entry.name)] !== undefined)
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

/** One file of a run's folder: only a name `listRunFiles` gives (no path, nothing hidden). */
export async function readRunFile(outDir: string, name: string): Promise<{ body: Buffer; contentType: string }> {
  if (!(await listRunFiles(outDir)).includes(name))
    throw new HttpError(404, `Run has no file "${name}"`, {}, { hint: "GET /runs/{id}/files lists the run's files." });
  const body = await readFile(join(outDir, name));
  return { body, contentType: MEDIA_TYPES[extname(name)]! };
}
