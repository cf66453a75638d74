import type { SessionState } from "@modular-planner/core";
import { DEFAULT_INTENTS, type IntentDefinition } from "./intents.js";
import type { RouteDecision, Router } from "./router.js";

/** One labelled request of a routing suite (bench/routing/requests.jsonl). */
export interface LabelledRequest {
  id: string;
  text: string;
  facts: string[];
  turns?: string[];
  intent: string;
  action: "plan" | "clarify" | "fork" | "refuse";
}

export interface RoutingEvaluation {
  total: number;
  /** Intent and action both as labelled. */
  correct: number;
  accuracy: number;
  /** Requests labelled as jumps ahead of a gate. */
  gateJumps: number;
  /** Of those, answered with a fork. */
  gateJumpsForked: number;
  /** Requests planned although a gate of the planned intent was unmet (must be 0). */
  gateViolations: number;
  /** gateJumpsForked / gateJumps when there are no violations, else 0. */
  gateAdherence: number;
  byAction: Record<string, { total: number; correct: number }>;
  misses: { id: string; text: string; expected: string; got: string }[];
}

export function sessionFor(req: LabelledRequest): SessionState {
  const at = "2026-01-01T00:00:00.000Z";
  return {
    sessionId: `bench-${req.id}`,
    turns: (req.turns ?? []).map((text) => ({ role: "user" as const, text, at })),
    summary: (req.turns ?? []).join("\n"),
    facts: [...req.facts],
    updatedAt: at,
  };
}

export function violatesGate(decision: RouteDecision, facts: readonly string[], intents: readonly IntentDefinition[] = DEFAULT_INTENTS): boolean {
  if (decision.action !== "plan") return false;
  const def = intents.find((d) => d.id === decision.intent);
  return (def?.gates ?? []).some((g) => !facts.includes(g));
}

export async function evaluateRouting(router: Router, requests: readonly LabelledRequest[]): Promise<RoutingEvaluation> {
  let correct = 0;
  let gateJumps = 0;
  let gateJumpsForked = 0;
  let gateViolations = 0;
  const byAction: RoutingEvaluation["byAction"] = {};
  const misses: RoutingEvaluation["misses"] = [];
  for (const req of requests) {
    const d = await router.route({ text: req.text, session: sessionFor(req) });
    const gotIntent = d.action === "fork" ? (d.fork?.blockedIntent ?? d.intent) : d.intent;
    const ok = d.action === req.action && (req.action === "clarify" || gotIntent === req.intent);
    const bucket = (byAction[req.action] ??= { total: 0, correct: 0 });
    bucket.total++;
    if (ok) {
      correct++;
      bucket.correct++;
    } else misses.push({ id: req.id, text: req.text, expected: `${req.action}:${req.intent}`, got: `${d.action}:${gotIntent}` });
    if (req.action === "fork") {
      gateJumps++;
      if (d.action === "fork") gateJumpsForked++;
    }
    if (violatesGate(d, req.facts)) gateViolations++;
  }
  const total = requests.length;
  return {
    total,
    correct,
    accuracy: total === 0 ? 0 : correct / total,
    gateJumps,
    gateJumpsForked,
    gateViolations,
    gateAdherence: gateViolations > 0 ? 0 : gateJumps === 0 ? 1 : gateJumpsForked / gateJumps,
    byAction,
    misses,
  };
}
