import type { JsonSchemaProperty, PlanStep, StepReference, ToolCatalog, ToolMetadata } from "@modular-planner/core";
import { parameterNameSimilarity, splitIdentifier, stem } from "@modular-planner/retrieval";

export interface WireValueInput {
  tool: ToolMetadata;
  /** The parameter without a stated value. */
  name: string;
  /** The intent's text ("email the booking to Bob"). */
  text: string;
  /** Step ids the intent depends on, in the order it names them. */
  dependencies: readonly string[];
  /** The step before (the latest dependency, else the previous step). */
  source: string | undefined;
  steps: readonly PlanStep[];
  catalog: ToolCatalog;
}

/** Parameters that carry what an earlier step produced when the request refers back to it. */
const PAYLOAD = new Set([
  "body",
  "text",
  "content",
  "message",
  "data",
  "input",
  "document",
  "attachment",
  "payload",
  "summary",
  "details",
  "note",
  "notes",
  "result",
  "results",
]);
/** Words that refer back to an earlier result: "send it", "the result", "that". */
const BACK_REFERENCE = /\b(it|them|this|that|these|those|the (?:result|results|output|outputs|list|booking|details|summary|response|answer|findings))\b/i;

const typesOf = (schema: JsonSchemaProperty | undefined): string[] =>
  schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
const compatible = (wanted: JsonSchemaProperty | undefined, offered: JsonSchemaProperty | undefined) => {
  const left = typesOf(wanted);
  const right = typesOf(offered);
  if (left.length === 0 || right.length === 0) return true;
  if (left.some((type) => right.includes(type))) return true;
  // Ids are strings or integers interchangeably; the executor coerces scalars.
  const scalar = (types: string[]) => types.every((type) => ["string", "integer", "number"].includes(type));
  return scalar(left) && scalar(right);
};

/** A property of an output schema named like the parameter, with its path: `flight_id`, `flights.0.flight_id`, `booking.id`. */
function outputPath(name: string, wanted: JsonSchemaProperty | undefined, output: JsonSchemaProperty): string | undefined {
  let best: { path: string; similarity: number } | undefined;
  const consider = (path: string, property: string, schema: JsonSchemaProperty, depthPenalty: number) => {
    if (!compatible(wanted, schema)) return;
    const similarity = parameterNameSimilarity(name, property) - depthPenalty;
    if (similarity >= 0.8 && (!best || similarity > best.similarity)) best = { path, similarity };
  };
  for (const [property, schema] of Object.entries(output.properties ?? {})) {
    consider(property, property, schema, 0);
    // One level down: an object's fields, or a list's first item (the producer orders its list).
    const inner = typesOf(schema).includes("array") ? schema.items : schema;
    const prefix = typesOf(schema).includes("array") ? `${property}.0` : property;
    for (const [field, fieldSchema] of Object.entries(inner?.properties ?? {})) {
      consider(`${prefix}.${field}`, field, fieldSchema, 0.01);
      // `id` inside `flights[]` answers `flight_id`.
      if (/^id$/i.test(field) && parameterNameSimilarity(name, `${property.replace(/s$/, "")}_id`) >= 0.9)
        consider(`${prefix}.${field}`, `${property.replace(/s$/, "")}_id`, fieldSchema, 0.02);
    }
  }
  return best?.path;
}

/**
 * The earlier step whose output a required parameter takes, instead of asking for it:
 *
 * - **by output schema** (a tool with `outputSchema`): a property named like the parameter (with a
 *   compatible type) of a step the intent depends on or an earlier one, nearest first →
 *   `{ ref, path }` (`flight_id`, or `flights.0.flight_id` for a list's first item);
 * - **by name and type** otherwise, from the step right before only: an id parameter whose noun the
 *   producer's name has (`flight_id` after `search_flights`), or a payload parameter (`body`, `text`,
 *   `content`, …) when the intent refers back to the producer ("the booking", "it", "the result")
 *   → `{ ref }`, the whole output.
 *
 * Undefined when nothing fits: the value is asked.
 */
export function wireFromEarlierStep(input: WireValueInput): { reference: StepReference; how: string } | undefined {
  const { tool, name, text, dependencies, source, steps, catalog } = input;
  const wanted = tool.params.properties[name];
  const toolSteps = steps.filter((step) => step.kind === "tool");
  const order = [...new Set([...[...dependencies].reverse(), ...(source ? [source] : []), ...toolSteps.map((step) => step.id).reverse()])];
  const producers = order.map((id) => toolSteps.find((step) => step.id === id)).filter((step): step is PlanStep => Boolean(step));
  // A consumer taking artifacts only accepts producers of those (the verifier's type check).
  const accepts = (producer: ToolMetadata) =>
    tool.inputs.length === 0 ||
    tool.inputs.includes("any") ||
    producer.outputs.length === 0 ||
    producer.outputs.includes("any") ||
    producer.outputs.some((type) => tool.inputs.includes(type));
  for (const step of producers) {
    const producer = catalog.get(step.tool);
    if (!producer?.outputSchema || !accepts(producer)) continue;
    const path = outputPath(name, wanted, producer.outputSchema);
    if (path) return { reference: { ref: step.id, path }, how: `output schema of ${producer.name}: ${path}` };
  }
  const previous = producers.find((step) => step.id === (dependencies.at(-1) ?? source));
  const producer = previous ? catalog.get(previous.tool) : undefined;
  if (!previous || !producer || !accepts(producer)) return undefined;
  const nameWords = splitIdentifier(name).map(stem);
  const producerWords = new Set(splitIdentifier(`${producer.name}`).map(stem));
  const idNoun = nameWords.length >= 2 && /^(id|ids|key|code|number|ref)$/.test(nameWords.at(-1)!) ? nameWords.slice(0, -1) : undefined;
  if (idNoun?.every((word) => producerWords.has(word))) return { reference: { ref: previous.id }, how: `name and type: ${name} from ${producer.name}` };
  const textWords = splitIdentifier(text).map(stem);
  const refersBack =
    BACK_REFERENCE.test(text) ||
    textWords.some(
      (word) => word.length >= 4 && [...producerWords].some((toolWord) => toolWord.length >= 4 && (word === toolWord || word.startsWith(toolWord))),
    );
  const payload = nameWords.some((word) => PAYLOAD.has(word));
  if (payload && refersBack && (typesOf(wanted).length === 0 || typesOf(wanted).some((type) => type === "string" || type === "object")))
    return { reference: { ref: previous.id }, how: `name and type: ${name} takes what ${producer.name} produced` };
  return undefined;
}
