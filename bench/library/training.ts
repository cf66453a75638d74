/**
 * What the library tuning scripts (tune-answer-always*.ts, tune-cases-first.ts) share: the TRAINING
 * data they may read (UltraTool's training part, the 80% not held out by the library bench, and
 * seal-tools queries-dev; test files and the held-out 20% are never read), the 5 folds of their
 * cross-validation, and the planner they tune (as shipped: deterministic requirements, the rules
 * verifier, no templates, no narrowing; the decomposer, resolver and answer-always options given).
 */
import { createHash } from "node:crypto";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Decomposer, Resolver, ToolMetadata } from "@modular-planner/core";
import { datasetToolToMetadata, readDatasetQueries, readDatasetTools, type DatasetQuery } from "@modular-planner/eval";
import { createToolCatalog } from "@modular-planner/kit";
import { isHeldOut } from "@modular-planner/plan-library";
import { createModularPlanner, type ModularPlannerSettings } from "@modular-planner/planner";
import { loadRegistry } from "@modular-planner/registry";
import { createDeterministicExtractor } from "@modular-planner/requirements";
import { createRulesVerifier } from "@modular-planner/verifier-rules";

/** The datasets folder: `--datasets <dir>`, else DATASETS_DIR, else the shared one. */
export function datasetsFolder(): string {
  const { values } = parseArgs({ options: { datasets: { type: "string" } } });
  return resolve(values.datasets ?? process.env.DATASETS_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "../../../shared/datasets"));
}

export const FOLDS = 5;
/** A request's cross-validation fold, by sha256("fold:" + id). */
export const foldOf = (id: string) => createHash("sha256").update(`fold:${id}`).digest().readUInt32BE(0) % FOLDS;

export interface TrainingSplit {
  dataset: "ultratool" | "seal-tools";
  tools: ToolMetadata[];
  queries: DatasetQuery[];
}

/** UltraTool's training part (not held out) and seal-tools queries-dev, with their catalogs. */
export async function loadTrainingSplits(datasets: string): Promise<TrainingSplit[]> {
  const splits: TrainingSplit[] = [];
  for (const [dataset, file, heldOut] of [
    ["ultratool", "queries.jsonl", true],
    ["seal-tools", "queries-dev.jsonl", false],
  ] as const) {
    const tools = (await readDatasetTools(join(datasets, dataset, "catalog.jsonl"))).tools.map(datasetToolToMetadata);
    const queries = await readDatasetQueries(join(datasets, dataset, file));
    splits.push({ dataset, tools, queries: heldOut ? queries.filter((query) => !isHeldOut(query.id)) : queries });
  }
  return splits;
}

let registry: ReturnType<typeof loadRegistry> | undefined;

/** The planner over a dataset's catalog as the tuning scripts plan with it. */
export async function trainingPlanner(
  tools: ToolMetadata[],
  options: { decomposer: Decomposer; resolver: Resolver } & Pick<ModularPlannerSettings, "answerAlways" | "chain">,
) {
  registry ??= loadRegistry();
  return createModularPlanner({
    catalog: createToolCatalog(tools),
    capabilityMap: (await registry).capabilityMap,
    templates: [],
    requirements: createDeterministicExtractor(),
    verifiers: [createRulesVerifier()],
    narrowing: false,
    ...options,
  });
}
