import { existsSync, statSync } from "node:fs";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { ModularPlannerError, ToolExecutionError, type Artifact, type Column, type JsonValue, type TimeGrain } from "@modular-planner/core";
import { chooseTimeGrain } from "@modular-planner/kit";
import { chartSpec, renderChart, type ChartKind } from "./charts.js";
import { quoteIdentifier as q, quoteLiteral, sqlValue, tableOf, type Database, type SqlParam } from "./duck.js";
import { assertReadOnlySql } from "./sql-guard.js";
import { profileJson, profileTable } from "./profile.js";
import { duckErrorSummary, isEncodingError, raggedRowProblem } from "./csv-check.js";
import { loadDuckdbTable } from "./duckdb-file.js";
import { loadSqliteTable } from "./sqlite.js";

export interface ToolContext {
  db: Database;
  stepId: string;
  outputDir: string;
  maxInlineRows: number;
  /** Files up to this size are read into a DuckDB table; larger ones stay a streaming view. */
  materialiseBelowBytes?: number;
  /** Also write charts as PNG: `"auto"` when the renderer is installed. */
  png?: boolean | "auto";
  newTable(): string;
}

type Params = Record<string, unknown>;
type Tool = (params: Params, context: ToolContext) => Promise<Artifact>;

const AGGREGATES: Record<string, (column: string) => string> = {
  sum: (c) => `sum(${c})`,
  mean: (c) => `avg(${c})`,
  count: (c) => `count(${c})`,
  min: (c) => `min(${c})`,
  max: (c) => `max(${c})`,
  median: (c) => `median(${c})`,
  count_distinct: (c) => `count(DISTINCT ${c})`,
};

/** Files up to 16 MiB are read into DuckDB once; larger files are scanned from disk by a view. */
export const DEFAULT_MATERIALISE_BELOW_BYTES = 16 * 2 ** 20;

const inputError = (message: string, hint?: string) => new ToolExecutionError(message, { hint, details: { input: true } });

/** Reads a table's shape into a table artifact (columns, row count, null counts, preview rows). */
export async function tableArtifact(context: ToolContext, table: string, metadata: Record<string, JsonValue> = {}): Promise<Artifact> {
  const columns = await context.db.columns(table);
  const nullSelect = columns.map((column) => `count(*) - count(${q(column.name)}) AS ${q(column.name)}`).join(", ");
  const [counts] = await context.db.query(`SELECT count(*) AS __rows${nullSelect ? `, ${nullSelect}` : ""} FROM ${q(table)}`);
  const rowCount = Number(counts?.__rows ?? 0);
  const nullCounts = Object.fromEntries(columns.map((column) => [column.name, Number(counts?.[column.name] ?? 0)]));
  const preview = await context.db.query(`SELECT * FROM ${q(table)} LIMIT ${context.maxInlineRows}`);
  return {
    id: `${context.stepId}-table`,
    stepId: context.stepId,
    type: "table",
    uri: `duckdb:table/${table}`,
    columns,
    rowCount,
    value: preview,
    metadata: { table, nullCounts, ...metadata },
  };
}

async function inputTable(params: Params, context: ToolContext): Promise<{ table: string; columns: Column[] }> {
  const table = tableOf(params.table);
  if (!table)
    throw new ToolExecutionError("The step has no input table", { requiresReplan: true, hint: "Wire the table parameter to a step that produces a table." });
  return { table, columns: await context.db.columns(table) };
}

function requireColumn(columns: Column[], name: unknown, parameter: string): string {
  if (typeof name !== "string" || !columns.some((column) => column.name === name)) {
    throw new ToolExecutionError(`Column "${String(name)}" (${parameter}) does not exist; available: ${columns.map((column) => column.name).join(", ")}`, {
      requiresReplan: true,
      hint: "Use one of the available columns.",
      details: { input: true },
    });
  }
  return name;
}

const isNumericColumn = (column: Column) => column.type === "number" || column.type === "integer";

