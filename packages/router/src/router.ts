import { SPECIFICATION_VERSION, type SessionState } from "@modular-planner/core";
import type { IntentClassifier, RouterClassification } from "./classifier.js";
import { DEFAULT_GUARDRAIL_POLICY, decideGuardrail, scanText, type GuardrailFinding, type GuardrailPolicy } from "./guardrails.js";
import { DEFAULT_INTENTS, stepProducing, type IntentDefinition } from "./intents.js";

export interface RouteDefinition {
  id: string;
  /** Intents this route serves. */
  intents: string[];
  /** Typical number of plan steps. */
  steps: number;
  /** Rough seconds to answer. */
  seconds: number;
  /** Relative cost 1 (cheap) – 3 (expensive). */
  cost: number;
  /** Produces a chart. */
  visual: boolean;
  /** `allow_*` switches that must be on for this route. */
  requires: string[];
  summary: string;
  /** Session facts that must hold before this route may run (it is ineligible otherwise). */
  gates?: string[];
}

export const DEFAULT_ROUTES: RouteDefinition[] = [
  {
    id: "SimpleAnalyst",
    intents: [
      "time_series",
      "time_series_grouped",
      "comparative",
      "distribution",
      "anomaly",
      "correlation",
      "ranking",
      "load_data",
      "tpr",
      "risk",
      "data_analysis",
    ],
    steps: 4,
    seconds: 10,
    cost: 1,
    visual: false,
    requires: [],
    summary: "answer from the data with a table",
  },
  {
    id: "AnalystThenVisual",
    intents: ["time_series", "time_series_grouped", "comparative", "distribution", "anomaly", "correlation", "ranking", "tpr", "risk", "data_analysis"],
    steps: 6,
    seconds: 20,
    cost: 1,
    visual: true,
    requires: [],
    summary: "answer from the data with a table and a chart",
  },
  {
    id: "WebSearch",
    intents: ["web_search"],
    steps: 3,
    seconds: 15,
    cost: 2,
    visual: false,
    requires: ["allow_web"],
    summary: "search the web and summarise the results",
  },
  {
    id: "DeepResearch",
    intents: ["deep_research"],
    steps: 12,
    seconds: 300,
    cost: 3,
    visual: false,
    requires: ["allow_web", "allow_deep_research"],
    summary: "research in depth across sources and write a report",
  },
  { id: "Clarify", intents: ["unknown"], steps: 0, seconds: 0, cost: 0, visual: false, requires: [], summary: "ask one clarifying question" },
];

export interface RouteConstraints {
  max_steps?: number;
  prefer_low_latency?: boolean;
  /** 0 (ignore cost) – 1 (strongly prefer cheap routes). */
  cost_sensitivity?: number;
  require_viz_when_chartable?: boolean;
  allow_web?: boolean;
  allow_deep_research?: boolean;
  allow_sql_writes?: boolean;
  timebox_seconds?: number;
  /** Further `allow_*` switches a custom route may require. */
  [key: `allow_${string}`]: boolean | undefined;
}

export const DEFAULT_CONSTRAINTS: Required<
  Pick<RouteConstraints, "prefer_low_latency" | "cost_sensitivity" | "require_viz_when_chartable" | "allow_web" | "allow_deep_research" | "allow_sql_writes">
> = {
  prefer_low_latency: false,
  cost_sensitivity: 0.5,
  require_viz_when_chartable: true,
  allow_web: false,
  allow_deep_research: false,
  allow_sql_writes: false,
};

export interface RouteScore {
  route: string;
  score: number;
  eligible: boolean;
  reasons: string[];
}

export interface Fork {
  /** The one concise question. */
  question: string;
  /** Exactly two options: finish the missing step with defaults, or continue it. */
  options: [string, string];
  /** The step the user must finish first. */
  step: string;
  blockedIntent: string;
  missing: string[];
}

export interface RouteDecision {
  action: "plan" | "clarify" | "fork" | "refuse";
  route: string;
  intent: string;
  template: string | null;
  classification: RouterClassification;
  scores: RouteScore[];
  justification: string;
  user_summary: string;
  assumptions: string[];
  risks: string[];
  findings: (GuardrailFinding & { decision: "annotate" | "block" })[];
  /** Facts the caller should record in the session with this turn (`recordTurn({ addFacts })`). */
  record: string[];
  /** Set when action is `clarify`: one question and the options considered. */
  clarification?: { question: string; options: string[] };
  fork?: Fork;
}

export interface RouteRequest {
  text: string;
  session?: SessionState;
  constraints?: RouteConstraints;
  /** The user declined the previous clarifying question. */
  clarification?: "declined";
}

