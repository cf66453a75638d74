import {
  CancelledError,
  SPECIFICATION_VERSION,
  type Clarification,
  type Decomposer,
  type DecomposeContext,
  type DecompositionResult,
  type Goal,
  type Usage,
} from "@modular-planner/core";
import { addUsage, isModularPlannerError } from "@modular-planner/kit";

export interface HybridDecomposerOptions {
  /**
   * Tried first: a fast, humble decomposer (e.g. `createPatternDecomposer()` from
   * @modular-planner/decomposer-pattern). Passed in, not imported: a strategy depends on core only.
   */
  pattern: Decomposer;
  /**
   * Tried right after the pattern decomposer (below its threshold), before any LLM decomposer and before
   * asking: plans adapted from similar solved requests (e.g. `createCasesDecomposer` with a plan library).
   */
  cases?: Decomposer;
  /** Used below the threshold when `context.tools` is non-empty (e.g. `createGroundedDecomposer`). */
  grounded?: Decomposer;
  /** Used below the threshold otherwise, and when the grounded decomposer abstains (e.g. `createIntentFirstDecomposer`). */
  intentFirst?: Decomposer;
  /** The pattern answer is kept when its confidence is at least this (and above 0). Default 0.5. */
  threshold?: number;
  /**
   * With `cases`: a confident pattern answer is also compared with the cases decomposer's, and the more
   * confident one answers (the pattern on ties), so a request the library holds nearly word for word is
   * planned from its solved case. Default false (pattern first, cases only below the threshold).
   */
  casesOverPattern?: boolean;
  /** Strategy id (default `hybrid`). */
  id?: string;
}

export type HybridStrategy = "pattern" | "cases" | "grounded" | "intent-first" | "none";

/** A decomposition plus which strategy answered (`none`: nobody could, see `clarification`). */
export interface HybridDecompositionResult extends DecompositionResult {
  strategy: HybridStrategy;
}

export interface HybridDecomposer extends Decomposer {
  decompose(goal: Goal, context: DecomposeContext): Promise<HybridDecompositionResult>;
}

/**
 * Pattern first; below `threshold` (or at confidence 0), the cases decomposer when configured, then the grounded decomposer when
 * `context.tools` is non-empty and one is configured, else the intent-first decomposer (also tried
 * when the grounded one abstains). With no usable LLM decomposer, or when the LLM's answers stay
 * invalid (`llm-output-invalid`), it answers confidence 0 with no intents and a `clarification`
 * naming what it could not decide (the pattern decomposer's reason): never a guess. The pattern's
 * low-confidence reading, if any, is offered as an option of that clarification, not as the answer.
 * The rationale starts with the strategy that answered; `strategy` says it too. Other errors of the
 * LLM decomposers (request failures, cancellation) propagate.
 */
export function createHybridDecomposer(options: HybridDecomposerOptions): HybridDecomposer {
  const pattern = options.pattern;
  const threshold = options.threshold ?? 0.5;
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: options.id ?? "hybrid",
    async decompose(goal, context) {
      if (context.signal?.aborted) throw new CancelledError("Decomposition was cancelled");
      const first = await pattern.decompose(goal, context);
      const patternSays = `${pattern.id} confidence ${first.confidence}: ${first.rationale}`;
      if (first.confidence > 0 && first.confidence >= threshold && first.intents.length > 0) {
        if (options.cases && options.casesOverPattern) {
          const cases = await options.cases.decompose(goal, context);
          if (cases.confidence > first.confidence && cases.intents.length > 0) {
            const said = cases.rationale.startsWith(`${options.cases.id}:`) ? cases.rationale : `${options.cases.id}: ${cases.rationale}`;
            return { ...cases, rationale: `${said} (more confident than ${patternSays})`, strategy: "cases" };
          }
        }
        return { ...first, rationale: `${pattern.id}: ${first.rationale}`, strategy: "pattern" };
      }
      const below = `${pattern.id} confidence ${first.confidence} is below ${threshold} (${first.rationale})`;
      const hasTools = (context.tools?.length ?? 0) > 0;
      const chain: { decomposer: Decomposer; strategy: HybridStrategy }[] = [];
      if (options.cases) chain.push({ decomposer: options.cases, strategy: "cases" });
      if (options.grounded && hasTools) chain.push({ decomposer: options.grounded, strategy: "grounded" });
      if (options.intentFirst) chain.push({ decomposer: options.intentFirst, strategy: "intent-first" });
      let usage: Usage | undefined = first.usage;
      const tried: string[] = [];
      for (const { decomposer, strategy } of chain) {
        let result: DecompositionResult;
        try {
          result = await decomposer.decompose(goal, context);
        } catch (error) {
          if (isModularPlannerError(error) && error.code === "llm-output-invalid") {
            tried.push(`${decomposer.id} gave no valid answer (${error.message})`);
            continue;
          }
          throw error;
        }
        usage = result.usage ? (usage ? addUsage(usage, result.usage) : result.usage) : usage;
        if (result.confidence > 0 && result.intents.length > 0) {
          const said = result.rationale.startsWith(`${decomposer.id}:`) ? result.rationale : `${decomposer.id}: ${result.rationale}`;
          return { ...result, rationale: `${said} (${below})`, strategy, ...(usage ? { usage } : {}) };
        }
        tried.push(`${decomposer.id} abstained (${result.rationale})`);
      }
      if (!chain.some(({ strategy }) => strategy === "grounded" || strategy === "intent-first")) {
        tried.push(
          options.grounded
            ? "the grounded decomposer needs narrowed tools (context.tools is empty) and no intent-first decomposer is configured"
            : "no LLM decomposer (grounded or intent-first) is configured",
        );
      }
      const clarification: Clarification = {
        question: `I could not split "${goal.text}" into steps with confidence: ${first.rationale}. Could you list the steps one by one (for example "load the file, then chart revenue by month")?`,
        options:
          first.intents.length > 0
            ? [
                {
                  label: first.intents.map((intent) => intent.text).join(" → "),
                  score: first.confidence,
                  consequence: `plan these ${first.intents.length} steps as read by ${pattern.id}`,
                },
              ]
            : [],
        reason: `${patternSays}; ${tried.join("; ")}`,
      };
      return {
        intents: [],
        confidence: 0,
        rationale: `none: ${below}; ${tried.join("; ")}`,
        clarification,
        strategy: "none",
        ...(usage ? { usage } : {}),
      };
    },
  };
}
