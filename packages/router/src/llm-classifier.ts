import type { IntentClassification, LlmClient, NamedValue, PlanTemplate, SessionState, Usage } from "@modular-planner/core";
import { createPromptBuilder, type PromptBuilder } from "@modular-planner/llm-shared";
import { createDeterministicClassifier, type ClassifyInput, type ColumnHint, type IntentClassifier, type RouterClassification } from "./classifier.js";
import { DEFAULT_INTENTS, type IntentDefinition } from "./intents.js";

/** A capability of the tool catalog as shown to the model (`aggregate_time: group rows by a time grain`). */
export interface CapabilityHint {
  name: string;
  description?: string;
}

export interface LlmClassifierOptions {
  llm: LlmClient;
  /** Default: the shipped prompts (templates/prompts/intent.md). */
  prompts?: PromptBuilder;
  /** The data's columns with aliases; column entities are checked against them. */
  columns?: readonly ColumnHint[];
  /** The catalog's capabilities (registry capability map). */
  capabilities?: readonly CapabilityHint[];
  /** Plan templates (registry); intents whose template is absent are not offered. */
  templates?: readonly Pick<PlanTemplate, "id">[];
  intents?: readonly IntentDefinition[];
  /** Used when the LLM fails (request error, invalid answers). Default: the deterministic classifier over the same inputs. */
  fallback?: IntentClassifier;
  /** Answers with an unknown intent or column are re-asked this many times before falling back. Default 2. */
  maxLabelRetries?: number;
  /** Below this confidence a `plan` answer becomes `clarify`. Default 0.45. */
  clarifyBelow?: number;
  /** Called with the tokens of every LLM answer (accepted or not). */
  onUsage?: (usage: Usage) => void;
}

function sessionSummary(session: SessionState | undefined): string {
  if (!session || (session.summary === "" && session.facts.length === 0 && session.turns.length === 0)) return "(new session)";
  const lines: string[] = [];
  if (session.summary) lines.push(`Summary:\n${session.summary}`);
  const turns = session.turns.slice(-4).map((t) => `${t.role}: ${t.text}`);
  if (turns.length > 0) lines.push(`Last turns:\n${turns.join("\n")}`);
  lines.push(`Facts: ${session.facts.length > 0 ? session.facts.join(", ") : "(none)"}`);
  return lines.join("\n");
}

/**
 * Intent classification by an LLM through the `intent` prompt and the strict `intent_classification`
 * contract. Answers naming an intent or column outside the lists are re-asked with the error; when the
 * LLM keeps failing (or the request fails) the deterministic classifier answers and says so.
 */