export interface RouterOptions {
  classifier: IntentClassifier;
  routes?: readonly RouteDefinition[];
  intents?: readonly IntentDefinition[];
  constraints?: RouteConstraints;
  guardrails?: GuardrailPolicy;
  /** Route used when a declined clarification falls back for a data-centric request. */
  fallbackRoute?: string;
  /**
   * When the classifier found no analysis cue at all but the request names a column of the data
   * (`total revenue`), plan the generic data-analysis route instead of asking. Default false.
   */
  columnFallback?: boolean;
}

export interface Router {
  readonly specificationVersion: typeof SPECIFICATION_VERSION;
  readonly id: string;
  route(request: RouteRequest): Promise<RouteDecision>;
}

const DATA_WORDS =
  /\b(data|dataset|table|column|columns|csv|rows|metric|metrics|revenue|sales|units|tickets|traffic|orders|customers|count|average|sum|total)\b/i;
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** Scores every route for an intent; a pure function of its inputs. Ties break by the routes' order. */
export function scoreRoutes(
  routes: readonly RouteDefinition[],
  intent: string,
  chartable: boolean,
  constraints: RouteConstraints,
  facts: readonly string[] = [],
): RouteScore[] {
  const c = { ...DEFAULT_CONSTRAINTS, ...constraints };
  return routes.map((r) => {
    const reasons: string[] = [];
    let eligible = true;
    let score = 0;
    if (r.intents.includes(intent)) {
      score += 10;
      reasons.push(`serves ${intent}`);
    } else {
      eligible = false;
      reasons.push(`does not serve ${intent}`);
    }
    for (const sw of r.requires) {
      if ((c as Record<string, unknown>)[sw] !== true) {
        eligible = false;
        reasons.push(`${sw} is off`);
      }
    }
    for (const g of r.gates ?? []) {
      if (!facts.includes(g)) {
        eligible = false;
        reasons.push(`gate ${g} unmet`);
      }
    }
    if (c.max_steps !== undefined && r.steps > c.max_steps) {
      eligible = false;
      reasons.push(`${r.steps} steps > max_steps ${c.max_steps}`);
    }
    if (c.timebox_seconds !== undefined && r.seconds > c.timebox_seconds) {
      eligible = false;
      reasons.push(`~${r.seconds}s > timebox ${c.timebox_seconds}s`);
    }
    if (chartable && r.visual) {
      score += c.require_viz_when_chartable ? 5 : 0.5;
      reasons.push(c.require_viz_when_chartable ? "chart required for a chartable answer" : "adds a chart");
    } else if (chartable && !r.visual && c.require_viz_when_chartable) {
      score -= 5;
      reasons.push("no chart although one is required");
    }
    if (c.prefer_low_latency) {
      score -= r.seconds / 10;
      reasons.push(`latency penalty ${round(r.seconds / 10)}`);
    }
    const costPenalty = c.cost_sensitivity * r.cost * 2;
    if (costPenalty > 0) reasons.push(`cost penalty ${round(costPenalty)}`);
    score -= costPenalty;
    return { route: r.id, score: round(score), eligible, reasons };
  });
}