async function derive(context: ToolContext, sql: string, metadata?: Record<string, JsonValue>): Promise<Artifact> {
  const table = context.newTable();
  await context.db.run(`CREATE TABLE ${q(table)} AS ${sql}`);
  return tableArtifact(context, table, metadata);
}

/** A view over a large file is profiled on its first rows only. */
const PROFILE_ROWS_OF_VIEW = 200_000;

/** Adds the sampled distinct values and date spans (`metadata.profile`) a question is linked against. */
async function withProfile(context: ToolContext, artifact: Artifact, table: string, rowLimit?: number): Promise<Artifact> {
  const profile = await profileTable(context.db, table, artifact.columns ?? [], rowLimit ? { rowLimit } : {});
  return { ...artifact, metadata: { ...artifact.metadata, profile: profileJson(profile) } };
}

const loadData: Tool = async (params, context) => {
  const path = resolve(String(params.path ?? ""));
  if (!params.path || !existsSync(path)) throw inputError(`Data file not found: ${String(params.path ?? "(none)")}`, "Check the path given with --data.");
  if (statSync(path).isDirectory()) throw inputError(`${path} is a folder, not a data file`);
  if (statSync(path).size === 0) throw inputError(`Data file is empty: ${path}`, "Give a file with a header row and at least one data row.");
  const extension = extname(path).toLowerCase();
  const reader =
    extension === ".csv" || extension === ".tsv" || extension === ".txt"
      ? `read_csv_auto(${quoteLiteral(path)})`
      : extension === ".parquet"
        ? `read_parquet(${quoteLiteral(path)})`
        : extension === ".json" || extension === ".jsonl" || extension === ".ndjson"
          ? `read_json_auto(${quoteLiteral(path)})`
          : undefined;
  if (extension === ".sqlite" || extension === ".db" || extension === ".sqlite3") {
    // DuckDB's sqlite extension would need a download; better-sqlite3 reads the file offline.
    const table = context.newTable();
    const { source } = await loadSqliteTable(context.db, path, typeof params.table === "string" && params.table ? params.table : undefined, table);
    const artifact = await tableArtifact(context, table, { source });
    if (artifact.rowCount === 0) throw inputError(`Data table has no rows: ${source}`);
    return withProfile(context, artifact, table);
  }
  if (extension === ".duckdb" || extension === ".ddb") {
    const table = context.newTable();
    const { source } = await loadDuckdbTable(context.db, path, typeof params.table === "string" && params.table ? params.table : undefined, table);
    const artifact = await tableArtifact(context, table, { source });
    if (artifact.rowCount === 0) throw inputError(`Data table has no rows: ${source}`);
    return withProfile(context, artifact, table);
  }
  if (!reader) throw inputError(`Unsupported data format "${extension || "(none)"}" for ${path}`, "Use CSV, TSV, Parquet, JSON, SQLite or DuckDB.");
  // A large file becomes a view that streams from the file: nothing is materialised, DuckDB scans
  // as needed. A small one is read once into a DuckDB table: every query on a view re-reads and
  // re-sniffs the file (about 50 ms each for a 70 kB CSV), which dominated small runs.
  const table = context.newTable();
  const materialise = statSync(path).size <= (context.materialiseBelowBytes ?? DEFAULT_MATERIALISE_BELOW_BYTES);
  const delimited = extension === ".csv" || extension === ".tsv" || extension === ".txt";
  const create = (from: string) => context.db.run(`CREATE ${materialise ? "TABLE" : "VIEW"} ${q(table)} AS SELECT * FROM ${from}`);
  let encoding: string | undefined;
  try {
    try {
      await create(reader);
    } catch (error) {
      // A file that is not UTF-8 (often latin-1 from a spreadsheet): read it as latin-1, and say so.
      if (!delimited || !isEncodingError((error as Error).message)) throw error;
      encoding = "latin-1";
      await create(`read_csv_auto(${quoteLiteral(path)}, encoding = 'latin-1')`);
    }
    const artifact = await tableArtifact(context, table, {
      source: path,
      storage: materialise ? "table" : "view",
      ...(encoding ? { encoding, note: `${path} is not UTF-8: it was read as latin-1 (convert it with: iconv -f latin1 -t utf-8)` } : {}),
    });
    // A row with more or fewer fields than the header makes DuckDB read the whole file as one column.
    if (delimited && artifact.columns?.length === 1) {
      const ragged = await raggedRowProblem(path);
      if (ragged)
        throw inputError(
          `Cannot read ${path}: ${ragged}`,
          "Fix or remove that row (every row needs as many fields as the header), or quote fields that contain the delimiter.",
        );
    }
    if (artifact.rowCount === 0) throw inputError(`Data file has no rows: ${path}`);
    return await withProfile(context, artifact, table, materialise ? undefined : PROFILE_ROWS_OF_VIEW);
  } catch (error) {
    if (error instanceof ModularPlannerError) throw error;
    const message = (error as Error).message;
    const ragged = delimited ? await raggedRowProblem(path).catch(() => undefined) : undefined;
    if (ragged)
      throw inputError(
        `Cannot read ${path}: ${ragged}`,
        "Fix or remove that row (every row needs as many fields as the header), or quote fields that contain the delimiter.",
      );
    if (isEncodingError(message))
      throw inputError(
        `Cannot read ${path}: it is not UTF-8 text (nor latin-1)`,
        "Convert it to UTF-8, e.g. iconv -f <its encoding> -t utf-8 file.csv > file-utf8.csv.",
      );
    throw inputError(`Cannot read ${path}: ${duckErrorSummary(message)}`, "Check that the file is valid for its extension.");
  }
};

