import { randomUUID } from "node:crypto";
import {
  compileChart,
  compileSql,
  deriveColumns,
  describeSpec,
  isAnalysisWord,
  linkColumns,
  linkValues,
  parseQuestion,
  requirementsOf,
  type AnalysisColumn,
  type AnalysisSpec,
  type AnalysisTable,
  type ParseOptions,
  type ParseResult,
} from "@modular-planner/analysis";
import {
  DEFAULT_DICTD_DIR,
  type Dictionary,
  type EnglishWords,
  glossQuestion,
  glossTable,
  openDictionaries,
  openEnglishWords,
} from "@modular-planner/glossary-dictd";
import { DEFAULT_WORDNET_DIR, openWordNet } from "@modular-planner/thesaurus-wordnet";
import type { DatasetSchema, JsonValue, Plan, PlanStep, RequirementSet, VerificationReport } from "@modular-planner/core";
import { chooseTimeGrain, listRequirementItems, ZERO_USAGE } from "@modular-planner/kit";
import type { PlanResult } from "@modular-planner/planner";
import type { QuestionReader } from "./analysis-reader.js";

/** What `load_data` sampled (see tools-data `metadata.profile`). */
export interface DatasetProfile {
  values: Record<string, string[]>;
  spans: Record<string, { days: number; distinctDays: number }>;
  /** Integer columns of 0s and 1s only: read as true/false (`AnalysisColumn.derived` `flag`). */
  flags?: string[];
  /** Time columns the data shows in order (`[from, to]`): a table's only two get their duration whatever their names. */
  ordered?: [string, string][];
  /** Number columns with empty cells: the share of rows (0 to 1) where each is empty. */
  empty?: Record<string, number>;
  /** Integer columns (not flags): their smallest and largest value (a 1–5 column is a rating scale). */
  ranges?: Record<string, { min: number; max: number }>;
}

export type AnalysisOutcome =
  | { kind: "planned"; planned: PlanResult; spec: AnalysisSpec; assumptions: string[]; unapplied: string[] }
  | Omit<Extract<ParseResult, { kind: "clarify" }>, "durationMs">
  | { kind: "refuse"; reason: string; verb: string }
  | { kind: "unsupported"; reason: string };

/** The English thesaurus (WordNet) installed, opened once per process: undefined until asked, null when there is none. */
let thesaurus: ((word: string) => readonly string[]) | null | undefined;

/**
 * The WordNet database in `MODULAR_PLANNER_WORDNET` (default `/usr/share/wordnet`, where Debian's wordnet-base installs
 * it; `off` reads none): a question's words that match nothing else are linked through its synonyms.
 */
function openThesaurus(): ((word: string) => readonly string[]) | undefined {
  if (thesaurus === undefined) {
    const dir = process.env.MODULAR_PLANNER_WORDNET ?? DEFAULT_WORDNET_DIR;
    try {
      const wordnet = dir === "off" ? undefined : openWordNet({ dir });
      thesaurus = wordnet ? (word: string) => wordnet.synonymsOf(word) : null;
    } catch {
      // A database that cannot be read links nothing: the question is read without synonyms.
      thesaurus = null;
    }
  }
  return thesaurus ?? undefined;
}

/** The bilingual dictionaries installed for glossing tables named in another language, opened once per process. */
let glossary: { dictionaries: Dictionary[]; english: EnglishWords | undefined; isEnglishWord?: (word: string) => boolean } | undefined;
const glossed = new Map<string, { table: AnalysisTable; language?: string }>();

/**
 * The dictionaries from other languages to English in `MODULAR_PLANNER_DICTD` (default
 * `/usr/share/dictd`, where Debian's dict-freedict-* packages install them; `off` reads none).
 */
function openGlossary(): NonNullable<typeof glossary> {
  const dir = process.env.MODULAR_PLANNER_DICTD ?? DEFAULT_DICTD_DIR;
  if (!glossary) {
    const english = dir === "off" ? undefined : openEnglishWords({ dir });
    glossary = {
      dictionaries: dir === "off" ? [] : openDictionaries({ dir }),
      english,
      // One function for the process: the parser keeps its word matches while it is the same.
      ...(english ? { isEnglishWord: (word: string) => english.has(word) } : {}),
    };
  }
  return glossary;
}

