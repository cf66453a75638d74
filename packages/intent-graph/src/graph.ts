import {
  GoalSchema,
  IntentGraphSchema,
  ModularPlannerError,
  SubIntentSchema,
  type GoalInput,
  type IntentEdge,
  type IntentGraph,
  type IntentNode,
  type IntentNodeStatus,
  type JsonValue,
  type SubIntentInput,
} from "@modular-planner/core";

/**
 * Pure functions over the core `IntentGraph` schema. Every function returns a new graph (the input
 * is never mutated) with `updatedAt` set from `options.now` (default: the current time).
 *
 * Shape: one `goal` node (the root, depth 0); `intent` nodes below it. `IsSubgoalOf` goes from a
 * child to its parent (every non-root node has exactly one parent, depth = parent depth + 1);
 * `DependsOn` goes from a dependant to its prerequisite, between siblings.
 */

export interface GraphClock {
  /** ISO timestamp to stamp `createdAt` / `updatedAt` with. Default `new Date().toISOString()`. */
  now?: string;
}

const stamp = (options?: GraphClock) => options?.now ?? new Date().toISOString();

export const ROOT_ID = "root";

/** A new graph: the goal as the root node (status `pending`, depth 0), no edges. */
export function createIntentGraph(goal: GoalInput, options: GraphClock & { id?: string } = {}): IntentGraph {
  const parsed = GoalSchema.parse(goal);
  const now = stamp(options);
  return {
    id: options.id ?? parsed.id,
    goal: parsed,
    rootId: ROOT_ID,
    nodes: [{ id: ROOT_ID, kind: "goal", text: parsed.text, status: "pending", depth: 0, data: {} }],
    edges: [],
    createdAt: now,
    updatedAt: now,
  };
}

export function getNode(graph: IntentGraph, id: string): IntentNode | undefined {
  return graph.nodes.find((node) => node.id === id);
}

function requireNode(graph: IntentGraph, id: string): IntentNode {
  const node = getNode(graph, id);
  if (!node)
    throw new ModularPlannerError("plan-graph-invalid", `Intent graph ${graph.id} has no node "${id}"`, {
      hint: `Known nodes: ${graph.nodes.map((n) => n.id).join(", ")}`,
    });
  return node;
}

/** Children of a node, in insertion order. */
export function childrenOf(graph: IntentGraph, id: string): IntentNode[] {
  const ids = new Set(graph.edges.filter((edge) => edge.type === "IsSubgoalOf" && edge.to === id).map((edge) => edge.from));
  return graph.nodes.filter((node) => ids.has(node.id));
}

export function parentOf(graph: IntentGraph, id: string): IntentNode | undefined {
  const edge = graph.edges.find((candidate) => candidate.type === "IsSubgoalOf" && candidate.from === id);
  return edge ? getNode(graph, edge.to) : undefined;
}

/** The chain of parents from a node up to the root (nearest first). */
export function ancestorsOf(graph: IntentGraph, id: string): IntentNode[] {
  const chain: IntentNode[] = [];
  const seen = new Set<string>([id]);
  for (let parent = parentOf(graph, id); parent && !seen.has(parent.id); parent = parentOf(graph, parent.id)) {
    chain.push(parent);
    seen.add(parent.id);
  }
  return chain;
}

/** Ids of the nodes a node depends on (its `DependsOn` prerequisites). */
export function dependenciesOf(graph: IntentGraph, id: string): string[] {
  return graph.edges.filter((edge) => edge.type === "DependsOn" && edge.from === id).map((edge) => edge.to);
}

export interface AddSubIntentsOptions extends GraphClock {
  /** Status of the new nodes. Default `pending`. */
  status?: IntentNodeStatus;
  /** Facts recorded on the parent (e.g. why it was refined). Merged into its `data`. */
  parentData?: Record<string, JsonValue>;
}

/**
 * Adds sub-intents below `parentId`: one `intent` node each (depth = parent depth + 1), an
 * `IsSubgoalOf` edge to the parent, and a `DependsOn` edge for each of the intent's `dependsOn`
 * (which must name a sibling added in the same call or an existing child of the same parent). The
 * parent becomes `decomposed`. Node ids must be new in the graph: refinement uses `childId`.
 */
