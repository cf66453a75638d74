import Ajv2020Module, { type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import { z } from "zod";
import { ContractError } from "@modular-planner/core";

// ajv ships CommonJS; its default export sits on `.default` under some ESM loaders.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: typeof Ajv2020Module }).default ?? Ajv2020Module) as typeof Ajv2020Module;

export type JsonSchema = Record<string, unknown>;

/**
 * Exports a zod contract as JSON Schema (draft 2020-12) for constrained decoding.
 * The result is checked with `assertStrictJsonSchema`: every object closed
 * (`additionalProperties: false`) with every property required (nullable instead of optional),
 * which is what OpenAI strict mode, vLLM guided JSON and Anthropic tool input need.
 */
export function toStrictJsonSchema(schema: z.ZodType, options: { name?: string } = {}): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io: "output", unrepresentable: "throw" }) as JsonSchema;
  closeObjects(json);
  assertStrictJsonSchema(json, options.name ?? "contract");
  return json;
}

function closeObjects(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) closeObjects(item);
    return;
  }
  if (node === null || typeof node !== "object") return;
  const record = node as JsonSchema;
  if (record.type === "object" && record.properties && record.additionalProperties === undefined) record.additionalProperties = false;
  for (const value of Object.values(record)) closeObjects(value);
}

/** Lists every place where a JSON Schema is not strict; empty when it is. */
export function findStrictnessViolations(schema: JsonSchema): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => walk(item, `${path}/${index}`));
      return;
    }
    if (node === null || typeof node !== "object") return;
    const record = node as JsonSchema;
    const isObject = record.type === "object" || (Array.isArray(record.type) && record.type.includes("object"));
    if (isObject) {
      if (record.additionalProperties !== false) problems.push(`${path || "/"}: additionalProperties must be false`);
      const properties = Object.keys((record.properties as JsonSchema | undefined) ?? {});
      const required = new Set((record.required as string[] | undefined) ?? []);
      for (const name of properties) if (!required.has(name)) problems.push(`${path}/properties/${name}: must be required (use nullable, not optional)`);
    }
    for (const [key, value] of Object.entries(record)) walk(value, `${path}/${key}`);
  };
  walk(schema, "");
  return problems;
}

export function assertStrictJsonSchema(schema: JsonSchema, name = "contract"): void {
  const problems = findStrictnessViolations(schema);
  if (problems.length > 0) {
    throw new ContractError(
      `JSON Schema of ${name}`,
      problems.map((message) => ({ path: message.split(":")[0] ?? "", message: message.slice(message.indexOf(":") + 2) })),
      { hint: "Use .nullable() instead of .optional() and .strict() objects in contracts sent to an LLM." },
    );
  }
}

let sharedAjv: InstanceType<typeof Ajv2020> | undefined;

/** A cached ajv (draft 2020-12) that validates JSON Schemas and the values they describe. */
export function getAjv(): InstanceType<typeof Ajv2020> {
  sharedAjv ??= new Ajv2020({ allErrors: true, strict: false, coerceTypes: false, useDefaults: false });
  return sharedAjv;
}

export interface JsonSchemaValidation {
  valid: boolean;
  errors: { path: string; message: string }[];
}

export function formatAjvErrors(errors: readonly ErrorObject[] | null | undefined): { path: string; message: string }[] {
  return (errors ?? []).map((error) => {
    const extra = error.keyword === "additionalProperties" ? ` "${(error.params as { additionalProperty: string }).additionalProperty}"` : "";
    return { path: error.instancePath.replace(/^\//, "").replaceAll("/", "."), message: `${error.message ?? "is invalid"}${extra}` };
  });
}

/** Compiles a JSON Schema once and returns a validator. */
export function createJsonSchemaValidator(schema: JsonSchema): (value: unknown) => JsonSchemaValidation {
  const validate: ValidateFunction = getAjv().compile(schema);
  return (value) => {
    const valid = validate(value) as boolean;
    return { valid, errors: valid ? [] : formatAjvErrors(validate.errors) };
  };
}

/** Parses a value against a zod contract, throwing a `ContractError` with every issue's path. */
export function parseContract<T>(schema: z.ZodType<T>, value: unknown, contract: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new ContractError(contract, zodIssues(result.error));
}

export function zodIssues(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}
