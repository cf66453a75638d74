import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ConfigurationError, PlanSchema, type Check, type Plan, type PlanStepInput } from "@modular-planner/core";
import { planToYaml } from "@modular-planner/planner";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";

/** A row of YAAAF's `planner_dataset.csv`. */
export interface YaaafRow {
  scenario: string;
  workflow_yaml: string;
  agents_used: string;
  num_agents: string;
  num_steps: string;
  complexity: string;
  is_valid: string;
  error_message: string;
}

/** RFC 4180 CSV (quoted fields with `""` escapes and line breaks) into objects keyed by the header row. */
export function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  const [header, ...body] = rows.filter((candidate) => candidate.length > 1 || candidate[0] !== "");
  if (!header) return [];
  return body.map((values) => Object.fromEntries(header.map((name, index) => [name, values[index] ?? ""])));
}

/**
 * The registry data tool standing in for a YAAAF agent, or undefined (the agent's own name is kept
 * as the tool, so the example is dropped against a catalog without it). A generic mapping, by
 * agent and by words of the asset's description for charts; not tuned to individual records.
 */
export function yaaafToolFor(agent: string, description: string): string | undefined {
  switch (agent) {
    case "SqlAgent":
      return "query_sql";
    case "UserInputAgent":
      return "ask_user";
    case "NumericalSequencesAgent":
      return "aggregate";
    case "AnswererAgent":
      return "describe_result";
    case "VisualizationAgent": {
      const text = description.toLowerCase();
      if (/distribution|histogram/.test(text)) return "plot_histogram";
      if (/scatter|correlat|relationship/.test(text)) return "plot_scatter";
      if (/trend|over time|time series|timeline|daily|weekly|monthly|yearly/.test(text)) return "plot_line";
      return "plot_bar";
    }
    default:
      return undefined;
  }
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** A YAAAF check string (`row_count > 0`, `columns: [a, b]`, `file_size < 5MB`) as a plan check; anything else is kept as `custom`. */
export function convertYaaafCheck(text: string): Check {
  const trimmed = text.trim();
  const comparison = /^(row_count|file_size)\s*(>=|<=|!=|=|>|<)\s*([\d.]+)\s*([kKmMgG]?[bB])?$/.exec(trimmed);
  if (comparison) {
    const [, type, operator, number, unit] = comparison;
    const value = Number(number) * (type === "file_size" && unit ? SIZE_UNITS[unit.toLowerCase()]! : 1);
    return { type: type as "row_count" | "file_size", operator: operator as ">" | ">=" | "=" | "<" | "<=" | "!=", value };
  }
  const list = /^(columns|no_null_values|no_empty_values):\s*\[([^\]]*)\]$/.exec(trimmed);
  if (list) {
    const columns = list[2]!
      .split(",")
      .map((column) => column.trim())
      .filter(Boolean);
    if (columns.length > 0) return list[1] === "columns" ? { type: "columns", columns } : { type: "no_null_values", columns };
  }
  const name = /^([A-Za-z_]+)/.exec(trimmed)?.[1] ?? "check";
  return { type: "custom", name, args: { expression: trimmed } };
}

interface YaaafAsset {
  agent?: string;
  description?: string;
  type?: string;
  inputs?: string[];
  checks?: unknown[];
}

/**
 * One YAAAF row as a plan (id `yaaaf-<row>`, goal = the scenario): one step per asset, the agent
 * mapped to a data tool (`raw: true` keeps every agent name), `inputs` as dependencies, checks
 * converted. `types` keeps each asset's YAAAF type (text, table, image, model) for the YAML.
 */