const parseDatetime: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const column = requireColumn(columns, params.column, "column");
  const type = columns.find((candidate) => candidate.name === column)!.type;
  const expression =
    type === "timestamp" || type === "date"
      ? `CAST(${q(column)} AS TIMESTAMP)`
      : params.format
        ? `try_strptime(CAST(${q(column)} AS VARCHAR), ${quoteLiteral(String(params.format))})`
        : `TRY_CAST(${q(column)} AS TIMESTAMP)`;
  const artifact = await derive(context, `SELECT * REPLACE (${expression} AS ${q(column)}) FROM ${q(table)}`);
  const nulls = Number((artifact.metadata.nullCounts as Record<string, number>)[column] ?? 0);
  if (artifact.rowCount && nulls === artifact.rowCount)
    throw new ToolExecutionError(`Column "${column}" has no parseable dates`, { requiresReplan: true, hint: "Give a format such as %d/%m/%Y." });
  return artifact;
};

const filterRows: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const column = requireColumn(columns, params.column, "column");
  const operator = String(params.operator ?? "=");
  const value = params.value;
  const numeric = isNumericColumn(columns.find((candidate) => candidate.name === column)!);
  const left = numeric ? q(column) : `lower(CAST(${q(column)} AS VARCHAR))`;
  const right = (item: unknown) => (numeric ? sqlValue(item) : `lower(${sqlValue(item)})`);
  const condition =
    operator === "in"
      ? `${left} IN (${(Array.isArray(value) ? value : [value]).map(right).join(", ")})`
      : operator === "contains"
        ? `CAST(${q(column)} AS VARCHAR) ILIKE ${quoteLiteral(`%${String(value)}%`)}`
        : `${left} ${operator === "!=" ? "<>" : operator} ${right(value)}`;
  if (!["=", "!=", ">", ">=", "<", "<=", "in", "contains"].includes(operator))
    throw new ToolExecutionError(`Unknown operator "${operator}"`, { requiresReplan: true });
  return derive(context, `SELECT * FROM ${q(table)} WHERE ${condition}`, { filter: `${column} ${operator} ${JSON.stringify(value)}` });
};

const sortRows: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const column = requireColumn(columns, params.column, "column");
  return derive(context, `SELECT * FROM ${q(table)} ORDER BY ${q(column)} ${params.direction === "asc" ? "ASC" : "DESC"}`);
};

