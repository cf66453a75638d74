import { CancelledError, SPECIFICATION_VERSION, type Decomposer, type DecompositionResult, type SubIntent } from "@modular-planner/core";

export interface PatternDecomposerOptions {
  /** Most clauses it will split a request into before abstaining. Default 4. */
  maxClauses?: number;
  /** Verbs that open a simple imperative clause. */
  verbs?: readonly string[];
}

const DEFAULT_VERBS = [
  "add",
  "analyse",
  "analyze",
  "book",
  "buy",
  "calculate",
  "call",
  "cancel",
  "chart",
  "check",
  "compare",
  "compute",
  "convert",
  "count",
  "create",
  "delete",
  "describe",
  "download",
  "draw",
  "echo",
  "email",
  "e-mail",
  "export",
  "fetch",
  "find",
  "forward",
  "get",
  "give",
  "graph",
  "list",
  "load",
  "look",
  "mail",
  "make",
  "message",
  "move",
  "notify",
  "open",
  "order",
  "pay",
  "plot",
  "post",
  "print",
  "publish",
  "read",
  "record",
  "remember",
  "remove",
  "rename",
  "reply",
  "reserve",
  "retrieve",
  "run",
  "save",
  "schedule",
  "search",
  "send",
  "share",
  "show",
  "sum",
  "summarise",
  "summarize",
  "tell",
  "text",
  "translate",
  "tweet",
  "update",
  "upload",
  "write",
];

const INTERACTION = /\b(ask me|prompt me|let me (choose|pick|decide)|check with me|confirm with me|wait for me)\b/i;
const SUBORDINATE = /\b(before|after|unless|until|whenever|if)\b/i;
const SEQUENCE =
  /\s*(?:,\s*and then|,\s*then|\band then\b|\bthen\b|\bafterwards\b|\bafter that\b|,?\s*\band finally\b|,?\s*\bfinally\b|,?\s*\blastly\b|;)\s*,?\s*/i;
/** "…, and <verb> …" / "… and <verb> …": a further action when a known verb follows (not "from Paris and Rome"). */
const AND_ACTION = /\s*,?\s*\band\s+(?=(\S+))/gi;

/**
 * Regex decomposition for common phrasings, and humble about it: a request is split into simple
 * imperative clauses joined by "then" / "and then" / ";" (each depending on the previous one), and it
 * abstains with confidence 0 and the reason when it sees user interaction ("ask me"), subordinate
 * ordering ("before", "after", "if"), too many clauses, or a clause that is not a simple imperative.
 */
export function createPatternDecomposer(options: PatternDecomposerOptions = {}): Decomposer {
  const verbs = new Set(options.verbs ?? DEFAULT_VERBS);
  const maxClauses = options.maxClauses ?? 4;
  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "pattern",
    async decompose(goal, context): Promise<DecompositionResult> {
      if (context.signal?.aborted) throw new CancelledError("Decomposition was cancelled");
      const text = goal.text.trim().replace(/[.!?]+$/, "");
      const abstain = (rationale: string): DecompositionResult => ({ intents: [], confidence: 0, rationale });
      if (INTERACTION.test(text)) return abstain('needs user interaction ("ask me"): a planner with an LLM or a clarification should handle it');
      const clauses = text
        .split(SEQUENCE)
        .flatMap((clause) => splitOnActions(clause, verbs))
        .map((clause) => clause.trim().replace(/^(?:first(?:ly)?|next|finally|lastly),?\s+/i, ""))
        .filter(Boolean);
      if (clauses.length > maxClauses) return abstain(`${clauses.length} clauses is more than the ${maxClauses} this strategy splits`);
      for (const clause of clauses) {
        if (SUBORDINATE.test(clause)) return abstain(`"${clause}" orders or conditions steps ("before/after/if"), which patterns do not read reliably`);
        const verb =
          clause
            .toLowerCase()
            .replace(/^(please|now|also|and)\s+/, "")
            .split(/\s+/)[0] ?? "";
        if (!verbs.has(verb)) return abstain(`"${clause}" does not start with a known action verb`);
      }
      const intents: SubIntent[] = clauses.map((clause, index) => ({
        id: `i${index + 1}`,
        text: clause.replace(/^(please|now|also|and)\s+/i, ""),
        capability: null,
        params: {},
        dependsOn: index > 0 ? [`i${index}`] : [],
        satisfies: [],
        askUser: false,
      }));
      return {
        intents,
        confidence: clauses.length === 1 ? 0.8 : 0.7,
        rationale: clauses.length === 1 ? "one imperative clause" : `${clauses.length} imperative clauses in sequence`,
      };
    },
  };
}

/** Splits a clause at "and <known verb>" ("book the cheapest one, and email the booking to Bob"). */
function splitOnActions(clause: string, verbs: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const match of clause.matchAll(AND_ACTION)) {
    const verb = match[1]!.toLowerCase().replace(/[^a-z-]/g, "");
    if (!verbs.has(verb) || match.index === 0) continue;
    parts.push(clause.slice(last, match.index));
    last = match.index! + match[0].length;
  }
  parts.push(clause.slice(last));
  return parts;
}
