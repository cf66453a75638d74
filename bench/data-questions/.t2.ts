import { parseQuestion, tokenize } from "../../packages/analysis/src/index.ts";
import { linkColumns } from "../../packages/analysis/src/link.ts";
import { DuckDBInstance } from "@duckdb/node-api";
import { tablePath } from "./suite.ts";
const db = await (await DuckDBInstance.create(":memory:")).connect();
const [table, q, ...probes] = process.argv.slice(2);
await db.run(`CREATE TABLE t AS SELECT * FROM read_csv_auto('${tablePath(table!)}')`);
const desc = (await db.runAndReadAll("DESCRIBE t")).getRowObjectsJson() as any[];
const typeOf = (t: string) => /INT/.test(t) ? "integer" : /DOUBLE|DECIMAL|FLOAT/.test(t) ? "number" : t.startsWith("TIMESTAMP") ? "timestamp" : t === "DATE" ? "date" : t === "BOOLEAN" ? "boolean" : "string";
const columns: any[] = [];
for (const d of desc) { const c: any = { name: d.column_name, type: typeOf(d.column_type) }; if (c.type === "string") { const v = (await db.runAndReadAll(`SELECT DISTINCT CAST("${d.column_name}" AS VARCHAR) v FROM t LIMIT 51`)).getRowObjectsJson().map((r: any) => r.v); if (v.length <= 50) c.values = v; } if (c.type === "boolean") c.values = [true, false]; columns.push(c); }
const rows = Number((await db.runAndReadAll("SELECT count(*) n FROM t")).getRowObjectsJson()[0]!.n);
console.log(tokenize(q!).map((t) => t.word).join(" "));
const r = parseQuestion(q!, { name: table!, columns, rows });
if (r.kind === "spec") { const { title, version, ...spec } = r.spec as any; console.log(JSON.stringify(spec)); console.log(r.provenance.map((p) => `${p.element} ${p.column ?? ""} <${p.words}> ${p.score} ${p.reason}`).join("\n")); console.log(r.assumptions, r.unapplied); } else console.log(r);
for (const p of probes) console.log(p, linkColumns(p, columns).slice(0, 4));
