import { ModularPlannerError, ToolExecutionError } from "@modular-planner/core";
import { quoteIdentifier as q, quoteLiteral, type Database } from "./duck.js";
import { duckErrorSummary } from "./csv-check.js";

const inputError = (message: string, hint?: string) => new ToolExecutionError(message, { hint, details: { input: true } });

/** The hint when a file holds several tables and none was named. */
export const NAME_THE_TABLE = "Name it with --table <name> (CLI), the table field (API), or load_data's table parameter.";

/**
 * Copies one table (or view) of a DuckDB database file into a DuckDB table of this connection: the
 * file is attached read-only for the copy, then detached. The table is the one named by
 * `tableName` (`name` or `schema.name`), or the file's only table; several and no name is an error listing them.
 */
export async function loadDuckdbTable(db: Database, path: string, tableName: string | undefined, target: string): Promise<{ source: string }> {
  const alias = `source_${target}`;
  try {
    await db.run(`ATTACH ${quoteLiteral(path)} AS ${q(alias)} (READ_ONLY)`);
  } catch (error) {
    throw inputError(
      `Cannot read DuckDB file ${path}: ${duckErrorSummary((error as Error).message)}`,
      "Check that the file is a DuckDB database (written by the same or an older DuckDB version).",
    );
  }
  try {
    const rows = await db.query(
      `SELECT schema_name, table_name AS name FROM duckdb_tables() WHERE database_name = $1 UNION ALL SELECT schema_name, view_name AS name FROM duckdb_views() WHERE database_name = $1 AND NOT internal ORDER BY 1, 2`,
      [alias],
    );
    const tables = rows.map((row) => ({ schema: String(row.schema_name), name: String(row.name) }));
    const label = (table: { schema: string; name: string }) => (table.schema === "main" ? table.name : `${table.schema}.${table.name}`);
    if (tables.length === 0) throw inputError(`DuckDB file ${path} has no tables`);
    const chosen = tableName
      ? tables.find((table) => label(table) === tableName || (table.name === tableName && tables.filter((other) => other.name === tableName).length === 1))
      : tables.length === 1
        ? tables[0]
        : undefined;
    if (!chosen && !tableName)
      throw inputError(`DuckDB file ${path} has ${tables.length} tables (${tables.map(label).join(", ")}); say which one to analyse`, NAME_THE_TABLE);
    if (!chosen) throw inputError(`DuckDB file ${path} has no table "${tableName}"; it has ${tables.map(label).join(", ")}`, NAME_THE_TABLE);
    await db.run(`CREATE TABLE ${q(target)} AS SELECT * FROM ${q(alias)}.${q(chosen.schema)}.${q(chosen.name)}`);
    return { source: `${path}#${label(chosen)}` };
  } catch (error) {
    if (error instanceof ModularPlannerError) throw error;
    throw inputError(`Cannot read DuckDB file ${path}: ${duckErrorSummary((error as Error).message)}`);
  } finally {
    await db.run(`DETACH ${q(alias)}`).catch(() => undefined);
  }
}
