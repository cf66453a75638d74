import type { z } from "zod";
import type { ToolCatalog } from "./catalog.js";
import type { Artifact } from "./schemas/artifact.js";
import type { DatasetSchema } from "./schemas/dataset.js";
import type { RunEvent, Usage } from "./schemas/events.js";
import type { Goal } from "./schemas/goal.js";
import type { IntentGraph, SubIntent } from "./schemas/intent.js";
import type { Plan, PlanStep } from "./schemas/plan.js";
import type { PlanLibraryEntry, PlanLibraryEntryInput } from "./schemas/plan-library.js";
import type { CapabilityMap } from "./schemas/registry.js";
import type { RequirementSet } from "./schemas/requirements.js";
import type { Resolution } from "./schemas/resolution.js";
import type { ToolMetadata } from "./schemas/tool.js";
import type { VerificationReport } from "./schemas/verification.js";

/**
 * Strategy contracts. Each is a plain object type built by a factory (`createXxx(options)`),
 * never a base class. `specificationVersion` lets the planner refuse strategies written
 * against another version of these contracts.
 */
export const SPECIFICATION_VERSION = "v1" as const;
export type SpecificationVersion = typeof SPECIFICATION_VERSION;

export interface Strategy {
  readonly specificationVersion: SpecificationVersion;
  /** Stable id, e.g. `pattern`, `catalog`, `openai:gpt-4o-mini`. */
  readonly id: string;
}

// ---------------------------------------------------------------- LLM

export interface LlmMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface GenerateObjectOptions<T> {
  /** The contract. The answer is parsed and validated against it. */
  schema: z.ZodType<T>;
  /** Name of the contract as sent to the provider (`requirement_set`). */
  schemaName: string;
  messages: LlmMessage[];
  /** The pipeline step asking (`requirements`, `decompose-grounded`): named in errors and usage. */
  step?: string;
  temperature?: number;
  maxAttempts?: number;
  signal?: AbortSignal;
}

export interface GenerateObjectResult<T> {
  object: T;
  usage: Usage;
  /** How many requests it took (1 when the first answer was valid). */
  attempts: number;
  /** The raw text of the accepted answer. */
  rawText: string;
}

export interface LlmClient extends Strategy {
  generateObject<T>(options: GenerateObjectOptions<T>): Promise<GenerateObjectResult<T>>;
}

// ---------------------------------------------------------------- Embeddings and vector indexes

export interface EmbedOptions {
  /** Queries and documents may be embedded differently (e.g. bge's query instruction). */
  kind?: "query" | "document";
  signal?: AbortSignal;
}

export interface Embedder extends Strategy {
  readonly dimensions: number;
  embed(texts: readonly string[], options?: EmbedOptions): Promise<Float32Array[]>;
}

export interface VectorSearchHit {
  id: string;
  /** Cosine similarity (vectors are expected normalised), higher is better. */
  score: number;
}

export interface VectorIndex extends Strategy {
  readonly dimensions: number;
  readonly size: number;
  add(ids: readonly string[], vectors: readonly Float32Array[]): void | Promise<void>;
  search(query: Float32Array, k: number): VectorSearchHit[] | Promise<VectorSearchHit[]>;
  save(path: string): Promise<void>;
  load(path: string): Promise<void>;
}

// ---------------------------------------------------------------- Decomposition and resolution

export interface Clarification {
  question: string;
  options: { label: string; score: number; consequence: string }[];
  reason: string;
}

export interface DecomposeContext {
  requirements?: RequirementSet;
  dataset?: DatasetSchema;
  /** Narrowed tools (never the full catalog) for grounded strategies. */
  tools?: readonly ToolMetadata[];
  signal?: AbortSignal;
}

export interface DecompositionResult {
  intents: SubIntent[];
  /** In [0, 1]. Humble strategies return 0 with a rationale rather than a wrong answer. */
  confidence: number;
  rationale: string;
  clarification?: Clarification;
  usage?: Usage;
}

export interface Decomposer extends Strategy {
  decompose(goal: Goal, context: DecomposeContext): Promise<DecompositionResult>;
}

export interface ResolveContext {
  catalog: ToolCatalog;
  /** Candidate tools after narrowing; when absent the resolver may search the catalog. */
  candidates?: readonly ToolMetadata[];
  topK?: number;
  signal?: AbortSignal;
}

export interface Resolver extends Strategy {
  /** Ranked best first. An empty array means no tool fits. */
  resolve(intent: SubIntent, context: ResolveContext): Promise<Resolution[]>;
}

// ---------------------------------------------------------------- Plan library

/** A library entry similar to a request, with a similarity score (higher is closer; not bounded). */
export interface PlanLibraryMatch {
  entry: PlanLibraryEntry;
  score: number;
  /** Share of the request's term weight (IDF mass) the entry's request matches, in [0, 1]: comparable across libraries. */
  coverage: number;
}

/**
 * History of solved requests: which words lead to which tool, which tools follow which, what whole
 * plans look like. Only entries with outcome `passed` feed `similar`, `transition` and `usage`.
 */
