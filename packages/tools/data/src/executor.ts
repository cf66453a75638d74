import { CancelledError, SPECIFICATION_VERSION, type ToolExecutor } from "@modular-planner/core";
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

/** Runs the registry's data tools on one DuckDB instance; tables pass between steps by reference. */
export function createDataToolExecutor(options: DataToolExecutorOptions): DataToolExecutor {
  let database: Promise<Database> | undefined;
  let counter = 0;
  const db = () => (database ??= openDatabase(options.dbPath));
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "tools-data",
    tools: Object.keys(DATA_TOOLS),
    canExecute: (tool) => tool.name in DATA_TOOLS && (tool.source === undefined || tool.source.kind === "registry"),
    async execute({ step, tool, params, signal }) {
      if (signal.aborted) throw new CancelledError(`Step "${step.id}" was cancelled before it started`);
      const run = DATA_TOOLS[tool.name]!;
      return run(params, {
        db: await db(),
        stepId: step.id,
        outputDir: options.outputDir,
        maxInlineRows: options.maxInlineRows ?? 200,
        png: options.png ?? "auto",
        ...(options.materialiseBelowBytes !== undefined ? { materialiseBelowBytes: options.materialiseBelowBytes } : {}),
        newTable: () => `t_${step.id.replace(/\W/g, "_")}_${++counter}`,
      });
    },
    close() {
      void database?.then((opened) => opened.close());
    },
  };
}
