import type { IntentClassification, NamedValue, PlanTemplate, SessionState } from "@modular-planner/core";
import { DEFAULT_INTENTS, TIME_WORDS, type IntentDefinition } from "./intents.js";
import { DEFAULT_ABBREVIATIONS, containsPhrase, fuzzyEquals, tokenize } from "./text.js";

/** A column the classifier may recognise, with aliases (e.g. `revenue` ← `sales`, `turnover`). */
export interface ColumnHint {
  name: string;
  aliases?: string[];
}

/** The contract answer plus what the router needs next. */
export interface RouterClassification extends IntentClassification {
  /** The plan template id the intent selects (registry/templates), or null. */
  template: string | null;
  /** Intents considered, best first, with their raw scores. */
  candidates: { intent: string; score: number }[];
  /** Options offered when `action` is `clarify` or `fork`. */
  options: string[];
  /** True when the request was read as a follow-up of the session's last intent. */
  followUp: boolean;
  /** Id of the classifier that answered (`llm`, `deterministic`), when it is not the one asked. */
  classifier?: string;
  /** Set when an LLM classifier fell back to the deterministic one: why. */
  fallbackReason?: string;
}

export interface ClassifyInput {
  text: string;
  session?: SessionState;
}

export interface IntentClassifier {
  readonly id: string;
  classify(input: ClassifyInput): Promise<RouterClassification>;
}

export interface DeterministicClassifierOptions {
  /** Plan templates (registry); intents whose template is absent are dropped. Default: keep all. */
  templates?: readonly Pick<PlanTemplate, "id">[];
  columns?: readonly ColumnHint[];
  intents?: readonly IntentDefinition[];
  abbreviations?: Readonly<Record<string, string>>;
  /** Below this confidence the classifier asks. Default 0.45. */
  clarifyBelow?: number;
  /** Order of workflow steps used by "continue" / "next step". Default: load_data, tpr, risk. */
  workflow?: readonly string[];
}

const FOLLOW_UP_MARKERS = ["same", "again", "instead", "what about", "how about", "and for", "now", "too", "as well", "also"];
const CONTINUE_MARKERS = ["continue", "next step", "proceed", "go on", "keep going", "carry on"];
const GROUP_LEADS = new Set(["by", "per", "each", "across"]);
const STOP = new Set(["the", "a", "an", "of", "for", "and", "in", "on", "to", "me", "my", "it", "is", "are", "please", "show", "give"]);

function scoreIntent(tokens: readonly string[], def: IntentDefinition): number {
  const used = new Set<number>();
  let score = 0;
  const cues = [...def.cues].sort((a, b) => b.phrase.split(" ").length - a.phrase.split(" ").length || b.weight - a.weight);
  for (const cue of cues) {
    const words = cue.phrase.split(" ");
    outer: for (let i = 0; i + words.length <= tokens.length; i++) {
      for (let k = 0; k < words.length; k++) {
        if (used.has(i + k) || !fuzzyEquals(tokens[i + k]!, words[k]!)) continue outer;
      }
      for (let k = 0; k < words.length; k++) used.add(i + k);
      score += cue.weight;
      break;
    }
  }
  return score;
}

/** The group named after `by`/`per`/`each` when it is not a time axis (`by region` → region). */
function groupingOf(tokens: readonly string[]): string | undefined {
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!GROUP_LEADS.has(tokens[i]!)) continue;
    let j = i + 1;
    if (tokens[j] === "each") j++;
    const next = tokens[j];
    if (next === undefined || /^\d+$/.test(next)) continue;
    if (TIME_WORDS.some((w) => fuzzyEquals(next, w))) continue;
    return next;
  }
  return undefined;
}

function grainOf(tokens: readonly string[]): string | undefined {
  const grains: Record<string, string> = {
    daily: "day",
    day: "day",
    weekly: "week",
    week: "week",
    monthly: "month",
    month: "month",
    quarterly: "quarter",
    quarter: "quarter",
    yearly: "year",
    hourly: "hour",
  };
  for (const t of tokens) {
    const g = grains[t];
    if (g) return g;
  }
  return undefined;
}

