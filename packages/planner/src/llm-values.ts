import type { JsonValue, LlmClient, ParamValuesOutput, ToolMetadata, Usage } from "@modular-planner/core";
import type { PromptBuilder } from "@modular-planner/llm-shared";
import { findDates, formatDateMention, normalizeValue } from "@modular-planner/retrieval";

/** One value the LLM proposed, after the check against the request's words. */
export type CheckedValue =
  | { parameter: string; kind: "stated"; value: JsonValue; words: string }
  | { parameter: string; kind: "step"; step: string }
  /** Not used: the reason says why (a value the request does not state, an unknown parameter or step). */
  | { parameter: string; kind: "flagged"; value: JsonValue; reason: string };

export interface LlmValuesInput {
  llm: LlmClient;
  prompts: PromptBuilder;
  /** The intent's text. */
  text: string;
  tool: ToolMetadata;
  /** Earlier steps the value may come from: intent id and tool, in plan order. */
  earlier: readonly { id: string; tool: string; text: string }[];
  now: Date;
  signal?: AbortSignal;
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

function describeParameters(tool: ToolMetadata): string {
  return Object.entries(tool.params.properties)
    .filter(([, schema]) => schema["x-role"] !== "input")
    .map(([name, schema]) => {
      const type = [
        schema.type ? (Array.isArray(schema.type) ? schema.type.join("|") : schema.type) : "any",
        schema.format,
        tool.params.required.includes(name) ? "required" : undefined,
      ]
        .filter(Boolean)
        .join(", ");
      const options = Array.isArray(schema.enum) ? `; one of ${schema.enum.join(", ")}` : "";
      return `- ${name} (${type})${schema.description ? `: ${schema.description}` : ""}${options}`;
    })
    .join("\n");
}

const parseJson = (text: string): JsonValue => {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
};

/**
 * Is the value stated by the request? Its words must be in the request, and the value must be in
 * the request too (normalised: case, spacing, number and date formats), or be what those words say
 * once read (a relative date "next Wednesday" → its day, a number, a list of stated items).
 */
export function isGrounded(value: JsonValue, words: string, text: string, now: Date): boolean {
  const haystack = normalizeValue(text);
  const inText = (piece: string) => piece.length > 0 && haystack.includes(piece);
  if (Array.isArray(value))
    return value.length > 0 && value.every((item) => isGrounded(item as JsonValue, String(item), text, now) || isGrounded(item as JsonValue, words, text, now));
  const said = normalizeValue(words);
  if (!inText(said) && !(words.trim() === "" && inText(normalizeValue(value)))) return false;
  const normalised = normalizeValue(value);
  if (inText(normalised) || said.includes(normalised)) return true;
  // Read from the words: a date or time, or the same number written another way.
  for (const mention of findDates(words, now)) {
    for (const format of ["date", "date-time", "time", undefined])
      if (formatDateMention(mention, format) !== undefined && normalizeValue(formatDateMention(mention, format)) === normalised) return true;
  }
  if (typeof value === "number") return [...words.matchAll(/-?\$?\d[\d,]*(?:\.\d+)?/g)].some((match) => normalizeValue(match[0]) === normalised);
  return false;
}

/**
 * Asks the LLM (the `extract-values` prompt, `param_values` contract) for the values the intent's
 * text states for the tool's parameters, then checks each one: a value whose words or value appear
 * nowhere in the request, a parameter the tool does not have, or a step that is not earlier is
 * flagged and not used. A value from an earlier step is a reference to it.
 */
export async function extractValuesWithLlm(input: LlmValuesInput): Promise<{ values: CheckedValue[]; usage: Usage }> {
  const { llm, prompts, text, tool, earlier, now } = input;
  const rendered = prompts.render("extract-values", {
    request: text,
    tool: `${tool.name}: ${tool.description}`,
    parameters: describeParameters(tool) || "(none)",
    steps: earlier.length ? earlier.map((step) => `- ${step.id}: ${step.tool} ("${step.text}")`).join("\n") : "none",
    today: `${now.toISOString().slice(0, 10)} (${WEEKDAYS[now.getUTCDay()]})`,
  });
  const answer = await llm.generateObject<ParamValuesOutput>({
    schema: rendered.schema,
    schemaName: rendered.schemaName,
    messages: rendered.messages,
    step: "extract-values",
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const values: CheckedValue[] = [];
  const seen = new Set<string>();
  for (const item of answer.object.values) {
    const value = parseJson(item.value_json);
    if (seen.has(item.parameter)) continue;
    if (!(item.parameter in tool.params.properties)) {
      values.push({ parameter: item.parameter, kind: "flagged", value, reason: `${tool.name} has no parameter "${item.parameter}"` });
      continue;
    }
    seen.add(item.parameter);
    if (item.from_step !== null) {
      if (earlier.some((step) => step.id === item.from_step)) values.push({ parameter: item.parameter, kind: "step", step: item.from_step });
      else values.push({ parameter: item.parameter, kind: "flagged", value, reason: `the LLM named step "${item.from_step}", which is not an earlier step` });
      continue;
    }
    if (isGrounded(value, item.words, text, now)) values.push({ parameter: item.parameter, kind: "stated", value, words: item.words });
    else
      values.push({
        parameter: item.parameter,
        kind: "flagged",
        value,
        reason: `the LLM gave ${JSON.stringify(value)}${item.words ? ` from "${item.words}"` : ""}, which appears nowhere in the request or an earlier step's output`,
      });
  }
  return { values, usage: answer.usage };
}
