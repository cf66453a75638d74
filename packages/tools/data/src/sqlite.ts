import { ToolExecutionError } from "@modular-planner/core";
import { quoteIdentifier as q, type Database } from "./duck.js";
import { NAME_THE_TABLE } from "./duckdb-file.js";

/** The part of better-sqlite3 this loader uses (an optional peer dependency, loaded on demand). */
interface SqliteDatabase {
  prepare(sql: string): { all(...args: unknown[]): unknown[]; raw(toggle?: boolean): { iterate(...args: unknown[]): IterableIterator<unknown[]> } };
  close(): void;
}
type SqliteConstructor = new (path: string, options: { readonly: boolean; fileMustExist: boolean }) => SqliteDatabase;

const inputError = (message: string, hint?: string) => new ToolExecutionError(message, { hint, details: { input: true } });

type Kind = "integer" | "double" | "varchar";

/** SQLite's type affinity rules (https://sqlite.org/datatype3.html §3.1), mapped to DuckDB column types. */
export function sqliteAffinity(declared: string): Kind {
  const type = declared.toUpperCase();
  if (type.includes("INT")) return "integer";
  if (type.includes("CHAR") || type.includes("CLOB") || type.includes("TEXT")) return "varchar";
  if (type.includes("REAL") || type.includes("FLOA") || type.includes("DOUB") || type.includes("NUM") || type.includes("DEC")) return "double";
  return "varchar";
}

async function openSqlite(path: string): Promise<SqliteDatabase> {
  let Sqlite: SqliteConstructor;
  try {
    Sqlite = ((await import("better-sqlite3")) as unknown as { default: SqliteConstructor }).default;
  } catch {
    throw inputError(
      `Reading SQLite file ${path} needs the better-sqlite3 package`,
      "Install it next to @modular-planner/tools-data (npm i better-sqlite3; it compiles from source where no prebuilt binary is reachable), or export the table to CSV or Parquet.",
    );
  }
  try {
    const db = new Sqlite(path, { readonly: true, fileMustExist: true });
    db.prepare("SELECT count(*) FROM sqlite_master").all();
    return db;
  } catch (error) {
    throw inputError(`Cannot read SQLite file ${path}: ${(error as Error).message}`, "Check that the file is a SQLite database.");
  }
}

/**
 * Copies one table of a SQLite file into a DuckDB table, row by row through DuckDB's appender:
 * rows stream from SQLite's cursor, so Node never holds the table. The table is the one named by
 * `tableName`, or the file's only table; several tables and no name is an error listing them.
 */
export async function loadSqliteTable(db: Database, path: string, tableName: string | undefined, target: string): Promise<{ source: string }> {
  const sqlite = await openSqlite(path);
  try {
    const tables = (
      sqlite.prepare("SELECT name FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as { name: string }[]
    ).map((row) => row.name);
    if (tables.length === 0) throw inputError(`SQLite file ${path} has no tables`);
    const chosen = tableName ?? (tables.length === 1 ? tables[0] : undefined);
    if (!chosen) throw inputError(`SQLite file ${path} has ${tables.length} tables (${tables.join(", ")}); say which one to analyse`, NAME_THE_TABLE);
    if (!tables.includes(chosen)) throw inputError(`SQLite file ${path} has no table "${chosen}"; it has ${tables.join(", ")}`, NAME_THE_TABLE);
    const info = sqlite.prepare(`PRAGMA table_info(${q(chosen)})`).all() as { name: string; type: string }[];
    const kinds = info.map((column) => sqliteAffinity(column.type));
    const duckType = { integer: "BIGINT", double: "DOUBLE", varchar: "VARCHAR" } as const;
    await db.run(`CREATE TABLE ${q(target)} (${info.map((column, i) => `${q(column.name)} ${duckType[kinds[i]!]}`).join(", ")})`);
    const appender = await db.connection.createAppender(target);
    try {
      for (const row of sqlite
        .prepare(`SELECT ${info.map((column) => q(column.name)).join(", ")} FROM ${q(chosen)}`)
        .raw(true)
        .iterate()) {
        row.forEach((value, i) => {
          if (value === null || value === undefined) return appender.appendNull();
          const kind = kinds[i]!;
          // SQLite is dynamically typed: a value that does not fit its column's affinity becomes NULL, never a wrong number.
          if (kind === "varchar")
            return appender.appendVarchar(typeof value === "string" ? value : Buffer.isBuffer(value) ? value.toString("base64") : String(value));
          const number = typeof value === "number" || typeof value === "bigint" ? Number(value) : Number.parseFloat(String(value));
          if (!Number.isFinite(number) || (kind === "integer" && !Number.isInteger(number))) {
            if (kind === "integer" && Number.isFinite(number)) return appender.appendBigInt(BigInt(Math.trunc(number)));
            return appender.appendNull();
          }
          return kind === "integer" ? appender.appendBigInt(BigInt(number)) : appender.appendDouble(number);
        });
        appender.endRow();
      }
      appender.flushSync();
    } finally {
      appender.closeSync();
    }
    return { source: `${path}#${chosen}` };
  } finally {
    sqlite.close();
  }
}