function lastIntentOf(session: SessionState | undefined): string | undefined {
  if (!session) return undefined;
  for (let i = session.facts.length - 1; i >= 0; i--) {
    const f = session.facts[i]!;
    if (f.startsWith("last_intent:")) return f.slice("last_intent:".length);
  }
  return undefined;
}

/** Offline classifier: keywords with typo tolerance, abbreviations, and follow-ups from session memory. */
export function createDeterministicClassifier(options: DeterministicClassifierOptions = {}): IntentClassifier {
  const templateIds = options.templates ? new Set(options.templates.map((t) => t.id)) : undefined;
  const intents = (options.intents ?? DEFAULT_INTENTS).filter((d) => d.template === null || !templateIds || templateIds.has(d.template));
  const abbreviations = options.abbreviations ?? DEFAULT_ABBREVIATIONS;
  const clarifyBelow = options.clarifyBelow ?? 0.45;
  const workflow = options.workflow ?? ["load_data", "tpr", "risk"];
  const columns = options.columns ?? [];
  const byId = new Map(intents.map((d) => [d.id, d]));
  const hasGrouped = byId.has("time_series_grouped") || !templateIds || templateIds.has("time_series_grouped");

  function finish(
    intent: string,
    confidence: number,
    action: IntentClassification["action"],
    reasoning: string,
    extra: {
      entities: NamedValue[];
      candidates: { intent: string; score: number }[];
      facts: readonly string[];
      followUp: boolean;
      options?: string[];
      question?: string | null;
    },
  ): RouterClassification {
    const def = byId.get(intent);
    const missing = (def?.gates ?? []).filter((g) => !extra.facts.includes(g));
    const template = intent === "time_series_grouped" ? "time_series_grouped" : (def?.template ?? null);
    return {
      intent,
      entities: extra.entities,
      confidence: Math.round(confidence * 1000) / 1000,
      gating: { satisfied: missing.length === 0, missing },
      action: action === "plan" && missing.length > 0 ? "fork" : action,
      reasoning_summary: reasoning,
      clarifying_question: extra.question ?? null,
      template,
      candidates: extra.candidates,
      options: extra.options ?? [],
      followUp: extra.followUp,
    };
  }

  return {
    id: "deterministic",
    async classify({ text, session }) {
      const tokens = tokenize(text, abbreviations);
      const facts = session?.facts ?? [];
      const entities: NamedValue[] = [];
      for (const col of columns) {
        const names = [col.name, ...(col.aliases ?? [])];
        if (names.some((n) => containsPhrase(tokens, tokenize(n.replace(/_/g, " "), abbreviations).join(" "))))
          entities.push({ name: "column", value: col.name });
      }
      const topMatch = /\b(?:top|bottom|best|worst)\s*(\d+)\b/i.exec(text);
      if (topMatch) entities.push({ name: "top_n", value: topMatch[1]! });
      const grain = grainOf(tokens);
      if (grain) entities.push({ name: "grain", value: grain });
      const group = groupingOf(tokens);
      if (group) entities.push({ name: "group_by", value: group });

      const scores = new Map<string, number>();
      for (const def of intents) scores.set(def.id, scoreIntent(tokens, def));
      // A request naming the data's columns is about the data: weak cues of a non-data intent
      // ("online" as a channel value, "current" as an adjective) do not count then.
      if (entities.some((e) => e.name === "column")) {
        for (const def of intents) if (!def.dataCentric) scores.set(def.id, scoreIntent(tokens, { ...def, cues: def.cues.filter((cue) => cue.weight >= 4) }));
      }
      const strongComparative = scoreIntent(tokens, { ...byId.get("comparative")!, cues: (byId.get("comparative")?.cues ?? []).filter((c) => c.weight >= 3) });
      if (group && scores.has("comparative")) scores.set("comparative", scores.get("comparative")! + 1);
      // A time series with a non-time grouping is the grouped template.
      if (group && hasGrouped && (scores.get("time_series") ?? 0) > 0 && strongComparative === 0) {
        scores.set("time_series_grouped", scores.get("time_series")! + (scores.get("comparative") ?? 0));
        scores.set("time_series", 0);
        scores.set("comparative", 0);
      }
      const candidates = [...scores.entries()]
        .filter(([, s]) => s > 0)
        .map(([intent, score]) => ({ intent, score }))
        .sort((a, b) => b.score - a.score || order(a.intent) - order(b.intent));
      function order(id: string): number {
        const i = intents.findIndex((d) => d.id === id);
        return i < 0 ? intents.length : i;
      }
      const top = candidates[0];
      const second = candidates[1];
      const ctx = { entities, candidates, facts, followUp: false };

      // "continue" / "next step": the first workflow step not yet done.
      if (CONTINUE_MARKERS.some((m) => containsPhrase(tokens, m)) && (!top || top.score < 3)) {
        const next = workflow.find((id) => {
          const d = byId.get(id);
          return d !== undefined && !d.produces.every((f) => facts.includes(f));
        });
        if (next) return finish(next, 0.8, "plan", `"${text}" continues the workflow: next step is ${next}.`, { ...ctx, followUp: true });
      }

      // Follow-ups reuse the last intent from session memory.
      const lastRaw = lastIntentOf(session);
      const last = lastRaw !== undefined && (byId.has(lastRaw) || (lastRaw === "time_series_grouped" && hasGrouped)) ? lastRaw : undefined;
      const marker = FOLLOW_UP_MARKERS.some((m) => containsPhrase(tokens, m));
      const meaningful = tokens.filter((t) => !STOP.has(t));
      if (last && (marker || meaningful.length <= 2) && (!top || top.score < 3 || top.intent === last)) {
        let intent = last;
        if (group && (last === "time_series" || last === "time_series_grouped")) intent = "time_series_grouped";
        return finish(intent, 0.75, "plan", `Follow-up of the previous ${last} request${intent !== last ? " with a grouping" : ""}.`, {
          ...ctx,
          followUp: true,
        });
      }

      if (!top) {
        const opts = intents.filter((d) => d.dataCentric && d.template !== null).map((d) => d.label);
        return finish("unknown", 0.1, "clarify", `No analysis cue found in "${text}".`, {
          ...ctx,
          options: opts,
          question: `What would you like to see: ${opts.join(", ")}?`,
        });
      }
      const ambiguous = second !== undefined && second.score >= 3 && second.score >= 0.75 * top.score;
      if (ambiguous) {
        const opts = [top.intent, second.intent].map((id) => labelOf(id));
        return finish("unknown", 0.35, "clarify", `"${text}" matches both ${top.intent} (${top.score}) and ${second.intent} (${second.score}).`, {
          ...ctx,
          options: opts,
          question: `Do you want ${opts[0]} or ${opts[1]}?`,
        });
      }
      const margin = second ? top.score - second.score : top.score;
      const confidence = Math.min(0.95, 0.35 + 0.1 * top.score + 0.03 * margin);
      if (confidence < clarifyBelow) {
        const opts = candidates.slice(0, 3).map((c) => labelOf(c.intent));
        return finish("unknown", confidence, "clarify", `Weak cues only (${top.intent}: ${top.score}).`, {
          ...ctx,
          options: opts,
          question: `Do you want ${opts.join(" or ")}?`,
        });
      }
      return finish(
        top.intent,
        confidence,
        "plan",
        `Cues for ${top.intent} scored ${top.score}${second ? ` (next: ${second.intent} ${second.score})` : ""}.`,
        ctx,
      );

      function labelOf(id: string): string {
        return id === "time_series_grouped" ? "a trend over time per group" : (byId.get(id)?.label ?? id);
      }
    },
  };
}