export function createRouter(options: RouterOptions): Router {
  const routes = options.routes ?? DEFAULT_ROUTES;
  const intents = options.intents ?? DEFAULT_INTENTS;
  const policy = options.guardrails ?? DEFAULT_GUARDRAIL_POLICY;
  const fallbackRoute = options.fallbackRoute ?? "SimpleAnalyst";
  const byId = new Map(intents.map((d) => [d.id, d]));

  return {
    specificationVersion: SPECIFICATION_VERSION,
    id: "router",
    async route(request) {
      const constraints: RouteConstraints = { ...DEFAULT_CONSTRAINTS, ...options.constraints, ...request.constraints };
      const facts = request.session?.facts ?? [];
      const classification = await options.classifier.classify({ text: request.text, session: request.session });
      let intent = classification.intent;
      let action: RouteDecision["action"] = classification.action;
      const assumptions: string[] = [];
      const risks: string[] = [];

      // Gates are enforced here whatever the classifier said.
      const def = byId.get(intent);
      const missing = (def?.gates ?? []).filter((g) => !facts.includes(g));
      let fork: Fork | undefined;
      if (missing.length > 0) {
        action = "fork";
        const step = stepProducing(intents, missing[0]!)?.id ?? missing[0]!;
        const started = facts.includes(`step:${step}:started`);
        const finishOpt = `Finish step ${step} with defaults`;
        const continueOpt = `Continue step ${step}`;
        fork = {
          question: started
            ? `${intent} needs step ${step} first, which is in progress: continue step ${step}, or finish it with defaults?`
            : `${intent} needs step ${step} first: finish step ${step} with defaults, or continue step ${step} yourself?`,
          options: started ? [continueOpt, finishOpt] : [finishOpt, continueOpt],
          step,
          blockedIntent: intent,
          missing,
        };
      }

      let clarification: RouteDecision["clarification"];
      let declinedFallback = false;
      const namedColumns = classification.entities.filter((e) => e.name === "column").map((e) => e.value);
      if (
        action === "clarify" &&
        options.columnFallback === true &&
        namedColumns.length > 0 &&
        !classification.candidates.some((c) => c.intent !== "unknown")
      ) {
        action = "plan";
        intent = "data_analysis";
        assumptions.push(`No analysis cue in the request; it names ${namedColumns.join(", ")}, so the generic data-analysis route answers.`);
      } else if (action === "clarify") {
        const dataCentric = DATA_WORDS.test(request.text) || facts.includes("data_loaded");
        const fallbackUsed = facts.includes("clarify:fallback_used");
        if (request.clarification === "declined" && dataCentric && !fallbackUsed) {
          action = "plan";
          intent = "data_analysis";
          declinedFallback = true;
          assumptions.push("The clarifying question was declined; answering with the generic data-analysis route (once per session).");
        } else if (request.clarification === "declined") {
          action = "refuse";
          risks.push(
            fallbackUsed
              ? "The generic fallback was already used once in this session."
              : "The request is not about the data, so there is no safe generic fallback.",
          );
        } else {
          clarification = { question: classification.clarifying_question ?? "What would you like to know?", options: classification.options };
        }
      }

      const chartable = intent === "data_analysis" || intent === "time_series_grouped" || (byId.get(intent)?.chartable ?? false);
      const scores = action === "plan" ? scoreRoutes(routes, intent, chartable, constraints, facts) : [];
      let routeId: string;
      if (action === "plan") {
        const eligible = scores.filter((s) => s.eligible);
        const best = eligible.reduce<RouteScore | undefined>((b, s) => (b === undefined || s.score > b.score ? s : b), undefined);
        if (intent === "data_analysis" && eligible.some((s) => s.route === fallbackRoute)) routeId = fallbackRoute;
        else if (best) routeId = best.route;
        else {
          action = "refuse";
          routeId = "Clarify";
          risks.push(
            `No route may serve ${intent} under the constraints: ${scores.flatMap((s) => s.reasons.filter((r) => r.includes("off") || r.includes(">") || r.startsWith("gate "))).join("; ")}.`,
          );
        }
      } else routeId = action === "refuse" ? "Clarify" : "Clarify";

      // Guardrails.
      const findings = scanText(request.text).map((f) => ({
        ...f,
        decision: decideGuardrail(policy, routeId, f.category, constraints.allow_sql_writes === true),
      }));
      for (const f of findings)
        risks.push(`${f.category}/${f.kind} detected (${f.excerpt}): ${f.decision === "block" ? "blocked" : "annotated"} on ${routeId}`);
      if (findings.some((f) => f.decision === "block") && action !== "refuse") action = "refuse";

      if (constraints.allow_web !== true && intent === "web_search") assumptions.push("Web access is off (allow_web=false).");
      if (classification.followUp) assumptions.push("Read as a follow-up of the previous request in this session.");
      for (const e of classification.entities) assumptions.push(`${e.name} = ${e.value}`);

      const record: string[] = [];
      if (action === "plan") record.push(`last_intent:${intent}`);
      if (declinedFallback) record.push("clarify:fallback_used");
      const route = routes.find((r) => r.id === routeId);
      const template = intent === "data_analysis" ? null : classification.template;
      const justification =
        action === "plan"
          ? `${routeId} scored ${scores.find((s) => s.route === routeId)?.score} for ${intent} (${classification.reasoning_summary})`
          : action === "fork"
            ? `Gate not satisfied for ${intent}: missing ${missing.join(", ")}.`
            : action === "clarify"
              ? `Confidence ${classification.confidence} is too low or the request is ambiguous: ${classification.reasoning_summary}`
              : `Refused: ${risks.join(" ")}`;
      const user_summary =
        action === "plan"
          ? `I will ${route?.summary ?? "answer"} (${intent}${template ? `, template ${template}` : ""}).`
          : action === "fork"
            ? fork!.question
            : action === "clarify"
              ? clarification!.question
              : "I can't run this request as asked.";
      return {
        action,
        route: routeId,
        intent,
        template,
        classification,
        scores,
        justification,
        user_summary,
        assumptions,
        risks,
        findings,
        record,
        ...(clarification ? { clarification } : {}),
        ...(fork ? { fork } : {}),
      };
    },
  };
}

/** Tools (ToolMetadata.gates) whose gates the session does not satisfy yet, with the missing facts. */
export function unmetToolGates(tools: readonly { name: string; gates?: readonly string[] }[], facts: readonly string[]): { tool: string; missing: string[] }[] {
  return tools.map((t) => ({ tool: t.name, missing: (t.gates ?? []).filter((g) => !facts.includes(g)) })).filter((t) => t.missing.length > 0);
}