async function resolveGrain(context: ToolContext, table: string, column: string, grain: TimeGrain): Promise<Exclude<TimeGrain, "unknown">> {
  if (grain !== "unknown") return grain;
  const [span] = await context.db.query(
    `SELECT datediff('day', min(${q(column)}), max(${q(column)})) AS span, count(DISTINCT CAST(${q(column)} AS DATE)) AS days FROM ${q(table)}`,
  );
  return chooseTimeGrain("unknown", Number(span?.span ?? 0), Number(span?.days ?? 0));
}

const aggregate: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const groupBy = ((params.group_by as string[] | undefined) ?? []).map((name) => requireColumn(columns, name, "group_by"));
  const metrics = (params.metrics as { column: string; aggregation: string }[] | undefined) ?? [];
  if (metrics.length === 0) throw new ToolExecutionError("aggregate needs at least one metric", { requiresReplan: true });
  const select: string[] = [];
  const metadata: Record<string, JsonValue> = {};
  if (params.time_column) {
    const timeColumn = requireColumn(columns, params.time_column, "time_column");
    const grain = await resolveGrain(context, table, timeColumn, (params.time_grain as TimeGrain | undefined) ?? "unknown");
    metadata.time_grain = grain;
    if (params.time_grain === "unknown" || params.time_grain === undefined) metadata.time_grain_policy = `unknown grain → ${grain} (span policy)`;
    select.push(`date_trunc('${grain}', ${q(timeColumn)}) AS ${q(timeColumn)}`);
  }
  select.push(...groupBy.map((name) => q(name)));
  for (const metric of metrics) {
    const column = requireColumn(columns, metric.column, "metrics");
    const build = AGGREGATES[metric.aggregation];
    if (!build) throw new ToolExecutionError(`Unknown aggregation "${metric.aggregation}"`, { requiresReplan: true });
    if (!["count", "count_distinct"].includes(metric.aggregation) && !isNumericColumn(columns.find((candidate) => candidate.name === column)!)) {
      throw inputError(
        `Cannot ${metric.aggregation} "${column}": it is not numeric (numeric columns: ${
          columns
            .filter(isNumericColumn)
            .map((c) => c.name)
            .join(", ") || "none"
        })`,
      );
    }
    select.push(`${build(q(column))} AS ${q(metric.aggregation === "count" ? "count" : column)}`);
  }
  const keys = select.length - metrics.length;
  const groupClause =
    keys > 0 ? `GROUP BY ${Array.from({ length: keys }, (_, i) => i + 1).join(", ")} ORDER BY ${Array.from({ length: keys }, (_, i) => i + 1).join(", ")}` : "";
  return derive(context, `SELECT ${select.join(", ")} FROM ${q(table)} ${groupClause}`, metadata);
};

const segmentMetric: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const metric = requireColumn(columns, params.metric, "metric");
  const segment = requireColumn(columns, params.segment_by, "segment_by");
  const build = AGGREGATES[String(params.aggregation ?? "sum")] ?? AGGREGATES.sum!;
  return derive(
    context,
    `SELECT ${q(segment)}, ${build(q(metric))} AS ${q(metric)}, ${build(q(metric))} / sum(${build(q(metric))}) OVER () AS share FROM ${q(table)} GROUP BY 1 ORDER BY 2 DESC`,
  );
};

const topN: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const column = requireColumn(columns, params.column, "column");
  const n = Math.max(1, Math.floor(Number(params.n ?? 10)));
  return derive(context, `SELECT * FROM ${q(table)} ORDER BY ${q(column)} ${params.direction === "asc" ? "ASC" : "DESC"} NULLS LAST LIMIT ${n}`);
};