export function addSubIntents(graph: IntentGraph, parentId: string, intents: readonly SubIntentInput[], options: AddSubIntentsOptions = {}): IntentGraph {
  const parent = requireNode(graph, parentId);
  const parsed = intents.map((intent) => SubIntentSchema.parse(intent));
  const existing = new Set(graph.nodes.map((node) => node.id));
  const siblings = new Set([...childrenOf(graph, parentId).map((node) => node.id), ...parsed.map((intent) => intent.id)]);
  for (const intent of parsed) {
    if (existing.has(intent.id))
      throw new ModularPlannerError("plan-graph-invalid", `Intent graph ${graph.id} already has a node "${intent.id}"`, {
        hint: "Give sub-intents ids that are unique in the graph (see childId).",
      });
    existing.add(intent.id);
    for (const dependency of intent.dependsOn) {
      if (!siblings.has(dependency))
        throw new ModularPlannerError(
          "plan-graph-invalid",
          `Sub-intent "${intent.id}" depends on "${dependency}", which is not a sibling below "${parentId}"`,
          { hint: "DependsOn links sub-intents of the same parent." },
        );
    }
  }
  const nodes: IntentNode[] = parsed.map((intent) => ({
    id: intent.id,
    kind: "intent",
    text: intent.text,
    status: options.status ?? "pending",
    intent,
    depth: parent.depth + 1,
    data: {},
  }));
  const edges: IntentEdge[] = parsed.flatMap((intent) => [
    { from: intent.id, to: parentId, type: "IsSubgoalOf" as const },
    ...intent.dependsOn.map((dependency) => ({ from: intent.id, to: dependency, type: "DependsOn" as const })),
  ]);
  return {
    ...graph,
    nodes: [
      ...graph.nodes.map((node) =>
        node.id === parentId ? { ...node, status: "decomposed" as const, data: { ...node.data, ...(options.parentData ?? {}) } } : node,
      ),
      ...nodes,
    ],
    edges: [...graph.edges, ...edges],
    updatedAt: stamp(options),
  };
}

/** An id for the `index`-th (1-based) child of `parentId` that is unused in the graph: `i2` → `i2.1`. */
export function childId(graph: IntentGraph, parentId: string, index: number): string {
  const base = parentId === graph.rootId ? `i${index}` : `${parentId}.${index}`;
  let id = base;
  for (let n = 2; graph.nodes.some((node) => node.id === id); n++) id = `${base}_${n}`;
  return id;
}

/**
 * Refines a node into children: `addSubIntents` with ids derived from the parent (`i2` → `i2.1`,
 * `i2.2`; the given ids are remapped, `dependsOn` with them) and `reason` recorded on the parent as
 * `data.refinedBecause`. The parent's own `DependsOn` edges stay; consumers read them as holding
 * for the whole subtree.
 */
export function refineNode(
  graph: IntentGraph,
  nodeId: string,
  children: readonly SubIntentInput[],
  options: GraphClock & { reason?: string } = {},
): IntentGraph {
  requireNode(graph, nodeId);
  const ids = new Map<string, string>();
  children.forEach((child, index) => ids.set(child.id, childId(graph, nodeId, index + 1)));
  const remapped = children.map((child) => ({
    ...child,
    id: ids.get(child.id)!,
    dependsOn: (child.dependsOn ?? []).map((dependency) => ids.get(dependency) ?? dependency),
  }));
  return addSubIntents(graph, nodeId, remapped, { ...options, ...(options.reason ? { parentData: { refinedBecause: options.reason } } : {}) });
}

/** Sets a node's status and merges `data` into its recorded facts. */
export function setNodeStatus(
  graph: IntentGraph,
  nodeId: string,
  status: IntentNodeStatus,
  data: Record<string, JsonValue> = {},
  options: GraphClock = {},
): IntentGraph {
  requireNode(graph, nodeId);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => (node.id === nodeId ? { ...node, status, data: { ...node.data, ...data } } : node)),
    updatedAt: stamp(options),
  };
}

/** Merges facts into a node's `data` without changing its status. */
export function setNodeData(graph: IntentGraph, nodeId: string, data: Record<string, JsonValue>, options: GraphClock = {}): IntentGraph {
  const node = requireNode(graph, nodeId);
  return setNodeStatus(graph, nodeId, node.status, data, options);
}

/** Replaces a node's text (and its sub-intent's text), e.g. with the user's rephrasing. */
export function setNodeText(graph: IntentGraph, nodeId: string, text: string, options: GraphClock = {}): IntentGraph {
  requireNode(graph, nodeId);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => (node.id === nodeId ? { ...node, text, ...(node.intent ? { intent: { ...node.intent, text } } : {}) } : node)),
    updatedAt: stamp(options),
  };
}

/**
 * The nodes with no children, depth first in insertion order (the order steps are planned in),
 * without `dropped` ones. A graph with only its root returns the root.
 */
export function leaves(graph: IntentGraph): IntentNode[] {
  const out: IntentNode[] = [];
  const visit = (node: IntentNode, seen: Set<string>) => {
    if (seen.has(node.id)) return;
    seen.add(node.id);
    if (node.status === "dropped") return;
    const children = childrenOf(graph, node.id);
    if (children.length === 0) out.push(node);
    for (const child of children) visit(child, seen);
  };
  const root = getNode(graph, graph.rootId);
  if (root) visit(root, new Set());
  return out;
}

/** Leaves that still need work: `pending`, `needs-clarification` or `failed`. */
export function pendingNodes(graph: IntentGraph): IntentNode[] {
  return leaves(graph).filter((node) => node.status === "pending" || node.status === "needs-clarification" || node.status === "failed");
}

/**
 * The leaves a node's output comes from: the node itself when it is a leaf, else the last leaf of
 * its subtree (a refined intent's result is its last part's result).
 */
