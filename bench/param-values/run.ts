/**
 * Parameter values from the request (issue #25): how many of the gold calls' parameter values the
 * planner fills from the words of the request, on Seal-Tools `calls-*.jsonl`.
 *
 * - **Gold tools** (resolution taken out): each gold call's tool is given; its values are read from
 *   the clause of the request that best matches the tool (its name and description words).
 * - **Full plans**: the offline intent path plans the request itself (pattern decomposer with
 *   refinement, semantic resolver, no verifier); plan steps are matched to gold calls by tool name.
 *
 * Parameter-name F1 and value F1 are micro-averaged over calls. Values are compared normalised (case,
 * whitespace, trailing punctuation, number and date formats). Gold values that refer to an earlier
 * call's output (`API_call_1`) are wiring, not values: they are left out and counted apart.
 * Baselines: filling nothing, and filling only quoted strings.
 *
 *   cd bench && node --conditions=@modular-planner/source --import tsx param-values/run.ts [--datasets <dir>] [--limit N]
 */
import { readFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToolMetadata } from "@modular-planner/core";
import { createToolCatalog, isStepReference } from "@modular-planner/kit";
import { createPatternDecomposer } from "@modular-planner/decomposer-pattern";
import { datasetToolToMetadata, readDatasetCatalog } from "@modular-planner/eval";
import { createModularPlanner, splitClauses } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createSemanticResolver } from "@modular-planner/resolver-semantic";
import { extractParamValues, normalizeValue, splitIdentifier, stem, STOP_WORDS } from "@modular-planner/retrieval";

const here = dirname(fileURLToPath(import.meta.url));
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const datasets = resolve(argument("datasets") ?? process.env.DATASETS_DIR ?? process.env.DATASETS ?? join(here, "../../../shared/datasets"));
const limit = Number(argument("limit") ?? Infinity);
const skipPlans = process.argv.includes("--no-plans");
const NOW = new Date("2025-01-15T12:00:00Z");

interface Call {
  tool: string;
  params: Record<string, unknown>;
}
interface CallRecord {
  id: string;
  query: string;
  calls: Call[];
}
type Values = Record<string, unknown>;

class Counts {
  predicted = 0;
  gold = 0;
  names = 0;
  values = 0;
  add(predicted: Values, gold: Values) {
    this.predicted += Object.keys(predicted).length;
    this.gold += Object.keys(gold).length;
    for (const [name, value] of Object.entries(predicted)) {
      if (!(name in gold)) continue;
      this.names++;
      if (normalizeValue(value) === normalizeValue(gold[name])) this.values++;
    }
  }
  f1(hits: number) {
    const precision = this.predicted ? hits / this.predicted : 0;
    const recall = this.gold ? hits / this.gold : 0;
    return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
  }
}

const isReference = (value: unknown) => typeof value === "string" && /^API_call_\d+$/.test(value);
const goldValues = (call: Call): Values => Object.fromEntries(Object.entries(call.params).filter(([, value]) => !isReference(value)));
const contentWords = (text: string) =>
  new Set(
    splitIdentifier(text)
      .map(stem)
      .filter((word) => !STOP_WORDS.has(word) && word.length > 2),
  );