export function createLlmIntentClassifier(options: LlmClassifierOptions): IntentClassifier {
  const templateIds = options.templates ? new Set(options.templates.map((t) => t.id)) : undefined;
  const intents = (options.intents ?? DEFAULT_INTENTS).filter((d) => d.template === null || !templateIds || templateIds.has(d.template));
  const byId = new Map(intents.map((d) => [d.id, d]));
  const hasGrouped = !templateIds || templateIds.has("time_series_grouped");
  const columns = options.columns ?? [];
  const maxLabelRetries = options.maxLabelRetries ?? 2;
  const clarifyBelow = options.clarifyBelow ?? 0.45;
  let prompts = options.prompts;
  const fallback =
    options.fallback ??
    createDeterministicClassifier({
      columns,
      ...(options.intents ? { intents: options.intents } : {}),
      ...(options.templates ? { templates: options.templates } : {}),
    });

  const intentLines = [
    ...intents.map((d) => `- ${d.id}: ${d.label}${d.gates.length > 0 ? ` (requires session facts: ${d.gates.join(", ")})` : ""}`),
    ...(hasGrouped ? ["- time_series_grouped: a trend over time per group"] : []),
    "- unknown: none of the above (ask)",
  ].join("\n");
  const columnLines =
    columns.length > 0
      ? columns.map((c) => `- ${c.name}${c.aliases && c.aliases.length > 0 ? ` (also: ${c.aliases.join(", ")})` : ""}`).join("\n")
      : "(no data loaded)";
  const capabilityLines =
    (options.capabilities ?? []).length > 0
      ? options.capabilities!.map((c) => `- ${c.name}${c.description ? `: ${c.description}` : ""}`).join("\n")
      : "(none listed)";
  const validIntents = new Set([...byId.keys(), "unknown", ...(hasGrouped ? ["time_series_grouped"] : [])]);
  const columnByName = new Map<string, string>();
  for (const c of columns) for (const n of [c.name, ...(c.aliases ?? [])]) columnByName.set(n.toLowerCase(), c.name);

  /** Problems of an answer, and its entities with column aliases mapped to column names. */
  function check(answer: IntentClassification): { errors: string[]; entities: NamedValue[] } {
    const errors: string[] = [];
    if (!validIntents.has(answer.intent)) errors.push(`intent "${answer.intent}" is not one of: ${[...validIntents].join(", ")}`);
    const entities = answer.entities.map((e) => {
      if (e.name !== "column" || columns.length === 0) return e;
      const name = columnByName.get(e.value.toLowerCase());
      if (name === undefined) errors.push(`column "${e.value}" is not one of: ${columns.map((c) => c.name).join(", ")}`);
      return { name: "column", value: name ?? e.value };
    });
    return { errors, entities };
  }

  function accept(answer: IntentClassification, entities: NamedValue[], facts: readonly string[]): RouterClassification {
    const def = byId.get(answer.intent);
    const missing = (def?.gates ?? []).filter((g) => !facts.includes(g));
    let action = answer.action;
    if (answer.intent === "unknown" || (action === "plan" && answer.confidence < clarifyBelow)) action = "clarify";
    // Gates are facts of the session, not the model's opinion.
    if (action === "plan" && missing.length > 0) action = "fork";
    const options = action === "clarify" ? intents.filter((d) => d.dataCentric && d.template !== null).map((d) => d.label) : [];
    const template = answer.intent === "time_series_grouped" ? "time_series_grouped" : (def?.template ?? null);
    return {
      intent: action === "clarify" ? "unknown" : answer.intent,
      entities,
      confidence: answer.confidence,
      gating: { satisfied: missing.length === 0, missing },
      action,
      reasoning_summary: answer.reasoning_summary,
      clarifying_question:
        action === "clarify" ? (answer.clarifying_question ?? `What would you like to see: ${options.join(", ")}?`) : answer.clarifying_question,
      template: action === "clarify" ? null : template,
      candidates: [{ intent: answer.intent, score: answer.confidence }],
      options,
      followUp: false,
      classifier: "llm",
    };
  }

  return {
    id: `llm:${options.llm.id}`,
    async classify(input: ClassifyInput): Promise<RouterClassification> {
      const facts = input.session?.facts ?? [];
      const problems: string[] = [];
      try {
        prompts ??= createPromptBuilder();
        for (let attempt = 0; attempt <= maxLabelRetries; attempt++) {
          const rendered = prompts.render("intent", {
            question: input.text,
            session_summary: sessionSummary(input.session),
            columns: columnLines,
            capabilities: capabilityLines,
            intents: intentLines,
            ...(problems.length > 0
              ? { previous_errors: `Your previous answer was rejected: ${problems[problems.length - 1]}. Answer again using only the listed ids.` }
              : {}),
          });
          const result = await options.llm.generateObject({ ...rendered, step: "intent" });
          options.onUsage?.(result.usage);
          const { errors, entities } = check(result.object);
          if (errors.length === 0) return accept(result.object, entities, facts);
          problems.push(errors.join("; "));
        }
        return await fallBack(input, `the LLM answered outside the allowed labels ${maxLabelRetries + 1} times (${problems[problems.length - 1]})`);
      } catch (error) {
        return await fallBack(input, `the LLM classifier failed: ${(error as Error)?.message ?? String(error)}`);
      }
    },
  };

  async function fallBack(input: ClassifyInput, reason: string): Promise<RouterClassification> {
    const answer = await fallback.classify(input);
    return { ...answer, reasoning_summary: `Deterministic fallback (${reason}). ${answer.reasoning_summary}`, classifier: fallback.id, fallbackReason: reason };
  }
}