export function yaaafRowToPlan(row: YaaafRow, index: number, options: { raw?: boolean } = {}): { plan: Plan; agents: string[]; types: Record<string, string> } {
  const document = parseYaml(row.workflow_yaml) as { assets?: Record<string, YaaafAsset> } | null;
  const assets = document?.assets;
  if (!assets || typeof assets !== "object" || Object.keys(assets).length === 0) throw new Error("workflow_yaml has no assets");
  const names = new Set(Object.keys(assets));
  const agents: string[] = [];
  const types: Record<string, string> = {};
  const steps: PlanStepInput[] = Object.entries(assets).map(([id, asset]) => {
    const agent = String(asset.agent ?? "").trim();
    if (!agent) throw new Error(`asset "${id}" has no agent`);
    agents.push(agent);
    if (asset.type) types[id] = String(asset.type);
    const description = String(asset.description ?? "").trim();
    const tool = (options.raw ? undefined : yaaafToolFor(agent, description)) ?? agent;
    const inputs = (Array.isArray(asset.inputs) ? asset.inputs : []).map(String);
    const unknown = inputs.filter((input) => !names.has(input));
    if (unknown.length > 0) throw new Error(`asset "${id}" takes unknown inputs ${unknown.join(", ")}`);
    return {
      id,
      kind: tool === "ask_user" ? "ask-user" : "tool",
      tool,
      description,
      params: {},
      satisfies: [],
      dependsOn: inputs,
      checks: (Array.isArray(asset.checks) ? asset.checks : []).map((check) => convertYaaafCheck(String(check))),
    };
  });
  const plan = PlanSchema.parse({ id: `yaaaf-${String(index).padStart(4, "0")}`, goal: row.scenario.trim().replace(/^"|"$/g, ""), steps });
  return { plan, agents, types };
}

/** A row as a plan and its YAML asset workflow (`planToYaml`, with each asset's YAAAF type and the source row). */
export function convertYaaafRow(row: YaaafRow, index: number, options: { raw?: boolean } = {}): { plan: Plan; yaml: string; agents: string[] } {
  const { plan, agents, types } = yaaafRowToPlan(row, index, options);
  const yamlDocument = parseYaml(planToYaml(plan)) as { assets: Record<string, Record<string, unknown>> };
  for (const [id, type] of Object.entries(types)) yamlDocument.assets[id]!.type = type;
  const yaml = `# Converted from YAAAF planner_dataset.csv row ${index} (fractalego/yaaaf, MIT) by scripts/import-yaaaf.ts. Do not commit.\n${stringifyYaml({ ...yamlDocument, source: `yaaaf/planner_dataset.csv#${index}` })}`;
  return { plan, yaml, agents };
}

export interface YaaafImportOptions {
  /** The folder holding `planner_dataset.csv` (`../shared/datasets/yaaaf`). */
  datasetDir: string;
  /** Where the YAML files go (a gitignored cache, e.g. `.cache/examples/yaaaf`). Earlier `yaaaf-*.yaml` files there are replaced. */
  outDir: string;
  /** Keep YAAAF agent names as tools instead of mapping them to the registry's data tools. */
  raw?: boolean;
}

export interface YaaafImportReport {
  rows: number;
  written: number;
  failed: { row: number; reason: string }[];
  /** Steps per YAAAF agent, and how many of the written plans use only mapped agents (registry tools). */
  agents: Record<string, number>;
  onlyMappedAgents: number;
  outDir: string;
}

/** Reads `planner_dataset.csv` at run time and writes one YAML plan per row into `outDir`, plus `report.json`. */
export function importYaaaf(options: YaaafImportOptions): YaaafImportReport {
  const csvPath = join(options.datasetDir, "planner_dataset.csv");
  if (!existsSync(csvPath)) {
    throw new ConfigurationError(`The YAAAF dataset was not found at ${csvPath}.`, {
      hint: "Point --dataset at ../shared/datasets/yaaaf (see ../shared/datasets/README.md).",
    });
  }
  const rows = parseCsv(readFileSync(csvPath, "utf8")) as unknown as YaaafRow[];
  mkdirSync(options.outDir, { recursive: true });
  for (const name of readdirSync(options.outDir)) if (/^yaaaf-\d+\.yaml$/.test(name)) rmSync(join(options.outDir, name));
  const report: YaaafImportReport = { rows: rows.length, written: 0, failed: [], agents: {}, onlyMappedAgents: 0, outDir: options.outDir };
  rows.forEach((row, index) => {
    try {
      const { plan, yaml, agents } = convertYaaafRow(row, index, { raw: options.raw ?? false });
      writeFileSync(join(options.outDir, `${plan.id}.yaml`), yaml);
      report.written++;
      for (const agent of agents) report.agents[agent] = (report.agents[agent] ?? 0) + 1;
      if (agents.every((agent, position) => yaaafToolFor(agent, plan.steps[position]!.description) !== undefined)) report.onlyMappedAgents++;
    } catch (error) {
      report.failed.push({ row: index, reason: error instanceof Error ? error.message : String(error) });
    }
  });
  writeFileSync(join(options.outDir, "report.json"), `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