export function outputLeafOf(graph: IntentGraph, nodeId: string): IntentNode | undefined {
  const children = childrenOf(graph, nodeId).filter((child) => child.status !== "dropped");
  if (children.length === 0) {
    const node = getNode(graph, nodeId);
    return node && node.status !== "dropped" ? node : undefined;
  }
  for (let index = children.length - 1; index >= 0; index--) {
    const leaf = outputLeafOf(graph, children[index]!.id);
    if (leaf) return leaf;
  }
  return undefined;
}

/**
 * What a leaf depends on, as leaf ids: its own `DependsOn` targets, each mapped to the target's
 * output leaf; a node with no sibling dependency inherits its parent's (a refined intent's inputs
 * feed its parts). Dropped prerequisites are skipped.
 */
export function leafDependencies(graph: IntentGraph, leafId: string): string[] {
  const out = new Set<string>();
  for (let current: string | undefined = leafId; current && current !== graph.rootId; ) {
    const own = dependenciesOf(graph, current);
    for (const target of own) {
      const leaf = outputLeafOf(graph, target);
      if (leaf && leaf.id !== leafId) out.add(leaf.id);
    }
    if (own.length > 0) break;
    current = parentOf(graph, current)?.id;
  }
  return [...out];
}

export interface IntentGraphIssue {
  code: "schema" | "duplicate-node" | "missing-root" | "dangling-edge" | "cycle" | "parent" | "depth" | "dependency-not-sibling";
  message: string;
  nodeId?: string;
}

/** Checks a graph: the schema, unique ids, a goal root, edges naming existing nodes, one parent per non-root node, depths, sibling dependencies and no cycles. */
export function validateIntentGraph(graph: unknown): { ok: boolean; issues: IntentGraphIssue[] } {
  const parsed = IntentGraphSchema.safeParse(graph);
  if (!parsed.success)
    return { ok: false, issues: parsed.error.issues.map((issue) => ({ code: "schema", message: `${issue.path.join(".")}: ${issue.message}` })) };
  const value = parsed.data;
  const issues: IntentGraphIssue[] = [];
  const ids = new Map<string, IntentNode>();
  for (const node of value.nodes) {
    if (ids.has(node.id)) issues.push({ code: "duplicate-node", message: `node "${node.id}" appears twice`, nodeId: node.id });
    ids.set(node.id, node);
  }
  const root = ids.get(value.rootId);
  if (root?.kind !== "goal") issues.push({ code: "missing-root", message: `root "${value.rootId}" is not a goal node of the graph` });
  for (const edge of value.edges) {
    for (const end of [edge.from, edge.to])
      if (!ids.has(end))
        issues.push({ code: "dangling-edge", message: `${edge.type} edge ${edge.from} → ${edge.to} names unknown node "${end}"`, nodeId: end });
  }
  const parents = new Map<string, string[]>();
  for (const edge of value.edges.filter((candidate) => candidate.type === "IsSubgoalOf")) parents.set(edge.from, [...(parents.get(edge.from) ?? []), edge.to]);
  for (const node of value.nodes) {
    const own = parents.get(node.id) ?? [];
    if (node.id === value.rootId) {
      if (own.length > 0) issues.push({ code: "parent", message: `the root "${node.id}" has a parent`, nodeId: node.id });
      continue;
    }
    if (own.length !== 1) {
      issues.push({ code: "parent", message: `node "${node.id}" has ${own.length} parents (expected 1)`, nodeId: node.id });
      continue;
    }
    const parent = ids.get(own[0]!);
    if (parent && node.depth !== parent.depth + 1)
      issues.push({ code: "depth", message: `node "${node.id}" has depth ${node.depth}, its parent "${parent.id}" ${parent.depth}`, nodeId: node.id });
  }
  for (const edge of value.edges.filter((candidate) => candidate.type === "DependsOn")) {
    const a = parents.get(edge.from)?.[0];
    const b = parents.get(edge.to)?.[0];
    if (a !== undefined && b !== undefined && a !== b)
      issues.push({ code: "dependency-not-sibling", message: `DependsOn ${edge.from} → ${edge.to} links nodes of different parents`, nodeId: edge.from });
  }
  for (const type of ["IsSubgoalOf", "DependsOn"] as const) {
    const cycle = findCycle(value.edges.filter((edge) => edge.type === type));
    if (cycle) issues.push({ code: "cycle", message: `${type} cycle: ${cycle.join(" → ")}`, nodeId: cycle[0]! });
  }
  return { ok: issues.length === 0, issues };
}

/** Throws a `plan-graph-invalid` error listing every issue when the graph is not valid. */
export function assertValidIntentGraph(graph: unknown): IntentGraph {
  const { ok, issues } = validateIntentGraph(graph);
  if (!ok)
    throw new ModularPlannerError("plan-graph-invalid", `Invalid intent graph: ${issues.map((issue) => issue.message).join("; ")}`, { details: { issues } });
  return IntentGraphSchema.parse(graph);
}

function findCycle(edges: readonly IntentEdge[]): string[] | undefined {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === "done") return undefined;
    if (state.get(id) === "open") return [...path.slice(path.indexOf(id)), id];
    state.set(id, "open");
    path.push(id);
    for (const target of next.get(id) ?? []) {
      const cycle = visit(target);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(id, "done");
    return undefined;
  };
  for (const id of next.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}
