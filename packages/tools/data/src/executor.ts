import { statSync } from "node:fs";
import { extname, relative, resolve, isAbsolute } from "node:path";
import { CancelledError, SPECIFICATION_VERSION, ToolExecutionError, type Artifact, type JsonValue, type ToolExecutor } from "@modular-planner/core";
import { openDatabase, quoteIdentifier, quoteLiteral, tableOf, type Database } from "./duck.js";
import { DATA_TOOLS } from "./tools.js";

export interface DataToolExecutorOptions {
  /** Where charts and saved tables are written. */
  outputDir: string;
  /** DuckDB database file; in memory by default. */
  dbPath?: string;
  /** Rows kept inline in a table artifact's `value` (a preview). Default 200. */
  maxInlineRows?: number;
  /**
   * Also write each chart as PNG (`<step>.png`, rasterised from the SVG by @resvg/resvg-js, an
   * optional peer dependency with prebuilt binaries on npm). `"auto"` (default) writes PNG when the
   * package is installed; `true` makes a missing renderer an error; `false` writes SVG only.
   */
  png?: boolean | "auto";
  /** Data files up to this size are read into a DuckDB table once; larger ones stay a view that streams from the file. Default 16 MiB. */
  materialiseBelowBytes?: number;
}

export interface DataToolExecutor extends ToolExecutor {
  /** The names of the tools it runs. */
  readonly tools: readonly string[];
  /**
   * Writes a table artifact of this executor to a Parquet file under `outputDir` (the checkpoint of
   * a step's table, so a resumed run in another process reads it instead of computing it again).
   */
  exportTable(artifact: Artifact, path: string): Promise<void>;
  /**
   * Reads a Parquet file written by `exportTable` into a new table and returns `artifact` pointing
   * at it (the recorded columns, preview and metadata kept). Like `load_data`, only before the
   * first query: the sandbox then reads only the files read so far.
   */
  importTable(artifact: Artifact, path: string): Promise<Artifact>;
  close(): void;
}

const SQLITE_EXTENSIONS = new Set([".sqlite", ".sqlite3", ".db"]);

/** A loaded file's identity: it is read again when any of these changed. */
interface LoadedFile {
  size: number;
  mtimeMs: number;
  artifact: Artifact;
}

/**
 * Runs the registry's data tools on one DuckDB instance; tables pass between steps by reference.
 * A file loaded again (same path and table, same size and modification time) is not read again:
 * the step gets the table already loaded. The CLI reads a file's schema before planning, and the
 * plan's load step then reuses that read.
 *
 * DuckDB is sandboxed: before the first step that is not `load_data` runs, the database is sealed
 * (`Database.seal`): from then on SQL reads only the files loaded so far and writes only under
 * `outputDir`; no other file, URL or extension is reachable, whatever `query_sql` is given. A new
 * file loaded after that is refused with a message saying so.
 */
export function createDataToolExecutor(options: DataToolExecutorOptions): DataToolExecutor {
  let database: Promise<Database> | undefined;
  let counter = 0;
  const db = () => (database ??= openDatabase(options.dbPath));
  const loaded = new Map<string, LoadedFile>();
  /** The data files `load_data` was asked to read before the seal: the only files DuckDB may read afterwards. */
  const readable = new Set<string>();
  let sealing: Promise<void> | undefined;
  const seal = async () => {
    const opened = await db();
    sealing ??= opened.seal({ readablePaths: [...readable], writableDirectories: [resolve(options.outputDir)] });
    await sealing;
  };
  /** The key and identity of a file `load_data` would read, or undefined when it cannot be read. */
  const fileOf = (params: Record<string, unknown>) => {
    if (typeof params.path !== "string" || !params.path) return undefined;
    try {
      const path = resolve(params.path);
      const stats = statSync(path);
      if (!stats.isFile()) return undefined;
      return { key: `${path}\u0000${typeof params.table === "string" ? params.table : ""}`, size: stats.size, mtimeMs: stats.mtimeMs };
    } catch {
      return undefined; // load_data says what is wrong
    }
  };
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "tools-data",
    tools: Object.keys(DATA_TOOLS),
    canExecute: (tool) => tool.name in DATA_TOOLS && (tool.source === undefined || tool.source.kind === "registry"),
    async execute({ step, tool, params, signal }) {
      if (signal.aborted) throw new CancelledError(`Step "${step.id}" was cancelled before it started`);
      const run = DATA_TOOLS[tool.name]!;
      const file = tool.name === "load_data" ? fileOf(params) : undefined;
      if (file) {
        const previous = loaded.get(file.key);
        if (previous && previous.size === file.size && previous.mtimeMs === file.mtimeMs) {
          const { artifact } = previous;
          return { ...artifact, id: `${step.id}-table`, stepId: step.id, metadata: { ...artifact.metadata, reusedFrom: artifact.stepId as JsonValue } };
        }
      }
      if (tool.name === "load_data") {
        const path = typeof params.path === "string" && params.path ? resolve(params.path) : undefined;
        // SQLite files are read by better-sqlite3 and appended, not by DuckDB: they need no file access.
        if (path && !SQLITE_EXTENSIONS.has(extname(path).toLowerCase())) {
          // Only a file DuckDB would read: a missing or empty one gets load_data's own message.
          if (sealing && !readable.has(path) && file && file.size > 0) {
            throw new ToolExecutionError(
              `load_data cannot read ${path}: queries already ran on this executor, and its DuckDB sandbox reads only the files loaded before the first query`,
              {
                hint: "Load every data file before the first query step (the plan's load steps come first), or use a new executor for another file.",
                details: { input: true },
              },
            );
          }
          if (!sealing) readable.add(path);
        }
      } else await seal();
      const artifact = await run(params, {
        db: await db(),
        stepId: step.id,
        outputDir: options.outputDir,
        maxInlineRows: options.maxInlineRows ?? 200,
        png: options.png ?? "auto",
        ...(options.materialiseBelowBytes !== undefined ? { materialiseBelowBytes: options.materialiseBelowBytes } : {}),
        newTable: () => `t_${step.id.replace(/\W/g, "_")}_${++counter}`,
      });
      if (file) loaded.set(file.key, { size: file.size, mtimeMs: file.mtimeMs, artifact });
      return artifact;
    },
    async exportTable(artifact, path) {
      const table = tableOf(artifact);
      if (!table) throw new ToolExecutionError(`Artifact ${artifact.id} is not a table of this executor`);
      const target = resolve(path);
      const inside = relative(resolve(options.outputDir), target);
      if (inside.startsWith("..") || isAbsolute(inside))
        throw new ToolExecutionError(`exportTable writes under ${resolve(options.outputDir)} only, not ${target}`);
      await (await db()).run(`COPY (SELECT * FROM ${quoteIdentifier(table)}) TO ${quoteLiteral(target)} (FORMAT PARQUET)`);
    },
    async importTable(artifact, path) {
      const source = resolve(path);
      if (sealing)
        throw new ToolExecutionError(
          `importTable cannot read ${source}: queries already ran on this executor, and its DuckDB sandbox reads only the files loaded before the first query`,
        );
      readable.add(source);
      const table = `t_${artifact.stepId.replace(/\W/g, "_")}_${++counter}`;
      await (await db()).run(`CREATE TABLE ${quoteIdentifier(table)} AS SELECT * FROM read_parquet(${quoteLiteral(source)})`);
      return { ...artifact, uri: `duckdb:table/${table}`, metadata: { ...artifact.metadata, table } };
    },
    close() {
      void database?.then((opened) => opened.close());
    },
  };
}
