import { readFile } from "node:fs/promises";
import { existsSync, readdirSync } from "node:fs";
import { isAbsolute, join } from "node:path";
import { ModularPlannerError, type ToolMetadata } from "@modular-planner/core";
import { z } from "zod";

/** A line of `catalog.jsonl` in the shared datasets format. */
export const DatasetToolSchema = z
  .object({
    name: z.string().min(1),
    description: z.string().default(""),
    parameters: z
      .object({ type: z.string().optional(), properties: z.record(z.string(), z.any()).optional(), required: z.array(z.string()).optional() })
      .loose()
      .optional(),
    group: z.string().optional(),
  })
  .loose();
export type DatasetTool = z.infer<typeof DatasetToolSchema>;

/** A line of `queries*.jsonl`. */
export const DatasetQuerySchema = z
  .object({
    id: z.union([z.string(), z.number()]).transform(String),
    query: z.string(),
    gold_tools: z.array(z.string()),
    steps: z.array(z.string()).optional(),
    gold_links: z.array(z.tuple([z.string(), z.string()])).optional(),
  })
  .loose();
export type DatasetQuery = z.infer<typeof DatasetQuerySchema>;

/** A problem in a dataset file, located by file and line: `queries.jsonl:12: gold_tools: expected array`. */
export class DatasetError extends ModularPlannerError {
  readonly file: string;
  readonly line: number;

  constructor(file: string, line: number, message: string) {
    super("configuration-invalid", `${file}:${line}: ${message}`, { hint: "See the datasets README for the format." });
    this.name = "DatasetError";
    this.file = file;
    this.line = line;
  }
}

/** Parses JSON Lines with a schema; blank lines are skipped; errors name the file and the 1-based line. */
export function parseJsonl<T>(text: string, schema: z.ZodType<T>, file: string): T[] {
  const records: T[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((line, index) => {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new DatasetError(file, index + 1, `invalid JSON (${(error as Error).message})`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const path = issue.path.map(String).join(".");
      throw new DatasetError(file, index + 1, `${path ? `${path}: ` : ""}${issue.message}`);
    }
    records.push(parsed.data);
  });
  return records;
}

async function readText(path: string): Promise<string> {
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    throw new ModularPlannerError("configuration-invalid", `cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`, {
      hint: "Pass the dataset folder holding catalog.jsonl and queries*.jsonl.",
    });
  }
}

/** Reads `catalog.jsonl`; errors name the path as given and the line: `/data/x/catalog.jsonl:3: name: …`. */
export async function readDatasetCatalog(path: string): Promise<DatasetTool[]> {
  return parseJsonl(await readText(path), DatasetToolSchema, path);
}

/** Reads a `queries*.jsonl`; errors name the path as given and the line. */
export async function readDatasetQueries(path: string): Promise<DatasetQuery[]> {
  return parseJsonl(await readText(path), DatasetQuerySchema, path);
}

/** The first `queries*.jsonl` of a dataset folder (sorted by name), or undefined. */
export function firstQueriesFile(datasetDir: string): string | undefined {
  if (!existsSync(datasetDir)) return undefined;
  return readdirSync(datasetDir)
    .filter((name) => /^queries.*\.jsonl$/.test(name))
    .sort()[0];
}

/** Reads a catalog and drops repeated names (the first entry wins); returns the dropped names. */
export async function readDatasetTools(path: string): Promise<{ tools: DatasetTool[]; duplicates: string[] }> {
  const seen = new Set<string>();
  const duplicates: string[] = [];
  const tools = (await readDatasetCatalog(path)).filter((tool) => {
    if (seen.has(tool.name)) {
      duplicates.push(tool.name);
      return false;
    }
    seen.add(tool.name);
    return true;
  });
  return { tools, duplicates };
}

/**
 * Dataset tools as ToolMetadata for retrieval. Names are kept verbatim (some datasets use spaces
 * or `&`), so the result is not validated against the registry's name pattern.
 */
export function datasetToolToMetadata(tool: DatasetTool): ToolMetadata {
  const properties = (tool.parameters?.properties ?? {}) as ToolMetadata["params"]["properties"];
  return {
    name: tool.name,
    description: tool.description,
    capabilities: [],
    params: { type: "object", properties, required: (tool.parameters?.required ?? []).filter((name) => name in properties) },
    inputs: [],
    outputs: [],
    effects: ["compute"],
    gates: [],
    aliases: [],
    ...(tool.group ? { group: tool.group } : {}),
  };
}

/**
 * Paths for `--dataset <dir> --queries <file>`: the catalog is `<dir>/catalog.jsonl`; the queries file
 * is taken as given when it exists (absolute or relative to the working directory), else inside `<dir>`.
 * Without a queries file, `<dir>/queries.jsonl` when it exists, else the folder's first `queries*.jsonl` by name.
 */
export function resolveDatasetPaths(datasetDir: string, queries?: string): { catalogPath: string; queriesPath: string } {
  if (queries === undefined) queries = existsSync(join(datasetDir, "queries.jsonl")) ? "queries.jsonl" : (firstQueriesFile(datasetDir) ?? "queries.jsonl");
  const inside = join(datasetDir, queries);
  const queriesPath = isAbsolute(queries) || (existsSync(queries) && !existsSync(inside)) ? queries : inside;
  return { catalogPath: join(datasetDir, "catalog.jsonl"), queriesPath };
}
