import type { IntentGraphStore } from "@modular-planner/core";

/** An MCP server the user could connect, with the tools it advertises (matched against intents no catalog tool fits). */
export interface DiscoveryHint {
  server: string;
  description?: string;
  tools: { name: string; description: string }[];
  /** How to connect it, shown to the user (e.g. `npx -y @acme/mcp-translate`). */
  connect?: string;
}

export interface RefinementOptions {
  /** Deepest level a refined intent may reach (the root goal is 0, decomposed intents 1). Default 3. */
  maxDepth?: number;
  /** An intent whose best resolution scores below this is a candidate for refinement. Default 0.5. */
  weakBelow?: number;
  /** An intent whose second-best tool does something else and scores at least this share of the best is a candidate (it may need both). Default 0.6. */
  closeRatio?: number;
  /** The parts' mean best score must beat the whole's by this much for a split to be kept. Default 0.05. */
  minGain?: number;
}

/** Non-interactive planning on the intent path (see `IntentPlanningOptions.answerAlways`). */
export interface AnswerAlwaysOptions {
  /** Tools of the one retrieval over the request that the fallback plan chains. Default 2. */
  topK?: number;
  /**
   * The planner's own plan is kept only when every tool step's best resolution score is at least this
   * (the configured resolver's scale): a plan is only as good as its weakest step. Default 0.35, chosen
   * on the training parts of two public catalogs (UltraTool, seal-tools dev) by 5-fold cross-validation
   * with bench/library/tune-answer-always.ts (docs/benchmarks.md). `0` turns the check off.
   */
  minStepScore?: number;
  /** The same over the mean of the tool steps' best scores. Default 0 (off): the weakest step decides. */
  minMeanScore?: number;
  /**
   * When the planner keeps its own plan, a tool step that depends on no earlier tool step is linked to
   * the tool step before it (the plan then states an order, as the fallback's chain does). Default true,
   * chosen on the training parts of UltraTool and seal-tools dev by 5-fold cross-validation on edge F1
   * with bench/library/tune-answer-always-links.ts (docs/benchmarks.md). `false` keeps the steps' own links.
   */
  linkSteps?: boolean;
}

/** Chooses the tools of a plan's steps together (e.g. `createChainPrior(library)` of `@modular-planner/plan-library`: a Viterbi over learned transitions). */
export interface ToolChainPrior {
  /** One tool per layer (each layer a step's candidates, best first, scores on the resolver's scale). */
  choose(layers: readonly (readonly { tool: string; score: number }[])[]): string[];
  /** Whether the prior has seen this tool: only then does its pick answer a choose-tool question (else the question stays). */
  knows?(tool: string): boolean;
}

/** Options of the intent path (goals without a dataset); part of `ModularPlannerOptions`. */
export interface IntentPlanningOptions {
  /** Where the IntentGraph is saved after every decomposition and resolution; needed to resume. */
  store?: IntentGraphStore;
  /**
   * Granularity check and recursive refinement of sub-intents (and of the whole goal when the
   * decomposer abstains). Default on; `false` turns it off.
   */
  refinement?: RefinementOptions | false;
  /**
   * Below this best resolution score (and at or above `minResolutionScore`) the planner stops and
   * asks which tool to use. Default 0.15.
   */
  clarifyBelow?: number;
  /** Two best tools that do different things within this score margin are a tie: the planner asks. Default 0 (equal scores). */
  tieMargin?: number;
  /** MCP servers that could be connected; named as a choice when no catalog tool fits an intent. */
  discoveryHints?: readonly DiscoveryHint[];
  /** Fold filter / sort / limit / page intents into the preceding call's parameters, or add data-toolset steps. Default true. */
  foldTransforms?: boolean;
  /** "Now" for relative dates in the request ("tomorrow", "next Wednesday"). Default: the clock. Tests pass a fixed one. */
  now?: () => Date;
  /**
   * With `llm` set, read each step's parameter values through the LLM's structured output
   * (`extract-values` prompt), every value checked against the request's words (values it cannot
   * find there are flagged and not used). Default true when `llm` is set; `false` keeps the
   * deterministic extractor.
   */
  llmValues?: boolean;
  /**
   * Non-interactive mode (benchmarks, batch runs): never ask. When the planner would ask (a
   * clarification, a missing capability, a plan that fails verification), or when its decomposition is
   * unsure (a tool step's best resolution score is below `minStepScore`), it answers with
   * the top-k tools of one retrieval over the whole request (the planner's tool index), chained, each a
   * step citing its own intent. The trace says why (`answer-always`). Not applied on resume. Default off.
   */
  answerAlways?: boolean | AnswerAlwaysOptions;
  /**
   * After every intent is resolved on its own, the tools of the plan's steps are chosen together:
   * each step's candidates (the resolver's top 5) go to `chain.choose`, which may prefer a lower
   * candidate that follows the previous step's tool more often (and settles a choose-tool tie when it
   * `knows` the tool it picks). Default none.
   */
  chain?: ToolChainPrior;
}

/** `plan(goal, { resume })`: continue a stored IntentGraph, optionally answering its open question. */
export interface ResumeInput {
  graphId: string;
  /**
   * The answer to the clarification the planner returned: a tool name or option number, `drop`,
   * `ask` (ask the user at run time), `connect <server>`, or a rephrasing of the intent.
   */
  answer?: string;
}