export interface PlanLibrary extends Strategy {
  /** Number of entries (all outcomes). */
  readonly size: number;
  /** Content hash of the passed entries: keys caches built from the library (tool documents). */
  readonly hash: string;
  /** Adds entries, replacing any with the same id. Invalid entries throw a `configuration-invalid` error. */
  add(entries: readonly PlanLibraryEntryInput[]): void;
  entries(): readonly PlanLibraryEntry[];
  /** The `k` passed entries whose request is most similar to `request`, best first. */
  similar(request: string, k: number): PlanLibraryMatch[];
  /** P(`to` follows `from`) from the chains, smoothed; `from` null is the chain start. In (0, 1]. */
  transition(from: string | null, to: string): number;
  /** How many passed chains used `tool` (0 when the library has no experience with it). */
  toolCount(tool: string): number;
  /** Share of the chains where `from` directly precedes `to` that also link them, smoothed towards 1/2 (1/2 when never seen). */
  linkRate(from: string, to: string): number;
  /** Step texts and requests a tool served, for usage-aware tool documents (capped per tool). */
  usage(tool: string): readonly string[];
}

/** Durable storage of plan-library entries (a SQLite table, a file): a library loads from it and saves to it. */
export interface PlanLibraryStore {
  /** Inserts or replaces entries by id, in one transaction. */
  saveEntries(entries: readonly PlanLibraryEntry[]): Promise<void>;
  /** Every stored entry, oldest first (insertion order). */
  listEntries(): Promise<PlanLibraryEntry[]>;
  /** Removes entries by id; returns how many existed. */
  removeEntries(ids: readonly string[]): Promise<number>;
}

// ---------------------------------------------------------------- Verification

export interface VerifyContext {
  catalog: ToolCatalog;
  capabilityMap: CapabilityMap;
  requirements?: RequirementSet;
  signal?: AbortSignal;
}

export interface Verifier extends Strategy {
  verify(plan: Plan, context: VerifyContext): Promise<VerificationReport>;
}

// ---------------------------------------------------------------- Execution

export interface ToolExecutionRequest {
  step: PlanStep;
  tool: ToolMetadata;
  /** Parameters with references already resolved to values. */
  params: Record<string, unknown>;
  /** Artifacts of the steps this one depends on, by step id. */
  inputs: Record<string, Artifact>;
  signal: AbortSignal;
}

export interface ToolExecutor extends Strategy {
  canExecute(tool: ToolMetadata): boolean;
  execute(request: ToolExecutionRequest): Promise<Artifact>;
}

// ---------------------------------------------------------------- Stores

/** Persists intent graphs so planning can stop and resume. */
export interface IntentGraphStore {
  saveGraph(graph: IntentGraph): Promise<void>;
  loadGraph(id: string): Promise<IntentGraph | undefined>;
  listGraphs(): Promise<{ id: string; goal: string; updatedAt: string }[]>;
  close(): Promise<void>;
}

/** A persisted run: the plan, every event, artifacts metadata, repairs and approvals. */
export interface RunRecord {
  runId: string;
  planId: string;
  /** `interrupted`: the process running it was stopped (SIGINT, SIGTERM, or killed and found dead later). */
  status: "running" | "succeeded" | "failed" | "cancelled" | "partial" | "interrupted";
  /** The process running it, so a later process can tell a run left `running` by a dead one. */
  owner?: { pid: number; host: string };
  /**
   * Who asked for it: `cli` for a command run in a terminal, or the identity of the API token that
   * started it (a hash of the token, never the token). Absent in records written before it existed.
   */
  caller?: string;
  /** The request as asked (the question or goal, secrets removed), for listing runs. */
  request?: string;
  createdAt: string;
  updatedAt: string;
  /** The plan as run (JSON), and every event in order. */
  plan: unknown;
  events: RunEvent[];
}

/** Persists run records as they happen, so a crashed run can be inspected afterwards. */
export interface RunStore {
  createRun(record: Omit<RunRecord, "events">): Promise<void>;
  appendEvent(runId: string, event: RunEvent): Promise<void>;
  updateRunStatus(runId: string, status: RunRecord["status"]): Promise<void>;
  loadRun(runId: string): Promise<RunRecord | undefined>;
  /** Every run, most recently updated first; `caller`, `request` and `createdAt` when the store keeps them. */
  listRuns(): Promise<RunListing[]>;
  close(): Promise<void>;
}

/** A run as `RunStore.listRuns` lists it. */
export interface RunListing {
  runId: string;
  planId: string;
  status: RunRecord["status"];
  updatedAt: string;
  createdAt?: string;
  caller?: string;
  request?: string;
}

/** Session memory: last turns, a rolling summary and workflow facts, shared across planner instances. */
export interface SessionState {
  sessionId: string;
  turns: { role: "user" | "assistant"; text: string; at: string }[];
  summary: string;
  /** Workflow facts such as `data_loaded`, `step:tpr:completed`, `last_tool:plot_line`. */
  facts: string[];
  updatedAt: string;
}

export interface SessionStore {
  load(sessionId: string): Promise<SessionState | undefined>;
  save(state: SessionState): Promise<void>;
  /**
   * Reads the session, applies `change` and writes the result, with no other `update` of the same
   * session in between (in this process or another sharing the store): concurrent turns are
   * serialised and none is lost. `change` gets undefined for a session not stored yet.
   */
  update(sessionId: string, change: (current: SessionState | undefined) => SessionState | Promise<SessionState>): Promise<SessionState>;
  delete(sessionId: string): Promise<void>;
  close(): Promise<void>;
}
