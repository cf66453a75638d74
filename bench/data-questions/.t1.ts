import { parseQuestion, tokenize } from "../../packages/analysis/src/index.ts";
const cols = "sessionId,startedAt,deviceType,city,trafficSource,pageViews,durationSec,converted,orderValue".split(",").map((name) => ({ name, type: ["pageViews","durationSec","orderValue"].includes(name) ? "number" : name === "converted" ? "boolean" : name==="startedAt" ? "timestamp" : "string" })) as any;
const q = process.argv[2]!;
const r = parseQuestion(q, { name: "web_sessions", columns: cols, rows: 100 });
console.log(JSON.stringify(r.kind === "spec" ? { spec: r.spec, prov: r.provenance, a: r.assumptions, u: r.unapplied } : r, null, 1).slice(0, 3000));
console.log(tokenize(q, new Set(), new Set(cols.map((c: any) => c.name.toLowerCase()))).map((t) => t.word).join(" "));
import { linkColumns } from "../../packages/analysis/src/link.ts";
console.log(linkColumns("order value", cols));
