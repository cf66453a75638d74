import { z } from "zod";
import { JsonValueSchema, type JsonValue } from "../json.js";
import { RequirementSetSchema } from "./requirements.js";

/**
 * A parameter that takes an earlier step's output (its artifact's `value`); `path` selects inside
 * that output (`text`, `flights.0.id`). Without a path, an artifact input (`x-role: input`) takes the
 * artifact itself and other parameters the output.
 */
export const StepReferenceSchema = z.object({ ref: z.string().min(1), path: z.string().optional() }).strict();
export type StepReference = z.infer<typeof StepReferenceSchema>;

export type ParamValue = JsonValue | StepReference;
export const ParamValueSchema: z.ZodType<ParamValue> = z.union([StepReferenceSchema, JsonValueSchema]);

/**
 * Where a parameter's value came from: the request's words (`words`, e.g. "from Paris"), an earlier
 * step's output (`step`), the user's answer, an LLM (`flagged` when its value appears nowhere in the
 * request or an earlier step's output), the resolver's mapping, or a default.
 */
export const ParamProvenanceSchema = z
  .object({
    source: z.enum(["request", "step", "user", "llm", "resolver", "default"]),
    /** The words of the request the value was read from. */
    words: z.string().optional(),
    /** How it was read or wired: `place`, `date`, `quoted`, `output schema: flight_id`, `name and type`. */
    how: z.string().optional(),
    /** The step whose output feeds it. */
    step: z.string().optional(),
    /** Set when the value could not be found in the request or an earlier output (an LLM's guess). */
    flagged: z.string().optional(),
  })
  .strict();
export type ParamProvenance = z.infer<typeof ParamProvenanceSchema>;

export const COMPARISON_OPERATORS = [">", ">=", "=", "<", "<=", "!="] as const;
export const ComparisonOperatorSchema = z.enum(COMPARISON_OPERATORS);

/** Output checks evaluated on a step's artifact. `custom` is the extension point. */
export const CheckSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("row_count"), operator: ComparisonOperatorSchema, value: z.number() }).strict(),
  z.object({ type: z.literal("columns"), columns: z.array(z.string()).min(1) }).strict(),
  z.object({ type: z.literal("no_null_values"), columns: z.array(z.string()).min(1) }).strict(),
  z.object({ type: z.literal("file_size"), operator: ComparisonOperatorSchema, value: z.number() }).strict(),
  z.object({ type: z.literal("custom"), name: z.string().min(1), args: z.record(z.string(), JsonValueSchema).default({}) }).strict(),
]);
export type Check = z.infer<typeof CheckSchema>;

export const PlanStepSchema = z
  .object({
    id: z.string().min(1),
    /** `tool` runs a catalog tool; `ask-user` asks a person for a value (`prompt`). */
    kind: z.enum(["tool", "ask-user"]).default("tool"),
    tool: z.string().min(1),
    description: z.string().default(""),
    params: z.record(z.string(), ParamValueSchema).default({}),
    /** Requirement ids this step satisfies. A step citing none is unjustified. */
    satisfies: z.array(z.string()).default([]),
    dependsOn: z.array(z.string()).default([]),
    checks: z.array(CheckSchema).default([]),
    /** The question shown for an ask-user step. */
    prompt: z.string().optional(),
    /** Per parameter, where its value came from (the request's words, an earlier step, the user). */
    provenance: z.record(z.string(), ParamProvenanceSchema).optional(),
  })
  .strict();
export type PlanStep = z.infer<typeof PlanStepSchema>;
export type PlanStepInput = z.input<typeof PlanStepSchema>;

export const PLAN_FORMAT_VERSION = "1" as const;

export const PlanSchema = z
  .object({
    version: z.literal(PLAN_FORMAT_VERSION).default(PLAN_FORMAT_VERSION),
    id: z.string().min(1),
    goal: z.string(),
    templateId: z.string().optional(),
    requirements: RequirementSetSchema.optional(),
    steps: z.array(PlanStepSchema),
  })
  .strict();
export type Plan = z.infer<typeof PlanSchema>;
export type PlanInput = z.input<typeof PlanSchema>;
