import { JsonValueSchema, ModularPlannerError, type IntentGraph, type IntentNode, type IntentNodeStatus, type JsonValue } from "@modular-planner/core";
import { setNodeData, setNodeStatus } from "@modular-planner/intent-graph";
import { z } from "zod";

/**
 * What the intent path saves on an intent-graph node (`node.data`) so a plan can be resumed and
 * refined in another process. One typed schema instead of loose keys: every read goes through
 * `nodeState` and every write through `withNodeState` / `patchNodeState`, and a stored graph whose
 * state does not fit is refused when it is loaded (`checkGraphState`), naming the node and the key.
 * `null` clears a key (the graph merges data shallowly). Keys it does not know are kept as they are.
 */
const optional = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

const ClarificationStateSchema = z.object({
  question: z.string(),
  options: z.array(z.object({ label: z.string(), score: z.number(), consequence: z.string() })),
  reason: z.string(),
});

// Graphs saved by earlier versions carry partial reports (only the choices): every field a reader
// does not need is optional, so they still resume.
const MissingCapabilityStateSchema = z.object({
  intentId: z.string().optional(),
  intent: z.string().optional(),
  closest: z.array(z.object({ tool: z.string(), score: z.number(), reasons: z.array(z.string()) })).optional(),
  choices: z.array(
    z.discriminatedUnion("kind", [
      z.object({ kind: z.literal("use-tool"), tool: z.string(), consequence: z.string().optional() }),
      z.object({ kind: z.literal("ask-user"), prompt: z.string().optional(), consequence: z.string().optional() }),
      z.object({
        kind: z.literal("connect-mcp"),
        server: z.string(),
        tools: z.array(z.string()),
        connect: z.string().optional(),
        consequence: z.string().optional(),
      }),
      z.object({ kind: z.literal("drop"), consequence: z.string().optional() }),
    ]),
  ),
});

const TransformStateSchema = z.object({
  kind: z.enum(["filter", "sort", "limit", "page"]),
  column: z.string().optional(),
  operator: z.enum(["=", "!=", ">", ">=", "<", "<=", "contains"]).optional(),
  value: z.union([z.string(), z.number()]).optional(),
  expression: z.string().optional(),
  direction: z.enum(["asc", "desc"]).optional(),
  n: z.number().optional(),
  page: z.number().optional(),
});

const ParamsStateSchema = z.record(z.string(), JsonValueSchema);

/** The question a node waits on: which tool, no tool fits, or the values of the chosen tool. */
export const PendingQuestionSchema = z.enum(["choose-tool", "missing-capability", "param-values"]);

export const IntentNodeStateSchema = z.looseObject({
  /**
   * Root: who asked for the graph, written by the application that stores it (the CLI writes `cli`
   * or an API token's owner hash) and read back to decide who may open it; the planner does not read it.
   */
  caller: optional(z.string()),
  // Decomposition (root and refined nodes).
  decomposer: optional(z.string()),
  confidence: optional(z.number()),
  rationale: optional(z.string()),
  refinedBecause: optional(z.string()),
  /** Root: the leaf whose question the plan waits on. */
  waitingOn: optional(z.string()),
  /** Why the node's steps (or, on the root, the plan) failed verification. */
  failure: optional(z.string()),
  // Resolution.
  tool: optional(z.string()),
  score: optional(z.number()),
  reason: optional(z.string()),
  params: optional(ParamsStateSchema),
  alternatives: optional(z.array(z.object({ tool: z.string(), score: z.number() }))),
  refinement: optional(z.string()),
  askUser: optional(z.boolean()),
  prompt: optional(z.string()),
  transform: optional(TransformStateSchema),
  // A question and its answer.
  question: optional(PendingQuestionSchema),
  clarification: optional(ClarificationStateSchema),
  candidates: optional(z.array(z.object({ tool: z.string(), score: z.number(), params: ParamsStateSchema.optional() }))),
  missing: optional(MissingCapabilityStateSchema),
  missingParams: optional(z.array(z.string())),
  answer: optional(z.string()),
  rephrased: optional(z.boolean()),
  connect: optional(z.string()),
  // Steps built from the node.
  steps: optional(z.array(z.string())),
  foldedInto: optional(z.string()),
  foldedParams: optional(ParamsStateSchema),
  unwired: optional(z.array(z.string())),
  paramSources: optional(z.record(z.string(), JsonValueSchema)),
});
export type IntentNodeState = z.infer<typeof IntentNodeStateSchema>;
/** A write: known keys with their types, `null` clearing one. */
export type IntentNodeStatePatch = { [K in keyof IntentNodeState]?: IntentNodeState[K] | null };

function invalidState(graphId: string, node: IntentNode, error: z.ZodError): ModularPlannerError {
  const issue = error.issues[0]!;
  const path = issue.path.map(String).join(".");
  return new ModularPlannerError("store-failed", `Intent graph ${graphId}: node "${node.id}" has malformed saved state at data.${path}: ${issue.message}`, {
    hint: "The stored graph was written by another version or edited by hand; plan the goal again (a new graph) instead of resuming this one.",
    details: { graphId, nodeId: node.id, key: path, issues: error.issues.map((item) => `data.${item.path.map(String).join(".")}: ${item.message}`) },
  });
}

/** The typed state of a node. Throws a `store-failed` error naming the node and the key when it does not fit. */
export function nodeState(node: IntentNode, graphId = "?"): IntentNodeState {
  const parsed = IntentNodeStateSchema.safeParse(node.data);
  if (!parsed.success) throw invalidState(graphId, node, parsed.error);
  return parsed.data;
}

/** Checks every node of a loaded graph, so a malformed saved state is refused before anything is planned from it. */
export function checkGraphState(graph: IntentGraph): IntentGraph {
  for (const node of graph.nodes) nodeState(node, graph.id);
  return graph;
}

const toData = (patch: IntentNodeStatePatch): Record<string, JsonValue> => {
  const data: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(patch)) if (value !== undefined) data[key] = JSON.parse(JSON.stringify(value)) as JsonValue;
  return data;
};

/** Sets a node's status and merges the typed state patch into its data. */
export function withNodeState(graph: IntentGraph, nodeId: string, status: IntentNodeStatus, patch: IntentNodeStatePatch = {}): IntentGraph {
  return setNodeStatus(graph, nodeId, status, toData(patch));
}

/** Merges a typed state patch into a node's data, keeping its status. */
export function patchNodeState(graph: IntentGraph, nodeId: string, patch: IntentNodeStatePatch): IntentGraph {
  return setNodeData(graph, nodeId, toData(patch));
}

/** The patch for `parentData` of addSubIntents / refineNode (typed, as JSON). */
export function stateData(patch: IntentNodeStatePatch): Record<string, JsonValue> {
  return toData(patch);
}
