import { sep } from "node:path";
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import type { Artifact, Column, ColumnType, JsonValue } from "@modular-planner/core";

/** What a sealed database may still touch on the host. */
export interface SandboxOptions {
  /** Files DuckDB may read (the loaded data files: a large one stays a view that streams from disk). */
  readablePaths: string[];
  /** Folders DuckDB may read and write (the output folder, for `COPY … TO`). */
  writableDirectories: string[];
}

export interface Database {
  connection: DuckDBConnection;
  /** True once `seal` ran: no file, URL, extension or setting outside the sandbox is reachable any more. */
  readonly sealed: boolean;
  /**
   * Turns external access off for good: DuckDB reads only `readablePaths`, reads and writes only
   * under `writableDirectories`, installs and loads no extension, and refuses every later `SET`
   * (`lock_configuration`), so SQL run afterwards cannot undo it.
   */
  seal(options: SandboxOptions): Promise<void>;
  /** `params` bind `$1`, `$2`… (values never enter the SQL text). */
  query(sql: string, params?: SqlParam[]): Promise<Record<string, JsonValue>[]>;
  run(sql: string, params?: SqlParam[]): Promise<void>;
  columns(table: string): Promise<Column[]>;
  close(): void;
}

export type SqlParam = string | number | boolean;

export async function openDatabase(path = ":memory:"): Promise<Database> {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  // Never download or load an extension on demand (an https:// path would fetch httpfs).
  await connection.run("SET autoinstall_known_extensions = false");
  await connection.run("SET autoload_known_extensions = false");
  let sealed = false;
  const query = async (sql: string, params?: SqlParam[]): Promise<Record<string, JsonValue>[]> => {
    const reader = params && params.length > 0 ? await connection.runAndReadAll(sql, params) : await connection.runAndReadAll(sql);
    return reader.getRowObjectsJson() as Record<string, JsonValue>[];
  };
  return {
    connection,
    get sealed() {
      return sealed;
    },
    async seal({ readablePaths, writableDirectories }) {
      if (sealed) return;
      const list = (items: string[]) => `[${items.map(quoteLiteral).join(", ")}]`;
      // allowed_paths and allowed_directories can only be set while external access is on: set them first.
      await connection.run(`SET allowed_paths = ${list(readablePaths)}`);
      await connection.run(
        `SET allowed_directories = ${list(writableDirectories.map((directory) => (directory.endsWith(sep) ? directory : directory + sep)))}`,
      );
      await connection.run("SET enable_external_access = false");
      await connection.run("SET lock_configuration = true");
      sealed = true;
    },
    query,
    async run(sql, params) {
      if (params && params.length > 0) await connection.run(sql, params);
      else await connection.run(sql);
    },
    async columns(table) {
      const rows = await query(`DESCRIBE ${quoteIdentifier(table)}`);
      return rows.map((row) => ({ name: String(row.column_name), type: columnType(String(row.column_type)), aliases: [] }));
    },
    close() {
      connection.closeSync();
      instance.closeSync();
    },
  };
}

export function columnType(duckType: string): ColumnType {
  const type = duckType.toUpperCase();
  if (/^(DOUBLE|FLOAT|REAL|DECIMAL)/.test(type)) return "number";
  if (/^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|INT)/.test(type)) return "integer";
  if (type === "DATE") return "date";
  if (type.startsWith("TIMESTAMP")) return "timestamp";
  if (type === "BOOLEAN") return "boolean";
  if (type === "VARCHAR" || type.startsWith("ENUM")) return "string";
  return "unknown";
}

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
export const quoteLiteral = (value: string) => `'${value.replaceAll("'", "''")}'`;
export const sqlValue = (value: unknown): string =>
  typeof value === "number" || typeof value === "bigint"
    ? String(value)
    : typeof value === "boolean"
      ? value
        ? "TRUE"
        : "FALSE"
      : quoteLiteral(String(value));

/** The DuckDB table behind a table artifact (`duckdb:table/<name>`). */
export function tableOf(artifact: unknown): string | undefined {
  const uri = (artifact as Artifact | undefined)?.uri;
  return uri?.startsWith("duckdb:table/") ? uri.slice("duckdb:table/".length) : undefined;
}