/**
 * The table a question is linked against: the schema's columns with their sampled values; a table
 * named in another language gets its names' English glosses from the installed dictionaries
 * (`glossTable`), once per table and process.
 */
export function analysisTable(dataset: DatasetSchema, profile: DatasetProfile | undefined): AnalysisTable {
  const table = plainTable(dataset, profile);
  const key = `${table.name}\u0000${table.columns.map((column) => column.name).join("\u0000")}`;
  let entry = glossed.get(key);
  if (!entry) {
    try {
      const { dictionaries, english } = openGlossary();
      const result: { table: AnalysisTable; language?: string } =
        dictionaries.length > 0 ? glossTable(table, dictionaries, { ...(english ? { english } : {}) }) : { table };
      entry = { table: result.table, ...(result.language ? { language: result.language } : {}) };
    } catch {
      // A dictionary that cannot be read glosses nothing: the names are read as written.
      entry = { table };
    }
    glossed.set(key, entry);
  }
  const read = entry.table;
  // The glosses are of the names; the sampled values are this profile's. A start/end pair of time columns
  // gets its duration as a derived column (computed in the query).
  return deriveColumns(
    read === table
      ? table
      : {
          ...table,
          ...(read.words ? { words: read.words } : {}),
          columns: table.columns.map((column, i) => ({
            ...column,
            ...(read.columns[i]?.words ? { words: read.columns[i]!.words } : {}),
            ...valueGlossesOf(column, read.columns[i]),
          })),
        },
    profile?.ordered ? { ordered: profile.ordered } : {},
  );
}

/**
 * Today's date (`YYYY-MM-DD`, local time) that "last month" and "this year" are read against when the data
 * reaches into that period; `MODULAR_PLANNER_TODAY` sets it (reproducible runs, old benchmarks).
 */