/** The clause of the request that best matches a tool: shared words with its name, description and parameter descriptions. */
function clauseFor(clauses: string[], tool: ToolMetadata, used: Set<number>): string {
  const toolWords = contentWords(`${tool.name} ${tool.description}`);
  const paramWords = contentWords(
    Object.entries(tool.params.properties)
      .map(([name, schema]) => `${name} ${schema.description ?? ""}`)
      .join(" "),
  );
  let best = 0;
  let bestScore = -1;
  clauses.forEach((clause, index) => {
    const words = contentWords(clause);
    let score = 0;
    for (const word of words) score += (toolWords.has(word) ? 2 : 0) + (paramWords.has(word) ? 0.5 : 0);
    if (used.has(index)) score -= 0.5;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  used.add(best);
  return clauses[best]!;
}

/** Clauses of a request: sentences, then the planner's own clause split. */
const clausesOf = (query: string) =>
  query
    .split(/(?<=[.!?])\s+(?=[A-Z"'])/)
    .flatMap((sentence) => splitClauses(sentence).map((part) => part.text))
    .filter((part) => part.trim());

/** The quoted-strings-only baseline: each quoted string of the clause, in order, to the tool's string parameters in schema order (required first). */
function quotedOnly(text: string, tool: ToolMetadata): Values {
  const quoted = [...text.matchAll(/(^|[\s(:=,])(["'])([^"'\n]{1,400}?)\2(?=$|[\s),.;:!?])/g)].map((match) => match[3]!);
  const strings = Object.entries(tool.params.properties)
    .filter(([, schema]) => schema.type === "string" && !schema.enum)
    .map(([name]) => name);
  const ordered = [...strings.filter((name) => tool.params.required.includes(name)), ...strings.filter((name) => !tool.params.required.includes(name))];
  return Object.fromEntries(quoted.slice(0, ordered.length).map((value, index) => [ordered[index]!, value]));
}

const splits = [
  { label: "seal-tools calls-dev", file: "calls-dev.jsonl" },
  { label: "seal-tools calls-test-in-domain", file: "calls-test-in-domain.jsonl" },
];
const seen = new Set<string>();
const tools = (await readDatasetCatalog(join(datasets, "seal-tools", "catalog.jsonl")))
  .filter((tool) => !seen.has(tool.name) && seen.add(tool.name))
  .map(datasetToolToMetadata);
const catalog = createToolCatalog(tools);
const registry = await loadRegistry();
const results: Record<string, unknown>[] = [];
for (const split of splits) {
  const records = (await readFile(join(datasets, "seal-tools", split.file), "utf8"))
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CallRecord)
    .slice(0, limit);
  const gold = { extractor: new Counts(), nothing: new Counts(), quoted: new Counts() };
  let references = 0;
  let calls = 0;
  for (const record of records) {
    const clauses = clausesOf(record.query);
    const used = new Set<number>();
    for (const call of record.calls) {
      const tool = catalog.get(call.tool);
      if (!tool) continue;
      calls++;
      references += Object.values(call.params).filter(isReference).length;
      const expected = goldValues(call);
      const clause = clauseFor(clauses, tool, used);
      const extracted = extractParamValues(clause, tool.params, { now: NOW });
      gold.extractor.add(Object.fromEntries(Object.entries(extracted).map(([name, value]) => [name, value.value])), expected);
      gold.nothing.add({}, expected);
      gold.quoted.add(quotedOnly(clause, tool), expected);
      if (process.env.PARAM_DEBUG) {
        const predicted = Object.fromEntries(Object.entries(extracted).map(([name, value]) => [name, value.value]));
        const wrong = Object.keys({ ...predicted, ...expected }).filter((name) => normalizeValue(predicted[name]) !== normalizeValue(expected[name]));
        if (wrong.length) console.error(`${record.id} ${call.tool} | ${clause}\n  gold ${JSON.stringify(expected)}\n  got  ${JSON.stringify(predicted)}`);
      }
    }
  }
  const plans = { planner: new Counts(), nothing: new Counts(), quoted: new Counts() };
  let planned = 0;
  if (!skipPlans) {
    const planner = createModularPlanner({
      catalog,
      capabilityMap: registry.capabilityMap,
      templates: [],
      requirements: createDeterministicExtractor(),
      verifiers: [],
      decomposer: createPatternDecomposer(),
      resolver: createSemanticResolver({ cacheDir: false }),
      narrowing: false,
      now: () => NOW,
    });
    for (const record of records) {
      const expected = record.calls.filter((call) => catalog.get(call.tool));
      let steps: { tool: string; params: Values; quoted: Values }[] = [];
      try {
        const result = await planner.plan(record.query);
        planned++;
        steps = result.plan.steps
          .filter((step) => step.kind === "tool")
          .map((step) => ({
            tool: step.tool,
            params: Object.fromEntries(Object.entries(step.params).filter(([, value]) => !isStepReference(value))),
            quoted: catalog.get(step.tool) ? quotedOnly(step.description, catalog.get(step.tool)!) : {},
          }));
      } catch {
        // A clarification or a verification failure: an empty plan.
      }
      const left = [...steps];
      for (const call of expected) {
        const index = left.findIndex((step) => step.tool === call.tool);
        const step = index >= 0 ? left.splice(index, 1)[0]! : undefined;
        plans.planner.add(step?.params ?? {}, goldValues(call));
        plans.nothing.add({}, goldValues(call));
        plans.quoted.add(step?.quoted ?? {}, goldValues(call));
      }
      for (const step of left) {
        plans.planner.add(step.params, {});
        plans.quoted.add(step.quoted, {});
      }
    }
  }
  const row = (counts: Counts) => ({ name: counts.f1(counts.names), value: counts.f1(counts.values) });
  results.push({
    split: split.label,
    records: records.length,
    calls,
    references,
    goldTools: { extractor: row(gold.extractor), nothing: row(gold.nothing), quoted: row(gold.quoted) },
    ...(skipPlans ? {} : { plans: { planner: row(plans.planner), nothing: row(plans.nothing), quoted: row(plans.quoted) }, planned }),
  });
}

const f = (value: number) => value.toFixed(3);
const lines = ["| split | setting | filler | name P / R / F1 | value P / R / F1 |", "|---|---|---|---|---|"];
type Row = { name: ReturnType<Counts["f1"]>; value: ReturnType<Counts["f1"]> };
const line = (split: string, setting: string, label: string, row: Row) =>
  `| ${split} | ${setting} | ${label} | ${f(row.name.precision)} / ${f(row.name.recall)} / **${f(row.name.f1)}** | ${f(row.value.precision)} / ${f(row.value.recall)} / **${f(row.value.f1)}** |`;
for (const result of results as { split: string; goldTools: Record<string, Row>; plans?: Record<string, Row> }[]) {
  for (const [filler, label] of [
    ["nothing", "nothing (baseline)"],
    ["quoted", "quoted strings only (baseline)"],
    ["extractor", "extractParamValues"],
  ] as const)
    lines.push(line(result.split, "gold tools", label, result.goldTools[filler]!));
  if (result.plans)
    for (const [filler, label] of [
      ["nothing", "nothing (baseline)"],
      ["quoted", "quoted strings only (baseline)"],
      ["planner", "the planner's values"],
    ] as const)
      lines.push(line(result.split, "full offline plans", label, result.plans[filler]!));
}
const notes = (results as { split: string; records: number; calls: number; references: number; planned?: number }[]).map(
  (result) =>
    `- ${result.split}: ${result.records} requests, ${result.calls} gold calls; ${result.references} gold values refer to an earlier call's output and are left out${result.planned !== undefined ? `; ${result.planned} requests planned without a clarification (the others count as empty plans)` : ""}.`,
);
console.log([...lines, "", ...notes].join("\n"));
await mkdir(join(here, "../results"), { recursive: true });
await writeFile(join(here, "../results/param-values.json"), JSON.stringify(results, null, 2));
