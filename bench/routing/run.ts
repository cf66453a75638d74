/**
 * Routing accuracy and gate adherence of the deterministic classifier on the labelled suite
 * bench/routing/requests.jsonl (88 requests written before tuning), with two ablations, and a 24-request held-out file written after tuning.
 * Run: cd bench && node --conditions=@modular-planner/source --import tsx routing/run.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { createDeterministicClassifier, createRouter, evaluateRouting, type LabelledRequest } from "@modular-planner/router";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const requests = readFileSync(here("./requests.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as LabelledRequest);
const heldout = readFileSync(here("./heldout.jsonl"), "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as LabelledRequest);
const constraints = { allow_web: true, allow_deep_research: true };

const variants: { name: string; router: ReturnType<typeof createRouter>; reqs: LabelledRequest[] }[] = [
  { name: "deterministic (full)", router: createRouter({ classifier: createDeterministicClassifier(), constraints }), reqs: requests },
  { name: "no abbreviation table", router: createRouter({ classifier: createDeterministicClassifier({ abbreviations: {} }), constraints }), reqs: requests },
  { name: "held-out (24 requests written after tuning)", router: createRouter({ classifier: createDeterministicClassifier(), constraints }), reqs: heldout },
  {
    name: "no session memory (turns and last_intent dropped)",
    router: createRouter({ classifier: createDeterministicClassifier(), constraints }),
    reqs: requests.map((r) => ({ ...r, turns: [], facts: r.facts.filter((f) => !f.startsWith("last_intent:")) })),
  },
];

const rows = [];
for (const v of variants) {
  const t0 = performance.now();
  const r = await evaluateRouting(v.router, v.reqs);
  const ms = performance.now() - t0;
  rows.push({ variant: v.name, ...r, msPerRequest: ms / r.total });
}
mkdirSync(here("../results"), { recursive: true });
writeFileSync(
  here("../results/routing.json"),
  JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, rows }, null, 2),
);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
console.log(`| variant | accuracy | plan | clarify | fork | gate jumps forked | gate violations | ms/request |`);
console.log(`|---|---|---|---|---|---|---|---|`);
for (const r of rows) {
  const b = (k: string) => `${r.byAction[k]?.correct ?? 0}/${r.byAction[k]?.total ?? 0}`;
  console.log(
    `| ${r.variant} | ${pct(r.accuracy)} (${r.correct}/${r.total}) | ${b("plan")} | ${b("clarify")} | ${b("fork")} | ${r.gateJumpsForked}/${r.gateJumps} | ${r.gateViolations} | ${r.msPerRequest.toFixed(2)} |`,
  );
}
for (const r of rows)
  if (r.misses.length) console.log(`\n${r.variant} misses: ${r.misses.map((m) => `${m.id} "${m.text}" expected ${m.expected} got ${m.got}`).join("; ")}`);