function numericColumns(columns: Column[], requested: unknown): string[] {
  const names =
    Array.isArray(requested) && requested.length > 0
      ? requested.map((name) => requireColumn(columns, name, "columns"))
      : columns.filter(isNumericColumn).map((column) => column.name);
  const numeric = names.filter((name) => isNumericColumn(columns.find((column) => column.name === name)!));
  if (numeric.length === 0)
    throw inputError(
      `No numeric column to analyse (columns: ${columns.map((column) => `${column.name}:${column.type}`).join(", ")})`,
      "Ask about a numeric measure.",
    );
  return numeric;
}

const summaryStats: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const names = numericColumns(columns, params.columns);
  const parts = names.map(
    (name) =>
      `SELECT ${quoteLiteral(name)} AS "column", count(${q(name)}) AS count, avg(${q(name)}) AS mean, stddev_samp(${q(name)}) AS std, min(${q(name)}) AS min, quantile_cont(${q(name)}, 0.25) AS q1, median(${q(name)}) AS median, quantile_cont(${q(name)}, 0.75) AS q3, max(${q(name)}) AS max FROM ${q(table)}`,
  );
  return derive(context, parts.join(" UNION ALL "));
};

const detectAnomalies: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const column = requireColumn(columns, params.column, "column");
  if (!isNumericColumn(columns.find((candidate) => candidate.name === column)!)) throw inputError(`Column "${column}" is not numeric`);
  const threshold = Number(params.threshold ?? 3.5);
  const method = String(params.method ?? "robust_zscore");
  const sql =
    method === "iqr"
      ? `WITH s AS (SELECT quantile_cont(${q(column)}, 0.25) AS q1, quantile_cont(${q(column)}, 0.75) AS q3 FROM ${q(table)})
         SELECT t.*, CASE WHEN t.${q(column)} > s.q3 THEN (t.${q(column)} - s.q3) / NULLIF(s.q3 - s.q1, 0) ELSE (s.q1 - t.${q(column)}) / NULLIF(s.q3 - s.q1, 0) END AS anomaly_score
         FROM ${q(table)} t, s WHERE t.${q(column)} > s.q3 + 1.5 * (s.q3 - s.q1) OR t.${q(column)} < s.q1 - 1.5 * (s.q3 - s.q1) ORDER BY anomaly_score DESC`
      : `WITH m AS (SELECT median(${q(column)}) AS med FROM ${q(table)}), d AS (SELECT median(abs(${q(column)} - m.med)) AS mad FROM ${q(table)}, m)
         SELECT t.*, 0.6745 * (t.${q(column)} - m.med) / NULLIF(d.mad, 0) AS anomaly_score
         FROM ${q(table)} t, m, d WHERE abs(0.6745 * (t.${q(column)} - m.med) / NULLIF(d.mad, 0)) > ${threshold} ORDER BY abs(anomaly_score) DESC`;
  return derive(context, sql, { method, threshold });
};

const correlation: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const names = numericColumns(columns, params.columns);
  if (names.length < 2) throw inputError(`Correlation needs two numeric columns; found ${names.join(", ")}`);
  const pairs = names.flatMap((a, i) =>
    names
      .slice(i + 1)
      .map(
        (b) => `SELECT ${quoteLiteral(a)} AS column_a, ${quoteLiteral(b)} AS column_b, corr(${q(a)}, ${q(b)}) AS correlation, count(*) AS n FROM ${q(table)}`,
      ),
  );
  return derive(context, `${pairs.join(" UNION ALL ")} ORDER BY abs(correlation) DESC`);
};

const forecastLinear: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const time = requireColumn(columns, params.time_column, "time_column");
  const metric = requireColumn(columns, params.metric, "metric");
  const periods = Math.max(1, Math.floor(Number(params.periods ?? 3)));
  return derive(
    context,
    `WITH h AS (SELECT CAST(${q(time)} AS TIMESTAMP) AS t, ${q(metric)} AS y, epoch(CAST(${q(time)} AS TIMESTAMP)) AS x FROM ${q(table)} WHERE ${q(metric)} IS NOT NULL),
     fit AS (SELECT regr_slope(y, x) AS slope, regr_intercept(y, x) AS intercept, (max(x) - min(x)) / NULLIF(count(*) - 1, 0) AS step, max(x) AS last FROM h)
     SELECT t AS ${q(time)}, y AS ${q(metric)}, 'actual' AS kind FROM h
     UNION ALL SELECT to_timestamp(fit.last + fit.step * i) AS ${q(time)}, fit.intercept + fit.slope * (fit.last + fit.step * i) AS ${q(metric)}, 'forecast' AS kind FROM fit, range(1, ${periods + 1}) r(i)
     ORDER BY 1`,
  );
};

