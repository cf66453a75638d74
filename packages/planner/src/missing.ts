import {
  ToolMetadataSchema,
  type Clarification,
  type Resolution,
  type Resolver,
  type SubIntent,
  type ToolCatalog,
  type ToolMetadata,
} from "@modular-planner/core";
import { createToolCatalog } from "@modular-planner/kit";
import { humanPrompt, promptForIntent } from "./ask-user.js";
import { ClarificationNeededError } from "./errors.js";
import type { DiscoveryHint } from "./intent-options.js";

/** A tool that came close to an intent, and why it does not fit. */
export interface NearMiss {
  tool: string;
  score: number;
  /** `low score 0.06 (< 0.1)`, `needs "to", which the request does not state`, `needs a table input; nothing before it produces one`. */
  reasons: string[];
}

export type MissingChoice =
  | { kind: "use-tool"; tool: string; consequence: string }
  | { kind: "ask-user"; prompt: string; consequence: string }
  | { kind: "connect-mcp"; server: string; tools: string[]; connect?: string; consequence: string }
  | { kind: "drop"; consequence: string };

/** What the planner reports when no tool fits an intent. Nothing is dropped or invented without an answer. */
export interface MissingCapability {
  intentId: string;
  intent: string;
  closest: NearMiss[];
  choices: MissingChoice[];
}

/**
 * No tool fits an intent. A `ClarificationNeededError` (the CLI prints it the same way) whose
 * options are the choices: pick one of the closest tools, ask the user for the value at run time,
 * connect an MCP server whose advertised tools would fit, or drop the intent.
 */
export class MissingCapabilityError extends ClarificationNeededError {
  readonly missing: MissingCapability;
  constructor(missing: MissingCapability, clarification: Clarification, context: { graphId?: string; nodeId?: string } = {}) {
    super(clarification, context);
    this.name = "MissingCapabilityError";
    this.missing = missing;
    (this.details as Record<string, unknown>).missing = missing;
  }
}

const OUTPUT_WORDS: [RegExp, string][] = [
  [/\b(chart|plot|graph|visuali[sz]e)\b/i, "chart"],
  [/\b(table|spreadsheet|csv)\b/i, "table"],
  [/\b(image|picture|photo)\b/i, "image"],
];

/** Why a candidate does not fit: low score, unstated required parameters, artifact types. */
export function explainNearMiss(
  intent: SubIntent,
  resolution: Resolution,
  tool: ToolMetadata | undefined,
  context: { minScore: number; predecessorOutputs: readonly string[] | undefined },
): NearMiss {
  const reasons: string[] = [];
  if (resolution.score < context.minScore) reasons.push(`low score ${resolution.score} (< ${context.minScore})`);
  if (tool) {
    const stated = new Set([...Object.keys(intent.params), ...Object.keys(resolution.params)]);
    const missing = tool.params.required.filter(
      (name) => !stated.has(name) && tool.params.properties[name]?.default === undefined && tool.params.properties[name]?.["x-role"] !== "input",
    );
    for (const name of missing) reasons.push(`needs "${name}", which the request does not state`);
    const wantsInput = tool.inputs.filter((type) => type !== "any");
    if (wantsInput.length > 0) {
      const produced = context.predecessorOutputs;
      if (!produced || produced.length === 0) reasons.push(`needs a ${wantsInput.join(" or ")} input; nothing before it produces one`);
      else if (!produced.includes("any") && !wantsInput.some((type) => produced.includes(type)))
        reasons.push(`needs a ${wantsInput.join(" or ")} input; the step before produces ${produced.join(", ")}`);
    }
    for (const [pattern, type] of OUTPUT_WORDS) {
      if (pattern.test(intent.text) && tool.outputs.length > 0 && !tool.outputs.includes(type) && !tool.outputs.includes("any"))
        reasons.push(`produces ${tool.outputs.join(", ")}, not the ${type} asked for`);
    }
  } else reasons.push("not in the catalog");
  if (reasons.length === 0) reasons.push(`score ${resolution.score} is below the confidence needed to pick it without asking`);
  return { tool: resolution.tool, score: resolution.score, reasons };
}

