import { ToolExecutionError, type Artifact, type JsonValue, type ParamValue, type PlanStep, type Repair, type ToolMetadata } from "@modular-planner/core";
import { createJsonSchemaValidator, editDistance, isStepReference } from "@modular-planner/kit";

/** Walks a dotted path (`flights.0.id`) into a value; undefined when a part is missing. */
function walk(value: unknown, parts: readonly string[]): unknown {
  let current = value;
  for (const part of parts) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * Selects inside an artifact's value, which is the tool's output: `text`, `flights.0.id`; no path
 * gives the value. A leading `value.` (plans written when paths started at the artifact object) is
 * accepted when the value has no field the full path names.
 */
export function selectPath(artifact: Artifact, path: string | undefined): unknown {
  if (!path) return artifact.value;
  const parts = path.split(".");
  const found = walk(artifact.value, parts);
  if (found !== undefined || parts[0] !== "value") return found;
  return walk(artifact.value, parts.slice(1));
}

/** Artifacts by step id: a Map, or anything with its `get`. */
export interface ArtifactLookup {
  get(stepId: string): Artifact | undefined;
}

type PropertySchema = ToolMetadata["params"]["properties"][string];

const typesOf = (schema: PropertySchema | undefined): string[] => (schema?.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type]);

function fits(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "number":
      return typeof value === "number";
    case "integer":
      return Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return value !== null && typeof value === "object" && !Array.isArray(value);
    default:
      return false;
  }
}

/**
 * What a whole `{ ref }` hands a parameter: an artifact input (`x-role: input`, or an object
 * parameter named or typed like one of the tool's `inputs`, as the data tools' `table`) gets the
 * artifact; any other parameter gets the artifact's value (the tool's output) when it fits the
 * parameter's type or the parameter has none. When it does not fit, an object parameter keeps the
 * artifact (plans written before values were passed) and others get the value, which validation
 * then reports against the schema.
 */
function wholeArtifact(artifact: Artifact, schema: PropertySchema | undefined, artifactInput: boolean): unknown {
  if (artifactInput || artifact.value === undefined) return artifact;
  const types = typesOf(schema);
  if (types.length === 0 || types.some((type) => fits(artifact.value, type))) return artifact.value;
  return types.includes("object") ? artifact : artifact.value;
}

function isArtifactInput(tool: ToolMetadata, name: string, schema: PropertySchema | undefined): boolean {
  if (schema?.["x-role"] === "input") return true;
  const types = typesOf(schema);
  if (types.length > 0 && !types.includes("object")) return false;
  const artifactTypes = tool.inputs.filter((type) => type !== "any");
  return artifactTypes.includes(name) || types.some((type) => artifactTypes.includes(type));
}

function resolveValue(value: unknown, artifacts: ArtifactLookup, schema: PropertySchema | undefined, artifactInput: boolean): unknown {
  if (isStepReference(value)) {
    const artifact = artifacts.get(value.ref);
    if (!artifact) throw new ToolExecutionError(`No artifact from step "${value.ref}"`, { hint: "The step it depends on did not finish." });
    return value.path ? selectPath(artifact, value.path) : wholeArtifact(artifact, schema, artifactInput);
  }
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, artifacts, schema?.items, artifactInput));
  return value;
}

/**
 * Resolves step references in a step's parameters. A `{ ref, path }` gives what the path selects in
 * the referenced step's output (`selectPath`); a whole `{ ref }` gives the output, or the artifact
 * itself to an artifact input of `tool` (without `tool`, every whole reference gives the artifact).
 */
export function resolveParams(params: Record<string, ParamValue>, artifacts: ArtifactLookup, tool?: ToolMetadata): Record<string, unknown> {
  const resolved: Record<string, unknown> = {};
  for (const name of Object.keys(params)) {
    const schema = tool?.params.properties[name];
    resolved[name] = resolveValue(params[name], artifacts, schema, tool ? isArtifactInput(tool, name, schema) : true);
  }
  return resolved;
}

