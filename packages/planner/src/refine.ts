import type { Resolution, SubIntentInput, ToolCatalog } from "@modular-planner/core";
import type { RefinementOptions } from "./intent-options.js";

/** Action verbs that open a clause ("… and send it to Bob": `send` starts a new part). */
const VERBS = new Set(
  (
    "add analyse analyze answer append apply archive arrange ask assign attach book browse buy calculate call cancel change chart check choose clean clear close collect " +
    "compare compile compute configure confirm connect convert copy count create delete deploy describe design detect display download draft draw edit email " +
    "enable disable estimate evaluate export extract fetch fill filter find follow forward generate get give graph help identify import inform inquire insert install " +
    "invite join keep launch list load locate log look make mark merge modify monitor move notify open order organize organise pay pick plan play plot post predict " +
    "prepare print provide publish purchase put query rank read recommend record register reject reload remind remove rename render reply report request reserve " +
    "reset restart retrieve return review run save schedule search select sell send set share show sign sort start stop store submit subscribe suggest summarise " +
    "summarize switch sync take tell test track transfer translate turn unsubscribe update upload use verify view visualise visualize write"
  ).split(" "),
);
const LEAD =
  /^(?:(?:please|also|then|now|and|finally|first|next|lastly)\s+|(?:can|could|would) you\s+|(?:help me|i (?:want|need|would like|wish) to|i'd like to|let me)\s+)+/i;

export interface ClausePart {
  text: string;
  /** True when the part follows the previous one in time ("then", "after that", a new sentence). */
  sequential: boolean;
}

const startsWithVerb = (text: string) => VERBS.has((text.toLowerCase().replace(LEAD, "").split(/\s+/)[0] ?? "").replace(/[^a-z]/g, ""));

/**
 * Splits a request into clauses at sentence ends, `;`, `then` / `and then` / `after that`, and at
 * `and` / `,` / `as well as` followed by an action verb. One-word fragments join
 * the previous part (two-word ones too unless they open with a verb). Returns one part when nothing splits.
 */
export function splitClauses(text: string): ClausePart[] {
  const SEQUENTIAL =
    /[.!?]+\s+(?:(?:finally|then|next|afterwards|after that),?\s+)?|\s*;\s*|,?\s+(?:and\s+)?then\s+|,?\s+after that,?\s+|,?\s+afterwards,?\s+|,?\s+and finally\s+|,?\s+finally,?\s+/gi;
  const parts: ClausePart[] = [];
  let sequential = false;
  let last = 0;
  const body = text.trim().replace(/[.!?]+$/, "");
  for (const match of body.matchAll(SEQUENTIAL)) {
    parts.push(...splitParallel(body.slice(last, match.index), sequential));
    sequential = true;
    last = match.index! + match[0].length;
  }
  parts.push(...splitParallel(body.slice(last), sequential));
  const merged: ClausePart[] = [];
  for (const part of parts) {
    const trimmed = part.text.trim().replace(/^[,;\s]+|[,;.!?\s]+$/g, "");
    const cleaned = trimmed.replace(LEAD, "") || trimmed;
    if (!cleaned) continue;
    const words = cleaned.split(/\s+/).length;
    if (merged.length > 0 && (words < 2 || (words < 3 && !startsWithVerb(cleaned)))) merged[merged.length - 1]!.text += ` ${cleaned}`;
    else merged.push({ text: cleaned, sequential: merged.length > 0 && part.sequential });
  }
  return merged.length > 0 ? merged : [{ text: body, sequential: false }];
}

function splitParallel(text: string, sequential: boolean): ClausePart[] {
  const out: ClausePart[] = [];
  const PARALLEL = /,?\s+(?:and|as well as|and also|plus)\s+|,\s+/gi;
  let last = 0;
  let first = true;
  for (const match of text.matchAll(PARALLEL)) {
    const rest = text.slice(match.index! + match[0].length);
    if (!startsWithVerb(rest)) continue;
    out.push({ text: text.slice(last, match.index), sequential: first ? sequential : false });
    first = false;
    last = match.index! + match[0].length;
  }
  out.push({ text: text.slice(last), sequential: first ? sequential : false });
  return out;
}

/** Words that refer back to an earlier result ("send it to Bob"): the part needs the part before it. */
const ANAPHORA = /\b(it|its|them|their|this|these|those|the results?|the same|the above|that (?:file|list|data|document|table|result|one))\b/i;

/**
 * Sub-intents for clause parts: ids `p1…`; a part depends on the one before it when it follows it
 * in time ("then", a new sentence) or refers back to it ("it", "them", "the result").
 */
export function partsToIntents(parts: readonly ClausePart[]): SubIntentInput[] {
  return parts.map((part, index) => ({
    id: `p${index + 1}`,
    text: part.text.replace(LEAD, "") || part.text,
    dependsOn: index > 0 && (part.sequential || ANAPHORA.test(part.text)) ? [`p${index}`] : [],
  }));
}

export interface GranularityVerdict {
  /** Why the intent is a candidate for refinement, or undefined when it maps to one capability. */
  candidate: string | undefined;
}

const capabilitiesOf = (catalog: ToolCatalog, tool: string) => {
  const metadata = catalog.get(tool);
  return metadata && metadata.capabilities.length > 0 ? metadata.capabilities : [tool];
};

/** Two resolutions point to different capabilities when their tools share none (tools without capability labels count as their own). */
export function distinctCapabilities(catalog: ToolCatalog, a: Resolution, b: Resolution): boolean {
  const left = new Set(capabilitiesOf(catalog, a.tool));
  return !capabilitiesOf(catalog, b.tool).some((capability) => left.has(capability));
}

/** Resolved refinement settings with their defaults. */
export function refinementSettings(options: RefinementOptions | false | undefined): Required<RefinementOptions> | undefined {
  if (options === false) return undefined;
  return { maxDepth: options?.maxDepth ?? 3, weakBelow: options?.weakBelow ?? 0.5, closeRatio: options?.closeRatio ?? 0.6, minGain: options?.minGain ?? 0.05 };
}

/**
 * The granularity check: an intent is a refinement candidate when its best resolution is weak
 * (below `weakBelow`) or when its second-best resolution points to a different capability and
 * scores at least `closeRatio` of the best (it may need both).
 */
export function granularityCandidate(
  resolutions: readonly Resolution[],
  catalog: ToolCatalog,
  settings: Required<RefinementOptions>,
): { reason: string; spread: boolean } | undefined {
  const [best, second] = resolutions;
  if (!best) return { reason: "no tool resolves it", spread: false };
  if (second && second.score >= best.score * settings.closeRatio && distinctCapabilities(catalog, best, second)) {
    return { reason: `its two best tools do different things with close scores: ${best.tool} (${best.score}), ${second.tool} (${second.score})`, spread: true };
  }
  if (best.score < settings.weakBelow) return { reason: `its best tool ${best.tool} scores ${best.score} (< ${settings.weakBelow})`, spread: false };
  return undefined;
}

export interface SplitEvaluation {
  accepted: boolean;
  reason: string;
  partScores: number[];
}

/**
 * Whether parts resolve better than the whole: every part's best tool scores at least `floor`
 * (it would be planned without a question), at least two parts resolve to different tools, and
 * the parts' mean best score beats the whole's by `minGain` — or, when the whole was a candidate
 * because its best tools do different things (`spread`), does not fall below the whole's.
 */
export function evaluateSplit(
  whole: readonly Resolution[],
  parts: readonly (readonly Resolution[])[],
  settings: Required<RefinementOptions>,
  floor: number,
  spread = false,
): SplitEvaluation {
  const partScores = parts.map((resolutions) => resolutions[0]?.score ?? 0);
  const wholeScore = whole[0]?.score ?? 0;
  const mean = partScores.reduce((sum, score) => sum + score, 0) / Math.max(1, partScores.length);
  const tools = new Set(parts.map((resolutions) => resolutions[0]?.tool).filter(Boolean));
  const weakest = Math.min(...partScores);
  const gain = spread ? 0 : settings.minGain;
  if (parts.length < 2) return { accepted: false, reason: "no split into parts", partScores };
  if (weakest < floor) return { accepted: false, reason: `a part scores ${weakest} (< ${floor})`, partScores };
  if (tools.size < 2) return { accepted: false, reason: `every part resolves to ${[...tools][0] ?? "nothing"}`, partScores };
  if (mean < wholeScore + gain)
    return { accepted: false, reason: `parts score ${round(mean)} on average, ${gain ? `not ${gain} above` : "below"} the whole's ${wholeScore}`, partScores };
  return { accepted: true, reason: `parts score ${round(mean)} on average vs ${wholeScore} for the whole, with ${tools.size} different tools`, partScores };
}

const round = (value: number) => Math.round(value * 1000) / 1000;