export function today(): string {
  const set = process.env.MODULAR_PLANNER_TODAY;
  if (set && /^\d{4}-\d{2}-\d{2}$/.test(set)) return set;
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The glosses of the sampled values this profile has (the glossed table may have been read from another profile of the same names). */
function valueGlossesOf(column: AnalysisColumn, read: AnalysisColumn | undefined): Pick<AnalysisColumn, "valueGlosses"> {
  const glosses = read?.valueGlosses;
  if (!glosses || !column.values) return {};
  const kept = Object.fromEntries(column.values.flatMap((value) => (typeof value === "string" && glosses[value] ? [[value, glosses[value]!]] : [])));
  return Object.keys(kept).length > 0 ? { valueGlosses: kept } : {};
}

/**
 * English for the words of a question in another language (`glossQuestion`), trying the language the
 * table's names were read in first; none without dictionaries or when the words are English.
 */
export function questionGlosses(question: string, table: AnalysisTable): Record<string, string> {
  try {
    const { dictionaries, english } = openGlossary();
    if (dictionaries.length === 0) return {};
    const language = [...glossed.values()].find((entry) => entry.table.name === table.name && entry.language)?.language;
    return glossQuestion(question, dictionaries, {
      ...(english ? { english } : {}),
      ...(language ? { language } : {}),
      confirm: tableConfirms(table),
      prefer: isAnalysisWord,
    }).glosses;
  } catch {
    return {};
  }
}

/**
 * How well an English sense names a column or a sampled value of the table (a link of 0.9 or more:
 * a word or a value, not an abbreviation's letters or a typo;
 * else 0): a question's word in another language is read in the sense its table confirms.
 */
function tableConfirms(table: AnalysisTable): (english: string) => number {
  const seen = new Map<string, number>();
  return (english) => {
    let score = seen.get(english);
    if (score === undefined) {
      score = Math.max(linkColumns(english, table.columns)[0]?.score ?? 0, linkValues(english, english, table.columns)[0]?.score ?? 0);
      // (A name's abbreviation confirms a sense too, more weakly: "Ausbeute" is yield, not crop, beside yld_pct.)
      if (score < 0.65) score = 0;
      seen.set(english, score);
    }
    return score;
  };
}

function plainTable(dataset: DatasetSchema, profile: DatasetProfile | undefined): AnalysisTable {
  return {
    name: dataset.name,
    ...(dataset.rowCount !== undefined ? { rows: dataset.rowCount } : {}),
    columns: dataset.columns.map((column): AnalysisColumn => {
      // "What percentage of bookings were no-shows" over NO_SHOW of 0s and 1s: a flag, as a true/false column is.
      if (column.type === "integer" && profile?.flags?.includes(column.name))
        return { name: column.name, type: "boolean", aliases: column.aliases ?? [], values: [true, false], derived: { kind: "flag", from: column.name } };
      return {
        name: column.name,
        type: column.type,
        aliases: column.aliases ?? [],
        ...(column.type === "string" && profile?.values[column.name] ? { values: profile.values[column.name] } : {}),
        ...(column.type === "boolean" ? { values: [true, false] } : {}),
        ...(profile?.empty?.[column.name] ? { empty: profile.empty[column.name] } : {}),
        ...(column.type === "integer" && profile?.ranges?.[column.name] ? { range: profile.ranges[column.name] } : {}),
        ...((column.type === "date" || column.type === "timestamp") && profile?.spans[column.name] ? { days: profile.spans[column.name]!.days } : {}),
      };
    }),
  };
}

let analysisWarmed = false;
/** A made-up table with one column of each type, for `warmAnalysis` (names no real table is likely to have, so no check it caches is reused by chance). */
const WARM_TABLE: AnalysisTable = {
  name: "warm",
  rows: 100,
  columns: [
    { name: "warm_order_date", type: "date", aliases: [] },
    { name: "warm_created_at", type: "timestamp", aliases: [] },
    { name: "warm_region", type: "string", aliases: [], values: ["North", "South", "East", "West"] },
    { name: "warm_customer_name", type: "string", aliases: [] },
    { name: "warm_net_sales", type: "number", aliases: [] },
    { name: "warm_units", type: "integer", aliases: [] },
    { name: "warm_returned", type: "boolean", aliases: [], values: [true, false] },
  ],
};

/**
 * Reads the question (and a few made-up ones) over a made-up table once per process, on a later turn
 * of the event loop, so that the parser's first use (cold code, its lexicons' indexes) is paid while
 * DuckDB reads the data file on its own threads instead of in understanding the question. The
 * answer is thrown away; nothing here can fail a run.
 */
export function warmAnalysis(question: string, chartProblem?: (spec: Record<string, unknown>) => string | undefined): void {
  if (analysisWarmed) return;
  analysisWarmed = true;
  setImmediate(() => {
    // The installed dictionaries (their folded indexes read) and the English word list, opened while DuckDB reads the file.
    try {
      for (const dictionary of openGlossary().dictionaries) dictionary.lookup([]);
    } catch {
      // Only a warm-up: glossing a table opens them again and reports nothing either.
    }
    // The thesaurus's indexes (WordNet's 6 MB, read whole on the first word asked), read here rather than in understanding.
    const synonymsOf = openThesaurus();
    try {
      synonymsOf?.("sales");
    } catch {
      // Only a warm-up: a thesaurus that cannot be read fails the same way in the reading, which goes on without it.
    }
    for (const text of [question, "top 5 regions by total net sales in 2024 as a bar chart", "average units per month where region is not North"]) {
      try {
        const parsed = parseQuestion(text, WARM_TABLE, synonymsOf ? { synonymsOf } : {});
        // The chart the question asks for, checked once over the made-up table: the same kind of chart later costs less.
        const chart = parsed.kind === "spec" ? compileChart(parsed.spec, WARM_TABLE.columns) : undefined;
        if (chart && chartProblem) chartProblem(chart);
      } catch {
        // Only a warm-up: the real reading reports its own errors.
      }
    }
  });
}

/**
 * The dataset as an LLM requirement extractor should see it: each column's sampled values and the
 * spec's candidate links for the question in its description, and the words that name a measure or
 * a grouping as aliases, so the extractor's label check accepts what the linking accepted.
 */
export function withLinkingContext(question: string, dataset: DatasetSchema, profile: DatasetProfile | undefined): DatasetSchema {
  const parsed = parseQuestion(question, analysisTable(dataset, profile));
  const links =
    parsed.kind === "spec" ? parsed.provenance.filter((entry) => entry.column && ["measure", "group", "filter", "bin"].includes(entry.element)) : [];
  return {
    ...dataset,
    columns: dataset.columns.map((column) => {
      const own = links.filter((entry) => entry.column === column.name);
      const named = own
        .filter((entry) => (entry.element === "measure" || entry.element === "group") && entry.words.toLowerCase() !== column.name.toLowerCase())
        .map((entry) => entry.words.toLowerCase());
      const aliases = [...new Set([...column.aliases, ...named])];
      const values = profile?.values[column.name];
      const parts = [
        ...(values?.length ? [`values: ${values.slice(0, 12).join(", ")}${values.length > 12 ? ", …" : ""}`] : []),
        ...own.map(
          (entry) => `linked from "${entry.words}" as ${entry.element}${entry.value ? ` ${entry.value}` : ""} (${entry.reason}, score ${entry.score})`,
        ),
      ];
      return { ...column, aliases, ...(parts.length ? { description: [column.description, ...parts].filter(Boolean).join("; ") } : {}) };
    }),
  };
}

export interface PlanAnalysisOptions {
  /** Why a compiled chart would not render (then it is left out and named). */
  chartProblem?: (spec: Record<string, unknown>) => string | undefined;
  /** E.g. the measure chosen in answer to a clarification. */
  parseOptions?: ParseOptions;
  /** Who reads the question after the embedded parser (`strategies.data: "llm"`); without one, the parser's reading is the spec. */
  reader?: QuestionReader;
}

/**
 * Plans a data question through one typed analysis spec: load → run_analysis (the compiled,
 * parameterised query: every filter, order and limit in one place) → render_chart (the compiled
 * Vega-Lite spec) → save_table. The plan cites the spec's requirement set and is verified like
 * any other; when the chart step does not verify it is dropped and the answer says so.
 */
export async function planAnalysis(
  question: string,
  dataset: DatasetSchema,
  profile: DatasetProfile | undefined,
  verify: (plan: Plan, requirements: RequirementSet) => Promise<VerificationReport>,
  options: PlanAnalysisOptions = {},
): Promise<AnalysisOutcome> {
  const { chartProblem = () => undefined, parseOptions = {}, reader } = options;
  // The table as read: its sampled values and, for names in another language, their glosses (once per table).
  const table = analysisTable(dataset, profile);
  // Understanding time: parse, link, compile and verify, from the profile already read (no DuckDB).
  const started = performance.now();
  // Words of another language the lexicon does not know, read through the installed dictionaries (part of understanding).
  const glosses = parseOptions.glosses ?? questionGlosses(question, table);
  const isEnglishWord = glossary?.isEnglishWord;
  const synonymsOf = openThesaurus();
  const readOptions: ParseOptions = {
    today: today(),
    ...(isEnglishWord ? { isEnglishWord } : {}),
    ...(synonymsOf ? { synonymsOf } : {}),
    ...parseOptions,
    ...(Object.keys(glosses).length > 0 ? { glosses } : {}),
  };
  const embedded = parseQuestion(question, table, readOptions);
  const read = reader ? await reader(question, table, embedded) : { parsed: embedded, usage: ZERO_USAGE };
  const parsed = read.parsed;
  if (parsed.kind !== "spec") return parsed;
  const { spec } = parsed;
  const time = spec.groupBy.find((group) => group.bin === "auto");
  const span = time ? profile?.spans[time.column] : undefined;
  const timestamps = time ? table.columns.find((column) => column.name === time.column)?.type === "timestamp" : false;
  const autoBin = time ? chooseTimeGrain("unknown", span?.days ?? 0, span?.distinctDays, timestamps) : undefined;
  const assumptions = [...parsed.assumptions];
  if (time && autoBin) assumptions.push(`Time grain of ${time.column}: ${autoBin} (the data spans ${span?.days ?? 0} days).`);
  const query = compileSql(spec, "data", table.columns, autoBin ? { autoBin } : {});
  const unapplied = [...parsed.unapplied];
  const compiled = compileChart(spec, table.columns);
  // A chart that does not compile is left out and named, never a failed run.
  const problem = compiled ? chartProblem(compiled) : undefined;
  if (problem) unapplied.push(`the ${spec.chart} chart (${problem})`);
  const chart = problem ? undefined : compiled;
  const requirements = requirementsOf(spec);
  if (!chart) {
    requirements.outputs = requirements.outputs.filter((output) => output !== "chart");
    requirements.analysis = requirements.analysis.filter((label) => label !== "distribution");
  }
  const ids = listRequirementItems(requirements).map((item) => item.id);
  const chartIds: string[] = ids.filter((id) => id === "outputs:chart" || id === "analysis:distribution");
  const steps: PlanStep[] = [
    {
      id: "load",
      kind: "tool",
      tool: "load_data",
      description: "Load the data file",
      params: { path: dataset.source ?? dataset.name },
      satisfies: [],
      dependsOn: [],
      checks: [],
    },
    {
      id: "analyze",
      kind: "tool",
      tool: "run_analysis",
      description: `One query: ${describeSpec(spec).join("; ")}`,
      params: { table: { ref: "load" }, sql: query.sql, params: query.params, spec: spec as unknown as JsonValue },
      satisfies: ids.filter((id) => !id.startsWith("outputs:") && !chartIds.includes(id)),
      dependsOn: ["load"],
      checks: [],
    },
  ];
  if (chart)
    steps.push({
      id: "chart",
      kind: "tool",
      tool: "render_chart",
      description: `${spec.chart} chart`,
      params: { table: { ref: "analyze" }, spec: chart as JsonValue },
      satisfies: chartIds,
      dependsOn: ["analyze"],
      checks: [],
    });
  steps.push({
    id: "save",
    kind: "tool",
    tool: "save_table",
    description: "Save the answer table",
    params: { table: { ref: "analyze" }, name: "answer", format: "csv" },
    satisfies: ["outputs:table"],
    dependsOn: ["analyze"],
    checks: [],
  });
  // Steps that cite nothing (a distribution has no metric to compute) still feed a step that does.
  const plan: Plan = { version: "1", id: randomUUID(), goal: question, requirements, steps };
  let report = await verify(plan, requirements);
  if (!report.ok && chart) {
    // The simplest valid plan: the answer table without the chart.
    const reduced = {
      ...requirements,
      outputs: requirements.outputs.filter((output) => output !== "chart"),
      analysis: requirements.analysis.filter((label) => label !== "distribution"),
    };
    const issues = report.issues.filter((issue) => issue.severity === "error").map((issue) => issue.message);
    plan.steps = plan.steps.filter((step) => step.id !== "chart");
    plan.requirements = reduced;
    report = await verify(plan, reduced);
    unapplied.push(`the chart (${issues.join("; ")})`);
  }
  if (!report.ok) return { kind: "unsupported", reason: report.issues.map((issue) => issue.message).join("; ") };
  const planned: PlanResult = {
    plan,
    requirements: plan.requirements,
    template: undefined,
    intents: [],
    tools: [],
    report,
    usage: read.usage,
    trace: [
      {
        stage: "analysis",
        durationMs: performance.now() - started,
        decision: describeSpec(spec).join("; ") || spec.mode,
        reason: [...assumptions, ...unapplied.map((item) => `not applied: ${item}`)].join("; ") || "every element linked exactly",
      },
    ],
  };
  return { kind: "planned", planned, spec, assumptions, unapplied };
}