const querySql: Tool = async (params, context) => {
  const { table } = await inputTable(params, context);
  const sql = assertReadOnlySql(String(params.sql ?? ""));
  const view = `data_${context.stepId.replace(/\W/g, "_")}`;
  await context.db.run(`CREATE OR REPLACE TEMP VIEW data AS SELECT * FROM ${q(table)}`);
  try {
    return await derive(context, sql, { sql, view });
  } catch (error) {
    if (error instanceof ModularPlannerError) throw error;
    const message = (error as Error).message.split("\n")[0]!;
    // The DuckDB sandbox (executor.ts) refused a file, URL, extension or setting: no replan can fix that.
    if (/^(Permission Error|Invalid Input Error: Cannot change configuration option)/.test(message)) {
      throw new ToolExecutionError(`query_sql may read only the loaded data: ${message}`, {
        hint: "Query the table named data; files, URLs, extensions and settings are off limits.",
        details: { input: true },
      });
    }
    throw new ToolExecutionError(`query_sql failed: ${message}`, { requiresReplan: true, hint: "The table is available as data." });
  }
};

/** Numbers DuckDB returns as strings in JSON (BIGINT, HUGEINT, DECIMAL) become numbers when they fit. */
function numericValues(rows: Record<string, JsonValue>[], columns: Column[]): Record<string, JsonValue>[] {
  const numeric = columns.filter(isNumericColumn).map((column) => column.name);
  if (numeric.length === 0) return rows;
  return rows.map((row) => {
    const copy = { ...row };
    for (const name of numeric) {
      const value = copy[name];
      if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) copy[name] = Number(value);
    }
    return copy;
  });
}

/**
 * Runs one compiled analysis query (see @modular-planner/analysis): a read-only SELECT over the
 * input table, named `data` in the SQL, with its values bound as `$n` parameters. Every filter,
 * order and limit of the question is inside this one query.
 */
const runAnalysis: Tool = async (params, context) => {
  const { table } = await inputTable(params, context);
  const sql = String(params.sql ?? "").trim();
  // Quoted identifiers may be any word ("Settled", "update_count"); the guard reads the statement around them.
  assertReadOnlySql(sql.replace(/"(?:[^"]|"")*"/g, '"column"'));
  const values = (Array.isArray(params.params) ? params.params : []) as unknown[];
  const bad = values.find((value) => !["string", "number", "boolean"].includes(typeof value));
  if (bad !== undefined)
    throw new ToolExecutionError(`run_analysis parameters must be strings, numbers or booleans; got ${JSON.stringify(bad)}`, { requiresReplan: true });
  const bound = /^with\s/i.test(sql) ? `WITH data AS (SELECT * FROM ${q(table)}), ${sql.slice(5)}` : `WITH data AS (SELECT * FROM ${q(table)}) ${sql}`;
  const out = context.newTable();
  try {
    await context.db.run(`CREATE TABLE ${q(out)} AS ${bound}`, values as SqlParam[]);
  } catch (error) {
    throw new ToolExecutionError(`run_analysis failed: ${(error as Error).message.split("\n")[0]}`, {
      requiresReplan: true,
      hint: "The compiled query reads the table named data.",
    });
  }
  const artifact = await tableArtifact(context, out, { sql, params: values as JsonValue[] });
  return { ...artifact, value: numericValues((artifact.value ?? []) as Record<string, JsonValue>[], artifact.columns ?? []) };
};

