// Parse-only dump (not committed): each question's spec as one line, for quick iteration.
import { writeFileSync } from "node:fs";
import { DuckDBInstance } from "@duckdb/node-api";
import { parseQuestion, type AnalysisColumn } from "../../packages/analysis/src/index.ts";
import { loadQuestions, tablePath } from "./suite.ts";

const typeOf = (t: string): AnalysisColumn["type"] => /^(TINYINT|SMALLINT|INTEGER|BIGINT|HUGEINT|UTINYINT|USMALLINT|UINTEGER|UBIGINT|INT)/.test(t) ? "integer" : /^(DOUBLE|FLOAT|DECIMAL|REAL)/.test(t) ? "number" : t.startsWith("TIMESTAMP") ? "timestamp" : t === "DATE" ? "date" : t === "BOOLEAN" ? "boolean" : t === "VARCHAR" ? "string" : "unknown";
const db = await (await DuckDBInstance.create(":memory:")).connect();
const tables = new Map<string, { name: string; columns: AnalysisColumn[] }>();
const only = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const lines: string[] = []; const times: number[] = [];
for (const q of loadQuestions()) {
  if (only.length && !only.some((o) => q.id === o || q.category === o)) continue;
  let table = tables.get(q.table) as { name: string; columns: AnalysisColumn[]; rows?: number } | undefined;
  if (!table) {
    await db.run(`CREATE OR REPLACE TABLE t AS SELECT * FROM read_csv_auto('${tablePath(q.table)}')`);
    const desc = (await db.runAndReadAll("DESCRIBE t")).getRowObjectsJson() as { column_name: string; column_type: string }[];
    const columns: AnalysisColumn[] = [];
    for (const d of desc) {
      const type = typeOf(d.column_type);
      const col: AnalysisColumn = { name: d.column_name, type, aliases: [] };
      if (type === "string") {
        const vals = (await db.runAndReadAll(`SELECT CAST("${d.column_name}" AS VARCHAR) v, count(*) n FROM t WHERE "${d.column_name}" IS NOT NULL GROUP BY 1 ORDER BY n DESC, v LIMIT 51`)).getRowObjectsJson().map((r) => String(r.v));
        if (vals.length <= 50) (col as { values?: string[] }).values = vals;
      }
      if (type === "boolean") (col as { values?: boolean[] }).values = [true, false];
      columns.push(col);
    }
    const rows = Number((await db.runAndReadAll("SELECT count(*) n FROM t")).getRowObjectsJson()[0]!.n);
    tables.set(q.table, (table = { name: q.table, columns, rows }));
  }
  const t0 = performance.now(); const r = parseQuestion(q.question, table); times.push(performance.now() - t0);
  let out: string;
  if (r.kind === "spec") {
    const s = r.spec;
    out = `mode=${s.mode} sel=${JSON.stringify(s.select)} meas=${s.measures.map((m) => `${m.aggregate}(${m.column ?? "*"})${(m as { share?: boolean }).share ? "%" : ""}`).join(",")} gb=${s.groupBy.map((g) => g.column + (g.bin ? ":" + g.bin : "")).join(",")} f=${s.filters.map((f) => `${f.column}${f.operator}${JSON.stringify(f.values)}`).join(` ${s.filterLogic} `)} ord=${s.orderBy.map((o) => o.by + ":" + o.direction).join(",")} lim=${s.limit ?? ""}${(s as { limitWithin?: unknown }).limitWithin ? "/within" : ""} chart=${s.chart}` + (r.unapplied?.length ? ` NOTAPPLIED=${JSON.stringify(r.unapplied)}` : "");
  } else if (r.kind === "clarify") out = `CLARIFY ${r.question}`;
  else out = `${r.kind.toUpperCase()} ${(r as { reason?: string }).reason ?? ""}`;
  lines.push(`${q.id}\t${q.expected.outcome}\t${out}\t| ${q.question} | ${q.expected.sql ?? ""} ${q.expected.chart ?? ""}`);
}
const file = process.argv.find((a) => a.startsWith("--out="))?.slice(6) ?? "/tmp/dbg/specs.tsv";
writeFileSync(file, lines.join("\n") + "\n");
console.log(`${lines.length} questions -> ${file}`);
times.sort((a, b) => a - b); console.log(`parse p50 ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(1)} ms`);
