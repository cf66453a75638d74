import {
  ModularPlannerError,
  type IntentGraph,
  type IntentGraphStore,
  type Resolution,
  type SubIntent,
  type ToolCatalog,
  type Usage,
  type Decomposer,
  type Resolver,
} from "@modular-planner/core";
import { ZERO_USAGE } from "@modular-planner/kit";
import { createIntentGraph } from "@modular-planner/intent-graph";
import type { NarrowedTool, ToolIndex } from "@modular-planner/retrieval";
import { ClarificationNeededError } from "../errors.js";
import type { ResumeInput } from "../intent-options.js";
import type { CheckedValue } from "../llm-values.js";
import { refinementSettings } from "../refine.js";
import type { ModularPlannerOptions, Timed, TraceEntry, VerifyPlan } from "../types.js";
import { checkGraphState, nodeState } from "./state.js";

/** What `planFromIntents` is given: one options object instead of positional parameters. */
export interface IntentPathOptions {
  /** The goal's text and the plan (and new graph) id; ignored on resume, where the stored graph has them. */
  text: string;
  planId: string;
  planner: ModularPlannerOptions;
  /** Stages append their decisions here (the PlanResult's trace). */
  trace: TraceEntry[];
  timed: Timed;
  verify: VerifyPlan;
  signal?: AbortSignal | undefined;
  /** The planner's tool index (built once per catalog), used to narrow the tools decomposers see. */
  toolIndex?: () => Promise<ToolIndex>;
  /** Continue a stored graph without redoing finished nodes. */
  resume?: ResumeInput;
}

/** The planner options the intent path reads, with their defaults applied. */
export interface IntentPathSettings {
  decomposer: Decomposer;
  resolver: Resolver;
  catalog: ToolCatalog;
  store: IntentGraphStore | undefined;
  minScore: number;
  clarifyBelow: number;
  tieMargin: number;
  refinement: ReturnType<typeof refinementSettings>;
  fold: boolean;
}

/** The state one planning run passes from stage to stage. */
export interface IntentPathRun {
  options: IntentPathOptions;
  settings: IntentPathSettings;
  graph: IntentGraph;
  usage: Usage;
  /** The narrowed tools the decomposer saw. */
  tools: NarrowedTool[];
  /** Resolutions made in this run, by node id (stored ones are read back from the graph). */
  resolved: Map<string, { intent: SubIntent; resolutions: Resolution[] }>;
  /** Resolutions of refinement parts, reused by the children they become. */
  partResolutions: Map<string, Resolution[]>;
  /** The LLM's checked values per leaf (empty without an LLM). */
  llmValues: Map<string, CheckedValue[]>;
  /** `graphId` for errors, when the graph is stored. */
  graphContext: { graphId?: string };
  save(): Promise<void>;
}

export const FINISHED = new Set(["resolved", "planned", "dropped"]);

/** Stage 0: the settings, or the data-file question when no decomposer/resolver is configured. */
export function intentPathSettings(options: ModularPlannerOptions): IntentPathSettings {
  if (!options.decomposer || !options.resolver) {
    throw new ClarificationNeededError({
      question: "Which data file should I use? (pass --data <file>)",
      options: [],
      reason: "the goal has no dataset and no decomposer/resolver is configured for tool catalogs",
    });
  }
  const minScore = options.minResolutionScore ?? 0.1;
  return {
    decomposer: options.decomposer,
    resolver: options.resolver,
    catalog: options.catalog,
    store: options.store,
    minScore,
    clarifyBelow: Math.max(minScore, options.clarifyBelow ?? 0.15),
    tieMargin: options.tieMargin ?? 0,
    refinement: refinementSettings(options.refinement),
    fold: options.foldTransforms !== false,
  };
}

/** Stage 1: a new graph, or the stored one (its saved state checked against the schema) on resume. */
export async function startRun(options: IntentPathOptions, settings: IntentPathSettings): Promise<IntentPathRun> {
  const { store } = settings;
  let graph: IntentGraph;
  if (options.resume) {
    if (!store)
      throw new ModularPlannerError("configuration-invalid", `Cannot resume intent graph ${options.resume.graphId}: the planner has no store`, {
        hint: "Pass `store` (e.g. createSqliteStore({ path }).intentGraphs) to createModularPlanner, the same one the first plan used.",
      });
    const loaded = await store.loadGraph(options.resume.graphId);
    if (!loaded)
      throw new ModularPlannerError("store-failed", `No intent graph "${options.resume.graphId}" in the store`, {
        hint: "List the stored graphs with store.listGraphs(); the id is the one a ClarificationNeededError carried (graphId).",
      });
    graph = checkGraphState(loaded);
    options.trace.push({
      stage: "resume",
      durationMs: 0,
      decision: graph.id,
      reason: `${graph.nodes.filter((node) => FINISHED.has(node.status)).length} finished nodes kept; ${graph.nodes.filter((node) => node.kind === "intent" && !FINISHED.has(node.status) && node.status !== "decomposed").length} to do`,
    });
  } else {
    graph = createIntentGraph({ id: options.planId, text: options.text });
  }
  const run: IntentPathRun = {
    options,
    settings,
    graph,
    usage: { ...ZERO_USAGE },
    tools: [],
    resolved: new Map(),
    partResolutions: new Map(),
    llmValues: new Map(),
    graphContext: store ? { graphId: graph.id } : {},
    save: async () => {
      if (store) await store.saveGraph(run.graph);
    },
  };
  return run;
}

/** The typed state of a node of the run's graph. */
export const stateOf = (run: Pick<IntentPathRun, "graph">, node: Parameters<typeof nodeState>[0]) => nodeState(node, run.graph.id);
