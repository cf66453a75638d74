import { toStrictJsonSchema, type JsonSchema } from "@modular-planner/kit";
import type { z } from "zod";

const cache = new WeakMap<z.ZodType, JsonSchema>();

/** The contract as strict JSON Schema for a provider (without `$schema`, which some servers reject); cached. */
export function strictSchemaFor(schema: z.ZodType, name: string): JsonSchema {
  let json = cache.get(schema);
  if (!json) {
    const { $schema: _ignored, ...rest } = toStrictJsonSchema(schema, { name });
    json = rest;
    cache.set(schema, json);
  }
  return json;
}
