import { statSync } from "node:fs";
import { resolve } from "node:path";
import { CancelledError, SPECIFICATION_VERSION, type Artifact, type JsonValue, type ToolExecutor } from "@modular-planner/core";
import { openDatabase, type Database } from "./duck.js";
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
  close(): void;
}

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
 */
export function createDataToolExecutor(options: DataToolExecutorOptions): DataToolExecutor {
  let database: Promise<Database> | undefined;
  let counter = 0;
  const db = () => (database ??= openDatabase(options.dbPath));
  const loaded = new Map<string, LoadedFile>();
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
    close() {
      void database?.then((opened) => opened.close());
    },
  };
}
