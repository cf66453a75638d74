import { z } from "zod";

/**
 * Contracts the planner's LLM steps answer in. All are strict (closed objects, every field
 * required, nullable where absent), so `toStrictJsonSchema` exports them for constrained decoding.
 * Open-ended maps are lists of `{ name, value }` pairs because strict mode has no free-form records.
 */
export const NamedValueSchema = z.object({ name: z.string(), value: z.string() }).strict();
export type NamedValue = z.infer<typeof NamedValueSchema>;

/** `decompose-intent-first` and `decompose-grounded` answer with this. */
export const DecompositionOutputSchema = z
  .object({
    intents: z.array(
      z
        .object({
          id: z.string().min(1),
          text: z.string().min(1),
          capability: z.string().nullable(),
          params: z.array(NamedValueSchema),
          depends_on: z.array(z.string()),
          ask_user: z.boolean(),
        })
        .strict(),
    ),
    confidence: z.number().min(0).max(1),
    rationale: z.string(),
  })
  .strict();
export type DecompositionOutput = z.infer<typeof DecompositionOutputSchema>;

/** `intent` (router classification) answers with this. */
export const IntentClassificationSchema = z
  .object({
    intent: z.string().min(1),
    entities: z.array(NamedValueSchema),
    confidence: z.number().min(0).max(1),
    gating: z.object({ satisfied: z.boolean(), missing: z.array(z.string()) }).strict(),
    action: z.enum(["plan", "clarify", "fork", "refuse"]),
    reasoning_summary: z.string(),
    clarifying_question: z.string().nullable(),
  })
  .strict();
export type IntentClassification = z.infer<typeof IntentClassificationSchema>;

/** `adapt-plan` answers with changes to the template skeleton, each citing requirements. */
export const PlanChangesSchema = z
  .object({
    changes: z.array(
      z
        .object({
          op: z.enum(["add", "remove", "modify"]),
          step_id: z.string().min(1),
          tool: z.string().nullable(),
          /** Parameter values as JSON text (`"\"revenue\""`, `"{\"ref\":\"load\"}"`). */
          params: z.array(z.object({ name: z.string(), value_json: z.string() }).strict()),
          satisfies: z.array(z.string()),
          depends_on: z.array(z.string()),
        })
        .strict(),
    ),
    rationale: z.string(),
  })
  .strict();
export type PlanChanges = z.infer<typeof PlanChangesSchema>;

/** `judge-plan` answers with warnings only: a judge never fails or fixes a plan. */
export const PlanJudgementSchema = z
  .object({
    overall: z.enum(["ok", "concerns"]),
    warnings: z.array(z.object({ step_id: z.string().nullable(), message: z.string() }).strict()),
  })
  .strict();
export type PlanJudgement = z.infer<typeof PlanJudgementSchema>;

/**
 * `extract-values` answers with this: the values a request states for one tool's parameters, each
 * with the request's words it came from (the deterministic extractor's provenance), or the earlier
 * step whose output gives it. The planner checks every value against the request's words.
 */
export const ParamValuesOutputSchema = z
  .object({
    values: z.array(
      z
        .object({
          parameter: z.string().min(1),
          /** The value as JSON (`"Paris"`, `3`, `["a","b"]`). */
          value_json: z.string(),
          /** The exact words of the request it was read from ("" when it comes from a step). */
          words: z.string(),
          /** The id of an earlier step whose output gives the value, else null. */
          from_step: z.string().nullable(),
        })
        .strict(),
    ),
  })
  .strict();
export type ParamValuesOutput = z.infer<typeof ParamValuesOutputSchema>;