/** Renders a Vega-Lite spec (compiled with the question, without data) over the input table's rows. */
const renderChartTool: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const spec = params.spec;
  if (typeof spec !== "object" || spec === null || Array.isArray(spec))
    throw new ToolExecutionError("render_chart needs a Vega-Lite spec object", { requiresReplan: true });
  const rows = numericValues(await context.db.query(`SELECT * FROM ${q(table)} LIMIT 5000`), columns);
  const fields =
    JSON.stringify(spec)
      .match(/"field":"((?:[^"\\]|\\.)*)"/g)
      ?.map((match) => JSON.parse(match.slice(8)) as string) ?? [];
  const missing = fields.find((field) => !columns.some((column) => column.name === field));
  if (missing)
    throw new ToolExecutionError(`The chart encodes "${missing}", which the table does not have (columns: ${columns.map((c) => c.name).join(", ")})`, {
      requiresReplan: true,
    });
  const full = {
    ...(spec as Record<string, unknown>),
    ...(params.title ? { title: String(params.title) } : {}),
    data: { values: rows },
  } as unknown as Parameters<typeof renderChart>[0];
  await mkdir(context.outputDir, { recursive: true });
  let rendered: Awaited<ReturnType<typeof renderChart>>;
  try {
    rendered = await renderChart(full, context.outputDir, context.stepId, { png: context.png ?? "auto" });
  } catch (error) {
    if (error instanceof ModularPlannerError) throw error;
    throw new ToolExecutionError(`render_chart could not render the spec: ${(error as Error).message.split("\n")[0]}`, { requiresReplan: true });
  }
  const encoding = ((spec as { encoding?: Record<string, { field?: string }> }).encoding ?? {}) as Record<string, { field?: string }>;
  const seriesField = encoding.color?.field;
  const series = seriesField ? [...new Set(rows.map((row) => String(row[seriesField])))] : [];
  const mark = (spec as { mark?: string | { type?: string } }).mark;
  const kind = typeof mark === "string" ? mark : (mark?.type ?? "chart");
  return {
    id: `${context.stepId}-chart`,
    stepId: context.stepId,
    type: "chart",
    uri: rendered.svgPath,
    mimeType: "image/svg+xml",
    sizeBytes: Buffer.byteLength(rendered.svg),
    metadata: { series, spec: rendered.specPath, kind, points: rows.length, ...(rendered.pngPath ? { png: rendered.pngPath } : {}) },
  };
};

const plot =
  (kind: ChartKind): Tool =>
  async (params, context) => {
    const { table, columns } = await inputTable(params, context);
    const x = requireColumn(columns, kind === "histogram" ? params.column : params.x, kind === "histogram" ? "column" : "x");
    const y = kind === "histogram" ? undefined : requireColumn(columns, params.y, "y");
    const color = params.color ? requireColumn(columns, params.color, "color") : undefined;
    if (y && !isNumericColumn(columns.find((column) => column.name === y)!)) throw inputError(`Cannot plot "${y}" on the y axis: it is not numeric`);
    const rows = await context.db.query(`SELECT * FROM ${q(table)} ${kind === "line" ? `ORDER BY ${q(x)}` : ""} LIMIT 5000`);
    const spec = chartSpec(kind, rows, columns, {
      x,
      ...(y ? { y } : {}),
      ...(color ? { color } : {}),
      ...(params.bins ? { bins: Number(params.bins) } : {}),
      ...(params.title ? { title: String(params.title) } : {}),
    });
    await mkdir(context.outputDir, { recursive: true });
    const { svgPath, specPath, svg, pngPath } = await renderChart(spec, context.outputDir, context.stepId, { png: context.png ?? "auto" });
    const series = color ? [...new Set(rows.map((row) => String(row[color])))] : [y ?? x];
    return {
      id: `${context.stepId}-chart`,
      stepId: context.stepId,
      type: "chart",
      uri: svgPath,
      mimeType: "image/svg+xml",
      sizeBytes: Buffer.byteLength(svg),
      metadata: { series, spec: specPath, kind, x, ...(y ? { y } : {}), points: rows.length, ...(pngPath ? { png: pngPath } : {}) },
    };
  };

