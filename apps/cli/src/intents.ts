import { randomUUID } from "node:crypto";
import { ModularPlannerError, type IntentGraph, type IntentGraphStore, type LlmClient } from "@modular-planner/core";
import type { IntentNodeStatePatch, PlanResult } from "@modular-planner/planner";
import type { CliConfig } from "./config.js";
import { llmFromConfig } from "./llm.js";
import { createPlannerFor } from "./pipeline.js";
import { createRuntime, type Runtime } from "./runtime.js";
import { openIntentGraphStore } from "./graph-store.js";
import { redactorFor } from "./redact.js";
import { loadPlanLibrary } from "./plan-library.js";
import { assertQuestionLength } from "./question-limit.js";
import { CLI_CALLER } from "./callers.js";

/** A goal planned over the catalog (no data file): the intent path of the planner. */
export interface PlannedGoal {
  graphId: string;
  planned: PlanResult;
  runtime: Runtime;
  /** The SQLite file holding the intent graph. */
  storePath: string;
  close(): Promise<void>;
}

/** The graph with who asked for it in its root node's saved state (`caller` of `IntentNodeStateSchema`). */
function withCaller(graph: IntentGraph, caller: string): IntentGraph {
  const state = { caller } satisfies IntentNodeStatePatch;
  return { ...graph, nodes: graph.nodes.map((node) => (node.id === graph.rootId ? { ...node, data: { ...node.data, ...state } } : node)) };
}

/** The id of a new intent graph: sortable by time, short enough to type. */
export function newGraphId(): string {
  return `g-${new Date().toISOString().replace(/[-:]/g, "").replace(/\..*/, "")}-${randomUUID().slice(0, 8)}`;
}

/**
 * Plans a goal without a data file over the configured catalog (the registry plus MCP tools),
 * saving the IntentGraph to the SQLite store; or resumes a stored graph with an answer. A
 * `ClarificationNeededError` / `MissingCapabilityError` (carrying `graphId`) is thrown to the caller.
 */
export async function planGoal(input: {
  goal?: string;
  resume?: { graphId: string; answer?: string };
  config: CliConfig;
  graphId?: string;
  library?: false;
  answerAlways?: boolean;
  onProgress?: (message: string) => void;
  /** Who asks (the API token's `ownerOf` hash; default `cli`), kept in the graph's root node state as `caller`. */
  caller?: string;
}): Promise<PlannedGoal> {
  if (!input.resume && !input.goal?.trim())
    throw new ModularPlannerError("configuration-invalid", "The goal is empty", {
      hint: 'Give a goal, e.g. modular-planner plan "list the issues of acme/web", or continue one with --resume <graph-id> --answer "<text>".',
    });
  if (input.goal !== undefined) assertQuestionLength(input.goal, input.config.limits.maxQuestionChars);
  const store = await openIntentGraphStore(input.config, { mustExist: Boolean(input.resume) });
  let runtime: Runtime | undefined;
  try {
    if (input.resume && !(await store.graphs.loadGraph(input.resume.graphId))) {
      throw new ModularPlannerError("store-failed", `No intent graph "${input.resume.graphId}" in ${store.path}`, {
        hint: "List the stored graphs with: modular-planner graphs list (the id is the one `plan` printed).",
        details: { input: true },
      });
    }
    const llm: LlmClient | undefined = await llmFromConfig(input.config);
    input.onProgress?.("Loading the catalog…");
    const library = input.library === false ? undefined : await loadPlanLibrary(input.config, store.library);
    runtime = await createRuntime(input.config, library ? { library } : {});
    // The stored graph keeps the goal without its secrets (a resumed graph is planned without them).
    const redactor = await redactorFor(input.goal ?? input.resume?.answer ?? "");
    const caller = input.caller ?? CLI_CALLER;
    const graphs: IntentGraphStore = { ...store.graphs, saveGraph: (graph) => store.graphs.saveGraph(redactor.json(withCaller(graph, caller))) };
    const planner = await createPlannerFor(runtime, llm, undefined, { store: graphs, ...(input.answerAlways ? { answerAlways: true } : {}) });
    let graphId: string;
    let planned: PlanResult;
    if (input.resume) {
      graphId = input.resume.graphId;
      input.onProgress?.(`Resuming intent graph ${graphId}…`);
      planned = await planner.resume(graphId, input.resume.answer !== undefined ? { answer: input.resume.answer } : {});
    } else {
      graphId = input.graphId ?? newGraphId();
      input.onProgress?.(
        `Planning over ${runtime.registry.tools.length} tools${library ? ` with ${library.size} solved requests` : ""} (intent graph ${graphId})…`,
      );
      planned = await planner.plan({ id: graphId, text: input.goal!.trim() });
    }
    const opened = runtime;
    return {
      graphId,
      planned,
      runtime: opened,
      storePath: store.path,
      close: async () => {
        await store.close();
        await opened.close();
      },
    };
  } catch (error) {
    await store.close();
    await runtime?.close();
    throw error;
  }
}