const hintCatalogs = new WeakMap<readonly DiscoveryHint[], { hint: DiscoveryHint; catalog: ToolCatalog }[]>();

/** Discovery hints whose advertised tools resolve the intent (with the planner's own resolver) at or above `minScore`. */
export async function matchDiscoveryHints(
  intent: SubIntent,
  hints: readonly DiscoveryHint[],
  resolver: Resolver,
  minScore: number,
  signal?: AbortSignal,
): Promise<{ hint: DiscoveryHint; tools: Resolution[] }[]> {
  let catalogs = hintCatalogs.get(hints);
  if (!catalogs) {
    catalogs = hints.map((hint) => ({
      hint,
      catalog: createToolCatalog(
        hint.tools.map((tool) => ToolMetadataSchema.parse({ name: tool.name, description: tool.description, source: { kind: "mcp", server: hint.server } })),
      ),
    }));
    hintCatalogs.set(hints, catalogs);
  }
  const out: { hint: DiscoveryHint; tools: Resolution[] }[] = [];
  for (const { hint, catalog } of catalogs) {
    const tools = (await resolver.resolve(intent, { catalog, topK: 3, ...(signal ? { signal } : {}) })).filter((resolution) => resolution.score >= minScore);
    if (tools.length > 0) out.push({ hint, tools });
  }
  return out.sort((a, b) => b.tools[0]!.score - a.tools[0]!.score);
}

/** The question, choices and clarification for an intent no tool fits. */
export function describeMissing(
  intent: SubIntent,
  closest: NearMiss[],
  hints: { hint: DiscoveryHint; tools: Resolution[] }[],
): { missing: MissingCapability; clarification: Clarification } {
  const parameter = closest.flatMap((miss) =>
    miss.reasons.map((reason) => /^needs "([^"]+)"/.exec(reason)?.[1]).filter((name): name is string => Boolean(name)),
  )[0];
  const prompt = parameter ? humanPrompt(parameter) : promptForIntent(intent.text);
  const choices: MissingChoice[] = [
    ...closest.map((miss): MissingChoice => ({ kind: "use-tool", tool: miss.tool, consequence: `run ${miss.tool} anyway (${miss.reasons.join("; ")})` })),
    { kind: "ask-user", prompt, consequence: `ask the user at run time: "${prompt}" (an ask-user step)` },
    ...hints.map(
      ({ hint, tools }): MissingChoice => ({
        kind: "connect-mcp",
        server: hint.server,
        tools: tools.map((tool) => tool.tool),
        ...(hint.connect ? { connect: hint.connect } : {}),
        consequence: `connect the MCP server ${hint.server}${hint.connect ? ` (${hint.connect})` : ""}, whose tool ${tools[0]!.tool} would fit (score ${tools[0]!.score}), then resume`,
      }),
    ),
    { kind: "drop", consequence: `plan without "${intent.text}"; the plan will not do it` },
  ];
  const label = (choice: MissingChoice) =>
    choice.kind === "use-tool" ? choice.tool : choice.kind === "ask-user" ? "ask" : choice.kind === "connect-mcp" ? `connect ${choice.server}` : "drop";
  const score = (choice: MissingChoice) =>
    choice.kind === "use-tool"
      ? (closest.find((miss) => miss.tool === choice.tool)?.score ?? 0)
      : choice.kind === "connect-mcp"
        ? (hints.find(({ hint }) => hint.server === choice.server)?.tools[0]?.score ?? 0)
        : 0;
  const missing: MissingCapability = { intentId: intent.id, intent: intent.text, closest, choices };
  const clarification: Clarification = {
    question: `No tool fits "${intent.text}". Pick one of ${closest.length ? closest.map((miss) => miss.tool).join(", ") : "no close tool"}, ask the user for the value${hints.length ? `, connect ${hints.map(({ hint }) => hint.server).join(" or ")}` : ""}, or drop it?`,
    options: choices.map((choice) => ({ label: label(choice), score: score(choice), consequence: choice.consequence })),
    reason: closest.length ? `closest: ${closest.map((miss) => `${miss.tool} (${miss.reasons.join("; ")})`).join(" | ")}` : "no candidate tool in the catalog",
  };
  return { missing, clarification };
}
