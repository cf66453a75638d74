import { z } from "zod";

/**
 * What a tool does to the world. The executor classifies effects as safe or risky
 * (see `DEFAULT_RISKY_EFFECTS`); risky steps wait for approval.
 */
export const EFFECTS = ["pure", "read", "compute", "output", "network", "llm", "write", "delete", "filesystem", "system"] as const;
export const EffectSchema = z.enum(EFFECTS);
export type Effect = z.infer<typeof EffectSchema>;

export const DEFAULT_SAFE_EFFECTS: readonly Effect[] = ["pure", "read", "compute", "output", "network", "llm"];
export const DEFAULT_RISKY_EFFECTS: readonly Effect[] = ["write", "delete", "filesystem", "system"];

/** Artifact types flowing between steps. Free-form strings are allowed for external tools. */
export const KNOWN_ARTIFACT_TYPES = ["table", "chart", "text", "json", "scalar", "file", "image", "dataset", "any"] as const;
export const ArtifactTypeSchema = z.string().min(1, "expected a non-empty artifact type");
export type ArtifactType = z.infer<typeof ArtifactTypeSchema>;

/** Roles a parameter can play; the executor treats changes to semantic roles as replans, not repairs. */
export const PARAM_ROLES = ["column", "columns", "metric", "group_by", "time_column", "time_grain", "input", "path", "prompt"] as const;
export const ParamRoleSchema = z.enum(PARAM_ROLES);
export type ParamRole = z.infer<typeof ParamRoleSchema>;

const JSON_SCHEMA_TYPES = ["string", "number", "integer", "boolean", "array", "object", "null"] as const;

export interface JsonSchemaProperty {
  type?: (typeof JSON_SCHEMA_TYPES)[number] | (typeof JSON_SCHEMA_TYPES)[number][];
  description?: string;
  enum?: unknown[];
  default?: unknown;
  items?: JsonSchemaProperty;
  properties?: Record<string, JsonSchemaProperty>;
  required?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  "x-role"?: ParamRole;
  [key: string]: unknown;
}

export const JsonSchemaPropertySchema: z.ZodType<JsonSchemaProperty> = z.lazy(() =>
  z
    .object({
      type: z.union([z.enum(JSON_SCHEMA_TYPES), z.array(z.enum(JSON_SCHEMA_TYPES))]).optional(),
      description: z.string().optional(),
      enum: z.array(z.unknown()).optional(),
      default: z.unknown().optional(),
      items: JsonSchemaPropertySchema.optional(),
      properties: z.record(z.string(), JsonSchemaPropertySchema).optional(),
      required: z.array(z.string()).optional(),
      format: z.string().optional(),
      minimum: z.number().optional(),
      maximum: z.number().optional(),
      "x-role": ParamRoleSchema.optional(),
    })
    .loose(),
);

/** A tool's parameters as a JSON Schema object. */
export const ParamsSchemaSchema = z
  .object({
    type: z.literal("object"),
    properties: z.record(z.string(), JsonSchemaPropertySchema).default({}),
    required: z.array(z.string()).default([]),
    additionalProperties: z.boolean().optional(),
  })
  .loose()
  .superRefine((schema, ctx) => {
    for (const name of schema.required) {
      if (!(name in schema.properties)) {
        ctx.addIssue({ code: "custom", path: ["required"], message: `required parameter "${name}" is not declared in properties` });
      }
    }
  });
export type ParamsSchema = z.infer<typeof ParamsSchemaSchema>;

export const EMPTY_PARAMS_SCHEMA: ParamsSchema = { type: "object", properties: {}, required: [] };

/** Where a tool comes from. */
export const ToolSourceSchema = z.object({
  kind: z.enum(["registry", "mcp", "dataset", "runtime"]),
  server: z.string().optional(),
  file: z.string().optional(),
});
export type ToolSource = z.infer<typeof ToolSourceSchema>;

export const TOOL_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.:-]*$/;

/** Tool metadata: what the planner knows about a tool without running it. */
export const ToolMetadataSchema = z
  .object({
    name: z.string().regex(TOOL_NAME_PATTERN, "expected a name of letters, digits, _ . : or -, starting with a letter"),
    description: z.string(),
    capabilities: z.array(z.string().min(1)).default([]),
    params: ParamsSchemaSchema.default(EMPTY_PARAMS_SCHEMA),
    inputs: z.array(ArtifactTypeSchema).default([]),
    outputs: z.array(ArtifactTypeSchema).default([]),
    /** The JSON Schema of what the tool returns, when known (MCP `outputSchema`): later steps' parameters are wired to its properties. */
    outputSchema: JsonSchemaPropertySchema.optional(),
    effects: z.array(EffectSchema).default(["compute"]),
    /** Facts of the session state that must hold before the tool may run (e.g. `data_loaded`). */
    gates: z.array(z.string().min(1)).default([]),
    aliases: z.array(z.string().min(1)).default([]),
    group: z.string().optional(),
    source: ToolSourceSchema.optional(),
  })
  .strict();
export type ToolMetadata = z.infer<typeof ToolMetadataSchema>;
export type ToolMetadataInput = z.input<typeof ToolMetadataSchema>;