function markdownTable(rows: Record<string, JsonValue>[], columns: Column[]): string {
  const cell = (value: JsonValue | undefined) =>
    (typeof value === "number" ? (Number.isInteger(value) ? String(value) : value.toFixed(2)) : String(value ?? "")).replaceAll("|", "\\|");
  return (
    [
      `| ${columns.map((column) => column.name).join(" | ")} |`,
      `| ${columns.map(() => "---").join(" | ")} |`,
      ...rows.map((row) => `| ${columns.map((column) => cell(row[column.name])).join(" | ")} |`),
    ].join("\n") + "\n"
  );
}

const saveTable: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const format = params.format === "markdown" ? "markdown" : "csv";
  const name = String(params.name ?? context.stepId).replace(/[^\w.-]/g, "_");
  await mkdir(context.outputDir, { recursive: true });
  const path = join(context.outputDir, `${name}.${format === "csv" ? "csv" : "md"}`);
  if (format === "csv") await context.db.run(`COPY (SELECT * FROM ${q(table)}) TO ${quoteLiteral(path)} (HEADER, DELIMITER ',')`);
  else await writeFile(path, markdownTable(await context.db.query(`SELECT * FROM ${q(table)} LIMIT 1000`), columns));
  const [count] = await context.db.query(`SELECT count(*) AS n FROM ${q(table)}`);
  return {
    id: `${context.stepId}-file`,
    stepId: context.stepId,
    type: "file",
    uri: path,
    mimeType: format === "csv" ? "text/csv" : "text/markdown",
    sizeBytes: (await stat(path)).size,
    rowCount: Number(count?.n ?? 0),
    columns,
    metadata: { format, table },
  };
};

const describeResult: Tool = async (params, context) => {
  const { table, columns } = await inputTable(params, context);
  const [count] = await context.db.query(`SELECT count(*) AS n FROM ${q(table)}`);
  const rows = Number(count?.n ?? 0);
  const sentences = [`The result has ${rows} row${rows === 1 ? "" : "s"} and ${columns.length} columns.`];
  const metric = columns.filter(isNumericColumn).at(-1);
  const label = columns.find((column) => !isNumericColumn(column));
  if (metric && rows > 0) {
    const [top] = await context.db.query(`SELECT * FROM ${q(table)} ORDER BY ${q(metric.name)} DESC NULLS LAST LIMIT 1`);
    const [bottom] = await context.db.query(`SELECT * FROM ${q(table)} ORDER BY ${q(metric.name)} ASC NULLS LAST LIMIT 1`);
    const name = (row: Record<string, JsonValue> | undefined) => (label && row ? ` (${String(row[label.name])})` : "");
    sentences.push(
      `The largest ${metric.name} is ${Number(top?.[metric.name]).toFixed(2)}${name(top)}; the smallest is ${Number(bottom?.[metric.name]).toFixed(2)}${name(bottom)}.`,
    );
  }
  const text = sentences.join(" ");
  return { id: `${context.stepId}-text`, stepId: context.stepId, type: "text", value: text, sizeBytes: Buffer.byteLength(text), metadata: { table } };
};

export const DATA_TOOLS: Record<string, Tool> = {
  load_data: loadData,
  query_sql: querySql,
  parse_datetime: parseDatetime,
  filter_rows: filterRows,
  sort_rows: sortRows,
  aggregate,
  segment_metric: segmentMetric,
  top_n: topN,
  compute_summary_stats: summaryStats,
  detect_anomalies: detectAnomalies,
  correlation,
  forecast_linear: forecastLinear,
  plot_line: plot("line"),
  plot_bar: plot("bar"),
  plot_histogram: plot("histogram"),
  plot_scatter: plot("scatter"),
  run_analysis: runAnalysis,
  render_chart: renderChartTool,
  save_table: saveTable,
  describe_result: describeResult,
};