/** True when an object has no enumerable key (no array or map of keys built). */
export function isEmpty(value: object): boolean {
  for (const _key in value) return false;
  return true;
}

/** The closest real column: same name ignoring case/underscores/spaces, or edit distance ≤ 2. */
export function closestColumn(name: string, columns: readonly string[]): string | undefined {
  const normal = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, "");
  const exact = columns.find((column) => normal(column) === normal(name));
  if (exact) return exact;
  const scored = columns.map((column) => ({ column, d: editDistance(normal(column), normal(name)) })).sort((a, b) => a.d - b.d);
  return scored[0] && scored[0].d <= 2 && scored[0].d < (scored[1]?.d ?? Infinity) ? scored[0].column : undefined;
}

const SAFE_COLUMN_ROLES = new Set(["column", "columns", "time_column"]);
const SEMANTIC_ROLES = new Set(["metric", "group_by"]);
const COLUMN_ROLES = new Set(["column", "columns", "time_column", "metric", "group_by"]);

/**
 * True when a step's parameters need no resolving, repair or check: it has none, and its tool
 * takes none that have a default, an input to wire, or a requirement (`{}` is valid).
 */
export function needsNoParams(tool: ToolMetadata, params: object): boolean {
  return isEmpty(params) && shapeOf(tool).acceptsNone;
}

/**
 * Validates a step's parameters against the tool's schema and applies safe repairs with
 * provenance: missing defaults, column names differing only in case or by a small typo (for
 * column roles), a missing input artifact when exactly one upstream table exists. A parameter with
 * a semantic role (metric, group_by, time grain) naming a column that does not exist is never
 * changed: the step fails with `requiresReplan`.
 */
export function prepareParams(input: { step: PlanStep; tool: ToolMetadata; params: Record<string, unknown>; upstream: Artifact[] }): {
  params: Record<string, unknown>;
  repairs: Repair[];
} {
  const { step, tool } = input;
  const params = { ...input.params };
  const repairs: Repair[] = [];
  const shape = shapeOf(tool);
  const repair = (param: string, kind: Repair["kind"], reason: string, before: unknown, after: unknown) => {
    repairs.push({ stepId: step.id, param, kind, reason, before: (before ?? null) as JsonValue, after: after as JsonValue });
    params[param] = after;
  };

  for (const [name, property] of shape.entries) {
    if (params[name] === undefined && property.default !== undefined)
      repair(name, "default-value", "missing parameter with a schema default", null, property.default);
    if (params[name] === undefined && property["x-role"] === "input") {
      const tables = input.upstream.filter((artifact) => tool.inputs.length === 0 || tool.inputs.includes(artifact.type));
      if (tables.length === 1) repair(name, "input-artifact", "missing input; exactly one upstream artifact fits", null, tables[0] as unknown as JsonValue);
    }
  }

  // Only roles that name columns are checked against the data; a time grain is not a column.
  const columns =
    shape.columnParams.length > 0 ? [...new Set(input.upstream.flatMap((artifact) => (artifact.columns ?? []).map((column) => column.name)))] : [];
  if (columns.length > 0) {
    for (const [name, role] of shape.columnParams) {
      if (params[name] === undefined) continue;
      const unknown = columnNames(params[name]).filter((column) => !columns.includes(column));
      if (unknown.length === 0) continue;
      if (SAFE_COLUMN_ROLES.has(role)) {
        const fixes = unknown.map((column) => [column, closestColumn(column, columns)] as const);
        if (fixes.every(([, fix]) => fix !== undefined)) {
          const swap = (value: unknown): unknown =>
            typeof value === "string" ? (fixes.find(([from]) => from === value)?.[1] ?? value) : Array.isArray(value) ? value.map(swap) : value;
          repair(
            name,
            "column-name",
            `column ${unknown.join(", ")} not in the data; closest: ${fixes.map(([, fix]) => fix).join(", ")}`,
            params[name],
            swap(params[name]),
          );
          continue;
        }
      }
      const semantic = SEMANTIC_ROLES.has(role);
      throw new ToolExecutionError(
        `Step "${step.id}" (${tool.name}): ${name} names ${unknown.map((c) => `"${c}"`).join(", ")}, not in the data (columns: ${columns.join(", ")})`,
        {
          stepId: step.id,
          tool: tool.name,
          requiresReplan: true,
          hint: semantic
            ? "Changing a metric, grouping or grain changes the answer, so it is not repaired: the plan must be revised."
            : "Use one of the listed columns.",
        },
      );
    }
  }

  // Schema validation of the non-artifact parameters (artifact inputs are checked by the tool).
  const { inputNames } = shape;
  const candidate = inputNames.length === 0 ? params : Object.fromEntries(Object.entries(params).filter(([name]) => !inputNames.includes(name)));
  const result = shape.validate(candidate);
  if (!result.valid) {
    throw new ToolExecutionError(
      `Step "${step.id}" (${tool.name}) has invalid parameters: ${result.errors.map((error) => `${error.path || "(params)"} ${error.message}`).join("; ")}`,
      {
        stepId: step.id,
        tool: tool.name,
        requiresReplan: true,
        hint: "Fix the parameters to match the tool's schema.",
      },
    );
  }
  for (const name of inputNames)
    if (tool.params.required.includes(name) && params[name] === undefined) {
      throw new ToolExecutionError(`Step "${step.id}" (${tool.name}) has no input for "${name}"`, {
        stepId: step.id,
        tool: tool.name,
        requiresReplan: true,
        hint: "Wire the step to an upstream table.",
      });
    }
  return { params, repairs };
}

/** A column name or names in a parameter value: a string, strings, or `{ column }` objects. */
function columnNames(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return [];
  const names: string[] = [];
  for (const item of value) {
    if (typeof item === "string") names.push(item);
    else if (item && typeof item === "object" && typeof (item as { column?: unknown }).column === "string") names.push((item as { column: string }).column);
  }
  return names;
}

interface ToolShape {
  entries: [string, ToolMetadata["params"]["properties"][string]][];
  /** Parameters whose role names columns, with the role. */
  columnParams: [string, string][];
  /** Parameters that take an upstream artifact. */
  inputNames: string[];
  validate: (value: unknown) => { valid: boolean; errors: { path: string; message: string }[] };
  /** No defaults, no inputs to wire, and `{}` is valid: empty parameters pass as they are. */
  acceptsNone: boolean;
}

/** What prepareParams needs from a tool's schema, computed (and the validator compiled) once per tool. */
const shapes = new WeakMap<ToolMetadata, ToolShape>();
function shapeOf(tool: ToolMetadata): ToolShape {
  let shape = shapes.get(tool);
  if (shape) return shape;
  const entries = Object.entries(tool.params.properties);
  const inputNames = entries.filter(([, property]) => property["x-role"] === "input").map(([name]) => name);
  // Tools from other sources (MCP) may declare draft-07 in `$schema`; the keywords used for
  // parameters are the same in 2020-12, so the declaration is dropped rather than failing the step.
  const { $schema: _declared, ...params_schema } = tool.params as typeof tool.params & { $schema?: string };
  const schema = {
    ...params_schema,
    properties: Object.fromEntries(entries.filter(([name]) => !inputNames.includes(name))),
    required: tool.params.required.filter((name) => !inputNames.includes(name)),
  };
  const validate = createJsonSchemaValidator(schema as Record<string, unknown>);
  shape = {
    entries,
    columnParams: entries.flatMap(([name, property]) =>
      property["x-role"] && COLUMN_ROLES.has(property["x-role"]) ? [[name, property["x-role"]] as [string, string]] : [],
    ),
    inputNames,
    validate,
    acceptsNone: inputNames.length === 0 && entries.every(([, property]) => property.default === undefined) && validate({}).valid,
  };
  shapes.set(tool, shape);
  return shape;
}
